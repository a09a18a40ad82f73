import type { Router } from "express";
import type { BackendDeps } from "../context";
import { registerCouponRoutes } from "./coupons";
import { registerOrderManageRoutes } from "./orders/manage";
import { registerOfflinePaymentRoutes } from "./orders/offline-payment";
import { registerPlaceRoutes } from "./orders/place";
import { registerRefundRoutes } from "./orders/refund";
import { registerOrderReadRoutes } from "./orders/read";

/**
 * customer/order/* (contract §2.4, §7.7, with this server's order/quote), refund requests, offline payment (§2.1)
 * and the coupon and cashback endpoints (§2.5).
 */
export function registerOrderRoutes(router: Router, deps: BackendDeps) {
  registerPlaceRoutes(router, deps);
  registerOrderReadRoutes(router, deps);
  registerOrderManageRoutes(router, deps);
  registerRefundRoutes(router, deps);
  registerOfflinePaymentRoutes(router, deps);
  registerCouponRoutes(router, deps);
}
