import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, isJsProject, waitForReact } from "./fixtures";
import { newGuestId, signInAs, signInNewCustomer } from "./support/customers";
import { demoLocation, setPrefs } from "./support/session";

/**
 * Parcel orders (issue 13 item 6; browsing §2 /parcel-delivery-info, foundations §2 location
 * picking), one journey per project — with JavaScript in English as a new customer, without it
 * in Arabic as a guest: a category picked on the parcel home opens its form; an empty Place says
 * what is missing; sender and receiver are filled, the receiver's point picked through the
 * search of the Pick Location dialog comes back to the form with everything typed kept; the
 * receiver pays cash; the order lands on its My orders page (customer) or the order-placed page
 * (guest); the backend's order has the category, the receiver, the payer and the quoted charge.
 */
const TEXTS = {
  en: {
    title: "Parcel delivery",
    documents: "Documents",
    senderName: "Sender name",
    senderPhone: "Sender phone",
    receiverName: "Receiver name",
    receiverPhone: "Receiver phone",
    receiverAddress: "Receiver address",
    pickLocation: "Pick location",
    receiverPays: /^Receiver/,
    instruction: "Parcel instruction",
    upright: "Keep the parcel upright",
    cash: /^Cash on delivery/,
    deliveryCharge: "Delivery charge",
    place: "Place Parcel Order",
    receiverNameRequired: "Receiver name is required",
    receiverAddressRequired: "Receiver address is required",
    pickReceiver: "Pick the receiver's location",
    summary: "Please check the following:",
    receiverTitle: "Receiver details",
    search: { search: "Search location", button: "Search", locate: "Use current location" },
    pick: "Pick",
    marina: "Dubai Marina Walk",
    landed: "Your order has been placed successfully",
    track: { form: "Track your order", orderId: "Order ID", phone: "Contact number" },
    trackButton: "Track order",
    needOrderId: "Need a order id",
    trackTitle: "Track order",
    steps: "Order progress",
    placed: "Order Placed",
  },
  ar: {
    title: "توصيل الطرود",
    documents: "مستندات",
    senderName: "اسم المرسل",
    senderPhone: "هاتف المرسل",
    receiverName: "اسم المستلم",
    receiverPhone: "هاتف المستلم",
    receiverAddress: "عنوان المستلم",
    pickLocation: "اختر الموقع",
    receiverPays: /^المستلم/,
    instruction: "تعليمات الطرد",
    upright: "أبقِ الطرد في وضع عمودي",
    cash: /^الدفع عند الاستلام/,
    deliveryCharge: "رسوم التوصيل",
    place: "تقديم طلب الطرد",
    receiverNameRequired: "اسم المستلم مطلوب",
    receiverAddressRequired: "عنوان المستلم مطلوب",
    pickReceiver: "اختر موقع المستلم",
    summary: "يرجى مراجعة ما يلي:",
    receiverTitle: "بيانات المستلم",
    search: { search: "ابحث عن موقع", button: "بحث", locate: "استخدم موقعي الحالي" },
    pick: "اختيار",
    marina: "ممشى دبي مارينا",
    landed: "تم تقديم الطلب بنجاح !",
    track: { form: "تتبع طلبك", orderId: "رقم الطلب", phone: "رقم التواصل" },
    trackButton: "تتبع الطلب",
    needOrderId: "يلزم رقم الطلب",
    trackTitle: "تتبع الطلب",
    steps: "تقدم الطلب",
    placed: "تم تقديم الطلب",
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Dubai Marina Walk in the seed's places (backend/seed/geo-data.ts): zone 2, ~19 km away. */
const MARINA = { lat: 25.077, lng: 55.139 };
/** The number in a price ("AED 48.75", "48.75 د.إ": the Arabic symbol has its own dot). */
const amountOf = (text: string | null) => Number(/\d+(?:\.\d+)?/.exec(text ?? "")?.[0]);

async function pickMarina(page: Page, T: Texts) {
  const dialog = page.getByRole("dialog");
  if (isJsProject(test.info()))
    await expect(dialog.getByRole("button", { name: T.search.locate })).toBeVisible();
  await dialog.getByLabel(T.search.search).fill("Dubai Marina Walk");
  await dialog.getByRole("button", { name: T.search.button, exact: true }).click();
  await dialog
    .getByRole("list")
    .getByRole("link", { name: new RegExp(T.marina) })
    .click();
  await expect(dialog.getByTestId("resolved-address")).toContainText(T.marina);
  await dialog.getByRole("button", { name: T.pick, exact: true }).click();
}

/** The order as the backend keeps it (GET customer/order/track), as its owner. */
async function backendOrder(
  request: APIRequestContext,
  orderId: number,
  owner: { token: string } | { guestId: string; phone: string },
) {
  const query = new URLSearchParams({ order_id: String(orderId) });
  if ("guestId" in owner) {
    query.set("guest_id", owner.guestId);
    query.set("contact_number", owner.phone);
  }
  const response = await request.get(`/api/v1/customer/order/track?${query.toString()}`, {
    headers: "token" in owner ? { Authorization: `Bearer ${owner.token}` } : {},
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    receiver_details: { address: string };
    [key: string]: unknown;
  };
}

test("a parcel is sent: category, sender, receiver picked by search, the receiver pays cash", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const js = isJsProject(test.info());
  const lang = js ? "en" : "ar";
  const T = TEXTS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  await setPrefs(context, baseURL!, await demoLocation(request, "parcel"));
  // A customer (JS) has name and phone from the account; a guest (no JS) types them.
  const guestId = js ? null : await newGuestId(request);
  const token = js ? await signInNewCustomer(context, request, baseURL!) : null;
  if (guestId) await signInAs(context, baseURL!, { guestId });

  await page.goto(`${prefix}/home`);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: new RegExp(`^${T.documents}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/parcel-delivery-info\\?category_id=\\d+$`));
  await expect(main.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  await expect(main.getByText(T.documents, { exact: true })).toBeVisible();
  await checkA11y(page);

  // Place with nothing about the receiver: what is missing is said at its field, and summed up
  // at the top of the form — in view and focused, links to the fields (issue 22 item 6: on a
  // phone the receiver's location error sat ~1,000 px above the button, out of sight).
  await page.setViewportSize({ width: 390, height: 844 });
  await main.getByRole("button", { name: T.place }).click();
  const summary = main.getByRole("alert").filter({ hasText: T.summary });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary.getByRole("link", { name: new RegExp(T.pickReceiver) })).toHaveAttribute(
    "href",
    "#parcel-pick-receiver",
  );
  await expect(
    summary.getByRole("link", { name: new RegExp(T.receiverNameRequired) }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  const receiver = main.getByRole("region", { name: T.receiverTitle });
  await expect(receiver.getByText(T.receiverNameRequired, { exact: true })).toBeVisible();
  await expect(receiver.getByText(new RegExp(T.receiverAddressRequired))).toBeVisible();
  await expect(main.getByLabel(T.receiverName, { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  const senderPhone = main.getByLabel(T.senderPhone, { exact: true });
  if (js) {
    // The account's own details (a new customer made for this test).
    await expect(main.getByLabel(T.senderName, { exact: true })).not.toHaveValue("");
    await expect(senderPhone).toHaveValue(/^\+9715\d{8}$/);
  } else {
    await main.getByLabel(T.senderName, { exact: true }).fill("Sami Sender");
    await senderPhone.fill("503334455");
  }
  await main.getByLabel(T.receiverName, { exact: true }).fill("Rania Receiver");
  await main.getByLabel(T.receiverPhone, { exact: true }).fill("502223344");
  await main.getByRole("radio", { name: T.receiverPays }).check();

  // The receiver's point: the Pick Location dialog's search, back to this form.
  await main.getByRole("button", { name: T.pickLocation }).click();
  await expect(page).toHaveURL(/\/location\?redirectTo=/);
  await pickMarina(page, T);
  await expect(page).toHaveURL(
    new RegExp(
      `${prefix}/parcel-delivery-info\\?category_id=\\d+&lat=${MARINA.lat}&lng=${MARINA.lng}$`,
    ),
  );
  await expect(main.getByLabel(T.receiverName, { exact: true })).toHaveValue("Rania Receiver");
  await expect(main.getByLabel(T.receiverPhone, { exact: true })).toHaveValue("502223344");
  await expect(main.getByRole("radio", { name: T.receiverPays })).toBeChecked();
  await expect(main.getByLabel(T.receiverAddress, { exact: true })).toHaveValue(
    new RegExp(T.marina),
  );
  if (!js) await expect(main.getByLabel(T.senderName, { exact: true })).toHaveValue("Sami Sender");
  await expect(main.getByRole("radio", { name: T.cash })).toBeChecked();
  // One of the operator's instructions for the courier (issue 24 item 4).
  await main.getByLabel(T.instruction, { exact: true }).selectOption({ label: T.upright });

  // The backend's charge for some 19 km at the category's 2.5 per km: above its minimum of 10.
  const deliveryRow = main.locator("dl > div").filter({ hasText: T.deliveryCharge });
  const quoted = amountOf(await deliveryRow.locator("dd").textContent());
  expect(quoted).toBeGreaterThan(40);

  await main.getByRole("button", { name: T.place }).click();
  const landing = js
    ? new RegExp(`${prefix}/my-orders/(\\d+)\\?from=checkout$`)
    : new RegExp(`${prefix}/order-placed\\?order_id=(\\d+)&flag=success$`);
  await expect(page).toHaveURL(landing);
  await expect(main.getByText(T.landed)).toBeVisible();
  await expect(main.getByText(T.upright, { exact: true })).toBeVisible();
  const orderId = Number(landing.exec(page.url())![1]);

  const order = await backendOrder(
    request,
    orderId,
    token ? { token } : { guestId: guestId!, phone: "+971503334455" },
  );
  expect(order).toMatchObject({
    order_type: "parcel",
    charge_payer: "receiver",
    payment_method: "cash_on_delivery",
    delivery_charge: quoted,
    parcel_category: { name: "Documents" },
    delivery_instruction: T.upright,
    receiver_details: {
      contact_person_name: "Rania Receiver",
      contact_person_number: "+971502223344",
      latitude: String(MARINA.lat),
      longitude: String(MARINA.lng),
    },
  });
  expect(order.receiver_details.address).toMatch(/Dubai Marina Walk|ممشى دبي مارينا/);

  // The parcel home's tracking form follows the order (issue 14 item 1): with JavaScript in the
  // tracking drawer over the home (the home's sections are not fetched again for it), without
  // it on the tracking page. A guest gives the contact number the order was placed with.
  await page.goto(`${prefix}/home`);
  const hero = main.getByRole("form", { name: T.track.form });
  if (js) {
    // Checked in the browser by the tracking page's own rule and message (the page checks it
    // on the server without JavaScript: tracking.spec.ts); the drawer does not open.
    await waitForReact(hero);
    await hero.getByRole("button", { name: T.trackButton }).click();
    await expect(hero.getByText(T.needOrderId)).toBeVisible();
    await expect(hero.getByLabel(T.track.orderId)).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`${prefix}/home$`));
  }
  await hero.getByLabel(T.track.orderId).fill(String(orderId));
  if (!js) await hero.getByLabel(T.track.phone).fill("+971503334455");
  const homeRefetches: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith("/home.data")) homeRefetches.push(r.url());
  });
  await hero.getByRole("button", { name: T.trackButton }).click();
  let tracked = main;
  if (js) {
    await expect(page).toHaveURL(new RegExp(`/home\\?dialog=track-order&order_id=${orderId}$`));
    tracked = page.getByRole("dialog", { name: T.trackTitle });
  } else {
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/track-order\\?order_id=${orderId}&contact_number=`),
    );
  }
  const steps = tracked.getByRole("list", { name: T.steps });
  await expect(steps.getByRole("listitem").first()).toContainText(T.placed);
  await expect(tracked.getByLabel(T.track.orderId)).toHaveValue(String(orderId));
  if (js) {
    await checkA11y(page);
    // Remix names the routes whose loaders run in `_routes`; none means all of them.
    const homeLoads = homeRefetches.filter((url) => {
      const routes = new URL(url).searchParams.get("_routes");
      return routes === null || routes.includes("home");
    });
    expect(homeLoads).toEqual([]);
  }
});
