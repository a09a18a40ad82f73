import type { LoaderFunctionArgs } from "@remix-run/node";
import { useRouteError, type MetaFunction } from "@remix-run/react";
import { ErrorView, errorKindOf } from "~/components/error-view";
import { SubmittedPage } from "~/features/registration/registration-pages";
import i18nServer from "~/i18n/i18next.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";

/** /deliveryman-registration/submitted: where a sent application lands (303 from the form): what happens next. */
export async function loader({ context }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(context.lang, "registration");
  return { title: t("deliveryman.submitted.title") };
}

export default function Submitted() {
  return <SubmittedPage kind="deliveryman" />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Application received", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  const error = useRouteError();
  const kind = errorKindOf(error);
  if (kind === "generic") console.error(error);
  return <ErrorView kind={kind} />;
}
