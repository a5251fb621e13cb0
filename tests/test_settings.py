"""`/settings`: a group's admins set its language, the default time per move of its new games, and
whether the live table of a running game is pinned."""

from __future__ import annotations

import random

from conftest import Harness
from driver import play_to_end

from bot.demo.fakegram import BOT_ID

GROUP = -100860


async def test_a_groups_settings_shape_its_next_games(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    fake.group(GROUP, "Club", members=[ann, bob])
    fake.set_admin(GROUP, ann)
    fake.set_admin(GROUP, BOT_ID)  # pinning needs the right to
    for u in (ann, bob):
        await h.say(u, "/start")
    await h.say(bob, "/settings", GROUP)
    assert "Only chat admins" in (fake.last(GROUP).text or "")
    await h.say(ann, "/settings", GROUP)
    panel = fake.last(GROUP)
    assert "Settings" in (panel.text or "")
    time_button = next(d for t, d in panel.buttons() if "Time per move" in t)
    await h.press(ann, panel, data=time_button)  # 5 min (the bot's) → 1 min
    assert (await h.press(bob, panel, data=time_button)).show_alert  # only admins
    pin_button = next(d for t, d in panel.buttons() if "Pin" in t)
    await h.press(ann, panel, data=pin_button)
    panel = next(m for m in fake.messages(GROUP) if m.message_id == panel.message_id)
    labels = [t for t, _ in panel.buttons()]
    assert any("1 min" in t for t in labels) and any("Pin the live table: yes" in t for t in labels)
    assert (await h.svc.store.chat_settings(GROUP)) == {"timeout": 60, "pin": True}

    await h.say(ann, "/new merit", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await h.press(bob, lobby, data=f"l:{gid}:join")
    await h.press(ann, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    assert table.deadlines and all(d.expire_at - h.svc.clock() <= 61 for d in table.deadlines)
    live = h.svc.sender.slots[(table.id, "table")][1]
    assert fake.pinned.get(GROUP) == [live]  # the live table, and only it
    seats = {table.seat_of(ann.id): ann, table.seat_of(bob.id): bob}
    await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(2))
    await h.drained()
    assert fake.pinned.get(GROUP) == []  # unpinned when the game ended


async def test_a_slow_games_reminder_is_scaled_to_its_time(harness: Harness) -> None:
    h, fake = harness, harness.fake  # the bot's own: 600 s per move, reminded 60 s before
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    fake.group(GROUP, "Club", members=[ann, bob])
    for u in (ann, bob):
        await h.say(u, "/start")
    await h.say(ann, "/new management months=3 timeout=1d", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await h.press(bob, lobby, data=f"l:{gid}:join")
    await h.press(ann, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    d = table.deadlines[0]
    assert d.expire_at - d.remind_at == 86400 * 60 / 600  # a tenth of the time, as with the default
    await h.advance(86400 * 0.9 + 1)
    reminder = await fake.wait_message(ann, "Your move", timeout=10)
    assert "2 h left" in (reminder.text or "")  # 8,639 s, said as a person would


async def test_the_live_table_is_pinned_once_a_game(harness: Harness) -> None:
    """Each pin posts a "pinned" line in the group: the game's table is pinned once, not each time
    the table comes anew (news, /status), and the pin goes when the game ends."""
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    fake.group(GROUP, "Club", members=[ann, bob])
    fake.set_admin(GROUP, ann)
    fake.set_admin(GROUP, BOT_ID)
    for u in (ann, bob):
        await h.say(u, "/start")
    await h.say(ann, "/settings", GROUP)
    panel = fake.last(GROUP)
    await h.press(ann, panel, data=next(d for t, d in panel.buttons() if "Pin" in t))
    await h.say(ann, "/new merit", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await h.press(bob, lobby, data=f"l:{gid}:join")
    await h.press(ann, lobby, data=f"l:{gid}:start")
    await h.drained()
    table = await h.table(GROUP)
    first = h.svc.sender.slots[(table.id, "table")][1]
    await h.say(bob, "/status", GROUP)  # the table comes down anew
    seats = {table.seat_of(ann.id): ann, table.seat_of(bob.id): bob}
    await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(2))
    await h.drained()
    tables = {m.message_id for m in fake.messages(GROUP) if m.message_id >= first}
    assert len(tables) > 3  # the table came anew several times
    pins = [c.params for c in fake.requests if c.method == "pinChatMessage"]
    assert [int(p["message_id"]) for p in pins] == [first] and fake.chat_stats(GROUP).pins == 1
    assert fake.pinned.get(GROUP) == []  # unpinned when the game ended
