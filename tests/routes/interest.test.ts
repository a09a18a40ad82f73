import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { action, loader } from "~/routes/($lang).interest";
import { action as chooseModule } from "~/routes/($lang).modules";
import type { Prefs } from "~/sessions/prefs.server";
import { startApi, type ApiHarness } from "../backend/harness";
import { cookieFor, cookiesOf, toastKeysAfter } from "./header-test-support";

/**
 * /interest (foundations §2) and the side rail's detour to it (browsing §2), against the real
 * reference backend: guests go to sign-in, parcel or no module to /home; the module's categories
 * are the tiles; saving needs one and only the tiles shown, reaches update-interest, comes back
 * ticked; the rail sends a customer whose interests lack a non-parcel module to /interest.
 */
let api: ApiHarness;
let demo: string;
let sara: string;
beforeAll(async () => {
  api = await startApi();
  demo = await login("+971500000001");
  sara = await login("+971500000002");
});
afterAll(() => api.close());

const GROCERY = 1;
const FOOD = 2;
const PARCEL = 5;
const grocery: Prefs = { zoneIds: "[1]", moduleId: GROCERY, moduleType: "grocery" };

async function login(phone: string) {
  const res = await api.call("/auth/login", {
    method: "POST",
    body: { login_type: "manual", email_or_phone: phone, password: "demo1234" },
  });
  return res.body.token as string;
}

const rootCategories = (moduleId: number) =>
  api.backend.db
    .prepare(
      "SELECT id, name FROM categories WHERE module_id = ? AND parent_id = 0 AND status = 1 ORDER BY priority DESC, id",
    )
    .all(moduleId) as { id: number; name: string }[];

async function args(
  path: string,
  {
    token,
    prefs,
    cookie,
    form,
  }: { token?: string; prefs?: Prefs; cookie?: string; form?: string[][] } = {},
) {
  const request = new Request(`http://shop.test${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: cookie ?? (await cookieFor({ token, prefs })) },
  });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${api.baseUrl}/api/v1`,
    apiTimeoutMs: 3000,
    forwardHost: false,
  });
  return { request, context, params: {} };
}

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a redirect");
}

type Refusal = { data: { result: SubmissionResult<string[]> }; init: ResponseInit | null };
const refusal = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Refusal;
  return { status: init?.status, result: data.result };
};

const interestModules = async (token: string) =>
  (
    await api.call("/customer/info", {
      headers: { Authorization: `Bearer ${token}`, "X-localization": "en" },
    })
  ).body.selected_modules_for_interest as number[];

describe("GET /interest", () => {
  it("sends a guest to the sign-in page, coming back here, with the login-required toast", async () => {
    const en = await thrown(async () => loader(await args("/interest", { prefs: grocery })));
    expect(en.headers.get("Location")).toBe("/auth/sign-in?from=%2Finterest");
    expect(await toastKeysAfter(en)).toEqual(["toasts.loginRequired"]);
    const ar = await thrown(async () => loader(await args("/ar/interest", { prefs: grocery })));
    expect(ar.headers.get("Location")).toBe("/ar/auth/sign-in?from=%2Far%2Finterest");
  });

  it("sends a customer without a module, or on parcel, to /home", async () => {
    const none = await thrown(async () => loader(await args("/interest", { token: demo })));
    expect(none.headers.get("Location")).toBe("/home");
    const parcel = await thrown(async () =>
      loader(
        await args("/ar/interest", {
          token: demo,
          prefs: { zoneIds: "[1]", moduleId: PARCEL, moduleType: "parcel" },
        }),
      ),
    );
    expect(parcel.headers.get("Location")).toBe("/ar/home");
  });

  it("shows the module's categories with their images, none ticked yet", async () => {
    const page = await loader(await args("/interest", { token: demo, prefs: grocery }));
    expect(page.failed).toBe(false);
    expect(page.categories.map((c) => c.name).sort()).toEqual(
      rootCategories(GROCERY)
        .map((c) => c.name)
        .sort(),
    );
    expect(page.categories.every((c) => /^https?:\/\/.+/.test(c.image ?? ""))).toBe(true);
    expect(page.selected).toEqual([]);
  });
});

describe("POST /interest", () => {
  it("asks for at least one category, and refuses another module's", async () => {
    const empty = refusal(
      await action(await args("/interest", { token: demo, prefs: grocery, form: [] })),
    );
    expect(empty.status).toBe(400);
    expect(empty.result.error?.interest).toEqual(["interest:errors.chooseOne"]);

    const [food] = rootCategories(FOOD);
    const [mine] = rootCategories(GROCERY);
    const foreign = refusal(
      await action(
        await args("/interest", {
          token: demo,
          prefs: grocery,
          form: [
            ["interest", String(mine.id)],
            ["interest", String(food.id)],
          ],
        }),
      ),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.result.error?.[""]).toEqual(["interest:errors.invalid"]);
    // The ticks are kept for the re-rendered page; nothing reached the backend.
    expect(foreign.result.initialValue?.interest).toEqual([String(mine.id), String(food.id)]);
    expect(await interestModules(demo)).toEqual([]);
  });

  it("saves two categories, says so on /home and shows them ticked next time", async () => {
    const [first, , third] = rootCategories(GROCERY);
    const answer = (await action(
      await args("/ar/interest", {
        token: demo,
        prefs: grocery,
        form: [
          ["interest", String(first.id)],
          ["interest", String(third.id)],
        ],
      }),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/ar/home");
    expect(await toastKeysAfter(answer)).toEqual(["تم تحديث الاهتمامات بنجاح!"]);
    expect(await interestModules(demo)).toEqual([GROCERY]);

    const cookie = `${cookiesOf(answer)}; ${await cookieFor({ prefs: grocery })}`;
    const again = await loader(await args("/ar/interest", { cookie }));
    expect(again.selected.sort()).toEqual([first.id, third.id].sort());
    // Another sign-in on the same browser does not inherit them.
    const other = await loader(
      await args("/interest", {
        cookie: `${cookiesOf(answer).replace(/__session=[^;]*/, "")}; ${await cookieFor({ token: sara, prefs: grocery })}`,
      }),
    );
    expect(other.selected).toEqual([]);
  });
});

describe("the module side rail (POST /modules via=rail)", () => {
  const rail = async (token: string | undefined, moduleId: number, via = "rail") =>
    (await chooseModule(
      await args("/modules", {
        token,
        prefs: grocery,
        form: [
          ["moduleId", String(moduleId)],
          ["redirectTo", "/store/x?module_id=1"],
          ...(via ? [["via", via]] : []),
        ],
      }),
    )) as Response;

  it("sends a customer whose saved interests lack the chosen module to /interest", async () => {
    expect(await interestModules(demo)).toEqual([GROCERY]);
    const food = await rail(demo, FOOD);
    expect(food.status).toBe(303);
    expect(food.headers.get("Location")).toBe("/interest");
    expect(await toastKeysAfter(food)).toEqual(["modules:selected"]);
  });

  it("goes back as usual for a module among the interests, parcel, no interests, a guest or the dialog", async () => {
    const back = "/store/x?module_id=1";
    expect((await rail(demo, GROCERY)).headers.get("Location")).toBe(back);
    expect((await rail(demo, PARCEL)).headers.get("Location")).toBe(back);
    expect((await rail(sara, FOOD)).headers.get("Location")).toBe(back);
    expect((await rail(undefined, FOOD)).headers.get("Location")).toBe(back);
    expect((await rail(demo, FOOD, "")).headers.get("Location")).toBe(back);
  });
});
