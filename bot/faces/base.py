"""The default face: what every game gets unless its own face says better."""

from __future__ import annotations

import contextlib
import functools
import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.faces.layout import fit
from games.base import Event, Game, GameError, GameState, Msg
from locales import Catalog

Picture = tuple[bytes, str]
"""A PNG and its caption (HTML, already in the group's language)."""


@dataclass(frozen=True)
class Ctx:
    """Who reads a face's text and in which words: every face method gets it beside its view."""

    lang: str
    """The reader's language (the group's, or the player's in a DM)."""
    names: list[str]
    """The players' names by seat, as the texts show them."""
    cat: Catalog
    """The words of every language."""
    ai: Sequence[bool] = ()
    """Per seat, whether an AI plays it (the final ranking lists people first on a shared place)."""


@dataclass(frozen=True)
class Turn:
    """A seat's decision as its engine answers for it: what a face gets beside the player's view
    instead of the state (built by the caller with `turn_of`). The callables answer for this seat
    and this moment only, and say nothing another seat keeps private."""

    waiting: bool = False
    """Whether the game waits for the seat now (`Game.to_act`)."""
    legal: tuple[str, ...] = ()
    """`Game.legal_actions`: the choices to offer."""
    opens: tuple[str, ...] = ()
    """`Game.open_actions`: what the seat may do at any time."""
    default: str | None = None
    """`Game.default_action` while the seat is waited for (what its timeout plays)."""
    label: Callable[[str], Msg] = lambda action: Msg(key=action)
    """`Game.action_label` of one of the seat's actions."""
    refusal: Callable[[str], Msg | None] = lambda action: None
    """`Game.refusal`: why a drafted action would be refused (None: it would be taken)."""
    caution: Callable[[str], dict[str, int] | None] = lambda action: None
    """`Game.caution`: the figures that warn before a legal but risky action."""


def turn_of(game: Game, state: GameState, seat: int) -> Turn:
    """The seat's `Turn` now: the one place where a face's caller reads the engine for it."""
    waiting = seat in game.to_act(state)
    default = None
    if waiting:
        with contextlib.suppress(GameError, IndexError):
            default = game.default_action(state, seat)
    return Turn(
        waiting=waiting,
        legal=tuple(game.legal_actions(state, seat)),
        opens=tuple(game.open_actions(state, seat)),
        default=default,
        label=functools.partial(game.action_label, state, seat),
        refusal=functools.partial(game.refusal, state, seat),
        caution=functools.partial(game.caution, state, seat),
    )


def ranking(places: Sequence[int], ai: Sequence[bool] = ()) -> list[int]:
    """Seats in the order a final ranking lists them: by place, and on a shared place people before
    AI seats (`ai[i]`: seat i is an AI player), then by seat."""
    return sorted(range(len(places)), key=lambda i: (places[i], i < len(ai) and ai[i], i))


class Face:
    per_row = 2
    replace_prompt = False
    """True: a new private question deletes the previous one, so the DM holds one living message
    (a card hand); False: the old question stays, without its buttons, as a record."""

    news: frozenset[str] | None = None
    """Public event keys that everyone must be told of with a new group message (a round's result, a
    reveal, the end); every other event only edits the live table. None: every event is news."""

    countdown_marks: tuple[float, ...] = ()
    """Seconds left on a running clock (an auction's) at which the live table is redrawn, so the group
    sees time run out without anyone acting; a mark as long as the clock is drawn by what started it.
    Empty: the table is redrawn only when play moves."""

    table_lines: int | None = None
    """The most lines a live table message may have: the news above the table keep their newest lines
    that fit, and a step's own news that would not fit go in a message of their own; None: no limit."""

    money_options: frozenset[str] = frozenset()
    """Options that are sums of money: the lobby shows them grouped and with their unit."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    def is_news(self, key: str) -> bool:
        return self.news is None or key in self.news or not key.startswith(f"{self.game_id}-")

    def group_status(self, view: dict[str, Any], ctx: Ctx) -> str:
        """The group's picture of the table."""
        return ""

    def private_status(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str:
        """One player's picture of their own position, for the DM."""
        return ""

    def final(self, result: dict[str, Any], view: dict[str, Any], ctx: Ctx) -> str:
        """The result table of a finished game."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        ai = ctx.ai
        lines = [cat.t(lang, "final-title")]
        order = ranking(result["places"], ai)
        for i in order:
            lines.append(
                cat.t(
                    lang,
                    "final-row",
                    place=result["places"][i],
                    name=html.escape(names[i]),
                    score=result["scores"][i],
                )
            )
        return "\n".join(lines)

    def event_lines(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[str]:
        """A step's public events as the group reads them (`view`: the public view after the step):
        one line each by default; a face may fold many into fewer (a task's offers, answers and dice
        into one line)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        return [cat.render(lang, e.key, e.params, names) for e in events]

    def private_line(self, event: Event, ctx: Ctx) -> str:
        """An event for one player's eyes as their DM reads it: its message by default; a face may say
        it otherwise (a receipt naming only what was chosen)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        return cat.render(lang, event.key, event.params, names)

    def receipt(self, view: dict[str, Any], seat: int, events: list[Event], ctx: Ctx) -> str | None:
        """The toast of a press whose move told the presser nothing privately (a bid: the amount
        placed; `view`: the presser's view after it); None: the bot's plain "✓ Done"."""
        return None

    def confirm(self, view: dict[str, Any], seat: int, action: str, ctx: Ctx) -> tuple[str, str, str] | None:
        """An open action offered as `~<action>` on the panel asks first: (the question, the yes
        button's label, the no button's label); None: it needs no asking."""
        return None

    def pictures(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[Picture]:
        """Pictures a step shows the group as news (a board when a year starts, a chart at the end);
        `events` are the step's public events, `view` the public view after it."""
        return []

    def board(self, view: dict[str, Any], ctx: Ctx) -> Picture | None:
        """What `/board` sends now (`view`: the public view); None: the game has no picture of its table."""
        return None

    def open_buttons(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> list[list[tuple[str, str]]]:
        """(label, action) rows of what the seat may do at any time (`turn.opens`), for the panel under
        its question (or its position) in DM; none for games without open actions."""
        return []

    def group_buttons(self, view: dict[str, Any], ctx: Ctx) -> list[list[tuple[str, str]]]:
        """(label, text) rows any seated player may press on the group's live table (a live auction's
        raises), from the public view: one button for everyone, so the text is no action but what the
        presser could have typed, and goes through `Game.parse_text` for the presser's seat. None by
        default."""
        return []

    def question(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> str:
        """The words of the seat's current private question ("" for the generic "Your decision")."""
        return ""

    def draft_text(self, view: dict[str, Any], seat: int, turn: Turn, draft: str, ctx: Ctx) -> str:
        """How a draft being built with "~" buttons reads (see `buttons`)."""
        return ""

    def buttons(
        self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx, draft: str | None = None
    ) -> list[list[tuple[str, str]]]:
        """(label, action) rows for the seat's current decision. An action starting with "~" is a
        builder step: pressing it redraws the prompt with `draft` = the rest (no engine call)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        labelled = []
        for action in turn.legal:
            msg = turn.label(action)
            labelled.append((cat.render(lang, msg.key, msg.params, names, markup=False), action))
        return fit(labelled, self.per_row)  # at most `per_row` a row, fewer where the labels are long
