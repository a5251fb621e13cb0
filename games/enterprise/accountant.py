"""A human 会计 (option `accountant`): the seed proposes every draw, a person may accept or change it.

The seed's text allows it: "如果会计不是玩家，所有掷骰子、摸牌环节可以人为选取，构造特殊竞争情形". With the
option on, every draw of a step (the initial team, a graduate, a sub-task's tiles, its reward dice, the
go-on dice, partnership dice, a tie, a promotion's suit) becomes a proposal the game waits for.

How a step pauses in the middle of the rules without making every rule resumable: the step (a player's
action and everything it sets off) runs against a copy kept aside; at the first draw with no answer yet,
`NeedDraw` unwinds it, the state goes back to before the step, the action is held (`acc_held`) and the
proposal waits (`acc`). Each answer (`acc:ok`, `acc:set:<digits>`) is noted and the held action runs
again from the same state: answered draws take their answers, the next one is proposed, until the step
completes. The seed's tray is drawn at every draw whether or not it is answered, so a game whose
accountant accepts everything is the very game the seed deals, and any game replays from its log.

Values are strings of digits, one per position: tiles `饼条万` ranks (a `0` is a suit the pool has run
out of), dice faces, a seat (tie) or a suit (promotion); `team` is three ranks per suit, 饼 first."""

from __future__ import annotations

from typing import Any

from games.base import ACC_OK, ACC_SET, Event, GameError, Param
from games.enterprise.build import say
from games.enterprise.state import RANKS, SUITS, EnterpriseState

KINDS = ("team", "graduate", "req", "reward", "dice", "partner", "tie", "promo")
"""What a proposal draws (the locale says each as `enterprise-acc-kind-<kind>`)."""


class NeedDraw(Exception):
    """A draw nobody has answered yet: the step stops here and the proposal waits."""

    def __init__(self, proposal: dict[str, Any]) -> None:
        super().__init__(proposal["kind"])
        self.proposal = proposal


def chance(state: EnterpriseState, kind: str, fair: str, choices: list[list[int]], **params: Param) -> str:
    """The value of this step's next draw: its answer if the accountant gave one, else a proposal of
    `fair` (the seed's draw) is raised. Only called with the option on."""
    i = state.acc_cursor
    state.acc_cursor = i + 1
    if i < len(state.acc_answers):
        return state.acc_answers[i] or fair
    raise NeedDraw({"kind": kind, "value": fair, "choices": choices, "params": dict(params)})


def _digits(values: list[int]) -> str:
    return "".join(map(str, values))


def roll(state: EnterpriseState, kind: str, dice: list[int], **params: Param) -> list[int]:
    """Dice as the accountant leaves them (none to roll: nothing to ask)."""
    if not dice:
        return dice
    return [int(c) for c in chance(state, kind, _digits(dice), [list(range(1, 7))] * len(dice), **params)]


def choose(state: EnterpriseState, kind: str, fair: int, among: list[int], **params: Param) -> int:
    """One of `among` (a tied seat, a suit to promote); a single candidate is no draw."""
    if len(among) < 2:
        return fair
    return int(chance(state, kind, str(fair), [sorted(among)], **params))


def team(state: EnterpriseState, cols: list[list[int]]) -> list[list[int]]:
    """The equal initial team: three different levels 2–6 per suit."""
    fair = _digits([r for col in cols for r in col])
    got = chance(state, "team", fair, [list(range(2, 7))] * (3 * SUITS))
    return [[int(c) for c in got[3 * s : 3 * s + 3]] for s in range(SUITS)]


def tiles(state: EnterpriseState, kind: str, drawn: list[int | None], top: int, **params: Param) -> list[int | None]:
    """Tiles drawn from the pool, one per suit (None: the suit ran out), as the accountant leaves them:
    the seed's tiles go back to the pool, the chosen ones come out of it."""
    pool = state.pool
    for suit, r in enumerate(drawn):
        if r is not None:
            pool[suit * RANKS + r - 1] += 1
    choices = [
        [r for r in range(1, top + 1) if pool[suit * RANKS + r - 1] > 0] if r is not None else [0]
        for suit, r in enumerate(drawn)
    ]
    got = chance(state, kind, _digits([r or 0 for r in drawn]), choices, **params)
    out: list[int | None] = []
    for suit, c in enumerate(got):
        r = int(c)
        if r:
            pool[suit * RANKS + r - 1] -= 1
        out.append(r or None)
    return out


def check(state: EnterpriseState, action: str) -> str:
    """The answer an accountant's action gives ("" keeps the seed's draw), or GameError."""
    prop = state.acc
    if prop is None:
        raise GameError("err-not-your-turn")
    if action == ACC_OK:
        return ""
    if not action.startswith(ACC_SET):
        raise GameError("enterprise-err-acc-value")
    value = action[len(ACC_SET) :]
    choices: list[list[int]] = prop["choices"]
    if len(value) != len(choices) or not value.isascii() or not value.isdigit():
        raise GameError("enterprise-err-acc-value")
    if any(int(c) not in allowed for c, allowed in zip(value, choices, strict=True)):
        raise GameError("enterprise-err-acc-value")
    if prop["kind"] == "team" and any(len(set(value[3 * s : 3 * s + 3])) < 3 for s in range(SUITS)):
        raise GameError("enterprise-err-acc-team")
    if value == prop["value"]:
        raise GameError("enterprise-err-acc-same")  # so that every `acc:set` in a log is a change
    return value


def start(state: EnterpriseState) -> None:
    """A step (re)starts: its draws are counted from the first."""
    state.acc_cursor = 0


def held(state: EnterpriseState, seat: int, action: str, need: NeedDraw) -> None:
    """The step waits for the accountant (the state is back to before it)."""
    state.acc_held = [seat, action]
    state.acc = need.proposal


def done(state: EnterpriseState, ev: list[Event]) -> None:
    """The step completed: the group reads which draws the accountant chose (in the same message as
    the draws themselves), and the next step starts with no answers."""
    for kind, answer in zip(state.acc_kinds, state.acc_answers, strict=True):
        if answer:
            say(ev, "acc-chose", what=f"@enterprise-acc-kind-{kind}")
    state.acc = None
    state.acc_held = None
    state.acc_answers = []
    state.acc_kinds = []
    state.acc_cursor = 0


def answered(state: EnterpriseState, action: str) -> tuple[int, str]:
    """Notes the accountant's answer; returns the held (seat, action) to run again."""
    answer = check(state, action)
    assert state.acc is not None and state.acc_held is not None
    state.acc_answers.append(answer)
    state.acc_kinds.append(str(state.acc["kind"]))
    seat, act = state.acc_held
    state.acc = None
    return int(seat), str(act)
