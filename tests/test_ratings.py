"""Ratings arithmetic and history rows (storage/ratings.py) on a real SQLite database with every
migration applied: free-for-all, sides, AI seats, ties, cooperative records, exactly once, /forget."""

from __future__ import annotations

import json
import sqlite3

import pytest

from bot.results import sides
from storage.db import migrations
from storage.ratings import AI_PLAYER, GLOBAL, Finish, FinishSeat, apply_finish, forget

CHAT = -100900


@pytest.fixture
def db() -> sqlite3.Connection:
    c = sqlite3.connect(":memory:", isolation_level=None)
    for _, script in migrations():
        c.executescript(script)
    return c


def add_game(c: sqlite3.Connection, game: str = "management") -> int:
    cur = c.execute(
        "INSERT INTO games (chat_id, game, options, seed, status, seats, created_at, updated_at) "
        "VALUES (?, ?, '{}', 'x', 'finished', '[{\"user_id\": 1, \"name\": \"Alice\"}]', 0, 0)",
        (CHAT, game),
    )
    return cur.lastrowid or 0


def finish(seats: list[tuple[int | None, float, int]], game: str = "management", **kw: object) -> Finish:
    fs = [FinishSeat(user_id=u, name=f"P{u}", score=sc, place=pl, won=False) for u, sc, pl in seats]
    everyone_first = len({pl for _, _, pl in seats}) == 1
    for x in fs:
        x.won = x.place == 1 and not everyone_first
    record = {"seats": [{"name": x.name, "ai": x.user_id is None} for x in fs], "actions": []}
    return Finish(game=game, chat_id=CHAT, thread_id=None, options={}, seats=fs, record=record, finished_at=1.0, **kw)  # type: ignore[arg-type]  # the test's own overrides of Finish's fields


def rating(c: sqlite3.Connection, player: int, scope: int = CHAT, game: str = "management") -> tuple:
    return c.execute(
        "SELECT rating, games, wins, best FROM ratings WHERE game=? AND scope=? AND player=?", (game, scope, player)
    ).fetchone()


def run(c: sqlite3.Connection, gid: int, fin: Finish) -> bool:
    c.execute("BEGIN IMMEDIATE")
    done = apply_finish(c, gid, fin)
    c.execute("COMMIT")
    return done


def test_free_for_all_orders_ratings_by_place_in_the_chat_and_across_chats(db: sqlite3.Connection) -> None:
    assert run(db, add_game(db), finish([(1, 30, 1), (2, 20, 2), (3, 10, 3)]))
    r1, r2, r3 = rating(db, 1), rating(db, 2), rating(db, 3)
    assert r1[0] > r2[0] > r3[0]
    assert (r1[1], r1[2], r1[3]) == (1, 1, 30) and (r3[1], r3[2]) == (1, 0)
    assert rating(db, 1, GLOBAL) == r1  # the same game counted across chats


def test_a_game_counts_exactly_once(db: sqlite3.Connection) -> None:
    gid = add_game(db)
    fin = finish([(1, 30, 1), (2, 20, 2)])
    assert run(db, gid, fin)
    first = rating(db, 1)
    assert not run(db, gid, fin)
    assert rating(db, 1) == first
    assert db.execute("SELECT COUNT(*) FROM finished").fetchone()[0] == 1


def test_a_tie_moves_nobody_apart_and_nobody_wins(db: sqlite3.Connection) -> None:
    run(db, add_game(db), finish([(1, 5, 1), (2, 5, 1)]))
    assert rating(db, 1)[0] == rating(db, 2)[0]
    assert rating(db, 1)[2] == rating(db, 2)[2] == 0
    winners = json.loads(db.execute("SELECT winners FROM finished").fetchone()[0])
    assert winners == []


def test_ai_seats_are_one_pseudo_player(db: sqlite3.Connection) -> None:
    run(db, add_game(db), finish([(None, 9, 1), (1, 5, 2), (None, 1, 3)]))
    ai = rating(db, AI_PLAYER)
    assert ai[1] == 1 and ai[2] == 1 and ai[3] == 9  # one game, won by one of its seats, best 9
    assert db.execute("SELECT COUNT(*) FROM ratings WHERE scope=?", (CHAT,)).fetchone()[0] == 2


def test_sides_rate_the_emperor_and_guard_together(db: sqlite3.Connection) -> None:
    result = {"scores": [4, 2, -2, -2, -2], "hands": [{"scores": [4, 2, -2, -2, -2], "emperor": 0, "guard": 1}]}
    teams = sides("baohuang", result, 5)
    assert teams == ([[0, 1], [2, 3, 4]], [1, 2])
    seats = [(i + 1, s, 1 if i < 2 else 2) for i, s in enumerate(result["scores"])]
    fin = finish(seats, game="baohuang", teams=teams[0], team_ranks=teams[1])
    run(db, add_game(db, "baohuang"), fin)
    r = [rating(db, i + 1, game="baohuang") for i in range(5)]
    assert r[0][0] == r[1][0] > r[2][0] == r[3][0] == r[4][0]
    # several hands: the sides change, so the totals rank every seat alone
    assert sides("baohuang", {"hands": [{}, {}]}, 5) is None
    # the emperor alone (guard == emperor) against four
    assert sides("baohuang", {"hands": [{"scores": [-8, 2, 2, 2, 2], "emperor": 0, "guard": 0}]}, 5) == (
        [[0], [1, 2, 3, 4]],
        [2, 1],
    )


def test_a_cooperative_game_keeps_records_and_best_scores_not_ratings(db: sqlite3.Connection) -> None:
    run(db, add_game(db, "merit"), finish([(1, 12, 1), (2, 9, 2)], game="merit", rated=False, team_won=True))
    run(db, add_game(db, "merit"), finish([(1, 0, 1), (2, 0, 1)], game="merit", rated=False, team_won=False))
    assert rating(db, 1, game="merit") == (None, 2, 1, 12)
    n, won, best = db.execute(
        "SELECT COUNT(*), SUM(team_won), MAX(best) FROM finished WHERE chat_id=?", (CHAT,)
    ).fetchone()
    assert (n, won, best) == (2, 1, 12)


def test_forget_removes_ratings_and_names(db: sqlite3.Connection) -> None:
    gid = add_game(db)
    run(db, gid, finish([(1, 30, 1), (2, 20, 2)]))
    db.execute("BEGIN IMMEDIATE")
    assert forget(db, 1) == 1
    db.execute("COMMIT")
    assert db.execute("SELECT COUNT(*) FROM ratings WHERE player=1").fetchone()[0] == 0
    assert rating(db, 2) is not None
    assert db.execute("SELECT name, user_id FROM finished_seats WHERE seat=0").fetchone() == (None, None)
    record = json.loads(db.execute("SELECT record FROM finished").fetchone()[0])
    assert record["seats"][0]["name"] == "#0" and record["seats"][1]["name"] == "P2"
    assert "Alice" not in db.execute("SELECT seats FROM games WHERE id=?", (gid,)).fetchone()[0]


def test_top_and_history_use_their_indexes(db: sqlite3.Connection) -> None:
    from storage.store import HISTORY_SQL, TOP_SQL

    top = " ".join(r[3] for r in db.execute("EXPLAIN QUERY PLAN " + TOP_SQL, (CHAT, "baohuang", 10)))
    assert "ratings_board" in top and "TEMP B-TREE" not in top
    hist = " ".join(r[3] for r in db.execute("EXPLAIN QUERY PLAN " + HISTORY_SQL, (CHAT, 10)))
    assert "finished_chat" in hist and "TEMP B-TREE" not in hist


def test_seats_sharing_a_place_gain_more_than_those_below_them(db: sqlite3.Connection) -> None:
    run(db, add_game(db), finish([(1, 9, 1), (2, 5, 3), (3, 9, 1), (4, 2, 4), (5, 1, 5)]))
    r = [rating(db, p)[0] for p in range(1, 6)]
    assert r[0] == r[2] > r[1] > r[3] > r[4]


async def test_a_game_whose_statistics_fail_still_ends(tmp_path: object) -> None:
    from pathlib import Path

    from storage.db import Database
    from storage.store import Commit, Store

    db = await Database.open(str(Path(str(tmp_path)) / "x.sqlite3"))
    store = Store(db)
    try:
        gid = await store.create_game(CHAT, "baohuang", {}, "s", 1, [])
        bad = finish([(1, 3, 1), (2, 1, 2)], teams=[[0], [1]], team_ranks=[1])  # ranks do not match the sides
        await store.commit(
            gid, Commit(actions=[], state="{}", version=0, seats=[], ui={}, status="finished", finish=bad)
        )
        row = await store.game(gid)
        assert row is not None and row.status == "finished"
        assert await store.finished_game(gid) is None and await store.top(CHAT, "management") == []
        good = finish([(1, 3, 1), (2, 1, 2)])
        await store.commit(
            gid, Commit(actions=[], state="{}", version=0, seats=[], ui={}, status="finished", finish=good)
        )
        assert [r["games"] for r in await store.top(CHAT, "management")] == [1, 1]
    finally:
        await db.close()


def test_one_person_against_ai_seats_moves_no_rating_but_counts_games_and_wins(db: sqlite3.Connection) -> None:
    """Alice alone against the AI: her games, wins and best score count, her rating (and the AI's)
    stays; a later game with Bob moves both."""
    run(db, add_game(db), finish([(1, 30, 1), (None, 20, 2), (None, 10, 3)]))
    assert rating(db, 1) == (1000, 1, 1, 30) and rating(db, 1, GLOBAL) == (1000, 1, 1, 30)
    assert rating(db, AI_PLAYER)[:3] == (1000, 1, 0)
    run(db, add_game(db), finish([(1, 30, 1), (2, 20, 2), (None, 10, 3)]))
    moved = rating(db, 1)
    assert moved[0] > 1000 and moved[1:3] == (2, 2) and rating(db, 2)[0] < moved[0]
    run(db, add_game(db), finish([(1, 5, 3), (None, 20, 1), (None, 10, 2)]))
    assert rating(db, 1) == (moved[0], 3, 2, 30)  # a lost game against the AI alone: the rating stays
