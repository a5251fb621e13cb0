"""The AI founder: picks a system at random (so simulations compare the three), hires the strongest
graduates it can afford with a little premium and its system's sweetener, accepts sub-tasks while it
keeps enough skills for a deeper one, pays a quarter of a positive profit as dividend and puts its
employees to the partnership dice. It reads only `views.ai_view`, a part of `player_view`."""

from __future__ import annotations

import random
from typing import Any

from games.enterprise.actions import SPLITS

_PREMIUMS = (0, 0, 10, 20, 50)
MAX_TEAM = 6


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
    if phase == "offer":
        return _offer(view, rng)
    if phase == "dividend":
        me = view["me"]
        profit = me["profit"]
        amount = min(profit // 4, me["cash"]) if profit > 0 else 0
        return f"dividend:{amount}"
    if phase == "manage":
        me = view["me"]
        if me["system"] == "partner":
            partners = {p["id"]: p["partner"] for p in view["persons"]}
            for pid in me["people"]:
                if not partners[pid] and pid not in me["tried"]:
                    return f"partner:{pid}"
        return _poach(view, me, view["options"], rng)
    return "done"


def _offer(view: dict[str, Any], rng: random.Random) -> str:
    drafted = {int(d.split(":")[1]) for d in view["drafts"] if d.startswith("offer:")}
    if len(drafted) >= 2:
        return "done"  # before reading `me`, which costs a pass over the team
    me = view["me"]
    opts = view["options"]
    room = MAX_TEAM - len(me["people"]) - len(drafted)
    budget = me["cash"] - 10 * (me["wages"] + me["fee"])
    if room <= 0 or budget < 10 * opts["salary"]:
        return "done"  # before reading the people, the costlier part of the view
    market = [p for p in view["persons"] if p["firm"] is None and p["id"] not in drafted]
    if not market:
        return "done"
    p = min(market, key=lambda p: (-sum(p["tiles"]), p["id"]))  # the strongest, the first of equals
    salary = opts["salary"] * (100 + rng.choice(_PREMIUMS)) // 100
    salary = min(salary, me["cash"])
    sys = "0"
    if me["system"] == "partner" and rng.random() < 0.5:
        sys = "p"
    elif me["system"] == "shares":
        granted = sum(int(d.split(":")[4][1:]) for d in view["drafts"] if d.split(":")[4].startswith("g"))
        k = opts["shares"] // 20
        if k and me["founder"] - granted >= 2 * k:
            sys = f"g{k}"
    return f"offer:{p['id']}:{salary}:{opts['perf']}:{sys}"


def _task(view: dict[str, Any]) -> str:
    if not view["can_accept"]:
        return "decline"
    task = view["task"]
    if task["sub"] >= 2:
        return "accept"
    if task["tasks"] - task["no"] < 2:  # before reading `me`, the costlier part of the view
        return "accept"
    return "accept" if view["me"]["unflipped"] >= 6 else "decline"


def _current(view: dict[str, Any], p: dict[str, Any]) -> int:
    """The person's estimate where they work now (as the rules compute it)."""
    f = view["firms"][p["firm"]]
    in_div = f["system"] == "coop" or (f["system"] == "partner" and p["partner"])
    return p["salary"] + 2 * p["perf"] + p["shares"] * f["last_share_div"] + (2 * f["last_use_div"] if in_div else 0)


def _poach(view: dict[str, Any], me: dict[str, Any], opts: dict[str, Any], rng: random.Random) -> str:
    """Now and then, the strongest person elsewhere if a modest salary beats 120 % of their estimate."""
    if view["drafts"] or len(me["people"]) >= MAX_TEAM or rng.random() < 0.7:
        return "done"
    if me["cash"] < 20 * (me["wages"] + me["fee"] + opts["salary"]):
        return "done"
    others = [p for p in view["persons"] if p["firm"] is not None and p["firm"] != view["seat"]]
    others.sort(key=lambda p: (-sum(p["tiles"]), p["id"]))
    for p in others[:3]:
        perf = max(opts["perf"], p["perf"])
        salary = max(opts["salary"], _current(view, p) * 6 // 5 + 1 - 2 * perf)
        if salary <= opts["salary"] * 8 // 5:
            return f"poach:{p['id']}:{salary}:{perf}:0"
    return "done"
