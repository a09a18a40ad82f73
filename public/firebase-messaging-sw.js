/*
 * The service worker of web push (foundations §4 "Push notifications"; ADR 024). Registered by
 * app/features/push/push.client.ts only when push is configured and the customer allowed
 * notifications; Firebase's getToken subscribes through this registration.
 *
 * It carries no Firebase code: FCM delivers a standard Push API event whose JSON is
 * {data: {type, title, body, conversation_id, sender_type, order_id}, notification?}, read
 * here directly (importing Firebase's worker scripts from gstatic would need a script-src
 * exception in the worker's CSP). With a page of the site visible, the message is handed to
 * it (a toast there); otherwise it is a notification whose click opens the chat (type
 * message) or the order view (order_status). Keep pathOf in step with
 * app/features/push/push-message.ts (tests/unit/push-sw.test.ts checks both agree).
 */

const SENDER_TYPES = ["vendor", "delivery_man", "admin"];

function idOf(raw) {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  return /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Where opening a message leads (unlocalized), or null. */
function pathOf(data) {
  if (data.type === "message") {
    const conversation = idOf(data.conversation_id);
    const senderType = SENDER_TYPES.includes(data.sender_type) ? data.sender_type : "vendor";
    return conversation
      ? `/chatting?conversationId=${conversation}&type=${senderType}`
      : `/chatting?type=${senderType}`;
  }
  if (data.type === "order_status") {
    const order = idOf(data.order_id);
    return order ? `/my-orders/${order}` : "/my-orders";
  }
  return null;
}

function payloadOf(event) {
  try {
    const json = event.data ? event.data.json() : null;
    return json && typeof json === "object" ? json : null;
  } catch {
    return null;
  }
}

self.addEventListener("push", (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  const data = payload.data && typeof payload.data === "object" ? payload.data : payload;
  const notification = payload.notification || {};
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((client) => client.visibilityState === "visible");
      if (visible.length) {
        for (const client of visible) client.postMessage({ type: "push-message", payload });
        return undefined;
      }
      const title = String(data.title || notification.title || self.location.hostname);
      return self.registration.showNotification(title, {
        body: String(data.body || notification.body || ""),
        tag: data.type === "message" ? `chat-${data.conversation_id}` : undefined,
        data: { path: pathOf(data) },
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || "/";
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => "navigate" in client && "focus" in client);
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});

// Exposed for tests/unit/push-sw.test.ts (a worker's own scope only).
self.pushPathOf = pathOf;
