/**
 * The programs the scale-out test runs besides Node (tests/scale/, scripts/ensure-scale-tools.mjs):
 * Debian's Redis and nginx, or the binaries REDIS_SERVER_PATH / NGINX_PATH point at.
 */
export const SCALE_TOOLS = [
  {
    name: "Redis",
    env: "REDIS_SERVER_PATH",
    package: "redis-server",
    path: () => process.env.REDIS_SERVER_PATH || "/usr/bin/redis-server",
    versionArgs: ["--version"],
  },
  {
    name: "nginx",
    env: "NGINX_PATH",
    package: "nginx",
    path: () => process.env.NGINX_PATH || "/usr/sbin/nginx",
    versionArgs: ["-v"],
  },
];

export const redisServerPath = () => SCALE_TOOLS[0].path();
export const nginxPath = () => SCALE_TOOLS[1].path();
