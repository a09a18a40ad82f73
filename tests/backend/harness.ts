import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createBackend, type Backend } from "../../backend/app";
import type { BackendOptions } from "../../backend/context";

export interface ApiHarness {
  backend: Backend;
  baseUrl: string;
  /** fetch relative to /api/v1 with JSON helpers; headers are passed as given. */
  call: (
    path: string,
    init?: {
      method?: string;
      headers?: Record<string, string>;
      body?: unknown;
      query?: Record<string, string | number>;
    },
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
}

/**
 * A real backend over real HTTP on an ephemeral port with an in-memory database, for contract
 * tests. Pass `now` to pin the clock, `compat: "6ammart-3.2"` for the stock profile.
 */
export async function startApi(options: Partial<BackendOptions> = {}): Promise<ApiHarness> {
  // compat "default" unless a test asks for "6ammart-3.2": a BACKEND_COMPAT in the shell that
  // runs vitest must not change what the tests see
  const backend = createBackend({
    databasePath: ":memory:",
    orderStepSeconds: 0,
    compat: "default",
    ...options,
  });
  const app = express();
  app.use("/api/v1", backend.api);
  app.use(backend.web);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const call: ApiHarness["call"] = async (path, init = {}) => {
    const url = new URL(`/api/v1${path}`, baseUrl);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { Accept: "application/json", ...(init.headers ?? {}) };
    let body: string | undefined;
    if (init.body !== undefined) {
      headers["Content-Type"] ??= "application/json";
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
    }
    const res = await fetch(url, {
      method: init.method ?? "GET",
      headers,
      body,
      redirect: "manual",
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    backend,
    baseUrl,
    call,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backend.close();
    },
  };
}
