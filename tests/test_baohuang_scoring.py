"""保皇 scores: every row of every variant's table, the multipliers, zero sums, the early end of a hand,
and `best`'s tribute."""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from games.baohuang import GAME
from games.baohuang.cards import BIG, SMALL, card
from games.baohuang.scoring import decided, hand_scores, tribute_transfers
from games.baohuang.state import BaohuangState
from games.base import Seat

E, G = 0, 1  # emperor and guard seats in these tables; 2, 3, 4 are the rebels (commoners)


def state(variant: str, mode: str = "apart", **flags: object) -> BaohuangState:
    st = BaohuangState(seed="s", n=5, variant=variant, emperor=E, guard=G if mode == "apart" else -1, mode=mode)
    if mode == "hidden":
        st.guard = E
    for k, v in flags.items():
        setattr(st, k, v)
    return st


def places(pe: int, pg: int | None = None) -> list[int]:
    """Places with the emperor at `pe`, the guard at `pg`, rebels in the remaining order."""
    taken = [pe] if pg is None else [pe, pg]
    rest = iter(p for p in range(1, 6) if p not in taken)
    out = [pe, pg if pg is not None else next(rest), 0, 0, 0]
    for s in (2, 3, 4):
        out[s] = next(rest)
    return out


def all_orders():
    return [list(p) for p in permutations(range(1, 6))]


# ----- weihai --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("pe", "alone", "other"), [(1, 32, -8), (2, -32, 8), (3, -32, 8), (4, -32, 8), (5, -32, 8)])
def test_weihai_alone(pe: int, alone: int, other: int) -> None:
    assert hand_scores(state("weihai", "open"), places(pe)) == [alone] + [other] * 4


@pytest.mark.parametrize(("pe", "emp", "other"), [(1, 16, -4), (2, 8, -2), (3, 0, 0), (4, -8, 2), (5, -16, 4)])
def test_weihai_hidden_alone(pe: int, emp: int, other: int) -> None:
    assert hand_scores(state("weihai", "hidden"), places(pe)) == [emp] + [other] * 4
    assert hand_scores(state("weihai", "hidden", rebellion=True), places(pe)) == [2 * emp] + [2 * other] * 4


@pytest.mark.parametrize(
    ("pe", "pg", "s"),
    [(1, 2, 6), (1, 3, 4), (1, 4, 2), (1, 5, 0), (2, 1, 6), (2, 3, 2), (2, 4, 0), (2, 5, -2),
     (3, 4, -2), (3, 5, -4), (4, 5, -6), (5, 4, -6), (3, 1, 4), (4, 1, 2), (5, 1, 0)],
)  # fmt: skip
def test_weihai_emperor_and_guard(pe: int, pg: int, s: int) -> None:
    assert hand_scores(state("weihai"), places(pe, pg)) == [2 * s, s, -s, -s, -s]
    assert hand_scores(state("weihai", mingbao=True), places(pe, pg)) == [
        4 * s,
        2 * s,
        -2 * s,
        -2 * s,
        -2 * s,
    ]
    assert hand_scores(state("weihai", rebellion=True), places(pe, pg))[0] == 4 * s
    doubled_twice = hand_scores(state("weihai", rebellion=True, mingbao=True, kicked=2), places(pe, pg))
    assert doubled_twice == [8 * s, 4 * s, -4 * s, -4 * s, -4 * s]  # 明保 and 造反: one ×2, 踢 another


def test_weihai_kick_doubles_alone_scores() -> None:
    assert hand_scores(state("weihai", "open", kicked=3), places(1)) == [64, -16, -16, -16, -16]
    assert hand_scores(state("weihai", "hidden", kicked=0, rebellion=True), places(5)) == [
        -64,
        16,
        16,
        16,
        16,
    ]


# ----- lianzhong -----------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["lianzhong-simple", "lianzhong-classic"])
def test_lianzhong_open_alone(variant: str) -> None:
    assert hand_scores(state(variant, "open"), places(1)) == [24, -6, -6, -6, -6]
    for pe in (2, 3, 4, 5):
        assert hand_scores(state(variant, "open"), places(pe)) == [-24, 6, 6, 6, 6]


@pytest.mark.parametrize(("pe", "emp"), [(1, 12), (2, 0), (3, -12), (4, -12), (5, -12)])
def test_lianzhong_hidden_alone(pe: int, emp: int) -> None:
    assert hand_scores(state("lianzhong-simple", "hidden"), places(pe)) == [emp] + [-emp // 4] * 4
    rebels_won = emp < 0
    doubled = hand_scores(state("lianzhong-simple", "hidden", rebellion=True), places(pe))
    assert doubled[0] == emp * (2 if rebels_won else 1)


@pytest.mark.parametrize(
    ("pe", "pg", "g"),
    [(1, 2, 3), (1, 3, 2), (2, 3, 1), (1, 5, 0), (2, 4, 0), (3, 4, -1), (3, 5, -2), (4, 5, -3), (5, 1, 0)],
)
def test_lianzhong_emperor_and_guard(pe: int, pg: int, g: int) -> None:
    assert hand_scores(state("lianzhong-simple"), places(pe, pg)) == [2 * g, g, -g, -g, -g]
    assert hand_scores(state("lianzhong-simple", mingbao=True), places(pe, pg)) == [
        4 * g,
        2 * g,
        -2 * g,
        -2 * g,
        -2 * g,
    ]
    # a rebellion doubles only when the rebels win
    factor = 2 if g < 0 else 1
    assert hand_scores(state("lianzhong-simple", rebellion=True), places(pe, pg))[1] == g * factor


def test_lianzhong_leaving_penalty() -> None:
    st = state("lianzhong-simple", penalty=[0, 0, -40, 0, 0])
    assert hand_scores(st, places(1, 2)) == [6, 3, -43, -3, -3]


# ----- best ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pe", "pg", "emp", "guard", "commoner"),
    [
        (1, 2, 4, 2, -2),
        (1, 3, 2, 1, -1),
        (1, 4, 2, 1, -1),
        (2, 3, 2, 1, -1),
        (1, 5, 0, 0, 0),
        (2, 4, 0, 0, 0),
        (2, 5, -2, -1, 1),
        (3, 4, -2, -1, 1),
        (3, 5, -2, -1, 1),
        (4, 5, -4, -2, 2),
        (2, 1, 4, 2, -2),  # whoever holds which place
        (5, 4, -4, -2, 2),
    ],
)
def test_best_tribute_table(pe: int, pg: int, emp: int, guard: int, commoner: int) -> None:
    assert hand_scores(state("best"), places(pe, pg)) == [emp, guard, commoner, commoner, commoner]


@pytest.mark.parametrize(("pe", "emp", "each"), [(1, 8, -2), (2, 4, -1), (3, 0, 0), (4, -4, 1), (5, -8, 2)])
def test_best_emperor_alone(pe: int, emp: int, each: int) -> None:
    assert hand_scores(state("best", "hidden"), places(pe)) == [emp] + [each] * 4


def test_best_tribute_cards_move_highest_first_in_finishing_order() -> None:
    two, ace, king, queen = (card(r, 0, k) for r, k in ((12, 0), (11, 0), (10, 0), (9, 0)))
    hands = [
        [card(BIG, 0, 0), card(5, 0, 0)],
        [card(6, 0, 0)],
        [card(SMALL, 0, 1), two, card(12, 1, 0), card(4, 0, 0)],
        [ace, king],
        [queen, card(9, 1, 0)],
    ]
    for hand in hands:
        hand.sort(reverse=True)  # as hands are kept
    moves = tribute_transfers(hands, [4, 2, -2, -2, -2], [1, 0, 2, 3, 4])
    assert len(moves) == 6
    # givers never give a joker; takers alternate in finishing order (1 before 0), best card first
    assert moves[0] == (2, 1, card(12, 1, 0)) and moves[1] == (2, 0, two)
    assert [m[1] for m in moves] == [1, 0, 1, 0, 0, 0]
    assert all(m[2] >> 4 < SMALL for m in moves)


# ----- campus --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pe", "pg", "win"),
    [
        (1, 2, True),
        (1, 3, True),
        (1, 4, True),
        (2, 3, True),
        (1, 5, False),
        (2, 4, False),
        (3, 4, False),
        (4, 5, False),
    ],
)
def test_campus_side_with_more_points_wins(pe: int, pg: int, win: bool) -> None:
    sign = 1 if win else -1
    assert hand_scores(state("campus"), places(pe, pg)) == [2 * sign, sign, -sign, -sign, -sign]
    assert hand_scores(state("campus", mingbao=True), places(pe, pg))[0] == 4 * sign


def test_campus_emperor_without_guard() -> None:
    assert hand_scores(state("campus", "open"), places(1)) == [4, -1, -1, -1, -1]
    assert hand_scores(state("campus", "open"), places(2)) == [-4, 1, 1, 1, 1]


# ----- zero sums and the early end ------------------------------------------------------------------


MODES = [
    (v, m)
    for v in ("weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus")
    for m in ("apart", "hidden", "open")
    if (v, m) not in (("best", "open"), ("campus", "hidden"))  # modes these variants do not have
]


@pytest.mark.parametrize(("variant", "mode"), MODES)
def test_zero_sum(variant: str, mode: str) -> None:
    for flags in ({}, {"mingbao": True}, {"rebellion": True, "kicked": 3}):
        st = state(variant, mode, **flags)
        for order in all_orders():
            assert sum(hand_scores(st, order)) == 0, (variant, mode, flags, order)


def test_early_end_alone_at_the_first_out() -> None:
    st = state("weihai", "open")
    st.finish = [3]
    assert decided(st) == [-32, 8, 8, 8, 8]


def test_early_end_apart_waits_for_both_places() -> None:
    st = state("weihai")
    st.finish = [0]
    assert decided(st) is None
    st.finish = [0, 1]
    assert decided(st) == [12, 6, -6, -6, -6]
    st.finish = [2, 3, 4]  # the rebels took 1-3: emperor and guard share 4th and 5th
    assert decided(st) == [-12, -6, 6, 6, 6]


def test_early_end_lianzhong_hidden_third_or_worse() -> None:
    st = state("lianzhong-simple", "hidden")
    st.finish = [2]
    assert decided(st) is None
    st.finish = [2, 3]
    assert decided(st) == [-12, 3, 3, 3, 3]


def test_early_end_best_same_row() -> None:
    st = state("best")
    st.finish = [2, 3, 0]  # emperor 3rd: 3+4 and 3+5 give the same tribute
    assert decided(st) == [-2, -1, 1, 1, 1]


def test_a_played_hand_ends_when_the_score_is_decided() -> None:
    """weihai 独保: the first rebel out ends the hand; with one hand the match is over."""
    seats = [Seat(name=f"P{i}") for i in range(5)]
    st, _ = GAME.start("early", seats, GAME.parse_options({"variant": "weihai"}))
    st.cards = [[card(BIG, 0, 0), card(SMALL, 0, 0), card(4, 1, 0), card(4, 0, 0)]] + [
        [card(r, 0, 0)] for r in (5, 6, 7, 8)
    ]
    st.holder = 0
    GAME.apply(st, 0, "dubao")
    for seat in (1, 2, 3, 4):
        GAME.apply(st, seat, "nokick")
    GAME.apply(st, 0, "play:7")
    events = GAME.apply(st, 1, "play:8")
    assert GAME.is_over(st)
    assert GAME.result(st)["scores"] == [-32, 8, 8, 8, 8]
    assert GAME.result(st)["places"] == [5, 1, 1, 1, 1]
    assert "baohuang-ev-hand-end" in [e.key for e in events]


def test_a_match_keeps_running_totals() -> None:
    seats = [Seat(name=f"P{i}") for i in range(5)]
    st, _ = GAME.start("match", seats, GAME.parse_options({"variant": "weihai", "hands": "3"}))
    rng = random.Random(0)
    while not GAME.is_over(st):
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.ai_action(st, seat, rng))
    assert st.hand_no == 3 and len(st.history) == 3
    assert GAME.result(st)["scores"] == [sum(h["scores"][s] for h in st.history) for s in range(5)]
