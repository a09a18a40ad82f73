import { z } from "zod";
import { flag, id, lenientArray, maybeText, numOr, text, url } from "./primitives";

/**
 * Customer chat (api-contract §2.3 customer/message/*, §5.12): only the fields the storefront
 * reads. A participant is 6amMart's user_info: which of user/vendor/deliveryman/admin it
 * stands for, its names and picture.
 */

export const chatParticipantSchema = z.object({
  id,
  f_name: text,
  l_name: text,
  image_full_url: url.optional().catch(null),
  user_id: id.nullish().catch(null),
  vendor_id: id.nullish().catch(null),
  deliveryman_id: id.nullish().catch(null),
  admin_id: id.nullish().catch(null),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

/** file / file_full_url: a list, or (older backends) a JSON string of one. */
const fileList = z
  .unknown()
  .transform((value): unknown[] => {
    if (Array.isArray(value)) return value;
    if (typeof value === "string" && value.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(value);
        return Array.isArray(parsed) ? parsed : [];
      } catch {
        return [];
      }
    }
    return [];
  })
  .pipe(lenientArray(z.string().url()));

export const chatMessageSchema = z.object({
  id,
  conversation_id: id.nullish().catch(null),
  sender_id: id,
  message: maybeText,
  file_full_url: fileList.optional().catch([]),
  is_seen: flag,
  order_id: id.nullish().catch(null),
  created_at: maybeText,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id,
  sender_id: id,
  sender_type: text,
  receiver_id: id,
  receiver_type: text,
  last_message_time: maybeText,
  unread_message_count: numOr(0),
  sender: chatParticipantSchema.nullish().catch(null),
  receiver: chatParticipantSchema.nullish().catch(null),
  last_message: chatMessageSchema.nullish().catch(null),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** message/list and message/search-list. */
export const conversationListSchema = z.object({
  total_size: numOr(0),
  limit: numOr(10),
  offset: numOr(1),
  conversations: lenientArray(conversationSchema),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** message/details and message/send: a page of the thread, newest first. */
export const chatThreadSchema = z.object({
  total_size: numOr(0),
  limit: numOr(25),
  offset: numOr(1),
  message: maybeText.optional(),
  messages: lenientArray(chatMessageSchema),
  conversation: conversationSchema.nullish().catch(null),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;
