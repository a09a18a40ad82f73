import type { Response, Router } from "express";
import type { BackendDeps } from "../context";
import { renderSvg } from "../services/images";
import { PROMO_VIDEO_WEBM } from "../services/promo-video";
import { storedImageType } from "../services/uploads";

/**
 * GET /storage/app/public/<folder>/<file>: the seed's images, drawn from the file name (a "*.png"
 * is composed once and kept on disk, services/picture-store.ts; any other name is SVG), and the
 * one demo clip behind every video URL. Names never change content, so responses are cacheable
 * for a year.
 *
 * The `order`, `profile`, `conversation` and `refund` folders are different: they hold what
 * customers uploaded (order prescriptions, profile photos, chat files, refund pictures), served
 * from disk. Art there would pass a missing or never-uploaded file off
 * as the customer's document, so a missing file is a 404.
 */
const STORAGE_PATH = /^\/storage\/app\/public\/((?:[a-z0-9_-]+\/)*[a-z0-9_-]+)\/([^/]+)$/i;
const SAFE_FILE = /^[a-z0-9][a-z0-9._-]{0,160}$/i;
const UPLOAD_FOLDERS = new Set(["order", "profile", "conversation", "refund"]);

export function registerStorageRoutes(router: Router, deps: BackendDeps) {
  router.get(STORAGE_PATH, (req, res) => {
    const match = STORAGE_PATH.exec(req.path);
    const folder = match?.[1] ?? "";
    const file = decodedName(match?.[2] ?? "");
    if (file === null || !SAFE_FILE.test(file)) return notFound(res);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (UPLOAD_FOLDERS.has(folder.toLowerCase())) {
      return sendUpload(deps, res, folder.toLowerCase(), file);
    }
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (/\.(webm|mp4)$/i.test(file)) {
      return res.type("video/webm").send(PROMO_VIDEO_WEBM);
    }
    // Any other name gets artwork: images referenced by the API always resolve.
    if (/\.png$/i.test(file)) {
      return deps.pictures.png(folder.toLowerCase(), file.toLowerCase()).then(
        (png) => res.type("image/png").send(png),
        () => {
          res.removeHeader("Cache-Control");
          notFound(res);
        },
      );
    }
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type("image/svg+xml").send(renderSvg(folder.toLowerCase(), file));
  });
}

/** A malformed escape ("%E0%A4%A") is a name that cannot exist, not a server error. */
function decodedName(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const notFound = (res: Response) => res.status(404).type("text/plain").send("Not found");

function sendUpload(deps: BackendDeps, res: Response, folder: string, file: string) {
  const path = deps.uploads.pathOf(folder, file);
  const type = storedImageType(file);
  if (!path || !type) return notFound(res);
  // Names are random and never reused, so the bytes never change; "private" because a
  // prescription is personal and has no business in a shared cache.
  res.setHeader("Cache-Control", "private, max-age=31536000, immutable");
  res.setHeader("Content-Security-Policy", "default-src 'none'");
  res.setHeader("Content-Type", type);
  res.sendFile(path, { cacheControl: false, dotfiles: "deny" }, (error) => {
    if (!error) return;
    if (!res.headersSent) {
      res.removeHeader("Cache-Control");
      notFound(res);
    }
  });
}
