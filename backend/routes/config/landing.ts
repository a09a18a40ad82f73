import type Database from "better-sqlite3";
import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { formatContextOf, localized, type FormatContext } from "../../services/format";
import { storageUrl } from "../../services/images";
import type { ModuleRow } from "../../services/rows";
import type { ZoneRow } from "../../services/geo";
import { allSettings } from "../../services/settings";

/** react-landing-page (what the storefront footer and landing read), landing-page, flutter-landing-page. */

const FOLDER = "react_landing";

function zoneList(db: Database.Database, ctx: FormatContext) {
  const zones = db.prepare("SELECT * FROM zones WHERE status = 1 ORDER BY id").all() as ZoneRow[];
  const modulesOf = db.prepare(
    "SELECT m.* FROM module_zone mz JOIN modules m ON m.id = mz.module_id WHERE mz.zone_id = ? AND m.status = 1 ORDER BY m.id",
  );
  return zones.map((z) => ({
    id: z.id,
    name: localized(z, "name", ctx.locale),
    display_name: localized(z, "display_name", ctx.locale),
    modules: (modulesOf.all(z.id) as ModuleRow[]).map((m) =>
      localized(m, "module_name", ctx.locale),
    ),
  }));
}

/**
 * 6amMart's landing texts mark the words its pages highlight with `$…$` (stock's demo:
 * header_title "$Your e-Commerce!$ Venture Starts Here !", "$6amMart$"). The seed's texts have
 * no marks; the stock profile adds them as stock's demo has them: the header title's first
 * phrase (up to a comma, else its first three words) and the whole company title.
 */
function withStockMarks(data: Record<string, unknown>): Record<string, unknown> {
  const firstPhrase = (text: string) => {
    const comma = text.search(/[,،]/);
    if (comma > 0) return `$${text.slice(0, comma)}$${text.slice(comma)}`;
    const words = text.split(" ");
    return `$${words.slice(0, 3).join(" ")}$${words.length > 3 ? " " : ""}${words.slice(3).join(" ")}`;
  };
  const marked = { ...data };
  if (typeof data.header_title === "string" && data.header_title)
    marked.header_title = firstPhrase(data.header_title);
  if (typeof data.company_title === "string" && data.company_title)
    marked.company_title = `$${data.company_title}$`;
  return marked;
}

export function registerLandingRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;
  // 6ammart-3.2 row 7: landing texts with stock's $…$ highlight marks
  const stock = deps.options.compat === "6ammart-3.2";
  const landingData = (s: Map<string, unknown>) => {
    const data = (s.get("react_landing_page") ?? {}) as Record<string, unknown>;
    return stock ? withStockMarks(data) : data;
  };

  router.get("/react-landing-page", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const s = allSettings(db, ctx.locale);
    const data = landingData(s);
    const testimonials = (s.get("testimonials") ?? []) as Record<string, unknown>[];
    const url = (file: unknown) =>
      storageUrl(ctx.origin, FOLDER, typeof file === "string" ? file : null);
    const base = `${ctx.origin}/storage/app/public/${FOLDER}`;
    const baseUrls = {
      header_icon_url: base,
      header_banner_url: base,
      testimonial_image_url: base,
      promotional_banner_url: base,
      business_image_url: base,
      download_user_app_image_url: base,
      available_zone_image_url: base,
    };
    res.json({
      base_urls: baseUrls,
      s3_base_urls: baseUrls,
      ...data,
      header_icon_full_url: url(data.header_icon),
      header_banner_full_url: url(data.header_banner),
      download_user_app_image_full_url: url(data.download_user_app_image),
      fixed_promotional_banner_full_url: url(data.fixed_promotional_banner),
      available_zone_image_full_url: url(data.available_zone_image),
      testimonial_list: testimonials.map(({ review_ar: _ar, ...t }) => ({
        ...t,
        reviewer_image_full_url: url(t.reviewer_image),
      })),
      promotion_banners: [
        {
          id: 1,
          title: ctx.locale === "ar" ? "توصيل مجاني فوق 150 درهماً" : "Free delivery over AED 150",
          sub_title: "",
          image: "promotion-free-delivery.svg",
        },
        {
          id: 2,
          title: ctx.locale === "ar" ? "صيدليات على مدار الساعة" : "24/7 pharmacies",
          sub_title: "",
          image: "promotion-pharmacies.svg",
        },
      ].map((b) => ({ ...b, image_full_url: url(b.image) })),
      available_zone_list: zoneList(db, ctx),
    });
  });

  router.get("/flutter-landing-page", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const s = allSettings(db, ctx.locale);
    const data = landingData(s);
    const url = (file: unknown) =>
      storageUrl(ctx.origin, "flutter_landing", typeof file === "string" ? file : null);
    res.json({
      base_urls: {},
      s3_base_urls: {},
      fixed_header_title: data.header_title,
      fixed_header_sub_title: data.header_sub_title,
      fixed_header_image_full_url: url(data.header_banner),
      join_seller_status: 1,
      join_delivery_man_status: 1,
      download_user_app_image_full_url: url(data.download_user_app_image),
      download_user_app_links: data.download_user_app_links,
      special_criterias: [],
      available_zone_status: data.available_zone_status ?? 1,
      available_zone_title: data.available_zone_title,
      available_zone_short_description: data.available_zone_short_description,
      available_zone_image_full_url: url(data.available_zone_image),
      available_zone_list: zoneList(db, ctx),
    });
  });

  router.get("/landing-page", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const s = allSettings(db, ctx.locale);
    const data = landingData(s) as Record<string, string>;
    const links = (data.download_user_app_links ?? {}) as unknown as Record<string, string>;
    res.json({
      react_header_banner: data.header_banner ?? null,
      app_section_image: data.download_user_app_image ?? null,
      footer_logo: s.get("logo") ?? null,
      banner_section_full: null,
      banner_section_half: [],
      react_feature: [],
      app_download_button: [
        { button_text: "Google Play", link: links.playstore_url ?? "" },
        { button_text: "App Store", link: links.apple_store_url ?? "" },
      ],
      discount_banner: null,
      landing_page_links: {
        app_url_android_status: links.playstore_url_status ?? "0",
        app_url_android: links.playstore_url ?? "",
        app_url_ios_status: links.apple_store_url_status ?? "0",
        app_url_ios: links.apple_store_url ?? "",
      },
      hero_section: {
        hero_section_heading: data.header_title,
        hero_section_slogan: data.header_sub_title,
      },
      delivery_service_section: {
        delivery_service_section_title: data.company_title,
        delivery_service_section_description: data.company_description,
      },
      download_app_section: {
        download_app_section_title: data.download_user_app_title,
        download_app_section_description: data.download_user_app_sub_title,
      },
      landing_page_text: {
        header_title_1: data.header_title,
        header_title_2: data.header_sub_title,
        footer_article: data.fixed_footer_description,
      },
    });
  });
}
