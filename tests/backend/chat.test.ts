import { describe, expect, it } from "vitest";
import { receiverReply } from "../../backend/services/chat";
import { BURGER_STORE, SARA, bearer, commerceSuite, loginAs } from "./commerce-helpers";
import { png } from "../fixtures/images";

/**
 * Customer chat (contract §2.3 customer/message/*, §5.12): conversations with a store, an
 * order's delivery man and the admin; paging newest first; images by multipart; and nobody
 * reads or writes into another customer's conversation by guessing its id.
 */

const suite = commerceSuite();

const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);

async function postForm(token: string, form: FormData) {
  const res = await fetch(new URL("/api/v1/customer/message/send", suite.api.baseUrl), {
    method: "POST",
    headers: { Accept: "application/json", ...bearer(token) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const send = (token: string, body: Record<string, unknown>) =>
  suite.api.call("/customer/message/send", { method: "POST", headers: bearer(token), body });

describe("customer/message", () => {
  it("opens a conversation with a store by vendor id, lists it, and pages the thread newest first", async () => {
    const first = await send(suite.token, {
      message: "Do you deliver after midnight?",
      receiver_type: "vendor",
      receiver_id: BURGER_STORE,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Message sent successfully");
    const conversation = first.body.conversation;
    expect(conversation.receiver_type).toBe("vendor");
    expect(conversation.receiver.f_name).toBe("Smash Burger Lab");
    expect(first.body.messages[0].message).toBe("Do you deliver after midnight?");
    expect(first.body.messages[0].sender_id).toBe(conversation.sender.id);

    for (let i = 1; i <= 3; i++) {
      const next = await send(suite.token, {
        message: `follow-up ${i}`,
        conversation_id: conversation.id,
      });
      expect(next.status).toBe(200);
    }
    receiverReply(
      suite.api.backend.db,
      conversation.id,
      "Until 2 am.",
      suite.api.clock.now.toISOString(),
    );

    const list = await suite.api.call("/customer/message/list", {
      headers: bearer(suite.token),
      query: { type: "vendor", limit: 10, offset: 1 },
    });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ type: "vendor", total_size: 1, limit: 10, offset: 1 });
    expect(list.body.conversations[0].last_message.message).toBe("Until 2 am.");
    expect(list.body.conversations[0].unread_message_count).toBe(1);

    const none = await suite.api.call("/customer/message/list", {
      headers: bearer(suite.token),
      query: { type: "admin" },
    });
    expect(none.body.total_size).toBe(0);

    const page2 = await suite.api.call("/customer/message/details", {
      headers: bearer(suite.token),
      query: { conversation_id: conversation.id, limit: 2, offset: 2 },
    });
    expect(page2.status).toBe(200);
    expect(page2.body.total_size).toBe(5);
    expect(page2.body.messages.map((m: { message: string }) => m.message)).toEqual([
      "follow-up 2",
      "follow-up 1",
    ]);
    // reading the thread marks the store's reply seen
    expect(page2.body.conversation.unread_message_count).toBe(0);

    const byVendor = await suite.api.call("/customer/message/details", {
      headers: bearer(suite.token),
      query: { vendor_id: BURGER_STORE },
    });
    expect(byVendor.body.conversation.id).toBe(conversation.id);
    expect(byVendor.body.messages[0].message).toBe("Until 2 am.");

    const search = await suite.api.call("/customer/message/search-list", {
      headers: bearer(suite.token),
      query: { name: "smash" },
    });
    expect(search.body.conversations.map((c: { id: number }) => c.id)).toEqual([conversation.id]);
    const miss = await suite.api.call("/customer/message/search-list", {
      headers: bearer(suite.token),
      query: { name: "pharmacy" },
    });
    expect(miss.body.total_size).toBe(0);
  });

  it("refuses a picture past 8000 pixels a side (issue 28: a small file, a huge decode)", async () => {
    const form = new FormData();
    form.append("receiver_type", "admin");
    form.append("receiver_id", "0");
    form.append("image[]", new File([png(20000, 20000)], "x.png", { type: "image/png" }));
    const refused = await postForm(suite.token, form);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toEqual({
      code: "image",
      message: "The image has invalid image dimensions.",
    });
  });

  it("sends images by multipart and serves them back; refuses a fourth image and a non-image", async () => {
    const form = new FormData();
    form.append("message", "");
    form.append("receiver_type", "admin");
    form.append("receiver_id", "0");
    form.append("image[]", new File([PNG], "a.png", { type: "image/png" }));
    form.append("image[]", new File([PNG], "b.png", { type: "image/png" }));
    const sent = await postForm(suite.token, form);
    expect(sent.status).toBe(200);
    const urls: string[] = sent.body.messages[0].file_full_url;
    expect(urls).toHaveLength(2);
    const image = await fetch(urls[0]);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    const four = new FormData();
    four.append("receiver_type", "admin");
    four.append("receiver_id", "0");
    for (let i = 0; i < 4; i++)
      four.append("image[]", new File([PNG], `${i}.png`, { type: "image/png" }));
    const refused = await postForm(suite.token, four);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe("image");

    const html = new FormData();
    html.append("receiver_type", "admin");
    html.append("receiver_id", "0");
    html.append("image[]", new File(["<script>alert(1)</script>"], "x.png", { type: "image/png" }));
    expect((await postForm(suite.token, html)).status).toBe(403);

    const empty = await send(suite.token, {
      message: "  ",
      receiver_type: "admin",
      receiver_id: 0,
    });
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0].code).toBe("message");
  });

  it("never lets another customer read or write a conversation by its id", async () => {
    const mine = await send(suite.token, {
      message: "my private note",
      receiver_type: "vendor",
      receiver_id: BURGER_STORE,
    });
    const id = mine.body.conversation.id as number;
    const sara = await loginAs(suite.api, SARA);

    const read = await suite.api.call("/customer/message/details", {
      headers: bearer(sara),
      query: { conversation_id: id },
    });
    expect(read.status).toBe(404);
    expect(JSON.stringify(read.body)).not.toContain("private");

    const write = await send(sara, { message: "hello from Sara", conversation_id: id });
    expect(write.status).toBe(404);
    const after = await suite.api.call("/customer/message/details", {
      headers: bearer(suite.token),
      query: { conversation_id: id },
    });
    expect(JSON.stringify(after.body.messages)).not.toContain("Sara");

    // Sara's own conversation with the same store is hers, not the demo customer's
    const own = await send(sara, {
      message: "hi",
      receiver_type: "vendor",
      receiver_id: BURGER_STORE,
    });
    expect(own.status).toBe(200);
    expect(own.body.conversation.id).not.toBe(id);
    const saraList = await suite.api.call("/customer/message/list", {
      headers: bearer(sara),
      query: { type: "vendor" },
    });
    expect(saraList.body.conversations.map((c: { id: number }) => c.id)).toEqual([
      own.body.conversation.id,
    ]);

    const guest = await suite.api.call("/customer/message/list", { query: { type: "vendor" } });
    expect(guest.status).toBe(401);
  });

  it("lets a customer write to a delivery man only of their own order, and to existing stores only", async () => {
    // the seed's delivered order 100001 of the demo customer was carried by delivery man 1
    const dm = {
      message: "thanks for the delivery",
      receiver_type: "delivery_man",
      receiver_id: 1,
    };
    const own = await send(suite.token, { ...dm, order_id: 100001 });
    expect(own.status).toBe(200);
    expect(own.body.conversation.receiver.deliveryman_id).toBe(1);
    const sara = await loginAs(suite.api, SARA);
    const stranger = await send(sara, dm);
    expect(stranger.status).toBe(404);
    const strangerRead = await suite.api.call("/customer/message/details", {
      headers: bearer(sara),
      query: { delivery_man_id: 1 },
    });
    expect(strangerRead.status).toBe(404);
    // someone else's order cannot be attached either
    const otherOrder = await send(sara, {
      message: "about this order",
      receiver_type: "admin",
      receiver_id: 0,
      order_id: 100001,
    });
    expect(otherOrder.status).toBe(403);

    const noStore = await send(suite.token, {
      message: "hello?",
      receiver_type: "vendor",
      receiver_id: 999999,
    });
    expect(noStore.status).toBe(404);
    const details = await suite.api.call("/customer/message/details", {
      headers: bearer(suite.token),
      query: { vendor_id: 999999 },
    });
    expect(details.status).toBe(404);
    const nothing = await suite.api.call("/customer/message/details", {
      headers: bearer(suite.token),
      query: {},
    });
    expect(nothing.status).toBe(403);
  });
});
