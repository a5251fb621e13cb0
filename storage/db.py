"""One long-lived aiosqlite connection, WAL, foreign keys, and versioned migrations.

Concurrent handlers share the connection, so every unit of work is one explicit `BEGIN IMMEDIATE …
COMMIT` taken under an asyncio lock: otherwise one handler's rollback could discard another's insert.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any

import aiosqlite

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
        self.lock = asyncio.Lock()

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
        current = (await self.fetchone("PRAGMA user_version"))[0]
        for version, script in migrations():
            if version > current:
                await self.conn.executescript(script)
                current = version
        return current

    async def close(self) -> None:
        await self.conn.close()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self.lock:
            await self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                await self.conn.execute("ROLLBACK")
                raise
            await self.conn.execute("COMMIT")

    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> aiosqlite.Row | None:
        async with self.conn.execute(sql, params) as cur:
            return await cur.fetchone()

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self.conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """One statement as its own transaction; returns lastrowid."""
        async with self.transaction() as conn:
            cur = await conn.execute(sql, params)
            return cur.lastrowid or 0
