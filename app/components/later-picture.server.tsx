import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import { pictureSet } from "~/lib/image-url";
import type { LaterPictureProps } from "./later-picture";

/**
 * A picture fetched only when it comes near the screen, in a browser that runs no scripts
 * (docs/decisions/040). Chromium ignores `loading="lazy"` when JavaScript is off (a privacy
 * rule: lazy loading could tell a tracker how far someone scrolled), so a grocery home
 * downloaded all of its ~80 card pictures, two thirds of them below the fold or off to the side
 * of a carousel (issue 27: the no-JS order journey). Here the picture is the `::before`
 * background of a box with `content-visibility: auto` (tailwind.css `.pic-later`): Chromium
 * does not compute the style of what such a box holds — its pseudo-elements included — until
 * the box is near the viewport, so the background is not requested before then. Traps: an
 * `<img>` inside the box would be fetched at once (it fetches when parsed), and so would a
 * background on the box itself.
 *
 * Server only: entry.server provides it (components/later-picture.tsx) to a request whose JS
 * hint says scripts are off; such a page is never hydrated.
 */
export function LaterPicture({ src, cssWidth, label, className }: LaterPictureProps) {
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className={cn("pic-later relative block bg-muted", className)}
      style={{ "--pic": pictureSet(src, cssWidth) } as CSSProperties}
    />
  );
}
