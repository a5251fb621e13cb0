"""Telegram's limits, counted by the bot itself (never by waiting for a 429).

- `Window`: new messages per group in any sliding period (20 a minute);
- `Bucket`: one message a second per private chat, with a short burst;
- `Overall`: calls a second for the whole bot, handed out by priority (answers to people first).
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import time
from collections import deque
from collections.abc import Callable

Clock = Callable[[], float]


class Window:
    """At most `limit` events per chat in any `period` seconds (a sliding window, not a leaky bucket,
    so that no 60 s span ever holds more than the limit)."""

    def __init__(self, limit: int, period: float, clock: Clock = time.monotonic) -> None:
        self.limit, self.period, self.clock = limit, period, clock
        self.times: dict[int, deque[float]] = {}

    def _trim(self, chat: int, now: float) -> deque[float]:
        q = self.times.get(chat)
        if q is None:
            q = self.times[chat] = deque()
        while q and q[0] <= now - self.period:
            q.popleft()
        return q

    def used(self, chat: int) -> int:
        return len(self._trim(chat, self.clock()))

    def free_in(self, chat: int, below: int | None = None) -> float:
        """Seconds until fewer than `below` (default: the limit) events lie in the window."""
        below = self.limit if below is None else below
        now = self.clock()
        q = self._trim(chat, now)
        if len(q) < below:
            return 0.0
        return q[len(q) - below] + self.period - now

    def add(self, chat: int, at: float | None = None) -> None:
        self._trim(chat, self.clock()).append(self.clock() if at is None else at)


class Bucket:
    """A token bucket per chat: `burst` at once, then `rate` a second."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.state: dict[int, tuple[float, float]] = {}

    def _tokens(self, chat: int, now: float) -> float:
        tokens, at = self.state.get(chat, (float(self.burst), now))
        return min(float(self.burst), tokens + (now - at) * self.rate)

    def free_in(self, chat: int) -> float:
        tokens = self._tokens(chat, self.clock())
        return 0.0 if tokens >= 1 else (1 - tokens) / self.rate

    def take(self, chat: int) -> None:
        now = self.clock()
        self.state[chat] = (self._tokens(chat, now) - 1, now)
        if len(self.state) > 10_000:  # forget chats whose bucket is full again
            full = [c for c, (t, at) in self.state.items() if t + (now - at) * self.rate >= self.burst]
            for c in full:
                del self.state[c]


class Overall:
    """At most `rate` calls a second for the whole bot, evenly spaced (so a burst cannot use a
    second's worth at once and make an answer wait for the next second); waiters are served by
    priority, then in arrival order, so an answer to a person overtakes a pile of timeouts."""

    def __init__(self, rate: float, clock: Clock = time.monotonic) -> None:
        self.gap = 1.0 / max(rate, 1e-9)
        self.clock = clock
        self.next_at = 0.0
        self.waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self.seq = itertools.count()
        self.pump: asyncio.Task[None] | None = None
        self.asleep_until: float | None = None
        """When (by the clock) the next waiter is served, while the pump waits for it (else None)."""
        self._woken = asyncio.Event()

    def wake(self) -> None:
        """The clock moved on (a test drives it): the pump looks at it again now."""
        self._woken.set()

    def asleep(self) -> float | None:
        """When (by the clock) the pump serves the next waiter, if it waits for the clock alone."""
        return None if self._woken.is_set() else self.asleep_until

    def unserved(self) -> int:
        return sum(1 for _, _, fut in self.waiting if not fut.done())

    def _take(self) -> None:
        self.next_at = max(self.clock(), self.next_at) + self.gap

    async def acquire(self, prio: int) -> None:
        if not self.waiting and self.clock() >= self.next_at:
            self._take()
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self.waiting, (prio, next(self.seq), fut))
        if self.pump is None or self.pump.done():
            self.pump = asyncio.create_task(self._pump())
        await fut

    async def _pump(self) -> None:
        while self.waiting:
            wait = self.next_at - self.clock()
            if wait > 0:
                self._woken.clear()
                self.asleep_until = self.next_at
                try:
                    with contextlib.suppress(asyncio.TimeoutError):
                        await asyncio.wait_for(self._woken.wait(), wait)
                finally:
                    self.asleep_until = None
                continue
            _, _, fut = heapq.heappop(self.waiting)
            if not fut.done():
                self._take()
                fut.set_result(None)
