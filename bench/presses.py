"""Button presses per second through the real stack, and the latency from a press to the bot's answer.

The bot is the real `python -m bot` process (PTB, rate limiter off), pinned to one core; this
process runs the fake Bot API server and the players on the other core. Each of `--games` concurrent
功德轮回 games has one human and one AI seat; the human presses a random button of each prompt as
soon as it appears, so the load is as high as the bot can take.

`--database sqlite` (a file), `pg` (a PostgreSQL started here with the `pgserver` package, in a
temporary directory, `synchronous_commit=off` to match SQLite's `synchronous=NORMAL`; the server's
processes are not pinned) or `both`. The bot counts its database work (CROUPIER_DB_STATS,
storage/stats.py): transactions and round trips per press, and on SQLite the bytes its commits
appended to the WAL; on PostgreSQL the WAL bytes are read from `pg_current_wal_lsn()`.

    python bench/presses.py --games 200 --presses 20000
    python bench/presses.py --database both --games 10 20 --presses 2000
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
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


@dataclass
class Result:
    database: str
    games: int
    presses: int
    seconds: float
    latencies: list[float]
    stats: dict[str, dict[str, int]] = field(default_factory=dict)
    actions: int = 0
    pg_wal: int | None = None
    errors: list[str] = field(default_factory=list)

    def total(self, kind: str) -> int:
        return sum(self.stats.get(kind, {}).values())


class PgServer:
    """A throwaway PostgreSQL (the `pgserver` package bundles its binaries), one database per run."""

    def __init__(self) -> None:
        import pgserver

        self.root = Path(tempfile.mkdtemp(prefix="croupier-bench-pg-"))
        self.server = pgserver.get_server(self.root, cleanup_mode="stop")
        self.url = self.server.get_uri()
        self._n = 0
        try:
            self.sql("ALTER SYSTEM SET synchronous_commit = off")
            self.sql("SELECT pg_reload_conf()")
        except BaseException:
            self.stop()
            raise

    def sql(self, statement: str, url: str | None = None) -> Any:
        import psycopg

        with psycopg.connect(url or self.url, autocommit=True) as conn:
            cur = conn.execute(statement.encode())
            return cur.fetchone() if cur.description else None

    def fresh(self) -> str:
        self._n += 1
        name = f"croupier_bench_{self._n}"
        self.sql(f"CREATE DATABASE {name}")
        head, _, tail = self.url.partition("?")
        return f"{head.rsplit('/', 1)[0]}/{name}" + (f"?{tail}" if tail else "")

    def wal_lsn(self) -> int:
        return int(self.sql("SELECT pg_current_wal_lsn() - '0/0'")[0])

    def stop(self) -> None:
        import shutil

        self.server.cleanup()
        shutil.rmtree(self.root, ignore_errors=True)


async def run(args: argparse.Namespace, database: str, games_n: int, pg: PgServer | None) -> Result:
    fake = BenchTelegram()
    await fake.start()
    tmp = tempfile.mkdtemp(prefix="croupier-bench-")
    stats_path = Path(tmp) / "db-stats.json"
    env = {
        **os.environ,
        "BOT_TOKEN": "123456:BENCH",
        "TELEGRAM_API_URL": fake.base_url,
        "CROUPIER_DB": str(Path(tmp) / "bench.sqlite3"),
        "CROUPIER_RATE_LIMIT": "off",
        "CROUPIER_FLOOD_LIMIT": "1000000",  # one bench player presses far faster than any person
        "PYTHONPATH": str(ROOT),
    }
    if args.db_stats:  # counting costs the bot time: the speed figures are taken without it
        env["CROUPIER_DB_STATS"] = str(stats_path)
    env.pop("DATABASE_URL", None)
    url = None
    if database == "pg":
        assert pg is not None
        url = env["DATABASE_URL"] = pg.fresh()
    cmd = [sys.executable, "-m", "bot"]
    if args.profile:
        cmd = [sys.executable, "-m", "cProfile", "-o", args.profile, "-m", "bot"]
    if args.bot_core is not None and hasattr(os, "sched_setaffinity"):
        cmd = ["taskset", "-c", str(args.bot_core), *cmd]
        os.sched_setaffinity(0, {args.driver_core})
    log_path = Path(tmp) / "bot.log"
    log = log_path.open("wb")  # a file, not a pipe: an unread pipe would block the bot once full
    bot = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=log, cwd=tmp)
    wal0 = pg.wal_lsn() if pg is not None and database == "pg" else 0
    try:
        await fake.wait_for(lambda: fake.polling, 60)
        budget = [args.presses]
        latencies: list[float] = []
        rng = random.Random(args.seed)
        t0 = time.perf_counter()
        players = asyncio.gather(
            *(player(fake, i, budget, latencies, random.Random(rng.random())) for i in range(games_n))
        )
        try:
            games = await asyncio.wait_for(players, args.timeout)
        except TimeoutError:  # a stuck bot: report what was done, and say so
            print(f"[{database}, {games_n} games] stuck: gave up after {args.timeout:.0f} s", file=sys.stderr)
            games = []
        dt = time.perf_counter() - t0
    finally:
        bot.terminate()
        try:
            await asyncio.to_thread(bot.wait, 30)  # the fake keeps answering while the bot winds down
        except subprocess.TimeoutExpired:
            bot.kill()
        log.close()
        await fake.stop()
    result = Result(database, games_n, len(latencies), dt, sorted(latencies))
    if stats_path.exists():
        result.stats = json.loads(stats_path.read_text())
    count = "SELECT COUNT(*) FROM actions"
    if database == "pg":
        assert pg is not None and url is not None
        result.pg_wal = pg.wal_lsn() - wal0
        result.actions = int(pg.sql(count, url)[0])
    else:
        with sqlite3.connect(env["CROUPIER_DB"]) as conn:
            result.actions = int(conn.execute(count).fetchone()[0])
    result.errors = [line for line in log_path.read_text(errors="replace").splitlines() if " ERROR " in line]
    print(f"[{database}, {games_n} games] started {sum(games)} games; bot log: {log_path}", file=sys.stderr)
    return result


def report(r: Result) -> None:
    q = statistics.quantiles(r.latencies, n=100)
    n = max(1, r.presses)
    print(f"\n== {r.database}: {r.games} games in parallel, {r.presses} presses in {r.seconds:.1f} s")
    print(f"presses/s: {r.presses / r.seconds:,.0f}")
    print(
        f"press -> answer latency: p50 {q[49] * 1000:.1f} ms, p99 {q[98] * 1000:.1f} ms, "
        f"max {r.latencies[-1] * 1000:.1f} ms"
    )
    if r.stats:
        tx, stmts, reads = r.total("transactions"), r.total("statements"), r.total("reads")
        line = f"per press: {tx / n:.2f} transactions, {reads / n:.2f} reads outside them"
        if r.database == "pg":  # the times the bot waited for the server (units are pipelined: storage/pg.py)
            trips = r.total("round_trips") if "round_trips" in r.stats else stmts + reads
            line += f", {trips / n:.1f} round trips"
        print(line + f"; {r.actions / n:.2f} logged actions")
        wal = r.total("wal_bytes") if r.database == "sqlite" else (r.pg_wal or 0)
        per_action = wal / max(1, r.actions) / 1024
        print(f"WAL written per press: {wal / n / 1024:.1f} KiB (per logged action {per_action:.1f} KiB)")
        for label, k in sorted(r.stats.get("transactions", {}).items(), key=lambda x: -x[1]):
            extra = ""
            if r.database == "sqlite":
                extra = f", {r.stats['wal_bytes'].get(label, 0) / k / 1024:.1f} KiB each"
            else:
                trips = r.stats.get("round_trips", r.stats["statements"]).get(label, 0)
                extra = f", {trips / k:.1f} round trips each"
            print(f"  {label:<16} {k / n:5.2f}/press{extra}")
        for label, k in sorted(r.stats.get("reads", {}).items(), key=lambda x: -x[1]):
            if r.database == "pg" and k / n >= 0.01:  # reads and pipelined units outside a transaction
                trips = r.stats.get("round_trips", {}).get(label, k)
                print(f"  {label:<16} {k / n:5.2f}/press, {trips / k:.1f} round trips each (no transaction)")
    print(f"bot log: {len(r.errors)} errors{'; first: ' + r.errors[0] if r.errors else ''}")


async def run_all(args: argparse.Namespace) -> None:
    databases = ["sqlite", "pg"] if args.database == "both" else [args.database]
    pg = PgServer() if "pg" in databases else None
    results = []
    try:
        for games_n in args.games:
            for database in databases:
                results.append(await run(args, database, games_n, pg))
                report(results[-1])
    finally:
        if pg is not None:
            pg.stop()
    print(f"\nbot pinned to core {args.bot_core}, players and fake server on core {args.driver_core}")
    head = ("database", "games", "presses/s", "p50 ms", "p99 ms", "tx/press", "WAL KiB/press")
    print(f"{head[0]:<8} {head[1]:>5} {head[2]:>9} {head[3]:>7} {head[4]:>7} {head[5]:>8} {head[6]:>13}")
    for r in results:
        q = statistics.quantiles(r.latencies, n=100)
        n = max(1, r.presses)
        wal = r.total("wal_bytes") if r.database == "sqlite" else (r.pg_wal or 0)
        counted = (
            f"{r.total('transactions') / n:>8.2f} {wal / n / 1024:>13.1f}" if r.stats else f"{'—':>8} {'—':>13}"
        )  # without --db-stats nothing was counted
        print(
            f"{r.database:<8} {r.games:>5} {r.presses / r.seconds:>9,.0f} {q[49] * 1000:>7.1f} {q[98] * 1000:>7.1f} "
            + counted
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, nargs="+", default=[200], help="one run per number")
    parser.add_argument("--database", choices=("sqlite", "pg", "both"), default="sqlite")
    parser.add_argument("--presses", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds one run may take")
    parser.add_argument("--bot-core", type=int, default=0)
    parser.add_argument("--driver-core", type=int, default=1)
    parser.add_argument("--profile", default="", help="write the bot's cProfile stats to this file")
    parser.add_argument(
        "--db-stats", action="store_true", help="count the bot's transactions, round trips and WAL bytes (slower)"
    )
    args = parser.parse_args()
    if (os.cpu_count() or 1) < 2:
        args.bot_core = None
    asyncio.run(run_all(args))


if __name__ == "__main__":
    main()
