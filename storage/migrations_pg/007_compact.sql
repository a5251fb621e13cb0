-- A game's outbox rows by game only: marking a row done no longer rewrites this index's entry (the
-- pending index already tells the sender what is left). Compaction finds a game's rows by it.
-- (SQLite's 007 also makes actions, deadlines and slots WITHOUT ROWID; PostgreSQL has no such thing.)
DROP INDEX outbox_game;
CREATE INDEX outbox_game ON outbox(game_id);
