"""A running game in time: its deadlines (reminder, default move) and clocks armed as JobQueue jobs,
the countdown redraw while a clock runs, the heartbeat and the downtime after a start, and a question's
deadline moved on by the time the sender held it. What a due deadline or clock does is a step
(`bot.step.fire`, `bot.step.ring`)."""

from __future__ import annotations

import logging
from typing import cast

from telegram.ext import Application, ContextTypes

from bot.faces import face
from bot.outbox import DECOR, Item
from bot.render import table_edit
from bot.services import Services, svc
from bot.step import fire_or_halt, reload, ring_or_halt, stopped
from bot.tables import Table, disarm, disarm_job
from storage.store import OutRow

log = logging.getLogger(__name__)


def arm_timers(app: Application, s: Services, table: Table) -> None:
    jq = app.job_queue
    if jq is None:
        return
    wanted = {f"tm:{table.id}:{key}": due for key, (due, _) in table.ui.get("timers", {}).items()}
    for name in [n for n in table.jobs if n.startswith("tm:") and n not in wanted]:
        disarm_job(table.jobs.pop(name))
    for name, due in wanted.items():
        if name not in table.jobs:
            table.jobs[name] = jq.run_once(
                on_timer,
                when=max(0.0, due - s.clock()),
                name=name,
                data=(table.id, name[len(f"tm:{table.id}:") :]),
                job_kwargs={"misfire_grace_time": None},
            )
    arm_countdown(app, s, table)  # the table shows the clocks running down


async def on_timer(context: ContextTypes.DEFAULT_TYPE) -> None:
    s = svc(context)
    assert context.job is not None
    game_id, key = cast(tuple[int, str], context.job.data)
    table = s.tables.by_id.get(game_id)
    if table is None or table.state is None:
        return
    async with table.lock:
        table.jobs.pop(f"tm:{game_id}:{key}", None)
        timer = table.ui.get("timers", {}).get(key)
        if timer is not None and float(timer[0]) > s.clock():  # fired early: the wall clock was set forward
            arm_timers(context.application, s, table)  # (bot/clock.py): armed again for what is left
            return
        await ring_or_halt(context.application, s, table, key)


def countdown_period(s: Services, table: Table) -> float | None:
    """Seconds between two redraws of the table's countdown, or None while nothing counts down (no
    clock running, a game over, a face that shows no countdown). Never faster than one message's
    edits are paced: a redraw the sender would only collapse is not worth computing."""
    every = face(table.game.id).countdown_every
    state = table.state
    if every is None or state is None or table.status != "running" or table.game.is_over(state):
        return None
    if not table.ui.get("timers"):
        return None
    return max(every, s.settings.edit_interval)


def arm_countdown(app: Application, s: Services, table: Table) -> None:
    """A repeating job that redraws the table while its clocks run. It lives in `table.jobs`, so
    `disarm` ends it with the game; `arm` re-creates it after every step (a step redraws the table
    itself), and it ends itself once the clocks stop."""
    jq = app.job_queue
    name = f"cd:{table.id}"
    period = countdown_period(s, table)
    if jq is None or period is None:
        if name in table.jobs:
            disarm_job(table.jobs.pop(name))
        return
    if name not in table.jobs:
        table.jobs[name] = jq.run_repeating(on_countdown, interval=period, first=period, name=name, data=table.id)


async def on_countdown(context: ContextTypes.DEFAULT_TYPE) -> None:
    s = svc(context)
    job = context.job
    assert job is not None
    name, table = job.name or "", s.tables.by_id.get(cast(int, job.data))
    if table is None:
        disarm_job(job)
        return
    async with table.lock:
        if countdown_period(s, table) is None:  # the clocks stopped: so does the redraw
            disarm_job(job)  # the step that stopped them may have removed it while this waited
            if table.jobs.get(name) is job:
                del table.jobs[name]
            return
        await redraw_countdown(s, table)


async def redraw_countdown(s: Services, table: Table) -> list[OutRow]:
    """The live table redrawn as its clock runs: an edit of low priority (DECOR), never news, so it
    spends none of the group's new-message budget, and the sender paces and collapses it like any
    edit. Committed with the table's ui (what it shows) like every edit; the game is not touched.
    Call with the table's lock held."""
    if countdown_period(s, table) is None or "head" not in table.ui:
        return []
    rows = table_edit(s, table, await s.chat_lang(table.chat_id), [], prio=DECOR)
    if rows:
        await s.store.save_ui(table.id, table.ui.dump(), rows)
        s.sender.push(rows)
    return rows


def arm(app: Application, s: Services, table: Table) -> None:
    """JobQueue jobs for the table's deadlines (PTB keeps none across restarts: the database does).

    The table remembers its own jobs: listing the whole JobQueue on every move costs more than the move.
    Several workers (bot/workers.py) arm no job: whichever worker claims a due deadline row fires it,
    and the poll rings timers; only the countdown redraw stays a job of this worker."""
    jq = app.job_queue
    if jq is None:
        return
    if stopped(table):
        disarm(table)
        return
    if s.workers is not None:
        arm_countdown(app, s, table)
        return
    wanted = {}
    for d in table.deadlines:
        if not d.reminded and s.settings.reminder > 0:
            wanted[f"dl:{table.id}:{d.seat}:{d.moves}:remind"] = d.remind_at
        wanted[f"dl:{table.id}:{d.seat}:{d.moves}:expire"] = d.expire_at
    for name in [n for n in table.jobs if n not in wanted and not n.startswith("tm:")]:
        disarm_job(table.jobs.pop(name))
    arm_timers(app, s, table)
    for name, when in wanted.items():
        if name in table.jobs:
            continue
        _, gid, seat, moves, kind = name.split(":")
        table.jobs[name] = jq.run_once(
            on_deadline,
            when=max(0.0, when - s.clock()),
            name=name,
            data=(int(gid), int(seat), int(moves), kind),
            job_kwargs={"misfire_grace_time": None},
        )


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


def rearm(app: Application, s: Services, table: Table, seat: int) -> None:
    """A seat's deadline moved: its jobs are armed again at the new times."""
    for name in [n for n in table.jobs if n.startswith(f"dl:{table.id}:{seat}:")]:
        disarm_job(table.jobs.pop(name))
    arm(app, s, table)


RETRY_DEADLINE = 30.0
"""Seconds before a deadline whose handling failed is tried again (the game must never stall)."""


async def on_deadline(context: ContextTypes.DEFAULT_TYPE) -> None:
    s = svc(context)
    job = context.job
    assert job is not None
    data = cast(tuple[int, int, int, str], job.data)
    game_id, seat, moves, kind = data
    table = s.tables.by_id.get(game_id)
    if table is None or table.state is None:
        return
    async with table.lock:
        table.jobs.pop(job.name or "", None)
        d = next((d for d in table.deadlines if d.seat == seat and d.moves == moves), None)
        if d is not None and kind == "remind" and d.reminded:
            return  # the poll fired it (bot/late.py) while this job waited for the lock
        if d is not None and (d.remind_at if kind == "remind" else d.expire_at) > s.clock():
            # fired early: the wall clock was set forward (bot/clock.py); armed again for what is left
            arm(context.application, s, table)
            return
        try:
            await fire_or_halt(context.application, s, table, seat, moves, kind)
        except Exception:
            log.exception("deadline of game %s (seat %s) failed; trying again in %.0f s", game_id, seat, RETRY_DEADLINE)
            await reload(s, table)
            if context.job_queue is not None and table.status == "running":
                table.jobs[job.name or ""] = context.job_queue.run_once(
                    on_deadline,
                    when=RETRY_DEADLINE,
                    name=job.name,
                    data=job.data,
                    job_kwargs={"misfire_grace_time": None},
                )


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
            rearm(app, s, table, seat)
