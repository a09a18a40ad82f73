import { replyFromApiError } from "~/components/forms.server";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { ChatReceiverType, ChatTarget } from "~/api/chat.server";
import { isApiError } from "~/api/errors";
import type { ChatMessage, ChatParticipant, Conversation } from "~/api/schemas/chat";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { configFor, formatOrderTime } from "~/features/order-outcome/order-view.server";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { oversizedImages } from "~/lib/image-size";
import { readForm } from "~/lib/read-form.server";
import { settle } from "~/api/settle.server";
import { CHAT_ERRORS, CHAT_LIMITS, chatSendSchema } from "./chat-schema";
import { positiveId } from "~/lib/params";

/**
 * /chatting (foundations §2; issue 14 item 6): the signed-in customer's conversations by
 * receiver type with search, one thread with older pages, and the composer. Everything the
 * page needs comes from the URL:
 *
 * - `type` vendor | delivery_man | admin (the list's tab; default vendor);
 * - `conversationId` an existing conversation, or `id` a receiver to start or reopen one with
 *   (`storeId` instead names a store: its vendor is looked up, and its name shown);
 * - `q` a search by name, `list` / `older` how many pages of the list / thread are shown;
 * - `chatFrom`, `routeName` (the React client's) are accepted and ignored; `orderId` is sent
 *   with a delivery man's message.
 *
 * The backend scopes every conversation to the token's customer (another's id is a 404): this
 * module never decides who may read what, it only shows what the backend answers.
 */

export const CHAT_TYPES = [
  "vendor",
  "delivery_man",
  "admin",
] as const satisfies readonly ChatReceiverType[];
export const LIST_PAGE = 10;
export const THREAD_PAGE = 25;
const MAX_PAGES = 20;
/** Three 2 MB images, the text and the multipart framing. */
const FORM_BYTES = CHAT_LIMITS.images * CHAT_LIMITS.imageBytes + 64 * 1024;

export interface ChatQuery {
  type: ChatReceiverType;
  conversationId: number | null;
  receiverId: number | null;
  storeId: number | null;
  orderId: number | null;
  q: string;
  listPages: number;
  threadPages: number;
}

const positive = (raw: string | null, max = 2_147_483_647) => {
  const n = positiveId(raw, 10);
  return n !== null && n <= max ? n : null;
};

/** The URL's chat parameters; anything malformed is simply absent (never a 500). */
export function chatQueryOf(url: URL): ChatQuery {
  const p = url.searchParams;
  const rawType = p.get("type");
  const type = (CHAT_TYPES as readonly string[]).includes(rawType ?? "")
    ? (rawType as ChatReceiverType)
    : "vendor";
  const rawId = p.get("id");
  return {
    type,
    conversationId: positive(p.get("conversationId")),
    // the admin is receiver 0 in the React client
    receiverId: rawId !== null && /^\d{1,10}$/.test(rawId) ? Number(rawId) : null,
    storeId: positive(p.get("storeId")),
    orderId: positive(p.get("orderId")),
    q: (p.get("q") ?? "").trim().slice(0, 100),
    listPages: positive(p.get("list"), MAX_PAGES) ?? 1,
    threadPages: positive(p.get("older"), MAX_PAGES) ?? 1,
  };
}

/** The page's own address for a state of it (links keep only what the page reads). */
export function chatHref(
  lang: AppLoadContext["lang"],
  params: Partial<
    Record<
      "type" | "conversationId" | "id" | "storeId" | "orderId" | "q" | "list" | "older",
      string | number | null
    >
  >,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return `${localizePath("/chatting", lang)}${query ? `?${query}` : ""}`;
}

export interface ConversationEntry {
  id: number;
  name: string;
  image: string | null;
  /** The last message's text; null when it was only pictures (`hasImage`). */
  snippet: string | null;
  hasImage: boolean;
  time: string | null;
  unread: number;
  href: string;
  active: boolean;
}

export interface BubbleView {
  id: number;
  own: boolean;
  text: string | null;
  images: string[];
  time: string | null;
  /** ISO time for <time dateTime>. */
  at: string | null;
}

export type ThreadView =
  | {
      state: "open";
      conversationId: number | null;
      name: string | null;
      image: string | null;
      /** Oldest first, as read. */
      messages: BubbleView[];
      olderHref: string | null;
    }
  | { state: "notFound" | "failed" };

/** Who the customer is in a conversation: the sender side unless it was started towards them. */
const selfOf = (c: Conversation) => (c.sender_type === "customer" ? c.sender_id : c.receiver_id);
const otherOf = (c: Conversation): ChatParticipant | null =>
  (c.sender_type === "customer" ? c.receiver : c.sender) ?? null;
const nameOf = (p: ChatParticipant | null) => (p ? `${p.f_name} ${p.l_name}`.trim() || null : null);

function bubbleOf(
  message: ChatMessage,
  self: number,
  time: (raw: string | null) => string | null,
): BubbleView {
  return {
    id: message.id,
    own: message.sender_id === self,
    text: message.message,
    images: message.file_full_url ?? [],
    time: time(message.created_at),
    at: message.created_at,
  };
}

async function storeReceiver(context: AppLoadContext, storeId: number) {
  const store = await settle(context.api.stores.details(storeId));
  if (!store.ok || !store.value) return null;
  const raw = (store.value as { vendor_id?: unknown }).vendor_id;
  const vendorId = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : NaN;
  return Number.isInteger(vendorId) && vendorId > 0
    ? {
        vendorId,
        name: store.value.name,
        image: (store.value as { logo_full_url?: string | null }).logo_full_url ?? null,
      }
    : null;
}

/** The thread the URL points at, if any. */
async function targetOf(
  context: AppLoadContext,
  query: ChatQuery,
): Promise<{ target: ChatTarget; name: string | null; image: string | null } | "notFound" | null> {
  if (query.conversationId)
    return { target: { conversationId: query.conversationId }, name: null, image: null };
  if (query.type === "vendor" && query.storeId) {
    const store = await storeReceiver(context, query.storeId);
    if (!store) return "notFound";
    return {
      target: { receiverType: "vendor", receiverId: store.vendorId },
      name: store.name,
      image: store.image,
    };
  }
  if (query.receiverId !== null)
    return {
      target: { receiverType: query.type, receiverId: query.receiverId },
      name: null,
      image: null,
    };
  return null;
}

export async function loadChat(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const query = chatQueryOf(url);
  const { lang } = context;
  const listLimit = LIST_PAGE * query.listPages;
  const threadLimit = THREAD_PAGE * query.threadPages;

  const [list, found, config, t] = await Promise.all([
    settle(
      query.q
        ? context.api.chat.search(query.q, query.type, listLimit)
        : context.api.chat.list(query.type, listLimit),
    ),
    targetOf(context, query),
    configFor(context),
    i18nServer.getFixedT(lang, "chat"),
  ]);
  const time = (raw: string | null) => formatOrderTime(raw, lang, config?.timezone);

  let thread: ThreadView | null = null;
  if (found === "notFound") thread = { state: "notFound" };
  else if (found) {
    const answer = await settle(context.api.chat.details(found.target, threadLimit));
    if (!answer.ok) {
      const error = answer.error;
      thread = {
        state:
          isApiError(error) && (error.status === 404 || error.status === 403)
            ? "notFound"
            : "failed",
      };
    } else {
      const { conversation, messages, total_size } = answer.value;
      const self = conversation ? selfOf(conversation) : -1;
      const other = conversation ? otherOf(conversation) : null;
      thread = {
        state: "open",
        conversationId: conversation?.id ?? null,
        name: nameOf(other) ?? found.name,
        image: other?.image_full_url ?? found.image,
        messages: messages.map((m) => bubbleOf(m, self, time)).reverse(),
        olderHref:
          total_size > messages.length && query.threadPages < MAX_PAGES
            ? chatHref(lang, {
                type: query.type,
                conversationId: conversation?.id ?? query.conversationId,
                older: query.threadPages + 1,
              })
            : null,
      };
    }
  }

  const activeId = thread?.state === "open" ? thread.conversationId : query.conversationId;
  const conversations = list.ok
    ? list.value.conversations.map((c): ConversationEntry => {
        const other = otherOf(c);
        return {
          id: c.id,
          name: nameOf(other) ?? t("unnamed"),
          image: other?.image_full_url ?? null,
          snippet: c.last_message?.message ?? null,
          hasImage: (c.last_message?.file_full_url?.length ?? 0) > 0,
          time: time(c.last_message_time ?? c.last_message?.created_at ?? null),
          unread: c.unread_message_count,
          href: chatHref(lang, { type: query.type, conversationId: c.id }),
          active: c.id === activeId,
        };
      })
    : [];

  return {
    title: t("title"),
    type: query.type,
    q: query.q,
    conversations,
    listFailed: !list.ok,
    moreHref:
      list.ok && list.value.total_size > conversations.length && query.listPages < MAX_PAGES
        ? chatHref(lang, { type: query.type, q: query.q, list: query.listPages + 1 })
        : null,
    thread,
    /** The list-only view may refresh itself without JavaScript (no composer on it). */
    listOnly: thread === null,
    refreshHref: `${url.pathname}${url.search}`,
  };
}

export type ChatData = Awaited<ReturnType<typeof loadChat>>;

/**
 * POST /chatting?… (the composer): the thread is the one the URL names. Sent → 303 to the
 * conversation's URL (a reload does not send again); refused → the page with the field errors
 * and the typed text kept (pictures must be picked again: a browser never refills a file input).
 */
export async function chatAction(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const query = chatQueryOf(url);
  const form = await readForm(request, { maxBytes: FORM_BYTES });
  // an empty file input posts one nameless empty file: not a picture
  const pictures = form
    .getAll("image")
    .filter((e) => (typeof e === "string" ? e !== "" : e.size > 0 || e.name !== ""));
  form.delete("image");
  for (const picture of pictures) form.append("image", picture);
  const submission = parseWithZod(form, { schema: chatSendSchema });
  const refuse = (status: number, formErrors?: string[], fieldErrors?: Record<string, string[]>) =>
    data(
      {
        result: submission.reply({
          ...(formErrors ? { formErrors } : {}),
          ...(fieldErrors ? { fieldErrors } : {}),
        }),
      },
      { status },
    );
  if (submission.status !== "success") return refuse(400);

  const images = submission.value.image ?? [];
  // Pixel size, not only bytes: a small file can decode to gigabytes (app/lib/image-size.ts).
  if ((await oversizedImages(images)).length)
    return refuse(400, undefined, { image: [CHAT_ERRORS.imageDimensions] });
  const found = await targetOf(context, query);
  if (!found || found === "notFound") return refuse(404, [CHAT_ERRORS.notFound]);
  try {
    const sent = await context.api.chat.send(
      found.target,
      submission.value.message ?? "",
      images,
      query.type === "delivery_man" ? (query.orderId ?? undefined) : undefined,
    );
    const conversationId = sent.conversation?.id ?? query.conversationId;
    return redirect(chatHref(context.lang, { type: query.type, conversationId }), { status: 303 });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return refuse(503, [CHAT_ERRORS.unavailable]);
    if (error.status === 404) return refuse(404, [CHAT_ERRORS.notFound]);
    const reply = replyFromApiError(error, {
      fields: (code) =>
        code.startsWith("image") ? "image" : code === "message" ? code : undefined,
      fallback: CHAT_ERRORS.refused,
    });
    return refuse(400, reply.formErrors, reply.fieldErrors);
  }
}
