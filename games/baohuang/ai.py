"""The AI player. It reads only `player_view(state, seat)`: its hand, the table, public counts and the
sides it knows. Roles by a rough hand strength; play by a greedy plan: go out when it can, keep the
lead with an unbeatable 大王 play when the rest follows, lead the lowest set, beat cheaply, never beat a
known partner, and spend jokers only when an opponent is close to going out.
"""

from __future__ import annotations

import random
from typing import Any

from games.baohuang.cards import BIG, OLD, SMALL, TWO, parse_kind
from games.baohuang.plays import Play, all_plays, campus_extras, decode, encode, violation
from games.baohuang.variants import Rules, rules_for

BASELINE = {"weihai": 1.2, "lianzhong-simple": 1.2, "lianzhong-classic": 1.2, "best": -1.1, "campus": -0.8}
"""The median `strength` of a dealt hand in each variant (measured), so thresholds mean the same."""


def strength(cnt: list[int]) -> float:
    """Control cards against the number of sets to get rid of, scaled to a 33-card hand."""
    size = sum(cnt) or 1
    control = 4 * cnt[OLD] + 3 * cnt[BIG] + 2 * cnt[SMALL] + 1.0 * cnt[TWO] + 0.4 * cnt[TWO - 1]
    groups = sum(1 for r in range(TWO) if cnt[r])
    return (control - 0.8 * groups) * 33 / size


def choose(view: dict[str, Any], rng: random.Random) -> str:
    if view["phase"] != "play":
        return _role(view)
    return _play(view)


# ----- roles ---------------------------------------------------------------------------------------


def _role(view: dict[str, Any]) -> str:
    """Roles by hand strength above the variant's median: about the top 3% go alone, the top quarter
    reveal, rebel or kick, the bottom tenth cede the throne."""
    choices: list[str] = view["choices"]
    s = strength(view["hand_counts"]) - BASELINE[view["variant"]]
    if view["phase"] == "throne":
        calls = [c for c in choices if c.startswith("call:")]
        if "dubao" in choices and s >= (6 if view["holds_guard_card"] else 8):
            return "dubao"
        alone_if_ascending = view["variant"] == "campus" and not calls  # no card to call: 1 against 4
        if "cede" in choices and (s < -3 or (not calls and "ascend" not in choices) or (alone_if_ascending and s < 6)):
            return "cede"
        if calls:  # a guard rather than 暗独保 with four, unless strong; the highest set
            held = [sum(1 for c in view["hand"] if c >> 2 == parse_kind(a[5:])) for a in calls]
            threes = [a for a, k in zip(calls, held, strict=True) if k == 3]
            return threes[-1] if threes and s < 6 else calls[-1]
        return "ascend" if "ascend" in choices else choices[0]
    if view["phase"] == "kick":
        return "kick" if s >= 3 else "nokick"
    for alone in ("mingdu", "qiangdu"):
        if alone in choices and s >= 8:
            return alone
    if "mingbao" in choices and s >= 2.5:
        return "mingbao"
    if "rebel" in choices and s >= 2.5:
        return "rebel"
    return choices[0]


# ----- play ----------------------------------------------------------------------------------------


def _specials(view: dict[str, Any]) -> tuple[bool, tuple[int, ...]]:
    if view["variant"] != "campus":
        return False, ()
    called = view["called_kind"]
    return campus_extras(view["hand"], -1 if called is None else called, view["role"] == "guard")


def _my_side(view: dict[str, Any]) -> str:
    return "E" if view["role"] in ("emperor", "guard", "alone") else "R"


def _play(view: dict[str, Any]) -> str:
    rules = rules_for(view["variant"], **view["options"])
    cnt: list[int] = view["hand_counts"]
    size = len(view["hand"])
    holds, bombs = _specials(view)
    top = decode(view["top"]) if view["top"] else None
    if top is None:
        return "play:" + encode(_lead(view, rules, cnt, size, holds))
    options = all_plays(cnt, top, rules, size, holds, bombs)
    if not options:
        return "pass"
    for p in options:
        if p.size == size:
            return "play:" + encode(p)
    owner = view["owner"]
    side = _my_side(view)
    owner_side = view["sides"][owner]
    if owner_side == side:
        return "pass"
    best = min(options, key=lambda p: _cost(p, cnt))
    limit = 2.6 if owner_side != "?" else 1.8
    owner_left = view["counts"][owner]
    if owner_left is not None and owner_left <= 6:
        limit = 99.0
    elif size <= 8:
        limit += 2.5
    if side == "R" and owner_side == "E" and view["role"] != "alone":
        limit += 0.8
    return "play:" + encode(best) if _cost(best, cnt) <= limit else "pass"


def _cost(p: Play, cnt: list[int]) -> float:
    """What a play spends of the hand's strength."""
    if p.bomb >= 0:
        return 12.0
    c = 7.0 * p.top + 4.5 * p.big + 3.0 * p.small
    if p.n:
        c += p.rank / 12 + (1.2 if p.rank == TWO else 0.0)
        if cnt[p.rank] > p.n:
            c += 1.0 + 0.2 * (cnt[p.rank] - p.n)
    return c


def _lead(view: dict[str, Any], rules: Rules, cnt: list[int], size: int, holds: bool) -> Play:
    whole_rank = max(range(TWO + 1), key=lambda r: cnt[r])
    rest = size - cnt[SMALL] - cnt[BIG] - cnt[OLD]
    if rest == cnt[whole_rank]:
        whole = Play(whole_rank if rest else -1, rest, cnt[SMALL], cnt[BIG], cnt[OLD])
        if violation(whole, cnt, size, rules, holds) is None:
            return whole
    groups = [r for r in range(TWO + 1) if cnt[r] and r != rules.bie]
    if not groups:  # only 憋 cards and jokers: jokers first, the 憋 set last
        for p in (Play(-1, 0, 1, 0, 0), Play(-1, 0, 0, 1, 0), Play(-1, 0, 0, 0, 1)):
            if violation(p, cnt, size, rules, holds) is None:
                return p
        return Play(rules.bie, cnt[rules.bie], 0, 0, 0)
    bie_left = rules.bie >= 0 and cnt[rules.bie] > 0
    plain_unbeatable = not (rules.kao or rules.double_big or rules.top_card)
    if plain_unbeatable and cnt[BIG] and len(groups) + bie_left - 1 <= cnt[BIG]:
        r = groups[-1]  # the rest can follow one by one behind unbeatable plays
        return Play(r, cnt[r], 0, 1, 0) if r != TWO or rules.two_carry else Play(-1, 0, 0, 1, 0)
    counts = view["counts"]
    sides = view["sides"]
    side = _my_side(view)
    danger = {c for s, c in enumerate(counts) if c is not None and sides[s] != side and s != view["seat"]}
    friend = {c for s, c in enumerate(counts) if c is not None and sides[s] == side and s != view["seat"]}
    low = groups[:3]
    for r in low:
        if cnt[r] in friend:
            return Play(r, cnt[r], 0, 0, 0)
    for r in low:
        if cnt[r] not in danger:
            return Play(r, cnt[r], 0, 0, 0)
    return Play(groups[0], cnt[groups[0]], 0, 0, 0)
