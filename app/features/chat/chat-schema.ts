import * as z from "zod";

/**
 * The chat composer (issue 14 item 6): a text, up to three images, or both. Shared by the
 * action (always) and the browser (lazily, chat-validation.ts). Limits are the reference
 * backend's (backend/routes/chat.ts): 1000 characters, 3 images of 2 MB, images only.
 */
export const CHAT_LIMITS = {
  messageLength: 1000,
  images: 3,
  imageBytes: 2 * 1024 * 1024,
} as const;

/** What a browser may send as a chat picture (the backend sniffs the bytes as well). */
export const CHAT_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export const CHAT_ERRORS = {
  empty: "chat:errors.empty",
  tooLong: "chat:errors.tooLong",
  tooManyImages: "chat:errors.tooManyImages",
  imageSize: "chat:errors.imageSize",
  imageType: "chat:errors.imageType",
  notFound: "chat:errors.notFound",
  refused: "chat:errors.refused",
  unavailable: "chat:errors.unavailable",
} as const;

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
