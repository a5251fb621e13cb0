"""The flow of «Экономикус»: the turn (roll, profits, crises, the lot and its auction, sales), the year
(its event, placement, its end) and the end of the game. Every function changes the state and appends
events; the money, stars and prices they use are the mechanics of `rules`."""

from __future__ import annotations

from games.base import Event
from games.economicus import board as b
from games.economicus import rules as r  # the dice through the module: the tests load them (their `dice` fixture)
from games.economicus.rules import (
    MAX_YEARS,
    all_stars,
    by_number,
    cover_all,
    cut_price,
    discard,
    draw_option,
    ensure_price,
    ev,
    in_industry,
    ind_name,
    monopolist,
    neighbours,
    pay,
    profit,
    release,
    settle,
    target,
    who,
)
from games.economicus.state import Auction, Company, EconomicusState


# ----- the turn ----------------------------------------------------------------------------------
def roll(state: EconomicusState, out: list[Event]) -> None:
    seat = state.active
    if state.turn == 0:  # the deposits that earn this year's interest are those held now
        for p in state.players:
            p.deposit_counted = p.deposit
    d1, d2 = r.two_dice(state)
    number = d1 + d2
    ind = by_number(state, number)
    state.dice = [d1, d2]
    state.ind = ind
    state.last_roll = [seat, d1, d2, ind]
    state.profits = []
    out.append(ev("roll", player=who(seat), d1=d1, d2=d2, ind=ind_name(ind)))
    if in_industry(state, ind):
        ensure_price(state, ind, out)
    profits(state, ind, out)
    if number == 7 or d1 == d2:
        draw_option(state, seat, out)
        crisis(state, out)
    open_lot(state, out)


def profits(state: EconomicusState, ind: int, out: list[Event]) -> None:
    gains = [0] * state.n
    for c in in_industry(state, ind):
        if c.owner >= 0:
            gains[c.owner] += profit(state, c)
    near = [0] * state.n
    for other in neighbours(state, ind):
        for c in in_industry(state, other):
            if c.owner >= 0 and profit(state, c) > 0:
                near[c.owner] += 1
    startups = [0] * state.n
    if state.numbers[ind] == 7:
        startups = [-p.startups for p in state.players]
    state.profits = [gains[s] + near[s] + startups[s] for s in range(state.n)]
    for seat in range(state.n):
        total = gains[seat] + near[seat] + startups[seat]
        if gains[seat] or near[seat] or startups[seat]:
            pay(state, seat, total)
            out.append(
                ev("profit", player=who(seat), amount=total, own=gains[seat], near=near[seat], startups=startups[seat])
            )
    for seat in range(state.n):
        settle(state, seat, out)


def crisis(state: EconomicusState, out: list[Event]) -> None:
    strength = 1
    while True:
        d1, d2 = r.two_dice(state)
        if d1 + d2 != 7:
            break
        strength += 1
        out.append(ev("crisis-grows", strength=strength))
        draw_option(state, state.active, out)
    ind = by_number(state, d1 + d2)
    for other in list(state.crisis):
        if other != ind and state.crisis[other] > 0:
            state.crisis[other] -= 1
            if state.crisis[other] == 0:
                end_crisis(state, other, out)
    state.crisis[ind] = state.crisis.get(ind, 0) + strength
    if in_industry(state, ind):
        ensure_price(state, ind, out)
    black = r.die(state)
    if state.price.get(ind, 0) > 0:
        state.price[ind] = max(1, state.price[ind] - black)
    out.append(ev("crisis", ind=ind_name(ind), strength=state.crisis[ind], die=black, price=state.price.get(ind, 0)))


def end_crisis(state: EconomicusState, ind: int, out: list[Event]) -> None:
    """A crisis over: the blue die raises the industry price."""
    del state.crisis[ind]
    blue = r.die(state)
    ensure_price(state, ind, out)
    state.price[ind] += blue
    out.append(ev("crisis-ends", ind=ind_name(ind), die=blue, price=state.price[ind]))


def free(state: EconomicusState, ind: int) -> list[Company]:
    """Companies the bank holds (innovation companies never return to it, the rulings)."""
    return [c for c in in_industry(state, ind) if c.owner < 0 and c.ind != b.INNOVATION]


def leader_gone(state: EconomicusState, out: list[Event]) -> None:
    """The auction's leader went bankrupt: the best standing bid of a remaining player leads (or none,
    the lot open at its start price), and the clock restarts."""
    a = state.auction
    assert a is not None
    standing = [(a.best[s], s) for s in range(state.n) if a.best[s] > 0 and not state.players[s].out]
    a.high, a.leader = max(standing) if standing else (0, -1)
    a.restarts += 1
    if a.leader >= 0:
        out.append(ev("auction-back", player=who(a.leader), amount=a.high))
    else:
        out.append(ev("auction-reopen", price=a.start))


def lots(state: EconomicusState) -> list[Company]:
    """One free company of each kind (private, state) in the active industry: the choice of lot."""
    seen: dict[bool, Company] = {}
    for c in free(state, state.ind):
        seen.setdefault(c.gov, c)
    return [seen[k] for k in sorted(seen)]


def open_lot(state: EconomicusState, out: list[Event]) -> None:
    choices = lots(state)
    if state.players[state.active].out or not choices:
        start_sales(state, out)
    elif len(choices) == 1:
        start_auction(state, choices[0], out)
    else:
        state.phase = "lot"


def start_auction(state: EconomicusState, c: Company, out: list[Event]) -> None:
    ensure_price(state, c.ind, out)
    state.auction = Auction(cid=c.cid, start=state.price[c.ind], counts=[0] * state.n, best=[0] * state.n)
    state.phase = "auction"
    state.auctions += 1
    out.append(
        ev(
            "lot",
            player=who(state.active),
            ind=ind_name(c.ind),
            kind="@economicus-kind-gov" if c.gov else "@economicus-kind-private",
            price=state.auction.start,
        )
    )


def close_auction(state: EconomicusState, out: list[Event]) -> None:
    a = state.auction
    assert a is not None
    c = state.companies[a.cid]
    if a.leader >= 0:
        seat = a.leader
        pay(state, seat, -a.high)
        c.owner = seat
        c.mt = False
        if c.gov:
            if "quota" in state.players[seat].hand:
                discard(state, seat, "quota")
            c.gov = False
        state.price[c.ind] = a.high
        state.auction_sales += 1
        out.append(ev("won", player=who(seat), ind=ind_name(c.ind), price=a.high))
        settle(state, seat, out)
    else:
        cut_price(state, c.ind)
        out.append(ev("unsold", ind=ind_name(c.ind), price=state.price[c.ind]))
    state.auction = None
    start_sales(state, out)


def start_sales(state: EconomicusState, out: list[Event]) -> None:
    state.phase = "sales"
    state.sold = 0
    state.offered = False
    state.asked = [s for s in range(state.n) if can_sell(state, s) or can_offer(state, s)]
    if not state.asked:
        end_sales(state, out)


def can_sell(state: EconomicusState, seat: int) -> bool:
    """Whether the seat has something to sell in the active industry: a company (to the bank or a
    player), or in the innovation industry a startup or an innovation company (to a player only)."""
    p = state.players[seat]
    if p.out:
        return False
    if state.ind == b.INNOVATION and p.startups:
        return True
    return any(c.owner == seat for c in in_industry(state, state.ind))


def offer_targets(state: EconomicusState, seat: int) -> list[Company]:
    """Exceptional offers: the active player's, once a turn, for another player's company in the
    active industry where they own one too; never in the innovation industry (no third buyer)."""
    cos = in_industry(state, state.ind)
    if (
        seat != state.active
        or state.offered
        or state.ind == b.INNOVATION
        or state.players[seat].out
        or not any(c.owner == seat for c in cos)
    ):
        return []
    return [c for c in cos if c.owner >= 0 and c.owner != seat]


def can_offer(state: EconomicusState, seat: int) -> bool:
    return bool(offer_targets(state, seat))


def end_sales(state: EconomicusState, out: list[Event]) -> None:
    if state.sold:
        cut_price(state, state.ind, state.sold)
        out.append(ev("price-after-sales", ind=ind_name(state.ind), sold=state.sold, price=state.price[state.ind]))
    state.asked = []
    state.deals = [d for d in state.deals if d.seller in state.debts]  # a debtor's deals stand
    end_turn(state, out)


def end_turn(state: EconomicusState, out: list[Event]) -> None:
    """The turn ends once every debt is covered (the stars are counted after the sales it takes)."""
    if state.debts:
        state.phase = "debts"
        return
    state.ind = 0
    state.dice = []
    state.offer = None
    best = max(all_stars(state))
    if best >= target(state):
        finish(state, "stars", out)
        return
    while True:
        state.turn += 1
        if state.turn > state.n:
            end_year(state, out)
            if state.phase == "over":
                return
            start_year(state, out)
            return
        state.active = (state.auditor + state.turn) % state.n
        if not state.players[state.active].out:
            break
    begin_turn(state, out)


def begin_turn(state: EconomicusState, out: list[Event]) -> None:
    state.phase = "roll"
    out.append(ev("turn", player=who(state.active), year=state.year, turn=state.turn + 1))


def end_year(state: EconomicusState, out: list[Event]) -> None:
    out.append(ev("year-end", year=state.year))
    rate_credit, per_credit, rate_dep = b.CREDIT_RATE, b.CREDIT_UNIT, b.DEPOSIT_RATE
    if state.event == "low-rates":
        per_credit = 2 * b.CREDIT_UNIT
    elif state.event == "high-rates":
        rate_credit, rate_dep = 2 * b.CREDIT_RATE, 2 * b.DEPOSIT_RATE
    for seat, p in enumerate(state.players):
        if p.out:
            continue
        interest = p.deposit_counted // b.DEPOSIT_UNIT * rate_dep
        if interest:
            pay(state, seat, interest)
            out.append(ev("deposit-interest", player=who(seat), amount=interest))
        due = p.credit // per_credit * rate_credit
        if due:
            pay(state, seat, -due)
            out.append(ev("interest", player=who(seat), amount=due, credit=p.credit))
            settle(state, seat, out)
    if state.event == "tender" and state.tender:
        top = max(state.tender.values())
        winner = next(s for s, v in state.tender.items() if v == top)
        if not state.players[winner].out and state.players[winner].cash >= top:
            pay(state, winner, -top)
            state.players[winner].extra += 1
            out.append(ev("tender-won", player=who(winner), amount=top))
    state.tender = {}
    for c in state.companies:
        if c.support:
            c.support = False
    state.event = ""
    if (state.options.years and state.year >= state.options.years) or state.year >= MAX_YEARS:
        finish(state, "years" if state.options.years and state.year >= state.options.years else "limit", out)


def start_year(state: EconomicusState, out: list[Event]) -> None:
    """A new year: bankrupts re-enter (placing their start companies first), then the auditor opens it."""
    state.year += 1
    if state.year > 1:
        state.auditor = (state.auditor + 1) % state.n
    state.turn = 0
    back = [s for s in range(state.n) if state.players[s].out]
    for seat in back:
        p = state.players[seat]
        p.out = False
        pay(state, seat, b.START_CASH)
        p.hand.append(take_quota(state))
        for _ in range(b.START_OPTIONS):
            draw_option(state, seat, out)
        out.append(ev("reenter", player=who(seat)))
    state.placing = [s for s in back for _ in range(b.START_COMPANIES)]
    if state.placing:
        next_placement(state, out)
    if not state.placing:
        open_year(state, out)


def take_quota(state: EconomicusState) -> str:
    """A privatization quota for a (re-)starting player: from the deck if one is there, else a new one."""
    if "quota" in state.option_deck:
        state.option_deck.remove("quota")
    elif "quota" in state.discard:
        state.discard.remove("quota")
    return "quota"


def placement_choices(state: EconomicusState, seat: int) -> list[Company]:
    has_quota = "quota" in state.players[seat].hand
    seen: dict[tuple[int, bool], Company] = {}
    for c in state.companies:
        if c.owner < 0 and 2 <= state.numbers[c.ind] <= 6 and (has_quota or not c.gov):
            seen.setdefault((state.numbers[c.ind], c.gov), c)
    return [seen[k] for k in sorted(seen)]


def next_placement(state: EconomicusState, out: list[Event]) -> None:
    """Skip placements that are impossible (10M instead each); the phase waits for the next placer."""
    while state.placing and not placement_choices(state, state.placing[0]):
        seat = state.placing.pop(0)
        pay(state, seat, b.REENTRY_CASH_PER_MISSING)
        out.append(ev("no-place", player=who(seat), amount=b.REENTRY_CASH_PER_MISSING))
    state.phase = "place" if state.placing else state.phase


def place(state: EconomicusState, seat: int, c: Company, out: list[Event]) -> None:
    state.placing.pop(0)
    c.owner = seat
    if c.gov:
        discard(state, seat, "quota")
        c.gov = False
    out.append(ev("placed", player=who(seat), ind=ind_name(c.ind)))
    next_placement(state, out)
    if not state.placing:
        if state.year == 0:
            start_year(state, out)
        else:
            open_year(state, out)


def open_year(state: EconomicusState, out: list[Event]) -> None:
    state.active = state.auditor
    for p in state.players:
        p.deposit_counted = p.deposit
    out.append(ev("year", year=state.year, auditor=who(state.auditor)))
    if not state.event_deck:
        state.event_deck = list(b.EVENTS)
        state.rng().shuffle(state.event_deck)
    state.event = state.event_deck.pop()
    out.append(ev("event", event=f"@economicus-event-{state.event}"))
    year_event(state, out)
    if not state.players[state.auditor].out:
        draw_option(state, state.auditor, out)
    if state.players[state.active].out:
        end_turn_skip(state, out)
    else:
        begin_turn(state, out)


def end_turn_skip(state: EconomicusState, out: list[Event]) -> None:
    """The auditor went bankrupt: the year starts with the next player still in."""
    while state.turn <= state.n and state.players[state.active].out:
        state.turn += 1
        state.active = (state.auditor + state.turn) % state.n
    if state.turn > state.n:
        end_year(state, out)
        if state.phase != "over":
            start_year(state, out)
        return
    begin_turn(state, out)


def year_event(state: EconomicusState, out: list[Event]) -> None:
    if state.event == "privatization":
        for seat, p in enumerate(state.players):
            if not p.out:
                p.hand.append("quota")
                out.append(ev("card-you", to=seat, card="@economicus-card-quota"))
    elif state.event == "nationalization":
        cands = [c for c in state.companies if c.owner >= 0 and c.ind != b.INNOVATION]
        if cands:
            c = cands[state.rng().randrange(len(cands))]
            ensure_price(state, c.ind, out)
            seat = c.owner
            release(c)
            c.gov = True
            pay(state, seat, state.price[c.ind])
            out.append(ev("nationalized", player=who(seat), ind=ind_name(c.ind), price=state.price[c.ind]))
            settle(state, seat, out)
    elif state.event == "antimonopoly":
        for ind in b.BOARD:
            seat = monopolist(state, ind)
            if seat >= 0:
                fine = b.ANTIMONOPOLY_FINE * len(in_industry(state, ind))
                pay(state, seat, -fine)
                out.append(ev("antimonopoly", player=who(seat), ind=ind_name(ind), amount=fine))
                settle(state, seat, out)


def finish(state: EconomicusState, why: str, out: list[Event]) -> None:
    cover_all(state, out)  # nobody is asked any more: the rulings' order covers what is owed
    state.phase = "over"
    state.end = why
    state.auction = None
    state.asked = []
    state.offer = None
    out.append(ev(f"over-{why}", year=state.year))
