import type { AppLoadContext } from "@remix-run/node";
import type { PlacedOrder } from "~/api/schemas/orders";
import { getEnv } from "~/env.server";
import { siteOrigin } from "~/lib/site-origin.server";
import { localizePath } from "~/i18n/config";

/**
 * The backend's payment page for a digital order (api-contract §2.4), shared by the checkout and
 * the parcel form: on the API's host for a real 6amMart, on this site for the embedded backend.
 * It comes back to /order-placed with flag=success|fail|cancel.
 */

export function paymentPageUrl(
  request: Request,
  context: AppLoadContext,
  order: PlacedOrder,
  options: {
    /** The gateway key (config active_payment_method_list), when the customer chose one. */
    gateway: string | undefined;
    signedIn: boolean;
    /** The first active gateway, used when none was chosen. */
    defaultGateway: string | undefined;
  },
): string {
  const apiBase = getEnv().API_BASE_URL;
  const origin = siteOrigin(request);
  const page = new URL("/payment-mobile", apiBase ? new URL(apiBase).origin : origin);
  const customer = options.signedIn ? order.user_id : context.session.get("guestId");
  page.searchParams.set("order_id", String(order.order_id));
  page.searchParams.set("customer_id", String(customer ?? ""));
  page.searchParams.set("payment_method", options.gateway ?? options.defaultGateway ?? "");
  page.searchParams.set("payment_platform", "web");
  page.searchParams.set("callback", `${origin}${localizePath("/order-placed", context.lang)}`);
  if (order.payment_token) page.searchParams.set("payment_token", order.payment_token);
  return page.toString();
}
