"""The AI of «Экономикус». It reads the public board and its own seat only (what `player_view` shows).

Every open action it takes is bounded, so AIs alone always fall silent: bids only up to a private
valuation and at most `MAX_BIDS` per auction (credit, up to half the limit, only to cover such a bid);
cards are spent when played; R&D, charity and tenders are once a year; investigations once per crime;
deposits and repayments move cash away from the thresholds that trigger them.
"""

from __future__ import annotations

import random

from games.economicus import actions as act
from games.economicus import board as b
from games.economicus import flow
from games.economicus import rules as r
from games.economicus.state import STARTUP, Company, EconomicusState

MAX_BIDS = 6
RD_SPARE = 30
"""R&D only with this much cash to spare over its cost: five years of it (and 1M a startup on every
7) buy one innovation company, worth less than the companies and stars the money buys meanwhile."""


def freq(number: int) -> float:
    return (6 - abs(7 - number)) / 36


def value(state: EconomicusState, seat: int, c: Company) -> int:
    """A private valuation: a dozen turns of expected profit plus 6M for each star it brings."""
    income = freq(state.numbers[c.ind]) * max(0, r.profit(state, c)) * 12
    return int(income + 6 * star_change(state, seat, c, seat) + 3)


def loss(state: EconomicusState, seat: int, c: Company) -> int:
    """Stars lost if `seat` lost company `c`."""
    return -star_change(state, seat, c, -1)


star_change = r.star_change


def choose(state: EconomicusState, seat: int, rng: random.Random) -> str:
    """The turn-order decision."""
    p = state.players[seat]
    phase = state.phase
    if seat in state.debts:
        return "cover"  # the rulings' order: deposit, credit, then the sale that costs fewest stars
    if phase == "place":
        choices = flow.placement_choices(state, seat)
        best = max(choices, key=lambda c: (value(state, seat, c) - (4 if c.gov else 0), -c.cid))
        return f"place:{best.cid}"
    if phase == "roll":
        return "roll"
    if phase == "lot":
        choices = flow.lots(state)
        usable = [c for c in choices if not c.gov or "quota" in p.hand] or choices
        return f"lot:{max(usable, key=lambda c: value(state, seat, c)).cid}"
    if phase == "auction":
        a = state.auction
        assert a is not None
        c = state.companies[a.cid]
        ok = (not c.gov or "quota" in p.hand) and value(state, seat, c) >= a.start and p.cash >= a.start
        return f"bid:{a.start}" if ok else "pass"
    if phase == "sales":
        for c in flow.offer_targets(state, seat):
            price = r.offer_price(state, c)
            if value(state, seat, c) * 2 >= price and p.cash >= price:
                return f"offer:{c.cid}"
        return "done"
    if phase == "offer":
        o = state.offer
        assert o is not None
        c = state.companies[o.cid]
        keep = r.keep_cost(o)
        return "refuse" if loss(state, seat, c) >= 2 and p.cash >= keep + 5 else "accept"
    return "done"


def open_move(state: EconomicusState, seat: int, rng: random.Random) -> str | None:
    p = state.players[seat]
    if p.out or state.phase in ("place", "over"):
        return None
    a = state.auction
    if state.phase == "auction" and a is not None and a.opened and a.leader != seat and a.counts[seat] < MAX_BIDS:
        c = state.companies[a.cid]
        low = r.standing(a) + 1
        fee = r.join_fee(state, seat)
        passed = seat == state.active and a.passed
        need = low + fee
        if not passed and (not c.gov or "quota" in p.hand) and value(state, seat, c) >= need:
            if p.cash >= need:
                return f"bid:{low}"
            short = -(-(need - p.cash) // b.CREDIT_UNIT) * b.CREDIT_UNIT
            if p.credit + short <= r.credit_limit(state, seat) // 2:
                return f"credit:{short}"  # borrow to bid (once per raise: the bid follows at once)
    for d in state.deals:
        if d.buyer != seat or d.price > p.cash or not act.deal_stands(state, d):
            continue
        if d.cid == STARTUP:
            if d.price <= act.rd_cost(state) and p.cash >= d.price + 10:
                return f"take:startup:{d.seller}"
        elif value(state, seat, state.companies[d.cid]) >= d.price:
            return f"take:{d.cid}"
    for cr in state.crimes:
        if cr.seat != seat and seat not in cr.tried:
            if "investigate" in p.hand:
                return f"probe:{cr.id}:card"
            if p.cash >= 20:
                return f"probe:{cr.id}"
    hand = set(p.hand)
    if "subsidy" in hand:
        return "play:subsidy"
    # the seat's companies matter only to a card that targets them or to M&T; most asks need neither
    wants_mine = not hand.isdisjoint(("relief", "support", "lobby", "raid")) or p.cash >= b.MT_COST + 8
    mine = r.owned(state, seat) if wants_mine else []
    hit = [c for c in mine if state.crisis.get(c.ind, 0) > 0 and not c.mt and not c.support]
    if "relief" in hand and hit:
        return f"play:relief:{hit[0].ind}"
    if "support" in hand and hit:
        return f"play:support:{hit[0].cid}"
    if "lobby" in hand:
        inds = [c.ind for c in mine if c.ind != b.INNOVATION and state.price.get(c.ind, 0) > 0]
        if inds:
            return f"play:lobby:{max(set(inds), key=lambda i: (inds.count(i), i))}:up"
    for card in ("tax", "insider", "kickback"):
        if card in hand and p.cash < 12:
            return f"play:{card}"
    if "raid" in hand and rng.random() < 0.5:
        present = {c.ind for c in mine}
        present.discard(b.INNOVATION)  # an innovation company cannot be raided
        targets = [c for c in state.companies if c.owner not in (-1, seat) and c.ind in present]
        if targets:
            return f"play:raid:{targets[0].cid}"
    # M&T pays where a crisis is deep, or towards the best-management star (3 M&T companies)
    worth_mt = [c for c in hit if state.crisis[c.ind] >= 2 or r.mt_count(state, seat) >= 2]
    if worth_mt and p.cash >= b.MT_COST + 8:
        return f"mt:{worth_mt[0].cid}"
    if p.rd_year != state.year and p.cash >= act.rd_cost(state) + RD_SPARE:
        return "rd"
    if state.event == "charity" and p.charity_year != state.year and p.cash >= 12:
        return "charity"
    if state.event == "tender" and seat not in state.tender and p.cash >= 8:
        return f"tender:{rng.randint(2, min(8, p.cash // 3))}"
    if p.credit >= b.CREDIT_UNIT and p.cash >= 25:
        return f"repay:{b.CREDIT_UNIT}"
    if p.cash >= 50:
        return f"deposit:{b.DEPOSIT_UNIT}"
    if p.cash < 3 and p.deposit >= b.DEPOSIT_UNIT:
        return f"withdraw:{b.DEPOSIT_UNIT}"
    return None
