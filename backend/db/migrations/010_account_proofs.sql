-- Account proofs (issue 28). A new file, not an edit of 002, so databases on disk upgrade too.

-- update-info completes only the account of whoever verified (item 1): the verify step hands
-- out a random single-use verification token and keeps its SHA-256 here, beside the window
-- (personal_info_until) it is good for. NULL = nothing to complete.
ALTER TABLE users ADD COLUMN personal_info_token TEXT;

-- One form for every stored phone (item 12): digits with a leading "+". The API used to take
-- "971500000001" and "+971500000001" as two numbers. Rows written without the "+" get it —
-- unless the "+" form already belongs to another account: that pair stays as it is (the
-- lookups, which now normalise, find the "+" account) for an operator to merge by hand.
UPDATE users SET phone = '+' || phone
  WHERE phone IS NOT NULL AND phone <> '' AND phone NOT LIKE '+%'
    AND NOT EXISTS (SELECT 1 FROM users AS other WHERE other.phone = '+' || users.phone);
UPDATE phone_verifications SET phone = '+' || phone
  WHERE phone NOT LIKE '+%'
    AND NOT EXISTS (SELECT 1 FROM phone_verifications AS other WHERE other.phone = '+' || phone_verifications.phone);
