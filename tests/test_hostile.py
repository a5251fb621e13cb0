"""Hostile and careless input through the real stack: strangers with deep links, floods, forged button
data, odd digits, message ids smuggled into options, repeated commands, forgotten lobbies."""

from __future__ import annotations

import asyncio
import logging
import random
from pathlib import Path

import pytest
from conftest import Harness
from driver import pending, pick

from bot.demo.fakegram import FakeTelegram

GROUP = -100300
OTHER = -100301


async def lobby_of(h: Harness, creator: object, game: str = "merit", chat: int = GROUP) -> tuple[object, str]:
    await h.say(creator, f"/new {game}", chat)
    lobby = h.fake.last(chat)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    return lobby, gid


async def test_a_stranger_with_a_deep_link_cannot_take_a_seat(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, carol, eve = fake.user(1, "Ann"), fake.user(3, "Carol"), fake.user(66, "Eve")
    fake.group(GROUP, "Club", members=[ann, carol])
    await h.say(ann, "/start")
    lobby, gid = await lobby_of(h, ann)
    await h.press(carol, lobby, data=f"l:{gid}:join")  # Carol never opened a DM: she gets a link
    link = fake.last(GROUP)
    url = next(d for _, d in link.buttons() if d and d.startswith("https://"))
    payload = url.split("start=")[1]
    assert payload[0] == "j" and len(payload) > 12 and payload[1:] != gid  # not a guessable id
    await h.say(eve, f"/start {payload}")  # the link travelled to someone outside the group
    assert "Only members" in (fake.last(eve).text or "")
    for guess in (f"j{gid}", "j1", "j²", "g1", "j" + "A" * 70):
        await h.say(eve, f"/start {guess}")
        assert "Croupier" in (fake.last(eve).text or "")  # just the welcome
    table = await h.table(GROUP)
    assert table.seat_of(eve.id) is None
    await h.say(carol, f"/start {payload}")
    assert table.seat_of(carol.id) is not None


async def test_a_flood_from_one_user_freezes_nobody_else(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "f.sqlite3", flood_limit=30)
    await h.start()
    try:
        await flood(h, fake)
    finally:
        await h.stop()


async def flood(h: Harness, fake: FakeTelegram) -> None:
    troll, ann = fake.user(13, "Troll"), fake.user(1, "Ann")
    fake.group(GROUP, "Victim", members=[troll])
    fake.group(OTHER, "Elsewhere", members=[ann])
    await h.say(ann, "/start")
    lobby, gid = await lobby_of(h, ann, chat=OTHER)
    processor = h.app.bot_data["processor"]
    for i in range(300):  # as fast as the network lets one user
        await fake.send(troll, f"/help {i}", GROUP)
    answer = await h.press(ann, lobby, data=f"l:{gid}:ai+")  # another group is answered meanwhile
    assert not answer.show_alert
    await h.drained()
    await fake.wait_for(lambda: fake.delivered_update_id >= fake.last_update_id, what="all updates fetched")
    await asyncio.sleep(0)
    assert processor.dropped >= 200  # most of the flood was dropped, not queued
    notices = [m for m in fake.messages(GROUP) if "Too many messages" in (m.text or "")]
    assert len(notices) == 1
    assert fake.too_many == 0


async def test_typed_text_for_several_games_asks_which_one(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    for chat in (GROUP, OTHER):
        fake.group(chat, f"G{chat}", members=[ann, bob])
    await h.say(ann, "/start")
    await h.say(bob, "/start")
    for chat in (GROUP, OTHER):
        lobby, gid = await lobby_of(h, ann, "management", chat)
        await h.press(bob, lobby, data=f"l:{gid}:join")
        await h.press(ann, lobby, data=f"l:{gid}:start")
    first, second = await h.table(GROUP), await h.table(OTHER)
    await h.say(ann, "0")  # a pass: but for which month's bid?
    ask = fake.last(ann)
    assert "Which one" in (ask.text or "")
    assert first.state.moves[first.seat_of(ann.id)] == 0 and second.state.moves[second.seat_of(ann.id)] == 0
    await h.press(ann, ask, data=f"w:{second.id}")
    assert second.state.moves[second.seat_of(ann.id)] == 1
    assert first.state.moves[first.seat_of(ann.id)] == 0  # the other game is untouched
    answer = await h.press(ann, ask, data=f"w:{second.id}", strict=False)  # pressed again: stale, nothing changes
    assert answer.show_alert and second.state.moves[second.seat_of(ann.id)] == 1


async def test_forged_and_odd_input_gets_an_answer_and_no_traceback(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    fake.group(GROUP, "Club", members=[ann, bob])
    fake.set_admin(GROUP, ann)
    await h.say(ann, "/start")
    await h.say(bob, "/start")
    caplog.set_level(logging.WARNING)
    await h.say(ann, "/new merit target=@help", GROUP)
    shown = fake.last(GROUP).text or ""
    assert '"@help"' in shown and "Valid options" in shown and "/rules" not in shown  # not the help pasted
    await h.say(ann, "/new merit target=@<b>", GROUP)
    assert "@<b>" in (fake.last(GROUP).text or "")  # shown as typed, not as a message id or markup
    await h.say(ann, "/new merit ai=" + "9" * 5000, GROUP)
    assert "{???}" not in (fake.last(GROUP).text or "") and "ai" in (fake.last(GROUP).text or "")
    await h.say(ann, "/new merit ai=٣", GROUP)  # an Arabic-Indic three
    assert "Bad value" in (fake.last(GROUP).text or "")
    lobby, gid = await lobby_of(h, ann)
    await h.press(ann, lobby, data=f"l:{gid}:ai+")
    lobby = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert "🤖 Ada" in (lobby.text or "") and "🤖 Ada 🤖" not in (lobby.text or "")
    await h.press(ann, lobby, data=f"l:{gid}:ai-")
    for data in (
        "l:",
        "l:x",
        f"l:{gid}",
        "l:²:join",
        f"l:{gid}:o:nonsense",
        "a:",
        "a:²:reset",
        "w:",
        "w:²",
        "g:1",
        "g:²:0:0:x",
        "zz",
    ):
        answer = await h.press(ann, lobby, data=data, strict=False)
        assert answer.text, data  # a clear answer, whatever the data
    await h.press(bob, lobby, data=f"l:{gid}:join")
    await h.press(ann, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    await h.say(ann, "/begin", GROUP)
    assert "already under way" in (fake.last(GROUP).text or "")
    version = table.state.version
    seat = table.game.to_act(table.state)[0]
    user = ann if table.seat_of(ann.id) == seat else bob
    found = pending(fake, user, seat) or pending(fake, GROUP, seat)
    message, buttons = found
    moves = table.state.moves[seat]
    for action in ("save:²", "save:٣", "save:99999999999999999999", "labor:x", "💥", "save:-1"):
        answer = await h.press(user, message, data=f"g:{table.id}:{seat}:{moves}:{action}", strict=False)
        assert answer.show_alert, action
    assert table.state.version == version
    await h.press(user, message, pick(buttons, random.Random(1)))
    assert table.state.version > version  # the game goes on
    # used kick and reset buttons pressed again change nothing
    await h.say(ann, "/kick", GROUP)
    kick = fake.last(GROUP)
    data = next(d for _, d in kick.buttons() if d and d.endswith(f":{table.seat_of(bob.id)}"))
    await h.press(ann, kick, data=data)
    assert table.seats[table.seat_of(bob.id)].ai
    assert (await h.press(ann, kick, data=data, strict=False)).show_alert
    await h.say(ann, "/reset", GROUP)
    confirm = fake.last(GROUP)
    data = next(d for _, d in confirm.buttons() if d and d.endswith(":reset"))
    await h.press(ann, confirm, data=data)
    assert await h.table(GROUP) is None
    assert (await h.press(ann, confirm, data=data, strict=False)).show_alert
    assert not any(r.exc_info for r in caplog.records), [r.getMessage() for r in caplog.records if r.exc_info]


async def test_repeated_commands_say_nothing_new(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    fake.group(GROUP, "Club", members=[ann, bob])
    await h.say(ann, "/start")
    await h.say(bob, "/start")
    lobby, gid = await lobby_of(h, ann)
    await h.press(bob, lobby, data=f"l:{gid}:join")
    before = len(fake.messages(GROUP))
    for _ in range(5):
        await h.say(bob, "/join", GROUP)
    assert len(fake.messages(GROUP)) - before <= 6  # five commands, at most one answer
    await h.press(ann, lobby, data=f"l:{gid}:start")
    await h.say(bob, "/leave", GROUP)
    before = len(fake.messages(GROUP))
    for _ in range(5):
        await h.say(bob, "/leave", GROUP)
    assert len(fake.messages(GROUP)) - before <= 6
    # the seat changing hands is announced once: in the step's news (a turn prompt may carry it) and
    # the table's recent lines, never again for the repeated commands (whose answers are bounded above)
    announced = [m.text for m in fake.messages(GROUP) if "🚪 Bob left" in (m.text or "")]
    assert len(announced) <= 2 and all((t or "").count("🚪 Bob left") == 1 for t in announced), announced


async def test_a_forgotten_lobby_closes_by_itself(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(1, "Ann")
    fake.group(GROUP, "Club", members=[ann])
    await h.say(ann, "/start")
    lobby, gid = await lobby_of(h, ann)
    await h.advance(23 * 3600)
    assert await h.table(GROUP) is not None
    await h.press(ann, lobby, data=f"l:{gid}:ai+")  # touched: the day starts again
    await h.advance(23 * 3600)
    assert await h.table(GROUP) is not None
    await h.advance(3600)
    assert await h.table(GROUP) is None
    closed = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert "Nobody touched this lobby" in (closed.text or "") and not closed.buttons()
    await h.say(ann, "/new merit", GROUP)  # the chat is free again
    assert await h.table(GROUP) is not None
