/**
 * The body of a form POST, for every action that reads one. Anything that is not a form a
 * browser would send is the client's mistake and is answered as such, never as a 500:
 *
 * - not `application/x-www-form-urlencoded` or `multipart/form-data` (text/plain, JSON, none)
 *   → 415;
 * - multipart without a boundary, or a body the form parser cannot read (broken multipart,
 *   truncated) → 400;
 * - more than `maxBytes` (declared or actually sent) → 413.
 *
 * The refusal is thrown as an error response with a short plain message of our own: the route's
 * ErrorBoundary shows its translated text for the status, and nothing of the request is echoed.
 */
export const FORM_MAX_BYTES = 64 * 1024;

export class FormReadError extends Error {
  constructor(readonly status: 400 | 413 | 415) {
    super(`Form body refused (${status})`);
  }
}

export async function readForm(
  request: Request,
  { maxBytes = FORM_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<FormData> {
  try {
    return await parseForm(request, maxBytes);
  } catch (error) {
    const status = error instanceof FormReadError ? error.status : 400;
    throw new Response(REFUSAL[status].message, {
      status,
      statusText: REFUSAL[status].statusText,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/**
 * Resource routes (no page) answer with this text as it is; page routes show their
 * ErrorBoundary's translated text for the status instead.
 */
const REFUSAL = {
  400: { statusText: "Bad Request", message: "The form could not be read." },
  413: { statusText: "Content Too Large", message: "The form is too large." },
  415: { statusText: "Unsupported Media Type", message: "This is not a form submission." },
};

/** Like `readForm` but rejects with a FormReadError (for callers that answer on their own). */
export async function parseForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const essence = contentType.split(";")[0].trim().toLowerCase();
  if (essence === "multipart/form-data") {
    if (!/;\s*boundary=("?)[^";\s]+\1/i.test(contentType)) throw new FormReadError(400);
  } else if (essence !== "application/x-www-form-urlencoded") {
    throw new FormReadError(415);
  }
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw new FormReadError(413);

  const body = await readCapped(request, maxBytes);
  try {
    return await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": contentType },
    }).formData();
  } catch {
    throw new FormReadError(400);
  }
}

/** The body's bytes, refusing (413) as soon as it grows past the cap. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new FormReadError(400);
    }
    if (step.done) break;
    size += step.value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      throw new FormReadError(413);
    }
    chunks.push(step.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
