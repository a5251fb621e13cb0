"""The one scheduler: what falls due next, from the database, fired one thing at a time.

Four things fall due by themselves: a seat's reminder and its deadline (rows of `deadlines`), an
auction's clock (the game's ui `timers`) and an idle lobby's end (its ui `touched`). They are stored,
so they outlive the process and, on PostgreSQL, are shared by workers; the games they belong to are
found by `Store.due_games` (loaded by `Tables.wake`), and what of a loaded game is due is read here
(`due`). `run_due` then fires, soonest first and one thing at a time (each step plans the next
deadlines and clocks afresh), until nothing is due any more. Everyone uses it:

- one process (SQLite): `Loop` runs it on the dot, sleeping until the soonest thing falls due;
- several workers (bot/workers.py): their poll runs it, the deadlines claimed from the database
  (`Workers.claimed`, so that each fires in one worker only) instead of read from the copies held;
- the tests: they own time, so no poll runs there; `Harness.advance` moves the bot's clock, then
  runs what is due until nothing is (tests/conftest.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from telegram.ext import Application

from bot import lobby, step, timers
from bot.services import Services
from bot.tables import Table

log = logging.getLogger(__name__)

REMIND, EXPIRE, TIMER, IDLE, COUNTDOWN = "remind", "expire", "timer", "idle", "countdown"
RETRY = 30.0
"""Seconds before a thing whose firing failed is tried again (the game must never stall)."""
SETTLE_AFTER = 10_000
"""Things fired by one `run_due` at most (the rest wait for the next look; in tests, time that does
not settle is a bug)."""


@dataclass(frozen=True)
class Due:
    """One thing of one game that falls due at `at` (the bot's clock)."""

    at: float
    kind: str
    """`REMIND`, `EXPIRE` (a seat's deadline), `TIMER` (a game's clock), `IDLE` (a lobby's end),
    `COUNTDOWN` (the live table redrawn while a clock runs)."""
    game_id: int
    seat: int = -1
    moves: int = -1
    key: str = ""
    """A timer's key."""


def due(s: Services, table: Table, before: float, deadlines: bool = True) -> list[Due]:
    """What of a held game is due at or before `before`, as its copy says (`deadlines`: its seats'
    reminders and deadlines too; several workers claim those from the database instead)."""
    out: list[Due] = []
    if table.status == "lobby":
        end = (before if table.ui.touched is None else table.ui.touched) + s.settings.lobby_idle
        if end <= before:
            out.append(Due(end, IDLE, table.id))
        return out
    if table.status != "running" or table.state is None:
        return out
    for key, (at, _) in (table.ui.timers or {}).items():
        if float(at) <= before:
            out.append(Due(float(at), TIMER, table.id, key=key))
    redraw = countdown_at(s, table)
    if redraw is not None and redraw <= before:
        out.append(Due(redraw, COUNTDOWN, table.id))
    if deadlines:
        for d in table.deadlines:
            if not d.reminded and s.settings.reminder > 0 and d.remind_at <= before:
                out.append(Due(d.remind_at, REMIND, table.id, d.seat, d.moves))
            elif d.expire_at <= before:
                out.append(Due(d.expire_at, EXPIRE, table.id, d.seat, d.moves))
    return out


def countdown_at(s: Services, table: Table) -> float | None:
    """When the table's countdown is next redrawn: at its face's next mark (seconds left) after it was
    last redrawn or first seen counting (None: nothing counts down, or no mark is left). Only this
    process's copy knows: a redraw is a courtesy, never owed."""
    clocks = timers.countdown_clocks(table)
    if clocks is None or "head" not in table.ui:
        s.redrawn.pop(table.id, None)
        return None
    return timers.next_countdown(table, clocks, s.redrawn.setdefault(table.id, s.clock()))


async def fire(app: Application, s: Services, table: Table, it: Due, before: float) -> bool | None:
    """Under the table's lock: fire `it` if the table, as it is now, still has it due by `before`
    (another worker, a job or an earlier step may have handled it meanwhile). None: it was not due;
    True: it changed the game; False: it was due but stale (the move it waited for was made)."""
    if it.kind == IDLE:
        if (
            table.status != "lobby"
            or (before if table.ui.touched is None else table.ui.touched) + s.settings.lobby_idle > before
        ):
            return None
        await lobby.close(app, s, table, "lobby-expired")  # type: ignore[arg-type]  # close reads only .bot of its context; the Application has one
        return True
    if table.status != "running" or table.state is None:
        return None
    if it.kind == COUNTDOWN:
        redraw = countdown_at(s, table)
        if redraw is None or redraw > before:
            return None
        s.redrawn[table.id] = s.clock()
        return bool(await timers.redraw_countdown(s, table))
    if it.kind == TIMER:
        current = (table.ui.timers or {}).get(it.key)
        if current is None or float(current[0]) != it.at:
            return None  # rung meanwhile (the game moved on and planned its clocks afresh)
        mark = _mark(table, it.seat)
        await step.ring_or_halt(app, s, table, it.key)
        current = (table.ui.timers or {}).get(it.key)
        if current is not None and float(current[0]) == it.at:
            (table.ui.timers or {}).pop(
                it.key, None
            )  # rung: a timer the game no longer declares stays until the next step
        return _mark(table, it.seat) != mark
    d = next((x for x in table.deadlines if x.seat == it.seat and x.moves == it.moves), None)
    if d is None:
        return None
    if it.kind == REMIND:
        if d.reminded or s.settings.reminder <= 0 or d.remind_at > before:
            return None
    elif d.expire_at > before:
        return None
    mark = _mark(table, it.seat)
    await step.fire_or_halt(app, s, table, it.seat, it.moves, it.kind)
    changed = _mark(table, it.seat) != mark
    if it.kind == REMIND:
        d.reminded = True  # (a stale one: nothing was sent, nor will be)
    elif d in table.deadlines:
        table.deadlines.remove(d)  # stale: the move it waited for was made, nothing happened
    return changed


def _mark(table: Table, seat: int) -> tuple[object, ...]:
    """What firing something changes: the game's version, its status, or the seat's reminder."""
    version = table.state.version if table.state is not None else None
    return version, table.status, tuple(d.reminded for d in table.deadlines if d.seat == seat)


async def run_due(
    app: Application,
    s: Services,
    late: float = 0.0,
    claimed: Callable[[], Awaitable[int]] | None = None,
    settle: Callable[[], Awaitable[object]] | None = None,
    failed: dict[Due, float] | None = None,
    until: float | None = None,
) -> int:
    """Fire, soonest first and one thing at a time, whatever is due more than `late` seconds ago by
    the bot's clock, until nothing is; returns how many things fired. The games something falls due
    in are loaded first. `claimed` (several workers): fires the deadlines this worker claims from the
    database (returns how many), which the copies' deadlines then are not used for. `settle` runs
    after each thing fired (the tests: until what it made the bot owe is delivered). `failed` (the
    loop of one process): a thing whose firing failed is logged, its game reloaded, and it is tried
    again `RETRY` seconds later, the rest going on meanwhile (without it, the failure propagates).
    `until` (the tests): what is due by then, however long firing it takes by the clock."""
    for gone in [gid for gid in s.redrawn if gid not in s.tables.by_id]:
        del s.redrawn[gone]
    fired = 0
    for _ in range(SETTLE_AFTER):
        before = (s.clock() if until is None else until) - late
        await s.tables.wake(before + late + 2 * s.settings.poll)
        n = await claimed() if claimed is not None else 0
        if not n:
            found = [d for t in list(s.tables.by_id.values()) for d in due(s, t, before, claimed is None)]
            for it in sorted(found, key=lambda d: d.at):
                table = s.tables.by_id.get(it.game_id)
                if table is None or (failed is not None and failed.get(it, -math.inf) > s.clock()):
                    continue
                async with table.lock:
                    if failed is None:
                        n = int(await fire(app, s, table, it, before) is not None)
                    else:
                        try:
                            n = int(await fire(app, s, table, it, before) is not None)
                        except Exception:
                            log.exception("%s of game %s failed; trying again in %.0f s", it.kind, it.game_id, RETRY)
                            failed[it] = s.clock() + RETRY
                            await step.reload(s, table)
                            table.deadlines = await s.store.deadlines(table.id)  # (the failed step planned others)
                            continue
                if n:
                    break
        if not n:
            return fired
        fired += n
        if settle is not None:
            await settle()
    log.warning("%d things fired in one look for what is due; the rest wait for the next", fired)
    return fired


def next_at(s: Services, skip: dict[Due, float] | None = None) -> float | None:
    """When the soonest thing of the held games falls due (the bot's clock; None: nothing will); a
    thing in `skip` is due when it says (a failed one's retry)."""
    skip = skip or {}
    found = (skip.get(d, d.at) for t in list(s.tables.by_id.values()) for d in due(s, t, math.inf))
    return min(found, default=None)


class Loop:
    """One process (SQLite): the scheduler runs on the dot. It sleeps until the soonest thing of the
    held games falls due, or `poll` seconds (games let go are found in the database then), or until
    a step planned something new (`poke`). It sleeps by the event loop's monotonic clock, as the
    bot's clock runs: a wall clock set forward or back fires nothing early and holds nothing up.
    A clock its owner drives (the tests) gets no loop: the owner runs the scheduler."""

    def __init__(self, app: Application, s: Services) -> None:
        self.app, self.s = app, s
        self.failed: dict[Due, float] = {}
        """Things whose firing failed, with when they are tried again (`RETRY`)."""
        self.poked = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    def poke(self) -> None:
        """Something new was planned (a step's deadlines, clocks, a lobby touched): look again."""
        self.poked.set()

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run(), name="the scheduler")

    async def _run(self) -> None:
        s = self.s
        while True:
            self.poked.clear()
            wait = s.settings.poll
            try:
                await run_due(self.app, s, failed=self.failed)
                now = s.clock()
                for it in [it for it, at in self.failed.items() if at <= now]:
                    del self.failed[it]  # (its next look tries it again)
                soonest = next_at(s, skip=self.failed)
                if soonest is not None:
                    wait = min(wait, max(0.0, soonest - now))
            except Exception:
                log.exception("firing what is due failed; trying again in %.0f s", s.settings.poll)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.poked.wait(), wait)

    async def stop(self) -> None:
        if self.task is None:
            return
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task
        self.task = None
