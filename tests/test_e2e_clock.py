"""The host side of clocks and open actions, through the real stack: a game whose auctions close by
a timer (logged as the clock's move) and whose players may act at any time plays to its end, survives
a restart in the middle, and its record replays exactly."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conftest import Harness
from driver import pending, pick, record_of

from bot.demo.fakegram import FakeTelegram
from games.__main__ import main as games_main
from games.base import CLOCK
from games.registry import ENGINES, GAMES

GROUP = -100950
SEED = "5eed" * 16


@pytest.fixture
def economicus_offered() -> object:
    """The engine is offered by the bot for this test, whether or not its face is registered yet."""
    added = "economicus" not in GAMES
    GAMES["economicus"] = ENGINES["economicus"]
    yield
    if added:
        del GAMES["economicus"]


async def test_auctions_closed_by_the_clock_replay_exactly(
    economicus_offered: object, fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.lobby.new_seed", lambda: SEED)  # a deal with auctions to close (seeds vary)
    h = Harness(fake, tmp_path / "c.sqlite3", turn_timeout=600.0, reminder=0.0)
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Exchange", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new economicus years=1 ai=2", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        table = await h.table(GROUP)
        assert table is not None and table.status == "running"
        rng = random.Random(4)
        seat = table.seat_of(ann.id)
        restarted = rang = 0
        for _ in range(3000):
            if table.status != "running":
                break
            if table.ui.timers and not restarted:
                await h.restart()  # in the middle of a countdown: it resumes after the start
                table = await h.table(GROUP)
                assert table.ui.timers
                restarted = 1
            found = pending(fake, ann, seat, depth=6, moves=table.state.moves[seat], game=table.id)
            if found is not None and seat in table.game.to_act(table.state):
                await h.press(ann, found[0], pick(found[1], rng))
                continue
            before = table.state.version
            await h.advance(30)  # nobody acts: the clock does (an auction closes), or a deadline
            rang += table.state.version > before
        assert table.status == "finished"
        actions = await h.svc.store.actions(table.id)
        clock = [a for a in actions if a.seat == CLOCK]
        assert clock and all(a.source == "clock" for a in clock)
        assert restarted and rang
        record = await record_of(h, ann, GROUP)
        path = tmp_path / "record.json"
        path.write_text(json.dumps(record))
        assert games_main(["verify", str(path)]) == 0
    finally:
        await h.stop()
