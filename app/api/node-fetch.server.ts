import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

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
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value ? [value] : [])
              headers.append(name, v);
          }
          const status = res.statusCode ?? 502;
          const noBody = status === 204 || status === 304;
          resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}
