"""Long polling, done here rather than by PTB's Updater, which confirms every update as soon as it is
fetched (a press that met the database down was lost), gives up on one failed deleteWebhook at
start, and logs a traceback for every failed getUpdates.

- deleteWebhook at start is tried until it goes through (`bot.outage.patiently`).
- An outage of getUpdates is one log line when it starts, one a minute, one when it ends; the tries
  back off.
- getUpdates confirms every update below its offset, so the offset moves past an update only once it
  is taken (`storage.db.Sight`): handled, or its first unit of work committed. On PostgreSQL each
  batch is waited for (its first units, not its handlers' calls to Telegram). An update refused
  because the database was unreachable stays unconfirmed: polling waits until the database answers
  again and fetches again from that update; those after it that were taken meanwhile are skipped by
  id. A unit of work that committed marks the update seen, so an update whose handling failed
  half-way is not done twice. On SQLite nothing is refused that way, and nothing is waited for.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence

from telegram import Update
from telegram.error import RetryAfter, TelegramError
from telegram.ext import Application

from bot.app import drain_outbox
from bot.ops import Ops, Server, stop_signal
from bot.outage import Backoff, Outage, passing, patiently, reason, retry_after

log = logging.getLogger(__name__)

TAKEN_WITHIN = 60.0
"""Seconds a batch's updates are waited for; one still not taken by then counts as taken (it is queued)."""


class Poller:
    """Fetches updates into the Application's queue until stopped."""

    def __init__(self, app: Application, allowed_updates: Sequence[str], timeout: float = 10.0) -> None:
        self.app, self.allowed_updates, self.timeout = app, list(allowed_updates), timeout
        self.offset = 0
        """The next getUpdates' offset: every update below it was taken (Telegram forgets them)."""
        self.taken_ahead: set[int] = set()
        """Updates at or past `offset` taken already (fetched again after an earlier one was refused)."""
        self.api = Outage("the Telegram Bot API (getUpdates)")
        self.database = Outage("the database")
        self.backoff = Backoff(first=1.0, cap=30.0)
        """Between two failed getUpdates (tests make it short)."""
        self.db_backoff = Backoff(first=0.5, cap=5.0)
        """Between two looks whether the database answers again."""
        self.refused = 0
        """Updates left unconfirmed because the database was unreachable (fetched again later)."""
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """No webhook may be set while polling: remove it, however long the Bot API takes to let us."""
        await patiently("the Telegram Bot API (deleteWebhook)", self.app.bot.delete_webhook, Backoff(cap=30.0))
        self._stop.clear()
        self._task = asyncio.create_task(self._run(), name="croupier:polling")

    async def stop(self) -> None:
        """Stop fetching, and confirm what was taken (best effort: else it comes again at the next start,
        and, taken already, is skipped as a duplicate on PostgreSQL)."""
        self._stop.set()
        task, self._task = self._task, None
        if task is not None:
            with contextlib.suppress(TelegramError):  # (it said why when it ended)
                await task
        if self.offset:
            with contextlib.suppress(TelegramError):
                await self.app.bot.get_updates(
                    offset=self.offset, timeout=0, limit=1, allowed_updates=self.allowed_updates
                )

    async def _run(self) -> None:
        while not self._stop.is_set():
            try:
                updates = await self._fetch()
            except TelegramError as exc:
                if not passing(exc):  # the token was revoked, say: nothing to wait for
                    log.error("polling stopped: the Telegram Bot API refused getUpdates (%s)", reason(exc))
                    raise
                self.api.failed(reason(exc))
                delay = self.backoff.next()
                await self._pause(max(delay, retry_after(exc)) if isinstance(exc, RetryAfter) else delay)
                continue
            if updates is None:
                return  # stopped during the long poll: nothing fetched, nothing confirmed
            self.api.ok()
            self.backoff.reset()
            if updates:
                await self._hand_over(updates)

    async def _fetch(self) -> tuple[Update, ...] | None:
        """One long poll, cut short by `stop` (None)."""
        call = asyncio.ensure_future(
            self.app.bot.get_updates(offset=self.offset, timeout=self.timeout, allowed_updates=self.allowed_updates)
        )
        stopping = asyncio.ensure_future(self._stop.wait())
        try:
            await asyncio.wait((call, stopping), return_when=asyncio.FIRST_COMPLETED)
        finally:
            stopping.cancel()
        if not call.done():
            call.cancel()
            with contextlib.suppress(asyncio.CancelledError, TelegramError):
                await call
            return None
        return call.result()

    async def _hand_over(self, updates: Sequence[Update]) -> None:
        """Queue a batch; move the offset past it once each of its updates is taken."""
        s = self.app.bot_data["svc"]
        processor = self.app.bot_data["processor"]
        loop = asyncio.get_running_loop()
        waits: list[tuple[int, asyncio.Future[bool]]] = []
        for update in updates:
            if update.update_id in self.taken_ahead:
                continue
            sight = s.store.sight(update.update_id)
            if sight is not None:  # PostgreSQL: its first unit of work says whether it was taken
                sight.outcome = loop.create_future()
                processor.unseen[update.update_id] = sight
                waits.append((update.update_id, sight.outcome))
            await self.app.update_queue.put(update)
        after = updates[-1].update_id + 1
        refused = [uid for uid, taken in await self._outcomes(waits) if not taken]
        if not refused:
            self.offset, self.taken_ahead = after, set()
            return
        self.refused += len(refused)
        self.offset = min(refused)
        self.taken_ahead = {u.update_id for u in updates if u.update_id > self.offset} - set(refused)
        await self._database_back()

    async def _outcomes(self, waits: list[tuple[int, asyncio.Future[bool]]]) -> list[tuple[int, bool]]:
        if not waits:
            return []
        await asyncio.wait([f for _, f in waits], timeout=TAKEN_WITHIN)
        late = [uid for uid, f in waits if not f.done()]
        if late:
            log.warning(
                "updates %s not taken within %.0f s; confirmed all the same (they are queued)",
                late,
                TAKEN_WITHIN,
            )
        return [(uid, f.result() if f.done() else True) for uid, f in waits]

    async def _database_back(self) -> None:
        """Poll nothing until the database answers again (then what was refused is fetched again)."""
        db = self.app.bot_data["svc"].store.db
        self.db_backoff.reset()
        while not self._stop.is_set():
            if await db.available():
                self.database.ok()
                return
            self.database.failed("updates are left with Telegram until it answers")
            await self._pause(self.db_backoff.next())

    async def _pause(self, seconds: float) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._stop.wait(), seconds)


async def run(app: Application, allowed_updates: Sequence[str]) -> None:
    """The whole life of a polling bot, as PTB's `run_polling` is: start (every start-up call tried
    until the Bot API lets it through), poll until SIGINT/SIGTERM, stop cleanly."""
    stop = stop_signal()
    poller = Poller(app, allowed_updates)
    settings = app.bot_data["settings"]
    server = Server(Ops(app, settings, "polling")) if settings.listen else None
    if server is not None:  # (alive before the Bot API lets the bot start: /readyz says "starting")
        await server.start()
    try:
        await patiently("the Telegram Bot API (getMe)", app.initialize)
        try:
            if app.post_init is not None:
                await app.post_init(app)
            await app.start()
            try:
                await poller.start()
                try:
                    waiting = asyncio.ensure_future(stop.wait())
                    polling = poller._task
                    assert polling is not None
                    await asyncio.wait((waiting, polling), return_when=asyncio.FIRST_COMPLETED)
                    waiting.cancel()
                    if polling.done():
                        polling.result()  # it ended by itself: say why
                finally:
                    # SIGTERM: fetch no more; the updates taken and the steps under way finish, and
                    # what they owe the chats is sent (CROUPIER_STOP_GRACE)
                    if server is not None:
                        server.ops.stopping = True
                    await poller.stop()
            finally:
                if app.running:
                    await app.stop()
                await drain_outbox(app)
                if app.post_stop is not None:
                    await app.post_stop(app)
        finally:
            await app.shutdown()
            if app.post_shutdown is not None:
                await app.post_shutdown(app)
    finally:
        if server is not None:
            await server.stop()
