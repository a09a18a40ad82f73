import express from "express";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createBackend } from "../../backend/app";

/**
 * A stand-in 6amMart API that answers like the reference backend until told to be hostile
 * (issue 28 item 2): a path answering N bytes of valid JSON, or every list ×N. Bodies are
 * streamed with back-pressure, so the stand-in sends only as much as the storefront reads —
 * and counts it.
 */
export interface HostileUpstream {
  baseUrl: string;
  /** `/api/v1` paths (regex) answered with this many bytes of a JSON list of categories. */
  huge: { path: RegExp; bytes: number } | null;
  /** Every JSON answer with each list's items repeated this many times (1: as is). */
  enlarge: number;
  /** Bytes written by the hostile answers so far. */
  sentBytes: number;
  close: () => Promise<void>;
}

const CATEGORY = (id: number) =>
  JSON.stringify({
    id,
    name: `Category ${id}`,
    image_full_url: null,
    parent_id: 0,
    position: 0,
    status: 1,
    module_id: 1,
    childes: [],
  });

export async function startHostileUpstream(): Promise<HostileUpstream> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-upstream-"));
  const backend = createBackend({ databasePath: path.join(dir, "db.sqlite"), orderStepSeconds: 0 });
  const app = express();
  const state: HostileUpstream = {
    baseUrl: "",
    huge: null,
    enlarge: 1,
    sentBytes: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backend.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };

  app.use("/api/v1", (req, res, next) => {
    if (state.huge && state.huge.path.test(req.path)) {
      return streamParts(res, state, hugeList(state.huge.bytes));
    }
    if (state.enlarge > 1) {
      res.json = (body: unknown) => {
        streamParts(res, state, enlarged(body, state.enlarge));
        return res;
      };
    }
    next();
  });
  app.use("/api/v1", backend.api);

  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  return state;
}

/** A JSON list of categories of about `bytes` bytes, one item at a time. */
function* hugeList(bytes: number): Generator<string> {
  yield "[";
  let written = 1;
  for (let id = 1; written < bytes; id++) {
    const item = (id > 1 ? "," : "") + CATEGORY(id);
    written += item.length;
    yield item;
  }
  yield "]";
}

/**
 * `value` as JSON with every list's items repeated `factor` times — once per path: lists inside
 * a repeated item are left as they are (else the answer grows as factor^depth). Each item is
 * serialised once and written `factor` times, so the stand-in never holds the whole answer.
 */
function* enlarged(value: unknown, factor: number): Generator<string> {
  if (Array.isArray(value)) {
    if (value.length === 0) return yield "[]";
    const items = value.map((item) => JSON.stringify(item ?? null));
    yield "[";
    for (let round = 0; round < factor; round++) {
      for (const [i, item] of items.entries()) yield (round || i ? "," : "") + item;
    }
    return yield "]";
  }
  if (value !== null && typeof value === "object") {
    yield "{";
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      yield `${first ? "" : ","}${JSON.stringify(key)}:`;
      first = false;
      yield* enlarged(item, factor);
    }
    return yield "}";
  }
  yield JSON.stringify(value ?? null);
}

/** Writes the parts with back-pressure; stops when the client goes away. */
function streamParts(res: express.Response, state: HostileUpstream, parts: Iterator<string>) {
  res.status(res.statusCode || 200);
  res.setHeader("Content-Type", "application/json");
  let batch = "";
  const pump = () => {
    for (;;) {
      if (res.destroyed) return;
      const next = parts.next();
      if (!next.done) batch += next.value;
      if (batch.length >= 64 * 1024 || (next.done && batch)) {
        state.sentBytes += batch.length;
        const ok = res.write(batch);
        batch = "";
        if (!ok) return void res.once("drain", pump);
      }
      if (next.done) return void res.end();
    }
  };
  pump();
}
