import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import stylesheet from "~/tailwind.css";
import { loadShell } from "~/shell/root-loader.server";
import type { CacheHandle } from "~/lib/http-cache.server";
import { useShell } from "~/shell/use-shell";
import { unlessNothingChanged } from "~/shell/frame-dialog-params";
import { PersonalPartsProvider } from "~/shell/personal-parts";
import { useNewPageStart } from "~/shell/new-page-start";
import { dirOf } from "~/i18n/config";
import { startLocaleFetch } from "~/i18n/locale-fetch";
import { JS_OFF_BEACON_PATH, JS_ON_INLINE } from "~/lib/js-hint";
import { cn } from "~/lib/cn";
import { SiteHeader } from "~/shell/site-header";
import { SiteFooter } from "~/shell/site-footer";
import { NavigationProgress } from "~/shell/navigation-progress";
import { BackendDownNotice } from "~/shell/backend-down-notice";
import { ErrorView } from "~/components/error-view";
import { ShellToaster } from "~/shell/shell-toaster";
import { ItemModal } from "~/features/product/item-modal";
import { maintenanceGate } from "~/features/maintenance/maintenance.server";
import { maintenanceOf } from "~/features/maintenance/maintenance-data";
import { keepRetryAfter } from "~/lib/retry-after";
// Not from ~/lib/page-meta: its JSON-LD builders would come to every page with it (page-title.ts).
import { errorPageMeta } from "~/lib/page-title";
import { PushBridge } from "~/features/push/push-bridge";
import { FetcherWatchers, KeyedFetchers } from "~/components/keyed-fetchers";
import { PageLinks } from "~/components/page-link";
import { WishlistHearts } from "~/features/wishlist/wishlist-hearts";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { DirectionProvider } from "~/components/ui/direction";
import { usePreloadOnIntent } from "~/components/ui/deferred";
import {
  CartDrawer,
  ConfirmDialog,
  LocationMapDialog,
  MenuDrawer,
  SignInDialog,
  WishlistDrawer,
} from "~/shell/frame-dialogs";
import { CookieNotice, MaintenanceView } from "~/shell/frame-notices";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Maintenance mode first: a 503 for every page but the static ones (features/maintenance).
  await maintenanceGate(request, context);
  const { shell, headers } = await loadShell(request, context);
  return data(shell, { headers });
}

/** After a form answered with field errors the frame's data is as it was (frame-dialog-params). */
export const shouldRevalidate: ShouldRevalidateFunction = unlessNothingChanged;

/** The maintenance 503's Retry-After (routes without a headers export inherit this one's). */
export const headers = keepRetryAfter;

/** Only the root's own error has no route meta to take over: the maintenance page's title. */
export const meta: MetaFunction = ({ error }) => {
  const maintenance = maintenanceOf(error);
  return maintenance ? errorPageMeta(maintenance.title, maintenance.businessName || null) : [];
};

/** A route that exports `handle = { hydrate: false }` ships no JavaScript (static pages). */
export interface RouteHandle extends CacheHandle {
  hydrate?: boolean;
}

function useShipsJavaScript() {
  return !useMatches().some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShell();
  const { i18n } = useTranslation();
  const lang = shell?.lang ?? i18n.language ?? "en";
  // A browser known to run no scripts (the /js-off beacon's cookie) gets none: no module
  // scripts, no modulepreloads and no hydration data, ~12 KB gzip of a 30 KB home it never uses.
  const scripting = shell?.scripting ?? "unknown";
  const shipsJs = useShipsJavaScript() && scripting !== "off";
  // The maintenance page is the root's own error: no shell, so its scripts' nonce comes with it.
  const routeError = useRouteError();
  const nonce = shell?.nonce ?? maintenanceOf(routeError)?.nonce;
  // <html data-hydrated> once React owns the page: CSS and tests can tell the enhanced page from
  // the server HTML (a link clicked in between may be lost by the router, see e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // Theme: an explicit choice is a class; no class follows the system preference (pure CSS).
  const themeClass = shell?.theme ?? undefined;
  return (
    <html lang={lang} dir={dirOf(lang)} className={cn(themeClass)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Not in `meta`: a route's meta replaces its ancestors', and every page needs this. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The strings entry.client needs before hydrating: fetched while the scripts load, by
            a script rather than a <link rel="preload">, which a browser without JavaScript
            would download too — 21 KB it never uses (issue 27's no-JS journey). */}
        {shipsJs && shell?.localeUrl ? (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: startLocaleFetch(shell.localeUrl) }}
          />
        ) : null}
        {/* No paint of a half-parsed page: on a slow phone the parser yields mid-document and
            the browser would paint a header and footer that then move (CLS) as the rest
            arrives. Rendering waits for the frame's end marker (Chromium 124+; others ignore
            it). Deferred data streams after the marker, so this never waits for it. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} {...{ blocking: "render" }} />
        {/* Sent without scripts: should JavaScript be back on, the next page has them again. */}
        {scripting === "off" ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_ON_INLINE }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-background text-foreground antialiased">
        {children}
        {/* Only a browser with scripting off renders this: the beacon stores `js=0` (routes/js-off). */}
        {shell && scripting === "unknown" ? (
          <noscript>
            <img src={JS_OFF_BEACON_PATH} alt="" width={1} height={1} className="hidden" />
          </noscript>
        ) : null}
        {shipsJs ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const shell = useShell();
  useDocumentLanguage(shell?.lang ?? "en");
  return (
    <DirectionProvider dir={dirOf(shell?.lang ?? "en")}>
      <HoneypotProvider {...shell?.honeypot}>
        <PersonalPartsProvider>
          <Frame>
            <Outlet />
          </Frame>
        </PersonalPartsProvider>
      </HoneypotProvider>
    </DirectionProvider>
  );
}

/** The last element of the frame's visible part: first paint waits for it (see the head). */
const PAGE_END_ID = "page-end";

/** Header, notices, main landmark, footer and toasts around any content. */
export function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const shell = useShell();
  // The frame's dialogs are not in the first load; fetch them when a link that opens one is
  // pointed at or focused, so that opening it is instant (docs/decisions/013).
  useNewPageStart();
  usePreloadOnIntent(
    MenuDrawer,
    ConfirmDialog,
    LocationMapDialog,
    CartDrawer,
    WishlistDrawer,
    SignInDialog,
  );
  // The page's navigate and fetchers for its many small links and controls, and what every
  // wishlist heart reads alike (issue 27: once per page, not per card).
  return (
    <PageLinks>
      <KeyedFetchers>
        <WishlistHearts>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
          >
            {t("skipToContent")}
          </a>
          <NavigationProgress />
          {shell?.cookieNotice ? <CookieNotice text={shell.cookieNotice} /> : null}
          <SiteHeader />
          {shell?.backendDown ? <BackendDownNotice /> : null}
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <div id={PAGE_END_ID} hidden />
          <ShellToaster />
          <ItemModal />
          <PushBridge />
          <FetcherWatchers />
        </WishlistHearts>
      </KeyedFetchers>
    </PageLinks>
  );
}

/** The root loader itself failed or a render crashed: keep a frame and offer a way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const maintenance = maintenanceOf(error);
  if (maintenance) return <MaintenanceView {...maintenance} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Frame>
      <ErrorView kind={notFound ? "not-found" : "generic"} />
    </Frame>
  );
}

/**
 * The browser holds one language's strings (entry.client loads only the page's). A page in
 * another language — a client navigation that crossed /en ↔ /ar — is loaded as a document, so
 * its strings come with it. Not remix-i18next's useChangeLanguage: it calls changeLanguage after
 * every hydration even when nothing changes, which re-renders every translated component at
 * once, outside a transition — and an update that reaches a Suspense boundary still hydrating
 * (the home's streamed sections) makes React throw its server HTML away (error 421).
 */
function useDocumentLanguage(lang: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== lang) window.location.reload();
  }, [i18n, lang]);
}
