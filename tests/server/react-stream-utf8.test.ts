import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

/**
 * React's Node stream renderer as patched (patches/react-dom+18.3.1.patch, ADR 017):
 * - 18.3 sent its whole 2 KB buffer when a multi-byte character did not fit in the buffer's
 *   last bytes: the unused bytes went out as NULs, inside the text. An Arabic page showed
 *   "الأق\0سام" where the nav label crossed a 2048-byte boundary.
 * - The patch now gathers a flush's text in a string and encodes it once (one encodeInto per
 *   tag, attribute and text piece was ~9 % of an item page's CPU: issue 27), in pieces of
 *   32 K characters. Every offset is tried here, so any boundary is hit.
 * Both bundles are checked: tests run the development one, the server the production one.
 */
const require = createRequire(import.meta.url);
const BUILDS = ["development", "production.min"] as const;
type Renderer = {
  renderToPipeableStream: typeof import("react-dom/server").renderToPipeableStream;
};
const rendererOf = (build: (typeof BUILDS)[number]): Renderer =>
  require(
    path.join(
      path.dirname(require.resolve("react-dom/server")),
      "cjs",
      `react-dom-server.node.${build}.js`,
    ),
  );

/** Many small pieces of text, as a page has. */
function page(prefix: string, word: string, length = 300): ReactElement {
  const items = Array.from({ length }, (_, i) =>
    createElement("li", { key: i, "aria-label": word }, word, " 😀"),
  );
  return createElement("div", null, prefix, createElement("ul", null, items));
}

async function render(renderer: Renderer, element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderer.renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe.each(BUILDS)("React's streamed HTML (%s bundle)", (build) => {
  const renderer = rendererOf(build);

  it("never carries a NUL byte, wherever a multi-byte character meets a buffer's end", async () => {
    for (let pad = 0; pad < 24; pad++) {
      const html = await render(renderer, page("x".repeat(pad), "الأقسام"));
      expect(html.includes(0), `padding ${pad}`).toBe(false);
    }
  });

  it("is the element's markup, byte for byte, across pieces of the pending text", async () => {
    // ~120 KB: several 32 K-character pieces, Arabic and astral characters on every side.
    for (const pad of [0, 1, 2, 3]) {
      const element = page("x".repeat(pad), "الأقسام", 3000);
      const html = (await render(renderer, element)).toString("utf8");
      // The stream separates adjacent text nodes with <!-- -->; the static markup does not.
      expect(html.replaceAll("<!-- -->", "")).toBe(renderToStaticMarkup(element));
    }
  });
});
