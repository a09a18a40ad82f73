import type Database from "better-sqlite3";
import { seedGeneratedMarketplace } from "./generated-items";
import { seedModuleContents, seedParcelCategories } from "./seed-content";
import { createSeedContext } from "./seed-context";
import { seedGeoAndModules } from "./seed-geo-modules";
import { seedCategories, seedItems } from "./seed-items";
import { seedPages } from "./seed-pages";
import { seedPharmacyShelves } from "./pharmacy-shelves";
import { seedBanners } from "./seed-banners";
import { seedCampaigns, seedFlashSale } from "./seed-campaigns";
import { seedAdvertisements, seedCouponsAndCashback } from "./seed-offers";
import { seedReviews } from "./seed-reviews";
import { seedSettings } from "./seed-settings";
import { seedStores } from "./seed-stores";

/**
 * The deterministic demo marketplace "Souq Express" around Dubai: 5 modules, 3 zones, 40
 * hand-written stores with ~640 items, reviews, promotions, landing data and policy pages, then
 * the generated stores and items that give the default zone 32 stores per module
 * (generated-items.ts; see backend/README.md "Demo marketplace size"). Runs inside the
 * transaction openDatabase() opens; `now` anchors every relative date (campaign ends, the
 * running flash sale, store discounts) so a seed made today is "live" today.
 */
export function seedCatalogue(db: Database.Database, now: Date) {
  const ctx = createSeedContext(db, now);
  seedGeoAndModules(ctx);
  seedSettings(ctx);
  seedPages(ctx);
  const stores = seedStores(ctx);
  const categories = seedCategories(ctx);
  seedItems(ctx, stores, categories);
  seedReviews(ctx);
  seedBanners(ctx, stores);
  seedCampaigns(ctx, stores);
  seedFlashSale(ctx);
  seedCouponsAndCashback(ctx);
  seedAdvertisements(ctx, stores);
  seedModuleContents(ctx);
  seedParcelCategories(ctx);
  // last, with its own PRNG: every row above is the same with or without it
  seedGeneratedMarketplace(ctx, categories);
  // after it, with its own PRNG too: the pharmacy home's sections in every zone
  seedPharmacyShelves(ctx, categories);
}
