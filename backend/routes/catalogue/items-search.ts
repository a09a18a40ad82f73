import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { requiredString } from "../../http/params";
import { positionOf } from "../../http/request";
import { queryItems, rootCategoryIdsOf, type ItemFilters } from "../../services/catalogue-items";
import { searchWords } from "../../services/catalogue-scope";
import { queryStores } from "../../services/catalogue-stores";
import { formatItems, localized } from "../../services/format";
import { storageUrl } from "../../services/images";
import {
  categoryFilter,
  commonItemFilters,
  itemFilterWords,
  scopedStore,
  storeIdParam,
} from "./item-filters";
import { catalogueRequest, categoriesByIds, optionalPage, pagePayload } from "./shared";

/** items/search, items/search-suggestion, items/item-or-store-search. */
export function registerItemSearchRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  router.get("/items/search", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const name = requiredString(res, req.query, "name", { max: 255 });
    if (name === null) return;
    const page = optionalPage(req, 10);
    const storeParam = storeIdParam(req);
    const store = storeParam ? scopedStore(db, r.scope, storeParam) : null;
    if (storeParam && !store)
      return res.json({ ...pagePayload(page.echo, 0), products: [], categories: [] });
    const words = itemFilterWords(req, "popular");
    const filters: ItemFilters = {
      ...commonItemFilters(req),
      ...words.filters,
      words: searchWords(name),
      categoryIds: categoryFilter(req),
      storeId: store?.id,
    };
    const scope = store ? { ...r.scope, zoneIds: null } : r.scope;
    const { total, rows } = queryItems(db, scope, filters, words.sort, page);
    res.json({
      ...pagePayload(page.echo, total),
      products: formatItems(db, rows, r.ctx),
      categories: categoriesByIds(db, rootCategoryIdsOf(db, scope, filters), r.ctx),
    });
  });

  router.get("/items/search-suggestion", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const name = requiredString(res, req.query, "name", { max: 255 });
    if (name === null) return;
    const page = optionalPage(req, 10);
    const storeParam = storeIdParam(req);
    const store = storeParam ? scopedStore(db, r.scope, storeParam) : null;
    const { total, rows } =
      storeParam && !store
        ? { total: 0, rows: [] }
        : queryItems(
            db,
            store ? { ...r.scope, zoneIds: null } : r.scope,
            { words: searchWords(name), categoryIds: categoryFilter(req), storeId: store?.id },
            "popular",
            page,
          );
    res.json({
      ...pagePayload(page.echo, total),
      // only the columns a suggestion list needs, as the real endpoint selects them
      products: rows.map((i) => ({
        id: i.id,
        name: localized(i, "name", r.ctx.locale),
        image: i.image,
        image_full_url: storageUrl(r.ctx.origin, "product", i.image),
        slug: i.slug,
      })),
    });
  });

  router.get("/items/item-or-store-search", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    if (!positionOf(req).given)
      return sendError(res, 403, "longitude-latitude", "Longitude and latitude are required.");
    const name = requiredString(res, req.query, "name", { max: 255 });
    if (name === null) return;
    const words = searchWords(name);
    const { rows } = queryItems(db, r.scope, { words }, "popular", { limit: 50, offset: 1 });
    const { stores } = queryStores(db, r.scope, positionOf(req), { words }, "default", {
      limit: 50,
      offset: 1,
    });
    res.json({
      items: rows.map((i) => ({
        id: i.id,
        name: localized(i, "name", r.ctx.locale),
        image: i.image,
        image_full_url: storageUrl(r.ctx.origin, "product", i.image),
        slug: i.slug,
        store_id: i.store_id,
      })),
      stores: stores.map(({ row }) => ({
        id: row.id,
        name: localized(row, "name", r.ctx.locale),
        logo: row.logo,
        logo_full_url: storageUrl(r.ctx.origin, "store", row.logo),
        slug: row.slug,
      })),
    });
  });
}
