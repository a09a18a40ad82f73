import type { ZodType, ZodTypeDef } from "zod";
import {
  AnswerTooLarge,
  cutLists,
  DEFAULT_ANSWER_LIMITS,
  readAnswer,
  type AnswerLimits,
  type ByteBudget,
} from "./answer-limits.server";
import { ApiError, parseErrorBody } from "./errors";
import { fetchAnyStatus } from "./node-fetch.server";

/** A backend answer that passed the status checks, before a schema reads it. */
interface Answer {
  json: unknown;
  status: number;
  /** The answer as the backend sent it: what a reused parse is looked up by. */
  text: string;
}

/**
 * The single place that knows how to talk to /api/v1: base URL, headers (api-contract §1.2),
 * timeouts, error normalisation and response validation. Resource modules (config, geo, ...)
 * describe paths and schemas; routes never build URLs or headers.
 */
export interface ApiState {
  token?: string;
  guestId?: string;
  /** JSON-array string from get-zone-id, sent unchanged as the zoneId header. */
  zoneIds?: string;
  moduleId?: number;
  lat?: number;
  lng?: number;
  lang: string;
}

export interface TransportOptions {
  baseUrl: string;
  timeoutMs: number;
  state: ApiState;
  /**
   * How long a customer waits for an order to be placed (default 30 s, never less than
   * `timeoutMs`). Placing an order does slow work on the backend (stock, coupons, payment
   * tokens); cut at the default timeout, the answer was lost while the order was being created.
   */
  orderTimeoutMs?: number;
  /** Extra headers on every call (X-Forwarded-Host/Proto for the embedded backend). */
  extraHeaders?: Record<string, string>;
  /** Called when a call answers 401 while a token is stored; may throw a redirect. */
  onUnauthorized?: () => Promise<never>;
  fetchImpl?: typeof fetch;
  /** What one answer may cost (answer-limits.server.ts); tests lower them. */
  limits?: Partial<AnswerLimits>;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions<T> {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  /** JSON body, or FormData for a multipart call (files: prescription images). */
  body?: unknown;
  schema: ZodType<T, ZodTypeDef, unknown>;
  /** Adds guest_id (query for GET/DELETE, body otherwise) when there is no token (§3.4). */
  asGuest?: boolean;
  /** Per-call override of which headers to leave out. */
  omitHeaders?: Array<"zoneId" | "moduleId" | "position">;
  timeoutMs?: number;
  /** The contract may answer 407 (an expired coupon), which fetch() cannot read: use node:http. */
  anyStatus?: boolean;
  /**
   * The schema's reading of an answer is kept and handed again, frozen, for the same answer
   * text (reusedParse): for a read asked on every view whose answer rarely changes (an item's
   * details), so that only the backend's answer is fresh, not zod's walk over it.
   */
  reuseParse?: boolean;
}

export const SOFTWARE_ID = "storefront-web";

/** The default wait for an order to be placed (TransportOptions.orderTimeoutMs). */
export const ORDER_TIMEOUT_MS = 30_000;

export function createTransport(options: TransportOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;
  const { state } = options;
  const limits: AnswerLimits = { ...DEFAULT_ANSWER_LIMITS, ...options.limits };
  // The answers this storefront request holds at once, all its calls together.
  const budget: ByteBudget = { held: 0 };

  function headersFor(call: CallOptions<unknown>): Headers {
    const headers = new Headers({
      Accept: "application/json",
      "X-localization": state.lang,
      "X-software-id": SOFTWARE_ID,
      ...options.extraHeaders,
    });
    const omit = new Set(call.omitHeaders ?? []);
    if (state.zoneIds && !omit.has("zoneId")) headers.set("zoneId", state.zoneIds);
    if (state.moduleId && !omit.has("moduleId")) headers.set("moduleId", String(state.moduleId));
    if (state.lat !== undefined && state.lng !== undefined && !omit.has("position")) {
      headers.set("latitude", String(state.lat));
      headers.set("longitude", String(state.lng));
    }
    if (state.token) headers.set("Authorization", `Bearer ${state.token}`);
    return headers;
  }

  // One transport serves one storefront request: a GET asked twice in it (by the root loader
  // and a page loader, or an action and the loaders that run after it) is one upstream call.
  const gets = new Map<string, Promise<Answer>>();
  // Once a call of this request has timed out, the backend is too slow for this visitor now:
  // later calls of the same request fail at once instead of each waiting out the timeout
  // again (a newsletter post used to wait for two: its own call and the page's reads after it).
  let timedOutAt: string | undefined;

  function call<T>(path: string, options: CallOptions<T>): Promise<T> {
    if ((options.method ?? "GET") !== "GET") {
      // A write may change what those GETs answer: later reads go upstream again.
      gets.clear();
      return send(path, options).then((answer) => parse(path, options, answer));
    }
    // One upstream answer per GET, but each caller's schema reads it on its own: two schemas of
    // one path make different shapes of it, and the second caller must not get the first one's
    // (a passthrough schema kept config's coordinates as strings for the footer's map, a 500).
    const key = JSON.stringify([path, options.query, options.asGuest, options.omitHeaders]);
    let pending = gets.get(key);
    if (!pending) {
      pending = send(path, options);
      gets.set(key, pending);
    }
    return pending.then((answer) => parse(path, options, answer));
  }

  function parse<T>(path: string, call: CallOptions<T>, answer: Answer): T {
    // Lowered list limits (tests) cut the same text into another value: not reused.
    const reuse =
      call.reuseParse && limits.listItems === DEFAULT_ANSWER_LIMITS.listItems
        ? reusedParses(call.schema)
        : null;
    const kept = reuse?.get(answer.text);
    if (kept !== undefined) return kept as T;
    const parsed = call.schema.safeParse(answer.json);
    if (!parsed.success) {
      console.warn(
        `[api] ${call.method ?? "GET"} ${path}: response did not match the schema`,
        parsed.error.issues.slice(0, 3),
      );
      throw new ApiError({ kind: "invalid-response", status: answer.status, path });
    }
    if (reuse && answer.text) {
      if (reuse.size >= MAX_REUSED_PARSES) reuse.clear();
      reuse.set(answer.text, deepFreeze(parsed.data));
    }
    return parsed.data;
  }

  async function send<T>(path: string, call: CallOptions<T>): Promise<Answer> {
    if (timedOutAt) throw new ApiError({ kind: "timeout", path });
    const method = call.method ?? "GET";
    const url = new URL(
      path.replace(/^\//, ""),
      options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`,
    );
    const query: Query = { ...call.query };
    let body = call.body;
    if (call.asGuest && !state.token && state.guestId) {
      if (method === "GET" || method === "DELETE") query.guest_id = state.guestId;
      else if (body instanceof FormData) body.set("guest_id", state.guestId);
      else body = { ...(body as object | undefined), guest_id: state.guestId };
    }
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "")
        url.searchParams.set(key, String(value));
    }
    const headers = headersFor(call as CallOptions<unknown>);
    const multipart = body instanceof FormData;
    // FormData: fetch writes the multipart Content-Type with its boundary itself.
    if (body !== undefined && !multipart) headers.set("Content-Type", "application/json");

    const timeoutMs = call.timeoutMs ?? options.timeoutMs;
    // A timer cleared as soon as the answer is read, not AbortSignal.timeout(): that one lives
    // for the whole timeout and keeps every finished call's request alive until then — under
    // load, thousands of them (issue 8, memory).
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException("The API call timed out.", "TimeoutError")),
      timeoutMs,
    );
    let response: Response;
    let text = "";
    let release = () => {};
    try {
      const send = call.anyStatus && !options.fetchImpl ? fetchAnyStatus : fetchImpl;
      response = await send(url, {
        method,
        headers,
        body:
          body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
        signal: controller.signal,
        redirect: "manual",
      });
      // Streamed and capped: never the whole of whatever the backend sends (issue 28 item 2).
      ({ text, release } = await readAnswer(response, limits, budget).catch((error: unknown) => {
        if (error instanceof AnswerTooLarge) throw error;
        return { text: "", release: () => {} };
      }));
    } catch (error) {
      if (error instanceof AnswerTooLarge) {
        controller.abort();
        console.warn(`[api] ${method} ${path}: answer past ${limits.answerBytes} bytes, dropped`);
        throw new ApiError({ kind: "too-large", path });
      }
      const timedOut =
        error instanceof DOMException &&
        (error.name === "TimeoutError" || error.name === "AbortError");
      if (timedOut) timedOutAt = path;
      throw new ApiError({ kind: timedOut ? "timeout" : "network", path });
    } finally {
      clearTimeout(timer);
    }

    let json: unknown = undefined;
    try {
      if (text) json = cutLists(JSON.parse(text), limits.listItems);
    } catch {
      json = undefined;
    } finally {
      release();
    }

    if (state.token && options.onUnauthorized && tokenRefused(response.status, json)) {
      await options.onUnauthorized();
    }
    // 2xx with an `errors` body is a refusal too (quirk 4: campaigns without zoneId, info without X-localization).
    const softError =
      response.ok &&
      json &&
      typeof json === "object" &&
      !Array.isArray(json) &&
      "errors" in json &&
      Object.keys(json).length === 1;
    if (!response.ok || softError) {
      throw new ApiError({
        kind: "http",
        status: softError ? 400 : response.status,
        path,
        ...parseErrorBody(json ?? text),
      });
    }
    if (json === undefined && text)
      throw new ApiError({ kind: "invalid-response", status: response.status, path });

    return { json: json ?? null, status: response.status, text };
  }

  /** Per-call timeouts beyond the default: order placement's own (orders.server.ts). */
  const timeouts = {
    order: Math.max(options.orderTimeoutMs ?? ORDER_TIMEOUT_MS, options.timeoutMs),
  };

  return { call, state, timeouts };
}

export type Transport = ReturnType<typeof createTransport>;

/**
 * What a schema made of an answer text, per schema (CallOptions.reuseParse; issue 27: zod was
 * ~3 % of an item page's CPU). The same text read by the same schema gives the same value, so
 * it is the same for every request; it is frozen, since every request holds the same object.
 * Past MAX_REUSED_PARSES answers per schema (an entry is one answer, a few KB) it starts over.
 */
const MAX_REUSED_PARSES = 500;
const parsesBySchema = new WeakMap<object, Map<string, unknown>>();

function reusedParses(schema: object): Map<string, unknown> {
  let parses = parsesBySchema.get(schema);
  if (!parses) parsesBySchema.set(schema, (parses = new Map()));
  return parses;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The backend no longer takes the stored token: 401 — or, from the guest-or-customer routes
 * (cart, orders: contract §2.4 apiGuestCheck), 403 `guest_id`, their answer when the token they
 * were given resolves to no one and, as a token was sent, no guest id came with it.
 */
function tokenRefused(status: number, body: unknown): boolean {
  if (status === 401) return true;
  return status === 403 && parseErrorBody(body).codes.includes("guest_id");
}
