import autocannon from "autocannon";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AUTH_LIMIT, SHARED_READS_FRESH_MS, startCluster, type Cluster } from "./cluster";
import type { AccessLine } from "./nginx";
import { rssMb, sleep, waitFor } from "./processes";
import { guestOrders, orderableItem, placeForm, readyGuest, sameSession, Visitor } from "./visitor";

/**
 * Issue 26: many replicas behind a load balancer. Two production storefront processes behind
 * nginx, one Redis, one reference backend (tests/scale/cluster.ts) — and what one process used
 * to keep in memory must now hold across both:
 *
 * 1. sign-in attempts are counted once: the 21st of 25 spread over both replicas is refused;
 * 2. one Place Order posted to both replicas at once places one order, both answers show it;
 * 3. an operator's change to a shared setting shows on both replicas after one refresh;
 * 4. a replica killed (SIGKILL) under 30 s of load: every request the proxy retried is
 *    answered, no order is doubled, the survivor's RSS stays within 250 MB;
 * 5. Redis stopped under load: pages still answer; sign-in and Place Order say "try again",
 *    and work again by themselves once Redis is back.
 *
 * The figures (counts, timings, RSS) are printed as `[scale] …` lines.
 */
const RSS_BUDGET_MB = 250;
const LOAD_CONNECTIONS = 8;
/** Pages any visitor gets, all 200 and all reading the shared config (header, footer). */
const PAGES = ["/", "/terms-and-conditions", "/privacy-policy", "/about-us"];
const DEMO = { phone: "+971500000001", password: "demo1234" };

let cluster: Cluster;
let site: string;
let itemId: number;
const figures: string[] = [];
const report = (line: string) => {
  figures.push(line);
  console.log(`[scale] ${line}`);
};

beforeAll(async () => {
  const started = Date.now();
  cluster = await startCluster();
  site = cluster.proxy.origin;
  itemId = orderableItem(cluster.db);
  report(`cluster up in ${Date.now() - started} ms (Redis, backend, 2 replicas, nginx)`);
}, 120_000);

afterEach((context) => {
  if (context.task.result?.state === "fail" && cluster) console.log(cluster.logs());
});

afterAll(async () => {
  await cluster?.stop();
  console.log(`[scale] summary:\n  ${figures.join("\n  ")}`);
});

/** The sign-in form's hidden honeypot fields, as the page renders them. */
async function signInFields(visitor: Visitor, origin: string) {
  const page = await visitor.send(origin, "/auth/sign-in");
  expect(page.status).toBe(200);
  const fields: Record<string, string> = {};
  for (const name of ["website_url", "form_rendered_at"]) {
    const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page.body)?.[0] ?? "";
    fields[name] = /value="([^"]*)"/.exec(input)?.[1] ?? "";
  }
  return fields;
}

const THROTTLED = "Too many sign-in attempts. Please wait a minute and try again.";
const SIGN_IN_DOWN = "This form cannot be sent for a moment.";
const ORDERS_DOWN = "Orders cannot be placed for a moment.";

describe("two replicas sharing Redis", () => {
  it(`counts sign-in attempts once: the ${AUTH_LIMIT + 1}st of 25 spread over both is refused`, async () => {
    const visitor = new Visitor(site, "10.1.0.1");
    const hidden = await signInFields(visitor, cluster.replicas[0].origin);
    const answers: Array<{ replica: string; throttled: boolean; status: number }> = [];
    for (let i = 0; i < 25; i++) {
      // Alternating, straight to each replica: one counts 13 attempts, the other 12.
      const replica = cluster.replicas[i % 2];
      const answer = await visitor.send(replica.origin, "/auth/sign-in", {
        ...hidden,
        // Unknown numbers: the backend's own per-account lock stays out of the way.
        email_or_phone: `+97150990${String(1000 + i)}`,
        password: "wrong-password",
        redirectTo: "/home",
      });
      answers.push({
        replica: replica.name,
        status: answer.status,
        throttled: answer.status === 429 && answer.body.includes(THROTTLED),
      });
    }
    const throttled = answers.map((a) => a.throttled);
    expect(throttled.slice(0, AUTH_LIMIT)).toEqual(Array(AUTH_LIMIT).fill(false));
    expect(throttled.slice(AUTH_LIMIT)).toEqual(Array(25 - AUTH_LIMIT).fill(true));
    const perReplica = (name: string) => answers.filter((a) => a.replica === name).length;
    report(
      `sign-in: 25 attempts (${perReplica("replica-a")} on a, ${perReplica("replica-b")} on b), ` +
        `first refusal at #${throttled.indexOf(true) + 1} (limit ${AUTH_LIMIT}), ` +
        `statuses ${answers.map((a) => a.status).join(",")}`,
    );
  });

  it("places one order for one Place Order posted to both replicas at once; both answers show it", async () => {
    const address = "10.1.0.2";
    const { visitor, key, cookie } = await readyGuest(site, site, address, itemId);
    const guestId = await visitor.guestId();
    const started = Date.now();
    const [onA, onB] = await Promise.all(
      cluster.replicas.map((replica) =>
        sameSession(site, address, cookie).send(
          replica.origin,
          "/checkout?page=cart",
          placeForm(key),
        ),
      ),
    );
    const took = Date.now() - started;
    const orders = guestOrders(cluster.db, guestId);
    expect(orders).toHaveLength(1);
    const location = `/order-placed?order_id=${orders[0]}&flag=success`;
    expect([onA.status, onB.status]).toEqual([303, 303]);
    expect([onA.location, onB.location]).toEqual([location, location]);
    // The form posted again later (back button, reload) to the other replica: the same order.
    const again = await sameSession(site, address, cookie).send(
      cluster.replicas[1].origin,
      "/checkout?page=cart",
      placeForm(key),
    );
    expect(again.location).toBe(location);
    expect(guestOrders(cluster.db, guestId)).toHaveLength(1);
    report(`double Place Order: 1 order (#${orders[0]}), both replicas answered it in ${took} ms`);
  });

  it("shows an operator's change of a shared setting on both replicas after one refresh", async () => {
    const name = `Scale Mart ${Date.now()}`;
    const shows = async (origin: string, text: string) =>
      (await (await fetch(`${origin}/about-us`)).text()).includes(text);
    for (const replica of cluster.replicas) {
      expect(await shows(replica.origin, "<html")).toBe(true);
    }
    // What an operator's admin panel does: the row the backend's /config reads on every call.
    cluster.db
      .prepare(
        `INSERT INTO business_settings (key, value) VALUES ('business_name', ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, value_ar = NULL`,
      )
      .run(JSON.stringify(name));
    const isConfig = (uri: string) => uri === "/api/v1/config" || uri.startsWith("/api/v1/config?");
    await sleep(SHARED_READS_FRESH_MS + 200);
    const before = cluster.proxy.apiCalls(isConfig);
    const started = Date.now();
    const seen: Record<string, number> = {};
    await waitFor(
      "both replicas showing the new name",
      async () => {
        for (const replica of cluster.replicas) {
          if (!seen[replica.name] && (await shows(replica.origin, name)))
            seen[replica.name] = Date.now() - started;
        }
        return Object.keys(seen).length === cluster.replicas.length;
      },
      SHARED_READS_FRESH_MS + 5_000,
    );
    // Let any refresh still running finish before counting.
    await sleep(500);
    const refreshes = cluster.proxy.apiCalls(isConfig) - before;
    expect(refreshes).toBe(1);
    report(
      `shared setting: ${refreshes} backend /config call for both replicas; new name on ` +
        `a after ${seen["replica-a"]} ms, b after ${seen["replica-b"]} ms (fresh for ${SHARED_READS_FRESH_MS} ms)`,
    );
  });
});

/** Places `key` like a customer who presses again while the proxy answers 502 (its replica died). */
async function placeUntilAnswered(address: string, cookie: string, key: string) {
  let tries = 0;
  for (;;) {
    tries++;
    const answer = await sameSession(site, address, cookie)
      .send(site, "/checkout?page=cart", placeForm(key))
      .catch(() => null);
    if ((answer && answer.status !== 502) || tries >= 5) return { answer, tries };
    await sleep(300);
  }
}

/** "GET 200 ×3 via 127.0.0.1:3822, POST 502 ×1 via …" (or "none"). */
function breakdown(lines: AccessLine[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const kind = `${line.method} ${line.status} via ${line.upstreams.join(">") || "-"}`;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, n]) => `${kind} ×${n}`).join(", ") || "none";
}

interface OrderRun {
  guestId: number;
  answers: Array<string | null>;
  tries: number;
}

/** Customers double-clicking Place Order through the proxy, one after the other, until `done`. */
async function orderLoop(done: () => boolean, runs: OrderRun[], interrupted: { count: number }) {
  for (let n = 1; !done(); n++) {
    const address = `10.2.${Math.floor(n / 250)}.${n % 250}`;
    const guest = await readyGuest(site, site, address, itemId).catch(() => null);
    if (!guest) {
      // A cart or contact post cut by the kill (a POST the proxy must not repeat): nothing
      // was ordered for this customer; the next one starts afresh.
      interrupted.count++;
      continue;
    }
    const posts = await Promise.all([
      placeUntilAnswered(address, guest.cookie, guest.key),
      placeUntilAnswered(address, guest.cookie, guest.key),
    ]);
    runs.push({
      guestId: await guest.visitor.guestId(),
      answers: posts.map((p) => p.answer?.location ?? `status ${p.answer?.status}`),
      tries: posts[0].tries + posts[1].tries,
    });
  }
}

describe("failures", () => {
  it("loses no request the proxy retried when a replica is killed under load; no order doubled", async () => {
    const [survivor, victim] = cluster.replicas;
    const logFrom = cluster.proxy.accessLog().length;
    const rss = { survivor: 0, victim: 0 };
    const sampler = setInterval(() => {
      rss.survivor = Math.max(rss.survivor, rssMb(survivor.child.pid) ?? 0);
      rss.victim = Math.max(rss.victim, rssMb(victim.child.pid) ?? 0);
    }, 250);
    const runs: OrderRun[] = [];
    const interrupted = { count: 0 };
    let loading = true;
    const orders = orderLoop(() => !loading, runs, interrupted);
    const started = Date.now();
    const load = autocannon({
      url: site,
      connections: LOAD_CONNECTIONS,
      duration: 30,
      headers: { Accept: "text/html" },
      requests: PAGES.map((path) => ({ method: "GET", path })),
    });
    await sleep(10_000);
    const killedAt = Date.now() - started;
    await victim.child.kill();
    const result = await load;
    loading = false;
    await orders;
    clearInterval(sampler);
    rss.survivor = Math.max(rss.survivor, rssMb(survivor.child.pid) ?? 0);

    const lines = cluster.proxy.accessLog().slice(logFrom);
    const retried = lines.filter((line) => line.upstreams.length > 1);
    const victimAddress = `127.0.0.1:${victim.port}`;
    // Not completed: cut by the kill on the victim, or (499) dropped by the load generator
    // stopping at the end of its 30 s with requests still in flight.
    const cut = lines.filter((line) => !line.complete && line.upstreams.at(-1) === victimAddress);
    const dropped = lines.filter((line) => !line.complete && line.status === 499);
    const failedReads = lines.filter((line) => line.method === "GET" && line.status >= 500);
    // Every request the proxy moved to the survivor was answered in full (499: the load
    // generator hung up on it at the end of its 30 s — the client's doing, not a loss).
    const lost = (line: AccessLine) =>
      line.status >= 500 || (!line.complete && line.status !== 499);
    expect(retried.filter(lost)).toEqual([]);
    expect(failedReads).toEqual([]);
    expect(result.non2xx).toBe(0);
    // Only what the victim was in the middle of answering can be lost: at most one request per
    // connection (no pipelining).
    expect(result.errors + result.timeouts).toBeLessThanOrEqual(LOAD_CONNECTIONS);
    // One order per Place Order key, and both clicks answered with it.
    expect(runs.length).toBeGreaterThan(5);
    for (const run of runs) {
      const placed = guestOrders(cluster.db, run.guestId);
      expect(placed, `guest ${run.guestId}: ${run.answers.join(" | ")}`).toHaveLength(1);
      const location = `/order-placed?order_id=${placed[0]}&flag=success`;
      expect(run.answers).toEqual([location, location]);
    }
    expect(rss.survivor).toBeLessThanOrEqual(RSS_BUDGET_MB);
    const repressed = runs.filter((run) => run.tries > 2).length;
    report(
      `kill: ${result.requests.total} page requests in 30 s (${Math.round(result.requests.average)}/s, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms), ${victim.name} SIGKILLed at ` +
        `${(killedAt / 1000).toFixed(1)} s; proxy retried ${retried.length} on the survivor ` +
        `(${breakdown(retried)}), none lost; ` +
        `cut on the victim: ${breakdown(cut)}; ${dropped.length} dropped by the load's end (499); ` +
        `client errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    report(
      `kill: ${runs.length} double-clicked orders, ${runs.length} placed, none doubled ` +
        `(${repressed} pressed again after a 502; ${interrupted.count} checkouts cut before Place Order)`,
    );
    report(
      `kill: RSS peak ${rss.survivor} MB survivor, ${rss.victim} MB victim (budget ${RSS_BUDGET_MB} MB)`,
    );

    const back = Date.now();
    await cluster.restartReplica(1);
    report(`kill: ${victim.name} restarted and serving in ${Date.now() - back} ms`);
  });

  it("keeps pages up while Redis is down; sign-in and Place Order say try again, then recover", async () => {
    const address = "10.1.0.5";
    const guest = await readyGuest(site, site, address, itemId);
    const guestId = await guest.visitor.guestId();
    const signer = new Visitor(site, "10.1.0.6");
    const hidden = await signInFields(signer, site);
    const signIn = () =>
      signer.send(site, "/auth/sign-in", {
        ...hidden,
        email_or_phone: DEMO.phone,
        password: DEMO.password,
        redirectTo: "/home",
      });
    const place = () =>
      sameSession(site, address, guest.cookie).send(
        site,
        "/checkout?page=cart",
        placeForm(guest.key),
      );

    const started = Date.now();
    const load = autocannon({
      url: site,
      connections: 4,
      duration: 12,
      headers: { Accept: "text/html" },
      requests: PAGES.map((path) => ({ method: "GET", path })),
    });
    await sleep(2_000);
    await cluster.redis.stop();
    const downAt = Date.now();
    for (const replica of cluster.replicas) {
      await waitFor(`${replica.name} to notice`, async () => {
        const health = await fetch(`${replica.origin}/healthz`);
        const body = (await health.json()) as { status: string; redis: string };
        return health.status === 200 && body.status === "degraded" && body.redis === "down";
      });
    }
    const refusedSignIn = await signIn();
    expect(refusedSignIn.status).toBe(503);
    expect(refusedSignIn.body).toContain(SIGN_IN_DOWN);
    const refusedOrder = await place();
    expect(refusedOrder.status).toBe(400);
    expect(refusedOrder.body).toContain(ORDERS_DOWN);
    expect(guestOrders(cluster.db, guestId)).toEqual([]);

    await sleep(Math.max(0, 7_000 - (Date.now() - started)));
    await cluster.redis.start();
    const upAt = Date.now();
    for (const replica of cluster.replicas) {
      await waitFor(`${replica.name} back on Redis`, async () => {
        const health = await (await fetch(`${replica.origin}/healthz`)).json();
        return (health as { redis: string }).redis === "up";
      });
    }
    const reconnected = Date.now() - upAt;
    const signedIn = await signIn();
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/home");
    const placed = await place();
    const orders = guestOrders(cluster.db, guestId);
    expect(orders).toHaveLength(1);
    expect(placed.location).toBe(`/order-placed?order_id=${orders[0]}&flag=success`);

    const result = await load;
    expect(result.non2xx).toBe(0);
    expect(result.errors + result.timeouts).toBe(0);
    report(
      `redis down for ${((upAt - downAt) / 1000).toFixed(1)} s under load: ${result.requests.total} page ` +
        `requests, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}; sign-in 503 and ` +
        `Place Order 400 "try again" while down; both replicas back on Redis ${reconnected} ms after it ` +
        `returned, then sign-in 303 and the order placed`,
    );
  });
});
