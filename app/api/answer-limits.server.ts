/**
 * What one upstream answer may cost the storefront (issue 28 item 2). The probe's backend
 * answered /categories with 25 MB (6.2 s), then 50 MB (out of memory: the process and every
 * later request gone), then every list ×2,000 (/home 10.7 s at 461 MB). Whole-body reads and
 * item-by-item validation of whatever came back made one answer as costly as its sender liked.
 *
 * - Each answer is read as a stream and abandoned past `answerBytes` (a declared Content-Length
 *   past it is not read at all): ApiError kind "too-large", which pages treat as unavailable.
 * - The answers one storefront request holds at once (read, not yet validated) share
 *   `requestBytes`: a page that asks for many things at once cannot hold many caps' worth.
 * - Lists are cut to `listItems` before validation, in place, so a list of 40,000 entries is
 *   validated as 1,000. The reference backend's largest answer is ~120 KB (50 items) and its
 *   longest list 50; a real 6amMart's are of the same order.
 */
export interface AnswerLimits {
  answerBytes: number;
  requestBytes: number;
  listItems: number;
}

export const DEFAULT_ANSWER_LIMITS: AnswerLimits = {
  answerBytes: 4 * 1024 * 1024,
  requestBytes: 12 * 1024 * 1024,
  listItems: 1000,
};

export class AnswerTooLarge extends Error {}

/** The bytes one storefront request holds (shared by its transport's calls). */
export interface ByteBudget {
  held: number;
}

/**
 * The body as text, read chunk by chunk and given up (the stream cancelled, so the connection
 * stops) as soon as it passes a cap. `release` gives the held bytes back to the budget; call
 * it once the text has been parsed.
 */
export async function readAnswer(
  response: Response,
  limits: AnswerLimits,
  budget: ByteBudget,
): Promise<{ text: string; release: () => void }> {
  let held = 0;
  const release = () => {
    budget.held -= held;
    held = 0;
  };
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limits.answerBytes) {
    await response.body?.cancel().catch(() => {});
    throw new AnswerTooLarge();
  }
  if (!response.body) return { text: "", release };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      held += value.byteLength;
      budget.held += value.byteLength;
      if (held > limits.answerBytes || budget.held > limits.requestBytes) {
        throw new AnswerTooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    release();
    await reader.cancel().catch(() => {});
    throw error;
  }
  const text = new TextDecoder().decode(concat(chunks, held));
  return { text, release };
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const all = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}

/**
 * Cuts every array in a parsed answer to `max` items, in place. Iterative: an answer nested
 * thousands deep must not overflow the stack here.
 */
export function cutLists(value: unknown, max: number): unknown {
  const pending: unknown[] = [value];
  while (pending.length) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      if (node.length > max) node.length = max;
      for (const item of node) if (item !== null && typeof item === "object") pending.push(item);
    } else if (node !== null && typeof node === "object") {
      for (const item of Object.values(node))
        if (item !== null && typeof item === "object") pending.push(item);
    }
  }
  return value;
}
