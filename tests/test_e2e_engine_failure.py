"""An engine that fails where the bot itself moves (a deadline's default move, an AI seat, an auction's
clock) never stalls a game silently, through the real stack: the game stops where it was last
committed, the log has one entry naming the game (with its traceback: it is a bug), the group is told
once, nothing fires again, and an admin's /reset ends it with its seed and its record."""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import Harness
from driver import pending, pick
from pg import BOTH_BACKENDS
from test_e2e_clock import economicus_offered  # noqa: F401  (a fixture)

from bot.demo.fakegram import FakeTelegram
from games.__main__ import main as games_main
from games.base import CLOCK
from games.registry import ENGINES

GROUP = -100951
SEED = "5eed" * 16


def fail_once(original: Callable[..., Any], when: Callable[..., bool] = lambda *a: True) -> Callable[..., Any]:
    """`original`, except that its first call for which `when` holds raises (a planted engine bug)."""
    planted = [True]

    def call(*args: Any) -> Any:
        if planted[0] and when(*args):
            planted[0] = False
            raise ZeroDivisionError("planted engine bug")
        return original(*args)

    return call


def stopped_notes(fake: FakeTelegram) -> list[str]:
    return [m.text or "" for m in fake.messages(GROUP) if "has stopped on an error" in (m.text or "")]


@BOTH_BACKENDS  # SQLite, and PostgreSQL with its workers' poll (tests/pg.py)
@pytest.mark.parametrize("where", ["default_action", "ai_action", "clock", "ai_after_a_press"])
async def test_an_engine_failure_stops_the_game_says_so_once_and_reset_ends_it(
    where: str,
    economicus_offered: object,  # noqa: F811
    fake: FakeTelegram,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    database_url: str | None,
) -> None:
    monkeypatch.setattr("bot.lobby.new_seed", lambda: SEED)
    h = Harness(
        fake, tmp_path / "f.sqlite3", database_url=database_url, turn_timeout=60.0, reminder=0.0, afk_limit=1000
    )
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Exchange", members=[ann])
        fake.set_admin(GROUP, ann)
        await h.say(ann, "/start")
        await h.say(ann, "/new economicus years=1 ai=2", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        table = await h.table(GROUP)
        assert table is not None and table.status == "running"
        game = ENGINES["economicus"]
        if where == "clock":
            monkeypatch.setattr(game, "play", fail_once(game.play, lambda state, seat, action: seat == CLOCK))
        elif where == "ai_after_a_press":
            monkeypatch.setattr(game, "ai_action", fail_once(game.ai_action))
        else:
            monkeypatch.setattr(game, where, fail_once(getattr(game, where)))
        caplog.clear()
        caplog.set_level(logging.INFO)
        seat, rng, pressed = table.seat_of(ann.id), random.Random(4), None
        for _ in range(500):  # Ann waits (deadlines, clocks) or, in the last case, presses when asked
            if table.ui.stopped or table.status != "running":
                break
            found = pending(fake, ann, seat, depth=6, moves=table.state.moves[seat], game=table.id)
            if where == "ai_after_a_press" and found is not None and seat in table.game.to_act(table.state):
                pressed = await h.press(ann, found[0], pick(found[1], rng))
                continue
            await h.advance(20)
        assert table.ui.stopped and table.status == "running"
        if where == "ai_after_a_press":  # the press that the AI's failure undid says nothing changed
            assert pressed is not None and pressed.show_alert and "nothing was changed" in (pressed.text or "")
        errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert len(errors) == 1 and f"game {table.id}" in errors[0].getMessage() and errors[0].exc_info
        what = {"default_action": "default move", "clock": "a clock"}.get(where, "an AI seat's move")
        assert what in errors[0].getMessage()
        assert len(stopped_notes(fake)) == 1 and f"#{table.id}" in stopped_notes(fake)[0]

        # nothing fires again (no retry, no second note), and a move is refused with the reason
        version = table.state.version
        await h.advance(3600)
        assert table.state.version == version and len(stopped_notes(fake)) == 1
        assert len([r for r in caplog.records if r.levelno >= logging.ERROR]) == 1
        await h.restart()  # and it stays stopped across a restart
        table = await h.table(GROUP)
        assert table.ui.stopped and not table.deadlines
        await h.advance(3600)
        assert table.state.version == version and len(stopped_notes(fake)) == 1
        found = pending(fake, ann, seat, depth=10, game=table.id)
        assert found is not None
        refused = await h.press(ann, found[0], found[1][0])
        assert refused.show_alert and "/reset" in (refused.text or "") and table.state.version == version

        # an admin's /reset ends it: the seed, and the record, which replays
        await h.say(ann, "/reset", GROUP)
        await h.press(ann, fake.last(GROUP), text="Yes, end it")
        said = [m for m in fake.messages(GROUP)][-2:]
        assert "ended the game" in (said[0].text or "") and SEED in (said[0].text or "")
        assert said[1].document_name == f"croupier-{table.id}.json"
        assert await h.table(GROUP) is None
        record = json.loads(said[1].document_bytes or b"")
        assert record["result"] is None and record["seed"] == SEED
        path = tmp_path / "record.json"
        path.write_text(json.dumps(record))
        assert games_main(["verify", str(path)]) == 0
    finally:
        await h.stop()


async def test_an_engine_failure_as_the_game_starts_leaves_the_lobby_as_it_was(
    economicus_offered: object,  # noqa: F811
    fake: FakeTelegram,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The AI's first move fails in the step that starts the game: the group is told once, the log has
    one entry, the lobby is back as it was, and Start (the bug gone) starts the game."""
    monkeypatch.setattr("bot.lobby.new_seed", lambda: SEED)
    h = Harness(fake, tmp_path / "s.sqlite3")
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Exchange", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new management ai=1", GROUP)
        lobby = fake.last(GROUP)
        game = ENGINES["management"]
        monkeypatch.setattr(game, "ai_action", fail_once(game.ai_action))
        caplog.set_level(logging.INFO)
        failed = await h.press(ann, lobby, text="Start")
        assert failed.show_alert and "nothing was changed" in (failed.text or "")
        table = await h.table(GROUP)
        assert table is not None and table.status == "lobby" and table.state is None
        errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert len(errors) == 1 and f"game {table.id}" in errors[0].getMessage()
        assert len(stopped_notes(fake)) == 1
        await h.press(ann, lobby, text="Start")
        assert table.status == "running" and not table.ui.stopped
    finally:
        await h.stop()
