import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { Config } from "~/api/schemas/config";
import type { StaticPageSlug } from "~/api/config.server";
import { isApiError } from "~/api/errors";
import i18nServer from "~/i18n/i18next.server";
import { sanitizePageHtml } from "~/lib/sanitize-html.server";
import { isUnreachable, settle } from "~/api/settle.server";
import type { HelpPageData, StaticPageData } from "./static-page-data";
import { notFound } from "~/lib/responses.server";

/** Policies that exist only while their config flag is not 0 (browsing §2 "Footer links"). */
const POLICY_FLAGS: Partial<
  Record<StaticPageSlug, "refund_policy" | "cancelation_policy" | "shipping_policy">
> = {
  "refund-policy": "refund_policy",
  "cancellation-policy": "cancelation_policy",
  "shipping-policy": "shipping_policy",
};

/**
 * A policy or about page: the backend's HTML (localised by X-localization), sanitised and
 * rendered on the server. Disabled policy → 404. Backend unreachable, failing, or answering
 * something that is not the contract's shape (a config without business_name, a page that is
 * not a string: `invalid-response`, a backend fault like an outage — never "flag off") → the
 * page with a clear message and 503, so crawlers retry instead of indexing an error.
 */
export async function loadStaticPage(
  slug: StaticPageSlug,
  { request, context }: LoaderFunctionArgs,
) {
  const flag = POLICY_FLAGS[slug];
  // The flag check and the content read run side by side: no waterfall for enabled pages.
  const [config, page, t] = await Promise.all([
    flag ? settle(context.api.config.get()) : Promise.resolve(null),
    settle(context.api.config.page(slug)),
    i18nServer.getFixedT(request, "pages"),
  ]);
  if (flag && config?.ok && !isEnabled(config.value, flag)) throw notFound();

  const base = {
    slug,
    title: t(`${slug}.title`),
    description: "",
    origin: new URL(request.url).origin,
    lang: context.lang,
  };
  const configFailed = config !== null && !config.ok;
  if (page.ok && !configFailed) {
    // Sanitised once per content version (cached by a hash of the text), not on every view.
    const html = sanitizePageHtml(page.value);
    return data<StaticPageData>({
      ...base,
      state: html ? "ok" : "empty",
      html,
      description: excerpt(html),
    });
  }
  // The backend said this page does not exist (not an outage): the not-found placeholder.
  if (!page.ok && !isUnreachable(page) && isApiError(page.error) && page.error.status === 404)
    throw notFound();
  return data<StaticPageData>(
    { ...base, state: "unavailable", html: "" },
    { status: 503, headers: { "Retry-After": "60" } },
  );
}

function isEnabled(
  config: Config,
  flag: NonNullable<(typeof POLICY_FLAGS)[StaticPageSlug]>,
): boolean {
  // Absent counts as off, as in the footer (root-loader policies): no link, no page.
  return config[flag] === true;
}

/** /help-and-support: the business's contact details from config. */
export async function loadHelpPage({ request, context }: LoaderFunctionArgs) {
  const [config, t] = await Promise.all([
    settle(context.api.config.get()),
    i18nServer.getFixedT(request, "pages"),
  ]);
  const base = {
    slug: "help-and-support" as const,
    title: t("help-and-support.title"),
    description: "",
    origin: new URL(request.url).origin,
    lang: context.lang,
  };
  if (!config.ok) {
    return data<HelpPageData>(
      { ...base, state: "unavailable", contact: null },
      { status: 503, headers: { "Retry-After": "60" } },
    );
  }
  const c = config.value;
  return data<HelpPageData>({
    ...base,
    description: t("help-and-support.intro", { name: c.business_name }),
    state: "ok",
    contact: {
      address: c.address ?? "",
      phone: c.phone ?? "",
      email: c.email ?? "",
      businessName: c.business_name,
    },
  });
}

const DESCRIPTION_MAX = 155;

/** The text of sanitised HTML, whitespace folded, cut at a word boundary near 155 characters. */
export function excerpt(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
