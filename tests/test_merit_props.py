"""功德轮回 properties over random play (hypothesis): every legal game ends, nothing goes negative, the
eight beings are always accounted for, the secret 皈依 choice never shows before the reveal, and a game
replays exactly from its seed and action log."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from profiles import examples

from games.base import Event, GameError, Seat
from games.merit import GAME
from games.merit.state import MeritOptions, MeritState

MAX_ACTIONS = 3 + 4 + 6 * 4 * 2  # role picks + refuge choices + six rounds of two actions each

games = st.fixed_dictionaries(
    {
        "n": st.integers(2, 4),
        "roles": st.sampled_from(["random", "choose"]),
        "target": st.sampled_from([5, 6]),
        "seed": st.text("0123456789abcdef", min_size=1, max_size=64),
        "picks": st.randoms(use_true_random=False),
        "ai_share": st.sampled_from([0.0, 0.5, 1.0]),
    }
)


def start(g: dict) -> tuple[MeritState, list[Event]]:
    seats = [Seat(name=f"P{i}") for i in range(g["n"])]
    return GAME.start(g["seed"], seats, MeritOptions(roles=g["roles"], target=g["target"]))


def moves(state: MeritState, g: dict):
    """Yield (seat, action) of a random legal game: some moves by the AI, the others at random."""
    rng: random.Random = g["picks"]
    while not GAME.is_over(state):
        waiting = GAME.to_act(state)
        seat = waiting[rng.randrange(len(waiting))]
        legal = GAME.legal_actions(state, seat)
        assert legal, (state.phase, seat)
        if rng.random() < g["ai_share"]:
            action = GAME.ai_action(state, seat, rng)
            assert action in legal
        else:
            action = rng.choice(legal)
        yield seat, action


def check_invariants(state: MeritState) -> None:
    for p in state.players:
        assert min(p.wealth, p.fu, p.hui, p.stakes, p.streak, p.hunger) >= 0
    assert state.calamity >= 0
    beings = state.saved + state.left + [s.being for s in state.area] + state.being_deck
    assert sorted(beings) == list(range(8))
    assert all(s.stay in (0, 1) for s in state.area)


def check_secret(state: MeritState) -> None:
    """The public view does not depend on a choice that is not revealed yet."""
    view = GAME.public_view(state)
    json.dumps(view)
    if state.revealed:
        return
    for seat, p in enumerate(state.players):
        if p.role != "monk":
            assert view["seats"][seat]["refuge"] is None
            if p.refuge is not None:
                p.refuge = not p.refuge
                flipped = GAME.public_view(state)
                p.refuge = not p.refuge
                assert flipped == view


@settings(max_examples=examples(80), deadline=None)
@given(games)
def test_random_play_ends_keeps_invariants_and_secrets(g: dict) -> None:
    state, _ = start(g)
    for count, (seat, action) in enumerate(moves(state, g), 1):
        GAME.apply(state, seat, action)
        assert count <= MAX_ACTIONS
        check_invariants(state)
        check_secret(state)
    res = GAME.result(state)
    assert len(res["scores"]) == g["n"] and len(res["places"]) == g["n"]
    assert res["team_win"] == (res["reason"] == "saved")
    assert res["team_win"] or res["scores"] == [0] * g["n"]


@settings(max_examples=examples(60), deadline=None)
@given(games)
def test_replay_from_seed_and_log_reproduces_the_state_exactly(g: dict) -> None:
    state, _ = start(g)
    log = []
    for seat, action in moves(state, g):
        GAME.apply(state, seat, action)
        log.append((seat, action))
    seats = [Seat(name=f"P{i}") for i in range(g["n"])]
    again = GAME.replay(g["seed"], seats, MeritOptions(roles=g["roles"], target=g["target"]), log)
    assert again.model_dump() == state.model_dump()
    reloaded = MeritState.model_validate_json(state.model_dump_json())
    assert reloaded.model_dump() == state.model_dump()


@settings(max_examples=examples(60), deadline=None)
@given(games, st.lists(st.booleans(), min_size=3, max_size=3))
def test_public_events_before_the_reveal_do_not_depend_on_the_choices(g: dict, choices: list[bool]) -> None:
    """Two tables with the same seed whose players choose differently look the same to the group until
    the reveal."""
    g = {**g, "roles": "random"}
    a, _ = start(g)
    b, _ = start(g)
    order = GAME.to_act(a)
    for i, seat in enumerate(order[:-1]):
        ea = GAME.apply(a, seat, "refuge" if choices[i] else "norefuge")
        eb = GAME.apply(b, seat, "norefuge" if choices[i] else "refuge")
        assert [e for e in ea if e.to is None] == [e for e in eb if e.to is None]
        assert [e.to for e in ea if e.to is not None] == [seat]
        assert GAME.public_view(a) == GAME.public_view(b)


@settings(max_examples=examples(40), deadline=None)
@given(games, st.text(max_size=12))
def test_listed_actions_are_accepted_and_anything_else_is_refused_without_a_change(g: dict, junk: str) -> None:
    state, _ = start(g)
    for seat, action in moves(state, g):
        legal = GAME.legal_actions(state, seat)
        for bad in (junk, f"{action}x", "save:8", "teach:7", "role:king"):
            if bad in legal:
                continue
            before = state.model_dump()
            try:
                GAME.apply(state, seat, bad)
            except GameError:
                assert state.model_dump() == before
            else:
                raise AssertionError(f"{bad!r} accepted, legal were {legal}")
        GAME.apply(state, seat, action)
