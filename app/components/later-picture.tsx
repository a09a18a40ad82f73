import { createContext, useContext, type ComponentType } from "react";

export interface LaterPictureProps {
  src: string;
  /** How wide it is drawn at most, in CSS pixels (its 1×, 2× and 3× candidates). */
  cssWidth: number;
  /** Names a picture that says something (a banner); without it, it is decorative. */
  label?: string;
  /** Must size it: it fills its box (`size-full`, `absolute inset-0`, a width and aspect). */
  className?: string;
}

/**
 * How a page for a browser known to run no scripts draws a picture that is not on its first
 * screen (docs/decisions/040): entry.server provides `LaterPicture` (later-picture.server.tsx)
 * for such a request only. Everywhere else — every page with scripts, crawlers, pages a shared
 * cache keeps, and the browser itself — there is none, and pictures are `<img loading="lazy">`.
 * A context rather than a component import: its code stays on the server, and the browser's
 * share of it is this hook.
 */
const LaterPictures = createContext<ComponentType<LaterPictureProps> | null>(null);
export const LaterPicturesProvider = LaterPictures.Provider;

/** The later picture of this page, or null: draw an `<img>`. */
export function useLaterPicture(): ComponentType<LaterPictureProps> | null {
  return useContext(LaterPictures);
}
