import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "@remix-run/node";
import {
  loadBuild,
  staysOnSite,
  startStorefront,
  type RawRequest,
  type Storefront,
} from "./storefront";

/**
 * Request fuzz (issue 7, "Done when"): generated malformed requests to every route of the real
 * app (the build's routes, in both languages, plus the Express paths), asserting
 *
 * - no 5xx;
 * - no `Location` that leaves the site (resolved as a browser would, against the site origin);
 * - no protocol-relative link (`href="//…"`, `action="//…"`) in a page, and with PUBLIC_URL set
 *   no canonical/alternate link to another origin;
 * - no Remix-internal error text (route ids, "did not provide an action") in an answer.
 *
 * Deterministic: a seeded PRNG (FUZZ_SEED to change it) drives every choice, so a failure
 * names the request that caused it and replays. Two servers: one without PUBLIC_URL (Host is
 * the origin) and one with it (Host must be ignored). FUZZ_REQUESTS overrides the count.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 0x7e57);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 4000);
const CONCURRENCY = 6;
const PUBLIC_URL = "https://shop.example";

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const chance = (rng: Rng, p: number) => rng() < p;

/** Open-redirect shapes (see tests/unit/safe-redirect.test.ts for the full table). */
const REDIRECT_SHAPES = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/%2f%2fevil.example",
  "/%5cevil.example",
  "/%252f%252fevil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "http:evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "\u2215\u2215evil.example",
  "/ar//evil.example",
  "/ar/..//evil.example",
  "/home",
  "/ar/home?dialog=menu",
  "",
];

const PATH_TRICKS: Array<(path: string) => string> = [
  (p) => p,
  (p) => p,
  (p) => p,
  (p) => `/${p}`,
  (p) => `//evil.example${p}`,
  (p) => `/en${p}`,
  (p) => `/en/${p}`,
  (p) => p.replace(/\//g, "\\"),
  (p) => `/\\evil.example${p}`,
  (p) => `/%2e%2e${p}`,
  (p) => `/./..${p}`,
  (p) => `${p}/`,
  (p) => `${p}//`,
  (p) => `${p}.data`,
  (p) => `${p === "/" ? "/_root" : p}.data`,
  (p) => `http://evil.example${p}`,
  (p) => `${p}%`,
  (p) => `${p}/%zz%c0%af`,
  (p) => `${p};jsessionid=x`,
  // Issue 28 item 4: the routers match in any letter case and decode the path; the server's
  // own path checks (rate limits, guards) must not answer such a spelling worse than the router.
  (p) => p.toUpperCase(),
  (p) => p.replace(/(^|\/)([a-z])/g, (_m, slash: string, c: string) => slash + c.toUpperCase()),
  (p) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  (p) => `/AR${p}`,
];

const QUERY_PARTS: Array<(rng: Rng) => string> = [
  (rng) => `redirectTo=${encodeURIComponent(pick(rng, REDIRECT_SHAPES))}`,
  (rng) => `redirectTo=${pick(rng, REDIRECT_SHAPES).replace(/[&#\s]/g, "")}`,
  (rng) =>
    `dialog=${pick(rng, ["menu", "language", "logout", "sign-in", "junk", "", "%00", "a".repeat(300)])}`,
  (rng) => `lang=${pick(rng, ["ar", "xx", "", "%ff"])}&dialog=language`,
  () => "index",
  () => "index=1&index",
  () => "_data=root",
  (rng) => `_routes=${pick(rng, ["root", "routes/($lang).home", "nope", ""])}`,
  (rng) => `q=${pick(rng, ["dubai", "%", "%%%", "\u0000", "x".repeat(5000), "<script>"])}`,
  (rng) =>
    `lat=${pick(rng, ["25.2", "NaN", "1e400", "-91", "x"])}&lng=${pick(rng, ["55.3", "Infinity", "", "0x1"])}`,
  (rng) => `placeId=${pick(rng, ["ChIJ", "", "../../etc", "x".repeat(600)])}`,
  () => "redirectTo=/a&redirectTo=//evil.example&redirectTo=/b",
  () => "a=%E0%A4%A&b=%&c=%2",
  (rng) => `x=${"y".repeat(1000 + Math.floor(rng() * 5000))}`,
];

const COOKIE_SHAPES: Array<(rng: Rng, real: string) => string> = [
  () => "",
  (_rng, real) => real,
  (rng, real) => real.replace(/[A-Za-z0-9]/, (c) => (c === "a" ? "b" : "a")) + pick(rng, ["", "x"]),
  () => "__session=garbage; prefs=garbage",
  () => "__session=%; prefs=%E0%A4%A; toast=\u00ff",
  () => `prefs=${"a".repeat(7000)}`,
  () => "__session=eyJ0b2tlbiI6IngifQ%3D%3D.invalidsig",
  () => "prefs=e30%3D; prefs=e30%3D; prefs=e30%3D",
  () => "=; ;;; a",
];

const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzzboundary",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "text/plain",
  "application/json",
  "application/xml",
  "",
];

function formFields(rng: Rng): string {
  const fields: Array<[string, string]> = [];
  const candidates: Array<() => [string, string]> = [
    () => ["email", pick(rng, ["a@b.co", "not-an-email", "", "x".repeat(400) + "@b.co"])],
    () => ["redirectTo", pick(rng, REDIRECT_SHAPES)],
    () => ["theme", pick(rng, ["dark", "light", "system", "<x>", ""])],
    () => ["lang", pick(rng, ["ar", "en", "zz", ""])],
    () => ["moduleId", pick(rng, ["1", "2", "-1", "9999999999999999999", "x"])],
    () => ["lat", pick(rng, ["25.2", "NaN", "1e999", ""])],
    () => ["lng", pick(rng, ["55.3", "-181", ""])],
    () => ["enhanced", "1"],
    () => ["inline", "1"],
    () => ["website_url", pick(rng, ["", "http://bot"])],
    () => [
      "form_rendered_at",
      pick(rng, ["", "U2FsdGVkX1", "garbage==", "A".repeat(50_000), "\u0000\u00ff"]),
    ],
  ];
  const n = 1 + Math.floor(rng() * 5);
  for (let i = 0; i < n; i++) fields.push(pick(rng, candidates)());
  return fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

function body(rng: Rng, contentType: string): Buffer | string | undefined {
  const shape = pick(rng, [
    "empty",
    "form",
    "form",
    "form",
    "huge",
    "broken-multipart",
    "utf8",
    "json",
  ]);
  if (shape === "empty") return undefined;
  if (shape === "huge") return "a=" + "x".repeat(70_000 + Math.floor(rng() * 60_000));
  if (shape === "utf8")
    return Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0xc0, 0xaf, 0x25, 0x26, 0xed, 0xa0, 0x80]);
  if (shape === "json") return '{"email":"a@b.co","redirectTo":"//evil.example"';
  if (shape === "broken-multipart" || contentType.startsWith("multipart")) {
    return pick(rng, [
      '--fuzzboundary\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--fuzzboundary--\r\n',
      '--fuzzboundary\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co',
      "--other\r\n\r\n--other--",
      '--fuzzboundary\r\nContent-Disposition: form-data; name="f"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--fuzzboundary--\r\n',
      "garbage",
    ]);
  }
  return formFields(rng);
}

interface Case {
  request: RawRequest;
  /** The origin a browser would be on when it sent this. */
  siteOrigin: string;
  publicUrl: boolean;
}

function generate(
  rng: Rng,
  paths: string[],
  actionPaths: string[],
  server: Storefront,
  publicUrl: boolean,
  realCookie: string,
): Case {
  const method = pick(rng, [
    "GET",
    "GET",
    "GET",
    "GET",
    "POST",
    "POST",
    "POST",
    "POST",
    "HEAD",
    "PUT",
    "DELETE",
    "PATCH",
    "OPTIONS",
    "TRACE",
    "FOO",
  ]);
  // Half the writes go to routes that have an action, so bodies reach the form handling.
  const mutation = method !== "GET" && method !== "HEAD";
  const base = mutation && chance(rng, 0.5) ? pick(rng, actionPaths) : pick(rng, paths);
  let path = pick(rng, PATH_TRICKS)(base);
  if (chance(rng, 0.55)) {
    const parts = Array.from({ length: 1 + Math.floor(rng() * 3) }, () =>
      pick(rng, QUERY_PARTS)(rng),
    );
    path += `${path.includes("?") ? "&" : "?"}${parts.join("&")}`;
  }
  // A request line cannot carry controls, spaces or raw non-ASCII: send them %-encoded
  // (backslashes stay raw — that is the trick).
  path = path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  const ownHost = `127.0.0.1:${server.port}`;
  const host = pick(rng, [
    ownHost,
    ownHost,
    ownHost,
    "evil.example",
    "shop.example",
    "evil.example:80",
  ]);
  const siteOrigin = publicUrl ? PUBLIC_URL : `http://${host.replace(/:80$/, "")}`;
  const headers: Record<string, string> = { Host: host };
  const origin = pick(rng, [
    undefined,
    undefined,
    siteOrigin,
    siteOrigin,
    siteOrigin,
    siteOrigin,
    PUBLIC_URL,
    "https://evil.example",
    "null",
    "garbage",
    "http://",
  ]);
  if (origin !== undefined) headers.Origin = origin;
  const fetchSite = pick(rng, [
    undefined,
    undefined,
    "same-origin",
    "same-site",
    "cross-site",
    "none",
    "junk",
  ]);
  if (fetchSite) headers["Sec-Fetch-Site"] = fetchSite;
  const cookie = pick(rng, COOKIE_SHAPES)(rng, realCookie);
  if (cookie) headers.Cookie = cookie;
  if (chance(rng, 0.3)) {
    headers["Accept-Language"] = pick(rng, [
      "ar",
      "zz-ZZ;q=2",
      "*;q=-1",
      "x".repeat(2000),
      ",,,;;",
      "ar;q=0.9,en;q=nan",
    ]);
  }
  if (chance(rng, 0.1)) headers["X-Forwarded-Host"] = "evil.example";
  if (chance(rng, 0.1)) headers["X-Forwarded-Proto"] = pick(rng, ["https", "javascript", ""]);
  if (chance(rng, 0.1)) headers["X-Forwarded-For"] = "1.2.3.4, evil";
  if (chance(rng, 0.05)) headers["User-Agent"] = "Googlebot/2.1";

  let payload: Buffer | string | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const contentType = pick(rng, CONTENT_TYPES);
    if (contentType) headers["Content-Type"] = contentType;
    payload = body(rng, contentType);
  }
  return { request: { method, path, headers, body: payload }, siteOrigin, publicUrl };
}

/** Every route's URL path, in English and Arabic, from the build's route manifest. */
function routePaths(build: ServerBuild, only?: (id: string) => boolean): string[] {
  const routes = build.routes;
  const full = (id: string): string[] => {
    const route = routes[id];
    const parent = route.parentId ? full(route.parentId) : [""];
    const own = route.path ?? "";
    const segments =
      own === ":lang?" ? ["", "ar", "xx"] : own === "*" ? ["no/such/page", "a%2Fb"] : [own];
    return parent.flatMap((p) => segments.map((s) => [p, s].filter(Boolean).join("/")));
  };
  const paths = new Set<string>();
  for (const id of Object.keys(routes)) {
    if (only && !only(id)) continue;
    for (const p of full(id)) paths.add(`/${p}`.replace(/\/+$/, "") || "/");
  }
  if (only) return [...paths];
  // Express-level paths: health, static files, missing build assets, the embedded backend.
  for (const p of [
    "/healthz",
    "/favicon.svg",
    "/build/missing.js",
    "/build/",
    "/locales/en/common.json",
    "/api/v1/config",
    "/api/v1/auth/login",
    "/api/v1/customer/info",
    "/payment-mobile",
    "/storage/app/public/x.png",
  ]) {
    paths.add(p);
  }
  return [...paths];
}

const INTERNAL_TEXT =
  /did not provide an `?action|You made a (?:POST|PUT|PATCH|DELETE)|No route matches URL|Invalid request method|Unexpected Server Error|at [\w.]+ \(\/|node_modules/;

function problems(
  c: Case,
  res: { status: number; headers: Record<string, unknown>; body: string },
): string[] {
  const found: string[] = [];
  if (res.status >= 500) found.push(`status ${res.status}`);
  const location = res.headers.location;
  if (typeof location === "string" && !staysOnSite(location, c.siteOrigin)) {
    found.push(`Location ${JSON.stringify(location)} leaves ${c.siteOrigin}`);
  }
  if (/(?:href|action|src)="(?:\/\/|\/\\|\\)/.test(res.body))
    found.push("protocol-relative link in page");
  if (c.publicUrl) {
    for (const [, href] of res.body.matchAll(
      /<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g,
    )) {
      if (!href.startsWith(`${PUBLIC_URL}/`) && href !== PUBLIC_URL) found.push(`link to ${href}`);
    }
  }
  if (INTERNAL_TEXT.test(res.body))
    found.push(`internal text: ${INTERNAL_TEXT.exec(res.body)?.[0]}`);
  return found;
}

describe("request fuzz", () => {
  let build: ServerBuild;
  let plain: Storefront;
  let behindPublicUrl: Storefront;
  let realCookie = "";

  beforeAll(async () => {
    build = await loadBuild();
    plain = await startStorefront();
    behindPublicUrl = await startStorefront({ PUBLIC_URL });
    // A real prefs cookie to tamper with: pick a location through the no-JS flow.
    const picked = await plain.request({
      method: "POST",
      path: "/location",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "lat=25.1972&lng=55.2744",
    });
    const setCookie = picked.headers["set-cookie"] ?? [];
    realCookie = setCookie.map((c) => c.split(";")[0]).join("; ");
  });
  afterAll(async () => {
    await plain?.close();
    await behindPublicUrl?.close();
  });

  it(`sends ${TOTAL} generated malformed requests to every route: no 5xx, no off-site redirect`, async () => {
    const rng = mulberry32(SEED);
    const paths = routePaths(build);
    const actionPaths = routePaths(build, (id) => Boolean(build.routes[id].module.action));
    const cases: Case[] = [];
    for (let i = 0; i < TOTAL; i++) {
      const publicUrl = i % 3 === 2;
      cases.push(
        generate(
          rng,
          paths,
          actionPaths,
          publicUrl ? behindPublicUrl : plain,
          publicUrl,
          realCookie,
        ),
      );
    }

    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let sent = 0;
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const index = next++;
        const c = cases[index];
        const server = c.publicUrl ? behindPublicUrl : plain;
        let res;
        try {
          res = await server.request(c.request);
        } catch (error) {
          // Only a method Node's parser rejects may close the connection without an answer.
          if (c.request.method !== "FOO")
            failures.push(`#${index} ${describeCase(c)}: ${String(error)}`);
          sent++;
          continue;
        }
        sent++;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        for (const problem of problems(c, res))
          failures.push(`#${index} ${describeCase(c)}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;

    if (failures.length) console.log(failures.slice(0, 80).join("\n"));
    console.log(
      `[fuzz] seed ${SEED}: ${sent} requests to ${paths.length} paths in ${seconds.toFixed(1)} s; ` +
        `statuses ${JSON.stringify(statuses)}; ${failures.length} failures`,
    );
    expect(sent).toBe(TOTAL);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

function describeCase(c: Case): string {
  const { method, path, headers } = c.request;
  const shown = path.length > 120 ? `${path.slice(0, 120)}…` : path;
  const h = Object.entries(headers ?? {})
    .map(([k, v]) => `${k}: ${String(v).slice(0, 40)}`)
    .join(" | ");
  return `${method} ${JSON.stringify(shown)} [${h}]${c.publicUrl ? " (PUBLIC_URL)" : ""}`;
}
