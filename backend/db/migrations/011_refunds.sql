-- Refund requests (issue 24 item 1; contract §2.4 customer/order/refund-request). A new file, so
-- databases on disk upgrade too. The columns are stock 6amMart's `refunds` table: one row per
-- request, the order's status when it was asked, the customer's reason and note, the uploaded
-- pictures (a JSON list of stored file names), what the operator decided and wrote back.
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  order_status TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '[]',
  customer_reason TEXT,
  customer_note TEXT,
  admin_note TEXT,
  refund_amount REAL NOT NULL DEFAULT 0,
  -- pending, approved, rejected
  refund_status TEXT NOT NULL,
  refund_method TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX refunds_order ON refunds (order_id);
