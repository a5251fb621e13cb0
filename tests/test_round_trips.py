"""What a button press costs PostgreSQL (issue 13): at most three round trips, and none of the
savings may lose or repeat anything. A move is one unit that takes the game's lock (carrying the
webhook update's duplicate check) and one that commits the step and releases the lock; the marks of
what was delivered ride on a later commit, or cost one unit of their own."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import psycopg
import pytest
from conftest import Harness
from driver import open_game, pending, two_in_a_lobby

from bot.demo.fakegram import FakeTelegram
from storage import open_database
from storage.db import SIGHT, Duplicate, Sight
from storage.store import Commit, LoggedAction, Mark, OutRow, StaleGame, Store
from storage.workers import GAME_LOCK, Shared

GROUP = -100913
CHAT = -1001234567890


def counted(h: Harness) -> dict[str, int]:
    """Round trips so far, by Store method (storage/stats.py)."""
    stats = h.svc.store.db.stats
    assert stats is not None
    return stats.round_trips


def lock_is_free(url: str, game_id: int) -> bool:
    """Whether another session may take the game's lock now (it is given back at once)."""
    with psycopg.connect(url, autocommit=True) as conn:
        got = conn.execute("SELECT pg_try_advisory_lock(%s, %s)", (GAME_LOCK, game_id)).fetchone()
        if got and got[0]:
            conn.execute("SELECT pg_advisory_unlock(%s, %s)", (GAME_LOCK, game_id))
            return True
        return False


async def move(h: Harness, fake: FakeTelegram, user: Any, seat: int) -> tuple[int, str]:
    """The user presses the first move button they have; returns the press's update id and data."""
    found = pending(fake, user, seat) or pending(fake, GROUP, seat)  # a secret choice by DM, others in the group
    assert found is not None
    message, buttons = found
    await h.press(user, message, data=buttons[0])
    return fake.last_update_id, buttons[0]


@pytest.fixture
async def webhook_pg(fake: FakeTelegram, tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv("CROUPIER_DB_STATS", str(tmp_path / "stats.json"))
    # no poll of the worker during a press: what is counted is the press's own work
    h = Harness(fake, tmp_path / "unused.sqlite3", webhook=True, database_url=pg_url, poll=3600.0)
    await h.start()
    try:
        yield h
    finally:
        await h.stop()


async def test_a_move_costs_at_most_three_round_trips_and_leaves_the_game_unlocked(
    webhook_pg: Harness, fake: FakeTelegram, pg_url: str
) -> None:
    h = webhook_pg
    alice = fake.user(1, "Alice")
    table = await open_game(h, GROUP, "merit", [alice], "ai=1")
    seat = table.seat_of(alice.id)
    for _ in range(4):
        version = table.state.version
        before = dict(counted(h))
        await move(h, fake, alice, seat)  # handled, answered, and everything it owed delivered and marked
        spent = {k: n - before.get(k, 0) for k, n in counted(h).items() if n != before.get(k, 0)}
        # the lock (with the update's duplicate check), the commit (releasing the lock), the marks
        assert sum(spent.values()) <= 3 and set(spent) <= {"try_lock", "commit", "delivered_later"}, spent
        assert table.state.version > version
        assert lock_is_free(pg_url, table.id)  # the commit gave the lock back, in its own unit


async def test_an_update_delivered_twice_is_handled_once_on_postgresql(webhook_pg: Harness, fake: FakeTelegram) -> None:
    h = webhook_pg
    alice, bob, lobby, gid, opened, joined = await two_in_a_lobby(h, fake, GROUP)
    await h.press(alice, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    assert table is not None and table.status == "running"
    # (the monk has no secret choice at the start: whoever has a question presses)
    mover = next(u for u in (alice, bob) if pending(fake, u, table.seat_of(u.id)) is not None)
    pressed, _ = await move(h, fake, mover, table.seat_of(mover.id))
    version = table.state.version
    groups = len(fake.messages(GROUP))
    answers = sum(1 for c in fake.requests if c.method == "answerCallbackQuery")
    # Telegram retries them (its answers timed out), one of them twice at the same moment
    assert await fake.redeliver(opened) == 200
    assert await asyncio.gather(fake.redeliver(joined), fake.redeliver(joined)) == [200, 200]
    assert await fake.redeliver(pressed) == 200
    for update_id in (opened, joined, pressed):
        await h.app.bot_data["processor"].wait_done(update_id)
    await h.say(alice, "/status", GROUP)  # handled after anything queued before it in this chat
    assert table.state.version == version and len(table.seats) == 2
    actions = await h.svc.store.actions(table.id)
    assert len(actions) == len({(a.seat, a.action, i) for i, a in enumerate(actions)})
    assert sum(1 for c in fake.requests if c.method == "answerCallbackQuery") == answers
    assert len(fake.messages(GROUP)) == groups + 1  # only /status's table


# ----- the storage underneath ----------------------------------------------------------------------


@pytest.fixture
async def two(pg_url: str) -> Any:
    """Two workers' connections to one database."""
    a, b = await open_database(pg_url), await open_database(pg_url)
    try:
        yield a, b
    finally:
        await a.close()
        await b.close()


def step(version: int, expect: int, rows: list[OutRow] | None = None) -> Commit:
    return Commit(
        actions=[LoggedAction(0, f"a{version}")],
        state=json.dumps({"v": version}),
        version=version,
        seats=[{"user_id": 1, "name": "A"}],
        ui={},
        rows=rows or [],
        expect_version=expect,
    )


async def test_a_closing_commit_releases_the_lock_after_its_commit_and_a_stale_one_keeps_it(two: Any) -> None:
    a_db, b_db = two
    store = Store(a_db)
    a, b = Shared(a_db, "a"), Shared(b_db, "b")
    store.after_commit = a.after_commit
    gid = await store.create_game(CHAT, "merit", {}, "seed", 1, [])
    held = await a.try_lock(gid)
    assert held.got and not (await b.try_lock(gid)).got
    a.closing(gid)
    await store.commit(gid, step(1, 0))
    fresh = await b.try_lock(gid)  # before A says it is done: its commit released the lock
    assert fresh.got and fresh.rev is not None and fresh.rev > (held.rev or 0)
    calls = 0
    real = a_db.pipelined

    async def counted(work: Any) -> Any:
        nonlocal calls
        calls += 1
        return await real(work)

    a_db.pipelined = counted
    assert await a.unlock(gid) == fresh.rev  # nothing to release: no round trip
    assert calls == 0
    a_db.pipelined = real
    await b.unlock(gid)
    # a step decided on a stale version writes nothing and keeps the lock until the hold ends
    assert (await a.try_lock(gid)).got
    a.closing(gid)
    with pytest.raises(StaleGame):
        await store.commit(gid, step(3, 0, [OutRow(chat_id=CHAT, kind="send", body={"text": "late"})]))
    assert not (await b.try_lock(gid)).got
    await a.unlock(gid)
    assert (await b.try_lock(gid)).got
    await b.unlock(gid)
    assert await store.pending() == []


async def test_an_update_seen_twice_fails_the_unit_it_rides_on_whole(two: Any) -> None:
    db, _ = two
    store = Store(db)

    async def handle(update_id: int, text: str) -> None:
        sight = store.sight(update_id)
        assert sight is not None
        sight.task = asyncio.current_task()
        SIGHT.set(sight)
        await store.enqueue([OutRow(chat_id=CHAT, kind="send", body={"text": text})])
        await store.enqueue([OutRow(chat_id=CHAT, kind="send", body={"text": text + " again"})])

    await asyncio.create_task(handle(7001, "first"))
    with pytest.raises(Duplicate):
        await asyncio.create_task(handle(7001, "second"))  # (a task of its own, as each update has)
    assert [r.body["text"] for r in await store.pending()] == ["first", "first again"]
    # a task that carries no sight (a chat's sender started by the handler) rides nothing
    stray = Sight(7002, 0.0, task=None)
    assert stray.rides() is False


async def test_marks_ride_on_the_next_commit_or_go_on_their_own_when_hurried(two: Any) -> None:
    db, _ = two
    store = Store(db)
    gid = await store.create_game(CHAT, "merit", {}, "seed", 1, [])
    rows = [OutRow(chat_id=CHAT, kind="send", body={"text": str(i)}, game_id=gid, slot="table") for i in range(2)]
    await store.enqueue(rows)
    units = 0
    real = db.run

    async def counted(work: Any) -> Any:
        nonlocal units
        units += 1
        return await real(work)

    db.run = counted
    marking = asyncio.create_task(store.delivered_many([], [Mark([rows[0].id], 501, (gid, "table", CHAT), CHAT)], 60.0))
    await asyncio.sleep(0)
    assert not marking.done()
    await store.commit(gid, step(1, 0))
    await marking  # written by the commit: no unit of its own
    assert units == 1
    assert [r.id for r in await store.pending()] == [rows[1].id]
    assert (await store.slots([gid]))[(gid, "table")] == (CHAT, 501)
    hurried = asyncio.create_task(store.delivered_many([rows[1].id], [], 60.0))
    await asyncio.sleep(0)
    store.hurry_marks()  # a chat's next message waits for its last one's mark: written at once
    await hurried
    assert units == 2 and await store.pending() == []
