"""What the group and each player see of a game of «Экономикус»."""

from __future__ import annotations

from typing import Any

from games.economicus import board as b
from games.economicus import rules as r
from games.economicus.state import EconomicusState


def public_view(state: EconomicusState) -> dict[str, Any]:
    """The board, every company, every player's money records, stars and the number of their cards;
    the live auction and open crimes. Never a hand, a sealed tender bid or the decks' order."""
    a = state.auction
    return {
        "year": state.year,
        "turn": state.turn,
        "auditor": state.auditor,
        "active": state.active,
        "phase": state.phase,
        "event": state.event,
        "target": r.target(state),
        "auction_seconds": state.options.auction_seconds,
        "ring": list(state.ring),
        "numbers": {str(k): v for k, v in state.numbers.items()},
        "price": {str(k): v for k, v in state.price.items()},
        # one company's profit on its industry's roll now (event and crisis counted; a monopoly's +1M
        # and M&T aside), and the worth of a price not drawn yet: the figures a bid needs
        "profit": {str(k): r.industry_profit(state, k) for k in state.price},
        "expected_price": b.EXPECTED_PRICE,
        "crisis": {str(k): v for k, v in state.crisis.items()},
        "dice": list(state.dice),
        "ind": state.ind,
        "last_roll": list(state.last_roll),
        "profits": list(state.profits),
        # each company with what an exceptional offer for it costs and what a debt sale of it pays
        "companies": [
            {**c.model_dump(), "offer_price": r.offer_price(state, c), "sale_price": r.debt_sale_price(state, c.ind)}
            for c in state.companies
        ],
        "players": [
            {
                "cash": p.cash,
                "credit": p.credit,
                "deposit": p.deposit,
                "startups": p.startups,
                "cards": len(p.hand),
                "stars": r.stars(state, s),
                "extra": p.extra,
                "out": p.out,
                "rd_done": p.rd_year == state.year,
                "worth": r.net_worth(state, s),
            }
            for s, p in enumerate(state.players)
        ],
        "best": state.best,
        # the live auction, with the bid its raises count from
        "auction": {**a.model_dump(), "standing": r.standing(a)} if a is not None else None,
        "auctions": state.auctions,
        # the exceptional offer, with what refusing it costs its owner
        "offer": {**state.offer.model_dump(), "keep": r.keep_cost(state.offer)} if state.offer is not None else None,
        "debts": list(state.debts),
        "deals": [d.model_dump() for d in state.deals],
        "asked": list(state.asked),
        "placing": list(state.placing),
        "crimes": [{"id": c.id, "seat": c.seat, "kind": c.kind, "tried": list(c.tried)} for c in state.crimes],
        "tender_bids": len(state.tender),
        "deck": len(state.option_deck),
        "end": state.end,
    }


def player_view(state: EconomicusState, seat: int) -> dict[str, Any]:
    view = public_view(state)
    view["seat"] = seat
    view["hand"] = sorted(state.players[seat].hand)
    view["tender"] = state.tender.get(seat)
    view["credit_limit"] = r.credit_limit(state, seat)
    view["join_fee"] = r.join_fee(state, seat)
    return view
