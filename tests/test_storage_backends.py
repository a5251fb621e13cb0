"""Every Store method a game uses, on SQLite and on a real PostgreSQL (tests/pg.py): the same calls
must give the same answers on both backends. Telegram-sized ids (beyond 32 bits) on purpose."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import psycopg
import pytest
from pg import BOTH_BACKENDS

import storage
from storage import __main__ as cli
from storage import check, open_database, ratings
from storage.db import Backend, SchemaTooNew, migrations, newest
from storage.ratings import AI_PLAYER, GLOBAL, Finish, FinishSeat
from storage.store import Commit, Deadline, LoggedAction, OutRow, StaleGame, Store

CHAT = -1001234567890
"""A supergroup id: beyond 32 bits."""
ALICE, BOB = 5000000001, 5000000002
LATEST = newest()


@pytest.fixture
async def db(backend: str, database_url: str | None, tmp_path: Path) -> AsyncIterator[Backend]:
    d = await open_database(database_url, str(tmp_path / "s.sqlite3"))
    try:
        yield d
    finally:
        await d.close()


@pytest.fixture
def store(db: Backend) -> Store:
    return Store(db)


def step(
    version: int, rows: list[OutRow] | None = None, deadlines: list[Deadline] | None = None, **kw: object
) -> Commit:
    return Commit(
        actions=[LoggedAction(0, f"a{version}"), LoggedAction(-1, "tick", "clock")],
        state=f'{{"v": {version}}}',
        version=version,
        seats=[{"user_id": ALICE, "name": "Alice"}, {"user_id": BOB, "name": "Bob"}],
        ui={"token": "t"},
        deadlines=deadlines or [],
        rows=rows or [],
        **kw,  # type: ignore[arg-type]  # the test's own overrides of the fields
    )


def send(text: str, **kw: object) -> OutRow:
    return OutRow(chat_id=CHAT, kind="send", body={"text": text}, **kw)  # type: ignore[arg-type]  # the test's own overrides of the fields


@BOTH_BACKENDS
async def test_the_schema_is_the_newest_and_migrating_again_changes_nothing(db: Backend, store: Store) -> None:
    assert await db.migrate() == LATEST
    await store.set_meta("k", "v")
    assert await db.migrate() == LATEST
    assert await store.meta("k") == "v"


@BOTH_BACKENDS
async def test_a_game_is_created_found_and_saved(store: Store) -> None:
    gid = await store.create_game(CHAT, "management", {"months": 3}, "seed", ALICE, [{"user_id": ALICE}], thread_id=7)
    other = await store.create_game(CHAT, "merit", {}, "s2", BOB, [])  # the chat's General: another topic
    assert other > gid > 0
    row = await store.game(gid)
    assert row is not None and (row.chat_id, row.thread_id, row.status) == (CHAT, 7, "lobby")
    assert row.options == {"months": 3}
    assert (await store.live_game(CHAT, 7)).id == gid  # type: ignore[union-attr]  # just stored: it is found
    assert (await store.live_game(CHAT)).id == other  # type: ignore[union-attr]  # just stored: it is found
    assert await store.live_game(CHAT, 8) is None
    lobby = [send("lobby", game_id=gid, slot="lobby")]
    await store.save_lobby(gid, {"months": 5}, [{"user_id": ALICE}, {"user_id": BOB}], {"touched": 1.5}, lobby)
    assert lobby[0].id > 0
    await store.save_ui(gid, {"touched": 2.5}, [send("ui", game_id=gid)])
    await store.save_state(gid, '{"v": 0}', 0)
    row = await store.game(gid)
    assert row is not None and row.options == {"months": 5} and len(row.seats) == 2 and row.ui == {"touched": 2.5}
    assert row.state == '{"v": 0}'
    await store.set_status(other, "cancelled", [send("bye", game_id=other)])
    assert [g.id for g in await store.live_games()] == [gid]
    assert [r.body["text"] for r in await store.pending()] == ["lobby", "ui", "bye"]


@BOTH_BACKENDS
async def test_a_step_commits_its_actions_snapshot_deadlines_and_messages_at_once(store: Store) -> None:
    gid = await store.create_game(CHAT, "management", {}, "seed", ALICE, [])
    rows = [send("news", game_id=gid, slot="table", prio=1), OutRow(chat_id=ALICE, kind="send", body={"text": "dm"})]
    await store.commit(gid, step(2, rows, [Deadline(0, 1, 100.0, 160.0), Deadline(1, 1, 100.0, 160.0, True)]))
    assert rows[0].id > 0 and rows[1].id == rows[0].id + 1 and rows[0].created_at > 0
    assert await store.actions(gid) == [LoggedAction(0, "a2"), LoggedAction(-1, "tick", "clock")]
    row = await store.game(gid)
    assert row is not None and (row.status, row.version, row.state) == ("running", 2, '{"v": 2}')
    assert [(d.seat, d.moves, d.reminded) for d in await store.deadlines(gid)] == [(0, 1, False), (1, 1, True)]
    pending = await store.pending()
    assert [(r.chat_id, r.body, r.slot, r.game_id) for r in pending] == [
        (CHAT, {"text": "news"}, "table", gid),
        (ALICE, {"text": "dm"}, None, None),
    ]
    # the next step replaces the deadlines and appends to the log
    await store.commit(gid, step(4, deadlines=[Deadline(1, 2, 200.0, 260.0)]))
    assert len(await store.actions(gid)) == 4
    assert [(d.seat, d.moves) for d in await store.deadlines(gid)] == [(1, 2)]
    await store.set_status(gid, "finished")
    assert await store.deadlines(gid) == []


@BOTH_BACKENDS
async def test_deadlines_fall_due_move_on_and_shift(store: Store) -> None:
    gid = await store.create_game(CHAT, "merit", {}, "seed", ALICE, [])
    await store.set_deadlines(gid, [Deadline(0, 1, 100.0, 160.0), Deadline(1, 1, 300.0, 360.0)])
    due = await store.deadlines_due(150.0)
    assert [(g, d.seat, d.remind_at) for g, d in due] == [(gid, 0, 100.0)]
    await store.mark_reminded(gid, 0, {"reminded": True}, [send("reminder", game_id=gid)])
    assert await store.deadlines_due(150.0) == []  # reminded, not yet expired
    assert [d.seat for _, d in await store.deadlines_due(161.0)] == [0]
    await store.update_deadlines([(gid, Deadline(0, 1, 500.0, 560.5))])
    await store.shift_deadlines(40.0)
    assert [(d.remind_at, d.expire_at, d.reminded) for d in await store.deadlines(gid)] == [
        (540.0, 600.5, True),
        (340.0, 400.0, False),
    ]
    assert (await store.game(gid)).ui == {"reminded": True}  # type: ignore[union-attr]  # just stored: it is found


@BOTH_BACKENDS
async def test_the_outbox_records_delivery_failure_retries_and_slots(store: Store) -> None:
    gid = await store.create_game(CHAT, "merit", {}, "seed", ALICE, [])
    rows = [send("a", game_id=gid, slot="table"), send("b", game_id=gid), send("c", game_id=gid)]
    await store.enqueue(rows)
    await store.retried([rows[0].id])
    assert [r.attempts for r in await store.pending()] == [1, 0, 0]
    await store.delivered([rows[0].id], message_id=2**40, slot=(gid, "table", CHAT), new_message=CHAT)
    await store.delivered([rows[0].id], message_id=77, slot=(gid, "table", CHAT))  # the slot moves on
    await store.failed([rows[1].id], "Forbidden: bot was blocked by the user" * 30)
    assert [r.id for r in await store.pending()] == [rows[2].id]
    assert await store.slots() == {(gid, "table"): (CHAT, 77)}
    sends = await store.recent_sends(0.0)
    assert [c for c, _ in sends] == [CHAT]
    assert await store.recent_sends(sends[0][1] + 1) == []
    failures = await store.failures(gid)
    assert len(failures) == 1 and failures[0][:2] == (CHAT, "send") and len(failures[0][2]) == 500
    assert await store.outbox_counts(gid) == {"pending": 1, "done": 1, "failed": 1}


@BOTH_BACKENDS
async def test_users_chats_and_a_chat_that_becomes_a_supergroup(store: Store) -> None:
    await store.touch_user(ALICE, "Alice", "alice", "ru")
    await store.touch_user(ALICE, "Alice A", None, "en")
    await store.set_user_lang(ALICE, "zh")
    await store.set_dm_ok(ALICE, True)
    user = await store.user(ALICE)
    assert user is not None and (user.name, user.username, user.lang, user.tg_lang, user.dm_ok) == (
        "Alice A",
        None,
        "zh",
        "en",
        True,
    )
    assert await store.user(BOB) is None
    old = -4000000001
    await store.set_chat_lang(old, "ru")
    await store.set_chat_settings(old, {"timeout": 120})
    assert (await store.chat_lang(old), await store.chat_settings(old)) == ("ru", {"timeout": 120})
    gid = await store.create_game(old, "merit", {}, "seed", ALICE, [])
    await store.enqueue([OutRow(chat_id=old, kind="send", body={"text": "x"}, game_id=gid)])
    await store.migrate_chat(old, CHAT)
    assert await store.chat_lang(CHAT) == "ru" and await store.chat_settings(old) == {}
    assert (await store.game(gid)).chat_id == CHAT  # type: ignore[union-attr]  # just stored: it is found
    assert [r.chat_id for r in await store.pending()] == [CHAT]


def finish(chat: int = CHAT, game: str = "management", scores: tuple[float, float] = (9.5, 3.0)) -> Finish:
    seats = [
        FinishSeat(user_id=ALICE, name="Alice", score=scores[0], place=1, won=True),
        FinishSeat(user_id=BOB, name="Bob", score=scores[1], place=2, won=False),
        FinishSeat(user_id=None, name="AI", score=1.0, place=3, won=False),
    ]
    return Finish(
        game=game,
        chat_id=chat,
        thread_id=None,
        options={"months": 3},
        seats=seats,
        record={"seats": [{"name": s.name} for s in seats]},
    )


@BOTH_BACKENDS
async def test_a_finished_game_writes_ratings_and_history_once(store: Store) -> None:
    await store.touch_user(ALICE, "Alice", None, None)
    gids = []
    for scores in ((9.5, 3.0), (4.0, 8.0)):
        gid = await store.create_game(CHAT, "management", {}, "seed", ALICE, [{"user_id": ALICE, "name": "Alice"}])
        await store.commit(gid, step(2, status="finished", finish=finish(scores=scores)))
        gids.append(gid)
    await store.commit(gids[0], step(4, status="finished", finish=finish()))  # counted already: nothing changes
    top = await store.top(CHAT, "management")
    assert (top[0]["player"], top[0]["name"], top[0]["games"]) == (ALICE, "Alice", 2)
    assert {r["player"] for r in top} == {ALICE, BOB, AI_PLAYER}
    assert [r["player"] for r in await store.top(GLOBAL, "management", limit=1)] == [ALICE]
    assert await store.rated_games(CHAT) == ["management"]
    stats = await store.player_stats(ALICE, GLOBAL)
    assert [(s["game"], s["games"], s["wins"], s["best"]) for s in stats] == [("management", 2, 2, 9.5)]
    history = await store.history(CHAT)
    assert [h["game_id"] for h in history] == gids[::-1] or [h["game_id"] for h in history] == gids
    assert history[0]["options"] == {"months": 3} and [s["user_id"] for s in history[0]["seats"]] == [ALICE, BOB, None]
    assert [h["game_id"] for h in await store.user_history(BOB, limit=1)] == [gids[1]]
    fin = await store.finished_game(gids[0])
    assert fin is not None and fin["chat_id"] == CHAT and fin["best"] == 9.5
    assert await store.finished_game(10**12) is None
    assert await store.forget(BOB) == 2
    assert await store.user_history(BOB) == [] and await store.player_stats(BOB, CHAT) == []


def alone(names: list[str], won: int) -> Finish:
    """Alice alone against AI seats called `names` (no rating moves); seat `won` wins."""
    seats = [FinishSeat(user_id=ALICE, name="Alice", score=0.0, place=1 if won == 0 else 2, won=won == 0)]
    for i, name in enumerate(names, 1):
        seats.append(FinishSeat(user_id=None, name=name, score=float(i), place=1 if won == i else 2, won=won == i))
    return Finish(game="management", chat_id=CHAT, thread_id=None, options={}, seats=seats, record={"seats": []})


@BOTH_BACKENDS
async def test_each_ai_name_is_rated_on_its_own_and_a_tie_puts_people_first(store: Store) -> None:
    """Alice alone against AI seats (no rating moves) loses twice to 🤖 Zed. 🤖 Ada's row is written
    before hers, 🤖 Bea's after: both end level with her (1000, no win), and both come after her."""
    await store.touch_user(ALICE, "Alice", None, None)
    for names in (["🤖 Zed", "🤖 Ada"], ["🤖 Zed", "🤖 Bea"]):
        gid = await store.create_game(CHAT, "management", {}, "seed", ALICE, [])
        await store.commit(gid, step(2, status="finished", finish=alone(names, won=1)))
    top = await store.top(CHAT, "management")
    rows = [(r["player"], r["ai_name"], r["rating"], r["games"], r["wins"]) for r in top]
    assert rows == [
        (AI_PLAYER, "🤖 Zed", 1000, 2, 2),
        (ALICE, "", 1000, 2, 0),
        (AI_PLAYER, "🤖 Ada", 1000, 1, 0),
        (AI_PLAYER, "🤖 Bea", 1000, 1, 0),
    ]
    assert [r["ai_name"] for r in await store.top(GLOBAL, "management")] == ["🤖 Zed", "", "🤖 Ada", "🤖 Bea"]
    assert [r["ai_name"] for r in await store.top(CHAT, "management", limit=2)] == ["🤖 Zed", ""]
    assert len(await store.player_stats(ALICE, CHAT)) == 1  # /stats: her own row only


@BOTH_BACKENDS
async def test_a_cooperative_record(store: Store) -> None:
    assert await store.team_record(CHAT, "merit") == (0, 0, None)
    for won in (True, False):
        gid = await store.create_game(CHAT, "merit", {}, "seed", ALICE, [])
        fin = finish(game="merit")
        fin.rated, fin.team_won = False, won
        await store.commit(gid, step(2, status="finished", finish=fin))
    n, wins, best = await store.team_record(CHAT, "merit")
    assert (n, wins, best) == (2, 1, 9.5) and isinstance(wins, int)
    assert all(r["rating"] is None for r in await store.top(CHAT, "merit"))


@BOTH_BACKENDS
async def test_meta_and_first_sight_of_an_update(store: Store) -> None:
    assert await store.meta("alive_at") is None
    await store.set_meta("alive_at", "1.5")
    await store.set_meta("alive_at", "2.5")
    assert await store.meta("alive_at") == "2.5"
    now = [1_000_000.0]
    store.clock = lambda: now[0]
    assert await store.first_sight(900000001) is True
    assert await store.first_sight(900000001) is False
    assert await store.first_sight(900000002) is True
    now[0] += 86400 + 1  # a day later the old ids are forgotten (Telegram no longer redelivers them)
    assert await store.first_sight(900000002) is True


async def _set_version(backend: str, database_url: str | None, path: Path, version: int) -> None:
    if backend == "sqlite":
        with sqlite3.connect(path) as conn:
            conn.execute(f"PRAGMA user_version = {version}")
    else:
        assert database_url is not None
        with psycopg.connect(database_url, autocommit=True) as conn:
            conn.execute("UPDATE schema_version SET version = %s", (version,))


@BOTH_BACKENDS
async def test_a_database_from_a_newer_croupier_is_refused(
    backend: str, database_url: str | None, tmp_path: Path
) -> None:
    path = tmp_path / "s.sqlite3"
    db = await open_database(database_url, str(path))
    await db.close()
    await _set_version(backend, database_url, path, LATEST + 1)
    with pytest.raises(SchemaTooNew):
        await open_database(database_url, str(path))
    problem = await asyncio.to_thread(check, database_url, str(path))  # as `python -m bot` does, before its loop
    assert problem is not None and problem[0] == 2 and "\n" not in problem[1]
    assert f"schema {LATEST + 1}, this one knows {LATEST}" in problem[1]


@BOTH_BACKENDS
def test_python_m_storage_migrate_prints_the_version_in_one_line(
    backend: str,
    database_url: str | None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    monkeypatch.setenv("CROUPIER_DB", str(tmp_path / "m.sqlite3"))
    if database_url is None:
        monkeypatch.delenv("DATABASE_URL", raising=False)
    else:
        monkeypatch.setenv("DATABASE_URL", database_url)
    for _ in range(2):  # the second run finds nothing to do
        assert cli.main(["migrate"]) == 0
        out = capsys.readouterr().out
        assert out.count("\n") == 1 and out.strip().endswith(f"schema version {LATEST}")
    assert check(database_url, str(tmp_path / "m.sqlite3")) is None


def test_a_bad_or_unreachable_database_url_is_one_line_without_the_password(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for url, code in (
        ("mysql://root:s3cret-pw@db/croupier", 2),
        ("postgresql://croupier:s3cret-pw@db:port/croupier", 2),
        ("postgresql://croupier:s3cret-pw@127.0.0.1:1/croupier?connect_timeout=2", 1),
    ):
        monkeypatch.setenv("DATABASE_URL", url)
        assert cli.main(["migrate"]) == code, url
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "s3cret-pw" not in err and err.startswith("croupier: "), err
    assert storage.describe("postgresql://u:s3cret-pw@h/db") == "postgresql://u:***@h/db"


@BOTH_BACKENDS
async def test_a_game_whose_statistics_fail_still_ends(store: Store) -> None:
    gid = await store.create_game(CHAT, "baohuang", {}, "seed", ALICE, [])
    bad = finish(game="baohuang")
    bad.teams, bad.team_ranks = [[0], [1, 2]], [1]  # ranks that do not match the sides: rating fails
    await store.commit(gid, step(2, status="finished", finish=bad))  # rolled back to the savepoint only
    assert (await store.game(gid)).status == "finished"  # type: ignore[union-attr]  # just stored: it is found
    assert await store.finished_game(gid) is None and await store.top(CHAT, "baohuang") == []
    await store.commit(gid, step(4, status="finished", finish=finish(game="baohuang")))
    assert (await store.finished_game(gid)) is not None


@BOTH_BACKENDS
async def test_the_outbox_backlog_is_a_count_of_the_pending_rows(store: Store) -> None:
    assert await store.outbox_backlog() == 0
    rows = [send(str(i)) for i in range(3)]
    await store.enqueue(rows)
    await store.delivered([rows[0].id], message_id=1)
    await store.failed([rows[1].id], "Forbidden")
    assert await store.outbox_backlog() == 1 == len(await store.pending())


@BOTH_BACKENDS
async def test_a_step_changes_the_status_only_when_it_changes_and_a_slot_only_when_it_moves(store: Store) -> None:
    gid = await store.create_game(CHAT, "merit", {}, "seed", ALICE, [])
    for version, status in ((1, "running"), (3, "running"), (5, "finished")):
        await store.commit(gid, step(version, status=status))
        row = await store.game(gid)
        assert row is not None and (row.status, row.version) == (status, version)
    assert row is not None and row.state is None and row.ui == {}  # ended: no snapshot (tests/test_compaction.py)
    await store.delivered([], message_id=9, slot=(gid, "table", CHAT))
    await store.delivered([], message_id=9, slot=(gid, "table", CHAT))  # an edit: the slot stays
    await store.delivered([], message_id=10, slot=(gid, "table", ALICE))
    assert await store.slots() == {(gid, "table"): (ALICE, 10)}


@BOTH_BACKENDS
async def test_the_debug_counters_name_the_store_method(
    database_url: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "stats.json"
    monkeypatch.setenv("CROUPIER_DB_STATS", str(out))
    db = await open_database(database_url, str(tmp_path / "s.sqlite3"))
    store = Store(db)
    gid = await store.create_game(CHAT, "merit", {}, "seed", ALICE, [])
    await store.commit(gid, step(2, [send("x", game_id=gid)]))
    await store.game(gid)
    await db.close()
    stats = json.loads(out.read_text())
    assert stats["transactions"] == {"create_game": 1, "commit": 1} and stats["reads"] == {"game": 1}
    # commit: actions, games, status, deadlines (no rows to insert: not sent), one outbox row; on
    # PostgreSQL the status goes with the games row (no index rewritten for an unchanged value there)
    assert stats["statements"]["commit"] == (4 if database_url else 5)
    if database_url:  # PostgreSQL pipelines a unit: a commit waits once (at COMMIT), the new row's id with it
        assert stats["round_trips"] == {"create_game": 1, "commit": 1, "game": 1}  # the new id read afterwards
    if database_url is None:
        frame = 1024 + 24  # whole pages (storage/db.py PAGE_SIZE), each with its frame header
        assert stats["wal_bytes"]["commit"] % frame == 0 and stats["wal_bytes"]["commit"] >= frame


@BOTH_BACKENDS
async def test_a_step_decided_on_a_stale_version_writes_nothing(store: Store) -> None:
    """Several workers: a step whose game another worker moved meanwhile is refused whole."""
    gid = await store.create_game(CHAT, "merit", {}, "seed", ALICE, [])
    await store.commit(gid, step(2, expect_version=0))
    with pytest.raises(StaleGame):
        await store.commit(gid, step(4, [send("late", game_id=gid)], expect_version=0))  # decided on version 0
    row = await store.game(gid)
    assert row is not None and row.version == 2
    assert len(await store.actions(gid)) == 2 and await store.pending() == []
    await store.commit(gid, step(4, expect_version=2))  # decided on the stored version: it goes in
    assert (await store.game(gid)).version == 4  # type: ignore[union-attr]  # just stored: it is found


OTHER, LOST = CHAT - 1, CHAT - 2
"""Another chat, and a chat whose AI row has no games to be found (its games moved on with a new chat id)."""
V11_ROWS = f"""
INSERT INTO users (user_id, name) VALUES ({ALICE}, 'Alice'), ({BOB}, 'Bob');
INSERT INTO games (id, chat_id, game, options, seed, status, created_at, updated_at) VALUES
    (101, {CHAT}, 'management', '{{}}', 's', 'finished', 0, 0),
    (102, {CHAT}, 'management', '{{}}', 's', 'finished', 0, 0),
    (103, {OTHER}, 'management', '{{}}', 's', 'finished', 0, 0);
INSERT INTO finished (game_id, chat_id, thread_id, game, options, finished_at, winners, team_won, best, record)
VALUES (101, {CHAT}, NULL, 'management', '{{}}', 1, '[0]', NULL, 9, '{{}}'),
    (102, {CHAT}, NULL, 'management', '{{}}', 2, '[1]', NULL, 7, '{{}}'),
    (103, {OTHER}, NULL, 'management', '{{}}', 3, '[1]', NULL, 5, '{{}}');
INSERT INTO finished_seats (game_id, seat, user_id, name, score, place, won) VALUES
    (101, 0, {ALICE}, 'Alice', 9, 1, 1), (101, 1, NULL, '🤖 Ada', 3, 2, 0),
    (101, 2, NULL, '🤖 Blaise', 1, 4, 0), (101, 3, NULL, NULL, 2, 3, 0),
    (102, 0, {ALICE}, 'Alice', 4, 2, 0), (102, 1, NULL, '🤖 Ada', 7, 1, 1),
    (103, 0, {BOB}, 'Bob', 2, 2, 0), (103, 1, NULL, '🤖 Лев', 5, 1, 1);
INSERT INTO ratings (game, scope, player, mu, sigma, rating, games, wins, best, updated_at) VALUES
    ('management', {CHAT}, {ALICE}, 26, 7, 1010, 2, 1, 9, 2),
    ('management', 0, {ALICE}, 26, 7, 1010, 2, 1, 9, 2),
    ('management', {CHAT}, 0, 24.5, 8, 920, 2, 1, 7, 2),
    ('management', 0, 0, 24.8, 8, 930, 3, 2, 7, 3),
    ('management', {OTHER}, 0, 25, 8, 940, 1, 1, 5, 3),
    ('management', {OTHER}, {BOB}, 23, 8, 900, 1, 0, 2, 3),
    ('management', 0, {BOB}, 23, 8, 900, 1, 0, 2, 3),
    ('management', {LOST}, 0, 25, 8, 950, 4, 2, 6, 0);
"""
"""What schema 11 held after three finished games, as the code of then wrote it: every AI seat one
player (0). Seat 3 of game 101 was a player who used /forget (no id, no name): not an AI."""


def make_v11(backend: str, database_url: str | None, path: Path) -> None:
    """A database at schema 11 (before AI names were rated apart), with V11_ROWS in it."""
    if backend == "sqlite":
        with sqlite3.connect(path, isolation_level=None) as conn:
            for version, script in migrations():
                if version <= 11:
                    conn.executescript(script)
            conn.executescript(f"BEGIN; {V11_ROWS} COMMIT;")
        conn.close()
        return
    assert database_url is not None
    with psycopg.connect(database_url, autocommit=True) as pg:
        pg.execute(b"CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (11)")
        for version, script in migrations("storage.migrations_pg"):
            if version <= 11:
                pg.execute(script.encode())
        pg.execute(V11_ROWS.encode())


def board(rows: list[dict[str, object]]) -> dict[object, tuple[object, ...]]:
    return {r["ai_name"] or r["player"]: (r["rating"], r["games"], r["wins"], r["best"]) for r in rows}


@BOTH_BACKENDS
async def test_a_schema_11_database_keeps_its_ratings_and_splits_the_ai_by_name(
    backend: str, database_url: str | None, tmp_path: Path
) -> None:
    """Each AI name its games' seats played under gets the rating the one AI row had, with its own
    games, wins and best score; people's rows stay as they were; an AI row whose games are not found
    stays whole. Finishing a game afterwards goes on from there."""
    path = tmp_path / "old.sqlite3"
    make_v11(backend, database_url, path)
    db = await open_database(database_url, str(path))
    try:
        assert await db.version() == LATEST
        store = Store(db)
        assert board(await store.top(CHAT, "management")) == {
            ALICE: (1010, 2, 1, 9),
            "🤖 Ada": (920, 2, 1, 7),
            "🤖 Blaise": (920, 1, 0, 1),
        }
        assert board(await store.top(OTHER, "management")) == {BOB: (900, 1, 0, 2), "🤖 Лев": (940, 1, 1, 5)}
        assert board(await store.top(GLOBAL, "management")) == {
            ALICE: (1010, 2, 1, 9),
            BOB: (900, 1, 0, 2),
            "🤖 Ada": (930, 2, 1, 7),
            "🤖 Blaise": (930, 1, 0, 1),
            "🤖 Лев": (930, 1, 1, 5),
        }
        lost = await store.top(LOST, "management")
        assert [(r["player"], r["ai_name"], r["rating"], r["games"]) for r in lost] == [(AI_PLAYER, "", 950, 4)]
        assert [(s["rating"], s["games"]) for s in await store.player_stats(ALICE, CHAT)] == [(1010, 2)]

        gid = await store.create_game(CHAT, "management", {}, "seed", ALICE, [])
        fin = finish()
        fin.seats[2].name = "🤖 Ada"
        await store.commit(gid, step(2, status="finished", finish=fin))
        after = board(await store.top(CHAT, "management"))
        m = ratings.MODEL
        [[_], [_], [ada]] = m.rate([[m.rating(26, 7)], [m.rating()], [m.rating(24.5, 8)]], ranks=[1, 2, 3])
        assert after["🤖 Ada"][:3] == (ratings.shown(ada.mu, ada.sigma), 3, 1)  # rated on from its old rating
        assert after[ALICE][1:3] == (3, 2) and after["🤖 Blaise"] == (920, 1, 0, 1)
    finally:
        await db.close()
