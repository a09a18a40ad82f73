import { unpack, type Packed } from "~/lib/packed-data";
import { isSectionFailure, type HomeSection, type SectionFailure } from "./sections";

/**
 * A module home's sections as the loader sends them (ADR 044): each section's data — a value or
 * a promise of one — as JSON text made once per cached shelf (packSections, on the server), read
 * back by the page (unpackSections). A failure travels as itself.
 */
type PackedValue<V> = V extends SectionFailure ? SectionFailure : Packed<V>;
type PackedData<D> = D extends Promise<infer V> ? Promise<PackedValue<V>> : PackedValue<D>;
export type PackedSection = HomeSection extends infer S
  ? S extends HomeSection
    ? Omit<S, "data"> & { data: PackedData<S["data"]> }
    : never
  : never;

/** The sections the page draws; call it once per loader answer (useMemo): promises are mapped. */
export function unpackSections(sections: readonly PackedSection[]): HomeSection[] {
  return sections.map((section) => {
    const data = section.data as unknown;
    // The kind and its data's type still go together: only the data's transport changed.
    return {
      ...section,
      data: data instanceof Promise ? data.then(unpackValue) : unpackValue(data),
    } as HomeSection;
  });
}

function unpackValue(value: unknown): unknown {
  return isSectionFailure(value) ? value : unpack(value as Packed<unknown>);
}
