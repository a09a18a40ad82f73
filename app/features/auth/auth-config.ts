/**
 * Which sign-in parts the operator turned on (foundations §2 "Sign-in layout", §6 "Social
 * providers"): the seven layouts come from three switches of config `centralize_login`; with
 * none on, the layout is manual. Plain data for the shell, so the dialogs render from it.
 */
export interface AuthSettings {
  otp: boolean;
  manual: boolean;
  /** Social sign-in on and at least one provider enabled. */
  social: boolean;
  providers: { google: boolean; facebook: boolean; apple: boolean };
  /** Sign-up's refer code: wallet and referral earning both on (§6). */
  referral: boolean;
  /** The phone fields' country picker (§5): on only when country_picker_status is 1. */
  countryPicker: boolean;
  /** The business's country, the picker's first choice (null: numbers are typed with their '+'). */
  country: string | null;
  /** Demo backend: the OTP dialogs say which code to use. */
  demo: boolean;
  firebaseOtp: boolean;
}

export interface AuthConfigSource {
  centralize_login?: Partial<
    Record<
      | "manual_login_status"
      | "otp_login_status"
      | "social_login_status"
      | "google_login_status"
      | "facebook_login_status"
      | "apple_login_status",
      boolean
    >
  >;
  /** Google's and Facebook's own switches (§6: shown only when on here too). */
  social_login?: Array<{ login_medium: string; status?: boolean }>;
  apple_login?: Array<{ login_medium: string; status?: boolean }>;
  customer_wallet_status?: boolean;
  ref_earning_status?: boolean;
  country_picker_status?: boolean;
  country?: string | null;
  demo?: boolean;
  firebase_otp_verification?: boolean;
}

export function authSettingsFrom(config: AuthConfigSource | null | undefined): AuthSettings {
  const login = config?.centralize_login ?? {};
  // A provider shows when its status is true and the matching centralized status is 1 (§6).
  const listed = (medium: string) =>
    [...(config?.social_login ?? []), ...(config?.apple_login ?? [])].some(
      (entry) => entry.login_medium === medium && entry.status,
    );
  const providers = {
    google: Boolean(login.google_login_status) && listed("google"),
    facebook: Boolean(login.facebook_login_status) && listed("facebook"),
    apple: Boolean(login.apple_login_status) && listed("apple"),
  };
  const social =
    Boolean(login.social_login_status) &&
    (providers.google || providers.facebook || providers.apple);
  const otp = Boolean(login.otp_login_status);
  const anyOn = otp || Boolean(login.manual_login_status) || social;
  return {
    otp,
    // Default is manual (§2): a config that turns everything off still lets people in.
    manual: Boolean(login.manual_login_status) || !anyOn,
    social,
    providers,
    referral: Boolean(config?.customer_wallet_status) && Boolean(config?.ref_earning_status),
    countryPicker: Boolean(config?.country_picker_status),
    country: /^[A-Z]{2}$/i.test(config?.country ?? "") ? config!.country!.toUpperCase() : null,
    demo: Boolean(config?.demo),
    firebaseOtp: Boolean(config?.firebase_otp_verification),
  };
}

/** The sign-up link shows when manual is the only type, or in a mixed layout (§2). */
export function showsSignUpLink(settings: AuthSettings): boolean {
  const types = [settings.otp, settings.manual, settings.social].filter(Boolean).length;
  return types > 1 || settings.manual;
}
