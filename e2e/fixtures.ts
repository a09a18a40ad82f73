import { test as base, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { formatAudits, logAuditTime, type A11yOptions } from "./support/a11y";
import { PageGuard } from "./support/page-guard";
import { formatProblems, type ProblemPattern } from "./support/page-problems";

/**
 * The one `test` every spec imports (`import { test, expect } from "./fixtures"`).
 *
 * Every test, without asking:
 * - fails when a page of its context logged a console error, threw an uncaught error, or hit a
 *   Content-Security-Policy violation (4xx answers of the app itself, e.g. a 404 page or a 400
 *   form, are not problems: the test asserts those);
 * - gets an axe audit (WCAG 2.1 A/AA) of every page it navigated to: the open pages as they
 *   are at the end, and every other HTML document the server sent it.
 *
 * Opt-outs are per test and should say why: `allowProblem(/expected/)` inside a test,
 * `test.use({ allowedProblems: [...] })` or `test.use({ a11yOptions: { exclude: [...] } })`.
 */
export interface E2EOptions {
  /** Problems this test (or describe block) expects. */
  allowedProblems: ProblemPattern[];
  /** axe settings for every audit of this test. */
  a11yOptions: A11yOptions;
}

export interface E2EFixtures {
  /** Allow a console error / page error / CSP violation this test provokes on purpose. */
  allowProblem: (...patterns: ProblemPattern[]) => void;
  /** Audit a page now (e.g. with a dialog open); fails the test with a readable list. */
  checkA11y: (page: Page, options?: A11yOptions) => Promise<void>;
  /** Internal: the automatic checks. */
  pageGuard: PageGuard;
}

export const test = base.extend<E2EOptions & E2EFixtures>({
  allowedProblems: [[], { option: true }],
  a11yOptions: [{}, { option: true }],

  /*
   * JavaScript project: every page.goto / page.reload also waits until React has hydrated the
   * page (root.tsx sets <html data-hydrated>), unless the page ships no scripts. A click in the
   * hydration window can be lost — React Router ignores navigate() until its first effects ran —
   * and a test would then fail by chance, not because of what it tests. Tests of the
   * pre-hydration state use `page.goto(url, { waitUntil: "commit" })` and skip this wait.
   */
  page: async ({ page }, use, testInfo) => {
    if (isJsProject(testInfo)) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },

  pageGuard: [
    async ({ browser, context, baseURL, allowedProblems, a11yOptions }, use, testInfo) => {
      const guard = await PageGuard.attach(browser, context, {
        javaScriptEnabled: isJsProject(testInfo),
        allowedProblems,
        a11yOptions,
        origin: baseURL ? new URL(baseURL).origin : undefined,
      });
      await use(guard);
      await finish(guard, testInfo);
    },
    // Auditing every visited page takes about a second each: give teardown its own budget.
    { auto: true, timeout: 60_000 },
  ],

  allowProblem: async ({ pageGuard }, use) => {
    await use((...patterns) => pageGuard.allow(patterns));
  },

  checkA11y: async ({ pageGuard }, use) => {
    await use(async (page, options) => {
      const audit = await pageGuard.auditPage(page, options);
      if (audit && audit.violations.length > 0) throw new Error(formatAudits([audit]));
    });
  },
});

async function finish(guard: PageGuard, testInfo: TestInfo): Promise<void> {
  const failedAlready = testInfo.status !== testInfo.expectedStatus;
  if (failedAlready) {
    // The real failure is already reported; keep the browser's view of it next to it.
    const problems = guard.problems();
    if (problems.length > 0)
      await testInfo.attach("browser problems", { body: formatProblems(problems) });
    return;
  }
  const started = Date.now();
  const audits = await guard.auditEverythingVisited();
  logAuditTime(`teardown ${testInfo.project.name}`, testInfo.title, started);
  const messages: string[] = [];
  const problems = guard.problems();
  if (problems.length > 0) messages.push(formatProblems(problems));
  if (audits.some((audit) => audit.violations.length > 0)) messages.push(formatAudits(audits));
  if (messages.length > 0) throw new Error(messages.join("\n\n"));
}

/** Resolves once the page is hydrated, or at once when it ships no module scripts. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated !== undefined ||
      !document.querySelector('script[type="module"]'),
    null,
    { timeout: 15_000 },
  );
}

/**
 * Resolves once React owns this element. A deferred view (components/ui/deferred.tsx) keeps its
 * server HTML after <html data-hydrated> until its chunk arrives: a click in between is the
 * plain HTML form's or link's, not the enhanced one's. React keeps its fiber on every DOM node it
 * hydrated, so that key is the sign.
 */
export async function waitForReact(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((node) =>
          Object.keys(node).some((key) => key.startsWith("__reactFiber$")),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * JavaScript project: resolves once Remix's router has no navigation, revalidation or fetcher in
 * flight. The address bar changes before React has rendered the new loader data (a transition),
 * so a test reading a list right after `toHaveURL` can read the previous one. No-op without JS.
 */
export async function routerIdle(page: Page): Promise<void> {
  if (!isJsProject(test.info())) return;
  await page.waitForFunction(
    () => {
      type RouterState = {
        navigation: { state: string };
        revalidation: string;
        fetchers: Map<string, { state: string }>;
      };
      const router = (window as unknown as { __remixRouter?: { state: RouterState } })
        .__remixRouter;
      if (!router) return true;
      const { navigation, revalidation, fetchers } = router.state;
      return (
        navigation.state === "idle" &&
        revalidation === "idle" &&
        [...fetchers.values()].every((fetcher) => fetcher.state === "idle")
      );
    },
    null,
    { timeout: 10_000 },
  );
}

/** True in the `js` project, false in `no-js`. */
export function isJsProject(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

export { expect };
