/**
 * Conform's zod parser for actions. Route modules import it from here, not from
 * "@conform-to/zod": the Remix compiler empties `*.server` modules in the browser bundle, while
 * a route's own top-level import of the package stays in its client chunk even when only the
 * action uses it — and shares a chunk with the forms that validate in the browser (the sign-in
 * form's lazy check), pulling Conform's DOM helpers into pages that have no such form.
 */
export { parseWithZod } from "@conform-to/zod";
