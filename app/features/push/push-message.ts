import { positiveId } from "~/lib/params";

/**
 * A push message (foundations §3 "Push message": type, title, body, conversation_id,
 * sender_type, order_id) and what it leads to (§4 "Push notifications"): type message opens
 * the chat, order_status the order view, referral_code is a timed toast (§9: 5 seconds).
 * FCM hands the fields over as strings in `data` (and the text maybe in `notification`);
 * anything malformed leads nowhere rather than to a made-up page.
 */
export interface PushMessage {
  type: string;
  title: string;
  body: string;
  /** Where opening it goes (app path, unlocalized), or null (a toast only). */
  path: string | null;
  /** "chat" | "order" | "referral" | "other" */
  kind: "chat" | "order" | "referral" | "other";
}

const SENDER_TYPES = new Set(["vendor", "delivery_man", "admin"]);

const field = (record: Record<string, unknown> | null, key: string) => {
  const value = record?.[key];
  return typeof value === "string"
    ? value.slice(0, 500)
    : typeof value === "number"
      ? String(value)
      : "";
};
const idOf = (raw: string) => positiveId(raw, 10);
const recordOf = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Reads an FCM payload ({data, notification}) or a bare data object. */
export function pushMessageOf(payload: unknown): PushMessage | null {
  const outer = recordOf(payload);
  if (!outer) return null;
  const data = recordOf(outer.data) ?? outer;
  const notification = recordOf(outer.notification);
  const type = typeof data.type === "string" ? data.type.slice(0, 50) : "";
  if (!type) return null;
  const title = field(data, "title") || field(notification, "title");
  const body = field(data, "body") || field(notification, "body");
  if (type === "message") {
    const conversation = idOf(field(data, "conversation_id"));
    const sender = field(data, "sender_type");
    const senderType = SENDER_TYPES.has(sender) ? sender : "vendor";
    return {
      type,
      title,
      body,
      kind: "chat",
      path: conversation
        ? `/chatting?conversationId=${conversation}&type=${senderType}`
        : `/chatting?type=${senderType}`,
    };
  }
  if (type === "order_status") {
    const order = idOf(field(data, "order_id"));
    return { type, title, body, kind: "order", path: order ? `/my-orders/${order}` : "/my-orders" };
  }
  if (type === "referral_code") return { type, title, body, kind: "referral", path: null };
  return { type, title, body, kind: "other", path: null };
}
