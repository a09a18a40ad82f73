import type { MetaDescriptor } from "@remix-run/node";

/*
 * The two head helpers the root's own meta needs (the maintenance page), in a file of their own:
 * esbuild splits code by file, so a file the root imports brings all of its code that any route
 * uses into every page's first load — importing them from seo.ts or page-meta.ts brought the
 * canonical links and every JSON-LD builder along. Both modules re-export them.
 */

/** "Title | Business" when the business name is known. */
export function pageTitle(title: string, businessName?: string | null): string {
  return businessName && businessName !== title ? `${title} | ${businessName}` : title;
}

/** A page without data (an error, a 404): its title, kept out of search results. */
export function errorPageMeta(title: string, businessName: string | null): MetaDescriptor[] {
  return [{ title: pageTitle(title, businessName) }, { name: "robots", content: "noindex" }];
}
