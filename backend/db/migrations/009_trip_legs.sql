-- How many legs of its trip a picked-up order has come (services/order-lifecycle.ts). The leg
-- used to be read from where the delivery man stood, which breaks once he carries two orders to
-- two doors: each step moved him toward one of them and back, and neither was ever delivered.
ALTER TABLE orders ADD COLUMN trip_legs_done INTEGER NOT NULL DEFAULT 0;
