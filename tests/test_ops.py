"""For the people who host it: `/metrics`, `/readyz` and `/healthz` in both modes, JSON logs that hold
no token and no private hand, refused presses logged with their reason."""

from __future__ import annotations

import asyncio
import io
import json
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
from driver import open_game, play_to_end
from pg import OwnServer
from prometheus_client.parser import text_string_to_metric_families

from bot.__main__ import MaskToken
from bot.demo.fakegram import FakeTelegram
from bot.faces.baohuang import hand_text
from bot.logjson import JsonFormatter
from games.baohuang import GAME

GROUP = -100960
FAMILIES = (
    "croupier_updates_handled",
    "croupier_updates_refused",
    "croupier_press_commit_seconds",
    "croupier_bot_api_calls",
    "croupier_outbox_backlog",
    "croupier_outbox_oldest_seconds",
    "croupier_deadline_lateness_seconds",
    "croupier_games_live",
    "croupier_games_loaded",
    "croupier_db_round_trips_per_unit",
    "croupier_engine_step_seconds",
)


async def get(url: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url) as resp:
        return resp.status, await resp.text()


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    out = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def value(text: str, name: str, **labels: str) -> float:
    return samples(text).get((name, tuple(sorted(labels.items()))), 0.0)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_metrics_move_with_a_games_presses_and_count_a_429(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "m.sqlite3", webhook=True, worker_id="w-m")
    await h.start()
    try:
        url = f"http://127.0.0.1:{h.app.bot_data['settings'].port}/metrics"
        status, before = await get(url)
        assert status == 200
        names = {f.name for f in text_string_to_metric_families(before)}
        assert set(FAMILIES) <= names, set(FAMILIES) - names
        assert value(before, "croupier_worker_info", worker="w-m", mode="webhook", database="sqlite") == 1
        alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "management", [alice, bob], "months=1")
        _, during = await get(url)
        assert value(during, "croupier_games_loaded") >= 1 and value(during, "croupier_games_live") >= 1
        fake.fail("sendMessage", 429, "Too Many Requests: retry after 1", parameters={"retry_after": 1})
        seats = {table.seat_of(u.id): u for u in (alice, bob)}
        await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(3))
        await h.drained()
        _, after = await get(url)
    finally:
        await h.stop()
    handled = "croupier_updates_handled_total"
    assert value(after, handled) > value(before, handled) + 5
    calls = "croupier_bot_api_calls_total"
    assert (
        value(after, calls, method="sendMessage", result="429")
        == value(before, calls, method="sendMessage", result="429") + 1
    )
    assert value(after, calls, method="answerCallbackQuery", result="200") > value(
        before, calls, method="answerCallbackQuery", result="200"
    )
    for counted in ("croupier_press_commit_seconds_count", "croupier_db_round_trips_per_unit_count"):
        labels = {"backend": "sqlite"} if "round_trips" in counted else {}
        assert value(after, counted, **labels) > value(before, counted, **labels), counted
    assert value(after, "croupier_engine_step_seconds_count", game="management") > value(
        before, "croupier_engine_step_seconds_count", game="management"
    )


async def test_readyz_fails_while_postgresql_is_down_and_recovers(
    fake: FakeTelegram, tmp_path: Path, stoppable_pg: tuple[OwnServer, str]
) -> None:
    server, url = stoppable_pg
    h = Harness(fake, tmp_path / "unused.sqlite3", webhook=True, database_url=url)
    await h.start()
    try:
        ready = f"http://127.0.0.1:{h.app.bot_data['settings'].port}/readyz"
        assert (await get(ready))[0] == 200
        await asyncio.to_thread(server.stop)
        status, body = await get(ready)
        assert status == 503 and "database" in json.loads(body)["reason"]
        _, metrics = await get(f"http://127.0.0.1:{h.app.bot_data['settings'].port}/metrics")
        assert value(metrics, "croupier_database_reachable") == 0
        await asyncio.to_thread(server.start)
        give_up = time.monotonic() + 60
        while (await get(ready))[0] != 200:
            assert time.monotonic() < give_up, "readyz stayed 503 after the database came back"
            await asyncio.sleep(0.2)
        _, metrics = await get(f"http://127.0.0.1:{h.app.bot_data['settings'].port}/metrics")
        assert value(metrics, "croupier_db_round_trips_per_unit_count", backend="postgresql") > 0
        assert value(metrics, "croupier_database_reachable") == 1
    finally:
        await h.stop()


async def test_polling_with_port_serves_health_readiness_and_metrics_with_json_logs(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    token = "123456:OPS-TEST"
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("BOT_", "CROUPIER_", "TELEGRAM_", "DATABASE_"))}
    env.update(
        BOT_TOKEN=token,
        TELEGRAM_API_URL=fake.base_url,
        CROUPIER_DB=str(tmp_path / "p.sqlite3"),
        PORT=str(port),
        CROUPIER_LOG="json",
        CROUPIER_WORKER_ID="poll-1",
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
        alice = fake.user(1, "Alice")
        await fake.send(alice, "/help")
        await fake.wait_message(alice, contains="/new", timeout=60)
        base = f"http://127.0.0.1:{port}"
        status, health = await get(base + "/healthz")
        assert status == 200 and json.loads(health)["mode"] == "polling"
        assert (await get(base + "/readyz"))[0] == 200
        status, text = await get(base + "/metrics")
        assert status == 200 and value(text, "croupier_updates_handled_total") >= 1
        assert value(text, "croupier_bot_api_calls_total", method="getUpdates", result="200") >= 1
        proc.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(proc.communicate(), 30)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    text = err.decode()
    assert proc.returncode == 0, text
    lines = [json.loads(line) for line in text.splitlines() if line.strip()]
    assert lines and all({"level", "event", "game", "chat", "worker"} <= set(x) for x in lines)
    assert {x["worker"] for x in lines} == {"poll-1"}
    assert "OPS-TEST" not in text


async def test_a_whole_baohuang_game_logs_json_without_the_token_or_a_hand(
    fake: FakeTelegram, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    buffer = io.StringIO()
    handler = logging.StreamHandler(buffer)
    handler.setFormatter(JsonFormatter("w-log"))
    token = "123456:TEST"  # the harness's
    handler.addFilter(MaskToken(token, anywhere=True))
    root = logging.getLogger()
    root.addHandler(handler)
    caplog.set_level(logging.INFO)  # as `python -m bot` logs (PTB's DEBUG lines carry every call's text)
    h = Harness(fake, tmp_path / "b.sqlite3")
    await h.start()
    try:
        alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
        table = await open_game(h, GROUP, "baohuang", [alice, bob], "hands=1")
        humans = {table.seat_of(u.id): u for u in (alice, bob)}
        hands = [hand_text(GAME.player_view(table.state, seat)) for seat in humans]
        cards = [json.dumps(sorted(table.state.cards[seat])) for seat in humans]
        await h.drained()
        first, who = next(
            (m, u)
            for u in (alice, bob)
            for m in reversed(fake.messages(u))
            if any((d or "").startswith("g:") for _, d in m.buttons())
        )
        stale = next(d for _, d in first.buttons() if (d or "").startswith("g:"))
        await play_to_end(h.press, fake, GROUP, humans, lambda: set(GAME.to_act(table.state)), random.Random(5))
        await h.drained()
        answer = await h.press(who, first, data=stale, strict=False)  # a button of a game that is over
        assert answer.show_alert
        logging.getLogger("telegram.ext").error("as a library says it: %s/bot%s/getMe", fake.base_url, token)
    finally:
        await h.stop()
        root.removeHandler(handler)
    lines = [json.loads(line) for line in buffer.getvalue().splitlines()]
    assert len(lines) >= 3  # (at least the refusal, the library's line and the stop)
    for line in lines:
        assert {"level", "event", "game", "chat", "worker"} <= set(line) and line["worker"] == "w-log"
    text = buffer.getvalue()
    assert "TEST" not in text.replace("123456:***", "") and "/bot123456:***/getMe" in text
    for shown in hands + cards:
        assert shown not in text, shown
    refusals = [x for x in lines if x.get("reason") == "stale"]
    assert refusals and refusals[-1]["level"] == "info" and refusals[-1]["chat"] == who.id


def bids(fake: FakeTelegram, user: Any) -> int:
    return sum(1 for m in fake.messages(user) if "Bid sent: 1 RM at $583" in (m.text or ""))


async def start_worker(tmp_path: Path, env: dict[str, str]) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )


async def stopped(proc: asyncio.subprocess.Process) -> str:
    """SIGTERM, and what the worker said on its way out (it must exit 0)."""
    proc.send_signal(signal.SIGTERM)
    _, err = await asyncio.wait_for(proc.communicate(), 60)
    text = err.decode()
    assert proc.returncode == 0, text
    assert "Traceback" not in text
    return text


@pytest.mark.slow
async def test_sigterm_mid_game_finishes_the_step_flushes_the_outbox_and_loses_nothing(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    port = free_port()
    db = tmp_path / "t.sqlite3"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("BOT_", "CROUPIER_", "TELEGRAM_", "DATABASE_"))}
    env.update(
        BOT_TOKEN="123456:TERM-TEST",
        TELEGRAM_API_URL=fake.base_url,
        CROUPIER_DB=str(db),
        PORT=str(port),
        CROUPIER_WEBHOOK_URL=f"http://127.0.0.1:{port}/hook",
        CROUPIER_WEBHOOK_SECRET="term-Secret-long-enough",
        CROUPIER_STOP_GRACE="30",
    )
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    fake.group(GROUP, "Table", members=[alice, bob])
    proc = await start_worker(tmp_path, env)
    try:
        await fake.wait_for(lambda: fake.webhook_url, timeout=60, what="setWebhook")
        for u in (alice, bob):
            await fake.send(u, "/start")
            await fake.wait_message(u, timeout=30)
        await fake.send(alice, "/new management months=1", GROUP)
        lobby = await fake.wait_message(GROUP, contains="Management", timeout=30)
        gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
        await fake.wait_answer(await fake.press(bob, lobby, data=f"l:{gid}:join"), timeout=30)
        await fake.wait_answer(await fake.press(alice, lobby, data=f"l:{gid}:start"), timeout=30)
        for u in (alice, bob):
            await fake.wait_message(u, contains="Your company", timeout=30)
        # what the step owes alice waits 3 s (a 429), so SIGTERM finds the outbox owing it
        retry = {"retry_after": 3}
        fake.fail("editMessageText", 429, "Too Many Requests: retry after 3", parameters=retry, chat=alice)
        move = await fake.send(alice, "1 583")
        await fake.wait_for(lambda: (move, 200) in fake.webhook_posts, 30, "the move taken")
        proc.send_signal(signal.SIGTERM)
        give_up = time.monotonic() + 30
        while (await get(f"http://127.0.0.1:{port}/readyz"))[0] != 503:  # it says it is stopping
            assert time.monotonic() < give_up, "readyz stayed 200 after SIGTERM"
            await asyncio.sleep(0.05)
        status = await fake.send(bob, "/status", GROUP)  # while stopping: 503, Telegram keeps it
        await fake.wait_for(lambda: (status, 503) in fake.webhook_posts, 30, "a 503 while stopping")
        _, err = await asyncio.wait_for(proc.communicate(), 60)
        assert proc.returncode == 0, err.decode()
        assert "Traceback" not in err.decode() and "TERM-TEST" not in err.decode()
        assert bids(fake, alice) == 1  # the step finished, and what it owed was sent before the exit
        assert any(c.method == "editMessageText" and c.status == 429 for c in fake.requests)
        sent_before = len(fake.requests)

        proc = await start_worker(tmp_path, env)  # the next start: bob's /status comes now
        await fake.wait_for(lambda: (status, 200) in fake.webhook_posts, 60, "/status delivered again")
        await fake.wait_for(
            lambda: any(
                c.method == "sendMessage" and c.params.get("chat_id") == GROUP for c in fake.requests[sent_before:]
            ),
            30,
            "the answer to /status",
        )
        await stopped(proc)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    assert bids(fake, alice) == 1  # nothing repeated
    assert [s for u, s in fake.webhook_posts if u == move] == [200]
    assert [s for u, s in fake.webhook_posts if u == status].count(200) == 1


def test_the_host_settings_come_from_the_environment() -> None:
    from bot.config import Settings

    s = Settings.from_env({"PORT": "9100", "CROUPIER_LOG": "JSON", "CROUPIER_STOP_GRACE": "25"})
    assert (s.listen, s.port, s.log_format, s.drain_on_stop) == (True, 9100, "json", 25.0)
    plain = Settings.from_env({})
    assert (plain.listen, plain.log_format, plain.drain_on_stop) == (False, "text", 10.0)
    with pytest.raises(ValueError):
        Settings.from_env({"CROUPIER_LOG": "xml"})


async def test_stale_lobby_and_admin_presses_are_logged_with_their_reason(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    """A press on a closed lobby's button (and any button the bot no longer knows) is refused, and the
    refusal is one info line saying why, never the press's content."""
    caplog.set_level(logging.INFO)
    fake = harness.fake
    ann = fake.user(1, "Ann")
    fake.group(-100777, "Stale", members=[ann])
    await harness.say(ann, "/start")
    await harness.say(ann, "/new merit", -100777)
    lobby = fake.last(-100777)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await harness.say(ann, "/cancel", -100777)
    said = await harness.press(ann, lobby, data=f"l:{gid}:join", strict=False)
    assert said.show_alert
    said = await harness.press(ann, lobby, data="zz:unknown", strict=False)
    assert said.show_alert
    refused = [r.getMessage() for r in caplog.records if "a press refused: stale" in r.getMessage()]
    assert len(refused) == 2 and all("-100777" in line for line in refused), refused
