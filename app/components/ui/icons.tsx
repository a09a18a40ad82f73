import * as React from "react";
import { cn } from "~/lib/cn";
import spriteHref from "./icons.svg";

/*
 * The storefront's icons as one sprite (issue 27): icons.svg holds a <symbol> per icon (made by
 * scripts/build-icon-sprite.mjs from lucide's drawings), the build fingerprints it and /build
 * serves it with a year's cache, and each icon on a page is a few bytes —
 * `<svg class="icon"><use href="…/icons-HASH.svg#heart"/></svg>` — where an inline lucide icon
 * repeated its paths and eight attributes (a grocery home drew the heart and the plus 130 times).
 *
 * The components take lucide's usual props (className, aria-hidden…), so swapping an import from
 * "lucide-react" to this module is the whole change. The stroke style is the `.icon` class
 * (tailwind.css): the drawing inherits it, and fill-* / text-* utilities on the icon still win.
 */

export type IconName =
  | "chevron-right"
  | "clock"
  | "heart"
  | "loader-circle"
  | "map-pin"
  | "minus"
  | "plus"
  | "search"
  | "ticket-percent"
  | "trash";

export type IconProps = Omit<React.SVGProps<SVGSVGElement>, "name">;

export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width="24" height="24" {...props} className={cn("icon", className)}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

const named = (name: IconName) => {
  const Named = (props: IconProps) => <Icon {...props} name={name} />;
  Named.displayName = `Icon(${name})`;
  return Named;
};

export const ChevronRight = named("chevron-right");
export const Clock = named("clock");
export const Heart = named("heart");
export const Loader2 = named("loader-circle");
export const MapPin = named("map-pin");
export const Minus = named("minus");
export const Plus = named("plus");
export const Search = named("search");
export const TicketPercent = named("ticket-percent");
export const Trash2 = named("trash");
