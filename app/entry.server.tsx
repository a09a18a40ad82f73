import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { I18nextProvider } from "react-i18next";
import { renderToPipeableStream } from "react-dom/server";
import { i18nFor } from "~/i18n/i18next.server";

// The Express host (server/app.ts) builds each request's load context with this.
export { createAppLoadContext } from "~/context.server";

/** Abort a stream that takes longer than this (deferred sections get a fallback). */
export const streamTimeout = 5_000;

const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) => {
  // One shared, initialised instance per language (never one per request).
  const i18n = i18nFor(loadContext.lang);
  const nonce = loadContext.nonce;

  // Crawlers and no-JS visitors get the whole document at once; browsers get the shell early.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RemixServer
          context={remixContext}
          url={request.url}
          nonce={nonce}
          abortDelay={streamTimeout}
        />
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are streamed as boundaries; log only the unexpected ones.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
};

export default handleRequest;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error("[remix]", error);
}
