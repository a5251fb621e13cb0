"""保皇 cards: decks of every variant, the deal, the grouped hand text, play codes and typed plays."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.faces.baohuang import hand_text
from games.baohuang import GAME
from games.baohuang.cards import (
    BIG,
    BOTTOM_BIG,
    EMPEROR_CARD,
    GUARD_CARD,
    OLD,
    OLD_KING,
    SMALL,
    THREE,
    build_deck,
    counts,
)
from games.baohuang.plays import Play, decode, encode, parse_cards
from games.base import Seat

SEATS = [Seat(name=f"P{i}") for i in range(5)]


def start(variant: str, seed: str = "cards"):
    state, _ = GAME.start(seed, SEATS, GAME.parse_options({"variant": variant}))
    return state


@pytest.mark.parametrize(
    ("variant", "size", "by_rank"),
    [
        ("weihai", 165, {0: 0, 1: 0, 2: 0, 3: 13, 4: 16, 12: 16, SMALL: 4, BIG: 4}),
        ("lianzhong-simple", 168, {0: 0, 2: 0, 3: 16, 12: 16, SMALL: 4, BIG: 4}),
        ("lianzhong-classic", 168, {0: 0, 3: 16, SMALL: 4, BIG: 4}),
        ("best", 216, {0: 16, 12: 16, SMALL: 3, BIG: 4, OLD: 1}),
        ("campus", 205, {0: 5, 1: 16, 12: 16, SMALL: 4, BIG: 4}),
    ],
)
def test_deck_of_each_variant(variant: str, size: int, by_rank: dict[int, int]) -> None:
    deck = build_deck(variant)
    assert len(deck) == size
    assert len(set(deck)) == size
    cnt = counts(deck)
    for rank, n in by_rank.items():
        assert cnt[rank] == n, (variant, rank)


def test_marked_cards() -> None:
    weihai = build_deck("weihai")
    assert EMPEROR_CARD in weihai and EMPEROR_CARD >> 4 == BIG
    assert GUARD_CARD in weihai and GUARD_CARD >> 4 == SMALL
    best = build_deck("best")
    assert GUARD_CARD not in best and OLD_KING in best and BOTTOM_BIG in best


@pytest.mark.parametrize(("variant", "sizes"), [("weihai", [33] * 5), ("best", [43] * 5), ("campus", [41] * 5)])
def test_deal_sizes(variant: str, sizes: list[int]) -> None:
    st = start(variant)
    assert [len(h) for h in st.cards] == sizes
    for hand in st.cards:
        assert hand == sorted(hand, reverse=True)


def test_lianzhong_deals_34_to_the_first_three_from_the_dealer() -> None:
    st = start("lianzhong-simple")
    assert [len(h) for h in st.cards] == [34, 34, 34, 33, 33]


def test_best_sets_the_bottom_big_joker_aside() -> None:
    st = start("best")
    assert all(BOTTOM_BIG not in h for h in st.cards)
    assert st.bundle == [BOTTOM_BIG]
    assert sum(len(h) for h in st.cards) == 215


def test_campus_everyone_holds_exactly_one_three_after_buying() -> None:
    for seed in ("a", "b", "c", "d"):
        st = start("campus", seed)
        assert [sum(1 for c in h if c >> 4 == THREE) for h in st.cards] == [1] * 5
        assert sum(len(h) for h in st.cards) == 205


def test_deal_is_a_permutation_of_the_deck() -> None:
    st = start("weihai")
    assert Counter(c for h in st.cards for c in h) == Counter(build_deck("weihai"))


def test_hand_text_high_to_low_with_marks() -> None:
    cnt = [0] * 16
    cnt[BIG], cnt[SMALL], cnt[12], cnt[11], cnt[3] = 2, 1, 5, 3, 2
    view = {"hand_counts": cnt, "marks": [], "called": None}
    assert hand_text(view) == "大王×2 小王 2×5 A×3 6×2"
    view["marks"], view["called"] = [[BIG, "emperor"], [SMALL, "guard"], [11, "called"]], "HA"
    assert hand_text(view) == "大王×2👑 小王🛡 2×5 A×3(♥A) 6×2"


def test_player_view_marks_the_emperor_card() -> None:
    st = start("weihai")
    holder = st.holder
    view = GAME.player_view(st, holder)
    assert [BIG, "emperor"] in view["marks"] and "👑" in hand_text(view)
    assert view["holds_emperor_card"]
    assert "hand_text" not in view and all(isinstance(c, int) for c in view["hand"])
    assert view["hand"] == st.cards[holder]


@pytest.mark.parametrize(
    ("play", "code"),
    [
        (Play(5, 3, 0, 1, 0), "8x3+B"),
        (Play(-1, 0, 2, 0, 0), "Sx2"),
        (Play(7, 2, 0, 0, 0), "Tx2"),
        (Play(4, 4, 3, 1, 0), "7x4+Sx3+B"),
        (Play(-1, 0, 0, 0, 1), "O"),
        (Play(-1, 0, 0, 0, 0, 4 << 2 | 1), "#H7"),
    ],
)
def test_play_code_round_trip(play: Play, code: str) -> None:
    assert encode(play) == code
    assert decode(code) == play


def test_longest_play_code_fits_a_button() -> None:
    assert len("play:" + encode(Play(7, 16, 4, 4, 1))) <= 40


@pytest.mark.parametrize("code", ["", "8+9", "Z", "8x0", "8x", "xx", "#Z9", "B+8x99"])
def test_bad_codes(code: str) -> None:
    assert decode(code) is None


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("888+大", "8x3+B"),
        ("888+D", "8x3+B"),
        ("888 大王", "8x3+B"),
        ("10 10", "Tx2"),
        ("1010", "Tx2"),
        ("8x3+B", "8x3+B"),
        ("大小小小", "Sx3+B"),
        ("2 2 小小", "2x2+Sx2"),
        ("jjj", "Jx3"),
        ("7×4", "7x4"),
        ("888x", "8x3+S"),
        ("#H7", "#H7"),
    ],
)
def test_typed_plays(text: str, code: str) -> None:
    p = parse_cards(text)
    assert p is not None and encode(p) == code


@pytest.mark.parametrize("text", ["hello", "8 9", "", "+", "8x99"])
def test_typed_nonsense(text: str) -> None:
    assert parse_cards(text) is None


def test_parse_text_words() -> None:
    st = start("weihai")
    assert GAME.parse_text(st, 0, "pass") == "pass"
    assert GAME.parse_text(st, 0, "过") == "pass"
    assert GAME.parse_text(st, 0, "登基") == "ascend"
    assert GAME.parse_text(st, 0, "暗保") == "anbao"
    assert GAME.parse_text(st, 0, "888+大") == "play:8x3+B"
    assert GAME.parse_text(st, 0, "call ♥A") == "call:HA"
    assert GAME.parse_text(st, 0, "叫 ♠10") == "call:ST"
    assert GAME.parse_text(st, 0, "what") is None
