import { PHOTO_MAX_BYTES, PROFILE_ERRORS } from "./profile-schema";

/**
 * The profile photo posted with 'Edit Personal Details' (browsing §5 "Photo: jpg, png, jpeg,
 * gif, max 2 MB, ratio 1:1"). With JavaScript the browser has already cropped it square
 * (photo-input.tsx); without it, the server is the only check, so a picture that is not
 * square is refused with a message rather than silently stretched. Type and size are read
 * from the bytes, never from the file name or the declared type.
 */
export type PhotoCheck = { file: File | null; error: null } | { file: null; error: string };

export async function checkPhoto(raw: FormDataEntryValue | null): Promise<PhotoCheck> {
  if (raw === null || typeof raw === "string" || raw.size === 0) return { file: null, error: null };
  if (raw.size > PHOTO_MAX_BYTES) return { file: null, error: PROFILE_ERRORS.imageSize };
  const bytes = new Uint8Array(await raw.arrayBuffer());
  const size = imageSize(bytes);
  if (!size) return { file: null, error: PROFILE_ERRORS.imageType };
  if (size.width !== size.height) return { file: null, error: PROFILE_ERRORS.imageRatio };
  return { file: raw, error: null };
}

/** Width and height of a PNG, GIF or JPEG from its header; null for anything else. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const at = (offset: number, signature: number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  const be16 = (o: number) => (bytes[o] << 8) | bytes[o + 1];
  const be32 = (o: number) => ((bytes[o] << 24) | (bytes[o + 1] << 16) | be16(o + 2)) >>> 0;
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length >= 24)
    return { width: be32(16), height: be32(20) };
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && bytes.length >= 10)
    return { width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8) };
  if (at(0, [0xff, 0xd8])) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1];
      // Start-of-frame markers carry the size; C4 (DHT), C8 and CC are not frames.
      const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (frame) return { height: be16(offset + 5), width: be16(offset + 7) };
      offset += 2 + be16(offset + 2);
    }
  }
  return null;
}
