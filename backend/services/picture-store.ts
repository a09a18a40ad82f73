import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { composeSvg } from "./picture-art";

/**
 * The demo's raster pictures: composed on first request (services/picture-art.ts → sharp →
 * PNG, 10–20 ms each) and kept on disk, so a reseed (tests reseed often) costs nothing and a
 * restart recomposes nothing. A picture is a pure function of its folder, file name and
 * ART_VERSION, so one cache folder serves every database that names it: beside a file
 * database (data/marketplace-pictures/), in the temporary folder for in-memory ones.
 *
 * Any name under /storage gets a picture, so a stranger could ask for millions: past
 * MAX_FILES files the folder takes no more and further pictures are composed per request.
 *
 * PNG like a real 6amMart upload (the storefront's /img resizes and re-encodes it); palette
 * quantisation would halve the bytes but costs 10× the time.
 */

/** Bump when the composition changes: old files are then never read again. */
const ART_VERSION = 2;
/** The seed names about 2,500 pictures (items twice, stores twice, …); room for a few reseeds' worth. */
const MAX_FILES = 6000;

export interface PictureStore {
  png(folder: string, file: string): Promise<Buffer>;
}

export function pictureFolderOf(databasePath: string): string {
  return join(
    databasePath === ":memory:" ? tmpdir() : dirname(resolve(databasePath)),
    "marketplace-pictures",
  );
}

export function createPictureStore(folder: string): PictureStore {
  const inFlight = new Map<string, Promise<Buffer>>();
  let files: number | null = null;
  const countFiles = () => {
    try {
      return readdirSync(folder).length;
    } catch {
      mkdirSync(folder, { recursive: true });
      return 0;
    }
  };
  return {
    png(pictureFolder, file) {
      // folder and file were checked by the storage route: [a-z0-9/_-] and [a-z0-9._-]
      const key = `v${ART_VERSION}--${pictureFolder.replace(/\//g, "~")}--${file}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const path = join(folder, key.endsWith(".png") ? key : `${key}.png`);
      const job = (async () => {
        try {
          return readFileSync(path);
        } catch {
          // not composed yet
        }
        // loaded on the first picture: a backend whose pictures are all cached never loads libvips
        const { default: sharp } = await import("sharp");
        const png = await sharp(Buffer.from(composeSvg(pictureFolder, file)))
          .png({ compressionLevel: 6 })
          .toBuffer();
        try {
          files ??= countFiles();
          if (files >= MAX_FILES) return png;
          files += 1;
          // written under a private name, then renamed: another process never reads half a file
          const partial = `${path}.${process.pid}.part`;
          writeFileSync(partial, png);
          renameSync(partial, path);
        } catch {
          // a read-only disk still serves the picture, composed again next time
        }
        return png;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
