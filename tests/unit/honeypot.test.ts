import { describe, expect, it } from "vitest";
import { honeypot, passesHoneypot } from "~/lib/honeypot.server";

/** Deterministic PRNG (mulberry32) so a failing value can be reproduced. */
function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function form(renderedAt: string, website = ""): FormData {
  const data = new FormData();
  data.set("website_url", website);
  data.set("form_rendered_at", renderedAt);
  return data;
}

describe("honeypot", () => {
  it("passes a form rendered a moment ago with the trap left empty", () => {
    const { encryptedValidFrom } = honeypot().getInputProps({
      validFromTimestamp: Date.now() - 5_000,
    });
    expect(passesHoneypot(form(encryptedValidFrom!))).toBe(true);
  });

  it("treats a filled trap or missing fields as spam", () => {
    const { encryptedValidFrom } = honeypot().getInputProps();
    expect(passesHoneypot(form(encryptedValidFrom!, "http://bot"))).toBe(false);
    expect(passesHoneypot(new FormData())).toBe(false);
  });

  it("treats any garbage timestamp as spam and never throws", () => {
    const random = prng(7);
    const alphabets = [
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=",
      "0123456789abcdef",
      "\u0000\u00ff\ud800\u200b%&=;\\\"'<>",
    ];
    const values: string[] = ["", "=", "U2FsdGVkX1", "U2FsdGVkX1" + "A".repeat(40)];
    for (let i = 0; i < 300; i++) {
      const alphabet = alphabets[i % alphabets.length];
      const length = 1 + Math.floor(random() * 200);
      let value = i % 4 === 0 ? "U2FsdGVkX1" : "";
      for (let j = 0; j < length; j++) value += alphabet[Math.floor(random() * alphabet.length)];
      values.push(value);
    }
    values.push("A".repeat(50_000), "U2FsdGVkX1" + "x".repeat(50_000));
    for (const value of values) {
      expect(() => passesHoneypot(form(value)), JSON.stringify(value.slice(0, 60))).not.toThrow();
      if (value !== "") expect(passesHoneypot(form(value))).toBe(false);
    }
  });

  it("refuses a value without crypto-js's salt header every time (decrypting it uses a random key)", () => {
    // Without the "Salted__" header crypto-js decrypts with a key from a random salt: random
    // bytes that, about once in a thousand tries, read as a past timestamp.
    for (let i = 0; i < 2000; i++) {
      expect(passesHoneypot(form("bf7608943ee6815f08635015611b75"))).toBe(false);
    }
  });

  it("refuses a salted value that decrypts to a number not written as ours", () => {
    // Encrypted with our seed but not Date.now() written out: remix-utils alone reads each as a
    // past time (garbage decrypts to such strings now and then).
    const seeded = honeypot() as unknown as { encrypt(value: string): string };
    for (const time of ["7", " 12", "1e3", "0x10", "12.5", "1700000000000 "]) {
      expect(passesHoneypot(form(seeded.encrypt(time))), JSON.stringify(time)).toBe(false);
    }
    expect(passesHoneypot(form(seeded.encrypt(String(Date.now() - 1000))))).toBe(true);
  });

  it("treats a timestamp from the future as spam", () => {
    const { encryptedValidFrom } = honeypot().getInputProps({
      validFromTimestamp: Date.now() + 3_600_000,
    });
    expect(passesHoneypot(form(encryptedValidFrom!))).toBe(false);
  });
});
