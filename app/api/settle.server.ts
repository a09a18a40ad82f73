import { isApiError, type ApiError } from "~/api/errors";

export type Settled<T> = { ok: true; value: T } | { ok: false; error: ApiError | Error };

/**
 * Awaits a call for a page section that may fail on its own (backend down, slow, refusing)
 * without failing the page. Thrown Responses (the 401 redirect) still propagate.
 */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!isApiError(error)) console.error("[settle]", error);
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export const valueOr = <T>(result: Settled<T>, fallback: T): T =>
  result.ok ? result.value : fallback;

/** True when a failure means "could not reach the backend" rather than "the backend said no". */
export const isUnreachable = (result: Settled<unknown>) =>
  !result.ok && (!isApiError(result.error) || result.error.isUnavailable);
