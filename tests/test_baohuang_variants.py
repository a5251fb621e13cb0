"""保皇 rules as players meet them: beating (the seed's examples and each variant's exceptions), 憋6,
tricks, the role flow of every variant, secrecy of the guard, timeouts, the AI."""

from __future__ import annotations

import random

import pytest

from games.baohuang import GAME
from games.baohuang.cards import (
    BIG,
    BOTTOM_BIG,
    EMPEROR_CARD,
    GUARD_CARD,
    OLD_KING,
    RANKS,
    SMALL,
    TWO,
    card,
    counts,
)
from games.baohuang.plays import Play, all_plays, beats, decode, violation
from games.baohuang.sim import ai_vs_random
from games.baohuang.state import BaohuangState
from games.baohuang.variants import rules_for
from games.base import GameError, Seat

SEATS = [Seat(name=f"P{i}") for i in range(5)]
WEIHAI = rules_for("weihai")
LIANZHONG = rules_for("lianzhong-simple")
KAO = rules_for("lianzhong-simple", kao=True)
BEST = rules_for("best")
CAMPUS = rules_for("campus")


def P(code: str) -> Play:
    p = decode(code)
    assert p is not None, code
    return p


class Pool:
    """Distinct cards for hand-made hands: `take("8x3 B S E")` (E/G/O: the emperor, guard, old-king
    card)."""

    def __init__(self) -> None:
        self.used = {EMPEROR_CARD, GUARD_CARD, OLD_KING, BOTTOM_BIG}

    def take(self, text: str) -> list[int]:
        out = []
        for token in text.split():
            letter, _, k = token.partition("x")
            for _ in range(int(k or 1)):
                out.append(self._one(letter))
        return sorted(out, reverse=True)

    def _one(self, letter: str) -> int:
        special = {"E": EMPEROR_CARD, "G": GUARD_CARD, "O": OLD_KING}
        if letter in special:
            return special[letter]
        rank = {"S": SMALL, "B": BIG}.get(letter)
        if rank is None:
            rank = RANKS.index(letter)
        for copy in range(4):  # suits first, so no hand holds three identical cards by accident
            for suit in range(4):
                c = card(rank, 0 if rank >= SMALL else suit, copy)
                if c not in self.used:
                    self.used.add(c)
                    return c
        raise AssertionError(letter)


def start(variant: str = "weihai", seed: str = "t", **opts: object) -> BaohuangState:
    options = GAME.parse_options({"variant": variant, **{k: str(v) for k, v in opts.items()}})
    state, _ = GAME.start(seed, SEATS, options)
    return state


def with_hands(st: BaohuangState, *hands: str) -> BaohuangState:
    """Replace the deal by hand-made hands (throne phase; the holder is the emperor card's)."""
    pool = Pool()
    st.cards = [pool.take(h) for h in hands]
    st.bundle = [BOTTOM_BIG] if st.variant == "best" else []
    st.holder = next((s for s in range(5) if EMPEROR_CARD in st.cards[s]), 0)
    return st


def playing(st: BaohuangState, emperor: int = 0, guard: int = 1, mode: str = "apart") -> BaohuangState:
    st.phase, st.emperor, st.guard, st.mode = "play", emperor, guard, mode
    st.turn, st.top, st.owner, st.passes, st.table = emperor, "", -1, 0, []
    return st


def act(st: BaohuangState, seat: int, action: str) -> list:
    return GAME.apply(st, seat, action)


def keys(events: list) -> list[str]:
    return [e.key for e in events]


# ----- beating ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("8x4", "7x4"),  # 8888 > 7777
        ("B+Sx3", "Ax4"),  # 大小小小 > AAAA
        ("7x3+S", "6x4"),  # 小777 > 6666
        ("6x4+B", "5x4+S"),  # 大6666 > 小5555
        ("Jx3+Bx2", "9x3+Sx2"),  # weihai: 2大+JJJ > 2小+999
        ("Jx2+Bx3", "9x3+Sx2"),  # weihai: 3大+JJ > 2小+999
        ("2", "A"),
        ("S", "2"),
        ("B", "S"),
    ],
)
def test_seed_beats(new: str, old: str) -> None:
    assert beats(P(new), P(old), WEIHAI)
    assert not beats(P(old), P(new), WEIHAI)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("9x4", "8x3+S"),  # 9999 cannot beat 小888
        ("8x3", "7x4"),  # a different size never beats by default
        ("8x5", "7x4"),
        ("7x4", "7x4"),  # equal is not higher
        ("B", "B"),  # all 大王 are equal
        ("Jx3+S", "Tx3+S"),  # 小 over 小 is not higher
    ],
)
def test_seed_non_beats(new: str, old: str) -> None:
    assert not beats(P(new), P(old), WEIHAI)


def test_a_play_with_a_big_joker_cannot_be_beaten() -> None:
    huge = [16] * 13 + [4, 4, 0]
    for old in ("B", "7+B", "3x5+B", "2x2+S+B"):
        assert all_plays(huge, P(old), WEIHAI, 200) == []


def test_best_old_king_and_two_big_jokers() -> None:
    assert beats(P("O"), P("B"), BEST)
    assert beats(P("Bx2"), P("B"), BEST)
    assert not beats(P("Bx2"), P("B"), WEIHAI)
    assert not beats(P("Bx3"), P("Bx2"), BEST)
    huge = [16] * 13 + [4, 4, 1]
    assert all_plays(huge, P("O"), BEST, 200) == []


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("Bx2", "B"),  # 2大 > 1大
        ("Sx2", "S"),  # 2小 > 1小
        ("Sx3", "B"),  # 3小 > 1大
        ("Sx2+Bx2", "S+B"),  # 2大+2小 > 1大+1小
        ("Sx3+Bx2", "Bx2"),  # 2大+3小 > 2大
        ("Bx3", "S+B"),  # 3大 > 1大+1小
        ("Sx2+B", "Sx2"),  # 1大+2小 > 2小
        ("Sx3+B", "S+B"),  # 1大+3小 > 1大+1小
        ("Sx2+Bx3", "Sx2+B"),  # 3大+2小 > 1大+2小
        ("8x4+Bx2", "7x4+B"),  # 2大带8888 > 1大带7777
        ("8x2+S+Bx3", "7x3+S+B"),  # 3大+1小带88 > 1大+1小带777
    ],
)
def test_kao_beats(new: str, old: str) -> None:
    assert beats(P(new), P(old), KAO)
    if P(new).size != P(old).size or P(old).big:
        assert not beats(P(new), P(old), LIANZHONG)


def test_kao_needs_the_ordinary_cards_to_win_too() -> None:
    assert not beats(P("7x4+Bx2"), P("7x4+B"), KAO)  # 7777 is not higher than 7777
    assert not beats(P("8x3+Bx2"), P("7x4+B"), KAO)  # three 8s cannot answer four 7s
    assert not beats(P("Bx2+8"), P("B"), KAO)  # against jokers alone, no ordinary cards
    assert not beats(P("Bx2"), P("Ax4"), KAO)  # 烤牌 only answers joker plays
    assert beats(P("8x4"), P("7x4"), KAO)  # the default rule still holds


def test_two_may_carry_jokers_only_in_weihai_and_best() -> None:
    cnt = counts(Pool().take("2x2 B S"))
    assert violation(P("2x2+B"), cnt, 4, WEIHAI) is None
    assert violation(P("2x2+B"), cnt, 4, BEST) is None
    assert violation(P("2x2+B"), cnt, 4, LIANZHONG) == "baohuang-err-two-carry"
    assert violation(P("2x2+B"), cnt, 4, CAMPUS) == "baohuang-err-two-carry"


def test_campus_bomb_beats_everything_but_only_as_an_answer() -> None:
    bomb = Play(-1, 0, 0, 0, 0, 5 << 2 | 2)
    assert beats(bomb, P("Ax3+Bx2"), CAMPUS)
    assert beats(bomb, P("B"), CAMPUS)
    assert not beats(P("B"), bomb, CAMPUS)
    assert not beats(bomb, bomb, CAMPUS)


def test_campus_guard_card_beats_a_big_joker() -> None:
    assert beats(P("O"), P("B"), CAMPUS)
    assert violation(P("O"), [0] * 16, 3, CAMPUS, holds_top=True) is None
    assert violation(P("O"), [0] * 16, 3, CAMPUS, holds_top=False) == "baohuang-err-not-held"


# ----- 憋6 and the hand ----------------------------------------------------------------------------


def test_bie6_sixes_only_as_the_last_play() -> None:
    st = playing(with_hands(start(), "6x2 8 E", "9x5", "Tx5", "Jx5", "G Qx4"))
    with pytest.raises(GameError) as err:
        act(st, 0, "play:6x2")
    assert err.value.key == "baohuang-err-bie"
    act(st, 0, "play:8")
    st.turn, st.top = 0, ""
    st.cards[0] = [c for c in st.cards[0] if c != EMPEROR_CARD]
    act(st, 0, "play:6x2")
    assert st.finish == [0]


def test_lianzhong_bie6_is_an_option() -> None:
    cnt = counts(Pool().take("6x2 8"))
    assert violation(P("6x2"), cnt, 3, LIANZHONG) is None
    assert violation(P("6x2"), cnt, 3, rules_for("lianzhong-simple", bie6=True)) == "baohuang-err-bie"


def test_passing_returns_the_lead_to_the_last_player() -> None:
    st = playing(with_hands(start(), "7x2 9x2 E", "8x2 Kx3", "Qx5", "Jx5", "G Ax4"))
    act(st, 0, "play:7x2")
    act(st, 1, "play:8x2")
    act(st, 2, "pass")
    act(st, 3, "pass")
    act(st, 4, "pass")
    assert st.turn == 0 and st.top == "8x2"
    act(st, 0, "play:9x2")
    act(st, 1, "pass")
    act(st, 2, "play:Qx2")  # having passed does not take 2 out of the trick
    for seat in (3, 4, 0, 1):
        act(st, seat, "pass")
    assert st.turn == 2 and st.top == ""
    st.turn = 0
    with pytest.raises(GameError) as err:
        act(st, 0, "pass")
    assert err.value.key == "baohuang-err-must-lead"


def test_lead_passes_on_when_the_last_player_went_out() -> None:
    st = playing(with_hands(start(), "7x2 9 E", "8x2", "Qx5", "Jx5", "G Ax4"))
    act(st, 0, "play:7x2")
    act(st, 1, "play:8x2")
    assert st.finish == [1]
    for seat in (2, 3, 4, 0):
        act(st, seat, "pass")
    assert st.turn == 2 and st.top == ""


def test_an_unbeatable_play_ends_the_trick_at_once() -> None:
    st = playing(with_hands(start(), "7x2 9 E", "8x2", "Qx5", "Jx5", "G Ax4"))
    events = act(st, 0, "play:9+B")
    assert "baohuang-ev-unbeatable" in keys(events)
    assert st.turn == 0 and st.top == ""


def test_cards_not_held_and_bad_plays_are_refused_without_change() -> None:
    st = playing(with_hands(start(), "7x2 9 E", "8x2", "Qx5", "Jx5", "G Ax4"))
    before = st.model_dump()
    for action, key in (
        ("play:7x3", "baohuang-err-not-held"),
        ("play:zz", "baohuang-err-bad-play"),
        ("jump", "baohuang-err-choice"),
    ):
        with pytest.raises(GameError) as err:
            act(st, 0, action)
        assert err.value.key == key
    assert st.model_dump() == before
    act(st, 0, "play:7x2")
    with pytest.raises(GameError) as err:
        act(st, 1, "play:8")
    assert err.value.key == "baohuang-err-cannot-beat"


def test_counts_are_public_at_ten_or_fewer() -> None:
    st = playing(with_hands(start(), "7x11 E", "8x10", "Qx5", "Jx5", "G Ax4"))
    view = GAME.public_view(st)
    assert view["counts"] == [None, 10, 5, 5, 5]


def test_button_lists_are_short_and_playable() -> None:
    st = start("best")
    for _ in range(400):
        if GAME.is_over(st):
            break
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        assert 1 <= len(legal) <= 12
        assert all(len(a) <= 40 for a in legal)
        GAME.apply(st, seat, legal[-1])


# ----- weihai roles --------------------------------------------------------------------------------


def weihai_apart() -> BaohuangState:
    return with_hands(start(), "E 7x5", "G 8x5", "9x5", "Tx5", "Jx5")


def test_weihai_apart_emperor_only_ascends_then_everyone_declares_in_secret() -> None:
    st = weihai_apart()
    assert GAME.to_act(st) == [0] and GAME.legal_actions(st, 0) == ["ascend"]
    assert GAME.secret(st, 0)
    act(st, 0, "ascend")
    assert st.phase == "declare" and GAME.to_act(st) == [0, 1, 2, 3, 4]
    assert GAME.legal_actions(st, 1) == ["anbao", "mingbao", "mingdu"]
    assert GAME.legal_actions(st, 2) == ["norebel", "rebel", "mingdu"]
    assert GAME.legal_actions(st, 0) == ["ok", "mingdu"]


def test_weihai_one_rebel_does_not_reveal_the_guard() -> None:
    st = weihai_apart()
    act(st, 0, "ascend")
    for seat, a in enumerate(["ok", "anbao", "rebel", "norebel", "norebel"]):
        act(st, seat, a)
    assert st.phase == "play" and not st.rebellion
    assert GAME.public_view(st)["guard"] is None
    assert GAME.public_view(st)["rebels"] == [False, False, True, False, False]


def test_weihai_two_rebels_reveal_the_guard_then_the_emperor_side_may_kick() -> None:
    st = weihai_apart()
    act(st, 0, "ascend")
    for seat, a in enumerate(["ok", "anbao", "rebel", "rebel", "norebel"]):
        act(st, seat, a)
    assert st.rebellion and GAME.public_view(st)["guard"] == 1
    assert st.phase == "kick" and GAME.to_act(st) == [0, 1]
    act(st, 0, "kick")
    act(st, 1, "nokick")
    assert st.kicked == 0 and st.phase == "play" and st.turn == 0


def test_weihai_mingbao_lets_the_rebels_kick() -> None:
    st = weihai_apart()
    act(st, 0, "ascend")
    for seat, a in enumerate(["ok", "mingbao", "norebel", "norebel", "norebel"]):
        act(st, seat, a)
    assert st.mingbao and GAME.to_act(st) == [2, 3, 4]


def test_weihai_mingdu_first_in_turn_order_from_the_emperor() -> None:
    st = with_hands(start(), "7x5", "G 8x5", "9x5", "E Tx5", "Jx5")
    act(st, 3, "ascend")
    for seat, a in enumerate(["mingdu", "anbao", "mingdu", "ok", "norebel"]):
        act(st, seat, a)
    assert st.mode == "open" and st.emperor == 0  # 3 → 4 → 0 comes before 2
    assert st.phase == "kick" and GAME.to_act(st) == [1, 2, 3, 4]


def test_weihai_both_cards_choices() -> None:
    st = with_hands(start(), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    assert GAME.legal_actions(st, 0) == ["ascend", "dubao", "cede"]
    act(st, 0, "ascend")
    assert st.mode == "hidden" and st.guard == 0
    assert GAME.public_view(st)["mode"] is None


def test_weihai_dubao_goes_to_the_kick_round() -> None:
    st = with_hands(start(), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    act(st, 0, "dubao")
    assert st.mode == "open" and st.phase == "kick" and GAME.to_act(st) == [1, 2, 3, 4]


def test_weihai_transfer_makes_the_next_seat_emperor_and_the_holder_the_known_guard() -> None:
    st = with_hands(start(), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    act(st, 0, "cede")
    assert st.emperor == 1 and EMPEROR_CARD in st.cards[1] and st.guard == 0
    assert GAME.public_view(st)["guard"] == 0
    assert GAME.legal_actions(st, 0) == ["mingbao", "mingdu"]


def test_weihai_hidden_alone_revealed_by_rebellion() -> None:
    st = with_hands(start(), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    act(st, 0, "ascend")
    for seat, a in enumerate(["ok", "rebel", "rebel", "norebel", "norebel"]):
        act(st, seat, a)
    assert st.rebellion and GAME.public_view(st)["mode"] == "hidden"


def test_declaration_round_looks_the_same_for_guard_and_rebels() -> None:
    """The group sees who it waits for: every seat, whatever its secret role."""
    a = with_hands(start(), "E 7x5", "G 8x5", "9x6", "Tx6", "Jx6")
    b = with_hands(start(), "E 7x5", "8x6", "9x6", "G Tx5", "Jx6")
    act(a, 0, "ascend")
    act(b, 0, "ascend")
    assert GAME.to_act(a) == GAME.to_act(b)
    assert GAME.public_view(a) == GAME.public_view(b)


def test_playing_the_guard_card_does_not_reveal_the_guard() -> None:
    """All 小王 look alike on the table: the 保 card shows no mark when played."""
    st = playing(with_hands(start(), "E 7x5", "G 8x5", "S 9x5", "Tx5", "Jx5"), 0, 1)
    act(st, 0, "play:7")
    by_guard = act(st, 1, "play:S")
    assert GUARD_CARD not in st.cards[1]
    st2 = playing(with_hands(start(), "E 7x5", "8x5", "S 9x5", "Tx5", "G Jx5"), 0, 4)
    act(st2, 0, "play:7")
    act(st2, 1, "pass")
    by_rebel = act(st2, 2, "play:S")
    assert [(e.key, {k: v for k, v in e.params.items() if k != "player"}) for e in by_guard] == [
        (e.key, {k: v for k, v in e.params.items() if k != "player"}) for e in by_rebel
    ]
    assert GAME.public_view(st)["guard"] is None and not st.guard_revealed


def test_marked_copies_are_played_last() -> None:
    st = playing(with_hands(start(), "E 7x5", "G S 8x5", "9x5", "Tx5", "Jx5"), 0, 1)
    act(st, 0, "play:7")
    act(st, 1, "play:S")
    assert GUARD_CARD in st.cards[1]


# ----- lianzhong roles -----------------------------------------------------------------------------


def test_lianzhong_simple_cede_goes_to_the_previous_seat_with_a_two() -> None:
    st = with_hands(start("lianzhong-simple"), "7x5", "8x5", "E 2 9x5", "G Tx5", "Jx5")
    assert GAME.legal_actions(st, 2) == ["ascend", "cede"]
    act(st, 2, "cede")
    assert st.holder == 1 and len(st.bundle) == 2 and st.bundle[1] >> 4 == TWO
    act(st, 1, "cede")  # no 2: the highest card goes
    assert st.holder == 0 and st.bundle[2] >> 4 == 5
    act(st, 0, "ascend")
    assert st.emperor == 0 and EMPEROR_CARD in st.cards[0] and len(st.cards[0]) == 8
    assert st.guard == 3 and st.phase == "declare" and GAME.to_act(st) == [1, 2, 3, 4]


def test_lianzhong_simple_two_rounds_of_ceding_redeal() -> None:
    st = start("lianzhong-simple")
    for _ in range(10):
        events = act(st, st.holder, "cede")
    assert "baohuang-ev-redeal" in keys(events)
    assert st.cedes == 0 and st.phase == "throne" and not st.bundle
    assert sum(len(h) for h in st.cards) == 168


def test_lianzhong_simple_both_cards() -> None:
    st = with_hands(start("lianzhong-simple"), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    assert GAME.legal_actions(st, 0) == ["ascend", "dubao", "cede"]
    act(st, 0, "dubao")
    assert st.mode == "open" and st.phase == "play"


def test_lianzhong_classic_call_and_guard() -> None:
    st = classic_hands(start("lianzhong-classic"), 0, 2)
    assert GAME.legal_actions(st, 0) == ["call:H7", "cede", "dubao"]
    events = act(st, 0, "call:H7")
    assert st.guard == 2 and st.mode == "apart"
    assert [e.to for e in events if e.key == "baohuang-ev-you-guard"] == [2]
    assert GAME.public_view(st)["called"] == "H7" and GAME.public_view(st)["guard"] is None


def test_lianzhong_classic_four_named_is_hidden_alone_and_ceding_passes_no_two() -> None:
    st = start("lianzhong-classic")
    seven = [card(4, 1, k) for k in range(4)]
    pool = Pool()
    pool.used |= set(seven)
    st.cards = [
        sorted([*seven, *pool.take("2x2")], reverse=True),
        pool.take("9x5"),
        pool.take("Tx4"),
        pool.take("Jx5"),
        sorted([EMPEROR_CARD, *pool.take("2x3")], reverse=True),
    ]
    st.holder = 4
    act(st, 4, "cede")
    assert st.bundle == [EMPEROR_CARD] and st.holder == 3
    act(st, 3, "cede")
    act(st, 2, "cede")
    act(st, 1, "cede")
    act(st, 0, "call:H7")
    assert st.mode == "hidden" and st.guard == 0


def test_lianzhong_classic_after_one_round_the_holder_must_ascend() -> None:
    st = classic_hands(start("lianzhong-classic"), 0, 1)
    for seat in (0, 4, 3, 2, 1):
        act(st, seat, "cede")
    assert st.holder == 0 and GAME.legal_actions(st, 0) == ["call:H7", "dubao"]


def test_lianzhong_classic_redeal_when_the_last_holder_cannot_call() -> None:
    st = with_hands(start("lianzhong-classic"), "7x5", "E 8x2", "9x5", "Tx5", "Jx5")
    for seat in (1, 0, 4, 3, 2):
        events = act(st, seat, "cede")
    assert "baohuang-ev-redeal" in keys(events) and st.cedes == 0 and not st.bundle


def classic_hands(st: BaohuangState, emperor: int, guard: int) -> BaohuangState:
    """Five hands; `emperor` holds the emperor card and three ♥7, `guard` the fourth ♥7."""
    pool = Pool()
    sevens = [card(4, 1, k) for k in range(4)]
    pool.used |= set(sevens)
    st.cards = [pool.take(f"{r}x5") for r in "89TJQ"]
    st.cards[emperor] = sorted([EMPEROR_CARD, *sevens[:3], *st.cards[emperor][:2]], reverse=True)
    st.cards[guard] = sorted([sevens[3], *st.cards[guard]], reverse=True)
    st.holder = emperor
    return st


def test_qiangdu_nearest_toward_the_previous_seat_wins() -> None:
    st = classic_hands(start("lianzhong-classic", qiangdu=True), 2, 4)
    act(st, 2, "dubao")
    assert st.phase == "play"  # the emperor's own 独保 comes first: nobody may grab
    st = classic_hands(start("lianzhong-classic", qiangdu=True), 2, 4)
    act(st, 2, "call:H7")
    assert st.guard == 4 and GAME.legal_actions(st, 4) == ["anbao", "mingbao", "qiangdu"]
    assert GAME.legal_actions(st, 0) == ["norebel", "rebel", "qiangdu"]
    for seat, a in ((0, "qiangdu"), (1, "norebel"), (3, "qiangdu"), (4, "anbao")):
        act(st, seat, a)
    assert st.mode == "open" and st.emperor == 0  # 2 → 1 → 0 comes before 4 → 3


def test_lianzhong_leaving_costs_forty() -> None:
    st = playing(with_hands(start("lianzhong-simple"), "7x2 9 E", "8x2", "Qx5", "Jx5", "G Ax4"))
    events = act(st, 0, "leave")
    assert keys(events) == ["baohuang-ev-leave"] and st.penalty[0] == -40


# ----- best ----------------------------------------------------------------------------------------


def test_best_face_up_card_gives_the_qualification() -> None:
    st = start("best")
    assert st.face_up >= 0 and st.face_up in st.cards[st.holder]
    assert GAME.public_view(st)["face_up"] == st.face_up


def test_best_cede_bottom_big_then_twos() -> None:
    st = with_hands(start("best"), "7x5", "8x5 2", "9x5", "Tx5", "O Jx5")
    st.holder = 2
    assert GAME.legal_actions(st, 2) == ["ascend", "cede"]  # the first cede needs no 2
    act(st, 2, "cede")
    assert st.holder == 1 and st.bundle == [BOTTOM_BIG]
    act(st, 1, "cede")
    assert st.holder == 0 and len(st.bundle) == 2 and st.bundle[1] >> 4 == TWO
    assert GAME.legal_actions(st, 0) == ["ascend"]  # no 2: must ascend
    act(st, 0, "ascend")
    assert st.emperor == 0 and BOTTOM_BIG in st.cards[0] and st.guard == 4 and st.phase == "play"


def test_best_playing_the_old_king_reveals_the_guard() -> None:
    st = playing(with_hands(start("best"), "B 7x5", "8x5 2", "9x5", "Tx5", "O Jx5"), 0, 4)
    act(st, 0, "play:B")
    act(st, 1, "pass")
    act(st, 2, "pass")
    act(st, 3, "pass")
    events = act(st, 4, "play:O")
    assert "baohuang-ev-top-guard" in keys(events) and GAME.public_view(st)["guard"] == 4


def test_best_tribute_is_paid_at_the_next_deal() -> None:
    st = start("best", hands=2)
    st.tribute, st.tribute_order = [4, 2, -2, -2, -2], [0, 1, 2, 3, 4]
    st.hand_no = 0
    GAME._new_hand(st)
    assert [len(h) for h in st.cards] == [47, 45, 41, 41, 41]


# ----- campus --------------------------------------------------------------------------------------


def test_campus_call_three_identical_not_three_or_two() -> None:
    st = start("campus")
    pool = Pool()
    sevens = [card(4, 1, k) for k in range(4)]
    twos = [card(TWO, 0, k) for k in range(3)]
    pool.used |= {*sevens, *twos}
    st.cards = [
        sorted([EMPEROR_CARD, *sevens[:3], *twos, *pool.take("3")], reverse=True),
        sorted([sevens[3], *pool.take("3 9x3")], reverse=True),
        pool.take("3 Tx4"),
        pool.take("3 Jx4"),
        pool.take("3 Qx4"),
    ]
    st.holder = 0
    assert GAME.legal_actions(st, 0) == ["call:H7", "cede"]
    act(st, 0, "call:H7")
    assert st.guard == 1 and st.phase == "declare" and GAME.to_act(st) == [1, 2, 3, 4]
    assert GAME.legal_actions(st, 1) == ["anbao", "mingbao"] and GAME.legal_actions(st, 2) == ["ok"]


def test_campus_cede_to_the_next_seat_later_cedes_need_a_two() -> None:
    st = with_hands(start("campus"), "E 3 7x5", "3 8x5", "3 9x5 2", "3 Tx5", "3 Jx5")
    act(st, 0, "cede")
    assert st.holder == 1
    assert "cede" not in GAME.legal_actions(st, 1)
    act(st, 1, "ascend")
    assert st.mode == "open" and st.emperor == 1 and EMPEROR_CARD in st.cards[1]


def test_campus_bomb_as_an_answer() -> None:
    st = playing(with_hands(start("campus"), "3 7x5 B", "3 8x5", "3 9x5", "3 Tx5", "3 Jx5"), 1, -1, "open")
    st.cards[1] = sorted([card(0, 3, 3), *[card(9, 2, k) for k in range(4)]], reverse=True)
    with pytest.raises(GameError) as err:
        act(st, 1, "play:#DQ")
    assert err.value.key == "baohuang-err-bomb-lead"
    st.turn = 0
    act(st, 0, "play:7+B")
    assert st.turn == 1  # a bomb may be out there: the big joker does not end the trick
    events = act(st, 1, "play:#DQ")
    assert "baohuang-ev-unbeatable" in keys(events) and st.turn == 1


# ----- timeouts ------------------------------------------------------------------------------------


def test_timeout_defaults() -> None:
    st = weihai_apart()
    assert GAME.default_action(st, 0) == "ascend!"
    act(st, 0, "ascend!")
    assert GAME.default_action(st, 1) == "anbao!" and GAME.default_action(st, 2) == "norebel!"
    for seat in range(5):
        act(st, seat, GAME.default_action(st, seat))
    assert st.phase == "play"
    assert GAME.default_action(st, 0) == "play:7!"  # the leader's single lowest card
    act(st, 0, "play:7!")
    assert GAME.default_action(st, 1) == "pass!"


def test_default_lead_never_breaks_bie6() -> None:
    st = playing(with_hands(start(), "6x2 Q E", "8x2", "Qx5", "Jx5", "G Ax4"))
    assert GAME.default_action(st, 0) == "play:Q!"
    st.cards[0] = Pool().take("6x2")
    assert GAME.default_action(st, 0) == "play:6x2!"


def test_three_timeouts_lock_the_seat_on_auto_play_for_the_hand() -> None:
    st = weihai_apart()
    act(st, 0, "ascend!")
    act(st, 0, "ok!")
    for seat in (1, 2, 3, 4):
        act(st, seat, GAME.default_action(st, seat))
    assert not GAME.auto_play(st, 0)
    events = act(st, 0, "play:7!")
    assert "baohuang-ev-auto-locked" in keys(events) and GAME.auto_play(st, 0)
    assert GAME.public_view(st)["auto"][0]
    for seat in (1, 2, 3, 4):
        act(st, seat, "pass")
    assert GAME.legal_actions(st, 0) == ["play:7"]
    with pytest.raises(GameError) as err:
        act(st, 0, "play:7x3")
    assert err.value.key == "baohuang-err-auto-locked"
    act(st, 0, "play:7")


# ----- the AI --------------------------------------------------------------------------------------


def test_ai_plays_only_legal_actions_in_every_variant() -> None:
    for variant in ("weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus"):
        st = start(variant, seed=f"ai-{variant}")
        rng = random.Random(1)
        while not GAME.is_over(st):
            seat = GAME.to_act(st)[0]
            GAME.apply(st, seat, GAME.ai_action(st, seat, rng))


def test_ai_never_beats_a_known_partner() -> None:
    st = playing(with_hands(start(), "E 7x2 9x5", "G 8x2 Kx5", "Qx5", "Jx5", "Ax4"), 0, 1)
    st.guard_revealed = True
    act(st, 0, "play:7x2")
    assert GAME.ai_action(st, 1, random.Random(0)) == "pass"


def test_ai_ignores_hidden_cards() -> None:
    """The AI's choice depends on its view only: moving other players' cards around changes nothing."""
    st = start("weihai", seed="ai-view")
    rng = random.Random(3)
    while st.phase != "play":
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.ai_action(st, seat, rng))
    seat = GAME.to_act(st)[0]
    first = GAME.ai_action(st, seat, random.Random(0))
    others = [s for s in range(5) if s != seat]
    pooled = sorted((c for s in others for c in st.cards[s]), reverse=True)
    sizes = [len(st.cards[s]) for s in others]
    random.Random(9).shuffle(pooled)
    for s, size in zip(others, sizes, strict=True):
        st.cards[s], pooled = sorted(pooled[:size], reverse=True), pooled[size:]
    assert GAME.ai_action(st, seat, random.Random(0)) == first


def test_ai_clearly_beats_random_players() -> None:
    fig = ai_vs_random(GAME, "weihai", hands=80, seed=5)
    assert fig["ai_avg"] > fig["rnd_avg"] + 2
    assert fig["ai_place"] < fig["rnd_place"]


# ----- options and words ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "pairs",
    [
        {"variant": "weihai", "kao": "true"},
        {"variant": "best", "qiangdu": "1"},
        {"hands": "0"},
        {"variant": "x"},
    ],
)
def test_options_of_another_variant_or_out_of_range_are_refused(pairs: dict[str, str]) -> None:
    with pytest.raises(GameError) as err:
        GAME.parse_options(pairs)
    assert err.value.key == "err-option-value"


def test_lianzhong_options_are_accepted() -> None:
    opts = GAME.parse_options({"variant": "lianzhong-classic", "kao": "true", "bie6": "1", "qiangdu": "yes"})
    assert opts.kao and opts.bie6 and opts.qiangdu


def test_every_message_the_engine_sends_exists_in_every_language() -> None:
    from fluent.runtime import FluentBundle, FluentResource

    from locales import ROOT

    seen: dict[str, dict] = {}
    for variant in ("weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus"):
        st, events = GAME.start(f"words-{variant}", SEATS, GAME.parse_options({"variant": variant, "hands": "2"}))
        rng = random.Random(2)
        for _ in range(20_000):  # a bound: a game that never ends fails here instead of hanging
            for e in events:
                seen[e.key] = e.params
            if GAME.is_over(st):
                break
            seat = GAME.to_act(st)[0]
            for a in GAME.legal_actions(st, seat):
                label = GAME.action_label(st, seat, a)
                seen[label.key] = label.params
            events = GAME.apply(st, seat, rng.choice(GAME.legal_actions(st, seat)))
        assert GAME.is_over(st), variant
    assert len(seen) > 40
    for lang in ("en", "ru", "zh"):
        bundle = FluentBundle([lang], use_isolating=False)
        bundle.add_resource(FluentResource((ROOT / lang / "baohuang.ftl").read_text(encoding="utf-8")))
        for key, params in seen.items():
            assert bundle.has_message(key), (lang, key)
            args = {k: ("X" if isinstance(v, str) else v) for k, v in params.items()}
            _, errors = bundle.format_pattern(bundle.get_message(key).value, args)
            assert not errors, (lang, key, errors)
