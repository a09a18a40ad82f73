import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, sessionSecrets } from "../../server/env";

describe("environment validation", () => {
  it("applies defaults in development", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.API_BASE_URL).toBeUndefined();
    expect(sessionSecrets(env)).toEqual(["dev-only-session-secret"]);
  });

  it("requires SESSION_SECRET in production with one line naming it", () => {
    let error: unknown;
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(
      /^Invalid environment variable SESSION_SECRET: is required in production/,
    );
    expect((error as Error).message.split("\n")).toHaveLength(1);
  });

  it("names each bad variable and hides secret values", () => {
    try {
      parseEnv({
        PORT: "eighty",
        API_BASE_URL: "not a url",
        SESSION_SECRET: "  ",
        NODE_ENV: "production",
      });
      expect.unreachable();
    } catch (e) {
      const lines = (e as Error).message.split("\n");
      expect(
        lines.some(
          (l) => l.startsWith("Invalid environment variable PORT") && l.includes('got "eighty"'),
        ),
      ).toBe(true);
      expect(lines.some((l) => l.startsWith("Invalid environment variable API_BASE_URL"))).toBe(
        true,
      );
      expect(
        lines.some(
          (l) => l.startsWith("Invalid environment variable SESSION_SECRET") && !l.includes('"  "'),
        ),
      ).toBe(true);
    }
  });

  it("splits comma-separated secrets for rotation and trims the API URL", () => {
    const env = parseEnv({
      SESSION_SECRET: "new, old ,",
      API_BASE_URL: "https://api.example.com/api/v1/",
    });
    expect(sessionSecrets(env)).toEqual(["new", "old"]);
    expect(env.API_BASE_URL).toBe("https://api.example.com/api/v1");
  });
});
