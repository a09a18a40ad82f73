import { z } from "zod";
import { id, lenientArray, text, url } from "./primitives";

/** GET /module (api-contract §5.3). */
export const moduleSchema = z.object({
  id,
  module_name: text,
  module_type: z.string(),
  icon_full_url: url.optional(),
  thumbnail_full_url: url.optional(),
  description: text.optional(),
  zones: lenientArray(z.object({ id })).optional(),
});

export const moduleListSchema = lenientArray(moduleSchema);
export type MarketModule = z.output<typeof moduleSchema>;
