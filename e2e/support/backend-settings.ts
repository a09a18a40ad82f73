import { request as playwrightRequest, test } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";

/**
 * Switching the embedded backend's business settings for one test (server/e2e-settings.ts,
 * mounted on the main e2e server only: E2E_BACKEND_CONTROL=1 in playwright.config.ts).
 *
 * Keys are the rows of business_settings (backend/seed/seed-settings.ts), which are not always
 * the /config names: /config's `customer_wallet_status` is the row `wallet_status`. A value of
 * `null` removes the row (the backend's default applies). Keys with an Arabic value of their
 * own (business_name, currency_symbol…) are refused.
 *
 * The js and no-js projects share one server and database: a switch is seen by every test
 * that runs while it is on, so always go through `withBackendSettings`, which restores the
 * previous values however the body ends.
 */
export type SettingsPatch = Record<string, unknown>;

/** Writes the patch; answers the previous values (posting them back restores them). */
export async function setBackendSettings(
  request: APIRequestContext,
  patch: SettingsPatch,
): Promise<SettingsPatch> {
  const response = await request.post("/__e2e__/settings", { data: patch });
  if (!response.ok()) {
    throw new Error(
      `/__e2e__/settings answered ${response.status()}: ${await response.text()} — is the main ` +
        "e2e server running with E2E_BACKEND_CONTROL=1 (a reused server may not be)?",
    );
  }
  return ((await response.json()) as { previous: SettingsPatch }).previous;
}

/**
 * Runs `body` with the settings switched, then restores them — also when `body` fails. The
 * storefront's config cache is emptied both times, so the next page renders the current values.
 */
export async function withBackendSettings<T>(
  request: APIRequestContext,
  patch: SettingsPatch,
  body: () => Promise<T>,
): Promise<T> {
  const previous = await setBackendSettings(request, patch);
  try {
    return await body();
  } finally {
    // A test that timed out has its request context closed by now: restore through a fresh
    // one, or the setting stays on and every later test of the run fails with it.
    await setBackendSettings(request, previous).catch(async () => {
      const fresh = await playwrightRequest.newContext({
        baseURL: test.info().project.use.baseURL,
      });
      try {
        await setBackendSettings(fresh, previous);
      } finally {
        await fresh.dispose();
      }
    });
  }
}

/** The `centralize_login` value for a layout (foundations §4 "Sign-in"): only the named parts on. */
export function loginLayout(
  parts: Array<"manual" | "otp" | "social">,
  verification: { phone?: boolean; email?: boolean } = { phone: true },
): SettingsPatch {
  const social = parts.includes("social") ? 1 : 0;
  return {
    centralize_login: {
      manual_login_status: parts.includes("manual") ? 1 : 0,
      otp_login_status: parts.includes("otp") ? 1 : 0,
      social_login_status: social,
      google_login_status: social,
      facebook_login_status: social,
      apple_login_status: social,
      email_verification_status: verification.email ? 1 : 0,
      phone_verification_status: verification.phone ? 1 : 0,
    },
  };
}
