"""An ended game is compacted: its snapshot, most of its UI state, its delivered messages and its slots
go; its record, result, seats, options and log stay, so /history, the record button and a rematch
still work. On both backends (tests/pg.py), and the database gets smaller for it."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import string
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from pg import BOTH_BACKENDS

from storage import open_database
from storage.db import Backend, migrations, newest
from storage.ratings import Finish, FinishSeat
from storage.store import ENDED_KEEP, Commit, LoggedAction, OutRow, Store

CHAT = -1001234567890
ALICE = 5000000001
BIG = "".join(random.Random(1).choices(string.ascii_letters + string.digits, k=3000))
"""A message body or UI field of a realistic order of size (a table of several lines); random, so
that PostgreSQL's compression does not make it vanish."""


@pytest.fixture
async def db(backend: str, database_url: str | None, tmp_path: Path) -> AsyncIterator[Backend]:
    d = await open_database(database_url, str(tmp_path / "c.sqlite3"))
    try:
        yield d
    finally:
        await d.close()


@pytest.fixture
def store(db: Backend) -> Store:
    return Store(db)


def finish() -> Finish:
    seats = [
        FinishSeat(user_id=ALICE, name="Alice", score=7.0, place=1, won=True),
        FinishSeat(user_id=None, name="AI", score=3.0, place=2, won=False),
    ]
    return Finish(
        game="merit",
        chat_id=CHAT,
        thread_id=None,
        options={"rounds": 6},
        seats=seats,
        record={"seats": [{"name": "Alice"}, {"name": "AI"}], "actions": [[0, "a1"]]},
    )


SEATS: list[dict[str, Any]] = [{"user_id": ALICE, "name": "Alice"}, {"user_id": None, "name": "AI"}]


async def play(store: Store, moves: int, end: bool = True, topic: int | None = None) -> int:
    """A game of `moves` steps, each sending a big message that is then delivered into a slot."""
    gid = await store.create_game(CHAT, "merit", {"rounds": 6}, "seed", ALICE, SEATS, thread_id=topic)
    for v in range(1, moves + 1):
        over = end and v == moves
        row = OutRow(chat_id=CHAT, kind="send", body={"text": BIG}, game_id=gid, slot="table")
        step = Commit(
            actions=[LoggedAction(0, f"a{v}")],
            state=json.dumps({"v": v, "pad": BIG}),
            version=v,
            seats=SEATS,
            ui={"timeout": 90.0, "head": [BIG], "token": "t"},
            rows=[row],
            status="finished" if over else "running",
            finish=finish() if over else None,
        )
        await store.commit(gid, step)
        await store.delivered([row.id], message_id=100 + v, slot=(gid, "table", CHAT))
    return gid


async def payload(db: Backend) -> int:
    """Bytes of snapshots, UI state and message bodies held: what compaction is about."""
    games = await db.fetchone("SELECT COALESCE(SUM(LENGTH(state)), 0) + SUM(LENGTH(ui)) FROM games")
    out = await db.fetchone("SELECT COALESCE(SUM(LENGTH(body)), 0) FROM outbox")
    assert games is not None and out is not None
    return int(games[0]) + int(out[0])


async def size(db: Backend, database_url: str | None) -> int:
    """The pages in use (SQLite) or the tables' size after VACUUM FULL (PostgreSQL), in bytes."""
    if database_url is None:
        pages = await db.fetchone("PRAGMA page_count")
        free = await db.fetchone("PRAGMA freelist_count")
        assert pages is not None and free is not None
        page = await db.fetchone("PRAGMA page_size")
        assert page is not None
        return (int(pages[0]) - int(free[0])) * int(page[0])
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("VACUUM FULL games, outbox, slots")
        row = conn.execute("SELECT pg_total_relation_size('games') + pg_total_relation_size('outbox')").fetchone()
        assert row is not None
        return int(row[0])


@BOTH_BACKENDS
async def test_the_step_that_ends_a_game_drops_its_snapshot_and_keeps_what_a_rematch_reads(store: Store) -> None:
    gid = await play(store, 3)
    row = await store.game(gid)
    assert row is not None and row.status == "finished" and row.state is None
    assert row.ui == {"timeout": 90.0}  # the rematch's time per move
    assert row.seats == SEATS and row.options == {"rounds": 6} and row.version == 3
    assert [a.action for a in await store.actions(gid)] == ["a1", "a2", "a3"]  # the log stays
    fin = await store.finished_game(gid)
    assert fin is not None and json.loads(fin["record"])["actions"] == [[0, "a1"]]
    assert [h["game_id"] for h in await store.history(CHAT)] == [gid]


@BOTH_BACKENDS
async def test_a_cancelled_game_loses_its_snapshot_too(store: Store) -> None:
    gid = await play(store, 2, end=False)
    await store.set_status(gid, "cancelled", [OutRow(chat_id=CHAT, kind="send", body={"text": "bye"}, game_id=gid)])
    row = await store.game(gid)
    assert row is not None and (row.status, row.state, row.ui) == ("cancelled", None, {"timeout": 90.0})
    assert await store.deadlines(gid) == []


@BOTH_BACKENDS
async def test_compact_drops_what_ended_games_no_longer_need_and_the_database_shrinks(
    db: Backend, store: Store, database_url: str | None
) -> None:
    ended = [await play(store, 6) for _ in range(3)]
    live = await play(store, 4, end=False, topic=7)  # (a live game in its own forum topic)
    waiting = await play(store, 2)  # ended, but a message of it still waits to be sent
    await store.enqueue([OutRow(chat_id=CHAT, kind="send", body={"text": "late"}, game_id=waiting)])
    await store.enqueue([OutRow(chat_id=ALICE, kind="send", body={"text": BIG})])  # a reply of no game
    await store.delivered([(await store.pending())[-1].id], message_id=5)
    # a game that ended before compaction existed: its snapshot and UI state were kept
    await db.execute("UPDATE games SET state=?, ui=? WHERE id=?", (BIG, json.dumps({"head": [BIG]}), ended[0]))
    bytes_before, size_before = await payload(db), await size(db, database_url)

    assert await store.compact(time.time() - 3600) == 0  # nothing ended an hour ago
    assert await store.compact(time.time() + 1) == 1  # the old snapshot and UI state
    assert await store.compact(time.time() + 1) == 0  # done once
    store.clock = lambda: time.time() + ENDED_KEEP + 1  # an hour later the pruning round takes the rest
    removed = await store.prune()
    # 3 × 6 delivered messages and 3 slots of the ended games; 3 of the live game's 4 (its table's row
    # stays) and 1 of the waiting game's 2 (likewise); 1 reply of no game
    assert removed == 18 + 3 + 3 + 1 + 1
    assert await store.prune() == 0

    assert await payload(db) < bytes_before - 2 * len(BIG)  # the old snapshot and UI state (bodies went at delivery)
    assert await size(db, database_url) < size_before
    row = await store.game(ended[0])
    assert row is not None and (row.state, row.ui) == (None, {})
    assert await store.outbox_counts(ended[1]) == {}
    assert await store.outbox_counts(live) == {"done": 1}  # a live game keeps its live message's row
    assert await store.outbox_counts(waiting) == {"done": 1, "pending": 1}  # its slot stays: something waits
    slots = await store.slots()
    assert set(slots) == {(live, "table"), (waiting, "table")}
    live_row = await store.game(live)
    assert live_row is not None and live_row.state is not None and "head" in live_row.ui
    # what /history, the record button and a rematch read is all there
    assert {h["game_id"] for h in await store.history(CHAT)} == {*ended, waiting}
    for g in ended:
        fin = await store.finished_game(g)
        assert fin is not None and json.loads(fin["record"])["seats"][0]["name"] == "Alice"
    again = await store.game(ended[1])
    assert again is not None and again.seats == SEATS and again.ui == {"timeout": 90.0}
    assert [r.body["text"] for r in await store.pending()] == ["late"]


def test_a_version_6_sqlite_database_keeps_its_rows_through_migration_7(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path, isolation_level=None) as conn:
        for version, script in migrations():
            if version <= 6:
                conn.executescript(script)
        conn.execute(
            "INSERT INTO games (id, chat_id, game, options, seed, status, created_at, updated_at) "
            "VALUES (1, 5, 'merit', '{}', 's', 'running', 0, 0)"
        )
        conn.executemany("INSERT INTO actions VALUES (1, ?, 0, ?, 'player', 0)", [(1, "a"), (2, "b")])
        conn.execute("INSERT INTO deadlines VALUES (1, 0, 2, 10.0, 20.0, 0)")
        conn.execute("INSERT INTO slots VALUES (1, 'table', 5, 77)")
    conn.close()

    async def check() -> None:
        db = await open_database(None, str(path))
        try:
            store = Store(db)
            assert [a.action for a in await store.actions(1)] == ["a", "b"]
            assert [(d.seat, d.expire_at) for d in await store.deadlines(1)] == [(0, 20.0)]
            assert await store.slots() == {(1, "table"): (5, 77)}
            fk = await db.fetchall("PRAGMA foreign_key_check")
            assert fk == []
        finally:
            await db.close()

    asyncio.run(check())
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == newest()
        for table in ("actions", "deadlines", "slots"):
            sql = conn.execute("SELECT sql FROM sqlite_schema WHERE name=?", (table,)).fetchone()[0]
            assert "WITHOUT ROWID" in sql, table
    conn.close()


async def test_the_bot_compacts_games_that_ended_a_day_ago_daily(tmp_path: Path) -> None:
    from conftest import Harness
    from driver import open_game, play_to_end, record_of

    from bot.demo.fakegram import FakeTelegram

    fake = FakeTelegram()
    await fake.start()
    h = Harness(fake, tmp_path / "c.sqlite3")
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, -100123, "merit", [ann, bob])
        seats = {table.seat_of(u.id): u for u in (ann, bob)}
        await play_to_end(h.press, fake, -100123, seats, lambda: set(table.game.to_act(table.state)), random.Random(2))
        await h.drained()
        assert (await h.svc.store.outbox_counts(table.id)).get("done", 0) > 0
        await h.advance(2 * 86400)  # two days later the bot's daily compaction and its pruning have run
        await h.svc.every["compact"].work()
        await h.svc.every["prune"].work()
        assert (await h.svc.store.outbox_counts(table.id)).get("done", 0) == 0  # its delivered messages went
        record = await record_of(h, bob, -100123, table.id)  # while its record stays
        assert record["game"] == "merit" and record["actions"]
    finally:
        await h.stop()
        await fake.stop()
