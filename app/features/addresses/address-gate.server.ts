/** A path id: a positive integer, else nothing (never a 500, never a backend call). */
export function addressIdOf(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
