import type { NextFunction, Request, Response } from "express";

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
 * A slot is held until the response is over (`close` fires after the last byte or when the
 * client goes away) and released exactly once; a request whose client left while it waited is
 * skipped, never rendered, and holds nothing. Static files, pictures and the API are mounted
 * before this and never wait here.
 */
export function renderAdmission(limit: number) {
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
      res.once("close", () => {
        if (released) return;
        released = true;
        active -= 1;
        admitNext();
      });
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
