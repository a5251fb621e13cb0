"""Whether a choice leaves the company able to pay next month's fixed costs.

Step 1 of every month charges the fixed costs, and a company that cannot pay them in cash is bankrupt
at once. A player confirming a purchase, production or construction deserves to hear beforehand that
it leaves too little; this module answers that question with the rules' own figures, so the face
never recomputes a cost. Pure: it reads the state and changes nothing.

The forecast is deliberately the best case the rules guarantee: what the choice costs (a bid as if
filled in full), less what this month still surely charges (interest, repayments, second instalments),
plus every loan the company may still take this month. Sales are not counted: the bank may buy nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.management import company as co
from games.management.state import LOAN_UNIT, ManagementState

BEFORE_FINANCE = ("bid", "make", "sell")
"""Steps before interest and repayments (6–7), which are still to be paid."""
BEFORE_DUES = ("bid", "make", "sell", "loan")
"""Steps before the second instalments of step 9."""


@dataclass(frozen=True)
class Shortfall:
    """A choice that leaves the company short of next month's fixed costs."""

    left: int
    """Cash right after the choice (a bid counted as filled in full)."""
    dues: int
    """What this month still charges after the choice (interest, repayments, second instalments)."""
    borrow: int
    """Loans the company may still take this month (step 8), counted in its favour."""
    fixed: int
    """Next month's fixed costs (step 1), with the stock after the choice and the factories ready then."""
    month: int
    """The month whose step 1 charges them."""

    @property
    def short(self) -> int:
        """How much is missing even in the best case."""
        return self.fixed - (self.left - self.dues + self.borrow)


def shortfall(state: ManagementState, seat: int, action: str) -> Shortfall | None:
    """The shortfall a spending choice (`buy:q:p`, `make:n`, `build:o:a:u`) would leave, or None when
    there is none: enough cash, a choice that spends nothing (skips, offers, loans), the last month
    (no fixed costs follow), or an action that is not well formed (the engine's validation says why)."""
    if state.month >= state.options.months or not 0 <= seat < len(state.companies):
        return None
    c = state.companies[seat]
    verb, _, rest = action.partition(":")
    parts = rest.split(":")
    if not all(p.isdigit() for p in parts):
        return None
    nums = [int(p) for p in parts]
    esm, egp = c.esm, c.egp
    if verb == "buy" and len(nums) == 2:
        spend = nums[0] * nums[1]
        esm += nums[0]
    elif verb == "make" and len(nums) == 1:
        spend = co.make_plan(c, nums[0])[2]
        esm, egp = esm - nums[0], egp + nums[0]
    elif verb == "build" and len(nums) == 3:
        spend = co.first_instalments(*nums)
    else:
        return None
    if spend <= 0:
        return None
    m = state.month
    dues = co.due_instalments(c, m) if state.phase in BEFORE_DUES else 0
    borrow = 0
    if state.phase in BEFORE_FINANCE:
        dues += co.interest(c) + co.due_loans(c, m)
        still_owed = co.loan_total(c) - co.due_loans(c, m)  # repaid at step 7, before new loans
        borrow = max(0, co.loan_limit(c) - still_owed) // LOAN_UNIT * LOAN_UNIT
    ordinary, auto = c.ordinary, c.auto
    for p in c.projects:  # what starts working next month is charged from next month on
        if p.ready == m + 1:
            ordinary += {"ord": 1, "auto": 0, "upgrade": -1}[p.kind]
            auto += 0 if p.kind == "ord" else 1
    result = Shortfall(
        left=c.cash - spend,
        dues=dues,
        borrow=borrow,
        fixed=co.fixed_cost_of(esm, egp, ordinary, auto),
        month=m + 1,
    )
    return result if result.short > 0 else None
