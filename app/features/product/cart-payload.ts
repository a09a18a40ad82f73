/**
 * What a selection becomes outside the form: the cart API's `variation` (api-contract §7.6),
 * a key to find the same choice among cart lines ("Update to cart"), and the query that shows
 * it again (a way back to the item).
 */
import { FIELD, matchVariation, normalizeType, type ChoiceModel, type Selection } from "./choices";

/**
 * The cart API's `variation` for a selection (api-contract §7.6): non-food `[{type}]` of the
 * matched variation, food `[{name, values: {label: [...]}}]` of the chosen groups, else `[]`.
 */
export function variationPayload(model: ChoiceModel, selection: Selection): unknown[] {
  const variation = matchVariation(model, selection.choices);
  if (variation) return [{ type: variation.type }];
  return model.foodGroups.flatMap((group, index) => {
    const labels = selection.food[index] ?? [];
    return labels.length ? [{ name: group.name, values: { label: labels } }] : [];
  });
}

/** One text per variation, to tell whether a cart line holds this same choice. */
export function variationKey(variation: unknown): string {
  if (!Array.isArray(variation)) return "";
  const parts = variation.flatMap((entry): string[] => {
    if (!entry || typeof entry !== "object") return [];
    const { type, name, values } = entry as { type?: unknown; name?: unknown; values?: unknown };
    if (typeof type === "string") return [`type:${normalizeType(type)}`];
    if (typeof name !== "string") return [];
    const raw = Array.isArray(values) ? values : (values as { label?: unknown } | null)?.label;
    const labels = (Array.isArray(raw) ? raw : [raw])
      .map((v) => (v && typeof v === "object" ? (v as { label?: unknown }).label : v))
      .filter((l): l is string => typeof l === "string" && l !== "")
      .sort();
    return labels.length ? [`${name}=${labels.join("|")}`] : [];
  });
  return parts.sort().join(";");
}

/** The query that describes a selection (the GET form's own fields), for links back to it. */
export function selectionParams(model: ChoiceModel, selection: Selection): URLSearchParams {
  const params = new URLSearchParams();
  model.choiceGroups.forEach((_, index) => {
    const choice = selection.choices[index];
    if (choice) params.append(FIELD.choice(index), choice);
  });
  model.foodGroups.forEach((_, index) => {
    for (const label of selection.food[index] ?? []) params.append(FIELD.food(index), label);
  });
  for (const addOn of selection.addOns) {
    params.append(FIELD.addOn, String(addOn.id));
    params.append(FIELD.addOnQuantity(addOn.id), String(addOn.quantity));
  }
  params.set(FIELD.quantity, String(selection.quantity));
  return params;
}
