import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/react";
import { ErrorView } from "~/components/error-view";
import i18nServer from "~/i18n/i18next.server";
import type { ShellData } from "~/shell/root-loader.server";

/**
 * Any URL no route claims: the not-found placeholder with HTTP 404. The loader answers 404
 * instead of throwing, so this route's meta (a translated title) is rendered.
 */
export async function loader({ request }: LoaderFunctionArgs) {
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
