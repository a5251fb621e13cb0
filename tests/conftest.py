"""The real stack under test: PTB's Application over HTTP to the fake Bot API server, a real SQLite file."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import profiles  # noqa: F401 - loads the Hypothesis profile (tests/profiles.py: fast, or HYPOTHESIS_PROFILE)
import pytest
from pg import (  # noqa: F401 - fixtures (PostgreSQL: tests/pg.py)
    backend,
    database_url,
    own_pg_server,
    pg_server,
    pg_url,
    stoppable_pg,
)

from bot import schedule
from bot.app import ALLOWED_UPDATES, build_application
from bot.clock import Clock
from bot.config import Settings
from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import Answer, StoredMessage
from bot.polling import Poller
from bot.services import Services
from bot.workers import SharedSender
from storage import open_database
from storage.db import Backend


class Harness:
    """One fake Telegram, and a bot that can be stopped and started again on the same database.
    webhook=True: the bot listens on a free port of 127.0.0.1 and the fake POSTs updates to it."""

    def __init__(
        self, fake: FakeTelegram, db_path: Path, webhook: bool = False, own_time: bool = True, **settings: Any
    ) -> None:
        self.fake = fake
        self.own_time = own_time
        """False: the bot's own scheduler fires what falls due, as in production (tests/test_scheduler.py)."""
        self.db_path = db_path
        self.overrides = settings
        if webhook:
            with socket.socket() as sock:
                sock.bind(("127.0.0.1", 0))
                port = sock.getsockname()[1]
            hook = {
                "webhook_url": f"http://127.0.0.1:{port}/tg/hook",
                "webhook_secret": "test-Secret_1-long-enough",
                "port": port,
            }
            self.overrides = {**hook, **settings}
        self.webhook: Any = None
        self.poller: Poller | None = None
        self.app: Any = None
        self.offset = 0.0
        """Seconds the bot's clock is ahead of its own reading (see `advance`)."""

    def settings(self) -> Settings:
        values: dict[str, Any] = {
            "token": "123456:TEST",
            "db_path": str(self.db_path),
            "api_url": self.fake.base_url,
            "admins": frozenset({999}),
            "turn_timeout": 600.0,
            "reminder": 60.0,
            "group_per_minute": 1000,
            "game_per_minute": 1000,
            "overall_per_second": 1000,
            "dm_per_second": 1000,
            "edit_interval": 0.0,
            "flood_limit": 1000,  # tests press at machine speed; the flood test sets the real limit
        }
        values.update(self.overrides)
        return Settings.model_validate(values)

    async def start(self) -> None:
        self.app = build_application(self.settings())
        self.app.bot_data["processor"].track = True
        clock = self.app.bot_data["clock"] = Driven(self)
        clock.driven = self.own_time
        await self.app.initialize()
        await self.app.post_init(self.app)  # run_polling would call it
        if isinstance(self.svc.sender, SharedSender):  # leases are the workers' own: `offset` is not theirs
            self.svc.sender.now = clock.unshifted
        await self.app.start()
        if self.app.bot_data["settings"].webhook_url:
            from bot.webhook import Webhook

            self.webhook = Webhook(self.app, self.app.bot_data["settings"], host="127.0.0.1")
            await self.webhook.start()
            return
        self.poller = Poller(self.app, ALLOWED_UPDATES, timeout=5)  # as `python -m bot` polls
        await self.poller.start()

    async def stop(self) -> None:
        if self.app is None:
            return
        if self.webhook is not None:
            await self.webhook.stop()
            self.webhook = None
        elif self.poller is not None:
            await self.poller.stop()
            self.poller = None
        await self.app.stop()
        await self.app.shutdown()
        await self.app.post_shutdown(self.app)
        self.app = None

    async def open_db(self) -> Backend:
        """The bot's database opened beside it (a test edits it while the bot is stopped); the
        database_url setting, if any, is PostgreSQL's (the `database_url` fixture of tests/pg.py)."""
        return await open_database(self.overrides.get("database_url"), str(self.db_path))

    async def restart(self) -> None:
        await self.stop()
        await self.start()

    @property
    def svc(self) -> Services:
        return self.app.bot_data["svc"]

    async def _done(self, update_id: int | None) -> None:
        """The update is handled and everything it made the bot owe is delivered."""
        if update_id is not None:
            await self.app.bot_data["processor"].wait_done(update_id)
        await self.drained()

    async def drained(self, timeout: float = 120.0) -> None:
        """Everything the bot owes is delivered and marked; with the test's own time, the time that
        takes passes for the bot by its clock, not in real time (`pass_time`)."""
        sender = self.svc.sender
        if self.own_time:
            await self.pass_time(sender.idle.is_set, timeout)
        await sender.drained(timeout)

    async def pass_time(self, until: Callable[[], bool], timeout: float = 120.0) -> None:
        """Until `until()` holds, time passes for the bot whenever its sender waits for the clock alone
        (a group's budget, a chat's pace, a retry's delay): the clock moves on to when the first of
        those waits ends, as real time would have moved it, the limits still counted by it. Anything
        else under way (a call, a mark, a step) is waited for as it is."""
        sender = self.svc.sender

        async def passing() -> None:
            while not until():
                sender.changed.clear()
                wake = sender.next_wake()
                if wake is not None:
                    self.offset += max(0.0, wake - sender.clock()) + 1e-6
                    sender.clock_moved()
                with contextlib.suppress(asyncio.TimeoutError):  # (a worker's poll that ends says nothing)
                    await asyncio.wait_for(sender.changed.wait(), 0.5)

        await asyncio.wait_for(passing(), timeout)

    async def advance(self, seconds: float) -> int:
        """Time passes for the bot: every reminder, deadline, clock and idle lobby that falls due within
        `seconds` fires, in order, one at a time, each delivered before the next (tests own time: no
        poll of the bot's looks for what is due, bot/schedule.py); returns how many fired. The
        sender's budgets and paces move on by it too."""
        self.offset += seconds
        self.svc.sender.clock_moved()
        return await self.fire_due()

    async def fire_due(self, limit: int = 1) -> int:
        """What falls due by the bot's clock fires, in order, until nothing is left (several workers:
        claimed from the database `limit` at a time, as the worker's poll does); returns how many."""
        s = self.svc
        if s.workers is not None:
            fired = await s.workers.tick(limit, settle=self.drained)
        else:  # (due by now: time spent firing, delivering, is not time the test said passed)
            fired = await schedule.run_due(self.app, s, settle=self.drained, until=s.clock())
        await self.drained()
        assert fired < schedule.SETTLE_AFTER, "time does not settle"
        return fired

    async def table(self, chat_id: int, thread_id: int | None = None) -> Any:
        """The live game of a chat (or topic), loaded if the bot does not hold it (None: there is none)."""
        return await self.svc.tables.load_at(chat_id, thread_id)

    async def game(self, game_id: int) -> Any:
        """A live game by id, loaded if the bot does not hold it (None: it is not live)."""
        return await self.svc.tables.load(game_id)

    async def say(self, user: Any, text: str, chat: Any = None, thread: int | None = None) -> None:
        """A user writes (in a forum topic, with `thread`); returns once the bot has fully handled it."""
        if thread is None:
            await self._done(await self.fake.send(user, text, chat))
        else:
            await self._done(await self.fake.send(user, text, chat, thread=thread))

    async def press(
        self,
        user: Any,
        message: StoredMessage,
        data: str | None = None,
        text: str | None = None,
        strict: bool = True,
    ) -> Answer:
        """A user presses a button; returns the bot's answer once the press is fully handled."""
        query_id = await self.fake.press(user, message, data=data, text=text, strict=strict)
        update_id = self.fake.last_update_id
        await self._done(update_id)
        return await self.fake.wait_answer(query_id)


class Driven(Clock):
    """The bot's clock (bot/clock.py), `harness.offset` seconds ahead from the start on (a start's
    downtime included): time passes for the bot as a test says, and what falls due fires when it
    says so (`Harness.advance`), never by a poll of the bot's own."""

    driven = True

    def __init__(self, harness: Harness) -> None:
        super().__init__()
        self.harness = harness

    def __call__(self) -> float:
        return self.unshifted() + self.harness.offset

    def unshifted(self) -> float:
        return super().__call__()

    def monotonic(self) -> float:
        """The sender's pace (bot/clock.py), moved on with the rest (`Harness.pass_time`)."""
        return time.monotonic() + self.harness.offset


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    server = FakeTelegram(group_limit=None)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


@pytest.fixture
async def harness(
    fake: FakeTelegram,
    tmp_path: Path,
    database_url: str | None,  # noqa: F811 - the fixture imported from pg
) -> AsyncIterator[Harness]:
    h = Harness(fake, tmp_path / "croupier.sqlite3", database_url=database_url)
    await h.start()
    try:
        yield h
    finally:
        await h.stop()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slow tests (marked `slow` or `browser`) first: they wait on a browser or a subprocess (the
    bot's limits pass by its driven clock, `Harness.pass_time`), so under `-n 2 --maxschedchunk 1`
    (.ci/run) each worker starts one early and the quick tests fill the gaps, instead of a file of
    them ending the run on one worker. Otherwise the order is kept."""
    items.sort(key=lambda item: not (item.get_closest_marker("slow") or item.get_closest_marker("browser")))
