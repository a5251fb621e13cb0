"""PostgreSQL behind the same interface as storage/db.py's SQLite `Database` (`DATABASE_URL=postgresql://…`).

Why psycopg 3 (sync) and not asyncpg: the store's units of work are plain functions `work(conn)` run
whole inside one transaction; asyncpg would make each of them a coroutine (every store method
rewritten, and a unit could then interleave with others at each await). psycopg 3's sync connection
runs the very same functions in one worker thread, as aiosqlite does, with server-side parameter
binding and pipelined `executemany`. The thin `_Conn` adapter turns `?` into `%s` and gives rows that
read by index and by column name, like sqlite3.Row.

One connection, one thread: units run one after another, so within one bot process no two
transactions overlap. Each unit runs in pipeline mode: its statements (with BEGIN and COMMIT) are sent
without waiting, and the client waits only where the unit reads a result and at its end, so a unit
costs one or two round trips to the server however many statements it has. Several bot processes on
one database serialise a game's steps with its advisory lock (storage/workers.py).

The schema version is the one row of `schema_version` (PostgreSQL has no `PRAGMA user_version`);
storage/migrations_pg/NNN_*.sql carry the same version numbers as SQLite's scripts and the equivalent
schema (BIGINT ids, DOUBLE PRECISION times, identity keys). All pending scripts and the new version
are one transaction under an advisory lock, so two processes starting at once migrate once."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from typing import Any, TypeVar
from urllib.parse import unquote, urlsplit, urlunsplit

import psycopg
from psycopg.pq import TransactionStatus
from psycopg.rows import RowMaker

from storage.db import Conn, SchemaTooNew, migrations
from storage.stats import CountingConn, DbStats, caller, enabled

T = TypeVar("T")
MIGRATIONS = "storage.migrations_pg"
MIGRATE_LOCK = 0x43524F55  # "CROU": pg_advisory_xact_lock key held while migrating


def masked(url: str) -> str:
    """The URL without its password (for every message and log line)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<unparsable database URL>"
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


def scrub(text: str, url: str) -> str:
    """An error message with the URL and its password (if any) taken out, on one line."""
    text = text.replace(url, masked(url))
    try:
        password = urlsplit(url).password
    except ValueError:
        password = None
    if password:
        text = text.replace(password, "***").replace(unquote(password), "***")
    return " ".join(text.split())


class Row(tuple[Any, ...]):
    """A result row readable as `row[0]`, `row["name"]` and `dict(row)`, like sqlite3.Row."""

    _index: dict[str, int]

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            return tuple.__getitem__(self, self._index[key])
        return tuple.__getitem__(self, key)

    def keys(self) -> list[str]:
        return list(self._index)


def _rows(cursor: Any) -> RowMaker[Row]:
    index = {d.name: i for i, d in enumerate(cursor.description or ())}

    def make(values: Sequence[Any]) -> Row:
        row = Row(values)
        row._index = index
        return row

    return make


_QMARK = re.compile(r"\?")


@lru_cache(maxsize=512)
def _sql(sql: str) -> str:
    """`?` placeholders as psycopg's `%s` (a literal `%` doubled). The store's SQL has no `?` inside
    string literals."""
    return _QMARK.sub("%s", sql.replace("%", "%%"))


class _Cur:
    """A cursor of a pipelined unit: reading a result (rows or `rowcount`) waits for the server, which
    is when the statements queued so far travel together (one round trip for all of them)."""

    def __init__(self, cur: psycopg.Cursor[Row], conn: _Conn) -> None:
        self._cur, self._conn = cur, conn

    @property
    def rowcount(self) -> int:
        self._conn.wait()
        return self._cur.rowcount

    def fetchone(self) -> Row | None:
        self._conn.wait()
        return self._cur.fetchone()

    def fetchall(self) -> list[Row]:
        self._conn.wait()
        return self._cur.fetchall()


class _Conn:
    """The unit of work's view of the connection: sqlite3's `execute`/`executemany` shape.

    Units run in psycopg's pipeline mode: statements are sent without waiting for their results, and
    the client waits only where a unit reads a result and at its end (COMMIT). A unit that reads
    nothing until it is done costs one round trip however many statements it has. `waits` counts
    those round trips (the benchmarks' figure)."""

    def __init__(self, conn: psycopg.Connection[Any], pipeline: psycopg.Pipeline | None = None) -> None:
        """`pipeline`: the unit's pipeline (None: each statement waits for its answer)."""
        self._conn, self._pipeline = conn, pipeline
        self.waits = 0
        self._queued = False
        self.afterwards: list[Callable[[], None]] = []
        """What reads a result only once the unit is over (`Conn.later`): no wait of its own."""

    @property
    def pipelined(self) -> bool:
        return self._pipeline is not None

    def later(self, read: Callable[[], None]) -> None:
        """Read results after the unit's end, when its one wait has brought them all."""
        self.afterwards.append(read)

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Any:
        cur = self._conn.cursor(row_factory=_rows)
        if parameters:
            cur.execute(_sql(sql), tuple(parameters))
        else:
            cur.execute(sql.encode())  # bytes: no placeholder parsing (a migration script, a literal %)
        if self._pipeline is None:
            self.waits += 1
            return cur
        self._queued = True
        return _Cur(cur, self)

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> None:
        rows = [tuple(p) for p in parameters]
        if rows:
            self._conn.cursor().executemany(_sql(sql), rows)
            if self._pipeline is None:
                self.waits += 1
            else:
                self._queued = True

    def wait(self) -> None:
        """Results are needed: what is queued goes to the server, and its answers come back."""
        if self._pipeline is not None and self._queued:
            self._pipeline.sync()
            self.waits += 1
            self._queued = False

    def ended(self) -> None:
        """The pipeline was left (its exit waited for everything): results are all here now."""
        if self._queued:
            self.waits += 1
        self._pipeline, self._queued = None, False


def connect(url: str) -> psycopg.Connection[Any]:
    """Autocommit: a transaction is exactly a unit of work (`BEGIN … COMMIT` in `PgDatabase.run`)."""
    return psycopg.connect(url, autocommit=True, connect_timeout=10, application_name="croupier")


class PgDatabase:
    """PostgreSQL: one connection owned by one worker thread."""

    def __init__(self, conn: psycopg.Connection[Any], url: str, executor: ThreadPoolExecutor) -> None:
        self.conn = conn
        self.url = url
        self.where = masked(url)
        self._executor = executor
        self.stats: DbStats | None = None
        """Debug counters (storage/stats.py): round trips per Store method, or None."""

    @classmethod
    async def open(cls, url: str, migrate: bool = True) -> PgDatabase:
        executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="croupier-pg")
        try:
            conn = await asyncio.get_running_loop().run_in_executor(executor, connect, url)
        except BaseException:
            executor.shutdown(wait=False)
            raise
        db = cls(conn, url, executor)
        if migrate:
            try:
                await db.migrate()
            except BaseException:
                await db.close()
                raise
        db.stats = enabled()
        return db

    async def _call(self, fn: Callable[[], T]) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn)

    def _live(self) -> psycopg.Connection[Any]:
        """The connection, opened again if the server dropped it (a restart, a failover): the unit
        that met the broken connection failed and rolled back; the next one reconnects."""
        if self.conn.closed or self.conn.broken:
            self.conn = connect(self.url)
        return self.conn

    async def version(self) -> int:
        return await self._call(lambda: _version(_Conn(self._live())))

    async def migrate(self) -> int:
        """Brings the schema up to date in one transaction; refuses (SchemaTooNew) a newer one."""
        known = migrations(MIGRATIONS)

        def work(c: Conn) -> int:
            c.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATE_LOCK,))
            c.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = _version(c)
            if current > known[-1][0]:
                raise SchemaTooNew(self.where, current, known[-1][0])
            if not c.execute("SELECT 1 FROM schema_version").fetchall():
                c.execute("INSERT INTO schema_version (version) VALUES (0)")
            for version, script in known:
                if version > current:
                    c.execute(script)
                    current = version
            c.execute("UPDATE schema_version SET version=?", (current,))
            return current

        return await self._call(lambda: self._plain(work))

    async def close(self) -> None:
        if self.stats is not None:
            self.stats.dump()
        try:
            await self._call(self.conn.close)
        finally:
            self._executor.shutdown(wait=False)

    async def run(self, work: Callable[[Conn], T]) -> T:
        """`work(connection)` inside one transaction, run whole in the database thread, its
        statements pipelined (`_unit`). Several workers on one database serialise a game's steps with
        its advisory lock and claim deadlines and chats' messages (storage/workers.py, bot/workers.py)."""
        label = caller() if self.stats is not None else ""
        return await self._call(lambda: self._unit(work, True, label))

    async def pipelined(self, work: Callable[[Conn], T]) -> T:
        """`work(connection)` outside any transaction (each statement commits by itself), its
        statements sent together: one round trip for a unit that reads its results only at the end.
        For short units whose statements need not be atomic (a game's advisory lock and a read)."""
        label = caller() if self.stats is not None else ""
        return await self._call(lambda: self._unit(work, False, label))

    def _unit(self, work: Callable[[Conn], T], transaction: bool, label: str) -> T:
        """A unit in pipeline mode: BEGIN, its statements and COMMIT travel together, and the client
        waits where the unit reads a result and once at the end. A unit that failed is rolled back."""
        stats = self.stats
        conn = self._live()
        c = _Conn(conn)
        try:
            with conn.pipeline() as pipeline:
                c._pipeline = pipeline
                if transaction:
                    c.execute("BEGIN")
                result = work(c if stats is None else CountingConn(c, stats, label))  # type: ignore[arg-type]
                if transaction:
                    c.execute("COMMIT")
            c.ended()
            for read in c.afterwards:
                read()
        except BaseException:
            if not conn.closed and not conn.broken and conn.info.transaction_status != TransactionStatus.IDLE:
                conn.execute(b"ROLLBACK")
            raise
        if stats is not None:
            (stats.transactions if transaction else stats.reads)[label] += 1
            stats.round_trips[label] += c.waits
        return result

    def _plain(self, work: Callable[[Conn], T]) -> T:
        """A unit without pipelining (a migration script holds several statements in one string)."""
        conn = self._live()
        with conn.transaction():
            return work(_Conn(conn))

    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> Row | None:
        if self.stats is not None:
            label = caller()
            self.stats.reads[label] += 1
            self.stats.round_trips[label] += 1
        return await self._call(lambda: _Conn(self._live()).execute(sql, params).fetchone())

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        if self.stats is not None:
            label = caller()
            self.stats.reads[label] += 1
            self.stats.round_trips[label] += 1
        return await self._call(lambda: _Conn(self._live()).execute(sql, params).fetchall())

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """One statement as its own transaction; returns how many rows it changed."""
        return await self.run(lambda c: c.execute(sql, params).rowcount)


def _version(c: Conn) -> int:
    exists = c.execute("SELECT to_regclass('schema_version') IS NOT NULL").fetchone()[0]
    if not exists:
        return 0
    row = c.execute("SELECT MAX(version) FROM schema_version").fetchone()
    return int(row[0] or 0)


def parse_error(url: str) -> str | None:
    """Why libpq cannot read this URL (password taken out), or None."""
    try:
        psycopg.conninfo.conninfo_to_dict(url)
        urlsplit(url).port  # noqa: B018 - raises ValueError for a port that is no number
    except (psycopg.Error, ValueError) as exc:
        return scrub(str(exc), url)
    return None
