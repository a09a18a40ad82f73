import { z } from "zod";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BACKEND_COMPATS, type BackendCompat } from "../backend/context";

/**
 * The server's configuration, validated once at boot. A bad or missing value stops the server
 * with one line naming the variable (see `loadEnv`), never a stack trace.
 */
const optionalUrl = z
  .string()
  .trim()
  .url()
  .transform((u) => u.replace(/\/+$/, ""))
  .optional()
  .or(z.literal("").transform(() => undefined));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  /** Base URL of a real 6amMart API, e.g. https://api.example.com/api/v1. Unset: embedded backend. */
  API_BASE_URL: optionalUrl,
  /** Milliseconds before an upstream API call is abandoned. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  /**
   * Pages and data requests rendered at once; the rest wait in arrival order
   * (server/render-admission.ts). Unset: 1 with the embedded backend, whose answers are CPU on
   * this same thread, and 8 with API_BASE_URL, where renders wait on the network (ADR 038).
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  /** Milliseconds one request keeps its render slot before the next in line may start. */
  RENDER_SLOT_LEASE_MS: z.coerce.number().int().min(10).max(60000).default(250),
  /**
   * Comma-separated origins besides the backend's whose pictures /img may fetch (a CDN or a
   * storage bucket a 6amMart serves its uploads from), e.g. https://cdn.example.com.
   */
  IMAGE_ORIGINS: optionalText,
  /** Where /img keeps resized pictures, and how many megabytes it may use (least recently used go first). */
  IMAGE_CACHE_DIR: z.string().trim().min(1).default(join(tmpdir(), "storefront-images")),
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(256),
  /** Comma-separated; the first signs, all verify (rotation). */
  SESSION_SECRET: optionalText,
  /** Public origin of the storefront, e.g. https://shop.example.com (canonical URLs, cookies). */
  PUBLIC_URL: optionalUrl,
  GOOGLE_MAPS_KEY: optionalText,
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_APP_ID: optionalText,
  FIREBASE_MESSAGING_SENDER_ID: optionalText,
  /** Web push (FCM) public VAPID key; push is on when it and the Firebase app's ids are set. */
  FIREBASE_VAPID_KEY: optionalText,
  /** Tests only: "1" delivers push messages from an in-page stand-in instead of FCM (ADR 024). */
  PUSH_STAND_IN: optionalText,
  /**
   * Social sign-in's public client ids, when the backend's /config does not list them (a real
   * 6amMart lists only Apple's): Google's OAuth client id, Facebook's app id, Apple's service id.
   */
  GOOGLE_CLIENT_ID: optionalText,
  FACEBOOK_APP_ID: optionalText,
  APPLE_CLIENT_ID: optionalText,
  /** host:port of a Firebase Auth emulator (tests). */
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  /** Requests per minute per client: all requests, non-GET requests, sign-in/OTP posts. */
  RATE_LIMIT_GENERAL: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_MUTATIONS: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(20),
  /** Accepted store and delivery-man applications per hour per client. */
  RATE_LIMIT_APPLICATIONS: z.coerce.number().int().min(1).default(5),
  /**
   * redis://[:password@]host:port[/db] (or rediss:// for TLS) shared by every replica: rate
   * limits, order submission keys and the shared-read cache (docs/decisions/029). Unset: kept
   * in this process's memory, right for one process only.
   */
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^rediss?:\/\/[^\s]+$/.test(v), {
      message: "must be a redis:// or rediss:// URL",
    }),
  /** How long a shared read (config, modules, zones, landing, policy pages) is fresh, in ms. */
  SHARED_READS_FRESH_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Trust X-Forwarded-* from this many proxies (express "trust proxy"). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * "1": mount POST /__e2e__/settings, which rewrites the embedded backend's business settings
   * (server/e2e-settings.ts). For the e2e server only (playwright.config.ts); never in production.
   */
  /**
   * The embedded backend's behaviour: unset/empty or "default" = the reference backend with its
   * extensions; "6ammart-3.2" = like a stock 6amMart 3.2 (backend/README.md).
   */
  BACKEND_COMPAT: z
    .enum(["", ...BACKEND_COMPATS])
    .optional()
    .transform((v): BackendCompat => (v ? v : "default")),
  E2E_BACKEND_CONTROL: z
    .enum(["", "0", "1", "false", "true"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

export type Env = z.infer<typeof envSchema>;

export function sessionSecrets(env: Env): string[] {
  const secrets = (env.SESSION_SECRET ?? "dev-only-session-secret")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return secrets.length ? secrets : ["dev-only-session-secret"];
}

export class EnvError extends Error {}

/** Never echoed in an error: secrets, keys, and REDIS_URL (its password). */
const secret = (name: string) =>
  name.includes("SECRET") || name.includes("KEY") || name === "REDIS_URL";

/** Parses the environment or throws EnvError with one readable line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const issues = result.success ? [] : [...result.error.issues];
  // Checked apart from the schema so it is reported together with any other bad variable.
  if (source.NODE_ENV === "production" && !source.SESSION_SECRET?.trim()) {
    issues.push({
      code: z.ZodIssueCode.custom,
      path: ["SESSION_SECRET"],
      message: "is required in production (comma-separated list of secrets; the first signs)",
    });
  }
  if (result.success && issues.length === 0) return result.data;
  const lines = issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const value = source[name];
    const shown = value === undefined ? "missing" : `got "${secret(name) ? "***" : value}"`;
    return `Invalid environment variable ${name}: ${issue.message} (${shown})`;
  });
  throw new EnvError(lines.join("\n"));
}
