import type { CartSummary } from "~/features/cart/cart-view";
import type { ToastMessage } from "~/lib/toast";
import type { HomeSection } from "./sections";

/**
 * The personal parts of a shared home (ADR 033), as /home/personal answers them
 * (home-personal.server.ts) and the shell lays them over its guest data (shell/personal-parts).
 */
export type HomePersonal = {
  signedIn: boolean;
  user: { name: string; image: string | null } | null;
  counts: { cart: number; wishlist: number };
  cart: CartSummary;
  wishlist: { itemIds: number[]; storeIds: number[] };
  /** The signed-in sections, data included, and the id of the section they follow. */
  sections: { after: string | null; list: HomeSection[] };
  /** The flash cookie's toasts (an add to cart's "Item added"): the shared page reads none. */
  toasts: ToastMessage[];
  /** The visitor's own prefs the shared page cannot read: the theme, the cookie notice seen. */
  theme: "light" | "dark" | null;
  cookieNoticeSeen: boolean;
};

export const GUEST_PARTS: HomePersonal = {
  signedIn: false,
  user: null,
  counts: { cart: 0, wishlist: 0 },
  cart: { lines: [] },
  wishlist: { itemIds: [], storeIds: [] },
  sections: { after: null, list: [] },
  toasts: [],
  theme: null,
  cookieNoticeSeen: false,
};

/** The fetcher that loads them: one per page, read by the shell. */
export const HOME_PERSONAL_FETCHER = "home-personal";
