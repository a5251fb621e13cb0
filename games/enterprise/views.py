"""What the group and each player may see. Nothing here shows an unrevealed choice or sealed offer.

Every view groups the people by employer in one pass (`R.staff_by_seat`) instead of scanning all people
once per figure: views are built for every AI decision, so they dominate a simulation's time."""

from __future__ import annotations

from typing import Any

from games.enterprise import rules as R
from games.enterprise.actions import DEFAULT
from games.enterprise.state import EnterpriseState, Firm, Person


def person_public(p: Person) -> dict[str, Any]:
    return {
        "id": p.id,
        "tiles": list(p.tiles),
        "flipped": list(p.flipped),
        "firm": p.firm,
        "salary": p.salary,
        "perf": p.perf,
        "shares": p.shares,
        "partner": p.partner,
        "uses": p.uses,
        "income": p.income,
        "promotions": p.promotions,
        "origin": p.origin,
    }


def firm_public(state: EnterpriseState, f: Firm, staff: list[Person] | None = None) -> dict[str, Any]:
    """One enterprise's public figures; `staff` is its people if the caller has them already. The sums
    over the people are taken in one pass: the AI reads this at nearly every decision."""
    if staff is None:
        staff = R.staff(state, f.seat)
    ids = []
    shares = wages = unflipped = 0
    for p in staff:
        ids.append(p.id)
        shares += p.shares
        wages += p.salary
        unflipped += p.flipped.count(False)
    return {
        "seat": f.seat,
        "system": f.system,
        "active": f.active,
        "cash": f.cash,
        "people": ids,
        "founder": f.founder,
        "pool_shares": f.pool_shares,
        "total_shares": f.founder + f.pool_shares + shares,
        "last_share_div": f.last_share_div,
        "last_use_div": f.last_use_div,
        "bankruptcies": f.bankruptcies,
        "profit": f.profit,
        "dividend": f.dividend,
        "fee": R.fee_for(state, len(staff)) if f.active else 0,
        "wages": wages,
        "unflipped": unflipped,
        "tasks_won": f.tasks_won,
        "paid_out": f.paid_out,
        "promotions": f.promotions,
        "tried": list(f.tried),
        "sold": f.sold,
    }


def _task(state: EnterpriseState) -> dict[str, Any]:
    return {
        "no": state.task_no,
        "tasks": state.options.tasks,
        "sub": state.sub,
        "req": list(state.req),
        "rewards": list(state.rewards),
        "in_task": list(state.in_task),
        "escrow": [state.escrow.get(s, 0) for s in range(state.n)],
        "dice": list(state.dice),
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
    """The public view plus the seat's own decision.

    Extra keys: `seat`; `asked`; `pending` (own sent choice or None); `drafts` (own sealed items);
    `cover` (the cheapest assignment for the current sub-task, or None); `can_accept`.
    """
    return _own(state, seat, public_view(state))


class AIView(dict[str, Any]):
    """`ai_view`'s dict: the cheap keys set at once, each costly part built when first read (a full view
    for every AI decision dominated a simulation's time; closures per part cost too, hence a method)."""

    def __init__(self, state: EnterpriseState, seat: int) -> None:
        super().__init__(
            phase=state.phase,
            seat=seat,
            asked=seat in state.asked,
            pending=state.pending.get(seat),
            drafts=list(state.drafts.get(seat, [])),
        )
        self._state, self._seat = state, seat
        self._staff: list[Person] | None = None

    def _own_staff(self) -> list[Person]:
        if self._staff is None:
            self._staff = R.staff(self._state, self._seat)
        return self._staff

    def __missing__(self, key: str) -> Any:
        state, seat = self._state, self._seat
        f = state.firms[seat]
        asking = state.phase == "task" and f.active
        value: Any
        if key == "options":
            value = dict(vars(state.options))  # = model_dump(): the options are flat numbers
        elif key == "task":
            value = _task(state)
        elif key == "can_accept":  # = bool(cover) and …, without building the assignment
            value = (
                asking
                and bool(state.rewards)
                and state.rewards[-1] <= f.cash
                and R.can_cover(state.req, self._own_staff())
            )
        elif key == "cover":
            value = R.cover(state, seat, state.req, self._own_staff()) if asking else None
        elif key == "me":
            value = firm_public(state, f, self._own_staff())
        elif key == "firms":
            by_seat = R.staff_by_seat(state)
            value = [self["me"] if g.seat == seat else firm_public(state, g, by_seat[g.seat]) for g in state.firms]
        elif key == "persons":  # when offering only the market: the AI looks at no one else then
            persons = state.persons
            shown = [p for p in persons if p.firm is None] if state.phase == "offer" else persons
            value = [person_public(p) for p in sorted(shown, key=_by_id)]
        else:
            raise KeyError(key)
        self[key] = value
        return value


def _by_id(p: Person) -> int:
    return p.id


def ai_view(state: EnterpriseState, seat: int) -> dict[str, Any]:
    """The part of `player_view` the AI reads, with the same values: `phase`, `seat`, `asked`,
    `pending`, `drafts` at once; `cover`, `can_accept`, `options`, `task`, `me` (= `firms[seat]`),
    `firms` and `persons` (when offering only the market) when first read (see `AIView`)."""
    return AIView(state, seat)
