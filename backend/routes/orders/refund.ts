import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { multipartBody, UploadedFile, type MultipartOptions } from "../../http/multipart";
import { currentCustomer, requireCustomer } from "../../services/auth-guard";
import { commerceSettings } from "../../services/orders-settings";
import { refundable, requestRefund } from "../../services/refunds";
import { setting } from "../../services/settings";
import {
  badImageDimensions,
  dimensionsMessage,
  IMAGE_TYPES,
  sniffImage,
  type StoredImage,
} from "../../services/uploads";
import { inputOf, optionalText, positiveId, text, validate } from "../commerce-input";
import { ownOrder } from "./read";

/**
 * POST customer/order/refund-request (contract §2.4; issue 24 item 1), stock 6amMart's rules in
 * both profiles: refunds switched on (`refund_active_status`), `customer_reason` (≤ 254),
 * `refund_method` (≤ 100, default "wallet"), `customer_note`, pictures as `image[]`; only the
 * signed-in owner's delivered, paid order. Stock lets any number of pictures through; here, like
 * prescriptions, at most 3 of 2 MB each, checked by their bytes (services/uploads.ts).
 */
export const MAX_REFUND_IMAGES = 3;
const MAX_REFUND_IMAGE_BYTES = 2 * 1024 * 1024;
const REFUND_UPLOAD_LIMITS: MultipartOptions = {
  maxBytes: MAX_REFUND_IMAGES * MAX_REFUND_IMAGE_BYTES + 512 * 1024,
  tooLarge: {
    code: "image",
    message: `The images may not be greater than ${MAX_REFUND_IMAGES * 2} MB in total.`,
  },
};

const declaredOk = (type: string) =>
  type === "" || type === "application/octet-stream" || type.startsWith("image/");

const picture = z.unknown().transform((value, ctx): StoredImage => {
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  // Only the multipart parser makes UploadedFile values: a JSON "image" is never a file.
  if (!(value instanceof UploadedFile)) return fail("The image must be an image file.");
  if (value.bytes.length > MAX_REFUND_IMAGE_BYTES)
    return fail(`The image may not be greater than ${MAX_REFUND_IMAGE_BYTES / 1024} kilobytes.`);
  const extension = sniffImage(value.bytes);
  if (!extension || !declaredOk(value.type.toLowerCase()))
    return fail(`The image must be a file of type: ${Object.keys(IMAGE_TYPES).join(", ")}.`);
  if (badImageDimensions(value.bytes)) return fail(dimensionsMessage("image"));
  return { bytes: value.bytes, extension };
});

const refundSchema = z.object({
  order_id: positiveId(),
  customer_reason: text(254),
  refund_method: optionalText(100),
  customer_note: optionalText(65535),
  image: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : [value].flat()),
    z.array(picture).max(MAX_REFUND_IMAGES),
  ),
});

export function registerRefundRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const guard = requireCustomer(deps);
  router.post(
    "/customer/order/refund-request",
    multipartBody(REFUND_UPLOAD_LIMITS),
    guard,
    (req, res) => {
      const active = setting<unknown>(db, "refund_active_status", 1);
      if (active !== 1 && active !== true && active !== "1") {
        return sendError(res, 403, "order", "You can not request for a refund");
      }
      const customer = currentCustomer(res);
      // Stock reads the token's user: a guest has no refund (stock fails there; we say why).
      if (customer.kind !== "user") return sendError(res, 401, "auth-001", "Unauthenticated.");
      const input = validate(refundSchema, inputOf(req), res);
      if (!input) return;
      const order = ownOrder(deps, customer, input.order_id);
      if (!order) return sendError(res, 404, "order", "Order not found");
      if (!refundable(order)) {
        return sendError(res, 403, "order", "Only a delivered and paid order can be refunded.");
      }
      // Files are written only once every check passed: a refused request leaves none.
      const images = deps.uploads.save("refund", input.image);
      try {
        requestRefund(
          db,
          order,
          {
            reason: input.customer_reason,
            method: input.refund_method ?? "wallet",
            note: input.customer_note ?? null,
            images,
          },
          { now: options.now(), moneyDigits: commerceSettings(db).moneyDigits },
        );
      } catch (error) {
        deps.uploads.remove("refund", images);
        throw error;
      }
      return sendMessage(res, 200, "Refund request placed successfully");
    },
  );
}
