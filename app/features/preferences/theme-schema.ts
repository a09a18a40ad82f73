import * as z from "zod";
import { THEMES } from "~/lib/theme";

/**
 * The light/dark switch (browsing spec §4). Without JavaScript it is a document POST that
 * redirects back to `redirectTo`; with JavaScript a fetcher submits it with `enhanced=1` and
 * the action answers with data instead, so the page is not reloaded.
 */
export const themeFormSchema = z.object({
  theme: z.enum(THEMES),
  // Not length-checked here: a bad target must not void the choice; the action falls back.
  redirectTo: z.string().optional(),
  enhanced: z.literal("1").optional(),
});

export type ThemeForm = z.infer<typeof themeFormSchema>;
