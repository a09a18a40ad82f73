import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx) and lets later Tailwind classes override earlier ones, so a caller's
 * `className` wins over a component's defaults: cn("px-4 h-10", "px-2") === "h-10 px-2".
 *
 * Why not tailwind-merge: it costs 6.6 KB gzip on every page's first load (its full class
 * table), which pushed the home page over its JS ceiling (design.md §5). This merger knows the
 * utility groups this app uses; tests/unit/cn.test.ts checks it agrees with tailwind-merge on
 * them. An utility it does not know is never removed (the safe failure: both classes stay).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

const cache = new Map<string, string>();

export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  // Walk backwards: the last class of a group wins, earlier ones of that group are dropped.
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i];
    const parsed = parse(cls);
    if (parsed) {
      const key = `${parsed.variants}|${parsed.group}`;
      if (taken.has(key)) continue;
      taken.add(key);
      for (const covered of COVERS[parsed.group] ?? []) taken.add(`${parsed.variants}|${covered}`);
    }
    kept.push(cls);
  }
  const result = kept.reverse().join(" ");
  if (cache.size > 2000) cache.clear();
  cache.set(classList, result);
  return result;
}

/** A group also overrides the narrower groups listed (p-4 after px-2 replaces it). */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["right", "left", "start", "end"],
  "inset-y": ["top", "bottom"],
  rounded: [
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-s",
    "rounded-e",
    "rounded-tl",
    "rounded-tr",
    "rounded-bl",
    "rounded-br",
    "rounded-ss",
    "rounded-se",
    "rounded-es",
    "rounded-ee",
  ],
  "border-w": [
    "border-w-x",
    "border-w-y",
    "border-w-t",
    "border-w-r",
    "border-w-b",
    "border-w-l",
    "border-w-s",
    "border-w-e",
  ],
  "border-w-x": ["border-w-r", "border-w-l", "border-w-s", "border-w-e"],
  "border-w-y": ["border-w-t", "border-w-b"],
  overflow: ["overflow-x", "overflow-y"],
  // text-sm sets a line height too, so it replaces an earlier leading-*.
  "text-size": ["leading"],
};

const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "contents",
  "table",
  "flow-root",
  "list-item",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const TEXT_SIZE = /^(xs|sm|base|lg|xl|[2-9]xl|\[\d[^\]]*(px|rem|em)\])$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SHADOW_SIZE = /^(sm|md|lg|xl|2xl|inner|none)?$/;
const CASE = new Set(["uppercase", "lowercase", "capitalize", "normal-case"]);
const DECORATION = new Set(["underline", "overline", "line-through", "no-underline"]);
const VISIBILITY = new Set(["visible", "invisible", "collapse"]);

/** Splits `md:hover:!-mt-2` into its variants and a group, or null for unknown utilities. */
function parse(cls: string): { variants: string; group: string } | null {
  let depth = 0;
  let lastColon = -1;
  for (let i = 0; i < cls.length; i++) {
    const ch = cls[i];
    if (ch === "[") depth++;
    else if (ch === "]") depth--;
    else if (ch === ":" && depth === 0) lastColon = i;
  }
  const variants = lastColon >= 0 ? cls.slice(0, lastColon).split(":").sort().join(":") : "";
  let utility = cls.slice(lastColon + 1);
  const important = utility.startsWith("!");
  if (important) utility = utility.slice(1);
  if (utility.startsWith("-")) utility = utility.slice(1);
  const group = groupOf(utility);
  return group ? { variants: important ? `${variants}!` : variants, group } : null;
}

function groupOf(u: string): string | null {
  if (DISPLAY.has(u)) return "display";
  if (POSITION.has(u)) return "position";
  if (u === "sr-only" || u === "not-sr-only") return "sr";
  if (CASE.has(u)) return "case";
  if (DECORATION.has(u)) return "decoration";
  if (VISIBILITY.has(u)) return "visibility";
  if (u === "truncate") return null;
  let m = /^([pm])([xytrblse]?)-/.exec(u);
  if (m) return m[1] + m[2];
  m =
    /^(size|w|h|min-w|max-w|min-h|max-h|gap-x|gap-y|gap|inset-x|inset-y|inset|top|right|bottom|left|start|end|z|opacity|leading|tracking|order|basis|grow|shrink|duration|delay|ease|aspect|object|cursor|whitespace|break|content|self|items|justify-items|justify-self|justify|place-items|place-content|place-self|col-span|row-span|grid-cols|grid-rows|pointer-events|select|resize|translate-x|translate-y|rotate|scale|fill|stroke|outline-offset|ring-offset|underline-offset|decoration|list|line-clamp)-/.exec(
      u,
    );
  if (m) {
    if (m[1] === "ring-offset")
      return /^ring-offset-\d+$/.test(u) ? "ring-offset-w" : "ring-offset-color";
    return m[1];
  }
  if (u === "grow" || u === "shrink") return u;
  m = /^overflow(-[xy])?-/.exec(u);
  if (m) return `overflow${m[1] ?? ""}`;
  if (u.startsWith("flex-")) {
    const rest = u.slice(5);
    if (/^(row|col|row-reverse|col-reverse)$/.test(rest)) return "flex-direction";
    if (/^(wrap|wrap-reverse|nowrap)$/.test(rest)) return "flex-wrap";
    return "flex";
  }
  if (u.startsWith("text-")) {
    const rest = u.slice(5);
    if (TEXT_SIZE.test(rest)) return "text-size";
    if (TEXT_ALIGN.test(rest)) return "text-align";
    if (/^(ellipsis|clip|wrap|nowrap|balance|pretty)$/.test(rest)) return null;
    return "text-color";
  }
  if (u.startsWith("font-")) return FONT_WEIGHT.test(u.slice(5)) ? "font-weight" : "font-family";
  if (u.startsWith("bg-")) {
    const rest = u.slice(3);
    if (
      /^(fixed|local|scroll|cover|contain|auto|none|no-repeat|repeat|center|top|bottom|left|right)$/.test(
        rest,
      ) ||
      rest.startsWith("gradient")
    )
      return null;
    return "bg-color";
  }
  m = /^rounded(-(?:tl|tr|bl|br|ss|se|es|ee|t|r|b|l|s|e))?(?:-|$)/.exec(u);
  if (m) return `rounded${m[1] ?? ""}`;
  m = /^border(-[xytrblse])?(-\d+|-\[\d[^\]]*\])?$/.exec(u);
  if (m) return `border-w${m[1] ?? ""}`;
  if (/^border-(solid|dashed|dotted|double|hidden|none)$/.test(u)) return "border-style";
  if (u.startsWith("border-")) return /^border-[xytrblse]-/.test(u) ? null : "border-color";
  if (u === "ring-inset") return "ring-inset";
  if (u === "ring" || /^ring-\d+$/.test(u)) return "ring-w";
  if (u.startsWith("ring-")) return "ring-color";
  if (u === "shadow" || (u.startsWith("shadow-") && SHADOW_SIZE.test(u.slice(7)))) return "shadow";
  if (u.startsWith("shadow-")) return "shadow-color";
  if (u === "outline" || /^outline-(none|dashed|dotted|double|\d+)$/.test(u))
    return u === "outline-none" || u === "outline" ? "outline-style" : "outline-w";
  if (u.startsWith("outline-")) return "outline-color";
  if (u === "transition" || u.startsWith("transition-")) return "transition";
  if (u.startsWith("animate-")) return "animate";
  return null;
}
