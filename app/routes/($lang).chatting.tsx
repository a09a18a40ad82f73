import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { ChatPage } from "~/features/chat/chat-page";
import { chatAction, loadChat } from "~/features/chat/chat.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/**
 * /chatting?type&conversationId|id|storeId&chatFrom (foundations §2; issue 14 item 6): the
 * signed-in customer's conversations with stores, delivery men and the admin — list by type
 * with search, a thread with older pages, text and up to three images. Guests go to sign-in
 * with 'You must be login to access this page.'. The URL says everything (chat.server.ts);
 * the backend decides whose conversation is whose. Refreshed every 10 s while open: polled
 * with JavaScript, a <noscript> meta refresh on the list view (the thread offers a Refresh
 * link instead: a reload would lose a half-typed message). Reads the session: never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadChat(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return chatAction(request, context);
}

export default function ChattingPage() {
  const data = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <ChatPage data={data} lastResult={refusal?.result} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Chat", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
