"""`python -m storage backup FILE` copies a running bot's SQLite database, and a bot started on the copy
plays on; `python -m storage restore FILE` puts a backup back, but never under a running bot, and keeps
the database it replaces. On PostgreSQL both point to pg_dump in one line."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from conftest import Harness
from driver import final_message, open_game, pending, pick, record_of

import storage.__main__ as cli
from bot.demo.fakegram import FakeTelegram
from games.__main__ import main as games_main
from storage import open_database
from storage.db import migrations, newest

GROUP = -100777


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The bot's database file, as `python -m storage` finds it (CROUPIER_DB, no DATABASE_URL)."""
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    monkeypatch.delenv("DATABASE_URL", raising=False)
    path = tmp_path / "live.sqlite3"
    monkeypatch.setenv("CROUPIER_DB", str(path))
    return path


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    server = FakeTelegram(group_limit=None)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


async def play(h: Harness, seats: dict[int, Any], rng: random.Random, limit: int) -> int:
    """Presses of current buttons (this game's, this move's) until `limit` or the game's end."""
    fake, presses = h.fake, 0
    while presses < limit:
        table = await h.table(GROUP)
        if table is None:
            return presses
        for seat in sorted(table.game.to_act(table.state)):
            user, n = seats[seat], table.state.moves[seat]
            found = pending(fake, user, seat, depth=8, moves=n, game=table.id) or pending(
                fake, GROUP, seat, depth=8, moves=n, game=table.id
            )
            if found is not None:
                await h.press(user, found[0], pick(found[1], rng))
                presses += 1
                break
        else:
            raise AssertionError("nobody has a button to press")
    return presses


async def run(*args: str) -> int:
    """`python -m storage …` beside the running bot (its own thread: the bot's loop goes on)."""
    return await asyncio.to_thread(cli.main, list(args))


async def test_a_backup_of_a_running_bot_is_a_database_a_new_bot_plays_on_from(
    env: Path, fake: FakeTelegram, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    h = Harness(fake, env)
    await h.start()
    copy = tmp_path / "backups" / "copy.sqlite3"
    copy.parent.mkdir()
    copy.write_bytes(b"an older backup")  # replaced whole
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "merit", [ann, bob])
        seats = {table.seat_of(u.id): u for u in (ann, bob)}
        rng = random.Random(3)
        assert await play(h, seats, rng, 6) == 6
        version = (await h.table(GROUP)).state.version
        assert Path(f"{env}-wal").stat().st_size > 0  # what the bot wrote is (partly) in its WAL still
        assert await run("backup", str(copy)) == 0  # while the bot runs
        out = capsys.readouterr().out
        assert out.count("\n") == 1 and str(copy) in out and "schema version" in out
        assert not Path(f"{copy}.partial").exists() and not Path(f"{copy}-wal").exists()
    finally:
        await h.stop()  # the machine is lost: the copy is all there is

    h = Harness(fake, copy)
    await h.start()
    try:
        table = await h.table(GROUP)
        assert table is not None and table.state.version == version
        assert await play(h, seats, rng, 10_000) > 0
        assert final_message(fake, GROUP) is not None
        record = await record_of(h, bob, GROUP)
        path = tmp_path / "record.json"
        path.write_text(json.dumps(record))
        assert games_main(["verify", str(path)]) == 0
    finally:
        await h.stop()


async def test_restore_refuses_a_running_bots_database_and_keeps_the_one_it_replaces(
    env: Path, fake: FakeTelegram, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    h = Harness(fake, env)
    await h.start()
    backup = tmp_path / "b.sqlite3"
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "merit", [ann, bob])
        seats = {table.seat_of(u.id): u for u in (ann, bob)}
        rng = random.Random(5)
        await play(h, seats, rng, 3)
        saved = (await h.table(GROUP)).state.version
        assert await run("backup", str(backup)) == 0
        await play(h, seats, rng, 3)
        later = (await h.table(GROUP)).state.version
        assert later > saved
        capsys.readouterr()

        assert await run("restore", str(backup)) == 1  # the bot holds it
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("croupier: ") and "running bot" in err
        assert "nothing was changed" in err
        assert not list(tmp_path.glob("live.sqlite3.before-restore-*"))
        assert await play(h, seats, rng, 1) == 1  # and the bot goes on as if nothing was tried
        later = (await h.table(GROUP)).state.version
    finally:
        await h.stop()

    assert await run("restore", str(backup)) == 0  # the bot stopped
    out = capsys.readouterr().out
    (kept,) = tmp_path.glob("live.sqlite3.before-restore-*")
    assert out.count("\n") == 1 and str(kept) in out and "schema version" in out
    with sqlite3.connect(kept) as conn:  # the database as it was, whole
        assert conn.execute("SELECT version FROM games WHERE id=?", (table.id,)).fetchone()[0] == later
    conn.close()

    h = Harness(fake, env)
    await h.start()
    try:
        table = await h.table(GROUP)
        assert table is not None and table.state.version == saved  # back where the backup was taken
    finally:
        await h.stop()


def test_backup_and_restore_say_what_is_wrong_in_one_line_and_change_nothing(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["backup", str(tmp_path / "b.sqlite3")]) == 2  # no database yet
    assert "no database at" in capsys.readouterr().err
    assert not env.exists() and not (tmp_path / "b.sqlite3").exists()
    junk = tmp_path / "notes.txt"
    junk.write_text("not a database\n" * 100)
    assert cli.main(["restore", str(junk)]) == 2
    assert "is not a Croupier database" in capsys.readouterr().err
    assert cli.main(["restore", str(tmp_path / "missing.sqlite3")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no backup at" in err
    assert not env.exists()
    assert cli.main(["backup"]) == 2 and "usage" in capsys.readouterr().err


def test_on_postgresql_backup_and_restore_point_to_pg_dump_in_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_URL", "postgresql://croupier:s3cret-pw@db.example/croupier")
    for command, tool in (("backup", "pg_dump"), ("restore", "pg_restore")):
        assert cli.main([command, str(tmp_path / "x.dump")]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("croupier: the database is PostgreSQL"), err
        assert "pg_dump" in err and tool in err and "s3cret-pw" not in err
    assert not (tmp_path / "x.dump").exists()


def test_a_backup_from_an_older_croupier_is_restored_and_brought_up_to_date(
    env: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = tmp_path / "old.sqlite3"  # schema 10, 4 KiB pages: before the outbox was made small
    with sqlite3.connect(old, isolation_level=None) as conn:
        for version, script in migrations():
            if version <= 10:
                conn.executescript(script)
        conn.execute(
            "INSERT INTO games (id, chat_id, game, options, seed, status, created_at, updated_at) "
            "VALUES (7, -5, 'merit', '{}', 's', 'running', 0, 0)"
        )
    conn.close()

    async def opened() -> tuple[int, int, int]:
        db = await open_database(None, str(env))
        try:
            games = await db.fetchall("SELECT id FROM games")
            page = await db.fetchone("PRAGMA page_size")
            assert page is not None
            return len(games), await db.migrate(), int(page[0])
        finally:
            await db.close()

    assert asyncio.run(opened()) == (0, newest(), 1024)  # the bot's database, small pages, WAL
    assert cli.main(["restore", str(old)]) == 0
    assert "schema version 10" in capsys.readouterr().out
    assert asyncio.run(opened()) == (1, newest(), 1024)  # the bot's next start migrates it
