"""Moves: a pressed button or a typed shortcut becomes one engine action, or a clear refusal."""

from __future__ import annotations

import html
import json
import logging

from telegram import Chat, MaybeInaccessibleMessage, Update
from telegram.ext import ContextTypes

from bot import guard, metrics, prompts, render, step
from bot.faces import face
from bot.faces.base import Ctx
from bot.lobby import lobby_text
from bot.messaging import Keyboard, keyboard, photo
from bot.outbox import ANSWER
from bot.services import Command, Services, answer, command, prepare
from bot.tables import Table
from games.base import Event, GameError
from storage.store import LoggedAction

log = logging.getLogger(__name__)


async def on_move_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`g:<game>:<seat>:<seat's move count>:<action>`: a foreign press or a stale count changes nothing.
    A panel's button has `p<n>` for the count, n counting the presses its panel took (`prompts.panel_data`)."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    try:
        _, gid, seat_no, moves, action = query.data.split(":", 4)
        if not (gid + seat_no + moves).isascii():
            raise ValueError(query.data)
        panel_no = int(moves[1:]) if moves.startswith("p") else None
        game_id, for_seat = int(gid), int(seat_no)
        move_no = int(moves) if panel_no is None else 0
    except ValueError:
        metrics.refused("invalid", "a press", chat=update.effective_chat and update.effective_chat.id)
        await answer(query, s.t(lang, "err-stale"), alert=True)
        return
    table = s.tables.by_id.get(game_id)
    if table is None:
        metrics.refused("stale", "a press", game=game_id, chat=update.effective_chat and update.effective_chat.id)
        await answer(query, s.t(lang, "err-stale"), alert=True)
        return
    if not await guard.admits(context, s, lang, query, table.chat_id, table.thread_id, dm=True):
        return  # the game's table or the presser's own DM only (`try_move` checks the seat is theirs)
    async with table.lock:  # the game is looked at under its lock only: its guard brought it up to date
        seat_ok = running(table) and 0 <= for_seat < len(table.seats)
        found = prompts.long_action(table, for_seat, action) if seat_ok else None  # a long one is kept
        if found is None:
            metrics.refused("stale", "a press", game=table.id, chat=table.chat_id)
            await answer(query, s.t(lang, "err-stale"), alert=True)
            return
        action = found
        if panel_no is not None and action.startswith("~"):
            await panel_confirm(update, s, table, user.id, action[1:], panel_no, for_seat, lang)
            return
        if panel_no is not None:
            said = await panel_move(context, s, table, user.id, action, panel_no, for_seat, lang)
        elif action.startswith("~"):
            await redraw(update, s, table, user.id, action[1:], move_no, for_seat, lang)
            return
        else:
            in_dm = query.message is not None and query.message.chat.type == Chat.PRIVATE
            here = in_dm and query.message is not None and on_prompt(s, table, for_seat, query.message)
            said = await try_move(context, s, table, user.id, action, move_no, lang, for_seat, in_dm, here)
        if said.outcome is not None:  # decide, commit (with what the step says), then answer
            said = await take(context, s, table, said, table.seat_of(user.id), lang)
        elif said.reason is not None:
            metrics.refused(said.reason, "a press", game=table.id, chat=table.chat_id)
    await answer(query, said.text, alert=said.alert)


async def take(
    context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, said: Answer, seat: int | None, lang: str
) -> Answer:
    """A player's move, applied and answered for (`said`), taken as the game's step (`step.take`);
    if the game stopped on it instead (the engine failed on an AI seat's move after it), the
    presser reads that nothing was changed."""
    assert said.outcome is not None
    if await step.take(context.application, s, table, said.outcome, actor=seat, prio=ANSWER, last=True):
        return said
    return Answer(s.t(lang, "err-internal"), alert=True)


async def panel_move(
    context: ContextTypes.DEFAULT_TYPE,
    s: Services,
    table: Table,
    user_id: int,
    action: str,
    panel_no: int,
    for_seat: int,
    lang: str,
) -> Answer:
    """A press on a player's "at any time" panel: an open action of that panel as it is now, or why
    not (another's panel, a panel drawn before the seat's last open action: a double press)."""
    seat = table.seat_of(user_id)
    if seat is None:
        return Answer(s.t(lang, "err-not-in-game"), alert=True, reason="not_in_game")
    assert table.state is not None
    if seat != for_seat or not table.game.is_open_action(table.state, seat, action):
        return Answer(s.t(lang, "err-stale"), alert=True, reason="foreign")  # forged: its seat offers these
    if prompts.panel_no(table, seat) != panel_no:
        return Answer(s.t(lang, "err-stale-panel"), alert=True, reason="stale")
    said = await try_move(context, s, table, user_id, action, None, lang, for_seat, in_dm=True)
    if said.outcome is not None:
        prompts.count_open(table, seat)
    return said


async def panel_confirm(
    update: Update, s: Services, table: Table, user_id: int, action: str, panel_no: int, for_seat: int, lang: str
) -> None:
    """A panel button that asks first (`Face.confirm`, e.g. a bankruptcy): the message becomes the
    question with Yes (the open action itself, a panel button like any) and No (`~`: the message
    as it was). Nothing reaches the engine here."""
    query = update.callback_query
    assert query and table.state is not None
    game, state = table.game, table.state
    seat = table.seat_of(user_id)
    if seat is None or seat != for_seat or prompts.panel_no(table, seat) != panel_no:
        await answer(query, s.t(lang, "err-not-in-game" if seat is None else "err-stale"), alert=True)
        return
    asked = None
    if action:
        if not game.is_open_action(state, seat, action):
            await answer(query, s.t(lang, "err-stale"), alert=True)
            return
        asked = face(game.id).confirm(game.player_view(state, seat), seat, action, Ctx(lang, table.names, s.catalog))
    await answer(query)
    if asked is not None:
        text, yes, no = asked
        rows = [[(yes, prompts.panel_data(table, seat, action)), (no, prompts.panel_data(table, seat, "~"))]]
        view: tuple[str, Keyboard | None] = (text, keyboard(rows))
    elif seat in game.to_act(state) and game.can_act(state, seat):
        view = prompts.prompt_view(s, table, seat, lang)
    else:
        view = prompts.position_view(s, table, seat, lang)
    if query.message is not None:
        s.edit_now(query.message.chat.id, query.message.message_id, *view)


def running(table: Table) -> bool:
    return table.state is not None and table.status == "running"


async def on_open_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`o:<game>:<text>`: a button on the group's table that any seated player may press (a live
    auction's raise). It names no seat: the text is read for whoever pressed it, as if they had typed
    it, so one button serves everyone and a press always means "now" (e.g. +1 over the high bid)."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    _, _, rest = query.data.partition(":")
    gid, sep, text = rest.partition(":")
    table = s.tables.by_id.get(int(gid)) if sep and gid.isascii() and gid.isdigit() else None
    if table is None:
        metrics.refused("stale", "a press", chat=update.effective_chat and update.effective_chat.id)
        await answer(query, s.t(lang, "err-stale"), alert=True)
        return
    if not await guard.admits(context, s, lang, query, table.chat_id, table.thread_id):
        return  # the game's table only (`open_move` checks the presser has a seat)
    async with table.lock:  # looked at under its lock only (`open_move` checks it is running)
        said = await open_move(context, s, table, user.id, text, lang)
        if said.outcome is not None:  # decide, commit (with what the step says), then answer
            said = await take(context, s, table, said, table.seat_of(user.id), lang)
        elif said.reason is not None:
            metrics.refused(said.reason, "a press", game=table.id, chat=table.chat_id)
    await answer(query, said.text, alert=said.alert)


async def open_move(
    context: ContextTypes.DEFAULT_TYPE, s: Services, table: Table, user_id: int, text: str, lang: str
) -> Answer:
    """A group button's text as the presser's action, or why not. Call with the table's lock held."""
    state = table.state
    if state is None or table.status != "running":
        return Answer(s.t(lang, "err-stale"), alert=True, reason="stale")
    seat = table.seat_of(user_id)
    if seat is None:
        return Answer(s.t(lang, "err-not-in-game"), alert=True, reason="not_in_game")
    action = parsed(table, seat, text)
    if action is None:  # an older auction's button, or forged data
        return Answer(s.t(lang, "err-stale"), alert=True, reason="stale")
    return await try_move(context, s, table, user_id, action, None, lang)


def parsed(table: Table, seat: int, text: str) -> str | None:
    """`Game.parse_text` for the seat; an engine that trips over odd input made no action of it."""
    assert table.state is not None
    try:
        return table.game.parse_text(table.state, seat, text)
    except (ValueError, IndexError, KeyError, TypeError, OverflowError):
        return None


async def redraw(
    update: Update,
    s: Services,
    table: Table,
    user_id: int,
    draft: str,
    move_no: int,
    for_seat: int,
    lang: str,
) -> None:
    """A builder button: the same prompt message, redrawn around the new draft."""
    query = update.callback_query
    assert query and table.state is not None
    seat = table.seat_of(user_id)
    if (
        seat is None
        or seat != for_seat
        or move_no != table.state.moves[seat]
        or not table.game.can_act(table.state, seat)
    ):
        in_dm = query.message is not None and query.message.chat.type == Chat.PRIVATE
        here = in_dm and query.message is not None and on_prompt(s, table, for_seat, query.message)
        said = (
            s.t(lang, "err-not-in-game")
            if seat is None
            else stale_reason(s, table, seat, for_seat, lang, in_dm, here and move_no < table.state.moves[seat])
        )
        await answer(query, said, alert=True)
        return
    await answer(query)
    kept = json.dumps(table.ui.long, sort_keys=True)
    text, markup = prompts.prompt_view(s, table, seat, lang, draft)
    if json.dumps(table.ui.long, sort_keys=True) != kept:
        await s.store.save_ui(table.id, table.ui.dump())  # its buttons name drafts kept with the game
    if query.message is not None:  # a redraw needs no record otherwise: a crash loses only the draft
        s.edit_now(query.message.chat.id, query.message.message_id, text, markup)


def on_prompt(s: Services, table: Table, seat: int, message: MaybeInaccessibleMessage) -> bool:
    """Whether `message` is the seat's live question message and a redraw of it is on its way (edits
    of a message are paced: a player may press what it showed a moment ago)."""
    live = s.sender.slots.get((table.id, prompts.prompt_slot(table, seat))) == (message.chat.id, message.message_id)
    return live and s.sender.redrawing(message.chat.id, message.message_id)


def stale_reason(
    s: Services,
    table: Table,
    seat: int,
    for_seat: int | None,
    lang: str,
    in_dm: bool = False,
    answered_here: bool = False,
) -> str:
    """Why a button of an older message did nothing: a player who is asked something now is told where
    their current buttons are (never "not your turn: waiting for <themselves>"); in the DM that has
    them, that they are further down. `answered_here`: the press was on the player's live question,
    which they have answered since and whose redraw is on its way (edits of a message are paced): it
    is about to change in place, and the player is told so rather than sent looking elsewhere."""
    game, state = table.game, table.state
    assert state is not None
    if answered_here and for_seat == seat:
        return s.t(lang, "err-stale-here")
    if game.can_act(state, seat):
        if game.secret(state, seat):
            return s.t(lang, "err-stale-below" if in_dm else "err-stale-dm")
        return s.t(lang, "err-stale-group")
    waiting = [table.names[x] for x in game.to_act(state)]
    if waiting:  # nothing is asked of them: the live buttons are those of whom the game waits for
        return s.t(lang, "err-not-your-turn-who", names=s.catalog.join(lang, waiting))
    return s.t(lang, "err-stale")


class Answer:
    def __init__(
        self,
        text: str | None = None,
        alert: bool = False,
        outcome: step.Outcome | None = None,
        reason: str | None = None,
    ) -> None:
        self.text, self.alert, self.outcome = text, alert, outcome
        self.reason = reason
        """A refused press: why, in logs and metrics (stale, foreign, not_in_game, not_your_turn, invalid)."""


async def try_move(
    context: ContextTypes.DEFAULT_TYPE,
    s: Services,
    table: Table,
    user_id: int,
    action: str,
    move_no: int | None,
    lang: str,
    for_seat: int | None = None,
    in_dm: bool = False,
    here: bool = False,
) -> Answer:
    """Apply the player's action to the engine, or say why not. Call with the table's lock held.

    The returned outcome still has to be recorded and told by the caller, which answers the press
    between the two, so the player sees the bot react as soon as the move is safe on disk."""
    state, game = table.state, table.game
    assert state is not None
    if table.status != "running" or game.is_over(state):
        return Answer(s.t(lang, "err-stale"), alert=True, reason="stale")
    if step.stopped(table):  # an engine failure stopped it: only /reset ends it
        return Answer(s.t(lang, "game-stopped-move"), alert=True, reason="stopped")
    seat = table.seat_of(user_id)
    if seat is None:
        return Answer(s.t(lang, "err-not-in-game"), alert=True, reason="not_in_game")
    if (for_seat is not None and for_seat != seat) or (move_no is not None and move_no != state.moves[seat]):
        answered_here = here and move_no is not None and move_no < state.moves[seat]
        why = "foreign" if for_seat is not None and for_seat != seat else "stale"
        return Answer(stale_reason(s, table, seat, for_seat, lang, in_dm, answered_here), alert=True, reason=why)
    if not game.can_act(state, seat) and not game.is_open_action(state, seat, action):
        waiting = [table.names[x] for x in game.to_act(state)]
        return Answer(
            s.t(lang, "err-not-your-turn-who", names=s.catalog.join(lang, waiting)), alert=True, reason="not_your_turn"
        )
    table.active[seat] = s.clock()
    table.acted_in[seat] = user_id if in_dm else table.chat_id
    step.seat_back(table, seat)  # a player who acts takes the seat back from the AI
    try:
        with metrics.ENGINE_STEP.labels(game.id).time():
            events = game.apply(state, seat, action)
    except GameError as exc:
        return Answer(s.catalog.render(lang, exc.key, exc.params, table.names, markup=False), alert=True, reason="rule")
    except (ValueError, IndexError, KeyError, TypeError, OverflowError):
        # forged data an engine did not foresee (e.g. "save:²"): refused, and the state is the stored one
        log.info("game %s refused a malformed action %r", table.id, action[:80])
        await step.reload(s, table)
        return Answer(s.t(lang, "err-stale"), alert=True, reason="invalid")
    outcome = step.Outcome(events=events, logged=[LoggedAction(seat, action)])
    return Answer(receipt(s, table, seat, events, lang), outcome=outcome)


ANSWER_CHARS = 200
"""Telegram shows at most this many characters of a press's answer."""


def receipt(s: Services, table: Table, seat: int, events: list[Event], lang: str) -> str:
    """The press's answer: what the player's own move did for them ("✓ Bid sent: 2 RM at $570 …"),
    read from the move's private events, else "✓ Done". The answer costs no message, and the player
    sees it at once, whatever their DM is still waiting to show."""
    own = [s.catalog.render(lang, e.key, e.params, table.names, markup=False) for e in events if e.to == seat]
    text = " ".join(x.strip() for x in own if x.strip())
    if not text:
        assert table.state is not None
        view = table.game.player_view(table.state, seat)
        said = face(table.game.id).receipt(view, seat, events, Ctx(lang, table.names, s.catalog))
        return said if said else s.t(lang, "move-accepted")
    text = s.t(lang, "move-noted", what=text)
    return text if len(text) <= ANSWER_CHARS else text[: ANSWER_CHARS - 1] + "…"


async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A typed shortcut in DM (e.g. `2 550`): the same path as the buttons. With decisions waiting in
    several games, the player is asked which game the text is for."""
    cmd = await command(update, context)
    s, chat, user, msg = cmd.s, cmd.chat, cmd.user, cmd.msg
    assert msg.text is not None
    if chat.type != Chat.PRIVATE:
        return  # groups: plain chatter is not for the bot
    text = msg.text.strip()[:MAX_TYPED]
    waiting = waiting_tables(s, user.id, text)
    if not waiting:
        await cmd.say("text-no-decision")
        return
    if len(waiting) > 1:
        s.typed[user.id] = text
        rows = [[(f"{s.t(cmd.lang, f'{t.game.id}-name')} · #{t.id}", f"w:{t.id}")] for t in waiting]
        await cmd.reply(s.t(cmd.lang, "err-which-game"), keyboard(rows))
        return
    await typed_move(context, cmd, waiting[0], text)


MAX_TYPED = 200
"""Longer texts are not shortcuts; they are cut before any game reads them."""


def waiting_tables(s: Services, user_id: int, text: str | None = None) -> list[Table]:
    """The player's games a typed `text` may be for: those waiting for their decision, and those
    where the text is an open action they may send now (a bid typed during a live auction, when the
    game waits for nobody)."""
    out = []
    for t in s.tables.of_user(user_id):
        seat = t.seat_of(user_id)
        if t.status != "running" or t.state is None or seat is None:
            continue
        if t.game.can_act(t.state, seat) or (text is not None and typed_open_action(t, seat, text)):
            out.append(t)
    return out


def typed_open_action(table: Table, seat: int, text: str) -> bool:
    """Whether `text` typed by the seat is an open action it may send now."""
    assert table.state is not None
    action = parsed(table, seat, text)
    try:
        return action is not None and table.game.is_open_action(table.state, seat, action)
    except (ValueError, IndexError, KeyError, TypeError, OverflowError):
        return False


async def on_which_game(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`w:<game>`: the game a typed shortcut was meant for."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    if not await guard.admits(context, s, lang, query, None, dm=True):
        return  # asked in the player's own DM only
    gid = query.data[2:]
    table = s.tables.by_id.get(int(gid)) if gid.isascii() and gid.isdigit() else None
    text = s.typed.pop(user.id, None)
    if table is None or text is None or table not in waiting_tables(s, user.id, text):
        await answer(query, s.t(lang, "err-stale"), alert=True)
        return
    await answer(query)
    if query.message is not None:
        s.edit_now(query.message.chat.id, query.message.message_id, None)
    cmd = await command(update, context)
    await typed_move(context, cmd, table, text)


async def typed_move(context: ContextTypes.DEFAULT_TYPE, cmd: Command, table: Table, text: str) -> None:
    s, lang, user = cmd.s, cmd.lang, cmd.user
    async with table.lock:
        seat = table.seat_of(user.id)
        if seat is None or table.state is None or table.status != "running":
            await cmd.say("err-stale")
            return
        try:
            action = table.game.parse_text(table.state, seat, text)
        except (ValueError, IndexError, KeyError, TypeError, OverflowError):
            action = None  # an engine that trips over odd input: not a shortcut, and nothing changed
        if action is None:
            await cmd.say("text-not-understood")
            return
        said = await try_move(context, s, table, user.id, action, None, lang, in_dm=True)  # typed in DM only
        if said.outcome is None:
            await cmd.reply(html.escape(said.text or ""))
            return
        # typed: the answer comes as a new message at the bottom, where the player is looking
        await step.take(context.application, s, table, said.outcome, prio=ANSWER, last=True)


async def cmd_status(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The game's public table (in a group) or the player's own position (in DM)."""
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
    if chat.type == Chat.PRIVATE:
        tables = [t for t in s.tables.of_user(user.id) if t.state is not None]
        if not tables:
            await cmd.say("err-no-game")
            return
        for t in tables:
            seat = t.seat_of(user.id)
            assert seat is not None and t.state is not None
            async with t.lock:
                if await prompts.resend_prompt(s, t, seat):
                    continue  # the question, with its buttons, shows the position too
            view = t.game.player_view(t.state, seat)
            text = face(t.game.id).private_status(view, seat, Ctx(lang, t.names, s.catalog))
            await cmd.reply(text or s.t(lang, "err-no-game"))
        return
    table = await cmd.table()
    if table is None:
        return
    if table.state is None:
        await cmd.reply(lobby_text(s, table, lang))
        return
    async with table.lock:  # the live table comes down to the bottom of the chat, with its buttons
        rows = render.table_news(s, table, lang, [], prio=ANSWER)
        await s.store.save_ui(table.id, table.ui.dump(), rows)
        s.sender.push(rows)


async def cmd_board(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The game's board as a picture, for games that draw one (a text table stays in the live message)."""
    cmd = await command(update, context)
    s, lang = cmd.s, cmd.lang
    table = await cmd.table()
    if table is None:
        return
    if table.state is None:
        await cmd.say("board-not-started")
        return
    drawn = face(table.game.id).board(table.game.public_view(table.state), Ctx(lang, table.names, s.catalog))
    if drawn is None:
        await cmd.say("board-none", game=s.t(lang, f"{table.game.id}-name"))
        return
    png, caption = drawn
    await s.post([photo(table.chat_id, png, caption, thread_id=table.thread_id, prio=ANSWER)])
