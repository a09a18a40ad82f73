import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../context";
import { sendError } from "../http/errors";
import {
  currentCustomer,
  ownerColumns,
  requireCustomer,
  type Customer,
} from "../services/auth-guard";
import { formatCartRows } from "../services/cart-format";
import {
  availableStock,
  findSellable,
  parseVariationInput,
  resolveAddOns,
  resolveVariation,
  variationKey,
  type Sellable,
} from "../services/cart-lines";
import {
  CAMPAIGN_ITEM_TYPE,
  ITEM_TYPE,
  cartRow,
  cartRows,
  clearCart,
  type CartRow,
} from "../services/cart-store";
import { formatContextOf } from "../services/format";
import type { ModuleRow } from "../services/rows";
import {
  inputOf,
  integer,
  integerList,
  number,
  oneOf,
  positiveId,
  requireModuleHeader,
  validate,
} from "./commerce-input";

const quantity = () => integer().pipe(z.number().min(1).max(10_000));
const price = () => number().pipe(z.number().min(0).max(100_000_000));

const addSchema = z.object({
  item_id: positiveId(),
  model: oneOf(["Item", "ItemCampaign"]),
  price: price(),
  quantity: quantity(),
  add_on_ids: integerList(),
  add_on_qtys: integerList(),
});
const updateSchema = z.object({
  cart_id: positiveId(),
  price: price(),
  quantity: quantity(),
  add_on_ids: integerList().optional(),
  add_on_qtys: integerList().optional(),
});
const cartIdSchema = z.object({ cart_id: positiveId() });

/** customer/cart/* (contract §2.4, §5.8, §7.6): per module (moduleId header) and per user or guest. */
export function registerCartRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const guard = requireCustomer(deps);
  const answerCart = (req: Request, res: Response, customer: Customer, module: ModuleRow) =>
    res.json(formatCartRows(db, cartRows(db, customer, module.id), formatContextOf(req, options)));

  router.get("/customer/cart/list", guard, (req, res) => {
    const module = requireModuleHeader(deps, req, res);
    if (module) answerCart(req, res, currentCustomer(res), module);
  });

  router.post("/customer/cart/add", guard, (req, res) => {
    const module = requireModuleHeader(deps, req, res);
    if (!module) return;
    const input = validate(addSchema, inputOf(req), res);
    if (!input) return;
    const customer = currentCustomer(res);
    const line = checkLine(deps, res, module, {
      model: input.model,
      itemId: input.item_id,
      quantity: input.quantity,
      variation: req.body?.variation,
      addOnIds: input.add_on_ids,
      addOnQtys: input.add_on_qtys,
    });
    if (!line) return;
    const itemType = input.model === "ItemCampaign" ? CAMPAIGN_ITEM_TYPE : ITEM_TYPE;
    const duplicate = cartRows(db, customer, module.id).some(
      (row) =>
        row.item_id === input.item_id &&
        row.item_type === itemType &&
        row.variation === variationKey(line.variation),
    );
    if (duplicate) return sendError(res, 403, "cart_item", "Item already exists in cart");
    const owner = ownerColumns(customer);
    const at = options.now().toISOString();
    db.prepare(
      `INSERT INTO carts (user_id, is_guest, module_id, item_id, item_type, price, quantity, variation, add_on_ids,
         add_on_qtys, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      owner.user_id,
      owner.is_guest,
      module.id,
      input.item_id,
      itemType,
      input.price,
      input.quantity,
      variationKey(line.variation),
      JSON.stringify(line.addOnIds),
      JSON.stringify(line.addOnQtys),
      at,
      at,
    );
    answerCart(req, res, customer, module);
  });

  router.post("/customer/cart/update", guard, (req, res) => {
    const module = requireModuleHeader(deps, req, res);
    if (!module) return;
    const input = validate(updateSchema, inputOf(req), res);
    if (!input) return;
    const customer = currentCustomer(res);
    const row = cartRow(db, customer, module.id, input.cart_id);
    if (!row) return sendError(res, 404, "cart_id", "Cart item not found.");
    const sentVariation = req.body?.variation !== undefined;
    const line = checkLine(deps, res, module, {
      model: row.item_type === CAMPAIGN_ITEM_TYPE ? "ItemCampaign" : "Item",
      itemId: row.item_id,
      quantity: input.quantity,
      variation: sentVariation ? req.body.variation : row.variation,
      addOnIds: input.add_on_ids ?? JSON.parse(row.add_on_ids),
      addOnQtys: input.add_on_qtys ?? JSON.parse(row.add_on_qtys),
    });
    if (!line) return;
    const clash = cartRows(db, customer, module.id).some(
      (other: CartRow) =>
        other.id !== row.id &&
        other.item_id === row.item_id &&
        other.item_type === row.item_type &&
        other.variation === variationKey(line.variation),
    );
    if (clash) return sendError(res, 403, "cart_item", "Item already exists in cart");
    db.prepare(
      "UPDATE carts SET price = ?, quantity = ?, variation = ?, add_on_ids = ?, add_on_qtys = ?, updated_at = ? WHERE id = ?",
    ).run(
      input.price,
      input.quantity,
      variationKey(line.variation),
      JSON.stringify(line.addOnIds),
      JSON.stringify(line.addOnQtys),
      options.now().toISOString(),
      row.id,
    );
    answerCart(req, res, customer, module);
  });

  router.delete("/customer/cart/remove-item", guard, (req, res) => {
    const module = requireModuleHeader(deps, req, res);
    if (!module) return;
    const input = validate(cartIdSchema, inputOf(req), res);
    if (!input) return;
    const customer = currentCustomer(res);
    if (!cartRow(db, customer, module.id, input.cart_id))
      return sendError(res, 404, "cart_id", "Cart item not found.");
    db.prepare("DELETE FROM carts WHERE id = ?").run(input.cart_id);
    answerCart(req, res, customer, module);
  });

  router.delete("/customer/cart/remove", guard, (req, res) => {
    const module = requireModuleHeader(deps, req, res);
    if (!module) return;
    clearCart(db, currentCustomer(res), module.id);
    answerCart(req, res, currentCustomer(res), module);
  });
}

interface LineRequest {
  model: "Item" | "ItemCampaign";
  itemId: number;
  quantity: number;
  variation: unknown;
  addOnIds: number[];
  addOnQtys: number[];
}

/** Item, variation, add-ons, quantity limit and stock of a cart line; answers the error itself. */
function checkLine(deps: BackendDeps, res: Response, module: ModuleRow, line: LineRequest) {
  const now = deps.options.now();
  const sellable: Sellable | undefined = findSellable(deps.db, line.model, line.itemId, now);
  if (!sellable) return void sendError(res, 404, "item_id", "Item not found.");
  if (sellable.row.module_id !== module.id) {
    return void sendError(res, 403, "item_id", "This item belongs to another module.");
  }
  const selected = parseVariationInput(line.variation);
  if (!selected) return void sendError(res, 403, "variation", "The variation must be a list.");
  const choice = resolveVariation(sellable, module.module_type, selected);
  if (!choice.ok) return void sendError(res, 403, choice.code, choice.message);
  const addOns = resolveAddOns(deps.db, sellable, line.addOnIds, line.addOnQtys);
  if (!addOns.ok) return void sendError(res, 403, addOns.code, addOns.message);
  const limit = sellable.row.maximum_cart_quantity;
  if (limit && line.quantity > limit) {
    return void sendError(res, 403, "cart_item_limit", "Maximum cart quantity limit over");
  }
  const stock = availableStock(deps.db, sellable, module.module_type, choice.variationStock, now);
  if (stock !== null && line.quantity > stock) {
    return void sendError(
      res,
      403,
      "stock",
      stock > 0 ? `Only ${stock} left in stock.` : "Out of stock",
    );
  }
  return { variation: choice.variation, addOnIds: addOns.ids, addOnQtys: addOns.quantities };
}
