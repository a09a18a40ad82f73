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
 *
 * The frame (header, footer, toasts: everything the root imports) draws only sprite icons. A
 * lucide icon there is on every page's first load, and as a chunk of its own for each icon it
 * shares with some routes (~0.4 KB gzip apiece); tests/built/first-load.test.ts checks it.
 */

export type IconName =
  | "apple"
  | "bike"
  | "check"
  | "chevron-down"
  | "chevron-right"
  | "circle-check"
  | "circle-exclamation-point"
  | "clock"
  | "file-text"
  | "globe"
  | "heart"
  | "info"
  | "languages"
  | "loader-circle"
  | "log-out"
  | "mail"
  | "map-pin"
  | "menu"
  | "message-circle"
  | "minus"
  | "moon"
  | "phone"
  | "play"
  | "plus"
  | "search"
  | "shopping-bag"
  | "shopping-cart"
  | "store"
  | "sun"
  | "ticket-percent"
  | "trash"
  | "truck"
  | "user-round"
  | "wallet"
  | "x";

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

export const Apple = named("apple");
export const Bike = named("bike");
export const Check = named("check");
export const ChevronDown = named("chevron-down");
export const ChevronRight = named("chevron-right");
export const CircleAlert = named("circle-exclamation-point");
export const CircleCheck = named("circle-check");
export const Clock = named("clock");
export const FileText = named("file-text");
export const Globe = named("globe");
export const Heart = named("heart");
export const Info = named("info");
export const Languages = named("languages");
export const Loader2 = named("loader-circle");
export const LogOut = named("log-out");
export const Mail = named("mail");
export const MapPin = named("map-pin");
export const Menu = named("menu");
export const MessageCircle = named("message-circle");
export const Minus = named("minus");
export const Moon = named("moon");
export const Phone = named("phone");
export const Play = named("play");
export const Plus = named("plus");
export const Search = named("search");
export const ShoppingBag = named("shopping-bag");
export const ShoppingCart = named("shopping-cart");
export const Store = named("store");
export const Sun = named("sun");
export const TicketPercent = named("ticket-percent");
export const Trash2 = named("trash");
export const Truck = named("truck");
export const UserRound = named("user-round");
export const Wallet = named("wallet");
export const X = named("x");
