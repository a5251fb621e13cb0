"""企业制度模拟's AI and its measures: it weighs sub-tasks by their expected value, beats a player who
hires nobody, and `python -m games simulate enterprise` gives the figures the ruling's scale is judged by."""

from __future__ import annotations

import random
import re

import pytest

from games.__main__ import main as games_main
from games.__main__ import play_ai_game
from games.base import Seat
from games.enterprise import GAME
from games.enterprise import rules as R
from games.enterprise.baselines import POLICIES
from games.enterprise.state import Options


def test_the_ai_takes_every_deep_sub_task_it_can_and_passes_on_some_first_ones() -> None:
    deep = first_declined = first_accepted = 0
    rng = random.Random(3)
    for g in range(4):
        state, _ = GAME.start(f"ai-{g}", [Seat(name=str(i), ai=True) for i in range(3)], Options(rounds=3))
        while not GAME.is_over(state):
            for seat in GAME.to_act(state):
                if GAME.is_over(state) or not GAME.can_act(state, seat):
                    continue
                action = GAME.ai_action(state, seat, rng)
                if state.phase == "task" and "accept" in GAME.legal_actions(state, seat):
                    if state.sub >= 2:
                        assert action == "accept", (state.sub, state.rewards)
                        deep += 1
                    elif action == "decline":
                        first_declined += 1
                    else:
                        first_accepted += 1
                GAME.apply(state, seat, action)
    assert deep and first_accepted and first_declined  # unlike `greedy`, it keeps skills for deeper ones


def test_the_engine_numbers_the_ai_reads() -> None:
    assert R.go_on_chance(1) == pytest.approx(1 / 3) and R.mean_reward(2) == pytest.approx(3888.5)
    assert R.poach_floor(14_000) == 16_800
    pool = [0] * 27
    for suit in range(3):
        pool[suit * 9 + 2] = pool[suit * 9 + 6] = 1  # ranks 3 and 7 in every suit
    assert R.cover_chance(pool, [([5, 9, 9], [False] * 3)]) == pytest.approx(0.5)
    assert R.cover_chance(pool, [([5, 9, 9], [False, True, False])]) == 0
    # a first sub-task that can go no deeper pays its reward in two cases of three and loses it in one
    assert R.subtask_value(1, 30, 0, 0, 10**6, 0.0) == pytest.approx(30 * 2 / 3 - 30 / 3)
    assert R.subtask_value(1, 30, 0, 0, 10**6, 0.5) > 100 * R.subtask_value(1, 30, 0, 0, 10**6, 0.0)


def test_the_ai_beats_players_who_hire_nobody() -> None:
    wins = 0
    master = random.Random(11)
    for i in range(30):
        ai_seat = i % 3
        idle = {s: POLICIES["idle"] for s in range(3) if s != ai_seat}
        state = play_ai_game(GAME, f"{master.getrandbits(64):016x}", Options(), 3, random.Random(i), idle)
        places = GAME.result(state)["places"]
        wins += places[ai_seat] == 1
    assert wins >= 20, wins


def test_simulate_gives_the_rulings_figures_and_rotates_the_systems(capsys: pytest.CaptureFixture[str]) -> None:
    assert games_main(["simulate", "enterprise", "--games", "6", "--players", "3", "--systems", "rotate"]) == 0
    out = capsys.readouterr().out
    assert "seating rotate" in out
    for system in ("shares", "partner", "coop"):  # 6 games × 3 seats: each system 6 times
        assert re.search(rf"^{system} +\|     6 \|", out, re.M), out
    assert re.search(r"profitable enterprise-rounds: \d+\.\d% of 144", out), out
    assert "dividends to people:" in out and "bankruptcies:" in out and "win share" in out


def test_simulate_measures_the_ai_against_the_baselines(capsys: pytest.CaptureFixture[str]) -> None:
    for vs in ("idle", "greedy"):
        assert games_main(["simulate", "enterprise", "--games", "3", "--players", "3", "--vs", vs]) == 0
        assert f"one AI against 2 × {vs}" in capsys.readouterr().out


def test_an_unknown_seating_is_one_line_and_exit_code_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert games_main(["simulate", "enterprise", "--systems", "nobody"]) == 2
    err = capsys.readouterr().err
    assert "seating" in err and "rotate" in err and len(err.strip().splitlines()) == 1
