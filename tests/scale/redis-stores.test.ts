import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SharedSwrCache } from "~/api/shared-cache.server";
import { placeOnce } from "~/features/checkout/submissions.server";
import { isSharedStateDown, publishSharedState } from "~/lib/shared-state.server";
import { connectRedis, type SharedRedis } from "../../server/redis";
import { redisReads } from "../../server/redis-reads";
import { redisSubmissions } from "../../server/redis-submissions";
import { assertPortsFree, sleep } from "./processes";
import { testRedis, type TestRedis } from "./redis-server";

/**
 * The Redis-backed stores against a real Redis, two clients standing for two replicas: order
 * submission keys (one order per key whichever replica a post lands on) and the shared-read
 * cache (one refresh at a time across replicas, every replica on the fresh value after it).
 * The whole storefront behind a proxy is tests/scale/replicas.test.ts.
 */
const PORT = Number(process.env.SCALE_PORT ?? 3820) + 15;
/** Nothing listens there: a Redis that is down. */
const DOWN_URL = `redis://127.0.0.1:${PORT + 1}`;

let dir: string;
let redis: TestRedis;
let a: SharedRedis;
let b: SharedRedis;
beforeAll(async () => {
  await assertPortsFree([PORT, PORT + 1]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-stores-"));
  redis = testRedis(PORT, dir);
  await redis.start();
  const quiet = () => {};
  a = connectRedis(redis.url, quiet);
  b = connectRedis(redis.url, quiet);
  expect(await a.whenUp(5_000)).toBe(true);
  expect(await b.whenUp(5_000)).toBe(true);
});
afterAll(async () => {
  publishSharedState(null);
  await a?.close();
  await b?.close();
  await redis?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => publishSharedState(null));

let ids = 0;
const freshId = () => `owner|key-${Date.now()}-${++ids}`;
type Outcome = { kind: "placed"; orderId: number } | { kind: "refused"; reason: string };
const isPlaced = (o: Outcome) => o.kind === "placed";

describe("order submission keys in Redis", () => {
  it("places once for the same key posted to two replicas at once; both answer that order", async () => {
    const [onA, onB] = [redisSubmissions(a.client), redisSubmissions(b.client)];
    const id = freshId();
    let calls = 0;
    const place = async (): Promise<Outcome> => {
      calls++;
      await sleep(200);
      return { kind: "placed", orderId: 1000 + calls };
    };
    const answers = await Promise.all([
      onA.placeOnce(id, place, isPlaced),
      onB.placeOnce(id, place, isPlaced),
    ]);
    expect(calls).toBe(1);
    expect(answers).toEqual([
      { kind: "placed", orderId: 1001 },
      { kind: "placed", orderId: 1001 },
    ]);
    // A reload of the POST, on either replica, later: the same order, nothing placed again.
    expect(await onB.known(id)).toEqual({ kind: "placed", orderId: 1001 });
    expect(await onA.placeOnce(id, place, isPlaced)).toEqual({ kind: "placed", orderId: 1001 });
    expect(calls).toBe(1);
    expect(await onA.known(freshId())).toBeNull();
  });

  it("shares a refusal with the post that waited on it, and lets a later post try again", async () => {
    const [onA, onB] = [redisSubmissions(a.client), redisSubmissions(b.client)];
    const id = freshId();
    let calls = 0;
    const refuse = async (): Promise<Outcome> => {
      calls++;
      await sleep(150);
      return { kind: "refused", reason: `closed-${calls}` };
    };
    const answers = await Promise.all([
      onA.placeOnce(id, refuse, isPlaced),
      sleep(30).then(() => onB.placeOnce(id, refuse, isPlaced)),
    ]);
    expect(calls).toBe(1);
    expect(answers).toEqual([
      { kind: "refused", reason: "closed-1" },
      { kind: "refused", reason: "closed-1" },
    ]);
    const later = await onB.placeOnce(
      id,
      async (): Promise<Outcome> => ({ kind: "placed", orderId: 7 }),
      isPlaced,
    );
    expect(later).toEqual({ kind: "placed", orderId: 7 });
  });

  it("keeps a slow placement's claim alive past the claim period; the other replica waits", async () => {
    const claimMs = 300;
    const [onA, onB] = [
      redisSubmissions(a.client, { claimMs }),
      redisSubmissions(b.client, { claimMs }),
    ];
    const id = freshId();
    let calls = 0;
    const slow = async (): Promise<Outcome> => {
      calls++;
      await sleep(4 * claimMs);
      return { kind: "placed", orderId: 42 };
    };
    const first = onA.placeOnce(id, slow, isPlaced);
    await sleep(50);
    const second = await onB.placeOnce(id, slow, isPlaced);
    expect(await first).toEqual({ kind: "placed", orderId: 42 });
    expect(second).toEqual({ kind: "placed", orderId: 42 });
    expect(calls).toBe(1);
  });

  it("takes over a claim whose replica died once the claim lapses", async () => {
    const onB = redisSubmissions(b.client);
    const id = freshId();
    // What a replica killed while placing leaves behind: a claim nobody renews.
    await a.client.set(`sub:${id}`, "p:dead-replica", "PX", 400);
    const started = Date.now();
    const answer = await onB.placeOnce(
      id,
      async (): Promise<Outcome> => ({ kind: "placed", orderId: 9 }),
      isPlaced,
    );
    const waited = Date.now() - started;
    expect(answer).toEqual({ kind: "placed", orderId: 9 });
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(3_000);
  });

  it("answers what a dead replica's attempt recorded once it had sent the order; never places again", async () => {
    const claimMs = 300;
    const [onA, onB] = [
      redisSubmissions(a.client, { claimMs }),
      redisSubmissions(b.client, { claimMs }),
    ];
    const id = freshId();
    type Lost = Outcome | { kind: "unknown"; attempt: string };
    const lostIsPlaced = (o: Lost) => o.kind !== "refused";
    // Replica A records "unknown: look for attempt 1's order", sends, and dies before any answer
    // (its place never settles, its claim is never renewed again: a stopped process).
    let sent = false;
    let answerLate: (outcome: Lost) => void = () => {};
    const died = new Promise<Lost>((resolve) => (answerLate = resolve));
    const first = onA.placeOnce<Lost>(
      id,
      async (ifLost) => {
        await ifLost({ kind: "unknown", attempt: "attempt-1" });
        sent = true;
        return died;
      },
      lostIsPlaced,
    );
    await sleep(50);
    expect(sent).toBe(true);
    // Stop A's renewals the way a SIGKILL would: its claim is left to lapse.
    await a.client.set(`sub:${id}`, "p:dead-replica", "PX", claimMs);
    let placedAgain = 0;
    const again = async (): Promise<Lost> => {
      placedAgain++;
      return { kind: "refused", reason: "cart empty" };
    };
    // The retried click lands on B: it waits out the claim, then gets the recorded outcome.
    const [retried, reload] = await Promise.all([
      onB.placeOnce<Lost>(id, again, lostIsPlaced),
      sleep(20).then(() => onB.known<Lost>(id)),
    ]);
    expect(retried).toEqual({ kind: "unknown", attempt: "attempt-1" });
    expect(reload).toEqual({ kind: "unknown", attempt: "attempt-1" });
    expect(placedAgain).toBe(0);
    // Later posts of the key too.
    expect(await onA.placeOnce<Lost>(id, again, lostIsPlaced)).toEqual({
      kind: "unknown",
      attempt: "attempt-1",
    });
    expect(placedAgain).toBe(0);
    // A placed answer that does come after all (a process that was only stalled) replaces it.
    answerLate({ kind: "placed", orderId: 5 });
    expect(await first).toEqual({ kind: "placed", orderId: 5 });
    expect(await onB.known<Lost>(id)).toEqual({ kind: "placed", orderId: 5 });
  });

  it("records nothing for an attempt that ended: its refusal leaves the key free to place", async () => {
    const onA = redisSubmissions(a.client);
    const id = freshId();
    const refused = await onA.placeOnce<Outcome>(
      id,
      async (ifLost) => {
        await ifLost({ kind: "placed", orderId: -1 });
        return { kind: "refused", reason: "closed" };
      },
      isPlaced,
    );
    expect(refused).toEqual({ kind: "refused", reason: "closed" });
    expect(await a.client.get(`sub-lost:${id}`)).toBeNull();
    const later = await onA.placeOnce<Outcome>(
      id,
      async () => ({ kind: "placed", orderId: 8 }),
      isPlaced,
    );
    expect(later).toEqual({ kind: "placed", orderId: 8 });
  });

  it("gives up waiting after its limit with shared-state-down (the page says try again)", async () => {
    const onB = redisSubmissions(b.client, { maxWaitMs: 300 });
    const id = freshId();
    await a.client.set(`sub:${id}`, "p:someone-slow", "PX", 5_000);
    let calls = 0;
    const error = await onB
      .placeOnce(
        id,
        async () => ++calls,
        () => true,
      )
      .catch((e: unknown) => e);
    expect(isSharedStateDown(error)).toBe(true);
    expect(calls).toBe(0);
  });

  it("fails closed while Redis is down: nothing is placed and the caller's 'try again' answers", async () => {
    const down = connectRedis(DOWN_URL, () => {});
    try {
      publishSharedState({
        submissions: redisSubmissions(down.client),
        reads: redisReads(down.client),
      });
      let calls = 0;
      const answer = await placeOnce<Outcome>(
        "g:guest",
        "key-1",
        async () => {
          calls++;
          return { kind: "placed", orderId: 1 };
        },
        { isPlaced, unavailable: () => ({ kind: "refused", reason: "try again" }) },
      );
      expect(answer).toEqual({ kind: "refused", reason: "try again" });
      expect(calls).toBe(0);
    } finally {
      await down.close();
    }
  });
});

describe("a Redis that stalls without closing the connection", () => {
  it("costs a command one second, then counts as down until it answers again", async () => {
    const client = connectRedis(redis.url, () => {});
    const pid = redis.pid()!;
    try {
      expect(await client.whenUp(5_000)).toBe(true);
      process.kill(pid, "SIGSTOP");
      const started = Date.now();
      await expect(client.client.get("any")).rejects.toThrow();
      const failedAfter = Date.now() - started;
      expect(failedAfter).toBeGreaterThanOrEqual(900);
      expect(failedAfter).toBeLessThan(1_800);
      await sleep(1_500);
      expect(client.isUp()).toBe(false);
      const fast = Date.now();
      await expect(client.client.get("any")).rejects.toThrow();
      expect(Date.now() - fast).toBeLessThan(100);
    } finally {
      process.kill(pid, "SIGCONT");
    }
    try {
      expect(await client.whenUp(5_000)).toBe(true);
      expect(await client.client.get("any")).toBeNull();
    } finally {
      await client.close();
    }
  });
});

describe("the shared-read cache in Redis", () => {
  const share = (client: SharedRedis) =>
    publishSharedState({
      submissions: redisSubmissions(client.client),
      reads: redisReads(client.client),
    });

  it("one replica's first load serves the other; a stale entry is refreshed once for both", async () => {
    share(a);
    const name = `reads-${Date.now()}`;
    const replicaA = new SharedSwrCache(name, { freshMs: 400 });
    const replicaB = new SharedSwrCache(name, { freshMs: 400 });
    let loads = 0;
    const load = async () => {
      loads++;
      await sleep(100);
      return { businessName: `v${loads}` };
    };
    const [first, second] = await Promise.all([
      replicaA.get("config", load),
      sleep(20).then(() => replicaB.get("config", load)),
    ]);
    expect(first).toEqual({ businessName: "v1" });
    expect(second).toEqual({ businessName: "v1" });
    expect(loads).toBe(1);

    await sleep(1_100); // stale (400 ms) and due for a check with Redis (1 s)
    // Both replicas see it stale at once: each serves v1 at once, one of them refreshes.
    const stale = await Promise.all([replicaA.get("config", load), replicaB.get("config", load)]);
    expect(stale).toEqual([{ businessName: "v1" }, { businessName: "v1" }]);
    await sleep(300);
    expect(loads).toBe(2);
    // Within a second every replica serves the refreshed value.
    await sleep(1_000);
    expect(await replicaA.get("config", load)).toEqual({ businessName: "v2" });
    expect(await replicaB.get("config", load)).toEqual({ businessName: "v2" });
    expect(loads).toBe(2);
  });

  it("while Redis is down, each replica serves its own copy and refreshes it alone", async () => {
    const down = connectRedis(DOWN_URL, () => {});
    try {
      share(down);
      const cache = new SharedSwrCache(`down-${Date.now()}`, { freshMs: 100 });
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache.get("k", load)).toBe(1);
      await sleep(150);
      expect(await cache.get("k", load)).toBe(1);
      await sleep(50);
      expect(await cache.get("k", load)).toBe(2);
    } finally {
      await down.close();
    }
  });

  it("does not take back from Redis what was stored before clear()", async () => {
    share(b);
    const name = `clear-${Date.now()}`;
    const replicaA = new SharedSwrCache(name, { freshMs: 60_000 });
    const replicaB = new SharedSwrCache(name, { freshMs: 60_000 });
    expect(await replicaA.get("k", async () => "old")).toBe("old");
    await sleep(5);
    replicaB.clear();
    expect(await replicaB.get("k", async () => "new")).toBe("new");
  });
});
