import type { SubmissionResult } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { action, loader } from "~/routes/($lang).profile";
import { commitSession, getSession } from "~/sessions/session.server";
import {
  FOOD,
  BURGER_STORE,
  SARA,
  addToCart,
  deliveryOrder,
  loginAs,
  placeOrder,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { cookiePair, sessionAfter, toastKeysAfter } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * /profile (issue 14 item 4) against the real reference backend: the old addresses redirect,
 * the profile of the token's owner only, 'Edit Personal Details' (spec messages, no changes,
 * photo rules without JavaScript, a verified phone locked, the e-mail OTP), Delete account.
 */
const shop = shopSuite();

async function cookieOf(token?: string) {
  const session = await getSession(new Request("http://shop.test/"));
  if (token) session.set("token", token);
  return cookiePair(await commitSession(session));
}

async function args(path: string, token?: string, body?: FormData | Record<string, string>) {
  const form =
    body instanceof FormData
      ? body
      : body
        ? new URLSearchParams(body as Record<string, string>)
        : undefined;
  const request = new Request(`http://shop.test${path}`, {
    method: body ? "POST" : "GET",
    body: form,
    headers: { Cookie: await cookieOf(token) },
  });
  return routeArgs(shop.api, request);
}

const open = async (path: string, token?: string) =>
  answerOf(async () => loader(await args(path, token)));
const submit = async (path: string, token: string, body: FormData | Record<string, string>) =>
  answerOf(async () => action(await args(path, token, body)));

type Refusal = {
  data: { form: string; result: SubmissionResult<string[]> };
  init: ResponseInit | null;
};
function refusal(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Refusal;
  return { status: init?.status, form: data.form, errors: data.result.error ?? {} };
}

/** A PNG header of the given size: all the server reads (the backend sniffs the signature). */
function png(width: number, height: number): File {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], "me.png", { type: "image/png" });
}

function profileForm(fields: Record<string, string>, image?: File) {
  const form = new FormData();
  form.set("intent", "update");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set("image", image);
  return form;
}

/** A customer of this test's own (a phone not yet verified unless `verified`). */
async function newCustomer(suffix: string) {
  const phone = `+97155${suffix.padStart(7, "0")}`;
  const signUp = await shop.api.call("/auth/sign-up", {
    method: "POST",
    body: { name: "Nour Saleh", phone, email: `nour${suffix}@example.com`, password: "secret123" },
  });
  let token = signUp.body.token as string | null;
  if (!token) {
    const verify = await shop.api.call("/auth/verify-phone", {
      method: "POST",
      body: { otp: "123456", verification_type: "phone", login_type: "manual", phone },
    });
    token = verify.body.token as string;
  }
  return { token, phone, email: `nour${suffix}@example.com` };
}

const infoOf = async (token: string) =>
  (
    await shop.api.call("/customer/info", {
      headers: { Authorization: `Bearer ${token}`, "X-localization": "en" },
    })
  ).body;

describe("/profile addresses of other pages", () => {
  it("sends a guest to sign-in first, with the way back", async () => {
    const answer = (await open("/profile?page=my-orders&orderId=7", undefined)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/auth/sign-in?from=${encodeURIComponent("/profile?page=my-orders&orderId=7")}`,
    );
    expect(await toastKeysAfter(answer)).toEqual(["toasts.loginRequired"]);
  });

  it.each([
    ["/profile?orderId=100001&page=my-orders&from=checkout", "/my-orders/100001?from=checkout"],
    ["/ar/profile?page=my-orders&orderId=100001", "/ar/my-orders/100001"],
    ["/profile?page=my-orders", "/my-orders"],
    ["/profile?page=my-orders&orderId=abc&x=1", "/my-orders"],
    [
      "/ar/profile?page=inbox&type=delivery_man&id=3&routeName=delivery_man_id&chatFrom=true",
      "/ar/chatting?type=delivery_man&id=3&routeName=delivery_man_id&chatFrom=true",
    ],
  ])("%s → %s", async (from, to) => {
    const answer = (await open(from, shop.demo)) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.get("Location")).toBe(to);
  });
});

describe("/profile view and edit", () => {
  it("shows the token owner's profile, whatever id the URL names", async () => {
    const data = (await open("/profile?id=2&user_id=2", shop.demo)) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(data.editing).toBe(false);
    expect(data.profile).toMatchObject({ name: "Demo Customer", phoneVerified: true });
    expect(data.profile.email).not.toBe(SARA.email);
    const edit = (await open("/ar/profile?page=profile-settings", shop.demo)) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(edit).toMatchObject({ editing: true, manualLogin: true, otp: null });
  });

  it("says what is wrong, in the spec's words, keeping nothing", async () => {
    const answer = refusal(
      await submit(
        "/profile?page=profile-settings",
        shop.demo,
        profileForm({ name: " ", email: "x", phone: "" }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toMatchObject({
      name: ["account:errors.nameRequired"],
      email: ["account:errors.emailInvalid"],
      phone: ["account:errors.phoneRequired"],
    });
    const missing = refusal(
      await submit("/profile", shop.demo, profileForm({ name: "A", email: "", phone: "1" })),
    );
    expect(missing.errors.email).toEqual(["account:errors.emailRequired"]);
  });

  it("warns 'No changes found to update.' on an unchanged submit", async () => {
    const info = await infoOf(shop.demo);
    const answer = refusal(
      await submit(
        "/profile?page=profile-settings",
        shop.demo,
        profileForm({ name: "Demo Customer", email: info.email, phone: info.phone }),
      ),
    );
    expect(answer.errors[""]).toEqual(["account:errors.noChanges"]);
  });

  it("refuses a photo that is not square, and saves a square one with the new name", async () => {
    const { token, phone, email } = await newCustomer("1001");
    const wide = refusal(
      await submit(
        "/profile",
        token,
        profileForm({ name: "Nour Saleh", email, phone }, png(40, 30)),
      ),
    );
    expect(wide.errors.image).toEqual(["account:errors.imageRatio"]);
    // Issue 28: a header can declare 20000 × 20000 pixels in a few bytes.
    const huge = refusal(
      await submit(
        "/profile",
        token,
        profileForm({ name: "Nour Saleh", email, phone }, png(20000, 20000)),
      ),
    );
    expect(huge.errors.image).toEqual(["account:errors.imageDimensions"]);
    const saved = (await submit(
      "/profile",
      token,
      profileForm({ name: "Nour Haddad", email, phone }, png(40, 40)),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/profile");
    expect(await toastKeysAfter(saved)).toEqual(["account:profile.updated"]);
    const info = await infoOf(token);
    expect(info).toMatchObject({ f_name: "Nour", l_name: "Haddad" });
    expect(info.image_full_url).toMatch(/\/profile\/[a-f0-9]{32}\.png$/);
  });

  it("keeps a verified phone: a forged new number is ignored", async () => {
    const { token, phone, email } = await newCustomer("1002");
    const answer = (await submit(
      "/profile",
      token,
      profileForm({ name: "Nour Again", email, phone: "+971559999999" }),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/profile");
    expect(await infoOf(token)).toMatchObject({ phone, is_phone_verified: 1, f_name: "Nour" });
  });

  it("asks for the e-mail's code first, then saves it ('Updated successfully.')", async () => {
    const previous = writeSettings(shop.api.backend.db, {
      centralize_login: {
        manual_login_status: 1,
        otp_login_status: 1,
        phone_verification_status: 1,
        email_verification_status: 1,
      },
    });
    try {
      const { token, phone } = await newCustomer("1003");
      const prompt = (await submit(
        "/ar/profile?page=profile-settings",
        token,
        profileForm({ name: "Nour Renamed", email: "nour.new@example.com", phone }),
      )) as Response;
      expect(prompt.status).toBe(303);
      const target = new URL(prompt.headers.get("Location")!, "http://shop.test");
      expect(target.pathname).toBe("/ar/profile");
      expect(Object.fromEntries(target.searchParams)).toEqual({
        page: "profile-settings",
        dialog: "profile-otp",
        on: "email",
        email: "nour.new@example.com",
        phone,
      });
      // The name is saved at once; the e-mail waits for its code.
      expect(await infoOf(token)).toMatchObject({
        f_name: "Nour",
        l_name: "Renamed",
        email: "nour1003@example.com",
      });
      const dialog = (await open(`${target.pathname}${target.search}`, token)) as Awaited<
        ReturnType<typeof loader>
      >;
      expect(dialog.otp).toEqual({
        on: "email",
        email: "nour.new@example.com",
        phone,
        firebase: false,
      });

      const fields = { on: "email", email: "nour.new@example.com", phone };
      const wrong = refusal(
        await submit(target.pathname + target.search, token, {
          intent: "verify",
          otp: "000000",
          ...fields,
        }),
      );
      expect(wrong).toMatchObject({ form: "otp", errors: { otp: ["رمز التحقق غير صحيح"] } });
      const empty = refusal(
        await submit(target.pathname + target.search, token, {
          intent: "verify",
          otp: "",
          ...fields,
        }),
      );
      expect(empty.errors.otp).toEqual(["account:errors.otpEmpty"]);
      const right = (await submit(target.pathname + target.search, token, {
        intent: "verify",
        otp: "123456",
        ...fields,
      })) as Response;
      expect(right.headers.get("Location")).toBe("/ar/profile");
      expect(await toastKeysAfter(right)).toEqual(["account:profile.updated"]);
      expect((await infoOf(token)).email).toBe("nour.new@example.com");
    } finally {
      writeSettings(shop.api.backend.db, previous);
    }
  });
});

describe("changing the password (issue 28 item 7)", () => {
  const login = (phone: string, password: string) =>
    shop.api.call("/auth/login", {
      method: "POST",
      body: { login_type: "manual", email_or_phone: phone, password },
    });

  it("asks for the current password, on its field, keeping the typed values but no password", async () => {
    const { token, phone, email } = await newCustomer("1101");
    const fields = { name: "Nour Renamed", email, phone, password: "new-secret-1" };
    const missing = refusal(
      await submit("/profile", token, profileForm({ ...fields, confirm_password: "new-secret-1" })),
    );
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual({
      current_password: ["account:errors.currentPasswordRequired"],
    });

    const answer = await submit(
      "/profile",
      token,
      profileForm({ ...fields, confirm_password: "new-secret-1", current_password: "wrong-one" }),
    );
    const wrong = refusal(answer);
    expect(wrong.status).toBe(400);
    expect(wrong.errors).toEqual({ current_password: ["The current password is incorrect."] });
    const kept = (answer as Refusal).data.result.initialValue ?? {};
    expect(kept).toMatchObject({ name: "Nour Renamed", email });
    for (const field of ["password", "confirm_password", "current_password"])
      expect(kept).not.toHaveProperty(field);
    expect(await infoOf(token)).toMatchObject({ f_name: "Nour" });
    expect((await login(phone, "new-secret-1")).status).toBe(401);
  });

  it("with the current password: saved, this browser stays signed in, other devices are out", async () => {
    const { token, phone, email } = await newCustomer("1102");
    const elsewhere = (await login(phone, "secret123")).body.token as string;
    const answer = (await submit(
      "/profile",
      token,
      profileForm({
        name: "Nour Saleh",
        email,
        phone,
        current_password: "secret123",
        password: "new-secret-2",
        confirm_password: "new-secret-2",
      }),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/profile");
    expect(await toastKeysAfter(answer)).toEqual(["account:profile.updated"]);
    expect((await infoOf(token)).id).toEqual(expect.any(Number));
    const other = await shop.api.call("/customer/info", {
      headers: { Authorization: `Bearer ${elsewhere}`, "X-localization": "en" },
    });
    expect(other.status).toBe(401);
    expect((await login(phone, "new-secret-2")).body.token).toMatch(/.{20,}/);
  });
});

describe("delete account", () => {
  it("is refused with the backend's message while an order runs", async () => {
    const sara = await loginAs(shop.api, SARA);
    await addToCart(shop.api, { token: sara }, FOOD, {
      item_id: plainBurgerItem(shop.api).id,
      price: 1,
    });
    const placed = await placeOrder(
      shop.api,
      FOOD,
      deliveryOrder(BURGER_STORE, { payment_method: "cash_on_delivery" }),
      sara,
    );
    expect(placed.status).toBe(200);
    const answer = (await submit("/profile?dialog=delete-account", sara, {
      intent: "delete",
    })) as Response;
    expect(answer.headers.get("Location")).toBe("/profile");
    expect(await toastKeysAfter(answer)).toEqual([
      "You have ongoing orders. Your account can be removed once they are finished.",
    ]);
    expect((await infoOf(sara)).id).toBe(SARA.id);
  });

  it("deletes, signs out and goes to / ('Account has been deleted')", async () => {
    const { token } = await newCustomer("1004");
    const answer = (await submit("/ar/profile?dialog=delete-account", token, {
      intent: "delete",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/ar");
    expect(await toastKeysAfter(answer)).toEqual(["account:profile.deleted"]);
    expect((await sessionAfter(answer)).has("token")).toBe(false);
    const gone = await shop.api.call("/customer/info", {
      headers: { Authorization: `Bearer ${token}`, "X-localization": "en" },
    });
    expect(gone.status).toBe(401);
  });
});
