"""Every action of «Экономикус»: parsing, full validation (GameError before any change), then effect.

Turn-order actions (the game waits for them): `place:<cid>`, `roll`, `lot:<cid>`, the active player's
opening `bid:<amount>` or `pass`, `sell:<cid>`, `offer:<cid>`, `done`, `accept`, `refuse`; a seat in
debt answers first, before anything else waits: `credit:<amount>`, `withdraw:<amount>`, `halfsell:<cid>`
(to the bank at half the industry price) or `cover` (the rulings' order, also the default).
Open actions (any seat, any time): `credit[:<amount>]`, `repay[:<amount>]`, `deposit[:<amount>]`,
`withdraw[:<amount>]`, `rd`, `mt:<cid>`, `play:<card>[:<target>[:up|down]]`, `probe:<crime>[:card]`,
`charity`, `tender:<amount>`, `bid:<amount>` in an open auction, in the sales phase `deal:<cid>:<buyer>:<price>`
(the owner proposes a sale at an agreed price; `deal:startup:<buyer>:<price>` for one startup, in the
innovation industry's sales) and `take:<cid>` / `take:startup:<seller>` (its buyer accepts); a seat in
debt may propose a deal for anything it owns until the debt is covered; `bankrupt`.
Clock actions: `close` (the auction), `close-crime:<id>`.

Over 600 lines because it is the whole grammar: one validating function a verb, all behind the one `play`
dispatch and its shared parsers (`number`, `company`, `err`); the effects they call live in `rules` and `flow`.
"""

from __future__ import annotations

from games.base import CLOCK, Event, GameError
from games.economicus import board as b
from games.economicus import flow
from games.economicus import rules as r
from games.economicus.state import STARTUP, Company, Crime, EconomicusState, Offer

OPEN_VERBS = frozenset(
    {
        "credit",
        "repay",
        "deposit",
        "withdraw",
        "rd",
        "mt",
        "play",
        "probe",
        "charity",
        "tender",
        "bid",
        "deal",
        "take",
        "bankrupt",
    }
)
TURN_VERBS = {
    "place": {"place"},
    "roll": {"roll"},
    "lot": {"lot"},
    "auction": {"bid", "pass"},
    "sales": {"sell", "offer", "done"},
    "offer": {"accept", "refuse"},
}
DEBT_VERBS = frozenset({"credit", "withdraw", "halfsell", "cover"})
"""A debtor's answers to the debt question (credit and withdraw are open verbs otherwise)."""
TARGETED = {"relief": "ind", "lobby": "ind", "support": "own", "raid": "other"}
"""Cards played with a target: an industry, one's own company, another player's company."""


def err(key: str, **params: int | str) -> GameError:
    return GameError(f"economicus-err-{key}", **params)


def to_act(state: EconomicusState) -> list[int]:
    """The debtors first (their question holds everything else), then whoever the phase waits for."""
    phase = state.phase
    if state.debts and phase != "over":
        return list(state.debts)
    if phase == "place":
        return state.placing[:1]
    if phase in ("roll", "lot"):
        return [state.active]
    if phase == "auction":
        return [state.active] if state.auction is not None and not state.auction.opened else []
    if phase == "sales":
        return list(state.asked)
    if phase == "offer" and state.offer is not None:
        return [state.companies[state.offer.cid].owner]
    return []


def is_turn_action(state: EconomicusState, seat: int, action: str) -> bool:
    verb = action.partition(":")[0]
    if state.debts and state.phase != "over":
        return seat in state.debts and verb in DEBT_VERBS
    return seat in to_act(state) and verb in TURN_VERBS.get(state.phase, set())


def is_open(state: EconomicusState, seat: int, action: str) -> bool:
    return action.partition(":")[0] in OPEN_VERBS and not is_turn_action(state, seat, action)


def number(text: str, what: str = "amount") -> int:
    if not text.isdigit() or len(text) > 6:
        raise err("bad-number", value=text[:12])
    return int(text)


def company(state: EconomicusState, text: str) -> Company:
    cid = number(text)
    if cid >= len(state.companies):
        raise err("no-company")
    return state.companies[cid]


def play(state: EconomicusState, seat: int, action: str) -> list[Event]:
    out: list[Event] = []
    verb, _, rest = action.partition(":")
    if seat == CLOCK:
        clock(state, action, out)
    elif is_turn_action(state, seat, action):
        turn(state, seat, verb, rest, out)
    elif verb in OPEN_VERBS:
        if state.players[seat].out:
            raise err("out")
        open_action(state, seat, verb, rest, out)
    else:
        raise err("not-now")
    fix_flow(state, out)
    r.update_best(state, out)
    return out


# ----- clock -------------------------------------------------------------------------------------
def clock(state: EconomicusState, action: str, out: list[Event]) -> None:
    if action == "close":
        if state.phase != "auction" or state.auction is None or not state.auction.opened:
            raise err("not-now")
        flow.close_auction(state, out)
        return
    verb, _, rest = action.partition(":")
    crime = next((c for c in state.crimes if verb == "close-crime" and str(c.id) == rest), None)
    if crime is None:
        raise err("not-now")
    state.crimes.remove(crime)
    out.append(r.ev("crime-closed", player=r.who(crime.seat), card=f"@economicus-card-{crime.kind}"))


# ----- turn order --------------------------------------------------------------------------------
def turn(state: EconomicusState, seat: int, verb: str, rest: str, out: list[Event]) -> None:
    phase = state.phase
    if seat in state.debts:
        debt_answer(state, seat, verb, rest, out)
    elif phase == "place":
        c = company(state, rest)
        choices = flow.placement_choices(state, seat)
        if c not in choices:  # companies of one kind are alike: a taken one means a free one like it
            alike = [o for o in choices if o.ind == c.ind and o.gov == c.gov]
            if not alike:
                raise err("cannot-place")
            if c.owner >= 0:
                c = alike[0]
        flow.place(state, seat, c, out)
    elif phase == "roll":
        if rest:
            raise err("not-now")
        flow.roll(state, out)
    elif phase == "lot":
        c = company(state, rest)
        if c.ind != state.ind or c.owner >= 0:
            raise err("not-a-lot")
        flow.start_auction(state, c, out)
    elif phase == "auction":
        a = state.auction
        assert a is not None
        if verb == "pass":
            if rest:
                raise err("not-now")
            a.opened = True
            a.passed = True
            out.append(r.ev("pass", player=r.who(seat)))
        else:
            bid(state, seat, rest, out)
    elif phase == "sales":
        sales(state, seat, verb, rest, out)
    elif phase == "offer":
        answer(state, seat, verb, rest, out)


def debt_answer(state: EconomicusState, seat: int, verb: str, rest: str, out: list[Event]) -> None:
    """How a debtor covers a negative balance; asked again while some debt is left."""
    p = state.players[seat]
    if verb == "cover":
        if rest:
            raise err("not-now")
        r.cover(state, seat, out)
        return
    if verb == "credit":
        amount = amount_arg(rest, b.CREDIT_UNIT)
        if amount > r.credit_room(state, seat):
            raise err("credit-limit", room=r.credit_room(state, seat))
        r.take_credit(state, seat, amount, out)
    elif verb == "withdraw":
        amount = amount_arg(rest, b.DEPOSIT_UNIT)
        if amount > p.deposit:
            raise err("withdraw-too-much", deposit=p.deposit)
        r.withdraw(state, seat, amount, out)
    else:
        c = company(state, rest)
        if c.owner != seat or c.ind == b.INNOVATION:
            raise err("cannot-sell")
        r.debt_sale(state, seat, c, out)
    r.settle(state, seat, out)


def bid(state: EconomicusState, seat: int, rest: str, out: list[Event]) -> None:
    a = state.auction
    if state.phase != "auction" or a is None:
        raise err("no-auction")
    amount = number(rest)
    c = state.companies[a.cid]
    p = state.players[seat]
    if not a.opened and seat != state.active:
        raise err("auction-not-open")
    if seat == state.active and a.passed:
        raise err("passed")
    if seat == a.leader:
        raise err("already-leading")
    low = r.standing(a) + 1
    if a.leader >= 0 and amount <= a.high:  # the lead passed it: never taken as a higher bid
        raise err("outbid", player=r.who(a.leader), high=a.high, min=low)
    if amount < low:
        raise err("bid-low", min=low)
    fee = r.join_fee(state, seat)
    if p.cash < amount + fee:
        raise err("no-cash", need=amount + fee, cash=p.cash)
    if c.gov and "quota" not in p.hand:
        raise err("no-quota")
    if fee:
        a.joined.append(seat)
        r.pay(state, seat, -fee)
        out.append(r.ev("join", player=r.who(seat), fee=fee))
    a.opened = True
    a.high, a.leader = amount, seat
    a.best[seat] = amount
    a.bids += 1
    a.counts[seat] += 1
    out.append(r.ev("bid", player=r.who(seat), amount=amount))


def sales(state: EconomicusState, seat: int, verb: str, rest: str, out: list[Event]) -> None:
    if verb == "done":
        if rest:
            raise err("not-now")
        state.asked.remove(seat)
        if not state.asked:
            flow.end_sales(state, out)
        return
    c = company(state, rest)
    if verb == "sell":
        if c.owner != seat or c.ind != state.ind or c.ind == b.INNOVATION:
            raise err("cannot-sell")
        r.ensure_price(state, c.ind, out)
        price = state.price[c.ind]
        r.release(c)
        r.pay(state, seat, price)
        state.sold += 1
        out.append(r.ev("sold", player=r.who(seat), ind=r.ind_name(c.ind), price=price))
        r.settle(state, seat, out)
        if not flow.can_sell(state, seat) and not flow.can_offer(state, seat) and seat in state.asked:
            state.asked.remove(seat)
            if not state.asked:
                flow.end_sales(state, out)
        return
    if c not in flow.offer_targets(state, seat):
        raise err("cannot-offer")
    r.ensure_price(state, c.ind, out)
    state.offered = True
    state.offer = Offer(cid=c.cid, buyer=seat, price=r.offer_price(state, c))
    state.phase = "offer"
    out.append(r.ev("offer", player=r.who(seat), owner=r.who(c.owner), ind=r.ind_name(c.ind), price=state.offer.price))


def answer(state: EconomicusState, seat: int, verb: str, rest: str, out: list[Event]) -> None:
    o = state.offer
    assert o is not None
    if rest:
        raise err("not-now")
    c = state.companies[o.cid]
    if verb == "accept":
        c.owner = o.buyer
        c.support = False
        state.players[o.buyer].cash -= o.price
        state.players[seat].cash += o.price
        out.append(r.ev("offer-accepted", player=r.who(seat), buyer=r.who(o.buyer), price=o.price))
        r.settle(state, seat, out)
        r.settle(state, o.buyer, out)
    else:
        keep = r.keep_cost(o)
        r.pay(state, seat, -keep)
        out.append(r.ev("offer-refused", player=r.who(seat), amount=keep))
        r.settle(state, seat, out)
    state.offer = None
    state.phase = "sales"
    state.asked = [s for s in state.asked if flow.can_sell(state, s) or flow.can_offer(state, s) or s == state.active]
    if not state.asked:
        flow.end_sales(state, out)


# ----- open actions ------------------------------------------------------------------------------
def amount_arg(rest: str, unit: int) -> int:
    amount = number(rest) if rest else unit
    if amount <= 0 or amount % unit:
        raise err("multiple", unit=unit)
    return amount


def open_action(state: EconomicusState, seat: int, verb: str, rest: str, out: list[Event]) -> None:
    p = state.players[seat]
    if verb == "credit":
        amount = amount_arg(rest, b.CREDIT_UNIT)
        room = r.credit_limit(state, seat) - p.credit
        if amount > room:
            raise err("credit-limit", room=max(0, room))
        r.take_credit(state, seat, amount, out)
    elif verb == "repay":
        amount = amount_arg(rest, b.CREDIT_UNIT)
        if amount > p.credit:
            raise err("repay-too-much", credit=p.credit)
        if amount > p.cash:
            raise err("no-cash", need=amount, cash=p.cash)
        p.credit -= amount
        r.pay(state, seat, -amount)
        out.append(r.ev("repay", player=r.who(seat), amount=amount, total=p.credit))
    elif verb == "deposit":
        amount = amount_arg(rest, b.DEPOSIT_UNIT)
        if amount > p.cash:
            raise err("no-cash", need=amount, cash=p.cash)
        p.cash -= amount
        p.deposit += amount
        if state.turn == 0 and state.phase == "roll":
            p.deposit_counted += amount
        out.append(r.ev("deposit", player=r.who(seat), amount=amount, total=p.deposit))
    elif verb == "withdraw":
        amount = amount_arg(rest, b.DEPOSIT_UNIT)
        if amount > p.deposit:
            raise err("withdraw-too-much", deposit=p.deposit)
        r.withdraw(state, seat, amount, out)
    elif verb == "rd":
        cost = rd_cost(state)
        if rest:
            raise err("not-now")
        if p.rd_year == state.year:
            raise err("rd-done")
        if p.cash < cost:
            raise err("no-cash", need=cost, cash=p.cash)
        r.pay(state, seat, -cost)
        p.rd_year = state.year
        p.startups += 1
        out.append(r.ev("rd", player=r.who(seat), startups=p.startups, cost=cost))
        grow(state, seat, out)
    elif verb == "mt":
        c = company(state, rest)
        if c.owner != seat:
            raise err("not-yours")
        if c.mt:
            raise err("mt-done")
        if state.crisis.get(c.ind, 0) <= 0:
            raise err("mt-no-crisis")
        if p.cash < b.MT_COST:
            raise err("no-cash", need=b.MT_COST, cash=p.cash)
        r.pay(state, seat, -b.MT_COST)
        c.mt = True
        out.append(r.ev("mt", player=r.who(seat), ind=r.ind_name(c.ind)))
    elif verb == "play":
        play_card(state, seat, rest, out)
    elif verb == "probe":
        probe(state, seat, rest, out)
    elif verb == "charity":
        if rest or state.event != "charity" or state.phase == "place":
            raise err("not-now")
        if p.charity_year == state.year:
            raise err("charity-done")
        if p.cash < b.CHARITY_COST:
            raise err("no-cash", need=b.CHARITY_COST, cash=p.cash)
        r.pay(state, seat, -b.CHARITY_COST)
        p.charity_year = state.year
        p.extra += 1
        out.append(r.ev("charity", player=r.who(seat), amount=b.CHARITY_COST))
    elif verb == "tender":
        amount = number(rest)
        if state.event != "tender" or state.phase == "place":
            raise err("not-now")
        if seat in state.tender:
            raise err("tender-done")
        if not 1 <= amount <= p.cash:
            raise err("no-cash", need=amount, cash=p.cash)
        state.tender[seat] = amount
        out.append(r.ev("tender-bid", player=r.who(seat)))
        out.append(r.ev("tender-you", to=seat, amount=amount))
    elif verb == "bid":
        bid(state, seat, rest, out)
    elif verb == "deal":
        propose(state, seat, rest, out)
    elif verb == "take":
        take(state, seat, rest, out)
    elif verb == "bankrupt":
        if rest or state.phase == "place":
            raise err("not-now")
        r.bankrupt(state, seat, out)


def grow(state: EconomicusState, seat: int, out: list[Event]) -> None:
    """Five startups become one innovation company (with M&T)."""
    p = state.players[seat]
    if p.startups >= b.STARTUPS_PER_COMPANY:
        p.startups -= b.STARTUPS_PER_COMPANY
        state.companies.append(Company(cid=len(state.companies), ind=b.INNOVATION, owner=seat, mt=True))
        out.append(r.ev("innovation", player=r.who(seat)))


def deal_stands(state: EconomicusState, d: Offer) -> bool:
    """A proposed deal may be taken while the seller still has the thing, both are in, and either the
    sales phase of its industry lasts (startups: the innovation industry's) or the seller is in debt."""
    players = state.players
    if players[d.seller].out or players[d.buyer].out:
        return False
    if d.cid == STARTUP:
        ind = b.INNOVATION
        if not players[d.seller].startups:
            return False
    else:
        if d.cid >= len(state.companies) or state.companies[d.cid].owner != d.seller:
            return False
        ind = state.companies[d.cid].ind
    return d.seller in state.debts or (state.phase in ("sales", "offer") and ind == state.ind)


def propose(state: EconomicusState, seat: int, rest: str, out: list[Event]) -> None:
    """A sale to another player at an agreed price: in the sales phase, of a company in the active
    industry (a startup in the innovation industry's); while in debt, of anything owned. A new
    proposal for the same company (a seller's startup) replaces the old one."""
    parts = rest.split(":")
    if len(parts) != 3:
        raise err("not-now")
    cid = STARTUP if parts[0] == "startup" else company(state, parts[0]).cid
    buyer, price = number(parts[1]), number(parts[2])
    if cid != STARTUP and state.companies[cid].owner != seat:
        raise err("cannot-sell")
    if buyer == seat or buyer >= state.n or state.players[buyer].out:
        raise err("deal-target")
    deal = Offer(cid=cid, buyer=buyer, price=price, seller=seat)
    if not deal_stands(state, deal):
        raise err("cannot-sell")
    state.deals = [d for d in state.deals if not (d.cid == cid and d.seller == seat)]
    state.deals.append(deal)
    ind = b.INNOVATION if cid == STARTUP else state.companies[cid].ind
    if cid == STARTUP:
        out.append(r.ev("deal-startup", player=r.who(seat), buyer=r.who(buyer), price=price))
    else:
        out.append(r.ev("deal", player=r.who(seat), buyer=r.who(buyer), ind=r.ind_name(ind), price=price))


def take(state: EconomicusState, seat: int, rest: str, out: list[Event]) -> None:
    kind, _, who = rest.partition(":")
    if kind == "startup":
        seller = number(who)
        deal = next((d for d in state.deals if d.cid == STARTUP and d.seller == seller and d.buyer == seat), None)
    else:
        c = company(state, rest)
        deal = next((d for d in state.deals if d.cid == c.cid and d.buyer == seat), None)
    if deal is None or not deal_stands(state, deal):
        raise err("no-deal")
    p = state.players[seat]
    if p.cash < deal.price:
        raise err("no-cash", need=deal.price, cash=p.cash)
    state.deals.remove(deal)
    seller = deal.seller
    p.cash -= deal.price
    state.players[seller].cash += deal.price
    if deal.cid == STARTUP:
        state.players[seller].startups -= 1
        p.startups += 1
        out.append(r.ev("deal-startup-done", player=r.who(seller), buyer=r.who(seat), price=deal.price))
        grow(state, seat, out)
    else:
        c = state.companies[deal.cid]
        c.owner = seat
        c.support = False
        out.append(r.ev("deal-done", player=r.who(seller), buyer=r.who(seat), ind=r.ind_name(c.ind), price=deal.price))
    r.settle(state, seller, out)
    if seller in state.asked and not flow.can_sell(state, seller) and not flow.can_offer(state, seller):
        state.asked.remove(seller)
        if not state.asked and state.phase == "sales":
            flow.end_sales(state, out)


def rd_cost(state: EconomicusState) -> int:
    return b.RD_COST // 2 if state.event == "breakthrough" else b.RD_COST


def play_card(state: EconomicusState, seat: int, rest: str, out: list[Event]) -> None:
    p = state.players[seat]
    card, _, arg = rest.partition(":")
    if card not in p.hand:
        raise err("no-card")
    if card in ("quota", "investigate"):
        raise err("card-passive")
    if state.phase == "place":
        raise err("not-now")
    kind = TARGETED.get(card)
    target: Company | None = None
    ind = 0
    direction = ""
    if kind == "ind":
        text, _, direction = arg.partition(":")
        ind = number(text)
        if ind not in b.BOARD:
            raise err("no-industry")
        if card == "relief" and state.crisis.get(ind, 0) <= 0:
            raise err("no-crisis")
        if card == "lobby" and (direction not in ("up", "down") or state.price.get(ind, 0) <= 0):
            raise err("lobby-target")
    elif kind in ("own", "other"):
        target = company(state, arg)
        if kind == "own" and target.owner != seat:
            raise err("not-yours")
        if kind == "other" and (target.owner < 0 or target.owner == seat or target.ind == b.INNOVATION):
            raise err("raid-target")
    elif arg:
        raise err("not-now")
    r.discard(state, seat, card)
    out.append(r.ev("play", player=r.who(seat), card=f"@economicus-card-{card}"))
    if card in b.CRIMES:
        crime(state, seat, card, target, out)
    elif card == "relief":
        state.crisis[ind] -= 1
        out.append(r.ev("relief", ind=r.ind_name(ind), strength=state.crisis[ind]))
        if state.crisis[ind] == 0:
            flow.end_crisis(state, ind, out)
    elif card == "lobby":
        step = b.LOBBY_STEP if direction == "up" else -b.LOBBY_STEP
        state.price[ind] = max(1, state.price[ind] + step)
        out.append(r.ev("lobby", ind=r.ind_name(ind), price=state.price[ind]))
    elif card == "support":
        assert target is not None
        target.support = True
        out.append(r.ev("support", player=r.who(seat), ind=r.ind_name(target.ind)))
    elif card == "subsidy":
        r.pay(state, seat, b.SUBSIDY)
        out.append(r.ev("subsidy", player=r.who(seat), amount=b.SUBSIDY))


def crime(state: EconomicusState, seat: int, card: str, target: Company | None, out: list[Event]) -> None:
    need = b.CRIMES[card]
    roll = r.die(state)
    if roll <= need:
        out.append(r.ev("crime-failed", player=r.who(seat), die=roll, need=need))
        return
    state.crimes_done += 1
    state.crime_seq += 1
    cr = Crime(id=state.crime_seq, seat=seat, kind=card)
    if target is not None:
        cr.victim, cr.cid = target.owner, target.cid
        target.owner = seat
        target.support = False
        out.append(r.ev("raid", player=r.who(seat), victim=r.who(cr.victim), ind=r.ind_name(target.ind), die=roll))
        r.settle(state, cr.victim, out)
    else:
        cr.gain = b.CRIME_GAIN[card]
        r.pay(state, seat, cr.gain)
        out.append(r.ev("crime", player=r.who(seat), card=f"@economicus-card-{card}", amount=cr.gain, die=roll))
    state.crimes.append(cr)


def probe(state: EconomicusState, seat: int, rest: str, out: list[Event]) -> None:
    p = state.players[seat]
    text, _, how = rest.partition(":")
    cr = next((c for c in state.crimes if str(c.id) == text), None)
    if cr is None:
        raise err("no-crime")
    if cr.seat == seat or seat in cr.tried:
        raise err("probe-not-yours")
    if how not in ("", "card"):
        raise err("not-now")
    if how == "card" and "investigate" not in p.hand:
        raise err("no-card")
    cr.tried.append(seat)
    if how == "card":
        r.discard(state, seat, "investigate")
        out.append(r.ev("probe-card", player=r.who(seat), criminal=r.who(cr.seat)))
    else:
        d1, d2 = r.two_dice(state)
        r.pay(state, seat, -(d1 + d2))
        out.append(r.ev("probe-paid", player=r.who(seat), criminal=r.who(cr.seat), amount=d1 + d2))
        r.settle(state, seat, out)
    roll = r.die(state)
    if roll <= b.INVESTIGATION_NEEDS:
        out.append(r.ev("probe-failed", player=r.who(seat), die=roll, need=b.INVESTIGATION_NEEDS))
        return
    state.crimes.remove(cr)
    state.crimes_solved += 1
    criminal = state.players[cr.seat]
    if cr.cid >= 0:
        c = state.companies[cr.cid]
        if c.owner == cr.seat and not state.players[cr.victim].out:
            c.owner = cr.victim
    elif cr.gain:
        r.pay(state, cr.seat, -cr.gain)
    criminal.extra -= 1
    r.pay(state, cr.seat, -b.FINE)
    if not p.out:
        p.extra += 1
        p.solved += 1
    out.append(r.ev("probe-solved", player=r.who(seat), criminal=r.who(cr.seat), die=roll, fine=b.FINE))
    r.settle(state, cr.seat, out)


# ----- keeping the flow moving -------------------------------------------------------------------
def fix_flow(state: EconomicusState, out: list[Event]) -> None:
    """After every action: a debt covered (by any means, a deal too) is no longer asked; deals that no
    longer stand lapse; a turn that waited for debts ends; and after a bankruptcy (forced or declared)
    nobody out is waited for, and an auction whose leader left goes on from the best remaining bid."""
    if state.phase == "over":
        return
    state.debts = [s for s in state.debts if not state.players[s].out and state.players[s].cash < 0]
    state.deals = [d for d in state.deals if deal_stands(state, d)]
    out_seats = {s for s in range(state.n) if state.players[s].out}
    state.tender = {s: v for s, v in state.tender.items() if s not in out_seats}
    a = state.auction
    if state.phase == "auction" and a is not None:
        if a.leader in out_seats:
            flow.leader_gone(state, out)
        if not a.opened and state.active in out_seats:
            a.opened, a.passed = True, True
    elif state.phase in ("roll", "lot") and state.active in out_seats:
        flow.start_sales(state, out)
    elif state.phase == "offer" and state.offer is not None:
        c = state.companies[state.offer.cid]
        if state.offer.buyer in out_seats or c.owner in out_seats or c.owner < 0:
            state.offer = None
            state.phase = "sales"
    if state.phase == "sales":
        left = [s for s in state.asked if s not in out_seats]
        if left != state.asked:
            state.asked = left
            if not left:
                flow.end_sales(state, out)
    if state.phase == "place" and state.placing and state.placing[0] in out_seats:
        state.placing = [s for s in state.placing if s not in out_seats]
        flow.next_placement(state, out)
        if not state.placing:
            flow.start_year(state, out) if state.year == 0 else flow.open_year(state, out)
    if state.phase == "debts" and not state.debts:
        flow.end_turn(state, out)
