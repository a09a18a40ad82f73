import net, { type Socket } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface GracefulShutdownOptions {
  /** Called once every connection has ended (close the database, exit 0). */
  onDrained: () => void;
  /** Called when draining takes longer than `forceAfterMs` (last resort: exit 1). */
  onForce: () => void;
  forceAfterMs?: number;
  /**
   * How long a keep-alive connection must have been quiet — since the signal and since its last
   * byte or answer — before it is closed. A client's next request may already be on the wire:
   * within the grace it is answered (with `Connection: close`) like any other.
   */
  idleGraceMs?: number;
  log?: (message: string) => void;
}

/** What the drain knows of one connection. */
interface Connection {
  /** Responses on it not yet fully handed to the operating system. */
  inFlight: number;
  /** socket.bytesRead when its last response was done: more since is a request arriving. */
  bytesAtRest: number;
  /** bytesRead at the last sweep, and when it last changed (or an answer ended). */
  bytesSeen: number;
  activeAt: number;
}

/**
 * Drains an HTTP server on SIGTERM/SIGINT without dropping a request:
 *
 * 1. stop accepting connections (the listening socket closes; the port is free);
 * 2. every response not yet started, and every request that still arrives on an open
 *    keep-alive connection, is answered with `Connection: close`, so busy connections end after
 *    their current response and the client opens its next one elsewhere;
 * 3. a keep-alive connection is closed once it is idle — no response in flight, no byte of a
 *    next request read — and has been quiet for the grace;
 * 4. when the last connection has ended, `onDrained` (exit 0). A timer calls `onForce` if that
 *    takes longer than `forceAfterMs`.
 *
 * Not Node's `server.close()` / `closeIdleConnections()` (issue 28 item 16: requests reset under
 * load): it takes a connection for idle as soon as a request has been *read*, so (a) a response
 * already ended but still being flushed to a slow reader counts as done and is cut off, and
 * (b) a request sitting unread in the socket is invisible — a busy event loop runs its timers
 * before it reads, so the sweep closed connections whose next request had already arrived.
 * Here a response counts until its 'close', and the sweep runs in the check phase, after the
 * loop has read whatever the sockets hold (setImmediate), and looks at the bytes read.
 */
export function gracefulShutdown(server: Server, options: GracefulShutdownOptions) {
  const { forceAfterMs = 10_000, idleGraceMs = 500, log = console.log } = options;
  let draining = false;
  let signalledAt = 0;
  const connections = new Map<Socket, Connection>();
  const open = new Set<ServerResponse>();

  server.on("connection", (socket: Socket) => {
    const now = Date.now();
    connections.set(socket, { inFlight: 0, bytesAtRest: 0, bytesSeen: 0, activeAt: now });
    socket.once("close", () => connections.delete(socket));
  });

  // First listener: runs before the app writes anything.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) connection.inFlight++;
    res.once("close", () => {
      open.delete(res);
      if (!connection) return;
      connection.inFlight--;
      connection.bytesAtRest = req.socket.bytesRead;
      connection.activeAt = Date.now();
    });
    if (draining) res.setHeader("Connection", "close");
    else open.add(res);
  });

  function sweep() {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      const read = socket.bytesRead;
      if (read !== connection.bytesSeen) {
        connection.bytesSeen = read;
        connection.activeAt = now;
      }
      const idle = connection.inFlight === 0 && read === connection.bytesAtRest;
      const quietSince = Math.max(connection.activeAt, signalledAt);
      // A request begun and then stalled (bytes read, no request yet) is given the same grace
      // again, then closed like an idle connection: it is not an answerable request.
      const stalled = connection.inFlight === 0 && now - quietSince >= 4 * idleGraceMs;
      if ((idle && now - quietSince >= idleGraceMs) || stalled) socket.destroy();
    }
  }

  function shutdown(signal: string) {
    if (draining) return;
    draining = true;
    signalledAt = Date.now();
    log(`${signal} received: finishing open requests, then exiting`);
    const force = setTimeout(() => {
      log(`Still ${connections.size} open connection(s) after ${forceAfterMs} ms: exiting anyway`);
      options.onForce();
    }, forceAfterMs);
    force.unref();

    for (const res of open) {
      if (!res.headersSent) res.setHeader("Connection", "close");
    }
    open.clear();

    const sweeper = setInterval(() => setImmediate(sweep), Math.min(100, idleGraceMs));
    sweeper.unref();
    // net.Server#close: stop listening; the callback runs once every connection has ended.
    // At once: connections still queued on the listening socket (never accepted by a busy
    // process) are refused with it; deferring the close to accept them first kept the port open
    // for a whole turn of a loaded event loop, and queued more new connections than it saved.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(force);
      clearInterval(sweeper);
      options.onDrained();
    });
  }

  return { shutdown, isDraining: () => draining };
}
