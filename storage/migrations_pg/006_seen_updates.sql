-- Telegram update ids already handled (webhook redeliveries are dropped); old ones are pruned.
CREATE TABLE seen_updates (
    update_id  BIGINT PRIMARY KEY,
    seen_at    DOUBLE PRECISION NOT NULL
);
CREATE INDEX seen_updates_at ON seen_updates(seen_at);
