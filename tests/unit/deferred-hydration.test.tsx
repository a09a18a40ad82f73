import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferred, preloadDeferredFor, preloadsForDialog } from "~/components/ui/deferred";

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

  it("a URL that opens a named dialog fetches that dialog's chunk only; an unnamed one fetches all", async () => {
    const loadCart = vi.fn(() => Promise.resolve(Greeting));
    const loadMap = vi.fn(() => Promise.resolve(Greeting));
    deferred(loadCart, undefined, { dialogs: ["test-cart"] });
    deferred(loadMap, undefined, { dialogs: ["test-map"] });
    await preloadDeferredFor("?dialog=test-cart&redirectTo=%2F");
    expect(loadCart).toHaveBeenCalledTimes(1);
    expect(loadMap).not.toHaveBeenCalled();
    // A page's own confirm dialog names nothing: every URL dialog's chunk, as before.
    await preloadDeferredFor("?dialog=address-delete");
    expect(loadMap).toHaveBeenCalledTimes(1);
  });

  it("pointing at a link to a named dialog fetches the components that named it, none other", () => {
    const noop = () => Promise.resolve(Greeting);
    const signIn = deferred(noop, undefined, { dialogs: ["test-sign-in", "test-sign-up"] });
    const wishlist = deferred(noop, undefined, { dialogs: ["test-wishlist"] });
    const confirm = deferred(noop, undefined);
    const frame = [signIn, wishlist, confirm];
    expect(preloadsForDialog(frame, "test-sign-up")).toEqual([signIn]);
    expect(preloadsForDialog(frame, "test-wishlist")).toEqual([wishlist]);
    // Named by a component this page does not show: nothing of this page's.
    expect(preloadsForDialog([wishlist, confirm], "test-sign-in")).toEqual([]);
    // Named by nobody (a confirm dialog): all of them.
    expect(preloadsForDialog(frame, "test-logout")).toEqual(frame);
  });
});
