import { isPacked, unpack, type Packed } from "~/lib/packed-data";
import { isSectionFailure, type HomeSection, type SectionFailure } from "./sections";

/**
 * A module home's sections as the loader sends them (ADR 044): each section's data — a value or
 * a promise of one — as JSON text made once per cached shelf (packSections, on the server), read
 * back by the page (unpackSections, SectionFrame). A failure travels as itself.
 */
type PackedValue<V> = V extends SectionFailure ? SectionFailure : Packed<V>;
type PackedData<D> = D extends Promise<infer V> ? Promise<PackedValue<V>> : PackedValue<D>;
export type PackedSection = HomeSection extends infer S
  ? S extends HomeSection
    ? Omit<S, "data"> & { data: PackedData<S["data"]> }
    : never
  : never;

/**
 * The sections the page draws: a value's text read (unpack keeps what it read, per loader
 * answer); a streamed section's promise left as the router made it, its text read by
 * SectionFrame when it arrives. Not `promise.then(unpack)`: a promise made while rendering is a
 * new one each time React retries a render that suspended, and Await suspends on every new
 * promise — a revalidation's render never committed, and held back every transition after it
 * (the item modal's data among them).
 */
export function unpackSections(sections: readonly PackedSection[]): HomeSection[] {
  // Typed as the sections the server made: the kind and its data still go together, and a
  // streamed section's promise resolving to its text is SectionFrame's to read (readSection).
  return sections.map((section) => {
    const data = section.data as unknown;
    if (data instanceof Promise) return section as unknown as HomeSection;
    return { ...section, data: readSection(data) } as HomeSection;
  });
}

/** A section's data as it arrived: a failure, its JSON text (read), or (on the server) itself. */
export function readSection<T>(value: T | SectionFailure | Packed<T>): T | SectionFailure {
  if (isSectionFailure(value)) return value;
  return isPacked(value) ? unpack(value as Packed<T>) : (value as T);
}
