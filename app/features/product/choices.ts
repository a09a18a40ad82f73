/**
 * The product view's choice rules (foundations §4 "Choices", §5; browsing §4 "Product dialog",
 * §5), framework-free: the server computes the total and the messages of a GET submission with
 * them, and the browser recomputes them live as the customer chooses — same code, same answer.
 *
 * - Ecommerce (and grocery) `choice_options`: one option per group; the chosen options joined
 *   are matched to a `variations[].type` with dashes and spaces ignored; that variation's price
 *   and stock apply ('This variation is out of stock…' at stock 0).
 * - Food variations: single groups pick one (and may be toggled off), multi groups several;
 *   required groups must be chosen, multi groups hold min…max values.
 * - Add-ons with quantities; quantity ≥ 1, stopped at stock ('Out of Stock') or at
 *   maximum_cart_quantity ('Out of Limits').
 * - Total = (variation or unit price + option prices, discounted) × quantity + add-ons.
 */
import { applyDiscount } from "~/features/catalogue/card-rules";

export type ChoiceGroup = { title: string; options: string[] };
export type Variation = { type: string; price: number; stock: number | null };
export type FoodGroup = {
  name: string;
  multi: boolean;
  required: boolean;
  /** 0 = no bound */
  min: number;
  max: number;
  values: Array<{ label: string; price: number }>;
};
export type AddOn = { id: number; name: string; price: number };

/** What the rules need of an item: small and serialisable (it ships to the browser). */
export type ChoiceModel = {
  basePrice: number;
  discount: { kind: "percent" | "amount"; value: number } | null;
  /** Units left; null = not limited (food is cooked to order). */
  stock: number | null;
  maxCart: number | null;
  choiceGroups: ChoiceGroup[];
  variations: Variation[];
  foodGroups: FoodGroup[];
  addOns: AddOn[];
};

export type Selection = {
  /** Chosen option per choice group (index-aligned). */
  choices: Array<string | null>;
  /** Chosen labels per food group (index-aligned). */
  food: string[][];
  addOns: Array<{ id: number; quantity: number }>;
  quantity: number;
};

/** Form field names: the GET form's query and the cart POST's body (see cart-fields.ts). */
export const FIELD = {
  quantity: "quantity",
  choice: (index: number) => `choice_${index}`,
  food: (index: number) => `food_${index}`,
  addOn: "add_on_ids[]",
  addOnQuantity: (id: number) => `add_on_qty_${id}`,
  /** The − / + buttons without JavaScript: submit buttons with "-1" / "1". */
  step: "step",
} as const;

export const MIN_QUANTITY = 1;
export const MAX_ADD_ON_QUANTITY = 100;
/** Quantities above this are never meant (and keep arithmetic far from overflow). */
const QUANTITY_CEILING = 100_000;

export type ProductMessageKey =
  "variationRequired" | "variationMinMax" | "variationOutOfStock" | "outOfStock" | "outOfLimits";
export type ProductMessage = {
  key: ProductMessageKey;
  params?: Record<string, string | number>;
  /** The food group (index) the message is about, to show it there. */
  group?: number;
};

type Params = { get(name: string): string | null; getAll(name: string): string[] };

const wholeNumber = (raw: string | null, digits: number): number | null =>
  raw !== null && new RegExp(`^\\d{1,${digits}}$`).test(raw.trim()) ? Number(raw.trim()) : null;

/**
 * The selection a query (or form body) describes. Anything unknown is ignored, never an error:
 * options not of the group, labels not of the food group, add-ons the item does not offer,
 * quantities that are not whole numbers. Choice groups without a valid option take the first
 * options that, with those asked for, name a variation with units left (the page opens on an
 * available choice, issue 22 item 9) — the first options when none has.
 */
export function parseSelection(model: ChoiceModel, params: Params): Selection {
  const asked = model.choiceGroups.map((group, index) => {
    const value = params.get(FIELD.choice(index));
    return value !== null && group.options.includes(value) ? value : null;
  });
  const choices =
    firstAvailable(model, asked) ??
    asked.map((value, index) => value ?? model.choiceGroups[index].options[0] ?? null);
  const food = model.foodGroups.map((group, index) => {
    const labels = new Set(group.values.map((v) => v.label));
    const chosen = [...new Set(params.getAll(FIELD.food(index)))].filter((l) => labels.has(l));
    return group.multi ? chosen : chosen.slice(0, 1);
  });
  const offered = new Set(model.addOns.map((a) => a.id));
  const addOns: Selection["addOns"] = [];
  for (const raw of params.getAll(FIELD.addOn)) {
    const id = wholeNumber(raw, 9);
    if (id === null || !offered.has(id) || addOns.some((a) => a.id === id)) continue;
    // the last value wins: without JavaScript an add-on's − / + submit a new quantity after
    // its number input (choice-groups.tsx Stepper)
    const sent = params.getAll(FIELD.addOnQuantity(id));
    const quantity = wholeNumber(sent[sent.length - 1] ?? null, 3) ?? 1;
    addOns.push({ id, quantity: clamp(quantity, 1, MAX_ADD_ON_QUANTITY) });
  }
  const step = params.get(FIELD.step);
  const quantity =
    (wholeNumber(params.get(FIELD.quantity), 6) ?? MIN_QUANTITY) +
    (step === "1" ? 1 : step === "-1" ? -1 : 0);
  return { choices, food, addOns, quantity: clamp(quantity, MIN_QUANTITY, QUANTITY_CEILING) };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Variation types compare with dashes and spaces ignored (foundations §4), case-blind. */
export const normalizeType = (type: string) => type.replace(/[\s-]/g, "").toLowerCase();

/** The variation the chosen options name, null when none matches; undefined without choices. */
export function matchVariation(
  model: ChoiceModel,
  choices: Selection["choices"],
): Variation | null | undefined {
  if (model.choiceGroups.length === 0 || model.variations.length === 0) return undefined;
  if (choices.some((c) => !c)) return null;
  const wanted = normalizeType(choices.join("-"));
  return model.variations.find((v) => normalizeType(v.type) === wanted) ?? null;
}

/** Enough for any real item; a hostile one with huge groups falls back to the first options. */
const MAX_COMBINATIONS = 2_000;

/**
 * The first combination (group order, first group outermost) that keeps the asked options and
 * names a variation with units left; null when there is none or nothing to choose.
 */
function firstAvailable(
  model: ChoiceModel,
  asked: Array<string | null>,
): Array<string | null> | null {
  if (model.choiceGroups.length === 0 || model.variations.length === 0) return null;
  const pools = model.choiceGroups.map((group, i) =>
    asked[i] !== null ? [asked[i]] : group.options,
  );
  if (pools.some((pool) => pool.length === 0)) return null;
  if (pools.reduce((n, pool) => n * pool.length, 1) > MAX_COMBINATIONS) return null;
  const combination = pools.map(() => 0);
  for (;;) {
    const choices = combination.map((at, i) => pools[i][at]);
    if (variationAvailable(matchVariation(model, choices))) return choices;
    // the next combination: the last group turns fastest
    let group = pools.length - 1;
    while (group >= 0 && combination[group] === pools[group].length - 1) combination[group--] = 0;
    if (group < 0) return null;
    combination[group] += 1;
  }
}

/** A matched variation with units left (null stock: not counted). */
const variationAvailable = (variation: Variation | null | undefined) =>
  variation !== null && variation !== undefined && variation.stock !== 0;

/**
 * Whether choosing `option` in group `index`, the other groups as chosen, names a variation with
 * units left: the form marks the others as out of stock (issue 22 item 9). Always true for an
 * item without variations.
 */
export function optionAvailable(
  model: ChoiceModel,
  choices: Selection["choices"],
  index: number,
  option: string,
): boolean {
  if (model.variations.length === 0) return true;
  return variationAvailable(
    matchVariation(
      model,
      choices.map((chosen, i) => (i === index ? option : chosen)),
    ),
  );
}

/** Units of this selection that can be sold: the variation's stock, else the item's. */
export function stockOf(model: ChoiceModel, selection: Selection): number | null {
  const variation = matchVariation(model, selection.choices);
  if (variation && variation.stock !== null) return variation.stock;
  return model.stock;
}

/** Highest quantity allowed and why: stock ('Out of Stock') first, then the cart limit. */
export function quantityLimit(
  model: ChoiceModel,
  selection: Selection,
): { max: number | null; reason: "outOfStock" | "outOfLimits" | null } {
  const stock = stockOf(model, selection);
  const limit = model.maxCart !== null && model.maxCart > 0 ? model.maxCart : null;
  if (stock !== null && (limit === null || stock <= limit))
    return { max: Math.max(0, stock), reason: "outOfStock" };
  if (limit !== null) return { max: limit, reason: "outOfLimits" };
  return { max: null, reason: null };
}

/** Unit price before add-ons: variation (or item) price plus food option prices, discounted. */
export function unitPrice(model: ChoiceModel, selection: Selection): number {
  const variation = matchVariation(model, selection.choices);
  let price = variation ? variation.price : model.basePrice;
  model.foodGroups.forEach((group, index) => {
    for (const label of selection.food[index] ?? [])
      price += group.values.find((v) => v.label === label)?.price ?? 0;
  });
  return applyDiscount(price, model.discount && { ...model.discount, source: "item" });
}

export type Evaluation = {
  /** The selection with its quantity brought within the limits. */
  selection: Selection;
  unit: number;
  total: number;
  /** Problems to show; the cart buttons stay enabled only when there are none. */
  messages: ProductMessage[];
  /** The item or the chosen variation has nothing left (Out of Stock button). */
  outOfStock: boolean;
  canIncrement: boolean;
  canDecrement: boolean;
};

/** Everything the view shows for a selection: total, messages, stepper states. */
export function evaluate(model: ChoiceModel, asked: Selection): Evaluation {
  const messages: ProductMessage[] = [];
  model.foodGroups.forEach((group, index) => {
    const count = asked.food[index]?.length ?? 0;
    if (count === 0) {
      if (group.required)
        messages.push({ key: "variationRequired", params: { name: group.name }, group: index });
      return;
    }
    const tooFew = group.multi && group.min > 0 && count < group.min;
    const tooMany = group.multi && group.max > 0 && count > group.max;
    if (tooFew || tooMany)
      messages.push({
        key: "variationMinMax",
        params: { name: group.name, min: group.min, max: group.max },
        group: index,
      });
  });

  const variation = matchVariation(model, asked.choices);
  const variationOut = variation === null || (variation !== undefined && variation.stock === 0);
  if (variationOut) messages.push({ key: "variationOutOfStock" });

  const limit = quantityLimit(model, asked);
  const itemOut = limit.reason === "outOfStock" && limit.max === 0;
  let quantity = asked.quantity;
  if (limit.max !== null && limit.max > 0 && quantity > limit.max) {
    quantity = limit.max;
    if (limit.reason) messages.push({ key: limit.reason });
  }
  if (itemOut && !variationOut) messages.push({ key: "outOfStock" });

  const selection = { ...asked, quantity };
  const unit = unitPrice(model, selection);
  const addOns = selection.addOns.reduce((sum, chosen) => {
    const addOn = model.addOns.find((a) => a.id === chosen.id);
    return sum + (addOn ? addOn.price * chosen.quantity : 0);
  }, 0);
  const total = unit * quantity + addOns;
  return {
    selection,
    unit,
    total,
    messages,
    outOfStock: itemOut || variationOut,
    canIncrement: !itemOut && (limit.max === null || quantity < limit.max),
    canDecrement: quantity > MIN_QUANTITY && total > 0,
  };
}

/** The message the + button gives when it is stopped (null when it is not). */
export function incrementBlock(model: ChoiceModel, selection: Selection): ProductMessage | null {
  const limit = quantityLimit(model, selection);
  if (limit.max === null || selection.quantity < limit.max || !limit.reason) return null;
  return { key: limit.reason };
}

/**
 * Single groups toggle: choosing the chosen value again clears it (foundations §4). Multi groups
 * add or remove the value.
 */
export function toggleFood(model: ChoiceModel, selection: Selection, group: number, label: string) {
  const current = selection.food[group] ?? [];
  const has = current.includes(label);
  const next = model.foodGroups[group]?.multi
    ? has
      ? current.filter((l) => l !== label)
      : [...current, label]
    : has
      ? []
      : [label];
  const food = selection.food.map((labels, index) => (index === group ? next : labels));
  return { ...selection, food };
}

/** Ticking an add-on sets its quantity to 1; unticking removes it; ± adjust (≥ 1). */
export function setAddOn(selection: Selection, id: number, quantity: number): Selection {
  const rest = selection.addOns.filter((a) => a.id !== id);
  if (quantity < 1) return { ...selection, addOns: rest };
  const addOn = { id, quantity: clamp(Math.floor(quantity), 1, MAX_ADD_ON_QUANTITY) };
  const index = selection.addOns.findIndex((a) => a.id === id);
  const addOns = [...selection.addOns];
  if (index >= 0) addOns[index] = addOn;
  else addOns.push(addOn);
  return { ...selection, addOns };
}
