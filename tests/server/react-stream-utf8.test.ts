import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

/**
 * React 18.3's Node stream renderer sent its whole 2 KB buffer when a multi-byte character did
 * not fit in the buffer's last bytes: the unused bytes went out as NULs, inside the text
 * (patches/react-dom+18.3.1.patch). An Arabic page showed "الأق\0سام" where the nav label
 * crossed a 2048-byte boundary. Every offset is tried here, so the boundary is hit.
 */
/** Many small pieces of text, as a page has: each is copied into React's 2 KB buffer. */
async function render(prefix: string, word: string): Promise<Buffer> {
  const items = Array.from({ length: 300 }, (_, i) =>
    createElement("li", { key: i, "aria-label": word }, word),
  );
  const element = createElement("div", null, prefix, createElement("ul", null, items));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe("React's streamed HTML", () => {
  it("never carries a NUL byte, wherever a multi-byte character meets the buffer's end", async () => {
    for (let pad = 0; pad < 24; pad++) {
      const html = await render("x".repeat(pad), "الأقسام");
      expect(html.includes(0), `padding ${pad}`).toBe(false);
    }
  });
});
