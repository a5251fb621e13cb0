"""Start-up time and memory of the bot with many live games in its database (issue 13, point 4).

The goal: start-up < 2 s and RSS < 150 MB with 100,000 live games in the database, and the p99 of a
press unchanged by them. Games load lazily (bot/tables.py), so none of these figures should move with
the number of live games.

The database: the real bot (in this process, tests/conftest.py `Harness`) opens a few real games of
several kinds with AI seats (功德轮回, «Менеджмент», 保皇) and plays each a few moves into the middle;
SQL then copies those games until `--live N` live games exist: new ids, chats, users (with their
`users` and `players` rows), tokens, slots, outbox rows (`--outbox`: those the bot's pruning leaves a live
game, or all of its delivered messages) and logged actions, each deadline due at a random moment of
the next three days (none falls due during a run). Every run holds at least the games it presses, so
`--live 0` means "only those" (a few hundred). The bot's last heartbeat is set to just before the start
(a restart, not an outage; `--down S` makes the bot find itself down for S seconds, which moves every
deadline at start).

Each run starts the real `python -m bot` (rate limiter off, pinned to one core; this process runs the
fake Bot API server, bot/demo/fakegram, on the other core) and measures, from the process's spawn:
- getMe: the process is up (interpreter, imports, database check);
- poll: its first getUpdates (the application is built and started);
- /new: a `/new merit` typed in a fresh group, waiting before the spawn, is answered with a lobby;
- press: a press on a button of a copied game, waiting before the spawn, is answered (the game is loaded
  from the database for it);
- the bot's CPU time by then, its RSS (VmRSS of /proc/<pid>/status) and its peak (VmHWM);
- cold presses: `--presses` presses, each on a different copied game (each loads its game), by
  `--players` players at once: presses/s, p50, p99, the bot's CPU time per press and the RSS after them
  (the cache holds at most CROUPIER_CACHE_GAMES games, default 2000, `--cache`; a game must have been
  idle 30 s before it may go); every pressed copy must have moved on (checked in the database after);
- hot presses: bench/presses.py's load (`--hot-games` 功德轮回 games of one human and one AI, each
  press made as soon as the prompt shows) for `--hot-presses` presses: the same figures.

Wall-clock figures suffer from anything else running on the machine; the bot's CPU time per press and
at start-up much less so: compare those when the machine is shared.

    python bench/startup.py                         # --live 0 100000, about two minutes
    python bench/startup.py --live 0 10000 100000 --presses 2500
    python bench/startup.py --live 100000 --keep    # keeps the databases and the bot's logs
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import shutil
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
sys.path.insert(0, str(ROOT))

from presses import BenchTelegram, player  # noqa: E402

from bot.demo.fakegram.model import BOT_JSON  # noqa: E402

# ----- the games copied -------------------------------------------------------------------------------
TEMPLATES = (  # (game, options, humans, presses played before the copy)
    ("merit", "ai=1", 2, 2),
    ("merit", "", 3, 6),
    ("management", "months=3 ai=1", 2, 3),
    ("management", "months=2", 3, 8),
    ("baohuang", "ai=2", 3, 2),
    ("baohuang", "ai=3", 2, 5),
)
USER0 = 3_000_000_000
"""Copy k's seat i is played by user USER0 + 8k + i; its chat is CHAT0 - k."""
CHAT0 = -5_000_000_000_000
SEATS = 8
KEEP = 10
"""The bot's last messages of each of a template's chats that a copy shows."""
STARTUP_USER, STARTUP_GROUP = 999_001, -999_001
HORIZON = (600.0, 3 * 86400.0)
"""Copies' deadlines fall due between 10 min and three days after the database is built."""


@dataclass
class Template:
    """A live game the real bot left mid-game, with what its chats show and one press it waits for."""

    id: int
    game: str
    users: list[int | None]
    """The user of each seat (None: AI)."""
    messages: list[dict[str, Any]]
    """The bot's last messages in its group (seat None) and its players' DMs, as the fake shows them."""
    press_seat: int
    press_chat: int | None
    """Where the button is: the group (None) or this seat's DM."""
    press_message: int
    press_data: str
    version: int = 0
    """The game's stored version (a pressed copy is past it)."""


async def make_templates(db_path: Path, outbox: str = "settled") -> list[Template]:
    """Real games opened and played part-way by the real bot, in this process; left live in `db_path`
    with the outbox rows the bot leaves them: `settled`, as after its pruning round (each live message's
    row), or `fresh`, every row of their messages (as within two minutes of their last move)."""
    from conftest import Harness
    from driver import open_game, pending, pick

    from bot.demo.fakegram import FakeTelegram

    fake = FakeTelegram(group_limit=None)
    await fake.start()
    h = Harness(fake, db_path)
    await h.start()
    rng = random.Random(7)
    templates, groups = [], []
    uid = 1
    try:
        for n, (game, options, humans, steps) in enumerate(TEMPLATES):
            group = -(101 + n)
            groups.append(group)
            users = [fake.user(uid + i, f"P{uid + i}") for i in range(humans)]
            uid += humans
            table = await open_game(h, group, game, users, options)

            def waiting(table: Any = table, users: list[Any] = users, group: int = group) -> Any:
                for seat in table.game.to_act(table.state):
                    user = next((u for u in users if table.seat_of(u.id) == seat), None)
                    if user is not None:
                        found = pending(fake, user, seat, depth=6, game=table.id) or pending(
                            fake, group, seat, depth=6, game=table.id
                        )
                        if found is not None:
                            return seat, user, found
                return None

            for _ in range(steps):
                found = waiting()
                if found is None:
                    break
                await h.press(found[1], found[2][0], pick(found[2][1], rng))
            await h.drained()
            found = waiting()
            assert table.status == "running" and found is not None, f"{game}: no press left to copy"
            seat, _, (message, buttons) = found
            templates.append(
                Template(
                    id=table.id,
                    game=game,
                    users=[s.user_id for s in table.seats],
                    messages=[],
                    press_seat=seat,
                    press_chat=None if message.chat_id < 0 else seat,
                    press_message=message.message_id,
                    press_data=pick(buttons, rng),
                    version=table.stored_version,
                )
            )
        for t, group in zip(templates, groups, strict=True):  # the last messages of its group and DMs
            for seat, chat_id in [(None, group), *((i, u) for i, u in enumerate(t.users) if u is not None)]:
                for m in fake.messages(chat_id)[-KEEP:]:
                    if not m.deleted:
                        t.messages.append(
                            {
                                "seat": seat,
                                "message_id": m.message_id,
                                "text": m.text,
                                "html": m.html,
                                "entities": m.entities,
                                "reply_markup": m.reply_markup,
                            }
                        )
        if outbox == "settled":  # minutes later, the bot's pruning round (storage/store.py `Store.prune`)
            h.offset += 600
            await h.svc.store.prune()
    finally:
        await h.stop()
        await fake.stop()
    return templates


@dataclass
class Copy:
    """Copy k of a template: its game id, chat, users and the press it waits for."""

    k: int
    template: Template
    game_id: int

    @property
    def chat_id(self) -> int:
        return CHAT0 - self.k

    def user(self, seat: int) -> int | None:
        return None if self.template.users[seat] is None else USER0 + SEATS * self.k + seat

    def data(self, data: str) -> str:
        return re.sub(rf"^([a-z]+):{self.template.id}(?=:|$)", rf"\g<1>:{self.game_id}", data)


def copies(templates: list[Template], first_id: int, n: int) -> list[Copy]:
    return [Copy(k, templates[k % len(templates)], first_id + k) for k in range(n)]


def build(base: Path, out: Path, templates: list[Template], n: int, seed: int = 1) -> tuple[list[Copy], int]:
    """`out`: the templates' database with `n` copies of them added; returns the copies and how many
    games are live in it."""
    if out.exists():
        out.unlink()
    with contextlib.closing(sqlite3.connect(base)) as src, contextlib.closing(sqlite3.connect(out)) as dst:
        src.backup(dst)
    rng = random.Random(seed)
    now = time.time()
    with contextlib.closing(sqlite3.connect(out, isolation_level=None)) as c:
        c.execute("PRAGMA journal_mode=WAL")
        c.execute("BEGIN")
        first = int(c.execute("SELECT MAX(id) FROM games").fetchone()[0]) + 1
        made = copies(templates, first, n)
        cols = [r[1] for r in c.execute("PRAGMA table_info(games)")]
        rows = {
            t.id: dict(zip(cols, c.execute("SELECT * FROM games WHERE id=?", (t.id,)).fetchone(), strict=True))
            for t in templates
        }
        for t in templates:
            assert rows[t.id]["wake_at"] is None, "a template with a running clock: its copies would all wake"
        users = {r[0]: r for r in c.execute("SELECT * FROM users")}
        deadlines = {
            t.id: c.execute("SELECT seat, moves, reminded FROM deadlines WHERE game_id=?", (t.id,)).fetchall()
            for t in templates
        }
        slots = {
            t.id: c.execute("SELECT slot, chat_id, message_id FROM slots WHERE game_id=?", (t.id,)).fetchall()
            for t in templates
        }
        seat_json = {t.id: json.loads(rows[t.id]["seats"]) for t in templates}

        def game_rows() -> Any:
            for cp in made:
                row, t = dict(rows[cp.template.id]), cp.template
                seats = [dict(s, user_id=cp.user(i)) for i, s in enumerate(seat_json[t.id])]
                token = f"L{cp.k:015d}"
                row.update(
                    id=cp.game_id,
                    chat_id=cp.chat_id,
                    seats=json.dumps(seats),
                    token=token,
                    ui=row["ui"].replace(str(row["token"]), token),
                    creator=cp.user(t.users.index(row["creator"])) if row["creator"] in t.users else None,
                )
                yield tuple(row[k] for k in cols)

        c.executemany(f"INSERT INTO games ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})", game_rows())
        c.executemany(
            "INSERT INTO chats (chat_id, lang, settings) VALUES (?, 'en', '{}')", ((cp.chat_id,) for cp in made)
        )
        humans = [(cp, i, u) for cp in made for i, u in enumerate(cp.template.users) if u is not None]
        c.executemany(
            "INSERT INTO users (user_id, name, username, lang, tg_lang, dm_ok) VALUES (?, ?, NULL, NULL, 'en', 1)",
            ((cp.user(i), users[u][1]) for cp, i, u in humans),
        )
        c.executemany(
            "INSERT INTO players (user_id, game_id) VALUES (?, ?)", ((cp.user(i), cp.game_id) for cp, i, _ in humans)
        )

        def deadline_rows() -> Any:
            for cp in made:
                for seat, moves, reminded in deadlines[cp.template.id]:
                    expire = now + rng.uniform(*HORIZON)
                    yield cp.game_id, seat, moves, expire - 60.0, expire, reminded

        c.executemany(
            "INSERT INTO deadlines (game_id, seat, moves, remind_at, expire_at, reminded) VALUES (?, ?, ?, ?, ?, ?)",
            deadline_rows(),
        )

        def slot_rows() -> Any:
            for cp in made:
                t = cp.template
                for slot, chat_id, message_id in slots[t.id]:
                    where = cp.chat_id if chat_id < 0 else cp.user(t.users.index(chat_id))
                    yield cp.game_id, slot, where, message_id

        c.executemany("INSERT INTO slots (game_id, slot, chat_id, message_id) VALUES (?, ?, ?, ?)", slot_rows())
        out_cols = [r[1] for r in c.execute("PRAGMA table_info(outbox)") if r[1] != "id"]
        outbox = {
            t.id: [
                dict(zip(out_cols, r, strict=True))
                for r in c.execute(f"SELECT {', '.join(out_cols)} FROM outbox WHERE game_id=? ORDER BY id", (t.id,))
            ]
            for t in templates
        }

        def outbox_rows() -> Any:  # the rows the real game left, as each copy's own
            for cp in made:
                t = cp.template
                for row in outbox[t.id]:
                    chat_id = row["chat_id"]
                    where = cp.chat_id if chat_id < 0 else cp.user(t.users.index(chat_id))
                    yield tuple({**row, "game_id": cp.game_id, "chat_id": where}[k] for k in out_cols)

        c.executemany(
            f"INSERT INTO outbox ({', '.join(out_cols)}) VALUES ({', '.join('?' * len(out_cols))})", outbox_rows()
        )
        c.execute("CREATE TEMP TABLE copied (id INTEGER PRIMARY KEY, template INTEGER NOT NULL)")
        c.executemany("INSERT INTO copied VALUES (?, ?)", ((cp.game_id, cp.template.id) for cp in made))
        c.execute(
            "INSERT INTO actions (game_id, seq, seat, action, source, at) "
            "SELECT m.id, a.seq, a.seat, a.action, a.source, a.at "
            "FROM copied m JOIN actions a ON a.game_id = m.template"
        )
        for t in templates:  # the templates' own deadlines are spread likewise
            for (seat,) in c.execute("SELECT seat FROM deadlines WHERE game_id=?", (t.id,)).fetchall():
                expire = now + rng.uniform(*HORIZON)
                c.execute(
                    "UPDATE deadlines SET remind_at=?, expire_at=? WHERE game_id=? AND seat=?",
                    (expire - 60.0, expire, t.id, seat),
                )
        c.execute("COMMIT")
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        live = int(c.execute("SELECT COUNT(*) FROM games WHERE status IN ('lobby', 'running')").fetchone()[0])
        rows = int(c.execute("SELECT COUNT(*) FROM outbox").fetchone()[0])
        print(f"  {rows:,} outbox rows ({rows / max(1, live):.1f} per live game)", file=sys.stderr)
    return made, live


def set_alive(db: Path, at: float) -> None:
    """The bot's last heartbeat (meta alive_at): how long it finds itself down when it starts."""
    with contextlib.closing(sqlite3.connect(db, isolation_level=None)) as c:
        c.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('alive_at', ?)", (repr(at),))


# ----- the run ------------------------------------------------------------------------------------------
class StartTelegram(BenchTelegram):
    """The bench's fake, noting when each Bot API method was first called."""

    def __init__(self) -> None:
        super().__init__()
        self.first: dict[str, float] = {}

    async def _handle(self, request: Any) -> Any:
        self.first.setdefault(request.match_info["method"].lower(), time.perf_counter())
        return await super()._handle(request)


def show(fake: StartTelegram, cp: Copy) -> Any:
    """Copy `cp`'s chats in the fake as the template's show: its group, its players (who have opened a
    DM with the bot), the live messages at their ids; returns the message to press and its button."""
    t = cp.template
    members = []
    for seat in range(len(t.users)):
        uid = cp.user(seat)
        if uid is not None:
            user = fake.user(uid, f"C{cp.k}.{seat}")
            user.started = True
            members.append(user)
    fake.group(cp.chat_id, f"Copy {cp.k}", members=members)
    pressed = None
    for m in sorted(t.messages, key=lambda x: x["message_id"]):
        chat = fake.chats[cp.chat_id if m["seat"] is None else cp.user(m["seat"])]  # type: ignore[index]  # a seat the capture names has a user
        chat.next_message_id = m["message_id"]
        markup = m["reply_markup"]
        if markup:
            markup = {
                "inline_keyboard": [
                    [dict(b, callback_data=cp.data(b["callback_data"])) if "callback_data" in b else b for b in row]
                    for row in markup.get("inline_keyboard", [])
                ]
            }
        stored = fake._new_message(
            chat, BOT_JSON, text=m["text"], html=m["html"], entities=m["entities"], reply_markup=markup
        )
        fake._bot_messages.setdefault(chat.id, []).append(stored)
        if m["message_id"] == t.press_message and m["seat"] == t.press_chat:
            pressed = stored
    assert pressed is not None
    return fake.users[cp.user(t.press_seat)], pressed, cp.data(t.press_data)  # type: ignore[index]  # the pressing seat has a user


def memory(pid: int) -> tuple[float, float]:
    """(VmRSS, VmHWM) of a process, in MB."""
    found = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            found[key] = int(value.split()[0]) / 1024
    return found["VmRSS"], found["VmHWM"]


def cpu(pid: int) -> float:
    """CPU seconds a process has used (user and system, all its threads): less disturbed than wall time
    by other work on the machine."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def quantile(xs: list[float], q: int) -> float:
    return statistics.quantiles(xs, n=100)[q - 1] if len(xs) >= 2 else (xs[0] if xs else float("nan"))


@dataclass
class Figures:
    live: int
    get_me: float = 0.0
    poll: float = 0.0
    lobby: float = 0.0
    press: float = 0.0
    cpu_start: float = 0.0
    rss_start: float = 0.0
    hwm_start: float = 0.0
    cold: list[float] = field(default_factory=list)
    cold_seconds: float = 0.0
    cold_cpu: float = 0.0
    cold_refused: int = 0
    rss_cold: float = 0.0
    hot: list[float] = field(default_factory=list)
    hot_seconds: float = 0.0
    hot_cpu: float = 0.0
    rss_hot: float = 0.0
    hwm: float = 0.0
    moved: int = 0
    errors: list[str] = field(default_factory=list)


async def run(args: argparse.Namespace, db: Path, made: list[Copy], live: int, tmp: Path) -> Figures:
    fake = StartTelegram()
    await fake.start()
    out = Figures(live)
    env = {
        **os.environ,
        "BOT_TOKEN": "123456:BENCH",
        "TELEGRAM_API_URL": fake.base_url,
        "CROUPIER_DB": str(db),
        "CROUPIER_RATE_LIMIT": "off",
        "CROUPIER_FLOOD_LIMIT": "1000000",
        "PYTHONPATH": str(ROOT),
    }
    env.pop("DATABASE_URL", None)
    if args.cache:
        env["CROUPIER_CACHE_GAMES"] = str(args.cache)
    cmd = [sys.executable, "-m", "bot"]
    if args.profile:
        cmd = [sys.executable, "-m", "cProfile", "-o", f"{args.profile}.{live}", "-m", "bot"]
    if args.bot_core is not None and hasattr(os, "sched_setaffinity"):
        cmd = ["taskset", "-c", str(args.bot_core), *cmd]
        os.sched_setaffinity(0, {args.driver_core})
    # what waits for the bot when it starts: a command in a fresh group, a press on a copied game
    starter = fake.user(STARTUP_USER, "Starter")
    fake.group(STARTUP_GROUP, "Fresh", members=[starter])
    pressable = [show(fake, cp) for cp in made[: args.presses + 1]]

    def lobby() -> bool:
        msgs = fake._bot_messages.get(STARTUP_GROUP) or []
        return any(d and d.startswith("l:") for m in msgs for _, d in m.buttons())

    loop = asyncio.get_running_loop()
    lobby_seen: asyncio.Future[float] = loop.create_future()
    fake.inbox[STARTUP_GROUP] = event = asyncio.Event()

    async def watch_lobby() -> None:
        while not lobby():
            event.clear()
            await event.wait()
        lobby_seen.set_result(time.perf_counter())

    await fake.send(starter, "/new merit", STARTUP_GROUP)
    user, message, data = pressable[0]
    first: asyncio.Future[float] = loop.create_future()
    fake.answered[await fake.press(user, message, data=data)] = first
    watcher = asyncio.create_task(watch_lobby())
    log_path = tmp / f"bot-{live}.log"
    log = log_path.open("wb")
    t0 = time.perf_counter()
    bot = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=log, cwd=tmp)

    async def until(fut: asyncio.Future[float], what: str) -> float:
        """When `fut` came true; if the bot gives up or exits first, what its log says."""
        end = time.perf_counter() + args.timeout
        while not fut.done():
            if bot.poll() is not None or time.perf_counter() > end:
                log.flush()
                tail = log_path.read_text(errors="replace").splitlines()[-15:]
                raise RuntimeError(f"no {what} (bot exit code {bot.poll()}); its log ends:\n" + "\n".join(tail))
            await asyncio.wait([fut], timeout=0.5)
        return fut.result()

    try:
        out.lobby = await until(lobby_seen, "lobby") - t0
        out.press = await until(first, "answer to the first press") - t0
        out.cpu_start = cpu(bot.pid)
        out.get_me = fake.first.get("getme", t0) - t0
        out.poll = fake.first.get("getupdates", t0) - t0
        await asyncio.sleep(1.0)  # what the start owed is sent
        out.rss_start, out.hwm_start = memory(bot.pid)

        # cold presses: each on a game not loaded yet
        todo = list(pressable[1:])
        refusals: list[str] = []

        async def presser() -> None:
            while todo:
                user, message, data = todo.pop()
                fut: asyncio.Future[float] = loop.create_future()
                t = time.perf_counter()
                qid = await fake.press(user, message, data=data)
                fake.answered[qid] = fut
                out.cold.append(await until(fut, "answer to a cold press") - t)
                answer = fake.answers.get(qid)
                if answer is not None and answer.show_alert:
                    refusals.append(answer.text or "")

        t1, c1 = time.perf_counter(), cpu(bot.pid)
        await asyncio.gather(*(presser() for _ in range(args.players)))
        out.cold_seconds, out.cold_cpu = time.perf_counter() - t1, cpu(bot.pid) - c1
        out.cold_refused = len(refusals)
        await asyncio.sleep(1.0)
        out.rss_cold, _ = memory(bot.pid)

        # hot presses: bench/presses.py's players, in fresh groups
        if args.hot_presses:
            budget = [args.hot_presses]
            rng = random.Random(args.seed)
            t2, c2 = time.perf_counter(), cpu(bot.pid)
            await asyncio.wait_for(
                asyncio.gather(
                    *(player(fake, i, budget, out.hot, random.Random(rng.random())) for i in range(args.hot_games))
                ),
                args.timeout,
            )
            out.hot_seconds, out.hot_cpu = time.perf_counter() - t2, cpu(bot.pid) - c2
            out.hot.sort()
            await asyncio.sleep(1.0)
            out.rss_hot, _ = memory(bot.pid)
        out.hwm = memory(bot.pid)[1]
    finally:
        watcher.cancel()
        bot.terminate()
        try:
            await asyncio.to_thread(bot.wait, 30)
        except subprocess.TimeoutExpired:
            bot.kill()
        log.close()
        await fake.stop()
    out.cold.sort()
    with contextlib.closing(sqlite3.connect(db)) as c:  # the presses were moves: each pressed game moved on
        c.execute("CREATE TEMP TABLE pressed (id INTEGER PRIMARY KEY, version INTEGER)")
        c.executemany(
            "INSERT INTO pressed VALUES (?, ?)", ((cp.game_id, cp.template.version) for cp in made[: args.presses + 1])
        )
        out.moved = int(
            c.execute(
                "SELECT COUNT(*) FROM games g JOIN pressed p ON p.id = g.id WHERE g.version > p.version"
            ).fetchone()[0]
        )
    out.errors = [line for line in log_path.read_text(errors="replace").splitlines() if " ERROR " in line]
    print(f"[{live} live games] bot log: {log_path}; {len(out.errors)} errors", file=sys.stderr)
    return out


def report(results: list[Figures], args: argparse.Namespace) -> None:
    print(
        f"\nbot pinned to core {args.bot_core}, fake server and players on core {args.driver_core}; start-up in "
        "seconds from the bot's spawn (getMe: the process is up; poll: its first getUpdates; /new, press: answered); "
        "CPU: the bot's own CPU time; RSS in MB"
    )
    print(f"{'':>10} {'start-up':^43} | {'cold presses (each loads its game)':^38} | {'hot presses (presses.py)':^38}")
    print(
        f"{'live games':>10} {'getMe':>6} {'poll':>6} {'/new':>6} {'press':>6} {'CPU s':>5} {'RSS':>4} {'peak':>4} | "
        f"{'n':>5} {'/s':>4} {'p50 ms':>6} {'p99 ms':>6} {'CPU ms':>6} {'RSS':>4} | "
        f"{'/s':>4} {'p50 ms':>6} {'p99 ms':>6} {'CPU ms':>6} {'RSS':>4} {'peak':>4}"
    )
    for r in results:
        cold = (
            f"{len(r.cold):>5} {len(r.cold) / r.cold_seconds:>4.0f} {quantile(r.cold, 50) * 1000:>6.1f} "
            f"{quantile(r.cold, 99) * 1000:>6.1f} {r.cold_cpu / len(r.cold) * 1000:>6.2f} {r.rss_cold:>4.0f}"
            if r.cold
            else f"{0:>5} {'—':>4} {'—':>6} {'—':>6} {'—':>6} {'—':>4}"
        )
        hot = (
            f"{len(r.hot) / r.hot_seconds:>4.0f} {quantile(r.hot, 50) * 1000:>6.1f} {quantile(r.hot, 99) * 1000:>6.1f} "
            f"{r.hot_cpu / len(r.hot) * 1000:>6.2f} {r.rss_hot:>4.0f} {r.hwm:>4.0f}"
            if r.hot
            else f"{'—':>4} {'—':>6} {'—':>6} {'—':>6} {'—':>4} {r.hwm:>4.0f}"
        )
        print(
            f"{r.live:>10,} {r.get_me:>6.2f} {r.poll:>6.2f} {r.lobby:>6.2f} {r.press:>6.2f} {r.cpu_start:>5.2f} "
            f"{r.rss_start:>4.0f} {r.hwm_start:>4.0f} | {cold} | {hot}"
        )
    for r in results:
        pressed = len(r.cold) + 1
        line = f"[{r.live:,} live] {r.moved} of {pressed} pressed copies moved on"
        if r.cold_refused:
            line += f"; {r.cold_refused} presses refused"
        if r.errors:
            line += f"; bot log: {len(r.errors)} errors, first: {r.errors[0]}"
        print(line)


async def main_async(args: argparse.Namespace) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="croupier-startup-"))
    try:
        t = time.perf_counter()
        base = tmp / "templates.sqlite3"
        templates = await make_templates(base, args.outbox)
        print(f"{len(templates)} template games played in {time.perf_counter() - t:.1f} s", file=sys.stderr)
        results = []
        for n in args.live:
            db = tmp / f"live-{n}.sqlite3"
            t = time.perf_counter()
            made, live = build(base, db, templates, max(n - len(templates), args.presses + 1))
            size = db.stat().st_size / 2**20
            print(
                f"[{live:,} live games] database built in {time.perf_counter() - t:.1f} s, {size:.0f} MB",
                file=sys.stderr,
            )
            set_alive(db, time.time() - args.down)
            results.append(await run(args, db, made, live, tmp))
            if not args.keep:
                for p in tmp.glob(f"live-{n}.sqlite3*"):
                    p.unlink()
        report(results, args)
    finally:
        if args.keep:
            print(f"kept: {tmp}", file=sys.stderr)
        else:
            shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--live", type=int, nargs="+", default=[0, 100_000], help="live games; one run per number")
    parser.add_argument("--presses", type=int, default=500, help="cold presses, each on another copied game")
    parser.add_argument("--players", type=int, default=8, help="cold presses in flight at once")
    parser.add_argument("--hot-games", type=int, default=50, help="bench/presses.py games in parallel")
    parser.add_argument("--hot-presses", type=int, default=5000, help="bench/presses.py presses (0: none)")
    parser.add_argument("--cache", type=int, default=0, help="CROUPIER_CACHE_GAMES (0: the bot's default)")
    parser.add_argument("--down", type=float, default=0.0, help="seconds the bot was down before the start")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--timeout", type=float, default=300.0, help="seconds the bot may take to answer, and the hot presses"
    )
    parser.add_argument("--bot-core", type=int, default=0)
    parser.add_argument("--driver-core", type=int, default=1)
    parser.add_argument("--profile", default="", help="write the bot's cProfile stats to FILE.<live games>")
    parser.add_argument("--keep", action="store_true", help="keep the databases and logs")
    parser.add_argument(
        "--outbox",
        choices=("settled", "fresh"),
        default="settled",
        help="the outbox rows each copy has: as the bot's pruning leaves a game (settled), or all its "
        "delivered messages, as within two minutes of its last move (fresh)",
    )
    args = parser.parse_args()
    if (os.cpu_count() or 1) < 2:
        args.bot_core = None
    asyncio.run(main_async(args))


if __name__ == "__main__":
    main()
