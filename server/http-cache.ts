import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { isUrlOnlyPath } from "../app/lib/shared-pages";

const PRIVATE = "private, no-store";

/**
 * Marks this response as never for a shared cache, whatever the page says: its links were
 * built from something a shared cache does not key its copies on (server/request-guards.ts:
 * an origin taken from X-Forwarded-Host/-Proto).
 */
export function forbidSharedCache(res: Response) {
  res.locals.forbidSharedCache = true;
}

/**
 * A page rendered from its URL alone (the located home, ADR 033) is rendered without the
 * request's cookies: no session, no prefs, no token on its API calls, no toast taken from the
 * flash cookie — whoever asks, the same page. Removed here, at the edge, rather than ignored by
 * the app: every reader (load context, root loader, streaming hint) then sees a cookie-less
 * visitor, and cachePolicyGuard lets the page's public Cache-Control through.
 */
export function dropCookiesOfUrlOnlyPages(req: Request, _res: Response, next: NextFunction) {
  if (req.headers.cookie !== undefined && isUrlOnlyPath(req.path)) delete req.headers.cookie;
  next();
}

/**
 * The last word on Cache-Control before headers leave the server (issue 8): pages decide whether
 * they are shareable (app/lib/http-cache.server.ts), and this makes sure that
 *
 * - a response without a Cache-Control says `private, no-store` (form answers, redirects, data
 *   requests, errors: nothing is cached by accident);
 * - a response that claims to be shareable but goes to a visitor with a session cookie (a token
 *   or a guest cart), sets a cookie, or was marked by forbidSharedCache is turned private —
 *   whatever a route said.
 */
export function cachePolicyGuard(req: Request, res: Response, next: NextFunction) {
  const hasSession = /(?:^|;\s*)__session=/.test(req.headers.cookie ?? "");
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const current = String(res.getHeader("Cache-Control") ?? "");
    if (!current) res.setHeader("Cache-Control", PRIVATE);
    else if (
      /\b(public|s-maxage)\b/.test(current) &&
      (hasSession || res.hasHeader("Set-Cookie") || res.locals.forbidSharedCache === true)
    )
      res.setHeader("Cache-Control", PRIVATE);
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
}

/**
 * The files of public/ (favicon, locale JSON, ...) outside /build, served with a short cache.
 * In production the list is read once at boot, so a page request costs no file-system lookup
 * (express.static stat()s every URL it sees, and pages are most of what this server answers).
 * In development files come and go: every request is looked up.
 */
export function publicFiles(publicDir: string, production: boolean) {
  const serve = express.static(publicDir, { maxAge: "1h", index: false, redirect: false });
  if (!production) return serve;
  const known = new Set(listFiles(publicDir, publicDir));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    return known.has(pathname) ? serve(req, res, next) : next();
  };
}

function listFiles(root: string, dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "build" && dir === root ? [] : listFiles(root, full);
    return entry.isFile() ? ["/" + path.relative(root, full).split(path.sep).join("/")] : [];
  });
}
