import { z } from "zod";
import type { ToastMessage } from "./toast";

/** Validates toasts read back from the flash cookie. */
export const toastMessageSchema: z.ZodType<ToastMessage> = z.object({
  id: z.string().max(64),
  variant: z.enum(["success", "error", "info"]),
  key: z.string().max(120).optional(),
  params: z.record(z.union([z.string().max(200), z.number()])).optional(),
  text: z.string().max(500).optional(),
});
