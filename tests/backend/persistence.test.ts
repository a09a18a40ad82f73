import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApi, type ApiHarness } from "./harness";
import { DEMO, GROCERY, NOW, loginAs } from "./commerce-helpers";

/** Issue 3: "a restart keeps users, carts and orders" — on a real file, in WAL mode. */
describe("persistence across a restart", () => {
  const dir = mkdtempSync(join(tmpdir(), "souq-persist-"));
  const databasePath = join(dir, "marketplace.sqlite");
  let api: ApiHarness | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it("keeps a new account and its cart, and does not reseed", async () => {
    api = await startApi({ databasePath, now: () => NOW });
    expect(api.backend.db.pragma("journal_mode", { simple: true })).toBe("wal");
    const signUp = await api.call("/auth/sign-up", {
      method: "POST",
      body: {
        name: "Restart Tester",
        phone: "+971509998877",
        email: "restart@souq.test",
        password: "secret123",
      },
    });
    expect(signUp.status).toBe(200);
    const token = await loginAs(api, DEMO);
    const item = api.backend.db
      .prepare(
        "SELECT id, price FROM items WHERE module_id = ? AND stock > 5 AND status = 1 ORDER BY id LIMIT 1",
      )
      .get(GROCERY) as { id: number; price: number };
    const add = await api.call("/customer/cart/add", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, moduleId: String(GROCERY), zoneId: "[1]" },
      body: { item_id: item.id, model: "Item", price: item.price, quantity: 1, variation: [] },
    });
    expect(add.status).toBe(200);
    const storesBefore = api.backend.db.prepare("SELECT COUNT(*) AS n FROM stores").get() as {
      n: number;
    };
    await api.close();

    api = await startApi({ databasePath, now: () => NOW });
    const storesAfter = api.backend.db.prepare("SELECT COUNT(*) AS n FROM stores").get() as {
      n: number;
    };
    expect(storesAfter.n).toBe(storesBefore.n);
    const cart = await api.call("/customer/cart/list", {
      headers: { Authorization: `Bearer ${token}`, moduleId: String(GROCERY) },
    });
    expect(cart.status).toBe(200);
    expect(cart.body.map((line: { item_id: number }) => line.item_id)).toContain(item.id);
    const user = api.backend.db
      .prepare("SELECT f_name FROM users WHERE phone = ?")
      .get("+971509998877") as { f_name: string };
    expect(user.f_name).toBe("Restart");
  });

  it("cleans up", () => {
    rmSync(dir, { recursive: true, force: true });
  });
});
