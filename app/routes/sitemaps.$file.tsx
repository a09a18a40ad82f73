import type { LoaderFunctionArgs } from "@remix-run/node";
import { urlsetXml } from "~/features/sitemap/sitemap-files.server";
import { sitemapFilesFor, xmlResponse } from "~/features/sitemap/sitemap-response.server";

/**
 * /sitemaps/{lang}-{kind}[-{n}].xml — one file of the sitemap (≤ 50,000 URLs, each with its
 * hreflang alternates). A name the index does not list is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const name = params.file ?? "";
  if (!/^(en|ar)-(stores|categories|items)(-[1-9]\d{0,4})?\.xml$/.test(name)) throw notFound();
  const result = await sitemapFilesFor(context);
  if ("response" in result) return result.response;
  const file = result.files.find((f) => f.name === name);
  if (!file) throw notFound();
  return xmlResponse(urlsetXml(new URL(request.url).origin, file));
}

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
