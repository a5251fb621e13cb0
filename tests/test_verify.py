"""`python -m games verify`: a record from another rules version is told apart from an unfair one."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games.__main__ import main as games_main
from games.__main__ import play_ai_game
from games.base import GameError, Seat, commitment
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
        "game": game_id,
        "rules_version": game.rules_version,
        "options": options.model_dump(mode="json"),
        "seats": [s.model_dump() for s in seats],
        "commitment": commitment(seed),
        "seed": seed,
        "actions": actions,
        "result": game.result(fresh),
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


def played_record(game_id: str, seed: str, monkeypatch: pytest.MonkeyPatch) -> tuple[dict, list]:
    """An AI-only game as the bot records it (clock and accountant actions included), and the state
    before each of its actions (to try other choices at any point)."""
    game = ENGINES[game_id]
    options = game.Options()
    players = game.player_range(options)[0]
    seats = [Seat(name=f"AI {i + 1}", ai=True) for i in range(players)]
    actions: list[list] = []
    before: list = []
    apply = game.apply

    def logged(state, seat, action):
        snapshot = state.model_copy(deep=True)
        events = apply(state, seat, action)
        before.append(snapshot)
        actions.append([seat, action])
        return events

    monkeypatch.setattr(game, "apply", logged)
    state = play_ai_game(game, seed, options, players, random.Random(3))
    monkeypatch.undo()
    rec = {
        "game": game_id,
        "rules_version": game.rules_version,
        "options": options.model_dump(mode="json"),
        "seats": [s.model_dump() for s in seats],
        "commitment": commitment(seed),
        "seed": seed,
        "actions": actions,
        "result": game.result(state),
        "digest": game.digest(state),
    }
    return json.loads(json.dumps(rec)), before


def verifies(rec: dict, path: Path) -> int:
    path.write_text(json.dumps(rec))
    return games_main(["verify", str(path)])


def other_ending(game_id: str, rec: dict, before: list) -> tuple[int, str] | None:
    """An action changed to another legal choice after which the rest of the record still replays to
    the end with the same scores: (its index, the other choice), the latest such in the game."""
    game = ENGINES[game_id]
    acts = rec["actions"]
    for i in range(len(acts) - 1, max(-1, len(acts) - 400), -1):
        seat, action = acts[i]
        if seat < 0:
            continue
        for other in game.legal_actions(before[i], seat):
            if other == action:
                continue
            state = before[i].model_copy(deep=True)
            try:
                game.apply(state, seat, other)
                for s, a in acts[i + 1 :]:
                    game.apply(state, s, a)
            except GameError:
                continue
            if game.is_over(state) and game.result(state)["scores"] == rec["result"]["scores"]:
                return i, other
    return None


@pytest.mark.parametrize("game_id", sorted(ENGINES))
def test_every_part_of_the_result_and_every_action_is_checked(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An edited place, net worth or system, or a changed decision that leaves the scores as they
    were, no longer verifies; the record as the bot wrote it does."""
    rec, before = played_record(game_id, "5e" * 32, monkeypatch)
    path = tmp_path / "r.json"
    assert verifies(rec, path) == 0
    for key in rec["result"]:
        if key == "scores":
            continue
        edited = json.loads(json.dumps(rec))
        value = edited["result"][key]
        edited["result"][key] = [*value[::-1], 0] if isinstance(value, list) else [value]
        assert verifies(edited, path) == 1, key
        assert f"MISMATCH in {key}" in capsys.readouterr().out
    found = other_ending(game_id, rec, before)
    assert found is not None or game_id == "merit"  # 功德轮回's short game here has none
    if found is not None:  # e.g. 企业制度模拟: another system chosen, the cash the same
        i, other = found
        changed = json.loads(json.dumps(rec))
        changed["actions"][i][1] = other
        capsys.readouterr()
        assert verifies(changed, path) == 1
        assert "MISMATCH" in capsys.readouterr().out
    old = {k: v for k, v in rec.items() if k != "digest"}  # a record made before records had a digest
    assert verifies(old, path) == 0
    assert "no final-state digest" in capsys.readouterr().out
