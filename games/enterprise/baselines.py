"""Baseline players for measuring the AI (`simulate enterprise --vs NAME`), each `policy(state, seat, rng)
-> action`, choosing its system at random as the AI does:

- `idle`: hires nobody, accepts no sub-task, pays no dividend (the founders' pay and the fee only);
- `greedy`: accepts every sub-task it can cover and pay the deposit for, and offers every market person
  the founders' terms with the salary 10 % higher (rounded up); no dividend, no poaching.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.enterprise import actions as A
from games.enterprise import rules as R
from games.enterprise.state import SYSTEMS, EnterpriseState

Policy = Callable[[EnterpriseState, int, random.Random], str]


def _common(state: EnterpriseState, seat: int, rng: random.Random) -> str:
    phase = state.phase
    if phase == "system":
        return "system:" + rng.choice(SYSTEMS)
    if phase == "split":
        return A.split_presets(state)[0]
    if phase == "dividend":
        return "dividend:0"
    if phase == "task":
        return "decline"
    return "done"


def idle_policy(state: EnterpriseState, seat: int, rng: random.Random) -> str:
    return _common(state, seat, rng)


def greedy_policy(state: EnterpriseState, seat: int, rng: random.Random) -> str:
    phase = state.phase
    f = state.firms[seat]
    if phase == "task":
        ok = R.seat_can_cover(state, seat, state.req) and state.rewards[-1] <= f.cash
        return "accept" if ok else "decline"
    if phase == "offer":
        drafted = {int(d.split(":")[1]) for d in state.drafts.get(seat, [])}
        spent = sum(int(d.split(":")[2]) for d in state.drafts.get(seat, []))
        for p in sorted(R.market(state), key=lambda p: (-sum(p.tiles), p.id)):
            if p.id in drafted:
                continue
            salary, perf = A.base_terms(state, "offer", p)
            salary = max(-(-salary * 11 // 10), salary + 1)  # 10 % more, rounded up, at least ¥1
            if spent + salary <= f.cash:
                return f"offer:{p.id}:{salary}:{perf}:0"
        return "done"
    return _common(state, seat, rng)


POLICIES: dict[str, Policy] = {"idle": idle_policy, "greedy": greedy_policy}
