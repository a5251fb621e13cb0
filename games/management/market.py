"""The bank's market: what it sells and buys at each level, and how the level moves each month."""

from __future__ import annotations

import random

START_LEVEL = 3

# level: (ЕСМ sold per player ×2, ЕСМ min price, ЕГП bought per player ×2, ЕГП max price);
# quantities are kept doubled so that 1.5·P stays integer arithmetic.
TABLE: dict[int, tuple[int, int, int, int]] = {
    1: (2, 800, 6, 6500),
    2: (3, 650, 5, 6000),
    3: (4, 500, 4, 5500),
    4: (5, 400, 3, 5000),
    5: (6, 300, 2, 4500),
}

TRANSITIONS: dict[int, tuple[int, ...]] = {
    1: (4, 4, 2, 1, 1),
    2: (3, 4, 3, 1, 1),
    3: (1, 3, 4, 3, 1),
    4: (1, 1, 3, 4, 3),
    5: (1, 1, 2, 4, 4),
}
"""Chances in twelfths of moving from the row's level to levels 1..5."""


def esm_min(level: int) -> int:
    return TABLE[level][1]


def egp_max(level: int) -> int:
    return TABLE[level][3]


def quantities(level: int, players: int) -> tuple[int, int]:
    """ЕСМ sold and ЕГП bought for `players` companies, rounded down, at least 1 each."""
    esm2, _, egp2, _ = TABLE[level]
    return max(1, esm2 * players // 2), max(1, egp2 * players // 2)


def next_level(level: int, rng: random.Random) -> int:
    """The next month's level, drawn from the transition row (a twelfth per chance)."""
    roll = rng.randrange(12)
    for target, weight in enumerate(TRANSITIONS[level], start=1):
        if roll < weight:
            return target
        roll -= weight
    raise AssertionError("transition row does not sum to 12")
