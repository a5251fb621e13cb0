"""The contract every game engine keeps.

An engine is pure: no Telegram, no I/O, no clock and no global random. The bot and the simulator drive
every game through the same few methods of `Game`, so a rule lives in exactly one place, and a game
replays exactly from its seed and action log.

Actions are short strings (`"labor"`, `"save:3"`, `"bid:2:550"`): they are what a button carries, what
the log stores and what a typed shortcut is parsed into.

Most games are turn-ordered: `to_act` names the seats the game waits for. A game may add open actions
(`open_actions`, `is_open_action`: any seat, any time, e.g. credit or a bid in a live auction), clocks
(`timers`: the host runs them and, when one expires, applies its action as the `CLOCK` actor, logged
like any other action) and AI open actions (`ai_open_action`). Their defaults are empty, so a game that
does not use them behaves exactly as before.

A game may also let a human accountant choose its random draws (`accountant_waits`): each draw is then
a proposal the game waits for, answered by the `ACCOUNTANT` actor (`acc:ok` keeps the seeded draw,
`acc:set:<value>` changes it), logged like a clock's action, so such a game still replays exactly; the
AI never answers for the accountant.
"""

from __future__ import annotations

import hashlib
import json
import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

Param = int | str
"""A message parameter. A str starting with "@" is itself a locale id (translated before use); a str
"#<n>" names the player in seat n (rendered as their escaped name); a str starting with "=" is shown
as is without its "=" (see `literal`: how anything a player typed must be passed). Everything else is
shown as is."""


class Msg(BaseModel):
    """A localisable sentence: a locale message id and its placeholder values."""

    model_config = ConfigDict(frozen=True)
    key: str
    params: dict[str, Param] = Field(default_factory=dict)


class Event(Msg):
    """Something an action made happen. `to=None` is public (the group); a seat number is private."""

    to: int | None = None


class GameError(Exception):
    """An illegal action. `key` is a locale id giving the reason a player reads; the state is untouched."""

    def __init__(self, key: str, /, **params: Param) -> None:
        super().__init__(key, params)
        self.key = key
        self.params: dict[str, Param] = dict(params)

    def msg(self) -> Msg:
        return Msg(key=self.key, params=self.params)


class Seat(BaseModel):
    """Who sits in a seat, as the bot gives it to the engine (names appear only in rendered text)."""

    name: str
    ai: bool = False


class GameState(BaseModel):
    """Fields every game's state has. Games subclass it and add their own."""

    seed: str
    n: int
    version: int = 0
    moves: list[int] = Field(default_factory=list)
    rng_draws: int = 0

    def rng(self) -> random.Random:
        """A generator for the next random draw, derived from the seed and a counter kept in the state."""
        self.rng_draws += 1
        return random.Random(f"{self.seed}:{self.rng_draws}")


CLOCK = -1
"""The actor of a timer's action: `apply(state, CLOCK, timer.action)`. Not a seat; logged like one, so
`Game.replay` replays clock-driven steps (an auction's close) exactly."""


ACCOUNTANT = -2
"""The actor who answers a draw proposal (`Game.accountant_waits`): a person outside the seats (a chat
admin who does not play) or, on a timeout, the host for them. Logged like a seat: `acc:ok` keeps the
draw the seed proposed, `acc:set:<value>` replaces it (and so marks the game as not a fair random one:
`python -m games verify` says so)."""
ACC_OK = "acc:ok"
ACC_SET = "acc:set:"


class Timer(BaseModel):
    """A clock the engine asks the host to run; the engine itself never reads the time.

    `key` names one arming of the clock: while a declared timer's key stays the same the host lets it
    run; when the key changes (e.g. it holds the bid count and a new bid arrived) or the timer is no
    longer declared, the old one is void and a new one starts from `seconds`. When it expires the host
    calls `apply(state, CLOCK, action)` (and logs `(CLOCK, action)`), after checking the timer is still
    declared with the same key."""

    model_config = ConfigDict(frozen=True)
    key: str
    seconds: float
    action: str


@dataclass(frozen=True)
class Pace:
    """How long a decision may take and how much missing it weighs, both relative to the table's
    settings: a quick accept/decline gets a share of the time per move, and missing a few of them in
    one phase must not count as missing whole turns (AFK)."""

    time: float = 1.0
    """Share of the table's time per move."""
    miss: float = 1.0
    """What one missed decision adds to the seat's count of missed turns."""


S = TypeVar("S", bound=GameState)
Opt = TypeVar("Opt", bound=BaseModel)


class Game(ABC, Generic[S, Opt]):
    """One game's rules. Subclasses set the class attributes and implement the abstract methods."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]]
    State: ClassVar[type[GameState]]
    option_presets: ClassVar[dict[str, tuple[Any, ...]]] = {}
    """Values a lobby button cycles through for options that are not a choice list (e.g. lengths)."""
    rules_version: ClassVar[int] = 1
    """Bumped whenever a rule changes how a logged game replays, or what its state holds at the end
    (records carry the final state's `digest`); records carry it, and `verify` of a record from another
    version says which version it needs instead of calling the game unfair."""
    fill_with_ai: ClassVar[bool] = False
    """Whether the lobby fills empty seats up to `player_range()[0]` with AI players on start."""

    # ----- set-up -------------------------------------------------------------------------------
    def player_range(self, options: Opt) -> tuple[int, int]:
        return self.min_players, self.max_players

    def start(self, seed: str, seats: list[Seat], options: Opt) -> tuple[S, list[Event]]:
        """A new game. Checks the seat count, then lets the game deal from its seed."""
        lo, hi = self.player_range(options)
        if not lo <= len(seats) <= hi:
            raise GameError("err-player-count", min=lo, max=hi)
        state, events = self.setup(seed, seats, options)
        state.moves = [0] * len(seats)
        return state, events

    @abstractmethod
    def setup(self, seed: str, seats: list[Seat], options: Opt) -> tuple[S, list[Event]]:
        """The state before anyone acts, and the events that announce it."""

    # ----- whose move ---------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> list[int]:
        """Seats the game is waiting for now (several at once for simultaneous secret choices)."""

    def can_act(self, state: S, seat: int) -> bool:
        """Whether `seat` may act now; wider than `to_act` where a sent choice may still be changed."""
        return seat in self.to_act(state)

    def secret(self, state: S, seat: int) -> bool:
        """Whether the seat's current decision is private (asked by DM) or may be asked in the group."""
        return True

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[str]:
        """The choices to offer as buttons. Where the space is huge (prices) a useful subset:
        `apply` accepts every legal action, listed or not."""

    def action_label(self, state: S, seat: int, action: str) -> Msg:
        """How a button for `action` is labelled. Default: locale id `<game>-act-<name>`."""
        name, _, arg = action.partition(":")
        return Msg(key=f"{self.id}-act-{name}", params={"arg": arg} if arg else {})

    def parse_text(self, state: S, seat: int, text: str) -> str | None:
        """A typed shortcut turned into an action string, or None if the text is not one."""
        return None

    # ----- acting -------------------------------------------------------------------------------
    def apply(self, state: S, seat: int, action: str) -> list[Event]:
        """Apply one action in place. An illegal one raises GameError and leaves `state` untouched.

        Accepted: a turn-order move of a seat that `can_act`, the seat's `leave_action`, an open action
        (`is_open_action`) of any seat at any time, and, from the `CLOCK` actor, only an action that a
        currently declared `timers` entry names. `state.moves[seat]` counts turn-order moves only (it
        keys the host's deadlines and buttons); open, clock and accountant actions bump `state.version`
        alone. The `ACCOUNTANT` may act only while `accountant_waits`, and nobody else may then."""
        if self.is_over(state):
            raise GameError("err-game-over")
        if seat == ACCOUNTANT:
            if not self.accountant_waits(state):
                raise GameError("err-not-your-turn")
            events = self.play(state, seat, action)
            state.version += 1
            return events
        if seat == CLOCK:
            if action not in {t.action for t in self.timers(state)}:
                raise GameError("err-not-your-turn")
            events = self.play(state, seat, action)
            state.version += 1
            return events
        if not 0 <= seat < state.n:
            raise GameError("err-not-your-turn")
        is_open = self.is_open_action(state, seat, action)
        if not self.can_act(state, seat) and action != self.leave_action(state, seat) and not is_open:
            raise GameError("err-not-your-turn")
        events = self.play(state, seat, action)
        state.version += 1
        if not is_open:
            state.moves[seat] += 1
        return events

    # ----- open actions and clocks (optional; every default keeps a turn-order-only game) ----------
    def open_actions(self, state: S, seat: int) -> list[str]:
        """Buttons for moves `seat` may make now outside the turn order (take credit, bid in a live
        auction, play a card…), whether or not the game waits for the seat. Like `legal_actions`, a
        useful subset where the space is huge. A host offers them in the seat's panel at any time and
        sends them through `apply`; they never make the game wait (`to_act` is unaffected). Default: none."""
        return []

    def is_open_action(self, state: S, seat: int, action: str) -> bool:
        """Whether `apply` lets `seat` send `action` now as an open action (outside `can_act`); `play`
        still validates it fully. Default: it is one of `open_actions`. Games whose open actions take
        free amounts (a typed bid) override this with a check of the verb."""
        return action in self.open_actions(state, seat)

    def timers(self, state: S) -> list[Timer]:
        """Clocks running now, as data (see `Timer`). The host re-reads this after every applied action
        and arms, keeps or voids its jobs by key. A simulator with no one to wait for may fire the first
        one at once. Default: none."""
        return []

    def ai_open_action(self, state: S, seat: int, rng: random.Random) -> str | None:
        """An AI seat's open action now, or None. The host asks every AI seat after each applied action
        and applies what it gets, until all answer None. Implementations must not loop: every answer
        must be bounded (bids only up to a private valuation, at most a few per auction, one-off card
        plays), so that AIs alone reach a None from everyone. Reads only `player_view(state, seat)`."""
        return None

    # ----- a human accountant (optional; the default: the seed draws everything) --------------------
    def accountant_waits(self, state: S) -> bool:
        """Whether the game waits for the accountant to answer a draw proposal (then `to_act` is empty
        and only `ACCOUNTANT` may act). Default: never."""
        return False

    def accountant_proposal(self, state: S) -> dict[str, Any] | None:
        """The draw waiting for the accountant, for the host to show: `kind` (what is drawn), `value`
        (the seed's draw, a string of digits), `choices` (the digits each position may take), `params`
        (message parameters: which task, whose person…). None when nothing waits."""
        return None

    @abstractmethod
    def play(self, state: S, seat: int, action: str) -> list[Event]:
        """Validate `action` completely, raising GameError, and only then change `state`. `seat` is
        `CLOCK` for a declared timer's action (see `apply`)."""

    def auto_play(self, state: S, seat: int) -> bool:
        """Whether the seat's decisions are now taken by `default_action` at once (e.g. a player locked
        on auto-play after repeated timeouts), without waiting for a deadline."""
        return False

    def leave_action(self, state: S, seat: int) -> str | None:
        """The action a player's `/leave` logs (accepted whoever's turn it is), where leaving has a
        consequence in the rules (a penalty); None where the AI simply plays on."""
        return None

    def pace(self, state: S, seat: int) -> Pace:
        """The seat's current decision's time and weight (see `Pace`); a whole turn by default."""
        return Pace()

    def receipt(self, event: Event) -> bool:
        """Whether `event` is only the private receipt of the seat's own choice ("your choice: …"),
        which is dropped when the choice was the default played at a timeout (the player is told
        that instead). None by default."""
        return False

    def refusal(self, state: S, seat: int, action: str) -> Msg | None:
        """Why the seat's `action` would be refused now (None: it would be taken); the state untouched.
        A face asks this (through its caller) for the drafts it builds, instead of reading the state.
        By default the action is applied to a copy; an engine with its own validation says it cheaper."""
        try:
            self.apply(state.model_copy(deep=True), seat, action)
        except GameError as exc:
            return exc.msg()
        return None

    def caution(self, state: S, seat: int, action: str) -> dict[str, int] | None:
        """Figures that warn before a legal action that likely hurts its player (a month's fixed costs
        left unpaid); None: nothing to warn of (the default)."""
        return None

    def default_action(self, state: S, seat: int) -> str:
        """What happens when the seat's deadline passes."""
        return self.legal_actions(state, seat)[0]

    @abstractmethod
    def ai_action(self, state: S, seat: int, rng: random.Random) -> str:
        """The AI's choice. It may read only what `player_view(state, seat)` shows."""

    # ----- seeing -------------------------------------------------------------------------------
    @abstractmethod
    def player_view(self, state: S, seat: int) -> dict[str, Any]:
        """Everything `seat` may know, JSON-serialisable."""

    @abstractmethod
    def public_view(self, state: S) -> dict[str, Any]:
        """What the group may know: no hand, no unrevealed choice, no secret role."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> dict[str, Any]:
        """The final outcome; must contain "scores" (one number a seat) and "places" (1 = best)."""

    # ----- simulation ---------------------------------------------------------------------------
    def sim_stats(self, state: S) -> dict[str, Any]:
        """Figures of one finished AI-only game, for `python -m games simulate`."""
        return {"scores": self.result(state)["scores"]}

    def sim_report(self, stats: list[dict[str, Any]]) -> list[str]:
        """Summary lines over many games' `sim_stats`."""
        return []

    def baselines(self) -> dict[str, Any]:
        """Named simple players (`(state, seat, rng) -> action`) that `simulate --vs` measures the AI
        against, beside the generic "random"; e.g. a player who always undercuts."""
        return {}

    def sim_seatings(self) -> dict[str, Any]:
        """Named ways to seat a simulated game (`simulate --systems NAME`): each `(game_no, seat, policy)
        -> policy` wraps the seat's player, e.g. to give each seat a fixed system rotated over games."""
        return {}

    def sim_players(self, options: Opt) -> int:
        """How many seats an AI-only game has by default."""
        return self.player_range(options)[1]

    # ----- helpers ------------------------------------------------------------------------------
    def parse_options(self, pairs: dict[str, str]) -> Opt:
        """Options from `key=value` pairs; raises GameError naming the bad key and the valid ones."""
        fields = self.Options.model_fields
        for key in pairs:
            if key not in fields:
                raise GameError("err-option-unknown", key=literal(key), valid=", ".join(fields))
        try:
            return self.Options.model_validate(pairs)  # type: ignore[return-value]  # Options is the subclass the game declares
        except Exception as exc:
            bad = next(iter(pairs))
            for err in getattr(exc, "errors", list)():
                if err.get("loc"):
                    bad = str(err["loc"][0])
                    break
            raise GameError("err-option-value", key=bad, value=literal(pairs.get(bad, ""))) from exc

    def digest(self, state: S) -> str:
        """sha256 of the state as JSON, for a record to say where its game ended: `verify` then tells a
        changed action that leaves the result alone. Taken after a round trip through `State`, so a
        live game's snapshot (reloaded after a restart: 3 read back as 3.0) and a fresh replay agree."""
        again = type(state).model_validate_json(state.model_dump_json())
        text = json.dumps(again.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()

    def replay(self, seed: str, seats: list[Seat], options: Opt, actions: list[tuple[int, str]]) -> S:
        """Rebuild the state from the seed and the action log."""
        state, _ = self.start(seed, seats, options)
        for seat, action in actions:
            self.apply(state, seat, action)
        return state


def literal(text: str, limit: int = 60) -> str:
    """A message parameter that shows `text` as typed: what a player typed never selects a message
    id ("@help") or a seat name ("#0"). Long input is cut."""
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return "=" + text


def new_seed() -> str:
    """32 random bytes as 64 lowercase hex characters, drawn when a game is created."""
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    """What the group sees at the start: proof that the seed (revealed at the end) was fixed then."""
    return hashlib.sha256(seed.encode()).hexdigest()


def place_order(scores: Sequence[float], higher_is_better: bool = True) -> list[int]:
    """Places for scores, 1 = best; equal scores share a place (1, 1, 3)."""
    sign = -1 if higher_is_better else 1
    return [1 + sum(1 for o in scores if sign * o < sign * s) for s in scores]
