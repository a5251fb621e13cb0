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

`--workers 1 2 4`: on PostgreSQL, one run per number of workers: that many `python -m bot` in webhook
mode (CROUPIER_WEBHOOK_URL, each its own PORT and CROUPIER_WORKER_ID) on one database, behind a
`Balancer` in this process that forwards each update the fake server delivers by webhook to a worker
chosen at random (bot/workers.py). The workers are pinned to the available cores round-robin from
`--bot-core` (with 2 cores they share them with this process and PostgreSQL, so more workers cannot
raise the total: each worker's CPU seconds, from /proc/<pid>/stat over the measured run, and the bot's
CPU per press show how it would scale). SQLite stays one polling process, printed beside them in one
table. A press answered "out of date" is pressed again, and a player whose next prompt does not come
in `--stall` seconds leaves that game for a new group; both are counted, not hidden.

    python bench/presses.py --database both --workers 1 2 4 --games 10 --presses 3000
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

import aiohttp
from aiohttp import web

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from bot.demo.fakegram import FakeTelegram  # noqa: E402


class BenchTelegram(FakeTelegram):
    """The fake server, telling each player at once when a prompt or an answer reaches them."""

    def __init__(self) -> None:
        super().__init__(group_limit=None, record=False)
        self.answered: dict[str, asyncio.Future[float]] = {}
        self.inbox: dict[int, asyncio.Event] = {}
        self.retry_refused = False
        """--workers: a press answered "out of date" is pressed again (see `refused`)."""
        self.refused: set[str] = set()
        """Presses answered "out of date" and not yet seen by their player. With several workers a
        worker whose copy of a game is older than the prompt refuses the press; with one, none is."""
        self.refusals = 0
        self.turns: list[float] = []
        """Seconds from a press to the player's next prompt (the AI's turn and the sending included)."""
        self.give_up: float | None = None
        """--workers: seconds a player waits for its next prompt before it leaves the game (`persist`)."""
        self.abandoned = 0

    def answer_callback_query(self, p: dict[str, Any]) -> Any:
        result = super().answer_callback_query(p)
        if "out of date" in str(p.get("text") or ""):
            self.refused.add(p.get("callback_query_id", ""))
            self.refusals += 1
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


PLAYER_SPAN = 100_000
"""`persist`: the k-th fresh start of player n plays as player n + k * PLAYER_SPAN."""


async def persist(fake: BenchTelegram, n: int, budget: list[int], latencies: list[float], rng: random.Random) -> int:
    """--workers: a player whose prompt (or answer) does not come within `fake.give_up` seconds leaves
    that game and plays on as a new user in a new group, so one lost prompt does not end the run."""
    games, k = 0, 0
    while True:
        try:
            return games + await player(fake, n + k * PLAYER_SPAN, budget, latencies, rng)
        except TimeoutError:
            fake.abandoned += 1
            k += 1


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
            await asyncio.wait_for(event.wait(), fake.give_up)  # --workers: a TimeoutError, see `persist`
        return found

    def lobby() -> Any:
        m = fake._bot_messages.get(gid, [None])[-1]
        return m if m is not None and any(d and d.startswith("l:") for _, d in m.buttons()) else None

    games = 0
    while budget[0] > 0:
        await fake.send(user, "/new merit ai=1", gid)
        start = next(d for _, d in (await until(lobby)).buttons() if d and d.endswith(":start"))
        seen: set[tuple[int, int, int]] = set()  # (chat, message, edits): message ids are per chat
        pressed_at: float | None = None
        await fake.press(user, fake.last(gid), data=start)
        games += 1
        while budget[0] > 0:

            def next_step(seen: set[tuple[int, int, int]] = seen) -> Any:
                last = fake._bot_messages.get(gid, [None])[-1]
                if last is not None and any(d and d.startswith("h:") for _, d in last.buttons()):
                    return "over"  # the closing message, with its 🔍 button for the record
                msg = prompt_in(fake, uid) or prompt_in(fake, gid)  # a prompt is new, or edited anew
                return msg if msg is not None and (msg.chat.id, msg.message_id, msg.edited) not in seen else None

            found = await until(next_step)
            if found == "over":
                break
            if pressed_at is not None:
                fake.turns.append(time.perf_counter() - pressed_at)
            seen.add((found.chat.id, found.message_id, found.edited))
            data = rng.choice([d for _, d in found.buttons() if d and d.startswith("g:")])
            budget[0] -= 1
            fut: asyncio.Future[float] = asyncio.get_running_loop().create_future()
            t0 = time.perf_counter()
            qid = await fake.press(user, found, data=data, strict=False)
            fake.answered[qid] = fut
            latencies.append(await asyncio.wait_for(fut, 30) - t0)
            pressed_at = t0
            if qid in fake.refused:
                pressed_at = None
                fake.refused.discard(qid)
                if fake.retry_refused:  # the same prompt again, as a person would press again
                    seen.discard((found.chat.id, found.message_id, found.edited))
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
    workers: int = 0
    """`python -m bot` processes in webhook mode behind the balancer; 0: one, long polling."""
    cores: list[int | None] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    """CPU seconds of each bot process in the measured window."""
    cpu_pg: float | None = None
    cpu_driver: float = 0.0
    sent: list[int] = field(default_factory=list)
    failed_posts: int = 0
    failed_why: dict[str, int] = field(default_factory=dict)
    refused: int = 0
    """Presses answered "out of date" (counted in `presses`; with --workers pressed again)."""
    turns: list[float] = field(default_factory=list)
    stuck: list[int] = field(default_factory=list)
    """--workers: the players still waiting when no press had been answered for 3 x --stall s."""
    abandoned: int = 0
    """--workers: games a player left after waiting --stall s for a prompt (it played on in a new group)."""

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


HOOK_PATH, HOOK_SECRET = "/tg/hook", "bench-Secret_1-long-enough"


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Balancer:
    """The load balancer in front of `--workers`: the fake's webhook POSTs come here and each goes on
    to a worker chosen at random; the worker's status goes back to the fake (which retries a non-2xx)."""

    def __init__(self, workers: int, rng: random.Random) -> None:
        self.ports = [free_port() for _ in range(workers)]
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}{HOOK_PATH}"
        self.rng = rng
        self.sent = [0] * workers
        """Updates each worker answered 2xx."""
        self.failed = 0
        """Forwards that met no answer or a non-2xx one (the fake delivers those again)."""
        self.why: dict[str, int] = {}
        """The failed forwards by HTTP status or exception name."""
        self._runner: web.AppRunner | None = None
        self._session: aiohttp.ClientSession | None = None

    def env(self, i: int) -> dict[str, str]:
        return {
            "CROUPIER_WEBHOOK_URL": self.url,
            "CROUPIER_WEBHOOK_SECRET": HOOK_SECRET,
            "PORT": str(self.ports[i]),
            "CROUPIER_WORKER_ID": f"w{i + 1}",
        }

    async def start(self) -> None:
        server = web.Application()
        server.router.add_post(HOOK_PATH, self._forward)
        self._runner = web.AppRunner(server, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        self._session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))

    async def stop(self) -> None:
        if self._session is not None:
            await self._session.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def ready(self, timeout: float) -> None:
        """Wait until every worker answers `GET /healthz` (each has set the webhook by then)."""
        assert self._session is not None
        give_up = time.monotonic() + timeout
        for port in self.ports:
            while True:
                try:
                    async with self._session.get(f"http://127.0.0.1:{port}/healthz") as r:
                        if r.status == 200:
                            break
                except aiohttp.ClientError:
                    pass
                if time.monotonic() > give_up:
                    raise TimeoutError(f"worker on port {port} not up after {timeout:.0f} s")
                await asyncio.sleep(0.1)

    async def _forward(self, request: web.Request) -> web.Response:
        assert self._session is not None
        body = await request.read()
        keep = ("content-type", "x-telegram-bot-api-secret-token")
        headers = {k: v for k, v in request.headers.items() if k.lower() in keep}
        i = self.rng.randrange(len(self.ports))
        url = f"http://127.0.0.1:{self.ports[i]}{HOOK_PATH}"
        try:
            async with self._session.post(url, data=body, headers=headers) as r:
                status, why = r.status, str(r.status)
        except (aiohttp.ClientError, TimeoutError) as exc:
            status, why = 502, type(exc).__name__
        if 200 <= status < 300:
            self.sent[i] += 1
        else:
            self.failed += 1
            self.why[why] = self.why.get(why, 0) + 1
        return web.Response(status=status)


async def watch(players: asyncio.Future[Any], latencies: list[float], seconds: float) -> float | None:
    """Cancel the players when no press was answered for `seconds` (several workers: a lost update
    would leave a player waiting for a prompt forever); then the time of the last answer, else None."""
    seen, since = -1, time.perf_counter()
    while not players.done():
        if len(latencies) != seen:
            seen, since = len(latencies), time.perf_counter()
        elif time.perf_counter() - since > seconds:
            players.cancel()
            return since
        await asyncio.sleep(0.2)
    return None


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a live process (/proc/<pid>/stat utime + stime); 0 once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = stat.rpartition(")")[2].split()  # after the command name, which may hold spaces
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def tree_cpu(root: int) -> dict[int, float]:
    """CPU seconds of a process and of its live children (PostgreSQL's postmaster and backends)."""
    out = {root: cpu_seconds(root)}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == root:
                out[int(d.name)] = cpu_seconds(int(d.name))
    return out


async def run(args: argparse.Namespace, database: str, games_n: int, pg: PgServer | None, workers: int = 0) -> Result:
    """workers: that many bot processes in webhook mode behind a `Balancer`; 0: one bot, long polling."""
    fake = BenchTelegram()
    fake.retry_refused = bool(workers)
    fake.give_up = args.stall if workers else None
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
    balancer = Balancer(workers, random.Random(args.seed)) if workers else None
    bots: list[subprocess.Popen[bytes]] = []
    logs: list[Path] = []
    cores: list[int | None] = []
    if balancer is not None:
        await balancer.start()
    for i in range(max(1, workers)):
        core, bot_cmd, bot_env = args.bot_core, cmd, env
        if balancer is not None:  # each worker its own port, id, stats file and profile; cores in turn
            core = worker_core(args, i)
            bot_env = {**env, **balancer.env(i)}
            if args.db_stats:
                bot_env["CROUPIER_DB_STATS"] = str(Path(tmp) / f"db-stats-{i + 1}.json")
            if args.profile and workers > 1:
                bot_cmd = [a if a != args.profile else f"{args.profile}.{i + 1}" for a in cmd]
        if core is not None and hasattr(os, "sched_setaffinity"):
            bot_cmd = ["taskset", "-c", str(core), *bot_cmd]
            os.sched_setaffinity(0, {args.driver_core})
        cores.append(core)
        log_path = Path(tmp) / ("bot.log" if balancer is None else f"bot-{i + 1}.log")
        logs.append(log_path)
        with log_path.open("wb") as log:  # a file, not a pipe: an unread pipe would block the bot once full
            bots.append(subprocess.Popen(bot_cmd, env=bot_env, stdout=subprocess.DEVNULL, stderr=log, cwd=tmp))
    wal0 = pg.wal_lsn() if pg is not None and database == "pg" else 0
    try:
        if balancer is None:
            await fake.wait_for(lambda: fake.polling, 60)
        else:
            await balancer.ready(60)
            await fake.wait_for(lambda: fake.webhook_url == balancer.url, 60)
        cpu0 = [cpu_seconds(b.pid) for b in bots]
        postmaster = pg.server.get_pid() if pg is not None and database == "pg" else None
        pg0 = tree_cpu(postmaster) if postmaster is not None else None
        driver0 = cpu_seconds(os.getpid())
        budget = [args.presses]
        latencies: list[float] = []
        rng = random.Random(args.seed)
        t0 = time.perf_counter()
        each = [
            asyncio.ensure_future(
                (persist if workers else player)(fake, i, budget, latencies, random.Random(rng.random()))
            )
            for i in range(games_n)
        ]
        players = asyncio.gather(*each)
        stall = asyncio.create_task(watch(players, latencies, 3 * args.stall)) if workers else None
        stalled: float | None = None
        stuck: list[int] = []
        try:
            games = await asyncio.wait_for(players, args.timeout)
        except TimeoutError:  # a stuck bot: report what was done, and say so
            print(f"[{database}, {games_n} games] stuck: gave up after {args.timeout:.0f} s", file=sys.stderr)
            games = []
        except asyncio.CancelledError:
            if stall is None or not stall.done() or stall.result() is None:
                raise
            stalled = stall.result()
            stuck = [i for i, task in enumerate(each) if task.cancelled()]
            print(
                f"[{database}, {games_n} games] stuck: no press answered in {3 * args.stall:.0f} s; "
                f"players left waiting: {stuck}",
                file=sys.stderr,
            )
            games = []
        finally:
            if stall is not None:
                stall.cancel()
        dt = time.perf_counter() - t0
        if stalled is not None:  # the figures are those of the time it ran
            dt = stalled - t0
        cpu = [cpu_seconds(b.pid) - c for b, c in zip(bots, cpu0, strict=True)]
        cpu_pg = None
        if pg0 is not None and postmaster is not None:  # backends started in the window count whole;
            pg1 = tree_cpu(postmaster)  # ones that ended in it, not at all
            cpu_pg = sum(c - pg0.get(pid, 0.0) for pid, c in pg1.items())
        cpu_driver = cpu_seconds(os.getpid()) - driver0
    finally:
        for bot in bots:
            bot.terminate()
        for bot in bots:
            try:
                await asyncio.to_thread(bot.wait, 30)  # the fake keeps answering while the bot winds down
            except subprocess.TimeoutExpired:
                bot.kill()
        if balancer is not None:
            await balancer.stop()
        await fake.stop()
    result = Result(database, games_n, len(latencies), dt, sorted(latencies))
    result.workers, result.cores, result.cpu, result.cpu_pg, result.cpu_driver = workers, cores, cpu, cpu_pg, cpu_driver
    result.refused, result.turns, result.stuck = fake.refusals, sorted(fake.turns), stuck
    result.abandoned = fake.abandoned
    if balancer is not None:
        result.sent, result.failed_posts, result.failed_why = balancer.sent, balancer.failed, balancer.why
    for path in [stats_path, *(Path(tmp) / f"db-stats-{i + 1}.json" for i in range(workers))]:
        if path.exists():  # several workers: their counts added up
            for kind, counts in json.loads(path.read_text()).items():
                into = result.stats.setdefault(kind, {})
                for label, k in counts.items():
                    into[label] = into.get(label, 0) + k
    count = "SELECT COUNT(*) FROM actions"
    if database == "pg":
        assert pg is not None and url is not None
        result.pg_wal = pg.wal_lsn() - wal0
        result.actions = int(pg.sql(count, url)[0])
    else:
        with sqlite3.connect(env["CROUPIER_DB"]) as conn:
            result.actions = int(conn.execute(count).fetchone()[0])
    result.errors = [
        f"{path.name}: {line}" if balancer is not None else line
        for path in logs
        for line in path.read_text(errors="replace").splitlines()
        if " ERROR " in line
    ]
    where = logs[0] if balancer is None else f"{len(logs)} workers' logs: {logs[0].parent}/bot-*.log"
    print(f"[{database}, {games_n} games] started {sum(games)} games; bot log: {where}", file=sys.stderr)
    return result


def report(r: Result, cpu: bool = False) -> None:
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
    if cpu:  # --workers
        mode = f"{r.workers} in webhook mode, updates spread at random" if r.workers else "1, long polling"
        print(f"bot processes: {mode}; on cores {', '.join(str(c) for c in r.cores)}")
        if r.workers:
            why = f" ({', '.join(f'{k}: {v}' for k, v in r.failed_why.items())})" if r.failed_why else ""
            print(f"updates each worker took: {' '.join(map(str, r.sent))}; forwards failed: {r.failed_posts}{why}")
        print(f'presses answered "out of date": {r.refused}' + (" (each pressed again)" if r.workers else ""))
        if r.workers:
            print(f"games left after waiting --stall s for a prompt that never came: {r.abandoned}")
        if r.stuck:
            print(f"players still waiting when the run gave up: {len(r.stuck)} of {r.games}")
        if len(r.turns) > 1:
            t = statistics.quantiles(r.turns, n=100)
            print(f"press -> next prompt: p50 {t[49] * 1000:.1f} ms, p99 {t[98] * 1000:.1f} ms")
        per = ", ".join(f"{c:.1f} s ({100 * c / r.seconds:.0f}%)" for c in r.cpu)
        line = f"CPU in the {r.seconds:.1f} s: bot {per}"
        if r.cpu_pg is not None:
            line += f"; PostgreSQL {r.cpu_pg:.1f} s ({100 * r.cpu_pg / r.seconds:.0f}%)"
        print(line + f"; players+fake{'+balancer' if r.workers else ''} {r.cpu_driver:.1f} s")
    print(f"bot log: {len(r.errors)} errors{'; first: ' + r.errors[0] if r.errors else ''}")


def worker_core(args: argparse.Namespace, i: int) -> int | None:
    """The core of worker i: round-robin over the available cores, from `--bot-core` on."""
    if args.bot_core is None:
        return None
    start = args.cores.index(args.bot_core) if args.bot_core in args.cores else 0
    return int(args.cores[(start + i) % len(args.cores)])


def workers_table(args: argparse.Namespace, results: list[Result]) -> None:
    cores = ", ".join(map(str, args.cores))
    print(f"\n{len(args.cores)} cores available ({cores}); bot processes pinned round-robin from core {args.bot_core};")
    print(f"players, balancer and fake server on core {args.driver_core}; PostgreSQL not pinned.")
    if len(args.cores) < max(args.workers) + 1:
        print("More workers than free cores cannot raise the total here: judge the scaling by each worker's CPU.")
    print('p50/p99: press -> answer; next p50/p99: press -> the player\'s next prompt; refused: "out of date";')
    print(
        f"lost: games whose next prompt (or answer) did not come in {args.stall:.0f} s; the player played on elsewhere"
    )
    print("CPU %: of one core over the run; bot ms/press: all bot processes' CPU over the presses answered")
    head = ("database", "workers", "games", "presses/s", "p50 ms", "p99 ms", "next p50", "next p99", "refused")
    print(
        f"{head[0]:<8} {head[1]:>9} {head[2]:>5} {head[3]:>9} {head[4]:>7} {head[5]:>7} {head[6]:>8} {head[7]:>8} "
        f"{head[8]:>7} {'lost':>5} {'PG CPU':>6} {'bench CPU':>9} {'bot ms/press':>12}"
        "  bot CPU s per worker (% of the run)"
    )
    for r in results:
        q = statistics.quantiles(r.latencies, n=100)
        workers = str(r.workers) if r.workers else "1 polling"
        t = statistics.quantiles(r.turns, n=100) if len(r.turns) > 1 else [float("nan")] * 99
        pg_cpu = f"{100 * r.cpu_pg / r.seconds:>5.0f}%" if r.cpu_pg is not None else f"{'—':>6}"
        per = "  ".join(f"{c:.1f} ({100 * c / r.seconds:.0f}%)" for c in r.cpu)
        print(
            f"{r.database:<8} {workers:>9} {r.games:>5} {r.presses / r.seconds:>9,.0f} {q[49] * 1000:>7.1f} "
            f"{q[98] * 1000:>7.1f} {t[49] * 1000:>8.1f} {t[98] * 1000:>8.1f} {r.refused:>7} "
            f"{r.abandoned + len(r.stuck):>5} {pg_cpu} "
            f"{100 * r.cpu_driver / r.seconds:>8.0f}% {1000 * sum(r.cpu) / max(1, r.presses):>12.1f}  {per}"
        )


async def run_all(args: argparse.Namespace) -> None:
    databases = ["sqlite", "pg"] if args.database == "both" else [args.database]
    pg = PgServer() if "pg" in databases else None
    results = []
    try:
        for games_n in args.games:
            for database in databases:
                for workers in args.workers if database == "pg" and args.workers else [0]:
                    results.append(await run(args, database, games_n, pg, workers))
                    report(results[-1], cpu=bool(args.workers))
    finally:
        if pg is not None:
            pg.stop()
    if args.workers:
        workers_table(args, results)
        return
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
        "--stall",
        type=float,
        default=10.0,
        help="--workers: seconds a player waits for its next prompt before it leaves that game for a new group",
    )
    parser.add_argument(
        "--workers",
        type=int,
        nargs="+",
        default=[],
        help="PostgreSQL: one run per number of webhook workers behind a balancer (SQLite: one process)",
    )
    parser.add_argument(
        "--db-stats", action="store_true", help="count the bot's transactions, round trips and WAL bytes (slower)"
    )
    args = parser.parse_args()
    if (os.cpu_count() or 1) < 2:
        args.bot_core = None
    getaffinity = getattr(os, "sched_getaffinity", None)
    args.cores = sorted(getaffinity(0)) if getaffinity else list(range(os.cpu_count() or 1))
    if any(n < 1 for n in args.workers):
        parser.error("--workers: each number must be at least 1")
    asyncio.run(run_all(args))


if __name__ == "__main__":
    main()
