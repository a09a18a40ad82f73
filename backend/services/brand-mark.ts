/**
 * The demo's own mark, "Souq Express": the business logo (/config `logo`, `fav_icon`) and the
 * storefront's favicon (public/favicon.svg, the same drawing; tests/backend/brand-mark.test.ts
 * keeps them equal). Hand-drawn, no third-party asset.
 *
 * Drawn for 32 px and below, where the header shows it without the name (issue 23): one bold
 * white shopping bag on a solid tile, no text, no thin lines, no gradient. The tile is the
 * storefront's light-theme primary (#c2410c): white on it is 5.2:1, and the tile itself stands
 * 4.9:1 from the light page and 3.6:1 from the dark one, so it needs no variant per theme.
 * On the 32-unit grid every edge sits on a whole or half unit, so 16 px stays sharp too.
 */

/** The logo's file name in the `business` folder; a new drawing needs a new name (immutable cache). */
export const BRAND_MARK_FILE = "souq-express-mark.svg";

export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img">' +
  "<title>Souq Express</title>" +
  '<rect width="32" height="32" rx="7" fill="#c2410c"/>' +
  // the handle: a thick arch, drawn before the bag so the bag's top edge stays crisp
  '<path d="M11 13v-3a5 5 0 0 1 10 0v3" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>' +
  // the bag: wide and tall, slightly narrower at the bottom, rounded lower corners
  '<path d="M6 12h20l-1.6 12.2A2 2 0 0 1 22.4 26H9.6a2 2 0 0 1-2-1.8z" fill="#fff"/>' +
  // the tile's colour through the bag: two handle holes, the one detail that says "bag"
  '<circle cx="11" cy="15.5" r="1.5" fill="#c2410c"/><circle cx="21" cy="15.5" r="1.5" fill="#c2410c"/>' +
  "</svg>\n";
