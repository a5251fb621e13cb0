"""What the group and each player may see. Nothing here shows an unrevealed choice or sealed offer.

Every view groups the people by employer in one pass (`R.staff_by_seat`) instead of scanning all people
once per figure: views are built for every AI decision, so they dominate a simulation's time."""

from __future__ import annotations

from itertools import repeat
from operator import attrgetter
from typing import Any

from games.enterprise import actions as A
from games.enterprise import rules as R
from games.enterprise.actions import DEFAULT
from games.enterprise.state import EnterpriseState, Firm, Person

_PERSON_KEYS = (
    "id",
    "tiles",
    "flipped",
    "firm",
    "salary",
    "perf",
    "shares",
    "partner",
    "uses",
    "income",
    "promotions",
    "origin",
)
assert tuple(Person.model_fields) == _PERSON_KEYS, "a new `Person` field: decide whether `person_public` shows it"


def person_public(p: Person) -> dict[str, Any]:
    """Every field of the person (`_PERSON_KEYS`), the lists copied. Copied from the model's own dict,
    which holds exactly the fields in this order: the views show every person at most decisions."""
    view = p.__dict__.copy()
    view["tiles"] = view["tiles"][:]
    view["flipped"] = view["flipped"][:]
    return view


def firm_public(state: EnterpriseState, f: Firm, staff: list[Person] | None = None) -> dict[str, Any]:
    """One enterprise's public figures; `staff` is its people if the caller has them already. The sums
    over the people are taken in one pass: the AI reads this at nearly every decision."""
    if staff is None:
        staff = R.staff(state, f.seat)
    ids = []
    shares = wages = unflipped = 0
    for p in staff:  # (the fields read from the models' dicts: a model's attribute read costs twice that)
        pd = p.__dict__
        ids.append(pd["id"])
        shares += pd["shares"]
        wages += pd["salary"]
        unflipped += pd["flipped"].count(False)
    d = f.__dict__
    return {
        "seat": d["seat"],
        "system": d["system"],
        "active": d["active"],
        "cash": d["cash"],
        "people": ids,
        "founder": d["founder"],
        "pool_shares": d["pool_shares"],
        "total_shares": d["founder"] + d["pool_shares"] + shares,
        "last_share_div": d["last_share_div"],
        "last_use_div": d["last_use_div"],
        "bankruptcies": d["bankruptcies"],
        "profit": d["profit"],
        "dividend": d["dividend"],
        "fee": R.fee_for(state, len(staff)) if d["active"] else 0,
        "wages": wages,
        "unflipped": unflipped,
        "tasks_won": d["tasks_won"],
        "paid_out": d["paid_out"],
        "promotions": d["promotions"],
        "tried": list(d["tried"]),
        "sold": d["sold"],
    }


def _task(state: EnterpriseState) -> dict[str, Any]:
    """The running task (read at every sub-task decision: the fields read from the model's dict, as
    `firm_public` reads them)."""
    d = state.__dict__
    return {
        "no": d["task_no"],
        "tasks": state.options.tasks,
        "sub": d["sub"],
        "req": list(d["req"]),
        "rewards": list(d["rewards"]),
        "in_task": list(d["in_task"]),
        "escrow": list(map(d["escrow"].get, range(d["n"]), repeat(0))),
        "dice": list(d["dice"]),
    }


def public_view(state: EnterpriseState) -> dict[str, Any]:
    """The group's view.

    Keys: `round`, `rounds`, `phase`, `sent` / `expected` (how many asked seats have finished — never
    what); `task` {no, tasks, sub, req, rewards, in_task, escrow (deposits held, per seat), dice};
    `firms` (public figures per seat); `persons` (every person: tiles, employer or None for the market,
    terms, income); `pool` (tile counts per kind); `bank` (chip pool's net takings); `template`; `over`.
    """
    decision = state.phase in DEFAULT
    by_seat = R.staff_by_seat(state)
    return {
        "game": "enterprise",
        "round": state.round,
        "rounds": state.options.rounds,
        "phase": state.phase,
        "sent": sum(1 for s in state.asked if s in state.pending) if decision else 0,
        "expected": len(state.asked) if decision else 0,
        "task": _task(state),
        "firms": [firm_public(state, f, by_seat[f.seat]) for f in state.firms],
        "persons": [person_public(p) for p in sorted(state.persons, key=lambda p: p.id)],
        "pool": list(state.pool),
        "bank": state.bank,
        "template": [list(t) for t in state.template],
        "options": state.options.model_dump(),
        # each enterprise's cash after every round and the system it ran in each (the end's chart)
        "chart": [
            {
                "seat": f.seat,
                "system": f.system,
                "cash_by_round": list(f.cash_by_round),
                "system_by_round": list(f.system_by_round),
            }
            for f in state.firms
        ],
        "over": state.phase == "over",
        "acc_wait": state.acc is not None,
    }


def _own(state: EnterpriseState, seat: int, view: dict[str, Any], staff: list[Person] | None = None) -> dict[str, Any]:
    """The seat's own decision, added to `view`: `seat`, `asked`, `pending`, `drafts`, `cover`,
    `can_accept` (`staff`: the seat's people, if the caller has them)."""
    f = state.firms[seat]
    view["seat"] = seat
    view["asked"] = seat in state.asked
    view["pending"] = state.pending.get(seat)
    view["drafts"] = list(state.drafts.get(seat, []))
    cover = R.cover(state, seat, state.req, staff) if state.phase == "task" and f.active else None
    view["cover"] = cover
    view["can_accept"] = bool(cover) and bool(state.rewards) and state.rewards[-1] <= f.cash
    return view


def player_view(state: EnterpriseState, seat: int) -> dict[str, Any]:
    """The public view plus the seat's own decision and the engine's figures its question shows.

    Extra keys: `seat`; `asked`; `pending` (own sent choice or None); `drafts` (own sealed items);
    `cover` (the cheapest assignment for the current sub-task, or None); `can_accept`; `terms`:
    `offer` and `poach` map a person's id to the (salary, perf) an offer to them starts from
    (`A.base_terms`; a poaching offer's with `floor`, the estimate it must beat), `grant` and `issue`
    the shares a 股份 offer grants or issues by default; `split_presets` (the founding splits); `task_terms`
    (`task_terms` of the cheapest assignment); `dividend` {units, presets [[percent, amount, per
    unit]]} in the dividend phase.
    """
    view = _own(state, seat, public_view(state))
    offer: dict[int, tuple[int, int]] = {}
    poach: dict[int, dict[str, int]] = {}
    for p in state.persons:
        if p.firm is None:
            offer[p.id] = A.base_terms(state, "offer", p)
        elif p.firm != seat:
            salary, perf = A.base_terms(state, "poach", p)
            poach[p.id] = {"salary": salary, "perf": perf, "floor": R.poach_floor(R.current_estimate(state, p))}
    f = state.firms[seat]
    view["terms"] = {
        "offer": offer,
        "poach": poach,
        "grant": R.grant_step(state.options.shares),
        "issue": R.issue_step(R.total_shares(state, f)),
    }
    view["split_presets"] = A.split_presets(state)
    view["task_terms"] = task_terms(view)
    if state.phase == "dividend":
        staff = R.staff(state, seat)
        presets = [
            [pct, amount, R.dividend_per(state, f, amount, staff)[0]]
            for pct, amount in A.dividend_presets(state, seat).items()
        ]
        view["dividend"] = {"units": R.dividend_per(state, f, 0, staff)[1], "presets": presets}
    return view


class AIView(dict[str, Any]):
    """`ai_view`'s dict: the cheap keys set at once, each costly part built when first read (a full view
    for every AI decision dominated a simulation's time; closures per part cost too, hence a method).
    Made by `ai_view` without an `__init__` (a dict's keyword `__init__` cost half of a simple view)."""

    __slots__ = ("_seat", "_staff", "_state")
    _state: EnterpriseState
    _seat: int
    _staff: list[Person] | None

    def _own_staff(self) -> list[Person]:
        if self._staff is None:
            self._staff = R.staff(self._state, self._seat)
        return self._staff

    def __missing__(self, key: str) -> Any:
        state, seat = self._state, self._seat
        f = state.firms[seat]
        value: Any
        if key == "me":
            value = firm_public(state, f, self._own_staff())
        elif key == "options":
            value = dict(vars(state.options))  # = model_dump(): the options are flat numbers
        elif key == "task":
            value = _task(state)
        elif key == "can_accept":  # = bool(cover) and …, without building the assignment
            value = (
                state.phase == "task"
                and f.active
                and bool(state.rewards)
                and state.rewards[-1] <= f.cash
                and R.can_cover(state.req, self._own_staff())
            )
        elif key == "persons":
            value = [person_public(p) for p in sorted(state.persons, key=_by_id)]
        elif key == "pool":
            value = list(state.pool)
        elif key == "firms":
            by_seat = R.staff_by_seat(state)
            value = [self["me"] if g.seat == seat else firm_public(state, g, by_seat[g.seat]) for g in state.firms]
        elif key == "cover":
            asking = state.phase == "task" and f.active
            value = R.cover(state, seat, state.req, self._own_staff()) if asking else None
        else:
            raise KeyError(key)
        self[key] = value
        return value


_by_id = attrgetter("id")


def ai_view(state: EnterpriseState, seat: int) -> dict[str, Any]:
    """The part of `player_view` the AI reads, with the same values: `phase`, `round`, `seat`, `asked`,
    `pending`, `drafts` at once; `cover`, `can_accept`, `options`, `task`, `me` (= `firms[seat]`),
    `firms`, `persons` and `pool` when first read (see `AIView`)."""
    view = AIView()
    view["phase"] = state.phase
    view["round"] = state.round
    view["seat"] = seat
    view["asked"] = seat in state.asked
    view["pending"] = state.pending.get(seat)
    drafts = state.drafts.get(seat)
    view["drafts"] = drafts[:] if drafts else []
    view._state = state
    view._seat = seat
    view._staff = None
    return view


def task_terms(view: dict[str, Any], ids: list[int] | None = None) -> dict[str, int] | None:
    """What accepting the running sub-task means for the seat of the player's `view`, for its
    question: `perf`, the performance pay its people would earn (`ids`: the assignment, 饼 条 万, the
    cheapest one, `cover`, by default; a person who gives two skills is paid twice); `payout`, what
    finishing the task after this sub-task pays; `next`, `low`, `high`: the next sub-task and its
    reward range (2n dice read as digits); `odds`: the chance of reaching it is 1 in `odds` (this
    sub-task's n dice must all show 5 or 6, as `flow` rolls them). None when no sub-task runs or the
    seat cannot cover it."""
    task = view["task"]
    if view["phase"] != "task" or not task["rewards"]:
        return None
    if ids is None:
        ids = view["cover"]
    by_id = {p["id"]: p for p in view["persons"]}
    people = [by_id.get(pid) for pid in ids or []]
    if not people or None in people:
        return None
    nxt = task["sub"] + 1
    return {
        "perf": sum(p["perf"] for p in people if p is not None),
        "payout": sum(task["rewards"]),
        "next": nxt,
        "low": int("1" * 2 * nxt),
        "high": int("6" * 2 * nxt),
        "odds": 3 ** task["sub"],
    }
