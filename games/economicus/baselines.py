"""Simple players that `python -m games simulate economicus --vs NAME` measures the AI against.

`greedy` values a lot at its expected profit over three years plus 6M a star it brings, bids up to
that, one step at a time, and does nothing else at any time (no credit, cards, R&D or deals); its
turn-order answers are the plain ones (pass, done, accept, the debt covered in the rulings' order).
"""

from __future__ import annotations

import random

from games.economicus import ai, flow
from games.economicus import rules as r
from games.economicus.state import Company, EconomicusState

GREEDY_YEARS = 3
STAR_WORTH = 6


def greedy_value(state: EconomicusState, seat: int, c: Company) -> int:
    """Expected profit over `GREEDY_YEARS` years (a year is n + 1 rolls) plus `STAR_WORTH` a star."""
    rolls = GREEDY_YEARS * (state.n + 1)
    income = ai.freq(state.numbers[c.ind]) * max(0, r.profit(state, c)) * rolls
    return int(income + STAR_WORTH * r.star_change(state, seat, c, seat))


def may_bid(state: EconomicusState, seat: int, c: Company) -> bool:
    return not c.gov or "quota" in state.players[seat].hand


class Greedy:
    """The greedy player: `__call__` answers the turn-order question, `open_action` bids."""

    def __call__(self, state: EconomicusState, seat: int, rng: random.Random) -> str:
        p = state.players[seat]
        phase = state.phase
        if seat in state.debts:
            return "cover"
        if phase == "place":
            choices = flow.placement_choices(state, seat)
            return f"place:{max(choices, key=lambda c: (greedy_value(state, seat, c), -c.cid)).cid}"
        if phase == "lot":
            choices = flow.lots(state)
            usable = [c for c in choices if may_bid(state, seat, c)] or choices
            return f"lot:{max(usable, key=lambda c: greedy_value(state, seat, c)).cid}"
        if phase == "auction" and state.auction is not None:
            a = state.auction
            c = state.companies[a.cid]
            if may_bid(state, seat, c) and greedy_value(state, seat, c) >= a.start and p.cash >= a.start:
                return f"bid:{a.start}"
            return "pass"
        return {"roll": "roll", "sales": "done", "offer": "accept"}.get(phase, "done")

    def open_action(self, state: EconomicusState, seat: int, rng: random.Random) -> str | None:
        a = state.auction
        p = state.players[seat]
        if state.phase != "auction" or a is None or not a.opened or a.leader == seat or p.out:
            return None
        if seat == state.active and a.passed:
            return None
        c = state.companies[a.cid]
        low = r.standing(a) + 1
        fee = r.join_fee(state, seat)
        if may_bid(state, seat, c) and greedy_value(state, seat, c) >= low and p.cash >= low + fee:
            return f"bid:{low}"
        return None


BASELINES = {"greedy": Greedy()}
