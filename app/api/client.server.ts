import { authApi } from "./auth.server";
import { cartApi } from "./cart.server";
import { chatApi } from "./chat.server";
import { catalogueApi } from "./catalogue.server";
import { configApi } from "./config.server";
import { customerApi } from "./customer.server";
import { geoApi } from "./geo.server";
import { homeApi } from "./home.server";
import { itemsApi } from "./items.server";
import { ordersApi } from "./orders.server";
import { promotionsApi } from "./promotions.server";
import { pushApi } from "./push.server";
import { registrationApi } from "./registration.server";
import { searchApi } from "./search.server";
import { sitemapApi } from "./sitemap.server";
import { storesApi } from "./stores.server";
import { wishlistApi } from "./wishlist.server";
import { createTransport, type ApiState, type TransportOptions } from "./http.server";

/**
 * The typed client for the 6amMart customer API, built once per request from the cookies
 * (app/context.server.ts) and handed to loaders and actions as `context.api`.
 */
export function createApiClient(options: TransportOptions) {
  const transport = createTransport(options);
  return {
    /** The backend's address: part of the key of anything cached from it (section-cache). */
    baseUrl: options.baseUrl,
    state: transport.state as Readonly<ApiState>,
    config: configApi(transport, options.baseUrl),
    geo: geoApi(transport),
    customer: customerApi(transport),
    catalogue: catalogueApi(transport),
    home: homeApi(transport),
    items: itemsApi(transport),
    search: searchApi(transport),
    stores: storesApi(transport),
    promotions: promotionsApi(transport),
    sitemap: sitemapApi(transport),
    auth: authApi(transport),
    cart: cartApi(transport),
    wishlist: wishlistApi(transport),
    orders: ordersApi(transport, options.baseUrl),
    registration: registrationApi(transport),
    chat: chatApi(transport),
    push: pushApi(transport),
    /** A client for the same backend with other state (e.g. after the location changes). */
    with: (patch: Partial<ApiState>) =>
      createApiClient({ ...options, state: { ...options.state, ...patch } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The client of a page rendered from its URL alone (ADR 033): no token, no guest id, no
 * coordinates — whoever asks, a guest's answers. The page's zones and module are set from its
 * URL by the caller.
 */
export const guestClientOf = (api: ApiClient): ApiClient =>
  api.with({ token: undefined, guestId: undefined, lat: undefined, lng: undefined });
