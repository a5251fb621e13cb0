"""Score tables of every variant, the early end of a hand, and `best`'s tribute.

`hand_scores` maps the roles and a full order of places (1 = 头科 … 5 = 大落) to one score a seat; a
hand ends as soon as every order still possible gives the same scores (`decided`).
"""

from __future__ import annotations

from itertools import permutations

from games.baohuang.cards import SMALL
from games.baohuang.state import BaohuangState

WEIHAI_PLACE = (4, 2, 0, -2, -4)
WEIHAI_HIDDEN = (16, 8, 0, -8, -16)
CAMPUS_PLACE = (3, 2, 1, 0, -1)
BEST_ALONE = (8, 4, 0, -4, -8)
BEST_PAIR = {
    (1, 2): 4, (1, 3): 2, (1, 4): 2, (2, 3): 2, (1, 5): 0, (2, 4): 0,
    (2, 5): -2, (3, 4): -2, (3, 5): -2, (4, 5): -4,
}  # fmt: skip
"""best: what the emperor takes (+) or gives (−) by the places of emperor and guard, lower first; the
guard half of it, each commoner the opposite of the guard's share."""


def _split(emperor: int, guard: int, e: int, g: int, other: int) -> list[int]:
    return [e if s == emperor else g if s == guard else other for s in range(5)]


def hand_scores(st: BaohuangState, places: list[int]) -> list[int]:
    """One hand's scores for a full order of places (the seat's place, 1..5)."""
    v, emp, grd = st.variant, st.emperor, st.guard
    pe = places[emp]
    if v == "weihai":
        if st.mode == "open":
            base = 8 if pe == 1 else -8
            out = [base * 4 if s == emp else -base for s in range(5)]
        elif st.mode == "hidden":
            x = WEIHAI_HIDDEN[pe - 1] * (2 if st.rebellion else 1)
            out = [x if s == emp else -x // 4 for s in range(5)]
        else:
            x = (WEIHAI_PLACE[pe - 1] + WEIHAI_PLACE[places[grd] - 1]) * (2 if st.mingbao or st.rebellion else 1)
            out = _split(emp, grd, 2 * x, x, -x)
        if st.kicked >= 0:
            out = [2 * x for x in out]
        return out
    if v.startswith("lianzhong"):
        if st.mode == "open":
            x = 6 if pe == 1 else -6
            out = [4 * x if s == emp else -x for s in range(5)]
        elif st.mode == "hidden":
            x = 3 if pe == 1 else 0 if pe == 2 else -3
            x *= 2 if st.rebellion and x < 0 else 1
            out = [4 * x if s == emp else -x for s in range(5)]
        else:
            g = 6 - (pe + places[grd])
            g *= 2 if st.mingbao or (st.rebellion and g < 0) else 1
            out = _split(emp, grd, 2 * g, g, -g)
        return [x + p for x, p in zip(out, st.penalty, strict=True)]
    if v == "best":
        if st.mode == "hidden":
            x = BEST_ALONE[pe - 1]
            return [x if s == emp else -x // 4 for s in range(5)]
        lo, hi = sorted((pe, places[grd]))
        e = BEST_PAIR[(lo, hi)]
        return _split(emp, grd, e, e // 2, -(e // 2))
    # campus: place points summed per side; the side with more wins (5 points in all: no tie)
    if st.mode == "open":
        win = CAMPUS_PLACE[pe - 1] * 2 > 5
        return [(4 if s == emp else -1) * (1 if win else -1) for s in range(5)]
    side = CAMPUS_PLACE[pe - 1] + CAMPUS_PLACE[places[grd] - 1]
    sign = (1 if side * 2 > 5 else -1) * (2 if st.mingbao else 1)
    return _split(emp, grd, 2 * sign, sign, -sign)


def decided(st: BaohuangState) -> list[int] | None:
    """The hand's scores if every way the rest could go out gives the same ones, else None."""
    places = [0] * 5
    for i, s in enumerate(st.finish):
        places[s] = i + 1
    rest = [s for s in range(5) if not places[s]]
    first = len(st.finish) + 1
    result: list[int] | None = None
    for order in permutations(range(first, 6)):
        for s, p in zip(rest, order, strict=True):
            places[s] = p
        scores = hand_scores(st, places)
        if result is None:
            result = scores
        elif scores != result:
            return None
    return result


def full_order(st: BaohuangState) -> list[int]:
    """The finishing order with those still holding cards after, in turn order from the last one out."""
    order = list(st.finish)
    start = order[-1] if order else st.emperor
    order += [(start + k) % 5 for k in range(1, 6) if (start + k) % 5 not in order]
    return order


def tribute_transfers(cards: list[list[int]], amounts: list[int], order: list[int]) -> list[tuple[int, int, int]]:
    """best: who gives which card to whom. Givers give their highest non-joker cards; takers, in
    finishing order, take one card a round, the highest left first. Returns (giver, taker, card)."""
    pool: list[tuple[int, int]] = []
    for s in range(5):
        if amounts[s] < 0:
            ordinary = [c for c in cards[s] if c >> 4 < SMALL]
            pool += [(c, s) for c in ordinary[: -amounts[s]]]
    pool.sort(reverse=True)
    owed = {s: amounts[s] for s in order if amounts[s] > 0}
    out = []
    while pool and owed:
        for s in [t for t in order if owed.get(t)]:
            if not pool:
                break
            c, giver = pool.pop(0)
            out.append((giver, s, c))
            owed[s] -= 1
        owed = {s: k for s, k in owed.items() if k}
    return out
