import express, { type RequestHandler } from "express";
import type { RequestListener } from "node:http";
import inject from "light-my-request";

/**
 * A `fetch` for the embedded reference backend that never leaves the process: the request is
 * handed to the backend's Express router as an in-memory request/response pair
 * (light-my-request), so a page's API calls cost no loopback socket, no HTTP parsing and none of
 * the storefront-facing middleware (compression, request log, security headers, rate limits)
 * that a browser's request passes through. The API client still speaks HTTP semantics —
 * method, headers, JSON body, status — so the same client code serves `API_BASE_URL` backends
 * over the network (ADR 014).
 *
 * `mountPath` is where the router answers (`/api/v1`); URLs outside it get a 404, as they would
 * from the HTTP mount.
 */
export function createInProcessFetch(router: RequestHandler, mountPath = "/api/v1"): typeof fetch {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.use(mountPath, router);

  // Trap: handed an Express app, light-my-request re-parents Express's *global* request and
  // response prototypes onto its own classes, which breaks every other Express app in the
  // process (the storefront's host: real sockets then crash on close). So it gets a plain
  // function, and this app alone gets request/response prototypes that carry Express's methods
  // on top of light-my-request's classes.
  let prototypesReady = false;
  const dispatch: RequestListener = (req, res) => {
    if (!prototypesReady) {
      app.request = withExpressMethods(Object.getPrototypeOf(req) as object, express.request, app);
      app.response = withExpressMethods(
        Object.getPrototypeOf(res) as object,
        express.response,
        app,
      );
      prototypesReady = true;
    }
    app(req as express.Request, res as express.Response);
  };

  return async function inProcessFetch(input, init) {
    // No `new Request(input, init)`: a Request made with the caller's signal stays attached to
    // it (and alive) until the signal is collected. The API client passes a URL and plain init.
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : input instanceof URL ? input.href : String(input));
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init?.headers ?? request?.headers).forEach((value, key) => (headers[key] = value));
    headers.host ??= url.host;
    let body: Buffer | undefined;
    if (method !== "GET" && method !== "HEAD") {
      if (init?.body !== undefined && init.body !== null) {
        const encoded = new Response(init.body);
        // A FormData body is encoded here, with a boundary of its own: its Content-Type (which
        // names the boundary) must go with it, as fetch would send it.
        if (init.body instanceof FormData)
          headers["content-type"] = encoded.headers.get("content-type") ?? "multipart/form-data";
        body = Buffer.from(await encoded.arrayBuffer());
      } else if (request) {
        body = Buffer.from(await request.arrayBuffer());
      }
    }

    const answer = inject(dispatch, {
      method,
      url: `${url.pathname}${url.search}`,
      headers,
      payload: body && body.length ? body : undefined,
      remoteAddress: "127.0.0.1",
    });
    const response = await abortable(answer, init?.signal ?? undefined);

    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value])
        responseHeaders.append(key, String(v));
    }
    const nullBody = method === "HEAD" || [204, 304].includes(response.statusCode);
    return new Response(nullBody ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

function withExpressMethods<T>(base: object, expressProto: T, app: express.Express): T {
  return Object.create(base, {
    ...Object.getOwnPropertyDescriptors(expressProto),
    app: { configurable: true, enumerable: true, writable: true, value: app },
  }) as T;
}

/** The caller's timeout (AbortSignal.timeout) still applies: a stuck handler rejects like fetch. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
