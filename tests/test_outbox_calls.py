"""The sender spends as few calls as a move allows, against the fake Bot API: what waits may still be
replaced, a receipt waits for the question that may follow it, quick builder redraws and quick news
go out as one."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fakegram import FakeTelegram
from telegram import Bot

from bot.messaging import edit, keyboard, send
from bot.outbox import HOLD, Item, Sender
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


async def post(sender: Sender, store: Store, rows: list[OutRow]) -> None:
    await store.enqueue(rows)
    sender.push(rows)


def calls(fake: FakeTelegram, since: int, method: str, chat: int) -> list[dict]:
    return [c.params for c in list(fake.requests)[since:] if c.method == method and int(c.params["chat_id"]) == chat]


BUTTONS = keyboard([[("Go", "g:1:0:0:go")]])


async def test_a_receipt_waits_and_the_question_that_follows_replaces_it(parts: tuple) -> None:
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    await post(sender, store, [send(ANN, "Question 1", BUTTONS, game_id=1, slot="prompt:0")])
    await sender.drained()
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


async def test_a_receipt_alone_goes_out_after_the_interval(parts: tuple) -> None:
    fake, bot, store, clock = parts
    sender = Sender(bot, store, edit_interval=3.0, clock=clock)
    await post(sender, store, [send(ANN, "Question 1", BUTTONS, game_id=1, slot="prompt:0")])
    await sender.drained()
    await post(sender, store, [edit(ANN, 1, "prompt:0", "Sent", None, lines=["Noted: A."], meta={HOLD: True})])
    clock.now += 3.0
    sender._kick(ANN)
    await sender.drained()
    assert "Noted: A." in (fake.last(ANN).text or "") and not fake.last(ANN).buttons()


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
        return send(GROUP, text, markup, game_id=1, slot="table", lines=[line], prev="strip")  # type: ignore[arg-type]

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
