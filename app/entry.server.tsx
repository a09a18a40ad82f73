import { Transform, type TransformCallback } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { I18nextProvider } from "react-i18next";
import { renderToPipeableStream } from "react-dom/server";
import { i18nFor } from "~/i18n/i18next.server";
import { applyDocumentCachePolicy } from "~/lib/http-cache.server";
import { LaterPicturesProvider } from "~/components/later-picture";
import { LaterPicture } from "~/components/later-picture.server";
import { mayStream, scriptingOf } from "~/lib/js-hint";

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

  // Streamed sections (<Await>) reach the screen through inline scripts: a browser without
  // JavaScript would keep their skeletons forever. So the document streams only to browsers
  // known to run JavaScript (the `js` cookie entry.client sets after hydrating); crawlers and
  // everyone else get the whole document at once (docs/decisions/015).
  const waitForAll = !mayStream(request, isbot);
  // The same JS hint as the root loader's `shell.scripting` (a page a shared cache keeps comes
  // here without cookies, server/http-cache.ts): pictures away from the first screen of a page
  // for a browser without scripts are drawn later (docs/decisions/040).
  const laterPicture = scriptingOf(request.headers.get("cookie")) === "off" ? LaterPicture : null;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Give up on whatever still streams after this. Cleared as soon as everything has rendered:
    // a timer left running would keep the whole render (tree, data, request) alive for seconds,
    // which under load is hundreds of finished pages held in memory (issue 8: RSS ×6).
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000);
    const settle = () => clearTimeout(abortTimer);
    const send = () => {
      shellRendered = true;
      const body = new Coalesce();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      applyDocumentCachePolicy(
        request,
        responseStatusCode,
        responseHeaders,
        remixContext,
        loadContext,
      );
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <LaterPicturesProvider value={laterPicture}>
          <RemixServer
            context={remixContext}
            url={request.url}
            nonce={nonce}
            abortDelay={streamTimeout}
          />
        </LaterPicturesProvider>
      </I18nextProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          settle();
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          settle();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are streamed as boundaries; log only the unexpected ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
};

/**
 * Joins what React writes in one go (it flushes the shell in ~2 KB pieces) into one chunk per
 * turn of the event loop. Remix's Express adapter writes and flushes each chunk separately, so
 * without this a page cost ~25 gzip flushes and socket writes; with it, one per streamed part.
 */
class Coalesce extends Transform {
  private pending: Buffer[] = [];
  private scheduled = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.release();
      });
    }
    done();
  }

  override _flush(done: TransformCallback) {
    this.release();
    done();
  }

  private release() {
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending);
    this.pending = [];
    this.push(chunk);
  }
}

export default handleRequest;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error("[remix]", error);
}
