-- A delivered (or failed) message's body is never read again: the sender keeps only the rows it reads
-- back (the one that delivered each live message, for keyboard tags), and those without their text.
-- Delivered rows are pruned within minutes (`Store.prune`); the index by game went with the daily
-- compaction by game: the outbox is small now, and each step wrote one index entry fewer without it.
UPDATE outbox SET body = '{}' WHERE status <> 'pending' AND body <> '{}';
DROP INDEX outbox_game;
