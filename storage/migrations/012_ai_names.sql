BEGIN;
-- Every AI name is a player of its own on the leaderboards (the name its seat played under, in its
-- group's language: «🤖 祖冲之», «🤖 Лев»), as people are: ratings gain `ai_name` ('' for a person),
-- part of the key. The one "AI" row of a board is split by the names its games' AI seats played
-- under (finished_seats): each name keeps the rating the AI had, its own games, wins and best score.
-- An AI row whose games are not found (a chat that became a supergroup after its rows had moved)
-- stays as it was, with ai_name '' (/top calls it "the AI").
-- The board's index ends with ai_name: on equal rating and wins, people ('') come before AI names.
CREATE TABLE ratings_new (
    game       TEXT NOT NULL,
    scope      INTEGER NOT NULL,
    player     INTEGER NOT NULL,
    ai_name    TEXT NOT NULL DEFAULT '',
    mu         REAL,
    sigma      REAL,
    rating     INTEGER,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    best       REAL,
    updated_at REAL NOT NULL,
    PRIMARY KEY (game, scope, player, ai_name)
);
INSERT INTO ratings_new (game, scope, player, ai_name, mu, sigma, rating, games, wins, best, updated_at)
    SELECT game, scope, player, '', mu, sigma, rating, games, wins, best, updated_at FROM ratings;
INSERT INTO ratings_new (game, scope, player, ai_name, mu, sigma, rating, games, wins, best, updated_at)
    SELECT r.game, r.scope, 0, s.name, r.mu, r.sigma, r.rating, COUNT(DISTINCT f.game_id),
           COUNT(DISTINCT CASE WHEN s.won <> 0 THEN f.game_id END), MAX(s.score), r.updated_at
    FROM ratings r
    JOIN finished f ON f.game = r.game AND (r.scope = 0 OR f.chat_id = r.scope)
    JOIN finished_seats s ON s.game_id = f.game_id AND s.user_id IS NULL AND s.name IS NOT NULL AND s.name <> ''
    WHERE r.player = 0
    GROUP BY r.game, r.scope, s.name, r.mu, r.sigma, r.rating, r.updated_at;
DELETE FROM ratings_new WHERE player = 0 AND ai_name = '' AND EXISTS (
    SELECT 1 FROM ratings_new n WHERE n.game = ratings_new.game AND n.scope = ratings_new.scope
    AND n.player = 0 AND n.ai_name <> '');
DROP TABLE ratings;
ALTER TABLE ratings_new RENAME TO ratings;
CREATE INDEX ratings_board ON ratings(scope, game, rating DESC, wins DESC, ai_name);   -- /top
CREATE INDEX ratings_player ON ratings(player, scope);                                -- /stats, /forget
PRAGMA user_version = 12;
COMMIT;
