import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestClientOf } from "~/api/client.server";
import { personalPartsHref, sharedModulePageHref } from "~/features/catalogue/urls";
import { sharedGate } from "~/features/home/home-gate.server";
import { localizePath } from "~/i18n/config";
import { unavailablePage } from "~/lib/unavailable.server";
import { loadCategories, loadCategoryPage } from "./categories.server";

/**
 * The category pages a shared cache can keep (ADR 033): `/categories/z/<zones>/m/<module>` and
 * `/category/<id>/z/<zones>/m/<module>`, rendered from the URL alone — what /categories and
 * /category/<id> show a guest located in those zones, in that module. The server has dropped
 * the request's cookies (lib/shared-pages.ts); the client is a guest's either way. The cards'
 * steppers and hearts and the header's counts come after hydration from the personal request.
 * Bad ids, an unknown zone, a module not serving it or a category not the module's: 404; the
 * backend unreachable: 503. A page whose list failed is a 503 too, not the private page's
 * inline "try again": a shared cache would hand that failure to everyone for minutes.
 */
async function sharedPlace({ context, params }: LoaderFunctionArgs) {
  const api = guestClientOf(context.api);
  const gate = await sharedGate(api, params.zones, params.module);
  const zones = gate.zones;
  return {
    listing: { gate, api },
    shared: (path: string) => ({
      href: sharedModulePageHref(path, zones, gate.module.id),
      personal: localizePath(personalPartsHref(zones, gate.module.id), context.lang),
    }),
  };
}

export async function loadSharedCategories(args: LoaderFunctionArgs) {
  const place = await sharedPlace(args);
  const page = await loadCategories(args.request, args.context, place.listing);
  if (page.failed) throw unavailablePage();
  return { ...page, shared: place.shared("/categories") };
}

export async function loadSharedCategoryPage(args: LoaderFunctionArgs) {
  const place = await sharedPlace(args);
  const page = await loadCategoryPage(args.request, args.context, args.params.id, place.listing);
  if (page.itemsFailed) throw unavailablePage();
  return { ...page, shared: place.shared(`/category/${page.category.id}`) };
}
