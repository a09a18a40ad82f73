import { z } from "zod";
import { itemPageSchema, objectOrEmpty, storeListPageSchema } from "./home";
import { id, lenientArray, maybeText, text } from "./primitives";

/**
 * Search, suggestion and listing answers (api-contract §2.5; browsing §3 "Search response:
 * products or stores, and total_size. Suggestion response: items and stores, each with a
 * name"). Item and store pages reuse the home's tolerant page schemas (normalised to
 * `{ total, items }` / `{ total, stores }`); a listing endpoint that swallows an exception and
 * answers `[]` (quirk 4) parses to an empty page.
 */
export const searchItemPageSchema = itemPageSchema;
export type SearchItemPage = z.output<typeof searchItemPageSchema>;

export const searchStorePageSchema = storeListPageSchema;
export type SearchStorePage = z.output<typeof searchStorePageSchema>;

const suggestedItemSchema = z
  .object({
    id,
    name: text,
    slug: maybeText.optional(),
    image_full_url: maybeText.optional(),
  })
  .passthrough();

const suggestedStoreSchema = z
  .object({
    id,
    name: text,
    slug: maybeText.optional(),
    logo_full_url: maybeText.optional(),
  })
  .passthrough();

/** GET /items/item-or-store-search → `{items, stores}` (≤ 50 each); unnamed entries dropped. */
export const suggestionsSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      items: lenientArray(suggestedItemSchema).optional(),
      stores: lenientArray(suggestedStoreSchema).optional(),
    })
    .passthrough()
    .transform((s) => ({
      items: (s.items ?? []).filter((i) => i.name.trim() !== ""),
      stores: (s.stores ?? []).filter((i) => i.name.trim() !== ""),
    })),
);
export type Suggestions = z.output<typeof suggestionsSchema>;
export type SuggestedItem = Suggestions["items"][number];
export type SuggestedStore = Suggestions["stores"][number];
