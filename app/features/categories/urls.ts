/**
 * /category/{id}?module_id= (browsing §2 "Other routes": /category/{id} with id and module_id).
 * Kept here until catalogue/urls.ts takes it (owned by the lead); the category TILES still link
 * to the spec's listing URL, categoryListingHref.
 */
export function categoryPageHref(
  category: { id: number | string },
  moduleId: number | string | null | undefined,
): string {
  const path = `/category/${encodeURIComponent(String(category.id))}`;
  return moduleId ? `${path}?module_id=${encodeURIComponent(String(moduleId))}` : path;
}
