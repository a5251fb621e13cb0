"""AI-only games per second for every engine, on one core, and 保皇's AI against random players.

python bench/engines.py --games 300
"""

from __future__ import annotations

import argparse
import os
import random
import time

from games.__main__ import play_ai_game
from games.baohuang.sim import ai_vs_random
from games.registry import GAMES

CASES = [
    ("merit", {}, "games"),
    ("management", {}, "games (13 months, 6 companies)"),
    ("enterprise", {}, "games (8 rounds, 4 enterprises)"),
    ("economicus", {}, "games (4 players, to the stars)"),
    *[("baohuang", {"variant": v}, f"hands ({v})") for v in ("weihai", "lianzhong-simple", "best", "campus")],
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--core", type=int, default=0)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity") and (os.cpu_count() or 1) > 1:
        os.sched_setaffinity(0, {args.core})
    for gid, pairs, unit in CASES:
        game = GAMES[gid]
        options = game.parse_options(pairs)
        master = random.Random(1)
        n = args.games if gid != "management" else max(10, args.games // 10)
        t0 = time.process_time()
        for _ in range(n):
            seed = f"{master.getrandbits(256):064x}"
            play_ai_game(game, seed, options, game.sim_players(options), random.Random(master.getrandbits(64)))
        dt = time.process_time() - t0
        print(f"{gid:<11} {n / dt:>8,.0f} {unit}/s  (CPU time, {n} played)")
    for variant in ("weihai", "lianzhong-simple"):
        r = ai_vs_random(GAMES["baohuang"], variant, hands=300, seed=1)
        print(f"baohuang {variant}: AI vs random over 300 hands: {r}")


if __name__ == "__main__":
    main()
