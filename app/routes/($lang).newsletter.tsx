import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NewsletterForm } from "~/features/footer/newsletter-form";
import { newsletterPage, subscribeToNewsletter } from "~/features/footer/newsletter.server";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { useShell } from "~/shell/use-shell";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";

/*
 * /newsletter — POST is the footer band's form (browsing §2, §5, §8); GET shows the same form on
 * a page of its own, which is also where a document POST with an error lands (status 400).
 * The logic is in app/features/footer/newsletter.server.ts.
 */

export const loader = (args: LoaderFunctionArgs) => newsletterPage(args);
export const action = (args: ActionFunctionArgs) => subscribeToNewsletter(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(data?.title ?? "Newsletter", businessNameFrom(matches)) },
  { name: "robots", content: "noindex" },
];

export default function NewsletterPage() {
  const { t } = useTranslation("footer");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const shell = useShell();
  const back = actionData?.redirectTo ?? loaderData.redirectTo;
  const title = shell?.landing?.newsletterTitle || t("newsletter.defaultTitle");
  const subtitle = shell?.landing?.newsletterSubtitle || t("newsletter.defaultSubtitle");
  return (
    <section className="container max-w-xl py-12" aria-labelledby="newsletter-page-title">
      <h1 id="newsletter-page-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-muted-foreground">{subtitle}</p>
      <NewsletterForm className="mt-6" lastResult={actionData?.result} redirectTo={back} />
      <p className="mt-6">
        <Link
          to={back}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("newsletter.back")}
        </Link>
      </p>
    </section>
  );
}

/** A form answered with field errors changed nothing: no loader runs again (frame-dialog-params). */
export const shouldRevalidate = unlessNothingChanged;
