"""Games load when they are needed, not all at start (issue 13: start-up and memory independent of the
live games): after a restart the bot holds no game, and each comes back when its chat acts, a
player writes to the bot, a deep link names it, or something of it falls due; beyond the cache's
limit the least recently used games are let go and still play on."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import Harness
from driver import open_game, pending, pick
from pg import BOTH_BACKENDS

from bot.demo.fakegram import FakeTelegram
from bot.tables import Tables

GROUPS = (-100701, -100702, -100703)


def held(h: Harness) -> set[int]:
    return set(h.svc.tables.by_id)


async def press_once(h: Harness, fake: FakeTelegram, table: object, users: list[object], group: int) -> int:
    """Whoever must act presses one of their buttons (in DM or in the group); returns the stored version."""
    state = table.state  # type: ignore[attr-defined]  # table is a live Table, typed object to keep the helper loose
    seat = table.game.to_act(state)[0]  # type: ignore[attr-defined]  # as above
    user = next(u for u in users if table.seat_of(u.id) == seat)  # type: ignore[attr-defined]  # as above
    found = pending(fake, user, seat, depth=6, game=table.id) or pending(  # type: ignore[attr-defined]  # as above
        fake,
        group,
        seat,
        depth=6,
        game=table.id,  # type: ignore[attr-defined]  # as above
    )
    assert found is not None, "the player has buttons to press"
    await h.press(user, found[0], pick(found[1], random.Random(3)))
    row = await h.svc.store.game(table.id)  # type: ignore[attr-defined]  # as above
    assert row is not None
    return row.version


@BOTH_BACKENDS
async def test_after_a_restart_a_game_loads_when_its_chat_acts_and_not_before(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(fake, tmp_path / "l.sqlite3", database_url=database_url)
    await h.start()
    try:
        players = {g: [fake.user(10 * i + 1, f"A{i}"), fake.user(10 * i + 2, f"B{i}")] for i, g in enumerate(GROUPS)}
        tables = {g: await open_game(h, g, "merit", players[g]) for g in GROUPS}
        await h.restart()
        assert held(h) == set(), "nothing is loaded at start"
        first = tables[GROUPS[0]]  # (the copy from before the restart: the same state as stored)
        before = (await h.svc.store.game(first.id)).version
        # a button of the first game is pressed: that game alone is loaded, and the move counts
        assert await press_once(h, fake, first, players[GROUPS[0]], GROUPS[0]) > before
        assert held(h) == {first.id}
        # the second group types a command: its game is loaded for it
        await h.say(players[GROUPS[1]][0], "/status", GROUPS[1])
        assert held(h) == {first.id, tables[GROUPS[1]].id}
        assert "/status" not in (fake.last(GROUPS[1]).text or "") and fake.last(GROUPS[1]).text
        # the bot's owner sees it in /inspect: two of the three live games are in memory
        owner = fake.user(999, "Owner")
        fake.join(GROUPS[1], owner)
        await h.say(owner, "/start")
        await h.say(owner, "/inspect", GROUPS[1])
        assert any("Games in memory: 2 (live: 3)" in (m.text or "") for m in fake.messages(owner))
    finally:
        await h.stop()


@BOTH_BACKENDS
async def test_a_deadline_of_a_game_nobody_touches_fires_after_a_restart(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(fake, tmp_path / "d.sqlite3", database_url=database_url, turn_timeout=300.0, reminder=60.0)
    await h.start()
    try:
        ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
        table = await open_game(h, GROUPS[0], "management", [ann, bob], "months=2")
        version = table.state.version
        await h.restart()
        assert held(h) == set()
        await h.advance(250)  # the reminder falls due: the game is loaded and both are reminded
        assert table.id in held(h)
        assert any("Your move" in (m.text or "") for m in fake.messages(ann)[-3:])
        await h.advance(100)  # then the deadline: the defaults are played for them
        assert (await h.svc.store.game(table.id)).version > version
        assert any("ran out of time" in (m.text or "") for m in fake.messages(GROUPS[0]))
    finally:
        await h.stop()


async def test_a_players_dm_finds_their_game_after_a_restart(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    table = await open_game(h, GROUPS[0], "management", [ann, bob], "months=2")
    await h.restart()
    assert held(h) == set()
    await h.say(ann, "/status")  # in DM: the player's own position, found by the players index
    assert table.id in held(h)
    text = fake.last(ann).text or ""
    assert "There is no game here" not in text and text


async def test_a_deep_link_joins_a_lobby_after_a_restart(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    fake.group(GROUPS[0], "Table", members=[ann, bob])
    await h.say(ann, "/start")
    await h.say(ann, "/new merit", GROUPS[0])
    token = (await h.table(GROUPS[0])).token
    await h.restart()
    assert held(h) == set()
    await h.say(bob, f"/start j{token}")
    assert "You joined" in (fake.last(bob).text or "")
    table = await h.table(GROUPS[0])
    assert table is not None and table.seat_of(bob.id) is not None
    await h.say(bob, "/start jNoSuchToken")  # a made-up token joins nothing
    assert "You joined" not in (fake.last(bob).text or "")


async def test_an_idle_lobby_closes_after_a_restart(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "i.sqlite3", lobby_idle=600.0)
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUPS[0], "Table", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new merit", GROUPS[0])
        await h.restart()
        assert held(h) == set()
        await h.advance(300)
        assert held(h) == set(), "not before its time"
        await h.advance(400)
        assert "Nobody touched this lobby" in (fake.last(GROUPS[0]).text or "")
        assert await h.table(GROUPS[0]) is None
    finally:
        await h.stop()


async def test_beyond_the_cache_limit_idle_games_are_let_go_and_still_play(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Tables, "IDLE", 0.0)  # tests do not wait: any game not in use may go
    h = Harness(fake, tmp_path / "c.sqlite3", cache_games=10, turn_timeout=300.0, reminder=0.0)
    await h.start()
    try:
        groups = [-100800 - i for i in range(13)]
        users = {g: [fake.user(2 * i + 1, f"A{i}"), fake.user(2 * i + 2, f"B{i}")] for i, g in enumerate(groups)}
        tables = {g: await open_game(h, g, "merit", users[g]) for g in groups}
        assert len(held(h)) <= 10, "at most the limit is held"
        first = tables[groups[0]]
        assert first.id not in held(h), "the least recently used went first"
        before = (await h.svc.store.game(first.id)).version
        again = await h.table(groups[0])  # its chat acts: it is loaded again, from the database
        assert again is not None and again is not first and again.state.version == before
        assert await press_once(h, fake, again, users[groups[0]], groups[0]) > before
        # games let go still reach their deadlines: the defaults are played for everyone
        versions = {g: (await h.svc.store.game(t.id)).version for g, t in tables.items()}
        await h.advance(400)
        for g, t in tables.items():
            assert (await h.svc.store.game(t.id)).version > versions[g], g
        assert len(held(h)) <= 10 + 1  # the one in hand when the limit was reached may stay a moment
    finally:
        await h.stop()
