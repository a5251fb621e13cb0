"""Several workers on one PostgreSQL database, behind a balancer that spreads updates at random.

Any worker may get any update, so no worker may trust what it holds in memory; the database decides.
With PostgreSQL the bot always runs this way (one worker is the case of one); with SQLite (one
process) none of this is switched on and nothing changes.

- **A game step runs under the game's lock, on the stored version.** `table.lock` (bot/tables.py
  `GameLock`) also takes the game's advisory lock in the database (session-level, tried and polled
  so a worker's one connection never waits on another worker), then compares the stored `rev` (bumped
  by a trigger on every write of the row) with its copy's and reloads the game if another worker moved
  it; the deadlines are read afresh every time. A step spans several transactions (render reads, the
  commit), which is why a transaction-scoped `pg_advisory_xact_lock` would not do. As a safety net
  the commit is also optimistic: `UPDATE games … WHERE id=? AND version=?` (`Commit.expect_version`);
  if the lock was lost (a broken connection) and another worker moved the game, the commit writes
  nothing, raises `StaleGame`, the copy is reloaded, and the update is handled again (`retry_stale`).
- **Finding games.** A worker holds only the games its updates and due deadlines named (bot/tables.py):
  before each update the place's live game is looked up in the database (one indexed query), so a
  game another worker opened is loaded and one it ended is let go; one it moved is refreshed by the
  lock (above).
- **A deadline fires once, in whichever worker claims it.** Deadlines stay rows; no JobQueue job is
  armed for them. Every `poll` seconds each worker claims due rows (`UPDATE … WHERE … IN (SELECT …
  FOR UPDATE SKIP LOCKED) RETURNING`, with an expiry by the bot's clock), fires each under the game's
  lock (where `step.fire` checks the move is still awaited) and releases the claim. A claim whose
  worker died runs out and is taken by another. Timers (auction clocks, in the game's ui) and idle
  lobbies are checked by the same poll, again under the game's lock on fresh data.
- **One clock for all.** Deadlines, claims and leases are compared by the bot's clock, which on
  PostgreSQL is the database's (bot/clock.py: each worker's offset to it is measured at start and
  refreshed by the poll), so a worker whose machine is an hour off fires nothing early and takes no
  lease that has not run out.
- **An outbox row is sent by one worker.** A chat's messages are sent by the worker holding the
  chat's lease (`outbox_owners`), so a chat keeps its order, its live messages (slots) and its budget
  in one place: the group budget is loaded from the shared `sent_log` when a worker takes a chat. A
  worker that commits rows for a chat it holds sends them at once; rows of a chat it does not hold are
  taken by the holder's next poll, or the chat is taken if it is free. A chat's rows go out in the
  order they were committed: when the holder steps a game another worker moved since, rows that
  worker committed may still wait for the holder's poll, so the holder reads its new rows back
  from the database with those, oldest first, instead of sending its own at once (an older table
  edit sent last would show a stale table, its buttons gone). Leases are renewed by each poll,
  given up when a chat has had nothing to send for a while (taken back in the same transaction, and
  still known, if a row came meanwhile) or the worker stops, and taken over once they ran out (a dead
  worker): at worst the one message that was in flight is sent again, as after a crash.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

from telegram import Bot, Update
from telegram.ext import Application, ContextTypes

from bot import schedule
from bot.clock import Clock
from bot.outage import Outage
from bot.outbox import Item, Sender
from bot.services import Services
from bot.tables import Table
from storage import unreachable
from storage.store import OutRow, StaleGame, Store
from storage.workers import Shared

log = logging.getLogger(__name__)

LOCK_WAIT = 60.0
"""Seconds a step waits for another worker's hold on its game before it gives up (and fails)."""
DEADLINE_LEASE = 60.0
"""Bot-clock seconds a claimed deadline stays claimed: after that (its worker died) another takes it."""
IDLE_RELEASE = 5.0
"""Seconds a chat with nothing to send stays with its worker before the lease is given up."""
STALE_RETRIES = 3
"""Times an update whose step met a game moved by another worker is handled again."""


class Workers:
    """This worker's side of the sharing: the games' guard, discovery, and the poll."""

    def __init__(self, app: Application, s: Services, shared: Shared, clock: Clock) -> None:
        self.app, self.s, self.shared, self.clock = app, s, shared, clock
        self._tick_lock = asyncio.Lock()
        self.database = Outage("the database")
        """The poll's failures while the server is unreachable: a line a minute, not a traceback a second."""
        self._left: dict[int, int] = {}
        """Each game's rev as this worker last left its lock: a game stored with another rev was
        written since by another worker, whose messages for it may still be pending."""

    # ----- the guard of `table.lock` ----------------------------------------------------------------
    async def enter(self, table: Table) -> None:
        """Take the game's lock in the database; then bring the copy up to date."""
        wait, give_up = 0.005, time.monotonic() + LOCK_WAIT
        while True:
            fresh = await self.shared.try_lock(table.id)
            if fresh.got:
                break
            if time.monotonic() > give_up:
                raise TimeoutError(f"game {table.id} stays locked by another worker")
            await asyncio.sleep(wait)
            wait = min(wait * 2, 0.1)
        sender = self.s.sender
        if isinstance(sender, SharedSender) and fresh.rev is not None and fresh.rev != self._left.get(table.id):
            sender.moved(table.id)
        if fresh.rev is not None and fresh.rev != table.rev:
            row = await self.s.store.game(table.id)
            if row is not None:
                table.refresh(row)
            self.s.live.publish(table.id)  # the Mini App's pages open here on it hear of that write
        extended = {(d.seat, d.moves) for d in table.deadlines if d.extended}
        for d in fresh.deadlines:
            d.extended = (d.seat, d.moves) in extended
        table.deadlines = fresh.deadlines
        if fresh.rev is None or table.status not in ("lobby", "running"):
            self.s.tables.drop(table)  # ended by another worker: the handler finds it so, and it is forgotten

    async def leave(self, table: Table) -> None:
        try:
            rev = await self.shared.unlock(table.id)
        finally:
            if isinstance(self.s.sender, SharedSender):
                self.s.sender.settled(table.id)
        if rev is not None:
            table.rev = rev  # this worker's own writes do not make its copy stale
            if len(self._left) > 10_000:  # forgetting costs one read of the outbox at the next step
                self._left.clear()
            self._left[table.id] = rev

    # ----- the poll ---------------------------------------------------------------------------------
    async def tick(self, limit: int = 50, settle: Callable[[], Awaitable[object]] | None = None) -> int:
        """One look for work that falls due: the scheduler (bot/schedule.py) fires deadlines, timers
        and idle lobbies until nothing is due (the deadlines claimed `limit` at a time), then messages
        are sent. Returns how many things it handled (deadlines: fired, or found stale)."""
        async with self._tick_lock:
            await self.sync()
            done = await schedule.run_due(self.app, self.s, claimed=lambda: self._deadlines(limit), settle=settle)
            await self.send()
            return done

    async def sync(self) -> None:
        if self.clock.due_sync():  # the database's clock is every worker's (bot/clock.py)
            await self.clock.sync(self.shared.db_time)

    async def send(self) -> None:
        """The outbox's part of the poll: renew leases, take chats with rows owed, send them; and wake
        the Mini App's pages open here on games another worker wrote (not time: the tests' poll runs it)."""
        sender = self.s.sender
        if isinstance(sender, SharedSender):
            await sender.poll()
        await self._watched()

    async def _deadlines(self, limit: int) -> int:
        s = self.s
        now = s.clock()
        claimed = await self.shared.claim_deadlines(now, DEADLINE_LEASE, limit)
        for gid, d in claimed:
            try:
                table = await s.tables.load(gid)
            except Exception:
                log.exception("game %s could not be loaded; its deadline's claim runs out and it is tried again", gid)
                continue
            if table is None:  # ended meanwhile: nothing is due
                await self.shared.release_deadline(gid, d, True)
                continue
            try:
                async with table.lock:
                    # what is due is read again under the game's lock, from the deadlines as stored now
                    # (`schedule.fire`): the claimed row may predate another worker's handling of it (a
                    # claim that ran out while it was being fired), and a reminder must not go out twice
                    fresh = next((x for x in table.deadlines if x.seat == d.seat and x.moves == d.moves), None)
                    remind = fresh is not None and not fresh.reminded and fresh.remind_at <= now
                    kind = schedule.REMIND if remind and s.settings.reminder > 0 else schedule.EXPIRE
                    it = schedule.Due(now, kind, gid, d.seat, d.moves)
                    stale = await schedule.fire(self.app, s, table, it, now) is not True
            except Exception:
                log.exception(
                    "deadline of game %s (seat %s) failed; its claim runs out and it is tried again", gid, d.seat
                )
                continue
            await self.shared.release_deadline(gid, d, stale)
        return len(claimed)

    async def _watched(self) -> None:
        """The Mini App's pages open here on a game another worker wrote since (a move, a reset, a
        halt) are woken (bot/miniapp/live.py): one read of the games' revs, while any page is open."""
        live = self.s.live
        if watched := live.watched():
            for gid, rev in (await self.shared.revs(watched)).items():
                held = self.s.tables.by_id.get(gid)
                live.stored(gid, rev, held.rev if held is not None else None)

    async def on_tick(self) -> None:
        """`tick` for the poll (`bot.clock.Every`): a database outage is a line a minute, not a traceback a second."""
        await self._guarded(self.tick)

    async def on_send(self) -> None:
        """The poll of a worker whose clock its owner drives (the tests, `Clock.driven`): messages
        only, since what falls due is fired when the owner says time passed (`tick`)."""

        async def send() -> None:  # (not under the tick's lock: leases are renewed while the owner fires)
            await self.sync()
            await self.send()

        await self._guarded(send)

    async def _guarded(self, work: Callable[[], Awaitable[object]]) -> None:
        try:
            await work()
        except Exception as exc:
            if unreachable(exc):
                self.database.failed(f"the poll for due deadlines and messages: {type(exc).__name__}")
                return
            log.exception("the poll for due deadlines and messages failed; trying again")
            return
        self.database.ok()

    async def stop(self) -> None:
        """Hand back what this worker holds, so other workers go on at once."""
        with contextlib.suppress(Exception):
            await self.shared.release_claims()
        with contextlib.suppress(Exception):
            await self.shared.give_up()


async def retry_stale(update: object, context: ContextTypes.DEFAULT_TYPE) -> bool:
    """A step refused because another worker moved its game (`StaleGame`): the copy was reloaded, so
    the update is handled again from the start. True when it was."""
    if not isinstance(context.error, StaleGame) or not isinstance(update, Update):
        return False
    tries: dict[int, int] = context.application.bot_data.setdefault("stale_tries", {})
    n = tries.get(update.update_id, 0)
    if n >= STALE_RETRIES:
        tries.pop(update.update_id, None)
        return False
    tries[update.update_id] = n + 1
    log.info("update %s met a game moved by another worker; handling it again", update.update_id)
    await context.application.process_update(update)
    tries.pop(update.update_id, None)
    return True


class SharedSender(Sender):
    """The sender of one of several workers: it sends only to the chats it holds (see the module
    docstring), and learns a chat's live messages and budget from the database when it takes it."""

    def __init__(
        self, bot: Bot, store: Store, shared: Shared, lease: float, now: Callable[[], float], **limits: Any
    ) -> None:
        super().__init__(bot, store, **limits)
        self.shared, self.lease = shared, lease
        self.now = now
        """The bot's clock, the database's (bot/clock.py): every worker reads a lease's end alike."""
        self.owned: dict[int, float] = {}
        """Chats held, with the lease's end (by `now`, as in the database)."""
        self.known: set[int] = set()
        """Ids of the rows queued here and not yet marked done: never queued twice."""
        self.quiet_since: dict[int, float] = {}
        self._poll_lock = asyncio.Lock()
        self._polls: set[asyncio.Task[None]] = set()
        self._releasing: set[int] = set()
        """Chats being given up right now: their new rows wait for the poll that follows."""
        self._moved: set[int] = set()
        """Games whose step under way follows another worker's (see `moved`)."""
        self._behind: dict[int, int] = {}
        """Chats with reads of their pending rows under way (`_catch_up`), and how many: until they
        are done, new rows of these chats are read after them rather than queued at once."""

    def holds(self, chat: int) -> bool:
        return self.owned.get(chat, 0) - self.margin > self.now() and chat not in self._releasing

    @property
    def margin(self) -> float:
        """Seconds before its lease ends that a worker stops sending a chat's messages: a send begun
        just before the end must be over before another worker may take the chat."""
        return self.lease / 5

    async def load(self) -> None:
        """At start: the chats this worker may take and what they owe (a chat's live messages are
        read when it is taken, a game's when it is loaded)."""
        await self.poll()

    def moved(self, game_id: int) -> None:
        """This worker has locked a game that another worker wrote since this one last left it (or
        that this one never held): that worker's rows may still be pending for chats held here,
        unseen until a poll. The rows of this step must not overtake them (a chat's messages go
        out in order, or an older edit of a live message lands on a newer one), so until the lock is
        left, rows of the game are not queued at once but read back from the database together
        with everything pending before them, in order (`_catch_up`)."""
        self._moved.add(game_id)

    def settled(self, game_id: int) -> None:
        """The game's lock is left: rows of chats already caught up are queued at once again."""
        self._moved.discard(game_id)

    def _add(self, it: Item) -> None:
        self.quiet_since.pop(it.chat_id, None)  # a chat in use is not idle, whatever the polls saw
        super()._add(it)

    def push(self, rows: list[OutRow]) -> None:
        """Rows just committed: sent here if this worker holds their chat, else left to the holder's
        poll (or the chat is taken now if nobody holds it). Rows that may follow another worker's
        pending ones (`moved`) are read back in order with them instead."""
        others: set[int] = set()
        behind: set[int] = set()
        for row in rows:
            if row.id in self.known:
                continue
            if not self.holds(row.chat_id):
                others.add(row.chat_id)
            elif row.chat_id in behind or self._behind.get(row.chat_id) or row.game_id in self._moved:
                behind.add(row.chat_id)
            else:
                self.known.add(row.id)
                self._add(Item.of(row))
        if others:
            self._poll_soon(sorted(others))
        if behind:
            for chat in behind:
                self._behind[chat] = self._behind.get(chat, 0) + 1
            self.idle.clear()
            task = asyncio.get_running_loop().create_task(self._catch_up(sorted(behind)))
            self._polls.add(task)

    async def _catch_up(self, chats: list[int]) -> None:
        """Queue, oldest first, the pending rows of these chats this worker has not queued yet: other
        workers' rows committed before this worker's, then its own (see `moved`). A failed read
        leaves them to the next poll."""
        try:
            async with self._poll_lock:
                rows = await self.shared.pending(chats, sorted(self.known))
                for row in rows:
                    if row.id not in self.known and self.holds(row.chat_id):
                        self.known.add(row.id)
                        self._add(Item.of(row))
        except Exception:
            log.exception("outbox: reading what chats %s owe failed; the next poll queues it", chats)
        finally:
            for chat in chats:
                n = self._behind.pop(chat, 0) - 1
                if n > 0:
                    self._behind[chat] = n
            self._polls.discard(asyncio.current_task())
            if not self._polls and not self.queues and not self.paused:
                self.idle.set()
            self.changed.set()

    def push_volatile(self, it: Item) -> None:
        """An item without a row goes out only from the chat's holder: the chat is taken first if
        nobody holds it; if another worker does, the item is dropped (it loses nothing a player needs)."""
        if self.holds(it.chat_id):
            self._add(it)
        else:
            self._poll_soon([it.chat_id], it)

    def _poll_soon(self, chats: list[int], then: Item | None = None) -> None:
        self.idle.clear()  # not idle before the chats are taken (or found held by another worker)
        task = asyncio.get_running_loop().create_task(self._poll_quietly(chats, then))
        self._polls.add(task)

    async def _poll_quietly(self, chats: list[int], then: Item | None = None) -> None:
        try:
            await self.poll(chats)
            if then is not None and self.holds(then.chat_id):
                self._add(then)
        except Exception:
            log.exception("outbox: taking chats %s failed; the next poll tries again", chats)
        finally:
            self._polls.discard(asyncio.current_task())
            if not self._polls and not self.queues and not self.paused:
                self.idle.set()
            self.changed.set()

    async def poll(self, only: list[int] | None = None) -> None:
        """Renew, give up and take leases; queue what the chats held owe (`only`: take just these)."""
        async with self._poll_lock:
            now = self.now()
            held = list(self.owned)
            idle: list[int] = []
            if only is None:
                for chat in held:
                    if self.queues.get(chat) or chat in self.tasks:
                        self.quiet_since.pop(chat, None)
                    elif now - self.quiet_since.setdefault(chat, now) >= IDLE_RELEASE:
                        idle.append(chat)
            self._releasing = set(idle)
            try:
                got = await self.shared.adopt(now, self.lease, held, idle, sorted(self.known), only)
            finally:
                self._releasing = set()
            for chat in idle:
                self.quiet_since.pop(chat, None)
            # exactly the chats the database says are this worker's: one given up as idle and taken
            # back in the same transaction is held on, with what this worker knows of it
            self.owned = {chat: now + self.lease for chat in got.owned}
            if got.new:
                self._take(got.new, got.slots, got.sends)
            for row in got.rows:
                if row.id not in self.known:
                    self.known.add(row.id)
                    self._add(Item.of(row))

    def _take(
        self, chats: list[int], slots: dict[tuple[int, str], tuple[int, int]], sends: list[tuple[int, float]]
    ) -> None:
        """Chats newly held: what this worker knew of them may be stale (another worker sent since)."""
        taken = set(chats)
        for key in [k for k, v in self.slots.items() if v[0] in taken]:
            del self.slots[key]
        self.slots.update(slots)
        for shown in [k for k in self.shown if k[0] in taken]:
            del self.shown[shown]
        for edited in [k for k in self.last_edit if k[0] in taken]:
            del self.last_edit[edited]
        self.with_markup = {k for k in self.with_markup if k[0] not in taken}
        now_wall, now = self.wall(), self.clock()
        for chat in chats:
            self.newest.pop(chat, None)
            self.dm.state.pop(chat, None)
            self.group.times[chat] = deque(now - (now_wall - at) for c, at in sends if c == chat)

    async def _deliver(self, it: Item) -> None:
        if self.owned.get(it.chat_id, 0) - self.margin <= self.now():  # the lease (nearly) ran out: the next
            # holder sends it
            self.known.difference_update(it.covers)
            return
        await super()._deliver(it)

    async def _done(self, it: Item, message_id: int | None = None, new_message: bool = False) -> None:
        await super()._done(it, message_id, new_message)
        later = set(self._later)
        self.known.difference_update(i for i in it.covers if i not in later)

    async def _fail(self, it: Item, error: str) -> None:
        await super()._fail(it, error)
        self.known.difference_update(it.covers)

    async def flush(self) -> None:
        ids = list(self._later)
        await super().flush()
        self.known.difference_update(ids)

    async def stop(self, drain: float = 0.0) -> None:
        for task in list(self._polls):
            task.cancel()
        await super().stop(drain)
