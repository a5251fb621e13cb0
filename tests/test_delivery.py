"""Delivery through the outbox: nothing lost across crashes, failures that do not stop a game, and
the bot's own budget (through the fake Bot API, with a real SQLite file)."""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

from conftest import Harness
from driver import final_message, open_game, pending, pick, play_to_end, record_of, two_in_a_lobby
from pg import BOTH_BACKENDS

from bot.demo.fakegram import FakeTelegram
from bot.outbox import Item
from games.base import commitment

GROUP = -100700


def seats_of(table: Any, users: list[Any]) -> dict[int, Any]:
    return {table.seat_of(u.id): u for u in users}


async def press_no_drain(h: Harness, user: Any, message: Any, data: str) -> None:
    """A press handled by the bot, without waiting for what it sends."""
    await h.fake.press(user, message, data=data, strict=False)
    await h.app.bot_data["processor"].wait_done(h.fake.last_update_id)


def sent_texts(fake: FakeTelegram) -> Counter[tuple[int, str]]:
    """(chat, text) of every message the fake accepted."""
    out: Counter[tuple[int, str]] = Counter()
    for call in fake.requests:
        if call.method == "sendMessage" and call.status == 200:
            out[(int(call.params["chat_id"]), call.params["text"])] += 1
    return out


async def owed(h: Harness) -> list[Item]:
    return [Item.of(r) for r in await h.svc.store.pending()]


@BOTH_BACKENDS
async def test_a_crash_between_commit_and_send_loses_nothing(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(fake, tmp_path / "c.sqlite3", database_url=database_url)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        table = await open_game(h, GROUP, "merit", [alice, bob])
        seats = seats_of(table, [alice, bob])
        rng = random.Random(3)
        # a few moves, then the process dies right after a step was committed, before any sending
        for _ in range(3):
            seat = table.game.to_act(table.state)[0]
            message, buttons = pending(fake, seats[seat], seat) or pending(fake, GROUP, seat)
            await h.press(seats[seat], message, buttons[0])
        h.svc.sender.paused = True
        seat = table.game.to_act(table.state)[0]
        message, buttons = pending(fake, seats[seat], seat) or pending(fake, GROUP, seat)
        version = table.state.version
        await press_no_drain(h, seats[seat], message, buttons[0])
        assert table.state.version > version
        lost = await owed(h)
        assert lost, "the step owes the chats something"
        before = sent_texts(fake)
        await h.stop()
        await h.start()
        await h.drained()
        assert await owed(h) == []
        after = sent_texts(fake)
        for item in lost:
            if item.kind == "send":
                key = (item.chat_id, item.full_text())
                assert after[key] - before[key] == 1, key  # delivered once, after the restart
        # the game goes on to its end
        table = await h.table(GROUP)
        await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), rng)
    finally:
        await h.stop()


@BOTH_BACKENDS
async def test_a_crash_in_the_middle_of_draining_repeats_at_most_one_message_per_chat(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(fake, tmp_path / "d.sqlite3", database_url=database_url)
    await h.start()
    alice, bob, carol = fake.user(1, "Alice"), fake.user(2, "Bob"), fake.user(3, "Carol")
    crashed = asyncio.Event()
    try:
        fake.group(GROUP, "Table", members=[alice, bob, carol])
        for u in (alice, bob, carol):
            await h.say(u, "/start")
        h.svc.sender.paused = True  # what /new says stays owed for a while
        await h.fake.send(alice, "/new merit", GROUP)
        await h.app.bot_data["processor"].wait_done(fake.last_update_id)
        assert len(await owed(h)) >= 1
        h.svc.sender.resume()
        await h.drained()
        lobby = fake.last(GROUP)
        gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
        for u in (bob, carol):
            await h.press(u, lobby, data=f"l:{gid}:join")
        h.svc.sender.paused = True
        await press_no_drain(h, alice, lobby, f"l:{gid}:start")
        lost = await owed(h)
        assert len(lost) >= 3  # the live table and the players' questions
        # no mark of a delivery gets written, and the process dies once every chat got a message:
        # what Telegram accepted is still owed
        store = h.svc.store

        async def dies(*args: Any, **kwargs: Any) -> None:
            if not crashed.is_set():  # (a dead process writes nothing)
                await crashed.wait()
                raise asyncio.CancelledError

        store.delivered_many = dies  # type: ignore[method-assign]  # a fault injected by the test
        before = sent_texts(fake)
        chats = {item.chat_id for item in lost if item.kind == "send"}
        h.svc.sender.resume()
        await fake.wait_for(lambda: {c for c, _ in sent_texts(fake) - before} >= chats, what="a message in each chat")
        await asyncio.sleep(0.2)  # a second message of a chat would go now, were it not held for the mark
        crashed.set()
        await h.stop()
        await h.start()
        await h.drained()
        assert await owed(h) == []
        after = sent_texts(fake)
        repeats: dict[int, int] = {}
        for item in lost:
            if item.kind == "send":
                n = after[(item.chat_id, item.full_text())] - before[(item.chat_id, item.full_text())]
                assert n in (1, 2), item
                repeats[item.chat_id] = repeats.get(item.chat_id, 0) + n - 1
        # marks are written in batches, but a chat gets nothing more before its last message is
        # marked: at most one repeat per chat, its last message before the crash (bot/outbox.py)
        assert all(n <= 1 for n in repeats.values()) and sum(repeats.values()) >= 1, repeats
    finally:
        crashed.set()
        await h.stop()


async def test_a_blocked_player_and_a_failing_group_do_not_stop_the_game(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")

    def trouble() -> None:
        fake.block(bob)  # Bob blocks the bot after joining: his questions are refused for good
        fake.fail("sendMessage", 502, "Bad Gateway", chat=GROUP, times=4)  # and the group has a bad spell
        fake.fail("editMessageText", 502, "Bad Gateway", chat=GROUP, times=4)

    table = await open_game(h, GROUP, "management", [alice, bob], "months=3", before_start=trouble)
    seats = seats_of(table, [alice, bob])
    alice_seat = table.seat_of(alice.id)
    message, buttons = pending(fake, alice, alice_seat)
    await h.press(alice, message, buttons[0])
    # Bob's question could not reach him: the group gets a button that opens the DM
    ask = next(m for m in fake.messages(GROUP) if "can't write to you" in (m.text or ""))
    url = next(d for _, d in ask.buttons() if d and d.startswith("https://"))
    failures = await h.svc.store.failures(table.id)
    assert failures and failures[0][0] == bob.id
    assert any(c.status == 502 for c in fake.requests)
    # Bob comes back through the button; his question is asked again and the game goes on
    await h.say(bob, f"/start {url.split('start=')[1]}")
    assert pending(fake, bob, table.seat_of(bob.id)) is not None
    await h.say(fake.user(99, "Admin"), "/inspect", GROUP)  # not an admin: told so, nothing else
    fake.set_admin(GROUP, alice)
    await h.say(alice, "/inspect", GROUP)
    assert "Sent to you" in (fake.last(GROUP).text or "")  # the details go to the admin's DM
    assert "refused by Telegram" in (fake.last(alice).text or "")
    await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(1))


async def test_a_press_answered_too_late_still_moves_the_game_on(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "merit", [alice, bob])
    seats = seats_of(table, [alice, bob])
    for _ in range(4):
        seat = table.game.to_act(table.state)[0]
        message, buttons = pending(fake, seats[seat], seat) or pending(fake, GROUP, seat)
        fake.fail("answerCallbackQuery", 400, "Bad Request: query is too old and response timeout expired")
        version = table.state.version
        await h.fake.press(seats[seat], message, data=buttons[0], strict=False)
        await h.app.bot_data["processor"].wait_done(fake.last_update_id)
        await h.drained()
        assert table.state.version > version  # the move counted
        nxt = table.game.to_act(table.state)[0]
        assert pending(fake, seats[nxt], nxt) or pending(fake, GROUP, nxt), "the next player is asked"


async def test_a_question_that_fails_to_send_is_retried_until_it_lands(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    fake.group(GROUP, "Table", members=[alice, bob])
    for u in (alice, bob):
        await h.say(u, "/start")
    for u in (alice, bob):  # the questions of the first month fail several times
        fake.fail("sendMessage", 500, "Internal Server Error", chat=u, times=3)
    table = await open_game(h, GROUP, "management", [alice, bob], "months=3")
    for u in (alice, bob):
        assert pending(fake, u, table.seat_of(u.id)) is not None
    assert sum(1 for c in fake.requests if c.status == 500) == 6
    assert h.svc.sender.stats.retries >= 6


@BOTH_BACKENDS
async def test_downtime_is_nobodys_missed_turn(fake: FakeTelegram, tmp_path: Path, database_url: str | None) -> None:
    h = Harness(fake, tmp_path / "t.sqlite3", database_url=database_url, turn_timeout=300.0, reminder=60.0)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        table = await open_game(h, GROUP, "management", [alice, bob], "months=3")
        game_id = table.id
        await h.stop()
        # the bot was down for an hour: every deadline passed while nobody could play
        db = await h.open_db()
        hour = 3600.0
        await db.execute("UPDATE meta SET value=? WHERE key='alive_at'", (repr(time.time() - hour),))
        await db.execute("UPDATE deadlines SET remind_at=remind_at-?, expire_at=expire_at-?", (hour, hour))
        await db.close()
        await h.start()
        await h.drained()
        deadlines = await h.svc.store.deadlines(game_id)
        assert deadlines and all(d.expire_at > time.time() + 200 for d in deadlines)
        assert not any("ran out of time" in (m.text or "") for m in fake.messages(GROUP))
        assert (await h.game(game_id)).state.version == table.state.version
    finally:
        await h.stop()


async def test_a_group_status_brings_the_live_table_down_with_its_buttons(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "merit", [alice, bob])
    seat = table.game.to_act(table.state)[0]
    user = {table.seat_of(alice.id): alice, table.seat_of(bob.id): bob}[seat]
    old = h.svc.sender.slots[(table.id, "table")][1]
    await h.say(user, "/status", GROUP)
    live = fake.last(GROUP)
    assert live.message_id != old and h.svc.sender.slots[(table.id, "table")][1] == live.message_id
    if not table.game.secret(table.state, seat):
        assert pending(fake, GROUP, seat)[0] is live  # the buttons moved with it
    stale = next(m for m in fake.messages(GROUP) if m.message_id == old)
    assert not [d for _, d in stale.buttons() if d and d.startswith("g:")]  # no second set of buttons


async def test_a_record_is_attached_once_the_game_ends(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "merit", [alice, bob])
    seats = seats_of(table, [alice, bob])
    await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(5))
    final = final_message(fake, GROUP, table.id)
    assert final is not None and not any(m.document_name for m in fake.messages(GROUP))  # one message, no file
    assert "Final result" in (final.text or "") and table.seed in (final.text or "")
    record = await record_of(h, bob, GROUP, table.id)  # anyone may have it checked: the 🔍 button
    assert record["game"] == "merit" and record["actions"]
    assert (await h.svc.store.outbox_counts(table.id)).get("pending", 0) == 0


async def test_the_lobby_becomes_the_table_and_the_last_news_comes_with_the_result(harness: Harness) -> None:
    """Two calls a game fewer: Start turns the lobby's message into the live table (no new message,
    no closed lobby left behind), and the step that ends the game sends one message with its news
    and the result, which takes the buttons of the table before it."""
    h, fake = harness, harness.fake
    alice, bob, lobby, gid, _, _ = await two_in_a_lobby(h, fake, GROUP, "timeout=2h")
    await h.press(alice, lobby, data=f"l:{gid}:start")
    await h.drained()
    table = await h.table(GROUP)
    assert [m.message_id for m in fake.messages(GROUP)] == [lobby.message_id]
    live = fake.messages(GROUP)[0]
    assert "begins" in (live.text or "") and commitment(table.seed) in (live.text or "")
    assert "Time per move: 2 h" in (live.text or "")  # what the lobby said is still in sight
    assert not [d for _, d in live.buttons() if d and d.startswith("l:")]
    assert h.svc.sender.slots[(table.id, "table")] == (GROUP, lobby.message_id)
    seats = seats_of(table, [alice, bob])
    await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(7))
    await h.drained()
    final = final_message(fake, GROUP, table.id)
    assert final is not None
    text = final.text or ""
    assert text.index("Final result") > 0 and table.seed in text  # the last news, then the result
    shown = fake.messages(GROUP)
    assert shown[-1] is final
    assert not [d for m in shown[:-1] if not m.deleted for _, d in m.buttons() if d]  # no stale button above it


async def test_a_reminder_carries_the_buttons_it_reminds_of(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "r.sqlite3", turn_timeout=300.0, reminder=60.0)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        table = await open_game(h, GROUP, "management", [alice, bob], "months=3")
        seat = table.seat_of(bob.id)
        first, _ = pending(fake, bob, seat)
        await h.advance(241)
        reminder = await fake.wait_message(bob, "Your move", timeout=10)
        found = pending(fake, bob, seat)
        assert found is not None and found[0] is reminder  # the question again, with its buttons
        # and only once: the former question is gone (or has lost its buttons)
        assert first.deleted or not [d for _, d in first.buttons() if d and d.startswith("g:")]
        await h.press(bob, reminder, pick(found[1], random.Random(0)))
        assert table.state.moves[seat] == 1
    finally:
        await h.stop()


@BOTH_BACKENDS
async def test_a_snapshot_that_no_longer_loads_is_rebuilt_or_the_group_is_told(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(fake, tmp_path / "s.sqlite3", database_url=database_url)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        table = await open_game(h, GROUP, "merit", [alice, bob])
        seats = seats_of(table, [alice, bob])
        for _ in range(3):
            seat = table.game.to_act(table.state)[0]
            message, buttons = pending(fake, seats[seat], seat) or pending(fake, GROUP, seat)
            await h.press(seats[seat], message, pick(buttons, random.Random(2)))
        version = table.state.version
        await h.stop()
        db = await h.open_db()
        await db.execute('UPDATE games SET state=\'{"an": "old shape"}\' WHERE id=?', (table.id,))
        await db.close()
        await h.start()
        rebuilt = await h.game(table.id)
        assert rebuilt.state is not None and rebuilt.state.version == version  # replayed from the log
        assert (await h.svc.store.game(table.id)).state == rebuilt.state.model_dump_json()
        await h.stop()
        db = await h.open_db()
        # options an upgraded engine no longer knows: neither the snapshot nor a replay can be had
        await db.execute("UPDATE games SET state='{}', options='{\"roles\": \"gone\"}' WHERE id=?", (table.id,))
        await db.close()
        await h.start()
        assert await h.game(table.id) is None  # found broken when it is next needed (a press, a deadline)
        await h.drained()
        assert table.id not in h.svc.tables.by_id
        told = next(m for m in fake.messages(GROUP) if "could not be resumed" in (m.text or ""))
        assert f"#{table.id}" in (told.text or "")
        assert (fake.last(GROUP).document_name or "") == f"croupier-{table.id}.json"
        assert (await h.svc.store.game(table.id)).status == "cancelled"
    finally:
        await h.stop()


async def test_a_deadline_whose_handling_fails_is_tried_again(harness: Harness) -> None:
    """A failure that may pass (the database's) is tried again by the scheduler's loop, the rest going
    on meanwhile; an engine's bug stops the game instead (tests/test_e2e_engine_failure.py)."""
    from bot import schedule

    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "management", [alice, bob], "months=3")
    waiting = sorted(d.seat for d in table.deadlines)
    store = h.svc.store
    real = store.commit

    async def broken(*args: Any, **kw: Any) -> None:
        raise OSError("the disk is full")

    h.offset += 700  # past the deadlines (reminders off: turn_timeout 600 s, reminder 60 s: both due)
    failed: dict[Any, float] = {}
    store.commit = broken  # type: ignore[method-assign]  # a fault injected by the test
    try:
        await schedule.run_due(h.app, h.svc, failed=failed)  # as the loop of one process runs it
    finally:
        store.commit = real  # type: ignore[method-assign]  # the real one put back
    assert failed and all(at > h.svc.clock() for at in failed.values())  # each will be tried again
    assert all(table.seats[s].missed == 0 for s in waiting)  # nothing of the failed attempts stuck
    assert all(table.state.moves[s] == 0 for s in waiting) and not table.ui.stopped
    h.offset += schedule.RETRY
    await schedule.run_due(h.app, h.svc, settle=h.drained, failed=failed)
    assert sorted(a.seat for a in await store.actions(table.id) if a.source == "timeout") == waiting


async def test_a_question_that_reached_its_player_late_gives_the_time_back(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    held: list[float] = []

    def hold() -> None:
        h.svc.sender.paused = True  # the questions wait in the outbox (a queue, a slow network)
        held.append(h.svc.clock())

    table = await open_game_paused(h, [alice, bob], hold)
    planned = {d.seat: d.expire_at for d in table.deadlines}
    assert planned and all(at <= held[0] + 600 + 5 for at in planned.values())
    h.offset += 45  # 45 s pass before the sender gets to them
    h.svc.sender.resume()
    await h.drained()
    for d in table.deadlines:
        assert d.expire_at >= planned[d.seat] + 40  # nobody loses the time our queue took
    stored = {d.seat: d.expire_at for d in await h.svc.store.deadlines(table.id)}
    assert stored == {d.seat: d.expire_at for d in table.deadlines}


async def open_game_paused(h: Harness, users: list[Any], before_start: Any) -> Any:
    """Like `open_game`, but the start's messages stay owed: the start press is not drained."""
    fake = h.fake
    fake.group(GROUP, "Table", members=users)
    for u in users:
        await h.say(u, "/start")
    await h.say(users[0], "/new management months=3", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    for u in users[1:]:
        await h.press(u, lobby, data=f"l:{gid}:join")
    before_start()
    await press_no_drain(h, users[0], lobby, f"l:{gid}:start")
    return await h.table(GROUP)


async def test_the_player_asked_in_the_group_is_mentioned(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "merit", [alice, bob])
    for _ in range(40):  # until a decision is asked in the group
        seat = table.game.to_act(table.state)[0]
        if not table.game.secret(table.state, seat):
            break
        user = {table.seat_of(alice.id): alice, table.seat_of(bob.id): bob}[seat]
        message, buttons = pending(fake, user, seat)
        await h.press(user, message, pick(buttons, random.Random(1)))
    seat = table.game.to_act(table.state)[0]
    await h.drained()
    prompt = next(m for m in fake.messages(GROUP) if m.message_id == h.svc.sender.slots[(table.id, "turn")][1])
    assert f'tg://user?id={table.seats[seat].user_id}"' in (prompt.html or "")  # a mention that notifies
    assert prompt.edited == 0 and prompt is fake.last(GROUP)  # a new message: an edit would not notify


async def test_a_status_right_after_the_start_still_shows_the_full_hash(harness: Harness) -> None:
    """/status sent while the start's edit of the lobby still waits: the table it posts anew carries
    the start's lines with the full sha256 (the final message says it was shown at the start)."""
    h, fake = harness, harness.fake
    alice, bob, lobby, gid, _, _ = await two_in_a_lobby(h, fake, GROUP)
    h.svc.sender.paused = True  # the start's edit waits (its pacing, a slow start)
    await press_no_drain(h, alice, lobby, f"l:{gid}:start")
    await fake.send(bob, "/status", GROUP)
    await h.app.bot_data["processor"].wait_done(fake.last_update_id)
    h.svc.sender.resume()
    await h.drained()
    table = await h.table(GROUP)
    full = commitment(table.seed)
    assert any(full in (m.text or "") for m in fake.messages(GROUP))
    assert "begins" in (fake.last(GROUP).text or "")  # the table at the bottom says the game began
    assert await owed(h) == []


@BOTH_BACKENDS
async def test_a_copy_left_by_a_crash_loses_its_buttons_when_pressed(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    """The bot dies after Telegram accepted a question and before it was marked: the question is sent
    again after the restart, and the chat holds two copies with the same buttons. Each send's buttons
    carry a tag of their own: a press on the copy the bot does not know takes its buttons away and
    says the live one is below; the live one works."""
    h = Harness(fake, tmp_path / "t.sqlite3", database_url=database_url)
    await h.start()
    crashed = asyncio.Event()
    try:
        alice, bob, lobby, gid, _, _ = await two_in_a_lobby(h, fake, GROUP)
        h.svc.sender.paused = True
        await press_no_drain(h, alice, lobby, f"l:{gid}:start")
        before = sent_texts(fake)

        async def dies(*args: Any, **kwargs: Any) -> None:  # no mark is ever written: the process dies
            if not crashed.is_set():  # (a dead process writes nothing)
                await crashed.wait()
                raise asyncio.CancelledError

        h.svc.store.delivered_many = dies  # type: ignore[method-assign]  # a fault injected by the test
        h.svc.sender.resume()
        await fake.wait_for(lambda: {c for c, _ in sent_texts(fake) - before} & {alice.id, bob.id}, what="a question")
        crashed.set()
        await h.stop()
        await h.start()
        await h.drained()
        copies = [
            (user, ms)
            for user in (alice, bob)
            for text in {m.text for m in fake.messages(user)}
            if len(ms := [m for m in fake.messages(user) if m.text == text and m.buttons()]) == 2
        ]
        assert copies, "a question was sent twice"
        user, (stray, live) = copies[0]
        data = next(d for _, d in stray.raw_buttons() if d and d.startswith("g:"))
        said = await h.press(user, stray, data=data)
        assert said.show_alert and "stray copy" in (said.text or "")
        await h.drained()
        stray = next(m for m in fake.messages(user) if m.message_id == stray.message_id)
        assert not stray.buttons()  # the copy lost its buttons
        said = await h.press(user, live, data=next(d for _, d in live.raw_buttons() if d and d.startswith("g:")))
        assert "stray copy" not in (said.text or "")  # the live one is pressed as usual
    finally:
        crashed.set()
        await h.stop()
