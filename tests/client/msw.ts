import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import type { z } from "zod";
import type { configSchema } from "~/api/schemas/config";
import type { landingSchema } from "~/api/schemas/content";
import type { moduleListSchema } from "~/api/schemas/modules";
import type { zoneIdSchema } from "~/api/schemas/geo";

/**
 * MSW stand-in for the 6amMart API in client and loader tests. Fixtures are typed by the same
 * zod schemas the client parses with (their *input* side), so a drifting fixture fails to
 * compile instead of silently passing.
 */
export const API = "http://api.test/api/v1";

export const fixtures = {
  config: {
    business_name: "Souq Express",
    logo_full_url: "http://api.test/storage/app/public/business/logo.svg",
    phone: "+971 4 000 0000",
    email: "hello@souq.test",
    address: "Downtown Dubai",
    footer_text: "Fresh groceries, meals and medicine, delivered.",
    default_location: { lat: "25.2048", lng: "55.2708" },
    currency_symbol: "AED",
    currency_symbol_direction: "left",
    digit_after_decimal_point: 2,
    guest_checkout_status: 1,
    customer_wallet_status: 1,
    loyalty_point_status: 0,
    ref_earning_status: 1,
    refund_policy: 1,
    cancelation_policy: 1,
    shipping_policy: 0,
    demo: true,
    social_media: [{ name: "facebook", link: "https://facebook.com/souq", status: 1 }],
    admin_free_delivery: {
      status: true,
      type: "free_delivery_by_order_amount",
      free_delivery_over: 150,
    },
  } satisfies z.input<typeof configSchema>,
  landing: {
    header_title: "Everything you need, delivered",
    fixed_newsletter_title: "Stay in the loop",
    fixed_newsletter_sub_title: "Deals every week",
    download_user_app_links: {
      playstore_url_status: "1",
      playstore_url: "https://play.example/app",
      apple_store_url_status: "0",
      apple_store_url: "",
    },
  } satisfies z.input<typeof landingSchema>,
  modules: [
    { id: 1, module_name: "Grocery", module_type: "grocery", zones: [{ id: 1 }] },
    { id: 2, module_name: "Food", module_type: "food", zones: [{ id: 1 }, { id: 2 }] },
  ] satisfies z.input<typeof moduleListSchema>,
  zone: {
    zone_id: "[1]",
    zone_data: [{ id: 1, name: "Downtown", cash_on_delivery: true }],
  } satisfies z.input<typeof zoneIdSchema>,
};

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

export const defaultHandlers = [
  http.get(`${API}/config`, () => json(fixtures.config)),
  http.get(`${API}/react-landing-page`, () => json(fixtures.landing)),
  http.get(`${API}/testimonial`, () => json([])),
  http.get(`${API}/module`, () => json(fixtures.modules)),
  http.get(`${API}/config/get-zone-id`, () => json(fixtures.zone)),
  http.post(`${API}/auth/guest/request`, () => json({ message: "guest created", guest_id: 42 })),
  http.post(`${API}/auth/logout`, () => json({ message: "Logged out successfully." })),
];

export const mswServer = setupServer(...defaultHandlers);
