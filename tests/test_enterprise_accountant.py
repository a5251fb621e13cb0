"""企业制度模拟 with a human accountant (option `accountant`): each draw waits as a proposal, is accepted
or changed, the game replays from its log, tiles and money are conserved whatever the accountant
chooses, and `verify` tells a game with changed draws from a fair one."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from games.__main__ import NOT_FAIR, play_ai_game
from games.__main__ import main as games_main
from games.base import ACC_OK, ACC_SET, ACCOUNTANT, GameError, Seat, commitment
from games.enterprise import GAME
from games.enterprise.game import money_total, tiles_ok
from games.enterprise.rules import tiles_text
from games.enterprise.state import EnterpriseState

SEED = "ab" * 32


def options(**kw: Any) -> Any:
    return GAME.parse_options({"rounds": "2", "tasks": "3", **{k: str(v) for k, v in kw.items()}})


def seats(n: int) -> list[Seat]:
    return [Seat(name=f"P{i}", ai=True) for i in range(n)]


def change(prop: dict[str, Any], rng: random.Random) -> str | None:
    """A random legal value other than the proposal (None if there is none)."""
    for _ in range(50):
        digits = [rng.choice(c) for c in prop["choices"]]
        if prop["kind"] == "team":
            cols = [rng.sample(range(2, 7), 3) for _ in range(3)]
            digits = [r for col in cols for r in col]
        value = "".join(map(str, digits))
        if value != prop["value"]:
            return value
    return None


def play(seed: str, n: int, rng: random.Random, p_change: float, opts: Any) -> tuple[EnterpriseState, list]:
    """AI seats, an accountant who changes a share of the draws; checks the invariants at every step."""
    state, _ = GAME.start(seed, seats(n), opts)
    log: list[tuple[int, str]] = []
    ai = random.Random(1)
    for _ in range(100_000):
        if GAME.is_over(state):
            break
        assert money_total(state) == state.minted and tiles_ok(state)
        if GAME.accountant_waits(state):
            assert GAME.to_act(state) == []
            prop = GAME.accountant_proposal(state)
            assert prop is not None
            value = change(prop, rng) if rng.random() < p_change else None
            action = ACC_SET + value if value else ACC_OK
            GAME.apply(state, ACCOUNTANT, action)
            log.append((ACCOUNTANT, action))
            continue
        seat = GAME.to_act(state)[0]
        action = GAME.ai_action(state, seat, ai)
        GAME.apply(state, seat, action)
        log.append((seat, action))
    assert GAME.is_over(state) and money_total(state) == state.minted and tiles_ok(state)
    return state, log


def test_bot_mode_never_waits_and_accepting_everything_is_the_seeds_game() -> None:
    fair, fair_log = play(SEED, 3, random.Random(0), 0.0, options())
    assert not any(seat == ACCOUNTANT for seat, _ in fair_log)
    state, log = play(SEED, 3, random.Random(0), 0.0, options(accountant=True))
    assert GAME.result(state) == GAME.result(fair)
    assert [a for a in log if a[0] != ACCOUNTANT] == fair_log
    simulated = play_ai_game(GAME, SEED, options(accountant=True), 3, random.Random(4))
    assert GAME.result(simulated) == GAME.result(play_ai_game(GAME, SEED, options(), 3, random.Random(4)))
    assert any(seat == ACCOUNTANT for seat, _ in log)
    assert not any(a.startswith(ACC_SET) for _, a in log)


def test_the_first_draw_is_a_proposal_and_nobody_else_may_act() -> None:
    state, _ = GAME.start(SEED, seats(2), options(accountant=True))
    with pytest.raises(GameError):
        GAME.apply(state, ACCOUNTANT, ACC_OK)  # nothing proposed yet
    GAME.apply(state, 0, "system:coop")
    events = GAME.apply(state, 1, "system:coop")
    assert events == [] and state.persons == []  # the step waits: nothing of it is public yet
    prop = GAME.accountant_proposal(state)
    assert prop is not None and prop["kind"] == "team" and len(prop["value"]) == 9
    assert GAME.to_act(state) == [] and not GAME.can_act(state, 0)
    with pytest.raises(GameError):
        GAME.apply(state, 0, "system:shares")
    for bad in ("acc:set:222333444", "acc:set:1", "acc:set:x", "acc:nope", ACC_SET + prop["value"]):
        with pytest.raises(GameError):
            GAME.apply(state, ACCOUNTANT, bad)
    assert GAME.accountant_proposal(state) == prop
    GAME.apply(state, ACCOUNTANT, ACC_SET + "234345456")
    assert state.template == [[2, 3, 4], [3, 4, 5], [4, 5, 6]]
    assert tiles_ok(state) and money_total(state) == state.minted


def test_changed_dice_decide_the_task() -> None:
    """The go-on dice set to all sixes carry the task into its next sub-task."""
    state, _ = _to_first(lambda p: p["kind"] == "dice")
    prop = GAME.accountant_proposal(state)
    assert prop is not None
    sub = state.sub
    sixes = "6" * len(prop["value"])
    if prop["value"] == sixes:
        sixes = "1" * len(prop["value"])
    events = GAME.apply(state, ACCOUNTANT, ACC_SET + sixes)
    while not events:  # the next sub-task's draws are proposed before the step is told
        assert GAME.accountant_waits(state)
        events = GAME.apply(state, ACCOUNTANT, ACC_OK)
    keys = [e.key for e in events]
    assert keys.count("enterprise-ev-acc-chose") == 1
    dice = next(e for e in events if e.key == "enterprise-ev-dice")
    assert dice.params["dice"] == " ".join(sixes)
    if sixes[0] == "6":
        assert dice.params["go_on"] == 1
        assert any(e.key == "enterprise-ev-subtask" and e.params["sub"] == sub + 1 for e in events)
    else:
        assert dice.params["go_on"] == 0


def _to_first(want: Any) -> tuple[EnterpriseState, list[tuple[int, str]]]:
    state, _ = GAME.start(SEED, seats(3), options(accountant=True))
    ai = random.Random(2)
    log: list[tuple[int, str]] = []
    for _ in range(10_000):
        if GAME.accountant_waits(state):
            prop = GAME.accountant_proposal(state)
            if want(prop):
                return state, log
            GAME.apply(state, ACCOUNTANT, ACC_OK)
            log.append((ACCOUNTANT, ACC_OK))
            continue
        seat = GAME.to_act(state)[0]
        action = GAME.ai_action(state, seat, ai)
        GAME.apply(state, seat, action)
        log.append((seat, action))
    raise AssertionError("no such proposal")


def test_changed_requirement_tiles_come_out_of_the_pool() -> None:
    state, _ = _to_first(lambda p: p["kind"] == "req" and all(len(c) > 1 for c in p["choices"]))
    prop = GAME.accountant_proposal(state)
    assert prop is not None
    value = change(prop, random.Random(3))
    assert value is not None
    events = GAME.apply(state, ACCOUNTANT, ACC_SET + value)
    while not events:  # the reward's dice next
        events = GAME.apply(state, ACCOUNTANT, ACC_OK)
    laid = next(e for e in events if e.key == "enterprise-ev-subtask")
    assert laid.params["req"] == tiles_text([int(c) or 1 for c in value])
    assert tiles_ok(state) and money_total(state) == state.minted


@pytest.mark.parametrize("seed", [SEED, "cd" * 32, "0f" * 32])
def test_any_choices_conserve_and_replay(seed: str, tmp_path: Path) -> None:
    opts = options(accountant=True)
    state, log = play(seed, 4, random.Random(seed), 0.5, opts)
    again = GAME.replay(seed, seats(4), opts, log)
    assert GAME.result(again) == GAME.result(state)
    record = {
        "game": "enterprise",
        "rules_version": GAME.rules_version,
        "options": opts.model_dump(mode="json"),
        "seats": [s.model_dump() for s in seats(4)],
        "commitment": commitment(seed),
        "seed": seed,
        "actions": [list(a) for a in log],
        "result": GAME.result(state),
        "accountant": True,
    }
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record))
    assert games_main(["verify", str(path)]) == NOT_FAIR
    accepted = [a for a in log if not (a[0] == ACCOUNTANT and a[1].startswith(ACC_SET))]
    assert len(accepted) < len(log)


def test_verify_of_an_accepted_accountant_game_and_of_a_normal_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for acc in (True, False):
        opts = options(accountant=acc)
        state, log = play(SEED, 2, random.Random(1), 0.0, opts)
        record = {
            "game": "enterprise",
            "rules_version": GAME.rules_version,
            "options": opts.model_dump(mode="json"),
            "seats": [s.model_dump() for s in seats(2)],
            "commitment": commitment(SEED),
            "seed": SEED,
            "actions": [list(a) for a in log],
            "result": GAME.result(state),
        }
        path = tmp_path / f"r{acc}.json"
        path.write_text(json.dumps(record))
        assert games_main(["verify", str(path)]) == 0
        out = capsys.readouterr().out
        assert "NOT a fair" not in out
        assert ("every one accepted" in out) == acc
