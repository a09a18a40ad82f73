import type { AppLoadContext } from "@remix-run/node";
import type { CartLinePayload } from "~/api/cart.server";
import { localizePath } from "~/i18n/config";
import { settle } from "~/api/settle.server";
import { evaluate, parseSelection, type ProductMessage } from "./choices";
import { selectionParams, variationPayload } from "./cart-payload";
import { choiceModelOf } from "./item-view.server";
import { positiveId } from "~/lib/params";
import {
  closedStoreOrder,
  isStoreClosed,
  type ClosedStoreOrder,
} from "~/features/catalogue/card-rules";

/** The marketplace's config (cached upstream), or null: read only for a closed store. */
const configOf = (context: AppLoadContext) =>
  settle(context.api.config.get()).then((r) => (r.ok ? r.value : null));

/**
 * For the cart issue's /cart action: the product form's POST (field contract at the top of
 * product-form.tsx) → the cart API's line (api-contract §7.6). The item is read again, so the
 * choice is checked against the catalogue, not against what the browser says; a choice the
 * rules refuse sends the customer back to the item with it (`back`: the page shows the
 * messages), never to an API error.
 */
/** The cart API's line (api-contract §7.6); `price` is the unit price after the discount. */
export type CartLine = CartLinePayload;

export type CartLineRequest =
  | {
      ok: true;
      intent: "add" | "buy-now";
      moduleId: number;
      /** Present for "Update to cart". */
      cartId: number | null;
      /** The item's store (the cart holds one store's items). */
      storeId: number | null;
      /** That store is closed now: the order will be scheduled, or placed once it opens. */
      storeClosed: ClosedStoreOrder;
      line: CartLine;
      /** The item page with this choice (where to return without a redirectTo). */
      back: string;
    }
  | { ok: false; messages: ProductMessage[]; back: string | null };

const wholeId = (value: FormDataEntryValue | null) => positiveId(value, 18);

export async function readCartLine(
  form: FormData,
  context: AppLoadContext,
): Promise<CartLineRequest> {
  const itemId = wholeId(form.get("item_id"));
  // A card's quick add names its item's module; the visitor's module is the fallback.
  const moduleId = wholeId(form.get("module_id")) ?? context.prefs.moduleId ?? null;
  const campaign = form.get("model") === "ItemCampaign";
  if (!itemId || !moduleId) return { ok: false, messages: [], back: null };
  const api = context.api.with({ moduleId });
  const read = await settle(
    campaign ? api.items.campaignItem(String(itemId)) : api.items.details(String(itemId)),
  );
  const item = read.ok ? read.value : null;
  if (!item) return { ok: false, messages: [], back: null };

  const model = choiceModelOf(item, item.module_type ?? context.prefs.moduleType ?? "grocery");
  const params = {
    get: (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    },
    getAll: (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string"),
  };
  const result = evaluate(model, parseSelection(model, params));
  const query = selectionParams(model, result.selection);
  query.set("module_id", String(moduleId));
  if (campaign) query.set("product_type", "campaign");
  const path = `/product/${encodeURIComponent(item.slug || String(item.id))}?${query}`;
  const back = localizePath(path, context.lang);
  const refused = result.messages.filter((m) => m.key !== "outOfLimits");
  if (refused.length > 0) return { ok: false, messages: refused, back };
  return {
    ok: true,
    intent: form.get("intent") === "buy-now" ? "buy-now" : "add",
    moduleId,
    cartId: wholeId(form.get("cart_id")),
    storeId: item.store_id ?? null,
    storeClosed: isStoreClosed(item.store_details)
      ? closedStoreOrder(await configOf(context), item.store_details)
      : null,
    back,
    line: {
      item_id: item.id,
      model: campaign ? "ItemCampaign" : "Item",
      price: Math.round(result.unit * 100) / 100,
      quantity: result.selection.quantity,
      variation: variationPayload(model, result.selection),
      add_on_ids: result.selection.addOns.map((a) => a.id),
      add_on_qtys: result.selection.addOns.map((a) => a.quantity),
    },
  };
}
