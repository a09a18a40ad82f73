import type { TFunction } from "i18next";
import type { Landing, TextPart } from "~/api/schemas/content";
import { plainText, unmarked } from "./marked-text";

/** A landing text, or the translated fallback when the backend has none. */
const orDefault = (parts: TextPart[] | undefined, fallback: string): TextPart[] =>
  parts?.length ? parts : unmarked(fallback);

/**
 * What the landing page shows, from react-landing-page (null when it could not be read), with
 * translated fallbacks so the page is never empty. Texts come as runs (stock's `$…$` highlights);
 * meta tags take their plain words.
 */
export function landingPageData(landing: Landing | null, t: TFunction) {
  const zones = landing?.available_zone_status ? (landing.available_zone_list ?? []) : [];
  return {
    hero: {
      title: orDefault(landing?.header_title, t("hero.defaultTitle")),
      subtitle: orDefault(landing?.header_sub_title, t("hero.defaultSubtitle")),
      tagLine: landing?.header_tag_line ?? [],
      banner: landing?.header_banner_full_url ?? null,
    },
    zones: {
      title: orDefault(landing?.available_zone_title, t("zones.defaultTitle")),
      description: orDefault(
        landing?.available_zone_short_description,
        t("zones.defaultDescription"),
      ),
      list: zones.map((zone) => ({
        id: zone.id,
        name: zone.display_name || zone.name,
        modules: [...new Set((zone.modules ?? []).filter(Boolean))],
      })),
    },
    apps: {
      title: orDefault(landing?.download_user_app_title, t("apps.title")),
      description: orDefault(landing?.download_user_app_sub_title, t("apps.description")),
    },
    metaDescription: landing?.header_sub_title?.length
      ? plainText(landing.header_sub_title)
      : t("meta.description"),
  };
}
