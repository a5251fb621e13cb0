"""`python -m storage migrate`: bring the configured database's schema up to date, print its version.

The database is the bot's: DATABASE_URL (postgresql://…), else the SQLite file CROUPIER_DB (default
croupier.sqlite3), from the environment or a `.env` file. Errors are one line, with the exit codes of
`python -m bot` (2: fix the configuration; 1: try again later), and never show the password."""

from __future__ import annotations

import asyncio
import os
import sys

from storage import describe, failure, open_database

USAGE = "usage: python -m storage migrate   (the database: DATABASE_URL, else CROUPIER_DB)"


async def migrate(database_url: str | None, sqlite_path: str) -> int:
    db = await open_database(database_url, sqlite_path)  # opening migrates
    try:
        return await db.migrate()
    finally:
        await db.close()


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args != ["migrate"]:
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
        version = asyncio.run(migrate(url, path))
    except Exception as exc:
        code, reason = failure(exc, url, path)
        print(f"croupier: {reason}", file=sys.stderr)
        return code
    print(f"{describe(url, path)}: schema version {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
