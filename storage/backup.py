"""Backups of the SQLite file (`python -m storage backup FILE`, `python -m storage restore FILE`).

A backup uses SQLite's online backup API in one step: one read transaction, so the copy is one
consistent moment of the database even while the bot writes to it (WAL: the bot is not held up). It is
written beside FILE first and renamed over it only once it is complete and checked, so a backup that
fails never leaves half a file where the last good one was.

A restore replaces the bot's database with a backup, and only while no bot holds it: it takes the
database's exclusive lock first (a running bot's open connection keeps anyone from having it), and the
database as it was is kept beside it (`…before-restore-<time>`), so a restore can itself be undone.
PostgreSQL has its own tools (pg_dump, pg_restore): both commands say so in one line."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

from storage.db import newest


class BackupError(Exception):
    """Why a backup or a restore was not done (one line, for the admin)."""

    def __init__(self, reason: str, code: int = 2) -> None:
        super().__init__(reason)
        self.code = code
        """`python -m bot`'s exit codes: 2, fix something first; 1, try again later."""


def _croupier_version(conn: sqlite3.Connection, where: str) -> int:
    """The schema version of a Croupier database, checked whole (`quick_check`)."""
    try:
        ok = conn.execute("PRAGMA quick_check").fetchone()
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        games = conn.execute("SELECT 1 FROM sqlite_schema WHERE type='table' AND name='games'").fetchone()
    except sqlite3.DatabaseError as exc:
        raise BackupError(f"{where} is not a Croupier database ({exc})") from exc
    if ok is None or ok[0] != "ok":
        raise BackupError(f"{where} is damaged ({ok[0] if ok else 'no answer'})")
    if version == 0 or games is None:
        raise BackupError(f"{where} is not a Croupier database (no schema)")
    return version


def backup(database: str, target: str) -> int:
    """Copy the bot's database to `target` (replaced only by a complete, checked copy); returns its
    schema version."""
    if not Path(database).is_file():
        raise BackupError(f"there is no database at {database} (set CROUPIER_DB to the bot's file)")
    if Path(target).resolve() == Path(database).resolve():
        raise BackupError(f"{target} is the database itself: name another file")
    partial = f"{target}.partial"
    try:
        source = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    except sqlite3.Error as exc:
        raise BackupError(f"the database {database} cannot be read ({exc})") from exc
    try:
        Path(partial).unlink(missing_ok=True)
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy)  # all pages in one step: one consistent moment
            copy.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            version = _croupier_version(copy, database)
        finally:
            copy.close()
        os.replace(partial, target)
    except sqlite3.OperationalError as exc:
        Path(partial).unlink(missing_ok=True)
        raise BackupError(f"the backup of {database} failed ({exc}); try again", 1) from exc
    except OSError as exc:
        Path(partial).unlink(missing_ok=True)
        raise BackupError(f"cannot write {target} ({exc.strerror or exc})") from exc
    finally:
        source.close()
    return version


def restore(source: str, database: str) -> tuple[int, str | None]:
    """Replace the bot's database with the backup `source`, unless a bot holds it; returns the backup's
    schema version and where the database as it was is kept (None: there was none)."""
    if not Path(source).is_file():
        raise BackupError(f"there is no backup at {source}")
    if Path(source).resolve() == Path(database).resolve():
        raise BackupError(f"{source} is the database itself: name a backup")
    backup_conn = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        version = _croupier_version(backup_conn, source)
        if version > newest():
            known = newest()
            raise BackupError(f"{source} is from a newer Croupier (schema {version}, this one knows {known}): upgrade")
        existed = Path(database).is_file()
        target = sqlite3.connect(database, isolation_level=None, timeout=0.5)
        try:
            target.execute("PRAGMA locking_mode=EXCLUSIVE")
            try:  # held until this connection closes: no bot can open the database meanwhile
                target.execute("BEGIN EXCLUSIVE")
                target.execute("COMMIT")
            except sqlite3.OperationalError as exc:
                raise BackupError(
                    f"a running bot holds {database}: stop it (and every other program using the file), "
                    "then restore again; nothing was changed",
                    1,
                ) from exc
            target.execute("PRAGMA journal_mode=DELETE")  # (a WAL file takes no backup of another page size)
            kept = None
            if existed:
                kept = f"{database}.before-restore-{time.strftime('%Y%m%d-%H%M%S')}"
                with sqlite3.connect(kept) as old:
                    target.backup(old)
                old.close()
            backup_conn.backup(target)
        finally:
            target.close()
    finally:
        backup_conn.close()
    return version, kept
