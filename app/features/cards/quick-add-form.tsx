import * as React from "react";
import { CART_ACTION } from "~/features/catalogue/urls";
import { CART_FIELDS, CART_INTENTS } from "~/features/cart/cart-fields";
import { CartReturnFields } from "~/features/cart/cart-return-fields";
import { useLocalizedPath } from "~/i18n/use-localized-path";

type Scope = { formId: string; moduleId: number };

const QuickAddScopeContext = React.createContext<Scope | null>(null);

/**
 * One quick-add form for every card of a page (issue 27): the form carries what every card's
 * add sends alike — intent, module, quantity 1, model, the page to come back to — and each
 * card's button, outside it, names it (`form=`) and adds its own `item_id` as the button's
 * name/value. Without JavaScript the browser posts exactly the fields a card's own form posted;
 * a grocery home had about 60 such forms. With JavaScript each card submits under its own
 * fetcher key through the page's hub (quick-add.tsx, components/keyed-fetchers.tsx), so its
 * spinner stays its own.
 *
 * Cards of another module than `moduleId`, and cards outside any scope, keep a form of their
 * own. The form comes before the cards in the document: a button finds its form by id.
 */
export function QuickAddScope({
  moduleId,
  children,
}: {
  moduleId: number;
  children: React.ReactNode;
}) {
  const formId = `quick-add-${React.useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const localize = useLocalizedPath();
  const scope = React.useMemo(() => ({ formId, moduleId }), [formId, moduleId]);
  return (
    <QuickAddScopeContext.Provider value={scope}>
      <form id={formId} method="post" action={localize(CART_ACTION)} hidden>
        <QuickAddFields moduleId={moduleId} />
      </form>
      {children}
    </QuickAddScopeContext.Provider>
  );
}

/** The shared form of the page for an item of this module, or null: the card brings its own. */
export function useQuickAddScope(moduleId: number): Scope | null {
  const scope = React.useContext(QuickAddScopeContext);
  return scope && scope.moduleId === moduleId ? scope : null;
}

/** Every quick add's fields but the item: the shared form's, and a card's own form's. */
export function QuickAddFields({ moduleId }: { moduleId: number }) {
  return (
    <>
      <input type="hidden" name={CART_FIELDS.intent} value={CART_INTENTS.add} />
      <input type="hidden" name={CART_FIELDS.moduleId} value={moduleId} />
      <input type="hidden" name={CART_FIELDS.quantity} value="1" />
      <input type="hidden" name={CART_FIELDS.model} value="Item" />
      <CartReturnFields />
    </>
  );
}
