import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

/**
 * The /img endpoint's disk cache: one file per answer, evicted least recently used first once
 * the folder passes `maxBytes`. The index lives in memory (a Map keeps insertion order: a hit
 * moves its entry to the end), filled from the folder at start, oldest first by mtime; only
 * this process writes there. Keys are hex digests, so no request reaches outside the folder.
 */
export interface ImageCache {
  get(key: string): { bytes: Buffer; type: string } | null;
  set(key: string, type: string, bytes: Buffer): void;
  /** Bytes the cached files take. */
  size(): number;
}

const TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
};
const EXTENSIONS = Object.fromEntries(Object.entries(TYPES).map(([ext, type]) => [type, ext]));
const FILE = /^([a-f0-9]{64})\.([a-z]+)$/;

export function createImageCache(folder: string, maxBytes: number): ImageCache {
  mkdirSync(folder, { recursive: true });
  const index = new Map<string, { file: string; bytes: number }>();
  let total = 0;
  const found = readdirSync(folder)
    .map((file) => ({ file, match: FILE.exec(file) }))
    .filter((f) => f.match && TYPES[f.match[2]])
    .map(({ file, match }) => {
      const stat = statSync(join(folder, file));
      return { key: match![1], file, bytes: stat.size, mtime: stat.mtimeMs };
    })
    .sort((a, b) => a.mtime - b.mtime);
  for (const f of found) {
    index.set(f.key, { file: f.file, bytes: f.bytes });
    total += f.bytes;
  }

  const evict = () => {
    for (const [key, entry] of index) {
      if (total <= maxBytes) break;
      index.delete(key);
      total -= entry.bytes;
      try {
        unlinkSync(join(folder, entry.file));
      } catch {
        // already gone
      }
    }
  };
  evict();

  return {
    get(key) {
      const entry = index.get(key);
      if (!entry) return null;
      try {
        const bytes = readFileSync(join(folder, entry.file));
        index.delete(key);
        index.set(key, entry);
        return { bytes, type: TYPES[FILE.exec(entry.file)![2]] };
      } catch {
        index.delete(key);
        total -= entry.bytes;
        return null;
      }
    },
    set(key, type, bytes) {
      const ext = EXTENSIONS[type];
      if (!ext || !/^[a-f0-9]{64}$/.test(key) || bytes.length > maxBytes) return;
      const file = `${key}.${ext}`;
      const previous = index.get(key);
      if (previous) total -= previous.bytes;
      try {
        const partial = join(folder, `${file}.${process.pid}.part`);
        writeFileSync(partial, bytes);
        renameSync(partial, join(folder, file));
      } catch {
        if (previous) index.delete(key);
        return;
      }
      index.delete(key);
      index.set(key, { file, bytes: bytes.length });
      total += bytes.length;
      evict();
    },
    size: () => total,
  };
}
