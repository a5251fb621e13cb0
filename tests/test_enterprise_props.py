"""智力密集行业·企业制度模拟 under random play.

Accounting identity checked after every action: sum(enterprise cash) + escrowed deposits + the chip
pool's net takings == start_cash × foundings (`state.minted`). The chip pool may run negative (the
accountant makes chips); the only money created is a founding's start_cash, the only money destroyed
is a bankrupt enterprise's negative cash written off (both inside the identity). Tiles: people's tiles
+ pool + the running task's requirement tiles == 4 × sets of every kind. The group's view never shows
an unrevealed choice or sealed offer; rejected actions change nothing; the log replays exactly.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from profiles import examples

from games.base import GameError, Seat
from games.enterprise import GAME
from games.enterprise import rules as R
from games.enterprise.game import money_total, tiles_ok
from games.enterprise.state import EnterpriseState, Options

VERBS = ("system", "split", "fire", "keep", "offer", "withdraw", "accept", "assign", "decline", "dividend")
VERBS += ("partner", "grant", "issue", "sell", "poach", "reform", "done")


def wild_action(rng: random.Random, state: EnterpriseState) -> str:
    pid = str(rng.choice([p.id for p in state.persons] + [0, 999]))
    num = lambda: str(rng.choice([0, 1, 5, 50, 10_000, rng.randrange(0, 3_000_000), -1]))  # noqa: E731
    verb = rng.choice(VERBS)
    shapes = [
        f"{verb}:{pid}",
        f"{verb}:{num()}",
        f"{verb}:{pid}:{num()}:{num()}:{rng.choice(['0', 'p', 'g50', 'i100', 'x'])}",
        f"{verb}:{pid}:{pid}:{pid}",
        f"{verb}:{rng.choice(['shares', 'partner', 'coop', 'x'])}",
        verb,
    ]
    return rng.choice(shapes)


def check_invariants(state: EnterpriseState) -> None:
    assert money_total(state) == state.minted
    assert tiles_ok(state)
    for f in state.firms:
        assert f.cash >= 0
        if f.active:
            assert f.founder >= 0 and R.total_shares(state, f) >= 0
        else:
            assert R.staff(state, f.seat) == []
    assert all(v > 0 for v in state.escrow.values())
    assert set(state.pending) <= set(state.asked)
    ids = [p.id for p in state.persons]
    assert len(ids) == len(set(ids))


def public_view_hides_secrets(state: EnterpriseState) -> None:
    """The group's view depends on how many seats have finished, never on what they sent."""
    if not state.pending and not state.drafts:
        return
    real = GAME.public_view(state)
    saved_p, saved_d = dict(state.pending), {k: list(v) for k, v in state.drafts.items()}
    state.pending = dict.fromkeys(saved_p, "x:0")
    state.drafts = {k: ["offer:0:1:1:0"] for k in saved_d}
    assert GAME.public_view(state) == real
    state.pending, state.drafts = saved_p, saved_d
    for seat in range(state.n):  # and another seat's view does not show them either
        view = GAME.player_view(state, seat)
        assert view["drafts"] == saved_d.get(seat, []) and view["pending"] == saved_p.get(seat)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.text(min_size=1, max_size=8),
    players=st.integers(2, 6),
    rounds=st.integers(1, 3),
    tasks=st.integers(1, 6),
    play_seed=st.integers(0, 2**32),
    wildness=st.floats(0, 0.3),
    poor=st.booleans(),
)
def test_random_play_keeps_the_books_and_replays(
    seed: str, players: int, rounds: int, tasks: int, play_seed: int, wildness: float, poor: bool
) -> None:
    seats = [Seat(name=f"P{i}") for i in range(players)]
    options = Options(rounds=rounds, tasks=tasks, start_cash=60_000 if poor else 1_000_000)
    state, _ = GAME.start(seed, seats, options)
    rng = random.Random(play_seed)
    log: list[tuple[int, str]] = []
    steps = 0
    while not GAME.is_over(state):
        steps += 1
        assert steps < 20_000, "game did not end"
        waiting = GAME.to_act(state)
        assert waiting, "nobody to act in a running game"
        seat = rng.choice(waiting)
        if rng.random() < 0.1:  # change or add to a sent choice
            seat = rng.choice([s for s in state.asked if GAME.can_act(state, s)])
        listed = GAME.legal_actions(state, seat)
        assert listed or seat not in waiting
        if not listed:
            continue
        action = wild_action(rng, state) if rng.random() < wildness else rng.choice(listed)
        before = state.model_dump()
        try:
            GAME.apply(state, seat, action)
        except GameError:
            assert action not in listed
            assert state.model_dump() == before
            continue
        log.append((seat, action))
        check_invariants(state)
        public_view_hides_secrets(state)
        if rng.random() < 0.02:  # the bot stores the state as JSON between moves
            stored = EnterpriseState.model_validate_json(state.model_dump_json())
            assert stored.model_dump() == state.model_dump()
    res = GAME.result(state)
    assert len(res["scores"]) == players and min(res["places"]) == 1
    assert state.round <= rounds
    replayed = GAME.replay(seed, seats, options, log)
    assert replayed.model_dump() == state.model_dump()


@settings(max_examples=examples(8), deadline=None)
@given(seed=st.text(min_size=1, max_size=8), players=st.integers(2, 6), ai_seed=st.integers(0, 2**32))
def test_ai_games_end_with_the_books_kept(seed: str, players: int, ai_seed: int) -> None:
    state, _ = GAME.start(seed, [Seat(name=str(i), ai=True) for i in range(players)], Options(rounds=4))
    rng = random.Random(ai_seed)
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if not GAME.is_over(state) and GAME.can_act(state, seat):
                action = GAME.ai_action(state, seat, rng)
                assert action in GAME.legal_actions(state, seat) or action.startswith(("offer:", "poach:", "dividend:"))
                GAME.apply(state, seat, action)
        check_invariants(state)
    assert state.round == 4 or sum(f.bankruptcies == 0 for f in state.firms) <= 1


def test_replay_from_seed_and_log_gives_the_same_state() -> None:
    seats = [Seat(name=str(i), ai=True) for i in range(4)]
    options = Options(rounds=3)
    state, _ = GAME.start("replay", seats, options)
    rng = random.Random(7)
    log = []
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if not GAME.is_over(state) and GAME.can_act(state, seat):
                action = GAME.ai_action(state, seat, rng)
                GAME.apply(state, seat, action)
                log.append((seat, action))
    again = GAME.replay("replay", seats, options, log)
    assert again.model_dump() == state.model_dump()
    assert GAME.result(again) == GAME.result(state)


def test_timeouts_alone_finish_a_game() -> None:
    state, _ = GAME.start("defaults", [Seat(name=str(i)) for i in range(3)], Options(rounds=2))
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if not GAME.is_over(state):
                GAME.apply(state, seat, GAME.default_action(state, seat))
    assert state.round == 2


@settings(max_examples=examples(150), deadline=None)
@given(text=st.text(max_size=20) | st.sampled_from(["да", "no", "25%", "7 12000 2000 p", "done", "合伙", "5"]))
def test_typed_text_is_ignored_or_an_action_of_the_current_step(text: str) -> None:
    state, _ = GAME.start("typed", [Seat(name=str(i)) for i in range(3)], Options(rounds=2, tasks=3))
    rng = random.Random(len(text))
    for _ in range(rng.randrange(0, 25)):
        if GAME.is_over(state):
            return
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    if GAME.is_over(state):
        return
    seat = GAME.to_act(state)[0]
    action = GAME.parse_text(state, seat, text)
    if action is None:
        return
    from games.enterprise.actions import VERBS

    assert action.partition(":")[0] in VERBS[state.phase]
    before = state.model_dump()
    try:
        GAME.apply(state, seat, action)
    except GameError:
        assert state.model_dump() == before


def test_typed_shortcuts() -> None:
    state, _ = GAME.start("typed", [Seat(name=str(i)) for i in range(2)], Options())
    assert GAME.parse_text(state, 0, "合伙") == "system:partner"
    assert GAME.parse_text(state, 0, "Кооператив") == "system:coop"
    assert GAME.parse_text(state, 0, "hello") is None
