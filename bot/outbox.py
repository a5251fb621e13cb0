"""The sender: drains the outbox within Telegram's limits, and loses nothing.

Every message is first an outbox row, committed with the step that produced it (see `storage.store`).
The sender turns rows into Bot API calls, one chat at a time in order and many chats at once:

- a group never gets more than `group_per_minute` new messages in any 60 s, by the bot's own count;
  game news uses at most `game_per_minute` of them, so replies to commands still fit. When that share
  is spent, the news goes into an edit of the game's live table instead of a new message;
- a private chat gets about one message a second (a short burst allowed);
- all calls share `overall_per_second`, answers to people first;
- edits of one message are paced; pending edits of one message collapse to the last, pending news for
  one live message merge into one; an edit that changes nothing is skipped;
- a temporary failure (429, 5xx, network) is retried, honouring `retry_after`, without a limit in
  count; a permanent one (blocked, chat gone) is recorded on the row and the game goes on.

A row is done when Telegram accepted it; a send records its message id in the same transaction that
marks it done. Those marks are written in batches, many chats' in one transaction (on PostgreSQL
with the next game step's commit: `flush`), but a chat gets no other new message before its last one
is marked: a crash can at worst repeat, in each chat, the last message Telegram accepted there (and
edits, which change nothing when repeated).

Why one module of about 1,000 lines: it is one class whose parts (merging what is queued, pacing
each chat, the Bot API calls, the marks) all read and write the same per-chat queues, windows and
slots; cut across modules it would be mixins sharing those attributes, which hide more than they
show. What can stand alone already does: the limits (bot/limits.py), the calls' data (bot/messaging.py),
the tags (bot/tags.py), several workers' sender (bot/workers.py). The next cut, once the delivery work
settles, is the queue's merging (`_merge`, `_keep`, `_overtake`, `_redrawn`) as functions on a list.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import html
import logging
import re
import time
import warnings
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from telegram import Bot, InputFile
from telegram.error import BadRequest, ChatMigrated, Forbidden, RetryAfter, TelegramError
from telegram.warnings import PTBUserWarning

from bot.limits import Bucket, Overall, Window
from bot.tags import tag_markup
from storage import unreachable
from storage.store import Mark, OutRow, Store

log = logging.getLogger(__name__)
warnings.filterwarnings("ignore", message="Please use 'Bot", category=PTBUserWarning)

LIMIT = 4096
NO_PREVIEW = {"is_disabled": True}
FLUSH_EVERY = 0.2
"""Seconds between two batches of delivered edits marked done."""
RIDE = 0.05
"""Seconds a batch of marks may then wait to go with the next step's commit (PostgreSQL:
`Store.delivered_many`); a chat's next message never waits for that (`_flush_now`)."""
ANSWER, NEWS, DECOR = 0, 1, 2
"""Priorities: an answer to a person, game news (turns, results), decoration (stripping old buttons)."""
ADOPT = "adopt"
"""Meta of an edit of a game's live message that takes over another slot's message when its own slot
has none yet (the first live table becomes the lobby's message). What is still owed to the message
taken over is overtaken by it, and if that message was never sent, this one is sent instead."""
FINAL = "final"
"""Meta of a game's last live message (its result): it is never turned into an edit of the former one
when the group's budget runs low, because the end must notify."""
HOLD = "hold"
"""Meta of a private redraw that asks nothing (a receipt, an answered question, buttons taken away):
the press's answer (its toast) is the receipt, so it waits `HOLD_INTERVALS`, and the player's next
question, which at a person's pace mostly comes within that, replaces it unsent (one call, not two).
Meanwhile the question's buttons answer that it was answered (`bot.play.stale_reason`)."""
LAZY = "lazy"
"""Meta of a private redraw that others' moves caused and that asks nothing (a panel whose buttons
followed the player's cash, say): it waits `LAZY_INTERVALS` edit intervals from when it was queued
(`HOLD_INTERVALS` if it is held too), so that the player's next question, which in a running game
often comes sooner than that, takes it along. In a group: a table redraw whose news went out with a
new turn prompt, or that asks nobody (the next moves' redraws join it), unless it takes away buttons
someone could still press."""
LAZY_INTERVALS = 5
"""At the default 3 s, 15 s: about what a person takes to answer (2–20 s, median 6 s), so the player's
next question, or the next move's redraw, often takes a lazy one along."""
HOLD_INTERVALS = 100
"""What a `HOLD` redraw waits (five minutes at the default, as long as a former message's deletion):
the toast told the player, and their next question mostly comes within that and replaces it unsent.
A «Экономикус» player is asked again when their roll or a sale comes round, every few turns: with a
minute's wait a third of the receipts went out on their own, with two minutes still one to three a
game, each a minute or less before the question that would have taken it along. Meanwhile the
answered question's buttons say it was answered, and the panel's buttons still do what they say
(an action the engine no longer allows is refused with why). At the game's end it goes at once
(`_final`)."""
TABLE_INTERVALS = 10
"""What a group's `LAZY` table redraw waits (30 s at the default): its step's news went out with a
turn prompt, or it asks nobody. People read the prompt and the news; the table is the standing
picture, and at a person's pace (a move every 6 s or so) waiting this long lets four or five moves'
redraws go in one edit instead of two or three (功德轮回 made a table edit every 2.4 moves)."""
SEALED = "sealed"
"""Meta of a question redrawn because its sealed choice was just sent ("sent: A; you may change it
until all are in"). Its buttons stay valid until the reveal and the press's toast was the receipt, so
it waits `SEALED_INTERVALS`: the reveal, at a person's pace within that, brings the player's next
question, which takes it along (one call, or a new question and the former's buttons taken away,
instead of a receipt first). A slow table still shows the choice within a minute."""
SEALED_INTERVALS = 20
DELETE_INTERVALS = 100
"""What the deletion of a former message waits (five minutes at the default): a card hand that was
played from, whose player is asked again (a new message) a round later, a question sent anew below
the former one. Over five minutes the deletions owed in that chat go in one call (four or five at a
person's pace, not one each); meanwhile a press on a former message's button is answered with where
the live one is (`bot.play.stale_reason`). The game's end takes them all along (`_final`)."""


def asks(markup: str | None) -> bool:
    """Whether a keyboard (its JSON) has a button that asks something of the bot: a press. Links (the
    live table's to the Mini App) ask nothing, so a message whose only buttons are links is paced and
    redrawn as one without buttons, and a former one keeps its links (`links_only`)."""
    return markup is not None and '"callback_data"' in markup


def chunks(text: str, limit: int = LIMIT) -> list[str]:
    """Split on line breaks so that every part fits one message (each line keeps its tags balanced)."""
    parts: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            parts.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            parts.append(current)
            current = line
        else:
            current = candidate
    if current or not parts:
        parts.append(current)
    return parts


def message_parts(head: str, body: str, limit: int = LIMIT) -> list[str]:
    """A long message's parts: the body (a table, a result) stays whole in the last part, which the
    news above it fills from its end; the news that does not fit goes before, split on line breaks."""
    full = f"{head}\n\n{body}" if head and body else head or body
    if len(full) <= limit or not head or not body or len(body) > limit:
        return chunks(full, limit)
    lines = head.split("\n")
    last, sep = body, "\n\n"
    while lines and len(lines[-1]) + len(sep) + len(last) <= limit:
        last, sep = lines.pop() + sep + last, "\n"
    before = "\n".join(lines)
    return ([*chunks(before, limit)] if before.strip() else []) + [last]


CAPTION_LIMIT = 1024
"""The most characters a picture's or a file's caption may have, once its HTML is parsed."""


TAG = re.compile(r"<[^>]*>")


def plain_text(text: str) -> str:
    """An HTML text as Telegram shows it: its tags gone, its entities the characters they stand for."""
    return html.unescape(TAG.sub("", text))


def visible_length(text: str) -> int:
    """How long Telegram counts an HTML text once parsed, in the UTF-16 code units it counts."""
    return len(plain_text(text).encode("utf-16-le")) // 2


def fit_caption(text: str) -> str:
    """A caption within `CAPTION_LIMIT` as Telegram counts it: as it is when it fits (its HTML may be
    longer), else its first lines that fit, whole, and "…" (a cut through a tag would not parse, and
    the picture would not go at all)."""
    if visible_length(text) <= CAPTION_LIMIT:
        return text
    kept: list[str] = []
    for line in text.split("\n"):
        if visible_length("\n".join([*kept, line, "…"])) > CAPTION_LIMIT:
            break
        kept.append(line)
    if kept:
        return "\n".join([*kept, "…"])
    return html.escape(plain_text(text)[: CAPTION_LIMIT - 1]) + "…"


def fit(text: str, limit: int = LIMIT) -> str:
    """An edit has one message: drop the oldest lines until the text fits."""
    if len(text) <= limit:
        return text
    lines = text.split("\n")
    while lines and len("\n".join(lines)) > limit:
        lines.pop(0)
    return "\n".join(lines) or text[-limit:]


@dataclass
class Item:
    """One Bot API call to make; it may stand for several rows (merged news, collapsed edits)."""

    chat_id: int
    kind: str  # send | edit | document | delete | strip (the last two also on explicit message ids) | pin
    thread_id: int | None = None
    game_id: int | None = None
    slot: str | None = None
    prio: int = NEWS
    lines: list[str] = field(default_factory=list)
    text: str | None = None
    markup: str | None = None
    prev: str = "keep"
    meta: dict[str, Any] = field(default_factory=dict)
    file: str | None = None
    filename: str = ""
    caption: str = ""
    message_id: int | None = None
    covers: list[int] = field(default_factory=list)
    created_at: float = 0.0
    not_before: float = 0.0
    queued_at: float = 0.0
    attempts: int = 0
    must: list[str] = field(default_factory=list)
    """Lines that must reach the chat (a new message's news, e.g. a game's start with its full hash):
    whatever call replaces this item carries them, or its rows stay owed (`Sender._keep`)."""

    @classmethod
    def of(cls, row: OutRow) -> Item:
        b = row.body
        return cls(
            chat_id=row.chat_id,
            kind=row.kind,
            thread_id=row.thread_id,
            game_id=row.game_id,
            slot=row.slot,
            prio=row.prio,
            lines=list(b.get("lines", [])),
            text=b.get("text"),
            markup=b.get("markup"),
            prev=b.get("prev", "keep"),
            meta=dict(b.get("meta", {})),
            file=b.get("file"),
            filename=b.get("filename", ""),
            caption=b.get("caption", ""),
            message_id=b.get("message_id"),
            covers=[row.id] if row.id else [],
            created_at=row.created_at or time.time(),
            attempts=row.attempts,
            must=[x for x in b.get("lines", []) if x]
            if row.kind == "send" or b.get("meta", {}).get(ADOPT)
            else [x for x in b.get("must", []) if x],
        )

    @property
    def new_message(self) -> bool:
        return self.kind in ("send", "document", "photo")

    def full_text(self) -> str:
        head = "\n".join(x for x in self.lines if x)
        body = self.text or ""
        return f"{head}\n\n{body}" if head and body else head or body


class Later(Exception):
    """The rest of a long message waits for the budget like any new message."""

    def __init__(self, delay: float) -> None:
        super().__init__(delay)
        self.delay = delay


@dataclass
class Stats:
    """What the sender did, for `/inspect`, tests and benchmarks."""

    calls: int = 0
    sends: int = 0
    edits: int = 0
    skipped_edits: int = 0
    merged: int = 0
    converted: int = 0
    retries: int = 0
    too_many: int = 0
    failed: int = 0
    longest_wait: float = 0.0


class Sender:
    def __init__(
        self,
        bot: Bot,
        store: Store,
        *,
        group_per_minute: int = 20,
        game_per_minute: int = 12,
        overall_per_second: float = 30,
        dm_per_second: float = 1.0,
        dm_burst: int = 2,
        edit_interval: float = 3.0,
        window: float = 61.0,
        clock: Callable[[], float] = time.monotonic,
        spacing: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
        on_delivered: Callable[[Item, float], Awaitable[None]] | None = None,
        on_forbidden: Callable[[Item], Awaitable[None]] | None = None,
        on_migrated: Callable[[int, int], Awaitable[None]] | None = None,
    ) -> None:
        """`clock` times the budgets and paces (tests may pass one that stands still until they move
        it); `spacing` times the overall rate, in real time unless told (such a clock would hold every
        call after the first). The bot passes its clock's `monotonic` for both (bot/clock.py), and its
        wall clock as `wall`. The hooks: a delivered item that carried meta (`on_delivered`, with how
        long it waited), a chat that refuses the bot (`on_forbidden`), a group that became a
        supergroup (`on_migrated`, old and new id)."""
        self.bot, self.store, self.clock = bot, store, clock
        self.group = Window(group_per_minute, window, clock)
        self.game_share = min(game_per_minute, group_per_minute)
        self.dm = Bucket(dm_per_second, dm_burst, clock)
        self.overall = Overall(overall_per_second, spacing)
        self.edit_interval = edit_interval
        self.queues: dict[int, list[Item]] = {}
        self.sending: dict[int, Item] = {}
        """The item each chat's loop is delivering now."""
        self._polls: set[asyncio.Task[None]] = set()
        """Tasks that may still queue rows (a worker taking chats, see `bot.workers`): the sender is
        not idle while one runs, even if every queue is empty for a moment."""
        self.tasks: dict[int, asyncio.Task[None]] = {}
        self.wakers: dict[int, asyncio.Event] = {}
        self.slots: dict[tuple[int, str], tuple[int, int]] = {}
        self.last_edit: dict[tuple[int, int], float] = {}
        self.fresh: set[tuple[int, int]] = set()
        """Live messages sent and not edited since (`last_edit` holds when they were sent)."""
        self.shown: dict[tuple[int, int], str] = {}
        self.with_markup: set[tuple[int, int]] = set()
        self.links_only: set[tuple[int, int]] = set()
        """Messages of `with_markup` whose buttons are all links: a new live message leaves them on
        the former one (no call), except the game's last (`FINAL`), after which they lead nowhere."""
        self._later: list[int] = []
        """Rows delivered and not yet marked done (`flush`): edits, and the new messages of `_marks`."""
        self._asked: dict[tuple[int, int], int] = {}
        """Each seat's latest question delivered: its game, seat and move count (`_outdated`)."""
        self._marks: list[tuple[int, Mark]] = []
        """New messages sent and not yet marked, by chat: what their marks record (`_mark_later`)."""
        self._unmarked: set[int] = set()
        """Chats with a new message not yet marked: nothing more goes to them before it is."""
        self._batches: dict[int, asyncio.Future[None]] = {}
        """The batch under way that carries each chat's last mark."""
        self._flushes: set[asyncio.Task[None]] = set()
        self._flusher: asyncio.Task[None] | None = None
        self._writing: set[asyncio.Future[None]] = set()
        """Every batch of marks under way, an edits' batch (which no chat waits for) too: `_flush_now`."""
        self.newest: dict[int, int] = {}
        """The bot's newest message in each chat (an in-place redraw is seen only there)."""
        self.stats = Stats()
        self.paused = False
        """Tests: stop delivering (rows stay pending), as if the process died before sending."""
        self.stop_after: int | None = None
        """Tests: deliver this many calls, then pause (a crash in the middle of draining)."""
        self.idle = asyncio.Event()
        self.idle.set()
        self.waiting: dict[int, float] = {}
        """Chats whose loop waits for the clock alone (a budget, a pace, a retry), with when (by it)
        the first of their items may go: what a test that drives the clock reads (`next_wake`)."""
        self._acquiring: set[int] = set()
        """Chats whose loop waits for the overall budget (`Overall.acquire`)."""
        self.changed = asyncio.Event()
        """Set when a chat's loop starts waiting for the clock, or ends (`next_wake` may have changed)."""
        self.wall = wall
        """Wall-clock seconds, to tell how long a row waited (tests move it)."""
        self.on_delivered, self.on_forbidden, self.on_migrated = on_delivered, on_forbidden, on_migrated

    # ----- start, stop ------------------------------------------------------------------------------
    async def load(self) -> None:
        """After a start: the budget already used, every row still owed, and the live messages (slots)
        of those rows' games (a game's other slots are learnt when it is loaded: bot/app.py `install`)."""
        pending = await self.store.pending()
        self.slots = await self.store.slots(sorted({r.game_id for r in pending if r.game_id is not None}))
        now_wall, now = self.wall(), self.clock()
        for chat, at in await self.store.recent_sends(now_wall - self.group.period):
            self.group.add(chat, now - (now_wall - at))
        self.push(pending)

    async def stop(self, drain: float = 0.0) -> None:
        """Stop sending; with `drain`, first wait up to that many seconds for the queue to empty."""
        if drain > 0 and not self.paused:
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self.idle.wait(), drain)
        tasks = list(self.tasks.values())
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        self.tasks.clear()
        if self._flusher is not None and not self._flusher.done():  # its marks are flushed just below
            self._flusher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._flusher
        await self._flush_now()

    def resume(self) -> None:
        self.paused = False
        for chat in list(self.queues):
            self._kick(chat)

    async def drained(self, timeout: float = 30.0) -> None:
        """Tests and benchmarks: wait until nothing is owed (and every delivered row is marked)."""
        await asyncio.wait_for(self.idle.wait(), timeout)
        await self._flush_now()

    def pending(self) -> int:
        return sum(len(q) for q in self.queues.values())

    def redrawing(self, chat: int, message_id: int) -> bool:
        """Whether an edit of this message is owed (queued, or being sent): what the message shows
        is about to change in place."""
        owed = [*self.queues.get(chat, ()), *([self.sending[chat]] if chat in self.sending else [])]
        return any(it.kind in ("edit", "strip") and self._target(it) == (chat, message_id) for it in owed)

    # ----- queueing ---------------------------------------------------------------------------------
    def push(self, rows: list[OutRow]) -> None:
        """Rows just committed (or found pending at start) join their chats' queues."""
        for row in rows:
            self._add(Item.of(row))

    def push_volatile(self, it: Item) -> None:
        """An item with no outbox row (a builder redraw, a confirmation edited): lost in a crash,
        which loses nothing a player needs."""
        self._add(it)

    def _add(self, it: Item) -> None:
        q = self.queues.setdefault(it.chat_id, [])
        it.queued_at = self.clock()
        if it.meta.get(ADOPT):
            self._overtake(q, it)
        if (it.slot is not None and it.kind != "delete" and self._merge(q, it)) or self._redrawn(q, it):
            self.stats.merged += 1
        else:
            q.append(it)
        self.idle.clear()
        self._kick(it.chat_id)

    def _merge(self, q: list[Item], it: Item) -> bool:
        """Fold `it` into a pending item of the same live message: one call instead of several. In a
        group the lines of a table edit are its whole head, so the last edit's lines win; in a private
        chat each step's lines are news of their own (what the player's choice noted, what befell
        them), so those of a redraw that never went out stay above the one that replaces it."""
        private = it.chat_id > 0
        for i, other in enumerate(q):
            if other.slot != it.slot or other.game_id != it.game_id or other.chat_id != it.chat_id:
                continue
            if private and it.kind != "send":
                it.lines = other.lines + it.lines
            other.covers += it.covers
            # what asks something is not held back, whichever of the two came first
            hold, lazy, sealed = (bool(other.meta.get(k) and it.meta.get(k)) for k in (HOLD, LAZY, SEALED))
            other.meta.update(it.meta)
            if not sealed:
                other.meta.pop(SEALED, None)
            if not hold:
                other.meta.pop(HOLD, None)
            if not lazy:
                other.meta.pop(LAZY, None)
            other.prio = min(other.prio, it.prio)
            if other.kind == "send" and it.kind == "send":
                other.lines += it.lines
                other.text, other.markup = it.text, it.markup
            elif other.kind == "send":  # an edit after pending news: the news shows the newest table
                if it.text is not None:  # with the edit's lines: in a group its head and what came since
                    other.text, other.lines = it.text, it.lines  # (the news' own stay: `_keep`)
                other.markup = it.markup
            elif it.kind == "send":  # news after a pending edit: the edit is no longer needed
                if private:
                    it.lines = other.lines + it.lines
                it.covers, it.meta = other.covers, other.meta
                it.prio = other.prio
                it.created_at = min(it.created_at, other.created_at)
                q[i] = it
            else:  # edit after edit: the last one wins (a keyboard-only edit keeps the text)
                if it.text is not None:
                    other.lines, other.text = it.lines, it.text
                other.markup = it.markup
            self._keep(q[i], other, it)
            return True
        return False

    @staticmethod
    def _keep(into: Item, *items: Item) -> None:
        """What the items folded into `into` must say travels with it: a line of news that the call
        replacing it would not show goes above its own lines (a /status repost that overtakes the
        start's edit still shows the start and its hash), so its row is marked done only by a call
        that carried it."""
        must = list(into.must)
        for other in items:
            must += [x for x in other.must if x not in must]
        shown = set(into.lines)
        into.lines = [x for x in must if x not in shown] + into.lines
        into.must = must

    @staticmethod
    def _overtake(q: list[Item], it: Item) -> None:
        """`it` takes over another slot's message (`ADOPT`): pending redraws of that message are
        covered by it; a pending send means the message was never shown, so `it` is sent instead."""
        keep, taken = [], []
        for other in q:
            if other.game_id != it.game_id or other.slot != it.meta[ADOPT] or other.chat_id != it.chat_id:
                keep.append(other)
                continue
            taken.append(other)
            it.covers += other.covers
            it.created_at = min(it.created_at, other.created_at)
            if it.chat_id > 0:  # what befell a player, told with the redraw taken over, is not lost
                it.lines = other.lines + it.lines
            if other.kind == "send":
                it.kind = "send"
                del it.meta[ADOPT]
        q[:] = keep
        Sender._keep(it, *taken)

    @staticmethod
    def _redrawn(q: list[Item], it: Item) -> bool:
        """A redraw of a message named by its id (a builder's draft) replaces a pending redraw of the
        same message: quick presses on ± cost one edit, of the last draft."""
        if it.kind != "edit" or it.message_id is None or it.text is None:
            return False
        for other in q:
            if other.kind == "edit" and other.message_id == it.message_id and other.slot is None:
                other.lines, other.text, other.markup = it.lines, it.text, it.markup
                other.covers += it.covers
                other.meta.update(it.meta)
                other.prio = min(other.prio, it.prio)
                Sender._keep(other, it)
                return True
        return False

    def _kick(self, chat: int) -> None:
        waker = self.wakers.get(chat)
        if waker is not None:
            waker.set()
        if self.paused:
            return
        task = self.tasks.get(chat)
        if task is None or task.done():
            self.tasks[chat] = asyncio.create_task(self._run(chat))

    # ----- the chat loop ----------------------------------------------------------------------------
    async def _run(self, chat: int) -> None:
        waker = self.wakers.setdefault(chat, asyncio.Event())
        try:
            while not self.paused:
                q = self.queues.get(chat)
                if not q:
                    break
                item, wait = self._next(chat, q)
                if item is None:
                    waker.clear()
                    self.waiting[chat] = self.clock() + wait
                    self.changed.set()
                    try:
                        with contextlib.suppress(asyncio.TimeoutError):
                            await asyncio.wait_for(waker.wait(), max(wait, 0.01))
                    finally:
                        del self.waiting[chat]
                    continue
                # the item stays queued while it waits for the bot's overall budget, so that what is
                # pushed meanwhile still folds into it (a receipt overtaken by the next question, news
                # by the edit that follows it): one call instead of two
                self._acquiring.add(chat)
                try:
                    await self.overall.acquire(item.prio)
                finally:
                    self._acquiring.discard(chat)
                if self.paused:
                    break
                item, wait = self._next(chat, q)
                if item is None:
                    continue
                q.remove(item)
                self.sending[chat] = item
                try:
                    await self._deliver(item)
                except asyncio.CancelledError:
                    q.insert(0, item)
                    raise
                except Exception as exc:  # never let one message stop a chat's queue
                    if unreachable(exc):  # the database is away: a line, not a traceback, every 5 s
                        log.warning("outbox: chat %s waits for the database (%s)", chat, type(exc).__name__)
                    else:
                        log.exception("outbox: unexpected failure for chat %s; retrying", chat)
                    item.not_before = self.clock() + 5
                    q.insert(0, item)
                finally:
                    self.sending.pop(chat, None)
                if self.stop_after is not None:
                    self.stop_after -= 1
                    if self.stop_after <= 0:
                        self.paused = True
        finally:
            if self.tasks.get(chat) is asyncio.current_task():
                del self.tasks[chat]
            if not self.queues.get(chat):
                self.queues.pop(chat, None)
                self.wakers.pop(chat, None)
            if not self.queues and not self._polls and not self.paused:
                self.idle.set()
            self.changed.set()

    def next_wake(self) -> float | None:
        """When (by the clock) the first chat's loop that waits wakes, if every loop waits for the
        clock and for nothing else (None: something is under way, or nothing waits). A test that
        drives the clock moves it on to then (tests/conftest.py `Harness.pass_time`), as real time
        would have, and calls `clock_moved`."""
        if self._polls:
            return None
        overall = self.overall.asleep()
        if self._acquiring and (overall is None or self.overall.unserved() < len(self._acquiring)):
            return None  # the overall budget serves a loop now (or has served one that has yet to go on)
        wakes = [overall] if self._acquiring and overall is not None else []
        for chat, task in self.tasks.items():
            if task.done() or chat in self._acquiring:
                continue
            waker = self.wakers.get(chat)
            if chat not in self.waiting or (waker is not None and waker.is_set()):
                return None
            wakes.append(self.waiting[chat])
        return min(wakes, default=None)

    def clock_moved(self) -> None:
        """The clock was moved on: every waiting loop, and the overall budget's, looks at it again."""
        for chat in self.waiting:
            waker = self.wakers.get(chat)
            if waker is not None:
                waker.set()
        self.overall.wake()

    def _next(self, chat: int, q: list[Item]) -> tuple[Item | None, float]:
        """The first item that may go now; else how long until one may. New messages keep their
        order; edits may pass a new message that waits for the budget; decoration waits for the rest."""
        urgent = any(it.prio < DECOR for it in q)
        best = 60.0
        blocked = False
        for it in q:
            if it.prio == DECOR and urgent:
                continue
            if blocked and it.new_message:
                continue
            wait = self._ready_in(chat, it)
            if wait <= 0:
                return it, 0.0
            best = min(best, wait)
            if it.new_message and not self._aside(it):
                blocked = True
        return None, best

    @staticmethod
    def _aside(it: Item) -> bool:
        """A game's picture (a board at the year's start): news of a kind, so it counts in the game's
        share of the group's budget, but nothing follows from it, so what comes after does not wait
        for it (news goes into the live table meanwhile, see `_ready_in`)."""
        return it.kind == "photo" and it.game_id is not None and it.chat_id < 0 and not it.meta.get(FINAL)

    def _ready_in(self, chat: int, it: Item) -> float:
        now = self.clock()
        if it.not_before > now:
            return it.not_before - now
        private = chat > 0
        if it.new_message:
            if private:
                return self.dm.free_in(chat)
            if self._aside(it):
                return self.group.free_in(chat, self.game_share)
            if it.kind == "send" and it.slot is not None and it.game_id is not None and not it.meta.get(FINAL):
                last = self.last_edit.get(self.slots.get((it.game_id, it.slot)) or (0, 0))
                if not asks(it.markup) and last is not None and last + self.edit_interval > now:
                    # news without buttons (a sealed game's table: every decision is by DM) changes the
                    # live table like an edit, so it is paced like one: news that follows within the
                    # interval joins it, one message instead of two, and nobody waits to act
                    return last + self.edit_interval - now
                if self.group.free_in(chat, self.game_share) <= 0:
                    return 0.0
                target = self.slots.get((it.game_id, it.slot))
                if target is not None and self._fits(it):  # the share is spent: the live table carries the news
                    it.kind, it.prev = "edit", "keep"
                    self.stats.converted += 1
                    return self._ready_in(chat, it)
                return self.group.free_in(chat, self.game_share)
            return self.group.free_in(chat)
        if it.kind == "delete" and it.meta.get(LAZY):  # a former message: deletions owed go together
            return it.queued_at + DELETE_INTERVALS * self.edit_interval - now
        if it.kind == "pin":  # its service line is a new message in the group
            return self.group.free_in(chat, self.game_share) if chat < 0 else 0.0
        if it.kind in ("edit", "strip"):
            target = self._target(it)
            if target is None:
                return 0.0
            if not self._fits(it) and it.slot is not None and it.game_id is not None:
                it.kind, it.prev = "send", "strip"  # one message cannot hold what must be said: a new one
                return self._ready_in(chat, it)
            last = self.last_edit.get(target)
            # a group message whose buttons someone could still press (a closed auction's raises)
            # loses them at once: only a redraw that takes nothing away may wait
            takes_away = not private and self._pressable(target) and not asks(it.markup)
            if not takes_away and (it.meta.get(LAZY) or (private and it.meta.get(HOLD) and it.prio != ANSWER)):
                if not private:
                    waits = TABLE_INTERVALS
                elif it.meta.get(SEALED):
                    waits = SEALED_INTERVALS
                else:
                    waits = HOLD_INTERVALS if it.meta.get(HOLD) else LAZY_INTERVALS
                lazy = max(last or 0.0, it.queued_at) + waits * self.edit_interval - now
                if lazy > 0:
                    return lazy
            if target in self.fresh and asks(it.markup) and not it.meta.get(HOLD):
                last = None  # the first edit after a new message, and it asks something: at once
            if last is None or (private and it.prio == ANSWER) or it.meta.get(ADOPT):
                # a player's own builder or answer in their DM is redrawn at once, and so is a lobby
                # that becomes the table when its players press Start
                return 0.0
            if private and not it.meta.get(HOLD):
                return last + min(1.0, self.edit_interval) - now
            return last + self.edit_interval - now
        return 0.0

    def _pressable(self, target: tuple[int, int]) -> bool:
        """Whether the message shows buttons that ask something (not only links)."""
        return target in self.with_markup and target not in self.links_only

    @staticmethod
    def _fits(it: Item) -> bool:
        """Whether an edit of one message would show every line the item must say (`fit` drops the
        oldest lines of a text too long for one message)."""
        if not it.must or it.text is None:
            return True
        text = fit(it.full_text())
        return all(x in text for x in it.must)

    def _target(self, it: Item) -> tuple[int, int] | None:
        if it.message_id is not None:
            return (it.chat_id, it.message_id)
        if it.game_id is not None and it.slot is not None:
            found = self.slots.get((it.game_id, it.slot))
            if found is None and it.meta.get(ADOPT):
                found = self.slots.get((it.game_id, it.meta[ADOPT]))
            return found
        return None

    # ----- one call ---------------------------------------------------------------------------------
    async def _deliver(self, it: Item) -> None:
        if self._outdated(it):  # an older question of a seat after a newer one reached it: never shown
            self.stats.merged += 1
            await self._done(it)
            return
        if it.kind == "edit" and it.meta.get("newest") and it.text is not None:
            target = self._target(it)
            if target is None or self.newest.get(target[0]) != target[1]:
                it.kind = "send"  # something came after it: a redraw up there would go unseen
        if it.kind in ("edit", "strip") and self._target(it) is None:
            if it.kind == "strip" or it.text is None:
                await self._done(it)  # nothing to strip or re-key: the message is gone
                return
            it.kind = "send"  # the live message is lost (never sent, or deleted): send it anew
        if it.new_message and it.chat_id in self._unmarked:  # the chat's last new message is marked
            await self._wait_marked(it.chat_id)  # before another follows (an edit may: it repeats harmlessly)
        try:
            if it.kind == "send":
                await self._send(it)
            elif it.kind in ("edit", "strip"):
                await self._edit(it)
            elif it.kind == "document":
                await self._document(it)
            elif it.kind == "photo":
                await self._photo(it)
            elif it.kind == "delete":
                await self._delete(it)
            elif it.kind == "pin":
                await self._pin(it)
            self._asked_now(it)
        except Later as exc:
            it.attempts -= 1
            self.stats.retries -= 1
            self._again(it, exc.delay)
        except RetryAfter as exc:
            self.stats.too_many += 1
            self._again(it, retry_seconds(exc) + 0.5)
        except ChatMigrated as exc:
            new = exc.new_chat_id
            if self.on_migrated is not None:
                await self.on_migrated(it.chat_id, new)
            self._move_chat(it.chat_id, new)
            it.chat_id = new
            self._add(it)
        except Forbidden as exc:
            await self._fail(it, str(exc))
            if self.on_forbidden is not None:
                await self.on_forbidden(it)
        except BadRequest as exc:
            await self._bad_request(it, exc)
        except TelegramError as exc:  # network, timeouts, 5xx: temporary
            self._again(it, min(60.0, 0.5 * 2 ** min(it.attempts, 7)))
            log.info("outbox: %s to %s failed (%s); retrying", it.kind, it.chat_id, exc)

    def _outdated(self, it: Item) -> bool:
        """A seat's question asked at an earlier move than one already delivered to it: with several
        workers a reminder committed before a timeout can reach its chat after the timeout's new
        question (a chat changing hands between them); shown then, its stale buttons would replace
        the live ones. Rows are written in order in one process, so there it never happens."""
        found = it.meta.get("prompt")
        if not found:
            return False
        game_id, seat, moves = found
        return bool(self._asked.get((game_id, seat), -1) > moves)

    def _asked_now(self, it: Item) -> None:
        found = it.meta.get("prompt")
        if found:
            game_id, seat, moves = found
            if len(self._asked) > 100_000:  # (live games' seats; finished games' are forgotten this way)
                self._asked.clear()
            self._asked[(game_id, seat)] = max(moves, self._asked.get((game_id, seat), -1))

    def _again(self, it: Item, delay: float) -> None:
        it.attempts += 1
        self.stats.retries += 1
        it.not_before = self.clock() + delay
        self.queues.setdefault(it.chat_id, []).insert(0, it)
        self.idle.clear()
        if it.covers:
            asyncio.get_running_loop().create_task(self._count_retry(it.covers))

    async def _count_retry(self, ids: list[int]) -> None:
        with contextlib.suppress(Exception):
            await self.store.retried(ids)

    async def _bad_request(self, it: Item, exc: BadRequest) -> None:
        text = str(exc).lower()
        if "not modified" in text:
            await self._done(it)
        elif "thread not found" in text and it.thread_id is not None:
            it.thread_id = None  # the topic is gone: General rather than nowhere
            self._again(it, 0)
        elif it.kind in ("edit", "strip") and ("not found" in text or "can't be edited" in text):
            target = self._target(it)
            if it.message_id is None and it.game_id is not None and it.slot is not None:
                self.slots.pop((it.game_id, it.slot), None)
            if target is not None:
                self.shown.pop(target, None)
            if it.kind == "edit" and it.text is not None:
                it.kind = "send"  # the live message was deleted by someone: show it anew
                self._again(it, 0)
            else:
                await self._done(it)
        elif it.kind == "delete":
            it.kind, it.text = "strip", None  # too old to delete: at least take its buttons away
            self._again(it, 0)
        else:
            log.warning("outbox: %s to %s refused: %s", it.kind, it.chat_id, exc)
            await self._fail(it, str(exc))

    async def _fail(self, it: Item, error: str) -> None:
        self.stats.failed += 1
        if it.covers:
            await self.store.failed(it.covers, error)

    async def _done(self, it: Item, message_id: int | None = None, new_message: bool = False) -> None:
        slot = None
        if message_id is not None and it.game_id is not None and it.slot is not None:
            slot = (it.game_id, it.slot, it.chat_id)
        if it.covers and message_id is None and not new_message and it.kind in ("edit", "strip", "delete"):
            # an edit sent twice changes nothing: its rows are marked done in batches, one hop for many
            self._later.extend(it.covers)
            if self._flusher is None or self._flusher.done():
                self._flusher = asyncio.get_running_loop().create_task(self._flush_soon())
        elif it.covers or new_message:
            self._mark_later(it, message_id, slot, new_message)
        waited = self.wall() - it.created_at if it.created_at else 0.0
        self.stats.longest_wait = max(self.stats.longest_wait, waited)
        if self.on_delivered is not None and it.meta:
            await self.on_delivered(it, waited)

    async def _flush_now(self) -> None:
        """Write every mark owed now, none waiting for a commit to carry it (`RIDE`)."""
        await self._hurry()
        if self._writing:  # the chats' batches, and one the edits' flusher has under way
            await asyncio.gather(*self._writing, return_exceptions=True)

    async def _hurry(self) -> None:
        """Offer every owed mark, then have all that wait for a commit written now, in one unit."""
        offering = asyncio.ensure_future(self.flush())
        await asyncio.sleep(0)  # (the batch joins those waiting for a commit before its first wait)
        self.store.hurry_marks()
        await offering

    async def _wait_marked(self, chat: int) -> None:
        """Until the chat's last new message is marked done: no other new message goes to it before."""
        while chat in self._unmarked:
            batch = self._batches.get(chat)
            if batch is None:  # its mark waits to be offered (or a batch that failed left it there)
                if all(c != chat for c, _ in self._marks):
                    self._unmarked.discard(chat)  # (never: a mark is either owed or under way)
                    break
                await self._hurry()
                continue
            self.store.hurry_marks()
            await asyncio.shield(batch)  # a batch that failed raises: the chat's loop tries later

    def _mark_later(
        self, it: Item, message_id: int | None, slot: tuple[int, str, int] | None, new_message: bool
    ) -> None:
        """A new message is marked done (with its id, slot and budget entry) in a batch with
        whatever other chats got meanwhile, and on PostgreSQL that batch goes with the next step's
        commit (`RIDE`): no transaction of its own. Its chat gets no other new message until the
        mark is written (`_deliver`; an edit may go, it changes nothing when repeated), so a crash
        repeats at most one message per chat, the last one Telegram accepted there."""
        group = it.chat_id if new_message and it.chat_id < 0 else None
        self._marks.append((it.chat_id, Mark(list(it.covers), message_id, slot, group, self.wall())))
        self._later.extend(it.covers)
        self._unmarked.add(it.chat_id)
        task = asyncio.get_running_loop().create_task(self._flush_quietly())  # offered to the next commit now
        self._flushes.add(task)
        task.add_done_callback(self._flushes.discard)

    async def _flush_quietly(self) -> None:
        try:
            await self.flush()
        except Exception as exc:  # the marks stay owed: the next flush (or the chat's next message) tries again
            log.warning("outbox: marking deliveries done failed (%s); trying again", exc)

    async def flush(self) -> None:
        """Mark what was delivered and not yet offered done, in one batch (several may be under way,
        each waiting for a commit to carry it or for its own transaction: `Store.delivered_many`)."""
        ids, marks = self._later, self._marks
        self._later, self._marks = [], []
        if not ids and not marks:
            return
        batch: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._writing.add(batch)
        batch.add_done_callback(self._writing.discard)
        chats = {chat for chat, _ in marks}
        for chat in chats:
            self._batches[chat] = batch
        marked = {i for _, m in marks for i in m.ids}
        try:
            await self.store.delivered_many([i for i in ids if i not in marked], [m for _, m in marks], RIDE)
        except BaseException as exc:
            self._later[:0], self._marks[:0] = ids, marks  # the next batch tries again
            for chat in chats:
                if self._batches.get(chat) is batch:
                    del self._batches[chat]
            # a chat waiting for this batch tries again later (an Exception, never a cancellation of its own)
            batch.set_exception(exc if isinstance(exc, Exception) else RuntimeError("marking deliveries interrupted"))
            batch.exception()  # (retrieved: only a waiting chat cares)
            raise
        owed = {chat for chat, _ in self._marks}
        for chat in chats:
            if self._batches.get(chat) is batch:
                del self._batches[chat]
                if chat not in owed:
                    self._unmarked.discard(chat)
        batch.set_result(None)

    async def _flush_soon(self) -> None:
        await asyncio.sleep(FLUSH_EVERY)
        await self.flush()

    async def _best_effort(self, method: str, kwargs: dict[str, Any]) -> None:
        """A courtesy (pinning the live table) that the bot may lack the rights for."""
        try:
            await self._call(method, kwargs)
        except TelegramError as exc:
            log.info("outbox: %s in %s refused: %s", method, kwargs.get("chat_id"), exc)

    async def _call(self, method: str, kwargs: dict[str, Any]) -> Any:
        self.stats.calls += 1
        return await self.bot.do_api_request(method, api_kwargs=kwargs)

    def _count_new(self, chat: int, message_id: int | None = None) -> None:
        if message_id is not None:
            if len(self.newest) > 100_000:  # an unknown chat is simply "not the newest": a new message
                self.newest.clear()
            self.newest[chat] = message_id
        if chat < 0:
            self.group.add(chat)
        else:
            self.dm.take(chat)
        self.stats.sends += 1

    async def _send(self, it: Item) -> None:
        parts = message_parts("\n".join(x for x in it.lines if x), it.text or "")
        base: dict[str, Any] = {"chat_id": it.chat_id, "parse_mode": "HTML", "link_preview_options": NO_PREVIEW}
        if it.thread_id is not None:
            base["message_thread_id"] = it.thread_id
        message_id = 0
        sent_parts = it.meta.get("_parts_sent", 0)
        for i, part in enumerate(parts):
            if i < sent_parts:
                continue
            wait = self._ready_in(it.chat_id, Item(chat_id=it.chat_id, kind="document")) if i > 0 else 0.0
            if wait > 0:
                it.meta["_parts_sent"] = i
                raise Later(wait)
            kwargs = dict(base, text=part)
            last = i == len(parts) - 1
            if last and it.markup is not None:  # its buttons name the row it delivers (`bot.tags`)
                kwargs["reply_markup"] = tag_markup(it.markup, it.covers[0]) if it.covers else it.markup
            result = await self._call("sendMessage", kwargs)
            message_id = result["message_id"]
            self._count_new(it.chat_id, message_id)
            if not last:
                await self.store.delivered([], None, None, it.chat_id if it.chat_id < 0 else None)
        it.meta.pop("_parts_sent", None)
        key = (it.chat_id, message_id)
        self.shown[key] = self._fingerprint(parts[-1], it.markup)
        if it.slot is not None:  # a live message just sent is paced like one just edited, except for
            self.last_edit[key] = self.clock()  # an edit that brings buttons someone must press
            self.fresh.add(key)
        if it.markup is not None:
            self.with_markup.add(key)
            if not asks(it.markup):
                self.links_only.add(key)
        old = None
        if it.game_id is not None and it.slot is not None:
            old = self.slots.get((it.game_id, it.slot))
            if old is None and it.meta.get(ADOPT):  # the message it was to take over only loses its buttons
                old, it.prev = self.slots.get((it.game_id, it.meta[ADOPT])), "strip"
            self.slots[(it.game_id, it.slot)] = key
        await self._done(it, message_id, new_message=True)
        unpin = None
        if it.meta.get("unpin"):  # the message pinned for the game (before pins were kept: the former table)
            unpin = self.slots.pop((it.game_id, "pin"), None) if it.game_id is not None else None
            unpin = unpin or old
        if unpin is not None and unpin != key:
            await self._best_effort("unpinChatMessage", {"chat_id": unpin[0], "message_id": unpin[1]})
        if it.meta.get("pin"):
            self._add_pin(it, message_id)
        if it.meta.get(FINAL):
            self._final(it.chat_id, it.game_id)
        buttons = old in self.with_markup and (old not in self.links_only or bool(it.meta.get(FINAL)))
        wanted = it.prev == "delete" or (it.prev == "strip" and (buttons or old not in self.shown))
        if old is not None and old != key and wanted:
            # the new one is below it: its deletion waits for others to go in the same call
            # (`deleteMessages`), buttons or not. A press there meanwhile is answered with where the
            # live ones are (`bot.play.stale_reason`), and the game's end takes every deletion owed
            # along (`_final`). A player's former question that still offers buttons goes the same
            # way rather than losing them in a call of its own: the new one shows their position and
            # what is asked now, as an edit in place would have, and a player asked anew while away
            # costs one call, not two
            kind = "delete" if it.chat_id > 0 and it.prev == "strip" and buttons else it.prev
            lazy = {LAZY: True} if kind == "delete" else {}
            self._add(
                Item(
                    chat_id=old[0],
                    kind=kind,
                    game_id=it.game_id,
                    message_id=old[1],
                    prio=DECOR,
                    thread_id=it.thread_id,
                    meta=lazy,
                )
            )
        if old is not None:
            self.with_markup.discard(old)
            self.links_only.discard(old)
            self.shown.pop(old, None)
            self.last_edit.pop(old, None)
            self.fresh.discard(old)

    def _final(self, chat: int, game_id: int | None = None) -> None:
        """A game ended in the chat: the deletions that were waiting to go together go now, its
        players' former questions too, and the receipts held in their DMs (`HOLD`: no next question
        will take them along), so that no message keeps a button after the end."""
        for where, q in list(self.queues.items()):
            if where != chat and (game_id is None or where < 0):
                continue
            woken = False
            for o in q:
                if o.kind == "delete" and o.meta.get(LAZY) and (where == chat or o.game_id == game_id):
                    o.meta.pop(LAZY, None)
                    woken = True
                elif where > 0 and o.game_id == game_id and o.meta.get(HOLD) and o.kind in ("edit", "strip"):
                    o.prio = ANSWER
                    woken = True
            if woken or where == chat:
                self._kick(where)

    @staticmethod
    def _fingerprint(text: str | None, markup: str | None) -> str:
        return hashlib.blake2b(f"{text}\x00{markup}".encode(), digest_size=12).hexdigest()

    async def _edit(self, it: Item) -> None:
        target = self._target(it)
        assert target is not None
        chat, message_id = target
        kwargs: dict[str, Any] = {"chat_id": chat, "message_id": message_id}
        markup = None if it.kind == "strip" else it.markup
        if markup is not None:
            kwargs["reply_markup"] = markup
        fingerprint = None  # what the message shows after a text edit (a keyboard-only edit has none)
        if it.kind == "strip" or it.text is None:
            method = "editMessageReplyMarkup"
            if target not in self.with_markup and target in self.shown and markup is None:
                self.stats.skipped_edits += 1
                await self._done(it)
                return
        else:
            method = "editMessageText"
            text = fit(it.full_text())
            kwargs.update(text=text, parse_mode="HTML", link_preview_options=NO_PREVIEW)
            fingerprint = self._fingerprint(text, markup)
            if self.shown.get(target) == fingerprint:
                self.stats.skipped_edits += 1
                await self._done(it)
                return
        await self._call(method, kwargs)
        self.stats.edits += 1
        self.last_edit[target] = self.clock()
        self.fresh.discard(target)
        if fingerprint is not None:
            self.shown[target] = fingerprint
        self.links_only.discard(target)
        if markup is None:
            self.with_markup.discard(target)
        else:
            self.with_markup.add(target)
            if not asks(markup):
                self.links_only.add(target)
        if it.meta.get(ADOPT) and it.game_id is not None and it.slot is not None:
            # the message is now this slot's, in the transaction that marks the edit done
            self.slots[(it.game_id, it.slot)] = target
            await self._done(it, message_id)
            if it.meta.get("pin"):
                self._add_pin(it, message_id)
            return
        await self._done(it)

    def _add_pin(self, it: Item, message_id: int) -> None:
        """Pin a game's table once it is shown: a call of its own, queued, because the "pinned" line
        Telegram posts is a new message in the group and waits for the game's share like one."""
        self._add(Item(chat_id=it.chat_id, kind="pin", message_id=message_id, game_id=it.game_id, prio=DECOR))

    async def _pin(self, it: Item) -> None:
        """A courtesy the bot may lack the rights for; once made, it counts in the group's budget (the
        send log too, for a restart) and the game remembers which message it pinned (slot "pin")."""
        assert it.message_id is not None
        kwargs = {"chat_id": it.chat_id, "message_id": it.message_id, "disable_notification": True}
        try:
            await self._call("pinChatMessage", kwargs)
        except (RetryAfter, ChatMigrated):
            raise
        except TelegramError as exc:
            if not isinstance(exc, (BadRequest, Forbidden)):
                raise  # network, 5xx: tried again
            log.info("outbox: pinning in %s refused: %s", it.chat_id, exc)
            return
        group = it.chat_id if it.chat_id < 0 else None
        if group is not None:
            self.group.add(group)
        slot = None
        if it.game_id is not None:
            self.slots[(it.game_id, "pin")] = (it.chat_id, it.message_id)
            slot = (it.game_id, "pin", it.chat_id)
        await self.store.delivered([], it.message_id, slot, group)

    async def _document(self, it: Item) -> None:
        kwargs: dict[str, Any] = {
            "chat_id": it.chat_id,
            "document": InputFile((it.file or "").encode(), filename=it.filename or "file.txt"),
            "parse_mode": "HTML",  # a record's caption names the command to run as <code>
        }
        if it.caption:
            kwargs["caption"] = fit_caption(it.caption)
        if it.thread_id is not None:
            kwargs["message_thread_id"] = it.thread_id
        self.stats.calls += 1
        message = await self.bot.send_document(**kwargs)
        self._count_new(it.chat_id, message.message_id)
        await self._done(it, message.message_id, new_message=True)

    async def _photo(self, it: Item) -> None:
        """A picture (a chart, a board), its caption in HTML."""
        kwargs: dict[str, Any] = {
            "chat_id": it.chat_id,
            "photo": InputFile(base64.b64decode(it.file or ""), filename=it.filename or "picture.png"),
            "parse_mode": "HTML",
        }
        if it.caption:
            kwargs["caption"] = fit_caption(it.caption)
        if it.thread_id is not None:
            kwargs["message_thread_id"] = it.thread_id
        self.stats.calls += 1
        message = await self.bot.send_photo(**kwargs)
        self._count_new(it.chat_id, message.message_id)
        await self._done(it, message.message_id, new_message=True)

    async def _delete(self, it: Item) -> None:
        """A message deleted; the chat's other deletions that are owed go in the same call
        (`deleteMessages`), so former questions and turn prompts cost one call for several."""
        target = self._target(it)
        if target is None:
            await self._done(it)
            return
        q = self.queues.get(it.chat_id, [])
        more = [o for o in q if o.kind == "delete" and self._target(o) not in (None, target)][:99]
        for o in more:
            q.remove(o)
        try:
            if more:
                ids = [target[1], *(t[1] for o in more if (t := self._target(o)) is not None)]
                await self._call("deleteMessages", {"chat_id": target[0], "message_ids": ids})
            else:
                await self._call("deleteMessage", {"chat_id": target[0], "message_id": target[1]})
        except BaseException:
            q[:0] = more  # tried again with the one that failed (or one by one, if it becomes a strip)
            raise
        for one in (it, *more):
            gone = self._target(one)
            if one.message_id is None and one.game_id is not None and one.slot is not None:
                self.slots.pop((one.game_id, one.slot), None)  # the slot has no message now (a turn prompt)
            if gone is not None:
                self.shown.pop(gone, None)
                self.with_markup.discard(gone)
                self.links_only.discard(gone)
            await self._done(one)

    def _move_chat(self, old: int, new: int) -> None:
        q = self.queues.pop(old, [])
        for it in q:
            it.chat_id = new
        for key, (chat, mid) in list(self.slots.items()):
            if chat == old:
                self.slots[key] = (new, mid)
        for it in q:
            self._add(it)


def retry_seconds(exc: RetryAfter) -> float:
    """`retry_after` in seconds, whether PTB gives an int or (with PTB_TIMEDELTA) a timedelta."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        value: Any = exc.retry_after
    return float(value.total_seconds() if hasattr(value, "total_seconds") else value)
