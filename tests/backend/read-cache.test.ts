import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeById } from "../../backend/services/row-lookups";
import { fixedClock } from "./catalogue-fixtures";
import { startApi, type ApiHarness } from "./harness";

/**
 * Rows and listings kept between requests (backend/db/read-cache.ts) must never outlive a
 * change: whoever writes, the next answer shows it.
 */

const FOOD = { moduleId: "2", zoneId: "[1]" };
const ITEM = 1;

const dir = mkdtempSync(join(tmpdir(), "souq-read-cache-"));
const file = join(dir, "db.sqlite");
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ databasePath: file, now: fixedClock });
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

const details = async () => {
  const { status, body } = await api.call(`/items/details/${ITEM}`, { headers: FOOD });
  expect(status).toBe(200);
  return body as { name: string; store_name: string; module: { module_name: string } };
};
const popularNames = async () => {
  const { body } = await api.call("/items/popular", { headers: FOOD, query: { type: "all" } });
  return (body.products as { name: string }[]).map((p) => p.name);
};

describe("rows kept between requests", () => {
  it("show a write through the backend's own connection on the next request", async () => {
    const before = await details();
    expect(before.name).not.toBe("Renamed dish");
    await popularNames(); // the listing is kept too
    api.backend.db.prepare("UPDATE items SET name = 'Renamed dish' WHERE id = ?").run(ITEM);
    api.backend.db
      .prepare(
        "UPDATE stores SET name = 'Renamed store' WHERE id = (SELECT store_id FROM items WHERE id = ?)",
      )
      .run(ITEM);
    api.backend.db.prepare("UPDATE modules SET module_name = 'Renamed module' WHERE id = 2").run();

    const after = await details();
    expect(after.name).toBe("Renamed dish");
    expect(after.store_name).toBe("Renamed store");
    expect(after.module.module_name).toBe("Renamed module");
  });

  it("show another process's commit (an operator's tool) on the next request", async () => {
    // read first, so that the rows and the listing are kept
    expect((await details()).store_name).not.toBe("Operator store");
    expect((await popularNames())[0]).not.toBe("Operator dish");
    const operator = new Database(file);
    try {
      operator.prepare("UPDATE items SET name = 'Operator dish' WHERE id = ?").run(ITEM);
      operator.prepare("UPDATE items SET order_count = 1000000 WHERE id = ?").run(ITEM);
      operator
        .prepare(
          "UPDATE stores SET name = 'Operator store' WHERE id = (SELECT store_id FROM items WHERE id = ?)",
        )
        .run(ITEM);
    } finally {
      operator.close();
    }
    expect((await details()).store_name).toBe("Operator store");
    // a listing's order follows the new counts: the item is now the most popular
    expect((await popularNames())[0]).toBe("Operator dish");
  });

  it("never keep what a transaction read before it rolled back", () => {
    const db = api.backend.db;
    const storeId = 1;
    const original = storeById(db, storeId)!.name;
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE stores SET name = 'Rolled back' WHERE id = ?").run(storeId);
        expect(storeById(db, storeId)!.name).toBe("Rolled back");
        throw new Error("roll back");
      })(),
    ).toThrow("roll back");
    expect(storeById(db, storeId)!.name).toBe(original);
  });

  it("are frozen: a caller changing a kept row fails loudly instead of changing later answers", () => {
    const row = storeById(api.backend.db, 1)!;
    expect(() => {
      (row as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });
});
