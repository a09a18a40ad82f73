import type { LoaderFunctionArgs } from "@remix-run/node";
import { lazy, Suspense } from "react";
import {
  useLoaderData,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { pageQueryOf, pageUnchangedByAction } from "~/shell/frame-dialog-params";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { isLang, DEFAULT_LANG } from "~/i18n/config";
import { pageMeta } from "~/lib/page-meta";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { listingLoader } from "~/features/listing/listing-loader.server";
import { listingMetaDescriptors } from "~/features/listing/listing-meta";
import { isListingUrl } from "~/features/listing/listing-query";
import { loadModuleHome } from "~/features/home/home-loader.server";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /home — the module landing page (browsing §2 "Home", issue 9). `?module_id=N` is module N's
 * own URL, which renders without cookies on the default location (crawlers, shared links);
 * `/home` alone is the visitor's chosen module. With a `data_type` it is the search and listing
 * view instead (issue 10, app/features/listing): its loader, meta and page are dispatched below.
 */

/** Nothing personal for an anonymous visitor (the cart count needs a session): CDN-cacheable. */
export const handle = { sharedCache: true };

export async function loader(args: LoaderFunctionArgs) {
  if (isListingUrl(new URL(args.request.url))) return listingLoader(args);
  return loadModuleHome(args);
}

/**
 * A category tab (`?<section>-tab=`) only filters items already on the page, and a frame dialog
 * only opens over it: no need to run the loaders again for either (item-section.tsx,
 * frame-dialog-params.ts). Nor after a quick add or a heart (the steppers, hearts and counts
 * are the root loader's) or a form answered with field errors (pageUnchangedByAction): neither
 * the shelves nor the listing read the cart or the wishlist.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  if (pageUnchangedByAction(args)) return false;
  if (isListingUrl(args.currentUrl) || isListingUrl(args.nextUrl))
    return listingShouldRevalidate(args);
  return homeShouldRevalidate(args);
}

/** Besides the frame dialogs' parameters, the listing renders these from the URL alone. */
const isListingViewOnly = (key: string) => key === "view";

/**
 * The listing's loaders run again for a new listing URL, not for opening or closing the sort
 * and filter drawer or switching grid/list (the component reads those from the URL), and not
 * for the header's recent-search forms (they change nothing the listing shows).
 */
function listingShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formAction && /\/search-history$/.test(formAction)) return false;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => pageQueryOf(url, isListingViewOnly);
  if (currentUrl.search !== nextUrl.search && rest(currentUrl) === rest(nextUrl)) return false;
  return defaultShouldRevalidate;
}

function homeShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Closing the review prompt or the welcome changes nothing the sections show (both modals
  // hide at once in the browser; the root loader still runs for the welcome flag).
  if (formAction && /\/(review-prompt|welcome)$/.test(formAction)) return false;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  // Tabs filter what is on the page; a frame dialog (track order, cart, …) opens over it.
  const isTab = (key: string) => key.endsWith("-tab");
  const onlyViewChanged =
    currentUrl.search !== nextUrl.search &&
    pageQueryOf(currentUrl, isTab) === pageQueryOf(nextUrl, isTab);
  if (onlyViewChanged) return false;
  return defaultShouldRevalidate;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => {
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  const business = businessNameFrom(matches);
  if (!data) return [{ title: pageTitle(lang === "ar" ? "الرئيسية" : "Home", business) }];
  if ("listing" in data) return listingMetaDescriptors(data.listing, lang, business);
  const canonicalPath = moduleHomeHref(data.module.id);
  return pageMeta({ ...data.meta, canonicalPath }, data.origin, lang, business);
};

/*
 * One URL, two pages: each view is its own chunk, so a visitor downloads the code of the page
 * they see, not of both (the home route's first-load budget). The server renders either in full
 * (a lazy component is resolved once per process); in the browser React keeps the server HTML
 * of the boundary until the chunk has loaded, then hydrates it. The fallback only shows on a
 * client-side navigation that arrives before the chunk.
 */
const ModuleHome = lazy(() =>
  import("~/features/home/module-home").then((m) => ({ default: m.ModuleHome })),
);
const ListingPage = lazy(() =>
  import("~/features/listing/listing-page").then((m) => ({ default: m.ListingPage })),
);

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<PageSkeleton />}>
      {"listing" in data ? <ListingPage data={data.listing} /> : <ModuleHome data={data} />}
    </Suspense>
  );
}

function PageSkeleton() {
  return (
    <div className="container py-6" aria-busy="true">
      <div className="h-40 animate-pulse rounded-lg bg-muted" />
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-56 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
