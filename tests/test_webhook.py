"""Webhook mode: the fake Bot API POSTs updates to the real bot listening on 127.0.0.1, as Telegram does."""

from __future__ import annotations

import asyncio
import logging
import os
import random
import signal
import socket
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from conftest import Harness
from driver import final_message, open_game, play_to_end, two_in_a_lobby

from bot.__main__ import main
from bot.config import Settings
from bot.demo.fakegram import FakeTelegram
from bot.webhook import database_backend

GROUP = -100900
TOKEN = "123456:WEBHOOK-TEST"


def hook_url(h: Harness) -> str:
    return h.app.bot_data["settings"].webhook_url


def forged(update_id: int, user: Any, text: str, chat: int = GROUP) -> dict[str, Any]:
    """A message update made by hand, as someone who is not Telegram might post it."""
    return {
        "update_id": update_id,
        "message": {
            "message_id": 90_000 + update_id,
            "date": int(time.time()),
            "chat": {"id": chat, "type": "group", "title": "Table"},
            "from": user.json,
            "text": text,
            "entities": [{"type": "bot_command", "offset": 0, "length": len(text.split()[0])}],
        },
    }


def sends(fake: FakeTelegram) -> int:
    return sum(1 for c in fake.requests if c.method in ("sendMessage", "editMessageText", "sendDocument"))


async def test_a_game_is_played_to_its_end_over_the_webhook(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "w.sqlite3", webhook=True)
    await h.start()
    try:
        alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [alice, bob], "months=1")
        seats = {table.seat_of(u.id): u for u in (alice, bob)}
        await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(2))
        assert final_message(fake, GROUP) is fake.last(GROUP)
        setting = next(c for c in fake.requests if c.method == "setWebhook")
        assert setting.params["url"] == hook_url(h) and setting.params["secret_token"] == "test-Secret_1-long-enough"
        assert "callback_query" in setting.params["allowed_updates"]
        assert not any(c.method == "getUpdates" for c in fake.requests)  # nothing was polled
        assert fake.webhook_posts and all(status == 200 for _, status in fake.webhook_posts)
    finally:
        await h.stop()
    # stopping closes the site and leaves the webhook to the other workers
    assert not any(c.method == "deleteWebhook" for c in fake.requests)
    with pytest.raises(aiohttp.ClientConnectionError):
        async with aiohttp.ClientSession() as session, session.get(fake.webhook_url or ""):
            pass


async def test_a_wrong_or_missing_secret_gets_403_and_changes_nothing(
    fake: FakeTelegram, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    h = Harness(fake, tmp_path / "w.sqlite3", webhook=True)
    await h.start()
    try:
        alice = fake.user(1, "Alice")
        fake.group(GROUP, "Table", members=[alice])
        await h.say(alice, "/start")
        fake.set_admin(GROUP, alice)
        before = sends(fake)
        update = forged(5000, alice, "/new merit")
        for secret in ("wrong", None, "", "test-Secret_1-long-enoughx", "тест"):
            assert await fake.post_update(update, secret=secret) == 403
        for body in (b"{not json", b"[]", b'{"update_id": "7"}', b'{"update_id": 7, "message": 5}', b""):
            assert await fake.post_update(body) == 400
        await h.drained()
        assert sends(fake) == before and await h.table(GROUP) is None
        # the refused id was not taken as seen: the genuine delivery of it is handled
        assert await fake.post_update(update) == 200
        await h._done(5000)
        assert await h.table(GROUP) is not None and "lobby" in (fake.last(GROUP).text or "")
    finally:
        await h.stop()
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]  # no traceback
    assert "test-Secret_1-long-enough" not in caplog.text and TOKEN not in caplog.text


async def test_an_update_delivered_twice_is_handled_once(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "w.sqlite3", webhook=True)
    await h.start()
    try:
        alice, _, _, _, opened, joined = await two_in_a_lobby(h, fake, GROUP)
        groups_before = len(fake.messages(GROUP))
        answers_before = sum(1 for c in fake.requests if c.method == "answerCallbackQuery")
        # Telegram retries both (its answers timed out), one of them twice at the same moment
        assert await fake.redeliver(opened) == 200
        assert await asyncio.gather(fake.redeliver(joined), fake.redeliver(joined)) == [200, 200]
        await h.say(alice, "/status", GROUP)  # handled after anything queued before it in this chat
        table = await h.table(GROUP)
        assert table is not None and len(table.seats) == 2
        assert sum(1 for c in fake.requests if c.method == "answerCallbackQuery") == answers_before
        assert len(fake.messages(GROUP)) == groups_before + 1  # only /status's table
    finally:
        await h.stop()


async def test_healthz_names_the_worker_the_database_and_the_backlog(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "w.sqlite3", webhook=True, worker_id="w-7")
    await h.start()
    try:
        alice = fake.user(1, "Alice")
        port = h.app.bot_data["settings"].port
        url = f"http://127.0.0.1:{port}/healthz"
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as resp:
                assert resp.status == 200
                body = await resp.json()
            assert body["worker"] == "w-7" and body["database"] == "sqlite" and body["outbox_pending"] == 0
            h.svc.sender.paused = True  # what is owed stays owed
            update_id = await fake.send(alice, "/help")
            await h.app.bot_data["processor"].wait_done(update_id)
            async with session.get(url) as resp:
                assert (await resp.json())["outbox_pending"] >= 1
        h.svc.sender.resume()
        await h.drained()
    finally:
        await h.stop()


def test_webhook_settings_come_from_the_environment() -> None:
    s = Settings.from_env(
        {
            "CROUPIER_WEBHOOK_URL": "https://bot.example.org/tg/hook",
            "PORT": "9000",
            "CROUPIER_WEBHOOK_SECRET": "abc_DEF-123-456-789",
            "CROUPIER_WORKER_ID": "web.1",
        }
    )
    assert (s.webhook_url, s.port, s.webhook_secret, s.worker_id) == (
        "https://bot.example.org/tg/hook",
        9000,
        "abc_DEF-123-456-789",
        "web.1",
    )
    plain = Settings.from_env({})
    assert plain.webhook_url is None and plain.port == 8080 and str(os.getpid()) in plain.worker_id
    assert database_backend(plain) == "sqlite"
    assert database_backend(Settings(database_url="postgresql://croupier:pw@db.internal/croupier")) == "postgresql"


@pytest.mark.parametrize(
    "env, said",
    [
        ({"CROUPIER_WEBHOOK_URL": "https://h/x"}, "CROUPIER_WEBHOOK_SECRET"),
        ({"CROUPIER_WEBHOOK_URL": "https://h/x", "CROUPIER_WEBHOOK_SECRET": "no spaces allowed"}, "webhook_secret"),
        ({"CROUPIER_WEBHOOK_URL": "ftp://h/x", "CROUPIER_WEBHOOK_SECRET": "ok-long-enough-secret"}, "webhook_url"),
    ],
)
def test_a_bad_webhook_configuration_is_one_line_and_exit_code_2(
    env: dict[str, str], said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env
    for key in list(os.environ):
        if key.startswith(("BOT_", "CROUPIER_", "TELEGRAM_")) or key == "PORT":
            monkeypatch.delenv(key)
    monkeypatch.setenv("BOT_TOKEN", TOKEN)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert main() == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1
    assert "no spaces allowed" not in err and TOKEN not in err


async def test_python_m_bot_serves_the_webhook_and_stops_on_sigterm(fake: FakeTelegram, tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("BOT_", "CROUPIER_", "TELEGRAM_"))}
    env.update(
        BOT_TOKEN=TOKEN,
        TELEGRAM_API_URL=fake.base_url,
        CROUPIER_DB=str(tmp_path / "p.sqlite3"),
        CROUPIER_WEBHOOK_URL=f"http://127.0.0.1:{port}/hook/x",
        CROUPIER_WEBHOOK_SECRET="proc-Secret-long-enough",
        CROUPIER_WORKER_ID="proc-1",
        PORT=str(port),
    )
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        await fake.wait_for(lambda: fake.webhook_url, timeout=60, what="setWebhook")
        assert fake.webhook_url == f"http://127.0.0.1:{port}/hook/x"
        alice = fake.user(1, "Alice")
        await fake.send(alice, "/help")
        await fake.wait_message(alice, contains="/new", timeout=30)
        async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}/healthz") as resp:
            body = await resp.json()
        assert body["worker"] == "proc-1" and body["database"] == "sqlite" and body["outbox_pending"] == 0
        proc.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(proc.communicate(), 30)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    text = err.decode()
    assert proc.returncode == 0, text
    assert "Traceback" not in text and "proc-Secret-long-enough" not in text and "WEBHOOK-TEST" not in text
    assert not any(c.method == "deleteWebhook" for c in fake.requests)


async def test_the_fake_posts_updates_while_a_webhook_is_set_and_retries_a_failure(fake: FakeTelegram) -> None:
    from aiohttp import web

    got: list[tuple[str | None, dict[str, Any]]] = []

    async def receive(request: web.Request) -> web.Response:
        got.append((request.headers.get("X-Telegram-Bot-Api-Secret-Token"), await request.json()))
        return web.Response(status=500 if len(got) == 1 else 200)  # the first delivery fails

    server = web.Application()
    server.router.add_post("/in", receive)
    runner = web.AppRunner(server)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]  # the site is started: it has a server
    api = f"{fake.base_url}{TOKEN}"
    alice = fake.user(1, "Alice")
    try:
        async with aiohttp.ClientSession() as session:

            async def call(method: str, **params: Any) -> tuple[int, Any]:
                async with session.post(f"{api}/{method}", json=params) as resp:
                    return resp.status, await resp.json()

            hook = f"http://127.0.0.1:{port}/in"
            assert (await call("setWebhook", url=hook, secret_token="s-1"))[0] == 200
            assert (await call("getWebhookInfo"))[1]["result"]["url"] == hook
            update_id = await fake.send(alice, "hello")
            await fake.wait_consumed(update_id)
            assert [(s, u["update_id"]) for s, u in got] == [("s-1", update_id), ("s-1", update_id)]
            assert fake.webhook_posts == [(update_id, 500), (update_id, 200)]
            status, body = await call("getUpdates")
            assert status == 409 and "webhook is active" in body["description"]
            assert (await call("setWebhook", url="x", secret_token="s-1"))[0] == 400
            assert (await call("setWebhook", url=hook, secret_token="bad secret"))[0] == 400
            assert (await call("deleteWebhook"))[0] == 200
            second = await fake.send(alice, "again")
            status, body = await call("getUpdates")
            assert status == 200 and [u["update_id"] for u in body["result"]] == [second]
            assert len(got) == 2  # nothing more was posted
    finally:
        await runner.cleanup()
