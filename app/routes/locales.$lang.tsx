import type { LoaderFunctionArgs } from "@remix-run/node";
import { compressedLocaleDocument, isLocale, localeDocument } from "~/i18n/locale-json.server";
import { acceptsBrotli } from "~/lib/http-encoding.server";

/**
 * GET /locales/{en|ar}?v=<hash>: the language's strings for entry.client (i18n/locale-json.server.ts).
 * The current version is cached by the browser for a year (private: the server's cache guard
 * turns shared answers private for signed-in visitors anyway, and a year-long private entry is
 * what they need); any other version gets the current strings with a short cache.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!isLocale(params.lang)) throw new Response("Not found", { status: 404 });
  const { body, version } = localeDocument(params.lang);
  const current = new URL(request.url).searchParams.get("v") === version;
  const headers = new Headers({
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": current ? "private, max-age=31536000, immutable" : "private, max-age=300",
    Vary: "Accept-Encoding",
  });
  // Compressed once at the highest quality rather than per request (the server's compression
  // leaves an answer that already has a Content-Encoding alone).
  if (acceptsBrotli(request.headers.get("Accept-Encoding"))) {
    const brotli = await compressedLocaleDocument(params.lang).catch(() => null);
    if (brotli) {
      headers.set("Content-Encoding", "br");
      return new Response(new Uint8Array(brotli), { headers });
    }
  }
  return new Response(body, { headers });
}
