import type { AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import type { FlashSaleItemsPage } from "~/api/schemas/promotions";
import { toFlashSaleItemCard, type CardContext } from "~/features/catalogue/card-models.server";
import { flashSaleHref, moduleHomeHref } from "~/features/catalogue/urls";
import { marketTimeToIso } from "~/features/catalogue/view-text.server";
import { cardContext } from "~/features/catalogue/card-context.server";
import { isUnreachable, settle } from "~/api/settle.server";
import { positiveId } from "~/lib/params";
import { pageParam, withParams } from "./params";
import {
  startPromotionPage,
  type PromotionGate,
  type SharedPromotion,
} from "./promotion-gate.server";
import type { FlashSalePageView, Pager, PromotionMeta } from "./views";

type T = (key: string, options?: Record<string, unknown>) => string;

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

/**
 * /flash-sales?id=&module_id=&page=N (browsing §2, §5): the sale's page, or without ?id= the
 * module's running sale or its "no sale right now" page. An id that is not a running sale, or a
 * page past the last, is a 404; a page that is not a number shows page 1. `shared`: the place
 * and guest client of the shared page (shared-promotions.server.ts) instead of the visitor's.
 */
export async function loadFlashSale(
  request: Request,
  context: AppLoadContext,
  shared?: SharedPromotion,
) {
  const url = new URL(request.url);
  const rawId = url.searchParams.get("id");
  const saleId = rawId === null ? null : positiveId(rawId);
  if (rawId !== null && saleId === null) throw notFound();
  const page = pageParam(url) ?? 1;
  const start = startPromotionPage(request, context, shared);
  const gate = await start.gate;
  const hit = await findFlashSale(start.base, gate, saleId, page);
  const [config, t] = await start.basics;
  // The module's own sale page (no ?id=, e.g. Food between sales) is a place, not a dead end.
  if (!hit && saleId === null && page === 1) {
    const { module, onDefaultLocation } = gate;
    return {
      sale: null,
      module,
      onDefaultLocation,
      origin: url.origin,
      meta: noSaleMeta(t, module),
    };
  }
  if (!hit) throw notFound();
  const { found, module } = hit;
  const ctx = cardContext(config.ok ? config.value : null, module);
  const sale = flashSaleView(found, page, module.id, ctx);
  if (page > 1 && sale.items.length === 0) throw notFound();
  return {
    sale,
    module,
    onDefaultLocation: gate.onDefaultLocation,
    origin: url.origin,
    meta: flashSaleMeta(t, sale, module),
  };
}

/** Flash sale products per page (browsing §9's listing page size). */
export const FLASH_SALE_PAGE_SIZE = 12;

type Found = { page: FlashSaleItemsPage & { sale: NonNullable<FlashSaleItemsPage["sale"]> } };

/**
 * One page of a running flash sale (GET flash-sales/items?flash_sale_id=&limit=12&offset=N).
 * `saleId` null: the module's running sale (GET flash-sales), i.e. /flash-sales without ?id=.
 * Null when the sale is unknown, finished or not this module's (the page answers 404).
 */
export async function flashSaleItemsFor(
  api: ApiClient,
  saleId: number | null,
  page: number,
): Promise<Found | null> {
  let id = saleId;
  if (id === null) {
    const running = await settle(api.promotions.runningFlashSale());
    if (!running.ok && isUnreachable(running)) throw new Response(null, { status: 503 });
    id = running.ok ? (running.value?.id ?? null) : null;
    if (id === null) return null;
  }
  const result = await settle(
    api.promotions.flashSaleItems(id, { limit: FLASH_SALE_PAGE_SIZE, offset: page }),
  );
  if (!result.ok) {
    if (isUnreachable(result)) throw new Response(null, { status: 503 });
    return null;
  }
  const { sale } = result.value;
  return sale ? { page: { ...result.value, sale } } : null;
}

/**
 * The sale in the gate's module; when the URL named no module (the home panel's "View all"
 * link is /flash-sales?id= alone) and the sale is not that module's, in the other modules of
 * the zone — each has at most one running sale, so the extra calls are few and parallel.
 */
export async function findFlashSale(
  api: ApiClient,
  gate: PromotionGate,
  saleId: number | null,
  page: number,
): Promise<{ found: Found; module: PromotionGate["module"] } | null> {
  const clientFor = (moduleId: number) => api.with({ zoneIds: gate.zoneIds, moduleId });
  const found = await flashSaleItemsFor(clientFor(gate.module.id), saleId, page);
  if (found) return { found, module: gate.module };
  if (saleId === null || gate.fromUrl) return null;
  const others = gate.serving.filter((m) => m.id !== gate.module.id && m.type !== "parcel");
  const answers = await Promise.all(
    others.map((m) =>
      flashSaleItemsFor(clientFor(m.id), saleId, page).then(
        (hit) => (hit ? { found: hit, module: { id: m.id, type: m.type, name: m.name } } : null),
        () => null,
      ),
    ),
  );
  return answers.find((answer) => answer !== null) ?? null;
}

/** The canonical path of a sale's page: its module and page number are part of the address. */
export function flashSalePath(saleId: number, moduleId: number, page: number) {
  return withParams(flashSaleHref({ id: saleId }), {
    module_id: moduleId,
    page: page > 1 ? page : null,
  });
}

export function flashSaleView(
  found: Found,
  page: number,
  moduleId: number,
  ctx: CardContext,
): FlashSalePageView {
  const { sale, lines, total } = found.page;
  const pageCount = Math.max(1, Math.ceil(total / FLASH_SALE_PAGE_SIZE));
  const pager: Pager = {
    page,
    pageCount,
    previous: page > 1 ? flashSalePath(sale.id, moduleId, page - 1) : null,
    next: page < pageCount ? flashSalePath(sale.id, moduleId, page + 1) : null,
  };
  return {
    id: sale.id,
    title: sale.title,
    endsAt: marketTimeToIso(sale.end_date, ctx.timeZone),
    total,
    items: lines.map((line) => toFlashSaleItemCard(line, ctx)),
    pager,
  };
}

export function flashSaleMeta(
  t: T,
  view: FlashSalePageView,
  module: { id: number; name: string },
): PromotionMeta {
  const { page, pageCount } = view.pager;
  const path = flashSalePath(view.id, module.id, page);
  const title =
    page > 1
      ? t("promotionPages.pageTitle", { title: view.title, page, pages: pageCount })
      : view.title;
  return {
    title,
    description: t("promotionPages.flashSale.metaDescription", {
      title: view.title,
      count: view.total,
    }),
    path,
    breadcrumb: [
      { name: module.name || t("promotionPages.home"), path: moduleHomeHref(module.id) },
      { name: view.title, path: flashSalePath(view.id, module.id, 1) },
    ],
    list: {
      name: view.title,
      entries: view.items.map((item) => ({ name: item.name, path: item.href })),
      startPosition: (page - 1) * FLASH_SALE_PAGE_SIZE + 1,
    },
  };
}

/** /flash-sales without ?id= while the module runs no sale: its empty page's texts. */
export function noSaleMeta(t: T, module: { id: number; name: string }): PromotionMeta {
  const path = withParams("/flash-sales", { module_id: module.id });
  const title = t("promotionPages.flashSale.noneTitle");
  return {
    title,
    description: t("promotionPages.flashSale.none"),
    path,
    breadcrumb: [
      { name: module.name || t("promotionPages.home"), path: moduleHomeHref(module.id) },
      { name: title, path },
    ],
    list: null,
  };
}
