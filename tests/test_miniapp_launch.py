"""Where the Mini App is opened from: the group's live table links to it (a URL button: Telegram
refuses web_app buttons in groups, and so does the fake), /app in a private chat gives a web_app
button per game; nothing of it without CROUPIER_APP_NAME / CROUPIER_APP_URL."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from conftest import Harness
from driver import final_message, open_game, play_to_end

from bot.config import Settings
from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import BOT_USERNAME

GROUP = -100291
APP = {"app_name": "table", "app_url": "https://croupier.example.org"}


async def start_game(
    fake: FakeTelegram, tmp_path: Path, bob_lang: str = "en", **settings: Any
) -> tuple[Harness, Any, Any]:
    h = Harness(fake, tmp_path / "l.sqlite3", **settings)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob", language_code=bob_lang)
    fake.group(GROUP, "Friends", members=[alice, bob])
    for u in (alice, bob):
        await h.say(u, "/start")
    await h.say(alice, "/new baohuang hands=1", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await h.press(bob, lobby, data=f"l:{gid}:join")
    for _ in range(3):
        await h.press(alice, lobby, data=f"l:{gid}:ai+")
    await h.press(alice, lobby, data=f"l:{gid}:start")
    await h.drained()
    return h, alice, bob


def link_of(fake: FakeTelegram) -> str | None:
    """The live table's link to the app, if it has one."""
    for m in reversed(fake.messages(GROUP)):
        for _, data in m.buttons():
            if data and data.startswith(f"https://t.me/{BOT_USERNAME}/"):
                return data
    return None


async def test_the_live_table_links_to_the_app_of_its_game_and_a_dm_opens_it_as_a_web_app(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h, alice, bob = await start_game(fake, tmp_path, **APP)
    try:
        table = await h.table(GROUP)
        assert table is not None
        link = link_of(fake)
        assert link == f"https://t.me/{BOT_USERNAME}/table?startapp=g{table.token}"
        assert str(GROUP) not in link  # the app learns the game's opaque token, never the group
        await h.say(bob, "/app")
        answer = fake.last(bob)
        page = f"https://croupier.example.org/app/?g={table.token}"
        assert answer.reply_markup["inline_keyboard"] == [
            [{"text": "📱 Baohuang (保皇, Protect the Emperor) · #1", "web_app": {"url": page}}]
        ]
        await h.say(alice, "/app", GROUP)  # in the group: the link, never a web_app button
        said = fake.last(GROUP)
        assert "web_app" not in json.dumps(said.reply_markup) and link in [d for _, d in said.buttons()]
    finally:
        await h.stop()


def questions(fake: FakeTelegram, user: Any) -> list[Any]:
    """The user's DM messages that ask something (buttons with a move's data)."""
    return [m for m in fake.messages(user) if any(d and d.startswith("g:") for _, d in m.buttons())]


async def test_each_question_in_a_dm_carries_the_app_under_its_answers_in_the_players_words(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h, alice, bob = await start_game(fake, tmp_path, bob_lang="ru", **APP)
    try:
        table = await h.table(GROUP)
        assert table is not None
        page = f"https://croupier.example.org/app/?g={table.token}"
        asked = 0
        for user, word in ((alice, "📱 Open the table"), (bob, "📱 Открыть стол")):
            for m in questions(fake, user):
                rows = m.reply_markup["inline_keyboard"]
                apps = [i for i, row in enumerate(rows) if any("web_app" in b for b in row)]
                assert apps, m.text
                assert rows[apps[0]] == [{"text": word, "web_app": {"url": page}}] and len(apps) == 1
                question = [b for row in rows[: apps[0]] for b in row]
                assert question and all(b.get("callback_data", "").startswith("g:") for b in question)
                assert sum(len(r) for r in rows) <= 100  # Telegram's limit, the app's button counted
                asked += 1
        assert asked
        assert "web_app" not in json.dumps([m.reply_markup for m in fake.messages(GROUP)])  # never in the group
    finally:
        await h.stop()


async def test_without_an_app_the_table_has_no_link_and_app_says_so(fake: FakeTelegram, tmp_path: Path) -> None:
    h, alice, bob = await start_game(fake, tmp_path)
    try:
        assert link_of(fake) is None
        # nor a button under the questions (whoever the deal asks something first)
        asked = await fake.wait_for(lambda: questions(fake, alice) + questions(fake, bob), what="a question")
        assert not any("web_app" in json.dumps(m.reply_markup) for m in asked)
        await h.say(bob, "/app")
        assert fake.last(bob).text == "This bot has no app."
    finally:
        await h.stop()


async def test_former_tables_keep_their_link_so_the_link_costs_no_call_until_the_end(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    """A table whose only button is the app's link asks nothing of anyone: when news comes as a new
    table, the former one keeps its link (no call to take it off), and its redraws wait as a table
    without buttons would (bot.outbox.asks); only the game's end takes the last table's link away."""
    h = Harness(fake, tmp_path / "m.sqlite3", **APP)
    await h.start()
    try:
        alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [alice, bob], "months=2")
        seats = {0: alice, 1: bob}
        await play_to_end(
            h.press,
            fake,
            GROUP,
            seats,
            lambda: set(table.game.to_act(table.state)),
            random.Random(4),
            moves=lambda seat: table.state.moves[seat],
        )
        await h.drained()
        link = f"https://t.me/{BOT_USERNAME}/table?startapp=g{table.token}"
        *tables, final = [m for m in fake.messages(GROUP) if not m.deleted]  # the lobby became the first table
        assert final.message_id == final_message(fake, GROUP).message_id and len(tables) > 3
        assert all(m.buttons() == [("📱 Open the table", link)] for m in tables[:-1])  # kept: no call
        assert tables[-1].buttons() == []  # the last one's link is taken away by the end
        strips = [
            c.params
            for c in fake.requests
            if c.method == "editMessageReplyMarkup" and int(c.params["chat_id"]) == GROUP
        ]
        assert len(strips) == 1 and strips[0]["message_id"] == tables[-1].message_id
    finally:
        await h.stop()


def test_a_web_app_button_is_refused_in_a_group_as_telegram_refuses_it(fake: FakeTelegram) -> None:
    alice = fake.user(1, "Alice")
    alice.started = True
    group = fake.group(GROUP, "Friends", members=[alice])
    markup = {"inline_keyboard": [[{"text": "x", "web_app": {"url": "https://a.example/app/"}}]]}
    with pytest.raises(Exception, match="BUTTON_TYPE_INVALID"):
        fake.send_message({"chat_id": group.id, "text": "hi", "reply_markup": markup})
    sent = fake.send_message({"chat_id": group.id, "text": "hi"})["message_id"]
    for method in (fake.edit_message_text, fake.edit_message_reply_markup):  # nor added by an edit
        with pytest.raises(Exception, match="BUTTON_TYPE_INVALID"):
            method({"chat_id": group.id, "message_id": sent, "text": "hi", "reply_markup": markup})
    fake.send_message({"chat_id": 1, "text": "hi", "reply_markup": markup})  # a private chat takes it


def test_an_app_url_makes_a_polling_bot_serve_it_on_port() -> None:
    assert Settings.from_env({"CROUPIER_APP_URL": "https://croupier.example.org/"}).listen is True
    assert Settings.from_env({}).listen is False
    settings = Settings.from_env(
        {"CROUPIER_APP_URL": "https://a.example", "PORT": "9000", "CROUPIER_APP_NAME": "table"}
    )
    assert (settings.port, settings.app_url, settings.app_name) == (9000, "https://a.example", "table")
    with pytest.raises(ValueError):
        Settings.from_env({"CROUPIER_APP_URL": "http://insecure.example"})
