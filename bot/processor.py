"""Updates of one chat are handled in order; different chats run concurrently; a flood is dropped.

PTB's `concurrent_updates(True)` would reorder two presses in one chat, and fully sequential
processing would make every game wait for every other one. The per-game lock in `bot.tables` covers
a game whose group and DMs are different chats.

Waiting for one's chat's turn holds none of the bot's working slots (PTB's own semaphore is set out of
reach and ours is taken only once it is the update's turn), so a chat that floods the bot makes only
itself wait. Beyond `flood_limit` updates from one user in `flood_window` seconds, or
`max_waiting` updates queued for one chat, updates are dropped; the first dropped one of a burst gets
one notice (through `on_flood`).

An update on PostgreSQL carries its duplicate check into the task that handles it (`unseen`,
`storage.db.Sight`): the first unit of work of that task checks it, and a duplicate found while
loading its games is dropped before its handler starts. An update that finds the database
unreachable before anything of it was done is refused (`Sight.settle(False)`): its handler does not
run, and whoever brought it (bot/webhook.py, bot/polling.py) has Telegram bring it again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from telegram import Update
from telegram.ext import BaseUpdateProcessor

from bot import metrics
from bot.logjson import CHAT
from storage import unreachable
from storage.db import SIGHT, Duplicate, Sight

log = logging.getLogger(__name__)


class Answered(Exception):
    """Raised by the `before` hook: the update is answered already, no handler is to see it (a press
    on a stray copy of a message, bot/tags.py)."""


def refuse(sight: Sight) -> None:
    """The update met the database unreachable before anything of it was done: it must come again."""
    log.warning("update %s not handled: the database is unreachable (it comes again)", sight.update_id)
    metrics.REFUSED.labels("database").inc()
    sight.settle(False)


class ChatOrderedProcessor(BaseUpdateProcessor):
    def __init__(
        self,
        max_concurrent_updates: int = 256,
        flood_limit: int = 30,
        flood_window: float = 10.0,
        max_waiting: int = 60,
        clock: Callable[[], float] = time.monotonic,
        on_flood: Callable[[Update], Awaitable[None]] | None = None,
        before: Callable[[object], Awaitable[None]] | None = None,
    ) -> None:
        """`on_flood`: the one notice to a user whose updates are dropped; `before`: run before each
        update once it is its turn (bot/app.py loads the games it is about)."""
        super().__init__(1_000_000)  # PTB's slot is held while waiting; ours below is not
        self._slots = asyncio.Semaphore(max_concurrent_updates)
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}
        self.flood_limit, self.flood_window, self.max_waiting = flood_limit, flood_window, max_waiting
        self.clock = clock
        self._recent: dict[int, deque[float]] = {}
        self._warned: dict[int, float] = {}
        self.dropped = 0
        self.on_flood = on_flood
        self.before = before
        """Run before each update once it is its turn: load the games it is about (bot/app.py `preload`)."""
        self.unseen: dict[int, Sight] = {}
        """Updates whose duplicate check rides on the first unit of work of their handling (PostgreSQL:
        bot/webhook.py, bot/polling.py): the task that handles one carries its `Sight`."""
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

    def _flooding(self, update: object, chat: int) -> bool:
        """Count the update against its sender; True when it is one too many (or its chat already has
        a queue longer than the bot should ever see)."""
        if not isinstance(update, Update) or update.effective_user is None:
            return False
        now = self.clock()
        over = self._users.get(chat, 0) >= self.max_waiting
        q = self._recent.setdefault(update.effective_user.id, deque())
        while q and q[0] <= now - self.flood_window:
            q.popleft()
        if len(q) >= self.flood_limit:
            over = True
        else:
            q.append(now)
        if len(self._recent) > 50_000:  # forget the quiet ones
            for who in [w for w, q in self._recent.items() if not q or q[-1] <= now - self.flood_window]:
                del self._recent[who]
        return over

    async def do_process_update(self, update: object, coroutine: Awaitable[Any]) -> None:
        key = self._key(update)
        sight = self.unseen.pop(update.update_id, None) if isinstance(update, Update) else None
        metrics.RECEIVED.set(time.monotonic())
        CHAT.set(key or None)
        handled = False
        try:
            if self._flooding(update, key):
                self.dropped += 1
                metrics.REFUSED.labels("flood").inc()
                if hasattr(coroutine, "close"):
                    coroutine.close()  # never started: nothing of it ran
                await self._warn(update)
                return  # (dropped on purpose: taken, never to come again)
            lock = self._locks.setdefault(key, asyncio.Lock())
            self._users[key] = self._users.get(key, 0) + 1
            try:
                async with lock, self._slots:
                    if sight is not None:  # the first unit of work of this task carries the check
                        sight.task = asyncio.current_task()
                        SIGHT.set(sight)
                    if self.before is not None:
                        try:
                            await self.before(update)
                        except Duplicate:
                            log.info("update %s delivered again, ignored", getattr(update, "update_id", "?"))
                            metrics.REFUSED.labels("duplicate").inc()
                            if hasattr(coroutine, "close"):
                                coroutine.close()  # never started: nothing of it ran
                            return
                        except Answered:
                            if hasattr(coroutine, "close"):
                                coroutine.close()
                            return
                        except Exception as exc:
                            if sight is not None and sight.pending and unreachable(exc):
                                refuse(sight)
                                if hasattr(coroutine, "close"):
                                    coroutine.close()  # never started: it runs when the update comes again
                                return
                            # the handler then finds no game, and says so; go on
                            log.exception("loading the games of update %s failed", getattr(update, "update_id", "?"))
                    await coroutine
                    handled = True
            finally:
                self._users[key] -= 1
                if not self._users[key]:
                    del self._users[key]
                    self._locks.pop(key, None)
        finally:
            refused = sight is not None and sight.refused
            if sight is not None:
                sight.settle(True)  # (unless refused)
            if handled and not refused:
                metrics.UPDATES.inc()
            self.processed += 1
            if self.track and isinstance(update, Update) and not refused:  # (a refused one comes again)
                self.done.add(update.update_id)
            async with self.changed:
                self.changed.notify_all()

    async def _warn(self, update: object) -> None:
        """One notice per user and burst: the rest of the burst is dropped silently."""
        if not isinstance(update, Update) or update.effective_user is None or self.on_flood is None:
            return
        user, now = update.effective_user.id, self.clock()
        last = self._warned.get(user)
        self._warned[user] = now  # a burst that goes on is still one burst
        if last is not None and now - last < self.flood_window:
            return
        with contextlib.suppress(Exception):  # a notice is a courtesy
            await self.on_flood(update)

    async def wait_done(self, update_id: int, timeout: float = 120.0) -> None:
        """Until the update is handled (`timeout` bounds a hang, it measures nothing)."""
        async with self.changed:
            await asyncio.wait_for(self.changed.wait_for(lambda: update_id in self.done), timeout)

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass
