import Negotiator from "negotiator";

/** True when an Accept-Encoding header takes Brotli (q-values honoured: `br;q=0` refuses it). */
export function acceptsBrotli(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  return negotiator.encodings(["br"]).includes("br");
}
