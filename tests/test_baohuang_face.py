"""The 保皇 face over random AI games of every variant: every text renders in every language as valid
HTML, the group text shows no hand and no secret guard, the builder reaches exactly the legal plays,
and every button fits Telegram's 64-byte callback data."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from seats import seat_of

from bot.demo.fakegram import parse_html
from bot.faces import face
from bot.faces.baohuang import BaohuangFace, hand_text, parse_draft, play_label, typed_form
from bot.faces.base import Ctx
from games.baohuang import GAME
from games.baohuang.plays import Play, decode, encode
from games.baohuang.state import BaohuangState
from games.base import Seat
from locales import LANGS, catalog

VARIANTS = ("weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus")
NAMES = ["Alice", "🤖 Ada", "Bob <&>", "🤖 Carl", "🤖 Dora"]
SEATS = [Seat(name=n, ai=n.startswith("🤖")) for n in NAMES]
FACE = face("baohuang")
CAT = catalog()
LONG_PREFIX = "g:1234567890:4:999:"


def states(variant: str, seed: str, hands: int = 1) -> Iterator[BaohuangState]:
    """Every state of one AI-played match, the state object reused (copy it to keep one)."""
    st, _ = GAME.start(seed, SEATS, GAME.parse_options({"variant": variant, "hands": str(hands)}))
    rng = random.Random(seed)
    while not GAME.is_over(st):
        yield st
        seat = GAME.to_act(st)[0]
        GAME.apply(st, seat, GAME.ai_action(st, seat, rng))
    yield st


def valid(text: str) -> None:
    assert "baohuang-" not in text, text  # no missing message id
    parse_html(text)  # raises on broken HTML


def test_the_face_is_registered() -> None:
    assert isinstance(FACE, BaohuangFace)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_text_renders_in_every_language(variant: str) -> None:
    for st in states(variant, f"render-{variant}", hands=2):
        view = GAME.public_view(st)
        for lang in LANGS:
            text = FACE.group_status(view, Ctx(lang, NAMES, CAT))
            valid(text)
            assert len(text) < 3000
            for seat in GAME.to_act(st):
                valid(FACE.private_status(GAME.player_view(st, seat), seat, Ctx(lang, NAMES, CAT)))
                valid(FACE.question(*seat_of(GAME, st, seat), Ctx(lang, NAMES, CAT)))
                for row in FACE.buttons(*seat_of(GAME, st, seat), Ctx(lang, NAMES, CAT)):
                    for label, _ in row:
                        assert "baohuang-" not in label and len(label) <= 40, label
    result = GAME.result(st)
    for lang in LANGS:
        final = FACE.final(result, GAME.public_view(st), Ctx(lang, NAMES, CAT))
        valid(final)
        assert all(n.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") in final for n in NAMES)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_group_text_shows_no_hand_and_no_secret_guard(variant: str) -> None:
    """The text is a function of the public view; shuffling who holds what and moving a secret guard
    changes nothing in it, and no seat's grouped hand appears in it."""
    for st in states(variant, f"hide-{variant}"):
        if st.phase == "over":
            break
        text = FACE.group_status(GAME.public_view(st), Ctx("en", NAMES, CAT))
        for seat in range(5):
            hand = hand_text(GAME.player_view(st, seat))
            if " " in hand:
                assert hand not in text
        other = st.model_copy(deep=True)
        pooled = [c for h in other.cards for c in h]
        random.Random(len(pooled)).shuffle(pooled)
        for s in range(5):
            size = len(other.cards[s])
            other.cards[s], pooled = sorted(pooled[:size], reverse=True), pooled[size:]
        if st.mode in ("apart", "hidden") and not st.guard_revealed:
            suspects = [s for s in range(5) if s not in (st.emperor, st.guard) and not st.rebels[s]]
            if suspects:
                other.guard, other.mode = suspects[0], "apart"
            assert f"guard {NAMES[st.guard]}" not in text
        assert FACE.group_status(GAME.public_view(other), Ctx("en", NAMES, CAT)) == text


def builder_reach(st: BaohuangState, seat: int) -> tuple[set[str], set[str]]:
    """Every play action the builder offers, walking all its drafts; and every callback data."""
    plays: set[str] = set()
    data: set[str] = set()
    todo, seen = [""], set()
    while todo:
        draft = todo.pop()
        seen.add(draft)
        if draft:
            FACE.draft_text(*seat_of(GAME, st, seat), draft, Ctx("en", NAMES, CAT))
        for row in FACE.buttons(*seat_of(GAME, st, seat), Ctx("en", NAMES, CAT), draft or None):
            assert len(row) <= 8
            for _, action in row:
                data.add(LONG_PREFIX + action)
                if action.startswith("play:"):
                    plays.add(action)
                elif action.startswith("~") and action[1:] not in seen:
                    todo.append(action[1:])
    return plays, data


@pytest.mark.parametrize("variant", VARIANTS)
def test_buttons_offer_exactly_the_legal_plays(variant: str) -> None:
    checked = 0
    for st in states(variant, f"builder-{variant}"):
        if st.phase != "play" or checked > 60:
            continue
        seat = st.turn
        legal = {"play:" + encode(p) for p in GAME.legal_plays(st, seat)}
        reached, data = builder_reach(st, seat)
        assert reached == legal
        assert all(len(d.encode()) <= 64 for d in data), max(data, key=len)
        for action in reached | set(GAME.legal_actions(st, seat)):
            trial = st.model_copy(deep=True)
            GAME.apply(trial, seat, action)  # every offered play is accepted
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_typing_example_is_a_legal_shortcut(variant: str) -> None:
    for st in states(variant, f"typing-{variant}"):
        if st.phase != "play":
            continue
        seat = st.turn
        for p in GAME.legal_plays(st, seat)[:20]:
            action = GAME.parse_text(st, seat, typed_form(p))
            assert action == "play:" + encode(p), (typed_form(p), action)


def test_malformed_drafts_fall_back_to_the_suggestions() -> None:
    st = next(s for s in states("weihai", "drafts") if s.phase == "play")
    seat = st.turn
    plain = FACE.buttons(*seat_of(GAME, st, seat), Ctx("en", NAMES, CAT))
    for draft in ("", "x", "bZ", "b**", "b8.", "b8.0", "b8.x", "b8.999", "b*3"):
        assert parse_draft(draft) is None or draft == ""
        assert FACE.buttons(*seat_of(GAME, st, seat), Ctx("en", NAMES, CAT), draft) == plain
        assert FACE.draft_text(*seat_of(GAME, st, seat), draft, Ctx("en", NAMES, CAT)) == ""
    assert parse_draft("b") == (None, None)
    assert parse_draft("bT") == (7, None)
    assert parse_draft("bT.3") == (7, 3)
    assert parse_draft("b*") == (-1, None)


def test_play_labels_are_compact() -> None:
    assert play_label(Play(5, 3, 0, 1, 0)) == "8×3+大王"
    assert play_label(Play(-1, 0, 2, 0, 0)) == "小王×2"
    assert play_label(Play(-1, 0, 0, 0, 1), "♥A") == "♥A"
    assert play_label(Play(-1, 0, 0, 0, 0, 4 << 2 | 1)) == "💣♥7×4"
    assert typed_form(Play(7, 2, 1, 1, 0)) == "10 10+大小"
    assert decode(encode(Play(7, 2, 1, 1, 0))) == Play(7, 2, 1, 1, 0)
