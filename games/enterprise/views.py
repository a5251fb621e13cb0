"""What the group and each player may see. Nothing here shows an unrevealed choice or sealed offer."""

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


def firm_public(state: EnterpriseState, f: Firm) -> dict[str, Any]:
    staff = R.staff(state, f.seat)
    return {
        "seat": f.seat,
        "system": f.system,
        "active": f.active,
        "cash": f.cash,
        "people": [p.id for p in staff],
        "founder": f.founder,
        "pool_shares": f.pool_shares,
        "total_shares": R.total_shares(state, f),
        "last_share_div": f.last_share_div,
        "last_use_div": f.last_use_div,
        "bankruptcies": f.bankruptcies,
        "profit": f.profit,
        "dividend": f.dividend,
        "fee": R.fee(state, f) if f.active else 0,
        "wages": sum(p.salary for p in staff),
        "unflipped": R.unflipped(state, f.seat),
        "tasks_won": f.tasks_won,
        "paid_out": f.paid_out,
        "promotions": f.promotions,
        "tried": list(f.tried),
        "sold": f.sold,
    }


def public_view(state: EnterpriseState) -> dict[str, Any]:
    """The group's view.

    Keys: `round`, `rounds`, `phase`, `sent` / `expected` (how many asked seats have finished — never
    what); `task` {no, tasks, sub, req, rewards, in_task, escrow (deposits held, per seat), dice};
    `firms` (public figures per seat); `persons` (every person: tiles, employer or None for the market,
    terms, income); `pool` (tile counts per kind); `bank` (chip pool's net takings); `template`; `over`.
    """
    decision = state.phase in DEFAULT
    return {
        "game": "enterprise",
        "round": state.round,
        "rounds": state.options.rounds,
        "phase": state.phase,
        "sent": sum(1 for s in state.asked if s in state.pending) if decision else 0,
        "expected": len(state.asked) if decision else 0,
        "task": {
            "no": state.task_no,
            "tasks": state.options.tasks,
            "sub": state.sub,
            "req": list(state.req),
            "rewards": list(state.rewards),
            "in_task": list(state.in_task),
            "escrow": [state.escrow.get(s, 0) for s in range(state.n)],
            "dice": list(state.dice),
        },
        "firms": [firm_public(state, f) for f in state.firms],
        "persons": [person_public(p) for p in sorted(state.persons, key=lambda p: p.id)],
        "pool": list(state.pool),
        "bank": state.bank,
        "template": [list(t) for t in state.template],
        "options": state.options.model_dump(),
        "over": state.phase == "over",
    }


def player_view(state: EnterpriseState, seat: int) -> dict[str, Any]:
    """The public view plus the seat's own decision.

    Extra keys: `seat`; `asked`; `pending` (own sent choice or None); `drafts` (own sealed items);
    `cover` (the cheapest assignment for the current sub-task, or None); `can_accept`.
    """
    view = public_view(state)
    f = state.firms[seat]
    view["seat"] = seat
    view["asked"] = seat in state.asked
    view["pending"] = state.pending.get(seat)
    view["drafts"] = list(state.drafts.get(seat, []))
    cover = R.cover(state, seat, state.req) if state.phase == "task" and f.active else None
    view["cover"] = cover
    view["can_accept"] = bool(cover) and bool(state.rewards) and state.rewards[-1] <= f.cash
    return view
