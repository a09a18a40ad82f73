-- Customer chat (issue 14 item 6; contract §2.3 customer/message/*, §5.12 Conversation and
-- message). 6amMart keeps one user_infos row per chat participant (a customer, a vendor, a
-- delivery man or the admin) and points conversations and messages at those rows; so does this
-- file, so that `sender_id` of a message says who wrote it the way the real API does.

CREATE TABLE user_infos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- exactly one of these four is set
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  vendor_id INTEGER,
  deliveryman_id INTEGER,
  admin_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX user_infos_user ON user_infos(user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX user_infos_vendor ON user_infos(vendor_id) WHERE vendor_id IS NOT NULL;
CREATE UNIQUE INDEX user_infos_deliveryman ON user_infos(deliveryman_id) WHERE deliveryman_id IS NOT NULL;
CREATE UNIQUE INDEX user_infos_admin ON user_infos(admin_id) WHERE admin_id IS NOT NULL;

-- A customer's conversation with one receiver: the customer is always the sender side here.
CREATE TABLE conversations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sender_id INTEGER NOT NULL REFERENCES user_infos(id) ON DELETE CASCADE,
  sender_type TEXT NOT NULL DEFAULT 'customer',
  receiver_id INTEGER NOT NULL REFERENCES user_infos(id) ON DELETE CASCADE,
  receiver_type TEXT NOT NULL CHECK (receiver_type IN ('vendor', 'delivery_man', 'admin')),
  last_message_id INTEGER,
  last_message_time TEXT,
  -- messages the customer has not read yet (written by the other side)
  unread_message_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (sender_id, receiver_id)
);
CREATE INDEX conversations_sender ON conversations(sender_id, receiver_type, last_message_time);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id INTEGER NOT NULL REFERENCES user_infos(id) ON DELETE CASCADE,
  message TEXT,
  -- JSON list of stored file names in the `conversation` upload folder
  file TEXT,
  is_seen INTEGER NOT NULL DEFAULT 0,
  order_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX messages_conversation ON messages(conversation_id, id);
