"""From `/new` to the first move: one lobby message per game, edited as players come and go; and a
running game's seats changing hands (/join and /resume take one back from the AI, /leave and an
admin's /kick hand one to it). What `/new` parses and how options read: bot/options.py."""

from __future__ import annotations

import html
from typing import Any

from telegram import Chat, Update, User
from telegram.error import TelegramError
from telegram.ext import Application, ContextTypes
from telegram.helpers import create_deep_linked_url

from bot import accountant, guard, metrics, step
from bot.guard import is_admin
from bot.messaging import Keyboard, edit, keyboard, send
from bot.options import (
    duration,
    game_list,
    option_choices,
    option_help,
    option_pair,
    options_text,
    parse_duration,
    parse_pairs,
)
from bot.outbox import ANSWER
from bot.services import Services, answer, command, prepare, refuse_stale
from bot.tables import SeatInfo, Table, TableUi
from games.base import Event, Game, GameError, commitment, new_seed
from games.registry import GAMES
from storage.store import LoggedAction


def ai_names(s: Services, lang: str, used: set[str], n: int) -> list[str]:
    """`n` names for new AI seats, in the group's language («🤖 祖冲之» at a Chinese table), none of
    them `used`. A name is fixed when its seat is made, so the table, the record and /history agree."""
    pool = [f"🤖 {x.strip()}" for x in s.t(lang, "ai-names").split(",") if x.strip()]
    free = [x for x in pool if x not in used]
    k = 2
    while len(free) < n:  # more AI seats than names: numbered
        free += [f"{x} {k}" for x in pool if f"{x} {k}" not in used]
        k += 1
    return free[:n]


def settings_said(s: Services, table: Table, lang: str) -> list[Event]:
    """What a lobby says beyond the game's own options (who is the accountant, a time per move of the
    game's own), as public lines: the lobby shows them, and so does the table that takes its place."""
    said = []
    acc = accountant.person(table)
    if acc is not None:
        said.append(_public("lobby-accountant", name=f"={acc['name']}"))
    if table.ui.timeout:
        said.append(_public("lobby-timeout", time=duration(s, lang, table.ui.timeout)))
    return said


def lobby_text(s: Services, table: Table, lang: str) -> str:
    game = table.game
    lo, hi = game.player_range(table.options)
    lines = [
        s.t(lang, "lobby-title", game=s.t(lang, f"{game.id}-name")),
        s.t(lang, "lobby-options", options=html.escape(options_text(s, table, lang)) or "—"),
        s.t(lang, "lobby-players", n=len(table.seats), min=lo, max=hi),
    ]
    for i, seat in enumerate(table.seats, 1):
        tag = " 🤖" if seat.user_id is None and not seat.name.startswith("🤖") else ""
        lines.append(f"{i}. {html.escape(seat.name)}{tag}")
    lines[2:2] = [s.catalog.render(lang, e.key, e.params, table.names) for e in settings_said(s, table, lang)]
    if game.fill_with_ai and len(table.seats) < lo:
        lines.append(s.t(lang, "lobby-fill-ai", n=lo - len(table.seats)))
    # a phone line's worth of the commitment; the message that starts the game shows it whole
    lines.append(s.t(lang, "lobby-fairness", hash=commitment(table.seed)[:12] + "…"))
    return "\n".join(lines)


def lobby_markup(s: Services, table: Table, lang: str) -> Keyboard | None:
    gid = table.id
    rows = [
        [(s.t(lang, "btn-join"), f"l:{gid}:join"), (s.t(lang, "btn-leave"), f"l:{gid}:leave")],
        [(s.t(lang, "btn-add-ai"), f"l:{gid}:ai+"), (s.t(lang, "btn-remove-ai"), f"l:{gid}:ai-")],
    ]
    opt_row = []
    for key in type(table.options).model_fields:
        if len(option_choices(table, key)) > 1:
            value = getattr(table.options, key)
            opt_row.append((f"⚙ {option_pair(s, lang, table.game.id, key, value)}", f"l:{gid}:o:{key}"))
    for i in range(0, len(opt_row), 2):
        rows.append(opt_row[i : i + 2])
    rows.append([(s.t(lang, "btn-start"), f"l:{gid}:start"), (s.t(lang, "btn-cancel"), f"l:{gid}:cancel")])
    return keyboard(rows)


def lobby_row(s: Services, table: Table, lang: str, text: str | None = None, buttons: bool = True) -> Any:
    """The lobby's one message, edited as players come and go (sent when there is none yet)."""
    markup = lobby_markup(s, table, lang) if buttons else None
    return edit(
        table.chat_id,
        table.id,
        "lobby",
        text or lobby_text(s, table, lang),
        markup,
        thread_id=table.thread_id,
        prio=ANSWER,
    )


async def refresh_lobby(context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table) -> None:
    lang = await s.chat_lang(table.chat_id)
    table.ui.touched = s.clock()
    arm_idle(context.application, s, table)
    rows = [lobby_row(s, table, lang)]
    await s.store.save_lobby(table.id, table.options.model_dump(mode="json"), table.dump_seats(), table.ui.dump(), rows)
    s.sender.push(rows)


def arm_idle(app: Application, s: Services, table: Table) -> None:
    """A lobby nobody touches closes after `lobby_idle` seconds, so lobbies do not pile up: the
    scheduler (bot/schedule.py) reads its end from `touched` and is told to look again."""
    s.poke()


async def cmd_new(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
    if chat.type == Chat.PRIVATE:
        await cmd.say("err-group-only")
        return
    if await s.settle_chat_lang(chat.id, user):  # a new group speaks its people's language from the start
        lang = await s.chat_lang(chat.id)
        cmd.lang = lang
    args = context.args or []
    if not args or args[0].lower() not in GAMES:
        await cmd.reply(s.t(lang, "new-usage", games=game_list(s, lang)))
        return
    game = GAMES[args[0].lower()]
    if s.tables.at(chat.id, cmd.thread) is not None:
        await cmd.say("err-game-exists")
        return
    ai_text = timeout_text = ""
    acc: dict[str, Any] | None = None
    try:
        pairs = parse_pairs(args[1:])
        acc_text = pairs.pop("accountant", "bot") or "bot"
        ai_text = pairs.pop("ai", "0") or "0"
        if not (ai_text.isascii() and ai_text.isdigit() and len(ai_text) <= 2):
            raise ValueError(ai_text)
        ai = int(ai_text)
        timeout_text = pairs.pop("timeout", "")
        timeout = parse_duration(timeout_text) if timeout_text else None
        options = game.parse_options(pairs)
    except ValueError:
        key, value = ("timeout", timeout_text) if timeout_text and ai_text.isdigit() else ("ai", ai_text)
        await cmd.reply(s.t(lang, "err-option-value", key=key, value=html.escape(value[:20])))
        return
    except GameError as exc:
        await cmd.reply(option_help(s, lang, game.id, exc))
        return
    if acc_text.lower() != "bot":  # a person draws: an admin of this group who does not play
        found = await accountant.resolve(context, s, lang, chat.id, game, acc_text, {user.id})
        if isinstance(found, str):
            await cmd.reply(found)
            return
        acc, options = found, options.model_copy(update={"accountant": True})
    await open_lobby(context, s, chat.id, cmd.thread, user, game, options, ai, timeout, acc)


async def open_lobby(
    context: ContextTypes.DEFAULT_TYPE,
    s: Services,
    chat_id: int,
    thread_id: int | None,
    user: User,
    game: Game,
    options: Any,
    ai: int,
    timeout: float | None = None,
    acc: dict[str, Any] | None = None,
) -> Table:
    """A new lobby with `user` seated (if the bot may write to them) and `ai` AI players; `timeout`:
    this game's time per move, if not the bot's; `acc`: the accountant who chooses the draws."""
    _, hi = game.player_range(options)
    seats = [SeatInfo(user_id=user.id, name=user.full_name)]
    lang = await s.chat_lang(chat_id)
    for name in ai_names(s, lang, {user.full_name}, max(0, min(ai, hi - 1))):
        seats.append(SeatInfo(user_id=None, name=name, ai=True))
    seed = new_seed()
    gid = await s.store.create_game(
        chat_id, game.id, options.model_dump(mode="json"), seed, user.id, [x.dump() for x in seats], thread_id
    )
    table = Table(
        id=gid,
        chat_id=chat_id,
        game=game,
        options=options,
        seed=seed,
        status="lobby",
        seats=seats,
        creator=user.id,
        thread_id=thread_id,
    )
    chat_settings = await s.store.chat_settings(chat_id)
    timeout = timeout or chat_settings.get("timeout") or None  # the group's default (`/settings`)
    if timeout:
        table.ui.timeout = float(timeout)
    if acc is not None:
        table.ui.accountant = acc
    if chat_settings.get("pin"):
        table.ui.pin = True
    s.tables.add(table)
    async with table.lock:
        if not await reachable(context, s, table, user.id):
            table.seats.pop(0)
        await refresh_lobby(context, s, table)
    return table


async def on_rematch(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`r:<game>` under a final message: a new lobby in the same chat (and topic) with the same game,
    options and AI players; the presser is seated, the others are one Join away."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    gid = query.data[2:]
    row = await s.store.game(int(gid)) if gid.isascii() and gid.isdigit() and len(gid) < 19 else None
    if row is None or row.status != "finished" or row.game not in GAMES:
        await answer(query, s.t(lang, "rematch-no-game"), alert=True)
        return
    if not await guard.admits(context, s, lang, query, row.chat_id, row.thread_id, member=True):
        return  # only from the final message, by a member of its group
    if await s.tables.load_at(row.chat_id, row.thread_id) is not None:  # asked of the database if not held
        await answer(query, s.t(lang, "err-game-exists"), alert=True)
        return
    game = GAMES[row.game]
    try:
        options = game.Options.model_validate(row.options)
    except ValueError:  # options of older rules: the game's defaults
        options = game.Options()
    if getattr(options, "accountant", False):  # a rematch is drawn by the bot (an accountant is named anew)
        options = options.model_copy(update={"accountant": False})
    ai = sum(1 for x in row.seats if x.get("user_id") is None)
    timeout = TableUi.load(row.ui).timeout
    await open_lobby(
        context,
        s,
        row.chat_id,
        row.thread_id,
        user,
        game,
        options,
        ai,
        float(timeout) if isinstance(timeout, int | float) else None,
    )
    await answer(query, s.t(lang, "rematch-opened"))


async def reachable(context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, user_id: int) -> bool:
    """Whether the bot can DM the player; if not, the group gets a button that completes the join in DM."""
    ulang = await s.user_lang(user_id)
    if s.dm_ok.get(user_id):
        return True
    if await probe_dm(context, s, user_id, s.t(ulang, "joined-dm", game=s.t(ulang, f"{table.game.id}-name"))):
        return True
    lang = await s.chat_lang(table.chat_id)
    row = await s.store.user(user_id)
    name = html.escape(row.name if row else str(user_id))
    url = create_deep_linked_url(context.bot.username, f"j{table.token}")
    markup = keyboard([[(s.t(lang, "btn-open-dm"), url)]])
    text = s.t(lang, "join-needs-dm", name=name)
    await s.post([send(table.chat_id, text, markup, thread_id=table.thread_id, prio=ANSWER)])
    return False


async def probe_dm(context: ContextTypes.DEFAULT_TYPE, s: Services, user_id: int, text: str) -> bool:
    """Whether the bot may write to a user, learnt by writing to them (Telegram has no other way).
    The one call that skips the outbox, since its answer is needed now; it still counts in the
    chat's pace."""
    s.sender.dm.take(user_id)
    try:
        await context.bot.send_message(user_id, text, parse_mode="HTML")
    except TelegramError:
        await s.set_dm_ok(user_id, False)
        return False
    await s.set_dm_ok(user_id, True)
    return True


async def join_lobby(context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, user_id: int, name: str) -> str:
    """Seat a player; returns the message id of the answer (a locale key)."""
    if table.seat_of(user_id) is not None:
        return "lobby-already-in"
    acc = accountant.person(table)
    if acc is not None and int(acc["user_id"]) == user_id:
        return "lobby-accountant-plays"
    _, hi = table.game.player_range(table.options)
    if len(table.seats) >= hi:
        ai = [i for i, x in enumerate(table.seats) if x.user_id is None]
        if not ai:
            return "lobby-full"
        table.seats.pop(ai[-1])
    table.seats.append(SeatInfo(user_id=user_id, name=name))
    await refresh_lobby(context, s, table)
    return "lobby-joined"


async def on_lobby_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    _, gid, op = ([*query.data.split(":", 2), "", ""])[:3]
    table = s.tables.by_id.get(int(gid)) if gid.isascii() and gid.isdigit() else None
    if table is None or table.status != "lobby":
        await refuse_stale(query, s.t(lang, "err-stale"))
        return
    if not await guard.admits(context, s, lang, query, table.chat_id, table.thread_id, member=True):
        return  # pressed outside the lobby's chat or topic, or by someone not in the group
    async with table.lock:
        if table.status != "lobby":
            await refuse_stale(query, s.t(lang, "err-stale"))
            return
        said = await lobby_op(update, context, s, table, op, lang)
    if said == s.t(lang, "err-stale"):
        metrics.refused("stale", "a press", game=table.id, chat=table.chat_id)
    await answer(query, said or None, alert=said == s.t(lang, "err-internal"))


async def lobby_op(
    update: Update, context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, op: str, lang: str
) -> str:
    user = update.effective_user
    assert user
    seat = table.seat_of(user.id)
    _, hi = table.game.player_range(table.options)
    if op == "join":
        if seat is not None:
            return s.t(lang, "lobby-already-in")
        if not await reachable(context, s, table, user.id):
            return s.t(lang, "join-open-dm")
        return s.t(lang, await join_lobby(context, s, table, user.id, user.full_name))
    if op == "leave":
        if seat is None:
            return s.t(lang, "err-not-in-game")
        table.seats.pop(seat)
        if not any(x.user_id is not None for x in table.seats):
            await close(context, s, table, "lobby-closed-empty")
            return s.t(lang, "lobby-left")
        await refresh_lobby(context, s, table)
        return s.t(lang, "lobby-left")
    if seat is None and not await is_admin(context, s, table.chat_id, user.id):
        return s.t(lang, "err-not-in-game")
    if op == "ai+":
        if len(table.seats) >= hi:
            return s.t(lang, "lobby-full")
        glang = await s.chat_lang(table.chat_id)  # the seat's name is the group's; `lang` is the presser's
        name = ai_names(s, glang, {x.name for x in table.seats}, 1)[0]
        table.seats.append(SeatInfo(user_id=None, name=name, ai=True))
        await refresh_lobby(context, s, table)
        return ""
    if op == "ai-":
        ai = [i for i, x in enumerate(table.seats) if x.user_id is None]
        if not ai:
            return s.t(lang, "lobby-no-ai")
        table.seats.pop(ai[-1])
        await refresh_lobby(context, s, table)
        return ""
    if op.startswith("o:"):
        key = op[2:]
        if key not in type(table.options).model_fields:
            return s.t(lang, "err-stale")
        choices = option_choices(table, key)
        if len(choices) < 2:
            return s.t(lang, "err-stale")
        current = getattr(table.options, key)
        nxt = choices[(choices.index(current) + 1) % len(choices)] if current in choices else choices[0]
        try:
            table.options = table.game.Options.model_validate({**table.options.model_dump(), key: nxt})
        except ValueError:
            return s.t(lang, "err-stale")
        await refresh_lobby(context, s, table)
        return option_pair(s, lang, table.game.id, key, nxt)
    if op == "cancel":
        if user.id != table.creator and not await is_admin(context, s, table.chat_id, user.id):
            return s.t(lang, "err-creator-only")
        await close(context, s, table, "lobby-cancelled")
        return s.t(lang, "lobby-cancelled")
    if op == "start":
        if user.id != table.creator and not await is_admin(context, s, table.chat_id, user.id):
            return s.t(lang, "err-creator-only")
        return await start_game(context, s, table, lang)
    return s.t(lang, "err-stale")


async def close(context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, key: str) -> None:
    table.status = "cancelled"
    lang = await s.chat_lang(table.chat_id)
    rows = [lobby_row(s, table, lang, s.t(lang, key), buttons=False)]
    await s.store.set_status(table.id, "cancelled", rows)
    s.sender.push(rows)
    s.live.publish(table.id)
    s.tables.drop(table)


async def start_game(context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, lang: str) -> str:
    game = table.game
    lo, hi = game.player_range(table.options)
    glang = await s.chat_lang(table.chat_id)  # for the group; `lang` is the presser's
    if game.fill_with_ai and len(table.seats) < lo:
        for name in ai_names(s, glang, {x.name for x in table.seats}, lo - len(table.seats)):
            table.seats.append(SeatInfo(user_id=None, name=name, ai=True))
    if not lo <= len(table.seats) <= hi:
        return s.t(lang, "err-player-count", min=lo, max=hi)
    if not table.humans():
        return s.t(lang, "err-no-humans")
    try:
        state, events = game.start(table.seed, table.engine_seats(), table.options)
    except GameError as exc:
        return s.catalog.render(lang, exc.key, exc.params)
    table.state = state
    table.status = "running"
    started = Event(key="game-started", params={"game": f"@{game.id}-name", "hash": commitment(table.seed)})
    said = settings_said(s, table, glang)
    out = step.Outcome(events=[started, *said, *events])
    if not await step.take(context.application, s, table, out, take_over="lobby"):  # the lobby becomes the table
        return s.t(lang, "err-internal")  # the engine failed as it started: the lobby stays as it was
    return s.t(lang, "game-started-short")


async def cmd_join(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, user = cmd.s, cmd.user
    table = await cmd.table()
    if table is None:
        return
    async with table.lock:
        if table.status == "lobby":
            if table.seat_of(user.id) is not None:
                await cmd.say_once("lobby-already-in")
            elif await reachable(context, s, table, user.id):
                key = await join_lobby(context, s, table, user.id, user.full_name)
                if key != "lobby-joined":
                    await cmd.say(key)
            return
        seat = table.seat_of(user.id)
        if seat is None or not table.seats[seat].ai:
            await cmd.say_once("err-join-running" if seat is None else "lobby-already-in")
            return
        step.seat_back(table, seat)
        out = step.Outcome(events=[_public("seat-back", name=f"#{seat}")])
        await step.take(context.application, s, table, out)


async def cmd_resume(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A paused game (every player's seat went to the AI) goes on: a player takes their seat back;
    an admin who is not playing lets the AI finish it."""
    cmd = await command(update, context)
    s, user = cmd.s, cmd.user
    table = await cmd.table()
    if table is None:
        return
    async with table.lock:
        if table.status != "running" or not table.ui.paused:
            await cmd.say_once("resume-not-paused")
            return
        seat = table.seat_of(user.id)
        if seat is not None:
            step.seat_back(table, seat)
            out = step.Outcome(events=[_public("seat-back", name=f"#{seat}")])
        elif await is_admin(context, s, cmd.chat.id, user.id):
            table.ui.ai_finishes = True
            out = step.Outcome(events=[_public("resume-ai-finishes")])
        else:
            await cmd.say_once("err-not-in-game")
            return
        await step.take(context.application, s, table, out)


async def cmd_leave(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, chat, user = cmd.s, cmd.chat, cmd.user
    table = s.tables.at(chat.id, cmd.thread)
    seat = table.seat_of(user.id) if table else None
    if table is None or seat is None:
        await cmd.say_once("err-not-in-game")
        return
    async with table.lock:
        if table.seat_of(user.id) != seat:
            return
        if table.status == "lobby":
            table.seats.pop(seat)
            if not table.humans():
                await close(context, s, table, "lobby-closed-empty")
            else:
                await refresh_lobby(context, s, table)
            return
        if table.seats[seat].ai:
            await cmd.say_once("seat-already-left")  # nothing changes: nothing new to show
            return
        await hand_to_ai(context, s, table, seat, "seat-left", leaving=True)


async def hand_to_ai(
    context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, seat: int, key: str, leaving: bool = False
) -> None:
    """The AI plays on for a player who left or was kicked; `/join` takes the seat back. Where the rules
    make leaving cost something, a player's own leaving is logged as the game's leave action."""
    table.seats[seat].ai = True
    if leaving:  # gone by choice: when all are, the AI finishes the game rather than wait (`step.paused`)
        table.ui.left = sorted({*table.ui.left, seat})
    out = step.Outcome(events=[_public(key, name=f"#{seat}")])
    assert table.state is not None
    action = table.game.leave_action(table.state, seat) if leaving else None
    if action is not None:
        try:
            out.events += table.game.apply(table.state, seat, action)
            out.logged.append(LoggedAction(seat, action))
        except GameError:  # leaving costs nothing at this point of the game
            pass
    await step.take(context.application, s, table, out)


async def cmd_begin(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, lang, chat = cmd.s, cmd.lang, cmd.chat
    table = s.tables.at(chat.id, cmd.thread)
    if table is not None and table.status == "running":
        await cmd.say_once("err-already-running")
        return
    if table is None:
        await cmd.say("err-no-lobby")
        return
    async with table.lock:
        said = await lobby_op(update, context, s, table, "start", lang)
    if table.status == "lobby":
        await cmd.reply(said)


async def cmd_cancel(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, lang = cmd.s, cmd.lang
    table = await cmd.table()
    if table is None:
        return
    if table.status != "lobby":
        await cmd.say("err-cancel-running")
        return
    async with table.lock:
        said = await lobby_op(update, context, s, table, "cancel", lang)
    if table.status == "lobby":
        await cmd.reply(said)


def _public(key: str, **params: Any) -> Event:
    return Event(key=key, params=params)
