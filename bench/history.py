"""How long /top and /history take in the database once it holds many finished games.

    .venv/bin/python bench/history.py --games 10000 --chats 200 --users 2000

Fills a fresh SQLite file (every migration applied) with finished games written the way the bot writes
them (`storage.ratings.apply_finish`: history row, seats, ratings per chat and across chats), then
times the queries behind /top (a chat's, and all chats') and /history (a chat's, and a user's) through
the bot's own Store, and prints SQLite's EXPLAIN QUERY PLAN for each (an index, not a scan)."""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from storage.db import Database, migrations
from storage.ratings import GLOBAL, Finish, FinishSeat, apply_finish
from storage.store import HISTORY_SQL, TOP_SQL, Store

GAMES = {"baohuang": 5, "management": 4, "merit": 3, "enterprise": 4}


def fill(path: str, n: int, chats: int, users: int, seed: int) -> float:
    rng = random.Random(seed)
    c = sqlite3.connect(path, isolation_level=None)
    for _, script in migrations():
        c.executescript(script)
    started = time.perf_counter()
    c.execute("BEGIN")
    c.executemany("INSERT INTO users (user_id, name) VALUES (?, ?)", [(u, f"Player {u}") for u in range(1, users + 1)])
    members = {-100_000 - i: rng.sample(range(1, users + 1), min(users, 30)) for i in range(chats)}
    now = time.time() - n * 60
    for i in range(n):
        chat = rng.choice(list(members))
        game = rng.choice(list(GAMES))
        people = rng.sample(members[chat], rng.randint(1, GAMES[game]))
        people += [None] * (GAMES[game] - len(people))
        scores = [rng.randint(-10, 40) for _ in people]
        places = [1 + sum(1 for o in scores if o > s) for s in scores]
        coop = game == "merit"
        team_won = rng.random() < 0.5 if coop else None
        seats = [
            FinishSeat(
                user_id=u,
                name=f"Player {u}" if u else f"🤖 AI {k}",  # each AI name has its ratings rows
                score=sc,
                place=pl,
                won=bool(team_won) if coop else pl == 1,
            )
            for k, (u, sc, pl) in enumerate(zip(people, scores, places, strict=True))
        ]
        record = {
            "game": game,
            "seed": f"{rng.getrandbits(256):064x}",
            "actions": [[0, "x"]] * 40,
            "seats": [{"name": x.name, "ai": x.user_id is None} for x in seats],
        }
        gid = c.execute(
            "INSERT INTO games (chat_id, game, options, seed, status, seats, created_at, updated_at) "
            "VALUES (?, ?, '{}', ?, 'finished', ?, ?, ?)",
            (chat, game, record["seed"], json.dumps([{"user_id": u} for u in people]), now, now),
        ).lastrowid
        fin = Finish(
            game=game,
            chat_id=chat,
            thread_id=None,
            options={},
            seats=seats,
            record=record,
            rated=not coop,
            team_won=team_won,
            finished_at=now + i * 60,
        )
        apply_finish(c, gid or 0, fin)
    c.execute("COMMIT")
    c.execute("ANALYZE")
    c.close()
    return time.perf_counter() - started


async def measure(path: str, runs: int, seed: int) -> None:
    rng = random.Random(seed + 1)
    db = await Database.open(path)
    store = Store(db)
    chats = [r["chat_id"] for r in await db.fetchall("SELECT DISTINCT chat_id FROM finished")]
    users = [r["user_id"] for r in await db.fetchall("SELECT user_id FROM users")]
    cases = {
        "/top <game> in a group": lambda: store.top(rng.choice(chats), rng.choice(list(GAMES))),
        "/top <game> in a DM (all chats)": lambda: store.top(GLOBAL, rng.choice(list(GAMES))),
        "/top (every game) in a group": lambda: top_all(store, rng.choice(chats)),
        "/history in a group": lambda: store.history(rng.choice(chats)),
        "/history in a DM (the user's)": lambda: store.user_history(rng.choice(users)),
        "/stats": lambda: store.player_stats(rng.choice(users), rng.choice(chats)),
    }
    print(f"{'query':34} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}  ({runs} runs each)")
    for name, call in cases.items():
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            await call()
            times.append((time.perf_counter() - t) * 1000)
        times.sort()
        p95 = times[int(len(times) * 0.95) - 1]
        print(f"{name:34} {statistics.median(times):10.2f} {p95:8.2f} {times[-1]:8.2f}")
    await db.close()
    raw = sqlite3.connect(path)
    for name, sql, params in (
        ("/top", TOP_SQL, (chats[0], "baohuang", 10)),
        ("/history", HISTORY_SQL, (chats[0], 10)),
        (
            "/history (a user's)",
            "SELECT f.game_id FROM finished_seats s JOIN finished f ON f.game_id = s.game_id "
            "WHERE s.user_id=? ORDER BY s.game_id DESC LIMIT 10",
            (users[0],),
        ),
    ):
        plan = [row[3] for row in raw.execute("EXPLAIN QUERY PLAN " + sql, params)]
        print(f"EXPLAIN QUERY PLAN {name}: " + " | ".join(plan))
    raw.close()


async def top_all(store: Store, chat: int) -> None:
    for game in await store.rated_games(chat):
        await store.top(chat, game)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--chats", type=int, default=200)
    p.add_argument("--users", type=int, default=2000)
    p.add_argument("--runs", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--db", help="SQLite file to fill (default: a temporary one)")
    args = p.parse_args()
    path = args.db or str(Path(tempfile.mkdtemp()) / "history.sqlite3")
    took = fill(path, args.games, args.chats, args.users, args.seed)
    size = Path(path).stat().st_size / 1e6
    print(
        f"{args.games} finished games in {args.chats} chats, {args.users} users: filled in {took:.1f} s, "
        f"{size:.1f} MB ({path})"
    )
    asyncio.run(measure(path, args.runs, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
