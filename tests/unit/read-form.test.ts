import { describe, expect, it } from "vitest";
import { FORM_MAX_BYTES, readForm } from "~/lib/read-form.server";

function post(body: BodyInit | null, contentType?: string, extra: Record<string, string> = {}) {
  const headers = new Headers(extra);
  if (contentType) headers.set("Content-Type", contentType);
  return new Request("http://shop.test/newsletter", { method: "POST", body, headers });
}

async function statusOf(request: Request): Promise<number> {
  const refusal = await readForm(request).then(
    () => null,
    (e: unknown) => e,
  );
  expect(refusal).toBeInstanceOf(Response);
  return (refusal as Response).status;
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    const a = await readForm(post("email=a%40b.co&x=1", "application/x-www-form-urlencoded"));
    expect(a.get("email")).toBe("a@b.co");
    const multipart = new FormData();
    multipart.set("email", "c@d.co");
    const b = await readForm(new Request("http://shop.test/", { method: "POST", body: multipart }));
    expect(b.get("email")).toBe("c@d.co");
  });

  it.each([
    ["text/plain", "email=a@b.co"],
    ["application/json", '{"email":"a@b.co"}'],
    ["application/xml", "<a/>"],
    ["", "email=a@b.co"],
    ["garbage", "x"],
  ])("refuses Content-Type %j with 415", async (type, body) => {
    const request = post(body, type || undefined);
    if (!type) request.headers.delete("content-type");
    expect(await statusOf(request)).toBe(415);
  });

  it("refuses a missing body type (no Content-Type at all) with 415", async () => {
    expect(await statusOf(new Request("http://shop.test/", { method: "POST" }))).toBe(415);
  });

  it.each([
    ["multipart/form-data", "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--"],
    ["multipart/form-data; boundary=", "--x--"],
    ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ["multipart/form-data; boundary=x", ""],
    ["multipart/form-data; boundary=x", "\u0000\u00ff garbage"],
    [
      "multipart/form-data; boundary=y",
      "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--",
    ],
  ])("refuses broken multipart (%j) with 400", async (type, body) => {
    expect(await statusOf(post(body, type))).toBe(400);
  });

  it("refuses bodies over the limit with 413, declared or not", async () => {
    const big = "a=" + "x".repeat(FORM_MAX_BYTES + 10);
    expect(await statusOf(post(big, "application/x-www-form-urlencoded"))).toBe(413);
    // A stream has no declared length: the cap applies while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(8192)));
        controller.close();
      },
    });
    const chunked = new Request("http://shop.test/", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(chunked)).toBe(413);
  });

  it("accepts invalid UTF-8 in a url-encoded body (replacement characters, no error)", async () => {
    const bytes = new Uint8Array([0x61, 0x3d, 0xff, 0xfe, 0x25, 0x7a, 0x7a]);
    const form = await readForm(post(bytes, "application/x-www-form-urlencoded"));
    expect(typeof form.get("a")).toBe("string");
  });
});
