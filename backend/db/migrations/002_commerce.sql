-- Commerce schema: customers, guests, tokens, OTPs, addresses, wishlists, carts, orders,
-- delivery men and order-related reference lists. Catalogue tables live in 001_catalogue.sql;
-- rows here point at them by id without foreign keys so the two seeds stay independent.

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  f_name TEXT,
  l_name TEXT,
  -- nullable: OTP login "verified=no" detaches a phone from an older, unverified account
  phone TEXT UNIQUE,
  email TEXT UNIQUE,
  image TEXT,
  -- "scrypt$<salt hex>$<hash hex>"; NULL = no usable password (OTP-created accounts)
  password_hash TEXT,
  is_phone_verified INTEGER NOT NULL DEFAULT 0,
  is_email_verified INTEGER NOT NULL DEFAULT 0,
  email_verified_at TEXT,
  cm_firebase_token TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  order_count INTEGER NOT NULL DEFAULT 0,
  login_medium TEXT NOT NULL DEFAULT 'manual',
  social_id TEXT,
  zone_id INTEGER,
  wallet_balance REAL NOT NULL DEFAULT 0,
  loyalty_point INTEGER NOT NULL DEFAULT 0,
  ref_code TEXT UNIQUE,
  ref_by INTEGER,
  current_language_key TEXT NOT NULL DEFAULT 'en',
  interest TEXT,
  module_ids TEXT,
  is_from_pos INTEGER NOT NULL DEFAULT 0,
  -- an OTP-created account may complete update-info only until this time (closes the
  -- "anyone who knows the phone can claim the account" hole of the original flow)
  personal_info_until TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE guests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ip_address TEXT,
  fcm_token TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Bearer tokens: only the SHA-256 of the random token is stored.
CREATE TABLE auth_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT 'RestaurantCustomerAuth',
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX auth_tokens_user ON auth_tokens(user_id);

-- OTP tables share one shape (contract §6.3); `token` holds the SHA-256 of the code.
CREATE TABLE phone_verifications (
  phone TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  otp_hit_count INTEGER NOT NULL DEFAULT 0,
  is_temp_blocked INTEGER NOT NULL DEFAULT 0,
  temp_block_time TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE email_verifications (
  email TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  otp_hit_count INTEGER NOT NULL DEFAULT 0,
  is_temp_blocked INTEGER NOT NULL DEFAULT 0,
  temp_block_time TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE password_resets (
  -- the phone or e-mail the reset was requested for
  identity TEXT PRIMARY KEY,
  token TEXT NOT NULL,
  otp_hit_count INTEGER NOT NULL DEFAULT 0,
  is_temp_blocked INTEGER NOT NULL DEFAULT 0,
  temp_block_time TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  address_type TEXT NOT NULL,
  contact_person_name TEXT NOT NULL,
  contact_person_number TEXT NOT NULL,
  address TEXT NOT NULL,
  latitude TEXT NOT NULL,
  longitude TEXT NOT NULL,
  zone_id INTEGER NOT NULL,
  floor TEXT,
  road TEXT,
  house TEXT,
  city TEXT,
  street TEXT,
  zip_code TEXT,
  country TEXT,
  address_label TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX addresses_user ON addresses(user_id);

CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item_id INTEGER,
  store_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((item_id IS NULL) <> (store_id IS NULL))
);
CREATE UNIQUE INDEX wishlists_user_item ON wishlists(user_id, item_id) WHERE item_id IS NOT NULL;
CREATE UNIQUE INDEX wishlists_user_store ON wishlists(user_id, store_id) WHERE store_id IS NOT NULL;

-- Guests and users share user_id, told apart by is_guest (quirk 12).
CREATE TABLE carts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL DEFAULT 0,
  module_id INTEGER NOT NULL,
  item_id INTEGER NOT NULL,
  item_type TEXT NOT NULL,
  price REAL NOT NULL,
  quantity INTEGER NOT NULL,
  variation TEXT NOT NULL DEFAULT '[]',
  add_on_ids TEXT NOT NULL DEFAULT '[]',
  add_on_qtys TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX carts_owner ON carts(user_id, is_guest, module_id);

CREATE TABLE delivery_men (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  f_name TEXT NOT NULL,
  l_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  image TEXT,
  zone_id INTEGER,
  -- current position; moves toward the customer while an order is picked_up
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  location TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  avg_rating REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  is_guest INTEGER NOT NULL DEFAULT 0,
  order_amount REAL NOT NULL,
  coupon_discount_amount REAL NOT NULL DEFAULT 0,
  coupon_discount_title TEXT,
  coupon_code TEXT,
  payment_status TEXT NOT NULL DEFAULT 'unpaid',
  order_status TEXT NOT NULL DEFAULT 'pending',
  payment_method TEXT NOT NULL,
  transaction_reference TEXT,
  total_tax_amount REAL NOT NULL DEFAULT 0,
  tax_percentage REAL NOT NULL DEFAULT 0,
  tax_status TEXT NOT NULL DEFAULT 'excluded',
  delivery_address_id INTEGER,
  delivery_address TEXT,
  delivery_man_id INTEGER REFERENCES delivery_men(id),
  order_note TEXT,
  order_type TEXT NOT NULL,
  store_id INTEGER,
  delivery_charge REAL NOT NULL DEFAULT 0,
  original_delivery_charge REAL NOT NULL DEFAULT 0,
  additional_charge REAL NOT NULL DEFAULT 0,
  extra_packaging_amount REAL NOT NULL DEFAULT 0,
  dm_tips REAL NOT NULL DEFAULT 0,
  store_discount_amount REAL NOT NULL DEFAULT 0,
  flash_admin_discount_amount REAL NOT NULL DEFAULT 0,
  flash_store_discount_amount REAL NOT NULL DEFAULT 0,
  ref_bonus_amount REAL NOT NULL DEFAULT 0,
  schedule_at TEXT,
  scheduled INTEGER NOT NULL DEFAULT 0,
  otp TEXT,
  pending TEXT,
  accepted TEXT,
  confirmed TEXT,
  processing TEXT,
  handover TEXT,
  picked_up TEXT,
  delivered TEXT,
  canceled TEXT,
  failed TEXT,
  refund_requested TEXT,
  refunded TEXT,
  zone_id INTEGER,
  module_id INTEGER,
  order_attachment TEXT,
  distance REAL NOT NULL DEFAULT 0,
  parcel_category_id INTEGER,
  receiver_details TEXT,
  charge_payer TEXT,
  free_delivery_by TEXT,
  prescription_order INTEGER NOT NULL DEFAULT 0,
  cancellation_reason TEXT,
  canceled_by TEXT,
  cutlery INTEGER NOT NULL DEFAULT 0,
  unavailable_item_note TEXT,
  delivery_instruction TEXT,
  partially_paid_amount REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_owner ON orders(user_id, is_guest);
CREATE INDEX orders_status ON orders(order_status);
-- Order ids start at 100001 (quirk 7).
INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', 100000);

CREATE TABLE order_details (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  item_id INTEGER,
  item_campaign_id INTEGER,
  price REAL NOT NULL,
  quantity INTEGER NOT NULL,
  tax_amount REAL NOT NULL DEFAULT 0,
  discount_on_item REAL NOT NULL DEFAULT 0,
  discount_type TEXT,
  variant TEXT,
  variation TEXT NOT NULL DEFAULT '[]',
  add_ons TEXT NOT NULL DEFAULT '[]',
  total_add_on_price REAL NOT NULL DEFAULT 0,
  -- item object snapshot at order time (JSON)
  item_details TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX order_details_order ON order_details(order_id);

CREATE TABLE order_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  transaction_ref TEXT,
  amount REAL NOT NULL,
  payment_status TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- "Later" on the last-order review prompt.
CREATE TABLE order_review_reminders (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  dismissed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, order_id)
);

CREATE TABLE cancellation_reasons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reason TEXT NOT NULL,
  reason_ar TEXT,
  user_type TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE refund_reasons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reason TEXT NOT NULL,
  reason_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
