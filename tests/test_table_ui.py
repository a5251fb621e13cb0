"""`Table.ui` is a typed model (`bot.tables.TableUi`) over the JSON a game's row has always stored: a
game saved by an older bot loads with what it kept, a key that no longer reads costs that key and not
the game, and what is stored keeps the meaning of a key's absence."""

from __future__ import annotations

import logging

import pytest

from bot.tables import TableUi

STORED = {
    "token": "abcDEF123456",
    "timeout": 7200,
    "accountant": {"user_id": 5, "name": "Ann"},
    "pin": True,
    "pinned": True,
    "head": ["<b>Game started</b>"],
    "recent": ["Bob bids 3"],
    "shown": "0123456789abcdef",
    "turn": "1:4:1:aa",
    "prompted": {"0": "3:1:bb"},
    "dash": {"0": "cc"},
    "long": {"0": {"moves": 3, "actions": {"k1": "offer:1:2:3"}}},
    "open_no": {"0": 2},
    "dm_asked": [1],
    "left": [2],
    "paused": True,
    "timers": {"auction:1": [1000.5, "close"]},
    "acc_missed": 1,
    "acc_asked": 17,
    "record_sent": {"5": True},
}


def test_a_stored_ui_loads_into_named_fields_and_is_stored_again_as_it_was() -> None:
    ui = TableUi.load(STORED)
    assert ui.timeout == 7200 and ui.accountant == {"user_id": 5, "name": "Ann"} and ui.pin
    assert ui.timers == {"auction:1": [1000.5, "close"]} and ui.long["0"]["actions"]["k1"] == "offer:1:2:3"
    assert ui.turn == "1:4:1:aa" and ui.acc_asked == 17 and ui.left == [2]
    assert ui.dump() == STORED  # (the record's mark, a key storage writes, is kept too)


def test_absent_keys_stay_absent_and_set_empty_ones_are_stored() -> None:
    ui = TableUi.load({})
    assert ui.dump() == {}
    assert ui.head is None and "head" not in ui  # no live table yet: the game's first step
    ui.head, ui.timers = [], {}  # a table sent with no news; clocks that stopped
    assert ui.dump() == {"head": [], "timers": {}}  # (a stopped clock clears the stored wake-up time)
    ui.prompted["0"] = "x"
    ui.prompted.clear()
    assert ui.dump() == {"head": [], "timers": {}}


def test_a_key_that_no_longer_reads_is_dropped_not_the_game(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="bot.tables"):
        ui = TableUi.load({"timeout": "slow", "left": ["x"], "pin": True, "token": "t"})
    assert (ui.timeout, ui.left, ui.pin, ui.token) == (None, [], True, "t")
    assert "left" in caplog.text and "timeout" in caplog.text
