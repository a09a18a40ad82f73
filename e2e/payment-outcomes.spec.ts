import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, isJsProject, waitForHydration } from "./fixtures";
import {
  newGuestId,
  paymentPageUrl,
  placeOrderAs,
  signInAs,
  signInNewCustomer,
  type GuestContact,
  type PlacedOrder,
} from "./support/customers";
import { demoLocation, setPrefs } from "./support/session";

/**
 * Payment outcomes (issue 13 items 4–5): orders placed through the API as the checkout places
 * them, paid on the reference backend's demo gateway (/payment-mobile) whose outcome buttons
 * send the browser back to /order-placed. One journey per project — with JavaScript in English,
 * without it in Arabic: a customer's paid order lands on the order view; a failed payment's
 * Order Place Failed screen switches the order to cash on delivery; a canceled payment's screen
 * cancels the order with a picked reason; a guest's paid (and cash) order shows the guest
 * order-placed page, which nobody else can open. The backend's order is read after each step.
 * Each page is audited (axe) in both languages and, across the two tests, both themes.
 */
const TEXTS = {
  en: {
    fromCheckout: "Your order has been placed successfully",
    orderTitle: (id: number) => `Order #${id}`,
    paid: "Paid",
    digital: "Digital payment",
    failedTitle: "Order Place Failed",
    optionsTitle: "What would you like to do?",
    switchToCash: "Switch to cash on delivery",
    paymentInfoUpdated: "Payment info updated.",
    cancelOrder: "Cancel order",
    cancelTitle: (id: number) => `Cancel order #${id}?`,
    defaultReason: "Order payment canceled",
    reason: "I changed my mind",
    confirmCancel: "Cancel the order",
    placedTitle: "Order Placed Successfully !",
    advice: "Please remember your order ID and phone number.",
    status: /Order status\s*(Pending|Confirmed|On the way|Delivered)/,
    trackOrder: "Track Order",
    notFound: "Page not found",
  },
  ar: {
    fromCheckout: "تم تقديم طلبك بنجاح",
    orderTitle: (id: number) => `الطلب #${id}`,
    paid: "مدفوع",
    digital: "الدفع الإلكتروني",
    failedTitle: "فشل تقديم الطلب",
    optionsTitle: "ماذا تريد أن تفعل؟",
    switchToCash: "التحويل إلى الدفع عند الاستلام",
    paymentInfoUpdated: "تم تحديث معلومات الدفع.",
    cancelOrder: "إلغاء الطلب",
    cancelTitle: (id: number) => `إلغاء الطلب #${id}؟`,
    defaultReason: "تم إلغاء دفع الطلب",
    reason: "غيرت رأيي",
    confirmCancel: "تأكيد إلغاء الطلب",
    placedTitle: "تم تقديم الطلب بنجاح !",
    advice: "يرجى تذكّر رقم الطلب ورقم الهاتف.",
    status: /حالة الطلب\s*(قيد الانتظار|مؤكد|في الطريق|تم التوصيل)/,
    trackOrder: "تتبع الطلب",
    notFound: "الصفحة غير موجودة",
  },
} as const;
// The demo gateway answers in English whatever the language; the reference backend's messages
// follow X-localization.
const GATEWAY = { pay: "Pay now", fail: "Simulate a failed payment", cancel: "Cancel payment" };
const CANCELED = { en: "Order canceled successfully", ar: "تم إلغاء الطلب بنجاح" } as const;

type Outcome = keyof typeof GATEWAY;

/** Opens the order's payment page and presses an outcome; the gateway sends the browser back. */
async function payOnGateway(
  page: Page,
  request: APIRequestContext,
  order: PlacedOrder,
  callback: string,
  outcome: Outcome,
) {
  await page.goto(await paymentPageUrl(request, order, callback));
  await page.getByRole("button", { name: GATEWAY[outcome] }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/payment-mobile"));
  // Back on the storefront through a form post, not page.goto: wait for React here too.
  if (isJsProject(test.info())) await waitForHydration(page);
}

/** The order as the backend keeps it (GET customer/order/track). */
async function backendOrder(request: APIRequestContext, token: string, orderId: number) {
  const response = await request.get(`/api/v1/customer/order/track?order_id=${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test("a customer's digital payments: paid → the order view, failed → cash on delivery, canceled → canceled with a reason", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const js = isJsProject(test.info());
  const lang = js ? "en" : "ar";
  const T = TEXTS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  const token = await signInNewCustomer(context, request, baseURL!);
  const prefs = await demoLocation(request, "grocery");
  // The pages' audits in both themes across the two tests: dark here with JavaScript.
  await setPrefs(context, baseURL!, { ...prefs, theme: js ? "dark" : "light" });
  const callback = `${baseURL}${prefix}/order-placed`;
  const main = page.getByRole("main");

  // Paid: the signed-in customer lands on the order view.
  const paid = await placeOrderAs(request, { token }, prefs, "digital_payment");
  await payOnGateway(page, request, paid, callback, "pay");
  await expect(page).toHaveURL(`${baseURL}${prefix}/my-orders/${paid.orderId}?from=checkout`);
  await expect(main.getByText(T.fromCheckout)).toBeVisible();
  await expect(page.locator("html")).toHaveClass(js ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(
    main.getByRole("heading", { level: 1, name: T.orderTitle(paid.orderId) }),
  ).toBeVisible();
  await expect(main.getByText(T.digital, { exact: true })).toBeVisible();
  await expect(main.getByText(T.paid, { exact: true })).toBeVisible();
  expect(await backendOrder(request, token, paid.orderId)).toMatchObject({
    payment_status: "paid",
    payment_method: "digital_payment",
  });

  // Failed: the Order Place Failed screen; its choices are a dialog with JavaScript (opened
  // after a short wait), part of the page without it. Switch to cash on delivery.
  const failed = await placeOrderAs(request, { token }, prefs, "digital_payment");
  await payOnGateway(page, request, failed, callback, "fail");
  await expect(page).toHaveURL(`${callback}?flag=fail&order_id=${failed.orderId}`);
  await expect(main.getByRole("heading", { level: 1, name: T.failedTitle })).toBeVisible();
  const choices = js ? page.getByRole("dialog", { name: T.optionsTitle }) : main;
  if (js) {
    // foundations §9: the dialog opens 500 ms after the screen appears (hydration starts it).
    await expect(choices).toBeHidden();
    await expect(choices).toBeVisible();
  } else await expect(main.getByRole("heading", { level: 2, name: T.optionsTitle })).toBeVisible();
  await checkA11y(page);
  await choices.getByRole("button", { name: T.switchToCash }).click();
  await expect(page).toHaveURL(`${baseURL}${prefix}/home`);
  await expect(page.getByText(T.paymentInfoUpdated)).toBeVisible();
  expect(await backendOrder(request, token, failed.orderId)).toMatchObject({
    payment_method: "cash_on_delivery",
    payment_status: "unpaid",
  });

  // Canceled: cancel the order; the reason dialog starts at 'Order payment canceled'.
  const canceled = await placeOrderAs(request, { token }, prefs, "digital_payment");
  await payOnGateway(page, request, canceled, callback, "cancel");
  await expect(page).toHaveURL(`${callback}?flag=cancel&order_id=${canceled.orderId}`);
  await expect(main.getByRole("heading", { level: 1, name: T.failedTitle })).toBeVisible();
  const again = js ? page.getByRole("dialog", { name: T.optionsTitle }) : main;
  await again.getByRole("link", { name: T.cancelOrder, exact: true }).click();
  await expect(page).toHaveURL(/[?&]dialog=cancel-order/);
  const reasons = page.getByRole("dialog", { name: T.cancelTitle(canceled.orderId) });
  await expect(reasons).toBeVisible();
  await expect(reasons.getByRole("radio", { name: T.defaultReason })).toBeChecked();
  await reasons.getByRole("radio", { name: T.reason }).check();
  await reasons.getByRole("button", { name: T.confirmCancel }).click();
  await expect(page).toHaveURL(`${baseURL}${prefix}/home`);
  await expect(page.getByText(CANCELED[lang])).toBeVisible();
  expect(await backendOrder(request, token, canceled.orderId)).toMatchObject({
    order_status: "canceled",
    cancellation_reason: T.reason,
  });
});

test("a guest's paid and cash orders show the order-placed page, which nobody else can open", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const lang = isJsProject(test.info()) ? "en" : "ar";
  const T = TEXTS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  const guestId = await newGuestId(request);
  const contact: GuestContact = {
    name: "Guest Shopper",
    phone: `+9715${`${Date.now() % 1e7}`.padStart(7, "0")}${guestId.slice(-1)}`,
    email: `guest-${guestId}@example.com`,
  };
  // The session the checkout leaves a guest with: the guest id and the contact details.
  await signInAs(context, baseURL!, { guestId, guestContact: contact });
  const prefs = await demoLocation(request, "grocery");
  await setPrefs(context, baseURL!, { ...prefs, theme: lang === "en" ? "light" : "dark" });
  const main = page.getByRole("main");

  const paid = await placeOrderAs(request, { guestId, contact }, prefs, "digital_payment");
  await payOnGateway(page, request, paid, `${baseURL}${prefix}/order-placed`, "pay");
  await expect(page).toHaveURL(
    `${baseURL}${prefix}/order-placed?flag=success&order_id=${paid.orderId}`,
  );
  await expect(main.getByRole("heading", { level: 1, name: T.placedTitle })).toBeVisible();
  await expect(main.getByText(T.advice)).toBeVisible();
  await expect(main.getByText(`#${paid.orderId}`, { exact: true })).toBeVisible();
  await expect(main).toContainText(T.status);
  await expect(main.getByRole("link", { name: T.trackOrder })).toHaveAttribute(
    "href",
    `${prefix}/track-order?order_id=${paid.orderId}&phone=${encodeURIComponent(contact.phone)}`,
  );
  await checkA11y(page);

  // A cash order: the checkout sends a guest to the same page.
  const cash = await placeOrderAs(request, { guestId, contact }, prefs);
  const cashPage = `${prefix}/order-placed?order_id=${cash.orderId}&flag=success`;
  await page.goto(cashPage);
  await expect(main.getByRole("heading", { level: 1, name: T.placedTitle })).toBeVisible();
  await expect(main.getByText(`#${cash.orderId}`, { exact: true })).toBeVisible();

  // Another visitor with the same link (a new guest, the same phone typed in): not found.
  await signInAs(context, baseURL!, { guestId: await newGuestId(request), guestContact: contact });
  const answer = await page.goto(cashPage);
  expect(answer?.status()).toBe(404);
  await expect(main.getByRole("heading", { level: 1, name: T.notFound })).toBeVisible();
});
