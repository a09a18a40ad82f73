import type { Router } from "express";
import type { BackendDeps } from "../context";
import { registerAddressRoutes } from "./customer/addresses";
import { registerProfileRoutes } from "./customer/profile";
import { registerSuggestionRoutes } from "./customer/suggestions";
import { registerWalletRoutes } from "./customer/wallet";
import { registerWalletFundRoutes } from "./customer/wallet-fund";
import { registerWishlistRoutes } from "./customer/wishlist";

/**
 * customer/* account routes (contract §2.3): bearer token required (auth:api). Each route
 * carries its own guard because customer/cart and customer/order, registered later, also
 * accept guests.
 */
export function registerCustomerRoutes(router: Router, deps: BackendDeps) {
  registerProfileRoutes(router, deps);
  registerAddressRoutes(router, deps);
  registerWishlistRoutes(router, deps);
  registerSuggestionRoutes(router, deps);
  registerWalletRoutes(router, deps);
  registerWalletFundRoutes(router, deps);
}
