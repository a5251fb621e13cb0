BEGIN;
-- Telegram update ids already handled (webhook redeliveries are dropped); old ones are pruned.
CREATE TABLE seen_updates (
    update_id  INTEGER PRIMARY KEY,
    seen_at    REAL NOT NULL
);
CREATE INDEX seen_updates_at ON seen_updates(seen_at);
PRAGMA user_version = 6;
COMMIT;
