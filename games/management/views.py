"""What the group and each player may see. Nothing here reveals an unrevealed decision."""

from __future__ import annotations

from typing import Any

from games.management import company as co
from games.management.actions import DEFAULT
from games.management.market import egp_max, esm_min
from games.management.month import seniority
from games.management.state import Company, ManagementState, Row


def public_view(state: ManagementState) -> dict[str, Any]:
    """The group's view.

    Keys: `month`, `months` (game length); `phase` ("bid", "make", "sell", "loan", "build" or "over");
    `seniority` (live seats, most senior first); `market` {level, esm_qty, esm_min, egp_qty, egp_max};
    `sent` / `expected` (how many of the companies asked in this step have sent their choice — never who
    or what); `companies` (one per seat: seat, alive, bankrupt_month, cash, ordinary, auto, upgrading,
    building, esm, egp, loans); `bids` / `offers` (this month's revealed ЕСМ bids and ЕГП offers:
    seat, qty, price, filled — empty until the reveal); `bank` (the bank's net takings); `over`.
    """
    decision = state.phase in DEFAULT
    return {
        "game": "management",
        "month": state.month,
        "months": state.options.months,
        "phase": state.phase,
        "seniority": seniority(state),
        "market": {
            "level": state.level,
            "esm_qty": state.esm_qty,
            "esm_min": esm_min(state.level),
            "egp_qty": state.egp_qty,
            "egp_max": egp_max(state.level),
        },
        "sent": sum(1 for s in state.asked if s in state.pending) if decision else 0,
        "expected": len(state.asked) if decision else 0,
        "companies": [co.company_public(c) for c in state.companies],
        "bids": [_row(r) for r in state.bids],
        "offers": [_row(r) for r in state.offers],
        "bank": state.bank,
        "over": state.phase == "over",
    }


def player_view(state: ManagementState, seat: int) -> dict[str, Any]:
    """The public view plus the player's own company.

    Extra keys: `seat`; `asked` (whether this step asks the player); `pending` (the player's own sent,
    still secret choice of this step, or None); `me` {cash, esm, egp, ordinary, auto, capacity,
    fixed_costs (what step 1 would charge now), loans [{amount, due}], loan_total, loan_limit,
    loan_room, projects [{kind, start, pay_month, ready, half, paid}], factories (owned + being
    built), build_room, upgradable, due {interest, repay, instalments} (this month's steps 6, 7, 9),
    balance (the balance sheet: cash, factories, esm, esm_value, egp, egp_value, loans, unpaid,
    capital)}.
    """
    view = public_view(state)
    c = state.companies[seat]
    m = state.month
    view["seat"] = seat
    view["asked"] = seat in state.asked
    view["pending"] = state.pending.get(seat)
    view["me"] = {
        "alive": c.alive,
        "cash": c.cash,
        "esm": c.esm,
        "egp": c.egp,
        "ordinary": c.ordinary,
        "auto": c.auto,
        "capacity": co.capacity(c),
        "fixed_costs": co.fixed_costs(c),
        "loans": [{"amount": loan.amount, "due": loan.due} for loan in c.loans],
        "loan_total": co.loan_total(c),
        "loan_limit": co.loan_limit(c),
        "loan_room": co.loan_room(c),
        "projects": [
            {
                "kind": p.kind,
                "start": p.start,
                "pay_month": p.pay_month,
                "ready": p.ready,
                "half": p.half,
                "paid": p.paid,
            }
            for p in c.projects
        ],
        "factories": co.factory_count(c),
        "build_room": co.build_room(c),
        "upgradable": co.upgradable(c),
        "due": {
            "interest": co.interest(c),
            "repay": co.due_loans(c, m),
            "instalments": co.due_instalments(c, m),
        },
        "balance": co.balance_sheet(c, state.level),
    }
    return view


class AiView(dict[str, Any]):
    """`ai_view`'s dict. Its `companies` rows are made on the first `view["companies"]`: most decisions
    never read them (in the building step only the month's senior looks at the rivals), and they were
    the dearest part of the view. Read it at once: the rows show the state as it is then. `get` and
    `in` see the rows only once read."""

    __slots__ = ("_state",)
    _state: ManagementState

    def __missing__(self, key: str) -> Any:
        if key != "companies":
            raise KeyError(key)
        rows = self["companies"] = _company_rows(self._state)
        return rows


def _company_rows(state: ManagementState) -> list[dict[str, Any]]:
    """The companies as the current step reads them (see `ai_view`)."""
    phase = state.phase
    comps = state.companies
    if phase == "bid":
        return [{"seat": o.seat, "alive": o.alive, "ordinary": o.ordinary, "auto": o.auto, "esm": o.esm} for o in comps]
    if phase == "sell":
        return [{"seat": o.seat, "alive": o.alive, "egp": o.egp} for o in comps]
    if phase == "build":
        return [_builder(o) for o in comps]
    return []


def ai_view(state: ManagementState, seat: int) -> AiView:
    """The part of `player_view` the AI reads, with the same values, built for speed (the AI asks for
    it at every decision; this was a quarter of the simulator's time): no tables or balance sheets,
    each list walked once, the rivals only when read (see `AiView`), and only what the step reads.

    Keys: `month`, `months`, `phase`, `seat`, `seniority`, `market`; `companies` only in the steps that
    look at the rivals (ЕСМ bids: seat, alive, ordinary, auto, esm; ЕГП offers: seat, alive, egp;
    building: seat, alive, ordinary, auto, upgrading, building), else empty; `me` (cash, esm, egp,
    ordinary, auto, capacity, loans, loan_total, loan_room, projects [kind, pay_month, ready, half,
    paid], due, and in the building step build_room and upgradable)."""
    c = state.companies[seat]
    m = state.month
    level = state.level
    phase = state.phase
    loans = c.loans
    loan_total = repay = 0
    loan_rows = []
    for loan in loans:
        loan_total += loan.amount
        if loan.due == m:
            repay += loan.amount
        loan_rows.append({"amount": loan.amount, "due": loan.due})
    instalments = 0
    project_rows = []
    for p in c.projects:
        if p.pay_month == m and not p.paid:
            instalments += p.half
        project_rows.append(
            {"kind": p.kind, "pay_month": p.pay_month, "ready": p.ready, "half": p.half, "paid": p.paid}
        )
    me = {
        "cash": c.cash,
        "esm": c.esm,
        "egp": c.egp,
        "ordinary": c.ordinary,
        "auto": c.auto,
        "capacity": co.capacity(c),
        "loans": loan_rows,
        "loan_total": loan_total,
        "loan_room": max(0, co.loan_limit(c) - loan_total),  # co.loan_room, the loans summed once
        "projects": project_rows,
        "due": {"interest": co.interest_on(loan_total), "repay": repay, "instalments": instalments},
    }
    if phase == "build":
        me["build_room"] = co.build_room(c)
        me["upgradable"] = co.upgradable(c)
    view = {
        "month": m,
        "months": state.options.months,
        "phase": phase,
        "seat": seat,
        "seniority": seniority(state),
        "market": {
            "level": level,
            "esm_qty": state.esm_qty,
            "esm_min": esm_min(level),
            "egp_qty": state.egp_qty,
            "egp_max": egp_max(level),
        },
        "me": me,
    }
    lazy = AiView(view)
    lazy._state = state  # only for the rows (the AI reads the dict alone)
    return lazy


def _builder(o: Company) -> dict[str, Any]:
    """A rival as the building step reads it: its factories, working and under construction."""
    upgrading = building = 0
    for p in o.projects:
        if p.kind == "upgrade":
            upgrading += 1
        else:
            building += 1
    return {
        "seat": o.seat,
        "alive": o.alive,
        "ordinary": o.ordinary,
        "auto": o.auto,
        "upgrading": upgrading,
        "building": building,
    }


def _row(r: Row) -> dict[str, int]:
    return {"seat": r.seat, "qty": r.qty, "price": r.price, "filled": r.filled}
