import { deflateSync, crc32 } from "node:zlib";
import Database from "better-sqlite3";
import { test, expect, isJsProject } from "./fixtures";
import { loginLayout, withBackendSettings } from "./support/backend-settings";
import { toastWith } from "./support/cart";
import { signInAs, signUpCustomer } from "./support/customers";
import { demoLocation, setPrefs } from "./support/session";

/**
 * The profile and the account pages (issue 14 items 4–5), one journey per project — with
 * JavaScript in English (light), without it in Arabic (dark): a new customer edits the profile
 * (an unchanged submit warns; a photo — cropped square in the browser with JavaScript, refused
 * when not square without it; the name; a new e-mail confirmed with its code in the dialog),
 * then converts loyalty points and finds the transaction in the wallet (with JavaScript, also
 * adds fund through the demo gateway). The rules, refusals,
 * flags and other customers' data are covered in tests/routes/profile.test.ts and
 * account.test.ts; the read-only pages (coupons, referral code, settings) are audited once.
 */
const TEXTS = {
  en: {
    profile: "Profile",
    edit: "Edit Personal Details",
    update: "Update Profile",
    noChanges: "No changes found to update.",
    photo: "Profile photo",
    notSquare: "The photo must be square (1:1). Crop it and choose it again.",
    name: "Name",
    email: "Email",
    otpTitle: "Verify your email",
    code: "Verification code",
    verify: "Verify",
    updated: "Updated successfully.",
    deleteAccount: "Delete account",
    deleteConfirm: "Delete your account?",
    cancel: "Cancel",
    loyalty: "Loyalty Points",
    points: "Points to convert",
    convert: "Convert",
    transferred: "Point to wallet transfer successfully.",
    wallet: "Wallet",
    converted: "Converted from loyalty points",
    loyaltyTab: "Loyalty points",
    yourPoints: "Your points",
  },
  ar: {
    profile: "الملف الشخصي",
    edit: "تعديل البيانات الشخصية",
    update: "تحديث الملف الشخصي",
    noChanges: "لم يتم العثور على تغييرات لتحديثها.",
    photo: "صورة الملف الشخصي",
    notSquare: "يجب أن تكون الصورة مربعة (1:1). قصّها واخترها مرة أخرى.",
    name: "الاسم",
    email: "البريد الإلكتروني",
    otpTitle: "تحقق من بريدك الإلكتروني",
    code: "رمز التحقق",
    verify: "تحقق",
    updated: "تم التحديث بنجاح.",
    deleteAccount: "حذف الحساب",
    deleteConfirm: "هل تريد حذف حسابك؟",
    cancel: "إلغاء",
    loyalty: "نقاط الولاء",
    points: "النقاط المراد تحويلها",
    convert: "تحويل",
    transferred: "تم تحويل النقاط إلى المحفظة بنجاح.",
    wallet: "المحفظة",
    converted: "محوّل من نقاط الولاء",
    loyaltyTab: "نقاط الولاء",
    yourPoints: "نقاطك",
  },
} as const;

/** A real PNG of one colour (what the browser's canvas can read and crop). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Loyalty points are earned on delivered orders over weeks: the test's customer is given them
 * straight in the suite's database (E2E_DB_PATH, as serving.spec.ts reads it).
 */
function givePoints(phone: string, points: number) {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE users SET loyalty_point = ? WHERE phone = ?").run(points, phone);
  } finally {
    db.close();
  }
}

test("a customer edits the profile (photo, name, e-mail with its code), then converts loyalty points to the wallet", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const js = isJsProject(test.info());
  const lang = js ? "en" : "ar";
  const T = TEXTS[lang];
  const prefix = js ? "" : "/ar";
  const customer = await signUpCustomer(request);
  givePoints(customer.phone, 300);
  await signInAs(context, baseURL!, { token: customer.token });
  await setPrefs(context, baseURL!, {
    ...(await demoLocation(request, "grocery")),
    theme: js ? "light" : "dark",
  });
  const newEmail = customer.email.replace("@", ".new@");

  // E-mail changes are confirmed by a code only while e-mail verification is on.
  await withBackendSettings(
    request,
    loginLayout(["manual", "otp"], { phone: true, email: true }),
    async () => {
      await page.goto(`${prefix}/profile`);
      await expect(page.getByRole("heading", { level: 1, name: T.profile })).toBeVisible();
      await expect(page.getByText("Layla Haddad")).toBeVisible();
      if (js) {
        // The delete confirmation, audited open, then left with Cancel.
        await page.getByRole("link", { name: T.deleteAccount }).click();
        const confirm = page.getByRole("alertdialog", { name: T.deleteConfirm });
        await expect(confirm).toBeVisible();
        await checkA11y(page);
        await confirm.getByRole("link", { name: T.cancel }).click();
        await expect(confirm).toBeHidden();
      }

      await page.getByRole("link", { name: T.edit }).click();
      await expect(page.getByRole("heading", { level: 1, name: T.edit })).toBeVisible();
      const form = page.getByRole("region", { name: T.edit });
      await page.getByRole("button", { name: T.update }).click();
      await expect(page.getByRole("alert").filter({ hasText: T.noChanges })).toBeVisible();

      if (!js) {
        // Without JavaScript nothing crops the picture: a wide one is refused, the rest kept.
        await form.getByLabel(T.name, { exact: true }).fill("Layla Nasser");
        await form
          .getByLabel(T.photo, { exact: true })
          .setInputFiles({ name: "wide.png", mimeType: "image/png", buffer: png(60, 40) });
        await page.getByRole("button", { name: T.update }).click();
        await expect(page.getByText(T.notSquare)).toBeVisible();
        await expect(form.getByLabel(T.name, { exact: true })).toHaveValue("Layla Nasser");
      }
      // With JavaScript the wide picture is cropped to its square before it is sent.
      await form.getByLabel(T.photo, { exact: true }).setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: js ? png(60, 40) : png(48, 48),
      });
      await form.getByLabel(T.name, { exact: true }).fill("Layla Nasser");
      await form.getByLabel(T.email, { exact: true }).fill(newEmail);
      await page.getByRole("button", { name: T.update }).click();

      const dialog = page.getByRole("dialog", { name: T.otpTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(newEmail)).toBeVisible();
      if (!js) await checkA11y(page);
      await dialog.getByLabel(T.code).fill("123456");
      await dialog.getByRole("button", { name: T.verify }).click();
      await expect(toastWith(page, T.updated)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: T.profile })).toBeVisible();
      await expect(page.getByText("Layla Nasser")).toBeVisible();
      await expect(page.getByText(newEmail)).toBeVisible();
      const picture = page.getByRole("img", { name: T.photo });
      await expect(picture).toHaveAttribute(
        "src",
        /\/storage\/app\/public\/profile\/[a-f0-9]{32}\.png$/,
      );
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(js ? 40 : 48);
    },
  );

  await page.goto(`${prefix}/loyalty-points`);
  await expect(page.getByRole("heading", { level: 1, name: T.loyalty })).toBeVisible();
  await page.getByLabel(T.points).fill("200");
  await page.getByRole("button", { name: T.convert }).click();
  await expect(toastWith(page, T.transferred)).toBeVisible();
  await expect(page.getByRole("region", { name: T.yourPoints })).toContainText("100");

  await page.goto(`${prefix}/wallet`);
  await page.getByRole("main").getByRole("link", { name: T.loyaltyTab }).click();
  await expect(page).toHaveURL(/type=loyalty_point/);
  const row = page.getByRole("listitem").filter({ hasText: T.converted });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("20.00");

  if (js) {
    // Add fund through the demo gateway's page, back on the wallet with the fund in the list.
    await page.getByLabel("Amount").fill("50");
    await page.getByRole("button", { name: "Add fund" }).click();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Fund added to your wallet." }),
    ).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Fund added" }).first(),
    ).toContainText("50.00");
  }
});

test("the coupons, referral code and settings pages", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.skip(isJsProject(test.info()), "read-only pages: checked once, without JavaScript");
  const customer = await signUpCustomer(request);
  await signInAs(context, baseURL!, { token: customer.token });
  await setPrefs(context, baseURL!, { ...(await demoLocation(request, "grocery")), theme: "dark" });
  await page.goto("/ar/coupons");
  await expect(page.getByRole("heading", { level: 1, name: "القسائم" })).toBeVisible();
  await page.goto("/referral-code");
  await expect(page.getByRole("heading", { level: 1, name: "Referral Code" })).toBeVisible();
  await expect(page.getByText(/ref_code=/)).toBeVisible();
  await page.goto("/ar/settings");
  const light = page.getByRole("main").getByRole("button", { name: "فاتح", exact: true });
  await light.click();
  await expect(light).toHaveAttribute("aria-pressed", "true");
});

/**
 * Issue 28 item 7: a new password needs the current one. Both projects — with JavaScript in
 * English, without it in Arabic: a new password alone is refused on 'Current password'; a wrong
 * current password gets the backend's words on that field, the typed name kept and no password
 * sent back; the right one saves, and the new password signs in.
 */
test("a customer changes the password: the current one is asked for, a wrong one refused on its field", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}) => {
  const js = isJsProject(test.info());
  const W = js
    ? {
        region: "Edit Personal Details",
        name: "Name",
        current: "Current password",
        password: "Password",
        confirm: "Confirm Password",
        update: "Update Profile",
        needsCurrent: "Enter your current password to set a new one.",
        wrongCurrent: "The current password is incorrect.",
        updated: "Updated successfully.",
      }
    : {
        region: "تعديل البيانات الشخصية",
        name: "الاسم",
        current: "كلمة المرور الحالية",
        password: "كلمة المرور",
        confirm: "تأكيد كلمة المرور",
        update: "تحديث الملف الشخصي",
        needsCurrent: "أدخل كلمة المرور الحالية لتعيين كلمة مرور جديدة.",
        wrongCurrent: "كلمة المرور الحالية غير صحيحة.",
        updated: "تم التحديث بنجاح.",
      };
  const customer = await signUpCustomer(request);
  await signInAs(context, baseURL!, { token: customer.token });
  await page.goto(`${js ? "" : "/ar"}/profile?page=profile-settings`);
  const form = page.getByRole("region", { name: W.region });
  const current = form.getByLabel(W.current, { exact: true });
  const password = form.getByLabel(W.password, { exact: true });
  const confirm = form.getByLabel(W.confirm, { exact: true });

  await form.getByLabel(W.name, { exact: true }).fill("Layla Renamed");
  await password.fill("brand-new-pass-1");
  await confirm.fill("brand-new-pass-1");
  await page.getByRole("button", { name: W.update }).click();
  await expect(form.getByText(W.needsCurrent)).toBeVisible();

  if (!js) {
    await password.fill("brand-new-pass-1");
    await confirm.fill("brand-new-pass-1");
  }
  await current.fill("not-my-password");
  await page.getByRole("button", { name: W.update }).click();
  await expect(form.getByText(W.wrongCurrent)).toBeVisible();
  await expect(form.getByLabel(W.name, { exact: true })).toHaveValue("Layla Renamed");
  await expect(current).toHaveValue("");
  await expect(password).toHaveValue("");
  await checkA11y(page);

  await current.fill("e2e-secret-1");
  await password.fill("brand-new-pass-1");
  await confirm.fill("brand-new-pass-1");
  await page.getByRole("button", { name: W.update }).click();
  await expect(toastWith(page, W.updated)).toBeVisible();
  const login = await request.post("/api/v1/auth/login", {
    data: {
      login_type: "manual",
      email_or_phone: customer.phone,
      password: "brand-new-pass-1",
    },
  });
  expect(((await login.json()) as { token?: string }).token).toMatch(/.{20,}/);
});
