import * as z from "zod";
import { CHAT_ERRORS, CHAT_IMAGE_TYPES, CHAT_LIMITS } from "./chat-constants";

export { CHAT_ERRORS, CHAT_IMAGE_TYPES, CHAT_LIMITS };

/**
 * The chat composer (issue 14 item 6): a text, up to three images, or both. Shared by the
 * action (always) and the browser (lazily, chat-validation.ts). Limits are the reference
 * backend's (backend/routes/chat.ts): 1000 characters, 3 images of 2 MB, images only.
 */
const isFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File;

const chatImage = z
  .custom<File>(isFile, CHAT_ERRORS.imageType)
  .refine((file) => file.size <= CHAT_LIMITS.imageBytes, CHAT_ERRORS.imageSize)
  .refine(
    (file) => (CHAT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()),
    CHAT_ERRORS.imageType,
  );

export const chatSendSchema = z
  .object({
    message: z.string().trim().max(CHAT_LIMITS.messageLength, CHAT_ERRORS.tooLong).optional(),
    image: z.array(chatImage).max(CHAT_LIMITS.images, CHAT_ERRORS.tooManyImages).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.message && !value.image?.length) {
      ctx.addIssue({ code: "custom", path: ["message"], message: CHAT_ERRORS.empty });
    }
  });
export type ChatSendValue = z.infer<typeof chatSendSchema>;
