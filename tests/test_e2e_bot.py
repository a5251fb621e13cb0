"""The bot around the games, through the real stack: commands, bad input, deadlines, migration,
Telegram's errors, and the start-up checks."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

from conftest import Harness
from telegram import BotCommandScopeAllGroupChats

from bot.demo.fakegram import FakeTelegram

GROUP = -100300


async def test_commands_and_bad_input_get_clear_answers(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(11, "Ann")
    fake.group(GROUP, "Club", members=[ann])
    await h.say(ann, "/start")
    assert "Croupier" in (fake.last(ann).text or "")

    await h.say(ann, "/frobnicate")
    assert "I don't know /frobnicate" in (fake.last(ann).text or "")
    await h.say(ann, "hello there")
    assert "no decision waiting" in (fake.last(ann).text or "")
    await h.say(ann, "/new merit")
    assert "works in a group" in (fake.last(ann).text or "")

    await h.say(ann, "/new chess", GROUP)
    assert "Which game?" in (fake.last(GROUP).text or "")
    await h.say(ann, "/new merit colour=red", GROUP)
    text = fake.last(GROUP).text or ""
    assert "Unknown option colour." in text and "target=6" in text and "roles=random" in text
    await h.say(ann, "/new merit target=9", GROUP)
    assert 'Bad value "9" for option target.' in (fake.last(GROUP).text or "")
    assert await h.table(GROUP) is None  # nothing was created

    await h.say(ann, "/games", GROUP)
    assert "merit" in (fake.last(GROUP).text or "")
    await h.say(ann, "/rules merit", GROUP)
    gist = fake.last(GROUP)
    assert "cooperative" in (gist.text or "") and "Each round" not in (gist.text or "")  # the gist only
    sent = await h.press(ann, gist, text="📖 Full rules by DM")
    assert "Sent" in (sent.text or "")
    assert "Each round" in (fake.last(ann).text or "")  # the whole rules, in Ann's DM
    stranger = fake.user(66, "Never Started")
    fake.join(GROUP, stranger)
    refused = await h.press(stranger, gist, text="📖 Full rules by DM")
    assert refused.show_alert and "press Start first" in (refused.text or "")

    await h.say(ann, "/new merit target=5", GROUP)
    lobby = fake.last(GROUP)
    assert "Beings to save: 5" in (lobby.text or "") and "target" not in (lobby.text or "")  # no raw keys
    await h.say(ann, "/new merit", GROUP)
    assert "already a game" in (fake.last(GROUP).text or "")
    answer = await h.press(ann, lobby, text="Start")
    assert answer.text and "2–4 players" in answer.text  # alone is not enough
    add_ai = next(d for t, d in lobby.buttons() if "➕" in t)
    await h.press(ann, lobby, data=add_ai)
    lobby_now = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert "🤖" in (lobby_now.text or "")
    option = next(d for t, d in lobby_now.buttons() if "Beings to save" in t)
    await h.press(ann, lobby_now, data=option)
    lobby_now = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert "Beings to save: 6" in (lobby_now.text or "")
    await h.say(ann, "/cancel", GROUP)
    assert await h.table(GROUP) is None


async def test_group_language_and_commands_per_language(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(12, "Ann")
    bob = fake.user(13, "Bob")
    fake.group(GROUP, "Club", members=[ann, bob])
    fake.set_admin(GROUP, ann)
    ru = fake.my_commands(BotCommandScopeAllGroupChats(), "ru")
    zh = fake.my_commands(BotCommandScopeAllGroupChats(), "zh")
    assert {c["command"] for c in ru} >= {"new", "join", "reset"}
    assert any("игр" in c["description"].lower() for c in ru)
    assert any("游戏" in c["description"] for c in zh)

    await h.say(bob, "/lang ru", GROUP)
    assert "Only chat admins" in (fake.last(GROUP).text or "")
    await h.say(ann, "/lang ru", GROUP)
    await h.say(bob, "/help", GROUP)
    assert "Крупье" in (fake.last(GROUP).text or "")
    await h.say(bob, "/lang zh")  # Bob's own DM language
    await h.say(bob, "/help")
    assert "荷官" in (fake.last(bob).text or "")


async def test_a_player_who_sleeps_is_timed_out_then_replaced_by_the_ai(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "t.sqlite3", turn_timeout=300.0, reminder=60.0, afk_limit=2)
    await h.start()
    try:
        ann = fake.user(14, "Ann")
        fake.group(GROUP, "Club", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new merit ai=2", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        await h.advance(241)  # the reminder, by DM for a secret choice, else in the group
        assert any("left" in (m.text or "") for m in fake.messages(ann) + fake.messages(GROUP))
        assert not any("ran out of time" in (m.text or "") for m in fake.messages(GROUP))
        await h.advance(60)
        assert any("ran out of time" in (m.text or "") for m in fake.messages(GROUP))
        await h.advance(300 * 20)  # she sleeps on: the AI takes her seat, and the game waits for her
        assert any("the AI plays this seat" in (m.text or "") for m in fake.messages(GROUP))
        assert "game is paused" in (fake.last(GROUP).text or "")
        owner = fake.user(999, "Owner")  # a bot owner lets the AI finish it
        fake.join(GROUP, owner)
        await h.say(owner, "/resume", GROUP)
        final = await fake.wait_message(GROUP, "Seed:", timeout=10)
        assert "Final result" in (final.text or "")
        row = await h.svc.store.game(1)
        assert row is not None and row.status == "finished"
        sources = {a.source for a in await h.svc.store.actions(1)}
        assert sources == {"timeout", "ai"}
    finally:
        await h.stop()


async def test_the_game_follows_a_group_that_becomes_a_supergroup(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(15, "Ann")
    fake.group(GROUP, "Club", members=[ann])
    fake.set_admin(GROUP, ann, creator=True)
    await h.say(ann, "/start")
    await h.say(ann, "/new merit ai=1", GROUP)
    await h.press(ann, fake.last(GROUP), text="Start")
    table = await h.table(GROUP)
    fake.migrate(GROUP, -1001234)
    # (the two service messages handled: a wait on the fake would look again only at its next request)
    await h.app.bot_data["processor"].wait_done(fake.last_update_id)
    await h.drained()
    assert h.svc.tables.at(-1001234) is not None, "the game moved"
    assert table.chat_id == -1001234
    row = await h.svc.store.game(table.id)
    assert row is not None and row.chat_id == -1001234
    await h.say(ann, "/status", -1001234)
    assert "Round" in (fake.last(-1001234).text or "") or "Set-up" in (fake.last(-1001234).text or "")


async def test_rate_limited_messages_are_retried(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(16, "Ann")
    fake.group(GROUP, "Club", members=[ann])
    fake.fail("sendMessage", 429, "Too Many Requests: retry after 1", parameters={"retry_after": 1}, chat=GROUP)
    await h.say(ann, "/games", GROUP)
    assert "merit" in (fake.last(GROUP).text or "")
    assert any(c.status == 429 for c in fake.requests)


def test_missing_token_is_one_clear_line_and_exit_code_2(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "BOT_TOKEN"}
    proc = subprocess.run(
        [sys.executable, "-m", "bot"], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60
    )
    assert proc.returncode == 2
    assert "BOT_TOKEN" in proc.stderr and "@BotFather" in proc.stderr
    assert "python -m bot --demo" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert "Traceback" not in proc.stderr


async def test_player_names_are_escaped_in_every_message(harness: Harness) -> None:
    h, fake = harness, harness.fake
    eve = fake.user(17, "<i>Eve & Co")
    fake.group(GROUP, "Club", members=[eve])
    await h.say(eve, "/start")
    await h.say(eve, "/new merit ai=1", GROUP)
    lobby = fake.last(GROUP)
    assert "<i>Eve & Co" in (lobby.text or "")  # shown as typed, not parsed as markup
    await h.press(eve, lobby, text="Start")
    await h.drained()
    started = [m for m in fake.messages(GROUP) if m.message_id >= lobby.message_id]
    assert "begins" in (started[0].text or "")  # the lobby's message became the table
    assert all(c.status == 200 for c in fake.requests if c.method in ("sendMessage", "editMessageText"))
    assert any("<i>Eve & Co" in (m.text or "") for m in started)


async def test_lobby_buttons_cycle_a_games_length_options(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(18, "Ann")
    fake.group(GROUP, "Club", members=[ann])
    await h.say(ann, "/start")
    await h.say(ann, "/new management", GROUP)
    lobby = fake.last(GROUP)
    assert "Months: 13" in (lobby.text or "")
    await h.press(ann, lobby, data=next(d for t, d in lobby.buttons() if "Months" in t))
    lobby = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert "Months: 3" in (lobby.text or "")
    assert (await h.table(GROUP)).options.months == 3


async def test_lang_without_an_argument_offers_buttons(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(19, "Ann")
    await h.say(ann, "/lang")
    choose = fake.last(ann)
    assert [t for t, _ in choose.buttons()] == ["English", "Русский", "中文"]
    answer = await h.press(ann, choose, text="Русский")
    assert answer.text == "Язык: русский."
    await h.say(ann, "/help")
    assert "Крупье" in (fake.last(ann).text or "")


def run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    mine = ("BOT_", "CROUPIER_", "TELEGRAM_", "DATABASE_URL")  # the developer's own settings stay out
    full = {**{k: v for k, v in os.environ.items() if not k.startswith(mine)}, **env}
    return subprocess.run(
        [sys.executable, "-m", "bot"], capture_output=True, text=True, env=full, cwd=tmp_path, timeout=60
    )


async def test_a_wrong_token_is_one_line_without_the_token_and_exit_code_2(tmp_path: Path) -> None:
    from aiohttp import web

    async def refuse(request: web.Request) -> web.Response:
        return web.json_response({"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401)

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", refuse)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]  # the site is started: it has a server
    try:
        proc = await asyncio.to_thread(
            run_bot, tmp_path, BOT_TOKEN="123456:SECRETSECRETSECRET", TELEGRAM_API_URL=f"http://127.0.0.1:{port}/bot"
        )
    finally:
        await runner.cleanup()
    assert proc.returncode == 2
    lines = [x for x in proc.stderr.splitlines() if x.strip()]
    assert len(lines) == 1 and "refused the token" in lines[0] and "123456:***" in lines[0]
    assert "SECRETSECRETSECRET" not in proc.stderr + proc.stdout and "Traceback" not in proc.stderr


def test_a_corrupt_database_stops_the_bot_with_a_reason(tmp_path: Path) -> None:
    db = tmp_path / "broken.sqlite3"
    db.write_bytes(b"this is not a database, just bytes " * 200)
    proc = run_bot(tmp_path, BOT_TOKEN="123456:TOKEN", CROUPIER_DB=str(db), TELEGRAM_API_URL="http://127.0.0.1:9/bot")
    assert proc.returncode == 2
    assert "cannot be used" in proc.stderr and "CROUPIER_DB" in proc.stderr
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_a_database_url_the_bot_cannot_use_stops_it_in_one_line_without_the_password(tmp_path: Path) -> None:
    proc = run_bot(
        tmp_path,
        BOT_TOKEN="123456:TOKEN",
        TELEGRAM_API_URL="http://127.0.0.1:9/bot",
        DATABASE_URL="mysql://root:s3cret-pw@db/croupier",
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1 and "s3cret-pw" not in proc.stderr + proc.stdout
    assert not (tmp_path / "croupier.sqlite3").exists()  # PostgreSQL asked for: no stray SQLite file


def test_an_unreachable_api_is_one_line_and_exit_code_1(tmp_path: Path) -> None:
    proc = run_bot(tmp_path, BOT_TOKEN="123456:TOKEN", TELEGRAM_API_URL="http://127.0.0.1:9/bot")
    assert proc.returncode == 1
    assert "cannot reach" in proc.stderr and "Traceback" not in proc.stderr


async def test_a_new_group_speaks_its_peoples_language_from_the_first_message(harness: Harness) -> None:
    h, fake = harness, harness.fake
    vera, oleg, sam = (
        fake.user(31, "Вера", language_code="ru"),
        fake.user(32, "Олег", language_code="ru"),
        fake.user(33, "Sam", language_code="en"),
    )
    fake.group(GROUP, "Клуб", members=[vera, oleg, sam])
    await h.say(oleg, "/games", GROUP)  # the bot meets the people there
    await h.say(sam, "/help", GROUP)
    await h._done(fake.add_bot(GROUP, vera))
    hello = fake.last(GROUP)
    assert "Крупье" in (hello.text or "") and [t for t, _ in hello.buttons()] == ["English", "Русский", "中文"]
    await h.say(vera, "/start")
    await h.say(vera, "/new merit", GROUP)
    lobby = fake.last(GROUP)
    assert "Вера" in (lobby.text or "") and "лобби" in (lobby.text or "").lower()
    await h.say(vera, "/lang en", GROUP)  # the lobby's creator may switch it, though not an admin
    assert "Language set" in (fake.last(GROUP).text or "")
    await h.say(sam, "/lang zh", GROUP)  # anyone else may not
    assert "Only chat admins" in (fake.last(GROUP).text or "")


async def test_the_first_new_in_a_group_takes_the_creators_language(harness: Harness) -> None:
    h, fake = harness, harness.fake
    li = fake.user(34, "李", language_code="zh-hans")
    fake.group(GROUP, "群", members=[li])
    await h.say(li, "/start")
    await h.say(li, "/new baohuang", GROUP)
    lobby = fake.last(GROUP)
    assert "房间" in (lobby.text or "") or "玩法" in (lobby.text or "")
