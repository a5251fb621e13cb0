"""The mechanics of «Экономикус»: dice and cards, ownership and stars, prices and profits, money, debt
and bankruptcy. The turn, the year and the end that use them are in `flow`.

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
