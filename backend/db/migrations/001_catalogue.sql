-- Catalogue schema of the reference marketplace (modules, zones, stores, items and everything
-- a storefront browses). Localised text is stored as an English column plus an `_ar` column;
-- the formatters (backend/services/format.ts) pick one per X-localization.
-- Conventions: booleans are INTEGER 0/1; dates are ISO strings "YYYY-MM-DD", times "HH:MM:SS",
-- timestamps "YYYY-MM-DD HH:MM:SS" (UTC); JSON columns hold JSON text; ids are fixed by the seed.
-- Variations, food variations and choice options are NOT translated (the real backend does not
-- translate them either), so cart lines can match them by name in any locale.

CREATE TABLE modules (
  id INTEGER PRIMARY KEY,
  module_name TEXT NOT NULL,
  module_name_ar TEXT NOT NULL,
  module_type TEXT NOT NULL CHECK (module_type IN ('grocery','food','pharmacy','ecommerce','parcel')),
  slug TEXT NOT NULL UNIQUE,
  icon TEXT NOT NULL,
  thumbnail TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT NOT NULL DEFAULT '',
  theme_id INTEGER NOT NULL DEFAULT 1,
  status INTEGER NOT NULL DEFAULT 1,
  all_zone_service INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- coordinates: JSON [[lng, lat], ...] (closed or open ring; GeoJSON order).
CREATE TABLE zones (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  display_name TEXT NOT NULL,
  display_name_ar TEXT NOT NULL,
  coordinates TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  cash_on_delivery INTEGER NOT NULL DEFAULT 1,
  digital_payment INTEGER NOT NULL DEFAULT 1,
  offline_payment INTEGER NOT NULL DEFAULT 0,
  increased_delivery_fee REAL NOT NULL DEFAULT 0,
  increased_delivery_fee_status INTEGER NOT NULL DEFAULT 0,
  increase_delivery_charge_message TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Per zone and module delivery charges (the "pivot" of get-zone-id's zone_data[].modules).
CREATE TABLE module_zone (
  module_id INTEGER NOT NULL REFERENCES modules(id),
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  per_km_shipping_charge REAL NOT NULL,
  minimum_shipping_charge REAL NOT NULL,
  maximum_shipping_charge REAL,
  maximum_cod_order_amount REAL,
  PRIMARY KEY (module_id, zone_id)
);

CREATE TABLE stores (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  vendor_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  logo TEXT NOT NULL,
  cover_photo TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  address TEXT NOT NULL,
  address_ar TEXT NOT NULL,
  footer_text TEXT,
  minimum_order REAL NOT NULL DEFAULT 0,
  comission REAL,
  schedule_order INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  active INTEGER NOT NULL DEFAULT 1,
  free_delivery INTEGER NOT NULL DEFAULT 0,
  delivery INTEGER NOT NULL DEFAULT 1,
  take_away INTEGER NOT NULL DEFAULT 1,
  item_section INTEGER NOT NULL DEFAULT 1,
  reviews_section INTEGER NOT NULL DEFAULT 1,
  off_day TEXT NOT NULL DEFAULT ' ',
  tax REAL NOT NULL DEFAULT 0,
  self_delivery_system INTEGER NOT NULL DEFAULT 0,
  pos_system INTEGER NOT NULL DEFAULT 0,
  minimum_shipping_charge REAL NOT NULL DEFAULT 0,
  maximum_shipping_charge REAL,
  per_km_shipping_charge REAL NOT NULL DEFAULT 0,
  delivery_time TEXT NOT NULL DEFAULT '30-40 min',
  veg INTEGER NOT NULL DEFAULT 1,
  non_veg INTEGER NOT NULL DEFAULT 1,
  order_count INTEGER NOT NULL DEFAULT 0,
  total_order INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  prescription_order INTEGER NOT NULL DEFAULT 0,
  cutlery INTEGER NOT NULL DEFAULT 0,
  halal_tag_status INTEGER NOT NULL DEFAULT 0,
  extra_packaging_status INTEGER NOT NULL DEFAULT 0,
  extra_packaging_amount REAL NOT NULL DEFAULT 0,
  is_recommended INTEGER NOT NULL DEFAULT 0,
  announcement INTEGER NOT NULL DEFAULT 0,
  announcement_message TEXT,
  meta_title TEXT,
  meta_description TEXT,
  -- rating aggregates, kept in step with `reviews` by services/ratings.ts
  avg_rating REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  rating TEXT NOT NULL DEFAULT '[0,0,0,0,0]', -- [5★, 4★, 3★, 2★, 1★] counts
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX stores_module_zone ON stores (module_id, zone_id);

-- day: 0 = Sunday … 6 = Saturday. A store may have several slots a day; no row = closed that day.
CREATE TABLE store_schedules (
  id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  day INTEGER NOT NULL CHECK (day BETWEEN 0 AND 6),
  opening_time TEXT NOT NULL,
  closing_time TEXT NOT NULL
);
CREATE INDEX store_schedules_store ON store_schedules (store_id, day);

-- The store-wide discount (one per store). discount_type is 'percent' (as in the real backend).
CREATE TABLE store_discounts (
  id INTEGER PRIMARY KEY,
  store_id INTEGER NOT NULL UNIQUE REFERENCES stores(id),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  min_purchase REAL NOT NULL DEFAULT 0,
  max_discount REAL NOT NULL DEFAULT 0,
  discount REAL NOT NULL,
  discount_type TEXT NOT NULL DEFAULT 'percent'
);

-- position 0 = root category, 1 = sub-category (parent_id set).
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  image TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  priority INTEGER NOT NULL DEFAULT 0,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  slug TEXT NOT NULL UNIQUE,
  featured INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX categories_module ON categories (module_id, parent_id);

CREATE TABLE units (
  id INTEGER PRIMARY KEY,
  unit TEXT NOT NULL,
  unit_ar TEXT NOT NULL
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  image TEXT NOT NULL,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE common_conditions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE add_ons (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  price REAL NOT NULL,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- category_ids: JSON [{"id": int, "position": 1|2}] (root first, then sub-category).
-- variations: JSON [{"type": "S-Red", "price": number, "stock": int}] (non-food modules).
-- food_variations: JSON [{"name","type":"single"|"multi","min","max","required":"on"|"off",
--   "values":[{"label","optionPrice"}]}] or NULL (served as "" — quirk 8).
-- choice_options: JSON [{"name":"choice_1","title":"Size","options":["S","M"]}].
-- add_ons / attributes: JSON id lists. images: JSON file-name list. generic_name,
-- nutritions_name, allergies_name, tags: JSON string lists (or NULL).
-- rating: JSON [5★, 4★, 3★, 2★, 1★] counts, kept in step with `reviews`.
CREATE TABLE items (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  category_id INTEGER NOT NULL REFERENCES categories(id),
  category_ids TEXT NOT NULL DEFAULT '[]',
  variations TEXT NOT NULL DEFAULT '[]',
  food_variations TEXT,
  add_ons TEXT NOT NULL DEFAULT '[]',
  attributes TEXT NOT NULL DEFAULT '[]',
  choice_options TEXT NOT NULL DEFAULT '[]',
  price REAL NOT NULL,
  tax REAL NOT NULL DEFAULT 0,
  tax_type TEXT NOT NULL DEFAULT 'percent',
  discount REAL NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL DEFAULT 'percent' CHECK (discount_type IN ('percent','amount')),
  available_time_starts TEXT NOT NULL DEFAULT '00:00:00',
  available_time_ends TEXT NOT NULL DEFAULT '23:59:59',
  veg INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  module_id INTEGER NOT NULL REFERENCES modules(id),
  stock INTEGER NOT NULL DEFAULT 0,
  unit_id INTEGER REFERENCES units(id),
  order_count INTEGER NOT NULL DEFAULT 0,
  avg_rating REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  rating TEXT NOT NULL DEFAULT '[0,0,0,0,0]',
  slug TEXT NOT NULL UNIQUE,
  recommended INTEGER NOT NULL DEFAULT 0,
  organic INTEGER NOT NULL DEFAULT 0,
  maximum_cart_quantity INTEGER,
  is_approved INTEGER NOT NULL DEFAULT 1,
  is_halal INTEGER NOT NULL DEFAULT 0,
  brand_id INTEGER REFERENCES brands(id),
  common_condition_id INTEGER REFERENCES common_conditions(id),
  is_basic INTEGER NOT NULL DEFAULT 0,
  is_prescription_required INTEGER NOT NULL DEFAULT 0,
  generic_name TEXT,
  nutritions_name TEXT,
  allergies_name TEXT,
  tags TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX items_store ON items (store_id);
CREATE INDEX items_module ON items (module_id, status);
CREATE INDEX items_category ON items (category_id);

-- Customer reviews of items. user_id is NULL for seeded reviews; part 2 (orders) inserts real
-- ones and must call refreshRatings() from services/ratings.ts afterwards.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES items(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  user_id INTEGER,
  order_id INTEGER,
  customer_name TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT,
  attachment TEXT NOT NULL DEFAULT '[]',
  reply TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX reviews_item ON reviews (item_id);
CREATE INDEX reviews_store ON reviews (store_id);

-- type: default (link), store_wise (data = store id), item_wise (data = item id).
-- store_id set = a banner created by that store (GET /banners/{store_id}/).
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('default','store_wise','item_wise')),
  image TEXT NOT NULL,
  data INTEGER,
  link TEXT,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  store_id INTEGER REFERENCES stores(id),
  featured INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Per-module page content: kind 'promotional' (key = best_reviewed_section_banner, …; image),
-- 'why_choose' (title, body = short description, image), 'video_content' (key =
-- section_title / banner_type / banner_video / banner_image / banner_video_content / content
-- rows with title+body), 'parcel_banner' (image). Ordered by position.
CREATE TABLE module_contents (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  kind TEXT NOT NULL,
  key TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  title TEXT,
  title_ar TEXT,
  body TEXT,
  body_ar TEXT,
  image TEXT,
  status INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX module_contents_module ON module_contents (module_id, kind);

-- Basic campaigns (stores join them) and item campaigns (sellable campaign items).
-- Date window is inclusive; times are the daily window.
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  status INTEGER NOT NULL DEFAULT 1,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  start_time TEXT NOT NULL DEFAULT '00:00:00',
  end_time TEXT NOT NULL DEFAULT '23:59:59',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE campaign_store (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  campaign_status TEXT NOT NULL DEFAULT 'confirmed',
  PRIMARY KEY (campaign_id, store_id)
);

-- Same JSON conventions as items.
CREATE TABLE item_campaigns (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  module_id INTEGER NOT NULL REFERENCES modules(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  category_ids TEXT NOT NULL DEFAULT '[]',
  variations TEXT NOT NULL DEFAULT '[]',
  food_variations TEXT,
  add_ons TEXT NOT NULL DEFAULT '[]',
  attributes TEXT NOT NULL DEFAULT '[]',
  choice_options TEXT NOT NULL DEFAULT '[]',
  price REAL NOT NULL,
  tax REAL NOT NULL DEFAULT 0,
  tax_type TEXT NOT NULL DEFAULT 'percent',
  discount REAL NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL DEFAULT 'percent',
  veg INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  stock INTEGER NOT NULL DEFAULT 0,
  maximum_cart_quantity INTEGER,
  unit_id INTEGER REFERENCES units(id),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  start_time TEXT NOT NULL DEFAULT '00:00:00',
  end_time TEXT NOT NULL DEFAULT '23:59:59',
  slug TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- start_date / end_date are timestamps "YYYY-MM-DD HH:MM:SS".
CREATE TABLE flash_sales (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  title TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  is_publish INTEGER NOT NULL DEFAULT 1,
  admin_discount_percentage REAL NOT NULL DEFAULT 0,
  vendor_discount_percentage REAL NOT NULL DEFAULT 0,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- price = item price after the flash discount; available stock = stock - sold.
CREATE TABLE flash_sale_items (
  id INTEGER PRIMARY KEY,
  flash_sale_id INTEGER NOT NULL REFERENCES flash_sales(id),
  item_id INTEGER NOT NULL REFERENCES items(id),
  stock INTEGER NOT NULL,
  sold INTEGER NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL DEFAULT 'percent',
  discount REAL NOT NULL,
  discount_amount REAL NOT NULL,
  price REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX flash_sale_items_item ON flash_sale_items (item_id);

-- coupon_type: default, free_delivery, first_order, store_wise, zone_wise.
-- data: JSON id list (store ids for store_wise, zone ids for zone_wise).
-- customer_id: JSON list, ["all"] or user ids. limit_per_user is served as `limit`.
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,
  start_date TEXT NOT NULL,
  expire_date TEXT NOT NULL,
  min_purchase REAL NOT NULL DEFAULT 0,
  max_discount REAL NOT NULL DEFAULT 0,
  discount REAL NOT NULL DEFAULT 0,
  discount_type TEXT NOT NULL CHECK (discount_type IN ('amount','percent')),
  coupon_type TEXT NOT NULL,
  limit_per_user INTEGER,
  status INTEGER NOT NULL DEFAULT 1,
  data TEXT NOT NULL DEFAULT '[]',
  total_uses INTEGER NOT NULL DEFAULT 0,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  created_by TEXT NOT NULL DEFAULT 'admin',
  customer_id TEXT NOT NULL DEFAULT '["all"]',
  slug TEXT NOT NULL UNIQUE,
  store_id INTEGER REFERENCES stores(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- cashback_type: amount or percentage. customer_id: JSON list, ["all"] or user ids.
CREATE TABLE cashback_offers (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  customer_id TEXT NOT NULL DEFAULT '["all"]',
  cashback_type TEXT NOT NULL CHECK (cashback_type IN ('amount','percentage')),
  same_user_limit INTEGER NOT NULL DEFAULT 1,
  total_used INTEGER NOT NULL DEFAULT 0,
  cashback_amount REAL NOT NULL,
  min_purchase REAL NOT NULL DEFAULT 0,
  max_discount REAL NOT NULL DEFAULT 0,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- add_type: store_promotion or video_promotion. status 'approved' is listed.
CREATE TABLE advertisements (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  store_id INTEGER NOT NULL REFERENCES stores(id),
  add_type TEXT NOT NULL CHECK (add_type IN ('store_promotion','video_promotion')),
  title TEXT NOT NULL,
  title_ar TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT NOT NULL DEFAULT '',
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  priority INTEGER,
  cover_image TEXT,
  profile_image TEXT,
  video_attachment TEXT,
  is_rating_active INTEGER NOT NULL DEFAULT 1,
  is_review_active INTEGER NOT NULL DEFAULT 1,
  status TEXT NOT NULL DEFAULT 'approved',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE parcel_categories (
  id INTEGER PRIMARY KEY,
  module_id INTEGER NOT NULL REFERENCES modules(id),
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_ar TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  orders_count INTEGER NOT NULL DEFAULT 0,
  parcel_per_km_shipping_charge REAL,
  parcel_minimum_shipping_charge REAL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Key/value settings for /config and the landing pages. value is JSON text; value_ar, when
-- set, replaces value for Arabic requests.
CREATE TABLE business_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  value_ar TEXT
);

-- Policy and about pages, HTML per locale. key: terms_and_conditions, about_us,
-- privacy_policy, refund_policy, shipping_policy, cancellation_policy.
CREATE TABLE static_pages (
  key TEXT NOT NULL,
  locale TEXT NOT NULL,
  content TEXT NOT NULL,
  PRIMARY KEY (key, locale)
);

CREATE TABLE newsletters (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The gazetteer behind place-api-autocomplete / place-api-details / geocode-api.
-- zone_id NULL = outside every zone (used by the "service not available" paths).
CREATE TABLE places (
  id INTEGER PRIMARY KEY,
  place_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  address TEXT NOT NULL,
  address_ar TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  zone_id INTEGER REFERENCES zones(id)
);
