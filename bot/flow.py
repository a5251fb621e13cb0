"""A running game's loop: apply, let AI seats move, commit, then tell the group and the players.

Order matters: the engine decides, the database commits the log row and the snapshot, and only then is
anything sent ("decide, commit, then send"), so a crash never shows players a move that was lost.
"""

from __future__ import annotations

import contextlib
import hashlib
import html
import json
import logging
import random
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, cast

from telegram import Bot
from telegram.ext import Application, ContextTypes, Job
from telegram.helpers import create_deep_linked_url

from bot import accountant, metrics
from bot.faces import face
from bot.messaging import MAX_CALLBACK_DATA, Keyboard, document, edit, keyboard, photo, send
from bot.outbox import ADOPT, ANSWER, DECOR, FINAL, HOLD, LAZY, NEWS, Item
from bot.results import finish_of
from bot.services import Services, svc
from bot.tables import SeatInfo, Table
from games.base import ACCOUNTANT, CLOCK, Event, Game, GameError, GameState, commitment, literal
from games.registry import GAMES
from storage.store import Commit, Deadline, GameRow, LoggedAction, OutRow

log = logging.getLogger(__name__)

HEAD_LINES = 40
"""The news lines a live table message keeps at its head while it is edited."""
IN_PLACE_WINDOW = 8.0
"""Seconds after a player's own move in their DM (or the game's first message to them) during which
their next question there is redrawn in place: they are still looking at that chat. Otherwise it is a
new message, because an edit never notifies (a press in the group does not count: `Table.acted_in`)."""
TURN = "turn"
"""The slot of the group's turn prompt: a short new message that mentions the player whose public
decision is asked, with its buttons; deleted when the turn passes (an edit would not notify)."""
RECENT_LINES = 5
"""The last minor events shown under them (who played what), newest last."""


@dataclass
class Outcome:
    events: list[Event] = field(default_factory=list)
    logged: list[LoggedAction] = field(default_factory=list)


class EngineFailed(Exception):
    """The engine raised where the bot itself moves: a deadline's default, an AI seat, a clock. That is
    a bug, not bad input, and trying again would only fail again: the game stops (`halt`) where it
    was last committed, its group is told, and an admin's /reset ends it with its record."""

    def __init__(self, game_id: int, what: str) -> None:
        super().__init__(f"game {game_id}: the engine failed on {what}")
        self.game_id, self.what = game_id, what


def stopped(table: Table) -> bool:
    """The game stopped on an engine failure (`halt`): nothing moves it until /reset."""
    return bool(table.ui.get("stopped"))


def paused(table: Table) -> bool:
    """Every player's seat is in the AI's hands (timeouts, /kick), yet not everyone left by choice:
    the game waits for someone to come back (/join, /resume) instead of playing itself to the end;
    an admin's /resume lets the AI finish it. Players who all left with /leave are not waited for."""
    humans = [i for i, x in enumerate(table.seats) if x.user_id is not None]
    if not humans or table.ui.get("ai_finishes") or not all(table.seats[i].ai for i in humans):
        return False
    return not set(humans) <= set(table.ui.get("left", []))


def seat_back(table: Table, seat: int) -> None:
    """A player takes their seat back from the AI (by /join, /resume, or simply by acting)."""
    table.seats[seat].ai = False
    table.seats[seat].missed = 0
    if seat in table.ui.get("left", []):
        table.ui["left"] = [x for x in table.ui["left"] if x != seat]


def run_ai(table: Table, out: Outcome) -> None:
    """Let every AI-held seat move until a human must act or the game is over (or paused)."""
    game, state = table.game, table.state
    assert state is not None
    if paused(table):
        return
    rng = random.Random(f"{table.seed}:ai:{state.version}")
    ai_open(table, out, rng)
    for _ in range(100_000):
        if game.is_over(state):
            return
        if game.accountant_waits(state):  # the AI never answers for the accountant; the bot may
            if not accountant.auto(table):
                return
            accountant.accept_for(table, out.events, out.logged)
            continue
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
            ai_open(table, out, rng)
    raise RuntimeError(f"AI seats of game {table.id} did not stop")


def ai_open(table: Table, out: Outcome, rng: random.Random) -> None:
    """AI seats take what they want of the open actions ("at any time": a bid, a credit) until none
    wants more; the engine bounds how often (the default: never)."""
    game, state = table.game, table.state
    assert state is not None
    if type(game).ai_open_action is Game.ai_open_action:
        return  # a game without open actions
    for _ in range(1000):
        acted = False
        for seat, info in enumerate(table.seats):
            if game.is_over(state) or not info.ai:
                continue
            action = game.ai_open_action(state, seat, rng)
            if action is None:
                continue
            try:
                out.events += game.apply(state, seat, action)
            except GameError:
                log.exception("AI chose an illegal open action %r in game %s", action, table.id)
                continue
            out.logged.append(LoggedAction(seat, action, "ai"))
            acted = True
        if not acted:
            return


def plan_deadlines(s: Services, table: Table) -> list[Deadline]:
    """A deadline for every human seat the game waits for; one already running for the same move stays."""
    game, state = table.game, table.state
    assert state is not None
    if game.is_over(state):
        return []
    old = {d.seat: d for d in table.deadlines}
    now = s.clock()
    timeout = float(table.ui.get("timeout") or s.settings.turn_timeout)  # `/new … timeout=` for slow games
    out = []
    for seat in game.to_act(state):
        if table.seats[seat].ai:
            continue
        prev = old.get(seat)
        if prev is not None and prev.moves == state.moves[seat]:
            out.append(prev)
        else:
            # the game says how long this decision gets (a quick yes/no, a whole round of offers);
            # the reminder comes as far ahead as the bot's own setting, scaled to that time:
            # a minute before a five-minute deadline, five hours before a day's
            span = timeout * game.pace(state, seat).time
            lead = s.settings.reminder * span / s.settings.turn_timeout
            remind = max(now, now + span - lead)
            out.append(Deadline(seat, state.moves[seat], remind, now + span))
    return out + accountant.deadlines(s, table, old, now, timeout)


async def settle(
    app: Application,
    s: Services,
    table: Table,
    out: Outcome,
    actor: int | None = None,
    prio: int = NEWS,
    extra: list[OutRow] | None = None,
    take_over: str | None = None,
) -> None:
    """After the engine has changed the state: AI moves, then one transaction holding the log rows,
    the snapshot, the deadlines and every message the step owes ("decide, commit, then send").
    Only after the commit does the sender see the messages. `take_over`: the slot of a message the
    first live table becomes (the lobby's), see `table_news`."""
    game, state = table.game, table.state
    assert state is not None
    try:
        try:
            run_ai(table, out)
        except Exception as exc:
            raise EngineFailed(table.id, "an AI seat's move") from exc
        over = game.is_over(state)
        now_paused = paused(table)
        if now_paused != bool(table.ui.get("paused")) and not over:
            table.ui["paused"] = now_paused
            if now_paused:
                out.events.append(Event(key="game-paused"))
        deadlines = table.deadlines = plan_deadlines(s, table)  # the questions below say the time left
        if over:
            table.status = "finished"
        plan_timers(s, table)
        rows = list(extra or []) + await render(s, table, out.events, actor, prio, take_over)
        rows += await accountant.rows(s, table, actor == ACCOUNTANT)
        finish = None
        if over:  # the game's history row and its ratings are written with the step that ends it
            result = game.result(state)
            record = await game_record(s, table, result, out.logged)
            rows += await final_rows(s, table, result, out.events, prio)
        rows += await picture_rows(s, table, out.events)
        if over:
            try:
                finish = finish_of(table, result, record)
            except Exception:  # a game must end even if it cannot be counted
                log.exception("game %s: its result cannot be counted", table.id)
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
                rows=rows,
                finish=finish,
                expect_version=table.stored_version if s.workers is not None else None,
            ),
        )
    except Exception:
        await reload(s, table)
        table.rev = -1  # several workers: the next hold of the game's lock reloads all of it
        raise
    table.deadlines = deadlines
    table.stored_version = state.version
    s.sender.push(rows)
    if over:
        disarm(table)
        s.tables.drop(table)
    else:
        arm(app, s, table)


async def resume(s: Services, row: GameRow) -> Table | None:
    """A live game back from the database. A snapshot an upgraded engine cannot read is rebuilt by
    replaying the game's log; a game that cannot be rebuilt either is closed, and its group is told
    so plainly and gets its record (a game never simply vanishes)."""
    try:
        return Table.from_row(row)
    except Exception:
        log.warning("game %s: its snapshot does not load; replaying its log", row.id)
    game = GAMES.get(row.game)
    actions = await s.store.actions(row.id)
    try:
        if game is None:
            raise LookupError(row.game)
        table = Table(
            id=row.id,
            chat_id=row.chat_id,
            game=game,
            options=game.Options.model_validate(row.options),
            seed=row.seed,
            status=row.status,
            seats=[SeatInfo(**x) for x in row.seats],
            creator=row.creator,
            thread_id=row.thread_id,
            ui=row.ui,
        )
        if row.status == "running":
            log_ = [(a.seat, a.action) for a in actions]
            table.state = game.replay(row.seed, table.engine_seats(), table.options, log_)
            await s.store.save_state(row.id, table.state.model_dump_json(), table.state.version)
        log.warning("game %s: rebuilt from its log of %d actions", row.id, len(actions))
        return table
    except Exception as exc:
        log.warning("game %s cannot be resumed (%s: %s); closing it", row.id, type(exc).__name__, exc)
    lang = await s.chat_lang(row.chat_id)
    record = {
        "game": row.game,
        "options": row.options,
        "seats": [{"name": x["name"], "ai": x["user_id"] is None} for x in row.seats],
        "commitment": commitment(row.seed),
        "seed": row.seed,
        "actions": [[a.seat, a.action] for a in actions],
        "result": None,
    }
    rows = [
        send(row.chat_id, s.t(lang, "resume-failed", id=row.id, seed=row.seed), thread_id=row.thread_id),
        document(
            row.chat_id,
            json.dumps(record, ensure_ascii=False, indent=1),
            f"croupier-{row.id}.json",
            s.t(lang, "record-caption", id=row.id),
            thread_id=row.thread_id,
            game_id=row.id,
        ),
    ]
    await s.store.set_status(row.id, "cancelled", rows)
    s.sender.push(rows)
    return None


async def reload(s: Services, table: Table) -> None:
    """Back to the last committed snapshot after a failure half-way through a step."""
    row = await s.store.game(table.id)
    if row is not None and row.status == "lobby":  # the step that failed was the start: the lobby stays
        table.state, table.status, table.ui = None, "lobby", row.ui
        table.seats = [type(table.seats[0])(**x) for x in row.seats] if table.seats else table.seats
        return
    if row is not None and row.state:
        table.state = table.game.State.model_validate_json(row.state)
        table.status = row.status
        table.ui = row.ui
        table.seats = [type(table.seats[0])(**x) for x in row.seats] if table.seats else table.seats


# ----- telling people ---------------------------------------------------------------------------
def move_data(table: Table, seat: int, action: str) -> str:
    """A move button's callback data. An action (or a builder's draft) longer than Telegram's 64
    bytes allow — offers to several people, a three-tile assignment — is kept with the game (in its
    ui, committed with whatever shows the button, so it survives a restart) and the button carries
    a short key to it instead (`*<key>`, see `long_action`)."""
    assert table.state is not None
    moves = table.state.moves[seat]
    data = f"g:{table.id}:{seat}:{moves}:{action}"
    if len(data.encode()) <= MAX_CALLBACK_DATA:
        return data
    kept = table.ui.setdefault("long", {})
    mine = kept.get(str(seat))
    if mine is None or mine.get("moves") != moves or len(mine["actions"]) >= MAX_KEPT:
        mine = kept[str(seat)] = {"moves": moves, "actions": {}}  # a new question: older keys are stale
    key = hashlib.blake2b(action.encode(), digest_size=6).hexdigest()
    mine["actions"][key] = action
    return f"g:{table.id}:{seat}:{moves}:*{key}"


def panel_data(table: Table, seat: int, action: str) -> str:
    """A panel button's callback data: `p<n>` stands where a question's button has the seat's move
    count. n counts the presses the seat's panel took (`count_open`), so its buttons stay good while
    the seat answers questions and bids (the panel is not redrawn for each), and a double press on it
    does the action once."""
    data = f"g:{table.id}:{seat}:p{panel_no(table, seat)}:{action}"
    return data if len(data.encode()) <= MAX_CALLBACK_DATA else move_data(table, seat, action)


def panel_no(table: Table, seat: int) -> int:
    """The n of the seat's panel as it is now: a press on a `p<n>` button drawn with another is stale."""
    return int(table.ui.get("open_no", {}).get(str(seat), 0))


def count_open(table: Table, seat: int) -> None:
    """The seat's panel took a press: its buttons drawn before it are out of date."""
    counts: dict[str, int] = table.ui.setdefault("open_no", {})
    counts[str(seat)] = counts.get(str(seat), 0) + 1


def long_action(table: Table, seat: int, action: str) -> str | None:
    """The action behind a button's `*<key>` (None: a key of an older question, or forged); any
    other action as it is."""
    if not action.startswith("*"):
        return action
    assert table.state is not None
    mine = table.ui.get("long", {}).get(str(seat))
    if mine is None or mine.get("moves") != table.state.moves[seat]:
        return None
    found = mine["actions"].get(action[1:])
    return str(found) if found is not None else None


MAX_KEPT = 500
"""Long actions kept per seat and question (a builder may offer many; a flood of redraws cannot grow it)."""


def decision_rows(
    s: Services, table: Table, seat: int, lang: str, draft: str | None = None
) -> list[list[tuple[str, str]]]:
    """The seat's buttons. A face may offer builder buttons whose action starts with "~": pressing one
    only redraws the prompt with that draft (a bid being put together), nothing reaches the engine."""
    assert table.state is not None
    rows = face(table.game.id).buttons(table.game, table.state, seat, lang, table.names, s.catalog, draft)
    return [[(label, move_data(table, seat, action)) for label, action in row] for row in rows]


def private_prompt(
    s: Services, table: Table, seat: int, lang: str, draft: str | None = None, panel: bool = False
) -> str:
    """The DM above a private decision: the player's own position, the question, the draft if any,
    the time left, and a word on the panel's buttons under the answers if it has any (`panel_part`)."""
    game, state = table.game, table.state
    assert state is not None
    f = face(game.id)
    view = game.player_view(state, seat)
    parts = [f.private_status(view, seat, lang, table.names, s.catalog)]
    parts.append(f.question(game, state, seat, lang, table.names, s.catalog) or s.t(lang, "prompt-dm"))
    if draft is not None:
        parts.append(f.draft_text(game, state, seat, draft, lang, table.names, s.catalog))
    parts.append(time_line(s, table, seat, lang))
    parts.append(s.t(lang, "panel-below") if panel else "")
    return "\n\n".join(p for p in parts if p)


Rows = list[list[tuple[str, str]]]
MAX_BUTTONS = 100
"""Buttons Telegram takes on one message."""


def panel_part(s: Services, table: Table, seat: int, lang: str) -> Rows:
    """The seat's "at any time" buttons (a credit, a deposit, a card to play: `Face.open_buttons`);
    none for a game without open actions, a seat in the AI's hands, or at the end. They go in the
    player's one DM message, under the answers to their question, or under their position when
    nothing is asked (whose lines say the money and cards they act with): a panel of its own would
    be redrawn beside the question for whatever changes both (a bought company, a year's new cards),
    two calls instead of one, and would scroll out of sight as questions came below it."""
    game, state = table.game, table.state
    assert state is not None
    if game.is_over(state) or table.seats[seat].ai:
        return []
    buttons = face(game.id).open_buttons(game, state, seat, lang, table.names, s.catalog)
    return [[(label, panel_data(table, seat, action)) for label, action in row] for row in buttons]


def with_panel(question: Rows, panel: Rows) -> Keyboard | None:
    """The question's buttons, then the panel's, as many of the panel's rows as Telegram allows."""
    rows, count = list(question), sum(len(r) for r in question)
    for row in panel:
        if count + len(row) > MAX_BUTTONS:
            break
        rows.append(row)
        count += len(row)
    return keyboard(rows)


def panel_mark(rows: Rows) -> str | None:
    """What a panel is known by (None: there is none); a redraw is owed when it changes."""
    return hashlib.blake2b(repr(rows).encode(), digest_size=8).hexdigest() if rows else None


def prompt_view(
    s: Services, table: Table, seat: int, lang: str, draft: str | None = None
) -> tuple[str, Keyboard | None]:
    """A private question's message: its text and its buttons, the seat's panel under them. The
    panel as drawn is noted (`ui["dash"]`), so that a step that changes only the panel redraws it."""
    panel = panel_part(s, table, seat, lang)
    note_panel(table, seat, panel)
    text = private_prompt(s, table, seat, lang, draft, bool(panel))
    return text, with_panel(decision_rows(s, table, seat, lang, draft), panel)


def position_view(s: Services, table: Table, seat: int, lang: str) -> tuple[str, Keyboard | None]:
    """A player's message when nothing is asked of them: their position, and their panel if any."""
    game, state = table.game, table.state
    assert state is not None
    view = game.player_view(state, seat)
    position = face(game.id).private_status(view, seat, lang, table.names, s.catalog)
    panel = panel_part(s, table, seat, lang)
    note_panel(table, seat, panel)
    title = s.t(lang, "panel-title") if panel else ""
    return "\n\n".join(p for p in (position, title) if p), with_panel([], panel)


def note_panel(table: Table, seat: int, rows: Rows) -> None:
    shown: dict[str, str] = table.ui.setdefault("dash", {})
    mark = panel_mark(rows)
    if mark is not None:
        shown[str(seat)] = mark
    else:
        shown.pop(str(seat), None)


def time_line(s: Services, table: Table, seat: int, lang: str) -> str:
    """ "⏳ 4 min left" for the seat's running deadline, as of this message ("" when none runs)."""
    assert table.state is not None
    for d in table.deadlines:
        if d.seat == seat and d.moves == table.state.moves[seat]:
            return s.t(lang, "prompt-time", time=time_left(s, lang, round(max(0.0, d.expire_at - s.clock()))))
    return ""


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


def event_lines(s: Services, table: Table, lang: str, events: list[Event]) -> list[str]:
    """The step's public events in the group's words, as the game's face tells them."""
    assert table.state is not None
    public = [e for e in events if e.to is None]
    return face(table.game.id).event_lines(table.game, table.state, public, lang, table.names, s.catalog)


def group_text(s: Services, table: Table, lang: str, lines: str = "") -> str:
    """The group's picture: what just happened (`lines`, already rendered), the table, who is awaited."""
    game, state = table.game, table.state
    assert state is not None
    view = game.public_view(state)
    if table.ui.get("timers"):  # a countdown as of this message (edits are paced: it is approximate)
        view["seconds_left"] = {k: max(0, int(at - s.clock())) for k, (at, _) in table.ui["timers"].items()}
    status = face(game.id).group_status(view, lang, table.names, s.catalog)
    parts = [lines] if lines else []
    if status:
        parts.append(status)
    if not game.is_over(state):
        to_act = game.to_act(state)
        sent = [x for x in range(state.n) if x not in to_act and game.can_act(state, x)]
        waiting = [table.names[x] for x in to_act]
        if waiting and not sent:  # once a sealed choice is in, the names would tell whose it is
            parts.append(s.t(lang, "status-waiting", names=s.catalog.join(lang, (html.escape(n) for n in waiting))))
        elif sent:  # ... except of those who were reminded already: the table may hurry them (names only)
            late = [table.names[d.seat] for d in table.deadlines if d.reminded and d.seat in to_act]
            if late:
                parts.append(s.t(lang, "status-late", names=s.catalog.join(lang, (html.escape(n) for n in late))))
    return "\n\n".join(parts)


def mention(table: Table, seat: int) -> str:
    """A player named so that Telegram tells them (a link to the user), or plainly for an AI seat."""
    info = table.seats[seat]
    name = html.escape(info.name)
    return f'<a href="tg://user?id={info.user_id}">{name}</a>' if info.user_id else name


def live_table(s: Services, table: Table, lang: str) -> tuple[str, Keyboard | None]:
    """The live table's body and the buttons any seated player may press (`Face.group_buttons`, e.g.
    a live auction's raises). A decision asked in the group has a message of its own (`turn_rows`)."""
    return group_text(s, table, lang), keyboard(open_rows(s, table, lang))


def turn_rows(s: Services, table: Table, lang: str, prio: int = NEWS, lines: list[str] | None = None) -> list[OutRow]:
    """The group's turn prompt: "👉 Name, your move:" with the decision's buttons, a new message that
    mentions the player, so that Telegram tells them (a mention edited into the table would not). The
    former prompt is deleted when it is sent, or when nobody is asked in the group any more. Only a
    player who acted in the group a moment ago and is asked again gets it redrawn in place. `lines`:
    what the step did, above the new prompt (the table's redraw may then wait, see `render`)."""
    seat = group_prompt_seat(table)
    shown: str | None = table.ui.get(TURN)
    if seat is None:
        if shown is None:
            return []
        del table.ui[TURN]
        return [OutRow(table.chat_id, "delete", {}, game_id=table.id, thread_id=table.thread_id, slot=TURN, prio=DECOR)]
    assert table.state is not None
    mark = f"{seat}:{prompt_mark(table.game, table.state, seat, {seat})}"
    if mark == shown:
        return []
    table.ui[TURN] = mark
    text = s.t(lang, "prompt-group", name=mention(table, seat))
    left = time_line(s, table, seat, lang)
    text += f"\n{left}" if left else ""
    markup = keyboard(decision_rows(s, table, seat, lang))
    again = shown is not None and shown.split(":", 1)[0] == str(seat)
    looking = table.acted_in.get(seat) == table.chat_id and s.clock() - table.active.get(seat, -1e9) < IN_PLACE_WINDOW
    if again and looking:
        return [
            edit(
                table.chat_id,
                table.id,
                TURN,
                text,
                markup,
                thread_id=table.thread_id,
                prio=prio,
                prev="delete",
                meta={"newest": True},
            )
        ]
    return [
        send(
            table.chat_id,
            text,
            markup,
            thread_id=table.thread_id,
            game_id=table.id,
            slot=TURN,
            prev="delete",
            prio=prio,
            lines=[x for x in lines or [] if x],
        )
    ]


def open_rows(s: Services, table: Table, lang: str) -> list[list[tuple[str, str]]]:
    """The face's seatless group buttons as `o:<game>:<text>` (see `bot.play.on_open_button`); a
    button whose data would not fit Telegram's 64 bytes is left out rather than break the table."""
    assert table.state is not None
    if table.game.is_over(table.state):
        return []
    rows = []
    for row in face(table.game.id).group_buttons(table.game, table.state, lang, table.names, s.catalog):
        data = [(label, f"o:{table.id}:{text}") for label, text in row]
        fits = [(label, d) for label, d in data if len(d.encode()) <= MAX_CALLBACK_DATA]
        if fits:
            rows.append(fits)
    return rows


def table_news(
    s: Services, table: Table, lang: str, lines: list[str], prio: int = NEWS, take_over: str | None = None
) -> OutRow:
    """A new live table message headed by `lines` (the former one loses its buttons). The first
    table may instead take over the lobby's message (`take_over="lobby"`): the players pressed Start
    on it and are looking at it, so one edit replaces closing the lobby and sending the table, and
    everyone who must act is told by their own question (in DM, or the table's buttons and mention)."""
    text, markup = live_table(s, table, lang)
    lines = fit_news(table, lines, text)
    table.ui["head"], table.ui["recent"] = lines[-HEAD_LINES:], []
    pin = {}
    if table.ui.get("pin") and not table.ui.get("pinned"):  # the group asked (`/settings`): once a game,
        pin = {"pin": True}  # since each pin posts a line in the group (its budget counts it)
        table.ui["pinned"] = True
    if take_over is not None:
        return edit(
            table.chat_id,
            table.id,
            "table",
            text,
            markup,
            thread_id=table.thread_id,
            lines=lines,
            prio=prio,
            meta={**pin, ADOPT: take_over, "newest": True},  # sent anew if the lobby is no longer the newest
        )
    return send(
        table.chat_id,
        text,
        markup,
        thread_id=table.thread_id,
        game_id=table.id,
        slot="table",
        lines=lines,
        prev="strip",
        prio=prio,
        meta=pin or None,
    )


def table_edit(
    s: Services, table: Table, lang: str, lines: list[str], prio: int = NEWS, lazy: bool = False
) -> list[OutRow]:
    """The live table redrawn in place with `lines` added to its recent events (nothing if it would
    read the same). `lazy`: the step's news went out with the next turn prompt, so the redraw may wait
    (`LAZY`) and the next moves' redraws fold into it."""
    recent = (table.ui.get("recent", []) + lines)[-RECENT_LINES:]
    table.ui["recent"] = recent
    text, markup = live_table(s, table, lang)
    mark = hashlib.blake2b(f"{recent}{text}{markup and markup.json}".encode(), digest_size=8).hexdigest()
    if mark == table.ui.get("shown"):
        return []
    lazy = lazy or markup is None  # a table without buttons asks nobody: its redraw may wait for the next
    table.ui["shown"] = mark
    head = table.ui.get("head", [])
    gap = [""] if head and recent else []
    return [
        edit(
            table.chat_id,
            table.id,
            "table",
            text,
            markup,
            thread_id=table.thread_id,
            lines=fit_news(table, head + gap + recent, text),
            prio=prio,
            meta={LAZY: True} if lazy else None,
        )
    ]


def fit_news(table: Table, lines: list[str], text: str) -> list[str]:
    """The news lines above the table that its face's `table_lines` leave room for, the newest kept
    (an empty line is not shown: the message joins the others)."""
    limit = face(table.game.id).table_lines
    shown = [x for x in lines if x]
    if limit is None:
        return lines
    room = max(0, limit - (text.count("\n") + 1) - 1)  # the table's lines, and the blank one above it
    return shown[len(shown) - room :] if room else []


async def render(
    s: Services,
    table: Table,
    events: list[Event],
    actor: int | None = None,
    prio: int = NEWS,
    take_over: str | None = None,
) -> list[OutRow]:
    """The messages a step owes: the group's live table (edited, or sent anew when the step has news
    for everyone; at the end the news goes with the result, see `final_rows`) and each player's DM
    (private events, a new question, an answered one's buttons)."""
    game, state = table.game, table.state
    assert state is not None
    rows: list[OutRow] = []
    lang = await s.chat_lang(table.chat_id)
    public = [e for e in events if e.to is None]
    f = face(game.id)
    over = game.is_over(state)
    starting = "head" not in table.ui
    news = any(f.is_news(e.key) for e in public) or starting
    if not over:  # at the end the news goes with the result (`final_rows`)
        lines = event_lines(s, table, lang, public)
        if news:
            rows.append(table_news(s, table, lang, lines, prio, take_over))
            rows += turn_rows(s, table, lang, prio)
        else:
            # a new turn prompt tells what the step did above the mention: the table's redraw waits,
            # and the redraws of the next moves fold into it (one edit for several moves)
            turn = turn_rows(s, table, lang, prio, lines)
            told = any(r.kind == "send" for r in turn)
            rows += table_edit(s, table, lang, lines, prio, lazy=told) + turn
    else:
        rows += turn_rows(s, table, lang, prio)

    private: dict[int, list[Event]] = defaultdict(list)
    for e in events:
        if e.to is not None:
            private[e.to].append(e)
    table.ui.setdefault("prompted", {})
    waiting = set() if over else {x for x in range(state.n) if game.can_act(state, x)}
    to_act = set() if over else set(game.to_act(state))
    rows += former_panels(table)
    for seat_no, info in enumerate(table.seats):
        if info.user_id is None:
            continue
        ulang = await s.user_lang(info.user_id)
        f = face(table.game.id)
        plines = [f.private_line(e, ulang, table.names, s.catalog) for e in private.get(seat_no, [])]
        rows += seat_rows(s, table, seat_no, info.user_id, ulang, plines, actor, waiting, to_act, starting)
    return rows


def seat_rows(
    s: Services,
    table: Table,
    seat: int,
    user_id: int,
    lang: str,
    plines: list[str],
    actor: int | None,
    waiting: set[int],
    to_act: set[int],
    starting: bool = False,
) -> list[OutRow]:
    """What a step owes one player's DM: a new question, the answered one redrawn as their position,
    their panel redrawn, what befell them. All of it is one message (the question's slot), so what
    changes together goes out in one call. `starting`: the game's first step."""
    game, state = table.game, table.state
    assert state is not None
    info = table.seats[seat]
    key = str(seat)
    prompted: dict[str, str] = table.ui["prompted"]
    mark = prompt_mark(game, state, seat, to_act) if seat in waiting else ""
    over = game.is_over(state)
    # in place only where the player is looking: their DM, which they acted in a moment ago
    recent = table.acted_in.get(seat) == user_id and s.clock() - table.active.get(seat, -1e9) < IN_PLACE_WINDOW
    if not info.ai and seat in waiting and game.secret(state, seat) and prompted.get(key) != mark:
        prompted[key] = mark
        # the presser's own next question answers them; anyone else's is news, behind answers.
        # A player who acted a moment ago is still looking at the chat: the question is redrawn in
        # place (if it is still the newest message there); one who has been away gets a new one.
        mine = actor == seat
        # a sealed choice just sent ("sent; you may change it until all are in") is the one redraw
        # that may wait its turn (edits of one DM message come a second apart): when the others
        # answer at once, the next question replaces it before it goes out, one call instead of two
        sent = mine and seat not in to_act
        return [
            prompt_row(
                s,
                table,
                seat,
                user_id,
                lang,
                plines,
                in_place=recent,
                newest_only=not mine,
                prio=ANSWER if mine and not sent else NEWS,
                hold=sent,
            )
        ]
    answered = key in prompted and (prompted.get(key) != mark or seat not in waiting or info.ai)
    if answered:
        del prompted[key]
    pending = key in prompted  # a question still open: a redraw of the message keeps asking it
    slot = prompt_slot(table, seat)
    shown = table.ui.get("dash", {}).get(key)
    panel = panel_mark(panel_part(s, table, seat, lang))

    def redraw(lines: list[str], prio: int, meta: dict[str, Any]) -> OutRow:
        if pending:
            return prompt_row(
                s,
                table,
                seat,
                user_id,
                lang,
                lines,
                in_place=True,
                prio=prio,
                newest_only=bool(meta.get("newest")),
                hold=bool(meta.get(HOLD)),
            )
        text, markup = position_view(s, table, seat, lang)
        return edit(user_id, table.id, slot, text, markup, lines=lines, prio=prio, meta=meta, prev="strip")

    if answered and actor == seat:
        # the player who just answered reads what it did in place of the question: one edit. The
        # press's answer (a toast) has told them at once; the edit is paced like any redraw of the
        # message, so a question of theirs that comes within the second replaces it unsent
        return [redraw(plines, NEWS, {HOLD: True})]
    if (answered or shown is not None) and plines and (over or recent):
        # what befell a player whose question is over (or who keeps only their panel), in place of
        # that message (one edit instead of a new message and a stripped keyboard): at the end the
        # group's result tells everyone, and one who acted a moment ago is looking; it goes out anew
        # if the message is no longer the newest in the chat
        return [redraw(plines, NEWS, {"newest": True, HOLD: True})]
    rows: list[OutRow] = []
    if answered and panel is None and shown is None:  # a question overtaken by others' moves loses its buttons
        rows.append(edit(user_id, table.id, slot, None, None, prio=DECOR, meta={HOLD: True}))
    elif answered or panel != shown:
        # the panel changed (or came, or went): the message is redrawn, at once for its own presser;
        # for anyone else it asks nothing new, so it waits like a receipt (`HOLD`), and a change that
        # others' moves made (the cash a deposit needs came or went) waits longer (`LAZY`): a question
        # of theirs that follows takes it along. A panel's first showing goes below whatever came
        # after the player's last message
        prio = ANSWER if actor == seat else DECOR
        meta: dict[str, Any] = {HOLD: True} if answered or actor != seat else {}
        if shown is None and not answered:
            meta["newest"] = True
        elif not answered and actor != seat and not pending and not over:
            meta[LAZY] = True
        rows.append(redraw([], prio, meta))
    if plines and starting and not rows:
        # what the deal gave a player not asked yet comes with their position, in the message their
        # first question will take over: they were told a moment ago, so it is redrawn in place
        table.active[seat], table.acted_in[seat] = s.clock(), user_id
        rows.append(redraw(plines, NEWS, {}))
    elif plines:
        rows.append(send(user_id, "\n\n".join(plines), game_id=table.id, prio=NEWS))
    return rows


def former_panels(table: Table) -> list[OutRow]:
    """A game from before the panel joined its player's question had a message of its own for it:
    it loses its buttons once (the panel is in the question's message from now on)."""
    old = table.ui.pop("panel", None)
    if not old:
        return []
    out = []
    for seat in old:
        info = table.seats[int(seat)]
        if info.user_id is not None:
            out.append(edit(info.user_id, table.id, f"panel:{seat}", None, None, prio=DECOR))
    return out


def prompt_mark(game: Game, state: GameState, seat: int, to_act: set[int]) -> str:
    """What a seat's question is known by: its move count, whether it still owes the choice (one
    that has sent a sealed choice it may change is asked again, "change it?") and what it offers. A
    seat can be asked something new without moving (a company of theirs is made an exceptional offer
    during the sales): its buttons are then redrawn, not left offering what the engine refuses."""
    offer = hashlib.blake2b("\n".join(game.legal_actions(state, seat)).encode(), digest_size=6).hexdigest()
    return f"{state.moves[seat]}:{int(seat in to_act)}:{offer}"


def prompt_slot(table: Table, seat: int) -> str:
    """The outbox slot of the seat's question message: a new one once the panel took the former's
    message (`panel_rows`), so that the next question is a new message below the panel."""
    moved = table.ui.get("prompt_moved", {}).get(str(seat))
    return f"prompt:{seat}" if not moved else f"prompt:{seat}.{moved}"


def prompt_row(
    s: Services,
    table: Table,
    seat: int,
    user_id: int,
    lang: str,
    lines: list[str],
    in_place: bool = False,
    prio: int = ANSWER,
    newest_only: bool = False,
    hold: bool = False,
) -> OutRow:
    """A player's private question with its buttons; it starts the seat's deadline when delivered.
    In place: the former question is redrawn (with `newest_only`, only if nothing came after it in
    the chat, else it is sent anew); otherwise a new message, which notifies. `hold`: the redraw
    asks nothing new (a sent choice the player may still change), see `HOLD`. The former
    question loses its buttons, so that they are offered once."""
    assert table.state is not None
    text, markup = prompt_view(s, table, seat, lang)
    meta: dict[str, Any] = {"prompt": [table.id, seat, table.state.moves[seat]]}
    slot = prompt_slot(table, seat)
    # the former question loses its buttons (a press there could only be refused); a face that keeps
    # one living question (a card hand) has the former deleted
    prev = "delete" if face(table.game.id).replace_prompt else "strip"
    if in_place:
        if newest_only:
            meta["newest"] = True
        if hold:
            meta[HOLD] = True
        return edit(user_id, table.id, slot, text, markup, lines=lines, prio=prio, meta=meta, prev=prev)
    return send(user_id, text, markup, game_id=table.id, slot=slot, lines=lines, prev=prev, prio=prio, meta=meta)


def dm_slot(seat: int) -> str:
    """The outbox slot of the group's note with a button that opens a seat's DM (`open_dm_row`)."""
    return f"dm:{seat}"


async def open_dm_row(s: Services, bot: Bot, table: Table, seat: int) -> OutRow:
    """A player the bot may not DM is not left out: the group gets a button that opens the DM. It is
    a message of the game's own (a slot), which nothing else of the game redraws or strips: the
    button stays until the player presses Start (`dm_opened`)."""
    lang = await s.chat_lang(table.chat_id)
    url = create_deep_linked_url(bot.username, f"g{table.token}")
    text = s.t(lang, "dm-needed", name=html.escape(table.names[seat]))
    return send(
        table.chat_id,
        text,
        keyboard([[(s.t(lang, "btn-open-dm"), url)]]),
        thread_id=table.thread_id,
        game_id=table.id,
        slot=dm_slot(seat),
    )


def dm_opened(table: Table, seat: int) -> list[OutRow]:
    """The player pressed Start: the note that asked them to loses its button (call under the lock;
    the caller commits the ui and the rows)."""
    asked: list[int] = table.ui.get("dm_asked", [])
    if seat not in asked:
        return []
    asked.remove(seat)
    return [edit(table.chat_id, table.id, dm_slot(seat), None, None, thread_id=table.thread_id, prio=DECOR)]


async def resend_prompt(s: Services, table: Table, seat: int) -> bool:
    """After /start in DM or /status: the player gets their pending private question again."""
    state = table.state
    info = table.seats[seat]
    if state is None or info.user_id is None or table.game.is_over(state):
        return False
    if not (table.game.can_act(state, seat) and table.game.secret(state, seat)) or info.ai:
        return False
    ulang = await s.user_lang(info.user_id)
    table.ui.setdefault("prompted", {})[str(seat)] = prompt_mark(table.game, state, seat, set(table.game.to_act(state)))
    row = prompt_row(s, table, seat, info.user_id, ulang, [])
    await s.store.save_ui(table.id, table.ui, [row])
    s.sender.push([row])
    return True


async def picture_rows(s: Services, table: Table, events: list[Event]) -> list[OutRow]:
    """The pictures the face draws for this step (a board, a chart), sent to the group as news."""
    assert table.state is not None
    lang = await s.chat_lang(table.chat_id)
    public = [e for e in events if e.to is None]
    drawn = face(table.game.id).pictures(table.game, table.state, public, lang, table.names, s.catalog)
    return [photo(table.chat_id, png, caption, thread_id=table.thread_id, game_id=table.id) for png, caption in drawn]


async def final_rows(
    s: Services, table: Table, result: dict[str, Any], events: list[Event], prio: int = NEWS
) -> list[OutRow]:
    """One message that ends the game, in place of the last live table: the last step's news, the
    result (which says all the table would), the revealed seed on one line (the reveal is public),
    and buttons for a rematch and for the record that `python -m games verify` checks (sent by DM,
    see `bot.stats.on_record_button`: the group is not handed a file nobody asked for). It is a new
    message even when the group's budget is low (`FINAL`: the end must notify); the former table
    loses its buttons, and the message pinned for the game its pin."""
    game, state = table.game, table.state
    assert state is not None
    lang = await s.chat_lang(table.chat_id)
    lines = event_lines(s, table, lang, events)
    ai = [x.user_id is None for x in table.seats]  # on a shared place people are listed first
    text = face(game.id).final(result, game.public_view(state), lang, table.names, s.catalog, ai=ai)
    text += "\n\n" + s.t(lang, "seed-reveal", seed=table.seed)
    buttons = keyboard([[(s.t(lang, "btn-again"), f"r:{table.id}"), (s.t(lang, "btn-fairness"), f"h:{table.id}")]])
    return [
        send(
            table.chat_id,
            text,
            buttons,
            thread_id=table.thread_id,
            game_id=table.id,
            slot="table",
            lines=lines,
            prev="strip",
            prio=prio,
            meta={FINAL: True, "pin": False, "unpin": bool(table.ui.get("pin"))},
        ),
    ]


async def game_record(
    s: Services,
    table: Table,
    result: dict[str, Any] | None,
    logged: list[LoggedAction] = [],  # noqa: B006
) -> dict[str, Any]:
    actions = await s.store.actions(table.id) + logged
    return {
        "game": table.game.id,
        "rules_version": table.game.rules_version,
        "options": table.options.model_dump(mode="json"),
        "seats": [seat.model_dump() for seat in table.engine_seats()],
        "commitment": commitment(table.seed),
        "seed": table.seed,
        "actions": [[a.seat, a.action] for a in actions],
        "result": result,
        **({"digest": table.game.digest(table.state)} if table.state is not None else {}),
        **accountant.record_marks(table, actions),
    }


# ----- clocks (an auction closes N s after the last bid) -----------------------------------------
def plan_timers(s: Services, table: Table) -> None:
    """The engine's timers as due times in the table's ui (committed with the step, so they survive a
    restart): a timer whose key is unchanged keeps its due time, a new key starts a full countdown."""
    assert table.state is not None
    now = s.clock()
    old: dict[str, list[Any]] = table.ui.get("timers", {})
    new: dict[str, list[Any]] = {}
    if not table.game.is_over(table.state) and not paused(table):  # a paused game's clocks stand still
        for timer in table.game.timers(table.state):
            new[timer.key] = old.get(timer.key) or [now + timer.seconds, timer.action]
    if new or old:
        table.ui["timers"] = new


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


async def ring_or_halt(app: Application, s: Services, table: Table, key: str) -> None:
    """`ring`; an engine that fails on the clock's move stops the game (`halt`), never silently."""
    try:
        await ring(app, s, table, key)
    except EngineFailed as exc:
        await halt(s, table, exc)


async def ring(app: Application, s: Services, table: Table, key: str) -> None:
    """A timer runs out: its action is applied by the clock and logged like any move, so `verify`
    replays the game exactly. A timer the game no longer declares (a bid restarted it) does nothing."""
    state = table.state
    if state is None or table.status != "running" or table.game.is_over(state) or stopped(table):
        return
    out = Outcome()
    try:
        current = {t.key: t for t in table.game.timers(state)}
        if key not in current:
            return
        action = current[key].action
        out.events += table.game.apply(state, CLOCK, action)
    except Exception as exc:
        raise EngineFailed(table.id, "a clock") from exc
    out.logged.append(LoggedAction(CLOCK, action, "clock"))
    await settle(app, s, table, out)


# ----- countdowns (the live table redrawn while a clock runs) ------------------------------------
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
        await s.store.save_ui(table.id, table.ui, rows)
        s.sender.push(rows)
    return rows


# ----- deadlines --------------------------------------------------------------------------------
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


def disarm(table: Table) -> None:
    """The game is over or reset: none of its deadlines may fire."""
    for job in table.jobs.values():
        disarm_job(job)
    table.jobs.clear()


def disarm_job(job: Job) -> None:
    with contextlib.suppress(Exception):  # it may have fired already
        job.schedule_removal()


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


async def fire_or_halt(app: Application, s: Services, table: Table, seat: int, moves: int, kind: str) -> None:
    """`fire`; an engine that fails on the default move, or on an AI seat's move after it, stops the
    game (`halt`) instead of failing again at every retry. Other failures (the database) propagate."""
    try:
        await fire(app, s, table, seat, moves, kind)
    except EngineFailed as exc:
        await halt(s, table, exc)


async def expire_accountant(app: Application, s: Services, table: Table, version: int, kind: str) -> None:
    """The accountant's time ran out: the seed's draw stands (logged as a timeout)."""
    state = table.state
    assert state is not None
    if kind != "expire" or not table.game.accountant_waits(state) or state.version != version:
        return
    prop = table.game.accountant_proposal(state) or {}
    acc = accountant.person(table)
    out = Outcome()
    missed = int(table.ui.get("acc_missed", 0)) + 1
    table.ui["acc_missed"] = missed
    rows: list[OutRow] = []
    if acc is not None:
        ulang = await s.user_lang(int(acc["user_id"]))
        late = s.t(ulang, "acc-timeout", value=accountant.show(table, prop, prop["value"]))
        text = accountant.dm_text(s, table, ulang, prop) + "\n\n" + late
        rows.append(edit(int(acc["user_id"]), table.id, accountant.SLOT, text, None, prio=NEWS))
    try:
        accountant.accept_for(table, out.events, out.logged)
    except Exception as exc:  # a bug: trying again at every retry would only repeat it
        raise EngineFailed(table.id, "the accountant's timeout") from exc
    if missed >= s.settings.afk_limit:
        table.ui["acc_away"] = True
        out.events.append(Event(key="acc-away", params={"n": missed}))
    await settle(app, s, table, out, extra=rows)


async def fire(app: Application, s: Services, table: Table, seat: int, moves: int, kind: str) -> None:
    """A deadline falls due: a reminder, or the default action (and, after too many, the AI)."""
    state = table.state
    assert state is not None
    if table.status != "running" or table.game.is_over(state) or stopped(table):
        return
    if seat == ACCOUNTANT:
        await expire_accountant(app, s, table, moves, kind)
        return
    if state.moves[seat] != moves or seat not in table.game.to_act(state) or table.seats[seat].ai:
        return
    due = next((d for d in table.deadlines if d.seat == seat and d.moves == moves), None)
    if due is not None:
        metrics.LATENESS.observe(max(0.0, s.clock() - (due.remind_at if kind == "remind" else due.expire_at)))
    if kind == "remind":
        await remind(s, table, seat)
        return
    info = table.seats[seat]
    game = table.game
    try:
        info.missed += game.pace(state, seat).miss  # three missed quick answers are not three turns
        action = game.default_action(state, seat)
        by_dm = game.secret(state, seat) and info.user_id is not None
        label = game.action_label(state, seat, action)
        with metrics.ENGINE_STEP.labels(game.id).time():
            events = game.apply(state, seat, action)
        if by_dm:  # ... instead of the engine's "your choice: …", which was not theirs
            events = [e for e in events if e.to != seat or not game.receipt(e)]
    except Exception as exc:
        raise EngineFailed(table.id, "a deadline's default move") from exc
    if by_dm:  # the player's DM names what was played for them, in their words, as it was offered
        assert info.user_id is not None
        ulang = await s.user_lang(info.user_id)
        played = s.catalog.render(ulang, label.key, label.params, table.names, markup=False)
        events.insert(0, Event(key="timeout-you", params={"action": literal(played, 80)}, to=seat))
    out = Outcome()
    out.events += events
    out.logged.append(LoggedAction(seat, action, "timeout"))
    out.events.insert(0, Event(key="timeout-default", params={"name": f"#{seat}"}))
    if info.missed >= s.settings.afk_limit:
        info.ai = True
        # the limit it reached: missed decisions are weighed (`Game.pace`), a count of them would mislead
        out.events.append(Event(key="afk-to-ai", params={"name": f"#{seat}", "n": s.settings.afk_limit}))
    await settle(app, s, table, out)


async def halt(s: Services, table: Table, exc: EngineFailed) -> None:
    """The engine failed where the bot moves (`EngineFailed`): logged once with its traceback, the
    game goes back to its last committed step and stops there (no deadline, no clock, no move), and
    its group is told once. An admin's /reset ends it, revealing its seed and record. Call with the
    table's lock held."""
    if stopped(table):
        return
    log.error("game %s stopped: the engine failed on %s", table.id, exc.what, exc_info=exc.__cause__ or exc)
    await reload(s, table)
    lang = await s.chat_lang(table.chat_id)
    rows = [send(table.chat_id, s.t(lang, "game-stopped", id=table.id), thread_id=table.thread_id, game_id=table.id)]
    if table.status != "running":  # it failed as it started: the lobby stays as it was (and /reset closes it)
        await s.post(rows)
        return
    disarm(table)
    table.ui["stopped"] = exc.what
    table.ui["timers"] = {}
    table.deadlines = []
    await s.store.set_deadlines(table.id, [])
    await s.store.save_ui(table.id, table.ui, rows)
    s.sender.push(rows)


async def remind(s: Services, table: Table, seat: int) -> None:
    """A reminder carries the buttons: the question again in DM, or the live table anew in the group."""
    assert table.state is not None
    info = table.seats[seat]
    for d in table.deadlines:
        if d.seat == seat:
            d.reminded = True
    due = [d.expire_at for d in table.deadlines if d.seat == seat]
    left = int(max(0, (due[0] if due else s.clock() + s.settings.reminder) - s.clock()))
    rows: list[OutRow] = []
    if table.game.secret(table.state, seat) and info.user_id is not None:
        ulang = await s.user_lang(info.user_id)
        line = s.t(ulang, "reminder-dm", time=time_left(s, ulang, left))
        rows.append(prompt_row(s, table, seat, info.user_id, ulang, [line], prio=NEWS))
        # the group's table now names who is late with a sealed choice (names only)
        rows += table_edit(s, table, await s.chat_lang(table.chat_id), [], prio=DECOR)
    else:
        lang = await s.chat_lang(table.chat_id)
        line = s.t(lang, "reminder-group", name=mention(table, seat), time=time_left(s, lang, left))
        rows.append(table_news(s, table, lang, [line]))
    await s.store.mark_reminded(table.id, seat, table.ui, rows)
    s.sender.push(rows)


def time_left(s: Services, lang: str, seconds: int) -> str:
    """How long is left, as a person says it: 45 s, 4 min, 3 h (rounded, never "8,638 seconds")."""
    if seconds >= 2 * 3600:
        return s.t(lang, "dur-h", n=round(seconds / 3600))
    if seconds >= 120:
        return s.t(lang, "dur-min", n=round(seconds / 60))
    return s.t(lang, "dur-s", n=seconds)


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


async def prompt_refused(app: Application, s: Services, item: Item) -> None:
    """The bot may not write to a player (never started, or blocked it): ask in the group, once until
    they press Start, whichever of the game's messages to them was refused and whichever worker sent
    it (with several, the game may be held by another: it is loaded here)."""
    if item.chat_id < 0:
        return
    await s.set_dm_ok(item.chat_id, False)
    found = item.meta.get("prompt")
    game_id = found[0] if found else item.game_id
    if game_id is None:
        return
    table = await s.tables.load(game_id)
    if table is None:
        return
    async with table.lock:
        seat = table.seat_of(item.chat_id)
        if table.state is None or table.status != "running" or seat is None:
            return
        if found:
            table.ui.get("prompted", {}).pop(str(found[1]), None)
        asked: list[int] = table.ui.setdefault("dm_asked", [])
        rows = []
        if seat not in asked:  # (a note with a live button is already there)
            asked.append(seat)
            rows.append(await open_dm_row(s, app.bot, table, seat))
        await s.store.save_ui(table.id, table.ui, rows)
    s.sender.push(rows)
