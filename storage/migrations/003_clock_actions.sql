BEGIN;
-- A timer's action (an auction closing) is logged with the clock as its actor (seat -1, source 'clock').
CREATE TABLE actions_new (
    game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    action     TEXT NOT NULL,
    source     TEXT NOT NULL CHECK (source IN ('player', 'ai', 'timeout', 'clock')),
    at         REAL NOT NULL,
    PRIMARY KEY (game_id, seq)
);
INSERT INTO actions_new SELECT game_id, seq, seat, action, source, at FROM actions;
DROP TABLE actions;
ALTER TABLE actions_new RENAME TO actions;
PRAGMA user_version = 3;
COMMIT;
