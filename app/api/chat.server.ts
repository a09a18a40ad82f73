import type { Transport } from "./http.server";
import { chatThreadSchema, conversationListSchema } from "./schemas/chat";

export type ChatReceiverType = "vendor" | "delivery_man" | "admin";

/** Who a thread is with: an existing conversation, or a receiver to start one with. */
export type ChatTarget =
  { conversationId: number } | { receiverType: ChatReceiverType; receiverId: number };

const receiverField: Record<ChatReceiverType, string> = {
  vendor: "vendor_id",
  delivery_man: "delivery_man_id",
  admin: "admin_id",
};

/**
 * customer/message/* (api-contract §2.3): the signed-in customer's conversations. The backend
 * scopes every call to the token's customer; another customer's conversation id is a 404.
 */
export function chatApi(t: Transport) {
  return {
    /** GET message/list by receiver type. */
    list: (type: ChatReceiverType, limit: number, offset = 1) =>
      t.call("customer/message/list", {
        query: { type, limit, offset },
        schema: conversationListSchema,
        omitHeaders: ["zoneId", "moduleId", "position"],
      }),
    /**
     * GET message/search-list by name. `type` is this server's narrowing (the contract's
     * backend ignores it and searches every type).
     */
    search: (name: string, type: ChatReceiverType, limit: number) =>
      t.call("customer/message/search-list", {
        query: { name, type, limit, offset: 1 },
        schema: conversationListSchema,
        omitHeaders: ["zoneId", "moduleId", "position"],
      }),
    /** GET message/details: a page of a thread, newest first. */
    details: (target: ChatTarget, limit: number, offset = 1) =>
      t.call("customer/message/details", {
        query: {
          ...("conversationId" in target
            ? { conversation_id: target.conversationId }
            : { [receiverField[target.receiverType]]: target.receiverId }),
          limit,
          offset,
        },
        schema: chatThreadSchema,
        omitHeaders: ["zoneId", "moduleId", "position"],
      }),
    /** POST message/send, multipart (text and up to three `image[]` files). */
    send: (target: ChatTarget, message: string, images: File[], orderId?: number) => {
      const form = new FormData();
      form.set("message", message);
      if ("conversationId" in target) form.set("conversation_id", String(target.conversationId));
      else {
        form.set("receiver_type", target.receiverType);
        form.set("receiver_id", String(target.receiverId));
      }
      if (orderId) form.set("order_id", String(orderId));
      for (const image of images) form.append("image[]", image, image.name);
      return t.call("customer/message/send", {
        method: "POST",
        body: form,
        schema: chatThreadSchema,
        omitHeaders: ["zoneId", "moduleId", "position"],
      });
    },
  };
}
