BEGIN;
-- A step may owe a picture too (a chart, a board): the outbox learns the kind 'photo'.
CREATE TABLE outbox_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER,
    chat_id    INTEGER NOT NULL,
    thread_id  INTEGER,
    kind       TEXT NOT NULL CHECK (kind IN ('send', 'edit', 'document', 'delete', 'photo')),
    slot       TEXT,
    prio       INTEGER NOT NULL DEFAULT 1,
    body       TEXT NOT NULL,
    created_at REAL NOT NULL,
    status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
    attempts   INTEGER NOT NULL DEFAULT 0,
    error      TEXT,
    done_at    REAL,
    message_id INTEGER
);
INSERT INTO outbox_new (id, game_id, chat_id, thread_id, kind, slot, prio, body, created_at, status, attempts, error,
                        done_at, message_id)
    SELECT id, game_id, chat_id, thread_id, kind, slot, prio, body, created_at, status, attempts, error, done_at,
           message_id FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_pending ON outbox(id) WHERE status = 'pending';
CREATE INDEX outbox_game ON outbox(game_id, status);
PRAGMA user_version = 5;
COMMIT;
