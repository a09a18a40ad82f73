import { parseWithZod } from "@conform-to/zod";
import { chatSendSchema } from "./chat-schema";

/** The browser's copy of the action's check, loaded after the composer hydrates. */
export const validateChat = (formData: FormData) =>
  parseWithZod(formData, { schema: chatSendSchema });
