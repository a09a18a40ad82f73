-- Reviews of a delivered order (issue 14 item 3; contract §2.6 items/reviews/submit and
-- delivery-man/reviews/submit, §7.3): one item review per item, customer and order; one
-- delivery-man review per delivery man, customer and order.
CREATE UNIQUE INDEX reviews_one_per_order ON reviews (item_id, user_id, order_id)
  WHERE user_id IS NOT NULL AND order_id IS NOT NULL;

CREATE TABLE dm_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  delivery_man_id INTEGER NOT NULL REFERENCES delivery_men(id),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (delivery_man_id, user_id, order_id)
);
