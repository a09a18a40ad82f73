import type { LoaderFunctionArgs } from "@remix-run/node";
import { indexXml } from "~/features/sitemap/sitemap-files.server";
import { sitemapFilesFor, xmlResponse } from "~/features/sitemap/sitemap-response.server";

/**
 * /sitemap.xml — the sitemap index (issue 10 item 7): one file per language and kind (stores,
 * categories, items of every non-parcel module of the default zone), at /sitemaps/{file}.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await sitemapFilesFor(context);
  if ("response" in result) return result.response;
  return xmlResponse(indexXml(new URL(request.url).origin, result.files));
}
