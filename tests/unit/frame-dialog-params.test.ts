import { describe, expect, it } from "vitest";
import { keepDataForFrameDialogs, pageQueryOf } from "~/shell/frame-dialog-params";

/** A page keeps its data when a navigation only opens or closes one of the frame's dialogs. */
describe("keepDataForFrameDialogs", () => {
  const at = (path: string) => new URL(path, "http://shop.test");
  const revalidate = (current: string, next: string, formMethod?: string, fallback = true) =>
    keepDataForFrameDialogs({
      currentUrl: at(current),
      nextUrl: at(next),
      formMethod: formMethod as never,
      defaultShouldRevalidate: fallback,
    });

  it.each([
    ["/store/al-fanar-grill", "/store/al-fanar-grill?dialog=cart"],
    ["/store/al-fanar-grill?dialog=cart", "/store/al-fanar-grill"],
    ["/categories?page=2", "/categories?page=2&dialog=track-order&order_id=100001"],
    ["/product/1", "/product/1?dialog=wishlist&wishlist-tab=stores"],
    ["/product/1?dialog=wishlist&remove-item=3", "/product/1?dialog=wishlist"],
    ["/", "/?dialog=language&to=ar"],
    ["/flash-sales", "/flash-sales?dialog=sign-in&redirectTo=%2Fflash-sales"],
    ["/category/4?sort=asc", "/category/4?dialog=menu&sort=asc"],
  ])("only a frame dialog (%s → %s): the page's loader does not run", (current, next) => {
    expect(revalidate(current, next)).toBe(false);
  });

  it.each([
    ["/categories?page=1", "/categories?page=2&dialog=cart"],
    ["/store/a", "/store/b?dialog=cart"],
    ["/store/a?search=milk", "/store/a?search=tea"],
    ["/category/4", "/category/4?unknown=1"],
    ["/product/1", "/product/1"],
  ])("anything else (%s → %s): Remix's default", (current, next) => {
    expect(revalidate(current, next, undefined, true)).toBe(true);
    expect(revalidate(current, next, undefined, false)).toBe(false);
  });

  it("a form post is Remix's default, even when it lands on a dialog", () => {
    expect(revalidate("/product/1", "/product/1?dialog=cart", "POST")).toBe(true);
    // a GET form (the header search) is a navigation like a link
    expect(revalidate("/store/a", "/store/a?dialog=cart", "GET")).toBe(false);
  });

  it("compares the page's own parameters in any order", () => {
    expect(pageQueryOf(at("/x?b=2&dialog=cart&a=1"))).toBe(pageQueryOf(at("/x?a=1&b=2")));
  });
});
