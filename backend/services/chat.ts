import type Database from "better-sqlite3";
import type { FormatContext } from "./format-core";
import { localized, parseJson } from "./format-core";
import { storageUrl } from "./images";
import { setting } from "./settings";

/**
 * Customer chat data (contract §2.3 customer/message/*, §5.12; migration 007_chat.sql).
 * Participants are user_infos rows as in 6amMart; the customer is always a conversation's sender
 * side. Every read here is scoped to the customer's own participant row: a conversation id
 * that is not theirs is the same "not found" as one that does not exist.
 */

export type ReceiverType = "vendor" | "delivery_man" | "admin";
export const RECEIVER_TYPES: [ReceiverType, ...ReceiverType[]] = [
  "vendor",
  "delivery_man",
  "admin",
];

/** The one admin of the reference backend (the React client asks for admin_id 0). */
const ADMIN_ID = 0;

interface UserInfoRow {
  id: number;
  user_id: number | null;
  vendor_id: number | null;
  deliveryman_id: number | null;
  admin_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationRow {
  id: number;
  sender_id: number;
  sender_type: string;
  receiver_id: number;
  receiver_type: ReceiverType;
  last_message_id: number | null;
  last_message_time: string | null;
  unread_message_count: number;
  created_at: string;
  updated_at: string;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  message: string | null;
  file: string | null;
  is_seen: number;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

const infoColumn = {
  vendor: "vendor_id",
  delivery_man: "deliveryman_id",
  admin: "admin_id",
} as const;

function findInfo(db: Database.Database, column: string, id: number) {
  return db.prepare(`SELECT * FROM user_infos WHERE ${column} = ?`).get(id) as
    UserInfoRow | undefined;
}

function infoFor(db: Database.Database, column: string, id: number, now: string): UserInfoRow {
  const found = findInfo(db, column, id);
  if (found) return found;
  db.prepare(`INSERT INTO user_infos (${column}, created_at, updated_at) VALUES (?, ?, ?)`).run(
    id,
    now,
    now,
  );
  return findInfo(db, column, id)!;
}

/**
 * The receiver a customer may write to, or null: a vendor with an active store, a delivery man
 * of one of the customer's own orders (browsing §6: contact only with an order's delivery man),
 * or the admin.
 */
export function receiverAllowed(
  db: Database.Database,
  userId: number,
  type: ReceiverType,
  id: number,
): boolean {
  if (type === "admin") return id === ADMIN_ID || id === 1;
  if (type === "vendor")
    return !!db.prepare("SELECT 1 FROM stores WHERE vendor_id = ? AND status = 1").get(id);
  return !!db
    .prepare(
      `SELECT 1 FROM orders JOIN delivery_men ON delivery_men.id = orders.delivery_man_id
       WHERE orders.user_id = ? AND orders.is_guest = 0 AND orders.delivery_man_id = ?`,
    )
    .get(userId, id);
}

/** The customer's conversation with a receiver, or undefined (nothing is created). */
export function conversationWith(
  db: Database.Database,
  userId: number,
  type: ReceiverType,
  id: number,
): ConversationRow | undefined {
  const me = findInfo(db, "user_id", userId);
  const them = findInfo(db, infoColumn[type], type === "admin" ? ADMIN_ID : id);
  if (!me || !them) return undefined;
  return db
    .prepare("SELECT * FROM conversations WHERE sender_id = ? AND receiver_id = ?")
    .get(me.id, them.id) as ConversationRow | undefined;
}

/** The customer's own conversation by id; someone else's is undefined like a missing one. */
export function ownConversation(db: Database.Database, userId: number, conversationId: number) {
  return db
    .prepare(
      `SELECT conversations.* FROM conversations
       JOIN user_infos ON user_infos.id = conversations.sender_id
       WHERE conversations.id = ? AND user_infos.user_id = ?`,
    )
    .get(conversationId, userId) as ConversationRow | undefined;
}

/** Opens (or finds) the conversation and appends the customer's message. */
export function sendMessage(
  db: Database.Database,
  input: {
    userId: number;
    conversation?: ConversationRow;
    receiver?: { type: ReceiverType; id: number };
    message: string | null;
    files: string[];
    orderId: number | null;
    now: string;
  },
): ConversationRow {
  const { now } = input;
  return db.transaction(() => {
    const me = infoFor(db, "user_id", input.userId, now);
    let conversation = input.conversation;
    if (!conversation) {
      const { type, id } = input.receiver!;
      const them = infoFor(db, infoColumn[type], type === "admin" ? ADMIN_ID : id, now);
      db.prepare(
        `INSERT OR IGNORE INTO conversations
           (sender_id, sender_type, receiver_id, receiver_type, created_at, updated_at)
         VALUES (?, 'customer', ?, ?, ?, ?)`,
      ).run(me.id, them.id, type, now, now);
      conversation = db
        .prepare("SELECT * FROM conversations WHERE sender_id = ? AND receiver_id = ?")
        .get(me.id, them.id) as ConversationRow;
    }
    const result = db
      .prepare(
        `INSERT INTO messages (conversation_id, sender_id, message, file, order_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        conversation.id,
        me.id,
        input.message,
        input.files.length ? JSON.stringify(input.files) : null,
        input.orderId,
        now,
        now,
      );
    db.prepare(
      "UPDATE conversations SET last_message_id = ?, last_message_time = ?, updated_at = ? WHERE id = ?",
    ).run(Number(result.lastInsertRowid), now, now, conversation.id);
    return db
      .prepare("SELECT * FROM conversations WHERE id = ?")
      .get(conversation.id) as ConversationRow;
  })();
}

/**
 * A reply from the other side (the vendor panel and the delivery-man app are not part of this
 * backend): used by tests and the demo seed-free scripts to put the receiver's words in a thread.
 */
export function receiverReply(
  db: Database.Database,
  conversationId: number,
  message: string,
  now: string,
): void {
  const conversation = db
    .prepare("SELECT * FROM conversations WHERE id = ?")
    .get(conversationId) as ConversationRow | undefined;
  if (!conversation) return;
  const result = db
    .prepare(
      `INSERT INTO messages (conversation_id, sender_id, message, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(conversationId, conversation.receiver_id, message, now, now);
  db.prepare(
    `UPDATE conversations SET last_message_id = ?, last_message_time = ?, updated_at = ?,
       unread_message_count = unread_message_count + 1 WHERE id = ?`,
  ).run(Number(result.lastInsertRowid), now, now, conversationId);
}

/** The customer read the thread: the other side's messages are seen. */
export function markSeen(db: Database.Database, conversation: ConversationRow) {
  db.prepare("UPDATE messages SET is_seen = 1 WHERE conversation_id = ? AND sender_id != ?").run(
    conversation.id,
    conversation.sender_id,
  );
  db.prepare("UPDATE conversations SET unread_message_count = 0 WHERE id = ?").run(conversation.id);
}

/** The customer's conversations, newest activity first, optionally of one receiver type. */
export function conversationsOf(
  db: Database.Database,
  userId: number,
  type: ReceiverType | null,
): ConversationRow[] {
  return db
    .prepare(
      `SELECT conversations.* FROM conversations
       JOIN user_infos ON user_infos.id = conversations.sender_id
       WHERE user_infos.user_id = ? AND (? IS NULL OR conversations.receiver_type = ?)
         AND conversations.last_message_id IS NOT NULL
       ORDER BY conversations.last_message_time DESC, conversations.id DESC`,
    )
    .all(userId, type, type) as ConversationRow[];
}

/** A page of a thread, newest first (6amMart: latest()->paginate). */
export function messagesOf(
  db: Database.Database,
  conversationId: number,
  limit: number,
  offset: number,
): { total: number; rows: MessageRow[] } {
  const total = (
    db
      .prepare("SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?")
      .get(conversationId) as { n: number }
  ).n;
  const rows = db
    .prepare("SELECT * FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ? OFFSET ?")
    .all(conversationId, limit, (offset - 1) * limit) as MessageRow[];
  return { total, rows };
}

/** A participant the way 6amMart's user_info reads: names and picture of who it stands for. */
export function formatParticipant(db: Database.Database, infoId: number, ctx: FormatContext) {
  const info = db.prepare("SELECT * FROM user_infos WHERE id = ?").get(infoId) as
    UserInfoRow | undefined;
  if (!info) return null;
  let person = {
    f_name: "",
    l_name: "",
    phone: null as string | null,
    email: null as string | null,
  };
  let image: string | null = null;
  let imageUrl: string | null = null;
  if (info.user_id !== null) {
    const user = db.prepare("SELECT * FROM users WHERE id = ?").get(info.user_id) as
      | {
          f_name: string | null;
          l_name: string | null;
          phone: string | null;
          email: string | null;
          image: string | null;
        }
      | undefined;
    if (user) {
      person = {
        f_name: user.f_name ?? "",
        l_name: user.l_name ?? "",
        phone: user.phone,
        email: user.email,
      };
      image = user.image;
      imageUrl = storageUrl(ctx.origin, "profile", user.image);
    }
  } else if (info.vendor_id !== null) {
    const store = db
      .prepare("SELECT * FROM stores WHERE vendor_id = ? ORDER BY id LIMIT 1")
      .get(info.vendor_id) as
      { name: string; name_ar: string; logo: string; phone: string; email: string } | undefined;
    if (store) {
      // 6amMart names a vendor's user_info after its store, with the store's logo
      person = {
        f_name: localized(store, "name", ctx.locale),
        l_name: "",
        phone: store.phone,
        email: store.email,
      };
      image = store.logo;
      imageUrl = storageUrl(ctx.origin, "store", store.logo);
    }
  } else if (info.deliveryman_id !== null) {
    const dm = db.prepare("SELECT * FROM delivery_men WHERE id = ?").get(info.deliveryman_id) as
      | {
          f_name: string;
          l_name: string;
          phone: string;
          email: string | null;
          image: string | null;
        }
      | undefined;
    if (dm) {
      person = { f_name: dm.f_name, l_name: dm.l_name, phone: dm.phone, email: dm.email };
      image = dm.image;
      imageUrl = storageUrl(ctx.origin, "delivery-man", dm.image);
    }
  } else {
    person.f_name = setting(db, "business_name", "Admin", ctx.locale);
    image = setting<string | null>(db, "logo", null);
    imageUrl = storageUrl(ctx.origin, "business", image);
  }
  return { ...info, ...person, image, image_full_url: imageUrl };
}

export function formatMessage(row: MessageRow, ctx: FormatContext) {
  const files = parseJson<string[]>(row.file, []).filter((f) => typeof f === "string");
  return {
    ...row,
    file: files,
    file_full_url: files.map((name) => storageUrl(ctx.origin, "conversation", name)),
    order: null,
  };
}

export function formatConversation(
  db: Database.Database,
  conversation: ConversationRow,
  ctx: FormatContext,
) {
  const last = conversation.last_message_id
    ? (db.prepare("SELECT * FROM messages WHERE id = ?").get(conversation.last_message_id) as
        MessageRow | undefined)
    : undefined;
  return {
    ...conversation,
    sender: formatParticipant(db, conversation.sender_id, ctx),
    receiver: formatParticipant(db, conversation.receiver_id, ctx),
    last_message: last ? formatMessage(last, ctx) : null,
  };
}
