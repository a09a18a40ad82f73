import { createHash } from "node:crypto";
import { appendFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { auditMemory } from "./audit-memory";

/** WCAG 2.1 A and AA, the level design.md §5 asks for (0 violations). */
export const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One axe rule violation (typed through AxeBuilder: axe-core is not a direct dependency). */
type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

export interface A11yOptions {
  /** CSS selectors left out of the audit (e.g. a third-party map frame). Say why where used. */
  exclude?: string[];
  /** axe rule ids switched off. Say why where used. */
  disableRules?: string[];
}

export interface A11yAudit {
  url: string;
  /** "live page" or "server HTML" (a document the test visited, audited after the fact). */
  source: string;
  violations: Violation[];
}

function builderFor(page: Page, options: A11yOptions): AxeBuilder {
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  // axe's default run (runPartial in each frame, then finishRun in a blank page it opens and
  // loads axe into again) is for pages with frames, of other origins too. A page that is one
  // frame gets the same violations, passes and incompletes from a plain axe.run (compared on
  // /ar/home and the cart, with planted violations too) in under half the time: the audits are
  // most of the suite's time outside test bodies. Pages with frames keep the default.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  return builder;
}

/** Audits a page as it is now. axe runs in the page, so JavaScript must be enabled there. */
export async function auditLivePage(page: Page, options: A11yOptions): Promise<A11yAudit> {
  // A dialog still fading in has blended colours: axe would measure the contrast of a frame
  // of the animation (3.8:1 once, for text that is 7:1 when shown). Judge the settled page.
  await settleAnimations(page);
  const started = Date.now();
  const results = await builderFor(page, options).analyze();
  logAuditTime("live", page.url(), started);
  return { url: page.url(), source: "live page", violations: results.violations };
}

/** Resolves when the page's running CSS animations and transitions have ended (finite ones). */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const end = animation.effect?.getComputedTiming().endTime;
          return typeof end === "number" && Number.isFinite(end);
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Audits HTML the browser received (or shows) at `url`, in a separate JavaScript-enabled page
 * whose CSP blocks the page's own scripts: axe needs JavaScript, a JavaScript-off page cannot
 * run it, and the markup must be judged as served. Styles load from the server as usual, so
 * contrast is measured on the real CSS.
 *
 * The pages come from a small pool that lives as long as the worker's browser: a fresh context
 * per audit downloaded the stylesheets and every product picture again each time, and the
 * suite makes hundreds of these audits (they were about half its wall time). Pictures, media
 * and fonts are not fetched at all: no axe rule reads their pixels (text over an image is
 * "incomplete" for color-contrast either way; alt text is markup).
 */
export async function auditHtml(
  browser: Browser,
  url: string,
  html: string,
  options: A11yOptions,
  source = "server HTML",
): Promise<A11yAudit> {
  const started = Date.now();
  const pool = auditPoolOf(browser);
  const slot = await pool.take();
  try {
    slot.html = html;
    await slot.page.goto(url, { waitUntil: "load" });
    const results = await builderFor(slot.page, options).analyze();
    return { url, source, violations: results.violations };
  } finally {
    pool.give(slot);
    logAuditTime("markup", url, started);
  }
}

interface AuditSlot {
  page: Page;
  /** The document the next navigation of this page is answered with. */
  html: string;
}

/** Audit pages of one browser, created on first use, handed out one audit at a time. */
class AuditPool {
  private context: Promise<BrowserContext> | undefined;
  private readonly idle: AuditSlot[] = [];
  private readonly waiting: ((slot: AuditSlot) => void)[] = [];
  private created = 0;

  constructor(
    private readonly browser: Browser,
    private readonly size: number,
  ) {}

  async take(): Promise<AuditSlot> {
    const free = this.idle.pop();
    if (free) return free;
    if (this.created < this.size) {
      this.created += 1;
      return this.createSlot();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give(slot: AuditSlot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.idle.push(slot);
  }

  private async createSlot(): Promise<AuditSlot> {
    // Explicit: inside the test runner a new context inherits the project's options, and axe
    // never finishes in a page with JavaScript off.
    this.context ??= this.browser.newContext({ javaScriptEnabled: true, bypassCSP: false });
    const page = await (await this.context).newPage();
    const slot: AuditSlot = { page, html: "" };
    await page.route("**/*", (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        return route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          headers: { "content-security-policy": "script-src 'none'" },
          body: slot.html,
        });
      if (UNREAD_RESOURCES.has(request.resourceType())) return route.abort();
      return route.fallback();
    });
    return slot;
  }
}

/** Resources no axe rule looks into (see auditHtml). */
const UNREAD_RESOURCES = new Set(["image", "media", "font"]);

/** Audits of served markup running side by side: one per core keeps CI's two cores busy. */
export const MARKUP_AUDITS = 2;

const pools = new WeakMap<Browser, AuditPool>();
function auditPoolOf(browser: Browser): AuditPool {
  let pool = pools.get(browser);
  if (!pool) {
    pool = new AuditPool(browser, MARKUP_AUDITS);
    pools.set(browser, pool);
  }
  return pool;
}

/**
 * E2E_AUDIT_LOG=file: one JSON line per audit (kind, URL, milliseconds), to see what the
 * suite's audits cost (they were about half of its time).
 */
export function logAuditTime(kind: string, url: string, started: number): void {
  const file = process.env.E2E_AUDIT_LOG;
  if (!file) return;
  appendFileSync(file, JSON.stringify({ kind, url, ms: Date.now() - started }) + "\n");
}

/**
 * One page state, whatever request served it: scripts (hydration data) and per-request values
 * (the CSP nonce, the honeypot's encrypted timestamp) are left out — axe judges neither. Digits
 * in the markup are folded too: a countdown that ticked, another order number or a test
 * customer's phone is the same page state for axe, and auditing /home again for every second
 * of its campaign countdown was most of the suite's time (each audit of a full page costs
 * seconds). The URL keeps its digits: /home?module_id=1 and =2 are different pages.
 */
export function fingerprint(url: string, html: string): string {
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/\snonce="[^"]*"/g, "")
    .replace(/(id="form_rendered_at"[^>]*?value=")[^"]*"/g, '$1"')
    .replace(/\d+/g, "0");
  return `${url}#${createHash("sha1").update(markup).digest("hex")}`;
}

/** Path segments that name a page of their own rather than an entity (/store/latest …). */
const STATIC_SEGMENTS = new Set(["latest", "popular", "top-offer-nearby"]);
/** Query parameters whose value selects another state of the page, not other data. */
const STATE_PARAMS = new Set(["dialog", "tab", "view", "data_type", "module_id"]);

/**
 * The page state a document shows, for the audits the suite makes on its own at the end of
 * each test: the same screen with other data (another store, another search term, page 2) is
 * the same state for axe, and is audited once per worker — each audit of a full page costs
 * 1–3 s, and re-auditing such pages was over half of the suite's time. What tells states apart:
 * the path with entity ids folded (/store/:, /product/:), the parameters that switch views
 * or dialogs, the status, the language and theme, and which sections the page has (the
 * module homes differ by their sections, not by their URL), and whether it shows field errors or
 * an alert. Explicit `checkA11y` calls are never skipped this way.
 */
export function pageStateKey(url: string, html: string, status = 200): string {
  const { pathname, searchParams } = new URL(url);
  const [first, ...rest] = pathname.split("/").filter(Boolean);
  const lang = first === "ar" || first === "en" ? first : "";
  const segments = lang ? rest : [first, ...rest].filter(Boolean);
  const path = segments
    .map((segment, index) => (index === 0 || STATIC_SEGMENTS.has(segment) ? segment : ":"))
    .join("/");
  const params = [...new Set(searchParams.keys())]
    .sort()
    .map((key) => (STATE_PARAMS.has(key) ? `${key}=${searchParams.get(key)}` : key))
    .join("&");
  const theme = /<html[^>]*\bclass="[^"]*\bdark\b/.test(html) ? "dark" : "light";
  const sections = [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)]
    .map((match) => match[1]!.replace(/\d+/g, "0"))
    .filter((id, index, all) => all.indexOf(id) === index)
    .join(",");
  // Field errors and alerts are states of their own (a form answered with its errors).
  const flags = [
    /aria-invalid="true"/.test(html) && "invalid",
    /role="alert"/.test(html) && "alert",
  ]
    .filter(Boolean)
    .join(",");
  return `${status} ${lang || "en"} ${theme} /${path}?${params} [${sections}] ${flags}`;
}

/*
 * Documents that passed an audit in this run (audit-memory.ts), keyed with the audit's settings:
 * many tests pass through the same pages, and each audit costs about a second. The fingerprint
 * holds the full URL, so the server's origin too. Only passes are kept, so a document with
 * violations fails every test that shows it.
 */
const auditKey = (fingerprintKey: string, options: A11yOptions, mode: string) =>
  `doc ${mode} ${JSON.stringify(options)} ${fingerprintKey}`;

export const passedBefore = (fingerprintKey: string, options: A11yOptions, mode: string) =>
  auditMemory.has(auditKey(fingerprintKey, options, mode));

export function rememberIfPassed(
  audit: A11yAudit,
  fingerprintKey: string,
  options: A11yOptions,
  mode: string,
): A11yAudit {
  if (audit.violations.length === 0) auditMemory.add(auditKey(fingerprintKey, options, mode));
  return audit;
}

const MAX_NODES_SHOWN = 5;

/** One readable block per page: impact, rule, help, where, and axe's own fix summary. */
export function formatAudits(audits: readonly A11yAudit[]): string {
  const failing = audits.filter((audit) => audit.violations.length > 0);
  const blocks = failing.map((audit) => {
    const lines = [`Accessibility violations on ${audit.url} (${audit.source}):`];
    for (const violation of audit.violations) {
      lines.push(`  [${violation.impact ?? "unknown"}] ${violation.id}: ${violation.help}`);
      lines.push(`    ${violation.helpUrl}`);
      for (const node of violation.nodes.slice(0, MAX_NODES_SHOWN)) {
        const summary = (node.failureSummary ?? "").split("\n").slice(1, 3).join(" ").trim();
        lines.push(`    - ${node.target.join(" ")}${summary ? `  → ${summary}` : ""}`);
      }
      const hidden = violation.nodes.length - MAX_NODES_SHOWN;
      if (hidden > 0) lines.push(`    … and ${hidden} more element(s)`);
    }
    return lines.join("\n");
  });
  return blocks.join("\n\n");
}
