import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadHelpPage } from "~/components/static-pages/static-page.server";

/** /help-and-support — contact details from config; ships no JavaScript. */
export { default } from "~/components/static-pages/help-and-support";
export { meta } from "~/components/static-pages/static-page";
export { staticPageHandle as handle } from "~/components/static-pages/static-page-data";

export const loader = (args: LoaderFunctionArgs) => loadHelpPage(args);
