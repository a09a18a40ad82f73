import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadHelpPage } from "~/features/static-pages/static-page.server";

/** /help-and-support — contact details from config; ships no JavaScript. */
export { default } from "~/features/static-pages/help-and-support";
export { meta } from "~/features/static-pages/static-page";
export { staticPageHandle as handle } from "~/features/static-pages/static-page-data";

export const loader = (args: LoaderFunctionArgs) => loadHelpPage(args);
