"""What every handler needs, kept once in `application.bot_data` and reached with `svc(context)`."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from telegram import CallbackQuery, Chat, Message, Update, User
from telegram.error import TelegramError
from telegram.ext import Application, ContextTypes

from bot import metrics
from bot.clock import Clock, Every
from bot.config import Settings
from bot.messaging import Keyboard, reply
from bot.miniapp.live import Live
from bot.outbox import ANSWER, Item, Sender
from bot.processor import ChatOrderedProcessor
from bot.tables import Table, Tables
from locales import Catalog, normalize
from storage.store import OutRow, Store


@dataclass
class Services:
    settings: Settings
    store: Store
    catalog: Catalog
    processor: ChatOrderedProcessor
    sender: Sender
    tables: Tables = field(default_factory=Tables)
    chat_langs: dict[int, str] = field(default_factory=dict)
    user_langs: dict[int, str] = field(default_factory=dict)
    chosen_langs: dict[int, str | None] = field(default_factory=dict)
    """Per user: the language they chose with /lang in DM (None: none chosen), for their presses."""
    dm_ok: dict[int, bool] = field(default_factory=dict)
    seen_users: set[int] = field(default_factory=set)
    members: dict[tuple[int, int], tuple[float, bool]] = field(default_factory=dict)
    """(group, user) → (until when it is believed, whether a member): Telegram's answers (bot/guard.py)."""
    said: dict[tuple[int, int, str], float] = field(default_factory=dict)
    """When a user last got an answer that changes nothing (see `Command.say_once`)."""
    typed: dict[int, str] = field(default_factory=dict)
    seen_in: dict[int, dict[int, str | None]] = field(default_factory=dict)
    """Per group: the people seen there and their Telegram language (a group's first language)."""
    clock: Callable[[], float] = field(default_factory=Clock)
    """The bot's clock (bot/clock.py) for deadlines, auction clocks and idle lobbies; tests drive
    time through it."""
    """A typed shortcut waiting for its player to say which game it is for."""
    every: dict[str, Every] = field(default_factory=dict)
    """Repeating work (the heartbeat, the poll), timed by the monotonic clock (bot/app.py)."""
    workers: Any = None
    """`bot.workers.Workers` when several workers may share the database (PostgreSQL), else None."""
    arm: Callable[[Application, Services, Table], None] = lambda app, s, table: None
    """After a committed step: the table's jobs armed for its deadlines and clocks (`bot.timers.arm`,
    passed in by bot/app.py: the step sits below the timers, whose jobs call back into it)."""
    live: Live = field(default_factory=Live)
    """Games whose step was just committed, for the Mini App's live updates (bot/miniapp/live.py)."""
    bot_username: str = ""
    """The bot's @username (getMe, at start), for links to its Mini App."""
    redrawn: dict[int, float] = field(default_factory=dict)
    """When each game's countdown was last drawn, by the bot's clock (bot/schedule.py)."""
    scheduler: Any = None
    """`bot.schedule.Loop`: one process fires what falls due on the dot (None: several workers,
    whose poll fires it, or tests, which drive time themselves)."""

    def poke(self) -> None:
        """Something new falls due (a step planned deadlines or clocks, a lobby was touched)."""
        if self.scheduler is not None:
            self.scheduler.poke()

    # ----- languages ----------------------------------------------------------------------------
    async def chat_lang(self, chat_id: int) -> str:
        if chat_id not in self.chat_langs:
            self.chat_langs[chat_id] = await self.store.chat_lang(chat_id) or self.settings.lang
        return self.chat_langs[chat_id]

    async def settle_chat_lang(self, chat_id: int, first: User | None = None) -> bool:
        """A group nobody has set a language for takes the one most of its people use (by their
        Telegram apps, among those the bot has seen there; `first` breaks ties). True if it was set now."""
        if await self.store.chat_lang(chat_id) is not None:
            return False
        votes: dict[str, int] = {}
        for lang in self.seen_in.get(chat_id, {}).values():
            if lang:
                votes[lang] = votes.get(lang, 0) + 1
        mine = normalize(first.language_code) if first is not None else None
        if mine:
            votes[mine] = votes.get(mine, 0) + 1
        if not votes:
            return False
        best = max(votes.values())
        lang = mine if mine and votes.get(mine) == best else sorted(k for k, v in votes.items() if v == best)[0]
        await self.store.set_chat_lang(chat_id, lang)
        self.chat_langs[chat_id] = lang
        return True

    def saw(self, chat: Chat | None, user: User | None) -> None:
        """Note who speaks which language in a group (for its first language)."""
        if chat is None or user is None or chat.type == Chat.PRIVATE or user.is_bot:
            return
        people = self.seen_in.setdefault(chat.id, {})
        if len(people) < 500:
            people[user.id] = normalize(user.language_code)

    async def user_lang(self, user_id: int) -> str:
        if user_id not in self.user_langs:
            row = await self.store.user(user_id)
            lang = (row.lang or normalize(row.tg_lang)) if row else None
            self.user_langs[user_id] = lang or self.settings.lang
        return self.user_langs[user_id]

    async def lang_for(self, chat: Chat | None, user: User | None) -> str:
        """A group reads the chat's language; a DM the user's."""
        if chat is not None and chat.type != Chat.PRIVATE:
            return await self.chat_lang(chat.id)
        if user is not None:
            return await self.user_lang(user.id)
        return self.settings.lang

    async def presser_lang(self, chat: Chat | None, user: User | None) -> str:
        """A press's answer (a toast, an alert) is read by the presser alone, so in their language:
        their /lang choice in DM, else their Telegram app's, else the group's."""
        if chat is None or chat.type == Chat.PRIVATE or user is None:
            return await self.lang_for(chat, user)
        if user.id not in self.chosen_langs:
            row = await self.store.user(user.id)
            self.chosen_langs[user.id] = row.lang if row else None
        return self.chosen_langs[user.id] or normalize(user.language_code) or await self.chat_lang(chat.id)

    def t(self, lang: str, key: str, /, **params: Any) -> str:
        return self.catalog.t(lang, key, **params)

    async def reply_to(self, msg: Message, text: str, markup: Keyboard | None = None) -> None:
        """Answer a message where it was written (its chat, its forum topic)."""
        await self.post([reply(msg.chat_id, text, markup, topic_of(msg))])

    def edit_now(self, chat_id: int, message_id: int, text: str | None, markup: Keyboard | None = None) -> None:
        """Edit a message that is no game's live message (a confirmation, a kick list): no record
        needed, a crash loses nothing worth repeating, but it still waits its turn in the sender."""
        self.sender.push_volatile(
            Item(
                chat_id=chat_id,
                kind="edit",
                message_id=message_id,
                text=text,
                markup=markup.json if markup else None,
                prio=ANSWER,
            )
        )

    async def post(self, rows: list[OutRow]) -> None:
        """Messages that belong to no game step: committed on their own, then handed to the sender."""
        await self.store.enqueue(rows)
        self.sender.push(rows)

    # ----- users --------------------------------------------------------------------------------
    async def remember(self, user: User) -> None:
        """Record a user once per run (name, Telegram language) so DMs and names work later."""
        if user.id in self.seen_users:
            return
        self.seen_users.add(user.id)
        await self.store.touch_user(user.id, user.full_name, user.username, user.language_code)
        row = await self.store.user(user.id)
        if row is not None:
            self.dm_ok[user.id] = row.dm_ok
            self.chosen_langs[user.id] = row.lang
            self.user_langs[user.id] = row.lang or normalize(row.tg_lang) or self.settings.lang

    async def set_dm_ok(self, user_id: int, ok: bool) -> None:
        if self.dm_ok.get(user_id) != ok:
            self.dm_ok[user_id] = ok
            await self.store.set_dm_ok(user_id, ok)


def svc(context: ContextTypes.DEFAULT_TYPE) -> Services:
    return context.application.bot_data["svc"]


async def prepare(update: Update, context: ContextTypes.DEFAULT_TYPE) -> tuple[Services, str]:
    """Services and the reader's language for an update; remembers the user on the way. A button
    press is answered to the presser alone, so its language is theirs (`Services.presser_lang`), also
    in a group; what a press changes in the group is drawn in the group's language (`chat_lang`)."""
    s = svc(context)
    if update.effective_user is not None and not update.effective_user.is_bot:
        await s.remember(update.effective_user)
        s.saw(update.effective_chat, update.effective_user)
    return s, await reader_lang(s, update)


async def reader_lang(s: Services, update: Update) -> str:
    """Who reads the answer to `update`: the presser of a button, else the chat it came from."""
    if update.callback_query is not None:
        return await s.presser_lang(update.effective_chat, update.effective_user)
    return await s.lang_for(update.effective_chat, update.effective_user)


@dataclass
class Command:
    """A command message, with what its handler needs: services, language, chat, user and message."""

    s: Services
    lang: str
    chat: Chat
    user: User
    msg: Message

    @property
    def thread(self) -> int | None:
        """The forum topic the command was typed in (None: a plain chat or General)."""
        return topic_of(self.msg)

    async def say(self, key: str, /, **params: Any) -> None:
        await self.reply(self.s.t(self.lang, key, **params))

    async def say_once(self, key: str, /, **params: Any) -> None:
        """An answer to a command that changed nothing ("you are already in"): said once, not again
        for the same user in the same chat within a minute, so repeating it cannot flood the chat."""
        now = time.monotonic()
        mark = (self.chat.id, self.user.id, key)
        if now - self.s.said.get(mark, -1e9) < REPEAT_QUIET:
            return
        self.s.said[mark] = now
        if len(self.s.said) > 10_000:
            self.s.said = {k: t for k, t in self.s.said.items() if now - t < REPEAT_QUIET}
        await self.say(key, **params)

    async def reply(self, text: str, markup: Keyboard | None = None) -> None:
        await self.s.post([reply(self.chat.id, text, markup, self.thread)])

    async def table(self) -> Table | None:
        """The game of this chat (or topic), or None after telling the user there is none."""
        table = self.s.tables.at(self.chat.id, self.thread)
        if table is None:
            await self.say("err-no-game")
        return table


def topic_of(msg: Message | None) -> int | None:
    if msg is not None and msg.is_topic_message and msg.message_thread_id:
        return msg.message_thread_id
    return None


async def command(update: Update, context: ContextTypes.DEFAULT_TYPE) -> Command:
    s, lang = await prepare(update, context)
    chat, user, msg = update.effective_chat, update.effective_user, update.effective_message
    assert chat and user and msg
    return Command(s, lang, chat, user, msg)


log = logging.getLogger(__name__)

REPEAT_QUIET = 60.0


async def answer(query: CallbackQuery, text: str | None = None, alert: bool = False) -> None:
    """Answer a button press, best effort: Telegram refuses answers that come late (a press queued
    during a restart), and nothing that follows may depend on it."""
    try:
        await query.answer(text, show_alert=alert)
    except TelegramError as exc:
        log.info("answering a press failed: %s", exc)


async def refuse_stale(query: CallbackQuery, text: str) -> None:
    """A press on a button that is out of date (its game moved on or ended, its message is old):
    logged at info with its reason and counted (bot/metrics.py), then answered with `text`."""
    message = query.message
    metrics.refused("stale", "a press", chat=message.chat.id if message is not None else None)
    await answer(query, text, alert=True)


async def migrate(s: Services, old: int, new: int) -> None:
    """A group became a supergroup: the game, the settings and what is owed to it follow it."""
    await s.store.migrate_chat(old, new)
    s.tables.move_chat(old, new)
    if old in s.chat_langs:
        s.chat_langs[new] = s.chat_langs.pop(old)
