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
 *
 * Each resource's API is made when a loader first asks for it: building all seventeen — each an
 * object of closures — cost ~30 µs per client, and a page builds one per request plus one per
 * `with()` (an item page: per module it looks in), while it uses three or four of them (issue 27).
 */
export function createApiClient(options: TransportOptions) {
  const transport = createTransport(options);
  const cacheScope = cacheScopeOf(options);
  const made: Partial<Record<string, unknown>> = {};
  const once = <T>(name: string, make: () => T): T => (made[name] ??= make()) as T;
  return {
    /** The backend's address (what it is known to lack is remembered per address: orders). */
    baseUrl: options.baseUrl,
    /** Part of the key of anything cached from this client's answers: see cacheScopeOf. */
    cacheScope,
    state: transport.state as Readonly<ApiState>,
    get config() {
      return once("config", () => configApi(transport, cacheScope));
    },
    get geo() {
      return once("geo", () => geoApi(transport));
    },
    get customer() {
      return once("customer", () => customerApi(transport));
    },
    get catalogue() {
      return once("catalogue", () => catalogueApi(transport));
    },
    get home() {
      return once("home", () => homeApi(transport));
    },
    get items() {
      return once("items", () => itemsApi(transport));
    },
    get search() {
      return once("search", () => searchApi(transport));
    },
    get stores() {
      return once("stores", () => storesApi(transport));
    },
    get promotions() {
      return once("promotions", () => promotionsApi(transport));
    },
    get sitemap() {
      return once("sitemap", () => sitemapApi(transport));
    },
    get auth() {
      return once("auth", () => authApi(transport));
    },
    get cart() {
      return once("cart", () => cartApi(transport));
    },
    get wishlist() {
      return once("wishlist", () => wishlistApi(transport));
    },
    get orders() {
      return once("orders", () => ordersApi(transport, options.baseUrl));
    },
    get registration() {
      return once("registration", () => registrationApi(transport));
    },
    get chat() {
      return once("chat", () => chatApi(transport));
    },
    get push() {
      return once("push", () => pushApi(transport));
    },
    /** A client for the same backend with other state (e.g. after the location changes). */
    with: (patch: Partial<ApiState>) =>
      createApiClient({ ...options, state: { ...options.state, ...patch } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * What the answers depend on besides the client's state: the backend's address and the headers
 * every call carries. The embedded backend builds every picture and link URL from the
 * X-Forwarded-Host it is sent — the site's origin as this request named it (Host, without
 * PUBLIC_URL) — so an answer cached under the address alone handed one host's picture URLs to
 * the visitors of every other host, and /img refuses a picture of another origin (403): after a
 * page was viewed through nginx on another port, every picture of the bench's order journey
 * failed (issue 27), and a request with a made-up Host emptied every visitor's pictures until
 * the caches refreshed. With PUBLIC_URL, or a backend of its own (API_BASE_URL, no forwarded
 * host), there is one scope per backend as before.
 */
function cacheScopeOf(options: TransportOptions): string {
  const headers = Object.entries(options.extraHeaders ?? {})
    .map(([name, value]) => `${name.toLowerCase()}=${value}`)
    .sort();
  return [options.baseUrl, ...headers].join("|");
}

/**
 * The client of a page rendered from its URL alone (ADR 033): no token, no guest id, no
 * coordinates — whoever asks, a guest's answers. The page's zones and module are set from its
 * URL by the caller.
 */
export const guestClientOf = (api: ApiClient): ApiClient =>
  api.with({ token: undefined, guestId: undefined, lat: undefined, lng: undefined });
