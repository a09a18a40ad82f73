/**
 * A toast to show the user. `key` is an i18n key (our own messages, spec wording); `text` is a
 * message from the backend shown as-is (already localised by X-localization).
 * Kept free of zod on purpose: route modules import makeToast, and anything they import at the
 * top level can end up in the browser bundle. The cookie schema is in toast.server.ts.
 */
export interface ToastMessage {
  id: string;
  variant: "success" | "error" | "info";
  key?: string;
  params?: Record<string, string | number>;
  text?: string;
}

let counter = 0;
export function makeToast(
  variant: ToastMessage["variant"],
  content: { key: string; params?: ToastMessage["params"] } | { text: string },
): ToastMessage {
  counter = (counter + 1) % 1_000_000;
  return { id: `${Date.now().toString(36)}-${counter}`, variant, ...content };
}
