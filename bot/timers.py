"""A running game in time: its deadlines and clocks told to the scheduler (bot/schedule.py, which
fires them), the countdown redraw while a clock runs, the heartbeat and the downtime after a start,
and a question's deadline moved on by the time the sender held it. What a due deadline or clock does
is a step (`bot.step.fire`, `bot.step.ring`)."""

from __future__ import annotations

import logging

from telegram.ext import Application

from bot.faces import face
from bot.outbox import DECOR, Item
from bot.render import table_edit
from bot.services import Services
from bot.tables import Table
from storage.store import OutRow

log = logging.getLogger(__name__)


QUIET_BEFORE_END = 3.0
"""Seconds before a clock's end within which its countdown is not redrawn: the end redraws it anyway."""


def countdown_clocks(table: Table) -> dict[float, float] | None:
    """The running clocks of a table that shows a countdown: due time → the clock's full length (what
    its marks are measured against); None while nothing counts down (no clock, a game over, a face
    that shows no countdown)."""
    marks = face(table.game.id).countdown_marks
    state = table.state
    if not marks or state is None or table.status != "running" or table.game.is_over(state) or not table.ui.timers:
        return None
    full = {t.key: t.seconds for t in table.game.timers(state)}
    return {float(at): full[key] for key, (at, _) in table.ui.timers.items() if key in full}


def next_countdown(table: Table, clocks: dict[float, float], after: float) -> float | None:
    """When the table's countdown is next redrawn after `after`: the first of the face's marks (seconds
    left) on its `clocks` (`countdown_clocks`) that falls after `after`; a mark as long as its clock
    is left out (a bid that restarts the clock draws its full time itself). None: no mark is left."""
    marks = face(table.game.id).countdown_marks
    times = [ends - left for ends, full in clocks.items() for left in marks if left < full]
    return min((at for at in times if at > after), default=None)


async def redraw_countdown(s: Services, table: Table) -> list[OutRow]:
    """The live table redrawn as its clock runs: an edit of low priority (DECOR), never news, so it
    spends none of the group's new-message budget, and the sender paces and collapses it like any
    edit. Committed with the table's ui (what it shows) like every edit; the game is not touched.
    Call with the table's lock held."""
    clocks = countdown_clocks(table)
    if not clocks or "head" not in table.ui:
        return []
    if min(clocks) - s.clock() < QUIET_BEFORE_END:
        return []  # the clock ends in a moment, and its end redraws the table: one edit, not two
    rows = table_edit(s, table, await s.chat_lang(table.chat_id), [], prio=DECOR)
    if rows:
        await s.store.save_ui(table.id, table.ui.dump(), rows)
        s.sender.push(rows)
    return rows


def arm(app: Application, s: Services, table: Table) -> None:
    """After a committed step: its deadlines and clocks are rows and ui the scheduler reads, so it is
    only told to look again (one process; several workers' polls look every `poll` seconds)."""
    s.poke()


async def alive(s: Services) -> None:
    """Mark the bot alive now; the next start measures its downtime from the last mark."""
    await s.store.set_meta("alive_at", repr(s.clock()))


SPREAD_PER_SECOND = 20.0
"""Overdue deadlines fired after a start, at most this many a second (the rest wait their turn)."""


async def after_downtime(s: Services) -> float:
    """The bot's own downtime is nobody's missed turn: every deadline moves on by it, and whatever is
    due at once after the start is spread out instead of fired all together."""
    last = await s.store.meta("alive_at")
    now = s.clock()
    down = 0.0
    if last is not None:
        # (less than nothing: the wall clock was set back while the bot ran or was down, bot/clock.py;
        # the deadlines move back with it and keep the time they had left at the last mark)
        down = now - float(last)
        far = abs(down) > 2 * s.settings.heartbeat
        if far and s.workers is not None and not await s.workers.shared.mark_up(last, now):
            down = 0.0  # several workers starting at once: the one that marked the bot up again shifts
        if abs(down) > 2 * s.settings.heartbeat:
            log.info("the bot was down for %.0f s by the clock: deadlines move on by that much", down)
            await s.store.shift_deadlines(down)
        else:
            down = 0.0
    if s.workers is not None and not down:
        return down  # other workers were up: nothing piled up, and what is due is theirs to fire as well
    due = await s.store.deadlines_due(now + 5)
    for i, (_, d) in enumerate(due):
        start = now + 5 + i / SPREAD_PER_SECOND
        d.remind_at = max(d.remind_at, start)
        d.expire_at = max(d.expire_at, start + (s.settings.reminder if not d.reminded else 0))
    if due:
        await s.store.update_deadlines(due)
    return down


async def prompt_delivered(app: Application, s: Services, item: Item, waited: float) -> None:
    """A question reached its player `waited` seconds after it was asked: the deadline moves on by
    that much, so nobody times out because of the bot's own queue."""
    found = item.meta.get("prompt")
    if not found or waited < 2:
        return
    game_id, seat, moves = found
    table = s.tables.by_id.get(game_id)
    if table is None or table.state is None:
        return
    async with table.lock:
        changed = False
        for d in table.deadlines:
            if d.seat == seat and d.moves == moves and not d.extended:
                d.remind_at += waited
                d.expire_at += waited
                d.extended = True
                changed = True
        if changed:
            await s.store.set_deadlines(table.id, table.deadlines)
            s.poke()
