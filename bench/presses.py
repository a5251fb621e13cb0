"""Button presses per second through the real stack, and the latency from a press to the bot's answer.

The bot is the real `python -m bot` process (PTB, SQLite file, rate limiter off), pinned to one core;
this process runs the fake Bot API server and the players on the other core. Each of `--games`
concurrent 功德轮回 games has one human and one AI seat; the human presses a random button of each
prompt as soon as it appears, so the load is as high as the bot can take.

    python bench/presses.py --games 200 --presses 20000
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from fakegram import FakeTelegram  # noqa: E402


class BenchTelegram(FakeTelegram):
    """The fake server, telling each player at once when a prompt or an answer reaches them."""

    def __init__(self) -> None:
        super().__init__(group_limit=None, record=False)
        self.answered: dict[str, asyncio.Future[float]] = {}
        self.inbox: dict[int, asyncio.Event] = {}

    def answer_callback_query(self, p: dict[str, Any]) -> Any:
        result = super().answer_callback_query(p)
        fut = self.answered.pop(p.get("callback_query_id"), None)
        if fut is not None and not fut.done():
            fut.set_result(time.perf_counter())
        return result

    def _poke(self, p: dict[str, Any]) -> None:
        event = self.inbox.get(int(p.get("chat_id", 0)))
        if event is not None:
            event.set()

    def send_message(self, p: dict[str, Any]) -> Any:
        result = super().send_message(p)
        self._poke(p)
        return result

    def send_document(self, p: dict[str, Any]) -> Any:
        result = super().send_document(p)
        self._poke(p)
        return result

    def edit_message_text(self, p: dict[str, Any]) -> Any:
        result = super().edit_message_text(p)
        self._poke(p)
        return result

    def edit_message_reply_markup(self, p: dict[str, Any]) -> Any:
        result = super().edit_message_reply_markup(p)
        self._poke(p)
        return result


def prompt_in(fake: BenchTelegram, chat_id: int) -> Any:
    msgs = fake._bot_messages.get(chat_id) or []
    for m in reversed(msgs[-3:]):
        if any(d and d.startswith("g:") for _, d in m.buttons()):
            return m
    return None


async def player(fake: BenchTelegram, n: int, budget: list[int], latencies: list[float], rng: random.Random) -> int:
    uid, gid = 10_000 + n, -(10_000 + n)
    user = fake.user(uid, f"P{n}")
    fake.group(gid, f"G{n}", members=[user])
    event = asyncio.Event()
    fake.inbox[uid] = fake.inbox[gid] = event
    await fake.send(user, "/start")

    async def until(check: Any) -> Any:
        while not (found := check()):
            event.clear()
            await event.wait()
        return found

    def lobby() -> Any:
        m = fake._bot_messages.get(gid, [None])[-1]
        return m if m is not None and any(d and d.startswith("l:") for _, d in m.buttons()) else None

    games = 0
    while budget[0] > 0:
        await fake.send(user, "/new merit ai=1", gid)
        start = next(d for _, d in (await until(lobby)).buttons() if d and d.endswith(":start"))
        seen: set[tuple[int, int]] = set()
        await fake.press(user, fake.last(gid), data=start)
        games += 1
        while budget[0] > 0:

            def next_step(seen: set[tuple[int, int]] = seen) -> Any:
                last = fake._bot_messages.get(gid, [None])[-1]
                if last is not None and any(d and d.startswith("h:") for _, d in last.buttons()):
                    return "over"  # the closing message, with its 🔍 button for the record
                msg = prompt_in(fake, uid) or prompt_in(fake, gid)  # a prompt is new, or edited anew
                return msg if msg is not None and (msg.message_id, msg.edited) not in seen else None

            found = await until(next_step)
            if found == "over":
                break
            seen.add((found.message_id, found.edited))
            data = rng.choice([d for _, d in found.buttons() if d and d.startswith("g:")])
            budget[0] -= 1
            fut: asyncio.Future[float] = asyncio.get_running_loop().create_future()
            t0 = time.perf_counter()
            qid = await fake.press(user, found, data=data, strict=False)
            fake.answered[qid] = fut
            latencies.append(await asyncio.wait_for(fut, 30) - t0)
    return games


async def run(args: argparse.Namespace) -> None:
    fake = BenchTelegram()
    await fake.start()
    tmp = tempfile.mkdtemp(prefix="croupier-bench-")
    env = {
        **os.environ,
        "BOT_TOKEN": "123456:BENCH",
        "TELEGRAM_API_URL": fake.base_url,
        "CROUPIER_DB": str(Path(tmp) / "bench.sqlite3"),
        "CROUPIER_RATE_LIMIT": "off",
        "CROUPIER_FLOOD_LIMIT": "1000000",  # one bench player presses far faster than any person
        "PYTHONPATH": str(ROOT),
    }
    cmd = [sys.executable, "-m", "bot"]
    if args.profile:
        cmd = [sys.executable, "-m", "cProfile", "-o", args.profile, "-m", "bot"]
    if args.bot_core is not None and hasattr(os, "sched_setaffinity"):
        cmd = ["taskset", "-c", str(args.bot_core), *cmd]
        os.sched_setaffinity(0, {args.driver_core})
    log_path = Path(tmp) / "bot.log"
    log = log_path.open("wb")  # a file, not a pipe: an unread pipe would block the bot once full
    bot = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=log, cwd=tmp)
    try:
        await fake.wait_for(lambda: fake.polling, 60)
        budget = [args.presses]
        latencies: list[float] = []
        rng = random.Random(args.seed)
        t0 = time.perf_counter()
        games = await asyncio.gather(
            *(player(fake, i, budget, latencies, random.Random(rng.random())) for i in range(args.games))
        )
        dt = time.perf_counter() - t0
    finally:
        bot.terminate()
        try:
            await asyncio.to_thread(bot.wait, 30)  # the fake keeps answering while the bot winds down
        except subprocess.TimeoutExpired:
            bot.kill()
        log.close()
        await fake.stop()
    latencies.sort()
    q = statistics.quantiles(latencies, n=100)
    print(f"games in parallel: {args.games}; games started: {sum(games)}; presses: {len(latencies)} in {dt:.1f} s")
    print(f"presses/s: {len(latencies) / dt:,.0f}")
    print(
        f"press -> answer latency: p50 {q[49] * 1000:.1f} ms, p99 {q[98] * 1000:.1f} ms, "
        f"max {latencies[-1] * 1000:.1f} ms"
    )
    print(f"bot pinned to core {args.bot_core}, players and fake server on core {args.driver_core}")
    errors = [line for line in log_path.read_text(errors="replace").splitlines() if " ERROR " in line]
    print(f"bot log: {log_path} ({len(errors)} errors{'; first: ' + errors[0] if errors else ''})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--presses", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-core", type=int, default=0)
    parser.add_argument("--driver-core", type=int, default=1)
    parser.add_argument("--profile", default="", help="write the bot's cProfile stats to this file")
    args = parser.parse_args()
    if (os.cpu_count() or 1) < 2:
        args.bot_core = None
    asyncio.run(run(args))


if __name__ == "__main__":
    main()
