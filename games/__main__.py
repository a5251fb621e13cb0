"""`python -m games simulate <id> …` plays AI-only games; `python -m games verify <record.json>` replays
a finished game from its revealed seed and checks it against the hash shown at the start."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from games.base import CLOCK, Game, GameError, Seat, commitment
from games.registry import ENGINES


def play_ai_game(game: Game, seed: str, options: Any, players: int, ai_rng: random.Random) -> Any:
    seats = [Seat(name=f"AI {i + 1}", ai=True) for i in range(players)]
    state, _ = game.start(seed, seats, options)
    steps = 0
    ai_open_actions(game, state, ai_rng)
    while not game.is_over(state):
        for seat in game.to_act(state):
            if game.is_over(state) or not game.can_act(state, seat):
                continue
            game.apply(state, seat, game.ai_action(state, seat, ai_rng))
            ai_open_actions(game, state, ai_rng)
        if not game.is_over(state) and not game.to_act(state):
            timers = game.timers(state)
            if timers:  # nobody to wait for: the clock runs out at once
                game.apply(state, CLOCK, timers[0].action)
                ai_open_actions(game, state, ai_rng)
        steps += 1
        if steps > 1_000_000:
            raise RuntimeError("game did not end")
    return state


def ai_open_actions(game: Game, state: Any, ai_rng: random.Random) -> None:
    """Every seat's open actions (all seats are AI here) until no one has more; a no-op for games
    without open actions (the default `ai_open_action` draws nothing from `ai_rng`)."""
    for _ in range(10_000):
        acted = False
        for seat in range(state.n):
            if game.is_over(state):
                return
            action = game.ai_open_action(state, seat, ai_rng)
            if action is not None:
                game.apply(state, seat, action)
                acted = True
        if not acted:
            return
    raise RuntimeError("AI open actions did not stop")


def simulate(args: argparse.Namespace) -> int:
    game = ENGINES[args.game]
    pairs = dict(p.split("=", 1) for p in args.opt)
    if args.variant:
        pairs["variant"] = args.variant
    options = game.parse_options(pairs)
    players = args.players or game.sim_players(options)
    master = random.Random(args.seed)
    stats = []
    t0 = time.perf_counter()
    for _ in range(args.games):
        seed = f"{master.getrandbits(256):064x}"
        state = play_ai_game(game, seed, options, players, random.Random(master.getrandbits(64)))
        stats.append(game.sim_stats(state))
    dt = time.perf_counter() - t0
    print(f"{game.id}: {args.games} AI-only games, {players} players, options {options.model_dump()}")
    for line in game.sim_report(stats):
        print(line)
    print(f"speed: {args.games / dt:,.0f} games/s ({dt:.2f} s)")
    return 0


def verify(args: argparse.Namespace) -> int:
    with open(args.record, encoding="utf-8") as fh:
        rec = json.load(fh)
    game = ENGINES.get(rec.get("game", ""))
    if game is None:
        print(f"this Croupier has no game {rec.get('game')!r}: verify it with the Croupier that played it")
        return 2
    made_with = int(rec.get("rules_version", 1))
    if made_with != game.rules_version:
        print(
            f"this record was made with {game.id} rules version {made_with}; this Croupier has version "
            f"{game.rules_version}: verify it with a Croupier whose {game.id} rules are version {made_with}"
        )
        return 2
    seed = rec["seed"]
    ok = commitment(seed) == rec["commitment"]
    print(f"sha256(seed) = {commitment(seed)}")
    print(f"shown at start {rec['commitment']}  -> {'MATCH' if ok else 'MISMATCH'}")
    seats = [Seat.model_validate(s) for s in rec["seats"]]
    options = game.Options.model_validate(rec["options"])
    try:
        state = game.replay(seed, seats, options, [(a[0], a[1]) for a in rec["actions"]])
    except GameError as exc:
        print(f"replay failed: action rejected ({exc.key} {exc.params})")
        return 1
    result = game.result(state) if game.is_over(state) else None
    same = result is not None and result.get("scores") == rec.get("result", {}).get("scores")
    print(f"replayed {len(rec['actions'])} actions; final scores {result and result['scores']}")
    print(f"recorded result {rec.get('result', {}).get('scores')} -> {'MATCH' if same else 'MISMATCH'}")
    return 0 if ok and same else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games")
    sub = parser.add_subparsers(dest="cmd", required=True)
    sim = sub.add_parser("simulate", help="play AI-only games and print a summary")
    sim.add_argument("game", choices=sorted(ENGINES))
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--players", type=int, default=0)
    sim.add_argument("--variant", default="")
    sim.add_argument("--opt", action="append", default=[], metavar="KEY=VALUE")
    ver = sub.add_parser("verify", help="replay a finished game's record and check its seed")
    ver.add_argument("record")
    args = parser.parse_args(argv)
    return simulate(args) if args.cmd == "simulate" else verify(args)


if __name__ == "__main__":
    sys.exit(main())
