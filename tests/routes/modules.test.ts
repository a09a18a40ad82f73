import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/($lang).modules";
import { loader as homeLoader } from "~/routes/($lang).home";
import {
  appRequest,
  expectRedirect,
  prefsFrom,
  server,
  setModules,
  toastKeysFrom,
  useFakeApi,
} from "./location-kit";

const api = useFakeApi();
const zone1 = { zoneIds: "[1]", address: "The Dubai Mall", lat: 25.1985, lng: 55.2796 };

async function choose(form: Record<string, string>, prefs: object = zone1, url = "/modules") {
  return action(await appRequest(url, { method: "POST", form, prefs }));
}

function answered(result: unknown) {
  const value = result as {
    type?: string;
    data: { error: string };
    init: { status?: number } | null;
  };
  expect(value.type, "a data() answer, not a redirect").toBe("DataWithResponseInit");
  return { status: value.init?.status, error: value.data.error };
}

describe("GET /modules", () => {
  it("sends a visitor without a zone to the Pick Location dialog with the zone-required toast", async () => {
    const response = await expectRedirect(async () => loader(await appRequest("/modules")));
    expect(response.headers.get("Location")).toBe("/location?redirectTo=%2Fmodules");
    expect(await toastKeysFrom(response)).toEqual(["toasts.zoneRequired"]);
  });

  it("lists only the modules serving the saved zone, of types this storefront shows, with the current one", async () => {
    const page = await loader(
      await appRequest("/modules?redirectTo=%2Fhome", {
        prefs: { ...zone1, moduleId: 2, moduleType: "food" },
      }),
    );
    expect(page.modules.map((m) => m.name)).toEqual(["Grocery", "Food"]);
    expect(page.selectedId).toBe(2);
    expect(page.redirectTo).toBe("/home");
    expect(page.failed).toBe(false);
  });

  it("answers 'no module' with an empty list (the dialog says 'No module found')", async () => {
    setModules([]);
    const page = await loader(await appRequest("/modules", { prefs: zone1 }));
    expect(page.modules).toEqual([]);
    expect(page.failed).toBe(false);
  });

  it("selects the only module automatically, stores it and goes to /home", async () => {
    setModules([{ id: 5, module_name: "Parcel", module_type: "parcel", zones: [1] }]);
    const response = await expectRedirect(async () =>
      loader(await appRequest("/ar/modules", { prefs: zone1 })),
    );
    expect(response.headers.get("Location")).toBe("/ar/home");
    expect(await prefsFrom(response)).toMatchObject({
      ...zone1,
      moduleId: 5,
      moduleType: "parcel",
    });
    expect(await toastKeysFrom(response)).toEqual(["modules:selected"]);
  });

  it("reports a failed module list instead of failing the page", async () => {
    server.use(http.get("*/api/v1/module", () => HttpResponse.error()));
    const page = await loader(await appRequest("/modules", { prefs: zone1 }));
    expect(page).toMatchObject({ modules: [], failed: true });
  });
});

describe("POST /modules", () => {
  it("stores module id and type from the list, flashes 'A module has been selected.' and goes back", async () => {
    const response = await expectRedirect(() => choose({ moduleId: "2", redirectTo: "/home" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home");
    expect(await prefsFrom(response)).toMatchObject({ ...zone1, moduleId: 2, moduleType: "food" });
    expect(await toastKeysFrom(response)).toEqual(["modules:selected"]);
  });

  it("takes the type from the module list, never from a tampered field", async () => {
    const response = await expectRedirect(() => choose({ moduleId: "1", moduleType: "parcel" }));
    expect(await prefsFrom(response)).toMatchObject({ moduleId: 1, moduleType: "grocery" });
  });

  it.each([["abc"], ["-1"], ["0"], ["1.5"], ["1e99"], [""], ["9".repeat(400)]])(
    "refuses the garbage module id %j with a message and stores nothing",
    async (moduleId) => {
      const result = await choose({ moduleId });
      expect(answered(result)).toEqual({ status: 400, error: "modules:errors.invalid" });
    },
  );

  it("refuses a module that does not serve the saved zone", async () => {
    // Pharmacy serves zone 2 only; rental is of a type the storefront does not show.
    for (const moduleId of ["3", "9", "404"]) {
      expect(answered(await choose({ moduleId })), moduleId).toEqual({
        status: 400,
        error: "modules:errors.notInZone",
      });
    }
  });

  it("never redirects off-site and never back to the landing page", async () => {
    const evil = await expectRedirect(() =>
      choose({ moduleId: "2", redirectTo: "//evil.example" }),
    );
    expect(evil.headers.get("Location")).toBe("/home");
    const landing = await expectRedirect(() =>
      choose({ moduleId: "2", redirectTo: "/ar" }, zone1, "/ar/modules"),
    );
    expect(landing.headers.get("Location")).toBe("/ar/home");
  });

  it("sends a visitor without a zone to pick one first", async () => {
    const response = await expectRedirect(() => choose({ moduleId: "2" }, {}));
    expect(response.headers.get("Location")).toMatch(/^\/location\?redirectTo=/);
  });

  it("answers a backend outage with 503, not a 500", async () => {
    server.use(http.get("*/api/v1/module", () => HttpResponse.error()));
    expect(answered(await choose({ moduleId: "2" })).status).toBe(503);
  });
});

describe("the /home gate", () => {
  const chrome =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

  it("sends a visitor without a zone to Pick Location ('You must pick a zone to access this page.')", async () => {
    const response = await expectRedirect(async () =>
      homeLoader(await appRequest("/ar/home", { userAgent: chrome })),
    );
    expect(response.headers.get("Location")).toBe("/ar/location?redirectTo=%2Far%2Fhome");
    expect(await toastKeysFrom(response)).toEqual(["toasts.zoneRequired"]);
  });

  it("sends a visitor with a zone but no module to the module chooser", async () => {
    const response = await expectRedirect(async () =>
      homeLoader(await appRequest("/home", { prefs: zone1, userAgent: chrome })),
    );
    expect(response.headers.get("Location")).toBe("/modules?redirectTo=%2Fhome");
  });

  it("lets a visitor with zone and module in", async () => {
    const page = await homeLoader(
      await appRequest("/home", { prefs: { ...zone1, moduleId: 1, moduleType: "grocery" } }),
    );
    expect(page).toMatchObject({
      module: { id: 1, type: "grocery" },
      onDefaultLocation: false,
    });
  });

  it("sends a crawler without cookies to the default module's own URL instead of a wall", async () => {
    const answer = await homeLoader(
      await appRequest("/home", {
        userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      }),
    ).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/home\?module_id=\d+$/);
    expect(api.paths()).toEqual(expect.arrayContaining(["config", "config/get-zone-id", "module"]));
  });
});
