import type { Request, Response, Router } from "express";
import type { BackendDeps } from "../../context";
import {
  idListParam,
  optionalNumber,
  rawParam,
  requiredPage,
  requiredString,
} from "../../http/params";
import {
  queryItems,
  rootCategoryIdsOf,
  type ItemFilters,
  type ItemSort,
} from "../../services/catalogue-items";
import { formatItems } from "../../services/format";
import {
  categoryFilter,
  commonItemFilters,
  itemFilterWords,
  scopedStore,
  storeIdParam,
} from "./item-filters";
import {
  catalogueRequest,
  categoriesByIds,
  optionalPage,
  pagePayload,
  type CatalogueRequest,
} from "./shared";

/** items/latest, new-arrival, popular, most-reviewed, discounted, recommended, basic, suggested, common-conditions. */

const NEW_ARRIVAL_DAYS = 60;

type Page = {
  limit: number;
  offset: number;
  echo: { limit: string | null; offset: string | null };
};

export function registerItemListRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  /** Answers `{total_size, limit, offset, <key>, categories?}` for the filters. */
  const send = (
    res: Response,
    r: CatalogueRequest,
    filters: ItemFilters,
    sort: ItemSort,
    page: Page | null,
    options: { key?: string; categories?: boolean; echo?: Page["echo"] } = {},
  ) => {
    const { total, rows } = queryItems(db, r.scope, filters, sort, page);
    const body: Record<string, unknown> = {
      ...pagePayload(options.echo ?? page?.echo ?? { limit: null, offset: null }, total),
      [options.key ?? "products"]: formatItems(db, rows, r.ctx),
    };
    if (options.categories)
      body.categories = categoriesByIds(db, rootCategoryIdsOf(db, r.scope, filters), r.ctx);
    return res.json(body);
  };

  /** Unpaged lists (≤ 50 rows, total_size = rows returned) when neither limit nor offset is sent (§1.5). */
  const pageOrCap = (req: Request, fallback: number): Page | null => {
    const q = req.query as Record<string, unknown>;
    return q.limit === undefined && q.offset === undefined ? null : optionalPage(req, fallback);
  };
  const sendCapped = (
    res: Response,
    r: CatalogueRequest,
    filters: ItemFilters,
    sort: ItemSort,
    page: Page | null,
    options: { key?: string; categories?: boolean } = {},
  ) => {
    if (page) return send(res, r, filters, sort, page, options);
    const { rows } = queryItems(db, r.scope, filters, sort, { limit: 50, offset: 1 });
    const body: Record<string, unknown> = {
      total_size: rows.length,
      limit: null,
      offset: null,
      [options.key ?? "products"]: formatItems(db, rows, r.ctx),
    };
    if (options.categories)
      body.categories = categoriesByIds(db, rootCategoryIdsOf(db, r.scope, filters), r.ctx);
    return res.json(body);
  };

  router.get("/items/latest", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    if (requiredString(res, req.query, "store_id", { max: 120 }) === null) return;
    const page = requiredPage(req, res);
    if (!page) return;
    const store = scopedStore(db, r.scope, storeIdParam(req));
    if (!store) return res.json({ ...pagePayload(page.echo, 0), products: [], categories: [] });
    // the store was asked for by id: its own zone applies, not the browsing zone
    const scoped = { ...r, scope: { ...r.scope, zoneIds: null } };
    const exclude = optionalNumber(req.query, "product_id");
    send(
      res,
      scoped,
      {
        ...commonItemFilters(req),
        storeId: store.id,
        categoryIds: categoryFilter(req),
        excludeId: exclude ?? undefined,
      },
      "latest",
      page,
      { categories: true },
    );
  });

  router.get("/items/new-arrival", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    send(
      res,
      r,
      {
        ...commonItemFilters(req),
        categoryIds: categoryFilter(req),
        newWithinDays: NEW_ARRIVAL_DAYS,
      },
      "latest",
      optionalPage(req, 50),
      { categories: true },
    );
  });

  router.get("/items/popular", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    sendCapped(
      res,
      r,
      { ...commonItemFilters(req), categoryIds: categoryFilter(req) },
      "popular",
      pageOrCap(req, 10),
    );
  });

  router.get("/items/most-reviewed", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    sendCapped(
      res,
      r,
      { ...commonItemFilters(req), categoryIds: categoryFilter(req), hasReviews: true },
      "reviews",
      pageOrCap(req, 10),
      { categories: true },
    );
  });

  router.get("/items/discounted", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    sendCapped(
      res,
      r,
      { ...commonItemFilters(req), categoryIds: categoryFilter(req), discounted: true },
      "discount",
      pageOrCap(req, 10),
      { categories: true },
    );
  });

  router.get("/items/recommended", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const storeParam = storeIdParam(req);
    const store = storeParam ? scopedStore(db, r.scope, storeParam) : null;
    if (storeParam && !store)
      return res.json({
        total_size: 0,
        limit: rawParam(req.query, "limit") ?? null,
        offset: rawParam(req.query, "offset") ?? null,
        items: [],
      });
    const filter = rawParam(req.query, "filter");
    const sort: ItemSort =
      filter === "new_arrival" ? "latest" : filter === "top_rated" ? "rating" : "popular";
    const filters: ItemFilters = {
      ...commonItemFilters(req),
      recommended: true,
      storeId: store?.id,
    };
    sendCapped(
      res,
      store ? { ...r, scope: { ...r.scope, zoneIds: null } } : r,
      filters,
      sort,
      pageOrCap(req, 10),
      { key: "items" },
    );
  });

  router.get("/items/basic", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const page = requiredPage(req, res);
    if (!page) return;
    const storeParam = storeIdParam(req);
    const store = storeParam ? scopedStore(db, r.scope, storeParam) : null;
    if (storeParam && !store)
      return res.json({ ...pagePayload(page.echo, 0), products: [], categories: [] });
    send(
      res,
      r,
      {
        ...commonItemFilters(req),
        basic: true,
        storeId: store?.id,
        categoryIds: categoryFilter(req),
      },
      "popular",
      page,
      { categories: true },
    );
  });

  router.get("/items/suggested", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    if (requiredString(res, req.query, "store_id", { max: 120 }) === null) return;
    const page = optionalPage(req, 10);
    const store = scopedStore(db, r.scope, storeIdParam(req));
    if (!store) return res.json({ ...pagePayload(page.echo, 0), items: [] });
    const recommended = ["1", "true"].includes(rawParam(req.query, "recommended") ?? "");
    send(
      res,
      { ...r, scope: { ...r.scope, zoneIds: null } },
      { storeId: store.id, recommended },
      "popular",
      page,
      { key: "items" },
    );
  });

  router.get("/items/common-conditions", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    if (requiredString(res, req.query, "store_id", { max: 120 }) === null) return;
    const page = requiredPage(req, res);
    if (!page) return;
    const store = scopedStore(db, r.scope, storeIdParam(req));
    if (!store) return res.json({ ...pagePayload(page.echo, 0), products: [] });
    send(
      res,
      { ...r, scope: { ...r.scope, zoneIds: null } },
      { storeId: store.id, anyCondition: true },
      "popular",
      page,
    );
  });

  router.get("/items/get-products", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    sendProductsByDataType(req, res, r, send);
  });
}

export type SendItems = (
  res: Response,
  r: CatalogueRequest,
  filters: ItemFilters,
  sort: ItemSort,
  page: Page | null,
  options?: { key?: string; categories?: boolean },
) => unknown;

/** items/get-products and get-combined-data (list_type=item): data_type picks the base set. */
export function sendProductsByDataType(
  req: Request,
  res: Response,
  r: CatalogueRequest,
  send: SendItems,
) {
  const dataType = rawParam(req.query, "data_type") ?? "all";
  const page = optionalPage(req, 10);
  const words = itemFilterWords(req, dataType === "new" ? "latest" : "popular");
  const filters: ItemFilters = {
    ...commonItemFilters(req),
    categoryIds: categoryFilter(req),
    ...words.filters,
  };
  const exclude = optionalNumber(req.query, "product_id");
  if (exclude) filters.excludeId = exclude;
  const brands = [
    ...(idListParam(req.query, "brand_ids") ?? []),
    ...(idListParam(req.query, "brand_id") ?? []),
  ];
  if (brands.length) filters.brandIds = [...new Set(brands)];
  if (dataType === "discounted") filters.discounted = true;
  if (dataType === "new") filters.newWithinDays = NEW_ARRIVAL_DAYS;
  if (dataType === "searched") {
    const name = rawParam(req.query, "name")?.trim();
    if (name) filters.words = name.slice(0, 200).split(/\s+/).slice(0, 6);
  }
  return send(res, r, filters, words.sort, page, { categories: true });
}
