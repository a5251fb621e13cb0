"""Strangers and forged buttons through the real stack: a button's data can be sent from any chat by
anyone (a modified client), so a press counts only from the chat and topic of the message that
carries it, and only from someone the button is for (bot/guard.py)."""

from __future__ import annotations

import logging
import random
from typing import Any

import pytest
from conftest import Harness
from driver import final_message, open_game, pending, pick, play_to_end
from pg import BOTH_BACKENDS
from test_delivery import seats_of
from test_e2e_accountant import acc_message

GROUP = -100500
OTHER = -100501
OPEN = -100502
FORUM = -100503


def join_data(message: Any) -> str:
    return next(d for _, d in message.buttons() if d and d.endswith(":join"))


def no_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    assert not any(r.exc_info for r in caplog.records), [r.getMessage() for r in caplog.records if r.exc_info]


async def cast(h: Harness) -> tuple[Any, Any, Any]:
    """Alice and Bob in the group, Mallory in a group of her own; all three have opened a DM."""
    fake = h.fake
    alice, bob, mallory = fake.user(1, "Alice"), fake.user(2, "Bob"), fake.user(66, "Mallory")
    fake.group(GROUP, "Club", members=[alice, bob])
    fake.group(OTHER, "Mallory's", members=[mallory])
    for u in (alice, bob, mallory):
        await h.say(u, "/start")
    await h.say(mallory, "/help", OTHER)  # a message of the bot's in her group, to press forged data on
    return alice, bob, mallory


async def finished_game(h: Harness, alice: Any, bob: Any) -> tuple[int, Any]:
    """A 功德轮回 game of Alice and Bob played to its end in the group: (its id, its final message)."""
    table = await open_game(h, GROUP, "merit", [alice, bob])
    await play_to_end(
        h.press,
        h.fake,
        GROUP,
        seats_of(table, [alice, bob]),
        lambda: set(table.game.to_act(table.state)),
        random.Random(7),
    )
    final = final_message(h.fake, GROUP, table.id)
    assert final is not None
    return table.id, final


async def test_a_forged_join_from_her_dm_or_her_group_seats_nobody(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h, fake = harness, harness.fake
    alice, bob, mallory = await cast(h)
    caplog.set_level(logging.WARNING)
    await h.say(alice, "/new merit", GROUP)
    lobby = fake.last(GROUP)
    data = join_data(lobby)
    table = await h.table(GROUP)
    for where in (fake.last(mallory), fake.last(OTHER)):
        answer = await h.press(mallory, where, data=data, strict=False)
        assert table.seat_of(mallory.id) is None and "Mallory" not in (fake.last(GROUP).text or "")
        assert answer.show_alert and "another chat" in (answer.text or "")
    await h.press(bob, lobby, data=data)  # the button itself still works
    assert table.seat_of(bob.id) is not None
    await h.press(alice, lobby, text="Start")
    assert "Mallory" not in fake.all_text_to(GROUP) and table.status == "running"
    no_tracebacks(caplog)


async def test_a_public_groups_buttons_are_for_its_members(harness: Harness) -> None:
    """Anyone may read a public group and press its buttons: Telegram is asked who is a member."""
    h, fake = harness, harness.fake
    alice, mallory = fake.user(1, "Alice"), fake.user(66, "Mallory")
    fake.group(OPEN, "Open club", "supergroup", members=[alice], public=True)
    for u in (alice, mallory):
        await h.say(u, "/start")
    await h.say(alice, "/new merit", OPEN)
    lobby = fake.last(OPEN)
    answer = await h.press(mallory, lobby, text="Join")
    table = await h.table(OPEN)
    assert table.seat_of(mallory.id) is None
    assert answer.show_alert and "Only members" in (answer.text or "")
    fake.join(OPEN, mallory)
    await h.advance(60)  # a "not a member" is believed for a short while only
    await h.press(mallory, lobby, text="Join")
    assert table.seat_of(mallory.id) is not None


async def test_a_lobbys_buttons_work_only_in_its_own_forum_topic(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    fake.forum(FORUM, "Forum", members=[alice, bob])
    poker, chess = fake.new_topic(FORUM, "Poker", by=alice), fake.new_topic(FORUM, "Chess", by=alice)
    for u in (alice, bob):
        await h.say(u, "/start")
    await h.say(alice, "/new merit", FORUM, thread=poker)
    lobby = fake.topic_messages(FORUM, poker)[-1]
    await h.say(bob, "/help", FORUM, thread=chess)
    elsewhere = fake.topic_messages(FORUM, chess)[-1]
    answer = await h.press(bob, elsewhere, data=join_data(lobby), strict=False)
    table = await h.table(FORUM, poker)
    assert table.seat_of(bob.id) is None
    assert answer.show_alert and "another chat" in (answer.text or "")
    await h.press(bob, lobby, text="Join")
    assert table.seat_of(bob.id) is not None


@BOTH_BACKENDS
async def test_a_forged_rematch_opens_nothing_and_an_open_game_is_a_clear_refusal(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h, fake = harness, harness.fake
    alice, bob, mallory = await cast(h)
    gid, final = await finished_game(h, alice, bob)
    caplog.set_level(logging.WARNING)
    for where in (fake.last(mallory), fake.last(OTHER)):
        answer = await h.press(mallory, where, data=f"r:{gid}", strict=False)
        assert await h.table(GROUP) is None and await h.table(OTHER) is None
        assert answer.show_alert and "another chat" in (answer.text or "")
    await h.say(alice, "/new merit", GROUP)  # the group is free for its own people
    lobby = await h.table(GROUP)
    assert lobby is not None and lobby.creator == alice.id
    answer = await h.press(bob, final, data=f"r:{gid}")
    assert answer.show_alert and "already a game" in (answer.text or "")
    await h.restart()
    answer = await h.press(bob, final, data=f"r:{gid}")
    assert answer.show_alert and "already a game" in (answer.text or "")
    answer = await h.press(mallory, fake.last(mallory), data=f"r:{gid}", strict=False)
    assert answer.show_alert and "another chat" in (answer.text or "")
    assert (await h.table(GROUP)).id == lobby.id
    no_tracebacks(caplog)
    await h.say(alice, "/cancel", GROUP)
    answer = await h.press(bob, final, data=f"r:{gid}")  # the genuine press, once the chat is free
    assert not answer.show_alert
    again = await h.table(GROUP)
    assert again is not None and again.status == "lobby" and again.seat_of(bob.id) == 0


@BOTH_BACKENDS
async def test_a_record_goes_to_members_and_players_only_once_with_its_caption_parsed(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, mallory = await cast(h)
    carol = fake.user(3, "Carol")
    fake.join(GROUP, carol)
    await h.say(carol, "/start")
    gid, final = await finished_game(h, alice, bob)
    seen = len(fake.messages(mallory))
    for where, why in ((fake.last(mallory), "did not play"), (fake.last(OTHER), "another chat")):
        answer = await h.press(mallory, where, data=f"h:{gid}", strict=False)
        assert len(fake.messages(mallory)) == seen  # no record reached her
        assert answer.show_alert and why in (answer.text or "")
    await h.press(carol, final, data=f"h:{gid}")  # a member who watched gets it from the final message
    doc = fake.last(carol)
    assert doc.document_name == f"croupier-{gid}.json"
    assert f"python -m games verify croupier-{gid}.json" in (doc.text or "") and "<code>" not in (doc.text or "")
    assert any(e.get("type") == "code" for e in doc.entities)
    sent = len(fake.messages(carol))
    answer = await h.press(carol, final, data=f"h:{gid}")
    assert "Already sent" in (answer.text or "") and not answer.show_alert
    assert len(fake.messages(carol)) == sent  # no second file
    answer = await h.press(carol, fake.last(carol), data=f"h:{gid}", strict=False)  # from her DM
    assert answer.show_alert and "did not play" in (answer.text or "")
    await h.say(bob, "/history")  # a player's own history, in his DM
    listed = fake.last(bob)
    await h.press(bob, listed, data=f"h:{gid}")
    assert fake.last(bob).document_name == f"croupier-{gid}.json"


async def test_settings_kick_and_move_presses_count_only_in_their_own_chat(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, mallory = await cast(h)
    fake.set_admin(GROUP, alice)
    fake.set_admin(OTHER, alice)
    await h.say(alice, "/settings", GROUP)
    panel = fake.last(GROUP)
    pin = next(d for _, d in panel.buttons() if d and d.endswith(":pin"))
    for where in (fake.last(alice), fake.last(OTHER)):  # an admin of both groups, pressing elsewhere
        answer = await h.press(alice, where, data=pin, strict=False)
        assert answer.show_alert and "another chat" in (answer.text or "")
    assert not (await h.svc.store.chat_settings(GROUP)).get("pin")
    await h.press(alice, panel, data=pin)
    assert (await h.svc.store.chat_settings(GROUP)).get("pin")

    table = await open_game(h, GROUP, "merit", [alice, bob])
    seat = table.game.to_act(table.state)[0]
    user = alice if table.seat_of(alice.id) == seat else bob
    message, buttons = pending(fake, user, seat) or pending(fake, GROUP, seat)
    data = pick(buttons, random.Random(1))
    version = table.state.version
    answer = await h.press(user, fake.last(OTHER), data=data, strict=False)  # her own move, from another group
    assert table.state.version == version
    assert answer.show_alert and "another chat" in (answer.text or "")
    await h.press(user, message, data=data)
    assert table.state.version > version

    await h.say(alice, "/kick", GROUP)
    kick = fake.last(GROUP)
    data = next(d for _, d in kick.buttons() if d and d.endswith(f":kick:{table.seat_of(bob.id)}"))
    for where in (fake.last(alice), fake.last(OTHER)):
        answer = await h.press(alice, where, data=data, strict=False)
        assert not table.seats[table.seat_of(bob.id)].ai
        assert answer.show_alert and "another chat" in (answer.text or "")
    answer = await h.press(mallory, kick, data=data, strict=False)  # in the group, by a stranger
    assert answer.show_alert and not table.seats[table.seat_of(bob.id)].ai
    await h.press(alice, kick, data=data)
    assert table.seats[table.seat_of(bob.id)].ai


async def test_the_accountants_buttons_count_only_in_her_own_dm(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, dora = fake.user(1, "Alice", "alice"), fake.user(2, "Bob", "bob"), fake.user(5, "Dora", "dora")
    fake.group(GROUP, "Firms", members=[alice, bob, dora])
    fake.set_admin(GROUP, dora)
    for u in (alice, bob, dora):
        await h.say(u, "/start")
    table = await open_game(h, GROUP, "enterprise", [alice, bob], "rounds=1 tasks=2 accountant=@dora")
    rng, seats = random.Random(3), seats_of(table, [alice, bob])
    for _ in range(200):  # the players play until a draw waits for the accountant
        if table.game.accountant_waits(table.state):
            break
        seat = table.game.to_act(table.state)[0]
        message, buttons = pending(fake, seats[seat], seat) or pending(fake, GROUP, seat)
        await h.press(seats[seat], message, data=pick(buttons, rng))
    assert table.game.accountant_waits(table.state)
    msg = acc_message(fake, dora)
    assert msg is not None
    ok = next(d for _, d in msg.buttons() if d and d.endswith(":ok"))
    version = table.state.version
    answer = await h.press(dora, fake.last(GROUP), data=ok, strict=False)  # her button, pressed in the group
    assert table.state.version == version and table.game.accountant_waits(table.state)
    assert answer.show_alert and "another chat" in (answer.text or "")
    answer = await h.press(dora, msg, data=ok)
    assert not answer.show_alert and table.state.version > version
