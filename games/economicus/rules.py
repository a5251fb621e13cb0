"""The mechanics of «Экономикус»: money, profits, crises, stars, the auction, the turn and the year.

Every function here changes the state and appends events; validation happens before (in `actions`).
"""

from __future__ import annotations

import math

from games.base import Event
from games.economicus import board as b
from games.economicus.state import STARTUP, Auction, Company, EconomicusState, Offer, Player

MAX_YEARS = 40
"""A game without a year limit still ends after this many years (ranked like a `years` game)."""


def who(seat: int) -> str:
    return f"#{seat}"


def ind_name(ind: int) -> str:
    return f"@economicus-ind-{ind}"


def ev(key: str, to: int | None = None, **params: int | str) -> Event:
    return Event(key=f"economicus-ev-{key}", params=params, to=to)


# ----- dice and cards ----------------------------------------------------------------------------
def die(state: EconomicusState) -> int:
    return state.rng().randint(1, b.DIE)


def two_dice(state: EconomicusState) -> tuple[int, int]:
    r = state.rng()
    return r.randint(1, b.DIE), r.randint(1, b.DIE)


def draw_option(state: EconomicusState, seat: int, out: list[Event]) -> None:
    if state.players[seat].out:
        return
    if not state.option_deck:
        state.option_deck, state.discard = state.discard, []
        state.rng().shuffle(state.option_deck)
    if not state.option_deck:
        return
    card = state.option_deck.pop()
    state.players[seat].hand.append(card)
    out.append(ev("card-drawn", player=who(seat)))
    out.append(ev("card-you", to=seat, card=f"@economicus-card-{card}"))


def discard(state: EconomicusState, seat: int, card: str) -> None:
    state.players[seat].hand.remove(card)
    state.discard.append(card)


def by_number(state: EconomicusState, number: int) -> int:
    return next(ind for ind, num in state.numbers.items() if num == number)


def neighbours(state: EconomicusState, ind: int) -> list[int]:
    i = state.ring.index(ind)
    k = len(state.ring)
    return [state.ring[(i - 1) % k], state.ring[(i + 1) % k]]


def ensure_price(state: EconomicusState, ind: int, out: list[Event]) -> None:
    """An industry's price unknown so far is set by two dice."""
    if state.price.get(ind, 0) <= 0 and ind != b.INNOVATION:
        d1, d2 = two_dice(state)
        state.price[ind] = d1 + d2
        out.append(ev("price-set", ind=ind_name(ind), price=d1 + d2))


def worth_price(state: EconomicusState, ind: int) -> int:
    """The industry price as a worth: while it is still unknown, its 2d6 expectation (7M), never 0."""
    return state.price.get(ind, 0) or b.EXPECTED_PRICE


def cut_price(state: EconomicusState, ind: int, times: int = 1) -> None:
    """10 % off per time, the change rounded up, not below 1."""
    for _ in range(times):
        p = state.price.get(ind, 0)
        if p > 0:
            state.price[ind] = max(1, p - math.ceil(p / 10))


# ----- ownership and stars -----------------------------------------------------------------------
def owned(state: EconomicusState, seat: int) -> list[Company]:
    return [c for c in state.companies if c.owner == seat]


def in_industry(state: EconomicusState, ind: int) -> list[Company]:
    return [c for c in state.companies if c.ind == ind]


def monopolist(state: EconomicusState, ind: int) -> int:
    """The seat owning every company of a non-special industry, or -1."""
    if b.BOARD[ind].special:
        return -1
    owner: int | None = None
    for c in state.companies:  # one pass, no list: this is asked for every company's profit
        if c.ind == ind:
            if owner is None:
                owner = c.owner
            elif c.owner != owner:
                return -1
    return -1 if owner is None else owner


def holdings(state: EconomicusState) -> dict[int, list[int]]:
    """Companies per industry and seat, `{ind: [seat 0, …, seat n−1, unowned]}` (an unowned company's
    owner −1 indexes the last slot). Stars are counted from this one pass over the companies."""
    table = {ind: [0] * (state.n + 1) for ind in b.BOARD}
    for c in state.companies:
        table[c.ind][c.owner] += 1
    return table


def row_stars(row: list[int], seat: int, ind: int) -> int:
    """Stars `seat` earns in one industry from its `holdings` row: presence (2 in a special
    industry), +2 for an advantage, −3 for a monopoly outside the special industries."""
    mine = row[seat]
    if not mine:
        return 0
    special = b.BOARD[ind].special
    stars = 2 if special else 1
    if mine > 1 and all(mine > k for o, k in enumerate(row[:-1]) if o != seat):
        stars += 2
    if not special and mine == sum(row):  # every company of the industry, none unowned
        stars -= 3
    return stars


def star_change(state: EconomicusState, seat: int, c: Company, owner: int) -> int:
    """How `seat`'s stars change if company `c` passed to `owner` (−1: to the bank). Only its industry
    counts change, so only that industry is counted again; the state is not touched."""
    row = [0] * (state.n + 1)
    for o in state.companies:
        if o.ind == c.ind:
            row[o.owner] += 1
    before = row_stars(row, seat, c.ind)
    row[c.owner] -= 1
    row[owner] += 1
    return row_stars(row, seat, c.ind) - before


def industry_stars(state: EconomicusState, seat: int, ind: int) -> int:
    return row_stars(holdings(state)[ind], seat, ind)


def stars(state: EconomicusState, seat: int) -> int:
    table = holdings(state)
    total = sum(row_stars(row, seat, ind) for ind, row in table.items())
    return total + (1 if state.best == seat else 0) + state.players[seat].extra


def all_stars(state: EconomicusState) -> list[int]:
    """Every seat's stars, from one count of the companies."""
    table = holdings(state)
    return [
        sum(row_stars(row, seat, ind) for ind, row in table.items())
        + (1 if state.best == seat else 0)
        + state.players[seat].extra
        for seat in range(state.n)
    ]


def target(state: EconomicusState) -> int:
    return state.options.stars or 14 - state.n


def mt_count(state: EconomicusState, seat: int) -> int:
    return sum(1 for c in owned(state, seat) if c.mt)


def mt_counts(state: EconomicusState) -> list[int]:
    counts = [0] * state.n
    for c in state.companies:
        if c.mt and c.owner >= 0:
            counts[c.owner] += 1
    return counts


def update_best(state: EconomicusState, out: list[Event]) -> None:
    """The best-management star: most (≥ 3) M&T companies; it passes only to a strictly better player."""
    counts = mt_counts(state)
    holder = state.best
    if holder >= 0 and counts[holder] < 3:
        holder = -1
    top = max(counts)
    leaders = [s for s in range(state.n) if counts[s] == top]
    if top >= 3 and (holder < 0 or top > counts[holder]) and len(leaders) == 1:
        holder = leaders[0]
    if holder != state.best:
        state.best = holder
        if holder >= 0:
            out.append(ev("best", player=who(holder), count=counts[holder]))


def base_profit(state: EconomicusState, ind: int) -> int:
    """The printed profit with the year's event, before a monopoly and a crisis."""
    p = b.BOARD[ind].profit
    event = state.event
    p += {"boom": 1, "recession": -1}.get(event, 0)
    if event == "state-order" and ind == 10:
        p += 2
    if event == "oil-shock":
        p += {2: 2, 5: -1, 11: -1}.get(ind, 0)
    return p


def industry_profit(state: EconomicusState, ind: int) -> int:
    """What one company of the industry earns on its roll now, without M&T or a monopoly (the crisis
    counted): the figure a bid needs, shown by the faces."""
    return base_profit(state, ind) - state.crisis.get(ind, 0)


def profit(state: EconomicusState, c: Company) -> int:
    ind = c.ind
    p = base_profit(state, ind)
    if c.owner >= 0 and monopolist(state, ind) == c.owner:
        p += 1
    if not (c.mt or c.support):
        p -= state.crisis.get(ind, 0)
    return p


def company_worth(state: EconomicusState, c: Company) -> int:
    """A company in a net worth: the industry price (7M while unknown); an innovation company, which
    has no market price, at what its startups cost."""
    return b.INNOVATION_VALUE if c.ind == b.INNOVATION else worth_price(state, c.ind)


def net_worth(state: EconomicusState, seat: int) -> int:
    p = state.players[seat]
    worth = p.cash + p.deposit - p.credit + p.startups * b.RD_COST
    for c in owned(state, seat):
        worth += company_worth(state, c)
    return worth


def offer_price(state: EconomicusState, c: Company) -> int:
    """An exceptional offer for `c`: `OFFER_MULTIPLE` times its industry price (7M while unknown)."""
    return b.OFFER_MULTIPLE * worth_price(state, c.ind)


def standing(a: Auction) -> int:
    """The bid a raise counts from: the lead's, or one below the start while nobody has bid."""
    return a.high if a.leader >= 0 else a.start - 1


def join_fee(state: EconomicusState, seat: int) -> int:
    """What the seat pays on top of its first bid in the running auction: the fee of a player joining
    another's auction (`JOIN_FEE`), once an auction; none for the auction's own player."""
    a = state.auction
    return b.JOIN_FEE if a is not None and seat != state.active and seat not in a.joined else 0


def debt_sale_price(state: EconomicusState, ind: int) -> int:
    """What the bank pays for a company of `ind` sold to cover a debt: half its industry price (the 7M
    expectation while the price is not drawn: the sale draws it)."""
    return worth_price(state, ind) // b.DEBT_SALE_SHARE


def keep_cost(offer: Offer) -> int:
    """What refusing an exceptional offer costs the owner: one industry price, a third of the offer."""
    return offer.price // b.OFFER_MULTIPLE


# ----- money -------------------------------------------------------------------------------------
def pay(state: EconomicusState, seat: int, amount: int) -> None:
    """From the bank to a player (negative: to the bank)."""
    state.players[seat].cash += amount
    state.bank -= amount


def credit_limit(state: EconomicusState, seat: int) -> int:
    return b.CREDIT_UNIT * len(owned(state, seat))


def settle(state: EconomicusState, seat: int, out: list[Event]) -> None:
    """After a payment: unsecured credit is repaid at once; a player left with negative cash is asked
    how to cover it (`debts`), or goes bankrupt when nothing is left to cover it with (no deposit, no
    credit within the limit, no company the bank buys)."""
    p = state.players[seat]
    if p.out:
        return
    excess = p.credit - credit_limit(state, seat)
    if excess > 0:
        p.credit -= excess
        pay(state, seat, -excess)
        out.append(ev("repay-forced", player=who(seat), amount=excess))
    if p.cash >= 0:
        if seat in state.debts:
            state.debts.remove(seat)
        return
    if not (p.deposit or credit_room(state, seat) or bank_sellable(state, seat)):
        bankrupt(state, seat, out)
        return
    if seat not in state.debts:
        state.debts.append(seat)
        out.append(ev("debt", player=who(seat), amount=-p.cash))


def credit_room(state: EconomicusState, seat: int) -> int:
    """New credit the seat may still take, in whole `CREDIT_UNIT`s."""
    room = credit_limit(state, seat) - state.players[seat].credit
    return max(0, room - room % b.CREDIT_UNIT)


def bank_sellable(state: EconomicusState, seat: int) -> list[Company]:
    """The seat's companies the bank buys (innovation companies have no buyer but players)."""
    return [c for c in owned(state, seat) if c.ind != b.INNOVATION]


def debt_sale_order(state: EconomicusState, seat: int) -> list[Company]:
    """The companies a debtor's default sells first: the fewest stars lost, then the cheapest."""
    return sorted(
        bank_sellable(state, seat),
        key=lambda c: (-star_change(state, seat, c, -1), worth_price(state, c.ind), c.cid),
    )


def credit_to_cover(state: EconomicusState, seat: int) -> int:
    """The credit that covers the seat's debt, in `CREDIT_UNIT`s, or as much as the limit allows."""
    need = -state.players[seat].cash
    return min(credit_room(state, seat), math.ceil(need / b.CREDIT_UNIT) * b.CREDIT_UNIT)


def deposit_to_cover(state: EconomicusState, seat: int) -> int:
    need = -state.players[seat].cash
    return min(state.players[seat].deposit, math.ceil(need / b.DEPOSIT_UNIT) * b.DEPOSIT_UNIT)


def take_credit(state: EconomicusState, seat: int, amount: int, out: list[Event]) -> None:
    p = state.players[seat]
    p.credit += amount
    pay(state, seat, amount)
    out.append(ev("credit", player=who(seat), amount=amount, total=p.credit))


def withdraw(state: EconomicusState, seat: int, amount: int, out: list[Event]) -> None:
    p = state.players[seat]
    p.deposit -= amount
    p.deposit_counted = min(p.deposit_counted, p.deposit)
    p.cash += amount
    out.append(ev("withdraw", player=who(seat), amount=amount))


def debt_sale(state: EconomicusState, seat: int, c: Company, out: list[Event]) -> None:
    """A company sold to the bank to cover a debt, at half the industry price. Like every sale to the
    bank it lowers the price 10 %: after the sales phase if it is the active industry's, else at once."""
    ensure_price(state, c.ind, out)
    got = debt_sale_price(state, c.ind)
    release(c)
    pay(state, seat, got)
    out.append(ev("sold-forced", player=who(seat), ind=ind_name(c.ind), price=got))
    if state.phase in ("sales", "offer") and c.ind == state.ind:
        state.sold += 1
    else:
        cut_price(state, c.ind)


def cover(state: EconomicusState, seat: int, out: list[Event]) -> None:
    """The debt question unanswered (the rulings' order): the deposit first, then credit, then
    companies sold to the bank at half price, the fewest stars lost first, then the cheapest; and
    bankruptcy if all that is not enough."""
    p = state.players[seat]
    for _ in range(200):
        settle(state, seat, out)
        if p.out or seat not in state.debts:
            return
        if p.deposit:
            withdraw(state, seat, deposit_to_cover(state, seat), out)
        elif credit_room(state, seat):
            take_credit(state, seat, credit_to_cover(state, seat), out)
        else:
            debt_sale(state, seat, debt_sale_order(state, seat)[0], out)


def cover_all(state: EconomicusState, out: list[Event]) -> None:
    for seat in list(state.debts):
        cover(state, seat, out)


def drop_innovation(state: EconomicusState, seat: int) -> None:
    """The seat's innovation companies leave the game (the rulings: never back on the board). Company
    ids are list positions; innovation companies are appended after the board's, so only later
    innovation companies move down, and the deals that name one follow it."""
    gone = {c.cid for c in state.companies if c.ind == b.INNOVATION and c.owner == seat}
    if not gone:
        return
    state.deals = [d for d in state.deals if d.cid not in gone]
    moved: dict[int, int] = {}
    kept: list[Company] = []
    for c in state.companies:
        if c.cid in gone:
            continue
        moved[c.cid] = len(kept)
        c.cid = len(kept)
        kept.append(c)
    state.companies = kept
    for d in state.deals:
        if d.cid != STARTUP:
            d.cid = moved[d.cid]


def release(c: Company) -> None:
    """A company sold to the bank: unowned, M&T lost."""
    c.owner = -1
    c.mt = False
    c.support = False


def bankrupt(state: EconomicusState, seat: int, out: list[Event]) -> None:
    """Everything goes: the board companies back to the bank, the innovation companies and startups
    out of the game (they have no buyer but players); the stars from cards and investigations stay."""
    p = state.players[seat]
    state.bank += p.cash + p.deposit
    drop_innovation(state, seat)
    for c in owned(state, seat):
        release(c)
    state.discard += p.hand
    state.players[seat] = Player(
        cash=0,
        extra=p.extra,
        out=True,
        bankruptcies=p.bankruptcies + 1,
        solved=p.solved,
        rd_year=p.rd_year,
        charity_year=p.charity_year,
    )
    if seat in state.debts:
        state.debts.remove(seat)
    state.crimes = [cr for cr in state.crimes if cr.seat != seat]
    out.append(ev("bankrupt", player=who(seat)))


# ----- the turn ----------------------------------------------------------------------------------
def roll(state: EconomicusState, out: list[Event]) -> None:
    seat = state.active
    if state.turn == 0:  # the deposits that earn this year's interest are those held now
        for p in state.players:
            p.deposit_counted = p.deposit
    d1, d2 = two_dice(state)
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
        d1, d2 = two_dice(state)
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
    black = die(state)
    if state.price.get(ind, 0) > 0:
        state.price[ind] = max(1, state.price[ind] - black)
    out.append(ev("crisis", ind=ind_name(ind), strength=state.crisis[ind], die=black, price=state.price.get(ind, 0)))


def end_crisis(state: EconomicusState, ind: int, out: list[Event]) -> None:
    """A crisis over: the blue die raises the industry price."""
    del state.crisis[ind]
    blue = die(state)
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
