import type { NextFunction, Request, Response } from "express";

export interface RenderAdmissionOptions {
  /**
   * Milliseconds a slot stays taken by one request. A request still in progress after this is
   * waiting on something other than this process's CPU (a client reading slowly, a slow API, a
   * Redis timeout): it goes on, no longer counted, and the next in line starts.
   */
  leaseMs: number;
}

/**
 * At most `limit` Remix requests (pages, data requests, actions) in progress at once; the
 * others wait their turn, first come first served.
 *
 * Why (issue 27, p99 at 50 connections): a render is mostly CPU on one thread. Admitted all at
 * once, 50 renders interleave at every await — loaders, the stream's chunks — so each one
 * finishes only when most of the others have, and the slowest waited 3–5 s where the average
 * waited 1 s. Taken in order, a request waits for those ahead of it and then renders among a
 * few: the same throughput, a tail close to the average.
 *
 * A second reason to keep the number small (ADR 038): Node 20's event loop accepts one new
 * connection per turn, and a turn runs the ready pieces of every admitted render. Eight
 * interleaved renders made a turn ~25 ms, so 50 visitors connecting at once waited up to 1.5 s
 * just to be accepted.
 *
 * A slot is held until the response is over (`close` fires after the last byte or when the
 * client goes away) or its lease runs out, and released exactly once; a request whose client
 * left while it waited is skipped, never rendered, and holds nothing. Static files, pictures
 * and the API are mounted before this and never wait here.
 */
export function renderAdmission(limit: number, { leaseMs }: RenderAdmissionOptions) {
  let active = 0;
  const waiting: Array<{ res: Response; start: () => void }> = [];

  const admitNext = () => {
    while (active < limit && waiting.length > 0) {
      const next = waiting.shift()!;
      if (!gone(next.res)) next.start();
    }
  };

  const handler = (_req: Request, res: Response, next: NextFunction) => {
    const start = () => {
      active += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearTimeout(lease);
        active -= 1;
        admitNext();
      };
      const lease = setTimeout(release, leaseMs);
      // A lease must not keep a stopping process alive (graceful shutdown waits for responses).
      lease.unref();
      res.once("close", release);
      next();
    };
    if (active < limit) start();
    else waiting.push({ res, start });
  };
  /** For tests and the bench: requests rendering, requests waiting. */
  handler.load = () => ({ active, waiting: waiting.length });
  return handler;
}

function gone(res: Response): boolean {
  return res.destroyed || res.writableEnded || res.socket?.destroyed === true;
}
