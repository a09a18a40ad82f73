import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  auditHtml,
  auditLivePage,
  fingerprint,
  MARKUP_AUDITS,
  pageStateKey,
  passedBefore,
  rememberIfPassed,
  type A11yAudit,
  type A11yOptions,
} from "./a11y";
import { auditMemory } from "./audit-memory";
import { ProblemMonitor, type PageProblem, type ProblemPattern } from "./page-problems";
import { VisitedDocuments } from "./visited-documents";

export interface PageGuardSettings {
  javaScriptEnabled: boolean;
  allowedProblems: readonly ProblemPattern[];
  a11yOptions: A11yOptions;
  /** Only pages of this origin are audited automatically (not an external site a link opened). */
  origin?: string;
}

/**
 * Page states (pageStateKey) whose automatic audit passed in this run (audit-memory.ts), with the
 * audit's mode and settings and the server's origin (pageStateKey leaves the origin out, and the
 * stock server's pages are other pages). Only passes are kept: a state with violations fails
 * every test that shows it.
 */
const stateKey = (mode: string, options: A11yOptions, url: string, html: string, status?: number) =>
  `state ${new URL(url).origin} ${mode} ${JSON.stringify(options)} ${pageStateKey(url, html, status)}`;

/**
 * What every e2e test gets for free: browser problems collected on all pages of its context,
 * and an axe audit of every page it showed. Each distinct page state is audited once.
 */
export class PageGuard {
  private readonly audited = new Set<string>();
  private readonly allowed: ProblemPattern[];

  private constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly monitor: ProblemMonitor,
    private readonly documents: VisitedDocuments,
    private readonly settings: PageGuardSettings,
  ) {
    this.allowed = [...settings.allowedProblems];
  }

  static async attach(
    browser: Browser,
    context: BrowserContext,
    settings: PageGuardSettings,
  ): Promise<PageGuard> {
    const monitor = await ProblemMonitor.attach(context);
    return new PageGuard(browser, context, monitor, VisitedDocuments.watch(context), settings);
  }

  allow(patterns: readonly ProblemPattern[]): void {
    this.allowed.push(...patterns);
  }

  problems(): PageProblem[] {
    return this.monitor.unexpected(this.allowed);
  }

  /**
   * The page as the visitor sees it now; undefined when this exact state was audited already.
   * `automatic` (the end-of-test pass): also skipped when the same page state with other data
   * passed before (pageStateKey).
   */
  async auditPage(
    page: Page,
    options?: A11yOptions,
    { automatic = false } = {},
  ): Promise<A11yAudit | undefined> {
    const html = await page.content();
    const key = fingerprint(page.url(), html);
    const current = this.documents.currentOf(page);
    if (current) current.covered = true;
    if (this.audited.has(key)) return undefined;
    this.audited.add(key);
    const merged = mergeOptions(this.settings.a11yOptions, options);
    // A live page is judged in its own viewport and colour scheme: the same markup can pass in
    // one and fail in another (hidden elements, contrast of the system theme).
    const mode = this.settings.javaScriptEnabled
      ? `live ${page.viewportSize()?.width ?? 0} ${await colorSchemeOf(page)}`
      : "markup";
    const state = automatic ? stateKey(mode, merged, page.url(), html, current?.status) : undefined;
    if (state && auditMemory.has(state)) return undefined;
    const audit = this.settings.javaScriptEnabled
      ? passedBefore(key, merged, mode)
        ? undefined
        : rememberIfPassed(await auditLivePage(page, merged), key, merged, mode)
      : await this.auditMarkup(page.url(), html, key, merged);
    if (state && (!audit || audit.violations.length === 0)) auditMemory.add(state);
    return audit;
  }

  /** Served markup, audited in a page of the audit pool (see auditHtml). */
  private async auditMarkup(
    url: string,
    html: string,
    key: string,
    options: A11yOptions,
    source = "live page, JavaScript off",
  ): Promise<A11yAudit | undefined> {
    if (passedBefore(key, options, "markup")) return undefined;
    const audit = await auditHtml(this.browser, url, html, options, source);
    return rememberIfPassed(audit, key, options, "markup");
  }

  /** The open pages as they are now, then every other document the test navigated to. */
  async auditEverythingVisited(): Promise<A11yAudit[]> {
    const audits: A11yAudit[] = [];
    for (const page of this.context.pages()) {
      if (!this.isOurs(page.url())) continue;
      const audit = await this.auditPage(page, undefined, { automatic: true });
      if (audit) audits.push(audit);
    }
    const options = this.settings.a11yOptions;
    // Which served documents still need an audit, decided in visiting order (the same state
    // seen twice is audited once) …
    const due: { url: string; html: string; key: string; state: string; source: string }[] = [];
    for (const doc of this.documents.all) {
      if (doc.covered || !this.isOurs(doc.url)) continue;
      const served = await doc.html;
      // Chromium dropped the body: fetch it again (a GET never changes state in this app).
      const html = served ?? (await (await this.context.request.get(doc.url)).text());
      const key = fingerprint(doc.url, html);
      if (this.audited.has(key)) continue;
      this.audited.add(key);
      const state = stateKey("markup", options, doc.url, html, doc.status);
      if (auditMemory.has(state) || due.some((entry) => entry.state === state)) continue;
      const source = served === undefined ? "server HTML, fetched again" : "server HTML";
      due.push({ url: doc.url, html, key, state, source });
    }
    // … then audited MARKUP_AUDITS at a time, each in a page of its own: an audit waits on
    // Chromium's layout and axe's rules in one renderer, so two keep both of CI's cores busy
    // where one left the other idle (the suite's teardowns were about half its wall time).
    for (let start = 0; start < due.length; start += MARKUP_AUDITS) {
      const batch = due.slice(start, start + MARKUP_AUDITS);
      const results = await Promise.all(
        batch.map((entry) =>
          this.auditMarkup(entry.url, entry.html, entry.key, options, entry.source),
        ),
      );
      results.forEach((audit, index) => {
        if (!audit || audit.violations.length === 0) auditMemory.add(batch[index].state);
        if (audit) audits.push(audit);
      });
    }
    return audits;
  }

  private isOurs(url: string): boolean {
    if (!url.startsWith("http")) return false;
    return !this.settings.origin || new URL(url).origin === this.settings.origin;
  }
}

async function colorSchemeOf(page: Page): Promise<string> {
  return page
    .evaluate(() => (matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"))
    .catch(() => "unknown");
}

function mergeOptions(base: A11yOptions, extra: A11yOptions | undefined): A11yOptions {
  return {
    exclude: [...(base.exclude ?? []), ...(extra?.exclude ?? [])],
    disableRules: [...(base.disableRules ?? []), ...(extra?.disableRules ?? [])],
  };
}
