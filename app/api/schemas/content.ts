import { z } from "zod";
import { flag, id, lenientArray, text, url } from "./primitives";

/** A run of a landing text: plain, or highlighted (stock marks those words with `$…$`). */
export interface TextPart {
  text: string;
  highlight: boolean;
}

/**
 * Stock 6amMart landing texts mark the words to highlight with dollar signs
 * (`"header_title": "$Your e-Commerce!$"`, `"Shop with $6amMart$"`), as its own React client
 * renders them. Each `$…$` pair is a highlighted run without the signs; a lone `$` stays text.
 */
export function markedParts(value: string): TextPart[] {
  const parts: TextPart[] = [];
  const push = (text: string, highlight: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && !last.highlight && !highlight) last.text += text;
    else parts.push({ text, highlight });
  };
  let at = 0;
  for (const match of value.matchAll(/\$([^$]+)\$/g)) {
    push(value.slice(at, match.index), false);
    push(match[1]!, true);
    at = match.index + match[0].length;
  }
  push(value.slice(at), false);
  return parts;
}

/** A landing text as highlighted runs (empty list: no text). */
const markedText = text.transform((value) => markedParts(value.trim()));
/** A landing text read where nothing is highlighted (footer, meta): the words, no `$`. */
const unmarkedText = text.transform((value) =>
  markedParts(value.trim())
    .map((part) => part.text)
    .join(""),
);

/** GET /react-landing-page: the keys the landing page and footer read. */
export const landingSchema = z
  .object({
    header_title: markedText.optional(),
    header_sub_title: markedText.optional(),
    header_tag_line: markedText.optional(),
    header_banner_full_url: url.optional(),
    available_zone_status: flag.optional(),
    available_zone_title: markedText.optional(),
    available_zone_short_description: markedText.optional(),
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
    fixed_newsletter_title: unmarkedText.optional(),
    fixed_newsletter_sub_title: unmarkedText.optional(),
    fixed_footer_description: unmarkedText.optional(),
    download_user_app_title: markedText.optional(),
    download_user_app_sub_title: markedText.optional(),
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

/** GET /testimonial (api-contract §5): what the admin set; an entry switched off is left out. */
export const testimonialListSchema = lenientArray(
  z.object({
    id: id.optional(),
    name: text,
    designation: text.optional(),
    review: text,
    reviewer_image_full_url: url.optional(),
    status: flag.optional().default(true),
  }),
);
export type Testimonial = z.infer<typeof testimonialListSchema>[number];
