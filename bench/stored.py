"""What a game leaves in the database, and what its moves write to SQLite's WAL (issue 30).

The real bot (in this process, tests/conftest.py `Harness`, over the fake Bot API server) plays whole
games of people who press at once; for each game it prints the bytes of the game's rows (the values of
every table that holds it: games, actions, deadlines, outbox, slots, players, finished, finished_seats)
at its end, an hour later (after the bot's pruning round) and two days later (after its daily
compaction), and the bytes its commits appended to the WAL per logged action over the whole run
(lobby, start, moves, deliveries and pruning: CROUPIER_DB_STATS, storage/stats.py). The harness sends
with no pause between edits, so it marks deliveries more often than `python -m bot` does
(bench/presses.py measures that: `--db-stats`).

    python bench/stored.py
    python bench/stored.py --games management:3 baohuang:5
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

GROUP = -100_900


async def jobs(h: Any, name: str) -> None:
    """Run the bot's repeating work `name` now (the prune, the compaction: bot/app.py `Every`)."""
    await h.svc.every[name].work()


async def one(game: str, humans: int, seed: int) -> str:
    from conftest import Harness
    from driver import open_game, play_to_end

    from bot.demo.fakegram import FakeTelegram

    tmp = Path(tempfile.mkdtemp(prefix="croupier-stored-"))
    stats = tmp / "stats.json"
    os.environ["CROUPIER_DB_STATS"] = str(stats)
    fake = FakeTelegram(group_limit=None)
    await fake.start()
    h = Harness(fake, tmp / "s.sqlite3", turn_timeout=86400.0, reminder=0.0)
    await h.start()
    try:
        users = [fake.user(i + 1, f"P{i + 1}") for i in range(humans)]
        table = await open_game(h, GROUP, game, users)
        seats = {table.seat_of(u.id): u for u in users}
        rng = random.Random(seed)
        await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), rng)
        await h.drained()
        actions = table.state.version
        at_end = await h.svc.store.game_bytes(table.id)
        await h.advance(3700)
        await jobs(h, "prune")
        hour = await h.svc.store.game_bytes(table.id)
        await h.advance(2 * 86400)
        await jobs(h, "compact")
        await jobs(h, "prune")
        days = await h.svc.store.game_bytes(table.id)
    finally:
        await h.stop()
        await fake.stop()
        os.environ.pop("CROUPIER_DB_STATS", None)
    wal = sum(json.loads(stats.read_text())["wal_bytes"].values())
    for p in tmp.iterdir():
        p.unlink()
    tmp.rmdir()
    per_action = wal / max(1, actions) / 1024
    return f"{game:<11} {humans:>6} {actions:>7} {at_end:>9,} {hour:>11,} {days:>11,} {per_action:>14.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", nargs="+", default=["management:3", "merit:3", "baohuang:5"], help="game:people")
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    print(
        f"{'game':<11} {'people':>6} {'actions':>7} {'bytes end':>9} {'an hour on':>11} {'two days on':>11} "
        f"{'WAL KiB/action':>14}"
    )
    for spec in args.games:
        game, _, people = spec.partition(":")
        print(asyncio.run(one(game, int(people or 3), args.seed)), flush=True)


if __name__ == "__main__":
    main()
