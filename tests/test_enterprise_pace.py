"""企业制度模拟: how long each kind of decision may take and what missing it weighs (`Game.pace`)."""

from __future__ import annotations

import random

import pytest

from games.base import Pace, Seat
from games.enterprise import GAME
from games.enterprise.game import PACES
from games.enterprise.state import EnterpriseState, Options

TURN = Pace(1.0, 1.0)


def paces_met(players: int = 4, seed: str = "pace", rounds: int = 3) -> dict[str, list[Pace]]:
    """Plays AI games and records the pace of every asked seat at every decision, by phase."""
    state, _ = GAME.start(seed, [Seat(name=str(i)) for i in range(players)], Options(rounds=rounds))
    rng = random.Random(1)
    met: dict[str, list[Pace]] = {}
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if seat in GAME.to_act(state):
                met.setdefault(state.phase, []).append(GAME.pace(state, seat))
                GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    return met


def test_pace_by_kind_of_decision_on_played_states() -> None:
    met = paces_met()
    assert {"system", "split", "fire", "offer", "task", "dividend", "manage"} <= set(met)
    expected = {
        "system": TURN,
        "split": TURN,
        "offer": TURN,
        "manage": TURN,
        "fire": Pace(0.5, 0.5),
        "dividend": Pace(0.5, 0.5),
        "task": Pace(0.25, 1 / 3),
    }
    for phase, paces in met.items():
        assert set(paces) == {expected[phase]}, phase
    assert set(PACES) == set(expected)
    for pace in PACES.values():
        assert 0 < pace.time <= 1 and 0 < pace.miss <= 1


def test_a_seat_not_asked_now_gets_a_whole_turn() -> None:
    state, _ = GAME.start("pace", [Seat(name=str(i)) for i in range(2)], Options())
    GAME.apply(state, 0, "system:coop")
    assert 0 not in GAME.to_act(state) and GAME.pace(state, 0) == GAME.pace(state, 1) == TURN


def _to_subtask(state: EnterpriseState, seat: int) -> None:
    """Timeouts everywhere (the default actions) until `seat` is asked about a sub-task."""
    while not (state.phase == "task" and seat in GAME.to_act(state)):
        assert not GAME.is_over(state)
        for s in GAME.to_act(state):
            if s in GAME.to_act(state):
                GAME.apply(state, s, GAME.default_action(state, s))


def test_three_missed_subtasks_weigh_one_missed_turn() -> None:
    """As the host counts them: each missed decision adds its `miss`; three sub-tasks come to one turn,
    so a player who misses a few quick answers is not handed to the AI (at 3) for it."""
    state, _ = GAME.start("afk", [Seat(name=str(i)) for i in range(3)], Options())
    missed = 0.0
    for _ in range(3):
        _to_subtask(state, 0)
        missed += GAME.pace(state, 0).miss
        GAME.apply(state, 0, GAME.default_action(state, 0))  # the deadline passed: `decline`
    assert missed == pytest.approx(TURN.miss)
    assert missed < 3


def test_a_player_who_misses_everything_is_replaced_within_the_first_round() -> None:
    state, _ = GAME.start("afk-all", [Seat(name=str(i)) for i in range(3)], Options())
    missed, limit = 0.0, 3
    while missed < limit:
        assert not GAME.is_over(state) and state.round <= 1
        for s in GAME.to_act(state):
            if s in GAME.to_act(state):
                if s == 0:
                    missed += GAME.pace(state, 0).miss
                GAME.apply(state, s, GAME.default_action(state, s))
    assert state.round <= 1


def test_simulation_defaults_to_four_players() -> None:
    assert GAME.sim_players(Options()) == 4
