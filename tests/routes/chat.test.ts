import type { SubmissionResult } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { action, loader } from "~/routes/($lang).chatting";
import { receiverReply } from "../../backend/services/chat";
import { BURGER_STORE } from "../backend/commerce-helpers";
import { cookieFor, toastKeysAfter } from "./header-test-support";
import { answerOf, shopSuite } from "./order-kit";
import { png as pngOf } from "../fixtures/images";

/**
 * /chatting (issue 14 item 6) against the real reference backend: a guest is sent to sign in
 * with the spec's toast; a customer starts a conversation with a store from its page's link,
 * reads it in the list and the thread (own and the store's bubbles, older pages), sends text
 * and images (refusals keep the text); and nobody reads or writes another customer's
 * conversation by its id.
 */
const shop = shopSuite();

const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const png = (name = "photo.png") => new File([PNG], name, { type: "image/png" });

async function args(path: string, token: string | undefined, form?: FormData) {
  const request = new Request(`http://shop.test${path}`, {
    method: form ? "POST" : "GET",
    body: form,
    headers: { Cookie: await cookieFor({ token }) },
  });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${shop.api.baseUrl}/api/v1`,
    apiTimeoutMs: 3000,
    forwardHost: false,
  });
  return { request, context, params: {} };
}

type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
const page = async (path: string, token: string) => (await loader(await args(path, token))) as Page;

function formOf(message: string, images: File[] = []) {
  const form = new FormData();
  form.set("message", message);
  for (const image of images) form.append("image", image);
  return form;
}

const send = (path: string, token: string | undefined, form: FormData) =>
  answerOf(async () => action(await args(path, token, form)));

const refusalOf = (answer: unknown) => {
  const body = (answer as { data: { result: SubmissionResult<string[]> } }).data;
  return { status: (answer as { init: { status: number } }).init.status, result: body.result };
};

describe("/chatting", () => {
  it("sends a guest to sign in with 'You must be login to access this page.'", async () => {
    const answer = await answerOf(async () =>
      loader(await args("/chatting?type=vendor", undefined)),
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/auth/sign-in?from=${encodeURIComponent("/chatting?type=vendor")}`,
    );
    expect(await toastKeysAfter(response)).toEqual(["toasts.loginRequired"]);
    const post = await send("/ar/chatting?type=vendor&id=7", undefined, formOf("hi"));
    expect((post as Response).headers.get("Location")).toMatch(/^\/ar\/auth\/sign-in\?from=/);
  });

  it("starts a conversation from the store page's link, then lists and reads it", async () => {
    const start = `/chatting?type=vendor&storeId=${BURGER_STORE}&chatFrom=true`;
    const fresh = await page(start, shop.demo);
    expect(fresh.thread).toMatchObject({
      state: "open",
      conversationId: null,
      name: "Smash Burger Lab",
    });
    expect(fresh.thread?.state === "open" && fresh.thread.messages).toEqual([]);
    expect(fresh.listOnly).toBe(false);

    const sent = (await send(
      start,
      shop.demo,
      formOf("  Is the smash burger spicy?  "),
    )) as Response;
    expect(sent.status).toBe(303);
    const location = sent.headers.get("Location")!;
    expect(location).toMatch(/^\/chatting\?type=vendor&conversationId=\d+$/);
    const conversationId = Number(new URL(location, "http://x").searchParams.get("conversationId"));

    receiverReply(
      shop.api.backend.db,
      conversationId,
      "Mildly, yes.",
      shop.api.clock.now.toISOString(),
    );
    const thread = await page(location, shop.demo);
    expect(thread.thread?.state).toBe("open");
    if (thread.thread?.state !== "open") return;
    expect(thread.thread.messages.map((m) => [m.own, m.text])).toEqual([
      [true, "Is the smash burger spicy?"],
      [false, "Mildly, yes."],
    ]);
    expect(thread.thread.messages[0].time).toMatch(/\d{2}:\d{2}/);
    expect(thread.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        name: "Smash Burger Lab",
        snippet: "Mildly, yes.",
        active: true,
        href: `/chatting?type=vendor&conversationId=${conversationId}`,
      }),
    ]);

    // the list-only view (the one that refreshes itself without JavaScript), and a search
    const list = await page("/ar/chatting?type=vendor", shop.demo);
    expect(list.listOnly).toBe(true);
    expect(list.conversations[0].href).toBe(
      `/ar/chatting?type=vendor&conversationId=${conversationId}`,
    );
    expect((await page("/chatting?type=vendor&q=smash", shop.demo)).conversations).toHaveLength(1);
    expect((await page("/chatting?type=vendor&q=pizza", shop.demo)).conversations).toHaveLength(0);
    expect((await page("/chatting?type=admin", shop.demo)).conversations).toHaveLength(0);
  });

  it("sends images, pages older messages, and keeps the text when a post is refused", async () => {
    const base = `/chatting?type=vendor&storeId=${BURGER_STORE}`;
    const first = (await send(
      base,
      shop.demo,
      formOf("", [png("a.png"), png("b.png")]),
    )) as Response;
    expect(first.status).toBe(303);
    const location = first.headers.get("Location")!;
    for (let i = 1; i <= 25; i++) {
      expect(((await send(location, shop.demo, formOf(`line ${i}`))) as Response).status).toBe(303);
    }
    const latest = await page(location, shop.demo);
    if (latest.thread?.state !== "open") throw new Error("thread not open");
    expect(latest.thread.messages).toHaveLength(25);
    expect(latest.thread.messages.at(-1)?.text).toBe("line 25");
    expect(latest.thread.olderHref).toBe(`${location}&older=2`);
    const older = await page(latest.thread.olderHref!, shop.demo);
    if (older.thread?.state !== "open") throw new Error("thread not open");
    const pictures = older.thread.messages.flatMap((m) => m.images);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    const served = await fetch(pictures.at(-1)!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    const four = refusalOf(
      await send(location, shop.demo, formOf("four", [png(), png(), png(), png()])),
    );
    expect(four.status).toBe(400);
    expect(four.result.error).toEqual({ image: ["chat:errors.tooManyImages"] });
    expect(four.result.initialValue).toMatchObject({ message: "four" });

    const pdf = new File(["%PDF-1.4"], "menu.pdf", { type: "application/pdf" });
    const notImage = refusalOf(await send(location, shop.demo, formOf("see attached", [pdf])));
    expect(notImage.result.error).toEqual({ "image[0]": ["chat:errors.imageType"] });
    expect(notImage.result.initialValue).toMatchObject({ message: "see attached" });

    // Issue 28: 20000 × 20000 pixels in a few hundred kilobytes, refused before the backend.
    const huge = new File([pngOf(20000, 20000)], "huge.png", { type: "image/png" });
    const tooLarge = refusalOf(await send(location, shop.demo, formOf("huge", [huge])));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.result.error).toEqual({ image: ["chat:errors.imageDimensions"] });
    expect(tooLarge.result.initialValue).toMatchObject({ message: "huge" });

    const empty = refusalOf(await send(location, shop.demo, formOf("   ")));
    expect(empty.result.error).toEqual({ message: ["chat:errors.empty"] });

    // a file that says image/png but is not one: the backend's refusal, on the image field
    const fake = new File(["<html>"], "x.png", { type: "image/png" });
    const sniffed = refusalOf(await send(location, shop.demo, formOf("fake", [fake])));
    expect(Object.keys(sniffed.result.error ?? {})).toEqual(["image"]);
    expect(sniffed.result.initialValue).toMatchObject({ message: "fake" });
  });

  it("never shows or writes into another customer's conversation by its id", async () => {
    const mine = (await send(
      `/chatting?type=vendor&storeId=${BURGER_STORE}`,
      shop.demo,
      formOf("demo's secret"),
    )) as Response;
    const id = new URL(mine.headers.get("Location")!, "http://x").searchParams.get(
      "conversationId",
    );

    const peek = await page(`/chatting?type=vendor&conversationId=${id}`, shop.sara);
    expect(peek.thread).toEqual({ state: "notFound" });
    expect(JSON.stringify(peek)).not.toContain("secret");
    expect(peek.conversations.map((c) => String(c.id))).not.toContain(id);

    const write = refusalOf(
      await send(`/chatting?type=vendor&conversationId=${id}`, shop.sara, formOf("sara was here")),
    );
    expect(write.status).toBe(404);
    expect(write.result.error).toEqual({ "": ["chat:errors.notFound"] });
    const demoView = await page(`/chatting?type=vendor&conversationId=${id}`, shop.demo);
    expect(JSON.stringify(demoView)).not.toContain("sara was here");

    // the inbox link of an order's delivery man (/profile?page=inbox… forwards here): the
    // demo customer's delivered order 100001 was carried by delivery man 1; Sara has none
    const inbox = "/chatting?type=delivery_man&id=1&routeName=delivery_man_id&chatFrom=true";
    expect((await page(inbox, shop.demo)).thread).toMatchObject({ state: "open", messages: [] });
    const sentToDm = (await send(
      `${inbox}&orderId=100001`,
      shop.demo,
      formOf("Thank you!"),
    )) as Response;
    expect(sentToDm.headers.get("Location")).toMatch(
      /^\/chatting\?type=delivery_man&conversationId=\d+$/,
    );
    const dmThread = await page(sentToDm.headers.get("Location")!, shop.demo);
    expect(dmThread.thread).toMatchObject({ state: "open", name: expect.any(String) });
    const dm = await page(inbox, shop.sara);
    expect(dm.thread).toEqual({ state: "notFound" });
    const dmWrite = refusalOf(await send(inbox, shop.sara, formOf("hello")));
    expect(dmWrite.status).toBe(404);
  });

  it("answers malformed parameters with the plain list, never a 500", async () => {
    for (const query of [
      "type=robots&conversationId=abc",
      "conversationId=-4&older=9999&list=0",
      "type=vendor&storeId=99999999",
      "id=1e3&type=admin",
    ]) {
      const data = await page(`/chatting?${query}`, shop.demo);
      expect(["vendor", "admin", "delivery_man"]).toContain(data.type);
    }
    expect((await page("/chatting?type=vendor&storeId=99999999", shop.demo)).thread).toEqual({
      state: "notFound",
    });
  });
});
