import fs from "node:fs";
import path from "node:path";
import { nginxPath } from "../../scripts/lib/scale-tools.mjs";
import { baseEnv, launch, waitFor, type Child } from "./processes";

/**
 * nginx as the load balancer of the scale test, configured the way the README's deployment
 * section (and compose.yaml's nginx.conf) says:
 *
 * - round robin over the replicas; a replica that refuses or drops a connection is skipped
 *   (`proxy_next_upstream error timeout`) and the request goes to the next one — for GET and
 *   HEAD always, for a POST only when it never reached the failed replica (nginx's rule for
 *   non-idempotent requests), so an order is never posted twice by the proxy;
 * - X-Forwarded-For appended (the storefront counts TRUST_PROXY hops from the right).
 *
 * A second server block stands between the replicas and the reference backend, only to log
 * what they ask it: the test counts the backend's /config calls there.
 */
export interface Proxy {
  origin: string;
  apiOrigin: string;
  child: Child;
  /** Parsed access log of the storefront server block. */
  accessLog: () => AccessLine[];
  /** How many requests of the replicas to the backend so far had a URI `matching`. */
  apiCalls: (matching: (uri: string) => boolean) => number;
  stop: () => Promise<void>;
}

export interface AccessLine {
  status: number;
  /** Every upstream tried, in order ("127.0.0.1:3821, 127.0.0.1:3822" when retried). */
  upstreams: string[];
  upstreamStatuses: string[];
  /** nginx's $request_completion: the whole answer went out to the client. */
  complete: boolean;
  method: string;
  uri: string;
}

export async function startProxy(options: {
  dir: string;
  port: number;
  apiPort: number;
  replicaPorts: number[];
  backendPort: number;
}): Promise<Proxy> {
  const { dir, port, apiPort, replicaPorts, backendPort } = options;
  const root = path.join(dir, "nginx");
  fs.mkdirSync(path.join(root, "temp"), { recursive: true });
  const accessPath = path.join(root, "access.log");
  const apiPath = path.join(root, "api.log");
  const conf = `
worker_processes 1;
error_log ${root}/error.log warn;
pid ${root}/nginx.pid;
events { worker_connections 1024; }
http {
  client_body_temp_path ${root}/temp/body;
  proxy_temp_path ${root}/temp/proxy;
  fastcgi_temp_path ${root}/temp/fastcgi;
  uwsgi_temp_path ${root}/temp/uwsgi;
  scgi_temp_path ${root}/temp/scgi;
  log_format scale '$status\\t$upstream_addr\\t$upstream_status\\t$request_completion\\t$request_method\\t$request_uri';
  client_max_body_size 10m;

  upstream storefront {
${replicaPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's keep-alive connection after 1,000 requests (its default) with
    # "Connection: close"; autocannon ignores that header and writes its next request into the
    # closing socket, which it counts as an error (the Redis-down run saw 2 in CI). A load run
    # sends ~1,500 per connection, so the limit is lifted: every error left is a real one.
    keepalive_requests 1000000;
    access_log ${accessPath} scale;
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }

  upstream backend {
    server 127.0.0.1:${backendPort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${apiPort};
    access_log ${apiPath} scale;
    location / {
      proxy_pass http://backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }
}
`;
  const confPath = path.join(root, "nginx.conf");
  fs.writeFileSync(confPath, conf);
  const child = launch("nginx", nginxPath(), ["-p", root, "-c", confPath, "-g", "daemon off;"], {
    env: baseEnv({}),
    dir,
  });
  const origin = `http://127.0.0.1:${port}`;
  // Asked on the API's block: a request to the storefront's block before the replicas are up
  // would mark both failed for fail_timeout. Any answer will do: nginx is listening.
  await waitFor(
    "nginx",
    async () => (await fetch(`http://127.0.0.1:${apiPort}/`)).status > 0,
    10_000,
  );

  const read = (file: string) =>
    fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
  return {
    origin,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    child,
    accessLog: () =>
      read(accessPath).map((line) => {
        const [status, upstream, upstreamStatus, completion, method, uri] = line.split("\t");
        return {
          status: Number(status),
          upstreams: upstream.split(", ").filter((u) => u !== "-"),
          upstreamStatuses: upstreamStatus.split(", "),
          complete: completion === "OK",
          method,
          uri,
        };
      }),
    apiCalls: (matching) =>
      read(apiPath).filter((line) => matching(line.split("\t")[5] ?? "")).length,
    stop: () => child.stop(5_000),
  };
}
