import { appendFileSync, readFileSync, statSync } from "node:fs";

/**
 * The audits that passed in this run, shared by its worker processes through a file beside the
 * run's database (playwright.config.ts hands E2E_DB_PATH down and removes the file at the end).
 * Each project runs in a worker of its own, and a worker starts again after a failure: kept in
 * memory only, the no-js project audited again every state the js project had already passed
 * as served markup (the same audit of the same HTML from the same server). Keys carry the
 * server's origin, so the stock, maps and backend-down servers never lend their passes to the
 * main one. Only passes are kept: a state with violations fails every test that shows it.
 */
export class AuditMemory {
  private readonly known = new Set<string>();
  private readBytes = 0;

  constructor(private readonly file: string | undefined) {}

  has(key: string): boolean {
    if (this.known.has(key)) return true;
    this.catchUp();
    return this.known.has(key);
  }

  add(key: string): void {
    if (this.known.has(key)) return;
    this.known.add(key);
    if (!this.file) return;
    // One line per key; keys hold no newline (JSON options, URLs, state keys).
    appendFileSync(this.file, `${key.replace(/\n/g, " ")}\n`);
  }

  /** Reads what other workers appended since the last look. */
  private catchUp(): void {
    if (!this.file) return;
    let size: number;
    try {
      size = statSync(this.file).size;
    } catch {
      return;
    }
    if (size <= this.readBytes) return;
    // Bytes, not characters: a line still being written (no newline yet) waits for next time.
    const bytes = readFileSync(this.file);
    const end = bytes.lastIndexOf(0x0a) + 1;
    if (end <= this.readBytes) return;
    const text = bytes.subarray(this.readBytes, end).toString("utf8");
    for (const line of text.split("\n")) if (line) this.known.add(line);
    this.readBytes = end;
  }
}

const runFile = process.env.E2E_DB_PATH ? `${process.env.E2E_DB_PATH}-audits` : undefined;

/** Page states (pageStateKey) and exact documents (fingerprint) whose audit passed. */
export const auditMemory = new AuditMemory(runFile);
