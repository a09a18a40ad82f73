import type { Router } from "express";
import type { BackendDeps } from "../context";
import { moduleCheck } from "../http/module-check";
import { registerBannerRoutes } from "./catalogue/banners";
import { registerCampaignRoutes } from "./catalogue/campaigns";
import { registerCategoryRoutes } from "./catalogue/categories";
import { registerItemDetailRoutes } from "./catalogue/items-details";
import { registerItemListRoutes } from "./catalogue/items-lists";
import { registerItemSearchRoutes } from "./catalogue/items-search";
import { registerMiscCatalogueRoutes } from "./catalogue/misc";
import { registerStoreDetailRoute, registerStoreRoutes } from "./catalogue/stores";

/** Path prefixes of the module-check group served here (contract §1.1, §2.5). */
const MODULE_CHECKED = [
  "/items",
  "/stores",
  "/banners",
  "/categories",
  "/campaigns",
  "/flash-sales",
  "/brand",
  "/common-condition",
  "/other-banners",
  "/parcel-category",
  "/advertisement",
  "/get-combined-data",
];

/** The catalogue (contract §2.5). Coupon and cashback routes belong to the commerce routes. */
export function registerCatalogueRoutes(router: Router, deps: BackendDeps) {
  // stores/details is outside module-check: it must answer before the middleware below.
  registerStoreDetailRoute(router, deps);
  router.use(MODULE_CHECKED, moduleCheck(deps));
  registerBannerRoutes(router, deps);
  registerCategoryRoutes(router, deps);
  registerItemListRoutes(router, deps);
  registerItemSearchRoutes(router, deps);
  registerItemDetailRoutes(router, deps);
  registerStoreRoutes(router, deps);
  registerCampaignRoutes(router, deps);
  registerMiscCatalogueRoutes(router, deps);
}
