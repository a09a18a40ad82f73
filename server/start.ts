import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * `npm start` on a fresh machine must just work, but production requires SESSION_SECRET. For a
 * local try-out we generate one once and keep it in the git-ignored data/ folder; deployments
 * (the Dockerfile) run server/index.ts directly and must set SESSION_SECRET themselves.
 */
if (!process.env.SESSION_SECRET) {
  const file = path.resolve("data/.session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
  console.warn(
    "SESSION_SECRET is not set: using a generated local secret (data/.session-secret). Set it in deployments.",
  );
}
process.env.NODE_ENV ??= "production";
// "./index.js": the bundled start (build/server/start.js) loads its sibling bundle.
await import("./index.js");
