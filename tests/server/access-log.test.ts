import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createServerApp } from "../../server/app";
import { parseEnv } from "../../server/env";
import { createBackend, type Backend } from "../../backend/app";

/**
 * Issue 28 item 11: the payment page's URL carries the single-use payment token and the
 * customer's (or guest's) id, and a page's Referer can carry the same; the access log must not.
 * The real server app (embedded backend, which answers /payment-mobile), in both log formats,
 * with the log line read off stdout.
 */
const SECRETS = ["tok-5ecret-1234", "guest-0000-7777", "cust-31337", "+971500009999", "pw-secret"];
const TARGET =
  "/payment-mobile?order_id=100042&customer_id=cust-31337&payment_method=stripe" +
  "&payment_platform=web&callback=https%3A%2F%2Fshop.example%2Forder-placed" +
  "&payment_token=tok-5ecret-1234";
const REFERER =
  "https://shop.example/track-order?order_id=100042&contact_number=%2B971500009999" +
  "&guest_id=guest-0000-7777&Token=tok-5ecret-1234&password=pw-secret";

let backend: Backend;
beforeAll(() => {
  backend = createBackend({ databasePath: ":memory:", orderStepSeconds: 0 });
});
afterAll(() => backend?.close());
afterEach(() => vi.restoreAllMocks());

async function logLineFor(nodeEnv: "production" | "development"): Promise<string> {
  const env = parseEnv({ NODE_ENV: nodeEnv, SESSION_SECRET: "log-test" });
  const app = createServerApp({
    env,
    getBuild: () => Promise.reject(new Error("no build in this test")),
    backend,
    apiBaseUrl: () => "http://127.0.0.1/api/v1",
  });
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, "write").mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    written.push(String(chunk));
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      // From another address than the loopback the log skips for API calls: any client is
      // logged for /payment-mobile, which is not under /api/.
      const req = http.get(
        { host: "127.0.0.1", port, path: TARGET, headers: { Referer: REFERER } },
        (res) => {
          res.resume();
          res.on("end", resolve);
        },
      );
      req.on("error", reject);
    });
    // morgan writes when the response finishes, which can be just after the client has it.
    for (let i = 0; i < 50 && !written.some((l) => l.includes("/payment-mobile")); i++)
      await new Promise((r) => setTimeout(r, 10));
  } finally {
    server.close();
  }
  return written.find((l) => l.includes("/payment-mobile")) ?? "";
}

describe("the access log", () => {
  it.each(["production", "development"] as const)(
    "(%s) keeps the path and plain parameters but no credential",
    async (nodeEnv) => {
      const line = await logLineFor(nodeEnv);
      expect(line).toContain("/payment-mobile?order_id=100042");
      expect(line).toContain("payment_method=stripe");
      expect(line).toContain("payment_token=REDACTED");
      expect(line).toContain("customer_id=REDACTED");
      for (const secret of SECRETS) {
        expect(line).not.toContain(secret);
        expect(line).not.toContain(encodeURIComponent(secret));
      }
      if (nodeEnv === "production") {
        // The combined format's Referer, redacted the same way.
        expect(line).toContain("contact_number=REDACTED");
        expect(line).toContain("guest_id=REDACTED");
        expect(line).toContain("Token=REDACTED");
      }
    },
  );
});
