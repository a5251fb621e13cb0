"""保皇 properties over random legal games of every variant: cards are conserved, hands end, scores sum
to zero, the public view holds no hand and no hidden guard, and a replay rebuilds the state."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st_
from profiles import examples

from games.baohuang import GAME
from games.baohuang.cards import build_deck
from games.baohuang.plays import encode
from games.baohuang.state import BaohuangState
from games.base import Seat

SEATS = [Seat(name=f"P{i}") for i in range(5)]
VARIANTS = st_.sampled_from(["weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus"])


def all_cards(st: BaohuangState) -> Counter[int]:
    return Counter([*(c for h in st.cards for c in h), *st.played, *st.bundle])


def random_action(st: BaohuangState, seat: int, rng: random.Random) -> str:
    """Mostly a listed button; sometimes any legal play of the builder (listed or not)."""
    if st.phase == "play" and rng.random() < 0.3:
        plays = GAME.legal_plays(st, seat)
        if plays:
            return "play:" + encode(rng.choice(plays))
    return rng.choice(GAME.legal_actions(st, seat))


def random_game(variant: str, seed: str, rng_seed: int, hands: int = 1, check=None):
    options = GAME.parse_options({"variant": variant, "hands": str(hands)})
    st, _ = GAME.start(seed, SEATS, options)
    rng = random.Random(rng_seed)
    log = []
    deck = Counter(build_deck(variant))
    for _ in range(20_000):
        if GAME.is_over(st):
            break
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        assert 1 <= len(legal) <= 12 and all(len(a) <= 40 for a in legal)
        action = random_action(st, seat, rng)
        GAME.apply(st, seat, action)
        log.append((seat, action))
        if not GAME.is_over(st):
            assert all_cards(st) == deck
        if check:
            check(st)
    assert GAME.is_over(st), "a hand of random legal play did not end"
    return st, options, log


@settings(max_examples=examples(30), deadline=None)
@given(VARIANTS, st_.text(min_size=1, max_size=8), st_.integers(0, 10**6))
def test_random_legal_play_conserves_cards_ends_and_sums_to_zero(variant: str, seed: str, rng_seed: int) -> None:
    st, _, _ = random_game(variant, seed, rng_seed)
    hand = st.history[-1]
    assert sum(hand["scores"]) == 0  # every variant is zero-sum when nobody leaves
    assert len(set(hand["finish"])) == len(hand["finish"])


@settings(max_examples=examples(15), deadline=None)
@given(VARIANTS, st_.text(min_size=1, max_size=8), st_.integers(0, 10**6))
def test_replay_rebuilds_the_state(variant: str, seed: str, rng_seed: int) -> None:
    st, options, log = random_game(variant, seed, rng_seed, hands=2)
    again = GAME.replay(seed, SEATS, options, log)
    assert again.model_dump() == st.model_dump()


def _hide_check(st: BaohuangState) -> None:
    """The public view must not change when what it may not show changes: who holds which cards (at
    the same counts) and, while hidden, who the guard is."""
    if st.phase == "over":
        return
    view = GAME.public_view(st)
    text = json.dumps(view)
    assert '"hand"' not in text and '"cards"' not in text
    other = st.model_copy(deep=True)
    pooled = [c for h in other.cards for c in h]
    random.Random(len(pooled)).shuffle(pooled)
    for s in range(5):
        size = len(other.cards[s])
        other.cards[s], pooled = sorted(pooled[:size], reverse=True), pooled[size:]
    hidden = st.mode in ("apart", "hidden") and not st.guard_revealed
    if hidden:
        candidates = [s for s in range(5) if s != st.emperor and not st.rebels[s] and s != st.guard]
        if candidates:
            other.guard, other.mode = candidates[0], "apart"
    assert GAME.public_view(other) == view


@settings(max_examples=examples(15), deadline=None)
@given(VARIANTS, st_.text(min_size=1, max_size=8), st_.integers(0, 10**6))
def test_public_view_never_shows_hands_or_a_hidden_guard(variant: str, seed: str, rng_seed: int) -> None:
    random_game(variant, seed, rng_seed, check=_hide_check)


@settings(max_examples=examples(10), deadline=None)
@given(VARIANTS, st_.text(min_size=1, max_size=8), st_.integers(0, 10**6))
def test_public_events_never_name_the_hidden_guard(variant: str, seed: str, rng_seed: int) -> None:
    """Until the guard is revealed, no public event carries a guard-only message."""
    options = GAME.parse_options({"variant": variant})
    st, events = GAME.start(seed, SEATS, options)
    rng = random.Random(rng_seed)
    private_only = {
        "baohuang-ev-hold-guard",
        "baohuang-ev-hold-old",
        "baohuang-ev-you-guard",
        "baohuang-ev-you-guard-old",
        "baohuang-ev-answer",
        "baohuang-ev-dealt",
    }
    while not GAME.is_over(st):
        for e in events:
            if e.key in private_only:
                assert e.to is not None
        seat = GAME.to_act(st)[0]
        events = GAME.apply(st, seat, rng.choice(GAME.legal_actions(st, seat)))
