"""`python -m games simulate <id> …` plays AI-only games; `python -m games verify <record.json>` replays
a finished game from its revealed seed and checks it against the hash shown at the start."""

from __future__ import annotations

import argparse
import html
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from games.base import ACC_OK, ACC_SET, ACCOUNTANT, CLOCK, Game, GameError, Seat, commitment
from games.registry import ENGINES

Policy = Callable[[Any, int, random.Random], str]
OpenPolicy = Callable[[Any, int, random.Random], "str | None"]
RANDOM_OPEN_SHARE = 0.1
"""How often a random player, asked for an open action, takes one (any of `open_actions`); below 1,
so that asking again and again falls silent."""


class RandomPlayer:
    """A player who picks any legal choice at random, open actions included (the floor every AI
    must clear)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def __call__(self, state: Any, seat: int, rng: random.Random) -> str:
        return rng.choice(self.game.legal_actions(state, seat))

    def open_action(self, state: Any, seat: int, rng: random.Random) -> str | None:
        actions = self.game.open_actions(state, seat)
        if not actions or rng.random() >= RANDOM_OPEN_SHARE:
            return None
        return rng.choice(actions)


def random_policy(game: Game) -> Policy:
    return RandomPlayer(game)


def open_policy(game: Game, policy: Policy | None) -> OpenPolicy:
    """A seat's open actions: the AI's, or its baseline's own (`open_action`), or none at all: a
    baseline seat never borrows the AI's bids."""
    if policy is None:
        return game.ai_open_action
    return getattr(policy, "open_action", None) or (lambda state, seat, rng: None)


def baselines(game: Game) -> dict[str, Policy]:
    return {"random": random_policy(game), **game.baselines()}


def play_ai_game(
    game: Game,
    seed: str,
    options: Any,
    players: int,
    ai_rng: random.Random,
    policies: dict[int, Policy] | None = None,
) -> Any:
    """One game of AI seats; `policies` puts other players (baselines) in some seats."""
    seats = [Seat(name=f"AI {i + 1}", ai=True) for i in range(players)]
    state, _ = game.start(seed, seats, options)
    steps = 0
    policies = policies or {}
    ai_open_actions(game, state, ai_rng, policies)
    while not game.is_over(state):
        while game.accountant_waits(state):  # no one to choose the draws: the seed's stand
            game.apply(state, ACCOUNTANT, ACC_OK)
        for seat in game.to_act(state):
            if game.is_over(state) or not game.can_act(state, seat):
                continue
            policy = policies.get(seat, game.ai_action)
            game.apply(state, seat, policy(state, seat, ai_rng))
            while game.accountant_waits(state):  # at once, so the seats act in the order they would without
                game.apply(state, ACCOUNTANT, ACC_OK)
            ai_open_actions(game, state, ai_rng, policies)
        if not game.is_over(state) and not game.to_act(state):
            timers = game.timers(state)
            if timers:  # nobody to wait for: the clock runs out at once
                game.apply(state, CLOCK, timers[0].action)
                ai_open_actions(game, state, ai_rng, policies)
        steps += 1
        if steps > 1_000_000:
            raise RuntimeError("game did not end")
    return state


def ai_open_actions(game: Game, state: Any, ai_rng: random.Random, policies: dict[int, Policy] | None = None) -> None:
    """Every seat's open actions (the AI's, or a baseline seat's own) until no one has more; a no-op
    for games without open actions (the default `ai_open_action` draws nothing from `ai_rng`)."""
    if type(game).ai_open_action is Game.ai_open_action:
        return  # the game has none: skip asking every seat after every move
    policies = policies or {}
    asks = [open_policy(game, policies.get(seat)) for seat in range(state.n)]
    for _ in range(10_000):
        acted = False
        for seat in range(state.n):
            if game.is_over(state):
                return
            action = asks[seat](state, seat, ai_rng)
            if action is not None:
                game.apply(state, seat, action)
                acted = True
        if not acted:
            return
    raise RuntimeError("AI open actions did not stop")


class Refused(Exception):
    """Bad command-line input: said in one line, exit code 2."""


def simulate(args: argparse.Namespace) -> int:
    game = ENGINES[args.game]
    if args.games < 1:
        raise Refused("--games must be at least 1")
    bad = [p for p in args.opt if "=" not in p]
    if bad:
        raise Refused(f"--opt takes KEY=VALUE, not {bad[0]!r}")
    pairs = dict(p.split("=", 1) for p in args.opt)
    if args.variant:
        pairs["variant"] = args.variant
    try:
        options = game.parse_options(pairs)
    except GameError as exc:
        from locales import catalog

        raise Refused(html.unescape(catalog().render("en", exc.key, exc.params, markup=False))) from None
    lo, hi = game.player_range(options)
    players = args.players or game.sim_players(options)
    if not lo <= players <= hi:
        raise Refused(f"{game.id} with these options takes {lo}–{hi} players, not {players}")
    policies = baselines(game)
    if args.vs and args.vs not in policies:
        raise Refused(f"no baseline {args.vs!r} for {game.id}; there are: {', '.join(sorted(policies))}")
    seatings = game.sim_seatings()
    if args.systems and args.systems not in seatings:
        have = ", ".join(sorted(seatings)) or "none"
        raise Refused(f"no seating {args.systems!r} for {game.id}; there are: {have}")
    master = random.Random(args.seed)
    stats = []
    wins, scores = 0.0, []
    t0 = time.perf_counter()
    for i in range(args.games):
        seed = f"{master.getrandbits(256):064x}"
        against = {}
        ai_seat = i % players  # the AI takes every seat in turn, so no seat order favours it
        if args.vs:
            against = {seat: policies[args.vs] for seat in range(players) if seat != ai_seat}
        if args.systems:
            seat_as = seatings[args.systems]
            against = {seat: seat_as(i, seat, against.get(seat, game.ai_action)) for seat in range(players)}
        state = play_ai_game(game, seed, options, players, random.Random(master.getrandbits(64)), against)
        stats.append(game.sim_stats(state))
        if args.vs:
            result = game.result(state)
            firsts = [s for s in range(players) if result["places"][s] == 1]
            wins += 1 / len(firsts) if ai_seat in firsts else 0
            scores.append(result["scores"][ai_seat])
    dt = time.perf_counter() - t0
    if args.vs:
        head = f"{game.id}: one AI against {players - 1} × {args.vs}, {args.games} games"
        if args.systems:
            head += f", seating {args.systems}"
        print(f"{head}, options {options.model_dump()}")
        print(
            f"AI wins {100 * wins / args.games:.1f} % (an equal player would win {100 / players:.1f} %); "
            f"mean score {sum(scores) / len(scores):,.1f}"
        )
    else:
        seated = f", seating {args.systems}" if args.systems else ""
        print(f"{game.id}: {args.games} AI-only games, {players} players{seated}, options {options.model_dump()}")
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
    result = as_json(game.result(state)) if game.is_over(state) else None
    recorded = rec.get("result")
    print(f"replayed {len(rec['actions'])} actions; final scores {result and result['scores']}")
    if result is None and recorded is None:  # a game ended by /reset (or closed): no result to compare
        print("the game did not finish (ended by /reset, or closed): every recorded action replays from the seed")
        same = True
    elif result is None or not isinstance(recorded, dict):
        why = "the replay does not reach the end" if result is None else "the record holds no result"
        print(f"recorded result -> MISMATCH ({why})")
        return 1
    else:
        differ = sorted(k for k in result.keys() | recorded.keys() if result.get(k) != recorded.get(k))
        verdict = f"MISMATCH in {', '.join(differ)}" if differ else "MATCH"
        print(f"recorded result {recorded.get('scores')} (scores, places and every other part) -> {verdict}")
        same = not differ
    if "digest" in rec:
        at_end = game.digest(state)
        print(f"final state {at_end} -> {'MATCH' if at_end == rec['digest'] else 'MISMATCH'}")
        if at_end != rec["digest"] and same:
            print(
                "the replay reaches the recorded result but not the recorded final state: an action was changed, "
                f"or the record was made by a Croupier whose {game.id} keeps another state"
            )
        same = same and at_end == rec["digest"]
    else:
        print("this record carries no final-state digest (made before records had one): only its result was compared")
    if not (ok and same):
        return 1
    return accountant_verdict(rec)


def as_json(value: Any) -> Any:
    """A result as a record holds it (tuples become lists, keys strings), so equal means equal."""
    return json.loads(json.dumps(value))


NOT_FAIR = 3
"""`verify`'s exit code for a record that replays exactly but whose draws a person changed."""


def accountant_verdict(rec: dict[str, Any]) -> int:
    """A record that replays: 0, unless the accountant changed draws (then 3, `NOT_FAIR`). Read from
    the actions themselves (`acc:set:` by the `ACCOUNTANT`), not from a flag the record could drop; a
    game with no accountant prints nothing more."""
    acts = [a for a in rec["actions"] if a[0] == ACCOUNTANT]
    changed = [i for i, a in enumerate(rec["actions"]) if a[0] == ACCOUNTANT and str(a[1]).startswith(ACC_SET)]
    if not acts and not rec.get("accountant"):
        return 0
    if not changed:
        print(f"accountant: {len(acts)} draws proposed by the seed, every one accepted -> the seed's draws")
        return 0
    print(
        f"accountant: {len(changed)} of {len(acts)} draws chosen by a person (actions {', '.join(map(str, changed))})"
        " -> the record replays, but this was NOT a fair random game"
    )
    return NOT_FAIR


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
    sim.add_argument("--vs", default="", metavar="BASELINE", help="one AI against baseline players (random, …)")
    sim.add_argument(
        "--systems", default="", metavar="SEATING", help="seat the players as the game names it (enterprise: rotate)"
    )
    ver = sub.add_parser("verify", help="replay a finished game's record and check its seed")
    ver.add_argument("record")
    args = parser.parse_args(argv)
    try:
        return simulate(args) if args.cmd == "simulate" else verify(args)
    except Refused as exc:
        print(f"python -m games: {exc}", file=sys.stderr)
        return 2
    except (OSError, ValueError, KeyError) as exc:
        print(f"python -m games: cannot read {getattr(args, 'record', '')}: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
