import { dimensionsAllowed, imageDimensions } from "~/lib/image-size";
import { PHOTO_MAX_BYTES, PROFILE_ERRORS } from "./profile-schema";

/**
 * The profile photo posted with 'Edit Personal Details' (browsing §5 "Photo: jpg, png, jpeg,
 * gif, max 2 MB, ratio 1:1"). With JavaScript the browser has already cropped it square
 * (photo-input.tsx); without it, the server is the only check, so a picture that is not
 * square is refused with a message rather than silently stretched. Type, size and pixel size
 * are read from the bytes, never from the file name or the declared type.
 */
export type PhotoCheck = { file: File | null; error: null } | { file: null; error: string };

export async function checkPhoto(raw: FormDataEntryValue | null): Promise<PhotoCheck> {
  if (raw === null || typeof raw === "string" || raw.size === 0) return { file: null, error: null };
  if (raw.size > PHOTO_MAX_BYTES) return { file: null, error: PROFILE_ERRORS.imageSize };
  const size = imageDimensions(new Uint8Array(await raw.arrayBuffer()));
  // WebP is not one of the spec's photo types.
  if (!size || size.format === "webp") return { file: null, error: PROFILE_ERRORS.imageType };
  // A small file can declare 20000 × 20000 pixels (issue 28): gigabytes for whoever shows it.
  if (!dimensionsAllowed(size)) return { file: null, error: PROFILE_ERRORS.imageDimensions };
  if (size.width !== size.height) return { file: null, error: PROFILE_ERRORS.imageRatio };
  return { file: raw, error: null };
}
