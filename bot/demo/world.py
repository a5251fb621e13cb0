"""The demo's Telegram: the tests' fake Bot API server, plus a log of what changed for the page.

Every message a chat shows (a person's or the bot's) is kept by the fake; the page only needs to know
which ones changed since it last looked. `DemoTelegram` notes the key of each new, edited or deleted
message and each pin change in order, and wakes the page's event streams.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import BOT_ID, Chat, StoredMessage

NAMES = {
    "en": ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi"),
    "ru": ("Аня", "Борис", "Вера", "Гоша", "Даша", "Егор", "Женя", "Зоя"),
    "zh": ("小明", "小红", "小刚", "小丽", "小华", "小芳", "小军", "小燕"),
}
GROUP_TITLE = {"en": "Game night", "ru": "Игротека", "zh": "桌游之夜"}
TOPICS = {"en": ("Table 1", "Table 2"), "ru": ("Стол 1", "Стол 2"), "zh": ("一号桌", "二号桌")}
GROUP_ID = -1001000000001
FIRST_USER = 101

Key = tuple[str, int, int]
"""("m", chat id, message id) for a message, ("p", chat id, 0) for a chat's pins."""


class DemoTelegram(FakeTelegram):
    """The fake with a change log: `changes[i]` is the i-th change; `waiter()` ends at the next one."""

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.changes: list[Key] = []
        self._waiter: asyncio.Future[None] | None = None

    def waiter(self) -> asyncio.Future[None]:
        """A future that is done once anything changes after this call (take it before reading)."""
        if self._waiter is None:
            self._waiter = asyncio.get_running_loop().create_future()
        return self._waiter

    def wake(self) -> None:
        fut, self._waiter = self._waiter, None
        if fut is not None and not fut.done():
            fut.set_result(None)

    def _touch(self, key: Key) -> None:
        self.changes.append(key)
        self.wake()

    def _notify(self) -> None:
        super()._notify()
        self.wake()  # a 429 answer is news for the page too

    def _new_message(self, chat: Chat, sender: dict[str, Any], **fields: Any) -> StoredMessage:
        m = super()._new_message(chat, sender, **fields)
        self._touch(("m", chat.id, m.message_id))
        return m

    def _edit(self, m: StoredMessage, text: str | None, html: str | None, entities: list[dict], markup: Any) -> Any:
        result = super()._edit(m, text, html, entities, markup)
        self._touch(("m", m.chat.id, m.message_id))
        return result

    def delete_message(self, p: dict[str, Any]) -> Any:
        result = super().delete_message(p)
        self._touch(("m", p["chat_id"], p["message_id"]))
        return result

    def delete_messages(self, p: dict[str, Any]) -> Any:
        result = super().delete_messages(p)
        for message_id in p.get("message_ids") or []:
            self._touch(("m", p["chat_id"], message_id))
        return result

    def pin_chat_message(self, p: dict[str, Any]) -> Any:
        result = super().pin_chat_message(p)
        self._touch(("p", p["chat_id"], 0))
        return result

    def unpin_chat_message(self, p: dict[str, Any]) -> Any:
        result = super().unpin_chat_message(p)
        self._touch(("p", p["chat_id"], 0))
        return result


@dataclass(frozen=True)
class Person:
    id: int
    name: str
    lang: str
    admin: bool


def populate(fake: DemoTelegram, lang: str, people: int, forum: bool) -> tuple[list[Person], Chat]:
    """The simulated people (the first one the group's creator) and their group, where the bot is an
    administrator (it may pin). Nobody has opened a private chat with the bot yet, as in real life."""
    names = NAMES[lang]
    persons = [Person(FIRST_USER + i, names[i], lang, i == 0) for i in range(people)]
    users = [fake.user(p.id, p.name, language_code=lang) for p in persons]
    title = GROUP_TITLE[lang]
    group = fake.forum(GROUP_ID, title, members=users) if forum else fake.group(GROUP_ID, title, "supergroup", users)
    fake.set_admin(group, users[0], creator=True)
    fake.set_admin(group, BOT_ID)
    if forum:
        for name in TOPICS[lang]:
            fake.new_topic(group, name, by=users[0])
    return persons, group
