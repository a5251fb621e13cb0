"""`python -m games verify`: a record from another rules version is told apart from an unfair one."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.__main__ import main as games_main
from games.base import Seat, commitment
from games.registry import ENGINES


def record_of(game_id: str, seed: str) -> dict:
    game = ENGINES[game_id]
    options = game.Options()
    players = game.player_range(options)[0]
    actions: list[list] = []
    seats = [Seat(name=f"AI {i + 1}", ai=True) for i in range(players)]
    fresh, _ = game.start(seed, seats, options)
    rng = random.Random(1)
    while not game.is_over(fresh):
        for seat in game.to_act(fresh):
            if game.is_over(fresh) or not game.can_act(fresh, seat):
                continue
            action = game.ai_action(fresh, seat, rng)
            game.apply(fresh, seat, action)
            actions.append([seat, action])
    return {
        "game": game_id, "rules_version": game.rules_version, "options": options.model_dump(mode="json"),
        "seats": [s.model_dump() for s in seats], "commitment": commitment(seed), "seed": seed,
        "actions": actions, "result": game.result(fresh),
    }


def test_a_record_verifies_and_one_from_other_rules_says_which_version_it_needs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = record_of("merit", "ab" * 32)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec))
    assert games_main(["verify", str(path)]) == 0
    rec["rules_version"] = ENGINES["merit"].rules_version + 1
    path.write_text(json.dumps(rec))
    capsys.readouterr()
    assert games_main(["verify", str(path)]) == 2
    out = capsys.readouterr().out
    assert "rules version" in out and "MISMATCH" not in out
    rec["rules_version"] = ENGINES["merit"].rules_version
    rec["seed"] = "cd" * 32  # a different seed than the one committed to: unfair
    path.write_text(json.dumps(rec))
    assert games_main(["verify", str(path)]) == 1
    assert "MISMATCH" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["simulate", "merit", "--games", "0"], "--games"),
        (["simulate", "management", "--players", "9"], "players"),
        (["simulate", "management", "--opt", "months=0"], "months"),
        (["simulate", "merit", "--opt", "nope"], "KEY=VALUE"),
        (["simulate", "merit", "--vs", "nobody"], "baseline"),
        (["verify", "/nonexistent/record.json"], "cannot read"),
    ],
)
def test_bad_arguments_are_one_line_and_exit_code_2(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert games_main(argv) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_one_ai_against_random_players_is_measured(capsys: pytest.CaptureFixture[str]) -> None:
    assert games_main(["simulate", "merit", "--games", "40", "--vs", "random"]) == 0
    out = capsys.readouterr().out
    assert "one AI against 3 × random" in out and "AI wins" in out
