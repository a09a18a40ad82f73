import type { BrowserContext, Page, Response } from "@playwright/test";

export interface VisitedDocument {
  page: Page;
  url: string;
  /** The HTTP status it was served with (a 404 page is another state than the page). */
  status: number;
  /** The HTML as served; undefined when Chromium no longer had the body. */
  html: Promise<string | undefined>;
  /** Set once an audit of the live page covered this document. */
  covered: boolean;
}

/**
 * Every HTML document the server sent to a page of the context (navigations, including the
 * answers to JavaScript-off form posts), so each one can be audited at the end of the test.
 * The body is read at once: Chromium may drop it after the page navigates on.
 */
export class VisitedDocuments {
  readonly all: VisitedDocument[] = [];

  static watch(context: BrowserContext): VisitedDocuments {
    const log = new VisitedDocuments();
    for (const page of context.pages()) log.watchPage(page);
    context.on("page", (page) => log.watchPage(page));
    return log;
  }

  private watchPage(page: Page): void {
    page.on("response", (response) => {
      if (!isHtmlDocument(response, page)) return;
      this.all.push({
        page,
        url: response.url(),
        status: response.status(),
        html: response.text().catch(() => undefined),
        covered: false,
      });
    });
  }

  /** The document a page shows now, when no client-side navigation has moved it on. */
  currentOf(page: Page): VisitedDocument | undefined {
    const last = this.all.filter((doc) => doc.page === page).at(-1);
    return last && sameDocumentUrl(last.url, page.url()) ? last : undefined;
  }
}

function isHtmlDocument(response: Response, page: Page): boolean {
  const request = response.request();
  if (!request.isNavigationRequest()) return false;
  if (request.frame() !== page.mainFrame()) return false;
  const status = response.status();
  if (status < 200 || (status >= 300 && status < 400) || status === 204) return false;
  return (response.headers()["content-type"] ?? "").includes("text/html");
}

function sameDocumentUrl(a: string, b: string): boolean {
  return a.split("#")[0] === b.split("#")[0];
}
