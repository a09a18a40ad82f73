/**
 * The composer's limits and messages, without zod: the page imports these, and the schema
 * (chat-schema.ts, zod) stays out of its first load (the browser fetches it lazily).
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
  imageDimensions: "chat:errors.imageDimensions",
  notFound: "chat:errors.notFound",
  refused: "chat:errors.refused",
  unavailable: "chat:errors.unavailable",
} as const;
