-- Checkout payments (issue 13): wallet payment, offline payment methods and their submissions,
-- and the delivery vehicles whose extra charge depends on the distance. A new file, not an edit
-- of 002, so databases on disk upgrade too. The reference rows (methods, vehicles) are inserted
-- here rather than by seed/, so an upgraded database has them as well; the switches that turn
-- offline payment on (business setting, zones) are the seed's, so an upgraded database keeps
-- offline payment off until `npm run db:reset`.

-- 6amMart's wallet_transactions: one row per wallet movement, `balance` after it.
CREATE TABLE wallet_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id TEXT NOT NULL UNIQUE,
  credit REAL NOT NULL DEFAULT 0,
  debit REAL NOT NULL DEFAULT 0,
  admin_bonus REAL NOT NULL DEFAULT 0,
  balance REAL NOT NULL DEFAULT 0,
  -- order_place, order_refund, add_fund, loyalty_point, referrer, CashBack
  transaction_type TEXT NOT NULL,
  -- the order id for order_place / order_refund
  reference TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wallet_transactions_user ON wallet_transactions(user_id);

-- The admin's offline payment methods (contract §2.1 offline_payment_method_list).
-- method_fields: what the customer is told ([{input_name, input_data}]);
-- method_informations: what the customer must enter ([{customer_input, customer_placeholder,
-- is_required}]). The *_ar columns hold the Arabic texts, served for X-localization: ar.
CREATE TABLE offline_payment_methods (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  method_name TEXT NOT NULL,
  method_name_ar TEXT,
  method_fields TEXT NOT NULL DEFAULT '[]',
  method_fields_ar TEXT,
  method_informations TEXT NOT NULL DEFAULT '[]',
  method_informations_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO offline_payment_methods (id, method_name, method_name_ar, method_fields, method_fields_ar,
  method_informations, method_informations_ar, status, created_at, updated_at) VALUES
  (1, 'Bank transfer', 'تحويل بنكي',
   '[{"input_name":"account_name","input_data":"Souq Express LLC"},{"input_name":"account_number","input_data":"AE07 0331 2345 6789 0123 456"},{"input_name":"bank_name","input_data":"Emirates Demo Bank"}]',
   '[{"input_name":"account_name","input_data":"سوق إكسبرس ذ.م.م"},{"input_name":"account_number","input_data":"AE07 0331 2345 6789 0123 456"},{"input_name":"bank_name","input_data":"بنك الإمارات التجريبي"}]',
   '[{"customer_input":"transaction_id","customer_placeholder":"Transaction ID of your transfer","is_required":1},{"customer_input":"sender_name","customer_placeholder":"Name on the sending account","is_required":0}]',
   '[{"customer_input":"transaction_id","customer_placeholder":"رقم عملية التحويل","is_required":1},{"customer_input":"sender_name","customer_placeholder":"الاسم على الحساب المحوِّل","is_required":0}]',
   1, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'),
  (2, 'Mobile wallet', 'محفظة الجوال',
   '[{"input_name":"wallet_number","input_data":"+971 50 000 0099"},{"input_name":"account_holder","input_data":"Souq Express"}]',
   '[{"input_name":"wallet_number","input_data":"+971 50 000 0099"},{"input_name":"account_holder","input_data":"سوق إكسبرس"}]',
   '[{"customer_input":"sender_number","customer_placeholder":"The number you paid from","is_required":1},{"customer_input":"reference","customer_placeholder":"Payment reference","is_required":0}]',
   '[{"customer_input":"sender_number","customer_placeholder":"الرقم الذي دفعت منه","is_required":1},{"customer_input":"reference","customer_placeholder":"مرجع الدفع","is_required":0}]',
   1, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'),
  -- inactive: never listed, never accepted
  (3, 'Cheque', 'شيك', '[]', '[]',
   '[{"customer_input":"cheque_number","customer_placeholder":"Cheque number","is_required":1}]',
   '[{"customer_input":"cheque_number","customer_placeholder":"رقم الشيك","is_required":1}]',
   0, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');

-- What a customer submitted for an offline-paid order (PUT customer/order/offline-payment).
-- payment_info: {method_id, method_name, <customer_input>: value, ...}; method_fields: the
-- method's fields at submission time (the admin may edit the method later).
CREATE TABLE offline_payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  method_id INTEGER NOT NULL,
  payment_info TEXT NOT NULL,
  method_fields TEXT NOT NULL DEFAULT '[]',
  customer_note TEXT,
  admin_note TEXT,
  -- pending, verified, denied
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Delivery vehicles (6amMart's vehicles): the one whose coverage range holds the distance adds
-- its extra charge to the delivery charge (contract §7.7).
CREATE TABLE vehicles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  type TEXT NOT NULL,
  type_ar TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  extra_charges REAL NOT NULL DEFAULT 0,
  starting_coverage_area REAL NOT NULL,
  maximum_coverage_area REAL NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO vehicles (id, type, type_ar, status, extra_charges, starting_coverage_area,
  maximum_coverage_area, created_at, updated_at) VALUES
  (1, 'Bike', 'دراجة', 1, 0, 0, 10, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'),
  (2, 'Car', 'سيارة', 1, 5, 10, 30, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'),
  (3, 'Van', 'شاحنة صغيرة', 1, 10, 30, 100000, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
