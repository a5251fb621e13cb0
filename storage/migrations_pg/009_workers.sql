-- Several workers on one database (bot/workers.py).
-- games.rev: bumped by a trigger on every update of the row, whoever writes it, so a worker knows
-- its cached copy of a game is stale when the stored rev differs from the one it last saw.
ALTER TABLE games ADD COLUMN rev BIGINT NOT NULL DEFAULT 0;
CREATE FUNCTION croupier_bump_rev() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.rev := OLD.rev + 1;
    RETURN NEW;
END
$$;
CREATE TRIGGER games_rev BEFORE UPDATE ON games FOR EACH ROW EXECUTE FUNCTION croupier_bump_rev();
-- A due deadline is claimed by the worker that fires it; a claim not released by `claimed_until`
-- (its worker died) may be taken by another.
ALTER TABLE deadlines ADD COLUMN claimed_by TEXT;
ALTER TABLE deadlines ADD COLUMN claimed_until DOUBLE PRECISION;
-- One worker sends a chat's outbox rows at a time (its order, its live messages, its budget), on a
-- lease it renews; when the lease runs out another worker takes the chat.
CREATE TABLE outbox_owners (
    chat_id    BIGINT PRIMARY KEY,
    worker     TEXT NOT NULL,
    until      DOUBLE PRECISION NOT NULL
);
CREATE INDEX outbox_owners_worker ON outbox_owners(worker);
