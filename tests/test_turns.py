"""Turns and time as a player meets them, through the real stack: a question says how long is left,
a timeout is told as such in the player's DM, a button of an older message says where the current
ones are, and a game may give a quick decision less time and count missing it for less."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import Harness
from driver import open_game, pending, pick

from bot.demo.fakegram import FakeTelegram
from games.base import Pace

GROUP = -100870


async def test_a_question_says_how_long_is_left_and_a_timeout_says_it_was_not_the_players_choice(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h = Harness(fake, tmp_path / "t.sqlite3", turn_timeout=300.0, reminder=0.0)
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
        await h.drained()
        seat = table.seat_of(ann.id)
        found = pending(fake, ann, seat)
        assert found is not None
        assert "⏳ 5 min left" in (found[0].text or "")
        await h.advance(301)
        await h.drained()
        said = " ".join(m.text or "" for m in fake.messages(ann))
        assert "Time ran out, so this was played for you: " in said
        assert "Noted" not in said.split("Time ran out")[1]  # no "your choice" receipt for what was not hers
    finally:
        await h.stop()


async def test_a_button_of_an_older_question_says_where_the_current_one_is(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
    await h.drained()
    users = {table.seat_of(ann.id): ann, table.seat_of(bob.id): bob}
    a = table.seat_of(ann.id)
    first = pending(fake, ann, a)
    assert first is not None
    old_message, old_buttons = first
    rng = random.Random(3)
    for _ in range(300):  # play on until Ann is asked a newer question
        if table.state.moves[a] > 0 and table.game.can_act(table.state, a):
            break
        for seat, user in users.items():
            found = pending(fake, user, seat, moves=table.state.moves[seat], game=table.id)
            if found is not None and table.game.can_act(table.state, seat):
                await h.press(user, found[0], pick(found[1], rng), strict=False)
                await h.drained()
    assert table.state.moves[a] > 0 and table.game.can_act(table.state, a)
    version = table.state.version
    answer = await h.press(ann, old_message, data=old_buttons[0], strict=False)
    assert answer.show_alert and "out of date" in (answer.text or "")
    assert "further down in this chat" in (answer.text or "") and "waiting for" not in (answer.text or "")
    assert table.state.version == version


async def test_a_quick_decision_gets_its_share_of_the_time_and_counts_less_when_missed(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from games.registry import GAMES

    monkeypatch.setattr(type(GAMES["management"]), "pace", lambda self, state, seat: Pace(time=0.25, miss=0.5))
    h = Harness(fake, tmp_path / "p.sqlite3", turn_timeout=400.0, reminder=0.0, afk_limit=3)
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
        await h.drained()
        a = table.seat_of(ann.id)
        found = pending(fake, ann, a)
        assert found is not None and "⏳ 100 s left" in (found[0].text or "")
        moves = table.state.moves[a]
        await h.advance(90)
        assert table.state.moves[a] == moves  # not yet
        await h.advance(20)
        assert table.state.moves[a] > moves  # a quarter of 400 s has passed: the default was played
        assert table.seats[a].missed == 0.5 and not table.seats[a].ai
    finally:
        await h.stop()


async def test_the_group_learns_who_is_late_with_a_sealed_choice_once_reminded(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h = Harness(fake, tmp_path / "l.sqlite3", turn_timeout=300.0, reminder=60.0)
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
        await h.drained()
        a = table.seat_of(ann.id)
        found = pending(fake, ann, a)
        assert found is not None
        skip = next(d for d in found[1] if d.endswith(":buy:skip"))
        await h.press(ann, found[0], data=skip)
        await h.drained()
        assert "Still to choose" not in (fake.last(GROUP).text or "")  # nobody reminded yet
        await h.advance(250)  # Bob's reminder fires (a minute before his deadline)
        await h.drained()
        table_text = fake.last(GROUP).text or ""
        assert "Still to choose: Bob" in table_text and "Ann" not in table_text.split("Still to choose")[1]
        assert table.game.to_act(table.state) == [table.seat_of(bob.id)]  # nothing was decided for him yet
    finally:
        await h.stop()


async def test_a_game_whose_players_all_left_it_to_the_ai_pauses_until_someone_comes_back(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h = Harness(fake, tmp_path / "z.sqlite3", turn_timeout=60.0, reminder=0.0, afk_limit=1)
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
        await h.advance(61)  # both miss their deadline: both seats go to the AI
        await h.drained()
        assert all(seat.ai for seat in table.seats)
        said = " ".join(m.text or "" for m in fake.messages(GROUP)[-3:])
        assert "game is paused" in said and "/join" in said
        version = table.state.version
        await h.advance(600)
        assert table.status == "running" and table.state.version == version  # it did not play itself out
        await h.say(bob, "/resume", GROUP)  # Bob takes his seat back
        assert not table.seats[table.seat_of(bob.id)].ai
        await h.drained()
        assert pending(fake, bob, table.seat_of(bob.id)) is not None  # and is asked again
        await h.say(ann, "/resume", GROUP)
        assert "not paused" in (fake.last(GROUP).text or "")
    finally:
        await h.stop()


async def test_an_admin_may_let_the_ai_finish_a_paused_game(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "y.sqlite3", turn_timeout=60.0, reminder=0.0, afk_limit=1)
    await h.start()
    try:
        ann, bob, root = fake.user(1, "Ann"), fake.user(2, "Bob"), fake.user(3, "Root")
        table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
        fake.join(GROUP, root)
        await h.advance(61)
        await h.say(root, "/resume", GROUP)  # not an admin, not a player
        assert table.status == "running"
        fake.set_admin(GROUP, root)
        await h.say(root, "/resume", GROUP)
        assert table.status == "finished"
    finally:
        await h.stop()


async def test_a_draft_too_long_for_a_button_is_kept_with_the_game_across_a_restart(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.faces import face

    long_draft = "offer:" + ",".join(f"p{i}=12000+2000" for i in range(6))  # far beyond 64 bytes
    f = face("management")
    real_buttons, real_draft = type(f).buttons, type(f).draft_text

    def buttons(self, view, seat, turn, ctx, draft=None):
        rows = real_buttons(self, view, seat, turn, ctx, None)
        return [[("🧾 Long draft", "~" + long_draft)], *rows]

    def draft_text(self, view, seat, turn, draft, ctx):
        if draft == long_draft:
            return f"Draft: {draft}"
        return real_draft(self, view, seat, turn, draft, ctx)

    monkeypatch.setattr(type(f), "buttons", buttons)
    monkeypatch.setattr(type(f), "draft_text", draft_text)
    h = Harness(fake, tmp_path / "d.sqlite3")
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
        await h.drained()
        a = table.seat_of(ann.id)
        found = pending(fake, ann, a)
        assert found is not None
        data = next(d for t, d in found[0].buttons() if t == "🧾 Long draft")
        assert len(data.encode()) <= 64 and long_draft not in data  # the button carries a key
        await h.restart()  # the key still leads to the draft: it was kept with the game
        await h.press(ann, found[0], data=data)
        await h.drained()
        assert f"Draft: {long_draft}" in (fake.messages(ann)[-1].text or "")
        forged = await h.press(ann, found[0], data=data[:-3] + "zzz", strict=False)
        assert forged.show_alert and "out of date" in (forged.text or "")
    finally:
        await h.stop()
