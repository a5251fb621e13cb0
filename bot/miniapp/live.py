"""Which games moved, for the Mini App's live updates (`GET /api/events`, bot/miniapp/api.py).

`flow.settle` calls `publish` once a step of the game is committed; every open page of that game is
then woken and fetches its own view (the event carries nothing, so nothing private can leak through
it). Per process: with several workers a page connected to another worker learns of the move by its
slow poll instead.
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
        self._waiters: dict[int, asyncio.Future[None]] = {}

    def publish(self, game_id: int) -> None:
        """The game's step is committed: wake whoever listens (a game nobody listens to costs nothing)."""
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
                fut = self._waiters.pop(game_id, None)
                if fut is not None and not fut.done():
                    fut.cancel()

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
