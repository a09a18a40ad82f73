import type { LoaderFunctionArgs } from "@remix-run/node";
import { lazy, Suspense } from "react";
import {
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { loadSharedHome } from "~/features/home/shared-home.server";
import { pageQueryOf } from "~/shell/frame-dialog-params";
import { isLang, DEFAULT_LANG } from "~/i18n/config";
import { pageMeta } from "~/lib/page-meta";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepRetryAfterAndCacheOptOut } from "~/lib/retry-after";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /home/z/<zone ids>/m/<module id> — the located module home a shared cache can keep
 * (ADR 033, issue 27 item 2): the same page /home shows a guest located in those zones, from
 * the URL alone, answered `public, s-maxage=60` without `Vary: Cookie`. The visitor's own parts
 * (cart steppers, hearts, counts, Visit Again) come after hydration from /home/personal.
 * Search engines are sent to the module's own URL (canonical → /home?module_id=N).
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedHome(args);

/**
 * Nothing on this page belongs to the visitor, so an action (add to cart, a heart) changes
 * nothing it shows: the personal parts revalidate on their own (shell/personal-parts.tsx). A
 * category tab or a frame dialog only changes what is shown of the same data.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return false;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const isTab = (key: string) => key.endsWith("-tab");
  if (pageQueryOf(currentUrl, isTab) === pageQueryOf(nextUrl, isTab)) return false;
  return defaultShouldRevalidate;
}

/** A 503's Retry-After reaches the document (the gate throws it: unavailable.server.ts). */
export const headers = keepRetryAfterAndCacheOptOut;

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => {
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  const business = businessNameFrom(matches);
  if (!data) return [{ title: pageTitle(lang === "ar" ? "الرئيسية" : "Home", business) }];
  const canonicalPath = moduleHomeHref(data.module.id);
  return pageMeta({ ...data.meta, canonicalPath }, data.origin, lang, business);
};

/*
 * The same chunk as /home's module home (a lazy component, see ($lang).home.tsx): the server
 * renders it in full, the browser hydrates it once loaded, and a visitor going from one home
 * to the other downloads it once.
 */
const ModuleHome = lazy(() =>
  import("~/features/home/module-home").then((m) => ({ default: m.ModuleHome })),
);

export default function SharedHome() {
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<div className="container min-h-screen py-6" aria-busy="true" />}>
      <ModuleHome data={data} />
    </Suspense>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
