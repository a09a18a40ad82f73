import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../context";
import { sendError } from "../http/errors";
import { multipartBody, UploadedFile, type MultipartOptions } from "../http/multipart";
import { pageOf } from "../http/request";
import { currentUser, requireUser } from "../services/auth-guard";
import {
  conversationsOf,
  conversationWith,
  formatConversation,
  formatMessage,
  markSeen,
  messagesOf,
  ownConversation,
  receiverAllowed,
  RECEIVER_TYPES,
  sendMessage,
  type ConversationRow,
  type ReceiverType,
} from "../services/chat";
import { formatContextOf } from "../services/format";
import {
  badImageDimensions,
  dimensionsMessage,
  IMAGE_TYPES,
  sniffImage,
  type StoredImage,
} from "../services/uploads";
import { inputOf, optionalId, optionalOneOf, validate } from "./commerce-input";

/**
 * Customer chat (contract §2.3 customer/message/list, search-list, details, send; §5.12):
 * conversations with stores (vendor), delivery men of the customer's orders and the admin.
 * A conversation id that is not the caller's answers 404 like one that does not exist.
 */

/** Chat images: at most 3 a message, 2 MB each (the storefront's own limits, issue 14). */
export const MAX_CHAT_IMAGES = 3;
export const MAX_CHAT_IMAGE_BYTES = 2 * 1024 * 1024;
const MAX_MESSAGE_LENGTH = 1000;
const CHAT_UPLOAD_LIMITS: MultipartOptions = {
  maxBytes: MAX_CHAT_IMAGES * MAX_CHAT_IMAGE_BYTES + 256 * 1024,
  tooLarge: { code: "image", message: "The images may not be greater than 6 MB in total." },
};

const chatImage = z.unknown().transform((value, ctx): StoredImage => {
  const types = Object.keys(IMAGE_TYPES).join(", ");
  if (!(value instanceof UploadedFile)) {
    ctx.addIssue({ code: "custom", message: `The image must be a file of type: ${types}.` });
    return z.NEVER;
  }
  if (value.bytes.length > MAX_CHAT_IMAGE_BYTES) {
    ctx.addIssue({ code: "custom", message: "The image may not be greater than 2048 kilobytes." });
    return z.NEVER;
  }
  const extension = sniffImage(value.bytes);
  if (!extension) {
    ctx.addIssue({ code: "custom", message: `The image must be a file of type: ${types}.` });
    return z.NEVER;
  }
  if (badImageDimensions(value.bytes)) {
    ctx.addIssue({ code: "custom", message: dimensionsMessage("image") });
    return z.NEVER;
  }
  return { bytes: value.bytes, extension };
});

const sendSchema = z.object({
  message: z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : v),
      z.string().max(MAX_MESSAGE_LENGTH),
    )
    .optional(),
  image: z
    .preprocess(
      (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(chatImage)
        .max(MAX_CHAT_IMAGES, `The image may not have more than ${MAX_CHAT_IMAGES} items.`),
    )
    .optional(),
  conversation_id: optionalId(),
  receiver_type: optionalOneOf(RECEIVER_TYPES),
  // the admin is receiver 0 in the React client: a plain non-negative integer here
  receiver_id: z
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
      z.number().int().min(0),
    )
    .optional(),
  order_id: optionalId(),
});

const listSchema = z.object({ type: optionalOneOf(RECEIVER_TYPES) });
const searchSchema = z.object({
  name: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(100)),
  type: optionalOneOf(RECEIVER_TYPES),
});

export function registerChatRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);

  const listAnswer = (
    req: Request,
    res: Response,
    rows: ConversationRow[],
    type: string | null,
  ) => {
    const page = pageOf(req.query as Record<string, unknown>, { limit: 10 });
    const ctx = formatContextOf(req, options);
    const slice = rows.slice((page.offset - 1) * page.limit, page.offset * page.limit);
    res.json({
      type,
      total_size: rows.length,
      // the conversation endpoints cast limit and offset to integers (contract §1.5)
      limit: page.limit,
      offset: page.offset,
      conversations: slice.map((row) => formatConversation(db, row, ctx)),
    });
  };

  router.get("/customer/message/list", auth, (req, res) => {
    const input = validate(listSchema, req.query, res);
    if (!input) return;
    const type = input.type ?? null;
    listAnswer(req, res, conversationsOf(db, currentUser(res).id, type), type);
  });

  router.get("/customer/message/search-list", auth, (req, res) => {
    const input = validate(searchSchema, req.query, res);
    if (!input) return;
    const ctx = formatContextOf(req, options);
    const needle = input.name.toLocaleLowerCase();
    const rows = conversationsOf(db, currentUser(res).id, input.type ?? null).filter((row) => {
      const receiver = formatConversation(db, row, ctx).receiver;
      const name = `${receiver?.f_name ?? ""} ${receiver?.l_name ?? ""}`.toLocaleLowerCase();
      return needle === "" || name.includes(needle);
    });
    listAnswer(req, res, rows, input.type ?? null);
  });

  router.get("/customer/message/details", auth, (req, res) => {
    const userId = currentUser(res).id;
    const query = req.query as Record<string, unknown>;
    const target = detailsTarget(query);
    if (target === "invalid") {
      return sendError(res, 403, "conversation_id", "The conversation id field is required.");
    }
    let conversation: ConversationRow | undefined;
    if ("conversationId" in target) {
      conversation = ownConversation(db, userId, target.conversationId);
      if (!conversation) return sendError(res, 404, "conversation", "Conversation not found.");
    } else {
      if (!receiverAllowed(db, userId, target.type, target.id)) {
        return sendError(res, 404, "receiver", "Receiver not found.");
      }
      conversation = conversationWith(db, userId, target.type, target.id);
    }
    threadAnswer(req, res, conversation, null);
  });

  router.post("/customer/message/send", multipartBody(CHAT_UPLOAD_LIMITS), auth, (req, res) => {
    const userId = currentUser(res).id;
    const input = validate(sendSchema, inputOf(req), res);
    if (!input) return;
    const text = input.message ?? "";
    const images = input.image ?? [];
    if (text === "" && images.length === 0) {
      return sendError(
        res,
        403,
        "message",
        "The message field is required when image is not present.",
      );
    }
    let conversation: ConversationRow | undefined;
    let receiver: { type: ReceiverType; id: number } | undefined;
    if (input.conversation_id !== undefined) {
      conversation = ownConversation(db, userId, input.conversation_id);
      if (!conversation) return sendError(res, 404, "conversation", "Conversation not found.");
    } else if (input.receiver_type && input.receiver_id !== undefined) {
      receiver = { type: input.receiver_type, id: input.receiver_id };
      if (!receiverAllowed(db, userId, receiver.type, receiver.id)) {
        return sendError(res, 404, "receiver_id", "Receiver not found.");
      }
    } else {
      return sendError(res, 403, "receiver_id", "The receiver id field is required.");
    }
    if (
      input.order_id !== undefined &&
      !db
        .prepare("SELECT 1 FROM orders WHERE id = ? AND user_id = ? AND is_guest = 0")
        .get(input.order_id, userId)
    ) {
      return sendError(res, 403, "order_id", "Order not found.");
    }
    const written = images.length ? deps.uploads.save("conversation", images) : [];
    try {
      const saved = sendMessage(db, {
        userId,
        conversation,
        receiver,
        message: text === "" ? null : text,
        files: written,
        orderId: input.order_id ?? null,
        now: options.now().toISOString(),
      });
      threadAnswer(req, res, saved, "Message sent successfully");
    } catch (error) {
      deps.uploads.remove("conversation", written);
      throw error;
    }
  });

  /** details/send answer: a page of the thread, newest first, and the conversation. */
  function threadAnswer(
    req: Request,
    res: Response,
    conversation: ConversationRow | undefined,
    message: string | null,
  ) {
    const page = pageOf(req.query as Record<string, unknown>, { limit: 25 });
    const ctx = formatContextOf(req, options);
    if (conversation) markSeen(db, conversation);
    const thread = conversation
      ? messagesOf(db, conversation.id, page.limit, page.offset)
      : { total: 0, rows: [] };
    res.json({
      total_size: thread.total,
      limit: page.limit,
      offset: page.offset,
      status: true,
      ...(message ? { message } : {}),
      messages: thread.rows.map((row) => formatMessage(row, ctx)),
      conversation: conversation ? formatConversation(db, ownFresh(conversation), ctx) : null,
    });
  }

  const ownFresh = (c: ConversationRow) =>
    db.prepare("SELECT * FROM conversations WHERE id = ?").get(c.id) as ConversationRow;
}

/** details: conversation_id, or one of admin_id / vendor_id / delivery_man_id. */
function detailsTarget(
  query: Record<string, unknown>,
): { conversationId: number } | { type: ReceiverType; id: number } | "invalid" {
  const int = (v: unknown) =>
    typeof v === "string" && /^\d{1,15}$/.test(v.trim()) ? Number(v) : null;
  const conversationId = int(query.conversation_id);
  if (conversationId !== null && conversationId > 0) return { conversationId };
  const fields: [string, ReceiverType][] = [
    ["vendor_id", "vendor"],
    ["delivery_man_id", "delivery_man"],
    ["admin_id", "admin"],
  ];
  for (const [field, type] of fields) {
    const id = int(query[field]);
    if (id !== null) return { type, id };
  }
  return "invalid";
}
