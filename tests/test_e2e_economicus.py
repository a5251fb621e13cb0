"""«Экономикус» through the real stack with its face: a player and two AI seats play a one-year game;
the group's table shows rolls, profits and auctions, the player's DM keeps an "at any time" panel whose
buttons (credit, bids…) the engine takes, and no message carries a raw id or placeholder."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import Harness
from driver import move_buttons, pick
from fakegram import FakeTelegram

from games.registry import ENGINES, GAMES

GROUP = -100951


@pytest.fixture
def economicus_offered() -> Iterator[None]:
    """The engine is offered by the bot for this test, whether or not the registry lists it yet."""
    added = "economicus" not in GAMES
    GAMES["economicus"] = ENGINES["economicus"]
    yield
    if added:
        del GAMES["economicus"]


async def test_a_game_with_the_face_table_panel_and_clean_texts(tmp_path: Path, economicus_offered: None) -> None:
    fake = FakeTelegram(group_limit=None, record=True)
    await fake.start()
    h = Harness(fake, tmp_path / "e.sqlite3", turn_timeout=600.0, reminder=0.0)
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Exchange", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new economicus years=1 ai=2", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        table = h.svc.tables.at(GROUP)
        assert table is not None and table.status == "running"
        seat = table.seat_of(ann.id)
        rng = random.Random(5)
        panel_presses = tries = 0
        for _ in range(3000):
            if table.status != "running":
                break
            state = table.state
            mine = fake.messages(ann)
            panel = next((m for m in reversed(mine) if m.text and "At any time" in m.text), None)
            if panel is not None and panel_presses < 4 and tries < 40:
                wanted = [
                    d
                    for d in move_buttons(panel, seat)
                    if d.split(":", 4)[4].split(":")[0] in ("credit", "bid", "deposit", "rd")
                ]
                if wanted:
                    tries += 1
                    before = state.version
                    await h.press(ann, panel, rng.choice(wanted), strict=False)
                    panel_presses += table.state.version > before
                    continue
            question = None
            for m in reversed(mine[-30:]):
                current = [d for d in move_buttons(m, seat) if d.split(":", 4)[3] == str(state.moves[seat])]
                if m is not panel and current:
                    question = (m, current)
                    break
            if question is not None and seat in table.game.to_act(state):
                await h.press(ann, question[0], pick(question[1], rng))
                continue
            await h.advance(30)  # nobody acts: the clock closes an auction, or a deadline passes
        assert table.status == "finished"
        assert panel_presses > 0
        group = fake.all_text_to(GROUP)
        dm = fake.all_text_to(ann)
        for text in (group, dm):
            assert "economicus-" not in text and "{ $" not in text
        assert "🎲" in group and "🔨" in group and "Profits:" in group
        assert "ran out of time" not in group  # Ann answered every question from her DM
        assert "Your position" in dm and "At any time" in dm
    finally:
        await h.stop()
        await fake.stop()
