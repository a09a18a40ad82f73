import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join, resolve } from "node:path";
// The storefront's pure header parser, one copy for both sides (it imports nothing).
import { imageSizeAllowed } from "../../app/lib/image-size";

/**
 * Files customers upload (prescription images, contract §7.7), kept on disk so that
 * /storage/app/public/<folder>/<file> can serve them back. Everything else under /storage is
 * drawn from its name (services/images.ts) and has no file.
 */

/** The image types accepted, by the extension they are stored under. SVG is not one: it can carry script. */
export const IMAGE_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/**
 * The image type from the file's first bytes. The declared Content-Type and file name are the
 * client's word; an HTML page sent as "scan.png" must not be stored and served back as a
 * picture.
 */
export function sniffImage(bytes: Uint8Array): ImageExtension | null {
  const at = (offset: number, signature: number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) =>
    at(
      offset,
      [...text].map((c) => c.charCodeAt(0)),
    );
  if (at(0, [0xff, 0xd8, 0xff])) return "jpg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return "gif";
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "webp";
  return null;
}

/**
 * Past 8000 pixels a side or 48 megapixels, or a header whose size cannot be read (issue 28:
 * 389 KB of PNG declared 20000 × 20000 pixels, 1.6 GB for whoever decodes it). Laravel's
 * `dimensions` rule and its message, as every upload check answers it.
 */
export const badImageDimensions = (bytes: Uint8Array) => !imageSizeAllowed(bytes);
export const dimensionsMessage = (field: string) => `The ${field} has invalid image dimensions.`;

export interface StoredImage {
  bytes: Uint8Array;
  extension: ImageExtension;
}

export interface UploadStore {
  /** Writes the images under random names (in the given order) and returns those names. */
  save(folder: string, images: StoredImage[]): string[];
  /** Deletes files written by `save` (an order that failed after its files were written). */
  remove(folder: string, names: string[]): void;
  /**
   * Bytes the files of `folder` take: read from disk once, then kept up to date by save and
   * remove (only this process writes there), so a check costs no directory scan.
   */
  bytesUsed(folder: string): number;
  /**
   * Where a stored file would be, or null when `name` cannot be one `save` wrote: the name is
   * checked against the exact pattern, so no request path reaches outside the folder.
   */
  pathOf(folder: string, name: string): string | null;
  /** Removes the temporary folder of an in-memory database; files of a real one stay. */
  close(): void;
}

const FOLDER = /^[a-z0-9_-]+$/;
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;

/**
 * Uploads live in a folder next to the SQLite file, named after it
 * (data/marketplace.sqlite → data/marketplace-uploads/), so a database and its files go
 * together and /data/ keeps both out of git. Not "<file>-uploads": playwright.config.ts deletes
 * whatever starts with its database's file name as a plain file, and throws on a folder.
 */
export const uploadsFolderOf = (databasePath: string) =>
  join(dirname(databasePath), `${basename(databasePath, extname(databasePath))}-uploads`);

/** An in-memory database (tests) gets a temporary folder, made on the first upload, deleted by close(). */
export function createUploadStore(databasePath: string): UploadStore {
  const temporary = databasePath === ":memory:";
  // absolute now: res.sendFile refuses relative paths, and the default database path is relative
  let root: string | null = temporary ? null : resolve(uploadsFolderOf(databasePath));
  const rootDir = () => (root ??= mkdtempSync(join(tmpdir(), "marketplace-uploads-")));
  const folderDir = (folder: string) => {
    if (!FOLDER.test(folder)) throw new Error(`invalid upload folder ${folder}`);
    return join(rootDir(), folder);
  };

  const used = new Map<string, number>();
  const usage = (folder: string) => {
    let bytes = used.get(folder);
    if (bytes === undefined) {
      bytes = sizeOfFiles(folderDir(folder));
      used.set(folder, bytes);
    }
    return bytes;
  };

  return {
    save(folder, images) {
      const dir = folderDir(folder);
      mkdirSync(dir, { recursive: true });
      const before = usage(folder);
      const names: string[] = [];
      try {
        for (const image of images) {
          const name = `${randomBytes(16).toString("hex")}.${image.extension}`;
          writeFileSync(join(dir, name), image.bytes, { flag: "wx" });
          names.push(name);
          used.set(folder, usage(folder) + image.bytes.length);
        }
      } catch (error) {
        this.remove(folder, names);
        used.set(folder, before);
        throw error;
      }
      return names;
    },
    remove(folder, names) {
      for (const name of names) {
        const path = this.pathOf(folder, name);
        if (!path) continue;
        const size = fileSize(path);
        rmSync(path, { force: true });
        if (used.has(folder)) used.set(folder, Math.max(0, usage(folder) - size));
      }
    },
    bytesUsed: usage,
    pathOf(folder, name) {
      if (!FOLDER.test(folder) || !STORED_NAME.test(name) || root === null) return null;
      return join(root, folder, name);
    },
    close() {
      if (temporary && root) rmSync(root, { recursive: true, force: true });
    },
  };
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** Every file of a folder, whatever its name (files put there by hand count too). */
function sizeOfFiles(dir: string): number {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return 0;
  }
  return entries.reduce((sum, name) => sum + fileSize(join(dir, name)), 0);
}

/** The Content-Type of a stored file, from the extension `save` gave it. */
export const storedImageType = (name: string): string | null =>
  (IMAGE_TYPES as Record<string, string>)[extname(name).slice(1)] ?? null;
