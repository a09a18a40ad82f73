import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";

export type ProblemKind = "console error" | "page error" | "CSP violation";

export interface PageProblem {
  kind: ProblemKind;
  text: string;
  /** Page URL when it happened, or the resource the console message is about. */
  url: string;
}

/** A substring (case-sensitive) or a regular expression matched against a problem's text. */
export type ProblemPattern = string | RegExp;

interface CspReport {
  directive: string;
  blockedUri: string;
  sourceFile: string;
  line: number;
}

const CSP_BINDING = "__e2eReportCspViolation";

// Chromium's wording for a failed subresource or fetch: "Failed to load resource: the server
// responded with a status of 404 (Not Found)".
const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * Collects console errors, uncaught page errors and Content-Security-Policy violations on every
 * page of a browser context, for the fixture to fail the test on.
 *
 * CSP violations reach us two ways: Chromium logs each one to the console (also with JavaScript
 * off), and with JavaScript on a `securitypolicyviolation` listener reports the blocked URI.
 */
export class ProblemMonitor {
  private readonly collected: PageProblem[] = [];

  static async attach(context: BrowserContext): Promise<ProblemMonitor> {
    const monitor = new ProblemMonitor();
    // Both go through the DevTools protocol, so the page's own CSP cannot block them.
    await context.exposeBinding(CSP_BINDING, ({ page }, report: CspReport) => {
      monitor.collected.push({
        kind: "CSP violation",
        text: `${report.directive} blocked ${report.blockedUri || "(inline)"} at ${report.sourceFile || "?"}:${report.line}`,
        url: page.url(),
      });
    });
    await context.addInitScript((binding: string) => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as Record<string, (r: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blockedUri: event.blockedURI,
          sourceFile: event.sourceFile,
          line: event.lineNumber,
        });
      });
    }, CSP_BINDING);
    for (const page of context.pages()) monitor.watch(page);
    context.on("page", (page) => monitor.watch(page));
    return monitor;
  }

  private watch(page: Page): void {
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      this.collected.push(fromConsole(message, page));
    });
    page.on("pageerror", (error) => {
      this.collected.push({
        kind: "page error",
        text: error.stack ?? error.message,
        url: page.url(),
      });
    });
  }

  /** Problems that are neither the app's own 4xx answers nor allowed by the test. */
  unexpected(allowed: readonly ProblemPattern[]): PageProblem[] {
    return this.collected.filter(
      (problem) =>
        !isAppAnswer(problem) && !allowed.some((pattern) => matches(pattern, problem.text)),
    );
  }
}

function fromConsole(message: ConsoleMessage, page: Page): PageProblem {
  const text = message.text();
  const kind: ProblemKind = /Content[- ]Security[- ]Policy/i.test(text)
    ? "CSP violation"
    : "console error";
  return { kind, text, url: message.location().url || page.url() };
}

/**
 * A 4xx on a document or on a Remix data request (`*.data`, single fetch) is the app answering
 * — a 404 page, a 400 form with field errors, a 403 refusal — and the test asserts the status
 * it expects. 5xx answers and failed images, styles or scripts stay problems.
 */
function isAppAnswer(problem: PageProblem): boolean {
  if (problem.kind !== "console error") return false;
  const status = FAILED_LOAD.exec(problem.text)?.[1];
  if (!status || !status.startsWith("4")) return false;
  return isDocumentOrData(problem.url);
}

function isDocumentOrData(url: string): boolean {
  try {
    const { pathname } = new URL(url);
    if (pathname.endsWith(".data")) return true;
    // pictures sized by the storefront (server/image-endpoint.ts): a failed one is a problem
    if (pathname === "/img") return false;
    // Documents have no file extension; assets (/build/x.js, /favicon.svg, images) do.
    return !/\.[a-z0-9]{1,5}$/i.test(pathname);
  } catch {
    return false;
  }
}

function matches(pattern: ProblemPattern, text: string): boolean {
  return typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
}

export function formatProblems(problems: readonly PageProblem[]): string {
  const lines = problems.map(
    (p, i) => `  ${i + 1}. [${p.kind}] ${p.text.trim()}\n     at ${p.url}`,
  );
  return [
    `${problems.length} unexpected browser problem(s) during the test:`,
    ...lines,
    "If one is expected, allow it in that test: allowProblem(/pattern/) or test.use({ allowedProblems: [...] }).",
  ].join("\n");
}
