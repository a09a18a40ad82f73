import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestClientOf } from "~/api/client.server";
import {
  personalPartsHref,
  sharedListingHref,
  sharedModulePageHref,
} from "~/features/catalogue/urls";
import { localizePath } from "~/i18n/config";
import { unavailablePage } from "~/lib/unavailable.server";
import { loadBrands } from "./brands-page.server";
import { campaignsPage } from "./campaigns-page.server";
import { loadFlashSale } from "./flash-sale-page.server";
import { sharedPromotionGate } from "./promotion-gate.server";
import type { Pager } from "./views";

/**
 * The module's promotion listings a shared cache can keep (ADR 033):
 * `/flash-sales/z/<zones>/m/<module>` (with the private page's `?id=&page=`), `/campaigns/…` and
 * `/all-brands/…` (`?sort=`), rendered from the URL alone — what /flash-sales, /campaigns and
 * /all-brands?module_id=N show a guest located in those zones. The server has dropped the
 * request's cookies (lib/shared-pages.ts); the client is a guest's either way. The cards'
 * steppers and hearts and the header's counts come after hydration from the personal request.
 * A campaign's own page (/campaigns/<id>) has none: its store cards show the distance from the
 * customer's coordinates, which a URL-only page does not have.
 *
 * Bad ids, an unknown zone, a module not serving it: 404 (sharedGate); a sale that is not the
 * module's running one: 404. The backend unreachable: 503 with Retry-After; a list that failed
 * is a 503 too, not the private page's "none": a cache would hand that to everyone for minutes.
 */
async function sharedPlace({ context, params }: LoaderFunctionArgs, path: string) {
  const api = guestClientOf(context.api);
  const gate = await sharedPromotionGate(api, params.zones, params.module);
  const { zones } = gate;
  return {
    listing: { gate, api },
    /** A private path of this listing (a pager's page, a sort) as the shared page's own. */
    stay: (privatePath: string) => sharedListingHref(privatePath, zones, gate.module.id),
    shared: {
      href: sharedModulePageHref(path, zones, gate.module.id),
      personal: localizePath(personalPartsHref(zones, gate.module.id), context.lang),
    },
  };
}

/** The private loaders' bare 503 (backend unreachable) as the page's, with Retry-After. */
async function whole<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof Response && error.status === 503) throw unavailablePage();
    throw error;
  }
}

export async function loadSharedFlashSale(args: LoaderFunctionArgs) {
  const place = await sharedPlace(args, "/flash-sales");
  const page = await whole(loadFlashSale(args.request, args.context, place.listing));
  if (!page.sale) return { ...page, shared: place.shared };
  const { previous, next } = page.sale.pager;
  const pager: Pager = {
    ...page.sale.pager,
    previous: previous && place.stay(previous),
    next: next && place.stay(next),
  };
  return { ...page, sale: { ...page.sale, pager }, shared: place.shared };
}

export async function loadSharedCampaigns(args: LoaderFunctionArgs) {
  const place = await sharedPlace(args, "/campaigns");
  const page = await whole(campaignsPage(args.request, args.context, place.listing));
  if (page.failed) throw unavailablePage();
  return { ...page, shared: place.shared };
}

export async function loadSharedBrands(args: LoaderFunctionArgs) {
  const place = await sharedPlace(args, "/all-brands");
  const page = await whole(loadBrands(args.request, args.context, place.listing));
  if (page.failed) throw unavailablePage();
  const sorts = page.view.sorts.map((s) => ({ ...s, href: place.stay(s.href) }));
  return { ...page, view: { ...page.view, sorts }, shared: place.shared };
}
