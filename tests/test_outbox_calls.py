"""The sender spends as few calls as a move allows, against the fake Bot API: what waits may still be
replaced, a receipt waits for the question that may follow it, quick builder redraws and quick news
go out as one."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from telegram import Bot
from test_outbox import post

from bot.demo.fakegram import BOT_ID, FakeTelegram
from bot.messaging import edit, keyboard, photo, send
from bot.outbox import (
    ADOPT,
    DELETE_INTERVALS,
    FINAL,
    HOLD,
    HOLD_INTERVALS,
    LAZY,
    LAZY_INTERVALS,
    SEALED,
    TABLE_INTERVALS,
    Item,
    Sender,
    chunks,
    message_parts,
)
from storage import open_database
from storage.store import OutRow, Store

GROUP = -100800
ANN = 5


class Clock:
    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def parts(tmp_path: Path) -> AsyncIterator[tuple[FakeTelegram, Bot, Store, Clock]]:
    clock = Clock()
    fake = FakeTelegram(group_limit=20, dm_limit=1.0, dm_burst=3, clock=clock)
    await fake.start()
    fake.group(GROUP, "Group")
    fake.user(ANN, "Ann").started = True
    bot = Bot("123456:TEST", base_url=fake.base_url)
    await bot.initialize()
    db = await open_database(None, str(tmp_path / "c.sqlite3"))
    try:
        yield fake, bot, Store(db), clock
    finally:
        await db.close()
        await bot.shutdown()
        await fake.stop()


def calls(fake: FakeTelegram, since: int, method: str, chat: int) -> list[dict]:
    return [c.params for c in list(fake.requests)[since:] if c.method == method and int(c.params["chat_id"]) == chat]


BUTTONS = keyboard([[("Go", "g:1:0:0:go")]])


async def deletions(sender: Sender, chat: int, n: int) -> list[Item]:
    """The chat's deletions owed, once there are `n` (a send's former message joins the queue once
    the send is marked)."""
    for _ in range(500):
        owed = [it for it in sender.queues.get(chat, []) if it.kind == "delete"]
        if len(owed) >= n:
            return owed
        await asyncio.sleep(0.01)
    return owed


async def asked(parts: tuple) -> Sender:
    """A sender that redraws a message at most every 3 s, and Ann's question in her DM, delivered."""
    _, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    await post(sender, store, [send(ANN, "Question 1", BUTTONS, game_id=1, slot="prompt:0")])
    await sender.drained()
    return sender


async def test_a_receipt_waits_and_the_question_that_follows_replaces_it(parts: tuple) -> None:
    fake, _, store, clock = parts
    sender = await asked(parts)
    mark = len(fake.requests)
    receipt = edit(ANN, 1, "prompt:0", "Sent; you may change it", BUTTONS, lines=["Noted: A."], meta={HOLD: True})
    await post(sender, store, [receipt])
    clock.now += 1.5  # a question could go now; the receipt waits the whole interval
    sender._kick(ANN)
    await asyncio.sleep(0.05)
    assert calls(fake, mark, "editMessageText", ANN) == [] and sender.pending() == 1
    question = edit(ANN, 1, "prompt:0", "Question 2", BUTTONS, lines=["You got 2 RM."], meta={"prompt": [1, 0, 1]})
    await post(sender, store, [question])
    await sender.drained()
    edits = calls(fake, mark, "editMessageText", ANN)
    assert len(edits) == 1  # one call, and it says both: what she chose, and what comes next
    assert "Noted: A." in edits[0]["text"] and "You got 2 RM." in edits[0]["text"] and "Question 2" in edits[0]["text"]
    assert not await store.pending()


async def test_a_sealed_choice_just_sent_waits_for_the_reveal_that_brings_the_next_question(parts: tuple) -> None:
    """A sealed choice's question redrawn as sent (`SEALED`): its buttons stay valid and the toast told
    the player, so it waits longer than a receipt, past a person's pace: the reveal's next question,
    sent as a new message because the player has looked away, takes it along (the new question, and
    the former one deleted with the chat's other former messages: about one call, not three)."""
    fake, _, store, clock = parts
    sender = await asked(parts)
    first = fake.last(ANN)
    mark = len(fake.requests)
    sent = {HOLD: True, SEALED: True}
    await post(
        sender, store, [edit(ANN, 1, "prompt:0", "Sent: A; change it?", BUTTONS, lines=["Noted: A."], meta=sent)]
    )
    clock.now += (LAZY_INTERVALS + 1) * 3.0  # a lazy redraw would have gone by now
    sender._kick(ANN)
    await asyncio.sleep(0.05)
    assert calls(fake, mark, "editMessageText", ANN) == [] and sender.pending() == 1
    await post(sender, store, [send(ANN, "Question 2", BUTTONS, game_id=1, slot="prompt:0", prev="strip")])
    await fake.wait_for(lambda: "Question 2" in (fake.last(ANN).text or ""), what="question 2")
    assert calls(fake, mark, "editMessageText", ANN) == [] and len(calls(fake, mark, "sendMessage", ANN)) == 1
    # the former question's buttons are not taken away in a call of its own: it goes with the chat's
    # other former messages, once their wait is up
    assert calls(fake, mark, "editMessageReplyMarkup", ANN) == []
    assert len(await deletions(sender, ANN, 1)) == 1
    clock.now += DELETE_INTERVALS * 3.0
    sender._kick(ANN)
    await sender.drained()
    assert first.deleted and calls(fake, mark, "editMessageReplyMarkup", ANN) == []


async def test_a_question_is_not_held_back_by_a_redraw_that_joins_it(parts: tuple) -> None:
    """A question still waiting in the queue, then a redraw of the same message that asks nothing
    (another player's move changed the panel): one call, and it goes as soon as a question would."""
    fake, _, store, clock = parts
    sender = await asked(parts)
    clock.now += 1.5  # a question may be redrawn a second after the last change; a receipt waits 3
    mark = len(fake.requests)
    sender.paused = True
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Question 2", BUTTONS, meta={"prompt": [1, 0, 1]})])
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Question 2, new panel", BUTTONS, meta={HOLD: True})])
    sender.resume()
    for _ in range(50):
        await asyncio.sleep(0.01)
        if calls(fake, mark, "editMessageText", ANN):
            break
    assert [e["text"] for e in calls(fake, mark, "editMessageText", ANN)] == ["Question 2, new panel"]


async def test_a_receipt_alone_goes_out_after_the_hold_wait(parts: tuple) -> None:
    """The press's toast was the receipt: its redraw waits `HOLD_INTERVALS`, for the player's next
    question to take it along (at a person's pace, that question mostly comes within the wait)."""
    fake, _, store, clock = parts
    sender = await asked(parts)
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Sent", None, lines=["Noted: A."], meta={HOLD: True})])
    clock.now += 3.0
    sender._kick(ANN)
    await asyncio.sleep(0.05)
    assert sender.pending() == 1  # one edit interval is not enough any more
    clock.now += LAZY_INTERVALS * 3.0
    sender._kick(ANN)
    await asyncio.sleep(0.05)
    assert sender.pending() == 1 and HOLD_INTERVALS > LAZY_INTERVALS + 1  # nor is a lazy redraw's wait
    clock.now += HOLD_INTERVALS * 3.0
    sender._kick(ANN)
    await sender.drained()
    assert "Noted: A." in (fake.last(ANN).text or "") and not fake.last(ANN).buttons()


async def test_a_panel_that_others_changed_waits_for_its_players_next_question(parts: tuple) -> None:
    """Someone else's move made a deposit possible: the player's panel gains a button, but nothing is
    asked of them, so the redraw waits as a receipt does and their next question carries it."""
    fake, _, store, clock = parts
    sender = await asked(parts)
    clock.now += 60  # the message was last drawn long ago: a receipt would go at once
    mark = len(fake.requests)
    panel = keyboard([[("Credit", "g:1:0:p1:credit")], [("Deposit", "g:1:0:p1:deposit")]])
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Position, 💰 20M", panel, meta={HOLD: True, LAZY: True})])
    clock.now += HOLD_INTERVALS * 3.0 - 1
    sender._kick(ANN)
    await asyncio.sleep(0.05)
    assert calls(fake, mark, "editMessageText", ANN) == [] and sender.pending() == 1
    question = edit(ANN, 1, "prompt:0", "Your turn: roll", panel, meta={"prompt": [1, 0, 3]})
    await post(sender, store, [question])
    await sender.drained()  # the question does not wait for the panel's long interval
    assert [e["text"] for e in calls(fake, mark, "editMessageText", ANN)] == ["Your turn: roll"]


async def test_a_panel_that_others_changed_shows_in_the_end_without_a_question(parts: tuple) -> None:
    fake, _, store, clock = parts
    sender = await asked(parts)
    mark = len(fake.requests)
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Position, 💰 20M", None, meta={HOLD: True, LAZY: True})])
    clock.now += 3.0  # a receipt would go now; this waits on
    sender._kick(ANN)
    await asyncio.sleep(0.05)
    assert calls(fake, mark, "editMessageText", ANN) == []
    clock.now += HOLD_INTERVALS * 3.0
    sender._kick(ANN)
    await sender.drained()
    assert fake.last(ANN).text == "Position, 💰 20M" and not fake.last(ANN).buttons()


async def test_the_games_end_sends_the_receipts_it_held_at_once(parts: tuple) -> None:
    """No next question will take a held receipt along once the game is over: the end's message
    sends it at once, so that the answered question loses its buttons with the end, not a minute on."""
    fake, _, store, clock = parts
    sender = await asked(parts)
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Sent", None, lines=["Noted: A."], meta={HOLD: True})])
    clock.now += 3.0
    sender._kick(ANN)
    await asyncio.sleep(0.05)
    assert sender.pending() == 1 and fake.last(ANN).buttons()
    await post(sender, store, [send(GROUP, "Final result", None, game_id=1, slot="table", meta={FINAL: True})])
    await sender.drained()  # the clock stands still
    assert "Noted: A." in (fake.last(ANN).text or "") and not fake.last(ANN).buttons()


async def after_the_table_wait(fake: FakeTelegram, sender: Sender, clock: Clock, mark: int) -> list[str]:
    """The group's table edits since `mark` once its lazy wait is over; until then, none went and one
    redraw waits."""
    assert calls(fake, mark, "editMessageText", GROUP) == [] and sender.pending() == 1
    clock.now += TABLE_INTERVALS * 3.0
    sender._kick(GROUP)
    await sender.drained()
    return [e["text"] for e in calls(fake, mark, "editMessageText", GROUP)]


async def test_a_groups_lazy_table_redraws_of_several_moves_go_in_one_edit(parts: tuple) -> None:
    """A table redraw whose news a turn prompt told waits `TABLE_INTERVALS` (30 s at 3 s), longer than a
    DM's lazy redraw: at a person's pace the next moves' redraws join it, one edit for four or five
    moves, and the table still shows the last of them once the wait is over."""
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    await post(sender, store, [send(GROUP, "Table 0", None, game_id=1, slot="table")])
    await sender.drained()
    clock.now += 60
    mark = len(fake.requests)
    for n in range(1, 5):  # four moves, 6 s apart
        await post(sender, store, [edit(GROUP, 1, "table", f"Table {n}", None, meta={LAZY: True})])
        clock.now += 6.0
        sender._kick(GROUP)
        await asyncio.sleep(0.05)
    assert LAZY_INTERVALS * 3.0 < 4 * 6.0 < TABLE_INTERVALS * 3.0
    assert await after_the_table_wait(fake, sender, clock, mark) == ["Table 4"]


async def test_a_table_redraw_that_takes_its_buttons_away_does_not_wait(parts: tuple) -> None:
    """A redraw that asks nobody may wait (`TABLE_INTERVALS`), except one that takes away buttons
    people could still press (a closed auction's raises): those go at the table's next edit slot."""
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    raises = keyboard([[("+1", "o:1:+1"), ("+5", "o:1:+5")]])
    await post(sender, store, [send(GROUP, "Auction: 10M", raises, game_id=1, slot="table")])
    await sender.drained()
    clock.now += 60
    mark = len(fake.requests)
    await post(sender, store, [edit(GROUP, 1, "table", "Sold for 10M", None, meta={LAZY: True})])
    await sender.drained()
    assert [e["text"] for e in calls(fake, mark, "editMessageText", GROUP)] == ["Sold for 10M"]
    assert not fake.last(GROUP).buttons()
    # with nothing left to take away, the next redraw that asks nobody waits again
    clock.now += 60
    mark = len(fake.requests)
    await post(sender, store, [edit(GROUP, 1, "table", "Sold for 10M; rolled 7", None, meta={LAZY: True})])
    sender._kick(GROUP)
    await asyncio.sleep(0.05)
    assert await after_the_table_wait(fake, sender, clock, mark) == ["Sold for 10M; rolled 7"]


async def test_a_row_waiting_for_the_overall_budget_can_still_be_replaced(parts: tuple) -> None:
    fake, bot, store, _ = parts
    sender = Sender(bot, store, overall_per_second=2, edit_interval=0)
    await post(sender, store, [send(ANN, "Question 1", BUTTONS, game_id=1, slot="prompt:0")])
    await sender.drained()
    mark = len(fake.requests)
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Question 2", BUTTONS)])
    while not sender.overall.waiting:  # the edit waits for the bot's next call slot
        await asyncio.sleep(0.001)
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Question 3", BUTTONS)])
    await sender.drained()
    edits = calls(fake, mark, "editMessageText", ANN)
    assert [e["text"] for e in edits] == ["Question 3"]


async def test_quick_builder_redraws_of_one_message_cost_one_edit(parts: tuple) -> None:
    fake, bot, store, _ = parts
    sender = Sender(bot, store, edit_interval=0)
    await post(sender, store, [send(ANN, "Question", BUTTONS, game_id=1, slot="prompt:0")])
    await sender.drained()
    message_id = fake.last(ANN).message_id
    mark = len(fake.requests)
    sender.paused = True
    for draft in ("2 RM", "2 RM at $510", "2 RM at $520"):
        sender.push_volatile(Item(chat_id=ANN, kind="edit", message_id=message_id, text=f"Bid: {draft}"))
    sender.resume()
    await sender.drained()
    assert [e["text"] for e in calls(fake, mark, "editMessageText", ANN)] == ["Bid: 2 RM at $520"]


async def test_news_without_buttons_is_paced_like_an_edit_and_merges(parts: tuple) -> None:
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)

    def news(text: str, line: str, markup: object = None) -> OutRow:
        return send(GROUP, text, markup, game_id=1, slot="table", lines=[line], prev="strip")  # type: ignore[arg-type]  # markup may be a test value the bot never makes

    await post(sender, store, [news("table 1", "it begins")])
    await sender.drained()
    await post(sender, store, [news("table 2", "bids revealed")])
    await asyncio.sleep(0.05)
    assert fake.chat_stats(GROUP).new == 1  # a moment after the last news: it waits
    await post(sender, store, [news("table 3", "offers revealed")])
    clock.now += 3.0
    sender._kick(GROUP)
    await sender.drained()
    assert fake.chat_stats(GROUP).new == 2  # both in one message
    last = fake.last(GROUP).text or ""
    assert "bids revealed" in last and "offers revealed" in last and "table 3" in last
    await post(sender, store, [news("table 4", "your turn", BUTTONS)])  # someone must act: at once
    await sender.drained()
    assert fake.chat_stats(GROUP).new == 3


LOBBY = keyboard([[("Join", "l:1:join"), ("Start", "l:1:start")]])


def table_row(text: str, line: str, markup: object = None) -> OutRow:
    """The first live table, taking over the lobby's message (bot.render.table_news)."""
    return edit(GROUP, 1, "table", text, markup, lines=[line], meta={ADOPT: "lobby", "newest": True})  # type: ignore[arg-type]  # markup may be a test value the bot never makes


async def test_the_first_table_takes_over_the_lobby_message(parts: tuple) -> None:
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    await post(sender, store, [send(GROUP, "Lobby: Ann", LOBBY, game_id=1, slot="lobby")])
    await sender.drained()
    lobby = fake.last(GROUP)
    await post(sender, store, [edit(GROUP, 1, "lobby", "Lobby: Ann, Bob", LOBBY)])  # Bob joins
    await sender.drained()
    mark = len(fake.requests)
    await post(sender, store, [edit(GROUP, 1, "lobby", "Lobby: Ann, Bob, Cy", LOBBY)])  # Cy joins: paced, waits
    await asyncio.sleep(0.05)
    await post(sender, store, [table_row("Round 1", "The game begins.")])  # Start, a moment later
    await sender.drained()
    assert calls(fake, mark, "sendMessage", GROUP) == []
    edits = calls(fake, mark, "editMessageText", GROUP)
    assert len(edits) == 1 and edits[0]["message_id"] == lobby.message_id  # the lobby's edit is overtaken
    shown = fake.last(GROUP)
    assert shown.message_id == lobby.message_id and "The game begins." in (shown.text or "") and not shown.buttons()
    assert not await store.pending()
    assert (await store.slots([1]))[(1, "table")] == (GROUP, lobby.message_id)  # the table's, after a restart too
    await post(sender, store, [send(GROUP, "Round 2", BUTTONS, game_id=1, slot="table", lines=["News"], prev="strip")])
    await sender.drained()
    assert fake.last(GROUP).message_id != lobby.message_id


async def test_a_lobby_that_is_no_longer_the_newest_message_loses_its_buttons_and_the_table_comes_anew(
    parts: tuple,
) -> None:
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    await post(sender, store, [send(GROUP, "Lobby: Ann", LOBBY, game_id=1, slot="lobby")])
    await post(sender, store, [send(GROUP, "Bob, open a chat with me first.")])
    await sender.drained()
    lobby = fake.messages(GROUP)[0]
    await post(sender, store, [table_row("Round 1", "The game begins.")])
    await sender.drained()
    table = fake.last(GROUP)
    assert table.message_id != lobby.message_id and "The game begins." in (table.text or "")
    lobby = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert lobby.text == "Lobby: Ann" and not lobby.buttons()  # closed, not left with a Start button


async def test_a_lobby_never_sent_is_not_sent_once_the_game_starts(parts: tuple) -> None:
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    sender.paused = True
    await post(sender, store, [send(GROUP, "Lobby: Ann", LOBBY, game_id=1, slot="lobby")])
    await post(sender, store, [table_row("Round 1", "The game begins.")])
    sender.resume()
    await sender.drained()
    assert [m.text for m in fake.messages(GROUP)] == ["The game begins.\n\nRound 1"]
    assert not await store.pending()


async def test_the_final_result_is_a_new_message_when_the_games_share_is_spent(parts: tuple) -> None:
    fake, bot, store, clock = parts
    sender = Sender(bot, store, game_per_minute=2, edit_interval=3.0, clock=clock)

    def news(text: str, markup: object = None, meta: dict | None = None) -> OutRow:
        return send(GROUP, text, markup, game_id=1, slot="table", prev="strip", meta=meta)  # type: ignore[arg-type]  # markup may be a test value the bot never makes

    for text in ("table 1", "table 2", "table 3"):
        await post(sender, store, [news(text, BUTTONS)])
        await sender.drained()
    assert fake.chat_stats(GROUP).new == 2  # the third news became an edit of the live table
    await post(sender, store, [news("Final result", keyboard([[("Again", "r:1")]]), {FINAL: True})])
    await sender.drained()
    assert fake.chat_stats(GROUP).new == 3 and fake.last(GROUP).text == "Final result"


async def test_a_games_picture_counts_in_its_share_and_holds_up_no_news(parts: tuple) -> None:
    """A year's board picture when the game's share of the group's minute is spent: it waits until a
    message leaves the window, and the news that came after it does not wait for it (it goes into
    the live table meanwhile)."""
    fake, bot, store, clock = parts
    sender = Sender(bot, store, game_per_minute=2, edit_interval=0, clock=clock)

    def news(text: str) -> OutRow:
        return send(GROUP, text, BUTTONS, game_id=1, slot="table", prev="strip")

    for text in ("table 1", "table 2"):
        await post(sender, store, [news(text)])
        await sender.drained()
    await post(sender, store, [photo(GROUP, b"png", "Year 2: the board", game_id=1), news("Lot sold")])
    for _ in range(50):
        await asyncio.sleep(0.01)
        if fake.last(GROUP).text == "Lot sold":
            break
    assert fake.chat_stats(GROUP).new == 2 and fake.last(GROUP).text == "Lot sold"  # news went into the table
    assert sender.pending() == 1  # the picture waits for the share
    clock.now += 62
    sender._kick(GROUP)
    await sender.drained()
    assert fake.chat_stats(GROUP).new == 3 and fake.chat_stats(GROUP).busiest_minute() == 2


def test_a_long_last_message_keeps_its_result_whole() -> None:
    news = "\n".join(f"Trick {i}: 🂡 🂱 🃁 🃑 taken by Ann, Bob and Carol" for i in range(200))
    result = "🏁 Final result\n" + "\n".join(f"{i}. Player {i} — {i * 7} points" for i in range(1, 40))
    parts = message_parts(news, result)
    assert all(len(p) <= 4096 for p in parts) and len(parts) == len(chunks(f"{news}\n\n{result}"))
    assert parts[-1].endswith(result) and "🏁 Final result" not in "".join(parts[:-1])
    assert "\n".join(parts).replace("\n\n", "\n") == f"{news}\n{result}"  # nothing lost, nothing repeated
    assert message_parts("news", "result") == ["news\n\nresult"]


async def test_a_pin_counts_in_the_groups_budget(parts: tuple) -> None:
    """Pinning the table posts a "pinned" line in the group, which Telegram counts like a message:
    the sender counts it too (after a restart as well), and what follows waits for the window
    instead of meeting a 429."""
    fake, bot, store, clock = parts
    fake.set_admin(GROUP, BOT_ID)
    fake.group_limit = 3
    sender = Sender(bot, store, group_per_minute=3, game_per_minute=3, edit_interval=0, clock=clock)
    table = send(GROUP, "Table", BUTTONS, game_id=1, slot="table", lines=["Begins"], meta={"pin": True})
    await post(sender, store, [table])
    await sender.drained()
    assert fake.chat_stats(GROUP).pins == 1 and sender.group.used(GROUP) == 2  # the table and its pin
    await sender.stop()
    sender = Sender(bot, store, group_per_minute=3, game_per_minute=3, edit_interval=0, clock=clock)
    await sender.load()
    assert sender.group.used(GROUP) == 2
    await post(sender, store, [send(GROUP, f"answer {i}") for i in range(2)])
    await fake.wait_for(lambda: fake.chat_stats(GROUP).new == 2, what="the first answer")
    clock.now += 61
    sender._kick(GROUP)
    await sender.drained()
    assert fake.chat_stats(GROUP).new == 3 and fake.too_many == 0


async def test_news_too_long_for_one_edit_waits_to_come_as_a_new_message(parts: tuple) -> None:
    """The game's share is spent, so news would go into the live table; but an edit has one message,
    which would lose the news's first lines (the ones that must be said): it waits for the share and
    comes as a new message instead, whole."""
    fake, bot, store, clock = parts
    sender = Sender(bot, store, game_per_minute=1, edit_interval=0, clock=clock)

    def news(text: str, lines: list[str]) -> OutRow:
        return send(GROUP, text, BUTTONS, game_id=1, slot="table", lines=lines, prev="strip")

    await post(sender, store, [news("table 1", ["Round 1"])])
    await sender.drained()
    proof = "Its sha256: " + "ab" * 32
    await post(sender, store, [news("table 2", [proof, "a" * 3000, "b" * 1500])])
    await asyncio.sleep(0.05)
    clock.now += 62
    sender._kick(GROUP)
    await sender.drained()
    assert proof in fake.all_text_to(GROUP) and fake.too_many == 0
    assert not await store.pending()


async def test_former_questions_go_together_in_one_call(parts: tuple) -> None:
    """A question sent anew below the former one (a face that keeps one living question deletes it;
    any other face's former question with buttons goes the same way): the deletions owed in the chat
    wait `DELETE_INTERVALS`, then go in one `deleteMessages` call, buttons or not. Meanwhile a press
    on a former question is answered with where the live one is (`bot.play.stale_reason`)."""
    fake, _, store, clock = parts
    sender = await asked(parts)
    first = fake.last(ANN)
    mark = len(fake.requests)
    for n, prev in ((2, "delete"), (3, "strip")):
        await post(sender, store, [send(ANN, f"Question {n}", BUTTONS, game_id=1, slot="prompt:0", prev=prev)])
        clock.now += 1.1  # (a private chat takes about one new message a second)
        sender._kick(ANN)
        await fake.wait_for(lambda n=n: fake.last(ANN).text == f"Question {n}", what=f"question {n}")
    second = fake.messages(ANN)[-2]
    owed = await deletions(sender, ANN, 2)
    assert [it.kind for it in owed] == ["delete", "delete"] and all(it.meta.get(LAZY) for it in owed)
    clock.now += DELETE_INTERVALS * 3.0
    sender._kick(ANN)
    await fake.wait_for(lambda: first.deleted and second.deleted, what="the former questions deleted")
    await sender.drained()
    assert len(calls(fake, mark, "deleteMessages", ANN)) == 1 and not calls(fake, mark, "deleteMessage", ANN)
    assert calls(fake, mark, "editMessageReplyMarkup", ANN) == []
    assert [m.text for m in fake.messages(ANN) if not m.deleted] == ["Question 3"]


LINK = keyboard([[("📱 Open the table", "https://t.me/croupier_test_bot/table?startapp=gT0k3n")]])


async def test_a_table_whose_only_button_is_a_link_is_paced_as_one_without_buttons(parts: tuple) -> None:
    """The live table's link to the Mini App asks nothing of anyone (bot.outbox.asks): news that
    brings it waits like news without buttons and merges, and an edit right after a new table waits
    its interval instead of going at once, as an edit with buttons to press would."""
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)

    def news(text: str, line: str, markup: object = LINK) -> OutRow:
        return send(GROUP, text, markup, game_id=1, slot="table", lines=[line], prev="strip")  # type: ignore[arg-type]  # markup may be a test value the bot never makes

    await post(sender, store, [news("table 1", "it begins")])
    await sender.drained()
    await post(sender, store, [news("table 2", "bids revealed")])  # within the interval (the clock stands):
    await post(sender, store, [news("table 3", "offers revealed")])  # both wait, and go as one
    clock.now += 3.0
    sender._kick(GROUP)
    await sender.drained()
    assert fake.chat_stats(GROUP).new == 2  # both in one message
    assert calls(fake, 0, "editMessageReplyMarkup", GROUP) == []  # the former table keeps its link
    mark = len(fake.requests)
    await post(sender, store, [edit(GROUP, 1, "table", "table 3, redrawn", LINK)])  # not at once: it
    await post(sender, store, [edit(GROUP, 1, "table", "table 3, redrawn again", LINK)])  # waits, and the
    clock.now += 3.0  # next redraw replaces it
    sender._kick(GROUP)
    await sender.drained()
    assert [c["text"] for c in calls(fake, mark, "editMessageText", GROUP)] == ["table 3, redrawn again"]
    await post(sender, store, [news("table 4", "your turn", BUTTONS)])  # someone must act: at once
    await sender.drained()
    assert fake.chat_stats(GROUP).new == 3


async def test_a_seats_older_question_that_comes_after_a_newer_one_is_never_shown(parts: tuple) -> None:
    """A reminder (move 3) reaching the chat after the timeout's new question (move 4), as it can with
    several workers: it would replace the live buttons with stale ones, so it is marked done unsent."""
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=0.0, clock=clock)
    await post(
        sender, store, [send(ANN, "Question 4", BUTTONS, game_id=1, slot="prompt:0", meta={"prompt": [1, 0, 4]})]
    )
    await sender.drained()
    mark = len(fake.requests)
    reminder = send(ANN, "Your move! Question 3", BUTTONS, game_id=1, slot="prompt:0", meta={"prompt": [1, 0, 3]})
    await post(sender, store, [reminder])
    clock.now += 5
    await sender.drained()
    assert calls(fake, mark, "sendMessage", ANN) == [] and calls(fake, mark, "editMessageText", ANN) == []
    assert fake.last(ANN).text == "Question 4" and not await store.pending()
    other = send(ANN, "Question 5", BUTTONS, game_id=1, slot="prompt:0", meta={"prompt": [1, 0, 5]})
    await post(sender, store, [other])  # the next one goes as usual
    await sender.drained()
    assert fake.last(ANN).text == "Question 5"
