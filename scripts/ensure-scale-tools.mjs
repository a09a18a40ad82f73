#!/usr/bin/env node
/**
 * Makes sure the scale-out test (tests/scale/, `npm run test:scale`) has its two programs:
 * Debian's `redis-server` (the shared store) and `nginx` (the load balancer in front of two
 * storefront replicas). REDIS_SERVER_PATH / NGINX_PATH point at other binaries.
 *
 * Found: print their versions, exit 0. Missing: as root with apt-get, install Debian's
 * `redis-server` and `nginx` packages (only the binaries are used: the test starts its own
 * instances on private ports and never touches the system services); otherwise exit 1 saying
 * how to get them. Same rule as scripts/ensure-chromium.mjs.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { SCALE_TOOLS } from "./lib/scale-tools.mjs";

const APT_GET = "/usr/bin/apt-get";

const missing = () => SCALE_TOOLS.filter((tool) => !existsSync(tool.path()));

let absent = missing();
const overridden = absent.filter((tool) => process.env[tool.env]);
if (overridden.length) {
  fail(overridden.map((t) => `${t.env} is set to ${process.env[t.env]}, which does not exist.`));
}

if (absent.length) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const packages = absent.map((tool) => tool.package);
  if (!isRoot || !existsSync(APT_GET)) {
    fail([
      `Not installed: ${absent.map((t) => t.path()).join(", ")}.`,
      `Install Debian's packages:  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`,
      `or point ${absent.map((t) => t.env).join(" / ")} at the binaries.`,
    ]);
  }
  console.log(`Installing Debian's ${packages.join(" and ")} with apt-get for the scale test…`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // The packages' own services are not wanted (the test runs private instances): policy-rc.d
  // would be the tidy way, but in a container without an init system they do not start anyway.
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", ...packages]]) {
    console.log(`$ apt-get ${args.join(" ")}`);
    const result = spawnSync(APT_GET, args, {
      stdio: ["ignore", "inherit", "inherit"],
      env: aptEnv,
    });
    if (result.status !== 0)
      fail([`apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`]);
  }
  absent = missing();
  if (absent.length)
    fail([`apt-get finished but ${absent.map((t) => t.path()).join(", ")} missing.`]);
}

for (const tool of SCALE_TOOLS) {
  const result = spawnSync(tool.path(), tool.versionArgs, { encoding: "utf8", timeout: 10_000 });
  const version = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n")[0];
  if (result.status !== 0) fail([`${tool.path()} does not run: ${version || result.error}`]);
  console.log(`${tool.name} for the scale test: ${version} (${tool.path()})`);
}

function fail(lines) {
  console.error(lines.join("\n"));
  process.exit(1);
}
