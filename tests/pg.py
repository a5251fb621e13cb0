"""A real PostgreSQL for the tests: one server per session (the `pgserver` package bundles the
binaries, so a clean clone needs nothing but `pip install -e '.[test]'`), a fresh database per test.

`pg_url` gives the test its own empty database (dropped afterwards); `backend` / `database_url` let a
module run on both backends (`pytestmark = BOTH_BACKENDS`)."""

from __future__ import annotations

import itertools
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

BOTH_BACKENDS = pytest.mark.parametrize("backend", ["sqlite", "pg"], indirect=True)
"""Mark a module or a test with it: each test that (indirectly) uses `backend` runs on both."""

_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[str]:
    """The URL of a PostgreSQL server started for this session (its maintenance database). Its data
    lives outside pytest's numbered temporary directories, which another pytest run may prune."""
    import pgserver

    root = Path(tempfile.mkdtemp(prefix="croupier-pg-"))
    server = pgserver.get_server(root, cleanup_mode="stop")
    url = server.get_uri()
    with psycopg.connect(url, autocommit=True) as conn:  # a test server: durability buys nothing
        for setting in ("fsync", "synchronous_commit", "full_page_writes"):
            conn.execute(f"ALTER SYSTEM SET {setting} = off".encode())
        conn.execute("SELECT pg_reload_conf()")
    try:
        yield url
    finally:
        server.cleanup()
        shutil.rmtree(root, ignore_errors=True)


def database(server: str, name: str) -> str:
    """The server's URL for another database on it."""
    head, _, tail = server.partition("?")
    base = head.rsplit("/", 1)[0]
    return f"{base}/{name}" + (f"?{tail}" if tail else "")


@pytest.fixture
def pg_url(pg_server: str) -> Iterator[str]:
    """A fresh, empty database for one test."""
    name = f"croupier_test_{next(_numbers)}"
    with psycopg.connect(pg_server, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}".encode())
    try:
        yield database(pg_server, name)
    finally:
        with psycopg.connect(pg_server, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)".encode())


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The SQLite backend unless the test is parametrised with BOTH_BACKENDS."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture
def database_url(backend: str, request: pytest.FixtureRequest) -> str | None:
    """None: the SQLite file beside the test; else a fresh PostgreSQL database's URL."""
    if backend == "sqlite":
        return None
    return str(request.getfixturevalue("pg_url"))


class OwnServer:
    """A PostgreSQL server of a test module's own, which its tests stop and start again (the session's
    server stays up for everyone else). Its socket and so its URL stay the same across a restart."""

    def __init__(self, root: Path) -> None:
        import pgserver

        self.root = root
        self.server = pgserver.get_server(root, cleanup_mode="stop")
        self.url = self.server.get_uri()

    def stop(self) -> None:
        """A fast shutdown, as an administrator's restart or a failover does: open connections are cut."""
        from pgserver._commands import pg_ctl

        pg_ctl(["-w", "-m", "fast", "stop"], pgdata=self.server.pgdata, user=self.server.system_user)

    def start(self) -> None:
        self.server.ensure_postgres_running()
        assert self.server.get_uri() == self.url

    def running(self) -> bool:
        try:
            psycopg.connect(self.url, connect_timeout=2).close()
        except psycopg.OperationalError:
            return False
        return True


@pytest.fixture(scope="module")
def own_pg_server() -> Iterator[OwnServer]:
    root = Path(tempfile.mkdtemp(prefix="croupier-pg-own-"))
    own = OwnServer(root)
    try:
        yield own
    finally:
        if not own.running():
            own.start()  # so that its cleanup finds it and stops it
        own.server.cleanup()
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def stoppable_pg(own_pg_server: OwnServer) -> Iterator[tuple[OwnServer, str]]:
    """(the server, a fresh database's URL on it): a test may stop and start the server; it is up
    again after the test."""
    name = f"croupier_own_{next(_numbers)}"
    with psycopg.connect(own_pg_server.url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}".encode())
    try:
        yield own_pg_server, database(own_pg_server.url, name)
    finally:
        if not own_pg_server.running():
            own_pg_server.start()
        with psycopg.connect(own_pg_server.url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)".encode())
