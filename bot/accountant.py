"""Accountant mode (`/new enterprise accountant=@username`): a chat admin who does not play gets each
draw the seed proposes by DM and accepts or changes it.

The engine does the waiting (`Game.accountant_waits`); the bot names the accountant (an admin of the
group, known to the bot, not seated; kept in the table's ui), sends the proposal with a builder,
applies the answer as the `ACCOUNTANT` actor (logged with source 'accountant'), accepts the seed's draw
itself when the table's time per move runs out (logged as 'timeout'; after `afk_limit` misses in a row
for the rest of the game), and marks the record. The group reads only what the game's own events say
once the draws are public ("the accountant chose the dice"): the proposal never reaches it.
Buttons: `ac:<game>:<version>:ok`, `…:set:<digits>`, `…:~<digits>` (a draft: only the DM is redrawn);
their presses are applied in `bot.accountant_answers`, the timeout in `bot.step` (both are steps,
taken by `bot.step.take`; this module is below it).
"""

from __future__ import annotations

import html
import logging
from typing import Any

from telegram.ext import ContextTypes

from bot.guard import is_admin
from bot.messaging import MAX_CALLBACK_DATA, edit, keyboard, send
from bot.outbox import ANSWER, NEWS
from bot.services import Services
from bot.tables import Table
from games.base import ACC_OK, ACC_SET, ACCOUNTANT, Event, Game
from storage.store import Deadline, LoggedAction, OutRow

log = logging.getLogger(__name__)

SLOT = "acc"
SUIT_ICONS = ("🀙", "🀐", "🀇")
TILE_KINDS = ("graduate", "req")


def has_accountant(game: Game) -> bool:
    """Whether the game's options take an accountant (the engine supports one)."""
    return "accountant" in game.Options.model_fields


async def resolve(
    context: ContextTypes.DEFAULT_TYPE, s: Services, lang: str, chat_id: int, game: Game, text: str, seated: set[int]
) -> dict[str, Any] | str:
    """`accountant=` as typed: {"user_id", "name"} of an admin of the chat the bot knows and who does not
    play, or the refusal to say ("bot" is handled by the caller)."""
    if not has_accountant(game):
        return s.t(lang, "acc-err-game", game=s.t(lang, f"{game.id}-name"))
    name = text.strip().lstrip("@")
    shown = html.escape("@" + name[:40])
    row = await s.store.user_by_username(name) if name and len(name) <= 64 else None
    if row is None:
        return s.t(lang, "acc-err-unknown", name=shown)
    if not await is_admin(context, s, chat_id, row.user_id):
        return s.t(lang, "acc-err-not-admin", name=shown)
    if row.user_id in seated:
        return s.t(lang, "acc-err-seated", name=shown)
    return {"user_id": row.user_id, "name": row.name}


def person(table: Table) -> dict[str, Any] | None:
    return table.ui.accountant


def auto(table: Table) -> bool:
    """Whether the bot accepts the seed's draws itself: no accountant (e.g. a rematch), or one who
    missed too many in a row."""
    return person(table) is None or table.ui.acc_away


def accept_for(table: Table, events: list[Event], logged: list[LoggedAction]) -> None:
    """The seed's draw stands without the accountant (see `auto`)."""
    assert table.state is not None
    events += table.game.apply(table.state, ACCOUNTANT, ACC_OK)
    logged.append(LoggedAction(ACCOUNTANT, ACC_OK, "timeout"))


# ----- the time to answer ---------------------------------------------------------------------------
def deadlines(s: Services, table: Table, old: dict[int, Deadline], now: float, timeout: float) -> list[Deadline]:
    """The accountant's deadline for the waiting proposal (keyed by the state's version), no reminder."""
    state = table.state
    assert state is not None
    if not table.game.accountant_waits(state) or auto(table):
        return []
    prev = old.get(ACCOUNTANT)
    if prev is not None and prev.moves == state.version:
        return [prev]
    return [Deadline(ACCOUNTANT, state.version, now + timeout, now + timeout, reminded=True)]


# ----- the proposal by DM ---------------------------------------------------------------------------
def show(table: Table, prop: dict[str, Any], value: str) -> str:
    """A draw as the accountant reads it: tiles with their suits, dice, an enterprise's name, a suit."""
    kind = prop.get("kind")
    if kind == "team":
        return " · ".join(f"{SUIT_ICONS[s]} {' '.join(value[3 * s : 3 * s + 3])}" for s in range(3))
    if kind in TILE_KINDS:
        return " ".join(f"{SUIT_ICONS[i]}{c if c != '0' else '—'}" for i, c in enumerate(value))
    if kind == "tie":
        return html.escape(table.names[int(value)]) if value.isdigit() and int(value) < len(table.names) else value
    if kind == "promo":
        return SUIT_ICONS[int(value)] if value in ("0", "1", "2") else value
    return "🎲 " + " ".join(value)


def dm_text(s: Services, table: Table, lang: str, prop: dict[str, Any], draft: str | None = None) -> str:
    game = table.game
    parts = [
        s.t(lang, "acc-title", game=s.t(lang, f"{game.id}-name"), id=table.id),
        s.catalog.render(lang, f"{game.id}-acc-ask-{prop['kind']}", prop.get("params", {}), table.names),
        s.t(lang, "acc-proposal", value=show(table, prop, prop["value"])),
    ]
    if draft is not None and draft != prop["value"]:
        parts.append(s.t(lang, "acc-draft", value=show(table, prop, draft)))
    return "\n\n".join(parts)


def cycled(prop: dict[str, Any], draft: str, i: int) -> str:
    """The draft with position `i` at its next possible digit (a team's suit keeps three different)."""
    allowed: list[int] = prop["choices"][i]
    digits = list(draft)
    taken = set(digits[3 * (i // 3) : 3 * (i // 3) + 3]) if prop["kind"] == "team" else set()
    at = allowed.index(int(digits[i])) if int(digits[i]) in allowed else -1
    for step in range(1, len(allowed) + 1):
        c = str(allowed[(at + step) % len(allowed)])
        if c == digits[i] or c not in taken:
            digits[i] = c
            break
    return "".join(digits)


def buttons(s: Services, table: Table, lang: str, prop: dict[str, Any], draft: str) -> list[list[tuple[str, str]]]:
    """Accept; for a single choice (a tie, a suit) every other value; otherwise a builder: each position
    a button that turns it to its next possible value, and "set" once the draft differs."""
    assert table.state is not None
    head = f"ac:{table.id}:{table.state.version}:"
    fair: str = prop["value"]
    rows: list[list[tuple[str, str]]] = [[(s.t(lang, "btn-acc-ok", value=show(table, prop, fair)), head + "ok")]]
    choices: list[list[int]] = prop["choices"]
    if len(choices) == 1:
        rows += [[(show(table, prop, str(c)), f"{head}set:{c}")] for c in choices[0] if str(c) != fair]
    else:
        cells = []
        for i in range(len(choices)):
            if len(choices[i]) > 1:
                cells.append((_cell(prop, draft, i), f"{head}~{cycled(prop, draft, i)}"))
        width = 3
        rows += [cells[k : k + width] for k in range(0, len(cells), width)]
        if draft != fair:
            rows.append([(s.t(lang, "btn-acc-send", value=show(table, prop, draft)), f"{head}set:{draft}")])
    return [[(label, data) for label, data in row if len(data.encode()) <= MAX_CALLBACK_DATA] for row in rows]


def _cell(prop: dict[str, Any], draft: str, i: int) -> str:
    """One position of a draft as its builder button shows it (tap: the next value)."""
    kind = prop["kind"]
    if kind == "team":
        return f"{SUIT_ICONS[i // 3]}{draft[i]} ↻"
    if kind in TILE_KINDS:
        return f"{SUIT_ICONS[i]}{draft[i]} ↻"
    return f"🎲{draft[i]} ↻"


async def rows(s: Services, table: Table, actor: bool) -> list[OutRow]:
    """The accountant's DM for a new proposal (sent once per proposal; redrawn in place when the
    accountant has just answered the one before), or the answered one closed. Every step asks (`bot.step`)."""
    state = table.state
    acc = person(table)
    if state is None or acc is None:
        return []
    uid = int(acc["user_id"])
    waits = not table.game.is_over(state) and table.game.accountant_waits(state) and not auto(table)
    asked = table.ui.acc_asked
    if not waits:
        if asked is None:
            return []
        table.ui.acc_asked = None
        return [] if actor else [edit(uid, table.id, SLOT, None, None, prio=NEWS)]  # its buttons go
    if asked == state.version:
        return []
    table.ui.acc_asked = state.version
    prop = table.game.accountant_proposal(state)
    assert prop is not None
    lang = await s.user_lang(uid)
    text = dm_text(s, table, lang, prop)
    markup = keyboard(buttons(s, table, lang, prop, prop["value"]))
    if actor:
        return [edit(uid, table.id, SLOT, text, markup, prio=ANSWER, prev="strip")]
    return [send(uid, text, markup, game_id=table.id, slot=SLOT, prev="strip", prio=NEWS)]


def record_marks(table: Table, actions: list[LoggedAction]) -> dict[str, Any]:
    """What a record adds in accountant mode: that a person chose draws, and which actions changed one
    (indices into `actions`); nothing for a game the seed drew alone."""
    if person(table) is None and not getattr(table.options, "accountant", False):
        return {}
    changed = [i for i, a in enumerate(actions) if a.seat == ACCOUNTANT and a.action.startswith(ACC_SET)]
    return {"accountant": True, "accountant_changes": changed}
