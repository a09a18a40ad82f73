/**
 * The cart action's form contract (POST /cart), shared by every form that posts to it: the
 * product form (product-form.tsx documents its choice fields), the cards' quick add and
 * steppers, the drawer's rows, the wishlist's add buttons and the clear-cart confirmation.
 */
export const CART_INTENTS = {
  /** Add the line, or set its quantity when `cart_id` names the same item and choice. */
  add: "add",
  /** Buy Now / Order Now: the single line goes to checkout, the cart is left alone. */
  buyNow: "buy-now",
  /** Set a line's quantity (`cart_id`, `quantity`); 0 removes it. */
  update: "update",
  remove: "remove",
  /** Yes on the clear-cart confirmation: clear the cart, add the pending line. */
  clearAndAdd: "clear-and-add",
} as const;

export const CART_FIELDS = {
  intent: "intent",
  itemId: "item_id",
  model: "model",
  moduleId: "module_id",
  cartId: "cart_id",
  quantity: "quantity",
  redirectTo: "redirectTo",
  /** "1" from a fetcher (JavaScript): the answer is data, not a redirect. */
  enhanced: "enhanced",
} as const;

/** URL dialogs (docs/decisions/003). */
export const CART_DIALOG = "cart";
export const CART_CLEAR_DIALOG = "cart-clear";
/** The guest option prompt of the drawer's checkout button: Guest, Login, Sign Up. */
export const CHECKOUT_AS_DIALOG = "checkout-as";

export const checkoutHref = (page: "cart" | "buy_now" | "campaign") => `/checkout?page=${page}`;
