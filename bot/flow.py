"""A running game's loop: apply, let AI seats move, commit, then tell the group and the players.

Order matters: the engine decides, the database commits the log row and the snapshot, and only then is
anything sent ("decide, commit, then send"), so a crash never shows players a move that was lost.
"""

from __future__ import annotations

import contextlib
import html
import json
import logging
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from telegram import Bot, InputFile
from telegram.ext import Application, ContextTypes, Job
from telegram.helpers import create_deep_linked_url

from bot.faces import face
from bot.messaging import delete, edit, keyboard, send_dm, send_group
from bot.services import Services, svc
from bot.tables import Table
from games.base import Event, GameError, commitment
from storage.store import Commit, Deadline, LoggedAction

log = logging.getLogger(__name__)


@dataclass
class Outcome:
    events: list[Event] = field(default_factory=list)
    logged: list[LoggedAction] = field(default_factory=list)


def run_ai(table: Table, out: Outcome) -> None:
    """Let every AI-held seat move until a human must act or the game is over."""
    game, state = table.game, table.state
    assert state is not None
    rng = random.Random(f"{table.seed}:ai:{state.version}")
    for _ in range(100_000):
        if game.is_over(state):
            return
        ai = [s for s in game.to_act(state) if table.seats[s].ai or game.auto_play(state, s)]
        if not ai:
            return
        for seat in ai:
            if game.is_over(state) or not game.can_act(state, seat):
                continue
            if not table.seats[seat].ai:  # a human seat locked on auto-play by the rules
                action = game.default_action(state, seat)
                out.events += game.apply(state, seat, action)
                out.logged.append(LoggedAction(seat, action, "timeout"))
                continue
            action = game.ai_action(state, seat, rng)
            try:
                out.events += game.apply(state, seat, action)
            except GameError:
                log.exception("AI chose an illegal action %r in game %s; taking the default", action, table.id)
                action = game.default_action(state, seat)
                out.events += game.apply(state, seat, action)
            out.logged.append(LoggedAction(seat, action, "ai"))
    raise RuntimeError(f"AI seats of game {table.id} did not stop")


def plan_deadlines(s: Services, table: Table) -> list[Deadline]:
    """A deadline for every human seat the game waits for; one already running for the same move stays."""
    game, state = table.game, table.state
    assert state is not None
    if game.is_over(state):
        return []
    old = {d.seat: d for d in table.deadlines}
    now = time.time()
    timeout = s.settings.turn_timeout
    out = []
    for seat in game.to_act(state):
        if table.seats[seat].ai:
            continue
        prev = old.get(seat)
        if prev is not None and prev.moves == state.moves[seat]:
            out.append(prev)
        else:
            remind = max(now, now + timeout - s.settings.reminder)
            out.append(Deadline(seat, state.moves[seat], remind, now + timeout))
    return out


async def settle(app: Application, s: Services, table: Table, out: Outcome) -> None:
    """After the engine has changed the state: AI moves, commit, deadlines, then messages."""
    await record(app, s, table, out)
    await tell(app, s, table, out)


async def record(app: Application, s: Services, table: Table, out: Outcome) -> None:
    """AI moves, the commit and the deadlines; nothing is said to anyone before this returns."""
    game, state = table.game, table.state
    assert state is not None
    try:
        run_ai(table, out)
        over = game.is_over(state)
        deadlines = plan_deadlines(s, table)
        table.deadlines = deadlines
        if over:
            table.status = "finished"
        await s.store.commit(
            table.id,
            Commit(
                actions=out.logged,
                state=state.model_dump_json(),
                version=state.version,
                seats=table.dump_seats(),
                ui=table.ui,
                deadlines=deadlines,
                status=table.status,
            ),
        )
    except Exception:
        await reload(s, table)
        raise
    arm(app, s, table)


async def tell(app: Application, s: Services, table: Table, out: Outcome) -> None:
    """The group's and the players' messages about a recorded step; the end of the game."""
    assert table.state is not None
    await publish(app.bot, s, table, out.events)
    if table.game.is_over(table.state):
        await finish(app, s, table)


async def reload(s: Services, table: Table) -> None:
    """Back to the last committed snapshot after a failure half-way through a step."""
    row = await s.store.game(table.id)
    if row is not None and row.state:
        table.state = table.game.State.model_validate_json(row.state)
        table.status = row.status


# ----- telling people ---------------------------------------------------------------------------
def move_data(table: Table, seat: int, action: str) -> str:
    assert table.state is not None
    return f"g:{table.id}:{seat}:{table.state.moves[seat]}:{action}"


def decision_rows(
    s: Services, table: Table, seat: int, lang: str, draft: str | None = None
) -> list[list[tuple[str, str]]]:
    """The seat's buttons. A face may offer builder buttons whose action starts with "~": pressing one
    only redraws the prompt with that draft (a bid being put together), nothing reaches the engine."""
    assert table.state is not None
    rows = face(table.game.id).buttons(table.game, table.state, seat, lang, table.names, s.catalog, draft)
    return [[(label, move_data(table, seat, action)) for label, action in row] for row in rows]


def private_prompt(s: Services, table: Table, seat: int, lang: str, draft: str | None = None) -> str:
    """The DM above a private decision: the player's own position, the question, the draft if any."""
    game, state = table.game, table.state
    assert state is not None
    f = face(game.id)
    view = game.player_view(state, seat)
    parts = [f.private_status(view, seat, lang, table.names, s.catalog)]
    parts.append(f.question(game, state, seat, lang, table.names, s.catalog) or s.t(lang, "prompt-dm"))
    if draft is not None:
        parts.append(f.draft_text(game, state, seat, draft, lang, table.names, s.catalog))
    return "\n\n".join(p for p in parts if p)


def group_prompt_seat(table: Table) -> int | None:
    """The seat whose public decision is asked in the group, if any."""
    game, state = table.game, table.state
    assert state is not None
    if game.is_over(state):
        return None
    for seat in game.to_act(state):
        if not table.seats[seat].ai and not game.secret(state, seat):
            return seat
    return None


def event_lines(s: Services, table: Table, lang: str, events: list[Event]) -> str:
    return "\n".join(s.catalog.render(lang, e.key, e.params, table.names) for e in events if e.to is None)


def group_text(s: Services, table: Table, lang: str, lines: str) -> str:
    """The group's message: what just happened (`lines`, already rendered), the table, who is awaited."""
    game, state = table.game, table.state
    assert state is not None
    status = face(game.id).group_status(game.public_view(state), lang, table.names, s.catalog)
    parts = [lines] if lines else []
    if status:
        parts.append(status)
    if not game.is_over(state):
        to_act = game.to_act(state)
        sent = [x for x in range(state.n) if x not in to_act and game.can_act(state, x)]
        waiting = [table.names[x] for x in to_act]
        if waiting and not sent:  # once a sealed choice is in, the names would tell whose it is
            parts.append(s.t(lang, "status-waiting", names=", ".join(html.escape(n) for n in waiting)))
    return "\n\n".join(parts)


async def publish(bot: Bot, s: Services, table: Table, events: list[Event]) -> None:
    """Group first (public events, table, public prompt), then each player's DM (private events, prompt)."""
    game, state = table.game, table.state
    assert state is not None
    lang = await s.chat_lang(table.chat_id)
    public = [e for e in events if e.to is None]
    fresh = bool(public) or table.ui.get("status_msg") is None
    # An edit keeps the event lines the message was sent with, so "X went out" is not lost at the next play.
    head = event_lines(s, table, lang, public)
    text = group_text(s, table, lang, head if fresh else table.ui.get("status_head", ""))
    seat = group_prompt_seat(table)
    markup = None
    if seat is not None:
        text += "\n" + s.t(lang, "prompt-group", name=html.escape(table.names[seat]))
        markup = keyboard(decision_rows(s, table, seat, lang))
    prompt_key = f"{seat}:{state.moves[seat]}" if seat is not None else ""
    status_id = table.ui.get("status_msg")
    if public or status_id is None or prompt_key != table.ui.get("gprompt", ""):
        if status_id is not None and table.ui.get("gprompt"):
            await edit(bot, table.chat_id, status_id, None, None)  # the old prompt's buttons go
        msg = await send_group(bot, s, table.chat_id, text, markup)
        if msg is not None:
            table.ui["status_msg"] = msg.message_id
            table.ui["status_head"] = head
    elif status_id is not None:
        await edit(bot, table.chat_id, status_id, text, markup)
    table.ui["gprompt"] = prompt_key

    private: dict[int, list[Event]] = defaultdict(list)
    for e in events:
        if e.to is not None:
            private[e.to].append(e)
    prompted: dict[str, str] = table.ui.setdefault("prompted", {})
    pmsgs: dict[str, int] = table.ui.setdefault("pmsg", {})
    over = game.is_over(state)
    waiting = set() if over else {x for x in range(state.n) if game.can_act(state, x)}
    to_act = set() if over else set(game.to_act(state))
    for seat_no, info in enumerate(table.seats):
        if info.user_id is None:
            continue
        key = str(seat_no)
        # A seat that has sent a choice it may still change is asked again ("change it?"), so a
        # prompt is known by the seat's move count and by whether the seat still owes the choice.
        mark = f"{state.moves[seat_no]}:{int(seat_no in to_act)}"
        ulang = await s.user_lang(info.user_id)
        lines = [s.catalog.render(ulang, e.key, e.params, table.names) for e in private.get(seat_no, [])]
        needs_prompt = not info.ai and seat_no in waiting and game.secret(state, seat_no) and prompted.get(key) != mark
        outdated = prompted.get(key) != mark or seat_no not in waiting or info.ai
        if key in pmsgs and (needs_prompt or outdated):
            old_id = pmsgs.pop(key)
            if needs_prompt and face(game.id).replace_prompt:
                await delete(bot, info.user_id, old_id)  # one living prompt (e.g. the hand) in the DM
            else:
                await edit(bot, info.user_id, old_id, None, None)  # an answered prompt loses its buttons
        if not lines and not needs_prompt:
            continue
        markup = None
        if needs_prompt:
            lines.append(private_prompt(s, table, seat_no, ulang))
            markup = keyboard(decision_rows(s, table, seat_no, ulang))
        msg = await send_dm(bot, s, info.user_id, "\n\n".join(lines), markup)
        if needs_prompt:
            if msg is None:
                await ask_to_open_dm(bot, s, table, seat_no)
            else:
                prompted[key] = mark
                pmsgs[key] = msg.message_id
    table.ui["sent_version"] = state.version
    await s.store.save_ui(table.id, table.ui)


async def ask_to_open_dm(bot: Bot, s: Services, table: Table, seat: int) -> None:
    """A player the bot may not DM is not left out: the group gets a button that opens the DM."""
    lang = await s.chat_lang(table.chat_id)
    url = create_deep_linked_url(bot.username, f"g{table.id}")
    text = s.t(lang, "dm-needed", name=html.escape(table.names[seat]))
    await send_group(bot, s, table.chat_id, text, keyboard([[(s.t(lang, "btn-open-dm"), url)]]))


async def resend_prompt(bot: Bot, s: Services, table: Table, seat: int) -> None:
    """After /start in DM: the player gets their pending private question again."""
    table.ui.setdefault("prompted", {}).pop(str(seat), None)
    table.ui.setdefault("pmsg", {}).pop(str(seat), None)
    await publish(bot, s, table, [])  # no events: the group's status is only edited


async def finish(app: Application, s: Services, table: Table) -> None:
    """The final table, the revealed seed and the record that `python -m games verify` checks."""
    game, state = table.game, table.state
    assert state is not None
    lang = await s.chat_lang(table.chat_id)
    result = game.result(state)
    text = face(game.id).final(result, game.public_view(state), lang, table.names, s.catalog)
    text += "\n\n" + s.t(lang, "seed-reveal", seed=table.seed, hash=commitment(table.seed))
    await send_group(app.bot, s, table.chat_id, text)
    record = await game_record(s, table, result)
    try:
        await app.bot.send_document(
            table.chat_id,
            InputFile(
                json.dumps(record, ensure_ascii=False, indent=1).encode(),
                filename=f"croupier-{table.id}.json",
            ),
            caption=s.t(lang, "record-caption", id=table.id),
        )
    except Exception:  # the record is a courtesy; the game is already over and saved
        log.exception("could not send the record of game %s", table.id)
    disarm(table)
    s.tables.drop(table)


async def game_record(s: Services, table: Table, result: dict[str, Any] | None) -> dict[str, Any]:
    actions = await s.store.actions(table.id)
    return {
        "game": table.game.id,
        "options": table.options.model_dump(mode="json"),
        "seats": [seat.model_dump() for seat in table.engine_seats()],
        "commitment": commitment(table.seed),
        "seed": table.seed,
        "actions": [[a.seat, a.action] for a in actions],
        "result": result,
    }


# ----- deadlines --------------------------------------------------------------------------------
def arm(app: Application, s: Services, table: Table) -> None:
    """JobQueue jobs for the table's deadlines (PTB keeps none across restarts: the database does).

    The table remembers its own jobs: listing the whole JobQueue on every move costs more than the move."""
    jq = app.job_queue
    if jq is None:
        return
    wanted = {}
    for d in table.deadlines:
        if not d.reminded and s.settings.reminder > 0:
            wanted[f"dl:{table.id}:{d.seat}:{d.moves}:remind"] = d.remind_at
        wanted[f"dl:{table.id}:{d.seat}:{d.moves}:expire"] = d.expire_at
    for name in [n for n in table.jobs if n not in wanted]:
        disarm_job(table.jobs.pop(name))
    for name, when in wanted.items():
        if name in table.jobs:
            continue
        _, gid, seat, moves, kind = name.split(":")
        table.jobs[name] = jq.run_once(
            on_deadline,
            when=max(0.0, when - time.time()),
            name=name,
            data=(int(gid), int(seat), int(moves), kind),
            job_kwargs={"misfire_grace_time": None},
        )


def disarm(table: Table) -> None:
    """The game is over or reset: none of its deadlines may fire."""
    for job in table.jobs.values():
        disarm_job(job)
    table.jobs.clear()


def disarm_job(job: Job) -> None:
    with contextlib.suppress(Exception):  # it may have fired already
        job.schedule_removal()


async def on_deadline(context: ContextTypes.DEFAULT_TYPE) -> None:
    s = svc(context)
    game_id, seat, moves, kind = context.job.data  # type: ignore[union-attr,misc]
    table = s.tables.by_id.get(game_id)
    if table is None or table.state is None:
        return
    async with table.lock:
        state = table.state
        if table.status != "running" or table.game.is_over(state):
            return
        if state.moves[seat] != moves or seat not in table.game.to_act(state) or table.seats[seat].ai:
            return
        if kind == "remind":
            await remind(context.bot, s, table, seat)
            return
        info = table.seats[seat]
        info.missed += 1
        action = table.game.default_action(state, seat)
        out = Outcome()
        out.events += table.game.apply(state, seat, action)
        out.logged.append(LoggedAction(seat, action, "timeout"))
        out.events.insert(0, Event(key="timeout-default", params={"name": f"#{seat}"}))
        if info.missed >= s.settings.afk_limit:
            info.ai = True
            out.events.append(Event(key="afk-to-ai", params={"name": f"#{seat}", "n": info.missed}))
        await settle(context.application, s, table, out)


async def remind(bot: Bot, s: Services, table: Table, seat: int) -> None:
    assert table.state is not None
    info = table.seats[seat]
    for d in table.deadlines:
        if d.seat == seat:
            d.reminded = True
    await s.store.mark_reminded(table.id, seat)
    left = int(max(0, s.settings.reminder))
    if table.game.secret(table.state, seat) and info.user_id is not None:
        ulang = await s.user_lang(info.user_id)
        sent = await send_dm(bot, s, info.user_id, s.t(ulang, "reminder-dm", seconds=left))
        if sent is not None:
            return
    lang = await s.chat_lang(table.chat_id)
    mention = (
        f'<a href="tg://user?id={info.user_id}">{html.escape(info.name)}</a>'
        if info.user_id
        else html.escape(info.name)
    )
    await send_group(bot, s, table.chat_id, s.t(lang, "reminder-group", name=mention, seconds=left))
