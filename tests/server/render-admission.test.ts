import { afterEach, describe, expect, it } from "vitest";
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { renderAdmission } from "../../server/render-admission";

/**
 * The admission queue in front of Remix (server/render-admission.ts): at most N requests render
 * at once, the rest wait in arrival order, a slot comes back when its response is over or its
 * client leaves or its lease runs out, and a client that left while waiting is never rendered.
 */
let server: http.Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

async function start(limit: number, leaseMs = 60_000) {
  const admission = renderAdmission(limit, { leaseMs });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const app = express();
  app.use(admission);
  app.get("/:name", (req, res) => {
    started.push(req.params.name);
    finishers.set(req.params.name, () => res.send(`done ${req.params.name}`));
  });
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  /** A request with its own connection; `abort` closes it from the client's side. */
  const request = (name: string) => {
    const controller = new AbortController();
    const body = fetch(`http://127.0.0.1:${port}/${name}`, {
      signal: controller.signal,
      headers: { Connection: "close" },
    }).then((r) => r.text());
    body.catch(() => {});
    return { body, abort: () => controller.abort() };
  };
  const settle = () => new Promise((r) => setTimeout(r, 60));
  return { admission, started, finishers, request, settle };
}

describe("render admission", () => {
  it("renders at most N at once and admits the rest in arrival order", async () => {
    const t = await start(2);
    const a = t.request("a");
    await t.settle();
    const b = t.request("b");
    await t.settle();
    const c = t.request("c");
    await t.settle();
    const d = t.request("d");
    await t.settle();
    expect(t.started).toEqual(["a", "b"]);
    expect(t.admission.load()).toEqual({ active: 2, waiting: 2 });

    t.finishers.get("b")!();
    expect(await b.body).toBe("done b");
    await t.settle();
    expect(t.started).toEqual(["a", "b", "c"]);

    t.finishers.get("a")!();
    t.finishers.get("c")!();
    await Promise.all([a.body, c.body]);
    await t.settle();
    expect(t.started).toEqual(["a", "b", "c", "d"]);
    t.finishers.get("d")!();
    expect(await d.body).toBe("done d");
    await t.settle();
    expect(t.admission.load()).toEqual({ active: 0, waiting: 0 });
  });

  it("gives the slot back when a rendering client leaves, and skips one that left while waiting", async () => {
    const t = await start(1);
    const a = t.request("a");
    await t.settle();
    const b = t.request("b");
    await t.settle();
    const c = t.request("c");
    await t.settle();
    expect(t.started).toEqual(["a"]);

    b.abort(); // left while waiting: never rendered
    await t.settle();
    a.abort(); // left while rendering: its slot comes back
    await t.settle();
    expect(t.started).toEqual(["a", "c"]);
    expect(t.admission.load()).toEqual({ active: 1, waiting: 0 });

    t.finishers.get("c")!();
    expect(await c.body).toBe("done c");
    await t.settle();
    expect(t.admission.load()).toEqual({ active: 0, waiting: 0 });
    // a finished render that writes after its client left releases nothing twice
    t.finishers.get("a")!();
    await t.settle();
    expect(t.admission.load()).toEqual({ active: 0, waiting: 0 });
    const e = t.request("e");
    await t.settle();
    expect(t.started).toEqual(["a", "c", "e"]);
    t.finishers.get("e")!();
    expect(await e.body).toBe("done e");
  });

  it("lets the next request start when one holds its slot past the lease, and counts nothing twice", async () => {
    // Long enough for the steps around each lease to fit inside it on a loaded machine.
    const t = await start(1, 600);
    const slow = t.request("slow"); // a client reading slowly, an API that hangs
    await t.settle();
    const next = t.request("next");
    await t.settle();
    expect(t.started).toEqual(["slow"]);
    expect(t.admission.load()).toEqual({ active: 1, waiting: 1 });

    // The first lease runs out: the next starts while the slow one is still in progress.
    await expect.poll(() => t.started, { timeout: 2_000, interval: 20 }).toEqual(["slow", "next"]);
    expect(t.admission.load()).toEqual({ active: 1, waiting: 0 });

    // the request past its lease still answers, and its end gives back nothing it no longer holds
    t.finishers.get("slow")!();
    expect(await slow.body).toBe("done slow");
    await t.settle();
    expect(t.admission.load()).toEqual({ active: 1, waiting: 0 });
    t.finishers.get("next")!();
    expect(await next.body).toBe("done next");
    await t.settle();
    expect(t.admission.load()).toEqual({ active: 0, waiting: 0 });
  });
});
