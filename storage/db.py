"""One long-lived aiosqlite connection, WAL, foreign keys, and versioned migrations.

Every write is one unit of work run whole in aiosqlite's thread (`BEGIN IMMEDIATE … COMMIT` in a
single hop). Concurrent handlers share the connection, so a transaction spread over several awaits
could interleave with another's statements (one handler's rollback discarding another's insert); a
unit that runs whole cannot. It is also fast: each hop to the thread costs a GIL hand-over, and under
load those, not SQLite, were the bottleneck.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable
from importlib import resources
from typing import Any, TypeVar

import aiosqlite

T = TypeVar("T")
_MIGRATION = re.compile(r"^(\d+)_.*\.sql$")


def migrations() -> list[tuple[int, str]]:
    """(version, script) pairs in order; each script sets `PRAGMA user_version` inside its transaction."""
    found = []
    for entry in resources.files("storage.migrations").iterdir():
        match = _MIGRATION.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.read_text(encoding="utf-8")))
    return sorted(found)


class Database:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    @classmethod
    async def open(cls, path: str) -> Database:
        conn = await aiosqlite.connect(path, isolation_level=None)
        conn.row_factory = aiosqlite.Row
        await conn.execute("PRAGMA journal_mode=WAL")
        await conn.execute("PRAGMA synchronous=NORMAL")
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA busy_timeout=5000")
        db = cls(conn)
        await db.migrate()
        return db

    async def migrate(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        current = row[0] if row else 0
        for version, script in migrations():
            if version > current:
                await self.conn.executescript(script)
                current = version
        return current

    async def close(self) -> None:
        await self.conn.close()

    async def run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """`work(connection)` inside one transaction, run whole in the database thread."""

        def unit() -> T:
            raw: sqlite3.Connection = self.conn._conn  # aiosqlite's own sqlite3 connection
            raw.execute("BEGIN IMMEDIATE")
            try:
                result = work(raw)
            except BaseException:
                raw.execute("ROLLBACK")
                raise
            raw.execute("COMMIT")
            return result

        return await self.conn._execute(unit)

    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> aiosqlite.Row | None:
        async with self.conn.execute(sql, params) as cur:
            return await cur.fetchone()

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self.conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """One statement as its own transaction; returns lastrowid."""
        return await self.run(lambda c: c.execute(sql, params).lastrowid or 0)
