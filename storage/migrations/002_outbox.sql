BEGIN;
-- What a step sends is written with the step; the sender drains it (bot/outbox.py).
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER,                 -- NULL: a reply outside any game
    chat_id    INTEGER NOT NULL,
    thread_id  INTEGER,                 -- a forum topic
    kind       TEXT NOT NULL CHECK (kind IN ('send', 'edit', 'document', 'delete')),
    slot       TEXT,                    -- a named live message of the game ("table", "prompt:2", "lobby")
    prio       INTEGER NOT NULL DEFAULT 1,  -- 0 answers a person, 1 game news, 2 decoration
    body       TEXT NOT NULL,           -- JSON: lines, text, markup, file, caption, prev, meta
    created_at REAL NOT NULL,
    status     TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
    attempts   INTEGER NOT NULL DEFAULT 0,
    error      TEXT,
    done_at    REAL,
    message_id INTEGER
);
CREATE INDEX outbox_pending ON outbox(id) WHERE status = 'pending';
CREATE INDEX outbox_game ON outbox(game_id, status);
-- The message each slot of a game lives in now (the live table, a player's prompt).
CREATE TABLE slots (
    game_id    INTEGER NOT NULL,
    slot       TEXT NOT NULL,
    chat_id    INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, slot)
);
-- New messages the bot sent per chat, for the sliding 60 s budget across restarts.
CREATE TABLE sent_log (
    chat_id    INTEGER NOT NULL,
    at         REAL NOT NULL
);
CREATE INDEX sent_log_at ON sent_log(at);
CREATE TABLE meta (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL
);
-- A forum topic holds its own game: one live game per (chat, topic).
ALTER TABLE games ADD COLUMN thread_id INTEGER;
DROP INDEX games_one_live_per_chat;
CREATE UNIQUE INDEX games_one_live_per_topic ON games(chat_id, IFNULL(thread_id, 0)) WHERE status IN ('lobby', 'running');
PRAGMA user_version = 2;
COMMIT;
