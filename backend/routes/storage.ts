import type { Router } from "express";
import type { BackendDeps } from "../context";
import { renderSvg } from "../services/images";
import { PROMO_VIDEO_WEBM } from "../services/promo-video";

/**
 * GET /storage/app/public/<folder>/<file>: the seed's images, drawn on the fly from the file name
 * (no files on disk), and the one demo clip behind every video URL. Names never change content,
 * so responses are cacheable for a year.
 */
const STORAGE_PATH = /^\/storage\/app\/public\/((?:[a-z0-9_-]+\/)*[a-z0-9_-]+)\/([^/]+)$/i;
const SAFE_FILE = /^[a-z0-9][a-z0-9._-]{0,160}$/i;

export function registerStorageRoutes(router: Router, _deps: BackendDeps) {
  router.get(STORAGE_PATH, (req, res) => {
    const match = STORAGE_PATH.exec(req.path);
    const folder = match?.[1] ?? "";
    const file = decodeURIComponent(match?.[2] ?? "");
    if (!SAFE_FILE.test(file)) return res.status(404).type("text/plain").send("Not found");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (/\.(webm|mp4)$/i.test(file)) {
      return res.type("video/webm").send(PROMO_VIDEO_WEBM);
    }
    // Any other name gets artwork: images referenced by the API always resolve.
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type("image/svg+xml").send(renderSvg(folder.toLowerCase(), file));
  });
}
