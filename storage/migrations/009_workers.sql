BEGIN;
-- Several workers on one database (bot/workers.py) run on PostgreSQL only; SQLite gets the same
-- columns so that the store's SQL reads both alike, but no trigger: one process, nothing to tell.
-- games.rev: PostgreSQL bumps it on every update of the row (a worker's cached copy is stale when
-- it differs). deadlines.claimed_*: which worker is firing a due deadline, until when.
-- outbox_owners: which worker sends a chat's messages, until when (its lease).
ALTER TABLE games ADD COLUMN rev INTEGER NOT NULL DEFAULT 0;
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until REAL;
CREATE TABLE outbox_owners (
    chat_id    INTEGER PRIMARY KEY,
    worker     TEXT NOT NULL,
    until      REAL NOT NULL
);
PRAGMA user_version = 9;
COMMIT;
