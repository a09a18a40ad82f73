import net from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface GracefulShutdownOptions {
  /** Called once every connection has ended (close the database, exit 0). */
  onDrained: () => void;
  /** Called when draining takes longer than `forceAfterMs` (last resort: exit 1). */
  onForce: () => void;
  forceAfterMs?: number;
  /**
   * How long a keep-alive connection that looks idle at the signal is left alone before it is
   * closed. "Idle" to the server can mean the client's next request is already on the wire:
   * closing it at once would reset that request. Within the grace it is answered (with
   * `Connection: close`) like any other.
   */
  idleGraceMs?: number;
  log?: (message: string) => void;
}

/**
 * Drains an HTTP server on SIGTERM/SIGINT without dropping a request:
 *
 * 1. stop accepting connections (the listening socket closes; the port is free);
 * 2. every response not yet started, and every request that still arrives on an open
 *    keep-alive connection, is answered with `Connection: close`, so busy connections end after
 *    their current response and the client opens its next one elsewhere;
 * 3. after a short grace, idle keep-alive connections are closed (and again every 100 ms);
 * 4. when the last connection has ended, `onDrained` (exit 0). A timer calls `onForce` if that
 *    takes longer than `forceAfterMs`.
 *
 * Node's own `server.close()` closes idle connections immediately (step 3 without the grace),
 * which resets requests that were in flight to them — hence the listening socket is closed
 * through `net.Server#close` here.
 */
export function gracefulShutdown(server: Server, options: GracefulShutdownOptions) {
  const { forceAfterMs = 10_000, idleGraceMs = 500, log = console.log } = options;
  let draining = false;
  const open = new Set<ServerResponse>();

  // First listener: runs before the app writes anything.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      res.setHeader("Connection", "close");
      return;
    }
    open.add(res);
    res.once("close", () => open.delete(res));
  });

  function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    log(`${signal} received: finishing open requests, then exiting`);
    const force = setTimeout(() => {
      log(`Still ${open.size} open request(s) after ${forceAfterMs} ms: exiting anyway`);
      options.onForce();
    }, forceAfterMs);
    force.unref();

    for (const res of open) {
      if (!res.headersSent) res.setHeader("Connection", "close");
    }
    open.clear();

    let sweeper: NodeJS.Timeout | undefined;
    net.Server.prototype.close.call(server, () => {
      clearTimeout(force);
      clearInterval(sweeper);
      options.onDrained();
    });
    setTimeout(() => {
      server.closeIdleConnections();
      sweeper = setInterval(() => server.closeIdleConnections(), 100);
      sweeper.unref();
    }, idleGraceMs).unref();
  }

  return { shutdown, isDraining: () => draining };
}
