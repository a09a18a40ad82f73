import { describe, expect, it } from "vitest";
import {
  dimensionsAllowed,
  imageDimensions,
  imageSizeAllowed,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
} from "~/lib/image-size";
import { gif, jpeg, png, webp } from "../fixtures/images";

/** Issue 28 item 15: the pixel size every upload check reads from the picture's header. */
describe("imageDimensions", () => {
  it.each([
    ["png", png(20000, 20000), 20000, 20000],
    ["png", png(3, 2), 3, 2],
    ["jpg", jpeg(640, 480), 640, 480],
    ["jpg", jpeg(20000, 20000), 20000, 20000],
    ["gif", gif([30, 20]), 30, 20],
    ["gif", gif([1, 1], [20000, 20000]), 20000, 20000],
    ["webp", webp("VP8 ", 1024, 768), 1024, 768],
    ["webp", webp("VP8L", 16000, 12), 16000, 12],
    ["webp", webp("VP8X", 20000, 20000), 20000, 20000],
  ])("reads a %s's size", (format, bytes, width, height) => {
    expect(imageDimensions(bytes)).toEqual({ format, width, height });
  });

  it("the probe's picture: a 20000 × 20000 PNG of a few hundred kilobytes", () => {
    const bytes = png(20000, 20000);
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    expect(imageSizeAllowed(bytes)).toBe(false);
  });

  it.each([
    ["an HTML page", new TextEncoder().encode("<!doctype html><p>hi")],
    ["a PNG signature alone", png(10, 10).slice(0, 12)],
    ["a PNG cut inside its header", png(10, 10).slice(0, 20)],
    ["a JPEG without a frame header", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0])],
    ["a JPEG with its scan before any frame", Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2])],
    ["a GIF cut short", gif([5, 5]).slice(0, 8)],
    ["a WebP without a frame header", webp("VP8 ", 10, 10).fill(0, 23, 26)],
    ["a PNG of zero width", png(0, 5)],
  ])("gives no size for %s (not accepted as a picture)", (_name, bytes) => {
    expect(imageDimensions(bytes)).toBeNull();
    expect(imageSizeAllowed(bytes)).toBe(false);
  });

  it("allows up to 8000 pixels a side and 48 megapixels", () => {
    expect(dimensionsAllowed({ width: MAX_IMAGE_SIDE, height: 6000 })).toBe(true);
    expect(MAX_IMAGE_SIDE * 6000).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    expect(dimensionsAllowed({ width: MAX_IMAGE_SIDE + 1, height: 1 })).toBe(false);
    expect(dimensionsAllowed({ width: 1, height: MAX_IMAGE_SIDE + 1 })).toBe(false);
    expect(dimensionsAllowed({ width: 8000, height: 8000 })).toBe(false);
    expect(imageSizeAllowed(png(4000, 3000))).toBe(true);
    expect(imageSizeAllowed(jpeg(8000, 6000))).toBe(true);
    expect(imageSizeAllowed(webp("VP8X", 8001, 10))).toBe(false);
  });
});
