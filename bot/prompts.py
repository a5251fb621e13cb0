"""A player's question: the buttons' callback data (moves, panels, long actions kept with the game),
the private prompt with the seat's panel under it, the question's outbox row, and the group's note
with a button that opens a DM the bot may not write to yet."""

from __future__ import annotations

import hashlib
import html
from typing import Any

from telegram import Bot
from telegram.ext import Application
from telegram.helpers import create_deep_linked_url

from bot.faces import face
from bot.faces.base import Ctx, turn_of
from bot.messaging import MAX_CALLBACK_DATA, Keyboard, edit, keyboard, send
from bot.miniapp import launch
from bot.outbox import ANSWER, DECOR, HOLD, SEALED, Item
from bot.services import Services
from bot.tables import Table
from games.base import Game, GameState
from storage.store import OutRow


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
    kept = table.ui.long
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
    return table.ui.open_no.get(str(seat), 0)


def count_open(table: Table, seat: int) -> None:
    """The seat's panel took a press: its buttons drawn before it are out of date."""
    counts = table.ui.open_no
    counts[str(seat)] = counts.get(str(seat), 0) + 1


def long_action(table: Table, seat: int, action: str) -> str | None:
    """The action behind a button's `*<key>` (None: a key of an older question, or forged); any
    other action as it is."""
    if not action.startswith("*"):
        return action
    assert table.state is not None
    mine = table.ui.long.get(str(seat))
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
    rows = face(table.game.id).buttons(
        table.game.player_view(table.state, seat),
        seat,
        turn_of(table.game, table.state, seat),
        Ctx(lang, table.names, s.catalog),
        draft,
    )
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
    parts = [f.private_status(view, seat, Ctx(lang, table.names, s.catalog))]
    turn = turn_of(game, state, seat)
    parts.append(f.question(view, seat, turn, Ctx(lang, table.names, s.catalog)) or s.t(lang, "prompt-dm"))
    if draft is not None:
        parts.append(f.draft_text(view, seat, turn, draft, Ctx(lang, table.names, s.catalog)))
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
    view, turn = game.player_view(state, seat), turn_of(game, state, seat)
    buttons = face(game.id).open_buttons(view, seat, turn, Ctx(lang, table.names, s.catalog))
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
    panel as drawn is noted (`ui.dash`), so that a step that changes only the panel redraws it."""
    panel = panel_part(s, table, seat, lang)
    note_panel(table, seat, panel)
    text = private_prompt(s, table, seat, lang, draft, bool(panel))
    # the Mini App's button under the answers counts in the keyboard's limit like the panel's rows
    return text, with_panel(decision_rows(s, table, seat, lang, draft), launch.dm_rows(s, table, lang) + panel)


def position_text(s: Services, table: Table, seat: int, lang: str) -> str:
    """The seat's own position as its face tells it (`private_status` over the seat's player view)."""
    game, state = table.game, table.state
    assert state is not None
    return face(game.id).private_status(game.player_view(state, seat), seat, Ctx(lang, table.names, s.catalog))


def position_view(s: Services, table: Table, seat: int, lang: str) -> tuple[str, Keyboard | None]:
    """A player's message when nothing is asked of them: their position, and their panel if any."""
    position = position_text(s, table, seat, lang)
    panel = panel_part(s, table, seat, lang)
    note_panel(table, seat, panel)
    title = s.t(lang, "panel-title") if panel else ""
    return "\n\n".join(p for p in (position, title) if p), with_panel([], panel)


def note_panel(table: Table, seat: int, rows: Rows) -> None:
    shown = table.ui.dash
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


def prompt_mark(game: Game, state: GameState, seat: int, to_act: set[int]) -> str:
    """What a seat's question is known by: its move count, whether it still owes the choice (one
    that has sent a sealed choice it may change is asked again, "change it?"), the game's phase and
    what it offers. A seat can be asked something new without moving (a company of theirs is made an
    exceptional offer during the sales): its buttons are then redrawn, not left offering what the
    engine refuses (`same_question`: whether that needs a new message)."""
    legal = game.legal_actions(state, seat)
    offer = hashlib.blake2b("\n".join(legal).encode(), digest_size=6).hexdigest()
    verbs = sorted({a.split(":", 1)[0] for a in legal})
    kinds = ",".join(verbs) if len(verbs) <= KINDS and all(v.isidentifier() for v in verbs) else "*"
    return f"{state.moves[seat]}:{int(seat in to_act)}:{getattr(state, 'phase', '')}:{kinds}:{offer}"


KINDS = 8
"""The most kinds of choice (an action's verb, `sell` of `sell:3`) a question's mark names; a question
with more is never taken for the same one (`same_question`)."""


def same_question(before: str | None, now: str) -> bool:
    """Whether a seat's question lost choices and nothing else (`prompt_mark`): no move of its own,
    still owed, the same phase, no kind of choice it did not offer. Another's move took a choice away
    (a company sold to the bank is no longer a target of the active player's exceptional offers): the
    player was told of this question a moment ago, so it is redrawn where it is, not sent anew (a
    second ping for the same question). A new kind of choice (an offer to accept, a debt to cover) is
    a new question, and a new message."""
    if before is None:
        return False
    old, new = before.split(":"), now.split(":")
    if len(old) != 5 or len(new) != 5 or old[:3] != new[:3] or new[1] != "1" or "*" in (old[3], new[3]):
        return False
    return set(new[3].split(",")) <= set(old[3].split(","))


def prompt_slot(table: Table, seat: int) -> str:
    """The outbox slot of the seat's question message: a new one once the panel took the former's
    message (`panel_rows`), so that the next question is a new message below the panel."""
    moved = table.ui.prompt_moved.get(str(seat))
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
    sealed: bool = False,
) -> OutRow:
    """A player's private question with its buttons; it starts the seat's deadline when delivered.
    In place: the former question is redrawn (with `newest_only`, only if nothing came after it in
    the chat, else it is sent anew); otherwise a new message, which notifies. `hold`: the redraw
    asks nothing new (a sent choice the player may still change), see `HOLD`; `sealed`: that choice
    was just sent, and the toast told the player so (see `SEALED`). The former
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
        if sealed:
            meta[SEALED] = True
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
    asked = table.ui.dm_asked
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
    table.ui.prompted[str(seat)] = prompt_mark(table.game, state, seat, set(table.game.to_act(state)))
    row = prompt_row(s, table, seat, info.user_id, ulang, [])
    await s.store.save_ui(table.id, table.ui.dump(), [row])
    s.sender.push([row])
    return True


def time_left(s: Services, lang: str, seconds: int) -> str:
    """How long is left, as a person says it: 45 s, 4 min, 3 h (rounded, never "8,638 seconds")."""
    if seconds >= 2 * 3600:
        return s.t(lang, "dur-h", n=round(seconds / 3600))
    if seconds >= 120:
        return s.t(lang, "dur-min", n=round(seconds / 60))
    return s.t(lang, "dur-s", n=seconds)


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
            table.ui.prompted.pop(str(found[1]), None)
        asked = table.ui.dm_asked
        rows = []
        if seat not in asked:  # (a note with a live button is already there)
            asked.append(seat)
            rows.append(await open_dm_row(s, app.bot, table, seat))
        await s.store.save_ui(table.id, table.ui.dump(), rows)
    s.sender.push(rows)
