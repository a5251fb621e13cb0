"""PostgreSQL behind the same interface as storage/db.py's SQLite `Database` (`DATABASE_URL=postgresql://…`).

Why psycopg 3 (sync) and not asyncpg: the store's units of work are plain functions `work(conn)` run
whole inside one transaction; asyncpg would make each of them a coroutine (every store method
rewritten, and a unit could then interleave with others at each await). psycopg 3's sync connection
runs the very same functions in one worker thread, as aiosqlite does, with server-side parameter
binding and pipelined `executemany`. The thin `_Conn` adapter turns `?` into `%s` and gives rows that
read by index and by column name, like sqlite3.Row.

One connection, one thread (`_Lane`): units run one after another, so within one bot process no two
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
import contextlib
import queue
import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, TypeVar
from urllib.parse import unquote, urlsplit, urlunsplit

import psycopg
from psycopg.pq import TransactionStatus
from psycopg.rows import RowMaker

from storage.db import SEEN_SQL, SIGHT, Conn, Duplicate, SchemaTooNew, Sight, migrations
from storage.errors import unreachable
from storage.metrics import POSTGRESQL_UNIT
from storage.stats import CountingConn, DbStats, caller, enabled

T = TypeVar("T")
MIGRATIONS = "storage.migrations_pg"
MIGRATE_LOCK = 0x43524F55  # "CROU": pg_advisory_xact_lock key held while migrating
PROBE = 1.0
"""Seconds between two looks whether a server that was unreachable answers again (`available`)."""


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


_INDEXES: dict[tuple[bytes | None, ...], dict[str, int]] = {}
"""Column indexes by a result's column names: built once per shape, not once per statement."""


def _rows(cursor: Any) -> RowMaker[Row]:
    result = cursor.pgresult
    names = tuple(result.fname(i) for i in range(result.nfields)) if result is not None else ()
    index = _INDEXES.get(names)
    if index is None:
        index = _INDEXES[names] = {d.name: i for i, d in enumerate(cursor.description or ())}

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
        self.committed: list[Callable[[], None]] = []
        """What queues statements to run after the unit's COMMIT, in its pipeline (`Conn.then`)."""

    @property
    def pipelined(self) -> bool:
        return self._pipeline is not None

    def later(self, read: Callable[[], None]) -> None:
        """Read results after the unit's end, when its one wait has brought them all."""
        self.afterwards.append(read)

    def then(self, queue: Callable[[], None]) -> None:
        """Queue statements right after the unit's COMMIT, in the same pipeline (no wait of their
        own): what must follow the commit but not a round trip later (a game's lock released). A
        unit that fails skips them."""
        self.committed.append(queue)

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


class _Lane:
    """The database thread: runs one function at a time, in the order given, and hands each result
    to the event loop. Leaner than a ThreadPoolExecutor (no concurrent.futures.Future, no chained
    callbacks): every unit of work crosses it twice, and the crossing was a visible share of a
    move's CPU."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._jobs: queue.SimpleQueue[tuple[Callable[[], Any], asyncio.Future[Any]] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="croupier-pg", daemon=True)
        self._thread.start()

    def call(self, fn: Callable[[], T]) -> asyncio.Future[T]:
        done: asyncio.Future[T] = self._loop.create_future()
        self._jobs.put((fn, done))
        return done

    def stop(self) -> None:
        self._jobs.put(None)

    def _run(self) -> None:
        while (job := self._jobs.get()) is not None:
            fn, done = job
            try:
                result = fn()
            except BaseException as exc:  # handed to the awaiting coroutine, whatever it is
                self._hand(_fail, done, exc)
            else:
                self._hand(_succeed, done, result)

    def _hand(self, how: Callable[[asyncio.Future[Any], Any], None], done: asyncio.Future[Any], what: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits any more
            self._loop.call_soon_threadsafe(how, done, what)


def _succeed(done: asyncio.Future[Any], result: Any) -> None:
    if not done.done():  # (its awaiting task may have been cancelled meanwhile)
        done.set_result(result)


def _fail(done: asyncio.Future[Any], exc: BaseException) -> None:
    if not done.done():
        done.set_exception(exc)


def connect(url: str) -> psycopg.Connection[Any]:
    """Autocommit: a transaction is exactly a unit of work (`BEGIN … COMMIT` in `PgDatabase.run`)."""
    return psycopg.connect(url, autocommit=True, connect_timeout=10, application_name="croupier")


class PgDatabase:
    """PostgreSQL: one connection owned by one worker thread."""

    rides = True
    """An update's duplicate check rides on its first unit of work (`storage.db.Sight`)."""

    def __init__(self, conn: psycopg.Connection[Any], url: str, lane: _Lane) -> None:
        self.conn = conn
        self.url = url
        self.where = masked(url)
        self._lane = lane
        self.stats: DbStats | None = None
        """Debug counters (storage/stats.py): round trips per Store method, or None."""
        self.down_since: float | None = None
        """Monotonic time the server was found unreachable (`storage.unreachable`); None: it answers."""
        self._probe_at = 0.0

    @classmethod
    async def open(cls, url: str, migrate: bool = True) -> PgDatabase:
        lane = _Lane(asyncio.get_running_loop())
        try:
            conn = await lane.call(lambda: connect(url))
        except BaseException:
            lane.stop()
            raise
        db = cls(conn, url, lane)
        if migrate:
            try:
                await db.migrate()
            except BaseException:
                await db.close()
                raise
        db.stats = enabled()
        return db

    async def _call(self, fn: Callable[[], T]) -> T:
        try:
            result = await self._lane.call(fn)
        except Exception as exc:
            if self.down_since is None and unreachable(exc):
                self.down_since = time.monotonic()
            raise
        self.down_since = None
        return result

    async def available(self) -> bool:
        """False while the server is known to be unreachable; asks it again (`SELECT 1`, which opens
        a new connection) at most every `PROBE` seconds."""
        if self.down_since is None:
            return True
        now = time.monotonic()
        if now < self._probe_at:
            return False
        self._probe_at = now + PROBE
        try:
            await self._call(lambda: _Conn(self._live()).execute("SELECT 1").fetchone())
        except Exception:
            return False
        return True

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

    async def reclaim(self) -> int:
        """Autovacuum gives dead rows' space back on its own."""
        return 0

    async def close(self) -> None:
        if self.stats is not None:
            self.stats.dump()
        try:
            await self._call(self.conn.close)
        finally:
            self._lane.stop()

    async def run(self, work: Callable[[Conn], T]) -> T:
        """`work(connection)` inside one transaction, run whole in the database thread, its
        statements pipelined (`_unit`). Several workers on one database serialise a game's steps with
        its advisory lock and claim deadlines and chats' messages (storage/workers.py, bot/workers.py)."""
        label = caller() if self.stats is not None else ""
        return await self._ride(lambda sight: self._unit(work, True, label, sight))

    async def pipelined(self, work: Callable[[Conn], T]) -> T:
        """`work(connection)` outside any transaction (each statement commits by itself), its
        statements sent together: one round trip for a unit that reads its results only at the end.
        For short units whose statements need not be atomic (a game's advisory lock and a read)."""
        label = caller() if self.stats is not None else ""
        return await self._ride(lambda sight: self._unit(work, False, label, sight))

    async def _ride(self, unit: Callable[[Sight | None], T]) -> T:
        """Run a unit in the database thread, carrying the duplicate check of the update this task
        handles if no unit has carried it yet (`storage.db.Sight`)."""
        sight = SIGHT.get()
        if sight is None or not sight.rides():
            return await self._call(lambda: unit(None))
        try:
            result = await self._call(lambda: unit(sight))
        except psycopg.errors.UniqueViolation as exc:
            if exc.diag.table_name != "seen_updates":
                raise
            sight.duplicate = True
            sight.settle(True)
            raise Duplicate(sight.update_id) from None
        sight.pending = False
        sight.settle(True)
        return result

    def _unit(self, work: Callable[[Conn], T], transaction: bool, label: str, sight: Sight | None = None) -> T:
        """A unit in pipeline mode: BEGIN, its statements and COMMIT travel together, and the client
        waits where the unit reads a result and once at the end. A unit that failed is rolled back.
        `sight`: an update's duplicate check, the unit's first statement (a duplicate fails it whole)."""
        stats = self.stats
        conn = self._live()
        c = _Conn(conn)
        try:
            with conn.pipeline() as pipeline:
                c._pipeline = pipeline
                if transaction:
                    c.execute("BEGIN")
                if sight is not None:
                    c.execute(SEEN_SQL, (sight.update_id, sight.at))
                result = work(c if stats is None else CountingConn(c, stats, label))
                if transaction:
                    c.execute("COMMIT")
                    for queue in c.committed:
                        queue()
            c.ended()
            for read in c.afterwards:
                read()
        except BaseException:
            if not conn.closed and not conn.broken and conn.info.transaction_status != TransactionStatus.IDLE:
                conn.execute(b"ROLLBACK")
            raise
        POSTGRESQL_UNIT.observe(c.waits)
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
        sight = SIGHT.get()
        if sight is not None and sight.rides():  # the update's duplicate check goes with the read
            return await self.pipelined(lambda c: c.execute(sql, params).fetchone())
        if self.stats is not None:
            label = caller()
            self.stats.reads[label] += 1
            self.stats.round_trips[label] += 1
        return await self._call(lambda: _Conn(self._live()).execute(sql, params).fetchone())

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[Row]:
        sight = SIGHT.get()
        if sight is not None and sight.rides():
            return await self.pipelined(lambda c: c.execute(sql, params).fetchall())
        if self.stats is not None:
            label = caller()
            self.stats.reads[label] += 1
            self.stats.round_trips[label] += 1
        return await self._call(lambda: _Conn(self._live()).execute(sql, params).fetchall())

    async def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """One statement as its own transaction; returns how many rows it changed (read once the
        unit is over: one round trip, not one for the count and one for COMMIT)."""
        cur = await self.run(lambda c: c.execute(sql, params))
        return int(cur.rowcount)


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
