"""功德轮回 end to end: three people in a group play a whole game by pressing buttons, the bot is
restarted in the middle, and the revealed seed replays to the same result."""

from __future__ import annotations

import hashlib
import json
import random
import re

from conftest import Harness
from driver import final_message, record_of

from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import StoredMessage
from games.__main__ import main as games_main

GROUP = -100200


def pending_dm(fake: FakeTelegram, user: object) -> StoredMessage | None:
    for m in reversed(fake.messages(user)):
        if any(d and d.startswith("g:") for _, d in m.buttons()):
            return m
    return None


def group_prompt(fake: FakeTelegram) -> StoredMessage | None:
    for m in reversed(fake.messages(GROUP)):
        if any(d and d.startswith("g:") for _, d in m.buttons()):
            return m
    return None


async def setup_lobby(h: Harness) -> tuple[object, object, object]:
    fake = h.fake
    alice = fake.user(1, "Alice")
    bob = fake.user(2, "Bob", language_code="ru")
    carol = fake.user(3, "Carol", language_code="zh-hans")
    fake.group(GROUP, "Friends", members=[alice, bob, carol])
    await h.say(alice, "/start")
    await h.say(bob, "/start")
    await h.say(alice, "/new merit", GROUP)
    lobby = fake.last(GROUP)
    assert "Alice" in (lobby.text or "")
    await h.press(bob, lobby, data=f"l:{gid(lobby)}:join")
    # Carol never opened a DM: the join is completed through the deep link.
    answer = await h.press(carol, lobby, data=f"l:{gid(lobby)}:join")
    assert answer.text and "私聊" in answer.text  # (Carol reads toasts in her own language)
    link = fake.last(GROUP)
    url = next(d for _, d in link.buttons() if d and d.startswith("https://"))
    payload = url.split("start=")[1]
    assert "Carol" in (link.text or "")
    await h.say(carol, f"/start {payload}")
    lobby = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert all(name in (lobby.text or "") for name in ("Alice", "Bob", "Carol"))
    return alice, bob, carol


def gid(message: StoredMessage) -> int:
    data = next(d for _, d in message.buttons() if d and d.startswith("l:"))
    return int(data.split(":")[1])


async def play_on(h: Harness, users: dict[str, object], rng: random.Random, max_presses: int) -> int:
    """Press buttons like the players would until the game ends or `max_presses` were made."""
    fake = h.fake
    presses = 0
    while presses < max_presses:
        if final_message(fake, GROUP) is not None:
            return presses
        acted = False
        for user in users.values():
            msg = pending_dm(fake, user)
            if msg is not None:
                buttons = [d for _, d in msg.buttons() if d and d.startswith("g:")]
                choice = rng.choice(buttons)
                answer = await h.press(user, msg, data=choice)
                assert not answer.show_alert, [(m.message_id, m.text[:30], m.buttons()) for m in fake.messages(user)]
                presses += 1
                acted = True
                break
        if acted:
            continue
        msg = group_prompt(fake)
        if msg is None:
            return presses
        match = re.search(r"👉 (\w+)", msg.text or "")
        assert match, msg.text
        user = users[match.group(1)]
        buttons = [d for _, d in msg.buttons() if d and d.startswith("g:")]
        answer = await h.press(user, msg, data=rng.choice(buttons))
        assert not answer.show_alert, answer.text
        presses += 1
    return presses


async def test_three_players_play_merit_to_the_end_across_a_restart(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, carol = await setup_lobby(h)
    users = {"Alice": alice, "Bob": bob, "Carol": carol}
    lobby = fake.messages(GROUP)[0]
    short = re.search(r"([0-9a-f]{12})…", lobby.text or "")  # the lobby shows the hash shortened
    assert short and not re.search(r"[0-9a-f]{64}", lobby.text or "")
    await h.press(alice, lobby, data=f"l:{gid(lobby)}:start")
    started = next(m for m in fake.messages(GROUP) if "sha256(seed)" in (m.text or "") and "begins" in (m.text or ""))
    shown_hash = re.search(r"[0-9a-f]{64}", started.text or "").group(0)  # and the start shows it whole
    assert shown_hash.startswith(short.group(1))

    rng = random.Random(7)
    first = await play_on(h, users, rng, 12)
    assert first == 12
    table = await h.table(GROUP)
    version_before = table.state.version

    await h.restart()  # a new bot instance on the same database
    table = await h.table(GROUP)
    assert table.state.version == version_before

    await play_on(h, users, rng, 10_000)
    final = final_message(fake, GROUP)
    assert final is not None and final is fake.last(GROUP)  # the end is one message
    record = await record_of(h, bob, GROUP)
    assert hashlib.sha256(record["seed"].encode()).hexdigest() == shown_hash
    result_msg = next(m for m in reversed(fake.messages(GROUP)) if m.text and record["seed"] in m.text)
    assert "Final result" in result_msg.text
    for name in users:
        assert name in result_msg.text
    assert await h.table(GROUP) is None  # the game is over

    path = h.db_path.parent / "record.json"
    path.write_text(json.dumps(record))
    assert games_main(["verify", str(path)]) == 0


async def test_refuge_choices_stay_secret_until_everyone_has_chosen(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, carol = await setup_lobby(h)
    lobby = fake.messages(GROUP)[0]
    await h.press(alice, lobby, data=f"l:{gid(lobby)}:start")
    table = await h.table(GROUP)
    state = table.state
    choosers = [u for u in (alice, bob, carol) if pending_dm(fake, u) is not None]
    assert choosers, "non-monk players are asked in DM"
    first = choosers[0]
    await h.press(
        first,
        pending_dm(fake, first),
        data=next(d for _, d in pending_dm(fake, first).buttons() if d and d.endswith(":norefuge")),
    )
    first_name = {1: "Alice", 2: "Bob", 3: "Carol"}[first.id]
    if len(choosers) > 1:
        assert "no refuge" not in fake.all_text_to(GROUP)
        for other in choosers[1:]:
            assert all(first_name not in (m.text or "") for m in fake.messages(other))
        assert state.phase == "refuge"
    for user in choosers[1:]:
        msg = pending_dm(fake, user)
        await h.press(user, msg, data=next(d for _, d in msg.buttons() if d and d.endswith(":refuge")))
    assert table.state.phase != "refuge"
    assert "no refuge" in fake.all_text_to(GROUP)  # revealed to all at once


async def test_stale_foreign_and_double_presses_change_nothing(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, carol = await setup_lobby(h)
    users = {"Alice": alice, "Bob": bob, "Carol": carol}
    lobby = fake.messages(GROUP)[0]
    await h.press(alice, lobby, data=f"l:{gid(lobby)}:start")
    await play_on(h, users, random.Random(1), 3)  # past the secret set-up: now group turns
    table = await h.table(GROUP)
    while pending_dm(fake, alice) or pending_dm(fake, bob) or pending_dm(fake, carol):
        await play_on(h, users, random.Random(2), 1)
    prompt = group_prompt(fake)
    assert prompt is not None
    actor = re.search(r"👉 (\w+)", prompt.text or "").group(1)
    stranger = next(u for n, u in users.items() if n != actor)
    version = table.state.version
    data = next(d for _, d in prompt.buttons() if d and d.startswith("g:"))

    foreign = await h.press(stranger, prompt, data=data)
    assert foreign.show_alert and actor in (foreign.text or "")
    assert table.state.version == version

    outsider = fake.user(50, "Eve")
    answer = await h.press(outsider, prompt, data=data)
    assert answer.show_alert and "not in this game" in (answer.text or "")

    ok = await h.press(users[actor], prompt, data=data)
    assert not ok.show_alert
    after = table.state.version
    assert after > version
    double = await h.press(users[actor], prompt, data=data, strict=False)
    # in the presser's own language: where their new buttons are if asked again, else whom the game
    # now waits for (their buttons are the live ones)
    assert double.show_alert, double.text
    if table.game.can_act(table.state, table.seat_of(users[actor].id)):
        assert any(w in (double.text or "") for w in ("mentions you", "упомянули", "提到你")), double.text
    else:
        assert any(w in (double.text or "") for w in ("waiting for", "ждём", "正在等")), double.text
        names = [table.names[x] for x in table.game.to_act(table.state)]
        assert names and all(n in (double.text or "") for n in names), double.text
    assert table.state.version == after

    forged = await h.press(users[actor], prompt, data="g:99999:0:0:labor", strict=False)
    assert forged.show_alert and table.state.version == after


async def test_admin_inspect_kick_and_reset(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, carol = await setup_lobby(h)
    owner = fake.user(999, "Owner")
    fake.join(GROUP, owner)
    fake.set_admin(GROUP, alice)
    lobby = fake.messages(GROUP)[0]
    await h.press(alice, lobby, data=f"l:{gid(lobby)}:start")
    table = await h.table(GROUP)

    await h.say(bob, "/reset", GROUP)
    assert "Only chat admins" in (fake.last(GROUP).text or "")

    await h.say(alice, "/inspect", GROUP)
    assert "Sent to you in a private chat" in (fake.last(GROUP).text or "")
    text = fake.last(alice).text or ""
    assert f"Game #{table.id}" in text and "Version" in text and "Wheel of Merit" in text
    assert "being played" in text and "missed turns: 0" in text
    await h.say(owner, "/start")
    await h.say(owner, "/inspect", GROUP)
    doc = fake.last(owner)
    assert any("database: sqlite" in (m.text or "") and "Worker" in (m.text or "") for m in fake.messages(owner))
    assert not any("Worker" in (m.text or "") for m in fake.messages(alice))  # a chat admin is no bot owner
    stranger = fake.user(77, "Stranger")
    fake.join(GROUP, stranger)
    fake.set_admin(GROUP, stranger)
    await h.say(stranger, "/inspect", GROUP)  # never opened a DM: the group says how to get it
    assert "open a private chat with me" in (fake.last(GROUP).text or "")
    assert "Version" not in (fake.last(GROUP).text or "")
    assert doc.document_name == f"state-{table.id}.json"
    assert json.loads(doc.document_bytes)["state"]["seed"] == table.seed

    await h.say(alice, "/kick", GROUP)
    kick = fake.last(GROUP)
    carol_button = next(d for t, d in kick.buttons() if t == "Carol")
    denied = await h.press(bob, kick, data=carol_button)
    assert denied.show_alert
    await h.press(alice, kick, data=carol_button)
    seat = table.seat_of(3)
    assert table.seats[seat].ai
    assert "Carol" in (fake.last(GROUP).text or "") or any(
        "Carol was removed" in (m.text or "") for m in fake.messages(GROUP)
    )
    # Carol takes her seat back.
    await h.say(carol, "/join", GROUP)
    assert not table.seats[seat].ai

    await h.say(alice, "/reset", GROUP)
    confirm = fake.last(GROUP)
    await h.press(alice, confirm, text="Yes, end it")
    ended, record = fake.messages(GROUP)[-2:]
    assert "ended the game" in (ended.text or "") and record.document_name == f"croupier-{table.id}.json"
    assert await h.table(GROUP) is None
    row = await h.svc.store.game(table.id)
    assert row is not None and row.status == "cancelled"
    await h.say(alice, "/status", GROUP)
    assert "no game" in (fake.last(GROUP).text or "")


async def test_a_player_who_blocked_the_bot_gets_a_button_to_reopen_the_dm(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob, carol = await setup_lobby(h)
    fake.block(bob)
    fake.block(carol)  # at most one of them is the monk, who has no secret choice
    lobby = fake.messages(GROUP)[0]
    await h.press(alice, lobby, data=f"l:{gid(lobby)}:start")
    asks = [m for m in fake.messages(GROUP) if "ask you something privately" in (m.text or "")]
    assert asks, "the group is told, with a button, who must open the DM"
    ask = asks[0]
    name = "Bob" if "Bob" in (ask.text or "") else "Carol"
    user = {"Bob": bob, "Carol": carol}[name]
    url = next(d for _, d in ask.buttons() if d and d.startswith("https://"))
    await h.say(user, f"/start {url.split('start=')[1]}")
    prompt = pending_dm(fake, user)
    assert prompt is not None and any(d and d.endswith(":refuge") for _, d in prompt.buttons())
    answer = await h.press(user, prompt, data=next(d for _, d in prompt.buttons() if d and d.endswith(":refuge")))
    assert not answer.show_alert


async def test_the_table_shows_the_goal_and_the_vows_once(harness: Harness) -> None:
    """The set-up table names each vow; once play starts the table shows calamity against the real goal
    and short player lines without the vows (which the players' DMs keep)."""
    h, fake = harness, harness.fake
    alice, bob, carol = await setup_lobby(h)
    lobby = fake.messages(GROUP)[0]
    await h.press(alice, lobby, data=f"l:{gid(lobby)}:start")
    table = await h.table(GROUP)
    vows = [h.svc.catalog.t("en", f"merit-vow-{p.vow}") for p in table.state.players]
    await h.drained()
    live_id = h.svc.sender.slots[(table.id, "table")][1]
    setup = next(m for m in fake.messages(GROUP) if m.message_id == live_id).text or ""
    assert all(v in setup for v in vows), setup
    for user in (alice, bob, carol):
        msg = pending_dm(fake, user)
        if msg is not None:
            await h.press(user, msg, data=next(d for _, d in msg.buttons() if d and d.endswith(":refuge")))
    assert table.state.phase == "act"
    await h.drained()
    live_id = h.svc.sender.slots[(table.id, "table")][1]  # (the turn prompt below it is a message of its own)
    live = next(m for m in fake.messages(GROUP) if m.message_id == live_id).text or ""
    assert f"Calamity {table.state.calamity} (win needs ≤12, 20 loses)" in live, live
    assert not any(v in live for v in vows)
    for line in live.split("\n"):
        if any(name in line for name in ("Alice", "Bob", "Carol")) and "💰" in line:
            assert len(line) <= 40, line
