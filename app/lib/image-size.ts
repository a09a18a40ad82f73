/**
 * Pixel size of an uploaded picture, read from its header (issue 28 item 15): a 389 KB PNG can
 * declare 20000 × 20000 pixels — 1.6 GB once decoded by whoever shows it (a browser in the chat,
 * an admin reviewing an application). Every upload check refuses pictures past these caps; the
 * byte limit alone cannot tell.
 *
 * One parser for the storefront's checks and the reference backend's (which imports this pure
 * module: no storefront code comes with it). Reads PNG (IHDR), GIF (screen and every frame),
 * JPEG (the SOF marker) and WebP (VP8, VP8L, VP8X). Null when the header is not one of them or
 * is cut short — a file whose size cannot be read is not accepted as a picture.
 */
export const MAX_IMAGE_SIDE = 8000;
/** 8000 × 6000: a 48-megapixel camera's full size. */
export const MAX_IMAGE_PIXELS = 48_000_000;

export type ImageFormat = "png" | "gif" | "jpg" | "webp";
export interface ImageDimensions {
  format: ImageFormat;
  width: number;
  height: number;
}

export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const has = (offset: number, signature: number[]) =>
    offset + signature.length <= bytes.length &&
    signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) =>
    has(
      offset,
      [...text].map((c) => c.charCodeAt(0)),
    );
  const sized = (format: ImageFormat, width: number, height: number) =>
    width > 0 && height > 0 ? { format, width, height } : null;

  if (has(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    if (!ascii(12, "IHDR") || bytes.length < 24) return null;
    return sized("png", be32(bytes, 16), be32(bytes, 20));
  }
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return gifSize(bytes);
  if (has(0, [0xff, 0xd8, 0xff])) return jpegSize(bytes);
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return webpSize(bytes);
  return null;
}

/** Within MAX_IMAGE_SIDE a side and MAX_IMAGE_PIXELS in all. */
export function dimensionsAllowed(size: Pick<ImageDimensions, "width" | "height">): boolean {
  return (
    size.width <= MAX_IMAGE_SIDE &&
    size.height <= MAX_IMAGE_SIDE &&
    size.width * size.height <= MAX_IMAGE_PIXELS
  );
}

/** True when `bytes` is a picture whose size could be read and is within the caps. */
export function imageSizeAllowed(bytes: Uint8Array): boolean {
  const size = imageDimensions(bytes);
  return size !== null && dimensionsAllowed(size);
}

const be16 = (b: Uint8Array, o: number) => (b[o] << 8) | b[o + 1];
const be32 = (b: Uint8Array, o: number) => ((b[o] << 24) | (b[o + 1] << 16) | be16(b, o + 2)) >>> 0;
const le16 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const le24 = (b: Uint8Array, o: number) => le16(b, o) | (b[o + 2] << 16);

/**
 * The logical screen, grown to every frame's extent: a decoder may size its canvas by a frame
 * that is larger than the screen the header declares.
 */
function gifSize(b: Uint8Array): ImageDimensions | null {
  if (b.length < 13) return null;
  let width = le16(b, 6);
  let height = le16(b, 8);
  let offset = 13 + (b[10] & 0x80 ? 3 * 2 ** ((b[10] & 7) + 1) : 0);
  const skipSubBlocks = () => {
    while (offset < b.length && b[offset] !== 0) offset += b[offset] + 1;
    offset++;
  };
  while (offset < b.length) {
    const block = b[offset];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      offset += 2; // extension introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (offset + 10 > b.length) return null;
      width = Math.max(width, le16(b, offset + 1) + le16(b, offset + 5));
      height = Math.max(height, le16(b, offset + 3) + le16(b, offset + 7));
      const flags = b[offset + 9];
      offset += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
      offset++; // LZW minimum code size
      skipSubBlocks();
    } else return null;
  }
  return width > 0 && height > 0 ? { format: "gif", width, height } : null;
}

/** The first start-of-frame marker's size; markers before it (EXIF, ICC, tables) are skipped. */
function jpegSize(b: Uint8Array): ImageDimensions | null {
  let offset = 2;
  while (offset + 4 <= b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1];
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end, or scan data before any frame
    // SOF0-15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (offset + 9 > b.length) return null;
      const height = be16(b, offset + 5);
      const width = be16(b, offset + 7);
      return width > 0 && height > 0 ? { format: "jpg", width, height } : null;
    }
    const length = be16(b, offset + 2);
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): ImageDimensions | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12], b[13], b[14], b[15]);
  const size = (width: number, height: number) =>
    width > 0 && height > 0 ? { format: "webp" as const, width, height } : null;
  if (chunk === "VP8X") return size(le24(b, 24) + 1, le24(b, 27) + 1);
  if (chunk === "VP8 ") {
    // Key frame start code, then 14-bit width and height (the top two bits are scaling).
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return size(le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff);
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

/** The uploaded files among `files` whose pixel size is past the caps or cannot be read. */
export async function oversizedImages(files: readonly File[]): Promise<File[]> {
  const checked = await Promise.all(
    files.map(async (file) => ({
      file,
      allowed: imageSizeAllowed(new Uint8Array(await file.arrayBuffer())),
    })),
  );
  return checked.filter((c) => !c.allowed).map((c) => c.file);
}
