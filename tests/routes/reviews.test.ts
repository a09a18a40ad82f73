import { describe, expect, it } from "vitest";
import type { ReviewPage, ReviewRefusal } from "~/features/reviews/reviews.server";
import { action, loader } from "~/routes/($lang).rate-and-review.$orderId";
import { commitSession, getSession } from "~/sessions/session.server";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  deliveryOrder,
  placeOrder,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { cookiePair, toastKeysAfter } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * /rate-and-review/{orderId} (issue 14 item 3) against the real reference backend: the
 * customer's own delivered order only, its items and delivery man, the form's rules, the
 * backend's refusals on the fields they concern.
 */
const shop = shopSuite();

async function call(path: string, token: string | undefined, form?: Record<string, string>) {
  const session = await getSession(new Request("http://shop.test/"));
  if (token) session.set("token", token);
  const request = new Request(`http://shop.test${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: cookiePair(await commitSession(session)) },
  });
  const args = await routeArgs(shop.api, request);
  const params = { orderId: path.match(/rate-and-review\/([^?]+)/)?.[1] };
  return answerOf(async () => (form ? action({ ...args, params }) : loader({ ...args, params })));
}

const page = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  return answer as ReviewPage;
};
const refusal = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as { data: ReviewRefusal; init: ResponseInit | null };
  return { status: init?.status, errors: data.result.error };
};
const status = (answer: unknown) => (answer instanceof Response ? answer.status : 200);

async function placed(token: string) {
  await addToCart(shop.api, { token }, FOOD, { item_id: plainBurgerItem(shop.api).id, price: 1 });
  const res = await placeOrder(shop.api, FOOD, deliveryOrder(BURGER_STORE), token);
  expect(res.status).toBe(200);
  return res.body.order_id as number;
}
const deliverAll = () => {
  for (let i = 0; i < 8; i++) {
    shop.api.clock.now = new Date(shop.api.clock.now.getTime() + 60_000);
    advanceOrderLifecycle(shop.api.backend.db, shop.api.clock.now);
  }
};

describe("/rate-and-review/{orderId}", () => {
  it("asks a guest to sign in; a stranger's order is 404, an odd id 400", async () => {
    const orderId = await placed(shop.demo);
    const guest = await call(`/rate-and-review/${orderId}`, undefined);
    expect(status(guest)).toBe(302);
    expect((guest as Response).headers.get("Location")).toBe(
      `/auth/sign-in?from=${encodeURIComponent(`/rate-and-review/${orderId}`)}`,
    );
    expect(await toastKeysAfter(guest as Response)).toEqual(["toasts.loginRequired"]);
    expect(status(await call(`/rate-and-review/${orderId}`, shop.sara))).toBe(404);
    expect(
      status(await call(`/rate-and-review/${orderId}`, shop.sara, { [`rating_1`]: "5" })),
    ).toBe(404);
    expect(status(await call(`/rate-and-review/x1`, shop.demo))).toBe(400);
  });

  it("offers nothing to send before delivery", async () => {
    const orderId = await placed(shop.demo);
    const before = page(await call(`/rate-and-review/${orderId}`, shop.demo));
    expect(before).toMatchObject({ orderId, delivered: false, deliveryMan: null });
    const item = plainBurgerItem(shop.api).id;
    expect(
      refusal(await call(`/rate-and-review/${orderId}`, shop.demo, { [`rating_${item}`]: "5" })),
    ).toEqual({ status: 403, errors: { "": ["orders:reviews.notDelivered"] } });
  });

  it("rates the items and the delivery man of a delivered order, once", async () => {
    const { demo, api } = shop;
    const orderId = await placed(demo);
    deliverAll();
    const data = page(await call(`/rate-and-review/${orderId}`, demo));
    const item = plainBurgerItem(api).id;
    expect(data).toMatchObject({
      orderId,
      delivered: true,
      title: `Rate and review order #${orderId}`,
    });
    expect(data.items.map((i) => i.id)).toEqual([item]);
    expect(data.deliveryMan?.name).toMatch(/\S/);
    const path = `/rate-and-review/${orderId}`;

    expect(refusal(await call(path, demo, {}))).toEqual({
      status: 400,
      errors: { "": ["orders:reviews.errors.nothing"] },
    });
    expect(refusal(await call(path, demo, { [`rating_${item}`]: "9" }))).toMatchObject({
      status: 400,
      errors: { [`rating_${item}`]: ["orders:reviews.errors.rating"] },
    });
    expect(refusal(await call(path, demo, { dm_rating: "4" }))).toEqual({
      status: 400,
      errors: { dm_comment: ["orders:reviews.errors.dmComment"] },
    });

    const done = await call(path, demo, {
      [`rating_${item}`]: "4",
      [`comment_${item}`]: "Juicy and hot",
      dm_rating: "5",
      dm_comment: "Quick and kind",
    });
    expect(status(done)).toBe(303);
    expect((done as Response).headers.get("Location")).toBe(`/my-orders/${orderId}`);
    expect(await toastKeysAfter(done as Response)).toEqual(["orders:reviews.thanks"]);
    const review = api.backend.db
      .prepare("SELECT rating, comment FROM reviews WHERE order_id = ?")
      .all(orderId);
    expect(review).toEqual([{ rating: 4, comment: "Juicy and hot" }]);
    const dmReview = api.backend.db
      .prepare("SELECT rating, comment FROM dm_reviews WHERE order_id = ?")
      .all(orderId);
    expect(dmReview).toEqual([{ rating: 5, comment: "Quick and kind" }]);

    // Again: the backend's refusal on the item's stars, in its words.
    expect(refusal(await call(`/ar${path}`, demo, { [`rating_${item}`]: "2" }))).toEqual({
      status: 403,
      errors: { [`rating_${item}`]: ["لقد قيّمت هذا المنتج من قبل."] },
    });
  });
});
