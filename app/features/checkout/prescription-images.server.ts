import { dimensionsAllowed, imageDimensions } from "~/lib/image-size";
import {
  CHECKOUT_ERRORS,
  MAX_PRESCRIPTION_BYTES,
  MAX_PRESCRIPTION_IMAGES,
} from "./checkout-fields";

/** The prescription images posted: at most 3 images of 2 MB each (browsing §5), pixels capped. */
export async function prescriptionImages(
  form: FormData,
): Promise<{ images: File[]; error: string | null }> {
  const images = form
    .getAll("order_attachment")
    .filter((v): v is File => typeof v === "object" && v !== null && "size" in v && v.size > 0);
  if (images.length > MAX_PRESCRIPTION_IMAGES)
    return { images: [], error: CHECKOUT_ERRORS.tooManyImages };
  for (const image of images) {
    if (image.size > MAX_PRESCRIPTION_BYTES)
      return { images: [], error: CHECKOUT_ERRORS.imageSize };
    if (!image.type.startsWith("image/")) return { images: [], error: CHECKOUT_ERRORS.imageType };
    // A few hundred kilobytes can declare 20000 × 20000 pixels: gigabytes for whoever opens it
    // (app/lib/image-size.ts). A header that cannot be read is left to the backend's type check.
    const size = imageDimensions(new Uint8Array(await image.arrayBuffer()));
    if (size && !dimensionsAllowed(size))
      return { images: [], error: CHECKOUT_ERRORS.imageDimensions };
  }
  return { images, error: null };
}
