"""The sender on its own, against the fake Bot API: budgets, merging, collapsing, priorities."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from pg import BOTH_BACKENDS
from telegram import Bot

from bot import outbox
from bot.demo.fakegram import FakeTelegram
from bot.messaging import edit, reply, send
from bot.outbox import ANSWER, NEWS, Sender
from storage import open_database
from storage.store import OutRow, Store

GROUP = -100500


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


CLOCK = Clock()


pytestmark = BOTH_BACKENDS  # SQLite and PostgreSQL (tests/pg.py)


@pytest.fixture
async def parts(tmp_path: Path, database_url: str | None) -> AsyncIterator[tuple[FakeTelegram, Bot, Store]]:
    """The fake server and the sender share one clock that the test moves (Telegram's minute passes
    for both at once)."""
    CLOCK.now += 1000
    fake = FakeTelegram(group_limit=20, dm_limit=1.0, dm_burst=3, clock=CLOCK)
    await fake.start()
    fake.group(GROUP, "Group")
    fake.user(5, "Ann").started = True  # she has opened a private chat with the bot
    bot = Bot("123456:TEST", base_url=fake.base_url)
    await bot.initialize()
    db = await open_database(database_url, str(tmp_path / "o.sqlite3"))
    try:
        yield fake, bot, Store(db)
    finally:
        await db.close()
        await bot.shutdown()
        await fake.stop()


async def post(sender: Sender, store: Store, rows: list[OutRow]) -> None:
    await store.enqueue(rows)
    sender.push(rows)


def news(text: str, line: str) -> OutRow:
    return send(GROUP, text, game_id=1, slot="table", lines=[line], prev="strip")


async def test_game_news_beyond_its_share_goes_into_the_live_table(parts: tuple) -> None:
    fake, bot, store = parts
    sender = Sender(bot, store, group_per_minute=20, game_per_minute=12, edit_interval=0, clock=CLOCK)
    for i in range(25):  # a burst of news, each waiting for nothing
        await post(sender, store, [news(f"table {i}", f"line {i}")])
        await sender.drained()
    stats = fake.chat_stats(GROUP)
    assert stats.new == 12 and fake.too_many == 0
    shown = fake.all_text_to(GROUP)
    assert all(f"line {i}" in shown for i in range(25))  # every line reached the group
    assert "table 24" in (fake.last(GROUP).text or "")  # the live table shows the newest state
    assert not await store.pending()


async def test_replies_wait_for_the_window_and_never_meet_a_429(parts: tuple) -> None:
    fake, bot, store = parts
    clock = CLOCK
    sender = Sender(bot, store, group_per_minute=20, clock=clock)
    await post(sender, store, [reply(GROUP, f"answer {i}") for i in range(25)])
    await fake.wait_for(lambda: fake.chat_stats(GROUP).new == 20, what="the first twenty")
    assert sender.pending() == 5 and fake.too_many == 0
    clock.now += 61  # a minute later the rest goes out, in order
    sender._kick(GROUP)
    await sender.drained()
    texts = [m.text for m in fake.messages(GROUP)]
    assert texts == [f"answer {i}" for i in range(25)]


async def waiting_for_the_clock(sender: Sender) -> float:
    """Until every chat's loop waits for the clock alone; returns when (by it) the first one wakes."""
    while (wake := sender.next_wake()) is None:
        assert not sender.idle.is_set(), "nothing waits: everything owed went out"
        sender.changed.clear()
        await asyncio.wait_for(sender.changed.wait(), 30)
    return wake


async def test_a_spent_budget_says_when_it_frees_and_the_next_message_goes_only_once_the_clock_is_there(
    parts: tuple,
) -> None:
    """What a test that drives the bot's clock relies on (tests/conftest.py `Harness.pass_time`): a
    group whose budget is spent waits for the clock alone and tells when it looks again (at most a
    minute on, then when the window frees); moved on from look to look, the clock reaches the
    window's end (61 s after the first message: a second to spare) before the next message goes."""
    fake, bot, store = parts
    clock = CLOCK
    start = clock.now
    sender = Sender(bot, store, group_per_minute=2, clock=clock)
    await post(sender, store, [reply(GROUP, f"answer {i}") for i in range(3)])
    wake = await waiting_for_the_clock(sender)
    looks = [wake - start]
    while wake < start + 61.0:
        assert fake.chat_stats(GROUP).new == 2
        clock.now = wake
        sender.clock_moved()
        wake = await waiting_for_the_clock(sender)
        looks.append(wake - start)
    assert looks[-1] == 61.0 and all(0 < x < 61.0 for x in looks[:-1]), looks
    assert fake.chat_stats(GROUP).new == 2
    clock.now = wake
    sender.clock_moved()
    await sender.drained()
    assert [m.text for m in fake.messages(GROUP)] == [f"answer {i}" for i in range(3)] and fake.too_many == 0


async def test_pending_edits_collapse_and_pending_news_merge(parts: tuple) -> None:
    fake, bot, store = parts
    sender = Sender(bot, store, edit_interval=0)
    await post(sender, store, [news("table 0", "it begins")])
    await sender.drained()
    sender.paused = True
    await post(sender, store, [edit(GROUP, 1, "table", f"table {i}") for i in range(1, 8)])
    await post(sender, store, [news("table 8", "round 2"), news("table 9", "round 3")])
    await post(sender, store, [edit(GROUP, 1, "table", "table 10")])
    before = len(fake.requests)
    sender.resume()
    await sender.drained()
    calls = [c for c in list(fake.requests)[before:] if c.method != "getMe"]
    sends = [c for c in calls if c.method == "sendMessage"]
    assert len(sends) == 1  # two pieces of news and eight edits: one new message
    text = sends[0].params["text"]
    assert "round 2" in text and "round 3" in text and "table 10" in text
    assert [c.method for c in calls].count("editMessageText") == 0
    assert not await store.pending()


async def test_what_an_edit_adds_to_pending_news_goes_out_with_it(parts: tuple) -> None:
    """A step's news is pending when the next step redraws the table with a line of its own (the roll
    of a turn that just ended, which the table no longer shows): the one message carries both."""
    fake, bot, store = parts
    sender = Sender(bot, store, edit_interval=0)
    sender.paused = True
    await post(sender, store, [news("Bob's turn", "a crisis in Finance")])
    await post(
        sender, store, [edit(GROUP, 1, "table", "Carol's turn", lines=["a crisis in Finance", "", "Bob rolled 7"])]
    )
    sender.resume()
    await sender.drained()
    sends = [c for c in fake.requests if c.method == "sendMessage"]
    assert len(sends) == 1
    text = sends[0].params["text"]
    assert "a crisis in Finance" in text and "Bob rolled 7" in text and "Carol's turn" in text
    assert text.count("a crisis in Finance") == 1
    assert not await store.pending()


async def test_news_that_replaces_a_pending_redraw_brings_what_the_redraw_had_to_say(parts: tuple) -> None:
    """A redraw of the table owes a line nobody has seen (the roll of a turn that just ended) when the
    next step's news replaces it with a new table: the new message says that line too."""
    fake, bot, store = parts
    sender = Sender(bot, store, edit_interval=0)
    await post(sender, store, [news("Bob's turn", "a crisis in Finance")])
    await sender.drained()
    sender.paused = True
    redraw = edit(
        GROUP, 1, "table", "Carol's turn", lines=["a crisis in Finance", "", "Bob rolled 7"], must=["Bob rolled 7"]
    )
    await post(sender, store, [redraw])
    await post(sender, store, [news("Carol's auction", "Carol rolled 9")])
    before = len(fake.requests)
    sender.resume()
    await sender.drained()
    sends = [c for c in list(fake.requests)[before:] if c.method == "sendMessage"]
    assert len(sends) == 1
    text = sends[0].params["text"]
    assert "Bob rolled 7" in text and "Carol rolled 9" in text and "Carol's auction" in text
    assert not await store.pending()


async def test_an_edit_that_changes_nothing_is_not_sent(parts: tuple) -> None:
    fake, bot, store = parts
    sender = Sender(bot, store, edit_interval=0)
    await post(sender, store, [news("table", "start")])
    await sender.drained()
    await post(sender, store, [edit(GROUP, 1, "table", "same", lines=["start"])])
    await sender.drained()
    await post(sender, store, [edit(GROUP, 1, "table", "same", lines=["start"])])
    await sender.drained()
    assert fake.chat_stats(GROUP).edits == 1
    assert sender.stats.skipped_edits == 1


async def test_answers_overtake_queued_news_of_other_chats(parts: tuple) -> None:
    fake, bot, store = parts
    sender = Sender(bot, store, overall_per_second=5)
    chats = [-100600 - i for i in range(8)]
    for chat in chats:
        fake.group(chat, f"G{chat}")
    sender.paused = True
    await post(sender, store, [send(chat, f"news {chat}", prio=NEWS) for chat in chats])
    await post(sender, store, [send(GROUP, "the answer", prio=ANSWER)])
    sender.resume()
    await sender.drained()
    order = [c.params["text"] for c in fake.requests if c.method == "sendMessage"]
    assert order.index("the answer") <= 1  # at most one news call that had already started


async def test_a_private_chat_gets_about_one_message_a_second(parts: tuple) -> None:
    fake, bot, store = parts
    clock = CLOCK
    sender = Sender(bot, store, dm_per_second=1.0, dm_burst=2, clock=clock)
    await post(sender, store, [reply(5, f"dm {i}") for i in range(5)])
    await fake.wait_for(lambda: fake.chat_stats(5).new == 2, what="the burst")
    assert sender.pending() == 3
    for sent in (3, 4, 5):
        clock.now += 1.0
        sender._kick(5)
        await fake.wait_for(lambda n=sent: fake.chat_stats(5).new == n, what=f"message {sent}")
    assert fake.too_many == 0


async def test_a_picture_is_owed_and_sent_like_any_new_message(parts: tuple) -> None:
    from bot.messaging import photo

    fake, bot, store = parts
    sender = Sender(bot, store, group_per_minute=20, clock=CLOCK)
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(64))
    await post(sender, store, [photo(GROUP, png, "The <b>board</b>", filename="board.png")])
    await sender.drained()
    sent = fake.last(GROUP)
    assert sent.document_bytes == png and sent.document_name == "board.png"
    assert "The board" in (sent.text or "") and fake.chat_stats(GROUP).new == 1
    assert not await store.pending()


async def test_a_caption_is_measured_as_telegram_counts_it_and_never_cut_through_a_tag(parts: tuple) -> None:
    """Telegram's 1,024 characters of a caption are counted once its HTML is parsed: a caption whose
    tags make it longer goes whole; one too long loses its last lines, whole, and says "…" (cut
    through a tag, it would not parse and the picture would not go at all)."""
    from bot.messaging import photo

    fake, bot, store = parts
    sender = Sender(bot, store, group_per_minute=20, clock=CLOCK)
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(64))
    line = "<b>Year 2.</b> Auditor: <i>Анна</i> &amp; co"  # 26 characters shown, 44 sent
    fits = "\n".join([line] * 36)  # 36 · 26 + 35 = 971 shown, 1,619 sent
    assert len(fits) > 1024 >= outbox.visible_length(fits)
    over = "\n".join([line] * 40)
    await post(sender, store, [photo(GROUP, png, fits), photo(GROUP, png, over)])
    await sender.drained()
    whole, cut = fake.messages(GROUP)[-2:]
    assert whole.html == fits and whole.text is not None and whole.text.count("Year 2.") == 36
    assert cut.html is not None and cut.html.endswith(line + "\n…") and cut.text is not None
    assert len(cut.text) <= 1024 and cut.text.count("Year 2.") == 37
    assert not await store.pending()


async def test_drained_waits_for_marks_already_being_written(parts: tuple) -> None:
    """An edit's delivery is marked done by a batch of its own a moment later; `drained` called while
    that batch is under way returns only once it is written: nothing is left pending."""
    fake, bot, store = parts
    sender = Sender(bot, store, edit_interval=0)
    await post(sender, store, [news("table", "start")])
    await sender.drained()
    entered, release = asyncio.Event(), asyncio.Event()
    real = store.delivered_many

    async def held(done: list[int], marks: list[Any], ride: float = 0.0) -> None:
        entered.set()
        await release.wait()
        await real(done, marks, ride)

    store.delivered_many = held  # the batch is held until the test lets it go
    await post(sender, store, [edit(GROUP, 1, "table", "table, edited")])
    await asyncio.wait_for(entered.wait(), 30)  # the edits' batch is under way
    release.set()
    await sender.drained()
    assert not await store.pending()
    assert fake.chat_stats(GROUP).edits == 1
