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
  | "arrow-right"
  | "bike"
  | "check"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "circle"
  | "circle-check"
  | "circle-exclamation-point"
  | "circle-play"
  | "clock"
  | "copy"
  | "eye"
  | "eye-off"
  | "file-text"
  | "globe"
  | "hand-coins"
  | "heart"
  | "house"
  | "info"
  | "languages"
  | "layout-grid"
  | "list"
  | "loader-circle"
  | "locate-fixed"
  | "log-out"
  | "mail"
  | "map-pin"
  | "map-pinned"
  | "maximize-2"
  | "menu"
  | "message-circle"
  | "minimize-2"
  | "minus"
  | "moon"
  | "package"
  | "pause"
  | "phone"
  | "pill"
  | "play"
  | "plus"
  | "rotate-ccw"
  | "search"
  | "search-x"
  | "share-2"
  | "shopping-bag"
  | "shopping-basket"
  | "shopping-cart"
  | "sliders-horizontal"
  | "smartphone"
  | "store"
  | "sun"
  | "tag"
  | "ticket-percent"
  | "trash"
  | "truck"
  | "user-round"
  | "utensils-crossed"
  | "wallet"
  | "x";

export type IconProps = Omit<React.SVGProps<SVGSVGElement>, "name">;

export function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  return (
    // The class first, then the caller's attributes (aria-hidden…), as lucide's icons wrote them.
    <svg width="24" height="24" className={cn("icon", className)} {...props}>
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
export const ArrowRight = named("arrow-right");
export const Bike = named("bike");
export const Check = named("check");
export const ChevronDown = named("chevron-down");
export const ChevronLeft = named("chevron-left");
export const ChevronRight = named("chevron-right");
export const Circle = named("circle");
export const CircleCheck = named("circle-check");
export const CircleAlert = named("circle-exclamation-point");
export const CirclePlay = named("circle-play");
export const Clock = named("clock");
export const Copy = named("copy");
export const Eye = named("eye");
export const EyeOff = named("eye-off");
export const FileText = named("file-text");
export const Globe = named("globe");
export const HandCoins = named("hand-coins");
export const Heart = named("heart");
export const House = named("house");
export const Info = named("info");
export const Languages = named("languages");
export const LayoutGrid = named("layout-grid");
export const List = named("list");
export const Loader2 = named("loader-circle");
export const LocateFixed = named("locate-fixed");
export const LogOut = named("log-out");
export const Mail = named("mail");
export const MapPin = named("map-pin");
export const MapPinned = named("map-pinned");
export const Maximize2 = named("maximize-2");
export const Menu = named("menu");
export const MessageCircle = named("message-circle");
export const Minimize2 = named("minimize-2");
export const Minus = named("minus");
export const Moon = named("moon");
export const Package = named("package");
export const Pause = named("pause");
export const Phone = named("phone");
export const Pill = named("pill");
export const Play = named("play");
export const Plus = named("plus");
export const RotateCcw = named("rotate-ccw");
export const Search = named("search");
export const SearchX = named("search-x");
export const Share2 = named("share-2");
export const ShoppingBag = named("shopping-bag");
export const ShoppingBasket = named("shopping-basket");
export const ShoppingCart = named("shopping-cart");
export const SlidersHorizontal = named("sliders-horizontal");
export const Smartphone = named("smartphone");
export const Store = named("store");
export const Sun = named("sun");
export const Tag = named("tag");
export const TicketPercent = named("ticket-percent");
export const Trash2 = named("trash");
export const Truck = named("truck");
export const UserRound = named("user-round");
export const UtensilsCrossed = named("utensils-crossed");
export const Wallet = named("wallet");
export const X = named("x");
