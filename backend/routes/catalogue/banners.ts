import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { currentModule } from "../../http/module-check";
import { rawParam } from "../../http/params";
import { storeScopeSql } from "../../services/catalogue-scope";
import { formatContextOf, formatItem, formatStore, localized } from "../../services/format";
import { storageUrl } from "../../services/images";
import type { ItemRow, StoreRow } from "../../services/rows";
import { runningCampaigns, formatCampaign } from "./campaign-data";
import { catalogueRequest, idParam } from "./shared";
import { cachedRead } from "../../db/read-cache";

/** banners, banners/{store_id}, other-banners (+ video-content, why-choose). */

interface BannerRow {
  id: number;
  title: string;
  title_ar: string;
  type: "default" | "store_wise" | "item_wise";
  image: string;
  data: number | null;
  link: string | null;
  module_id: number;
  zone_id: number;
  store_id: number | null;
  featured: number;
  status: number;
  created_at: string;
  updated_at: string;
}

interface ContentRow {
  id: number;
  kind: string;
  key: string | null;
  position: number;
  title: string | null;
  title_ar: string | null;
  body: string | null;
  body_ar: string | null;
  image: string | null;
}

const PROMO_KEYS = [
  "best_reviewed_section_banner",
  "new_arrival_section_banner",
  "bottom_section_banner",
  "promotional_banner",
  "basic_section_nearby",
];

export function registerBannerRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  router.get("/banners", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const featured = ["1", "true"].includes(rawParam(req.query, "featured") ?? "");
    const { module } = r.scope;
    const conditions = ["b.status = 1", "b.store_id IS NULL"];
    const params: unknown[] = [];
    if (module) {
      conditions.push("b.module_id = ?");
      params.push(module.id);
    }
    if (!module?.all_zone_service && r.scope.zoneIds) {
      conditions.push(`b.zone_id IN (${r.scope.zoneIds.map(() => "?").join(",")})`);
      params.push(...r.scope.zoneIds);
    }
    if (featured) conditions.push("b.featured = 1");
    const rows = db
      .prepare(`SELECT b.* FROM banners b WHERE ${conditions.join(" AND ")} ORDER BY b.id`)
      .all(...params) as BannerRow[];
    // store/item targets must be visible in this scope, else the banner would lead nowhere
    const visible = storeScopeSql(r.scope, "s");
    const storeOf = db.prepare(`SELECT s.* FROM stores s WHERE s.id = ? AND ${visible.sql}`);
    const itemOf = db.prepare(
      `SELECT i.* FROM items i JOIN stores s ON s.id = i.store_id WHERE i.id = ? AND i.status = 1 AND ${visible.sql}`,
    );
    const banners = rows.flatMap((b) => {
      const base = {
        id: b.id,
        title: localized(b, "title", r.ctx.locale),
        type: b.type,
        image: b.image,
        link: b.link,
        store: null as unknown,
        item: null as unknown,
        image_full_url: storageUrl(r.ctx.origin, "banner", b.image),
      };
      if (b.type === "store_wise") {
        const store = storeOf.get(b.data, ...visible.params) as StoreRow | undefined;
        return store ? [{ ...base, store: formatStore(db, store, r.ctx) }] : [];
      }
      if (b.type === "item_wise") {
        const item = itemOf.get(b.data, ...visible.params) as ItemRow | undefined;
        return item ? [{ ...base, item: formatItem(db, item, r.ctx) }] : [];
      }
      return [base];
    });
    const campaigns = featured
      ? []
      : runningCampaigns(db, r.scope).map((c) => formatCampaign(c, r.ctx));
    res.json({ campaigns, banners });
  });

  router.get("/banners/:storeId", (req, res) => {
    const storeId = idParam(req.params.storeId);
    const ctx = formatContextOf(req, deps.options);
    if (storeId === null) return res.json([]);
    const rows = db
      .prepare("SELECT * FROM banners WHERE store_id = ? AND status = 1 ORDER BY id")
      .all(storeId) as BannerRow[];
    res.json(
      rows.map((b) => ({
        id: b.id,
        title: localized(b, "title", ctx.locale),
        type: b.type,
        image: b.image,
        status: b.status,
        data: String(b.store_id),
        created_at: b.created_at,
        updated_at: b.updated_at,
        zone_id: b.zone_id,
        module_id: b.module_id,
        featured: b.featured,
        default_link: b.link,
        created_by: "store",
        image_full_url: storageUrl(ctx.origin, "banner", b.image),
      })),
    );
  });

  const contents = (moduleId: number, kind: string) =>
    cachedRead(
      db,
      "module_contents",
      `${moduleId}:${kind}`,
      () =>
        db
          .prepare(
            "SELECT * FROM module_contents WHERE module_id = ? AND kind = ? AND status = 1 ORDER BY position, id",
          )
          .all(moduleId, kind) as ContentRow[],
    );

  router.get("/other-banners", (req, res) => {
    const module = currentModule(res)!;
    const ctx = formatContextOf(req, deps.options);
    if (module.module_type === "parcel") {
      const banners = contents(module.id, "parcel_banner").map((c) => ({
        id: c.id,
        title: localized(c, "title", ctx.locale),
        image: c.image,
        image_full_url: storageUrl(ctx.origin, "promotional_banner", c.image),
      }));
      return res.json({ banners });
    }
    const rows = contents(module.id, "promotional").filter(
      (c) => c.key && PROMO_KEYS.includes(c.key),
    );
    if (!rows.length) return res.json(null);
    const body: Record<string, string | null> = {};
    for (const c of rows) {
      body[c.key!] = c.image;
      body[`${c.key}_full_url`] = storageUrl(ctx.origin, "promotional_banner", c.image);
    }
    res.json(body);
  });

  router.get("/other-banners/why-choose", (req, res) => {
    const module = currentModule(res)!;
    const ctx = formatContextOf(req, deps.options);
    res.json({
      banners: contents(module.id, "why_choose").map((c) => ({
        id: c.id,
        title: localized(c, "title", ctx.locale),
        short_description: localized(c, "body", ctx.locale),
        image: c.image,
        image_full_url: storageUrl(ctx.origin, "promotional_banner", c.image),
        status: 1,
      })),
    });
  });

  router.get("/other-banners/video-content", (req, res) => {
    const module = currentModule(res)!;
    const ctx = formatContextOf(req, deps.options);
    const rows = contents(module.id, "video_content");
    const byKey = (key: string) => rows.find((c) => c.key === key);
    // label/description pairs flattened in order, as the real resource serialises them
    const banner_contents = rows
      .filter((c) => c.key === "content")
      .flatMap((c) => [
        { value: localized(c, "title", ctx.locale) },
        { value: localized(c, "body", ctx.locale) },
      ]);
    const image = byKey("banner_image")?.image ?? null;
    const video = byKey("banner_video_content")?.image ?? null;
    res.json({
      banner_contents,
      section_title: byKey("section_title")
        ? localized(byKey("section_title")!, "title", ctx.locale)
        : null,
      banner_type: byKey("banner_type")?.body ?? null,
      banner_video: byKey("banner_video")?.body ?? null,
      banner_image: image,
      banner_image_full_url: storageUrl(ctx.origin, "promotional_banner", image),
      banner_video_content: video,
      banner_video_content_full_url: storageUrl(ctx.origin, "promotional_banner/video", video),
    });
  });
}
