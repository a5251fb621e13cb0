"""A game's step, the one way a game moves (`take`): a press, a typed move, the Mini App, the lobby's
Start, /join and /leave, the accountant, a deadline's default (`fire`) and a clock (`ring`) all come
here under the table's lock; the AI seats move after them; then one transaction holds the log rows,
the snapshot, the deadlines and every message the step owes, and only then does the sender see them.

Order matters: the engine decides, the database commits the log row and the snapshot, and only then is
anything sent ("decide, commit, then send"), so a crash never shows players a move that was lost. An
engine that fails where the bot moves stops the game (`halt`). The table's jobs are armed after the
commit by `Services.arm` (`bot.timers.arm`, which sits above this module: its jobs call `fire_or_halt`
and `ring_or_halt`). A game that cannot be loaded is rebuilt from its log or closed (`resume`).
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from telegram.ext import Application

from bot import accountant, metrics
from bot.messaging import document, edit, send
from bot.outbox import DECOR, NEWS
from bot.prompts import prompt_row, time_left
from bot.render import drawn, final_rows, game_record, mention, picture_rows, render, table_edit, table_news
from bot.results import finish_of
from bot.services import Services
from bot.tables import SeatInfo, Table, TableUi
from games.base import ACCOUNTANT, CLOCK, Event, Game, GameError, commitment, literal
from games.registry import GAMES
from storage.store import Commit, Deadline, GameRow, LoggedAction, OutRow

log = logging.getLogger(__name__)


@dataclass
class Outcome:
    """What a move did: the engine's events, the log rows, and messages the move itself owes (the
    accountant's answered DM), committed with the step before the ones it renders."""

    events: list[Event] = field(default_factory=list)
    logged: list[LoggedAction] = field(default_factory=list)
    rows: list[OutRow] = field(default_factory=list)


Move = Callable[[], Awaitable[Outcome | None]]
"""The engine part of a step the bot makes itself (a deadline's default, a clock): its outcome, or
None when nothing is due any more; an `EngineFailed` it raises stops the game."""


async def take(
    app: Application,
    s: Services,
    table: Table,
    move: Outcome | Move,
    actor: int | None = None,
    prio: int = NEWS,
    take_over: str | None = None,
    last: bool = False,
) -> bool:
    """The one way a game moves: a press, a typed move, the Mini App, the lobby's Start, /join, the
    accountant, a deadline and a clock all come here with the table's lock held and its state
    loaded. The engine's part (`move`, or its outcome already applied by the caller, who checked the
    move was the player's to make), the AI seats after it, the messages the step owes, one commit
    with the outbox, then the sender and the table's jobs (`_settle`). An engine failure where the
    bot moves stops the game (`halt`: logged once, the group told once). True: the step is
    committed; False: nothing was due, or the game stopped (whoever pressed is told nothing changed).
    `last`: the caller promises the commit is the last database work of its hold of the lock (a
    player's move: decide, commit, answer), so with several workers the commit's unit releases the
    game's lock too (storage/workers.py `Shared.closing`); only the caller knows what its hold does next."""
    assert table.lock.locked(), "a step is taken under its table's lock"
    try:
        out = move if isinstance(move, Outcome) else await move()
        if out is None:
            return False
        if last and s.workers is not None:
            s.workers.shared.closing(table.id)
        await _settle(app, s, table, out, actor, prio, take_over)
    except EngineFailed as exc:
        await halt(s, table, exc)
        return False
    metrics.committed()
    return True


class EngineFailed(Exception):
    """The engine raised where the bot itself moves: a deadline's default, an AI seat, a clock. That is
    a bug, not bad input, and trying again would only fail again: the game stops (`halt`) where it
    was last committed, its group is told, and an admin's /reset ends it with its record."""

    def __init__(self, game_id: int, what: str) -> None:
        super().__init__(f"game {game_id}: the engine failed on {what}")
        self.game_id, self.what = game_id, what


def stopped(table: Table) -> bool:
    """The game stopped on an engine failure (`halt`): nothing moves it until /reset."""
    return bool(table.ui.stopped)


def paused(table: Table) -> bool:
    """Every player's seat is in the AI's hands (timeouts, /kick), yet not everyone left by choice:
    the game waits for someone to come back (/join, /resume) instead of playing itself to the end;
    an admin's /resume lets the AI finish it. Players who all left with /leave are not waited for."""
    humans = [i for i, x in enumerate(table.seats) if x.user_id is not None]
    if not humans or table.ui.ai_finishes or not all(table.seats[i].ai for i in humans):
        return False
    return not set(humans) <= set(table.ui.left)


def seat_back(table: Table, seat: int) -> None:
    """A player takes their seat back from the AI (by /join, /resume, or simply by acting)."""
    table.seats[seat].ai = False
    table.seats[seat].missed = 0
    if seat in table.ui.left:
        table.ui.left = [x for x in table.ui.left if x != seat]


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
    timeout = float(table.ui.timeout or s.settings.turn_timeout)  # `/new … timeout=` for slow games
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


async def _settle(
    app: Application,
    s: Services,
    table: Table,
    out: Outcome,
    actor: int | None = None,
    prio: int = NEWS,
    take_over: str | None = None,
) -> None:
    """After the engine has changed the state: AI moves, then one transaction holding the log rows,
    the snapshot, the deadlines and every message the step owes ("decide, commit, then send").
    Only after the commit does the sender see the messages. `take_over`: the slot of a message the
    first live table becomes (the lobby's), see `table_news`. Only through `take`."""
    game, state = table.game, table.state
    assert state is not None
    try:
        try:
            run_ai(table, out)
        except Exception as exc:
            raise EngineFailed(table.id, "an AI seat's move") from exc
        over = game.is_over(state)
        now_paused = paused(table)
        if now_paused != table.ui.paused and not over:
            table.ui.paused = now_paused
            if now_paused:
                out.events.append(Event(key="game-paused"))
        deadlines = table.deadlines = plan_deadlines(s, table)  # the questions below say the time left
        if over:
            table.status = "finished"
        plan_timers(s, table)
        rows = list(out.rows) + await render(s, table, out.events, actor, prio, take_over)
        rows += await accountant.rows(s, table, actor == ACCOUNTANT)
        finish = None
        if over:  # the game's history row and its ratings are written with the step that ends it
            result = game.result(state)
            record = await game_record(s, table, result, out.logged)
            rows += await final_rows(s, table, result, out.events, prio)
            # the end's pictures follow the result (a running game's come with its table, `render`)
            rows += picture_rows(table, drawn(s, table, await s.chat_lang(table.chat_id), out.events))
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
                ui=table.ui.dump(),
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
    s.live.publish(table.id)  # the Mini App's open pages of this game fetch their views (bot/miniapp/live.py)
    if over:
        s.tables.drop(table)
    else:
        s.arm(app, s, table)


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
            ui=TableUi.load(row.ui),
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
    s.live.publish(row.id)
    return None


async def reload(s: Services, table: Table) -> None:
    """Back to the last committed snapshot after a failure half-way through a step."""
    row = await s.store.game(table.id)
    if row is not None and row.status == "lobby":  # the step that failed was the start: the lobby stays
        table.state, table.status, table.ui = None, "lobby", TableUi.load(row.ui)
        table.seats = [type(table.seats[0])(**x) for x in row.seats] if table.seats else table.seats
        return
    if row is not None and row.state:
        table.state = table.game.State.model_validate_json(row.state)
        table.status = row.status
        table.ui = TableUi.load(row.ui)
        table.seats = [type(table.seats[0])(**x) for x in row.seats] if table.seats else table.seats


def plan_timers(s: Services, table: Table) -> None:
    """The engine's timers as due times in the table's ui (committed with the step, so they survive a
    restart): a timer whose key is unchanged keeps its due time, a new key starts a full countdown."""
    assert table.state is not None
    now = s.clock()
    old: dict[str, list[Any]] = table.ui.timers or {}
    new: dict[str, list[Any]] = {}
    if not table.game.is_over(table.state) and not paused(table):  # a paused game's clocks stand still
        for timer in table.game.timers(table.state):
            new[timer.key] = old.get(timer.key) or [now + timer.seconds, timer.action]
    if new or old:
        table.ui.timers = new


async def ring_or_halt(app: Application, s: Services, table: Table, key: str) -> None:
    """A timer runs out (the JobQueue, the poll, a worker or the tests' clock, under the table's
    lock): its action is a step (`take`); an engine that fails on it stops the game, never silently."""
    await take(app, s, table, lambda: ring(table, key))


async def ring(table: Table, key: str) -> Outcome | None:
    """A timer's action, applied by the clock and logged like any move, so `verify` replays the game
    exactly. A timer the game no longer declares (a bid restarted it) does nothing."""
    state = table.state
    if state is None or table.status != "running" or table.game.is_over(state) or stopped(table):
        return None
    out = Outcome()
    try:
        current = {t.key: t for t in table.game.timers(state)}
        if key not in current:
            return None
        action = current[key].action
        out.events += table.game.apply(state, CLOCK, action)
    except Exception as exc:
        raise EngineFailed(table.id, "a clock") from exc
    out.logged.append(LoggedAction(CLOCK, action, "clock"))
    return out


async def fire_or_halt(app: Application, s: Services, table: Table, seat: int, moves: int, kind: str) -> None:
    """A deadline falls due (the JobQueue, the poll, a worker or the tests' clock, under the table's
    lock): a reminder, or the default move as a step (`take`). An engine that fails on the default
    move, or on an AI seat's move after it, stops the game instead of failing again at every retry.
    Other failures (the database) propagate."""
    await take(app, s, table, lambda: fire(s, table, seat, moves, kind))


async def expire_accountant(s: Services, table: Table, version: int, kind: str) -> Outcome | None:
    """The accountant's time ran out: the seed's draw stands (logged as a timeout)."""
    state = table.state
    assert state is not None
    if kind != "expire" or not table.game.accountant_waits(state) or state.version != version:
        return None
    prop = table.game.accountant_proposal(state) or {}
    acc = accountant.person(table)
    out = Outcome()
    missed = table.ui.acc_missed + 1
    table.ui.acc_missed = missed
    if acc is not None:
        ulang = await s.user_lang(int(acc["user_id"]))
        late = s.t(ulang, "acc-timeout", value=accountant.show(table, prop, prop["value"]))
        text = accountant.dm_text(s, table, ulang, prop) + "\n\n" + late
        out.rows.append(edit(int(acc["user_id"]), table.id, accountant.SLOT, text, None, prio=NEWS))
    try:
        accountant.accept_for(table, out.events, out.logged)
    except Exception as exc:  # a bug: trying again at every retry would only repeat it
        raise EngineFailed(table.id, "the accountant's timeout") from exc
    if missed >= s.settings.afk_limit:
        table.ui.acc_away = True
        out.events.append(Event(key="acc-away", params={"n": missed}))
    return out


async def fire(s: Services, table: Table, seat: int, moves: int, kind: str) -> Outcome | None:
    """What a due deadline does: a reminder (no step: None), or the default action (and, after too
    many, the AI) as the step's outcome."""
    state = table.state
    assert state is not None
    if table.status != "running" or table.game.is_over(state) or stopped(table):
        return None
    if seat == ACCOUNTANT:
        return await expire_accountant(s, table, moves, kind)
    if state.moves[seat] != moves or seat not in table.game.to_act(state) or table.seats[seat].ai:
        return None
    due = next((d for d in table.deadlines if d.seat == seat and d.moves == moves), None)
    if due is not None:
        metrics.LATENESS.observe(max(0.0, s.clock() - (due.remind_at if kind == "remind" else due.expire_at)))
    if kind == "remind":
        await remind(s, table, seat)
        return None
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
    return out


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
    table.ui.stopped = exc.what
    table.ui.timers = {}
    table.deadlines = []
    await s.store.set_deadlines(table.id, [])
    await s.store.save_ui(table.id, table.ui.dump(), rows)
    s.sender.push(rows)
    s.live.publish(table.id)


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
        rows += table_news(s, table, lang, [line])
    await s.store.mark_reminded(table.id, seat, table.ui.dump(), rows)
    s.sender.push(rows)
