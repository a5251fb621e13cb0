"""The AI president.

- ЕСМ: buys for its free capacity; when the table wants more than the bank sells it bids a little over
  the minimum so that it is served first.
- Production: makes what it can pay for, up to a month's capacity and a share of the bank's demand in
  stock (an ЕГП is worth the bank's maximum at the end, far above its cost; near the end, no limit).
- ЕГП: everything at the bank's maximum when the bank buys all that is on offer, else further below
  the maximum than a plain undercutter goes (more so with a large stock, much more when short of
  cash), so that it sells first — but never further below than the upkeep until the end, when an
  unsold ЕГП counts at the maximum.
- Money: every spending is checked against a bad case (only half a fair share sells) up to next
  month's loans: this month's dues, next month's fixed costs, interest, repayments and instalments,
  counting the loan it may still take. A company that would fall under its margin anyway produces if
  it stays solvent when a fair share sells: standing still only loses the upkeep. It borrows what next
  month needs, and a production run's worth when the loan falls due after the game.
- Growth: one construction at a time on the whole table (only the month's senior may start one, as
  choices are simultaneous), while the table's capacity stays under the bank's average demand, early
  enough to pay, with both halves in hand.

It reads only its view (`views.ai_view`, a part of `player_view`: its own company and the public table).
"""

from __future__ import annotations

import random
from typing import Any

from games.management import company as co
from games.management.state import COST_EGP, LOAN_MONTHS, LOAN_UNIT, READY_AFTER

MARGIN = 1_000
"""Cash the AI keeps above the bad case."""
BID_PREMIUM = 20
"""Over the bank's minimum when the table wants more ЕСМ than the bank sells (plus 0–30 at random)."""
UNDERCUT = 550
"""Below the bank's maximum when more ЕГП are offered than the bank buys."""
UNDERCUT_SHORT = 1_500
"""Below the bank's maximum when the AI is short of cash and must sell."""
PRESSURE = 100
"""Further below for each ЕГП held above a fair share of the bank's demand (who needs to sell, sells)."""
DESPERATE_MONTHS = 3
"""A company whose headroom doing nothing is under the margin plus this many months of factory upkeep
produces on the hope of a fair share of the sales."""
STOCK_OVER_SHARE = 1
"""ЕГП held after production: at most a month's capacity, or a fair share of the demand and this."""
FREE_STOCK_MONTHS = 2
"""In the last months production is not limited by the stock."""
GROWTH = 2.5
"""The table's capacity (per company still in the game) up to which the AI builds."""
UNPAYABLE = -(10**12)
"""The headroom of a plan that leaves this month's interest or repayment unpaid."""
View = dict[str, Any]


def choose(view: View, rng: random.Random) -> str:
    phase = view["phase"]
    me = view["me"]
    if phase == "bid":
        return _bid(view, me, rng)
    if phase == "make":
        return _make(view, me)
    if phase == "sell":
        return _sell(view, me)
    if phase == "loan":
        return _loan(view, me)
    if phase == "build":
        return _build(view, me)
    return ""


def _left(view: View) -> int:
    """Months still to come after this one."""
    return view["months"] - view["month"]


def _live(view: View) -> int:
    """Companies still in the game."""
    return len(view["seniority"])


def _factories_next(view: View, me: View) -> tuple[int, int]:
    """(ordinary, automated) factories working next month, counting those finished by then."""
    nxt = view["month"] + 1
    ordinary, auto = me["ordinary"], me["auto"]
    for p in me["projects"]:
        if p["ready"] <= nxt:
            if p["kind"] == "ord":
                ordinary += 1
            elif p["kind"] == "auto":
                auto += 1
            else:
                ordinary, auto = ordinary - 1, auto + 1
    return ordinary, auto


def _next_fixed(view: View, me: View, esm: int, egp: int) -> int:
    """Next month's fixed costs with this stock, counting the factories working by then."""
    return co.fixed_cost_of(esm, egp, *_factories_next(view, me))


def _next_dues(view: View, me: View, borrowed: int = 0) -> int:
    """Next month's interest, repayments and second instalments (the instalments come after that
    month's loans, but the AI keeps them in hand)."""
    month = view["month"] + 1
    dues = co.interest_on(me["loan_total"] + borrowed)
    for loan in me["loans"]:
        if loan["due"] == month:
            dues += loan["amount"]
    for p in me["projects"]:
        if p["pay_month"] == month and not p["paid"]:
            dues += p["half"]
    return dues


class _Budget:
    """Cash over a bad case for the plans of one decision (`headroom`). What does not depend on the
    plan is worked out once here: the bid and production steps try plan after plan."""

    __slots__ = (
        "auto",
        "cash",
        "credit",
        "demand",
        "dues",
        "early",
        "instalments",
        "last",
        "live",
        "ordinary",
        "selling",
        "short_price",
    )

    def __init__(self, view: View, me: View) -> None:
        phase = view["phase"]
        due = me["due"]
        self.cash = me["cash"]
        self.early = phase in ("bid", "make", "sell")
        credit = 0
        if self.early:
            self.cash -= due["interest"] + due["repay"]
            credit = me["loan_room"] + due["repay"]
        elif phase == "loan":
            credit = me["loan_room"]
        self.credit = credit // LOAN_UNIT * LOAN_UNIT
        self.instalments = due["instalments"]
        self.selling = phase in ("bid", "make")
        market = view["market"]
        self.demand = market["egp_qty"]
        self.live = _live(view)
        self.short_price = market["egp_max"] - UNDERCUT_SHORT
        self.last = _left(view) <= 0
        self.ordinary, self.auto = _factories_next(view, me)
        self.dues = 0 if self.last else _next_dues(view, me, self.credit)

    def headroom(self, spend: int, esm: int, egp: int, hope: int = 2) -> int:
        """Cash over a bad case after spending `spend` now and holding `esm`/`egp` after production:
        this month's remaining dues, then next month's fixed costs, interest and repayments, which come
        before next month's loans. The loan room of this month's step 8 counts as cash. Before the
        offers, 1/`hope` of a fair share of the bank's demand is taken to sell at a short seller's price
        (none once the offers are in)."""
        cash = self.cash - spend
        if self.early and cash < 0:
            return UNPAYABLE
        cash -= self.instalments
        if self.selling:
            sure = min(egp, self.demand // (hope * self.live))
            cash += sure * self.short_price
            egp -= sure
        if self.last:  # nothing is charged after the last month
            return cash + self.credit
        return cash + self.credit - co.fixed_cost_of(esm, egp, self.ordinary, self.auto) - self.dues


def _bid(view: View, me: View, rng: random.Random) -> str:
    market = view["market"]
    want = min(me["capacity"], _stock_cap(view, me) - me["egp"]) - me["esm"]
    want = min(want, market["esm_qty"])
    if want <= 0:
        return "buy:skip"
    price = market["esm_min"]
    rivals = 0  # the free capacity of the rivals still in the game
    seat = view["seat"]
    for c in view["companies"]:
        if c["alive"] and c["seat"] != seat:
            free = c["ordinary"] + 2 * c["auto"] - c["esm"]
            if free > 0:
                rivals += free
    if rivals + want > market["esm_qty"]:
        price += BID_PREMIUM + rng.choice((0, 10, 20, 30))
    qty = want
    budget = _Budget(view, me)
    desperate = _desperate(budget, me)
    while qty:
        made = min(me["esm"] + qty, me["capacity"])
        spend = qty * price + co.make_cost(me["auto"], made)
        if spend <= me["cash"] and _affordable(budget, spend, me["esm"] + qty - made, me["egp"] + made, desperate):
            break
        qty -= 1
    return f"buy:{qty}:{price}" if qty else "buy:skip"


def _stock_cap(view: View, me: View) -> int:
    """The most ЕГП worth holding after production: a month's capacity and a share of the bank's
    demand (unsold ЕГП cost 500 a month); no limit near the end, when they count at the bank's maximum
    price at the end."""
    if _left(view) <= FREE_STOCK_MONTHS:
        return 1_000
    live = _live(view)
    return max(me["capacity"], STOCK_OVER_SHARE + view["market"]["egp_qty"] // live)


def _desperate(budget: _Budget, me: View) -> bool:
    """Whether doing nothing leaves the company less than the margin and two more months of upkeep:
    standing still only loses the factories' upkeep, so it must produce and sell its way out."""
    upkeep = co.fixed_cost_of(0, 0, me["ordinary"], me["auto"])
    return budget.headroom(0, me["esm"], me["egp"]) < MARGIN + DESPERATE_MONTHS * upkeep


def _affordable(budget: _Budget, spend: int, esm: int, egp: int, desperate: bool) -> bool:
    """Whether a plan keeps the margin when half a fair share sells; for a desperate company, whether
    it stays solvent when a whole fair share sells."""
    if budget.headroom(spend, esm, egp) >= MARGIN:
        return True
    return desperate and budget.headroom(spend, esm, egp, hope=1) >= 0


def _make(view: View, me: View) -> str:
    n = max(0, min(me["esm"], me["capacity"], _stock_cap(view, me) - me["egp"]))
    budget = _Budget(view, me)
    desperate = _desperate(budget, me)
    while n:
        cost = co.make_cost(me["auto"], n)
        if cost <= me["cash"] and _affordable(budget, cost, me["esm"] - n, me["egp"] + n, desperate):
            break
        n -= 1
    return f"make:{n}"


def _sell(view: View, me: View) -> str:
    market = view["market"]
    price = market["egp_max"]
    offered = 0  # by everyone still in the game, the AI included
    for c in view["companies"]:
        if c["alive"]:
            offered += c["egp"]
    if offered > market["egp_qty"]:
        short = _Budget(view, me).headroom(0, me["esm"], me["egp"]) < MARGIN
        share = max(1, market["egp_qty"] // _live(view))
        if short:
            price -= UNDERCUT_SHORT
        else:  # an ЕГП kept to the end counts at the bank's maximum, less its upkeep until then
            price -= min(UNDERCUT + PRESSURE * max(0, me["egp"] - share), COST_EGP * _left(view))
    return f"sell:{me['egp']}:{price}"


def _run_cost(view: View, me: View) -> int:
    """A month's full production run: ЕСМ for the free capacity near the minimum, and making."""
    free = max(0, me["capacity"] - me["esm"])
    return free * (view["market"]["esm_min"] + BID_PREMIUM) + co.make_cost(me["auto"], me["capacity"])


def _loan(view: View, me: View) -> str:
    """Borrow what next month's costs need beyond the cash in hand, and a production run's worth too when
    the loan falls due after the game (it then costs only its interest) or when the company has nothing
    left to sell (production is then its only income)."""
    if _left(view) <= 0:
        return "loan:0"
    need = (
        me["due"]["instalments"]
        + _next_fixed(view, me, me["esm"], me["egp"])
        + _next_dues(view, me)
        + MARGIN
        + (_run_cost(view, me) if view["month"] + LOAN_MONTHS > view["months"] or not me["egp"] else 0)
    )
    short = need - me["cash"]
    if short <= 0:
        return "loan:0"
    return f"loan:{min(-(-short // LOAN_UNIT), me['loan_room'] // LOAN_UNIT)}"


def _build(view: View, me: View) -> str:
    """Grow one factory at a time on the whole table, while its capacity stays under what the bank buys
    on average (2 a company a month), and only if the AI can pay both halves and keep its margin.
    Automating comes first: one more unit a month, each 500 cheaper."""
    if view["seniority"][0] != view["seat"]:  # choices are simultaneous: only this month's senior grows
        return "build:none"
    live = [c for c in view["companies"] if c["alive"]]
    total = sum(c["ordinary"] + 2 * c["auto"] + c["building"] + c["upgrading"] for c in live)
    busy = any(c["building"] + c["upgrading"] for c in live)
    if busy or total + 1 > GROWTH * len(live) or me["capacity"] >= 4:
        return "build:none"
    left = _left(view)
    spare = _Budget(view, me).headroom(0, me["esm"], me["egp"]) - MARGIN
    for kind, action, tail in (("upgrade", "build:0:0:1", 2), ("ord", "build:1:0:0", 3)):
        half = co.first_instalments(*(int(x) for x in action.split(":")[1:]))
        possible = me["upgradable"] if kind == "upgrade" else me["build_room"]
        if possible and left >= READY_AFTER[kind] + tail and spare >= 2 * half + _run_cost(view, me):
            return action
    return "build:none"
