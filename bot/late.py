"""One process (SQLite): the poll that loads games something falls due in, and fires what a JobQueue job
has left late.

Deadlines, auction clocks and idle lobbies are JobQueue jobs here, which fire on the dot, but
APScheduler times them by the wall clock: set back an hour, it holds every job up an hour. The bot's
clock (bot/clock.py) is not fooled, so every `poll` seconds whatever is more than `LATE` seconds past
due by it is fired here instead, as its job would have (its job is dropped first). Several workers
(bot/workers.py) arm no such jobs: their poll fires everything.
"""

from __future__ import annotations

from telegram.ext import Application

from bot import lobby, step, tables
from bot.services import Services
from bot.tables import Table
from storage.store import Deadline

LATE = 2.0
"""Seconds past due, by the bot's clock, that a job may take before the poll fires its work itself."""


async def poll(app: Application, s: Services) -> int:
    """Load the games something of theirs falls due in soon, then fire what is late; returns how many
    things were fired here."""
    now = s.clock()
    await s.tables.wake(now + 2 * s.settings.poll)  # loading arms their jobs
    fired = 0
    for table in list(s.tables.by_id.values()):
        if table.status in ("lobby", "running") and late(s, table, now - LATE):
            async with table.lock:
                fired += await catch_up(app, s, table, s.clock() - LATE)
    return fired


def late(s: Services, table: Table, before: float) -> bool:
    """Whether something of the table was due before `before`."""
    if table.status == "lobby":
        return float(table.ui.get("touched", before)) + s.settings.lobby_idle < before
    if any(float(at) < before for at, _ in table.ui.get("timers", {}).values()):
        return True
    return any(
        (not d.reminded and s.settings.reminder > 0 and d.remind_at < before) or d.expire_at < before
        for d in table.deadlines
    )


async def catch_up(app: Application, s: Services, table: Table, before: float) -> int:
    """Under the table's lock: fire, soonest first, what was due before `before`, one thing at a time
    (each step plans the next deadlines and clocks afresh)."""
    fired = 0
    rung: set[tuple[str, float]] = set()
    for _ in range(100):
        if table.status == "lobby":
            if float(table.ui.get("touched", before)) + s.settings.lobby_idle < before:
                drop(table, "idle:lobby")
                await lobby.close(app, s, table, "lobby-expired")  # type: ignore[arg-type]  # close reads only .bot of its context; the Application has one
                return fired + 1
            return fired
        if table.status != "running" or table.state is None:
            return fired
        due: list[tuple[float, str, object]] = []
        for key, (at, _) in table.ui.get("timers", {}).items():
            if float(at) < before and (key, float(at)) not in rung:
                due.append((float(at), "timer", key))
        for d in table.deadlines:
            if not d.reminded and s.settings.reminder > 0 and d.remind_at < before:
                due.append((d.remind_at, "remind", d))
            elif d.expire_at < before:
                due.append((d.expire_at, "expire", d))
        if not due:
            return fired
        at, kind, what = min(due, key=lambda x: x[0])
        fired += 1
        if isinstance(what, str):
            rung.add((what, at))  # a timer the game no longer declares stays until the next step
            drop(table, f"tm:{table.id}:{what}")
            await step.ring_or_halt(app, s, table, what)
            continue
        assert isinstance(what, Deadline)
        d = what
        drop(table, f"dl:{table.id}:{d.seat}:{d.moves}:{kind}")
        await step.fire_or_halt(app, s, table, d.seat, d.moves, kind)
        if kind == "remind":
            d.reminded = True  # (a stale one: nothing was sent, nor will be)
        elif d in table.deadlines:
            table.deadlines.remove(d)  # stale: the move it waited for was made, nothing happened
    return fired


def drop(table: Table, name: str) -> None:
    job = table.jobs.pop(name, None)
    if job is not None:
        tables.disarm_job(job)
