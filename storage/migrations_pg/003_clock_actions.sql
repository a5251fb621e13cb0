-- A timer's action (an auction closing) is logged with the clock as its actor (seat -1, source 'clock').
ALTER TABLE actions DROP CONSTRAINT actions_source_check;
ALTER TABLE actions ADD CONSTRAINT actions_source_check CHECK (source IN ('player', 'ai', 'timeout', 'clock'));
