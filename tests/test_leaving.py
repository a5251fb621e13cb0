"""Leaving a running hand: lianzhong charges the leaver 40 points (logged as an action, so the game
still replays from its record); elsewhere the AI simply plays on."""

from __future__ import annotations

import pytest
from conftest import Harness
from driver import final_message, record_of

from games.baohuang import GAME
from games.base import GameError, Seat

GROUP = -100500
SEATS = [Seat(name=f"P{i}") for i in range(5)]


def test_leave_is_accepted_out_of_turn_only_where_it_costs_something() -> None:
    state, _ = GAME.start("ab" * 32, SEATS, GAME.parse_options({"variant": "lianzhong-simple"}))
    idle = next(s for s in range(5) if s not in GAME.to_act(state))
    assert GAME.leave_action(state, idle) == "leave"
    GAME.apply(state, idle, "leave")
    assert state.penalty[idle] == -40 and state.left[idle]
    assert GAME.leave_action(state, idle) is None  # only once
    weihai, _ = GAME.start("ab" * 32, SEATS, GAME.parse_options({}))
    idle = next(s for s in range(5) if s not in GAME.to_act(weihai))
    assert GAME.leave_action(weihai, idle) is None
    with pytest.raises(GameError):
        GAME.apply(weihai, idle, "leave")


async def test_players_who_leave_a_lianzhong_hand_pay_40_and_the_ai_finishes_it(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, ben = fake.user(31, "Ann"), fake.user(32, "Ben")
    fake.group(GROUP, "Club", members=[ann, ben])
    await h.say(ann, "/start")
    await h.say(ben, "/start")
    await h.say(ann, "/new baohuang variant=lianzhong-simple", GROUP)
    lobby = fake.last(GROUP)
    await h.press(ben, lobby, text="Join")
    await h.press(ann, lobby, text="Start")
    table = await h.table(GROUP)
    seats = {31: table.seat_of(31), 32: table.seat_of(32)}
    await h.say(ann, "/leave", GROUP)
    await h.say(ben, "/leave", GROUP)
    await fake.wait_for(lambda: final_message(fake, GROUP), what="the end of the hand")
    record = await record_of(h, ann, GROUP)
    assert sorted(a[0] for a in record["actions"] if a[1] == "leave") == sorted(seats.values())
    seats_ = [Seat(**x) for x in record["seats"]]
    options = GAME.Options(**record["options"])
    log = [(a[0], a[1]) for a in record["actions"]]
    replayed = GAME.replay(record["seed"], seats_, options, log)
    stayed = GAME.replay(record["seed"], seats_, options, [a for a in log if a[1] != "leave"])
    assert record["result"]["scores"] == GAME.result(replayed)["scores"]
    with_leave, without = replayed.history[-1]["scores"], stayed.history[-1]["scores"]
    for s in range(5):
        assert with_leave[s] == without[s] - (40 if s in seats.values() else 0)
