-- Wallet and loyalty pages (issue 14): 6amMart's loyalty_point_transactions (one row per points
-- movement, `balance` after it) and wallet_bonuses (the running add-fund bonuses of
-- customer/wallet/bonuses, contract §5.12). A new file, so databases on disk upgrade too; the
-- one reference bonus is inserted here rather than by seed/, so an upgraded database has it.
CREATE TABLE loyalty_point_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  transaction_id TEXT NOT NULL UNIQUE,
  credit REAL NOT NULL DEFAULT 0,
  debit REAL NOT NULL DEFAULT 0,
  balance REAL NOT NULL DEFAULT 0,
  -- order_place (earned), point_to_wallet (converted)
  transaction_type TEXT NOT NULL,
  reference TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX loyalty_point_transactions_user ON loyalty_point_transactions(user_id);

CREATE TABLE wallet_bonuses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL,
  description TEXT,
  -- percentage or amount
  bonus_type TEXT NOT NULL,
  bonus_amount REAL NOT NULL,
  minimum_add_amount REAL NOT NULL DEFAULT 0,
  maximum_bonus_amount REAL NOT NULL DEFAULT 0,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

INSERT INTO wallet_bonuses (title, description, bonus_type, bonus_amount, minimum_add_amount,
  maximum_bonus_amount, start_date, end_date, status, created_at, updated_at)
VALUES ('Top-up bonus', 'Add 100 or more to your wallet and get 5% extra.', 'percentage', 5, 100,
  50, '2024-01-01', '2099-12-31', 1, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z');
