import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";

/**
 * fetch() without the Fetch standard's 407 rule: undici (like browsers) turns any 407 answer
 * into a network error, and the contract answers an expired coupon with 407 (api-contract §7.7,
 * quirk). Calls whose answers include it go through node:http instead, so the backend's
 * "Coupon expired" reaches the page as a refusal, not as "could not reach the store service".
 */
export async function fetchAnyStatus(
  input: URL | string,
  init: RequestInit = {},
): Promise<Response> {
  // Request serializes the body (JSON text or FormData as multipart with its boundary).
  const prepared = new Request(input, { ...init, redirect: "manual" });
  const body = init.body === undefined ? null : Buffer.from(await prepared.arrayBuffer());
  const url = new URL(prepared.url);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: prepared.method,
        headers: {
          ...Object.fromEntries(prepared.headers),
          ...(body ? { "Content-Length": String(body.length) } : {}),
        },
        signal: init.signal ?? undefined,
      },
      (res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value ? [value] : [])
            headers.append(name, v);
        }
        const status = res.statusCode ?? 502;
        const noBody = status === 204 || status === 304;
        if (noBody) res.resume();
        // The body as a stream, as fetch gives it: the caller reads it up to its cap and
        // cancels the rest, which destroys the response (issue 28: never buffered whole here).
        const body = noBody ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>);
        try {
          resolve(
            new Response(body, { status: status < 200 || status > 599 ? 502 : status, headers }),
          );
        } catch (error) {
          res.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}
