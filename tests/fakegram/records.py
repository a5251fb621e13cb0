"""Reading what the bot did, and waiting for it without sleeping."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from .model import Answer, Chat, StoredMessage, User
from .state import FakeState, commands_key

T = TypeVar("T")


class FakegramTimeout(AssertionError, TimeoutError):
    """A wait_* call ran out of time; the message shows the last requests the bot made."""


class Records(FakeState):
    """The test-side API that reads: stored messages, answers, commands, and the wait_* helpers."""

    def messages(self, chat: Chat | User | int) -> list[StoredMessage]:
        """Every message the bot sent to a chat, in order, deleted ones included (flag `deleted`)."""
        return list(self._bot_messages.get(self.chat(chat).id, ()))

    def last(self, chat: Chat | User | int) -> StoredMessage:
        """The bot's latest message in a chat that is not deleted."""
        for m in reversed(self._bot_messages.get(self.chat(chat).id, ())):
            if not m.deleted:
                return m
        raise AssertionError(f"the bot has no (undeleted) message in chat {self.chat(chat).id}")

    @staticmethod
    def buttons(message: StoredMessage) -> list[tuple[str, str | None]]:
        """(text, callback data or URL) of each inline button of a message."""
        return message.buttons()

    def all_text_to(self, chat: Chat | User | int) -> str:
        """Every text, raw HTML, button label, callback data and document that ever reached a chat,
        edits included, one per line: for tests that a secret never leaks."""
        if not self.record:
            raise RuntimeError("all_text_to needs FakeTelegram(record=True)")
        return "\n".join(self._texts.get(self.chat(chat).id, ()))

    def my_commands(self, scope: Any = None, language_code: str = "") -> list[dict]:
        """Commands set for a scope (a dict, a PTB BotCommandScope, or None for default) and language."""
        if scope is not None and hasattr(scope, "to_dict"):
            scope = scope.to_dict()
        return self.commands.get(commands_key(scope, language_code), [])

    # --- waiting ---------------------------------------------------------------------------------------

    async def wait_for(self, predicate: Callable[[], T], timeout: float = 10.0, what: str | None = None) -> T:
        """Return the first truthy value of `predicate()`, re-checked after every request the bot makes."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise FakegramTimeout(self._timeout_report(what or repr(predicate), timeout))
            if self._tick is None:
                self._tick = loop.create_future()
            await asyncio.wait((self._tick,), timeout=remaining)

    def _timeout_report(self, what: str, timeout: float) -> str:
        last = list(self.requests)[-15:]
        lines = "\n  ".join(str(c) for c in last) or "(none)"
        return (
            f"fakegram: waited {timeout}s for {what}; updates queued: {len(self._updates)}, "
            f"last delivered update: {self.delivered_update_id}; last requests:\n  {lines}"
        )

    async def wait_answer(self, query_id: str, timeout: float = 10.0) -> Answer:
        """The bot's answerCallbackQuery for a press."""
        return await self.wait_for(lambda: self.answers.get(query_id), timeout, f"an answer to query {query_id}")

    async def wait_consumed(self, update_id: int | None, timeout: float = 10.0) -> None:
        """Return once the bot has fetched the update (its getUpdates reply contained it)."""
        if update_id is None:
            return
        await self.wait_for(
            lambda: self.delivered_update_id >= update_id, timeout, f"the bot to fetch update {update_id}"
        )

    async def wait_message(
        self,
        chat: Chat | User | int,
        contains: str | None = None,
        after: StoredMessage | int = 0,
        timeout: float = 10.0,
    ) -> StoredMessage:
        """The first undeleted bot message in `chat` newer than `after` whose text contains `contains`
        (any message if None); edits count, so a message edited to contain it is found too."""
        c = self.chat(chat)
        after_id = after if isinstance(after, int) else after.message_id

        def find() -> StoredMessage | None:
            for m in self._bot_messages.get(c.id, ()):
                if m.message_id > after_id and not m.deleted and (contains is None or contains in (m.text or "")):
                    return m
            return None

        return await self.wait_for(find, timeout, f"a message in chat {c.id} containing {contains!r}")
