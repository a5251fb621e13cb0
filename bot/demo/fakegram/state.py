"""Everything the fake Telegram knows, and the two wake-up signals (new update, new request).

All the parts of `FakeTelegram` (Bot API methods, test-side scene, records) share this state. All
changes happen on the event loop without an await in between, so concurrent requests never see a
half-made change.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from .model import Answer, Call, Chat, ChatStats, StoredMessage, User, bad


def commands_key(scope: Any, language_code: Any) -> tuple[str, str]:
    """Commands are kept per (scope, language); an absent scope is the default scope."""
    scope = scope or {"type": "default"}
    if not isinstance(scope, dict) or "type" not in scope:
        raise bad("can't parse BotCommandScope JSON object")
    return json.dumps(scope, sort_keys=True), language_code or ""


class FakeState:
    """The data and the signals; see FakeTelegram for the meaning of the options."""

    def __init__(
        self,
        *,
        group_limit: int | None = 20,
        dm_limit: float | None = None,
        dm_burst: int = 3,
        record: bool = True,
        clock: Callable[[], float] = time.monotonic,
        privacy_mode: bool = False,
    ) -> None:
        if dm_limit is not None and dm_limit <= 0:
            raise ValueError("dm_limit must be positive (or None for no limit)")
        if dm_burst < 1:
            raise ValueError("dm_burst must be at least 1")
        self.group_limit = group_limit
        self.dm_limit = dm_limit
        self.dm_burst = dm_burst
        self.record = record
        self.privacy_mode = privacy_mode
        self._clock = clock
        self.users: dict[int, User] = {}
        self.chats: dict[int, Chat] = {}
        self.answers: dict[str, Answer] = {}
        self.commands: dict[tuple[str, str], list[dict]] = {}
        self.requests: list[Call] | deque[Call] = [] if record else deque(maxlen=50)
        self.confirmed_offset = 0  # the last offset getUpdates confirmed with
        self.delivered_update_id = 0  # the newest update the bot has fetched
        self.allowed_updates: list[str] | None = None  # None: Telegram's default, all we make
        self._bot_messages: dict[int, list[StoredMessage]] = {}
        self._by_id: dict[tuple[int, int], StoredMessage] = {}
        self._texts: dict[int, list[str]] = {}
        self._group_sends: dict[int, deque[float]] = {}
        self._dm_buckets: dict[int, tuple[float, float]] = {}  # private chat id -> (tokens, at)
        self.too_many = 0  # every 429 answer the bot received (rate limits and injected ones)
        self.too_many_calls: list[tuple[str, Any]] = []  # (method, chat_id) of each of them
        self._stats: dict[Any, ChatStats] = {}
        self._pending_queries: set[str] = set()
        self._files: dict[str, StoredMessage] = {}
        self._updates: deque[tuple[int, str, dict]] = deque()
        self._next_update_id = 1
        self._next_query_id = 1
        self._waiting_polls = 0
        self._update_signal: asyncio.Future[None] | None = None
        self._tick: asyncio.Future[None] | None = None
        self.pinned: dict[int, list[int]] = {}  # chat id → pinned message ids, oldest first
        self._faults: list[list[Any]] = []  # [method, chat id or None, times left, ApiError]

    @property
    def polling(self) -> bool:
        """A getUpdates long poll is waiting right now (the bot is idle and listening)."""
        return self._waiting_polls > 0

    @property
    def last_update_id(self) -> int:
        """The id of the newest update enqueued by send, press or migrate (0 if none yet)."""
        return self._next_update_id - 1

    def chat(self, chat: Chat | User | int) -> Chat:
        """The chat handle for an id (a user or a user's id gives their private chat)."""
        if isinstance(chat, Chat):
            return chat
        return self.chats[chat if isinstance(chat, int) else chat.id]

    @staticmethod
    def _uid(user: User | int) -> int:
        return user if isinstance(user, int) else user.id

    def _new_message(self, chat: Chat, sender: dict[str, Any], **fields: Any) -> StoredMessage:
        """A message with the chat's next id (users' and the bot's messages share the sequence)."""
        m = StoredMessage(chat=chat, message_id=chat.next_message_id, date=int(time.time()), sender=sender, **fields)
        chat.next_message_id += 1
        self._by_id[(chat.id, m.message_id)] = m
        return m

    def _stat(self, chat_id: Any) -> ChatStats:
        stats = self._stats.get(chat_id)
        if stats is None:
            stats = self._stats[chat_id] = ChatStats()
        return stats

    def _notify(self) -> None:
        """Wake every wait_for: something was recorded."""
        fut = self._tick
        if fut is not None:
            self._tick = None
            if not fut.done():
                fut.set_result(None)

    def _signal_updates(self) -> None:
        """Wake a waiting long poll."""
        fut = self._update_signal
        if fut is not None:
            self._update_signal = None
            if not fut.done():
                fut.set_result(None)

    def _enqueue(self, kind: str, payload: dict[str, Any]) -> int:
        update_id = self._next_update_id
        self._next_update_id += 1
        self._updates.append((update_id, kind, {"update_id": update_id, kind: payload}))
        self._signal_updates()
        self._notify()
        return update_id
