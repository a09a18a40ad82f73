/**
 * Search params the language dialog owns: dropped from the page it returns to. Apart from the
 * zod schema (language-schema.ts) so the header can use it without pulling zod into every page.
 */
export const LANGUAGE_DIALOG_PARAMS = ["to"] as const;
