BEGIN;
CREATE TABLE chats (
    chat_id    INTEGER PRIMARY KEY,
    lang       TEXT,
    settings   TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE users (
    user_id    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    username   TEXT,
    lang       TEXT,              -- chosen with /lang; NULL: Telegram's language_code
    tg_lang    TEXT,
    dm_ok      INTEGER NOT NULL DEFAULT 0   -- pressed Start and has not blocked the bot
);
CREATE TABLE games (
    id         INTEGER PRIMARY KEY,
    chat_id    INTEGER NOT NULL,
    game       TEXT NOT NULL,
    options    TEXT NOT NULL,
    seed       TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    seats      TEXT NOT NULL DEFAULT '[]',   -- [{user_id, name, ai, missed}]
    state      TEXT,                          -- snapshot after the last logged action
    version    INTEGER NOT NULL DEFAULT 0,    -- number of logged actions
    ui         TEXT NOT NULL DEFAULT '{}',    -- message ids the bot edits
    creator    INTEGER,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE UNIQUE INDEX games_one_live_per_chat ON games(chat_id) WHERE status IN ('lobby', 'running');
CREATE INDEX games_status ON games(status);
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    action     TEXT NOT NULL,
    source     TEXT NOT NULL CHECK (source IN ('player', 'ai', 'timeout')),
    at         REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE deadlines (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    moves      INTEGER NOT NULL,   -- the seat's move count the deadline belongs to
    remind_at  REAL NOT NULL,
    expire_at  REAL NOT NULL,
    reminded   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
PRAGMA user_version = 1;
COMMIT;
