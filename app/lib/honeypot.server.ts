import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getSessionSecrets } from "~/env.server";

/**
 * Public forms (newsletter, sign-up, guest contact) carry a hidden field that people leave
 * empty and bots fill, plus an encrypted render timestamp.
 */
let instance: Honeypot | undefined;
export function honeypot(): Honeypot {
  instance ??= new Honeypot({
    nameFieldName: "website_url",
    validFromFieldName: "form_rendered_at",
    encryptionSeed: getSessionSecrets()[0],
  });
  return instance;
}

/** True when the submission looks like it came from a person. */
export function passesHoneypot(formData: FormData): boolean {
  // A POST that skips our form entirely (no honeypot fields at all) is not a person either.
  if (!formData.has("website_url") || !formData.has("form_rendered_at")) return false;
  try {
    honeypot().check(formData);
    return true;
  } catch (error) {
    if (error instanceof SpamError) return false;
    throw error;
  }
}
