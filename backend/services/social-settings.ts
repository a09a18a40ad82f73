import type Database from "better-sqlite3";
import { setting } from "./settings";

export const SOCIAL_MEDIUMS = ["google", "facebook", "apple"] as const;
export type SocialMedium = (typeof SOCIAL_MEDIUMS)[number];

/** A row of the `social_login` setting (Google, Facebook): the admin's provider switch. */
interface SocialLoginEntry {
  login_medium?: string;
  status?: unknown;
  /** Public: Google's OAuth client id, Facebook's app id (what the web SDKs are started with). */
  client_id?: string;
}

/** A row of the `apple_login` setting (contract §5.1). */
interface AppleLoginEntry {
  login_medium?: string;
  status?: unknown;
  client_id?: string;
  client_id_app?: string;
  redirect_url_flutter?: string;
  redirect_url_react?: string;
  /** Apple's client secret (a signed JWT): never sent out by /config. */
  client_secret?: string;
}

const on = (value: unknown) => value === true || value === 1 || value === "1";

export const socialLoginEntries = (db: Database.Database): SocialLoginEntry[] => {
  const rows = setting<unknown>(db, "social_login", []);
  return Array.isArray(rows) ? (rows as SocialLoginEntry[]) : [];
};

export const appleLoginEntry = (db: Database.Database): AppleLoginEntry => {
  const rows = setting<unknown>(db, "apple_login", []);
  const list = Array.isArray(rows) ? (rows as AppleLoginEntry[]) : [];
  return list.find((row) => row?.login_medium === "apple") ?? {};
};

/** /config's `social_login` list: the provider switches, and the public client id when set. */
export function socialLoginConfig(db: Database.Database) {
  const rows = socialLoginEntries(db);
  return (["google", "facebook"] as const).map((medium) => {
    const row = rows.find((entry) => entry?.login_medium === medium);
    return {
      login_medium: medium,
      status: on(row?.status),
      ...(row?.client_id ? { client_id: String(row.client_id) } : {}),
    };
  });
}

/** /config's `apple_login` list (contract §5.1) — without the client secret. */
export function appleLoginConfig(db: Database.Database) {
  const row = appleLoginEntry(db);
  return [
    {
      login_medium: "apple",
      status: on(row.status),
      client_id: String(row.client_id ?? ""),
      client_id_app: String(row.client_id_app ?? ""),
      redirect_url_flutter: String(row.redirect_url_flutter ?? ""),
      redirect_url_react: String(row.redirect_url_react ?? ""),
    },
  ];
}

export interface SocialProviderSettings {
  /** Social sign-in on, this provider on in centralize_login and in its own list. */
  enabled: boolean;
  /** The audience a token must have been issued for (empty: not checked). */
  clientId: string;
  redirectUrl: string;
  clientSecret: string;
}

/**
 * Whether a provider may sign people in (foundations §6: its own status and the matching
 * centralized status), and the ids its tokens are checked against.
 */
export function socialProvider(
  db: Database.Database,
  medium: SocialMedium,
): SocialProviderSettings {
  const login = setting<Record<string, unknown>>(db, "centralize_login", {});
  const central = on(login.social_login_status) && on(login[`${medium}_login_status`]);
  if (medium === "apple") {
    const row = appleLoginEntry(db);
    return {
      enabled: central && on(row.status),
      clientId: String(row.client_id ?? ""),
      redirectUrl: String(row.redirect_url_react ?? ""),
      clientSecret: String(row.client_secret ?? ""),
    };
  }
  const row = socialLoginEntries(db).find((entry) => entry?.login_medium === medium);
  return {
    enabled: central && on(row?.status),
    clientId: String(row?.client_id ?? ""),
    redirectUrl: "",
    clientSecret: "",
  };
}
