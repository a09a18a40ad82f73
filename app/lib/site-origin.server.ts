import { getEnv } from "~/env.server";

/** The site's own origin, as the browser sees it (PUBLIC_URL when set). */
export function siteOrigin(request: Request): string {
  const configured = getEnv().PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
