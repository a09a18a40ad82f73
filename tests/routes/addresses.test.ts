import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { action as listAction, loader as listLoader } from "~/routes/($lang).addresses";
import { action as addAction, loader as newLoader } from "~/routes/($lang).addresses_.new";
import { action as editAction, loader as editLoader } from "~/routes/($lang).addresses_.$id.edit";
import { action as pickAction } from "~/routes/($lang).location";
import type { Prefs } from "~/sessions/prefs.server";
import { startApi, type ApiHarness } from "../backend/harness";
import { cookieFor, cookiesOf, toastKeysAfter } from "./header-test-support";

/**
 * The address book (issue 13 item 1; foundations §2, §4 "Address save", §5, §8) against the
 * real reference backend: guests go to sign-in; the form's three required messages with the
 * typed values kept; add, update (PUT) and delete with the backend's messages; the current
 * address first; another customer's address can be neither read, edited nor deleted; a point
 * outside every zone is refused; a Pick for the form returns the point to it.
 */
let api: ApiHarness;
let demo: string;
let sara: string;
beforeAll(async () => {
  api = await startApi();
  demo = await login("+971500000001");
  sara = await login("+971500000002");
  // Sara starts with an empty book (the seed gives her one address): the list and its order
  // are then only what these tests add.
  api.backend.db
    .prepare("DELETE FROM addresses WHERE user_id = (SELECT id FROM users WHERE phone = ?)")
    .run("+971500000002");
});
afterAll(() => api.close());

const MALL = { lat: 25.1985, lng: 55.2796 };
const here: Prefs = {
  zoneIds: "[1]",
  moduleId: 1,
  moduleType: "grocery",
  ...MALL,
  address: "Mall",
};

async function login(phone: string) {
  const res = await api.call("/auth/login", {
    method: "POST",
    body: { login_type: "manual", email_or_phone: phone, password: "demo1234" },
  });
  return res.body.token as string;
}

async function args(
  path: string,
  {
    token,
    prefs,
    form,
    params = {},
  }: {
    token?: string;
    prefs?: Prefs;
    form?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
) {
  const request = new Request(`http://shop.test${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: await cookieFor({ token, prefs }) },
  });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${api.baseUrl}/api/v1`,
    apiTimeoutMs: 3000,
    forwardHost: false,
  });
  return { request, context, params };
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

type Refusal = { data: { result: SubmissionResult<string[]> }; init: ResponseInit | null };
const refusal = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Refusal;
  return { status: init?.status, result: data.result };
};

const addressesOf = (phone: string) =>
  api.backend.db
    .prepare(
      "SELECT a.* FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = ? ORDER BY a.id",
    )
    .all(phone) as Record<string, unknown>[];

const filled = {
  address_type: "office",
  contact_person_name: "Demo Person",
  contact_person_number: "+971501112233",
  house: "12",
  floor: "3",
  road: "Sheikh Zayed Rd",
  address: "Office tower, Downtown",
  lat: String(MALL.lat),
  lng: String(MALL.lng),
};

describe("guests", () => {
  it("go to the sign-in page, coming back, with the login-required toast (en, ar)", async () => {
    const en = await thrown(async () => listLoader(await args("/addresses")));
    expect(en.headers.get("Location")).toBe("/auth/sign-in?from=%2Faddresses");
    expect(await toastKeysAfter(en)).toEqual(["toasts.loginRequired"]);
    const ar = await thrown(async () => newLoader(await args("/ar/addresses/new")));
    expect(ar.headers.get("Location")).toBe("/ar/auth/sign-in?from=%2Far%2Faddresses%2Fnew");
    const post = await thrown(async () =>
      addAction(await args("/addresses/new", { form: filled })),
    );
    expect(post.headers.get("Location")).toBe("/auth/sign-in?from=%2Faddresses%2Fnew");
  });
});

describe("the address book", () => {
  it("refuses an empty form with the spec's three messages, keeping what was typed", async () => {
    const empty = refusal(
      await addAction(
        await args("/addresses/new", {
          token: sara,
          form: { address_type: "home", house: "7", lat: "", lng: "" },
        }),
      ),
    );
    expect(empty.status).toBe(400);
    expect(empty.result.error?.address).toEqual(["addresses:errors.addressRequired"]);
    expect(empty.result.error?.contact_person_name).toEqual(["addresses:errors.nameRequired"]);
    expect(empty.result.error?.contact_person_number).toEqual(["addresses:errors.phoneRequired"]);
    expect(empty.result.error?.lat).toEqual(["addresses:errors.pickLocation"]);
    expect(empty.result.initialValue?.house).toBe("7");
    expect(addressesOf("+971500000002")).toEqual([]);
  });

  it("refuses a point outside every zone with the backend's words, sending nothing", async () => {
    const far = refusal(
      await addAction(
        await args("/addresses/new", { token: sara, form: { ...filled, lat: "10", lng: "10" } }),
      ),
    );
    expect(far.status).toBe(400);
    expect(far.result.error?.[""]).toEqual(["Service not available in this area"]);
    expect(far.result.initialValue?.contact_person_name).toBe("Demo Person");
    expect(addressesOf("+971500000002")).toEqual([]);
  });

  it("adds, lists the current one first, updates with PUT, deletes — each with the backend's message", async () => {
    const added = await addAction(
      await args("/addresses/new", {
        token: sara,
        form: { ...filled, contact_person_number: "0501112233", country: "AE" },
      }),
    );
    expect(added).toBeInstanceOf(Response);
    expect((added as Response).status).toBe(303);
    expect((added as Response).headers.get("Location")).toBe("/addresses");
    expect(await toastKeysAfter(added as Response)).toEqual(["Successfully added!"]);
    const [row] = addressesOf("+971500000002");
    expect(row).toMatchObject({
      address_type: "office",
      contact_person_number: "+971501112233",
      road: "Sheikh Zayed Rd",
      address_label: null,
    });

    // A second one elsewhere in the zones, labelled (Other), going back to checkout.
    const other = await addAction(
      await args("/ar/addresses/new", {
        token: sara,
        form: {
          ...filled,
          address_type: "other",
          address_label: "Gym",
          lat: "25.2048",
          lng: "55.2708",
          redirectTo: "/ar/checkout?page=cart",
        },
      }),
    );
    expect((other as Response).headers.get("Location")).toBe("/ar/checkout?page=cart");

    // Newest first from the backend; the one at the chosen location (the mall) goes first.
    const list = await listLoader(await args("/addresses", { token: sara, prefs: here }));
    expect(list.addresses.map((a) => [a.type, a.label, a.current])).toEqual([
      ["office", null, true],
      ["other", "Gym", false],
    ]);
    const plain = await listLoader(await args("/addresses", { token: sara }));
    expect(plain.addresses.map((a) => a.type)).toEqual(["other", "office"]);

    const id = String(row.id);
    const form = await editLoader(
      await args(`/addresses/${id}/edit`, { token: sara, params: { id } }),
    );
    expect(form.defaults).toMatchObject({
      address_type: "office",
      road: "Sheikh Zayed Rd",
      house: "12",
    });
    expect(form.location).toEqual({ ...MALL, address: "Office tower, Downtown" });

    const updated = await editAction(
      await args(`/addresses/${id}/edit`, {
        token: sara,
        params: { id },
        form: { ...filled, address_type: "home", road: "Al Khail Rd" },
      }),
    );
    expect((updated as Response).headers.get("Location")).toBe("/addresses");
    expect(await toastKeysAfter(updated as Response)).toEqual(["Successfully updated!"]);
    expect(addressesOf("+971500000002")[0]).toMatchObject({
      address_type: "home",
      road: "Al Khail Rd",
    });

    const deleted = await listAction(
      await args("/addresses", { token: sara, form: { intent: "delete", id } }),
    );
    expect(deleted.headers.get("Location")).toBe("/addresses");
    expect(await toastKeysAfter(deleted)).toEqual(["Successfully removed!"]);
    expect(addressesOf("+971500000002").map((a) => a.id)).not.toContain(row.id);
  });

  it("never reads, edits or deletes another customer's address", async () => {
    await addAction(await args("/addresses/new", { token: demo, form: filled }));
    const theirs = addressesOf("+971500000001").at(-1)!;
    const id = String(theirs.id);

    const read = await thrown(async () =>
      editLoader(await args(`/addresses/${id}/edit`, { token: sara, params: { id } })),
    );
    expect(read.status).toBe(404);

    const edit = await editAction(
      await args(`/addresses/${id}/edit`, {
        token: sara,
        params: { id },
        form: { ...filled, contact_person_name: "Intruder" },
      }),
    );
    expect(refusal(edit).status).toBe(404);
    expect(refusal(edit).result.error?.[""]).toEqual(["addresses:errors.notFound"]);

    const remove = await listAction(
      await args("/addresses", { token: sara, form: { intent: "delete", id } }),
    );
    expect(await toastKeysAfter(remove)).toEqual(["addresses:errors.notFound"]);

    const still = addressesOf("+971500000001").find((a) => a.id === theirs.id);
    expect(still).toMatchObject({ contact_person_name: "Demo Person" });
    expect(still?.user_id).toBe(theirs.user_id);

    const junk = await thrown(async () =>
      editLoader(await args("/addresses/abc/edit", { token: sara, params: { id: "abc" } })),
    );
    expect(junk.status).toBe(404);
  });

  it("sends a pick for the form back to it with the point, leaving the chosen location alone", async () => {
    const picked = (await pickAction(
      await args("/location", {
        token: sara,
        prefs: here,
        form: {
          lat: "25.2048",
          lng: "55.2708",
          redirectTo: "/ar/addresses/new?redirectTo=%2Fcheckout",
        },
      }),
    )) as Response;
    expect(picked.status).toBe(303);
    const back = picked.headers.get("Location")!;
    expect(back).toBe("/ar/addresses/new?redirectTo=%2Fcheckout&lat=25.2048&lng=55.2708");
    expect(cookiesOf(picked)).not.toContain("prefs=");

    const form = await newLoader(await args(back, { token: sara, prefs: here }));
    expect(form.location).toMatchObject({ lat: 25.2048, lng: 55.2708 });
    expect(form.defaults.address).toBe(form.location?.address);
    expect(form.defaults.address).not.toBe("");
    expect(form.redirectTo).toBe("/checkout");

    // Without a pick the visitor's chosen location is the starting point.
    const start = await newLoader(await args("/addresses/new", { token: sara, prefs: here }));
    expect(start.location).toEqual({ ...MALL, address: "Mall" });
    expect(start.defaults.address).toBe("Mall");
  });
});
