import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferred, preloadDeferredFor } from "~/components/ui/deferred";

/**
 * Issue 22 item 11: a dialog the URL opened is in the server's HTML, and a visitor may type into
 * it before the page hydrates. If its deferred chunk is still pending when React hydrates, the
 * next update renders the boundary again from scratch and the typed text is gone. Once the chunk
 * is here the dialog must render at once (no suspension), and a URL with `?dialog=` fetches the
 * chunks before hydrating.
 */
const Greeting = ({ name }: { name: string }) => createElement("p", null, `hello ${name}`);

describe("deferred components", () => {
  it("render at once, without suspending, once their chunk is loaded", async () => {
    const Dialog = deferred(() => Promise.resolve(Greeting), undefined);
    await Dialog.preload();
    expect(renderToString(createElement(Dialog, { name: "Rana" }))).toContain("hello Rana");
  });

  it("a URL that opens a dialog fetches the chunks before hydration; others fetch nothing", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    deferred(load, undefined);
    await preloadDeferredFor("?page=2");
    expect(load).not.toHaveBeenCalled();
    await preloadDeferredFor("?x=1&dialog=sign-in");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a notice no URL opens (urlDialog: false) is not fetched for a dialog URL", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Notice = deferred(load, undefined, { urlDialog: false });
    await preloadDeferredFor("?dialog=menu");
    expect(load).not.toHaveBeenCalled();
    // Still fetched when a page shows it.
    await Notice.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
