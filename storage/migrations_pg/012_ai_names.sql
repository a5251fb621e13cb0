-- Every AI name is a player of its own on the leaderboards; see storage/migrations/012_ai_names.sql.
ALTER TABLE ratings ADD COLUMN ai_name TEXT NOT NULL DEFAULT '';
ALTER TABLE ratings DROP CONSTRAINT ratings_pkey;
ALTER TABLE ratings ADD PRIMARY KEY (game, scope, player, ai_name);
INSERT INTO ratings (game, scope, player, ai_name, mu, sigma, rating, games, wins, best, updated_at)
    SELECT r.game, r.scope, 0, s.name, r.mu, r.sigma, r.rating, COUNT(DISTINCT f.game_id),
           COUNT(DISTINCT CASE WHEN s.won <> 0 THEN f.game_id END), MAX(s.score), r.updated_at
    FROM ratings r
    JOIN finished f ON f.game = r.game AND (r.scope = 0 OR f.chat_id = r.scope)
    JOIN finished_seats s ON s.game_id = f.game_id AND s.user_id IS NULL AND s.name IS NOT NULL AND s.name <> ''
    WHERE r.player = 0 AND r.ai_name = ''
    GROUP BY r.game, r.scope, s.name, r.mu, r.sigma, r.rating, r.updated_at;
DELETE FROM ratings r WHERE r.player = 0 AND r.ai_name = '' AND EXISTS (
    SELECT 1 FROM ratings n WHERE n.game = r.game AND n.scope = r.scope AND n.player = 0 AND n.ai_name <> '');
-- '' (a person) sorts before any name in every collation: on a tie people come first.
DROP INDEX ratings_board;
CREATE INDEX ratings_board ON ratings(scope, game, rating DESC NULLS LAST, wins DESC, ai_name);
