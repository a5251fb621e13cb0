"""Which games changed, for the Mini App's live updates (`GET /api/events`, bot/miniapp/api.py).

`publish` is called wherever a game's stored state changes: once a step is committed (`step.settle`,
the end included), and on a /reset, a halt (`step.halt`), a lobby or a game cancelled. Every open page
of that game is then woken and fetches its own view (the event carries nothing, so nothing private can
leak through it). With several workers (bot/workers.py) a change another worker made is noticed by
this worker's poll, which reads the stored revs of the games watched here (`stored`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress


class Live:
    """Per game with a listener: how many commits this process has seen, and one future to wait on."""

    def __init__(self) -> None:
        self.counts: dict[int, int] = {}
        self.listeners: dict[int, int] = {}
        self.revs: dict[int, int] = {}
        """Each watched game's stored rev as the workers' poll last read it."""
        self._waiters: dict[int, asyncio.Future[None]] = {}

    def publish(self, game_id: int) -> None:
        """The game changed and the change is committed: wake whoever listens (a game nobody listens
        to costs nothing)."""
        if game_id not in self.listeners:
            return
        self.counts[game_id] += 1
        fut = self._waiters.pop(game_id, None)
        if fut is not None and not fut.done():
            fut.set_result(None)

    @asynccontextmanager
    async def listening(self, game_id: int) -> AsyncIterator[None]:
        self.listeners[game_id] = self.listeners.get(game_id, 0) + 1
        self.counts.setdefault(game_id, 0)
        try:
            yield
        finally:
            self.listeners[game_id] -= 1
            if not self.listeners[game_id]:
                del self.listeners[game_id], self.counts[game_id]
                self.revs.pop(game_id, None)
                fut = self._waiters.pop(game_id, None)
                if fut is not None and not fut.done():
                    fut.cancel()

    def watched(self) -> list[int]:
        """The games some page listens to here."""
        return list(self.listeners)

    def stored(self, game_id: int, rev: int, mine: int | None) -> None:
        """The workers' poll read the game's stored `rev`; `mine` is this worker's copy's (None: not
        held). A rev neither seen before nor this worker's own (whose changes were published as they
        were made) is another worker's change: the pages are woken."""
        if game_id not in self.listeners:
            return
        known = self.revs.get(game_id, mine)
        self.revs[game_id] = rev
        if rev != known and rev != mine:
            self.publish(game_id)

    def count(self, game_id: int) -> int:
        return self.counts.get(game_id, 0)

    async def wait(self, game_id: int, seen: int, timeout: float) -> int:
        """The game's count once it differs from `seen` (call while `listening`), or `seen` after
        `timeout` seconds."""
        if self.count(game_id) != seen:
            return self.count(game_id)
        fut = self._waiters.get(game_id)
        if fut is None or fut.done():
            fut = self._waiters[game_id] = asyncio.get_running_loop().create_future()
        with suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(fut), timeout)
        return self.count(game_id)
