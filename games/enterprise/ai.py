"""The AI founder. It picks its system at random (so simulations compare the three) and then weighs
everything in yuan with the engine's own numbers (`rules`: the go-on odds, the rewards, the payouts,
the cover chance of a requirement drawn from the pool, the 120 % rule, the fee):

- a sub-task is accepted when its expected value (`R.subtask_value`, with the chance of covering the
  next one with the skills left) less its performance pay beats what the skills are worth kept for a
  later task (nothing while the team has skills to spare for the tasks left);
- a person is hired (and kept) when the round's expected contribution — their skills' chance of
  covering a requirement times what an accepted sub-task is worth, while the team is short of skills
  for the round's tasks — exceeds their pay and per-head fee; offers beat the founders' terms by half;
- a dividend (paid to the enterprise's own people, it costs no score) is the round's profit while a
  later round has a market where it raises every offer's estimate, keeping a reserve for a third
  sub-task's deposit;
- employees are put to the partnership dice (a partner's estimate includes the per-use dividend), and
  now and then the strongest person elsewhere is poached when worth more than the offer.

It reads only `views.ai_view`, a part of `player_view`."""

from __future__ import annotations

import random
from typing import Any

from games.enterprise import rules as R
from games.enterprise.actions import SPLITS

SUB1 = round(R.mean_reward(1))
RESERVE = R.max_reward(3)
"""Cash kept out of dividends: the largest deposit of a third sub-task (¥666,666)."""


def choose(view: dict[str, Any], rng: random.Random) -> str:
    """The AI's action; each branch reads only the parts of the view it needs (each costs a build)."""
    phase = view["phase"]
    if phase == "system":
        return "system:" + rng.choice(("shares", "partner", "coop"))
    if phase == "task":  # most decisions: read only what a sub-task needs
        return _task(view)
    if phase == "split":
        total = view["options"]["shares"]
        parts = [total * p // 100 for p in SPLITS[0]]
        parts[0] += total - sum(parts)
        return "split:" + ":".join(map(str, parts))
    if phase == "fire":
        return _fire(view)
    if phase == "offer":
        return _offer(view)
    if phase == "dividend":
        return _dividend(view)
    if phase == "manage":
        me = view["me"]
        if me["system"] == "partner":
            partners = {p["id"]: p["partner"] for p in view["persons"]}
            for pid in me["people"]:
                if not partners[pid] and pid not in me["tried"]:
                    return f"partner:{pid}"
        return _poach(view, me, view["options"], rng)
    return "done"


# ----- what skills are worth ------------------------------------------------------------------------
def _skills(people: list[dict[str, Any]]) -> list[tuple[list[int], list[bool]]]:
    return [(p["tiles"], p["flipped"]) for p in people]


def _share(pool: list[int], p: dict[str, Any]) -> float:
    """The share of requirements a person's skills meet: the mean over the suits of the chance that a
    tile drawn from the pool is at most their level (each suit a third of a sub-task's need)."""
    return sum(R.cover_chance(pool, [(_one(p["tiles"], s), [False] * 3)]) for s in range(3)) / 3


def _one(tiles: list[int], suit: int) -> list[int]:
    """The skill in `suit` alone: the other suits at 9, which covers any requirement."""
    return [tiles[s] if s == suit else 9 for s in range(3)]


def _wanted(view: dict[str, Any], chance: float) -> float:
    """People a round can use: the round's tasks, each a sub-task and sometimes a second one, that the
    team covers with `chance` (each person gives one skill of each suit a round)."""
    tasks = view["options"]["tasks"]
    return tasks * (1 + R.go_on_chance(1)) * max(chance, 0.25)


def _worth(view: dict[str, Any], team: list[dict[str, Any]], p: dict[str, Any], cash: int) -> float:
    """A person's expected contribution to a round with `team` (which does not include them)."""
    pool = view["pool"]
    chance = R.cover_chance(pool, [(q["tiles"], [False] * 3) for q in [*team, p]])
    slack = 1 - len(team) / _wanted(view, chance)
    if slack <= 0:
        return 0.0
    per_subtask = R.subtask_value(1, SUB1, 0, 0, cash, chance)
    return per_subtask * _share(pool, p) * min(slack, 1.0)


def _cost(view: dict[str, Any], salary: int, perf: int) -> int:
    """A person's cost a round: salary, performance for the estimate's uses, the per-head fee."""
    fee_head = R.grown(view["options"]["fee_head"], view["options"]["fee_growth"], max(view["round"], 1))
    return salary + R.USES * perf + fee_head


# ----- decisions --------------------------------------------------------------------------------------
def _task(view: dict[str, Any]) -> str:
    if not view["can_accept"]:
        return "decline"
    task = view["task"]
    seat = view["seat"]
    me = view["me"]
    n, reward = task["sub"], task["rewards"][-1]
    mine = [p for p in view["persons"] if p["firm"] == seat]
    used = view["cover"] or []
    after = []
    for p in mine:
        flipped = list(p["flipped"])
        for suit, pid in enumerate(used):
            if pid == p["id"]:
                flipped[suit] = True
        after.append((p["tiles"], flipped))
    pool = view["pool"]
    c_after = R.cover_chance(pool, after)
    by_id = {p["id"]: p for p in mine}
    perf = sum(by_id[pid]["perf"] for pid in used if pid in by_id)
    value = R.subtask_value(n, reward, task["escrow"][seat], sum(task["rewards"][:-1]), me["cash"], c_after) - perf
    if n >= 2:
        return "accept" if value > 0 else "decline"
    left = task["tasks"] - task["no"]  # tasks after this one
    kept = min(sum(1 for _, fl in after if not fl[s]) for s in range(3))
    c_now = R.cover_chance(pool, _skills(mine))
    need = left * (1 + R.go_on_chance(1)) * c_now
    scarcity = min(max(1 - kept / need, 0.0), 1.0) if need > 0 else 0.0
    future = R.subtask_value(1, SUB1, 0, 0, me["cash"], c_now) - perf
    return "accept" if value > 0 and value >= scarcity * future else "decline"


def _fire(view: dict[str, Any]) -> str:
    """Dismisses the weakest employee whose contribution no longer covers their cost (one at a time)."""
    me = view["me"]
    drafted = {int(d.split(":")[1]) for d in view["drafts"]}
    people = [p for p in view["persons"] if p["firm"] == view["seat"]]
    owners = {p["id"] for p in people if p["shares"] > 0 or (me["system"] == "partner" and p["partner"])}
    staying = [p for p in people if p["id"] not in drafted]
    for p in sorted(staying, key=lambda p: (_share(view["pool"], p), p["id"])):
        if p["id"] in owners:
            continue
        team = [q for q in staying if q["id"] != p["id"]]
        if _worth(view, team, p, me["cash"]) < _cost(view, p["salary"], p["perf"]) and p["salary"] <= me["cash"]:
            return f"fire:{p['id']}"
    return "done"


def _offer(view: dict[str, Any]) -> str:
    """The next market person worth more than their cost, strongest first, until the team is full."""
    me = view["me"]
    opts = view["options"]
    drafts = [d.split(":") for d in view["drafts"] if d.startswith("offer:")]
    drafted = {int(d[1]) for d in drafts}
    persons = view["persons"]
    team = [p for p in persons if p["firm"] == view["seat"] or p["id"] in drafted]
    market = [p for p in persons if p["firm"] is None and p["id"] not in drafted]
    if not market:
        return "done"
    pool = view["pool"]
    salary = max(opts["salary"] * 3 // 2, opts["salary"] + 2)
    perf = opts["perf"]
    committed = sum(int(d[2]) for d in drafts)
    for p in sorted(market, key=lambda p: (-_share(pool, p), p["id"])):
        worth = _worth(view, team, p, me["cash"])
        pay = salary + int(worth) // 100  # the stronger, the higher: a person worth ¥500 a round gets ¥5 more
        if worth <= _cost(view, pay, perf) or committed + pay > me["cash"]:
            continue
        return f"offer:{p['id']}:{pay}:{perf}:{_stake(view, me, opts)}"
    return "done"


def _stake(view: dict[str, Any], me: dict[str, Any], opts: dict[str, Any]) -> str:
    """The system's sweetener: partnership, or a grant from the founder block while it stays large."""
    if me["system"] == "partner":
        return "p"
    if me["system"] == "shares":
        granted = sum(int(d.split(":")[4][1:]) for d in view["drafts"] if d.split(":")[4].startswith("g"))
        k = opts["shares"] // 10
        if k and me["founder"] - granted >= k:
            return f"g{k}"
    return "0"


def _dividend(view: dict[str, Any]) -> str:
    """The round's profit while a later round's market makes the dividend raise offers' estimates."""
    me = view["me"]
    if me["profit"] <= 0 or view["round"] >= view["options"]["rounds"]:
        return "dividend:0"
    return f"dividend:{max(min(me['profit'], me['cash'] - RESERVE), 0)}"


def _current(view: dict[str, Any], p: dict[str, Any]) -> int:
    """The person's estimate where they work now (as the rules compute it)."""
    f = view["firms"][p["firm"]]
    in_div = R.paid_by_use(f["system"], p["partner"])
    return R.estimate_of(f["last_share_div"], f["last_use_div"], p["salary"], p["perf"], p["shares"], in_div)


def _poach(view: dict[str, Any], me: dict[str, Any], opts: dict[str, Any], rng: random.Random) -> str:
    """Now and then the strongest person elsewhere, if an offer just over 120 % of their estimate costs
    less than they are worth to the team (the headhunter fee, one salary, counted too)."""
    if view["drafts"] or view["round"] >= opts["rounds"] or rng.random() < 0.5:
        return "done"
    seat = view["seat"]
    persons = view["persons"]
    team = [p for p in persons if p["firm"] == seat]
    others = [p for p in persons if p["firm"] is not None and p["firm"] != seat]
    pool = view["pool"]
    others.sort(key=lambda p: (-_share(pool, p), p["id"]))
    for p in others[:3]:
        salary, perf = R.start_terms(opts["salary"], opts["perf"], p["perf"], _current(view, p))
        worth = _worth(view, team, p, me["cash"])
        if worth > 2 * _cost(view, salary, perf) and 2 * salary <= me["cash"]:
            return f"poach:{p['id']}:{salary}:{perf}:0"
    return "done"
