import { z } from "zod";

/**
 * A toast to show the user. `key` is an i18n key (our own messages, spec wording); `text` is a
 * message from the backend shown as-is (already localised by X-localization).
 */
export const toastMessageSchema = z.object({
  id: z.string().max(64),
  variant: z.enum(["success", "error", "info"]),
  key: z.string().max(120).optional(),
  params: z.record(z.union([z.string().max(200), z.number()])).optional(),
  text: z.string().max(500).optional(),
});

export type ToastMessage = z.infer<typeof toastMessageSchema>;

let counter = 0;
export function makeToast(
  variant: ToastMessage["variant"],
  content: { key: string; params?: ToastMessage["params"] } | { text: string },
): ToastMessage {
  counter = (counter + 1) % 1_000_000;
  return { id: `${Date.now().toString(36)}-${counter}`, variant, ...content };
}
