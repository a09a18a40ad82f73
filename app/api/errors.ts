/**
 * One error type for every way a call can fail (api-contract §1.3 lists six body shapes).
 * "too-large": the answer passed the storefront's caps (answer-limits.server.ts) and was
 * dropped; like a timeout it reads as "unavailable".
 * Safe to import anywhere: it holds no secrets.
 */
export type ApiErrorKind = "http" | "timeout" | "network" | "invalid-response" | "too-large";

/*
 * The server runs two copies of this module: server/ loads app/context.server.ts (which builds
 * the API client) through tsx, while routes run from the Remix build. `instanceof` alone would
 * fail across the copies, so errors also carry a registry symbol that both copies share.
 */
const API_ERROR_BRAND = Symbol.for("storefront.api-error");

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Errors whose `code` names a field, e.g. { email: "The email has already been taken." }. */
  readonly fieldErrors: Record<string, string>;
  /** Every message, in the order the backend gave them. */
  readonly messages: string[];
  readonly codes: string[];
  readonly path: string;
  readonly [API_ERROR_BRAND] = true;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    path: string;
    messages?: string[];
    codes?: string[];
    fieldErrors?: Record<string, string>;
  }) {
    const messages = init.messages ?? [];
    super(messages[0] ?? `${init.kind} error calling ${init.path}`);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.path = init.path;
    this.messages = messages;
    this.codes = init.codes ?? [];
    this.fieldErrors = init.fieldErrors ?? {};
  }

  /** True for failures of reach (backend down or slow), as opposed to a refusal. */
  get isUnavailable() {
    return this.kind !== "http" || this.status >= 500;
  }

  hasCode(code: string) {
    return this.codes.includes(code);
  }
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError ||
  (typeof error === "object" &&
    error !== null &&
    (error as { [API_ERROR_BRAND]?: unknown })[API_ERROR_BRAND] === true);

/** Normalises any error body of the contract into codes, messages and field errors. */
export function parseErrorBody(
  body: unknown,
): Pick<ApiError, "messages" | "codes" | "fieldErrors"> {
  const messages: string[] = [];
  const codes: string[] = [];
  const fieldErrors: Record<string, string> = {};
  const add = (code: unknown, message: unknown) => {
    const text = typeof message === "string" ? message.trim() : "";
    const c = typeof code === "string" || typeof code === "number" ? String(code) : "";
    if (c) codes.push(c);
    if (text) {
      messages.push(text);
      if (c && /^[a-z_][a-z0-9_.]*$/i.test(c) && !(c in fieldErrors)) fieldErrors[c] = text;
    }
  };
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const errors = record.errors;
    if (Array.isArray(errors)) {
      for (const entry of errors) {
        if (entry && typeof entry === "object") {
          add((entry as Record<string, unknown>).code, (entry as Record<string, unknown>).message);
        } else add("", entry);
      }
    } else if (errors && typeof errors === "object") {
      add((errors as Record<string, unknown>).code, (errors as Record<string, unknown>).message);
    } else if (typeof errors === "string") {
      add("", errors);
    }
    if (messages.length === 0) add("", record.message ?? record.error);
  } else if (typeof body === "string") {
    add("", body.slice(0, 300));
  }
  return { messages, codes, fieldErrors };
}
