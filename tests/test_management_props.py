"""«Менеджмент» under random play: money is conserved, stock never goes negative, the game always ends,
secrets stay out of the public view, rejected actions change nothing, and the log replays exactly."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from profiles import examples

from games.base import GameError, Seat
from games.management import GAME
from games.management.game import money_start, money_total
from games.management.state import MAX_FACTORIES, ManagementState, Options

VERBS = ("buy", "make", "sell", "loan", "build")


def wild_action(rng: random.Random, phase: str) -> str:
    """Any action shape, legal or not, with numbers around the interesting ranges; mostly for the
    current step (`phase`), sometimes for another one."""
    verb = {"bid": "buy"}.get(phase, phase) if rng.random() < 0.8 else rng.choice(VERBS)
    num = lambda: str(rng.choice([0, 1, 2, 3, 5, 9, rng.randrange(0, 12_000), -1]))  # noqa: E731
    if verb in ("buy", "sell"):
        return rng.choice([f"{verb}:skip", f"{verb}:{num()}:{num()}", f"{verb}:{num()}"])
    if verb == "build":
        return rng.choice(["build:none", "build:ord", "build:auto", "build:upgrade", f"build:{num()}:{num()}:1"])
    return f"{verb}:{rng.choice([num(), '1.5', 'x', ''])}"


def check_invariants(state: ManagementState) -> None:
    assert money_total(state) == money_start(state)
    for c in state.companies:
        assert c.cash >= 0 and c.esm >= 0 and c.egp >= 0 and c.ordinary >= 0 and c.auto >= 0
        assert c.ordinary + c.auto + sum(p.kind != "upgrade" for p in c.projects) <= MAX_FACTORIES
        assert sum(loan.amount for loan in c.loans) <= (c.ordinary * 5_000 + c.auto * 10_000) // 2 or not c.alive
        if not c.alive:
            assert (c.cash, c.esm, c.egp, c.ordinary, c.auto, c.loans) == (0, 0, 0, 0, 0, [])
    assert set(state.pending) <= set(state.asked)


def public_view_hides_pending(state: ManagementState) -> None:
    """The group's view depends on how many choices were sent, never on what they are."""
    if not state.pending:
        return
    real = GAME.public_view(state)
    saved = dict(state.pending)
    state.pending = dict.fromkeys(saved, "x:0:0")
    assert GAME.public_view(state) == real
    state.pending = saved


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.text(min_size=1, max_size=8),
    players=st.integers(2, 8),
    months=st.integers(1, 8),
    play_seed=st.integers(0, 2**32),
    wildness=st.floats(0, 0.5),
)
def test_random_play_keeps_the_books_and_replays(
    seed: str, players: int, months: int, play_seed: int, wildness: float
) -> None:
    seats = [Seat(name=f"P{i}") for i in range(players)]
    options = Options(months=months, max_players=8)
    state, _ = GAME.start(seed, seats, options)
    rng = random.Random(play_seed)
    log: list[tuple[int, str]] = []
    steps = 0
    while not GAME.is_over(state):
        steps += 1
        assert steps < 5_000, "game did not end"
        waiting = GAME.to_act(state)
        assert waiting, "nobody to act in a running game"
        seat = rng.choice(waiting)
        if rng.random() < 0.1:  # change a sent choice, if there is one to change
            seat = rng.choice([s for s in state.asked if GAME.can_act(state, s)])
        listed = GAME.legal_actions(state, seat)
        action = wild_action(rng, state.phase) if rng.random() < wildness else rng.choice(listed)
        before = state.model_dump()
        try:
            GAME.apply(state, seat, action)
        except GameError:
            assert state.model_dump() == before
            continue
        log.append((seat, action))
        check_invariants(state)
        public_view_hides_pending(state)
        if state.pending and rng.random() < 0.05:  # the bot stores the state as JSON between moves
            stored = ManagementState.model_validate_json(state.model_dump_json())
            assert stored.model_dump() == state.model_dump()
    assert 1 <= state.month <= months
    res = GAME.result(state)
    assert len(res["scores"]) == players and min(res["places"]) == 1
    replayed = GAME.replay(seed, seats, options, log)
    assert replayed.model_dump() == state.model_dump()


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.text(min_size=1, max_size=8), players=st.integers(2, 6), ai_seed=st.integers(0, 2**32))
def test_ai_games_end_with_conserved_money(seed: str, players: int, ai_seed: int) -> None:
    state, _ = GAME.start(seed, [Seat(name=str(i), ai=True) for i in range(players)], Options())
    rng = random.Random(ai_seed)
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if not GAME.is_over(state) and GAME.can_act(state, seat):
                GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
        check_invariants(state)
    assert state.month == 13 or sum(c.alive for c in state.companies) <= 1


@settings(max_examples=examples(100), deadline=None)
@given(text=st.text(max_size=20), steps=st.integers(0, 12))
def test_typed_text_is_either_ignored_or_an_action_of_the_current_step(text: str, steps: int) -> None:
    state, _ = GAME.start("typed", [Seat(name=str(i)) for i in range(3)], Options())
    for _ in range(steps):
        for seat in GAME.to_act(state):
            if not GAME.is_over(state):
                GAME.apply(state, seat, GAME.default_action(state, seat))
    if GAME.is_over(state):
        return
    seat = GAME.to_act(state)[0]
    action = GAME.parse_text(state, seat, text)
    if action is None:
        return
    assert action.split(":")[0] == {"bid": "buy"}.get(state.phase, state.phase)
    before = state.model_dump()
    try:
        GAME.apply(state, seat, action)
    except GameError:
        assert state.model_dump() == before
