-- A human accountant's answer to a draw (seat -2) is logged with source 'accountant' (see games/base.py).
ALTER TABLE actions DROP CONSTRAINT actions_source_check;
ALTER TABLE actions ADD CONSTRAINT actions_source_check CHECK (source IN ('player', 'ai', 'timeout', 'clock', 'accountant'));
