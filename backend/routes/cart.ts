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
import { checkLine, variationKey, type LineRequest } from "../services/cart-lines";
import {
  CAMPAIGN_ITEM_TYPE,
  ITEM_TYPE,
  cartRow,
  cartRowLine,
  cartRows,
  clearCart,
  type CartRow,
} from "../services/cart-store";
import { formatContextOf } from "../services/format";
import type { ModuleRow } from "../services/rows";
import {
  cartLineSchema,
  inputOf,
  integerList,
  lineRequestOf,
  positiveId,
  requireModuleHeader,
  validate,
} from "./commerce-input";

const updateSchema = cartLineSchema.pick({ price: true, quantity: true }).extend({
  cart_id: positiveId(),
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
    const input = validate(cartLineSchema, inputOf(req), res);
    if (!input) return;
    const customer = currentCustomer(res);
    const line = checkCartLine(deps, res, module, lineRequestOf(input));
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
    const stored = cartRowLine(row);
    const line = checkCartLine(deps, res, module, {
      ...stored,
      quantity: input.quantity,
      variation: req.body?.variation !== undefined ? req.body.variation : stored.variation,
      addOnIds: input.add_on_ids ?? stored.addOnIds,
      addOnQtys: input.add_on_qtys ?? stored.addOnQtys,
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

/** The line checked against the catalogue (services/cart-lines.ts); answers the error itself. */
function checkCartLine(deps: BackendDeps, res: Response, module: ModuleRow, line: LineRequest) {
  const checked = checkLine(deps.db, module.module_type, line, deps.options.now(), (sellable) =>
    sellable.row.module_id === module.id
      ? null
      : { ok: false, code: "item_id", message: "This item belongs to another module." },
  );
  if (checked.ok) {
    return {
      variation: checked.choice.variation,
      addOnIds: checked.addOns.ids,
      addOnQtys: checked.addOns.quantities,
    };
  }
  switch (checked.problem) {
    case "missing":
      return void sendError(res, 404, "item_id", "Item not found.");
    case "limit":
      return void sendError(res, 403, "cart_item_limit", "Maximum cart quantity limit over");
    case "stock":
      return void sendError(
        res,
        403,
        "stock",
        checked.stock > 0 ? `Only ${checked.stock} left in stock.` : "Out of stock",
      );
    default:
      return void sendError(res, 403, checked.code, checked.message);
  }
}
