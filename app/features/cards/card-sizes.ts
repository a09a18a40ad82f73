import type { ItemLayout, StoreLayout } from "~/features/home/sections";

/*
 * Outer size of every card layout, shared by the card and its skeleton so a streamed section
 * swaps one for the other without moving anything (issue 9 item 6: no layout shift). Each card
 * is at least this tall (min-height: content that fits keeps every card of a row equal) and its
 * skeleton exactly this tall. Widths are foundations §9's 320 px (vertical) and 440 px
 * (horizontal); the others are ours. `max-w-full` lets a card shrink on a narrow phone.
 *
 * Class names are literal strings on purpose: Tailwind only generates classes it finds whole in
 * the source.
 */

/** Card width in px per layout (null: fills its grid cell or list row). Carousels size slides with it. */
export const ITEM_CARD_WIDTH: Record<ItemLayout, number | null> = {
  vertical: 320,
  horizontal: 440,
  list: null,
  popular: null,
  "flash-sale": 240,
  "flash-sale-slider": 440,
  "food-horizontal": 440,
  special: 320,
};

/** Height in px each layout is designed for (the card's min-height, the skeleton's height). */
export const ITEM_CARD_HEIGHT: Record<ItemLayout, number> = {
  vertical: 340,
  horizontal: 160,
  list: 184,
  popular: 100,
  "flash-sale": 300,
  "flash-sale-slider": 220,
  "food-horizontal": 136,
  special: 364,
};

/** Width and (min-)height classes; `h` is the skeleton's fixed height. */
export const ITEM_CARD_BOX: Record<ItemLayout, { w: string; minH: string; h: string }> = {
  vertical: { w: "w-[320px] max-w-full", minH: "min-h-[340px]", h: "h-[340px]" },
  horizontal: { w: "w-[440px] max-w-full", minH: "min-h-[160px]", h: "h-[160px]" },
  list: { w: "w-full", minH: "min-h-[184px]", h: "h-[184px]" },
  popular: { w: "w-full", minH: "min-h-[100px]", h: "h-[100px]" },
  "flash-sale": { w: "w-[240px] max-w-full", minH: "min-h-[300px]", h: "h-[300px]" },
  "flash-sale-slider": { w: "w-[440px] max-w-full", minH: "min-h-[220px]", h: "h-[220px]" },
  "food-horizontal": { w: "w-[440px] max-w-full", minH: "min-h-[136px]", h: "h-[136px]" },
  special: { w: "w-[320px] max-w-full", minH: "min-h-[364px]", h: "h-[364px]" },
};

export const STORE_CARD_WIDTH: Record<StoreLayout, number> = {
  plain: 320,
  "visit-again": 320,
  "top-offer": 300,
  featured: 280,
};

export const STORE_CARD_HEIGHT: Record<StoreLayout, number> = {
  plain: 248,
  "visit-again": 200,
  "top-offer": 260,
  featured: 104,
};

export const STORE_CARD_BOX: Record<StoreLayout, { w: string; minH: string; h: string }> = {
  plain: { w: "w-[320px] max-w-full", minH: "min-h-[248px]", h: "h-[248px]" },
  "visit-again": { w: "w-[320px] max-w-full", minH: "min-h-[200px]", h: "h-[200px]" },
  "top-offer": { w: "w-[300px] max-w-full", minH: "min-h-[260px]", h: "h-[260px]" },
  featured: { w: "w-[280px] max-w-full", minH: "min-h-[104px]", h: "h-[104px]" },
};

/** Category tile: 96 px wide, an 80 px round image and two lines of name. */
export const CATEGORY_TILE_WIDTH = 96;
export const CATEGORY_TILE_BOX = "w-24 h-[124px]";

/** The frame every card shares: a component class (tailwind.css), one word per card. */
export const CARD_FRAME = "card-frame";
