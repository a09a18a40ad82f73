import { describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { DEMO, SARA, bearer, commerceSuite, loginAs } from "./commerce-helpers";
import { gif } from "../fixtures/images";

/**
 * customer/update-profile with a photo (contract §7.4; issue 14 item 4): multipart `image`,
 * jpg/png/gif by its bytes, ≤ 2048 KB, stored and served back under storage/app/public/profile/
 * — only when the change is saved, never while an OTP is pending.
 */
const suite = commerceSuite();
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

function profileForm(fields: Record<string, string>, image?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", image);
  return form;
}

async function update(token: string, form: FormData) {
  const res = await fetch(new URL("/api/v1/customer/update-profile", suite.api.baseUrl), {
    method: "POST",
    headers: { Accept: "application/json", ...bearer(token) },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      message?: string;
      verification_on?: string;
      otp_send?: boolean;
      errors: { code: string }[];
    },
  };
}

const info = async (token: string) =>
  (await suite.api.call("/customer/info", { headers: bearer(token, { "X-localization": "en" }) }))
    .body;

describe("update-profile photo", () => {
  const demoFields = { name: "Demo Customer", email: DEMO.email, phone: DEMO.phone };

  it("stores a PNG and serves it back; the next photo replaces it", async () => {
    const first = await update(
      suite.token,
      profileForm(demoFields, new File([PNG], "me.png", { type: "image/png" })),
    );
    expect(first).toMatchObject({ status: 200, body: { message: "Successfully updated!" } });
    const { image_full_url: url } = await info(suite.token);
    expect(url).toMatch(/\/storage\/app\/public\/profile\/[a-f0-9]{32}\.png$/);
    const served = await fetch(url.replace(/^https?:\/\/[^/]+/, suite.api.baseUrl));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    await update(suite.token, profileForm(demoFields, new File([PNG], "b.png")));
    const gone = await fetch(url.replace(/^https?:\/\/[^/]+/, suite.api.baseUrl));
    expect(gone.status).toBe(404);
  });

  it("refuses a non-image and a picture over 2 MB, keeping the old photo", async () => {
    const before = (await info(suite.token)).image_full_url;
    const html = await update(
      suite.token,
      profileForm(demoFields, new File(["<html>hi</html>"], "x.png", { type: "image/png" })),
    );
    expect(html.status).toBe(403);
    expect(html.body.errors[0]).toMatchObject({ code: "image" });
    const big = new Uint8Array(2048 * 1024 + 10);
    big.set(PNG);
    const large = await update(suite.token, profileForm(demoFields, new File([big], "big.png")));
    expect(large.status).toBe(403);
    expect(large.body.errors[0].code).toBe("image");
    expect((await info(suite.token)).image_full_url).toBe(before);
  });

  it("refuses a picture past 8000 pixels a side, keeping the old photo (issue 28)", async () => {
    const before = (await info(suite.token)).image_full_url;
    const huge = await update(
      suite.token,
      profileForm(demoFields, new File([gif([20000, 20000])], "me.gif", { type: "image/gif" })),
    );
    expect(huge.status).toBe(403);
    expect(huge.body.errors[0]).toEqual({
      code: "image",
      message: "The image has invalid image dimensions.",
    });
    expect((await info(suite.token)).image_full_url).toBe(before);
  });

  it("keeps nothing while the new e-mail waits for its code", async () => {
    const login = { manual_login_status: 1, otp_login_status: 1, phone_verification_status: 1 };
    writeSettings(suite.api.backend.db, {
      centralize_login: { ...login, email_verification_status: 1 },
    });
    const sara = await loginAs(suite.api, SARA);
    const before = await info(sara);
    const prompt = await update(
      sara,
      profileForm(
        { name: "Sara New", email: "sara.new@example.com", phone: before.phone },
        new File([PNG], "me.png"),
      ),
    );
    expect(prompt.body).toMatchObject({ verification_on: "email", otp_send: true });
    const after = await info(sara);
    expect(after).toMatchObject({
      f_name: before.f_name,
      email: before.email,
      image_full_url: null,
    });
  });
});
