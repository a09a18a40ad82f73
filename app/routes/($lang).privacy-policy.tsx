import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadStaticPage } from "~/features/static-pages/static-page.server";

/** /privacy-policy — backend HTML, sanitised and rendered on the server; ships no JavaScript. */
export { default, meta } from "~/features/static-pages/static-page";
export { staticPageHandle as handle } from "~/features/static-pages/static-page-data";

// A function, not a factory call: the browser build must be able to drop it with the .server import.
export const loader = (args: LoaderFunctionArgs) => loadStaticPage("privacy-policy", args);
