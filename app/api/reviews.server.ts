import type { Transport } from "./http.server";
import { messageSchema } from "./schemas/orders";

/**
 * Reviews of a delivered order (api-contract §2.6, §7.3): an item's (items/reviews/submit) and
 * the delivery man's (delivery-man/reviews/submit). Signed-in customers only (token).
 */
export function reviewsApi(t: Transport) {
  return {
    submitItem: (body: { itemId: number; orderId: number; rating: number; comment?: string }) =>
      t.call("items/reviews/submit", {
        method: "POST",
        body: {
          item_id: body.itemId,
          order_id: body.orderId,
          rating: body.rating,
          comment: body.comment ?? "",
        },
        schema: messageSchema,
      }),
    submitDeliveryMan: (body: {
      deliveryManId: number;
      orderId: number;
      rating: number;
      comment: string;
    }) =>
      t.call("delivery-man/reviews/submit", {
        method: "POST",
        body: {
          delivery_man_id: body.deliveryManId,
          order_id: body.orderId,
          rating: body.rating,
          comment: body.comment,
        },
        schema: messageSchema,
      }),
  };
}
