"""The actions of 功德轮回: what each one needs, costs and gives.

`check` validates an action completely before `act` changes anything, so an illegal action leaves the
state untouched; `act` mutates the state in place and appends the public `Event`s it causes to `out`.
The small `*_gain` helpers are shared with the AI so both read one formula. The automatic round
phases are in `phases.py`.
"""

from __future__ import annotations

from games.base import Event, GameError
from games.merit import cards
from games.merit.cards import BEINGS, ROLES
from games.merit.state import MeritState, Player

_LAY = ("farmer", "merchant", "scholar")
"""Roles that may 劳作, 布施 and 投资 (everyone but the monk)."""


_EVENT_FIELDS = frozenset(Event.model_fields)
_new = object.__new__
_set = object.__setattr__


def ev(key: str, to: int | None = None, /, **params: int | str) -> Event:
    """An event for the group (`to=None`) or for one seat (positional, so that no param of the
    message can be taken for the recipient).

    Built like `Event.model_construct` does, without validation: the engine only ever passes str and
    int params, and a game emits about a hundred events, so this is a tenth of the simulator's time
    saved. tests/test_merit_rules.py checks the result equals a validated `Event`."""
    e = _new(Event)
    _set(e, "__dict__", {"key": key, "params": params, "to": to})
    _set(e, "__pydantic_fields_set__", set(_EVENT_FIELDS))
    _set(e, "__pydantic_extra__", None)
    _set(e, "__pydantic_private__", None)
    return e


def who(seat: int) -> str:
    """The param that renders as the name of the player in `seat`."""
    return f"#{seat}"


def diminish(have: int, gain: int) -> int:
    """资源递减: a gain shrinks by 1 at 15+ and by 2 at 20+ of the resource it adds to (never below 1)."""
    if have >= 20:
        return max(1, gain - 2)
    if have >= 15:
        return max(1, gain - 1)
    return gain


def band(total: int) -> str:
    """The 2d6 band of a total: 2–4, 5–7, 8–9, 10–12."""
    if total <= 4:
        return "crit-fail"
    if total <= 7:
        return "fail"
    if total <= 9:
        return "success"
    return "crit-success"


_FACES = (1, 2, 3, 4, 5, 6)
_TRAY = 32


def roll(state: MeritState) -> tuple[int, int]:
    """Two dice from the hidden dice tray, refilled with a block of throws from `state.rng()` when it
    runs low: as random and replayable as a throw per `rng()`, without seeding a generator per roll."""
    tray = state.dice
    if len(tray) < 2:
        tray.extend(state.rng().choices(_FACES, k=_TRAY))
    return tray.pop(), tray.pop()


# ----- what an action gives ----------------------------------------------------------------------
def labor_gain(p: Player) -> int:
    return diminish(p.wealth, 3 if p.refuge else 4)


def practice_gain(p: Player, total: int) -> int:
    """Base 2 (学者 3), ±1 on a great roll, at least 1, diminished by 慧; 皈依 +1 after that."""
    gain = 3 if p.role == "scholar" else 2
    if total >= 10:
        gain += 1
    elif total <= 4:
        gain = max(1, gain - 1)
    return diminish(p.hui, gain) + (1 if p.refuge else 0)


def donate_gain(p: Player, calamity: int) -> tuple[int, int]:
    """(福, 慧) of 布施; the merchant's 福 is diminished by 财富 before paying."""
    fu, hui = (diminish(p.wealth, 3), 2) if p.role == "merchant" else (2, 1)
    return fu + (1 if calamity >= 10 else 0), hui


def protect_gain(calamity: int) -> tuple[int, int]:
    return 2 + (1 if calamity >= 10 else 0), 1


def teach_gain(p: Player) -> tuple[int, int]:
    return diminish(p.fu, 2), diminish(p.hui, 1)


def save_cost(role: str, being: int) -> tuple[int, int, int]:
    """(财富, 福, 慧) a role pays to save a being."""
    return cards.SAVE_COST[role][being]


def can_afford(p: Player, being: int) -> bool:
    """慧 ≥ 5 and the role's price for the being in hand."""
    w, f, h = cards.SAVE_COST[p.role][being]
    return p.hui >= cards.SAVE_MIN_HUI and p.wealth >= w and p.fu >= f and p.hui >= h


def save_gain(p: Player, being: int) -> tuple[int, int]:
    """(福, 慧) from saving (asked before paying), diminished by the values left after paying the
    cost; the first two saves give 福 +1."""
    _, f, h = save_cost(p.role, being)
    b = BEINGS[being]
    return diminish(p.fu - f, b.fu + (1 if p.saves < 2 else 0)), diminish(p.hui - h, b.hui)


# ----- whose turn ---------------------------------------------------------------------------------
def turn(state: MeritState) -> tuple[int, int]:
    """(index into the turn order of the player acting now, actions that player has left)."""
    i, done = divmod(state.step, cards.ACTIONS_PER_TURN)
    return i, cards.ACTIONS_PER_TURN - done


def acting_seat(state: MeritState) -> int:
    return state.order[state.step // cards.ACTIONS_PER_TURN]


def legal(state: MeritState, seat: int) -> list[str]:
    """Every action `seat` may take now, in a stable order (buttons keep their places)."""
    p = state.players[seat]
    if state.phase == "act":
        if acting_seat(state) != seat:
            return []
        lay = p.role != "monk"
        acts = ["labor", "practice"] if lay else ["practice"]
        if lay and p.wealth >= 3:
            acts.append("donate")
        if p.hui >= cards.SAVE_MIN_HUI:
            acts.extend(f"save:{s.being}" for s in state.area if can_afford(p, s.being))
        if p.wealth >= 2:
            acts.append("protect")
        if p.role == "scholar":
            acts.extend(f"teach:{t}" for t in range(state.n) if t != seat)
        if not lay:
            acts += ["alms", "ceremony"]
        if lay and p.wealth >= cards.STAKE:
            acts.append("invest")
        return acts
    if state.phase == "refuge":
        return ["refuge", "norefuge"] if p.role != "monk" and p.refuge is None else []
    if state.phase == "role":
        taken = {q.role for q in state.players}
        return [f"role:{r}" for r in ROLES if r not in taken] if seat == picker(state) else []
    return []


def picker(state: MeritState) -> int:
    """The seat picking a role now (lobby order), or -1."""
    return next((i for i, q in enumerate(state.players) if not q.role), -1)


_SIMPLE: dict[str, tuple[int, tuple[str, ...]]] = {
    "labor": (0, _LAY),
    "practice": (0, ROLES),
    "donate": (3, _LAY),
    "protect": (2, ROLES),
    "alms": (0, ("monk",)),
    "ceremony": (0, ("monk",)),
    "invest": (cards.STAKE, _LAY),
}
"""Actions without an argument: (财富 needed, roles allowed)."""


def check(state: MeritState, seat: int, action: str) -> tuple[str, int]:
    """Validate an act-phase action; returns (name, argument) or raises GameError."""
    p = state.players[seat]
    simple = _SIMPLE.get(action)
    if simple is not None:
        need, roles = simple
        if p.role not in roles:
            raise GameError("merit-err-role", role=f"@merit-role-{p.role}")
        if p.wealth < need:
            raise GameError("merit-err-wealth", need=need, have=p.wealth)
        return action, -1
    name, _, raw = action.partition(":")
    if name not in ("save", "teach") or not raw.isdigit() or len(raw) > 2:
        raise GameError("merit-err-unknown", action=action[:40])
    arg = int(raw)
    if name == "teach":
        if p.role != "scholar":
            raise GameError("merit-err-role", role=f"@merit-role-{p.role}")
        if not (0 <= arg < state.n and arg != seat):
            raise GameError("merit-err-target")
        return name, arg
    if p.hui < cards.SAVE_MIN_HUI:
        raise GameError("merit-err-wisdom", need=cards.SAVE_MIN_HUI, have=p.hui)
    if all(s.being != arg for s in state.area):
        raise GameError("merit-err-no-being")
    if not can_afford(p, arg):
        w, f, h = save_cost(p.role, arg)
        raise GameError("merit-err-afford", being=f"@merit-being-{BEINGS[arg].id}", wealth=w, fu=f, hui=h)
    return name, arg


# ----- doing an action ----------------------------------------------------------------------------
def act(state: MeritState, seat: int, name: str, arg: int, out: list[Event]) -> None:
    """Apply a checked action (`phases.advance` then moves the turn on)."""
    p = state.players[seat]
    me = who(seat)
    if name == "labor":
        gain = labor_gain(p)
        p.wealth += gain
        out.append(ev("merit-ev-labor", player=me, gain=gain, wealth=p.wealth))
    elif name == "practice":
        d1, d2 = roll(state)
        gain = practice_gain(p, d1 + d2)
        p.hui += gain
        out.append(
            ev("merit-ev-practice", player=me, d1=d1, d2=d2, total=d1 + d2,
               band=f"@merit-band-{band(d1 + d2)}", gain=gain, hui=p.hui)
        )  # fmt: skip
    elif name == "donate":
        fu, hui = donate_gain(p, state.calamity)
        p.wealth -= 3
        p.fu += fu
        p.hui += hui
        p.donates += 1
        p.helped = True
        state.calamity = max(0, state.calamity - 1)
        out.append(ev("merit-ev-donate", player=me, fu=fu, hui=hui, wealth=p.wealth, calamity=state.calamity))
    elif name == "save":
        _save(state, seat, p, arg, out)
    elif name == "protect":
        fu, hui = protect_gain(state.calamity)
        p.wealth -= 2
        p.fu += fu
        p.hui += hui
        p.protects += 1
        p.helped = True
        state.calamity = max(0, state.calamity - 2)
        out.append(ev("merit-ev-protect", player=me, fu=fu, hui=hui, wealth=p.wealth, calamity=state.calamity))
    elif name == "teach":
        fu, hui = teach_gain(p)
        p.fu += fu
        p.hui += hui
        p.teaches += 1
        p.helped = True
        t = state.players[arg]
        t.fu += 1
        t.hui += 1
        out.append(ev("merit-ev-teach", player=me, target=who(arg), fu=fu, hui=hui))
    elif name == "alms":
        d1, d2 = roll(state)
        good = d1 + d2 >= 8
        p.wealth += 3 if good else 1
        p.fu += 1 if good else 0
        p.hui += 1
        out.append(
            ev("merit-ev-alms-good" if good else "merit-ev-alms-poor", player=me, d1=d1, d2=d2,
               total=d1 + d2, band=f"@merit-band-{band(d1 + d2)}", wealth=p.wealth)
        )  # fmt: skip
    elif name == "ceremony":
        fu, hui = min(2, p.fu), min(1, p.hui)
        p.wealth += 4
        p.fu -= fu
        p.hui -= hui
        out.append(ev("merit-ev-ceremony", player=me, fu=fu, hui=hui, wealth=p.wealth))
    else:  # invest
        p.wealth -= cards.STAKE
        p.stakes += 1
        out.append(ev("merit-ev-invest", player=me, stakes=p.stakes, wealth=p.wealth))


def _save(state: MeritState, seat: int, p: Player, being: int, out: list[Event]) -> None:
    w, f, h = save_cost(p.role, being)
    fu, hui = save_gain(p, being)
    p.wealth -= w
    p.fu += fu - f
    p.hui += hui - h
    p.saves += 1
    p.helped = True
    state.area = [s for s in state.area if s.being != being]
    state.saved.append(being)
    out.append(
        ev("merit-ev-save", player=who(seat), being=f"@merit-being-{BEINGS[being].id}", wealth=w,
           paid_fu=f, paid_hui=h, fu=fu, hui=hui, saved=len(state.saved), target=state.target)
    )  # fmt: skip
