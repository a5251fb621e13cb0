BEGIN;
-- Games load when they are needed (bot/tables.py), not all at start. What finds one without
-- reading every live game:
-- games.token: the deep links' unguessable name (it lives in ui.token as well);
-- games.wake_at: when the game's own clock next needs it (a running clock, an idle lobby's end);
-- players: who sits in which game (a user's DM text finds their games by it);
-- deadlines_due: the due-time query of the poll that loads games whose deadline falls due.
ALTER TABLE games ADD COLUMN token TEXT;
ALTER TABLE games ADD COLUMN wake_at REAL;
UPDATE games SET token = json_extract(ui, '$.token') WHERE status IN ('lobby', 'running');
UPDATE games SET wake_at = json_extract(ui, '$.touched') WHERE status = 'lobby';  -- early: a load finds it idle
UPDATE games SET wake_at = (SELECT MIN(json_extract(t.value, '$[0]')) FROM json_each(games.ui, '$.timers') t)
    WHERE status = 'running' AND json_extract(ui, '$.timers') IS NOT NULL;
CREATE INDEX games_token ON games(token) WHERE token IS NOT NULL;
CREATE INDEX games_wake ON games(wake_at) WHERE wake_at IS NOT NULL;
CREATE TABLE players (
    user_id    INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    PRIMARY KEY (user_id, game_id)
) WITHOUT ROWID;
INSERT OR IGNORE INTO players (user_id, game_id)
    SELECT json_extract(s.value, '$.user_id'), g.id FROM games g, json_each(g.seats) s
    WHERE g.status IN ('lobby', 'running') AND json_extract(s.value, '$.user_id') IS NOT NULL;
CREATE INDEX players_game ON players(game_id);
CREATE INDEX deadlines_due ON deadlines(CASE WHEN reminded = 0 AND remind_at < expire_at THEN remind_at ELSE expire_at END);
PRAGMA user_version = 10;
COMMIT;
