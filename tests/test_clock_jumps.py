"""A clock that cannot lie, through the real stack: the process's wall clock set forward or back an hour
in the middle of a game (as NTP stepping it or someone fixing it would) times nobody out early and
holds no deadline up; two workers on one PostgreSQL whose machines disagree by an hour fire no
deadline early, lose none, and take no chat the other one holds.

Time is driven, never waited for: `Wall` moves what the process reads as the wall clock (`time.time`),
the harness's `offset` moves the bot's own clock, and "time passes" moves both; what the bot's
scheduler would fire, the test fires (`Harness.fire_due`: tests own time, no poll runs by itself).
Nothing of the bot is timed by the wall clock any more (PTB's JobQueue, which was, is not used:
bot/schedule.py), so what these tests guard is that it stays so."""

from __future__ import annotations

import asyncio
import contextvars
import random
import sqlite3
import time
from collections.abc import AsyncIterator, Coroutine
from pathlib import Path
from typing import Any

import psycopg
import pytest
from conftest import Harness
from driver import open_game, pending, pick
from test_workers import GROUP, SECRET, Balancer, Pair, free_port, log_of

from bot.demo.fakegram import FakeTelegram

LATE = 3.0
"""Seconds past a deadline after which the bot has fired it, whatever its jobs' clock says (bot/schedule.py)."""
AHEAD: contextvars.ContextVar[float] = contextvars.ContextVar("AHEAD", default=0.0)
"""Seconds the wall clock is ahead of the real one, as read by the code that runs in a context
(a worker started in a context with it set reads a skewed machine's clock, in everything it does)."""


class Wall:
    """The wall clock as the process reads it (`time.time`), `ahead` seconds off the real one (plus
    `AHEAD` of the context that reads it)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.ahead = 0.0
        real_time = time.time
        wall = self

        monkeypatch.setattr(time, "time", lambda: real_time() + wall.ahead + AHEAD.get())


@pytest.fixture
def wall(monkeypatch: pytest.MonkeyPatch) -> Wall:
    return Wall(monkeypatch)


def timeouts(h: Harness, game_id: int) -> list[int]:
    """The seats whose time ran out, as the game's log says (read beside the bot)."""
    with sqlite3.connect(h.db_path) as conn:
        rows = conn.execute("SELECT seat FROM actions WHERE game_id=? AND source='timeout' ORDER BY seq", (game_id,))
        return [int(r[0]) for r in rows.fetchall()]


def reminded(fake: FakeTelegram, chats: list[Any]) -> int:
    """Reminders sent ("⏰ Your move!"), and tables that name who is late ("⏰ Still to choose")."""
    return sum("⏰" in (m.text or "") for c in chats for m in fake.messages(c))


async def passes(h: Harness, wall: Wall, seconds: float) -> None:
    """Time passes: for the process's wall clock and for the bot's own clock alike."""
    wall.ahead += seconds
    h.offset += seconds


async def two_waiting(h: Harness, fake: FakeTelegram) -> tuple[Any, list[int], list[Any]]:
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
    await h.drained()
    waiting = sorted(table.game.to_act(table.state))
    assert waiting and table.deadlines
    return table, waiting, [GROUP, ann, bob]


async def test_a_wall_clock_set_forward_an_hour_times_nobody_out_early(
    fake: FakeTelegram, tmp_path: Path, wall: Wall
) -> None:
    h = Harness(fake, tmp_path / "c.sqlite3", turn_timeout=600.0, reminder=60.0, poll=0.2)
    await h.start()
    try:
        table, waiting, chats = await two_waiting(h, fake)
        wall.ahead += 3600  # mid-game, with everyone's ten minutes running
        await passes(h, wall, 60)
        assert await h.fire_due() == 0  # and the bot's poll looks too
        assert timeouts(h, table.id) == [] and reminded(fake, chats) == 0
        # the deadlines are where they were: the reminder and the end come when they are due
        await passes(h, wall, 600 - 60 + LATE)
        await h.fire_due()  # what the bot's poll does (tests own time: no poll runs by itself)
        assert sorted(timeouts(h, table.id)) == waiting
        await h.drained()
        assert sorted(timeouts(h, table.id)) == waiting  # each once
        said = [m.text or "" for c in chats for m in fake.messages(c)]
        assert sum("⏰ Your move!" in t for t in said) == len(waiting)  # each reminded once, in time
    finally:
        await h.stop()


async def test_a_wall_clock_set_back_an_hour_holds_no_deadline_up(
    fake: FakeTelegram, tmp_path: Path, wall: Wall
) -> None:
    h = Harness(fake, tmp_path / "c.sqlite3", turn_timeout=600.0, reminder=0.0, poll=0.2)
    await h.start()
    try:
        table, waiting, _ = await two_waiting(h, fake)
        wall.ahead -= 3600  # mid-game: the jobs' clock says the deadlines are an hour and ten minutes away
        await passes(h, wall, 300)
        assert await h.fire_due() == 0
        assert timeouts(h, table.id) == []
        await passes(h, wall, 300 + LATE)  # the deadlines are due: they fire now, not in an hour
        await h.fire_due()  # what the bot's poll does (tests own time: no poll runs by itself)
        assert sorted(timeouts(h, table.id)) == waiting
        await h.drained()
        assert sorted(timeouts(h, table.id)) == waiting  # each once
        # the next question's deadline, set with the clock an hour back, is on time as well
        assert table.status == "running" and table.deadlines
        nxt = sorted(table.game.to_act(table.state))
        assert nxt
        await passes(h, wall, 600 + LATE)
        await h.fire_due()
        assert len(timeouts(h, table.id)) == len(waiting) + len(nxt)
    finally:
        await h.stop()


async def test_a_restart_after_the_wall_clock_was_set_back_keeps_every_deadlines_time(
    fake: FakeTelegram, tmp_path: Path, wall: Wall
) -> None:
    h = Harness(fake, tmp_path / "c.sqlite3", turn_timeout=600.0, reminder=0.0, poll=0.2)
    await h.start()
    try:
        table, waiting, _ = await two_waiting(h, fake)
        wall.ahead -= 3600
        await passes(h, wall, 100)
        await h.stop()
        h.offset = 0.0  # the new process reads the wall clock afresh (time passed is in it)
        await h.start()
        table = await h.table(GROUP)
        await passes(h, wall, 400)
        assert await h.fire_due() == 0
        assert timeouts(h, table.id) == []
        await passes(h, wall, 100 + LATE)  # ten minutes after the deadlines were set: not an hour later
        await h.fire_due()  # what the bot's poll does (tests own time: no poll runs by itself)
        assert sorted(timeouts(h, table.id)) == waiting
    finally:
        await h.stop()


# ----- two workers, one of them on a machine an hour ahead (PostgreSQL) -------------------------------
def in_context(ctx: contextvars.Context, work: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    return asyncio.get_running_loop().create_task(work, context=ctx)


@pytest.fixture
async def skewed_pair(
    fake: FakeTelegram, tmp_path: Path, pg_url: str, wall: Wall, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[Pair, contextvars.Context]]:
    """Two workers; worker A runs, in everything it does, on a machine whose clock is an hour ahead
    (B and the database on ones that are right). Chats stay with their worker while it is up (none is
    given up for being quiet: a chat that changes hands here is one taken)."""
    monkeypatch.setattr("bot.workers.IDLE_RELEASE", 3600.0)
    ports = [free_port(), free_port()]
    balancer = Balancer(ports)
    await balancer.start()
    workers = [
        Harness(
            fake,
            tmp_path / f"{name}.sqlite3",
            database_url=pg_url,
            webhook_url=balancer.url,
            webhook_secret=SECRET,
            port=port,
            worker_id=name,
            poll=0.2,
            lease=3.0,
        )
        for name, port in zip(("worker-a", "worker-b"), ports, strict=True)
    ]
    skewed = contextvars.copy_context()
    skewed.run(AHEAD.set, 3600.0)
    await workers[1].start()
    await in_context(skewed, workers[0].start())
    p = Pair(fake, workers, pg_url)
    p.balancer = balancer  # type: ignore[attr-defined]  # the test hangs its balancer on the pair
    try:
        yield p, skewed
    finally:
        for h in workers:
            await h.stop()
        await balancer.stop()


def owners(url: str) -> dict[int, str]:
    with psycopg.connect(url) as conn:
        return {int(c): str(w) for c, w in conn.execute("SELECT chat_id, worker FROM outbox_owners").fetchall()}


async def test_a_worker_an_hour_ahead_fires_no_deadline_early_loses_none_and_takes_no_chat(
    skewed_pair: tuple[Pair, contextvars.Context], fake: FakeTelegram
) -> None:
    pair, skewed = skewed_pair
    a, b = pair.workers
    balancer: Balancer = pair.balancer  # type: ignore[attr-defined]  # hung there by the fixture
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    balancer.pin = b.overrides["port"]  # B opens the game and holds its chats
    gid = await pair.open_game([alice, bob], "months=2")
    await pair.quiet()
    chats = [GROUP, alice.id, bob.id]
    assert {c: owners(pair.url).get(c) for c in chats} == {c: "worker-b" for c in chats}

    # ----- A handles a move: it plans the next deadline by its clock, and leaves the chats to B -------
    balancer.pin = a.overrides["port"]
    seats = {0: alice, 1: bob}
    seat = min(pair.to_act())
    found = pending(fake, seats[seat], seat, depth=8, moves=pair.state.moves[seat], game=gid) or pending(
        fake, GROUP, seat, moves=pair.state.moves[seat], game=gid
    )
    assert found is not None
    await pair.press(seats[seat], found[0], pick(found[1], random.Random(1)))
    balancer.pin = None
    await in_context(skewed, a.svc.sender.poll())  # A looks at the leases (B's run for seconds yet)
    await pair.quiet()
    assert {c: owners(pair.url).get(c) for c in chats} == {c: "worker-b" for c in chats}

    # ----- nothing is due yet, by either worker's poll ---------------------------------------------------
    before = len(log_of(pair.url, gid))
    assert await in_context(skewed, a.fire_due()) == 0
    assert await b.fire_due() == 0
    await pair.advance(500)
    assert [x for x in log_of(pair.url, gid)[before:] if x[3] == "timeout"] == []
    assert sum("⏰" in (m.text or "") for c in chats for m in fake.messages(c)) == 0

    # ----- the deadlines come when due, the one A planned too, each once --------------------------------
    waiting = sorted(pair.to_act())
    await pair.advance(200)
    timeouts = [x[1] for x in log_of(pair.url, gid)[before:] if x[3] == "timeout"]
    assert sorted(timeouts) == waiting
    assert {c: owners(pair.url).get(c) for c in chats} == {c: "worker-b" for c in chats}
