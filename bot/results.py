"""What a finished game adds to ratings and history: seats, sides, places and who won (storage/ratings.py
does the arithmetic, inside the transaction that finishes the game)."""

from __future__ import annotations

from typing import Any

from bot.tables import Table
from storage.ratings import Finish, FinishSeat


def sides(game_id: str, result: dict[str, Any], n: int) -> tuple[list[list[int]], list[int]] | None:
    """Seats by side and each side's rank, for games played in sides; None: every seat for itself.

    保皇 of one hand: the emperor and the guard against the rebels (the emperor's score says which side
    won). Over several hands the sides change from hand to hand, so the totals rank every seat alone."""
    if game_id != "baohuang":
        return None
    hands = result.get("hands") or []
    if len(hands) != 1:
        return None
    hand = hands[0]
    emperor, guard = hand.get("emperor", -1), hand.get("guard", -1)
    if not 0 <= emperor < n:
        return None
    crown = sorted({emperor, guard} - {-1})
    rebels = [i for i in range(n) if i not in crown]
    if not rebels:
        return None
    score = hand["scores"][emperor]
    ranks = [1, 2] if score > 0 else [2, 1] if score < 0 else [1, 1]
    return [crown, rebels], ranks


def finish_of(table: Table, result: dict[str, Any], record: dict[str, Any]) -> Finish:
    n = len(table.seats)
    scores = list(result.get("scores") or [None] * n)
    places = list(result.get("places") or [1] * n)
    coop = "team_win" in result
    teams = None if coop else sides(table.game.id, result, n)
    won: list[bool]
    if coop:
        won = [bool(result["team_win"])] * n
    elif teams is not None:
        groups, ranks = teams
        tie = len(set(ranks)) == 1
        won = [False] * n
        for group, rank in zip(groups, ranks, strict=True):
            for seat in group:
                won[seat] = rank == 1 and not tie
                places[seat] = rank
    else:
        tie = len(set(places)) == 1
        won = [p == 1 and not tie for p in places]
    seats = [
        FinishSeat(user_id=info.user_id, name=info.name, score=scores[i], place=int(places[i]), won=won[i])
        for i, info in enumerate(table.seats)
    ]
    return Finish(
        game=table.game.id,
        chat_id=table.chat_id,
        thread_id=table.thread_id,
        options=table.options.model_dump(mode="json"),
        seats=seats,
        record=record,
        rated=not coop,
        teams=teams[0] if teams else None,
        team_ranks=teams[1] if teams else [],
        team_won=bool(result["team_win"]) if coop else None,
    )
