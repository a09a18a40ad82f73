#!/usr/bin/env node
/**
 * `node scripts/build-icon-sprite.mjs`: writes app/components/ui/icons.svg, the storefront's one
 * icon sprite (issue 27): a <symbol> per icon of ICONS below, drawn from lucide's icon data, so
 * a page draws an icon as `<svg><use href="/build/_assets/icons-HASH.svg#heart"/></svg>`
 * (app/components/ui/icons.tsx) instead of repeating its paths. The Remix build fingerprints
 * the file, and /build is served with a year's cache: one download for every page.
 *
 * To add an icon: add its lucide name here and to icons.tsx, run this script, commit both.
 * tests/unit/icons.test.ts fails when they disagree.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const ICONS = [
  "apple",
  "arrow-down-left",
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "badge-check",
  "bell",
  "bike",
  "briefcase",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "chevron-up",
  "circle",
  "circle-check",
  "circle-exclamation-point",
  "circle-play",
  "circle-x",
  "clock",
  "copy",
  "external-link",
  "eye",
  "eye-off",
  "file-text",
  "gift",
  "globe",
  "hand-coins",
  "heart",
  "house",
  "image",
  "image-up",
  "info",
  "languages",
  "layout-grid",
  "list",
  "loader-circle",
  "locate-fixed",
  "lock",
  "log-out",
  "mail",
  "map-pin",
  "map-pinned",
  "maximize-2",
  "menu",
  "message-circle",
  "message-square-heart",
  "minimize-2",
  "minus",
  "moon",
  "navigation",
  "package",
  "package-open",
  "party-popper",
  "pause",
  "pencil",
  "phone",
  "pill",
  "play",
  "plus",
  "refresh-cw",
  "rotate-ccw",
  "search",
  "search-x",
  "send",
  "share-2",
  "shopping-bag",
  "shopping-basket",
  "shopping-cart",
  "sliders-horizontal",
  "smartphone",
  "star",
  "store",
  "sun",
  "tag",
  "ticket-percent",
  "trash",
  "truck",
  "user-round",
  "users-round",
  "utensils-crossed",
  "wallet",
  "x",
];

const LUCIDE = "node_modules/lucide-react/dist/esm/icons";
const OUT = "app/components/ui/icons.svg";

/** The icon's element list: lucide's own data, exported beside each icon's component. */
async function iconNode(name) {
  const module = await import(pathToFileURL(path.resolve(LUCIDE, `${name}.mjs`)).href);
  if (!module.__iconData?.node) throw new Error(`no icon data in ${name}.mjs`);
  return module.__iconData.node;
}

const escape = (value) => String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const symbols = [];
for (const name of ICONS) {
  const children = (await iconNode(name))
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        // lucide fills a few dots (tag's hole) with currentColor; the .icon stroke (2 px round
        // caps) draws the same dot, and an attribute here would beat the page's fill-* utility.
        .filter(([key, value]) => key !== "key" && !(key === "fill" && value === "currentColor"))
        .map(([key, value]) => `${key}="${escape(value)}"`)
        .join(" ");
      return `<${tag} ${list}/>`;
    })
    .join("");
  symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`);
}

writeFileSync(OUT, `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`, "utf8");
console.log(`${OUT}: ${ICONS.length} icons`);
