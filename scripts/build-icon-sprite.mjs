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

/*
 * Drawings that are not lucide's (it dropped brand icons): the footer's social marks
 * (features/footer/social-links.tsx), 24 × 24 and filled with the page's currentColor. In the
 * sprite rather than in the footer's JavaScript, which every page downloaded (issue 27 item 4).
 * Instagram's outlines (a 2 px stroke before) are the same shapes as even-odd fills.
 */
export const MARKS = {
  "mark-facebook":
    '<path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4.3c-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21z"/>',
  "mark-instagram":
    '<path fill-rule="evenodd" d="M8.5 2.5h7a6 6 0 0 1 6 6v7a6 6 0 0 1-6 6h-7a6 6 0 0 1-6-6v-7a6 6 0 0 1 6-6zM8.5 4.5a4 4 0 0 0-4 4v7a4 4 0 0 0 4 4h7a4 4 0 0 0 4-4v-7a4 4 0 0 0-4-4zM12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z"/><circle cx="17.3" cy="6.7" r="1.2"/>',
  "mark-twitter":
    '<path d="M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.1L20.5 20h-4.6l-4.3-6-5.2 6H3.8l6.6-7.6z"/>',
  "mark-linkedin":
    '<rect x="4" y="9" width="3.2" height="11"/><circle cx="5.6" cy="5.6" r="1.9"/><path d="M10 9h3v1.6c.6-1 1.8-1.9 3.6-1.9 3 0 3.4 2 3.4 4.6V20h-3.2v-5.8c0-1.4-.1-2.8-1.8-2.8s-1.9 1.3-1.9 2.7V20H10z"/>',
  "mark-pinterest":
    '<path d="M12.2 3C7.1 3 4.5 6.6 4.5 9.7c0 1.8.7 3.5 2.2 4.1.2.1.5 0 .5-.3l.2-.9c.1-.3 0-.4-.2-.7-.5-.6-.8-1.3-.8-2.3 0-3 2.2-5.6 5.8-5.6 3.2 0 4.9 1.9 4.9 4.5 0 3.4-1.5 6.3-3.8 6.3-1.2 0-2.2-1-1.9-2.3.4-1.5 1.1-3.1 1.1-4.2 0-1-.5-1.8-1.6-1.8-1.3 0-2.3 1.3-2.3 3.1 0 1.1.4 1.9.4 1.9l-1.5 6.4c-.4 1.9-.1 4.2 0 4.4 0 .1.2.2.3.1.1-.2 1.7-2.1 2.2-4l.9-3.3c.4.8 1.6 1.5 2.9 1.5 3.8 0 6.4-3.5 6.4-8.1C20 6.4 17 3 12.2 3z"/>',
};

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

for (const [id, drawing] of Object.entries(MARKS)) {
  symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${drawing}</symbol>`);
}

writeFileSync(OUT, `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`, "utf8");
console.log(`${OUT}: ${ICONS.length} icons, ${Object.keys(MARKS).length} marks`);
