import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { canonicalRequest, normaliseTarget, remixMethodGuard } from "../../server/request-guards";
import { refuseCrossSiteMutations } from "../../server/security";
import { parseEnv } from "../../server/env";

/**
 * The first middleware fixes the URL and origin everyone downstream sees; the method guard
 * answers 405 before Remix could. Requests go through a real socket with `http.request`, which
 * sends the target exactly as written (`//evil`, `/\\evil`, absolute-form).
 */
interface Seen {
  url: string;
  host: string | undefined;
  protocol: string;
  forwardedHost: string | undefined;
}

async function serve(vars: Record<string, string>) {
  const env = parseEnv(vars);
  const app = express();
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(canonicalRequest(env));
  app.use(refuseCrossSiteMutations(() => (env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : [])));
  app.all("*", (req, res) => {
    const seen: Seen = {
      url: req.originalUrl,
      host: req.get("host"),
      protocol: req.protocol,
      forwardedHost: req.get("x-forwarded-host"),
    };
    res.json(seen);
  });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const send = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; location?: string; seen?: Seen }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => {
          let seen: Seen | undefined;
          try {
            seen = JSON.parse(body) as Seen;
          } catch {
            seen = undefined;
          }
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, seen });
        });
      });
      req.on("error", reject);
      req.end();
    });
  return { send, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("normaliseTarget", () => {
  it.each([
    ["/home", "/home", false],
    ["//evil.example/home", "/evil.example/home", true],
    ["/en//evil.example", "/en/evil.example", true],
    ["/en/\\evil.example", "/en/evil.example", true],
    ["/\\\\evil.example", "/evil.example", true],
    ["/./home", "/home", false],
    ["/a/../home?x=1", "/home?x=1", false],
    ["/%2e%2e/home", "/home", false],
    ["http://evil.example/home?x=1", "/home?x=1", false],
    ["https://evil.example//x", "/x", true],
    ["/home#frag", "/home", false],
  ])("%j → %j", (raw, path, collapsed) => {
    expect(normaliseTarget(raw)).toEqual({ path, collapsed });
  });

  it.each(["*", "evil.example/home", "javascript:alert(1)", "ftp://evil.example/x", "mailto:x@y"])(
    "refuses %j",
    (raw) => {
      expect(normaliseTarget(raw)).toBeNull();
    },
  );
});

describe("canonicalRequest without PUBLIC_URL (TRUST_PROXY=0)", () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve({});
  });
  afterAll(() => app.close());

  it.each([
    "//evil.example/home",
    "/en//evil.example",
    "/en/\\evil.example",
    "/\\evil.example",
    "///x",
  ])("redirects GET %j to a single-slash path on this site", async (path) => {
    const res = await app.send(path);
    expect(res.status).toBe(301);
    expect(res.location).toMatch(/^\/[^/\\]/);
    expect(new URL(res.location!, "https://shop.example/").origin).toBe("https://shop.example");
  });

  it("serves an absolute-form target as its own path, with the Host header's origin", async () => {
    const res = await app.send("http://evil.example/home?x=1", { Host: "shop.test" });
    expect(res.status).toBe(200);
    expect(res.seen).toMatchObject({ url: "/home?x=1", host: "shop.test", protocol: "http" });
  });

  it("drops X-Forwarded-Host/-Proto when no proxy is trusted", async () => {
    const res = await app.send("/home", {
      Host: "shop.test",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
    });
    expect(res.seen).toMatchObject({ host: "shop.test", protocol: "http" });
    expect(res.seen?.forwardedHost).toBeUndefined();
  });

  it.each(["evil.example/x", "a b", "evil.example@x", "[::1", "x:99999999"])(
    "answers 400 to a garbage Host %j",
    async (host) => {
      expect((await app.send("/home", { Host: host })).status).toBe(400);
    },
  );

  it("rewrites a POST's path without redirecting it", async () => {
    const res = await app.send("//evil.example/newsletter", { Host: "shop.test" }, "POST");
    expect(res.status).toBe(200);
    expect(res.seen?.url).toBe("/evil.example/newsletter");
  });
});

describe("canonicalRequest with PUBLIC_URL", () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve({ PUBLIC_URL: "https://shop.example", TRUST_PROXY: "1" });
  });
  afterAll(() => app.close());

  it("makes PUBLIC_URL the only origin, whatever Host and X-Forwarded-* say", async () => {
    const variants: Record<string, string>[] = [
      { Host: "evil.example" },
      { Host: "evil.example", "X-Forwarded-Host": "evil2.example", "X-Forwarded-Proto": "http" },
      {},
    ];
    for (const headers of variants) {
      const res = await app.send("/home", headers);
      expect(res.seen).toMatchObject({ host: "shop.example", protocol: "https" });
    }
  });

  it("accepts a form post whose Origin is PUBLIC_URL's, whatever the Host; refuses others", async () => {
    const ok = await app.send(
      "/newsletter",
      { Host: "10.0.0.5:3000", Origin: "https://shop.example" },
      "POST",
    );
    expect(ok.status).toBe(200);
    const evil = await app.send(
      "/newsletter",
      { Host: "evil.example", Origin: "https://evil.example" },
      "POST",
    );
    expect(evil.status).toBe(403);
  });
});

describe("remixMethodGuard", () => {
  const routes: Record<string, unknown> = {
    root: { id: "root", path: "", module: {} },
    "routes/($lang)": { id: "routes/($lang)", parentId: "root", path: ":lang?", module: {} },
    "routes/($lang)._index": {
      id: "routes/($lang)._index",
      parentId: "routes/($lang)",
      index: true,
      module: {},
    },
    "routes/($lang).home": {
      id: "routes/($lang).home",
      parentId: "routes/($lang)",
      path: "home",
      module: {},
    },
    "routes/($lang).newsletter": {
      id: "routes/($lang).newsletter",
      parentId: "routes/($lang)",
      path: "newsletter",
      module: { action: () => null },
    },
    "routes/($lang).$": {
      id: "routes/($lang).$",
      parentId: "routes/($lang)",
      path: "*",
      module: {},
    },
  };
  const build = { routes } as unknown as ServerBuild;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.use(remixMethodGuard(async () => build));
    app.all("*", (_req, res) => res.send("remix"));
    server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const call = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it.each([
    ["GET", "/home", 200],
    ["HEAD", "/home", 200],
    ["POST", "/newsletter", 200],
    ["POST", "/ar/newsletter", 200],
    ["POST", "/newsletter.data", 200],
    ["DELETE", "/newsletter", 200],
    ["POST", "/home", 405],
    ["POST", "/home.data", 405],
    ["PUT", "/ar/home", 405],
    ["POST", "/", 405],
    ["POST", "/?index", 405],
    ["POST", "/_root.data", 405],
    ["POST", "/no/such/page", 405],
    ["TRACE", "/newsletter", 405],
    ["TRACE", "/home", 405],
    ["OPTIONS", "/newsletter", 204],
    ["GET", "/home?_data=root", 400],
    ["POST", "/newsletter?_data=routes%2F(%24lang).newsletter", 400],
  ])("%s %s → %i", async (method, path, status) => {
    const res = await call(method, path);
    expect(res.status).toBe(status);
    if (status === 405) {
      expect(res.body).toBe("Method not allowed");
      expect(res.allow).toMatch(/^GET, HEAD/);
    }
  });

  it("says which methods a route takes", async () => {
    expect((await call("OPTIONS", "/newsletter")).allow).toBe("GET, HEAD, POST");
    expect((await call("OPTIONS", "/home")).allow).toBe("GET, HEAD");
  });
});
