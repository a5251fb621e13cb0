"""Ratings and game history, written inside the transaction that finishes a game (`Store.commit`).

A finished game is inserted into `finished` under its own id first: if that row exists already the
game was counted, and nothing else is written. So a game counts exactly once, whatever crashes when.
The ratings are read and updated in the same transaction (concurrent games finishing in one chat
cannot lose each other's updates)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from openskill.models import BradleyTerryFull

from storage.db import Conn

AI_PLAYER = 0
"""The player id of AI seats. Each AI name is rated on its own (`ai_name`, the name its seat played
under: «🤖 祖冲之»); a person's rows have ai_name ''. A row of player 0 with ai_name '' is "the AI"
of a database older than that (migration 012 keeps it where its games could not be found)."""
GLOBAL = 0
"""The scope of ratings across all chats (a chat's own ratings have the chat's id as scope)."""
BASE, SCALE = 1000, 40
"""A rating as players read it: BASE + SCALE × openskill's ordinal (μ − 3σ; a newcomer reads 1000)."""

MODEL = BradleyTerryFull()
"""Every pair of sides compared. openskill 6's Plackett–Luce mishandles shared places (two seats tied
for first gained less than the third: ranks 1, 3, 1 gave μ 26.0, 26.6, 26.0); Bradley–Terry does not."""


def shown(mu: float, sigma: float) -> int:
    return round(BASE + SCALE * (mu - 3 * sigma))


@dataclass
class FinishSeat:
    user_id: int | None
    """None: an AI seat, rated under its name. A human seat the AI took over still counts as theirs."""
    name: str
    score: float | None
    place: int
    won: bool


@dataclass
class Finish:
    """What a finished game adds to ratings and history."""

    game: str
    chat_id: int
    thread_id: int | None
    options: dict[str, Any]
    seats: list[FinishSeat]
    record: dict[str, Any]
    rated: bool = True
    """False for cooperative games: records and best scores, no rating."""
    teams: list[list[int]] | None = None
    """Seats by side (保皇's emperor and guard against the rebels); None: every seat for itself."""
    team_ranks: list[int] = field(default_factory=list)
    """Each side's rank (1 = best, equal = a tie); with `teams` only."""
    team_won: bool | None = None
    finished_at: float = 0.0


def moves_ratings(fin: Finish) -> bool:
    """A game moves ratings only with two people or more at the table: one person against AI seats
    would let anyone farm a rating (and the AI's) alone. Such a game still counts in games, wins and
    best scores. A seat the AI took over from a person still counts as that person's."""
    return fin.rated and len({x.user_id for x in fin.seats if x.user_id is not None}) >= 2


Player = tuple[int, str]
"""Whose ratings row: (user id, '') for a person, (AI_PLAYER, its seat name) for an AI seat."""


def player_of(seat: FinishSeat) -> Player:
    return (AI_PLAYER, seat.name) if seat.user_id is None else (seat.user_id, "")


def apply_finish(c: Conn, game_id: int, fin: Finish) -> bool:
    """History and ratings for one finished game, in the caller's transaction; False if it was
    counted already."""
    scores = [x.score for x in fin.seats if x.score is not None]
    winners = [i for i, x in enumerate(fin.seats) if x.won]
    cur = c.execute(
        "INSERT INTO finished (game_id, chat_id, thread_id, game, options, finished_at, winners, "
        "team_won, best, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING",
        (
            game_id,
            fin.chat_id,
            fin.thread_id,
            fin.game,
            json.dumps(fin.options),
            fin.finished_at,
            json.dumps(winners),
            None if fin.team_won is None else int(fin.team_won),
            max(scores) if scores else None,
            json.dumps(fin.record, ensure_ascii=False),
        ),
    )
    players = sorted({player_of(x) for x in fin.seats})
    scopes = (fin.chat_id, GLOBAL)
    found = {  # every read sent before any is read: on PostgreSQL one round trip for all (storage/pg.py)
        (scope, p): c.execute(
            "SELECT mu, sigma, games, wins, best FROM ratings WHERE game=? AND scope=? AND player=? AND ai_name=?",
            (fin.game, scope, *p),
        )
        for scope in scopes
        for p in players
    }
    if cur.rowcount == 0:
        return False
    c.executemany(
        "INSERT INTO finished_seats (game_id, seat, user_id, name, score, place, won) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(game_id, i, x.user_id, x.name, x.score, x.place, int(x.won)) for i, x in enumerate(fin.seats)],
    )
    for scope in scopes:
        rate_scope(c, fin, scope, {p: found[(scope, p)].fetchone() for p in players})
    return True


def rate_scope(c: Conn, fin: Finish, scope: int, current: dict[Player, Any]) -> None:
    """`current`: each player's ratings row in the scope (None: none yet), read beforehand."""
    players = sorted({player_of(x) for x in fin.seats})
    new_mu: dict[Player, list[float]] = {p: [] for p in players}
    new_sigma: dict[Player, list[float]] = {p: [] for p in players}
    if moves_ratings(fin):

        def rating(seat: int) -> Any:
            row = current[player_of(fin.seats[seat])]
            if row is None or row[0] is None:
                return MODEL.rating()
            return MODEL.rating(mu=row[0], sigma=row[1])

        groups = fin.teams or [[i] for i in range(len(fin.seats))]
        ranks = fin.team_ranks if fin.teams else [x.place for x in fin.seats]
        rated = MODEL.rate([[rating(i) for i in g] for g in groups], ranks=list(ranks))
        for group, team in zip(groups, rated, strict=True):
            for seat, r in zip(group, team, strict=True):
                p = player_of(fin.seats[seat])
                new_mu[p].append(r.mu)
                new_sigma[p].append(r.sigma)
    now = fin.finished_at
    for p in players:
        mine = [x for x in fin.seats if player_of(x) == p]
        won = any(x.won for x in mine)
        best = max((x.score for x in mine if x.score is not None), default=None)
        row = current[p]
        if new_mu[p]:  # one player in several seats: the mean of its seats' new ratings
            mu, sigma = sum(new_mu[p]) / len(new_mu[p]), sum(new_sigma[p]) / len(new_sigma[p])
            shown_rating: int | None = shown(mu, sigma)
        elif fin.rated:  # a game that moves no rating: where it was (a newcomer's: 1000)
            fresh = MODEL.rating()
            mu, sigma = (row[0], row[1]) if row is not None and row[0] is not None else (fresh.mu, fresh.sigma)
            shown_rating = shown(mu, sigma)
        else:
            mu = sigma = None  # type: ignore[assignment]  # no rating shown for a game not rated
            shown_rating = None
        if row is None:
            c.execute(
                "INSERT INTO ratings (game, scope, player, ai_name, mu, sigma, rating, games, wins, best, updated_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)",
                (fin.game, scope, *p, mu, sigma, shown_rating, int(won), best, now),
            )
        else:
            old_best = row[4]
            if best is None or (old_best is not None and old_best >= best):
                best = old_best
            c.execute(
                "UPDATE ratings SET mu=?, sigma=?, rating=?, games=games+1, wins=wins+?, best=?, updated_at=? "
                "WHERE game=? AND scope=? AND player=? AND ai_name=?",
                (mu, sigma, shown_rating, int(won), best, now, fin.game, scope, *p),
            )


def forget(c: Conn, user_id: int) -> int:
    """A player's ratings go, and their name leaves history and the stored records (their seat keeps
    its number only). Returns how many finished games named them."""
    c.execute("DELETE FROM ratings WHERE player=?", (user_id,))
    rows = c.execute("SELECT game_id, seat FROM finished_seats WHERE user_id=?", (user_id,)).fetchall()
    seats_by_game: dict[int, set[int]] = {}
    for game_id, seat in rows:
        seats_by_game.setdefault(game_id, set()).add(seat)
    c.execute("UPDATE finished_seats SET user_id=NULL, name=NULL WHERE user_id=?", (user_id,))
    for game_id, seats in seats_by_game.items():
        rec = c.execute("SELECT record FROM finished WHERE game_id=?", (game_id,)).fetchone()
        if rec is not None:
            record = json.loads(rec[0])
            for i, seat in enumerate(record.get("seats") or []):
                if i in seats and isinstance(seat, dict):
                    seat["name"] = f"#{i}"
            c.execute("UPDATE finished SET record=? WHERE game_id=?", (json.dumps(record, ensure_ascii=False), game_id))
        g = c.execute("SELECT seats FROM games WHERE id=?", (game_id,)).fetchone()
        if g is not None:
            live = json.loads(g[0])
            for i, seat in enumerate(live):
                if i in seats and isinstance(seat, dict):
                    seat["name"] = f"#{i}"
                    seat["user_id"] = None
            c.execute("UPDATE games SET seats=? WHERE id=?", (json.dumps(live), game_id))
    return len(seats_by_game)
