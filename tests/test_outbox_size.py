"""The outbox does not grow: a delivered message's row leaves within minutes (live games included), but
for the row of each live message, which a keyboard's tag names (bot/tags.py); a finished game holds a
few KB an hour after its end; the SQLite file gives freed pages back (incremental vacuum). The bot
restarts and plays on after pruning: nothing lost, nothing repeated, stray copies and old buttons
answered as before. On both backends where the bot is concerned (tests/pg.py)."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from conftest import Harness
from driver import final_message, open_game, pending, pick, play_to_end, record_of, two_in_a_lobby
from pg import BOTH_BACKENDS

from bot.demo.fakegram import FakeTelegram
from games.__main__ import main as games_main
from storage import open_database
from storage.db import migrations
from storage.store import Store

GROUP = -100710
QUIET = {"turn_timeout": 86400.0, "reminder": 0.0}
"""No deadline falls due while a test moves the bot's clock on by minutes or an hour."""


async def prune(h: Harness) -> None:
    """The bot's own pruning round, as its job runs it every minute."""
    await h.svc.every["prune"].work()


def shown(fake: FakeTelegram, chats: list[int]) -> Counter[tuple[int, str]]:
    """Every message the chats hold, by text (a repeated one counts twice)."""
    return Counter((c, m.text or m.caption or "") for c in chats for m in fake.messages(c))


async def play(h: Harness, seats: dict[int, Any], rng: random.Random, limit: int) -> int:
    """Presses of current buttons (this game's, this move's) until `limit` or the game's end."""
    presses = 0
    while presses < limit:
        table = await h.table(GROUP)
        if table is None:
            return presses
        for seat in sorted(table.game.to_act(table.state)):
            user, n = seats[seat], table.state.moves[seat]
            found = pending(h.fake, user, seat, depth=8, moves=n, game=table.id) or pending(
                h.fake, GROUP, seat, depth=8, moves=n, game=table.id
            )
            if found is not None:
                await h.press(user, found[0], pick(found[1], rng))
                presses += 1
                break
        else:
            raise AssertionError("nobody has a button to press")
    return presses


@BOTH_BACKENDS
async def test_a_live_games_delivered_rows_leave_within_minutes_and_the_bot_carries_on(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(fake, tmp_path / "t.sqlite3", database_url=database_url, **QUIET)
    await h.start()
    crashed = asyncio.Event()
    try:
        # a crash between Telegram's accepting a question and its mark leaves a copy (tests/test_delivery.py)
        alice, bob, lobby, gid, _, _ = await two_in_a_lobby(h, fake, GROUP)
        h.svc.sender.paused = True
        query = await fake.press(alice, lobby, data=f"l:{gid}:start")
        await h.app.bot_data["processor"].wait_done(fake.last_update_id)
        await fake.wait_answer(query)
        before = Counter((c, t) for c, t in shown(fake, [alice.id, bob.id]))

        async def dies(*args: Any, **kwargs: Any) -> None:
            if not crashed.is_set():
                await crashed.wait()
                raise asyncio.CancelledError

        h.svc.store.delivered_many = dies  # type: ignore[method-assign]  # the crash, mid-write
        h.svc.sender.resume()
        await fake.wait_for(lambda: shown(fake, [alice.id, bob.id]) != before, what="a question")
        crashed.set()
        await h.stop()
        await h.start()
        await h.drained()
        copies = [
            (user, ms)
            for user in (alice, bob)
            for text in {m.text for m in fake.messages(user)}
            if len(ms := [m for m in fake.messages(user) if m.text == text and m.buttons()]) == 2
        ]
        assert copies, "a question was sent twice"
        table = await h.table(GROUP)
        store, game = h.svc.store, table.id
        delivered = (await store.outbox_counts(game)).get("done", 0)

        await h.advance(300)  # five minutes on: the bot's pruning round comes
        await prune(h)
        left = await store.db.fetchall(
            "SELECT o.chat_id, o.message_id FROM outbox o WHERE o.game_id=? AND o.status='done'", (game,)
        )
        live = {tuple(where) for where in (await store.slots([game])).values()}
        assert 0 < len(left) < delivered
        assert {(r[0], r[1]) for r in left} <= live  # what stays delivered a live message

        user, (stray, copy) = copies[0]
        data = next(d for _, d in stray.raw_buttons() if d and d.startswith("g:"))
        copy_data = next(d for _, d in copy.raw_buttons() if d and d.startswith("g:"))
        said = await h.press(user, stray, data=data)
        assert said.show_alert and "stray copy" in (said.text or "")  # the tag's row is still there

        held = shown(fake, [GROUP, alice.id, bob.id])
        await h.restart()  # after pruning: nothing is sent again, nothing is missing
        await h.drained()
        assert shown(fake, [GROUP, alice.id, bob.id]) == held
        seats = {table.seat_of(u.id): u for u in (alice, bob)}
        rng = random.Random(2)
        assert await play(h, seats, rng, 6) == 6
        version = (await h.table(GROUP)).state.version
        await h.advance(300)
        await prune(h)
        said = await h.press(user, copy, data=copy_data, strict=False)  # an old question, its row long gone
        # an old question tells where the presser's live buttons are, or whom the game now waits for
        assert said.text and "stray copy" not in said.text
        now = await h.table(GROUP)
        if now.game.can_act(now.state, now.seat_of(user.id)):
            assert any(w in said.text for w in ("mentions you", "private chat", "further down")), said.text
        else:
            assert "waiting for" in said.text, said.text
        assert (await h.table(GROUP)).state.version == version  # and nothing moved
        held = shown(fake, [GROUP, alice.id, bob.id])
        await h.restart()
        await h.drained()
        assert shown(fake, [GROUP, alice.id, bob.id]) == held
        await play(h, seats, rng, 10_000)
        assert final_message(fake, GROUP) is not None
        record = await record_of(h, bob, GROUP)
        path = tmp_path / "record.json"
        path.write_text(json.dumps(record))
        assert games_main(["verify", str(path)]) == 0
    finally:
        crashed.set()
        await h.stop()


@BOTH_BACKENDS
async def test_a_finished_game_holds_at_most_20_kb_an_hour_after_its_end(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(fake, tmp_path / "f.sqlite3", database_url=database_url, **QUIET)
    await h.start()
    try:
        ann, bob, cat = fake.user(1, "Ann"), fake.user(2, "Bob"), fake.user(3, "Cat")
        table = await open_game(h, GROUP, "management", [ann, bob, cat])
        seats = {table.seat_of(u.id): u for u in (ann, bob, cat)}
        await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(4))
        await h.drained()
        at_end = await h.svc.store.game_bytes(table.id)
        await h.advance(3700)  # an hour after the end
        await prune(h)
        after = await h.svc.store.game_bytes(table.id)
        print(f"a finished game of «Менеджмент» holds {at_end} bytes at its end, {after} an hour later")
        assert after <= 20_000, (at_end, after)
        assert await h.svc.store.slots([table.id]) == {}
        record = await record_of(h, bob, GROUP, table.id)  # the record and /history stay
        assert record["actions"] and await h.svc.store.history(GROUP)
    finally:
        await h.stop()


@pytest.mark.slow
def test_an_old_sqlite_file_switches_to_incremental_vacuum_and_gives_pruned_pages_back(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    body = json.dumps({"text": "x" * 3000})
    with sqlite3.connect(path, isolation_level=None) as conn:
        for version, script in migrations():
            if version <= 10:
                conn.executescript(script)
        conn.execute(
            "INSERT INTO games (id, chat_id, game, options, seed, status, created_at, updated_at) "
            "VALUES (1, -5, 'merit', '{}', 's', 'running', 0, 0)"
        )
        conn.executemany(
            "INSERT INTO outbox (game_id, chat_id, kind, slot, body, created_at, status, done_at, message_id) "
            "VALUES (1, -5, 'send', 'table', ?, 0, ?, ?, ?)",
            [(body, "done", 1.0, i) for i in range(1, 2000)] + [(body, "pending", None, None)],
        )
        conn.execute("INSERT INTO slots VALUES (1, 'table', -5, 1999)")
        assert conn.execute("PRAGMA auto_vacuum").fetchone()[0] == 0
        assert conn.execute("PRAGMA page_size").fetchone()[0] == 4096
    conn.close()
    size = path.stat().st_size

    async def check() -> None:
        db = await open_database(None, str(path))
        try:
            row = await db.fetchone("PRAGMA auto_vacuum")
            assert row is not None and row[0] == 2  # incremental
            page = await db.fetchone("PRAGMA page_size")
            assert page is not None and page[0] == 1024  # a step writes fewer bytes of pages to the WAL
            mode = await db.fetchone("PRAGMA journal_mode")
            assert mode is not None and mode[0] == "wal"
            store = Store(db)
            assert len(await store.pending()) == 1 and (await store.pending())[0].body == {"text": "x" * 3000}
            assert await store.prune() == 1998  # all but the live table's row
            assert await store.sent_as(1999) == (-5, 1999) and await store.sent_as(5) is None
            assert await store.outbox_counts(1) == {"done": 1, "pending": 1}
            free = await db.fetchone("PRAGMA freelist_count")
            assert free is not None and free[0] == 0
            await db.fetchall("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            await db.close()

    asyncio.run(check())
    assert path.stat().st_size < size / 4


async def test_delivered_rows_of_no_game_and_of_moved_slots_go_and_live_ones_stay(tmp_path: Path) -> None:
    db = await open_database(None, str(tmp_path / "s.sqlite3"))
    try:
        from storage.store import OutRow

        store = Store(db)
        now = [time.time()]
        store.clock = lambda: now[0]
        gid = await store.create_game(-5, "merit", {}, "seed", 1, [{"user_id": 1, "name": "A"}])
        rows = [OutRow(chat_id=-5, kind="send", body={"text": f"t{i}"}, game_id=gid, slot="table") for i in range(3)]
        rows.append(OutRow(chat_id=1, kind="send", body={"text": "a reply"}))
        await store.enqueue(rows)
        for i, r in enumerate(rows[:3]):
            await store.delivered([r.id], message_id=10 + i, slot=(gid, "table", -5))
        await store.delivered([rows[3].id], message_id=50)
        assert await store.prune() == 0  # delivered just now: they stay a while
        now[0] += 600
        assert await store.prune() == 3
        assert await store.sent_as(rows[2].id) == (-5, 12)  # the live table's row
        assert [await store.sent_as(r.id) for r in (rows[0], rows[1], rows[3])] == [None] * 3
        assert await store.knows_message(-5, 12)
    finally:
        await db.close()
