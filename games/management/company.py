"""Figures derived from one company: capacity, costs, collateral, dues and the balance sheet."""

from __future__ import annotations

from typing import Any

from games.management.market import egp_max, esm_min
from games.management.state import (
    BUILD_COST,
    COST_AUTO,
    COST_EGP,
    COST_ESM,
    COST_ORDINARY,
    INTEREST_PERCENT,
    MAKE_DOUBLE,
    MAKE_SINGLE,
    MAX_FACTORIES,
    VALUE_AUTO,
    VALUE_ORDINARY,
    Company,
)


def capacity(c: Company) -> int:
    """ЕГП the company can make this month: 1 per ordinary factory, 2 per automated one."""
    return c.ordinary + 2 * c.auto


def make_plan(c: Company, n: int) -> tuple[int, int, int]:
    """The cheapest way to make n ЕГП: (automated factories making 2, factories making 1, cost).

    Doubles cost 1500 a unit against 2000 for singles, so as many doubles as possible; any feasible n
    (n ≤ capacity) fits: either every automated factory doubles and the rest fits the ordinary ones, or
    at most one unit is left for an idle automated factory."""
    doubles = min(c.auto, n // 2)
    return doubles, n - 2 * doubles, make_cost(c.auto, n)


def max_make(c: Company) -> int:
    """The most ЕГП the company can make now (ЕСМ, capacity and cash for the cost)."""
    n = min(c.esm, capacity(c))
    while n and make_plan(c, n)[2] > c.cash:
        n -= 1
    return n


def make_cost(auto: int, n: int) -> int:
    """What making n ЕГП costs a company with `auto` automated factories, the cheapest way (see
    `make_plan`); for those who know the factories but not the company (the AI's view)."""
    doubles = min(auto, n // 2)
    return doubles * MAKE_DOUBLE + (n - 2 * doubles) * MAKE_SINGLE


def fixed_cost_of(esm: int, egp: int, ordinary: int, auto: int) -> int:
    """Step 1's charge for this stock and these factories."""
    return esm * COST_ESM + egp * COST_EGP + ordinary * COST_ORDINARY + auto * COST_AUTO


def fixed_costs(c: Company) -> int:
    return fixed_cost_of(c.esm, c.egp, c.ordinary, c.auto)


def loan_total(c: Company) -> int:
    total = 0
    for loan in c.loans:  # loops rather than sum(generator): these run for every decision
        total += loan.amount
    return total


def collateral(c: Company) -> int:
    """The "guaranteed capital": finished factories only (one being automated counts as ordinary)."""
    return c.ordinary * VALUE_ORDINARY + c.auto * VALUE_AUTO


def loan_limit(c: Company) -> int:
    """The most the company may owe: half its collateral."""
    return collateral(c) // 2


def loan_room(c: Company) -> int:
    """How much more the company may borrow: outstanding loans may not exceed `loan_limit`."""
    return max(0, loan_limit(c) - loan_total(c))


def interest_on(amount: int) -> int:
    """A month's interest on `amount` of loans: 1 %, rounded to the dollar."""
    return (amount * INTEREST_PERCENT + 50) // 100


def interest(c: Company) -> int:
    """1 % of every outstanding loan (those due this month included), rounded to the dollar."""
    return interest_on(loan_total(c))


def due_loans(c: Company, month: int) -> int:
    total = 0
    for loan in c.loans:
        if loan.due == month:
            total += loan.amount
    return total


def due_instalments(c: Company, month: int) -> int:
    total = 0
    for p in c.projects:
        if p.pay_month == month and not p.paid:
            total += p.half
    return total


def factory_count(c: Company) -> int:
    """Factories owned or being built (an upgrade does not add one)."""
    count = c.ordinary + c.auto
    for p in c.projects:
        if p.kind != "upgrade":
            count += 1
    return count


def upgradable(c: Company) -> int:
    """Working ordinary factories not already being automated."""
    count = c.ordinary
    for p in c.projects:
        if p.kind == "upgrade":
            count -= 1
    return count


def build_room(c: Company) -> int:
    return MAX_FACTORIES - factory_count(c)


def first_instalments(ordinary: int, auto: int, upgrade: int) -> int:
    return (ordinary * BUILD_COST["ord"] + auto * BUILD_COST["auto"] + upgrade * BUILD_COST["upgrade"]) // 2


def balance_sheet(c: Company, level: int) -> dict[str, int]:
    """The end-of-game valuation (rulings): factories at build cost, a factory being automated as
    ordinary plus the part of the upgrade paid so far (so its unpaid half is not counted twice), ЕСМ at
    this month's minimum and ЕГП at this month's maximum price, less loans and the unpaid second
    instalments of factories being built (which are counted at their full cost)."""
    factories = c.ordinary * VALUE_ORDINARY + c.auto * VALUE_AUTO
    unpaid = 0
    for p in c.projects:
        if p.kind == "upgrade":
            factories += p.half * (2 if p.paid else 1)
        else:
            factories += BUILD_COST[p.kind]
            unpaid += 0 if p.paid else p.half
    esm_value = c.esm * esm_min(level)
    egp_value = c.egp * egp_max(level)
    loans = loan_total(c)
    capital = c.cash + factories + esm_value + egp_value - loans - unpaid
    return {
        "cash": c.cash,
        "factories": factories,
        "esm": c.esm,
        "esm_value": esm_value,
        "egp": c.egp,
        "egp_value": egp_value,
        "loans": loans,
        "unpaid": unpaid,
        "capital": capital if c.alive else 0,
    }


def company_public(c: Company) -> dict[str, Any]:
    """A company as the group sees it (the month summary is public: cash, factories, stock, loans)."""
    upgrading = 0
    for p in c.projects:
        upgrading += p.kind == "upgrade"
    return {
        "seat": c.seat,
        "alive": c.alive,
        "bankrupt_month": c.bankrupt_month,
        "cash": c.cash,
        "ordinary": c.ordinary,
        "auto": c.auto,
        "upgrading": upgrading,
        "building": len(c.projects) - upgrading,
        "esm": c.esm,
        "egp": c.egp,
        "loans": loan_total(c),
    }
