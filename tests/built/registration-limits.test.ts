import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadsFolderOf } from "../../backend/services/uploads";
import { png } from "../fixtures/images";
import { startStorefront, type Storefront } from "./storefront";

/**
 * Issue 28 item 5, as the probe did it: anonymous store applications with two 2 MB pictures
 * each, straight to the API in another letter case (60 went through in 4.4 s, 240 MB). With
 * the production limit (5 accepted applications per client and hour) the sixth is refused with
 * a message, and only the accepted ones' files are on disk.
 */
let shop: Storefront;
beforeAll(async () => {
  shop = await startStorefront({
    RATE_LIMIT_GENERAL: "600",
    RATE_LIMIT_MUTATIONS: "120",
    RATE_LIMIT_AUTH: "20",
    RATE_LIMIT_APPLICATIONS: "5",
  });
});
afterAll(() => shop?.close());

/** A real PNG padded to almost 2 MB (bytes after its end are ignored by decoders). */
function picture(): Blob {
  const bytes = new Uint8Array(2 * 1024 * 1024 - 1024);
  bytes.set(png(640, 480));
  return new Blob([bytes], { type: "image/png" });
}

async function application(n: number) {
  const form = new FormData();
  const fields = {
    f_name: "Probe",
    l_name: `Store ${n}`,
    email: `probe${n}@stores.test`,
    phone: `+97155770${String(n).padStart(4, "0")}`,
    password: "Souq#Store2026",
    translations: JSON.stringify([
      { locale: "en", key: "name", value: `Probe store ${n}` },
      { locale: "en", key: "address", value: "Boulevard 12, Downtown Dubai" },
    ]),
    latitude: "25.2048",
    longitude: "55.2708",
    zone_id: "1",
    module_id: "2",
    minimum_delivery_time: "20",
    maximum_delivery_time: "40",
    delivery_time_type: "minute",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("logo", picture(), "logo.png");
  form.append("cover_photo", picture(), "cover.png");
  const encoded = new Response(form);
  return {
    headers: { "Content-Type": encoded.headers.get("content-type")! },
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

describe("anonymous store applications", () => {
  it("stop at five per client and hour, whatever the spelling; only accepted files stay", async () => {
    const paths = [
      "/api/v1/auth/vendor/register",
      "/API/V1/AUTH/VENDOR/REGISTER",
      "/api/v1/Auth/Vendor/Register/",
    ];
    const statuses: number[] = [];
    const bodies: string[] = [];
    for (let n = 0; n < 8; n++) {
      const res = await shop.request({
        method: "POST",
        path: paths[n % paths.length],
        ...(await application(n)),
      });
      statuses.push(res.status);
      bodies.push(res.body);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(bodies[7]).toBe(
      "Too many applications from this connection. Please try again in an hour.",
    );
    const stored = fs.readdirSync(path.join(uploadsFolderOf(shop.databasePath), "store"));
    expect(stored).toHaveLength(10);
  });
});
