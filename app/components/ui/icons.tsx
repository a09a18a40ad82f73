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
 * Every icon of the storefront comes from here, not from lucide-react: a lucide icon was ~0.2 KB
 * of JavaScript and, shared by a few routes or lazy views, a chunk of its own (a request and its
 * headers, ~0.6 KB): an order journey fetched a dozen of them. tests/built/first-load.test.ts
 * checks that no script of the build draws one.
 */

export type IconName =
  | "apple"
  | "arrow-down-left"
  | "arrow-left"
  | "arrow-right"
  | "arrow-up-right"
  | "badge-check"
  | "bell"
  | "bike"
  | "briefcase"
  | "check"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "chevron-up"
  | "circle"
  | "circle-check"
  | "circle-exclamation-point"
  | "circle-play"
  | "circle-x"
  | "clock"
  | "copy"
  | "external-link"
  | "eye"
  | "eye-off"
  | "file-text"
  | "gift"
  | "globe"
  | "hand-coins"
  | "heart"
  | "house"
  | "image"
  | "image-up"
  | "info"
  | "languages"
  | "layout-grid"
  | "list"
  | "loader-circle"
  | "locate-fixed"
  | "lock"
  | "log-out"
  | "mail"
  | "map-pin"
  | "map-pinned"
  | "maximize-2"
  | "menu"
  | "message-circle"
  | "message-square-heart"
  | "minimize-2"
  | "minus"
  | "moon"
  | "navigation"
  | "package"
  | "package-open"
  | "party-popper"
  | "pause"
  | "pencil"
  | "phone"
  | "pill"
  | "play"
  | "plus"
  | "refresh-cw"
  | "rotate-ccw"
  | "search"
  | "search-x"
  | "send"
  | "share-2"
  | "shopping-bag"
  | "shopping-basket"
  | "shopping-cart"
  | "sliders-horizontal"
  | "smartphone"
  | "star"
  | "store"
  | "sun"
  | "tag"
  | "ticket-percent"
  | "trash"
  | "truck"
  | "user-round"
  | "users-round"
  | "utensils-crossed"
  | "wallet"
  | "x";

export type IconProps = Omit<React.SVGProps<SVGSVGElement>, "name">;

/** A name or a role the caller gave: the icon means something to assistive technology. */
function labelled(props: IconProps): boolean {
  for (const key in props) {
    if (key.startsWith("aria-") || key === "role" || key === "title") return true;
  }
  return false;
}

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return drawIcon(`${spriteHref}#${name}`, props);
}

function drawIcon(href: string, { className, ...props }: IconProps) {
  return (
    // The class first, then the caller's attributes, as lucide's icons wrote them; like lucide's,
    // an icon without a name or role is decorative: hidden from screen readers.
    <svg
      width="24"
      height="24"
      className={className ? cn("icon", className) : "icon"}
      aria-hidden={labelled(props) ? undefined : true}
      {...props}
    >
      <use href={href} />
    </svg>
  );
}

/*
 * Each named icon draws the <svg> itself rather than rendering <Icon>: a page draws ~70 icons,
 * and a component in between is one more render per icon for nothing (issue 27).
 */
const named = (name: IconName) => {
  const href = `${spriteHref}#${name}`;
  const Named = (props: IconProps) => drawIcon(href, props);
  Named.displayName = `Icon(${name})`;
  return Named;
};

export const Apple = named("apple");
export const ArrowDownLeft = named("arrow-down-left");
export const ArrowLeft = named("arrow-left");
export const ArrowRight = named("arrow-right");
export const ArrowUpRight = named("arrow-up-right");
export const BadgeCheck = named("badge-check");
export const Bell = named("bell");
export const Bike = named("bike");
export const Briefcase = named("briefcase");
export const Check = named("check");
export const ChevronDown = named("chevron-down");
export const ChevronLeft = named("chevron-left");
export const ChevronRight = named("chevron-right");
export const ChevronUp = named("chevron-up");
export const Circle = named("circle");
export const CircleAlert = named("circle-exclamation-point");
export const CircleCheck = named("circle-check");
export const CirclePlay = named("circle-play");
export const CircleX = named("circle-x");
export const Clock = named("clock");
export const Copy = named("copy");
export const ExternalLink = named("external-link");
export const Eye = named("eye");
export const EyeOff = named("eye-off");
export const FileText = named("file-text");
export const Gift = named("gift");
export const Globe = named("globe");
export const HandCoins = named("hand-coins");
export const Heart = named("heart");
export const House = named("house");
export const ImageIcon = named("image");
export const ImageUp = named("image-up");
export const Info = named("info");
export const Languages = named("languages");
export const LayoutGrid = named("layout-grid");
export const List = named("list");
export const Loader2 = named("loader-circle");
export const LocateFixed = named("locate-fixed");
export const Lock = named("lock");
export const LogOut = named("log-out");
export const Mail = named("mail");
export const MapPin = named("map-pin");
export const MapPinned = named("map-pinned");
export const Maximize2 = named("maximize-2");
export const Menu = named("menu");
export const MessageCircle = named("message-circle");
export const MessageSquareHeart = named("message-square-heart");
export const Minimize2 = named("minimize-2");
export const Minus = named("minus");
export const Moon = named("moon");
export const Navigation = named("navigation");
export const Package = named("package");
export const PackageOpen = named("package-open");
export const PartyPopper = named("party-popper");
export const Pause = named("pause");
export const Pencil = named("pencil");
export const Phone = named("phone");
export const Pill = named("pill");
export const Play = named("play");
export const Plus = named("plus");
export const RefreshCw = named("refresh-cw");
export const RotateCcw = named("rotate-ccw");
export const Search = named("search");
export const SearchX = named("search-x");
export const Send = named("send");
export const Share2 = named("share-2");
export const ShoppingBag = named("shopping-bag");
export const ShoppingBasket = named("shopping-basket");
export const ShoppingCart = named("shopping-cart");
export const SlidersHorizontal = named("sliders-horizontal");
export const Smartphone = named("smartphone");
export const Star = named("star");
export const Store = named("store");
export const Sun = named("sun");
export const Tag = named("tag");
export const TicketPercent = named("ticket-percent");
export const Trash2 = named("trash");
export const Truck = named("truck");
export const UserRound = named("user-round");
export const UsersRound = named("users-round");
export const UtensilsCrossed = named("utensils-crossed");
export const Wallet = named("wallet");
export const X = named("x");
