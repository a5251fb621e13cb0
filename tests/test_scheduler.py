"""The bot's own scheduler (bot/schedule.py `Loop`), as one process runs it: every other test owns
time and runs the scheduler itself (`Harness.advance`), so this is the one place where what falls
due is fired by the bot alone, on the event loop's clock: a deadline, and an idle lobby's end."""

from __future__ import annotations

from pathlib import Path

from conftest import Harness
from driver import open_game

from bot.demo.fakegram import FakeTelegram

GROUP = -100960


async def test_one_process_fires_a_deadline_by_itself(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "s.sqlite3", own_time=False, turn_timeout=1.0, reminder=0.0, afk_limit=1000)
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
        assert table.deadlines
        # (a bound on a hang: the deadline is a second away)
        await fake.wait_message(GROUP, "ran out of time", timeout=60)
    finally:
        await h.stop()


async def test_one_process_closes_an_idle_lobby_by_itself(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "l.sqlite3", own_time=False, lobby_idle=1.0)
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Table", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new merit", GROUP)
        assert await h.table(GROUP) is not None
        closed = "Nobody touched this lobby"
        await fake.wait_for(lambda: closed in fake.all_text_to(GROUP), timeout=60, what="the lobby closed")
        assert await h.table(GROUP) is None
    finally:
        await h.stop()
