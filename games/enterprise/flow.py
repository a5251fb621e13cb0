"""The round: 招聘 (dismissals, graduates, sealed offers) → 劳动 (the tasks) → 分配 (fee, pay, dividend,
owners' decisions, poaching, restructuring). Automatic steps run as soon as the last decision of a step
arrives; the loop stops where some enterprise has a choice, or at the end of the game (`results`)."""

from __future__ import annotations

from games.base import Event
from games.enterprise import accountant as A
from games.enterprise import rules as R
from games.enterprise.actions import DEFAULT, MULTI
from games.enterprise.results import finish, record_cash
from games.enterprise.state import RANKS, SUITS, EnterpriseState, Firm, Person, put


def ask(state: EnterpriseState, phase: str, seats: list[int]) -> None:
    """Asks `seats` for the step `phase` (attributes set only where they change, and with `put`: the
    labour phase asks some 90 times a game)."""
    if state.phase != phase:
        put(state, "phase", phase)
    put(state, "asked", list(seats))
    if state.pending:
        put(state, "pending", {})
    if state.drafts:
        put(state, "drafts", {})


def active(state: EnterpriseState) -> list[int]:
    return [f.seat for f in state.firms if f.active]


def run(state: EnterpriseState, ev: list[Event]) -> None:
    while state.phase != "over":
        phase = state.phase
        if phase in DEFAULT:
            pending = state.pending
            asked = state.asked
            if len(pending) < len(asked):
                return  # (the length first: it settles nearly every call)
            for s in asked:
                if s not in pending:
                    return
            RESOLVE[phase](state, ev)
        else:
            AUTO[phase](state, ev)


# ----- founding ------------------------------------------------------------------------------------
def _resolve_system(state: EnterpriseState, ev: list[Event]) -> None:
    setup = state.round == 0
    for seat in state.asked:
        system = state.pending[seat].split(":")[1]
        found(state, state.firms[seat], system)
        R.say(ev, "system", player=R.who(seat), system=f"@enterprise-sys-{system}")
    if setup:
        _initial_teams(state, ev)
        ask(state, "split", [s for s in state.asked if state.firms[s].system == "shares"])
    else:
        state.phase = "hire"


def found(state: EnterpriseState, f: Firm, system: str) -> None:
    f.system = system
    f.active = True
    f.cash = state.options.start_cash
    state.minted += state.options.start_cash
    f.founder = state.options.shares if system == "shares" else 0
    f.pool_shares = 0
    f.last_share_div = f.last_use_div = 0
    f.round_start_cash = f.cash
    f.reform = None
    if f.first_system is None:
        f.first_system = system
    f.systems_used.append(system)


def _initial_teams(state: EnterpriseState, ev: list[Event]) -> None:
    """One random template (levels 2–6, three different levels per suit), the same for every team."""
    cols = [R.sample(state, range(2, 7), 3) for _ in range(SUITS)]
    if state.options.accountant:
        cols = A.team(state, cols)
    state.template = [[cols[s][i] for s in range(SUITS)] for i in range(3)]
    for f in state.firms:
        for ranks in state.template:
            for suit, rank in enumerate(ranks):
                assert R.take(state, suit, rank)
            p = R.new_person(state, ranks, "founder")
            p.firm = f.seat
            p.salary, p.perf = state.options.salary, state.options.perf
            p.partner = f.system == "partner"
    R.say(ev, "template", team=", ".join(R.tiles_text(t) for t in state.template))


def _resolve_split(state: EnterpriseState, ev: list[Event]) -> None:
    for seat in state.asked:
        parts = [int(x) for x in state.pending[seat].split(":")[1:]]
        f = state.firms[seat]
        f.founder = parts[0]
        for p, k in zip(sorted(R.staff(state, seat), key=lambda p: p.id), parts[1:], strict=True):
            p.shares = k
        R.say(ev, "split", player=R.who(seat), founder=parts[0], members=" / ".join(map(str, parts[1:])))
    state.phase = "round"


# ----- 招聘 ------------------------------------------------------------------------------------------
def _begin_round(state: EnterpriseState, ev: list[Event]) -> None:
    record_cash(state)
    if state.round >= state.options.rounds:
        finish(state, ev)
        return
    state.round += 1
    o = state.options
    R.say(
        ev,
        "round",
        round=state.round,
        rounds=o.rounds,
        base=R.grown(o.fee_base, o.fee_growth, state.round),
        head=R.grown(o.fee_head, o.fee_growth, state.round),
    )
    for f in state.firms:  # (as the people below: only what changes)
        if f.tried:
            f.tried = []
        if f.sold:
            f.sold = False
        if f.dividend:
            f.dividend = 0
        if f.profit:
            f.profit = 0
    for p in state.persons:  # set only what changes: a pydantic attribute set is slow
        if p.uses:
            put(p, "uses", 0)
        if True in p.flipped:
            p.flipped[:] = (False, False, False)
    ask(state, "system", [f.seat for f in state.firms if not f.active])


def _hire(state: EnterpriseState, ev: list[Event]) -> None:
    for seat in active(state):
        state.firms[seat].round_start_cash = state.firms[seat].cash
    by_seat = R.staff_by_seat(state)
    ask(state, "fire", [s for s in active(state) if any(not R.is_owner(state.firms[s], p) for p in by_seat[s])])


def _resolve_fire(state: EnterpriseState, ev: list[Event]) -> None:
    for seat in state.asked:
        f = state.firms[seat]
        for d in state.drafts.get(seat, []):
            p = R.person(state, int(d.split(":")[1]))
            assert p is not None
            _pay_pool(state, f, p.salary)
            R.say(ev, "fired", player=R.who(seat), person=p.id, fee=p.salary)
            R.leave_firm(state, p)
            p.origin = "fired"
    made = 0
    for _ in range(state.options.graduates):
        ranks = [R.draw(state, suit, 6) for suit in range(SUITS)]
        if None in ranks:
            for suit, r in enumerate(ranks):
                if r is not None:
                    R.give_back(state, suit, r)
            break
        if state.options.accountant:
            ranks = A.tiles(state, "graduate", ranks, 6, n=made + 1, of=state.options.graduates)
        R.new_person(state, [r for r in ranks if r is not None], "graduate")
        made += 1
    people = R.market(state)
    R.say(
        ev,
        "market",
        count=len(people),
        graduates=made,
        people=", ".join(f"#{p.id} {R.tiles_text(p.tiles)}" for p in people),
    )
    ask(state, "offer", active(state) if people else [])


def _terms(draft: str) -> tuple[int, int, int, str]:
    _, pid, salary, perf, sys = draft.split(":")
    return int(pid), int(salary), int(perf), sys


def _bids(state: EnterpriseState, verb: str) -> dict[int, list[tuple[int, int, int, str]]]:
    """Sealed offers of this phase by person: (seat, salary, perf, sys), seats in order."""
    out: dict[int, list[tuple[int, int, int, str]]] = {}
    for seat in state.asked:
        for d in state.drafts.get(seat, []):
            if d.startswith(verb + ":"):
                pid, salary, perf, sys = _terms(d)
                out.setdefault(pid, []).append((seat, salary, perf, sys))
    return out


def _rate(
    state: EnterpriseState, ev: list[Event], seat: int, pid: int, salary: int, perf: int, sys: str
) -> tuple[int, str]:
    """The estimate of one offer and the system part that stands (partnership dice rolled here; an issue
    whose founder block no longer holds a majority falls away)."""
    f = state.firms[seat]
    shares, in_div, kept = 0, f.system == "coop", "0"
    if sys == "p":
        if R.partner_test(state, f, ev, pid):
            in_div, kept = True, "p"
    elif (sys[:1] == "g" and int(sys[1:]) <= f.founder) or (
        sys[:1] == "i" and 2 * f.founder > R.total_shares(state, f)
    ):
        shares, kept = int(sys[1:]), sys
    return R.estimate(f, salary, perf, shares, in_div), kept


def _join(state: EnterpriseState, p: Person, seat: int, salary: int, perf: int, sys: str) -> None:
    f = state.firms[seat]
    p.firm, p.salary, p.perf = seat, salary, perf
    if sys == "p":
        p.partner = True
    elif sys[:1] == "g":
        f.founder -= int(sys[1:])
        p.shares = int(sys[1:])
    elif sys[:1] == "i":
        p.shares = int(sys[1:])


def _auction(
    state: EnterpriseState, ev: list[Event], p: Person, bids: list[tuple[int, int, int, str]], floor: int
) -> bool:
    """The best estimate above `floor` wins; ties at random. True if the person was taken."""
    rated = []
    for seat, salary, perf, sys in bids:
        if state.phase == "manage" and state.firms[seat].cash < salary:
            continue
        est, kept = _rate(state, ev, seat, p.id, salary, perf, sys)
        R.say(ev, "bid", player=R.who(seat), person=p.id, salary=salary, perf=perf, **sys_terms(kept), estimate=est)
        if est > floor:
            rated.append((est, seat, salary, perf, kept))
    if not rated:
        return False
    top = max(r[0] for r in rated)
    best = [r for r in rated if r[0] == top]
    if len(best) > 1:
        pick = R.pick(state, best)
        if state.options.accountant:
            seat = A.choose(state, "tie", pick[1], [b[1] for b in best], person=p.id)
            pick = next(b for b in best if b[1] == seat)
        R.say(ev, "tie", person=p.id, count=len(best), player=R.who(pick[1]))
    else:
        pick = best[0]
    est, seat, salary, perf, kept = pick
    if state.phase == "manage":
        old = p.firm
        _pay_pool(state, state.firms[seat], salary)
        R.leave_firm(state, p)
        R.say(ev, "poached", player=R.who(seat), person=p.id, old=R.who(old if old is not None else seat), fee=salary)
    _join(state, p, seat, salary, perf, kept)
    state.firms[seat].hires += 1
    R.say(ev, "hired", player=R.who(seat), person=p.id, salary=salary, perf=perf, **sys_terms(kept), estimate=est)
    return True


def sys_terms(sys: str) -> dict[str, str | int]:
    """Event / label parameters of a system offer code: `sys` (a term id) and `shares`."""
    if sys == "p":
        return {"sys": "@enterprise-term-partner", "shares": 0}
    if sys[:1] == "g":
        return {"sys": "@enterprise-term-grant", "shares": int(sys[1:])}
    if sys[:1] == "i":
        return {"sys": "@enterprise-term-issue", "shares": int(sys[1:])}
    return {"sys": "@enterprise-term-none", "shares": 0}


def _resolve_offer(state: EnterpriseState, ev: list[Event]) -> None:
    bids = _bids(state, "offer")
    for p in sorted(R.market(state), key=lambda p: p.id):
        if p.id in bids and _auction(state, ev, p, bids[p.id], -1):
            continue
    gone = R.market(state)
    R.break_up(state, gone)
    if gone:
        R.say(ev, "unhired", count=len(gone))
    state.task_no = 0
    _next_task(state, ev)


# ----- 劳动 ------------------------------------------------------------------------------------------
# The labour phase is most of a game's steps (some 90 sub-tasks a game): its lists are cleared in place
# rather than replaced, and its fields set with `put`, since every attribute set through pydantic's
# `__setattr__` costs several times a list's.
def _next_task(state: EnterpriseState, ev: list[Event]) -> None:
    pool = state.pool
    for suit, rank in state.task_tiles:
        pool[suit * RANKS + rank - 1] += 1
    state.task_tiles.clear()
    state.rewards.clear()
    state.escrow.clear()
    if state.task_no >= state.options.tasks:
        put(state, "sub", 0)
        state.req, state.in_task = [], []
        state.phase = "promote"
        return
    put(state, "task_no", state.task_no + 1)
    put(state, "in_task", active(state))
    _next_sub(state, ev, 1)  # (`sub` is set there: 0 first would be a set for nothing)


def _next_sub(state: EnterpriseState, ev: list[Event], n: int) -> None:
    """Sub-task `n` of the running task: its tiles and reward drawn, the seats that cannot take it out."""
    put(state, "sub", n)
    acc = state.options.accountant
    if acc:  # the accountant may change the tiles before they are laid
        drawn = A.tiles(state, "req", [R.draw(state, suit) for suit in range(SUITS)], RANKS, task=state.task_no, sub=n)
    else:
        drawn = [R.draw(state, 0), R.draw(state, 1), R.draw(state, 2)]  # (= SUITS, in suit order)
    req = []
    tiles = state.task_tiles
    for suit, r in enumerate(drawn):
        if r is None:  # an empty suit in the pool asks for nothing in it
            req.append(1)
            continue
        tiles.append([suit, r])
        req.append(r)
    put(state, "req", req)
    digits = R.roll(state, 2 * n)
    if acc:
        digits = A.roll(state, "reward", digits, task=state.task_no, sub=n)
    reward = 0
    for d in digits:  # the digits read as one number
        reward = 10 * reward + d
    state.rewards.append(reward)
    R.say(ev, "subtask", task=state.task_no, sub=n, req=R.tiles_text(req), reward=reward)
    firms = state.firms
    in_task = state.in_task
    rich = [s for s in in_task if firms[s].cash >= reward]
    covers = R.can_cover_seats(state, req, rich) if rich else []  # (one pass over all the people)
    can = [s for s, ok in zip(rich, covers, strict=True) if ok]
    if len(can) < len(in_task):
        out = [s for s in in_task if s not in can]
        for seat in out:
            R.say(ev, "cannot", player=R.who(seat))
        escrow = state.escrow
        for seat in out if escrow else ():  # as `_drop`, for all at once (no deposits at sub-task 1)
            lost = escrow.pop(seat, 0)
            if lost:
                put(state, "bank", state.bank + lost)
                R.say(ev, "forfeit", player=R.who(seat), amount=lost)
        in_task[:] = can
    ask(state, "task", can)


def _drop(state: EnterpriseState, seat: int, ev: list[Event]) -> None:
    """A seat leaves the running task: its earlier deposits go to the chip pool."""
    state.in_task.remove(seat)
    lost = state.escrow.pop(seat, 0)
    if lost:
        put(state, "bank", state.bank + lost)
        R.say(ev, "forfeit", player=R.who(seat), amount=lost)


def _resolve_task(state: EnterpriseState, ev: list[Event]) -> None:
    reward = state.rewards[-1]
    took = []
    for seat in state.asked:
        choice = state.pending[seat]
        if choice == "decline":
            R.say(ev, "declined", player=R.who(seat))
            _drop(state, seat, ev)
            continue
        team: list[Person] | list[Person | None] | None
        if choice == "accept":
            team = R.cover_people(state.req, R.staff(state, seat))
        elif choice.startswith("assign:"):
            team = [R.person(state, int(x)) for x in choice.split(":")[1:]]
        else:
            raise AssertionError(f"unchecked sub-task choice {choice!r}")
        assert team is not None
        ids = []
        for suit, p in enumerate(team):
            assert p is not None
            p.flipped[suit] = True
            put(p, "uses", p.uses + 1)
            ids.append(str(p.id))
        f = state.firms[seat]
        put(f, "cash", f.cash - reward)
        state.escrow[seat] = state.escrow.get(seat, 0) + reward
        took.append(seat)
        R.say(
            ev,
            "accepted",
            player=R.who(seat),
            people=":".join(ids),
            team="#" + " / #".join(ids),  # (three of them: one per suit)
            deposit=reward,
        )
    if not took:
        _next_task(state, ev)
        return
    dice = R.roll(state, state.sub)
    if state.options.accountant:
        dice = A.roll(state, "dice", dice, task=state.task_no, sub=state.sub)
    put(state, "dice", dice)
    go_on = min(dice) >= 5  # (all of them: `sub` ≥ 1 dice)
    R.say(ev, "dice", dice=" ".join(map(str, dice)), go_on=int(go_on))
    if go_on:
        _next_sub(state, ev, state.sub + 1)
        return
    total = sum(state.rewards)
    for seat in list(state.in_task):
        f = state.firms[seat]
        back = state.escrow.pop(seat, 0)
        put(f, "cash", f.cash + back + total)
        put(state, "bank", state.bank - total)
        put(f, "tasks_won", f.tasks_won + 1)
        R.say(ev, "task-paid", player=R.who(seat), deposit=back, reward=total)
    _next_task(state, ev)


def _promote(state: EnterpriseState, ev: list[Event]) -> None:
    """The three people with the most flipped tiles (ties included) gain a level in a flipped suit."""
    worked = [p for p in state.persons if p.firm is not None and True in p.flipped]
    if worked:
        counts = sorted((sum(p.flipped) for p in worked), reverse=True)
        cut = counts[min(2, len(counts) - 1)]
        for p in sorted(worked, key=lambda p: p.id):
            if p.firm is None or sum(p.flipped) < cut:  # (`worked` are employed: the test narrows the type)
                continue
            suits = [
                s for s in range(SUITS) if p.flipped[s] and p.tiles[s] < 9 and state.pool[R.idx(s, p.tiles[s] + 1)]
            ]
            if not suits:
                R.say(ev, "no-promotion", person=p.id)
                continue
            suit = R.pick(state, suits)
            if state.options.accountant:
                suit = A.choose(state, "promo", suit, suits, person=p.id)
            R.take(state, suit, p.tiles[suit] + 1)
            R.give_back(state, suit, p.tiles[suit])
            p.tiles[suit] += 1
            put(p, "promotions", p.promotions + 1)
            g = state.firms[p.firm]
            put(g, "promotions", g.promotions + 1)
            R.say(
                ev, "promoted", player=R.who(p.firm), person=p.id, suit=f"@enterprise-suit-{suit}", level=p.tiles[suit]
            )
    for p in state.persons:
        if True in p.flipped:
            p.flipped[:] = (False, False, False)
    state.phase = "pay"


# ----- 分配 ------------------------------------------------------------------------------------------
def _pay_pool(state: EnterpriseState, f: Firm, amount: int) -> None:
    put(f, "cash", f.cash - amount)
    put(state, "bank", state.bank + amount)


def _pay(state: EnterpriseState, ev: list[Event]) -> None:
    by_seat = R.staff_by_seat(state)  # a bankruptcy below frees only its own enterprise's people
    for seat in active(state):
        f = state.firms[seat]
        staff = by_seat[seat]
        amount = R.fee_for(state, len(staff))
        wages = 0
        for p in staff:  # each income recorded, then to the pool; the enterprise's sums set once
            w = p.salary + p.perf * p.uses
            put(p, "income", p.income + w)
            wages += w
        put(f, "paid_out", f.paid_out + wages)
        _pay_pool(state, f, amount + wages)
        put(f, "profit", f.cash - f.round_start_cash)
        R.say(
            ev,
            "paid",
            player=R.who(seat),
            fee=amount,
            wages=wages,
            cash=f.cash,
            profit=f.profit,
            loss=max(-f.profit, 0),
        )
        if f.cash < 0:
            bankrupt(state, f, ev)
    if sum(1 for f in state.firms if f.bankruptcies == 0) <= 1:
        finish(state, ev)
        return
    ask(state, "dividend", [s for s in active(state) if state.firms[s].cash > 0])


def bankrupt(state: EnterpriseState, f: Firm, ev: list[Event]) -> None:
    R.say(ev, "bankrupt", player=R.who(f.seat), cash=f.cash)
    state.bank += f.cash
    f.cash = 0
    f.active = False
    f.bankruptcies += 1
    f.bust_rounds.append(state.round)
    f.founder = f.pool_shares = 0
    for p in R.staff(state, f.seat):
        R.leave_firm(state, p)
        p.origin = "bankrupt"
    state.asked = [s for s in state.asked if s != f.seat]
    state.pending.pop(f.seat, None)


def _resolve_dividend(state: EnterpriseState, ev: list[Event]) -> None:
    """Pays each declared dividend: each income recorded, then to the pool; the enterprise's sums set once."""
    by_seat = R.staff_by_seat(state)
    for seat in state.asked:
        f = state.firms[seat]
        amount = int(state.pending[seat].split(":")[1])
        staff = by_seat[seat]
        per, units = R.dividend_per(state, f, amount, staff)
        to_people = 0
        if f.system == "shares":
            for p in staff:
                if p.shares:
                    put(p, "income", p.income + per * p.shares)
                    to_people += per * p.shares
            paid = to_people + per * f.pool_shares
            put(f, "last_share_div", per)
            R.say(ev, "dividend-shares", player=R.who(seat), amount=amount, per=per, paid=paid)
        else:
            for p in staff:
                if p.uses and R.shares_in_dividend(f, p):
                    put(p, "income", p.income + per * p.uses)
                    to_people += per * p.uses
            paid = to_people
            put(f, "last_use_div", per)
            R.say(ev, "dividend-uses", player=R.who(seat), amount=amount, per=per, uses=units, paid=paid)
        put(f, "paid_out", f.paid_out + to_people)
        _pay_pool(state, f, paid)
        put(f, "dividend", amount)  # declared: 改制 compares it, not the rounded-down sum paid
        put(f, "dividends", f.dividends + paid)
        put(f, "shared", f.shared + to_people)
    ask(state, "manage", active(state))


def _resolve_manage(state: EnterpriseState, ev: list[Event]) -> None:
    bids = _bids(state, "poach")
    for pid in sorted(bids):
        p = R.person(state, pid)
        if p is None or p.firm is None:
            continue
        live = [b for b in bids[pid] if b[0] != p.firm]
        floor = R.poach_floor(R.current_estimate(state, p))
        if live and not _auction(state, ev, p, live, floor):
            R.say(ev, "stayed", person=pid)
    record_cash(state)  # the round as it ran: a 改制 below takes effect for the next one
    for seat in state.asked:
        for d in state.drafts.get(seat, []):
            if d.startswith("reform:"):
                reform(state, state.firms[seat], d.split(":")[1], ev)
    state.phase = "round"


def reform(state: EnterpriseState, f: Firm, system: str, ev: list[Event]) -> None:
    """改制: dissolve and re-found under `system`; the people become the founders of the new system."""
    staff = sorted(R.staff(state, f.seat), key=lambda p: p.id)
    for p in staff:
        p.shares, p.partner = 0, False
    f.system = system
    f.pool_shares = 0
    f.founder = 0
    f.last_share_div = f.last_use_div = 0
    f.systems_used.append(system)
    if system == "shares":
        total = state.options.shares
        each = (total * 60 // 100) // len(staff) if staff else 0
        for p in staff:
            p.shares = each
        f.founder = total - each * len(staff)
    elif system == "partner":
        for p in staff:
            p.partner = True
    R.say(ev, "reform", player=R.who(f.seat), system=f"@enterprise-sys-{system}")


RESOLVE = {
    "system": _resolve_system,
    "split": _resolve_split,
    "fire": _resolve_fire,
    "offer": _resolve_offer,
    "task": _resolve_task,
    "dividend": _resolve_dividend,
    "manage": _resolve_manage,
}
AUTO = {"round": _begin_round, "hire": _hire, "promote": _promote, "pay": _pay}
__all__ = ["MULTI", "run"]
