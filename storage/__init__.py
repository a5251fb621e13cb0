"""SQL lives here and nowhere else.

Two backends behind one interface (`storage.db.Backend`, used by `storage.store.Store`): SQLite
(`storage.db.Database`, a file; the default) and PostgreSQL (`storage.pg.PgDatabase`, chosen by a
`postgresql://` or `postgres://` DATABASE_URL). Each has its own versioned migrations with the same
version numbers (storage/migrations, storage/migrations_pg); opening a database migrates it, and one
whose schema is newer than this code knows is refused (`SchemaTooNew`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from storage.errors import unreachable as unreachable

if TYPE_CHECKING:
    from storage.db import Backend

PG_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite:///"


class BadDatabaseURL(ValueError):
    """DATABASE_URL names no database this code can open (the message never holds the password)."""


def target(database_url: str | None, sqlite_path: str = "croupier.sqlite3") -> tuple[str, str]:
    """("postgresql", url) or ("sqlite", path): which backend a configuration selects."""
    url = (database_url or "").strip()
    if not url:
        return "sqlite", sqlite_path
    if url.startswith(SQLITE_SCHEME):
        return "sqlite", url[len(SQLITE_SCHEME) :] or sqlite_path
    if url.startswith(PG_SCHEMES):
        from storage.pg import masked, parse_error

        problem = parse_error(url)
        if problem is not None:
            raise BadDatabaseURL(f"DATABASE_URL {masked(url)} cannot be read: {problem}")
        return "postgresql", url
    scheme = url.split(":", 1)[0] if ":" in url else url[:0]
    raise BadDatabaseURL(
        f"DATABASE_URL must start with postgresql:// (or sqlite:///), not {scheme + ':' if scheme else 'this'}"
    )


async def open_database(database_url: str | None, sqlite_path: str = "croupier.sqlite3") -> Backend:
    """The configured database, opened and migrated: PostgreSQL for a postgresql:// URL, else the
    SQLite file (unset DATABASE_URL: `sqlite_path`, i.e. CROUPIER_DB)."""
    kind, where = target(database_url, sqlite_path)
    if kind == "postgresql":
        from storage.pg import PgDatabase

        return await PgDatabase.open(where)
    from storage.db import Database

    return await Database.open(where)


def describe(database_url: str | None, sqlite_path: str = "croupier.sqlite3") -> str:
    """The configured database for messages, without a password."""
    try:
        kind, where = target(database_url, sqlite_path)
    except BadDatabaseURL:
        return "DATABASE_URL"
    if kind == "postgresql":
        from storage.pg import masked

        return masked(where)
    return where


_TRANSIENT = ("starting up", "shutting down", "too many", "recovery mode")


def failure(exc: BaseException, database_url: str | None, sqlite_path: str = "croupier.sqlite3") -> tuple[int, str]:
    """(exit code, one-line reason) for an error met opening the configured database: 2 when the
    configuration must change (bad URL, refused login, a newer schema, an unusable file), 1 when
    trying again later may help (the server is unreachable or starting). Never shows the password."""
    from storage.db import SchemaTooNew

    where = describe(database_url, sqlite_path)
    if isinstance(exc, BadDatabaseURL | SchemaTooNew):
        return 2, str(exc)
    text = " ".join(str(exc).split())
    if database_url:
        from storage.pg import scrub

        text = scrub(str(exc), database_url.strip())
    try:
        import psycopg
    except ImportError:  # pragma: no cover - a runtime dependency
        psycopg = None  # type: ignore[assignment]  # only compared with None below
    if psycopg is not None and isinstance(exc, psycopg.OperationalError):
        server_said = "FATAL:" in text and not any(t in text for t in _TRANSIENT)
        if server_said:
            return 2, f"the database {where} refused the connection ({text}): check DATABASE_URL"
        return 1, f"cannot reach the database {where} ({text}); try again later"
    if target(database_url, sqlite_path)[0] == "sqlite":
        return 2, f"the database {where} cannot be used ({text}): restore a backup or set CROUPIER_DB to another file"
    return 2, f"the database {where} cannot be used ({type(exc).__name__}: {text})"


def check(database_url: str | None, sqlite_path: str = "croupier.sqlite3") -> tuple[int, str] | None:
    """Before the bot starts: (exit code, one-line reason) when the configured database cannot be
    used, else None. Opens and migrates it (so a schema newer than this code is refused here, said in
    one line, rather than in the middle of the bot's start)."""
    import asyncio

    async def probe() -> None:
        db = await open_database(database_url, sqlite_path)
        await db.close()

    try:
        asyncio.run(probe())
    except Exception as exc:
        return failure(exc, database_url, sqlite_path)
    return None
