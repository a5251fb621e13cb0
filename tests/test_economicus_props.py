"""«Экономикус» under random play, turn-order, open and clock actions interleaved.

Money identity: the bank issues every coin (starting capital included), so at every moment
    sum(players' cash) + sum(players' deposits) + bank == 0;
no rule creates or destroys money outside the bank (credit is a record of debt, not money; a bankrupt's
cash and deposit go back to the bank). Also: nobody holds negative cash but a seat asked how to cover
it (who has the means to), nobody holds unsecured credit, no innovation company is ever free, the public
view never depends on hands, sealed tender bids or the decks, a rejected action changes nothing, and the
log (with the CLOCK actor's auction closes) replays exactly.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from profiles import examples

from games.__main__ import main, play_ai_game
from games.base import CLOCK, GameError, Seat, commitment
from games.economicus import GAME
from games.economicus import rules as r
from games.economicus.game import money_total
from games.economicus.state import EconomicusState, Options

WILD = [
    "bid:0", "bid:999", "bid:x", "credit:3", "credit:500", "repay:5", "deposit:20", "withdraw:20", "rd",
    "mt:0", "mt:99", "play:quota", "play:raid:0", "play:relief:7", "play:lobby:2:up", "probe:1", "probe:1:card",
    "charity", "tender:3", "lot:0", "sell:0", "offer:3", "accept", "refuse", "done", "pass", "roll", "place:0",
    "close", "close-crime:1", "", ":", "bankrupt:1",
]  # fmt: skip


def check_invariants(state: EconomicusState) -> None:
    assert money_total(state) == 0
    if state.debts:  # a debtor is asked before anything else, and has something to cover it with
        assert GAME.to_act(state) == state.debts and state.phase != "over"
    for seat in state.debts:
        p = state.players[seat]
        assert p.cash < 0 and not p.out
        assert p.deposit or r.credit_room(state, seat) or r.bank_sellable(state, seat)
        assert GAME.legal_actions(state, seat)[-1] == "cover" == GAME.default_action(state, seat)
    for seat, p in enumerate(state.players):
        assert (p.cash >= 0) == (seat not in state.debts)
        assert p.deposit >= 0 and p.credit >= 0
        assert p.credit <= r.credit_limit(state, seat)
        assert p.deposit % 20 == 0 and p.credit % 5 == 0
        if p.out:
            assert not r.owned(state, seat) and not p.hand and p.cash == 0
    assert not [c for c in state.companies if c.ind == 7 and c.owner < 0]
    assert [c.cid for c in state.companies] == list(range(len(state.companies)))
    assert set(r.by_number(state, n) for n in range(2, 13)) == set(range(2, 13))


def public_view_hides_secrets(state: EconomicusState) -> None:
    """The group's view is the same whatever the hands, the sealed bids and the decks hold."""
    real = GAME.public_view(state)
    other = state.model_copy(deep=True)
    for p in other.players:
        p.hand = ["subsidy"] * len(p.hand)
    other.tender = dict.fromkeys(other.tender, 1)
    other.option_deck = sorted(other.option_deck)
    other.event_deck = sorted(other.event_deck)
    assert GAME.public_view(other) == real
    assert all("hand" not in p for p in real["players"]) and "tender" not in real


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.text(min_size=1, max_size=8),
    players=st.integers(2, 8),
    play_seed=st.integers(0, 2**32),
    wildness=st.floats(0, 0.4),
    years=st.integers(0, 3),
    random_numbers=st.booleans(),
)
def test_random_play_keeps_the_books_and_replays(
    seed: str, players: int, play_seed: int, wildness: float, years: int, random_numbers: bool
) -> None:
    seats = [Seat(name=f"P{i}") for i in range(players)]
    options = Options(years=years, random_numbers=random_numbers)
    state, _ = GAME.start(seed, seats, options)
    rng = random.Random(play_seed)
    log: list[tuple[int, str]] = []
    clocks = 0
    for _ in range(300):
        if GAME.is_over(state):
            break
        waiting = GAME.to_act(state)
        timers = GAME.timers(state)
        assert waiting or timers, "a running game waits for nobody and no clock"
        choices: list[tuple[int, str]] = [(s, a) for s in waiting for a in GAME.legal_actions(state, s)]
        if rng.random() < 0.4:
            seat = rng.randrange(players)
            choices += [(seat, a) for a in GAME.open_actions(state, seat) if a != "bankrupt" or rng.random() < 0.05]
        if timers and (not waiting or rng.random() < 0.2):
            choices += [(CLOCK, t.action) for t in timers]
        if rng.random() < wildness or not choices:
            choices = [(rng.choice([CLOCK, *range(players)]), rng.choice(WILD))]
        seat, action = rng.choice(choices)
        before = state.model_dump()
        try:
            GAME.apply(state, seat, action)
        except GameError:
            assert state.model_dump() == before
            continue
        log.append((seat, action))
        clocks += seat == CLOCK
        check_invariants(state)
        public_view_hides_secrets(state)
        if rng.random() < 0.03:  # the bot stores the state as JSON between moves
            stored = EconomicusState.model_validate_json(state.model_dump_json())
            assert stored.model_dump() == state.model_dump()
    replayed = GAME.replay(seed, seats, options, log)
    assert replayed.model_dump() == state.model_dump()
    res = GAME.result(state)
    assert len(res["scores"]) == players and min(res["places"]) == 1


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.text(min_size=1, max_size=8), players=st.integers(2, 8), ai_seed=st.integers(0, 2**32))
def test_ai_games_end_with_conserved_money(seed: str, players: int, ai_seed: int) -> None:
    state = play_ai_game(GAME, seed, Options(), players, random.Random(ai_seed))
    assert GAME.is_over(state) and state.end in ("stars", "limit")
    check_invariants(state)
    assert GAME.sim_stats(state)["conserved"]


def test_an_ai_game_with_auctions_replays_from_its_log(tmp_path: Path) -> None:
    """The host loop: turn moves, AI open actions, the clock when nobody is waited for; all logged."""
    seats = [Seat(name=str(i), ai=True) for i in range(4)]
    state, _ = GAME.start("replay", seats, Options())
    rng = random.Random(7)
    log: list[tuple[int, str]] = []

    def step(seat: int, action: str) -> None:
        GAME.apply(state, seat, action)
        log.append((seat, action))

    while not GAME.is_over(state):
        for seat in range(4):
            action = GAME.ai_open_action(state, seat, rng)
            if action is not None:
                step(seat, action)
        if GAME.is_over(state):
            break
        if GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            step(seat, GAME.ai_action(state, seat, rng))
        elif GAME.timers(state) and all(GAME.ai_open_action(state, s, random.Random(0)) is None for s in range(4)):
            step(CLOCK, GAME.timers(state)[0].action)
    closes = [a for s, a in log if s == CLOCK and a == "close"]
    assert closes and state.auction_sales > 0
    replayed = GAME.replay("replay", seats, Options(), log)
    assert replayed.model_dump() == state.model_dump()
    assert GAME.result(replayed) == GAME.result(state)
    record = {
        "game": "economicus",
        "rules_version": GAME.rules_version,
        "seed": "replay",
        "commitment": commitment("replay"),
        "seats": [s.model_dump() for s in seats],
        "options": Options().model_dump(),
        "actions": [[seat, action] for seat, action in log],
        "result": GAME.result(state),
    }
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["verify", str(path)]) == 0


def test_ai_open_actions_fall_silent() -> None:
    """Asked again and again without anything else happening, every AI stops acting."""
    state, _ = GAME.start("silent", [Seat(name=str(i), ai=True) for i in range(5)], Options())
    rng = random.Random(1)
    for _ in range(60):
        if GAME.is_over(state):
            break
        for _ in range(500):
            acted = False
            for seat in range(5):
                action = GAME.ai_open_action(state, seat, rng)
                if action is not None:
                    GAME.apply(state, seat, action)
                    acted = True
            if not acted:
                break
        else:
            raise AssertionError("AI open actions never stop")
        if GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
        elif GAME.timers(state):
            GAME.apply(state, CLOCK, GAME.timers(state)[0].action)


def test_simulate_reports_length_in_turns_the_stars_ending_and_what_winners_held(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["simulate", "economicus", "--games", "6", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    turns = re.search(r"turns played: mean ([\d.]+)", out)
    assert turns and float(turns.group(1)) > 4  # a year alone is five turns at four players
    assert re.search(r"ended by: .*stars: \d", out)
    held = re.search(r"industries the winners held \(share of winners with a company there\): (.+)", out)
    assert held and all(re.fullmatch(r"\d{1,2}: \d+%", part) for part in held.group(1).split(", "))
