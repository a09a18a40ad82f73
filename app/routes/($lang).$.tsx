import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { langFromPath, stripLangPrefix } from "~/i18n/config";
import { legacyTarget } from "~/features/legacy-urls/legacy-urls";
import type { MetaFunction } from "@remix-run/react";
import { ErrorView } from "~/components/error-view";
import i18nServer from "~/i18n/i18next.server";
import type { ShellData } from "~/shell/root-loader.server";

/**
 * Any URL no route claims: the not-found placeholder with HTTP 404. The loader answers 404
 * instead of throwing, so this route's meta (a translated title) is rendered.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // An incumbent client's URL under a language (/ar/search…) goes where it lives now.
  const url = new URL(request.url);
  const path = stripLangPrefix(url.pathname.replace(/\.data$/, ""));
  const to = legacyTarget(path, url.searchParams, langFromPath(url.pathname));
  if (to) throw redirect(to, 301);
  const t = await i18nServer.getFixedT(request);
  return data({ title: t("errors.notFoundTitle") }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const shell = matches.find((m) => m.id === "root")?.data as ShellData | undefined;
  const name = shell?.config?.businessName || "Storefront";
  return [{ title: `${page?.title ?? "404"} · ${name}` }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  return <ErrorView kind="not-found" />;
}
