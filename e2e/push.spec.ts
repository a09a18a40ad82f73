import { test, expect, isJsProject } from "./fixtures";
import { toastWith } from "./support/cart";
import { placeOrder, signInNewCustomer } from "./support/customers";
import { demoLocation, setPrefs } from "./support/session";

/**
 * Push notifications (issue 14 item 7; foundations §3 "Push message", §4, §9), JavaScript only
 * by nature. The e2e server runs push with the stand-in message source (PUSH_STAND_IN=1,
 * playwright.config.ts; ADR 024): the page registers its token through the storefront and
 * listens on the BroadcastChannel "push-stand-in", where this test delivers one message of each
 * type, as FCM would hand it to a page in the foreground. A chat message opens the
 * conversation, an order status the order view, a referral code is a 5-second toast.
 * The service worker's background path (notification → click) is in tests/unit/push.test.ts.
 */
const deliver = (page: import("@playwright/test").Page, data: Record<string, string>) =>
  page.evaluate((message) => {
    const channel = new BroadcastChannel("push-stand-in");
    channel.postMessage({ data: message, notification: { title: message.title } });
    channel.close();
  }, data);

test("each push message type does what the spec says", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}, testInfo) => {
  test.skip(!isJsProject(testInfo), "push needs JavaScript");
  test.setTimeout(45_000);
  const prefs = await demoLocation(request, "grocery");
  await setPrefs(context, baseURL!, prefs);
  const token = await signInNewCustomer(context, request, baseURL!);
  const auth = { Authorization: `Bearer ${token}` };

  // a conversation with a store and an order of this customer, for the messages to point at
  const sent = await request.post("/api/v1/customer/message/send", {
    headers: auth,
    multipart: { message: "Is the bread fresh today?", receiver_type: "admin", receiver_id: "0" },
  });
  expect(sent.ok()).toBe(true);
  const conversationId = String(
    ((await sent.json()) as { conversation: { id: number } }).conversation.id,
  );
  const orderId = await placeOrder(request, token, prefs);

  await page.goto("/home");
  // the page listens once its token went out (tests/routes/chat-push-token.test.ts: to the backend)
  await expect(page.locator("html[data-push=ready]")).toHaveCount(1);

  // type message → the chat
  await deliver(page, {
    type: "message",
    title: "New message from Admin",
    body: "Yes, baked this morning.",
    conversation_id: conversationId,
    sender_type: "admin",
  });
  const chatToast = toastWith(page, "New message from Admin");
  await expect(chatToast).toContainText("Yes, baked this morning.");
  await checkA11y(page);
  await chatToast.getByRole("link", { name: "Open chat" }).click();
  await expect(page).toHaveURL(`/chatting?conversationId=${conversationId}&type=admin`);
  await expect(page.getByTestId("chat-messages")).toContainText("Is the bread fresh today?");

  // type order_status → the order view
  await deliver(page, {
    type: "order_status",
    title: "Your order is confirmed",
    order_id: String(orderId),
  });
  await toastWith(page, "Your order is confirmed")
    .getByRole("link", { name: "View order" })
    .click();
  await expect(page).toHaveURL(`/my-orders/${orderId}`);

  // type referral_code → a toast for 5 seconds
  // (the pointer off the toasts: a hovered toast waits, as it should)
  await page.mouse.move(0, 0);
  await deliver(page, {
    type: "referral_code",
    title: "Your friend joined with your code",
    body: "You earned 50 points.",
  });
  const referral = toastWith(page, "Your friend joined with your code");
  await expect(referral).toContainText("You earned 50 points.");
  const shownAt = Date.now();
  await expect(referral).toBeHidden({ timeout: 8_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(4_000);
  expect(shownFor).toBeLessThan(7_000);
});
