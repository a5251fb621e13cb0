"""Debug counters of the database work a bot process does, for the benchmarks (bench/presses.py).

Off unless `CROUPIER_DB_STATS=<file>` is set: then each backend counts, per Store method, its
transactions, its statements, its reads outside a transaction, on PostgreSQL the round trips to the
server (a unit's statements are pipelined: see storage/pg.py) and, on SQLite, the bytes its
commits appended to the WAL (what a move costs the disk). The counts are written to the file as JSON
when the database closes. Off, the only cost is one `is None` test per unit of work."""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ENV = "CROUPIER_DB_STATS"
_OURS = tuple(os.sep + os.path.join("storage", name) for name in ("store.py", "ratings.py", "workers.py"))
"""The files whose functions name the work (the Store's methods, and what workers share)."""


def enabled() -> DbStats | None:
    """Counters for a database being opened, if the environment asks for them."""
    path = os.environ.get(ENV)
    return DbStats(Path(path)) if path else None


def caller() -> str:
    """The Store method (or ratings function) on whose behalf the database is being used."""
    frame = sys._getframe(2)
    while frame is not None:
        code = frame.f_code
        if code.co_filename.endswith(_OURS) and code.co_name not in ("work", "unit", "<lambda>"):
            return code.co_name
        frame = frame.f_back  # type: ignore[assignment]  # None ends the walk
    return "other"


@dataclass
class DbStats:
    path: Path
    transactions: Counter[str] = field(default_factory=Counter)
    statements: Counter[str] = field(default_factory=Counter)
    """Statements inside transactions (an `executemany` counts once: psycopg pipelines it)."""
    reads: Counter[str] = field(default_factory=Counter)
    """Single statements outside any transaction (`fetchone`, `fetchall`, a pipelined unit)."""
    round_trips: Counter[str] = field(default_factory=Counter)
    """PostgreSQL only: the times the bot waited for the server (storage/pg.py pipelines a unit's
    statements: they travel together, and the client waits only where it reads a result and at COMMIT)."""
    wal_bytes: Counter[str] = field(default_factory=Counter)
    """SQLite only: bytes the commits appended to the WAL (4 KiB + 24 per page written)."""

    def dump(self) -> None:
        data = {
            "transactions": dict(self.transactions),
            "statements": dict(self.statements),
            "reads": dict(self.reads),
            "round_trips": dict(self.round_trips),
            "wal_bytes": dict(self.wal_bytes),
        }
        self.path.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")


class CountingConn:
    """A unit of work's connection that counts the statements it runs (and otherwise passes them on)."""

    def __init__(self, conn: object, stats: DbStats, label: str) -> None:
        self._conn, self._stats, self._label = conn, stats, label

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Any:
        self._stats.statements[self._label] += 1
        return self._conn.execute(sql, parameters)  # type: ignore[attr-defined]  # a DB-API connection under the Conn protocol

    @property
    def pipelined(self) -> bool:
        return bool(getattr(self._conn, "pipelined", False))

    def later(self, read: Any) -> None:
        self._conn.later(read)  # type: ignore[attr-defined]  # pipelined connections only

    def then(self, queue: Any) -> None:
        self._conn.then(queue)  # type: ignore[attr-defined]  # pipelined connections only

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> object:
        rows = list(parameters)
        if rows:  # an empty batch sends nothing
            self._stats.statements[self._label] += 1
        return self._conn.executemany(sql, rows)  # type: ignore[attr-defined]  # a DB-API connection under the Conn protocol
