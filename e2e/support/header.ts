import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { signInNewCustomer } from "./customers";
import { demoLocation, setPrefs, type ModuleType } from "./session";

/** The site header landmark. */
export const header = (page: Page) => page.getByRole("banner");

/**
 * The header's search field: a plain searchbox in the server HTML (and on pages that ship no
 * JavaScript), an ARIA combobox once the header has hydrated (suggestions and history).
 */
export const searchField = (page: Page, hydrated: boolean) =>
  header(page).getByRole(hydrated ? "combobox" : "searchbox");

/**
 * A header menu's trigger: a Radix button once hydrated, a <details> summary without
 * JavaScript. Waiting for the right one also waits for hydration.
 */
export const menuTrigger = (page: Page, label: string, javaScriptEnabled: boolean) =>
  header(page).locator(`${javaScriptEnabled ? "button" : "summary"}[aria-label*="${label}" i]`);

/**
 * A visitor with a saved location at the Dubai Mall, a module and, optionally, signed in as a
 * new customer (whose token it returns).
 */
export async function visitor(
  fixtures: { context: BrowserContext; request: APIRequestContext; baseURL?: string },
  options: { module: ModuleType | null; signedIn?: boolean },
): Promise<string | undefined> {
  const { context, request, baseURL } = fixtures;
  await setPrefs(context, baseURL!, await demoLocation(request, options.module));
  if (options.signedIn) return signInNewCustomer(context, request, baseURL!);
  return undefined;
}
