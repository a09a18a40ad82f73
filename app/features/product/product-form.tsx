/*
 * The product form: the choices, the quantity, the total and the action buttons in ONE form.
 *
 * - It is a GET form to the item's own URL: without JavaScript, "Update total" (or a − / +
 *   button) submits the choices and the server recomputes the total and the messages
 *   (product-page.server.ts); the URL stays shareable. With JavaScript the total and the
 *   messages follow every change at once (choices.ts, the same rules) and nothing is submitted.
 * - The action buttons submit the same form as a POST to the cart action (formMethod/
 *   formAction on the button), so what the customer chose is what is posted, with or without
 *   JavaScript.
 *
 * POST field contract for /cart (CART_ACTION; implemented by the cart issue). Read it with
 * readCartLine() (cart-line.server.ts), which re-reads the item and validates the choice:
 *   intent        "add" (Add to cart / Update to cart) | "buy-now" (Buy Now / Order Now)
 *   item_id       the item (or item campaign) id
 *   model         "Item" | "ItemCampaign"
 *   module_id     the item's module
 *   cart_id       present when the same item and variation is already in the cart (update)
 *   quantity      ≥ 1
 *   choice_{i}    the option chosen in choice group i (ecommerce/grocery variations)
 *   food_{g}      the label(s) chosen in food variation group g (repeated for multi groups)
 *   add_on_ids[]  each ticked add-on id; add_on_qty_{id} its quantity (1–100)
 *   redirectTo    with JavaScript only: the page to return to (the page under the modal). Without
 *                 it the cart action returns to readCartLine().back, the item page with the
 *                 choice (a hidden field would pile up in the GET form's URL).
 * The GET query also carries item_id and model (harmless there).
 */
import { Form, useLocation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { CART_ACTION } from "~/features/catalogue/urls";
import { useCartLinesOf } from "~/features/cart/use-cart";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { formatPrice } from "~/features/catalogue/money";
import { cn } from "~/lib/cn";
import { AddOns, ChoiceGroups, FoodGroups, Stepper } from "./choice-groups";
import {
  evaluate,
  FIELD,
  incrementBlock,
  quantityLimit,
  type ProductMessage,
  type ProductMessageKey,
} from "./choices";
import { variationKey, variationPayload } from "./cart-payload";
import type { ProductPage } from "./product-page.server";

export function ProductForm({
  page,
  onOutOfStockChange,
}: {
  page: ProductPage;
  /** The chosen variation's stock state, for the badge above the form. */
  onOutOfStockChange?: (outOfStock: boolean) => void;
}) {
  const { t } = useTranslation("product");
  const localize = useLocalizedPath();
  const location = useLocation();
  const { view } = page;
  const model = view.choices;
  const [selection, setSelection] = React.useState(page.evaluation.selection);
  const [touched, setTouched] = React.useState(page.touched);
  const [blocked, setBlocked] = React.useState<ProductMessage | null>(null);
  const result = React.useMemo(() => evaluate(model, selection), [model, selection]);
  const messagesRef = React.useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  React.useEffect(
    () => onOutOfStockChange?.(result.outOfStock),
    [onOutOfStockChange, result.outOfStock],
  );

  const change = (next: typeof selection) => {
    setSelection(next);
    setBlocked(null);
  };
  // Missing choices are reported once the customer tries (a submission, or Add with JS);
  // stock and limit messages at once.
  const shown = touched ? result.messages : result.messages.filter((m) => !CHOICE_KEYS.has(m.key));
  const general = [...shown.filter((m) => m.group === undefined), ...(blocked ? [blocked] : [])];
  const unique = general.filter((m, i) => general.findIndex((o) => o.key === m.key) === i);
  const valid = !result.messages.some((m) => BLOCKING.has(m.key));
  const key = variationKey(variationPayload(model, result.selection));
  // A shared page's own data has no cart lines (null): the frame's, once the browser has them.
  const frameLines = useCartLinesOf(view.id, view.campaign);
  const cartLine = (page.cartLines ?? frameLines).find((line) => line.key === key);
  const limit = quantityLimit(model, result.selection);
  const unavailable = view.availability.state === "closed";

  return (
    <Form
      method="get"
      action={localize(view.path.split("?")[0])}
      preventScrollReset
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        // With JavaScript the total is live: only the cart buttons submit (as a POST).
        if (submitter?.getAttribute("formmethod") !== "post") {
          event.preventDefault();
          return;
        }
        if (!valid) {
          event.preventDefault();
          setTouched(true);
          requestAnimationFrame(() => messagesRef.current?.focus());
        }
      }}
    >
      <input type="hidden" name="module_id" value={view.moduleId} />
      {view.campaign ? <input type="hidden" name="product_type" value="campaign" /> : null}
      <input type="hidden" name="item_id" value={view.id} />
      <input type="hidden" name="model" value={view.campaign ? "ItemCampaign" : "Item"} />
      {cartLine ? <input type="hidden" name="cart_id" value={cartLine.cartId} /> : null}
      {/* In the modal the router's location is the page under it: the cart returns there. */}
      {hydrated ? (
        <input
          type="hidden"
          name="redirectTo"
          value={`${location.pathname}${cleanQuery(location.search)}`}
        />
      ) : null}

      <ChoiceGroups
        model={model}
        selection={selection}
        onChange={change}
        money={view.money}
        messages={shown}
      />
      <FoodGroups
        model={model}
        selection={selection}
        onChange={change}
        money={view.money}
        messages={shown}
      />
      <AddOns
        model={model}
        selection={selection}
        onChange={change}
        money={view.money}
        messages={shown}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Stepper
          id={`quantity-${view.id}`}
          name={FIELD.quantity}
          label={t("quantity")}
          value={result.selection.quantity}
          min={1}
          max={limit.max}
          canDecrement={result.canDecrement}
          canIncrement={result.canIncrement}
          onChange={(quantity) => change({ ...selection, quantity })}
          onBlocked={() => setBlocked(incrementBlock(model, result.selection))}
          submit={{ name: FIELD.step, values: ["-1", "1"] }}
        />
        <p className="text-end">
          <span className="block text-xs text-muted-foreground">{t("total")}</span>
          <output aria-live="polite" className="text-xl font-bold">
            <bdi>{formatPrice(result.total, view.money)}</bdi>
          </output>
        </p>
      </div>

      <div
        ref={messagesRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col gap-1 text-sm font-medium text-destructive focus:outline-none"
      >
        {unique.map((m) => (
          <p key={m.key}>{t(m.key, m.params)}</p>
        ))}
        {touched
          ? shown
              .filter((m) => m.group !== undefined)
              .map((m) => (
                <p key={`${m.key}-${m.group}`} className="sr-only">
                  {t(m.key, m.params)}
                </p>
              ))
          : null}
      </div>

      {/* Needed without JavaScript only. Left out for browsers known to run it (js hint
          cookie); otherwise made invisible once hydrated, keeping its room (CLS 0). */}
      {page.scripted ? null : (
        <Button type="submit" variant="outline" className="[html[data-hydrated]_&]:invisible">
          {t("updateTotal")}
        </Button>
      )}

      {unavailable ? null : (
        <ActionButtons
          campaign={view.campaign}
          outOfStock={result.outOfStock}
          inCart={Boolean(cartLine)}
          action={localize(CART_ACTION)}
        />
      )}
      {/* browsing §5: the spec's words under the actions of a prescription item */}
      {view.prescription ? (
        <p className="text-sm font-medium text-primary">{t("prescriptionRequired")}</p>
      ) : null}
    </Form>
  );
}

/** The page's own query without the stepper's one-off `step` (the cart returns here). */
function cleanQuery(search: string) {
  const params = new URLSearchParams(search);
  params.delete(FIELD.step);
  const query = params.toString();
  return query ? `?${query}` : "";
}

const CHOICE_KEYS = new Set<ProductMessageKey>(["variationRequired", "variationMinMax"]);
/** What keeps the cart buttons from posting (a quantity above the limit is brought down). */
const BLOCKING = new Set<ProductMessageKey>([...CHOICE_KEYS, "variationOutOfStock"]);

function ActionButtons({
  campaign,
  outOfStock,
  inCart,
  action,
}: {
  campaign: boolean;
  outOfStock: boolean;
  inCart: boolean;
  action: string;
}) {
  const { t } = useTranslation("product");
  const post = { type: "submit" as const, name: "intent", formMethod: "post", formAction: action };
  if (outOfStock)
    return (
      <Button type="button" disabled variant="secondary" className="w-full">
        {t("outOfStock")}
      </Button>
    );
  // Campaign items: Order Now only (foundations §4).
  if (campaign)
    return (
      <Button {...post} value="buy-now" className="w-full">
        {t("orderNow")}
      </Button>
    );
  return (
    <div className={cn("grid gap-2 sm:grid-cols-2")}>
      <Button {...post} value="buy-now" variant="outline">
        {t("buyNow")}
      </Button>
      <Button {...post} value="add">
        {inCart ? t("updateToCart") : t("addToCart")}
      </Button>
    </div>
  );
}
