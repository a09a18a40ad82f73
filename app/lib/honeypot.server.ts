import { Honeypot } from "remix-utils/honeypot/server";
import { getSessionSecrets } from "~/env.server";

/**
 * Public forms (newsletter, sign-up, guest contact) carry a hidden field that people leave
 * empty and bots fill, plus an encrypted render timestamp.
 */
class StrictHoneypot extends Honeypot {
  /**
   * Ours is always Date.now() written out (13 digits). remix-utils takes anything Number() reads
   * as a past time — and garbage with a valid salt header decrypts to random bytes that now and
   * then read as "7" or " 1e3": a bot's post let through. Anything but our shape decrypts to
   * nothing, which the check refuses.
   */
  protected override decrypt(value: string): string {
    const time = super.decrypt(value);
    return /^[1-9][0-9]{9,15}$/.test(time) ? time : "";
  }
}

let instance: Honeypot | undefined;
export function honeypot(): Honeypot {
  instance ??= new StrictHoneypot({
    nameFieldName: "website_url",
    validFromFieldName: "form_rendered_at",
    encryptionSeed: getSessionSecrets()[0],
  });
  return instance;
}

const MAX_TIMESTAMP_LENGTH = 512;
const OPENSSL_SALTED_PREFIX = "U2FsdGVkX1";

/** True when the submission looks like it came from a person. */
export function passesHoneypot(formData: FormData): boolean {
  // A POST that skips our form entirely (no honeypot fields at all) is not a person either.
  if (!formData.has("website_url") || !formData.has("form_rendered_at")) return false;
  // Our encrypted timestamp is ~100 characters; anything far longer is not ours (and decrypting
  // 50 KB of garbage is work for nothing).
  const renderedAt = formData.get("form_rendered_at");
  if (typeof renderedAt !== "string" || renderedAt.length > MAX_TIMESTAMP_LENGTH) return false;
  // Ours is crypto-js's OpenSSL format, "Salted__" + salt, base64 "U2FsdGVkX1…". Anything else is
  // not ours — and must not reach decrypt: without a salt crypto-js derives the key from a
  // RANDOM one, so a garbage value decrypts to random bytes that now and then read as a past
  // timestamp (the honeypot then let a bot's post through, one time in a few hundred).
  if (!renderedAt.startsWith(OPENSSL_SALTED_PREFIX)) return false;
  try {
    honeypot().check(formData);
    return true;
  } catch {
    // A SpamError is the verdict; any other error (a garbage timestamp the decryption chokes
    // on: malformed UTF-8, bad padding) means a tampered field — spam too, never a 500.
    return false;
  }
}

const PROPS_REUSE_MS = 5_000;
let cachedProps: { props: ReturnType<Honeypot["getInputProps"]>; madeAt: number } | undefined;

/**
 * The honeypot fields every page's forms render. Encrypting the render time (crypto-js AES) on
 * every page view was a visible slice of a render's CPU; the value only has to say "rendered no
 * later than now", so one encryption is shared by all renders for a few seconds.
 */
export function honeypotProps(now = Date.now()): ReturnType<Honeypot["getInputProps"]> {
  if (!cachedProps || now - cachedProps.madeAt >= PROPS_REUSE_MS || now < cachedProps.madeAt) {
    cachedProps = { props: honeypot().getInputProps({ validFromTimestamp: now }), madeAt: now };
  }
  return cachedProps.props;
}
