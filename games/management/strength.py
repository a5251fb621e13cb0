"""How strong the AI is: one AI seat against baseline players (`POLICIES`), and AI-only games.

    python -m games.management.strength --games 300                 # AI vs 2× each baseline, 13 months
    python -m games.management.strength --games 300 --months 24 --vs undercut
    python -m games.management.strength --games 300 --ai-only       # 6 AI seats: bankruptcy rate

A win is first place (capital; a tie for first counts as a win for every tied seat). Seeds are drawn
from `--seed`, so a run is reproducible.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass, field

from games.base import Seat
from games.management import GAME, baselines
from games.management.state import ManagementState, Options


def random_policy(state: ManagementState, seat: int, rng: random.Random) -> str:
    return rng.choice(GAME.legal_actions(state, seat))


POLICIES: dict[str, baselines.Policy] = {"random": random_policy, **baselines.POLICIES}


@dataclass
class Tally:
    games: int = 0
    wins: int = 0
    """Games where the first AI seat placed first."""
    ai_seats: int = 0
    ai_bankrupt: int = 0
    other_seats: int = 0
    other_bankrupt: int = 0
    ai_capital: list[int] = field(default_factory=list)
    other_capital: list[int] = field(default_factory=list)
    decisions: list[float] = field(default_factory=list)
    """Seconds per AI decision."""

    def line(self, label: str) -> str:
        def mean(xs: list[int]) -> float:
            return sum(xs) / len(xs) if xs else 0.0

        d = sorted(self.decisions) or [0.0]
        p99 = d[min(len(d) - 1, int(len(d) * 0.99))] * 1000
        return (
            f"{label}: AI wins {self.wins / self.games:.1%} of {self.games} games; "
            f"AI seats bankrupt {self.ai_bankrupt / max(1, self.ai_seats):.1%} of {self.ai_seats}, "
            f"others {self.other_bankrupt / max(1, self.other_seats):.1%} of {self.other_seats}; "
            f"mean capital AI {mean(self.ai_capital):,.0f}, others {mean(self.other_capital):,.0f}; "
            f"AI decision p99 {p99:.2f} ms"
        )


def play(seed: str, months: int, policies: list[str | None], rng: random.Random, tally: Tally) -> ManagementState:
    """One game; `policies[i]` is a baseline name or None for the AI."""
    seats = [Seat(name=f"P{i}", ai=p is None) for i, p in enumerate(policies)]
    state, _ = GAME.start(seed, seats, Options(months=months))
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if GAME.is_over(state) or seat not in GAME.to_act(state):
                continue
            name = policies[seat]
            if name is None:
                t0 = time.perf_counter()
                action = GAME.ai_action(state, seat, rng)
                tally.decisions.append(time.perf_counter() - t0)
            else:
                action = POLICIES[name](state, seat, rng)
            GAME.apply(state, seat, action)
    res = GAME.result(state)
    tally.games += 1
    ai = [i for i, p in enumerate(policies) if p is None]
    tally.wins += res["places"][ai[0]] == 1
    for i, p in enumerate(policies):
        bankrupt = not state.companies[i].alive
        if p is None:
            tally.ai_seats += 1
            tally.ai_bankrupt += bankrupt
            tally.ai_capital.append(res["scores"][i])
        else:
            tally.other_seats += 1
            tally.other_bankrupt += bankrupt
            tally.other_capital.append(res["scores"][i])
    return state


def versus(baseline: str, games: int, months: int = 13, seed: int = 1, opponents: int = 2) -> Tally:
    """One AI against `opponents` copies of a baseline, the AI's seat drawn each game."""
    master = random.Random(seed)
    tally = Tally()
    for _ in range(games):
        policies: list[str | None] = [baseline] * opponents
        policies.insert(master.randrange(opponents + 1), None)
        play(f"{master.getrandbits(128):032x}", months, policies, random.Random(master.getrandbits(64)), tally)
    return tally


def ai_only(games: int, months: int = 13, seed: int = 1, players: int = 6) -> Tally:
    master = random.Random(seed)
    tally = Tally()
    for _ in range(games):
        play(f"{master.getrandbits(128):032x}", months, [None] * players, random.Random(master.getrandbits(64)), tally)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--months", type=int, default=13)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--vs", action="append", choices=sorted(POLICIES), default=[])
    parser.add_argument("--ai-only", action="store_true")
    parser.add_argument("--players", type=int, default=6, help="seats in --ai-only games")
    args = parser.parse_args()
    if args.ai_only:
        tally = ai_only(args.games, args.months, args.seed, args.players)
        print(tally.line(f"{args.players} AIs, {args.months} months"))
        return
    for name in args.vs or sorted(POLICIES):
        print(versus(name, args.games, args.months, args.seed).line(f"AI vs 2× {name}, {args.months} months"))


if __name__ == "__main__":
    main()
