"""`python -m storage migrate`: bring the configured database's schema up to date, print its version.
`python -m storage backup FILE`: copy the SQLite database to FILE, safely while the bot runs.
`python -m storage restore FILE`: put the backup FILE in the database's place (the bot stopped); the
database as it was is kept beside it. PostgreSQL: both say to use pg_dump / pg_restore instead.

The database is the bot's: DATABASE_URL (postgresql://…), else the SQLite file CROUPIER_DB (default
croupier.sqlite3), from the environment or a `.env` file. Errors are one line, with the exit codes of
`python -m bot` (2: fix the configuration; 1: try again later), and never show the password."""

from __future__ import annotations

import asyncio
import os
import sys

from storage import describe, failure, open_database, target

USAGE = "usage: python -m storage migrate | backup FILE | restore FILE   (the database: DATABASE_URL, else CROUPIER_DB)"


async def migrate(database_url: str | None, sqlite_path: str) -> int:
    db = await open_database(database_url, sqlite_path)  # opening migrates
    try:
        return await db.migrate()
    finally:
        await db.close()


def copy(command: str, file: str, url: str | None, path: str) -> int:
    """`backup` / `restore` of the SQLite file (storage/backup.py); PostgreSQL's own tools otherwise."""
    from storage.backup import BackupError, backup, restore

    kind, where = target(url, path)
    if kind == "postgresql":
        how = (
            'back it up with pg_dump -Fc -f FILE "$DATABASE_URL" (safe while the bot runs)'
            if command == "backup"
            else 'restore a pg_dump -Fc backup with pg_restore --clean -d "$DATABASE_URL" FILE (the bot stopped)'
        )
        print(f"croupier: the database is PostgreSQL ({describe(url, path)}): {how}", file=sys.stderr)
        return 2
    try:
        if command == "backup":
            version = backup(where, file)
            print(f"{where} backed up to {file}: schema version {version}")
            return 0
        version, kept = restore(file, where)
    except BackupError as exc:
        print(f"croupier: {exc}", file=sys.stderr)
        return exc.code
    before = f"; the database as it was is kept as {kept}" if kept else ""
    print(f"{file} restored to {where}: schema version {version}{before}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args != ["migrate"] and not (len(args) == 2 and args[0] in ("backup", "restore")):
        print(USAGE, file=sys.stderr)
        return 2
    try:
        from dotenv import load_dotenv

        load_dotenv()
    except ImportError:  # pragma: no cover - dotenv is a dependency
        pass
    url = os.environ.get("DATABASE_URL") or None
    path = os.environ.get("CROUPIER_DB", "croupier.sqlite3")
    try:
        if args[0] != "migrate":
            return copy(args[0], args[1], url, path)
        version = asyncio.run(migrate(url, path))
    except Exception as exc:
        code, reason = failure(exc, url, path)
        print(f"croupier: {reason}", file=sys.stderr)
        return code
    print(f"{describe(url, path)}: schema version {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
