import type { AppLoadContext } from "@remix-run/node";
import { settle } from "~/api/settle.server";
import { sitemapData } from "./sitemap-data.server";
import { filesOf, SITEMAP_CACHE_CONTROL, type SitemapFile } from "./sitemap-files.server";

/**
 * The sitemap's files for a request, or the answer to send instead: 503 (with Retry-After, not
 * cached) when the backend cannot be walked right now — a crawler then comes back later rather
 * than dropping every URL it knew.
 */
export async function sitemapFilesFor(
  context: AppLoadContext,
): Promise<{ files: SitemapFile[] } | { response: Response }> {
  const data = await settle(sitemapData(context));
  if (!data.ok) {
    return {
      response: new Response("The sitemap is unavailable right now.\n", {
        status: 503,
        headers: {
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
          "Retry-After": "300",
        },
      }),
    };
  }
  return { files: filesOf(data.value) };
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": SITEMAP_CACHE_CONTROL,
    },
  });
}
