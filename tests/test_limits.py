"""Telegram's limits, enforced by the fake Bot API (20 new messages a minute per group, about one a
second per private chat): players who answer at once never make the bot meet a 429, no event line is
lost, and forum topics each hold their own game."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import Harness
from driver import final_message, open_game, play_to_end, record_of

from bot.demo.fakegram import FakeTelegram
from games.base import Seat
from games.registry import GAMES

GROUP = -100800
REAL_LIMITS = {
    "group_per_minute": 20,
    "game_per_minute": 12,
    "overall_per_second": 30,
    "dm_per_second": 1.0,
    "edit_interval": 0.3,  # the fake does not limit edits; a short pace keeps the test quick
}


def public_lines(h: Harness, record: dict[str, Any], names: list[str]) -> list[str]:
    """Every public event line of a finished game, rendered as the group reads them, from its record."""
    game = GAMES[record["game"]]
    seats = [Seat.model_validate(s) for s in record["seats"]]
    options = game.Options.model_validate(record["options"])
    state, events = game.start(record["seed"], seats, options)
    for seat, action in record["actions"]:
        events += game.apply(state, seat, action)
    cat = h.svc.catalog
    return [cat.render("en", e.key, e.params, names) for e in events if e.to is None]


@pytest.mark.parametrize(
    ("game", "options", "humans"),
    [("merit", "", 3), ("management", "months=3", 3), ("baohuang", "ai=2", 3)],
)
async def test_three_fast_players_never_meet_a_429_and_every_line_reaches_the_group(
    tmp_path: Path, game: str, options: str, humans: int
) -> None:
    h: Harness | None = None
    fake = FakeTelegram(
        group_limit=20, dm_limit=1.0, dm_burst=3, clock=lambda: time.monotonic() + (h.offset if h else 0)
    )
    await fake.start()  # (its limits are counted by the bot's clock, which the test moves on: `Harness.pass_time`)
    h = Harness(fake, tmp_path / "l.sqlite3", **REAL_LIMITS)
    await h.start()
    try:
        users = [fake.user(i + 1, f"P{i + 1}") for i in range(humans)]
        table = await open_game(h, GROUP, game, users, options)
        seats = {table.seat_of(u.id): u for u in users}
        await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(7))
        await h.drained()
        assert fake.too_many == 0, fake.too_many_calls
        assert fake.busiest_minute(GROUP) <= 20
        record = await record_of(h, users[0], GROUP)
        shown = fake.all_text_to(GROUP)
        lines = public_lines(h, record, table.names)
        assert lines
        missing = [line for line in lines if line not in shown]
        assert not missing, missing[:5]
        counts = await h.svc.store.outbox_counts(table.id)
        assert counts.get("pending", 0) == 0 and counts.get("failed", 0) == 0
    finally:
        await h.stop()
        await fake.stop()


async def test_two_games_in_two_topics_of_one_forum(tmp_path: Path) -> None:
    h: Harness | None = None
    fake = FakeTelegram(
        group_limit=20, dm_limit=1.0, dm_burst=3, clock=lambda: time.monotonic() + (h.offset if h else 0)
    )
    await fake.start()
    h = Harness(fake, tmp_path / "f.sqlite3", **REAL_LIMITS)
    await h.start()
    try:
        ann, ben, cat, dan = (fake.user(i, n) for i, n in ((1, "Ann"), (2, "Ben"), (3, "Cat"), (4, "Dan")))
        forum = fake.forum(-100900, "Club", members=[ann, ben, cat, dan])
        fake.set_admin(forum, ann, creator=True)
        merit_topic = fake.new_topic(forum, "Merit night")
        mgmt_topic = fake.new_topic(forum, "Management")
        for u in (ann, ben, cat, dan):
            await h.say(u, "/start")
        tables = {}
        for topic, game, extra, (a, b) in (
            (merit_topic, "merit", "", (ann, ben)),
            (mgmt_topic, "management", "months=3", (cat, dan)),
        ):
            await h.say(a, f"/new {game} {extra}".strip(), forum, thread=topic)
            lobby = fake.topic_messages(forum, topic)[-1]
            assert "Lobby" in (lobby.text or "") or lobby.buttons()
            await h.say(b, "/join", forum, thread=topic)
            await h.say(a, "/begin", forum, thread=topic)
            tables[topic] = (await h.table(forum.id, topic), {0: a, 1: b})
        assert await h.table(forum.id) is None  # General has no game
        await h.say(ann, "/status", forum)  # General: told there is no game there
        assert "no game" in (fake.topic_messages(forum, None)[-1].text or "").lower()
        for topic, (table, _) in tables.items():
            assert table is not None and table.thread_id == topic and table.status == "running"
        for topic, (table, users) in tables.items():
            seats = {table.seat_of(u.id): u for u in users.values()}
            await play_to_end(
                h.press,
                fake,
                forum,
                seats,
                lambda t=table: set(t.game.to_act(t.state)),
                random.Random(3),
                game=table.id,
                thread=topic,
            )
        for topic, (table, users) in tables.items():
            assert final_message(fake, forum, table.id, thread=topic) is fake.topic_messages(forum, topic)[-1]
            record = await record_of(h, next(iter(users.values())), forum, table.id, thread=topic)
            assert record["game"] == table.game.id
        # every message of a game went to its topic: none of the games' messages is in General
        general = fake.topic_messages(forum, None)
        assert all("g:" not in "".join(d or "" for _, d in m.buttons()) for m in general)
        assert not any(m.document_name for m in general)
        assert fake.too_many == 0
    finally:
        await h.stop()
        await fake.stop()


def busiest(times: list[float], span: float) -> int:
    """The most of `times` within any `span` seconds."""
    times = sorted(times)
    return max((sum(1 for t in times[i:] if t - start <= span) for i, start in enumerate(times)), default=0)


async def test_one_private_chat_gets_about_one_message_a_second_and_the_bot_thirty_calls_a_second(
    tmp_path: Path,
) -> None:
    """Ann types /help eight times at once: the answers come about one a second (two at once, then
    paced); forty people write to the bot at once: their answers go at most 30 a second, all counted
    by the bot's own clock, which the fake's limits follow (a 429 would mean the bot overshot)."""
    h: Harness | None = None
    fake = FakeTelegram(
        group_limit=20, dm_limit=1.0, dm_burst=3, clock=lambda: time.monotonic() + (h.offset if h else 0)
    )
    await fake.start()
    h = Harness(fake, tmp_path / "d.sqlite3", **REAL_LIMITS)
    await h.start()
    try:
        processor = h.app.bot_data["processor"]
        ann = fake.user(1, "Ann")
        await h.say(ann, "/start")
        before = len(fake.chat_stats(ann).sent_at)
        typed = [await fake.send(ann, "/help") for _ in range(8)]
        for update_id in typed:
            await processor.wait_done(update_id)
        await h.drained()
        sent = fake.chat_stats(ann).sent_at[before:]
        assert len(sent) >= 8 and fake.too_many == 0, fake.too_many_calls
        assert sent[-1] - sent[0] >= len(sent) - 3  # paced, not all at once: the bucket's burst, then one a second

        people = [fake.user(100 + i, f"U{i}") for i in range(40)]
        typed = [await fake.send(u, "/help") for u in people]
        for update_id in typed:
            await processor.wait_done(update_id)
        await h.drained()
        times = [t for u in people for t in fake.chat_stats(u).sent_at]
        assert len(times) >= 40 and fake.too_many == 0, fake.too_many_calls
        assert busiest(times, 1.0) <= 31  # evenly spaced: 30 gaps of 1/30 s fit in a second
    finally:
        await h.stop()
        await fake.stop()
