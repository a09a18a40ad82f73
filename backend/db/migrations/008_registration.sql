-- Store (vendor) and delivery-man applications (contract §7.8). Upstream writes a vendor, its
-- store (status 0, waiting for the admin) and a delivery man (application_status "pending");
-- this reference backend keeps each application in a table of its own until an admin (not part
-- of the customer API) reviews it. Passwords as users.password_hash (scrypt). File columns name
-- files written by the upload store (services/uploads.ts) under the folders `store`,
-- `store-cover` and `delivery-man`.

CREATE TABLE vendor_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  f_name TEXT NOT NULL,
  l_name TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  store_name TEXT NOT NULL,
  store_address TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  module_id INTEGER NOT NULL REFERENCES modules(id),
  logo TEXT NOT NULL,
  cover_photo TEXT NOT NULL,
  tax REAL NOT NULL DEFAULT 0,
  minimum_delivery_time INTEGER NOT NULL,
  maximum_delivery_time INTEGER NOT NULL,
  delivery_time_type TEXT NOT NULL,
  business_plan TEXT NOT NULL DEFAULT 'commission',
  -- pending until the admin approves or denies it
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX vendor_applications_email ON vendor_applications(email COLLATE NOCASE);
CREATE UNIQUE INDEX vendor_applications_phone ON vendor_applications(phone);

CREATE TABLE delivery_man_applications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  f_name TEXT NOT NULL,
  l_name TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  identity_type TEXT NOT NULL,
  identity_number TEXT NOT NULL,
  -- JSON list of stored file names
  identity_images TEXT NOT NULL,
  image TEXT NOT NULL,
  zone_id INTEGER NOT NULL REFERENCES zones(id),
  vehicle_id INTEGER NOT NULL REFERENCES vehicles(id),
  -- 1 freelancer, 0 salary based (upstream's `earning`)
  earning INTEGER NOT NULL,
  -- JSON list: delivery and/or ride
  serve_for TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX delivery_man_applications_email ON delivery_man_applications(email COLLATE NOCASE);
CREATE UNIQUE INDEX delivery_man_applications_phone ON delivery_man_applications(phone);
