/**
 * What this process learned about each backend it talks to, by API base URL: whether it has
 * the reference backend's quote extension (POST customer/order/quote, ADR 021). A stock 6amMart
 * answers that route with Laravel's 404 (`{"message":"The route … could not be found."}`); once
 * seen, the route is never called again for that base: the checkout prices orders itself
 * (docs/decisions/027-checkout-prices-itself.md). Nothing is recorded while the answer is
 * unknown, and a backend does not grow the route while the storefront runs.
 */
const withoutQuote = new Set<string>();

export const quoteExtension = {
  /** True once the backend at `baseUrl` answered that it has no quote route. */
  isAbsent: (baseUrl: string) => withoutQuote.has(baseUrl),
  markAbsent: (baseUrl: string) => {
    withoutQuote.add(baseUrl);
  },
};

/** Tests only: forget what was learned. */
export function forgetCapabilities() {
  withoutQuote.clear();
}
