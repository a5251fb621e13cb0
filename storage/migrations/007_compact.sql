BEGIN;
-- Fewer pages written per move (bench/presses.py measures them). The small tables a step rewrites
-- become WITHOUT ROWID: their primary key is the table, so a row is one b-tree write, not two (the
-- table and its key's index).
CREATE TABLE actions_new (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    action     TEXT NOT NULL,
    source     TEXT NOT NULL CHECK (source IN ('player', 'ai', 'timeout', 'clock')),
    at         REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_new SELECT game_id, seq, seat, action, source, at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;
CREATE TABLE deadlines_new (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    moves      INTEGER NOT NULL,
    remind_at  REAL NOT NULL,
    expire_at  REAL NOT NULL,
    reminded   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
INSERT INTO deadlines_new SELECT game_id, seat, moves, remind_at, expire_at, reminded FROM deadlines;
DROP TABLE deadlines;
ALTER TABLE deadlines_new RENAME TO deadlines;
CREATE TABLE slots_new (
    game_id    INTEGER NOT NULL,
    slot       TEXT NOT NULL,
    chat_id    INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, slot)
) WITHOUT ROWID;
INSERT INTO slots_new SELECT game_id, slot, chat_id, message_id FROM slots;
DROP TABLE slots;
ALTER TABLE slots_new RENAME TO slots;
-- A game's outbox rows by game only: a row marked done no longer moves within this index too
-- (the pending index already tells the sender what is left). Compaction finds a game's rows by it.
DROP INDEX outbox_game;
CREATE INDEX outbox_game ON outbox(game_id);
PRAGMA user_version = 7;
COMMIT;
