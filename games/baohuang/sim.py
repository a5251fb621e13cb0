"""Simulation figures: the summary of AI-only games, and the AI measured against random players."""

from __future__ import annotations

import random
from typing import Any

from games.base import Game, Seat

ROLE_NAMES = ("emperor", "guard", "rebel", "alone (open)", "alone (hidden)")


def _role(hand: dict[str, Any], seat: int) -> str:
    if seat == hand["emperor"]:
        return {"open": "alone (open)", "hidden": "alone (hidden)"}.get(hand["mode"], "emperor")
    return "guard" if seat == hand["guard"] else "rebel"


def report(game: Game, stats: list[dict[str, Any]]) -> list[str]:
    hands = [h for s in stats for h in s["hands"]]
    if not hands:
        return []
    won = sum(1 for h in hands if h["scores"][h["emperor"]] > 0)
    drawn = sum(1 for h in hands if h["scores"][h["emperor"]] == 0)
    modes: dict[str, int] = {}
    per_role: dict[str, list[int]] = {r: [] for r in ROLE_NAMES}
    for h in hands:
        modes[h["mode"]] = modes.get(h["mode"], 0) + 1
        for seat, score in enumerate(h["scores"]):
            per_role[_role(h, seat)].append(score)
    n = len(hands)
    lines = [
        f"hands: {n} ({n / len(stats):g} a game)",
        f"emperor side wins {won / n:.1%}, draws {drawn / n:.1%}, loses {(n - won - drawn) / n:.1%}",
        "modes: " + ", ".join(f"{m} {k / n:.1%}" for m, k in sorted(modes.items())),
        "average score per role: "
        + ", ".join(f"{r} {sum(v) / len(v):+.2f} (n={len(v)})" for r, v in per_role.items() if v),
    ]
    options = {k: v for k, v in stats[0].get("options", {}).items() if v}
    fig = ai_vs_random(game, stats[0].get("variant", "weihai"), hands=200, seed=7, **options)
    lines.append(
        f"AI vs random ({fig['hands']} hands, 2-3 AI seats a hand): AI seat wins {fig['ai_win']:.1%} "
        f"(avg {fig['ai_avg']:+.2f}), random seat wins {fig['rnd_win']:.1%} (avg {fig['rnd_avg']:+.2f}), "
        f"AI average place {fig['ai_place']:.2f} vs random {fig['rnd_place']:.2f}"
    )
    return lines


def ai_vs_random(
    game: Game, variant: str = "weihai", hands: int = 200, seed: int = 1, **options: Any
) -> dict[str, Any]:
    """Hands where some seats are the AI and the others play their cards uniformly at random among
    `legal_actions`. Role questions (throne, guard, kick…) are answered by the AI for every seat: a
    random answer there would throw the hand for both sides and overstate the AI's edge at play.
    A seat 'wins' a hand when its score is positive; places are the finishing order."""
    master = random.Random(seed)
    opts = game.parse_options({"variant": variant, **{k: str(v) for k, v in options.items()}})
    ai_scores: list[int] = []
    rnd_scores: list[int] = []
    ai_places: list[int] = []
    rnd_places: list[int] = []
    seats = [Seat(name=f"P{i}", ai=True) for i in range(5)]
    for i in range(hands):
        k = 2 + i % 2
        ai_seats = set(master.sample(range(5), k))
        state, _ = game.start(f"{master.getrandbits(256):064x}", seats, opts)
        rng = random.Random(master.getrandbits(64))
        steps = 0
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            if seat in ai_seats or state.phase != "play":
                action = game.ai_action(state, seat, rng)
            else:
                action = rng.choice(game.legal_actions(state, seat))
            game.apply(state, seat, action)
            steps += 1
            if steps > 100_000:
                raise RuntimeError("hand did not end")
        hand = state.history[-1]
        order = hand["finish"] + [s for s in range(5) if s not in hand["finish"]]
        for s in range(5):
            score, place = hand["scores"][s], order.index(s) + 1
            (ai_scores if s in ai_seats else rnd_scores).append(score)
            (ai_places if s in ai_seats else rnd_places).append(place)

    def rate(xs: list[int]) -> float:
        return sum(1 for x in xs if x > 0) / len(xs)

    return {
        "hands": hands,
        "ai_win": rate(ai_scores),
        "rnd_win": rate(rnd_scores),
        "ai_avg": sum(ai_scores) / len(ai_scores),
        "rnd_avg": sum(rnd_scores) / len(rnd_scores),
        "ai_place": sum(ai_places) / len(ai_places),
        "rnd_place": sum(rnd_places) / len(rnd_places),
    }
