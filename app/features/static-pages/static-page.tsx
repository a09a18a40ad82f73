import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { alternateLinks, businessNameFrom, pageTitle } from "~/lib/seo";
import type { HelpPageData, StaticPageData } from "./static-page-data";

/*
 * The policy and about pages. Their route modules re-export these and `staticPageHandle`
 * (hydrate: false), so the document carries no script at all. The HTML was sanitised on the
 * server (app/lib/sanitize-html.server.ts) before it reached dangerouslySetInnerHTML.
 */

/** Typography for backend-authored rich text (no typography plugin: a few descendant rules). */
const richText =
  "max-w-none text-base leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_hr]:my-6 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_li]:mb-1 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-4 [&_pre]:overflow-x-auto [&_table]:mb-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-start [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6";

export function StaticPageLayout({
  title,
  children,
}: {
  title: string;
  children: React.ReactNode;
}) {
  return (
    <article className="container max-w-3xl py-10" aria-labelledby="page-title">
      <h1 id="page-title" className="mb-6 text-3xl font-bold">
        {title}
      </h1>
      {children}
    </article>
  );
}

/** Shown instead of the content while the backend cannot be reached (HTTP 503). */
export function UnavailableNotice() {
  const { t } = useTranslation("pages");
  return (
    <div
      role="status"
      className="rounded-md border border-border bg-muted p-4 text-muted-foreground"
    >
      <p className="font-medium text-foreground">{t("unavailable.title")}</p>
      <p className="mt-1">{t("unavailable.body")}</p>
    </div>
  );
}

export default function StaticPage() {
  const { t } = useTranslation("pages");
  const page = useLoaderData<StaticPageData>();
  return (
    <StaticPageLayout title={page.title}>
      {page.state === "ok" ? (
        <div className={richText} dangerouslySetInnerHTML={{ __html: page.html }} />
      ) : page.state === "empty" ? (
        <p className="text-muted-foreground">{t("empty")}</p>
      ) : (
        <UnavailableNotice />
      )}
    </StaticPageLayout>
  );
}

/** Title per page plus canonical/hreflang; an unavailable page asks not to be indexed. */
export const meta: MetaFunction = ({ data, matches }) => {
  const page = data as StaticPageData | HelpPageData | undefined;
  if (!page) return [{ title: "404" }, { name: "robots", content: "noindex" }];
  return [
    { title: pageTitle(page.title, businessNameFrom(matches)) },
    ...(page.description ? [{ name: "description", content: page.description }] : []),
    ...(page.state === "unavailable" ? [{ name: "robots", content: "noindex" }] : []),
    ...alternateLinks(page.origin, `/${page.slug}`, page.lang),
  ];
};
