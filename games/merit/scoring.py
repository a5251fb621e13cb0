"""End-of-game scoring: the team result and each player's score breakdown."""

from __future__ import annotations

import math
from typing import Any

from games.merit import cards
from games.merit.cards import VOWS
from games.merit.state import MeritState, Player


def vow_kept(p: Player) -> bool:
    v = VOWS[p.vow]
    return (
        p.fu >= v.min_fu
        and p.hui >= v.min_hui
        and (v.max_wealth is None or p.wealth <= v.max_wealth)
        and p.saves >= v.min_saves
        and p.donates >= v.min_donates
        and p.teaches >= v.min_teaches
    )


def vow_points(p: Player) -> tuple[bool, int]:
    kept = vow_kept(p)
    v = VOWS[p.vow]
    return kept, v.reward if kept else v.penalty


def base_score(fu: int, hui: int) -> int:
    """⌊3·√(福·慧)⌋ with 0 counted as 1; isqrt(9·x) is that floor without float rounding."""
    return math.isqrt(9 * max(fu, 1) * max(hui, 1))


def refuge_bonus(refuge: bool, fu: int, hui: int) -> int:
    for need, points in cards.REFUGE_BONUS if refuge else cards.NO_REFUGE_BONUS:
        if fu >= need and hui >= need:
            return points
    return 0


def breakdown(p: Player) -> dict[str, Any]:
    """A player's score parts as if the team won."""
    base = base_score(p.fu, p.hui)
    bonus = refuge_bonus(bool(p.refuge), p.fu, p.hui)
    kept, points = vow_points(p)
    return {
        "base": base,
        "refuge_bonus": bonus,
        "vow": p.vow,
        "vow_achieved": kept,
        "vow_points": points,
        "total": base + bonus + points,
    }


def team_outcome(state: MeritState) -> str:
    """ "saved" (team win), or why the team lost: "calamity", "too_few_saved" or "both"."""
    high = state.calamity > cards.CALAMITY_MAX_WIN
    few = len(state.saved) < state.target
    if high and few:
        return "both"
    if high:
        return "calamity"
    return "too_few_saved" if few else "saved"
