-- Games load when they are needed (bot/tables.py), not all at start. What finds one without
-- reading every live game:
-- games.token: the deep links' unguessable name (it lives in ui.token as well);
-- games.wake_at: when the game's own clock next needs it (a running clock, an idle lobby's end);
-- players: who sits in which game (a user's DM text finds their games by it);
-- deadlines_due: the due-time query of the poll that loads games whose deadline falls due.
ALTER TABLE games ADD COLUMN token TEXT;
ALTER TABLE games ADD COLUMN wake_at DOUBLE PRECISION;
UPDATE games SET token = ui::jsonb ->> 'token' WHERE status IN ('lobby', 'running');
UPDATE games SET wake_at = CAST(ui::jsonb ->> 'touched' AS DOUBLE PRECISION) WHERE status = 'lobby';
UPDATE games SET wake_at = (SELECT MIN(CAST(t.value ->> 0 AS DOUBLE PRECISION)) FROM jsonb_each(ui::jsonb -> 'timers') t)
    WHERE status = 'running' AND jsonb_typeof(ui::jsonb -> 'timers') = 'object';
CREATE INDEX games_token ON games(token) WHERE token IS NOT NULL;
CREATE INDEX games_wake ON games(wake_at) WHERE wake_at IS NOT NULL;
CREATE TABLE players (
    user_id    BIGINT NOT NULL,
    game_id    BIGINT NOT NULL,
    PRIMARY KEY (user_id, game_id)
);
INSERT INTO players (user_id, game_id)
    SELECT DISTINCT CAST(s.value ->> 'user_id' AS BIGINT), g.id FROM games g, jsonb_array_elements(g.seats::jsonb) s
    WHERE g.status IN ('lobby', 'running') AND s.value ->> 'user_id' IS NOT NULL
    ON CONFLICT DO NOTHING;
CREATE INDEX players_game ON players(game_id);
CREATE INDEX deadlines_due ON deadlines((CASE WHEN reminded = 0 AND remind_at < expire_at THEN remind_at ELSE expire_at END));
