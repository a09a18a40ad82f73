import { pack } from "~/lib/packed-data.server";
import type { PackedSection } from "./packed-sections";
import { isSectionFailure, type HomeSection } from "./sections";

/**
 * The sections as the loader sends them (packed-sections.ts): the shelves' models come from the
 * section cache, so each one's text is made once per place, not once per view.
 */
export function packSections(sections: readonly HomeSection[]): PackedSection[] {
  return sections.map((section) => {
    const data = section.data as unknown;
    return {
      ...section,
      data: data instanceof Promise ? data.then(packValue) : packValue(data),
    } as PackedSection;
  });
}

function packValue(value: unknown): unknown {
  return isSectionFailure(value) ? value : pack(value);
}
