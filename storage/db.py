"""The storage interface (`Backend`), and its SQLite implementation: one long-lived aiosqlite
connection, WAL, foreign keys, and versioned migrations (storage/migrations/*.sql).

Every write is one unit of work run whole in aiosqlite's thread (`BEGIN IMMEDIATE … COMMIT` in a
single hop). Concurrent handlers share the connection, so a transaction spread over several awaits
could interleave with another's statements (one handler's rollback discarding another's insert); a
unit that runs whole cannot. It is also fast: each hop to the thread costs a GIL hand-over, and under
load those, not SQLite, were the bottleneck.

A unit of work (`work(conn)`) sees only `Conn`: `execute`/`executemany` with `?` placeholders, rows
readable by index and by column name. SQL written against it must mean the same on SQLite and on
PostgreSQL (storage/pg.py): `INSERT … RETURNING id` rather than `lastrowid`, `ON CONFLICT … DO
NOTHING` rather than `INSERT OR IGNORE`, `COALESCE` rather than `IFNULL`, flags stored as 0/1.
"""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Protocol, TypeVar

import aiosqlite

from storage.metrics import SQLITE_UNIT
from storage.stats import CountingConn, DbStats, caller, enabled

T = TypeVar("T")
_MIGRATION = re.compile(r"^(\d+)_.*\.sql$")


class SchemaTooNew(Exception):
    """The database was migrated by a newer Croupier: an older one must not write to it."""

    def __init__(self, where: str, found: int, known: int) -> None:
        super().__init__(
            f"the database {where} is from a newer Croupier (schema {found}, this one knows {known}): upgrade"
        )
        self.found, self.known = found, known


class Duplicate(Exception):
    """The update being handled was handled before (Telegram delivered it again): see `Sight`."""


@dataclass
class Sight:
    """An update whose duplicate check rides on the first unit of work its handling runs
    (PostgreSQL; bot/webhook.py, bot/polling.py): that unit also inserts the update id into `seen_updates`, first,
    so a second delivery fails the insert, and with it the whole unit, before anything of it is
    done (`Duplicate`). It costs no round trip of its own. Only the task handling the update carries
    it (a task it starts, such as a chat's sender, does not)."""

    update_id: int
    at: float
    """The store's clock when the update came (`seen_at`, pruned by `Store.compact`)."""
    task: asyncio.Task[Any] | None = field(default=None, repr=False)
    """The task handling the update (set when its handling starts: bot/processor.py)."""
    pending: bool = True
    """No unit has carried it yet."""
    duplicate: bool = False
    settled: bool | None = None
    outcome: asyncio.Future[bool] | None = field(default=None, repr=False)
    """For whoever must know whether the update was taken (bot/webhook.py answers by it, bot/polling.py
    confirms by it): True once a unit carrying it committed (or it proved a duplicate), or its
    handling ended; False when the database was unreachable before anything of it was done (nothing
    of it happened: it must come again)."""

    def settle(self, taken: bool) -> None:
        """Say it once (the first word stands)."""
        if self.settled is None:
            self.settled = taken
            if self.outcome is not None and not self.outcome.done():
                self.outcome.set_result(taken)

    @property
    def refused(self) -> bool:
        return self.settled is False

    def rides(self) -> bool:
        """Whether the unit about to run carries it; a duplicate refuses every unit of its handling."""
        if self.task is not asyncio.current_task():
            return False
        if self.duplicate:
            raise Duplicate(self.update_id)
        return self.pending


SIGHT: ContextVar[Sight | None] = ContextVar("croupier_sight", default=None)
"""The update the current task is handling, while its duplicate check is still to ride (see `Sight`)."""
SEEN_SQL = "INSERT INTO seen_updates (update_id, seen_at) VALUES (?, ?)"
"""No `ON CONFLICT`: a second delivery of an update fails, and so does the unit it rides on."""


class Cursor(Protocol):
    @property
    def rowcount(self) -> int: ...
    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...


class Conn(Protocol):
    """What a unit of work may do: sqlite3.Connection has it, and so does storage/pg.py's adapter."""

    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Cursor: ...
    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Any: ...


class Backend(Protocol):
    """One storage interface, two backends (`Database` here, `storage.pg.PgDatabase`)."""

    where: str
    """The database for messages: a file, or a URL without its password."""
    rides: bool
    """Whether an update's duplicate check rides on its first unit of work (`Sight`); else the
    webhook checks each update on its own (`Store.first_sight`) before it is queued."""

    async def migrate(self) -> int: ...
    async def close(self) -> None: ...
    async def available(self) -> bool:
        """False while the server is known to be unreachable (`storage.unreachable`): asks it again
        at most every few seconds. SQLite, in-process, is always there."""
        ...

    async def reclaim(self) -> int:
        """Gives free pages back (SQLite's incremental vacuum, a little at a time; PostgreSQL's
        autovacuum does it on its own: 0). Returns how many pages went."""
        ...

    async def run(self, work: Callable[[Conn], T]) -> T: ...
    async def pipelined(self, work: Callable[[Conn], T]) -> T: ...
    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> Any: ...
    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]: ...
    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int: ...


def migrations(package: str = "storage.migrations") -> list[tuple[int, str]]:
    """(version, script) pairs in order. SQLite's scripts set `PRAGMA user_version` inside their own
    transaction; PostgreSQL's (storage.migrations_pg) are run and versioned by storage/pg.py."""
    found = []
    for entry in resources.files(package).iterdir():
        match = _MIGRATION.match(entry.name)
        if match:
            found.append((int(match.group(1)), entry.read_text(encoding="utf-8")))
    return sorted(found)


def newest(package: str = "storage.migrations") -> int:
    return max(v for v, _ in migrations(package))


PAGE_SIZE = 1024
"""Bytes of a page of the SQLite file (`Database._reshape`: why small)."""
INCREMENTAL = 2
"""`PRAGMA auto_vacuum`'s value for incremental vacuum (free pages can be cut off the file)."""
RECLAIM_PAGES = 8000
"""Pages one `reclaim` gives back at most (8 MiB): one short transaction."""


class Database:
    """SQLite."""

    rides = False
    """In-process: the webhook's own duplicate check costs no round trip (`Sight`)."""

    def __init__(self, conn: aiosqlite.Connection, where: str = "") -> None:
        self.conn = conn
        self.where = where
        self.stats: DbStats | None = None
        """Debug counters (storage/stats.py), or None."""
        self._wal_size = 0

    @classmethod
    async def open(cls, path: str) -> Database:
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            await conn.execute(f"PRAGMA page_size={PAGE_SIZE}")  # a new file is made so; an old one: `migrate`
            await conn.execute("PRAGMA auto_vacuum=INCREMENTAL")
            await conn.execute("PRAGMA journal_mode=WAL")
            await conn.execute("PRAGMA synchronous=NORMAL")
            await conn.execute("PRAGMA foreign_keys=ON")
            await conn.execute("PRAGMA busy_timeout=5000")
            db = cls(conn, path)
            await db.migrate()
            db.stats = enabled()
            if db.stats is not None:  # the WAL then only grows, so its growth is what commits wrote
                await db.fetchall("PRAGMA wal_autocheckpoint=0")
                await db.fetchall("PRAGMA wal_checkpoint(TRUNCATE)")
                db.stats.reads.clear()
        except BaseException:
            await conn.close()
            raise
        return db

    async def version(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def migrate(self) -> int:
        """Brings the schema up to date; refuses (SchemaTooNew) a newer one than this code knows."""
        current = await self.version()
        known = migrations()
        if current > known[-1][0]:
            raise SchemaTooNew(self.where, current, known[-1][0])
        for version, script in known:
            if version > current:
                await self.conn.executescript(script)
                current = version
        await self._reshape()
        return current

    async def _reshape(self) -> None:
        """An older file is rebuilt once (VACUUM; the bot waits for it at its first start) to small
        pages and incremental vacuum: a step's commit writes whole pages to the WAL, a dozen of them,
        so 1 KiB pages write a third of what 4 KiB ones did; free pages go back to the file system
        only with incremental vacuum on (`reclaim`). The page size changes only outside WAL mode."""
        size, vacuum = await self.fetchone("PRAGMA page_size"), await self.fetchone("PRAGMA auto_vacuum")
        if size is None or vacuum is None or (int(size[0]), int(vacuum[0])) == (PAGE_SIZE, INCREMENTAL):
            return
        mode = await self.fetchone("PRAGMA journal_mode=DELETE")
        try:
            if mode is None or mode[0] != "delete":
                return  # another program has the file open: the next start does it
            await self.conn.execute(f"PRAGMA page_size={PAGE_SIZE}")
            await self.conn.execute("PRAGMA auto_vacuum=INCREMENTAL")
            await self.conn.execute("VACUUM")
        finally:
            await self.conn.execute("PRAGMA journal_mode=WAL")

    async def close(self) -> None:
        if self.stats is not None:
            self.stats.dump()
        await self.conn.close()

    async def available(self) -> bool:
        return True

    async def run(self, work: Callable[[Conn], T]) -> T:
        """`work(connection)` inside one transaction, run whole in the database thread."""
        stats = self.stats
        label = caller() if stats is not None else ""

        def unit() -> T:
            raw: sqlite3.Connection = self.conn._conn  # aiosqlite's own sqlite3 connection
            raw.execute("BEGIN IMMEDIATE")
            try:
                result = work(raw if stats is None else CountingConn(raw, stats, label))
            except BaseException:
                raw.execute("ROLLBACK")
                raise
            raw.execute("COMMIT")
            SQLITE_UNIT.observe(1)
            if stats is not None:
                stats.transactions[label] += 1
                self._count_wal(raw, stats, label)
            return result

        return await self.conn._execute(unit)

    async def reclaim(self, pages: int = RECLAIM_PAGES) -> int:
        """Up to `pages` free pages cut from the file's end (the WAL gives them back at its checkpoint).
        One script: sqlite3's `execute` would step the pragma once, and free one page."""
        free = await self.fetchone("PRAGMA freelist_count")
        if free is None or not free[0]:
            return 0
        try:
            await self.conn.executescript(f"BEGIN IMMEDIATE; PRAGMA incremental_vacuum({int(pages)}); COMMIT;")
        except BaseException:
            if self.conn.in_transaction:
                await self.conn.execute("ROLLBACK")
            raise
        left = await self.fetchone("PRAGMA freelist_count")
        return int(free[0]) - int(left[0] if left else 0)

    async def pipelined(self, work: Callable[[Conn], T]) -> T:
        """PostgreSQL sends such a unit's statements together; SQLite is in-process: a transaction."""
        return await self.run(work)

    def _count_wal(self, raw: sqlite3.Connection, stats: DbStats, label: str) -> None:
        """Credit the WAL's growth to the transaction just committed (stats mode never checkpoints
        on its own; a WAL past 64 MiB is emptied here, between two transactions)."""
        try:
            size = os.stat(self.where + "-wal").st_size
        except OSError:
            return
        stats.wal_bytes[label] += max(0, size - self._wal_size)
        self._wal_size = size
        if size > 64 << 20:
            try:
                raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.OperationalError:  # a reader holds it: the next transaction tries again
                return
            self._wal_size = os.stat(self.where + "-wal").st_size

    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> aiosqlite.Row | None:
        if self.stats is not None:
            self.stats.reads[caller()] += 1
        async with self.conn.execute(sql, params) as cur:
            return await cur.fetchone()

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        if self.stats is not None:
            self.stats.reads[caller()] += 1
        async with self.conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """One statement as its own transaction; returns how many rows it changed."""
        return await self.run(lambda c: c.execute(sql, params).rowcount)
