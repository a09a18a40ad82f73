import { describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cachePolicyGuard, dropCookiesOfUrlOnlyPages, publicFiles } from "../../server/http-cache";

const SHARED = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";

/** A real request to an app on an ephemeral port. */
async function inject(
  app: express.Express,
  options: { url: string; headers?: Record<string, string> },
) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${options.url}`, {
      headers: options.headers,
    });
    return { headers: Object.fromEntries(response.headers), body: await response.text() };
  } finally {
    server.close();
  }
}

function appWith(handler: express.RequestHandler) {
  const app = express();
  app.use(cachePolicyGuard);
  app.get("/page", handler);
  return app;
}

describe("the cache policy guard", () => {
  it("marks responses that say nothing private, no-store", async () => {
    const dispatch = appWith((_req, res) => void res.send("hello"));
    const response = await inject(dispatch, { url: "/page" });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("lets an anonymous shareable page through", async () => {
    const dispatch = appWith((_req, res) => void res.set("Cache-Control", SHARED).send("hi"));
    const response = await inject(dispatch, { url: "/page", headers: { cookie: "prefs=abc" } });
    expect(response.headers["cache-control"]).toBe(SHARED);
  });

  it("never lets a response to a session (token or guest cart) be shared", async () => {
    const dispatch = appWith((_req, res) => void res.set("Cache-Control", SHARED).send("hi"));
    for (const cookie of [
      "__session=signed.value",
      "prefs=1; __session=x",
      "__session=x; prefs=1",
    ]) {
      const response = await inject(dispatch, { url: "/page", headers: { cookie } });
      expect(response.headers["cache-control"], cookie).toBe("private, no-store");
    }
  });

  it("never lets a response that sets a cookie be shared", async () => {
    const dispatch = appWith(
      (_req, res) => void res.set("Cache-Control", SHARED).cookie("__flash", "1").send("hi"),
    );
    const response = await inject(dispatch, { url: "/page" });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("pages rendered from their URL alone (ADR 033)", () => {
  const URL_ONLY = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
  const app = () => {
    const app = express();
    app.use(dropCookiesOfUrlOnlyPages);
    app.use(cachePolicyGuard);
    app.get("*", (req, res) => {
      res.set("Cache-Control", URL_ONLY).send(req.headers.cookie ?? "no cookie");
    });
    return app;
  };
  const cookie = "__session=signed.value; prefs=abc; __flash=toast; js=1";

  it("never hand a shared home's, store's, item's, category or promotion listing's request its cookies, and stay shareable for a signed-in visitor", async () => {
    for (const url of [
      "/home/z/1/m/1",
      "/home/z/1-2/m/4",
      "/ar/home/z/1/m/1",
      "/home/z/1/m/1.data",
      "/HOME/Z/1/M/1",
      // A store's and an item's shared pages (ADR 033 point 3), and their data requests.
      "/store/81/z/1",
      "/ar/store/oasis-valley-spices-dates/z/1-2",
      "/store/81/z/1.data",
      "/product/886/z/1",
      "/ar/product/bulgur-1-kg-886/z/1.data",
      "/categories/z/1/m/1",
      "/ar/category/18/z/1-2/m/1.data",
      "/flash-sales/z/1/m/1",
      "/campaigns/z/1-2/m/1.data",
      "/ar/all-brands/z/1/m/4",
    ]) {
      const response = await inject(app(), { url, headers: { cookie } });
      expect(response.body, url).toBe("no cookie");
      expect(response.headers["cache-control"], url).toBe(URL_ONLY);
    }
  });

  it("leave every other page's cookies alone (and its public claim is then refused)", async () => {
    for (const url of [
      "/home",
      "/home?module_id=1",
      "/home/personal",
      "/home/z/1/m/1/x",
      "/cart",
      "/store/81",
      "/store/81?module_id=1&store_zone_id=1",
      "/store/81/z",
      "/store/81/z/1/x",
      "/product/886",
      "/product/886/z/",
      "/stores/81/z/1",
      "/categories?module_id=1",
      "/category/18/z/1",
      "/flash-sales?module_id=1",
      "/campaigns/5/z/1/m/1",
      "/all-brands?module_id=4",
    ]) {
      const response = await inject(app(), { url, headers: { cookie } });
      expect(response.body, url).toBe(cookie);
      expect(response.headers["cache-control"], url).toBe("private, no-store");
    }
  });
});

describe("public files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.mkdirSync(path.join(dir, "locales/en"), { recursive: true });
  fs.mkdirSync(path.join(dir, "build"), { recursive: true });
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  fs.writeFileSync(path.join(dir, "locales/en/common.json"), "{}");
  fs.writeFileSync(path.join(dir, "build/app.js"), "1");

  const served = async (url: string) => {
    const app = express();
    app.use(publicFiles(dir, true));
    app.use((_req, res) => void res.status(404).send("page"));
    const response = await inject(app, { url });
    return response.body;
  };

  it("serves the files that exist at boot, with a short cache", async () => {
    expect(await served("/favicon.svg")).toBe("<svg/>");
    expect(await served("/locales/en/common.json")).toBe("{}");
  });

  it("passes every other URL on without touching the disk, build/ included", async () => {
    expect(await served("/home")).toBe("page");
    expect(await served("/locales/en")).toBe("page");
    expect(await served("/build/app.js")).toBe("page");
    expect(await served("/%E0%A4%A")).toBe("page");
  });
});
