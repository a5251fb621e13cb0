"""The real stack under test: PTB's Application over HTTP to the fake Bot API server, a real SQLite file."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from fakegram import FakeTelegram
from fakegram.model import Answer, StoredMessage

from bot.app import build_application
from bot.config import Settings
from bot.services import Services


class Harness:
    """One fake Telegram, and a bot that can be stopped and started again on the same database."""

    def __init__(self, fake: FakeTelegram, db_path: Path, **settings: Any) -> None:
        self.fake = fake
        self.db_path = db_path
        self.overrides = settings
        self.app: Any = None

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
        }
        values.update(self.overrides)
        return Settings.model_validate(values)

    async def start(self) -> None:
        self.app = build_application(self.settings())
        self.app.bot_data["processor"].track = True
        await self.app.initialize()
        await self.app.post_init(self.app)  # run_polling would call it
        await self.app.start()
        await self.app.updater.start_polling(
            poll_interval=0.0, timeout=5, allowed_updates=["message", "callback_query"]
        )

    async def stop(self) -> None:
        if self.app is None:
            return
        await self.app.updater.stop()
        await self.app.stop()
        await self.app.shutdown()
        await self.app.post_shutdown(self.app)
        self.app = None

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
        await self.svc.sender.drained(timeout)

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


@pytest.fixture
async def fake() -> AsyncIterator[FakeTelegram]:
    server = FakeTelegram(group_limit=None)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


@pytest.fixture
async def harness(fake: FakeTelegram, tmp_path: Path) -> AsyncIterator[Harness]:
    h = Harness(fake, tmp_path / "croupier.sqlite3")
    await h.start()
    try:
        yield h
    finally:
        await h.stop()
