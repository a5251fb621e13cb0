-- A step may owe a picture too (a chart, a board): the outbox learns the kind 'photo'.
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('send', 'edit', 'document', 'delete', 'photo'));
