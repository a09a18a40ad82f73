import { dimensionsAllowed, imageDimensions } from "~/lib/image-size";
import { MAX_REFUND_IMAGE_BYTES, MAX_REFUND_IMAGES, REFUND_FIELDS } from "./refund-fields";

/**
 * The pictures posted with a refund request, checked as the checkout checks prescriptions
 * (checkout:errors.* say the same limits): at most 3, 2 MB each, images whose pixel size is
 * within app/lib/image-size.ts's caps. An empty file input still posts one nameless, empty part.
 */
export async function refundImages(
  form: FormData,
): Promise<{ images: File[]; error: string | null }> {
  const images = form
    .getAll(REFUND_FIELDS.images)
    .filter((v): v is File => typeof v === "object" && v !== null && "size" in v && v.size > 0);
  if (images.length > MAX_REFUND_IMAGES)
    return { images: [], error: "checkout:errors.tooManyImages" };
  for (const image of images) {
    if (image.size > MAX_REFUND_IMAGE_BYTES)
      return { images: [], error: "checkout:errors.imageSize" };
    if (!image.type.startsWith("image/")) return { images: [], error: "checkout:errors.imageType" };
    // A few hundred kilobytes can declare 20000 × 20000 pixels: gigabytes for whoever opens it.
    const size = imageDimensions(new Uint8Array(await image.arrayBuffer()));
    if (!size) return { images: [], error: "checkout:errors.imageType" };
    if (!dimensionsAllowed(size)) return { images: [], error: "checkout:errors.imageDimensions" };
  }
  return { images, error: null };
}
