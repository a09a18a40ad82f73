import type {
  BrandView,
  FlashSaleItemCard,
  ItemCard,
  StoreCard,
} from "~/features/catalogue/card-models";
import type { BrandSort } from "./params";

/** What the promotion pages render: small view models built by the loaders (*.server.ts). */

export type CampaignPageView = {
  id: number;
  title: string;
  image: string | null;
  /** The whole description as plain text (the home's card shows 130 characters). */
  description: string | null;
  /** ISO instant the campaign ends (DD:HH:MM:SS countdown), or null when unknown. */
  endsAt: string | null;
  stores: StoreCard[];
  /** Item campaigns of the campaign's stores. */
  items: ItemCard[];
};

export type Pager = {
  page: number;
  pageCount: number;
  /** App paths (unprefixed) of the previous and next pages, null at either end. */
  previous: string | null;
  next: string | null;
};

export type FlashSalePageView = {
  id: number;
  title: string;
  endsAt: string | null;
  total: number;
  items: FlashSaleItemCard[];
  pager: Pager;
};

export type BrandsPageView = {
  brands: BrandView[];
  sort: BrandSort;
  /** One GET link per sort, in the spec's order (A to Z, Z to A, Default). */
  sorts: Array<{ sort: BrandSort; href: string }>;
};

/** A crumb or list entry with an unprefixed app path; page-meta.ts makes it absolute. */
export type MetaLink = { name: string; path: string };

/** Search-result texts and structured data of a page, computed by its loader. */
export type PromotionMeta = {
  title: string;
  description: string;
  /** Canonical app path (unprefixed), with module_id and page where they apply. */
  path: string;
  breadcrumb: MetaLink[];
  list: { name: string; entries: MetaLink[]; startPosition: number } | null;
};
