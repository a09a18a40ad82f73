/**
 * The providers' web SDKs, loaded only when their button is pressed (this module itself is a
 * lazy chunk of the social buttons): Google Identity Services, the Facebook JS SDK and Sign in
 * with Apple JS, each from its provider's URL. The page's CSP ('strict-dynamic') lets a script
 * inserted by our own code run. Each sign-in resolves to the fields /auth/social takes, or
 * rejects with SocialCancelled when the customer closed the provider's window.
 */
import type { ProviderSetup } from "./social-setup.server";

export type SocialMedium = ProviderSetup["medium"];

/** What the page posts to /auth/social (social-schemas.ts). */
export interface SocialResult {
  medium: SocialMedium;
  token: string;
  id_token?: string;
  user_id?: string;
  email?: string;
}

export class SocialCancelled extends Error {}

export const SDK_URLS = {
  google: "https://accounts.google.com/gsi/client",
  facebook: (lang: string) =>
    `https://connect.facebook.net/${lang === "ar" ? "ar_AR" : "en_US"}/sdk.js`,
  apple: "https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js",
};

const loading = new Map<string, Promise<void>>();

/** Inserts a provider's script once; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/* Minimal typings of the three SDKs, as far as they are used here. */
interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    context?: string;
    ux_mode?: string;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (notification: GooglePromptMoment) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}
interface GooglePromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; xfbml?: boolean; cookie?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string; userID: string } | null }) => void,
    options: { scope: string },
  ): void;
  api(
    path: string,
    params: { fields: string },
    callback: (response: { email?: string; name?: string; error?: unknown }) => void,
  ): void;
}
interface AppleSdk {
  auth: {
    init(options: Record<string, unknown>): void;
    signIn(): Promise<{
      authorization: { code: string; id_token?: string };
      user?: { email?: string };
    }>;
  };
}
type SdkWindow = {
  google?: { accounts: { id: GoogleId } };
  FB?: FacebookSdk;
  AppleID?: AppleSdk;
};
// `google` is also declared by the Maps typings: this is the Identity Services side of it.
const sdkWindow = () => window as unknown as SdkWindow;

/**
 * Google: One Tap's prompt; when Google does not show it (dismissed before, third-party sign-in
 * off), Google's own button is drawn in `fallback` for the customer to press.
 */
async function google(setup: ProviderSetup, fallback: HTMLElement, lang: string) {
  await loadScript(SDK_URLS.google);
  const id = sdkWindow().google?.accounts.id;
  if (!id) throw new Error("Google Identity Services did not start");
  return new Promise<SocialResult>((resolve, reject) => {
    id.initialize({
      client_id: setup.clientId,
      context: "signin",
      ux_mode: "popup",
      use_fedcm_for_prompt: true,
      callback: (response) =>
        response.credential
          ? resolve({ medium: "google", token: response.credential })
          : reject(new SocialCancelled()),
    });
    id.prompt((moment) => {
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.())
        id.renderButton(fallback, {
          type: "standard",
          theme: "outline",
          size: "large",
          locale: lang,
        });
    });
  });
}

/** Facebook: the login dialog, then the profile's name, email and picture (§9). */
async function facebook(setup: ProviderSetup, lang: string) {
  await loadScript(SDK_URLS.facebook(lang));
  const fb = sdkWindow().FB;
  if (!fb) throw new Error("Facebook SDK did not start");
  fb.init({ appId: setup.clientId, version: "v19.0", xfbml: false, cookie: false });
  return new Promise<SocialResult>((resolve, reject) => {
    fb.login(
      (response) => {
        const auth = response.authResponse;
        if (!auth) return reject(new SocialCancelled());
        fb.api("/me", { fields: "name,email,picture" }, (me) =>
          resolve({
            medium: "facebook",
            token: auth.accessToken,
            user_id: auth.userID,
            ...(me?.email ? { email: me.email } : {}),
          }),
        );
      },
      { scope: "public_profile,email" },
    );
  });
}

/** Apple: scope email and name, response type code, popup mode (§9). */
async function apple(setup: ProviderSetup) {
  await loadScript(SDK_URLS.apple);
  const appleId = sdkWindow().AppleID;
  if (!appleId) throw new Error("Sign in with Apple did not start");
  appleId.auth.init({
    clientId: setup.clientId,
    scope: "email name",
    redirectURI: setup.redirectUrl ?? window.location.origin,
    responseType: "code",
    usePopup: true,
  });
  try {
    const answer = await appleId.auth.signIn();
    return {
      medium: "apple" as const,
      token: answer.authorization.code,
      ...(answer.authorization.id_token ? { id_token: answer.authorization.id_token } : {}),
      ...(answer.user?.email ? { email: answer.user.email } : {}),
    };
  } catch (error) {
    // The popup closed: {error: "popup_closed_by_user"}.
    throw new SocialCancelled(String((error as { error?: string })?.error ?? "cancelled"));
  }
}

/** Fetches the provider's setup (GET /auth/social?medium=…) while its SDK loads, then signs in. */
export async function socialSignIn(
  medium: SocialMedium,
  options: { setupUrl: string; lang: string; fallback: HTMLElement },
): Promise<SocialResult> {
  const src = medium === "facebook" ? SDK_URLS.facebook(options.lang) : SDK_URLS[medium];
  const [setup] = await Promise.all([
    fetch(`${options.setupUrl}?medium=${medium}`, {
      headers: { Accept: "application/json" },
    }).then(async (response) => {
      if (!response.ok) throw new Error(`No ${medium} setup`);
      return (await response.json()) as ProviderSetup;
    }),
    loadScript(src),
  ]);
  if (medium === "google") return google(setup, options.fallback, options.lang);
  if (medium === "facebook") return facebook(setup, options.lang);
  return apple(setup);
}
