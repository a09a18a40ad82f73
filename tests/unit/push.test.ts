import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { pushMessageOf } from "~/features/push/push-message";

/**
 * Push messages (foundations §3 "Push message", §4, §9): what each type leads to, in the page
 * (push-message.ts) and in the service worker (public/firebase-messaging-sw.js), which must
 * agree.
 */
function workerPathOf(): (data: Record<string, unknown>) => string | null {
  const scope: Record<string, unknown> = {
    addEventListener: () => {},
    location: { origin: "http://shop.test", hostname: "shop.test" },
  };
  runInNewContext(readFileSync("public/firebase-messaging-sw.js", "utf8"), { self: scope, URL });
  return scope.pushPathOf as (data: Record<string, unknown>) => string | null;
}

const CASES: [Record<string, unknown>, string | null, string][] = [
  [
    { type: "message", conversation_id: "12", sender_type: "delivery_man" },
    "/chatting?conversationId=12&type=delivery_man",
    "chat",
  ],
  [
    { type: "message", conversation_id: "x", sender_type: "robot" },
    "/chatting?type=vendor",
    "chat",
  ],
  [{ type: "order_status", order_id: "100001" }, "/my-orders/100001", "order"],
  [{ type: "order_status", order_id: "../admin" }, "/my-orders", "order"],
  [{ type: "referral_code", title: "You earned 50 points" }, null, "referral"],
  [{ type: "general" }, null, "other"],
];

describe("push messages", () => {
  it.each(CASES)("%j leads to %s", (data, path, kind) => {
    const message = pushMessageOf({ data, notification: { title: "T", body: "B" } });
    expect(message).toMatchObject({ path, kind });
    expect(workerPathOf()(data)).toBe(path);
  });

  it("takes the text from data, else from the notification; ignores what is not a message", () => {
    expect(pushMessageOf({ type: "referral_code", title: "Hi", body: "Code ABC" })).toMatchObject({
      title: "Hi",
      body: "Code ABC",
    });
    expect(
      pushMessageOf({
        data: { type: "order_status", order_id: 5 },
        notification: { title: "Order", body: "On the way" },
      }),
    ).toMatchObject({ title: "Order", body: "On the way", path: "/my-orders/5" });
    for (const junk of [null, "message", [], {}, { data: { type: 3 } }]) {
      expect(pushMessageOf(junk)).toBeNull();
    }
  });
});
