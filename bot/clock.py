"""The bot's clock, and periodic work timed by it rather than by the wall clock.

Deadlines, auction clocks, idle lobbies and leases are stored as seconds since the epoch (they
outlive the process and, on PostgreSQL, are shared by workers), so they need a clock that says what
time it is without lying:

- within a process, a wall time read once at start plus the monotonic time elapsed since: the system
  clock set forward or back (NTP stepping it, someone fixing it) moves no deadline and fires none early;
- with several workers, the database's clock: each worker measures its offset to it at start and
  again every `SYNC_EVERY` seconds (`Clock.sync`), so machines whose clocks disagree still agree on
  when a deadline falls due and when a lease runs out;
- a restart reads the wall clock (or the database's) afresh, so downtime is measured by it and every
  deadline moves on by it (`bot.timers.after_downtime`).

APScheduler, under PTB's JobQueue, times its jobs by the wall clock: a clock set forward fires every
waiting job at its next look, one set back holds them all up. What falls due is therefore fired by
the scheduler (bot/schedule.py), which sleeps on the event loop's monotonic clock, as repeating work
does (`Every`); a JobQueue job still armed checks the bot's clock when it runs (an early one is
armed again for what is left).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

SYNC_EVERY = 60.0
"""Seconds between two measurements of a worker's offset to the database's clock."""


class Clock:
    """Seconds since the epoch: the wall clock at start, then monotonic time, plus the offset to the
    database's clock once measured (`sync`; 0 on SQLite, where the process is the only clock)."""

    driven = False
    """True for a clock its owner moves (the tests): no poll looks for what falls due, the owner runs
    the scheduler (bot/schedule.py) when it says time passed."""

    def __init__(self) -> None:
        self._base = time.time() - time.monotonic()
        self.offset = 0.0
        self.synced_at: float | None = None
        """Monotonic time of the last `sync` (None: never synced)."""

    def __call__(self) -> float:
        return self._base + time.monotonic() + self.offset

    async def sync(self, read: Callable[[], Awaitable[float]]) -> float:
        """Set the offset to the clock `read` gives (the database's), taken as read in the middle of
        the round trip (so it is right within half of it); returns the offset."""
        before = time.monotonic()
        theirs = await read()
        after = time.monotonic()
        offset = theirs - (self._base + (before + after) / 2)
        if self.synced_at is not None and abs(offset - self.offset) > 1.0:
            log.info("the clock is %.1f s off the database's now (it was %.1f s)", offset, self.offset)
        self.offset, self.synced_at = offset, after
        return offset

    def due_sync(self) -> bool:
        return self.synced_at is None or time.monotonic() - self.synced_at >= SYNC_EVERY

    def monotonic(self) -> float:
        """Seconds that only go forward, for pacing: the sender's budgets and spacing (bot/limits.py).
        A clock its owner drives moves them on too (tests/conftest.py `Driven`), so a test that lets
        time pass waits on no rate limit in real time."""
        return time.monotonic()


class Every:
    """Work repeated every `seconds` on the event loop's monotonic clock, each run after the last one
    ended; a failure is logged and the next run comes as usual. Unlike a JobQueue repeating job, it
    does not stop for an hour when the wall clock is set back an hour."""

    def __init__(self, seconds: float, work: Callable[[], Awaitable[object]], name: str, first: float = 0.0) -> None:
        self.seconds, self.work, self.name, self.first = seconds, work, name, first
        self.task: asyncio.Task[None] | None = None
        self.paused = False
        """Tests: runs are skipped (a worker that hangs)."""

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run(), name=self.name)

    async def _run(self) -> None:
        await asyncio.sleep(self.first)
        while True:
            if not self.paused:
                try:
                    await self.work()
                except Exception:
                    log.exception("%s failed; trying again in %.0f s", self.name, self.seconds)
            await asyncio.sleep(self.seconds)

    async def stop(self) -> None:
        if self.task is None:
            return
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task
        self.task = None
