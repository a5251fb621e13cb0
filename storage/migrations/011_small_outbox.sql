BEGIN;
-- A delivered (or failed) message's body is never read again: the sender keeps only the rows it reads
-- back (the one that delivered each live message, for keyboard tags), and those without their text.
-- Delivered rows are pruned within minutes (`Store.prune`); the index by game went with the daily
-- compaction by game: the outbox is small now, and each step wrote one page fewer without it.
-- (The switch to incremental vacuum needs a VACUUM outside any transaction: storage/db.py does it.)
UPDATE outbox SET body = '{}' WHERE status <> 'pending' AND body <> '{}';
DROP INDEX outbox_game;
PRAGMA user_version = 11;
COMMIT;
