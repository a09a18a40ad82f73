import type { Request, Response, Router } from "express";
import type { BackendDeps } from "../../context";
import {
  idListParam,
  optionalNumber,
  rawParam,
  requiredString,
  sendFieldError,
  wordListParam,
} from "../../http/params";
import { moduleFromHeader } from "../../http/module-check";
import { positionOf } from "../../http/request";
import { searchWords } from "../../services/catalogue-scope";
import { queryStores, type StoreFilters, type StoreSort } from "../../services/catalogue-stores";
import { queryItems, rootCategoryIdsOf } from "../../services/catalogue-items";
import { formatContextOf, formatItems, formatStore, formatStores } from "../../services/format";
import type { StoreRow } from "../../services/rows";
import { categoryFilter } from "./item-filters";
import { sendProductsByDataType } from "./items-lists";
import {
  catalogueRequest,
  categoriesByIds,
  optionalPage,
  pagePayload,
  type CatalogueRequest,
} from "./shared";

/** stores/* listings, search, get-data, details; get-combined-data's store half. */

type Page = ReturnType<typeof optionalPage>;

export function registerStoreRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  const send = (
    req: Request,
    res: Response,
    r: CatalogueRequest,
    filters: StoreFilters,
    sort: StoreSort,
    page: Page,
  ) => {
    const { total, stores } = queryStores(db, r.scope, positionOf(req), filters, sort, page);
    return res.json({
      ...pagePayload(page.echo, total),
      stores: formatStores(
        db,
        stores.map((s) => s.row),
        r.ctx,
      ),
    });
  };

  router.get("/stores/get-stores/:filter", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const storeType = rawParam(req.query, "store_type") ?? "all";
    const filters: StoreFilters = {
      service: req.params.filter,
      type: rawParam(req.query, "type"),
      featured: ["1", "true"].includes(rawParam(req.query, "featured") ?? ""),
      newWithinDays: storeType === "newly_joined" ? 90 : undefined,
    };
    const sort: StoreSort =
      storeType === "newly_joined"
        ? "latest"
        : storeType === "popular"
          ? "popular"
          : storeType === "top_rated"
            ? "rating"
            : "default";
    send(req, res, r, filters, sort, optionalPage(req, 50));
  });

  const simple: [string, StoreFilters, StoreSort][] = [
    ["/stores/latest", {}, "latest"],
    ["/stores/popular", {}, "popular"],
    ["/stores/discounted", { storeDiscount: true }, "default"],
    ["/stores/top-rated", { minRating: 3 }, "rating"],
    ["/stores/recommended", { recommended: true }, "default"],
  ];
  for (const [path, filters, sort] of simple) {
    router.get(path, (req, res) => {
      const r = catalogueRequest(deps, req, res, "required");
      if (!r) return;
      send(
        req,
        res,
        r,
        { ...filters, type: rawParam(req.query, "type") },
        sort,
        optionalPage(req, 50),
      );
    });
  }

  router.get("/stores/top-offer-near-me", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const sortBy = rawParam(req.query, "sort_by");
    const sort: StoreSort =
      sortBy === "popular"
        ? "popular"
        : sortBy === "rating" || sortBy === "top_rated"
          ? "rating"
          : sortBy === "fast_delivery"
            ? "fast_delivery"
            : "distance";
    const filters: StoreFilters = {
      discounted: true,
      type: rawParam(req.query, "type"),
      words: searchWords(rawParam(req.query, "name")?.slice(0, 200)),
      halal: ["1", "true"].includes(rawParam(req.query, "halal") ?? ""),
    };
    send(req, res, r, filters, sort, optionalPage(req, 10));
  });

  router.get("/stores/search", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const name = requiredString(res, req.query, "name", { max: 255 });
    if (name === null) return;
    send(
      req,
      res,
      r,
      {
        words: searchWords(name),
        categoryIds: categoryFilter(req),
        type: rawParam(req.query, "type"),
      },
      "default",
      optionalPage(req, 10),
    );
  });

  router.get("/stores/get-data", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    sendStoresByDataType(req, res, r, send);
  });

  router.get("/get-combined-data", (req, res) => {
    const listType = requiredString(res, req.query, "list_type", { max: 20 });
    if (listType === null) return;
    if (listType !== "item" && listType !== "store")
      return sendFieldError(res, "list_type", "The selected list type is invalid.");
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    if (listType === "store") return sendStoresByDataType(req, res, r, send);
    sendProductsByDataType(req, res, r, (response, cr, filters, sort, page) => {
      const { total, rows } = queryItems(db, cr.scope, filters, sort, page);
      return response.json({
        ...pagePayload(page?.echo ?? { limit: null, offset: null }, total),
        products: formatItems(db, rows, cr.ctx),
        categories: categoriesByIds(db, rootCategoryIdsOf(db, cr.scope, filters), cr.ctx),
      });
    });
  });
}

/** stores/get-data and get-combined-data (list_type=store). */
function sendStoresByDataType(
  req: Request,
  res: Response,
  r: CatalogueRequest,
  send: (
    req: Request,
    res: Response,
    r: CatalogueRequest,
    f: StoreFilters,
    s: StoreSort,
    p: Page,
  ) => unknown,
) {
  const q = req.query as Record<string, unknown>;
  const dataType = rawParam(q, "data_type") ?? "default";
  const words = wordListParam(q, "filter");
  const storeType = rawParam(q, "store_type") ?? "all";
  const filters: StoreFilters = {
    type: rawParam(q, "type"),
    service: rawParam(q, "filter_data"),
    featured: ["1", "true"].includes(rawParam(q, "featured") ?? ""),
    minRating: optionalNumber(q, "rating_count"),
    categoryIds: idListParam(q, "category_ids") ?? undefined,
    openNow: words.includes("currently_open"),
    discounted: dataType === "discounted" || words.includes("discounted"),
    freeDelivery: words.includes("free_delivery"),
    hasCoupon: words.includes("coupon"),
    newWithinDays: storeType === "newly_joined" ? 90 : undefined,
  };
  if (dataType === "searched") filters.words = searchWords(rawParam(q, "name")?.slice(0, 200));
  let sort: StoreSort =
    storeType === "newly_joined" ? "latest" : storeType === "popular" ? "popular" : "default";
  if (words.includes("top_rated")) {
    filters.minRating = Math.max(filters.minRating ?? 0, 4);
    sort = "rating";
  }
  if (words.includes("popular")) sort = "popular";
  if (words.includes("fast_delivery")) sort = "fast_delivery";
  if (words.includes("nearby")) sort = "distance";
  return send(req, res, r, filters, sort, optionalPage(req, 10));
}

/** stores/details/{id|slug}: outside module-check; null (200) when unknown. */
export function registerStoreDetailRoute(router: Router, deps: BackendDeps) {
  router.get("/stores/details/:id", (req, res) => {
    const idOrSlug = req.params.id;
    if (!idOrSlug || idOrSlug.length > 200) return res.json(null);
    const column = /^\d+$/.test(idOrSlug) ? "id" : "slug";
    const module = moduleFromHeader(deps, req);
    const store = deps.db
      .prepare(
        `SELECT * FROM stores WHERE ${column} = ? AND status = 1 ${module ? "AND module_id = ?" : ""}`,
      )
      .get(idOrSlug, ...(module ? [module.id] : [])) as StoreRow | undefined;
    if (!store) return res.json(null);
    const details = formatStore(deps.db, store, formatContextOf(req, deps.options), {
      details: true,
    });
    // 6ammart-3.2 row 6: stock's store details carry module_id but no module object
    if (deps.options.compat === "6ammart-3.2") delete details.module;
    res.json(details);
  });
}
