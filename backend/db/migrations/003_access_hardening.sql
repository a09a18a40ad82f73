-- Access hardening (issue 7): unguessable guest ids, payment-page tokens, per-account limits on
-- failed passwords and OTPs. A new file, not an edit of 002, so databases on disk upgrade too.

-- Guest ids used to be the guests table's auto-increment (1, 2, 3…), and a guest id is all a
-- client needs to read that guest's cart and orders. New ids are random safe integers ≥ 2^32
-- (services/guest-ids.ts). Re-key the small ids a database already holds — guests, and guest
-- carts/orders whose id never was a guests row — so none of them stays guessable. The guests
-- holding an old id lose their cart (their device now names nobody): the price of closing it.
-- SQLite's random() is seeded from the OS; collisions in a 2^53 space are not a concern here.
CREATE TEMP TABLE guest_rekey (old_id INTEGER PRIMARY KEY, new_id INTEGER NOT NULL UNIQUE);
INSERT INTO guest_rekey (old_id, new_id)
  SELECT old_id, 4294967296 + (abs(random()) % (9007199254740991 - 4294967296))
  FROM (
    SELECT id AS old_id FROM guests WHERE id < 4294967296
    UNION SELECT user_id FROM carts WHERE is_guest = 1 AND user_id < 4294967296
    UNION SELECT user_id FROM orders WHERE is_guest = 1 AND user_id < 4294967296
  );
UPDATE guests SET id = (SELECT new_id FROM guest_rekey WHERE old_id = guests.id)
  WHERE id IN (SELECT old_id FROM guest_rekey);
UPDATE carts SET user_id = (SELECT new_id FROM guest_rekey WHERE old_id = carts.user_id)
  WHERE is_guest = 1 AND user_id IN (SELECT old_id FROM guest_rekey);
UPDATE orders SET user_id = (SELECT new_id FROM guest_rekey WHERE old_id = orders.user_id)
  WHERE is_guest = 1 AND user_id IN (SELECT old_id FROM guest_rekey);
DROP TABLE guest_rekey;

-- The demo payment page (/payment-mobile) is bound to one order by a random token issued when
-- the order is placed (returned as `payment_token`). Only its SHA-256 is stored. Single use:
-- `used_at` is set by the outcome POST; `expires_at` ends it after 30 minutes.
CREATE TABLE payment_tokens (
  token_hash TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX payment_tokens_order ON payment_tokens(order_id);

-- Failed password sign-ins per account (services/login-throttle.ts). `account` is "user:<id>"
-- for a known account, else the normalised phone/e-mail typed (unknown accounts are limited
-- the same way, so a 429 does not reveal which accounts exist).
CREATE TABLE login_failures (
  account TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  first_failed_at TEXT NOT NULL,
  blocked_until TEXT
);

-- When the last wrong OTP was entered: misses count within a window (services/otp.ts) and a
-- resend no longer wipes them (it used to, which gave unlimited guesses, 4 per resend).
ALTER TABLE phone_verifications ADD COLUMN last_miss_at TEXT;
ALTER TABLE email_verifications ADD COLUMN last_miss_at TEXT;
ALTER TABLE password_resets ADD COLUMN last_miss_at TEXT;
