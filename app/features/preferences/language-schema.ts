import * as z from "zod";
import { LANGS } from "~/i18n/config";

/**
 * The language confirmation form (browsing spec §4): the chosen language and the page to come
 * back to. `redirectTo` is only a hint; the action checks it (safeRedirect) and re-prefixes it.
 */
export const languageFormSchema = z.object({
  lang: z.enum(LANGS),
  // Not length-checked here: a bad target must not void the choice; the action falls back.
  redirectTo: z.string().optional(),
});

export type LanguageForm = z.infer<typeof languageFormSchema>;

export { LANGUAGE_DIALOG_PARAMS } from "./language-params";
