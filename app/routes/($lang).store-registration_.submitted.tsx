import type { LoaderFunctionArgs } from "@remix-run/node";
import { type MetaFunction } from "@remix-run/react";
import { SubmittedPage } from "~/features/registration/registration-pages";
import i18nServer from "~/i18n/i18next.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/** /store-registration/submitted: where a sent application lands (303 from the form): what happens next. */
export async function loader({ context }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(context.lang, "registration");
  return { title: t("store.submitted.title") };
}

export default function Submitted() {
  return <SubmittedPage kind="store" />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Application received", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;

export const ErrorBoundary = RouteErrorBoundary;
