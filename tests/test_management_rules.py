"""«Менеджмент»: every rule of the seed and the rulings, one test (or a few) each."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest
from fluent.syntax import ast, parse, visitor

from games.base import Event, GameError, Seat
from games.management import GAME
from games.management.game import money_start, money_total
from games.management.market import TRANSITIONS, egp_max, esm_min, next_level, quantities
from games.management.state import Loan, ManagementState, Options, Project

LOCALES = Path(__file__).resolve().parents[1] / "locales"


# ----- helpers -----------------------------------------------------------------------------------
def new_game(n: int = 3, months: int = 13, seed: str = "rules") -> tuple[ManagementState, list[Event]]:
    seats = [Seat(name=f"P{i}") for i in range(n)]
    return GAME.start(seed, seats, Options(months=months))


def fund(state: ManagementState, seat: int, amount: int) -> None:
    """Give a company money from the bank (keeps the money total constant)."""
    state.companies[seat].cash += amount
    state.bank -= amount


def finish_step(state: ManagementState, choices: dict[int, str] | None = None) -> list[Event]:
    """Every seat still to act in the current step sends its choice (default if none given)."""
    choices = choices or {}
    events: list[Event] = []
    for seat in list(GAME.to_act(state)):
        events += GAME.apply(state, seat, choices.get(seat, GAME.default_action(state, seat)))
    return events


def advance(state: ManagementState, month: int, phase: str) -> list[Event]:
    """Defaults for everyone until the game waits in `phase` of `month`."""
    events: list[Event] = []
    while not (state.month == month and state.phase == phase):
        assert not GAME.is_over(state), "game ended early"
        events += finish_step(state)
    return events


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def by_key(events: list[Event], key: str) -> list[Event]:
    return [e for e in events if e.key == key]


def fixed_paid(events: list[Event], seat: int) -> int:
    """The fixed costs `seat` paid in these events."""
    mine = [e for e in by_key(events, "management-ev-fixed") if e.params["player"] == f"#{seat}"]
    return sum(int(e.params["amount"]) for e in mine)


def senior_order(state: ManagementState) -> list[int]:
    return GAME.public_view(state)["seniority"]


def rich_game(n: int = 3, months: int = 13) -> ManagementState:
    state, _ = new_game(n, months)
    for seat in range(n):
        fund(state, seat, 1_000_000)
    return state


# ----- start, seniority --------------------------------------------------------------------------
def test_start_gives_each_company_two_factories_four_esm_two_egp_and_10000() -> None:
    state, events = new_game(4)
    for c in state.companies:
        # month 1's fixed costs are already paid: 4·300 + 2·500 + 2·1000
        assert (c.ordinary, c.auto, c.esm, c.egp, c.cash) == (2, 0, 4, 2, 10_000 - 4_200)
    assert by_key(events, "management-ev-fixed")[0].params["amount"] == 4_200
    assert state.phase == "bid" and state.month == 1 and state.level == 3


def test_seniority_is_shuffled_from_the_seed_and_reproducible() -> None:
    orders = {tuple(new_game(5, seed=f"s{i}")[0].order) for i in range(30)}
    assert len(orders) > 5
    assert all(sorted(o) == list(range(5)) for o in orders)
    assert new_game(5, seed="x")[0].order == new_game(5, seed="x")[0].order


def test_seniority_rotates_one_place_each_month() -> None:
    state = rich_game(3)
    order = state.order
    assert senior_order(state) == order
    events = advance(state, 2, "bid")
    assert senior_order(state) == [order[1], order[2], order[0]]
    assert by_key(events, "management-ev-month")[-1].params["senior"] == f"#{order[1]}"
    advance(state, 4, "bid")
    assert senior_order(state) == order


def test_fixed_costs_are_paid_senior_first() -> None:
    state = rich_game(3)
    events = advance(state, 2, "bid")
    payers = [e.params["player"] for e in by_key(events, "management-ev-fixed")]
    assert payers == [f"#{s}" for s in senior_order(state)]


def test_rotation_skips_a_bankrupt_company() -> None:
    state = rich_game(3)
    order = state.order
    victim = state.companies[order[1]]
    state.bank += victim.cash
    victim.cash = victim.egp = 0  # cannot pay next month's fixed costs
    advance(state, 2, "bid")
    assert not state.companies[order[1]].alive
    assert senior_order(state) == [order[2], order[0]]
    advance(state, 3, "bid")
    assert senior_order(state) == [order[0], order[2]]  # not order[2] a second time


def seniors(state: ManagementState, months: int) -> list[int]:
    """The senior seat of each month from the current one on, `months` months (default play)."""
    out = []
    for _ in range(months):
        out.append(senior_order(state)[0])
        advance(state, state.month + 1, "bid")
    return out


def test_after_a_bankruptcy_each_remaining_player_is_senior_once_a_cycle() -> None:
    state = rich_game(4, months=20)
    a, b, c, d = state.order
    victim = state.companies[c]
    state.bank += victim.cash
    victim.cash = victim.egp = 0  # bankrupt at month 2's fixed costs (b is senior then)
    advance(state, 2, "bid")
    assert not victim.alive
    got = seniors(state, 7)
    assert got == [b, d, a, b, d, a, b]
    assert all(x != y for x, y in pairwise(got))


# ----- fixed costs -------------------------------------------------------------------------------
def test_fixed_costs_per_esm_egp_and_factory_kind() -> None:
    state = rich_game(2)
    c = state.companies[0]
    c.esm, c.egp, c.ordinary, c.auto = 3, 5, 1, 2
    before = c.cash
    events = advance(state, 2, "bid")
    expected = 3 * 300 + 5 * 500 + 1 * 1_000 + 2 * 1_500
    paid = [e for e in by_key(events, "management-ev-fixed") if e.params["player"] == "#0"]
    assert paid[0].params["amount"] == expected
    # the default play of month 1 buys, makes and sells nothing, so only fixed costs moved the cash
    assert c.cash == before - expected


# ----- market ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("level", "players", "esm", "egp"),
    [(1, 3, 3, 9), (2, 3, 4, 7), (3, 3, 6, 6), (4, 3, 7, 4), (5, 3, 9, 3), (2, 2, 3, 5), (4, 5, 12, 7)],
)
def test_market_quantities_follow_the_table_rounded_down(level: int, players: int, esm: int, egp: int) -> None:
    assert quantities(level, players) == (esm, egp)


def test_market_prices_follow_the_table() -> None:
    assert [esm_min(lv) for lv in range(1, 6)] == [800, 650, 500, 400, 300]
    assert [egp_max(lv) for lv in range(1, 6)] == [6500, 6000, 5500, 5000, 4500]


def test_market_is_announced_at_level_3_in_month_1() -> None:
    _, events = new_game(4)
    market = by_key(events, "management-ev-market")[0].params
    assert market == {"level": 3, "esm_qty": 8, "esm_min": 500, "egp_qty": 8, "egp_max": 5500}


def _chi_square(observed: list[int], weights: tuple[int, ...]) -> float:
    total = sum(observed)
    return sum((o - total * w / 12) ** 2 / (total * w / 12) for o, w in zip(observed, weights, strict=True))


def test_market_transitions_match_the_twelfths_statistically() -> None:
    """The engine's own draw (state.rng) from every level, 6000 times each: chi-square with 4 degrees
    of freedom per row; 25 is far beyond the 0.01 % tail (18.5), yet a wrong row fails by hundreds."""
    state = ManagementState(seed="market-stats", n=2)
    for level, weights in TRANSITIONS.items():
        counts = Counter(next_level(level, state.rng()) for _ in range(6000))
        observed = [counts[t] for t in range(1, 6)]
        assert _chi_square(observed, weights) < 25, (level, observed)


def test_market_levels_in_long_games_follow_the_table() -> None:
    """The months of real games (seven of the longest allowed, 60 months): pooled transitions against
    the table (20 degrees of freedom)."""
    rows: dict[int, Counter[int]] = {lv: Counter() for lv in range(1, 6)}
    levels: list[int] = []
    for k in range(7):
        state, _ = new_game(2, months=60, seed=f"long-{k}")
        for c in state.companies:
            c.esm = c.egp = 0
            fund(state, c.seat, 1_000_000)
        while not GAME.is_over(state):
            finish_step(state)
        assert len(state.levels) == 60
        levels += state.levels
        for a, b in pairwise(state.levels):
            rows[a][b] += 1
    chi = sum(_chi_square([rows[a][t] for t in range(1, 6)], TRANSITIONS[a]) for a in rows if rows[a])
    assert chi < 60
    assert set(levels) == {1, 2, 3, 4, 5}


# ----- step 3: ЕСМ bids --------------------------------------------------------------------------
def test_esm_go_to_the_highest_bids_and_a_partly_filled_bid_gets_the_rest() -> None:
    state, _ = new_game(3)  # 6 ЕСМ for sale
    s0, s1, s2 = state.order
    cash = {s: state.companies[s].cash for s in range(3)}
    events = finish_step(state, {s0: "buy:3:600", s1: "buy:5:700", s2: "buy:2:550"})
    got = {s: state.companies[s].esm - 4 for s in range(3)}
    assert got == {s1: 5, s0: 1, s2: 0}
    assert state.companies[s1].cash == cash[s1] - 5 * 700
    assert state.companies[s0].cash == cash[s0] - 1 * 600  # pays only for what it got
    assert state.companies[s2].cash == cash[s2]
    rows = [(e.params["player"], e.params["got"]) for e in by_key(events, "management-ev-bid")]
    assert rows == [(f"#{s1}", 5), (f"#{s0}", 1), (f"#{s2}", 0)]


def test_equal_bids_go_to_next_months_senior_and_on_in_seniority_order() -> None:
    state, _ = new_game(3)
    s0, s1, s2 = state.order  # s0 is senior now, s1 will be next month
    finish_step(state, {s2: "buy:4:600", s0: "buy:4:600", s1: "buy:4:600"})
    assert [state.companies[s].esm - 4 for s in (s1, s2, s0)] == [4, 2, 0]


def test_equal_bids_in_month_2_go_to_month_3s_senior() -> None:
    state = rich_game(3)
    advance(state, 2, "bid")
    s0, s1, s2 = senior_order(state)
    before = {s: state.companies[s].esm for s in range(3)}
    q = state.esm_qty
    finish_step(state, {s0: f"buy:{q}:900", s1: f"buy:{q}:900", s2: f"buy:{q}:900"})
    assert state.companies[s1].esm - before[s1] == q
    assert state.companies[s0].esm == before[s0] and state.companies[s2].esm == before[s2]


def test_ties_after_a_bankruptcy_go_to_the_next_remaining_player() -> None:
    state = rich_game(4)
    a, b, c, d = state.order
    victim = state.companies[c]
    state.bank += victim.cash
    victim.cash = victim.egp = 0
    advance(state, 2, "bid")  # b is senior, c is out: d will be senior in month 3
    before = {s: state.companies[s].esm for s in (a, b, d)}
    q = state.esm_qty
    finish_step(state, {s: f"buy:{q}:900" for s in (a, b, d)})
    assert state.companies[d].esm - before[d] == q
    assert [r.seat for r in state.bids] == [d, a, b]


def test_a_bid_of_zero_is_a_skip_and_the_bank_keeps_nothing() -> None:
    state, _ = new_game(2)
    finish_step(state, {0: "buy:0:700", 1: "buy:1:500"})
    assert state.companies[0].esm == 4 and state.companies[1].esm == 5
    assert state.bids[0].seat == 1 and len(state.bids) == 1


# ----- step 4: production ------------------------------------------------------------------------
def test_ordinary_factory_makes_one_for_2000() -> None:
    state, _ = new_game(2)
    finish_step(state)
    cash = state.companies[0].cash
    events = finish_step(state, {0: "make:2", 1: "make:1"})
    c = state.companies[0]
    assert (c.esm, c.egp, c.cash) == (2, 4, cash - 4_000)
    assert [e.params["n"] for e in by_key(events, "management-ev-made")] and by_key(events, "management-ev-made-total")[
        0
    ].params["n"] == 3


def test_automated_factory_makes_two_for_3000_or_one_for_2000() -> None:
    state, _ = new_game(2)
    c = state.companies[0]
    c.ordinary, c.auto = 1, 1
    finish_step(state)
    cash = c.cash
    finish_step(state, {0: "make:3"})  # two on the automated factory, one on the ordinary
    assert c.cash == cash - 5_000 and c.egp == 5
    with pytest.raises(GameError):
        GAME.apply(state, 0, "make:1")  # the step is over


def test_production_is_limited_by_capacity_esm_and_cash() -> None:
    state, _ = new_game(2)
    finish_step(state)
    c = state.companies[0]
    for action, key in [("make:3", "management-err-capacity"), ("make:x", "management-err-number")]:
        with pytest.raises(GameError) as err:
            GAME.apply(state, 0, action)
        assert err.value.key == key
    c.ordinary = 6
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "make:5")
    assert err.value.key == "management-err-esm"
    c.cash = 3_000
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "make:2")
    assert err.value.key == "management-err-cash" and err.value.params == {"need": 4_000, "cash": 3_000}


def test_a_company_without_esm_is_not_asked_to_produce() -> None:
    state, _ = new_game(3)
    state.companies[1].esm = 0
    finish_step(state)
    assert state.phase == "make"
    assert 1 not in GAME.to_act(state) and not GAME.can_act(state, 1)
    assert GAME.legal_actions(state, 1) == []


def test_the_last_month_asks_no_pointless_loan_or_building() -> None:
    state = rich_game(2, months=2)
    advance(state, 1, "build")  # month 1 asks both
    advance(state, 2, "sell")
    events = finish_step(state)
    assert GAME.is_over(state) and "management-ev-interest" not in keys(events)
    assert by_key(events, "management-ev-summary")[0].params == {"month": 2}


def test_a_step_nobody_is_asked_in_runs_by_itself() -> None:
    state, _ = new_game(2)
    for c in state.companies:
        c.esm = 0
    finish_step(state)  # nobody can produce: straight on to the offers
    assert state.phase == "sell"


# ----- step 5: ЕГП offers ------------------------------------------------------------------------
def test_egp_are_bought_cheapest_first_and_the_rest_stays_unsold() -> None:
    state, _ = new_game(3)  # the bank buys 6 ЕГП
    s0, s1, s2 = state.order
    finish_step(state)
    finish_step(state, {s: "make:2" for s in range(3)})  # 4 ЕГП each
    cash = {s: state.companies[s].cash for s in range(3)}
    events = finish_step(state, {s0: "sell:4:5500", s1: "sell:4:5000", s2: "sell:4:5200"})
    sold = {s: 4 - state.companies[s].egp for s in range(3)}
    assert sold == {s1: 4, s2: 2, s0: 0}
    assert state.companies[s1].cash == cash[s1] + 4 * 5000
    assert state.companies[s2].cash == cash[s2] + 2 * 5200
    assert by_key(events, "management-ev-egp-sold")[0].params == {"sold": 6, "demand": 6}


def test_equal_offers_go_to_next_months_senior() -> None:
    state, _ = new_game(3)
    s0, s1, s2 = state.order
    finish_step(state)
    finish_step(state, {s: "make:2" for s in range(3)})
    finish_step(state, {s2: "sell:4:5000", s1: "sell:4:5000", s0: "sell:4:5000"})
    assert [4 - state.companies[s].egp for s in (s1, s2, s0)] == [4, 2, 0]


def test_offer_limits() -> None:
    state, _ = new_game(2)
    finish_step(state)
    finish_step(state)
    cases = [
        ("sell:3:5000", "management-err-qty-stock"),
        ("sell:1:5501", "management-err-price-high"),
        ("sell:1:0", "management-err-price-zero"),
        ("buy:1:600", "management-err-step"),
    ]
    for action, key in cases:
        with pytest.raises(GameError) as err:
            GAME.apply(state, 0, action)
        assert err.value.key == key


# ----- steps 6–8: interest, repayment, loans -----------------------------------------------------
def test_interest_is_one_percent_of_all_loans_including_those_due_now() -> None:
    state, _ = new_game(2)
    c = state.companies[0]
    c.loans = [Loan(amount=5_000, due=1), Loan(amount=3_000, due=10)]
    cash = c.cash
    events = advance(state, 1, "loan")
    assert by_key(events, "management-ev-interest")[0].params == {"player": "#0", "amount": 80}
    assert by_key(events, "management-ev-repaid")[0].params == {"player": "#0", "amount": 5_000}
    assert c.cash == cash - 80 - 5_000
    assert [loan.amount for loan in c.loans] == [3_000]


def test_interest_is_rounded_to_the_dollar() -> None:
    state, _ = new_game(2)
    c = state.companies[0]
    c.loans = [Loan(amount=1_250, due=20), Loan(amount=1_000, due=20)]  # 22.5 → 23
    events = advance(state, 1, "loan")
    assert by_key(events, "management-ev-interest")[0].params["amount"] == 23


def test_repayment_comes_before_new_loans() -> None:
    state, _ = new_game(2)
    c = state.companies[0]
    c.loans = [Loan(amount=5_000, due=1)]  # the whole limit (half of 2 × 5000)
    assert not GAME.player_view(state, 0)["me"]["loan_room"]
    advance(state, 1, "loan")
    assert GAME.can_act(state, 0)  # repaid in step 7, so step 8 may lend again
    finish_step(state, {0: "loan:5"})
    assert [(loan.amount, loan.due) for loan in c.loans] == [(5_000, 13)]


def test_a_loan_due_now_cannot_be_paid_with_a_new_loan() -> None:
    state, _ = new_game(2)
    c = state.companies[0]
    c.loans = [Loan(amount=5_000, due=1)]
    c.cash = 4_000
    c.egp = 0
    events: list[Event] = []
    while state.phase != "loan" and not GAME.is_over(state):
        events += finish_step(state)
    bankrupt = by_key(events, "management-ev-bankrupt")
    assert bankrupt and bankrupt[0].params["why"] == "@management-why-repay"
    assert GAME.is_over(state)  # one company left


def test_loan_limit_is_half_the_finished_factories_in_thousands() -> None:
    state, _ = new_game(2)
    advance(state, 1, "loan")
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "loan:6")
    assert err.value.key == "management-err-loan-limit" and err.value.params == {
        "amount": 6_000,
        "room": 5_000,
    }
    c = state.companies[0]
    c.ordinary, c.auto = 1, 1  # 5000 + 10000 → 7500
    c.projects = [Project(kind="auto", start=1, pay_month=7, ready=8, half=5_000)]  # not collateral yet
    with pytest.raises(GameError):
        GAME.apply(state, 0, "loan:8")
    cash = c.cash
    events = finish_step(state, {0: "loan:7"})
    assert c.cash == cash + 7_000
    assert by_key(events, "management-ev-loan")[0].params == {"player": "#0", "amount": 7_000, "due": 13}


def test_loans_come_in_whole_thousands() -> None:
    state, _ = new_game(2)
    advance(state, 1, "loan")
    assert GAME.parse_text(state, 0, "3") == "loan:3"
    assert GAME.parse_text(state, 0, "3000") == "loan:3"
    action = GAME.parse_text(state, 0, "3500")
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, action or "")
    assert err.value.key == "management-err-loan-multiple"


def test_loans_cannot_be_repaid_early_and_fall_due_after_12_months() -> None:
    state = rich_game(2, months=14)
    advance(state, 1, "loan")
    finish_step(state, {0: "loan:2"})
    assert not any(a.startswith("repay") for a in GAME.legal_actions(state, 0))
    events = advance(state, 13, "loan")
    repaid = [e.params for e in by_key(events, "management-ev-repaid")]
    assert repaid == [{"player": "#0", "amount": 2_000}]
    interest = [e for e in by_key(events, "management-ev-interest") if e.params["player"] == "#0"]
    assert len(interest) == 12 and all(e.params["amount"] == 20 for e in interest)  # months 2–13


# ----- step 9: building --------------------------------------------------------------------------
def _cash_moves(state: ManagementState, seat: int, month: int) -> tuple[int, int]:
    """(cash before, after) the second-instalment phase of `month`."""
    advance(state, month, "loan")
    before = state.companies[seat].cash
    finish_step(state)
    return before, state.companies[seat].cash


@pytest.mark.parametrize(
    ("kind", "half", "pay", "ready"),
    [("ord", 2_500, 5, 6), ("auto", 5_000, 7, 8), ("upgrade", 3_500, 9, 10)],
)
def test_construction_halves_and_start_dates(kind: str, half: int, pay: int, ready: int) -> None:
    state = rich_game(2)
    advance(state, 1, "build")
    c = state.companies[0]
    cash = c.cash
    events = finish_step(state, {0: f"build:{kind}"})
    assert c.cash == cash - half - fixed_paid(events, 0)
    assert by_key(events, "management-ev-build")[0].params["ready"] == ready
    before, after = _cash_moves(state, 0, pay - 1)
    assert before == after  # nothing due a month early
    before, after = _cash_moves(state, 0, pay)
    assert before - after == half
    capacity = GAME.player_view(state, 0)["me"]["capacity"]
    assert capacity == 2  # not working yet in the instalment month
    advance(state, ready, "bid")
    gain = {"ord": 1, "auto": 2, "upgrade": 1}[kind]
    assert GAME.player_view(state, 0)["me"]["capacity"] == 2 + gain
    assert (c.ordinary, c.auto) == {"ord": (3, 0), "auto": (2, 1), "upgrade": (1, 1)}[kind]


def test_a_factory_being_automated_works_as_ordinary() -> None:
    state = rich_game(2)
    advance(state, 1, "build")
    finish_step(state, {0: "build:upgrade"})
    c = state.companies[0]
    for month in (2, 5, 9):
        advance(state, month, "make")
        assert GAME.player_view(state, 0)["me"]["capacity"] == 2
        assert "make:2" in GAME.legal_actions(state, 0)
        with pytest.raises(GameError):
            GAME.apply(state, 0, "make:3")
    advance(state, 10, "bid")
    assert (c.ordinary, c.auto) == (1, 1)
    assert GAME.player_view(state, 0)["me"]["fixed_costs"] == 1_000 + 1_500 + c.esm * 300 + c.egp * 500


def test_only_a_working_ordinary_factory_can_be_automated() -> None:
    state = rich_game(2)
    advance(state, 1, "build")
    finish_step(state, {0: "build:0:0:2"})
    advance(state, 2, "build")
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "build:upgrade")
    assert err.value.key == "management-err-upgrade"


def test_several_constructions_in_one_month_up_to_six_factories() -> None:
    state = rich_game(2)
    advance(state, 1, "build")
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "build:3:2:0")
    assert err.value.key == "management-err-build-cap" and err.value.params == {"count": 2, "cap": 6}
    cash = state.companies[0].cash
    events = finish_step(state, {0: "build:2:2:1"})
    assert state.companies[0].cash == cash - 2 * 2_500 - 2 * 5_000 - 3_500 - fixed_paid(events, 0)
    assert GAME.player_view(state, 0)["me"]["factories"] == 6
    advance(state, 2, "build")
    assert "build:ord" not in GAME.legal_actions(state, 0)


def test_building_needs_the_first_half_in_cash() -> None:
    state, _ = new_game(2)
    advance(state, 1, "build")
    state.companies[0].cash = 4_000
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "build:auto")
    assert err.value.key == "management-err-cash"
    assert GAME.legal_actions(state, 0) == ["build:none", "build:ord", "build:upgrade"]


# ----- bankruptcy --------------------------------------------------------------------------------
def test_an_unpayable_fixed_cost_is_bankruptcy_at_once() -> None:
    state, _ = new_game(3)
    victim = state.order[2]
    c = state.companies[victim]
    c.egp = 0
    advance(state, 1, "build")
    left = c.cash = 1_000
    state.bank += 5_800 - left
    total = money_total(state)
    events = advance(state, 2, "bid")
    bankrupt = by_key(events, "management-ev-bankrupt")
    assert bankrupt[0].params == {
        "player": f"#{victim}",
        "need": 3_200,
        "cash": 1_000,
        "why": "@management-why-fixed",
    }
    told = by_key(events, "management-ev-you-bankrupt")  # and the player hears it in private
    assert [e.to for e in told] == [victim] and told[0].params["need"] == 3_200 and told[0].params["cash"] == 1_000
    assert not c.alive and (c.cash, c.esm, c.ordinary) == (0, 0, 0)
    assert money_total(state) == total  # its cash went to the bank
    assert victim not in GAME.to_act(state) and victim not in senior_order(state)
    assert state.esm_qty == quantities(state.level, 2)[0]  # the market counts the companies left


def test_an_unpayable_second_instalment_is_bankruptcy() -> None:
    state = rich_game(3)
    advance(state, 1, "build")
    finish_step(state, {0: "build:ord"})
    advance(state, 5, "loan")
    c = state.companies[0]
    state.bank += c.cash - 100
    c.cash = 100
    finish_step(state)
    assert not c.alive and c.bankrupt_month == 5


def test_the_game_ends_when_one_company_is_left() -> None:
    state, _ = new_game(2)
    loser = state.order[1]
    c = state.companies[loser]
    state.bank += c.cash
    c.cash = c.egp = 0  # asked only about a loan, which the default declines
    events: list[Event] = []
    while not GAME.is_over(state):
        events += finish_step(state)
    assert by_key(events, "management-ev-bankrupt")[0].params["player"] == f"#{loser}"
    assert by_key(events, "management-ev-final")[0].params["player"] == f"#{1 - loser}"
    res = GAME.result(state)
    assert res["places"][loser] == 2 and res["places"][1 - loser] == 1
    assert res["scores"][loser] == 0 and res["balance"][loser]["alive"] is False
    assert state.month == 2


# ----- the end -----------------------------------------------------------------------------------
def test_end_capital_formula() -> None:
    state, _ = new_game(2, months=1)
    advance(state, 1, "sell")
    c = state.companies[0]
    c.cash, c.esm, c.egp, c.ordinary, c.auto = 20_000, 3, 2, 2, 1
    c.loans = [Loan(amount=4_000, due=13)]
    c.projects = [
        Project(kind="ord", start=1, pay_month=5, ready=6, half=2_500),
        Project(kind="upgrade", start=1, pay_month=9, ready=10, half=3_500),
    ]
    finish_step(state, {0: "sell:skip"})  # then interest (40) and the end: no loan or building asked
    assert GAME.is_over(state)
    sheet = GAME.result(state)["balance"][0]
    # factories: 2 ordinary (one being automated) + 1 automated + 1 ordinary being built + 3500 paid
    assert sheet["factories"] == 2 * 5_000 + 10_000 + 5_000 + 3_500
    assert sheet["esm_value"] == 3 * 500 and sheet["egp_value"] == 2 * 5_500
    assert sheet["unpaid"] == 2_500 and sheet["loans"] == 4_000 and sheet["cash"] == 19_960
    assert sheet["capital"] == 19_960 + 28_500 + 1_500 + 11_000 - 4_000 - 2_500
    assert GAME.result(state)["scores"][0] == sheet["capital"]


def test_game_lasts_the_chosen_number_of_months_and_ranks_by_capital() -> None:
    state, _ = new_game(3, months=2)
    events: list[Event] = []
    while not GAME.is_over(state):
        events += finish_step(state)
    assert state.month == 2
    res = GAME.result(state)
    finals = by_key(events, "management-ev-final")
    assert len(finals) == 3
    capitals = [e.params["capital"] for e in finals]
    assert capitals == sorted(capitals, reverse=True)
    assert res["scores"] == [b["capital"] for b in res["balance"]]
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "buy:skip")
    assert err.value.key == "err-game-over"


# ----- secrecy, replacement, validation ----------------------------------------------------------
def test_a_bid_stays_secret_until_everyone_has_bid() -> None:
    state, _ = new_game(3)
    s0, s1, s2 = state.order
    events = GAME.apply(state, s0, "buy:2:777")
    assert all(e.to == s0 for e in events)
    events += GAME.apply(state, s1, "buy:1:555")
    public = json.dumps(GAME.public_view(state))
    assert "777" not in public and "555" not in public
    assert GAME.public_view(state)["sent"] == 2 and GAME.public_view(state)["expected"] == 3
    assert "777" not in json.dumps(GAME.player_view(state, s1))
    assert GAME.player_view(state, s0)["pending"] == "buy:2:777"
    assert not [e for e in events if e.to is None]
    reveal = GAME.apply(state, s2, "buy:skip")
    rows = [(e.params["player"], e.params["price"]) for e in by_key(reveal, "management-ev-bid")]
    assert rows == [(f"#{s0}", 777), (f"#{s1}", 555)]
    assert GAME.public_view(state)["bids"][0]["price"] == 777


def test_a_sent_choice_can_be_replaced_until_the_last_arrives() -> None:
    state, _ = new_game(2)
    s0, s1 = state.order
    GAME.apply(state, s0, "buy:3:600")
    assert GAME.to_act(state) == [s1] and GAME.can_act(state, s0)
    events = GAME.apply(state, s0, "buy:1:500")
    assert events[0].params["replaced"] == 1
    GAME.apply(state, s1, "buy:skip")
    assert state.companies[s0].esm == 5


def test_only_asked_players_may_act() -> None:
    state, _ = new_game(2)
    state.companies[1].esm = 0
    finish_step(state)
    with pytest.raises(GameError) as err:
        GAME.apply(state, 1, "make:0")
    assert err.value.key == "err-not-your-turn"


@pytest.mark.parametrize(
    ("phase_actions", "action", "key"),
    [
        ([], "buy:2:499", "management-err-price-low"),
        ([], "buy:7:500", "management-err-qty-supply"),
        ([], "buy:6:1000", "management-err-cash"),
        ([], "buy:two:500", "management-err-number"),
        ([], "buy:-1:500", "management-err-number"),
        ([], "buy:", "management-err-number"),
        ([], "make:1", "management-err-step"),
        ([], "hello", "management-err-step"),
        (["make"], "make:9", "management-err-esm"),
        (["sell"], "sell:9:100", "management-err-qty-stock"),
        (["loan"], "loan:x", "management-err-number"),
        (["build"], "build:castle", "management-err-number"),
        (["build"], "build:7:0:0", "management-err-build-cap"),
    ],
)
def test_illegal_actions_leave_the_state_unchanged(phase_actions: list[str], action: str, key: str) -> None:
    state, _ = new_game(3)
    if phase_actions:
        advance(state, 1, phase_actions[0])
    seat = GAME.to_act(state)[0]
    before = state.model_dump()
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat, action)
    assert err.value.key == key
    assert state.model_dump() == before


def test_every_listed_action_is_legal_and_default_is_the_quiet_choice() -> None:
    state, _ = new_game(3)
    defaults = {
        "bid": "buy:skip",
        "make": "make:0",
        "sell": "sell:skip",
        "loan": "loan:0",
        "build": "build:none",
    }
    for phase in ("bid", "make", "sell", "loan", "build"):
        advance(state, 1, phase)
        seat = GAME.to_act(state)[0]
        assert GAME.default_action(state, seat) == defaults[phase]
        listed = GAME.legal_actions(state, seat)
        assert defaults[phase] in listed and len(listed) > 1
        for action in listed:
            assert len(action.encode()) <= 40
            copy = state.model_copy(deep=True)
            GAME.apply(copy, seat, action)
            label = GAME.action_label(state, seat, action)
            assert label.key.startswith("management-act-")


def test_typed_shortcuts() -> None:
    state, _ = new_game(2)
    assert GAME.parse_text(state, 0, "2 550") == "buy:2:550"
    assert GAME.parse_text(state, 0, "2") == "buy:2:500"
    assert GAME.parse_text(state, 0, "0") == "buy:skip"
    assert GAME.parse_text(state, 0, "skip") == "buy:skip"
    assert GAME.parse_text(state, 0, "пас") == "buy:skip"
    assert GAME.parse_text(state, 0, "hello there") is None
    advance(state, 1, "make")
    assert GAME.parse_text(state, 0, "2") == "make:2"
    advance(state, 1, "sell")
    assert GAME.parse_text(state, 0, "2 5400") == "sell:2:5400"
    assert GAME.parse_text(state, 0, "1") == "sell:1:5500"
    advance(state, 1, "build")
    assert GAME.parse_text(state, 0, "ord") == "build:ord"
    assert GAME.parse_text(state, 0, "авто") == "build:auto"
    assert GAME.parse_text(state, 0, "1 0 1") == "build:1:0:1"
    assert GAME.parse_text(state, 0, "no") == "build:none"


def test_options_and_player_range() -> None:
    assert GAME.player_range(Options()) == (2, 6)
    eight = GAME.parse_options({"max_players": "8", "months": "20"})
    assert GAME.player_range(eight) == (2, 8) and eight.months == 20
    for bad in ({"months": "0"}, {"max_players": "7"}, {"months": "x"}):
        with pytest.raises(GameError) as err:
            GAME.parse_options(bad)
        assert err.value.key == "err-option-value" and str(err.value.params["key"]).removeprefix("=") == next(iter(bad))
    with pytest.raises(GameError):
        GAME.start("x", [Seat(name=str(i)) for i in range(7)], Options())


def test_the_ai_plays_legal_moves_to_the_end() -> None:
    state, _ = new_game(6)
    rng = random.Random(3)
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if not GAME.is_over(state) and GAME.can_act(state, seat):
                GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    assert state.month == 13
    assert money_total(state) == money_start(state)
    assert max(GAME.result(state)["scores"]) > 20_000


# ----- locales -----------------------------------------------------------------------------------
class _Vars(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _messages(lang: str) -> dict[str, set[str]]:
    text = (LOCALES / lang / "management.ftl").read_text(encoding="utf-8")
    out: dict[str, set[str]] = {}
    for entry in parse(text).body:
        assert not isinstance(entry, ast.Junk), (lang, entry.content[:80])
        if isinstance(entry, ast.Message):
            found = _Vars()
            found.visit(entry)
            out[entry.id.name] = found.names
    assert not re.sub(r"</?(?:b|i|code)>|->", "", text).count("<")  # only the markup Telegram knows
    return out


def test_locales_are_complete_and_cover_every_message_the_engine_sends() -> None:
    en, ru, zh = _messages("en"), _messages("ru"), _messages("zh")
    assert en == ru == zh
    for key in ("management-name", "management-rules", "management-opt-months", "management-opt-max_players"):
        assert key in en
    seen: dict[str, set[str]] = {}
    for i in range(20):
        state, events = new_game(2 + i % 5, seed=f"loc{i}")
        rng = random.Random(i)
        while not GAME.is_over(state):
            for seat in GAME.to_act(state):
                if GAME.is_over(state) or not GAME.can_act(state, seat):
                    continue
                action = GAME.ai_action(state, seat, rng)
                labels = [GAME.action_label(state, seat, a) for a in GAME.legal_actions(state, seat)]
                ask = GAME.prompt(state, seat)
                for msg in [*labels, *([ask] if ask else [])]:
                    seen.setdefault(msg.key, set()).update(msg.params)
                events += GAME.apply(state, seat, action)
        for e in events:
            seen.setdefault(e.key, set()).update(e.params)
            seen.update({p[1:]: set() for p in e.params.values() if isinstance(p, str) and p.startswith("@")})
    for key, params in seen.items():
        assert key in en, key
        assert en[key] <= params, (key, en[key], params)
    assert "management-ev-bankrupt" in seen or "management-why-fixed" in en


def test_events_built_without_validation_equal_validated_ones() -> None:
    """`month.event` skips pydantic's validation for speed: every event of whole games must equal the
    validated `Event` (fields, fields set, param types) and serialise the same."""
    rng = random.Random(3)
    count = 0
    for i in range(6):
        state, events = new_game(2 + i % 5, seed=f"ev{i}", months=(3, 13, 24)[i % 3])
        while not GAME.is_over(state):
            for seat in GAME.to_act(state):
                if GAME.is_over(state) or not GAME.can_act(state, seat):
                    continue
                events += GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
        for e in events:
            checked = Event.model_validate(e.model_dump(exclude_unset=True))
            assert e == checked and e.model_fields_set == checked.model_fields_set
            assert e.model_dump_json() == checked.model_dump_json()
            assert all(type(v) in (int, str) for v in e.params.values()), e
            count += 1
    assert count > 1_000
