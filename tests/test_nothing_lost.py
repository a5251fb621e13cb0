"""Nothing a person sends is lost: not while the database is down (the webhook answers 503 and polling
leaves the update with Telegram, each handled once when it is back), not while the Bot API fails at
start or while polling (tried again, one log line a minute, no traceback)."""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import Harness
from driver import open_game
from pg import OwnServer

from bot.__main__ import MaskToken, main
from bot.demo.fakegram import FakeTelegram
from bot.outage import Backoff

GROUP = -100950
TOKEN = "123456:LOST-TEST"
HANDLED = ["message", "callback_query"]
"""What the bot's handlers take (bot/app.py `register`): all it asks Telegram for."""


async def until(predicate: Callable[[], Any], what: str, timeout: float = 30.0) -> None:
    """Wait for something that makes no Bot API call (the fake's `wait_for` wakes on those)."""
    give_up = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < give_up, f"waited in vain for {what}"
        await asyncio.sleep(0.01)


def bids(fake: FakeTelegram, user: Any) -> int:
    return sum(1 for m in fake.messages(user) if "Bid sent: 1 RM at $583" in (m.text or ""))


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.exc_info or r.exc_text or r.levelno >= logging.ERROR]


async def a_month_of_bids(h: Harness) -> tuple[Any, Any]:
    """Alice and Bob play «Менеджмент»; the month's sealed bids are asked by DM."""
    alice, bob = h.fake.user(1, "Alice"), h.fake.user(2, "Bob")
    table = await open_game(h, GROUP, "management", [alice, bob], "months=1")
    assert table.state.phase == "bid"
    await h.say(bob, "/games", GROUP)  # the table is no longer the chat's last message: /status brings it down
    return alice, bob


async def test_a_webhook_answers_503_while_postgresql_is_down_and_handles_each_update_once_after(
    fake: FakeTelegram, tmp_path: Path, stoppable_pg: tuple[OwnServer, str], caplog: pytest.LogCaptureFixture
) -> None:
    server, url = stoppable_pg
    h = Harness(fake, tmp_path / "unused.sqlite3", webhook=True, database_url=url)
    await h.start()
    try:
        alice, _ = await a_month_of_bids(h)
        in_group = len(fake.messages(GROUP))
        await asyncio.to_thread(server.stop)
        status = await fake.send(alice, "/status", GROUP)
        move = await fake.send(alice, "1 583")  # a typed DM move
        await fake.wait_for(lambda: (status, 503) in fake.webhook_posts, what="a 503 for /status")
        assert len(fake.messages(GROUP)) == in_group and bids(fake, alice) == 0  # nothing done meanwhile
        await asyncio.to_thread(server.start)
        await h._done(status)
        await h._done(move)
        assert len(fake.messages(GROUP)) > in_group  # /status answered: the table at the bottom
        assert bids(fake, alice) == 1
        assert [s for u, s in fake.webhook_posts if u in (status, move)].count(200) == 2
        assert await fake.redeliver(move) == 200  # Telegram's retry of the same move: handled once
        await h.say(alice, "/status")
        assert bids(fake, alice) == 1
        table = await h.table(GROUP)
        assert table.state.phase == "bid" and table.seat_of(alice.id) not in table.game.to_act(table.state)
    finally:
        await h.stop()
    assert not tracebacks(caplog)


async def test_polling_leaves_an_update_with_telegram_while_postgresql_is_down(
    fake: FakeTelegram, tmp_path: Path, stoppable_pg: tuple[OwnServer, str], caplog: pytest.LogCaptureFixture
) -> None:
    server, url = stoppable_pg
    h = Harness(fake, tmp_path / "unused.sqlite3", database_url=url)
    await h.start()
    try:
        alice, _ = await a_month_of_bids(h)
        in_group = len(fake.messages(GROUP))
        processor = h.app.bot_data["processor"]
        before = processor.processed
        await asyncio.to_thread(server.stop)
        status = await fake.send(alice, "/status", GROUP)
        move = await fake.send(alice, "1 583")
        await fake.wait_consumed(status)  # fetched, and its handling gave up:
        await until(lambda: processor.processed > before, "the update's handling to end")
        assert fake.confirmed_offset <= status  # not confirmed: Telegram keeps it (and what came after)
        assert len(fake.messages(GROUP)) == in_group and bids(fake, alice) == 0
        await asyncio.to_thread(server.start)
        await fake.wait_for(lambda: bids(fake, alice), timeout=30, what="the move, fetched again")
        await h.drained()
        assert len(fake.messages(GROUP)) > in_group
        await h.say(alice, "/status")  # (confirms what came before)
        assert fake.confirmed_offset > move and bids(fake, alice) == 1
    finally:
        await h.stop()
    assert not tracebacks(caplog)


async def test_a_502_on_deletewebhook_at_start_is_tried_again(fake: FakeTelegram, tmp_path: Path) -> None:
    fake.fail_5xx("deleteWebhook", times=2)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("BOT_", "CROUPIER_", "TELEGRAM_", "DATABASE_"))}
    env.update(BOT_TOKEN=TOKEN, TELEGRAM_API_URL=fake.base_url, CROUPIER_DB=str(tmp_path / "p.sqlite3"))
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
        alice = fake.user(1, "Alice")
        await fake.send(alice, "/help")
        await fake.wait_message(alice, contains="/new", timeout=60)
        proc.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(proc.communicate(), 30)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    text = err.decode()
    assert proc.returncode == 0, text
    assert [c.status for c in fake.requests if c.method == "deleteWebhook"] == [502, 502, 200]
    assert "Traceback" not in text and "LOST-TEST" not in text
    said = [line for line in text.splitlines() if "deleteWebhook" in line]
    assert len(said) == 2 and "does not answer" in said[0] and "answers again" in said[1], said


async def test_a_502_on_setwebhook_at_start_is_tried_again(
    fake: FakeTelegram, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fake.fail_5xx("setWebhook", times=1)
    h = Harness(fake, tmp_path / "w.sqlite3", webhook=True)
    await h.start()
    try:
        alice = fake.user(1, "Alice")
        await h.say(alice, "/help")
        assert "/new" in (fake.last(alice).text or "")
    finally:
        await h.stop()
    assert [c.status for c in fake.requests if c.method == "setWebhook"] == [502, 200]
    assert not tracebacks(caplog)


async def test_an_outage_of_getupdates_is_one_line_a_minute_without_a_traceback(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h, fake = harness, harness.fake
    alice = fake.user(1, "Alice")
    poller = getattr(h, "poller", None)  # (PTB's Updater before it, with its own pace)
    if poller is not None:
        poller.backoff = Backoff(first=0.01, cap=0.02)
        ticks = itertools.count(0, 20)
        poller.api.clock = lambda: float(next(ticks))  # each look at the clock: 20 s later
    fake.fail_5xx("getUpdates", times=7)
    await fake.send(alice, "/help")  # the long poll ends; the next seven fail
    await fake.wait_for(
        lambda: sum(1 for c in fake.requests if c.method == "getUpdates" and c.status == 502) == 7,
        timeout=60,
        what="the outage",
    )
    await h.app.bot_data["processor"].wait_done(await fake.send(alice, "/games"), timeout=60)  # polled again
    await h.drained()
    assert "management" in (fake.last(alice).text or "")
    lines = [r.getMessage() for r in caplog.records if "getUpdates" in r.getMessage()]
    # failures at 0, 20, …, 120 s: said at 0, 60 and 120 s, then its end
    assert len(lines) == 4 and "does not answer" in lines[0] and "answers again" in lines[3], lines
    assert all("still does not answer" in line for line in lines[1:3])
    assert not tracebacks(caplog)


async def test_the_bot_asks_telegram_only_for_the_updates_it_handles(fake: FakeTelegram, tmp_path: Path) -> None:
    polled = Harness(fake, tmp_path / "p.sqlite3")
    await polled.start()
    try:
        await polled.say(fake.user(1, "Alice"), "/help")
    finally:
        await polled.stop()
    asked = [c.params.get("allowed_updates") for c in fake.requests if c.method == "getUpdates"]
    assert asked and all(a == HANDLED for a in asked)
    hooked = Harness(fake, tmp_path / "w.sqlite3", webhook=True)
    await hooked.start()
    try:
        setting = next(c for c in fake.requests if c.method == "setWebhook")
        assert setting.params["allowed_updates"] == HANDLED
    finally:
        await hooked.stop()


def test_a_short_webhook_secret_is_refused_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env
    for key in list(os.environ):
        if key.startswith(("BOT_", "CROUPIER_", "TELEGRAM_", "DATABASE_")) or key == "PORT":
            monkeypatch.delenv(key)
    monkeypatch.setenv("BOT_TOKEN", TOKEN)
    monkeypatch.setenv("TELEGRAM_API_URL", "http://127.0.0.1:9/bot")  # (never reached)
    monkeypatch.setenv("CROUPIER_WEBHOOK_URL", "https://bot.example.org/hook")
    monkeypatch.setenv("CROUPIER_WEBHOOK_SECRET", "a")
    assert main() == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "webhook_secret" in err and "16" in err and TOKEN not in err


def test_a_secret_is_masked_where_it_stands_whole_and_nowhere_else() -> None:
    def shown(secret: str, message: str, **how: bool) -> str:
        record = logging.LogRecord("x", logging.INFO, __file__, 1, message, None, None)
        MaskToken(secret, **how).filter(record)
        return record.getMessage()

    # a database password as short as a word: "postgresql" and "postgres-like" keep their letters
    said = shown("postgres", "cannot reach postgresql://croupier:postgres@db/croupier (postgresql, postgres-like)")
    assert said == "cannot reach postgresql://croupier:***@db/croupier (postgresql, postgres-like)"
    assert shown("a", "a bad gateway at a") == "*** bad gateway at ***"
    secret = "Sixteen_chars-ok"
    assert shown(secret, f"hook?{secret}&x{secret}y Sixteen") == "hook?***&x***y Sixteen"
    assert shown(TOKEN, f"POST /bot{TOKEN}/getUpdates: 502") == "POST /bot123456:***/getUpdates: 502"
    assert shown("12:AB", "POST /bot12:AB/getMe", anywhere=True) == "POST /bot12:***/getMe"  # the token
