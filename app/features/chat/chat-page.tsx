import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation, useRevalidator } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { CHAT_IMAGE_TYPES, CHAT_LIMITS } from "./chat-constants";
import type { BubbleView, ChatData, ConversationEntry } from "./chat.server";
import { FieldError } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import {
  ArrowLeft,
  ImageIcon,
  Loader2,
  MessageCircle,
  RefreshCw,
  Search,
  Send,
} from "~/components/ui/icons";

/** How often an open chat is refreshed (with JavaScript: polled; without: the list view only). */
export const CHAT_REFRESH_SECONDS = 10;

/**
 * /chatting: the conversation list (tabs by receiver type, search, more) beside the open
 * thread (bubbles, older pages, composer). On a phone one of the two is shown at a time.
 */
export function ChatPage({
  data,
  lastResult,
}: {
  data: ChatData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("chat");
  const thread = data.thread;
  useChatPoll();
  return (
    <div className="container grid grid-cols-1 gap-4 py-6">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <aside
          aria-labelledby="chat-list-title"
          // every grid here has minmax(0, 1fr) columns (grid-cols-1): an auto column would grow
          // to a long last message's width instead of truncating it
          className={cn(
            "grid min-w-0 grid-cols-1 content-start gap-3",
            thread ? "hidden md:grid" : null,
          )}
        >
          <h2 id="chat-list-title" className="sr-only">
            {t("list.title")}
          </h2>
          <TypeTabs type={data.type} />
          <SearchForm type={data.type} q={data.q} />
          <ConversationList data={data} />
        </aside>
        <section aria-labelledby="chat-thread-title" className="min-w-0">
          {thread ? (
            <ThreadPanel data={data} lastResult={lastResult} />
          ) : (
            <div className="hidden h-full min-h-60 place-content-center justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center text-muted-foreground md:grid">
              <MessageCircle aria-hidden="true" className="size-10" />
              <h2 id="chat-thread-title">{t("thread.pick")}</h2>
            </div>
          )}
        </section>
      </div>
      {data.listOnly ? (
        // Without JavaScript only the list view reloads itself: it has no composer whose text a
        // reload would lose. A browser running scripts ignores <noscript> and polls instead.
        <noscript>
          <meta httpEquiv="refresh" content={String(CHAT_REFRESH_SECONDS)} />
        </noscript>
      ) : null}
    </div>
  );
}

/**
 * Polls the page's data while it is open and visible; never during a submission (the post's
 * own redirect reloads it), never while the tab is hidden. A revalidation keeps the composer's
 * text: the form is not re-created.
 */
function useChatPoll() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const state = React.useRef({ revalidator, busy: false });
  state.current = { revalidator, busy: navigation.state !== "idle" };
  React.useEffect(() => {
    const timer = window.setInterval(() => {
      const { revalidator: r, busy } = state.current;
      if (document.visibilityState === "visible" && !busy && r.state === "idle") r.revalidate();
    }, CHAT_REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, []);
}

function TypeTabs({ type }: { type: ChatData["type"] }) {
  const { t } = useTranslation("chat");
  const href = (value: string) => `?type=${value}`;
  return (
    <nav aria-label={t("tabs.label")}>
      <ul className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 text-sm">
        {(["vendor", "delivery_man", "admin"] as const).map((value) => (
          <li key={value}>
            <Link
              to={href(value)}
              aria-current={value === type ? "page" : undefined}
              className={cn(
                "block rounded-md px-2 py-1.5 text-center font-medium",
                value === type
                  ? "bg-background text-foreground shadow"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {t(`tabs.${value}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchForm({ type, q }: { type: string; q: string }) {
  const { t } = useTranslation("chat");
  return (
    <Form method="get" role="search" className="flex gap-2">
      <input type="hidden" name="type" value={type} />
      <Label htmlFor="chat-search" className="sr-only">
        {t("search.label")}
      </Label>
      <Input
        id="chat-search"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder={t("search.placeholder")}
        autoComplete="off"
      />
      <Button type="submit" variant="outline" size="icon" aria-label={t("search.submit")}>
        <Search aria-hidden="true" />
      </Button>
    </Form>
  );
}

function ConversationList({ data }: { data: ChatData }) {
  const { t } = useTranslation("chat");
  if (data.listFailed) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {t("list.failed")}{" "}
        <a href={data.refreshHref} className="underline">
          {t("retry")}
        </a>
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-2">
      {data.conversations.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          {data.q ? t("list.noMatch", { q: data.q }) : t(`list.empty.${data.type}`)}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-1" data-testid="chat-conversations">
          {data.conversations.map((entry) => (
            <ConversationRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {data.moreHref ? (
        <Link to={data.moreHref} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("list.more")}
        </Link>
      ) : null}
      {data.listOnly ? (
        <p className="text-xs text-muted-foreground">
          {t("list.refreshes", { seconds: CHAT_REFRESH_SECONDS })}
        </p>
      ) : null}
    </div>
  );
}

function ConversationRow({ entry }: { entry: ConversationEntry }) {
  const { t } = useTranslation("chat");
  return (
    <li>
      <Link
        to={entry.href}
        aria-current={entry.active ? "page" : undefined}
        className={cn(
          "flex items-center gap-3 rounded-lg p-2 hover:bg-accent",
          entry.active ? "bg-accent" : null,
        )}
      >
        <Avatar src={entry.image} />
        <span className="grid min-w-0 flex-1 grid-cols-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-medium">{entry.name}</span>
            {entry.time ? (
              <span className="shrink-0 text-xs text-muted-foreground">{entry.time}</span>
            ) : null}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span dir="auto" className="truncate text-sm text-muted-foreground">
              {entry.snippet ??
                (entry.hasImage ? (
                  <>
                    <ImageIcon aria-hidden="true" className="me-1 inline size-4" />
                    {t("list.image")}
                  </>
                ) : null)}
            </span>
            {entry.unread > 0 ? (
              <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground">
                <span aria-hidden="true">{entry.unread}</span>
                <span className="sr-only">{t("list.unread", { count: entry.unread })}</span>
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Avatar({ src, size = "md" }: { src: string | null; size?: "md" | "sm" }) {
  return (
    <span
      className={cn(
        "shrink-0 overflow-hidden rounded-full border bg-muted",
        size === "md" ? "size-10" : "size-8",
      )}
    >
      {src ? (
        <img
          src={src}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : null}
    </span>
  );
}

function ThreadPanel({
  data,
  lastResult,
}: {
  data: ChatData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("chat");
  const thread = data.thread!;
  const back = (
    <Link
      to={`?type=${data.type}`}
      className={cn(
        buttonVariants({ variant: "ghost", size: "sm" }),
        "justify-self-start md:hidden",
      )}
    >
      <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
      {t("thread.back")}
    </Link>
  );
  if (thread.state !== "open") {
    return (
      <div className="grid gap-3">
        {back}
        <h2 id="chat-thread-title" className="sr-only">
          {t("thread.newTitle")}
        </h2>
        <p role="alert" className="rounded-lg border p-4 text-muted-foreground">
          {thread.state === "notFound" ? t("thread.notFound") : t("thread.failed")}{" "}
          {thread.state === "failed" ? (
            <a href={data.refreshHref} className="underline">
              {t("retry")}
            </a>
          ) : null}
        </p>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3 rounded-lg border p-3 sm:p-4">
      {back}
      <div className="flex items-center gap-3 border-b pb-3">
        <Avatar src={thread.image} />
        <h2 id="chat-thread-title" className="min-w-0 flex-1 truncate text-lg font-semibold">
          {thread.name ?? t("thread.newTitle")}
        </h2>
        <RefreshLink href={data.refreshHref} />
      </div>
      {/* col-reverse around one wrapper: the box starts scrolled to its end (the newest
          message) without any script, while the reading order stays oldest → newest. */}
      <div
        className="flex max-h-[60vh] min-h-40 flex-col-reverse overflow-y-auto"
        tabIndex={0}
        aria-label={t("thread.messages")}
      >
        <div className="grid gap-2">
          {thread.olderHref ? (
            <Link
              to={thread.olderHref}
              preventScrollReset
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "justify-self-center",
              )}
            >
              {t("thread.older")}
            </Link>
          ) : null}
          {thread.messages.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">{t("thread.empty")}</p>
          ) : (
            <ol className="grid gap-2" data-testid="chat-messages">
              {thread.messages.map((message) => (
                <Bubble key={message.id} message={message} name={thread.name} />
              ))}
            </ol>
          )}
        </div>
      </div>
      <Composer action={data.refreshHref} lastResult={lastResult} />
    </div>
  );
}

/** Without JavaScript the thread does not reload itself (it would lose a half-typed message). */
function RefreshLink({ href }: { href: string }) {
  const { t } = useTranslation("chat");
  return (
    <a
      href={href}
      className={cn(
        buttonVariants({ variant: "ghost", size: "sm" }),
        "[@media(scripting:enabled)]:hidden",
      )}
      title={t("thread.refreshHint")}
    >
      <RefreshCw aria-hidden="true" />
      {t("thread.refresh")}
    </a>
  );
}

function Bubble({ message, name }: { message: BubbleView; name: string | null }) {
  const { t } = useTranslation("chat");
  return (
    <li className={cn("flex", message.own ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "grid max-w-[85%] gap-1 rounded-2xl px-3 py-2 sm:max-w-[70%]",
          message.own
            ? "rounded-ee-sm bg-primary text-primary-foreground"
            : "rounded-es-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">
          {message.own ? t("thread.you") : (name ?? t("thread.them"))}:
        </span>
        {message.images.length ? (
          <span className="flex flex-wrap gap-1">
            {message.images.map((src, index) => (
              <a key={src} href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={t("thread.imageAlt", { n: index + 1 })}
                  width={128}
                  height={128}
                  loading="lazy"
                  className="size-32 rounded-lg bg-background object-cover"
                />
              </a>
            ))}
          </span>
        ) : null}
        {message.text ? (
          // the customer's own words, in their own direction (English in the Arabic page)
          <p dir="auto" className="whitespace-pre-wrap break-words">
            {message.text}
          </p>
        ) : null}
        {message.time ? (
          <time
            dateTime={message.at ?? undefined}
            className={cn(
              "text-xs",
              message.own ? "text-end text-primary-foreground" : "text-muted-foreground",
            )}
          >
            {message.time}
          </time>
        ) : null}
      </div>
    </li>
  );
}

function Composer({
  action,
  lastResult,
}: {
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("chat");
  const navigation = useNavigation();
  const validate = useLazyValidation(() => import("./chat-validation").then((m) => m.validateChat));
  const formRef = React.useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: "chat-composer",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onSubmit", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  // Sent (the action redirected back here): an empty composer for the next message.
  const sending = React.useRef(false);
  React.useEffect(() => {
    if (busy) sending.current = true;
    else if (navigation.state === "idle" && sending.current) {
      sending.current = false;
      if (lastResult?.status !== "error") formRef.current?.reset();
    }
  }, [busy, navigation.state, lastResult]);
  const max = { max: CHAT_LIMITS.messageLength };

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      preventScrollReset
      {...getFormProps(form)}
      className="grid gap-2 border-t pt-3"
    >
      <FieldError id={form.errorId} role="alert" errors={form.errors} params={max} />
      <Label htmlFor={fields.message.id}>{t("composer.label")}</Label>
      <Textarea
        {...getTextareaProps(fields.message)}
        key={fields.message.key}
        rows={2}
        maxLength={CHAT_LIMITS.messageLength}
        placeholder={t("composer.placeholder")}
      />
      <FieldError
        id={fields.message.errorId}
        role="alert"
        errors={fields.message.errors}
        params={max}
      />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <Label htmlFor={fields.image.id} className="text-sm font-normal text-muted-foreground">
            {t("composer.images", { max: CHAT_LIMITS.images })}
          </Label>
          <input
            id={fields.image.id}
            name={fields.image.name}
            type="file"
            multiple
            accept={CHAT_IMAGE_TYPES.join(",")}
            aria-invalid={fields.image.errors ? true : undefined}
            aria-describedby={fields.image.errors ? fields.image.errorId : undefined}
            className="text-sm file:me-2 file:rounded-md file:border file:border-input file:bg-background file:px-2 file:py-1 file:text-foreground"
          />
          <FieldError
            id={fields.image.errorId}
            role="alert"
            errors={fields.image.errors}
            params={max}
          />
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" className="rtl:-scale-x-100" />
          )}
          {t("composer.send")}
        </Button>
      </div>
    </Form>
  );
}
