import { test, expect, isJsProject } from "./fixtures";
import { toastWith } from "./support/cart";
import { signInNewCustomer } from "./support/customers";
import { demoLocation, setPrefs } from "./support/session";

/**
 * Chat (issue 14 item 6; foundations §2 /chatting), one journey per project: with JavaScript
 * in English, without it in Arabic. A new customer opens a store's page, follows its Chat link
 * to a new conversation, sends a text (and, with JavaScript, a picture), reads it in the thread
 * as their own bubble and finds the conversation in the list with its last message; then, signed
 * out, /chatting asks them to sign in. What the backend refuses (other customers' ids, sizes,
 * types) is covered by tests/routes/chat.test.ts and tests/backend/chat.test.ts.
 */
const TEXTS = {
  en: {
    chat: "Chat",
    message: "Message",
    send: "Send",
    empty: "No messages yet. Say hello!",
    images: /Add up to 3 images/,
    you: "You:",
    picture: "Picture 1 of the message",
    loginRequired: "You must be login to access this page.",
  },
  ar: {
    chat: "محادثة",
    message: "الرسالة",
    send: "إرسال",
    empty: "لا توجد رسائل بعد. ابدأ بالتحية!",
    images: /أضف حتى 3 صور/,
    you: "أنت:",
    picture: "الصورة 1 من الرسالة",
    loginRequired: "يجب تسجيل الدخول للوصول إلى هذه الصفحة.",
  },
} as const;

/** A grocery store of the demo zone, open around the clock. */
const STORE = { slug: "corner-mini-mart" };

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a customer writes to a store from its page and finds the conversation; a guest is asked to sign in", async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = isJsProject(testInfo);
  const lang = js ? "en" : "ar";
  const T = TEXTS[lang];
  const prefix = lang === "ar" ? "/ar" : "";
  const prefs = await demoLocation(request, "grocery");
  await setPrefs(context, baseURL!, { ...prefs, theme: js ? "light" : "dark" });
  await signInNewCustomer(context, request, baseURL!);

  await page.goto(`${prefix}/store/${STORE.slug}?module_id=${prefs.moduleId}`);
  const storeName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("main").getByRole("link", { name: T.chat, exact: true }).click();
  await expect(page).toHaveURL(/\/chatting\?type=vendor&storeId=\d+&chatFrom=true$/);
  const thread = page.getByRole("region", { name: storeName });
  await expect(thread.getByRole("heading", { level: 2 })).toHaveText(storeName);
  await expect(thread.getByText(T.empty)).toBeVisible();

  const text = `${js ? "Do you have" : "هل لديكم"} ${Date.now().toString(36)}?`;
  await thread.getByRole("textbox", { name: T.message }).fill(text);
  if (js)
    await thread
      .getByLabel(T.images)
      .setInputFiles({ name: "shelf.png", mimeType: "image/png", buffer: PNG });
  await thread.getByRole("button", { name: T.send }).click();

  await expect(page).toHaveURL(/\/chatting\?type=vendor&conversationId=\d+$/);
  const bubble = page.getByTestId("chat-messages").getByRole("listitem").last();
  await expect(bubble).toContainText(T.you);
  await expect(bubble).toContainText(text);
  if (js) {
    const picture = bubble.getByRole("img", { name: T.picture });
    await expect(picture).toBeVisible();
    // the stored picture itself, served back (lazy: it may still be loading)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
  }
  // the composer is empty again, ready for the next message
  await expect(thread.getByRole("textbox", { name: T.message })).toHaveValue("");
  const entry = page
    .getByTestId("chat-conversations")
    .getByRole("link", { name: new RegExp(storeName) });
  await expect(entry).toContainText(text);
  await expect(entry).toHaveAttribute("aria-current", "page");
  await checkA11y(page);

  // Signed out: the chat asks to sign in, with the spec's message.
  await context.clearCookies({ name: "__session" });
  await page.goto(`${prefix}/chatting?type=vendor`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/auth/sign-in\\?from=`));
  await expect(toastWith(page, T.loginRequired)).toBeVisible();
});
