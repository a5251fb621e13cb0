"""Reading what the bot did, and waiting for it without sleeping."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from .model import Answer, Chat, ChatStats, StoredMessage, User
from .state import FakeState, commands_key

T = TypeVar("T")
ANY_THREAD: Any = object()  # wait_message's default: a message in any topic

HANG = 120.0
"""Seconds a wait gives the bot before calling it hung: a bound on a hang, never a measure of speed
(on a busy 2-core machine one press took over 10 s)."""


class FakegramTimeout(AssertionError, TimeoutError):
    """A wait_* call ran out of time; the message shows the last requests the bot made."""


class Records(FakeState):
    """The test-side API that reads: stored messages, answers, commands, and the wait_* helpers."""

    def messages(self, chat: Chat | User | int) -> list[StoredMessage]:
        """Every message the bot sent to a chat, in order, deleted ones included (flag `deleted`)."""
        return list(self._bot_messages.get(self.chat(chat).id, ()))

    def topic_messages(self, chat: Chat | User | int, thread: int | None) -> list[StoredMessage]:
        """The bot's messages in one topic of a forum (thread None: the General topic), in order,
        deleted ones included."""
        return [m for m in self._bot_messages.get(self.chat(chat).id, ()) if m.thread_id == thread]

    def chat_stats(self, chat: Chat | User | int) -> ChatStats:
        """Counts for one chat: `new` accepted sends, `edits` accepted edits, `too_many` 429 answers,
        `sent_at` the fake clock's time of each accepted send (kept with record=False too). Live: it
        keeps counting after you take it."""
        chat_id = chat if isinstance(chat, int) else chat.id
        return self._stat(chat_id)

    def busiest_minute(self, chat: Chat | User | int) -> int:
        """The most new messages (accepted sends) the chat got within any 60 s of the fake's clock."""
        return self.chat_stats(chat).busiest_minute()

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

    async def wait_for(self, predicate: Callable[[], T | None], timeout: float = HANG, what: str | None = None) -> T:
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

    async def wait_answer(self, query_id: str, timeout: float = HANG) -> Answer:
        """The bot's answerCallbackQuery for a press."""
        return await self.wait_for(lambda: self.answers.get(query_id), timeout, f"an answer to query {query_id}")

    async def wait_consumed(self, update_id: int | None, timeout: float = HANG) -> None:
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
        timeout: float = HANG,
        *,
        thread: int | None = ANY_THREAD,
    ) -> StoredMessage:
        """The first undeleted bot message in `chat` newer than `after` whose text contains `contains`
        (any message if None); edits count, so a message edited to contain it is found too.
        thread: only messages in this forum topic (None: the General topic); left out: any topic."""
        c = self.chat(chat)
        after_id = after if isinstance(after, int) else after.message_id
        any_thread = thread is ANY_THREAD

        def find() -> StoredMessage | None:
            for m in self._bot_messages.get(c.id, ()):
                if (
                    m.message_id > after_id
                    and not m.deleted
                    and (any_thread or m.thread_id == thread)
                    and (contains is None or contains in (m.text or ""))
                ):
                    return m
            return None

        where = "" if any_thread else f" (topic {thread})"
        return await self.wait_for(find, timeout, f"a message in chat {c.id}{where} containing {contains!r}")
