"""«Менеджмент»: the rules the face asks of the engine, the AI's view and play, and the baselines.

The AI's strength is measured by a script (`python -m games.management.strength`), not here: these tests
check behaviour, fast."""

from __future__ import annotations

import random
from typing import Any

import pytest
from seats import seat_of

from bot.faces.base import Ctx
from bot.faces.management import ManagementFace
from games.base import Seat
from games.management import GAME, strength
from games.management.market import egp_max, esm_min
from games.management.state import ManagementState, Options
from games.management.strength import POLICIES
from locales import catalog

CAT = catalog()
FACE = ManagementFace()


def new_game(n: int = 3, months: int = 13, seed: str = "ai") -> ManagementState:
    state, _ = GAME.start(seed, [Seat(name=f"P{i}") for i in range(n)], Options(months=months))
    return state


def step(state: ManagementState, choose: dict[int, str] | None = None) -> None:
    """Everyone asked sends their choice (the quiet default unless given)."""
    choose = choose or {}
    for seat in list(GAME.to_act(state)):
        GAME.apply(state, seat, choose.get(seat, GAME.default_action(state, seat)))


def is_part(small: Any, big: Any) -> bool:
    """Whether every key of `small` (recursively, lists item by item) is in `big` with the same value."""
    if isinstance(small, dict):
        return isinstance(big, dict) and all(k in big and is_part(v, big[k]) for k, v in small.items())
    if isinstance(small, list):
        return isinstance(big, list) and len(small) == len(big) and all(map(is_part, small, big))
    return bool(small == big)


# ----- rules asked of the engine -----------------------------------------------------------------
def test_make_cost_is_what_the_production_step_charges() -> None:
    state = new_game(2)
    c = state.companies[0]
    c.ordinary, c.auto, c.esm = 1, 2, 5
    c.cash += 50_000
    state.bank -= 50_000
    step(state)  # no bids
    costs = {n: GAME.make_cost(state, 0, n) for n in range(6)}
    assert costs[1] == 2_000 and costs[2] == 3_000 and costs[4] == 6_000 and costs[5] == 8_000
    cash = c.cash
    step(state, {0: "make:5"})
    assert cash - c.cash == costs[5]


def test_loan_interest_is_what_step_6_charges_next_month() -> None:
    state = new_game(2)
    step(state)
    step(state)
    step(state)
    assert state.phase == "loan"
    quote = GAME.loan_interest(state, 0, 3_000)
    assert quote == 30 and GAME.loan_interest(state, 0) == 0
    step(state, {0: "loan:3"})
    while not (state.month == 2 and state.phase == "loan"):
        step(state)
    assert GAME.loan_interest(state, 0) == quote
    assert state.companies[0].cash >= 0


def test_price_presets_start_at_the_bank_price_and_are_the_listed_prices() -> None:
    state = new_game(3)
    bids = GAME.price_presets(state, "bid")
    assert bids[0] == esm_min(state.level) and bids == sorted(bids)
    listed = {a.split(":")[2] for a in GAME.legal_actions(state, state.asked[0]) if a != "buy:skip"}
    assert listed == {str(p) for p in bids}
    step(state)
    step(state)
    offers = GAME.price_presets(state, "sell")
    assert offers[0] == egp_max(state.level) and offers == sorted(offers, reverse=True)
    seat = state.asked[0]
    review = FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", ["a", "b", "c"], CAT), f"s:1:{offers[0]}")
    prices = {int(a.split(":")[2]) for row in review for _, a in row if a.startswith("~s:1:")}
    assert set(offers) <= prices


def test_the_face_quotes_the_engine_for_costs_and_interest() -> None:
    state = new_game(2)
    step(state)
    text = FACE.draft_text(*seat_of(GAME, state, 0), "m:2", Ctx("en", ["a", "b"], CAT))
    assert f"${GAME.make_cost(state, 0, 2):,}" in text
    step(state)
    step(state)
    loan = FACE.draft_text(*seat_of(GAME, state, 0), "l:5", Ctx("en", ["a", "b"], CAT))
    assert f"${GAME.loan_interest(state, 0, 5_000):,}" in loan


# ----- the AI ------------------------------------------------------------------------------------
def test_the_ai_view_is_a_part_of_the_player_view() -> None:
    from games.management.views import ai_view

    state = new_game(4, seed="view")
    rng = random.Random(1)
    seen = set()
    while not GAME.is_over(state) and state.month <= 6:
        for seat in GAME.to_act(state):
            view = ai_view(state, seat)
            assert is_part({k: v for k, v in view.items() if k != "companies"}, GAME.player_view(state, seat))
            full = GAME.player_view(state, seat)["companies"]
            assert all(is_part(c, full[c["seat"]]) for c in view["companies"])
            seen.add(state.phase)
        for seat in list(GAME.to_act(state)):
            GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    assert seen == {"bid", "make", "sell", "loan", "build"}


def test_the_ai_produces_in_month_1() -> None:
    for seed in ("a", "b", "c"):
        state = new_game(3, seed=seed)
        rng = random.Random(0)
        step(state, {s: GAME.ai_action(state, s, rng) for s in state.asked})
        assert state.phase == "make"
        assert all(GAME.ai_action(state, s, rng) != "make:0" for s in state.asked)


def test_in_a_crowded_market_the_ai_offers_below_a_plain_undercutter() -> None:
    state = new_game(3, seed="crowd")
    step(state)
    step(state, {s: "make:2" for s in range(3)})  # 4 ЕГП each, the bank buys at most 9
    high = egp_max(state.level)
    for seat in state.asked:
        verb, qty, price = GAME.ai_action(state, seat, random.Random(0)).split(":")
        assert verb == "sell" and int(qty) == 4 and int(price) < high - 500


def test_in_the_last_month_the_ai_keeps_rather_than_sells_cheap() -> None:
    state = new_game(3, months=1, seed="last")
    step(state)
    step(state, {s: "make:2" for s in range(3)})
    for seat in state.asked:
        assert GAME.ai_action(state, seat, random.Random(0)).endswith(f":{egp_max(state.level)}")


def test_an_ai_that_cannot_pay_next_months_costs_borrows() -> None:
    state = new_game(2, seed="borrow")
    step(state)
    step(state, {0: "make:2", 1: "make:2"})
    step(state)
    assert state.phase == "loan" and state.companies[0].cash < 4_600
    assert GAME.ai_action(state, 0, random.Random(0)) != "loan:0"


def test_the_ai_grows_only_as_this_months_senior() -> None:
    state = new_game(3, months=24, seed="grow")
    for seat in range(3):
        state.companies[seat].cash += 100_000
        state.bank -= 100_000
    while state.phase != "build":
        step(state)
    rng = random.Random(0)
    choices = {s: GAME.ai_action(state, s, rng) for s in state.asked}
    senior = GAME.public_view(state)["seniority"][0]
    assert choices[senior] != "build:none"
    assert all(a == "build:none" for s, a in choices.items() if s != senior)


# ----- baselines and the strength helper ---------------------------------------------------------
@pytest.mark.parametrize("name", sorted(POLICIES))
def test_every_baseline_plays_legal_moves_to_the_end(name: str) -> None:
    rng = random.Random(2)
    state = new_game(3, months=6, seed=name)
    while not GAME.is_over(state):
        for seat in list(GAME.to_act(state)):
            if seat in GAME.to_act(state):
                GAME.apply(state, seat, POLICIES[name](state, seat, rng))
    assert GAME.is_over(state)


def test_the_strength_helper_counts_games_seats_and_decisions() -> None:
    tally = strength.versus("undercut", games=3, months=4, seed=5)
    assert tally.games == 3 and tally.ai_seats == 3 and tally.other_seats == 6
    assert 0 <= tally.wins <= 3 and len(tally.ai_capital) == 3 and tally.decisions
    assert "AI wins" in tally.line("x")
    solo = strength.ai_only(games=1, months=3, players=4)
    assert solo.ai_seats == 4 and solo.other_seats == 0
