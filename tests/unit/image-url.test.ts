import { describe, expect, it } from "vitest";
import { imageUrl, pictureSet, responsiveImage } from "~/lib/image-url";

/**
 * The /img URLs pictures are drawn with (issue 27: a card's six candidates repeated a
 * percent-encoded URL; the home's pictures were a tenth of its HTML).
 */
const PICTURE = "http://api.test/storage/app/public/product/feta-cheese-400-g.png";

describe("imageUrl", () => {
  it("keeps the picture's '/' and ':' readable, and encodes what would end the value", () => {
    expect(imageUrl(PICTURE, 160)).toBe(`/img?src=${PICTURE}&w=160`);
    expect(imageUrl("https://cdn.test/a b.png?x=1&y=2#top", 100)).toBe(
      "/img?src=https://cdn.test/a%20b.png%3Fx%3D1%26y%3D2%23top&w=160",
    );
    // …and the server reads back the picture it was given
    const url = new URL(imageUrl("https://cdn.test/a+b%20c.png?x=1&y=2", 100), "http://shop.test");
    expect(url.searchParams.get("src")).toBe("https://cdn.test/a+b%20c.png?x=1&y=2");
    expect(url.searchParams.get("w")).toBe("160");
  });

  it("leaves data: and relative pictures alone", () => {
    expect(imageUrl("/favicon.svg", 96)).toBe("/favicon.svg");
    expect(imageUrl("data:image/gif;base64,R0lGOD", 96)).toBe("data:image/gif;base64,R0lGOD");
  });
});

describe("responsiveImage", () => {
  const widths = (srcSet = "") =>
    srcSet.split(", ").map((c) => Number(c.split(" ")[1].slice(0, -1)));

  it("a picture shown at a fixed width offers nothing narrower than that width", () => {
    const card = responsiveImage(PICTURE, 320);
    expect(card.sizes).toBe("320px");
    expect(widths(card.srcSet)).toEqual([320, 480, 640, 960]);
    expect(card.src).toBe(`/img?src=${PICTURE}&w=640`);
  });

  it("a small one starts at the smallest width the endpoint makes", () => {
    expect(widths(responsiveImage(PICTURE, 80).srcSet)).toEqual([96, 160, 240]);
  });

  it("sizes that depend on the viewport keep the narrower candidates", () => {
    const banner = responsiveImage(PICTURE, 640, "(min-width: 768px) 50vw, 100vw");
    expect(widths(banner.srcSet)).toEqual([160, 240, 320, 480, 640, 960, 1280]);
  });

  it("answers a picture asked again alike, from what it kept, per width and sizes (issue 27)", () => {
    const fixed = responsiveImage(PICTURE, 640);
    expect(responsiveImage(PICTURE, 640)).toEqual(fixed);
    // The same picture and width with other sizes is another answer, not the kept one.
    const fluid = responsiveImage(PICTURE, 640, "(min-width: 768px) 50vw, 100vw");
    expect(widths(fluid.srcSet)).toEqual([160, 240, 320, 480, 640, 960, 1280]);
    expect(widths(responsiveImage(PICTURE, 640).srcSet)).toEqual([640, 960, 1280]);
    expect(responsiveImage(`${PICTURE}?v=2`, 640).src).toBe(`/img?src=${PICTURE}%3Fv%3D2&w=1280`);
  });
});

describe("pictureSet (a picture drawn as a CSS background, cards' LaterPicture)", () => {
  it("offers the widths that draw it sharp at 1×, 2× and 3×, once each", () => {
    expect(pictureSet(PICTURE, 80)).toBe(
      `image-set(url(/img?src=${PICTURE}&w=96) 1x, url(/img?src=${PICTURE}&w=160) 2x, url(/img?src=${PICTURE}&w=240) 3x)`,
    );
    // 2× and 3× of a wide banner are both the largest width: one candidate for them.
    expect(pictureSet(PICTURE, 700)).toBe(
      `image-set(url(/img?src=${PICTURE}&w=960) 1x, url(/img?src=${PICTURE}&w=1280) 2x)`,
    );
  });

  it("cannot end its url(), whatever the backend's picture is called", () => {
    expect(pictureSet("/pic); background: url('//evil.test/x\\\n.png", 80)).toBe(
      "url(/pic%29;%20background:%20url%28%27//evil.test/x%5C%0A.png)",
    );
    const named = pictureSet("https://cdn.test/it's (1).png", 80);
    expect(named).toContain("/img?src=https://cdn.test/it%27s%20%281%29.png&w=96) 1x");
    // …and the server still reads back the picture it was given.
    const first = /url\(([^)]*)\)/.exec(named)![1];
    expect(new URL(first, "http://shop.test").searchParams.get("src")).toBe(
      "https://cdn.test/it's (1).png",
    );
  });
});
