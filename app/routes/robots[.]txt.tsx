import type { LoaderFunctionArgs } from "@remix-run/node";
import { LANGS, localizePath } from "~/i18n/config";

/**
 * /robots.txt (issue 10 item 7): crawl everything but the private and action paths — account
 * pages, cart and checkout, the POST-only action routes, the location and module pickers, the
 * API — in every language; the sitemap index at the request's origin.
 * (`?dialog=` URLs are the pages they open over, with canonical links: left crawlable.)
 */
export const PRIVATE_PATHS = [
  // account (browsing §2 account menu) and signed-in pages
  "/profile",
  "/my-orders",
  "/wallet",
  "/coupons",
  "/loyalty-points",
  "/referral-code",
  "/settings",
  "/wishlist",
  "/interest",
  "/rate-and-review/",
  "/track-order",
  // cart and checkout
  "/cart",
  "/checkout",
  // POST-only actions and pickers
  "/logout",
  "/newsletter",
  "/preferences/",
  "/review-prompt",
  "/welcome",
  "/location",
  "/modules",
];

export function robotsTxt(origin: string): string {
  const disallow = LANGS.flatMap((lang) =>
    PRIVATE_PATHS.map((path) => `Disallow: ${localizePath(path, lang)}`),
  );
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow,
    "Disallow: /api/",
    // The no-JavaScript beacon (routes/js-off.tsx): an image inside <noscript>, never content.
    "Disallow: /js-off",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600, s-maxage=3600",
    },
  });
}
