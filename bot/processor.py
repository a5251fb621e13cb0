"""Updates of one chat are handled in order; different chats run concurrently.

PTB's `concurrent_updates(True)` would reorder two presses in one chat, and fully sequential
processing would make every game wait for every other one. The per-game lock in `bot.tables` covers
a game whose group and DMs are different chats.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor


class ChatOrderedProcessor(BaseUpdateProcessor):
    def __init__(self, max_concurrent_updates: int = 256) -> None:
        super().__init__(max_concurrent_updates)
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}
        self.processed = 0
        self.changed = asyncio.Condition()
        self.done: set[int] = set()
        self.track = False
        """Tests set this to wait for one update with `wait_done`."""

    def _key(self, update: object) -> int:
        if isinstance(update, Update):
            if update.effective_chat is not None:
                return update.effective_chat.id
            if update.effective_user is not None:
                return update.effective_user.id
        return 0

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        key = self._key(update)
        lock = self._locks.setdefault(key, asyncio.Lock())
        self._users[key] = self._users.get(key, 0) + 1
        try:
            async with lock:
                await coroutine
        finally:
            self._users[key] -= 1
            if not self._users[key]:
                del self._users[key]
                self._locks.pop(key, None)
            self.processed += 1
            if self.track and isinstance(update, Update):
                self.done.add(update.update_id)
            async with self.changed:
                self.changed.notify_all()

    async def wait_done(self, update_id: int, timeout: float = 10.0) -> None:
        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(lambda: update_id in self.done), timeout)

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass
