import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { MODULE_IDS, groupsOf, itemsOf, type ApiItem } from "./product";

/**
 * Test data and words for e2e/cart.spec.ts. Items are found through the running server's API by
 * what they have (a store with simple items beside an item with choices, a limit, a stock),
 * never by seed ids.
 */
export type Lang = "en" | "ar";

type StoreItem = ApiItem & {
  store_id: number;
  stock: number;
  maximum_cart_quantity: number | null;
};
type Store = { id: number; slug: string; name: string; free_delivery?: boolean };

const FOOD = { zoneId: "[1]", moduleId: String(MODULE_IDS.food) };
const GROCERY = { zoneId: "[1]", moduleId: String(MODULE_IDS.grocery) };

async function get<T>(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const answer = await request.get(`/api/v1/${path}`, { headers });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

const simple = (i: StoreItem) =>
  !i.variations?.length &&
  !(Array.isArray(i.food_variations) && i.food_variations.length) &&
  !i.add_ons?.length &&
  !(i.discount > 0) &&
  !(i.store_discount > 0);

/** The values to choose so that every required group is satisfied (`alternative`: the last single). */
export function requiredChoice(item: ApiItem, alternative = false) {
  const chosen: Array<{ label: string; optionPrice: number }> = [];
  for (const group of groupsOf(item)) {
    if (group.required !== "on") continue;
    if (group.type === "single") {
      chosen.push(alternative ? group.values[group.values.length - 1] : group.values[0]);
    } else {
      chosen.push(...group.values.slice(0, Math.max(1, group.min)));
    }
  }
  return { chosen, unit: item.price + chosen.reduce((sum, v) => sum + v.optionPrice, 0) };
}

const allDay = (i: ApiItem) =>
  i.available_time_starts === "00:00:00" && i.available_time_ends === "23:59:59";
const fullPrice = (i: ApiItem) => !(i.discount > 0) && !(i.store_discount > 0);

/**
 * A food store with a simple item that has a maximum cart quantity (the limit to hit) and an
 * item with required choices and add-ons; another food store with a simple item (the one-store
 * rule); a grocery store's simple item whose stock is the limit; a food campaign item; the
 * marketplace's free-delivery threshold.
 */
export async function cartData(request: APIRequestContext, lang: Lang) {
  const food = (await itemsOf(request, MODULE_IDS.food)) as StoreItem[];
  const byStore = new Map<number, StoreItem[]>();
  for (const item of food)
    byStore.set(item.store_id, [...(byStore.get(item.store_id) ?? []), item]);
  let found: { limited: StoreItem; choice: StoreItem } | null = null;
  for (const items of byStore.values()) {
    const limited = items.find(
      (i) => simple(i) && fullPrice(i) && allDay(i) && (i.maximum_cart_quantity ?? 0) > 1,
    );
    const choice = items.find(
      (i) =>
        fullPrice(i) &&
        allDay(i) &&
        i.add_ons.length > 0 &&
        groupsOf(i).some((g) => g.required === "on" && g.type === "single" && g.values.length > 1),
    );
    if (limited && choice) {
      found = { limited, choice };
      break;
    }
  }
  if (!found) throw new Error("no food store with a limited simple item and an item with choices");
  const { limited, choice } = found;
  const store = await get<Store>(request, `stores/details/${limited.store_id}`, FOOD);

  let elsewhere: { store: Store; item: StoreItem } | null = null;
  for (const [storeId, items] of byStore) {
    const item = storeId === limited.store_id ? undefined : items.find(simple);
    if (item) {
      elsewhere = { store: await get<Store>(request, `stores/details/${storeId}`, FOOD), item };
      break;
    }
  }
  if (!elsewhere) throw new Error("no other food store with a simple item");

  const grocery = (await itemsOf(request, MODULE_IDS.grocery)) as StoreItem[];
  const stockedItem = grocery.find(
    (i) =>
      simple(i) &&
      i.stock > 1 &&
      i.stock <= 5 &&
      !(i.maximum_cart_quantity && i.maximum_cart_quantity <= i.stock),
  );
  if (!stockedItem) throw new Error("no grocery item with a small stock");
  const stocked = {
    item: stockedItem,
    store: await get<Store>(request, `stores/details/${stockedItem.store_id}`, GROCERY),
  };

  const campaigns = await get<Array<{ id: number; name: string; slug?: string | null }>>(
    request,
    "campaigns/item",
    FOOD,
  );
  if (!campaigns.length) throw new Error("no food campaign item");
  const config = await get<{
    admin_free_delivery?: { free_delivery_over?: number };
    free_delivery_over?: number | null;
  }>(request, "config", {});
  const freeDeliveryOver =
    config.free_delivery_over ?? config.admin_free_delivery?.free_delivery_over ?? null;

  // The same items as the page shows them in this language (names, add-ons; labels stay).
  const inLang = async (item: StoreItem, headers: Record<string, string>) =>
    get<StoreItem>(request, `items/details/${item.id}`, { ...headers, "X-localization": lang });
  const localCampaigns = await get<typeof campaigns>(request, "campaigns/item", {
    ...FOOD,
    "X-localization": lang,
  });
  return {
    store,
    limited: await inLang(limited, FOOD),
    choice: await inLang(choice, FOOD),
    elsewhere: { ...elsewhere, item: await inLang(elsewhere.item, FOOD) },
    stocked: { ...stocked, item: await inLang(stocked.item, GROCERY) },
    campaign: localCampaigns.find((c) => c.id === campaigns[0].id) ?? campaigns[0],
    freeDeliveryOver,
  };
}

/** Prices as the page writes them: the config's currency symbol, localised by the backend. */
export const money = (amount: number, lang: Lang) =>
  `${lang === "ar" ? "د.إ" : "AED"}${amount.toFixed(2)}`;
/** An option or add-on label: its name, then its price ("Rice +AED2.00", "Hummus free"). */
export const labelled = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s|$)`);
export const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

export const CART_TEXTS = {
  en: {
    cartLink: (count: number) => (count ? `Cart ${count}` : "Cart"),
    add: (name: string) => `Add ${name} to cart`,
    increase: (name: string) => `Add one more ${name}`,
    decrease: (name: string) => `Remove one ${name}`,
    removeLine: (name: string) => `Remove ${name} from cart`,
    inCart: (count: number) => `${count} in cart`,
    added: "Item added to cart",
    removedFromCart: "Removed from cart.",
    removed: "Cart item remove successfully",
    cleared: "Your cart has been cleared successfully. And selected item added to the cart.",
    outOfLimits: "Out of Limits",
    outOfStock: "Out of Stock",
    drawer: "Shopping Cart",
    empty: "Your cart is empty",
    continueShopping: "Continue shopping",
    checkout: "Proceed to Checkout",
    freeDelivery: "Free delivery progress",
    clearTitle: "Clear the cart?",
    clearNo: "No, keep my cart",
    clearYes: "Yes, clear and add",
    checkoutAs: "How would you like to check out?",
    guest: "Guest",
    checkoutTitle: "Checkout",
    addToCart: "Add to cart",
    updateToCart: "Update to cart",
    buyNow: "Buy Now",
    orderNow: "Order Now",
    increaseAddOn: (name: string) => `Increase quantity of ${name}`,
    loginRequired: "You must be login to access this page.",
  },
  ar: {
    cartLink: (count: number) => (count ? `السلة ${count}` : "السلة"),
    add: (name: string) => `أضف ${name} إلى السلة`,
    increase: (name: string) => `أضف قطعة أخرى من ${name}`,
    decrease: (name: string) => `أزل قطعة من ${name}`,
    removeLine: (name: string) => `أزل ${name} من السلة`,
    inCart: (count: number) => `${count} في السلة`,
    added: "تمت إضافة المنتج إلى السلة",
    removedFromCart: "أُزيل من السلة.",
    removed: "تمت إزالة المنتج من السلة بنجاح",
    cleared: "تم إفراغ سلتك بنجاح. وأُضيف المنتج المختار إلى السلة.",
    outOfLimits: "تجاوزت الحد المسموح",
    outOfStock: "نفد من المخزون",
    drawer: "سلة التسوق",
    empty: "سلتك فارغة",
    continueShopping: "متابعة التسوق",
    checkout: "المتابعة إلى الدفع",
    freeDelivery: "التقدّم نحو التوصيل المجاني",
    clearTitle: "إفراغ السلة؟",
    clearNo: "لا، أبقِ سلتي",
    clearYes: "نعم، أفرغها وأضف",
    checkoutAs: "كيف تريد إتمام الطلب؟",
    guest: "ضيف",
    checkoutTitle: "إتمام الطلب",
    addToCart: "أضف إلى السلة",
    updateToCart: "تحديث السلة",
    buyNow: "اشترِ الآن",
    orderNow: "اطلب الآن",
    increaseAddOn: (name: string) => `زيادة كمية ${name}`,
    loginRequired: "يجب تسجيل الدخول للوصول إلى هذه الصفحة.",
  },
} as const;

/** The header's cart link (its name is 'Cart' and the line count). */
export const cartLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^(Cart|السلة)( \d+)?$/ });

/** A toast with this text (status or alert), whichever way it arrived. */
export const toastWith = (page: Page, text: string) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();
