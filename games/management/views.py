"""What the group and each player may see. Nothing here reveals an unrevealed decision."""

from __future__ import annotations

from typing import Any

from games.management import company as co
from games.management.actions import DEFAULT
from games.management.market import egp_max, esm_min
from games.management.month import seniority
from games.management.state import ManagementState, Row


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
        "loan_limit": co.collateral(c) // 2,
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


def ai_view(state: ManagementState, seat: int) -> dict[str, Any]:
    """The part of `player_view` the AI reads, with the same values (built without the tables and
    balance sheets it does not need, for speed): `month`, `months`, `phase`, `seat`, `seniority`,
    `market`, `companies` (seat, alive, ordinary, auto, upgrading, building, esm, egp; only in the steps
    that look at the rivals: ЕСМ bids, ЕГП offers and building, else empty), and `me` (cash,
    esm, egp, ordinary, auto, capacity, loans, loan_total, loan_room, projects [kind, pay_month, ready,
    half, paid], build_room, upgradable, due)."""
    c = state.companies[seat]
    m = state.month
    level = state.level
    phase = state.phase
    companies = []
    for o in state.companies if phase in ("bid", "sell", "build") else ():
        upgrading = building = 0
        if o.projects:
            upgrading = sum(1 for p in o.projects if p.kind == "upgrade")
            building = len(o.projects) - upgrading
        companies.append(
            {
                "seat": o.seat,
                "alive": o.alive,
                "ordinary": o.ordinary,
                "auto": o.auto,
                "upgrading": upgrading,
                "building": building,
                "esm": o.esm,
                "egp": o.egp,
            }
        )
    loan_total = co.loan_total(c)
    return {
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
        "companies": companies,
        "me": {
            "cash": c.cash,
            "esm": c.esm,
            "egp": c.egp,
            "ordinary": c.ordinary,
            "auto": c.auto,
            "capacity": co.capacity(c),
            "loans": [{"amount": loan.amount, "due": loan.due} for loan in c.loans],
            "loan_total": loan_total,
            "loan_room": co.loan_room(c),
            "projects": [
                {"kind": p.kind, "pay_month": p.pay_month, "ready": p.ready, "half": p.half, "paid": p.paid}
                for p in c.projects
            ],
            "build_room": co.build_room(c),
            "upgradable": co.upgradable(c),
            "due": {
                "interest": co.interest_on(loan_total),
                "repay": co.due_loans(c, m),
                "instalments": co.due_instalments(c, m),
            },
        },
    }


def _row(r: Row) -> dict[str, int]:
    return {"seat": r.seat, "qty": r.qty, "price": r.price, "filled": r.filled}
