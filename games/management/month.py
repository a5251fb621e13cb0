"""The month's nine steps. Automatic steps run as soon as the last decision of a step arrives; the
loop stops at the next step where some company has a real choice, or at the end of the game."""

from __future__ import annotations

from pydantic import BaseModel

from games.base import Event, Param
from games.management import company as co
from games.management.actions import DEFAULT, is_asked
from games.management.market import egp_max, esm_min, next_level, quantities
from games.management.state import (
    BUILD_COST,
    LOAN_MONTHS,
    LOAN_UNIT,
    READY_AFTER,
    SECOND_HALF_AFTER,
    Company,
    Loan,
    ManagementState,
    Project,
    Row,
)

KIND = {"ord": "@management-kind-ord", "auto": "@management-kind-auto", "upgrade": "@management-kind-upgrade"}


def _senior_index(state: ManagementState) -> int:
    return state.senior if state.senior >= 0 else (max(state.month, 1) - 1) % state.n


def seniority(state: ManagementState) -> list[int]:
    """Live seats, most senior first, from this month's senior on in the shuffled order."""
    start = state.senior
    if start < 0:
        start = _senior_index(state)
    comps = state.companies
    order = state.order
    return [s for s in order[start:] + order[:start] if comps[s].alive]


def tie_order(state: ManagementState) -> list[int]:
    """Who wins ties in an auction, first to last: the seed's "the one who will be senior in the next
    round", and the seniority order from there (so this month's senior comes last)."""
    order = seniority(state)
    return order[1:] + order[:1]


def _pass_seniority(state: ManagementState) -> None:
    """Seniority moves one place among the players still in: from the live seat that held it last
    month (the senior, or the next one if the senior has gone bankrupt since) to the next live seat."""
    n = state.n
    start = _senior_index(state)
    comps = state.companies
    order = state.order
    live = [k for k in range(1, n + 1) if comps[order[(start + k - 1) % n]].alive]
    if len(live) >= 2:
        state.senior = (start + live[1] - 1) % n
    else:
        state.senior = (start + 1) % n


def _live_count(state: ManagementState) -> int:
    """Companies still in the game (a loop: asked after every step)."""
    count = 0
    for c in state.companies:
        if c.alive:
            count += 1
    return count


def alive(state: ManagementState) -> list[Company]:
    return [c for c in state.companies if c.alive]


def who(seat: int) -> str:
    return f"#{seat}"


_new = object.__new__
_set_dict = object.__setattr__
_set_fields = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def event(key: str, params: dict[str, Param], to: int | None = None) -> Event:
    """`Event(key=key, params=params, to=to)` (`to` only given for a private one), built without
    validation the way `Event.model_construct` does, which is itself slower than validating: a game makes
    about a thousand events, and validating them took a tenth of the simulator's time. The engine passes
    only str and int params (tests/test_management_rules.py checks it equals the validated event)."""
    e = _new(Event)
    _set_dict(e, "__dict__", {"key": key, "params": params, "to": to})
    _set_fields(e, {"key", "params"} if to is None else {"key", "params", "to"})
    _set_extra(e, None)
    _set_private(e, None)
    return e


def _say(ev: list[Event], key: str, **params: Param) -> None:
    """A public event."""
    ev.append(event(f"management-ev-{key}", params))


def run(state: ManagementState, ev: list[Event]) -> None:
    """Advance through automatic steps until the game waits for someone or is over."""
    while state.phase != "over":
        phase = state.phase
        if phase in DEFAULT:
            if len(state.pending) < len(state.asked):  # `play` takes choices of asked seats only
                return
            RESOLVE[phase](state, ev)
            state.asked, state.pending = [], {}
            state.phase = AFTER[phase]
        elif phase == "month":
            _begin_month(state, ev)
        elif phase == "finance":
            _interest_and_repayment(state, ev)
            state.phase = "loan"
        elif phase == "dues":
            _second_instalments(state, ev)
            state.phase = "build"
        else:  # "end"
            _month_summary(state, ev)
            state.phase = "month"
            if state.month >= state.options.months:
                finish(state, ev)
        if state.phase != "over" and _live_count(state) <= 1:
            finish(state, ev)
        elif state.phase in DEFAULT:
            state.asked = [s for s in seniority(state) if is_asked(state, state.companies[s])]


def _pay(state: ManagementState, c: Company, amount: int, why: str, ev: list[Event]) -> bool:
    """Take a payment for the bank; a company that cannot pay in cash is bankrupt at once."""
    if amount > c.cash:
        _bankrupt(state, c, amount, why, ev)
        return False
    c.cash -= amount
    state.bank += amount
    return True


def _receive(state: ManagementState, c: Company, amount: int) -> None:
    c.cash += amount
    state.bank -= amount


def _bankrupt(state: ManagementState, c: Company, need: int, why: str, ev: list[Event]) -> None:
    """The company vanishes: its cash goes to the bank, its goods, factories, loans and bids are gone."""
    _say(ev, "bankrupt", player=who(c.seat), need=need, cash=c.cash, why=f"@management-why-{why}")
    # and the player is told in private what happened and what they can still see
    mine: dict[str, Param] = {"month": state.month, "need": need, "cash": c.cash, "why": f"@management-why-{why}"}
    ev.append(event("management-ev-you-bankrupt", mine, to=c.seat))
    state.bank += c.cash
    c.cash = c.esm = c.egp = c.ordinary = c.auto = 0
    c.loans.clear()
    c.projects.clear()
    c.alive = False
    c.bankrupt_month = state.month
    state.pending.pop(c.seat, None)
    if c.seat in state.asked:
        state.asked.remove(c.seat)


# ----- steps 1 and 2 -----------------------------------------------------------------------------
def _begin_month(state: ManagementState, ev: list[Event]) -> None:
    if state.month:
        _pass_seniority(state)
    else:
        state.senior = 0
    state.month += 1
    state.bids, state.offers = [], []
    order = seniority(state)
    _say(ev, "month", month=state.month, senior=who(order[0]))
    for seat in order:
        _finish_projects(state, state.companies[seat], ev)
    for seat in order:
        c = state.companies[seat]
        cost = co.fixed_costs(c)
        if cost and _pay(state, c, cost, "fixed", ev):
            _say(ev, "fixed", player=who(seat), amount=cost)
    if state.month > 1:
        state.level = next_level(state.level, state.rng())
    state.levels.append(state.level)
    state.esm_qty, state.egp_qty = quantities(state.level, len(alive(state)))
    level = state.level
    _say(
        ev,
        "market",
        level=level,
        esm_qty=state.esm_qty,
        esm_min=esm_min(level),
        egp_qty=state.egp_qty,
        egp_max=egp_max(level),
    )
    state.phase = "bid"


def _finish_projects(state: ManagementState, c: Company, ev: list[Event]) -> None:
    """Factories whose construction or automation ends this month start working now."""
    for p in [p for p in c.projects if p.ready == state.month]:
        if p.kind == "ord":
            c.ordinary += 1
        elif p.kind == "auto":
            c.auto += 1
        else:
            c.ordinary -= 1
            c.auto += 1
        c.projects.remove(p)
        _say(ev, "ready", player=who(c.seat), kind=KIND[p.kind])


# ----- steps 3 and 5: the sealed auctions --------------------------------------------------------
def _sealed(state: ManagementState, cheapest_first: bool) -> list[tuple[int, int, int]]:
    """(seat, qty, price) of every real bid/offer of this step in the order the bank serves them:
    by price (highest first for ЕСМ bids, lowest first for ЕГП offers), ties to next month's senior
    (in `tie_order`: the sort is stable)."""
    out = []
    asked = set(state.asked)
    for seat in (s for s in tie_order(state) if s in asked):
        action = state.pending[seat]
        if not action.endswith(":skip"):
            _, qty, price = action.split(":")
            out.append((seat, int(qty), int(price)))
    out.sort(key=lambda b: b[2] if cheapest_first else -b[2])
    return out


def _resolve_bids(state: ManagementState, ev: list[Event]) -> None:
    """A partly filled bid gets what is left; each company pays its own price on receipt."""
    bids = _sealed(state, cheapest_first=False)
    left = state.esm_qty
    _say(ev, "bids", count=len(bids), supply=left)
    for seat, qty, price in bids:
        got = min(qty, left)
        left -= got
        c = state.companies[seat]
        if got:
            _pay(state, c, got * price, "esm", ev)
            c.esm += got
        state.bids.append(Row(seat=seat, qty=qty, price=price, filled=got))
        _say(ev, "bid", player=who(seat), qty=qty, price=price, got=got, paid=got * price)
    _say(ev, "esm-sold", sold=state.esm_qty - left, supply=state.esm_qty)


def _resolve_offers(state: ManagementState, ev: list[Event]) -> None:
    """What the bank does not need stays unsold; each company is paid its own price."""
    offers = _sealed(state, cheapest_first=True)
    left = state.egp_qty
    _say(ev, "offers", count=len(offers), demand=left)
    for seat, qty, price in offers:
        sold = min(qty, left)
        left -= sold
        c = state.companies[seat]
        c.egp -= sold
        _receive(state, c, sold * price)
        state.offers.append(Row(seat=seat, qty=qty, price=price, filled=sold))
        _say(ev, "offer", player=who(seat), qty=qty, price=price, sold=sold, paid=sold * price)
    _say(ev, "egp-sold", sold=state.egp_qty - left, demand=state.egp_qty)


# ----- step 4: production ------------------------------------------------------------------------
def _resolve_make(state: ManagementState, ev: list[Event]) -> None:
    total = 0
    for seat in state.asked:
        n = int(state.pending[seat].split(":")[1])
        if n:
            c = state.companies[seat]
            cost = co.make_plan(c, n)[2]
            _pay(state, c, cost, "make", ev)
            c.esm -= n
            c.egp += n
            total += n
            _say(ev, "made", player=who(seat), n=n, cost=cost)
    _say(ev, "made-total", n=total)


# ----- steps 6 to 8: interest, repayment, new loans ----------------------------------------------
def _interest_and_repayment(state: ManagementState, ev: list[Event]) -> None:
    for seat in seniority(state):
        c = state.companies[seat]
        amount = co.interest(c)
        if amount and _pay(state, c, amount, "interest", ev):
            _say(ev, "interest", player=who(seat), amount=amount)
    for seat in seniority(state):
        c = state.companies[seat]
        amount = co.due_loans(c, state.month)
        if amount and _pay(state, c, amount, "repay", ev):
            c.loans = [loan for loan in c.loans if loan.due != state.month]
            _say(ev, "repaid", player=who(seat), amount=amount)


def _resolve_loans(state: ManagementState, ev: list[Event]) -> None:
    due = state.month + LOAN_MONTHS
    for seat in state.asked:
        amount = int(state.pending[seat].split(":")[1]) * LOAN_UNIT
        if amount:
            c = state.companies[seat]
            c.loans.append(Loan(amount=amount, due=due))
            _receive(state, c, amount)
            _say(ev, "loan", player=who(seat), amount=amount, due=due)


# ----- step 9: building --------------------------------------------------------------------------
def _second_instalments(state: ManagementState, ev: list[Event]) -> None:
    """Second halves fall due in this phase of their month, before any new construction."""
    for seat in seniority(state):
        c = state.companies[seat]
        for p in c.projects:
            if p.pay_month == state.month and not p.paid:
                if not _pay(state, c, p.half, "build", ev):
                    break
                p.paid = True
                _say(ev, "instalment", player=who(seat), kind=KIND[p.kind], amount=p.half, ready=p.ready)


def _resolve_build(state: ManagementState, ev: list[Event]) -> None:
    for seat in state.asked:
        action = state.pending[seat]
        if action != "build:none":
            counts = (int(x) for x in action.split(":")[1:])
            for kind, count in zip(("ord", "auto", "upgrade"), counts, strict=True):
                for _ in range(count):
                    _start_project(state, state.companies[seat], kind, ev)


def _start_project(state: ManagementState, c: Company, kind: str, ev: list[Event]) -> None:
    half = BUILD_COST[kind] // 2
    m = state.month
    ready = m + READY_AFTER[kind]
    _pay(state, c, half, "build", ev)
    c.projects.append(Project(kind=kind, start=m, pay_month=m + SECOND_HALF_AFTER[kind], ready=ready, half=half))
    _say(ev, "build", player=who(c.seat), kind=KIND[kind], amount=half, ready=ready)


# ----- month end and game end --------------------------------------------------------------------
def _month_summary(state: ManagementState, ev: list[Event]) -> None:
    _say(ev, "summary", month=state.month)
    for seat in seniority(state):
        c = state.companies[seat]
        building = co.factory_count(c) - c.ordinary - c.auto
        _say(
            ev,
            "summary-row",
            player=who(seat),
            cash=c.cash,
            ordinary=c.ordinary,
            auto=c.auto,
            building=building,
            esm=c.esm,
            egp=c.egp,
            loans=co.loan_total(c),
        )


def standings(state: ManagementState) -> list[tuple[int, int, int]]:
    """(seat, score, place) for every seat: survivors by capital, then the bankrupt, later ones first."""
    keys = [
        (1, co.balance_sheet(c, state.level)["capital"]) if c.alive else (0, c.bankrupt_month) for c in state.companies
    ]
    return [
        (c.seat, keys[c.seat][1] if c.alive else 0, 1 + sum(k > keys[c.seat] for k in keys)) for c in state.companies
    ]


def finish(state: ManagementState, ev: list[Event]) -> None:
    """The game ends: every company's balance sheet, best first."""
    state.phase = "over"
    state.asked, state.pending = [], {}
    _say(ev, "over", month=state.month)
    for seat, _, place in sorted(standings(state), key=lambda r: r[2]):
        c = state.companies[seat]
        if c.alive:
            _say(ev, "final", player=who(seat), place=place, **co.balance_sheet(c, state.level))
        else:
            _say(ev, "final-bankrupt", player=who(seat), place=place, month=c.bankrupt_month)


RESOLVE = {
    "bid": _resolve_bids,
    "make": _resolve_make,
    "sell": _resolve_offers,
    "loan": _resolve_loans,
    "build": _resolve_build,
}
AFTER = {"bid": "make", "make": "sell", "sell": "finance", "loan": "dues", "build": "end"}
