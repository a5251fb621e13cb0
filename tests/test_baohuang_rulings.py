"""保皇: one test (at least) per binding ruling of /work/shared/rules/baohuang.md that changed or was
confirmed: 烤牌 takes only the listed joker equivalences; 转让 is open (明保); a campus emperor with
nothing to call plays alone openly; the bot never answers a lone role choice by itself; `leave` exists
only where the rules give leaving a consequence."""

from __future__ import annotations

import json
import random
import re
from types import SimpleNamespace

import pytest
from seats import seat_of

from bot.faces.base import Ctx
from bot.step import Outcome, run_ai
from bot.tables import SeatInfo, TableUi
from games.baohuang import GAME
from games.baohuang.cards import EMPEROR_CARD, card
from games.baohuang.plays import Play, all_plays, beats, decode
from games.baohuang.scoring import hand_scores
from games.baohuang.state import BaohuangState
from games.baohuang.variants import rules_for
from games.base import GameError, Seat
from tests.test_baohuang_variants import act, keys, playing, start, with_hands

KAO = rules_for("lianzhong-simple", kao=True)


def P(code: str) -> Play:
    p = decode(code)
    assert p is not None, code
    return p


# ----- 烤牌: only the listed equivalences -------------------------------------------------------------


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("Sx3", "S"),  # 小小小 is 2小 > 1小 with a 小 to spare: not a beat (the ruling's example)
        ("S+B", "S"),  # 大+小 is 1大 > 1小 with a 小 to spare (the ruling's example)
        ("Bx2", "S"),  # 1大 > 1小 with a 大 to spare
        ("Sx4", "B"),  # 3小 > 1大 with a 小 to spare
        ("Bx3", "B"),  # 2大 > 1大 with a 大 to spare
        ("Sx3+Bx2", "S+B"),  # 2大+2小 > 大+小 with a 小 to spare
        ("Bx2+S", "Sx2"),  # two 大 beat two 小 one for one: the 小 is spare
    ],
)
def test_kao_spare_jokers_make_no_beat(new: str, old: str) -> None:
    assert not beats(P(new), P(old), KAO)


def test_kao_a_spare_joker_may_still_beat_an_ordinary_card() -> None:
    # the seed's own example: 3大+1小带88 > 1大+1小带777 (2大 for the 大, 1大 for the 小, 小88 > 777)
    assert beats(P("8x2+S+Bx3"), P("7x3+S+B"), KAO)
    assert beats(P("7x3+S"), P("6x4"), KAO)  # the default rule: 小777 > 6666


def test_kao_builder_never_offers_a_spare_joker_beat() -> None:
    cnt = [0] * 16
    cnt[13], cnt[14] = 3, 2  # three 小王, two 大王
    offered = {(p.small, p.big) for p in all_plays(cnt, P("S"), KAO, 5)}
    assert offered == {(0, 1), (2, 0)}  # 大 (same size) or 小小 (烤牌), nothing bigger


def test_kao_in_play_refuses_three_small_on_one_small() -> None:
    st = playing(with_hands(start("lianzhong-simple", kao=True), "G 9x4 E", "Sx3 8x2", "Qx5", "Jx5", "Ax5"))
    act(st, 0, "play:S")
    before = st.model_dump()
    with pytest.raises(GameError) as err:
        act(st, 1, "play:Sx3")
    assert err.value.key == "baohuang-err-cannot-beat" and st.model_dump() == before
    act(st, 1, "play:Sx2")
    assert st.top == "Sx2"


# ----- 转让 is open (明保) ------------------------------------------------------------------------------


def test_weihai_transfer_is_an_open_guard_with_its_doubling_and_the_rebels_kick() -> None:
    st = with_hands(start(), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    events = act(st, 0, "cede")
    assert keys(events) == ["baohuang-ev-transfer"] and all(e.to is None for e in events)
    assert EMPEROR_CARD in st.cards[1] and st.emperor == 1 and st.guard == 0
    view = GAME.public_view(st)
    assert view["guard"] == 0 and view["mingbao"] and view["mode"] == "apart"
    assert GAME.legal_actions(st, 0) == ["mingbao", "mingdu"]  # no 暗保 left for a known guard
    for seat, a in ((0, "mingbao"), (1, "ok"), (2, "norebel"), (3, "norebel"), (4, "norebel")):
        act(st, seat, a)
    assert st.phase == "kick" and GAME.to_act(st) == [2, 3, 4]  # the rebels may 踢
    places = [2, 1, 3, 4, 5]  # guard 2nd, emperor 1st: (4 + 2) × 2 for 明保
    assert hand_scores(st, places) == [12, 24, -12, -12, -12]


# ----- campus: no three of a kind, alone and open ----------------------------------------------------


def test_campus_emperor_with_nothing_to_call_plays_alone_openly() -> None:
    st = with_hands(start("campus"), "E 3 7x2 8x2 9x2", "3 8x5", "3 9x5", "3 Tx5", "3 Jx5")
    assert GAME.legal_actions(st, 0) == ["ascend", "cede"]  # no call: ascending means alone
    events = act(st, 0, "ascend")
    assert "baohuang-ev-no-guard" in keys(events) and all(e.to is None for e in events)
    assert st.mode == "open" and st.guard == -1 and st.phase == "play"
    view = GAME.public_view(st)
    assert view["mode"] == "open" and view["emperor"] == 0
    assert hand_scores(st, [1, 2, 3, 4, 5]) == [4, -1, -1, -1, -1]


# ----- a lone role choice is still asked ---------------------------------------------------------------


def _host(st: BaohuangState, humans: set[int]) -> SimpleNamespace:
    seats = [SeatInfo(user_id=100 + i if i in humans else None, name=f"P{i}", ai=i not in humans) for i in range(5)]
    return SimpleNamespace(game=GAME, state=st, seats=seats, seed=st.seed, id=1, ui=TableUi())


def test_the_bot_never_answers_a_lone_role_choice_by_itself() -> None:
    # weihai: the emperor-card holder without the guard card may only ascend, yet is asked and waited for
    st = with_hands(start(), "E 7x5", "G 8x5", "9x5", "Tx5", "Jx5")
    assert GAME.legal_actions(st, 0) == ["ascend"] and not GAME.auto_play(st, 0)
    before = st.model_dump()
    run_ai(_host(st, {0}), Outcome())  # the host lets the AI seats move: none is asked
    assert st.model_dump() == before and GAME.to_act(st) == [0]
    # campus: a commoner's only answer in the declaration round ("ok") waits for the human too
    st = with_hands(start("campus"), "E 3 9", "3 8x5", "3 9x5", "3 Tx5", "3 Jx5")
    sevens = [card(4, 1, k) for k in range(4)]  # four ♥7: the emperor holds three, seat 1 the fourth
    st.cards[0] = sorted(st.cards[0] + sevens[:3], reverse=True)
    st.cards[1] = sorted(st.cards[1] + sevens[3:], reverse=True)
    act(st, 0, "call:H7")
    assert st.guard == 1
    assert GAME.legal_actions(st, 2) == ["ok"] and not GAME.auto_play(st, 2)
    out = Outcome()
    run_ai(_host(st, {2}), out)
    assert st.phase == "declare" and GAME.to_act(st) == [2]  # everyone else answered, 2 is waited for
    assert all(logged.seat != 2 for logged in out.logged)


# ----- leaving --------------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", ["weihai", "best", "campus"])
def test_a_forged_leave_is_refused_where_leaving_has_no_rule(variant: str) -> None:
    st = start(variant)
    holder = GAME.to_act(st)[0]
    assert GAME.leave_action(st, holder) is None
    before = st.model_dump()
    for seat in (holder, (holder + 1) % 5):
        for forged in ("leave", "leave!"):
            with pytest.raises(GameError):
                act(st, seat, forged)
            assert st.model_dump() == before


def test_lianzhong_leave_is_once_and_not_on_a_timeout() -> None:
    st = playing(with_hands(start("lianzhong-simple"), "7x2 9 E", "8x2", "Qx5", "Jx5", "G Ax4"))
    with pytest.raises(GameError):
        act(st, 0, "leave!")
    act(st, 3, "leave")  # any seat, whoever's turn it is
    assert st.penalty[3] == -40
    before = st.model_dump()
    with pytest.raises(GameError):
        act(st, 3, "leave")
    assert st.model_dump() == before


def test_ai_still_legal_after_the_kao_change() -> None:
    rng = random.Random(3)
    st = start("lianzhong-simple", seed="kao", kao=True)
    for _ in range(3000):
        if GAME.is_over(st):
            break
        seat = GAME.to_act(st)[0]
        act(st, seat, GAME.ai_action(st, seat, rng))
    assert GAME.is_over(st)


# ----- the engine's views carry data, the face draws them ------------------------------------------------


CJK_OR_SUITS = re.compile(r"[\u4e00-\u9fff♠♥♦♣👑🛡]")


@pytest.mark.parametrize("variant", ["weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus"])
def test_views_hold_no_text(variant: str) -> None:
    rng = random.Random(variant)
    st = start(variant, seed=f"views-{variant}")
    for _ in range(400):
        views = [GAME.public_view(st), *(GAME.player_view(st, s) for s in range(5))]
        for view in views:
            assert not CJK_OR_SUITS.search(json.dumps(view, ensure_ascii=False)), view
            assert all(len(entry) == 2 for entry in view["table"] + view["last_trick"])
            assert "hand_text" not in view and "top_text" not in view
        if GAME.is_over(st):
            break
        seat = GAME.to_act(st)[0]
        act(st, seat, GAME.ai_action(st, seat, rng))


def test_the_throne_rules_are_asked_of_the_engine() -> None:
    st = with_hands(start(), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    assert GAME.public_view(st)["cede"] == {"to": 1, "kind": "transfer", "adds": None}
    assert GAME.player_view(st, 0)["ascend_as"] == "hidden" and GAME.player_view(st, 1)["ascend_as"] is None
    st = with_hands(start(), "E 7x5", "G 8x5", "9x5", "Tx5", "Jx5")
    assert GAME.player_view(st, 0)["ascend_as"] == "apart"
    st = with_hands(start("lianzhong-simple"), "E 7x5", "G 8x5", "9x5", "Tx5", "Jx5")
    assert GAME.public_view(st)["cede"] == {"to": 4, "kind": "cede", "adds": "tie"}  # 上家, with a 贴 card
    st = with_hands(start("campus"), "E 3 7x5", "3 8x5 2", "3 9x5 2", "3 Tx5", "3 Jx5")
    assert GAME.public_view(st)["cede"] == {"to": 1, "kind": "cede", "adds": None}
    assert GAME.player_view(st, 0)["ascend_as"] == "open"
    act(st, 0, "cede")
    assert GAME.public_view(st)["cede"] == {"to": 2, "kind": "cede", "adds": "two"}  # later cedes add a 2
    act(st, 1, "ascend")
    assert GAME.public_view(st)["cede"] is None


def test_face_words_the_engine_rules() -> None:
    from bot.faces.baohuang import BaohuangFace, hand_text, top_name
    from locales import catalog

    face, cat, names = BaohuangFace(), catalog(), [f"P{i}" for i in range(5)]
    st = with_hands(start("lianzhong-simple"), "E 7x5", "G 8x5", "9x5", "Tx5", "Jx5")
    text = face.question(*seat_of(GAME, st, 0), Ctx("en", names, cat))
    assert "P4" in text  # the throne goes to the previous seat (上家), as the engine says
    st = with_hands(start(), "E G 7x5", "8x5", "9x5", "Tx5", "Jx5")
    assert "P1" in face.question(*seat_of(GAME, st, 0), Ctx("en", names, cat))  # weihai: 转让 to the next seat
    view = GAME.player_view(st, 0)
    assert hand_text(view).startswith("大王👑 小王🛡 7×5")
    assert top_name(GAME.public_view(start("best"))) == "老王"


def test_a_locked_seat_has_no_builder_plays() -> None:
    st = playing(with_hands(start(), "7x2 9 E", "8x2", "Qx5", "Jx5", "G Ax4"))
    assert GAME.legal_plays(st, 0)
    st.auto[0] = 3
    assert GAME.legal_plays(st, 0) == [] and GAME.legal_actions(st, 0) == [GAME.default_action(st, 0)[:-1]]


def test_typed_plays_with_unusual_digits_are_refused_plainly() -> None:
    """Superscript or other scripts' digits are not numbers to a player typing a play: never a crash."""
    from games.base import GameError

    game = GAME
    state, _ = game.start("ab" * 32, [Seat(name=str(i)) for i in range(5)], game.Options())
    seat = game.to_act(state)[0]
    for text in ("8x3²", "8x٣", "8x²"):
        try:
            parsed = game.parse_text(state, seat, text)
        except GameError:
            continue
        assert parsed is None, text
