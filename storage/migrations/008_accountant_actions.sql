BEGIN;
-- A human accountant's answer to a draw (seat -2) is logged with source 'accountant' (see games/base.py).
CREATE TABLE actions_new (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    action     TEXT NOT NULL,
    source     TEXT NOT NULL CHECK (source IN ('player', 'ai', 'timeout', 'clock', 'accountant')),
    at         REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO actions_new SELECT game_id, seq, seat, action, source, at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;
PRAGMA user_version = 8;
COMMIT;
