import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";
import { sendError } from "./errors";

/**
 * multipart/form-data bodies (the prescription uploads of contract §2.4/§7.7), parsed with the
 * WHATWG `Request.formData()` that Node 20 ships, so no upload library is needed.
 *
 * `formData()` buffers the whole body, so the body is counted while it streams in and cut off
 * past `maxBytes` (a Content-Length above it is refused before reading anything): a client cannot
 * make the server hold more than `maxBytes`; the rest is read off and dropped (see refuse).
 * Per-file rules (count, size, type) belong to the route's validation, which sees the files as
 * `UploadedFile` values in `req.body`.
 */

/** A file part. Only this parser creates them, so a JSON body can never pass for an upload. */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly type: string,
    readonly bytes: Buffer,
  ) {}
}

export interface MultipartOptions {
  /** Largest body accepted, framing and text fields included. */
  maxBytes: number;
  /** The 413 error entry, worded for the route (e.g. about its attachments). */
  tooLarge: { code: string; message: string };
}

class BodyTooLarge extends Error {}

/**
 * Replaces `req.body` of a multipart request with its fields: text parts as strings, file parts
 * as `UploadedFile`. `name[]` parts and repeated names become lists (so a fourth
 * `order_attachment` is counted, not silently dropped as PHP would); `name[]` is stored as `name`.
 * Other content types pass through untouched (express.json/urlencoded handled them).
 */
export function multipartBody(options: MultipartOptions): RequestHandler {
  return (req, res, next) => {
    if (!req.is("multipart/form-data")) return next();
    const tooLarge = () => refuse(req, res, 413, options.tooLarge.code, options.tooLarge.message);
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > options.maxBytes) return tooLarge();
    const encoding = String(req.headers["content-encoding"] ?? "identity").toLowerCase();
    if (encoding !== "identity") {
      return refuse(req, res, 415, "data", "Compressed multipart bodies are not accepted.");
    }
    readForm(req, options.maxBytes).then(
      (fields) => {
        req.body = fields;
        next();
      },
      (error: unknown) =>
        error instanceof BodyTooLarge
          ? tooLarge()
          : // the same answer express.json's parse errors get (app.ts)
            refuse(req, res, 403, "data", "The request body is invalid."),
    );
  };
}

/**
 * How much of a refused body is still read off (and thrown away) after the answer. Closing the
 * connection at once would be cheaper, but a client still sending its body then fails with
 * EPIPE and never reads the 413; past this much, the connection is cut anyway.
 */
const DISCARD_LIMIT = 32 * 1024 * 1024;

function refuse(
  req: IncomingMessage,
  res: Response,
  status: number,
  code: string,
  message: string,
) {
  if (!res.headersSent) sendError(res, status, code, message);
  if (req.complete) return;
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT) req.socket.destroy();
  });
  req.resume();
}

async function readForm(req: IncomingMessage, maxBytes: number) {
  const request = new Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": String(req.headers["content-type"]) },
    body: countedBody(req, maxBytes),
    duplex: "half",
  } as RequestInit);
  const form = await request.formData();
  const fields = new Map<string, unknown>();
  for (const [rawName, value] of form.entries()) {
    const listed = rawName.endsWith("[]");
    const name = listed ? rawName.slice(0, -2) : rawName;
    let item: unknown = value;
    if (typeof value !== "string") {
      // a file input left empty still sends a part: no name, no bytes
      if (value.size === 0 && !value.name) continue;
      item = new UploadedFile(value.name, value.type, Buffer.from(await value.arrayBuffer()));
    }
    const previous = fields.get(name);
    if (previous === undefined) fields.set(name, listed ? [item] : item);
    else fields.set(name, Array.isArray(previous) ? [...previous, item] : [previous, item]);
  }
  // fromEntries defines own properties: a part named "__proto__" is just a field
  return Object.fromEntries(fields) as Record<string, unknown>;
}

/**
 * The request as a web stream that errors with BodyTooLarge past `maxBytes`. Not
 * Readable.toWeb(req): cancelling that stream destroys the request, and with it the socket the
 * refusal has to be written to; here the request is only paused.
 */
function countedBody(req: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let seen = 0;
      const onData = (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > maxBytes) {
          stop();
          controller.error(new BodyTooLarge());
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
      };
      const onEnd = () => {
        stop();
        controller.close();
      };
      const onError = (error: Error) => {
        stop();
        controller.error(error);
      };
      // a client that goes away mid-body: no "end", and not always an "error"
      const onClose = () => onError(new Error("The request was aborted."));
      stop = () => {
        req.off("data", onData);
        req.off("end", onEnd);
        req.off("error", onError);
        req.off("close", onClose);
        req.pause();
      };
      req.on("data", onData);
      req.on("end", onEnd);
      req.on("error", onError);
      req.on("close", onClose);
    },
    cancel() {
      stop();
    },
  });
}
