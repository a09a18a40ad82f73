import { z } from "zod";
import { flag, id, lenientArray, text, url } from "./primitives";

/** GET /react-landing-page: the keys the landing page and footer read. */
export const landingSchema = z
  .object({
    header_title: text.optional(),
    header_sub_title: text.optional(),
    header_tag_line: text.optional(),
    header_banner_full_url: url.optional(),
    available_zone_status: flag.optional(),
    available_zone_title: text.optional(),
    available_zone_short_description: text.optional(),
    available_zone_list: lenientArray(
      z.object({
        id,
        name: text,
        display_name: text.optional(),
        modules: lenientArray(z.string()).optional(),
      }),
    ).optional(),
    download_user_app_links: z
      .object({
        playstore_url_status: flag,
        playstore_url: text,
        apple_store_url_status: flag,
        apple_store_url: text,
      })
      .partial()
      .catch({})
      .optional(),
    fixed_newsletter_title: text.optional(),
    fixed_newsletter_sub_title: text.optional(),
    fixed_footer_description: text.optional(),
  })
  .passthrough();

export type Landing = z.output<typeof landingSchema>;

/**
 * Static pages answer a JSON string of HTML; a page the admin has not written yet answers null,
 * `""`, or — stock 6amMart serialising a NULL setting — `{}` (sometimes `[]`): all "no text yet",
 * an empty page (200). Anything else (a number, an object with keys) fails the schema: a backend
 * fault (503), not "no such page".
 */
export const pageHtmlSchema = z
  .union([z.string(), z.null(), z.object({}).strict(), z.array(z.never()).length(0)])
  .transform((v) => (typeof v === "string" ? v : ""));

/**
 * POST /newsletter/subscribe answers `{message}` (api-contract §2.1). The message is required: a
 * `200 {}` (or `[]`, `null`, a number) is a half answer — a backend fault, never a subscription.
 */
export const messageSchema = z.object({ message: z.string() }).passthrough();
