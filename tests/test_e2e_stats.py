"""Ratings, leaderboards, history, rematch and /forget through the real stack (PTB over HTTP to the fake
Bot API, a real SQLite file): a finished game counts exactly once, even across a restart in the
middle of finishing; a reset game never counts."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from conftest import Harness
from driver import open_game, play_to_end
from test_delivery import GROUP, seats_of

from bot import step
from bot.demo.fakegram import FakeTelegram
from storage.ratings import AI_PLAYER, GLOBAL


async def finish_by_timeouts(h: Harness, rounds: int = 50, group: int = GROUP) -> None:
    """Nobody presses: every human seat times out once and (afk_limit=1) goes to the AI; the game
    pauses, and a bot owner's /resume lets the AI play it to the end."""
    for _ in range(rounds):
        table = await h.table(group)
        if table is None:
            return
        if table.ui.paused:
            owner = h.fake.users.get(999) or h.fake.user(999, "Owner")
            await h.say(owner, "/resume", group)
            continue
        await h.advance(700)
    raise AssertionError("the game did not end")


async def afk_game(h: Harness, users: list[Any], game: str = "baohuang", extra: str = "", group: int = GROUP) -> int:
    table = await open_game(h, group, game, users, extra)
    await finish_by_timeouts(h, group=group)
    return table.id


def ai_names(h: Harness, lang: str) -> set[str]:
    """The AI seat names of a language's pool, as seats carry them (bot/lobby.py `ai_names`)."""
    return {f"🤖 {x.strip()}" for x in h.svc.t(lang, "ai-names").split(",")}


def ai_rows(top: str) -> list[str]:
    """The names of a /top message's AI rows («3. 🤖 Ada — …»)."""
    return [line.split(". ", 1)[1].split(" — ")[0] for line in top.splitlines() if ". 🤖" in line]


def texts(fake: FakeTelegram, chat: Any) -> str:
    return "\n".join(m.text or "" for m in fake.messages(chat))


async def ratings(h: Harness, player: int, scope: int = GROUP) -> list[dict[str, Any]]:
    return await h.svc.store.player_stats(player, scope)


async def test_two_games_then_top_stats_history_record_rematch_and_forget(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "s.sqlite3", afk_limit=1)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        # a cooperative game played by presses, then a 保皇 hand left to timeouts (the AI plays on)
        table = await open_game(h, GROUP, "merit", [alice, bob])
        merit_id = table.id
        await play_to_end(
            h.press,
            fake,
            GROUP,
            seats_of(table, [alice, bob]),
            lambda: set(table.game.to_act(table.state)),
            random.Random(5),
        )
        bh_id = await afk_game(h, [alice, bob])

        mine = {r["game"]: r for r in await ratings(h, 1)}
        assert mine["merit"]["games"] == 1 and mine["merit"]["rating"] is None
        assert mine["baohuang"]["games"] == 1 and mine["baohuang"]["rating"] is not None
        assert {r["game"] for r in await ratings(h, AI_PLAYER)} == {"baohuang"}
        assert (await ratings(h, 1, GLOBAL)) == list(mine.values()) or len(await ratings(h, 1, GLOBAL)) == 2

        await h.say(alice, "/top", GROUP)
        top = fake.last(GROUP).text or ""
        assert "Alice" in top and "Bob" in top and "1 game" in top and "🤖 AI" not in top
        assert "Team record: 1 game" in top
        await h.say(alice, "/top baohuang", GROUP)
        top = fake.last(GROUP).text or ""
        played = await h.svc.store.finished_game(bh_id)
        assert played is not None
        seated = [x["name"] for x in json.loads(played["record"])["seats"] if x["name"].startswith("🤖")]
        assert len(seated) == 3 and sorted(ai_rows(top)) == sorted(seated)  # each AI seat under its own name
        assert "Team record" not in top and top.count("\n") == 5  # title + Alice, Bob, three AI seats
        assert any(str(r) in top for r in (mine["baohuang"]["rating"],))
        await h.say(alice, "/top nosuchgame", GROUP)
        assert "Which game?" in (fake.last(GROUP).text or "")
        await h.say(bob, "/top")  # in a DM: across chats
        assert "in all chats" in (fake.last(bob).text or "")

        await h.say(alice, "/stats", GROUP)
        stats = fake.last(GROUP).text or ""
        assert "Alice" in stats and f"rating {mine['baohuang']['rating']}" in stats and "1 game" in stats

        # someone else's statistics: an admin answers their message with /stats
        await h.say(bob, "good game", GROUP)
        said = [m for (cid, _), m in fake._by_id.items() if cid == GROUP and not m.from_bot][-1]
        await h._done(await fake.send(alice, "/stats", GROUP, reply_to=said))
        assert "Only chat admins" in (fake.last(GROUP).text or "")
        fake.set_admin(GROUP, alice)
        await h._done(await fake.send(alice, "/stats", GROUP, reply_to=said))
        assert "📊 Bob" in (fake.last(GROUP).text or "")

        await h.say(alice, "/history", GROUP)
        hist = fake.last(GROUP)
        text = hist.text or ""
        assert text.index(f"#{bh_id}") < text.index(f"#{merit_id}")  # newest first
        assert "the team" in text
        data = [d for _, d in hist.buttons()]
        assert data == [f"h:{bh_id}", f"h:{merit_id}"]
        answer = await h.press(bob, hist, data=f"h:{bh_id}")
        assert "private chat" in (answer.text or "")
        doc = fake.last(bob)
        assert doc.document_name == f"croupier-{bh_id}.json"
        record = json.loads(doc.document_bytes or b"")
        assert record["game"] == "baohuang" and len(record["seed"]) == 64 and record["actions"]

        # the final message offers a rematch: same game, options and AI players, the presser seated
        final = next(m for m in reversed(fake.messages(GROUP)) if any(d == f"r:{bh_id}" for _, d in m.buttons()))
        await h.press(bob, final, data=f"r:{bh_id}")
        lobby = await h.table(GROUP)
        assert lobby is not None and lobby.status == "lobby" and lobby.game.id == "baohuang"
        assert lobby.seats[0].user_id == 2 and sum(1 for x in lobby.seats if x.user_id is None) == 3
        assert any(d == f"l:{lobby.id}:join" for _, d in fake.last(GROUP).buttons())
        again = await h.press(alice, final, data=f"r:{bh_id}")
        assert again.show_alert  # one game per chat
        await h.press(alice, fake.last(GROUP), data=f"l:{lobby.id}:join")
        assert lobby.seat_of(1) is not None
        await h.press(bob, fake.last(GROUP), data=f"l:{lobby.id}:cancel")

        # /forget: ratings and statistics go, and the name leaves leaderboards and history
        await h.say(alice, "/forget", GROUP)
        assert "private chat" in (fake.last(GROUP).text or "")
        await h.say(alice, "/forget")
        await h.press(alice, fake.last(alice), data="fg:yes")
        assert "deleted" in (fake.last(alice).text or "")
        assert await ratings(h, 1) == [] and await ratings(h, 1, GLOBAL) == []
        await h.say(bob, "/top", GROUP)
        assert "Alice" not in (fake.last(GROUP).text or "")
        await h.say(bob, "/history", GROUP)
        assert "Alice" not in (fake.last(GROUP).text or "")
        sent = len(fake.messages(bob))
        again = await h.press(bob, fake.last(GROUP), data=f"h:{bh_id}")
        assert "Already sent" in (again.text or "") and len(fake.messages(bob)) == sent  # within the hour
        await h.advance(3601)
        await h.press(bob, fake.last(GROUP), data=f"h:{bh_id}")
        assert "Alice" not in (fake.last(bob).document_bytes or b"").decode()
        await h.say(alice, "/stats", GROUP)
        assert "no finished games yet" in (fake.last(GROUP).text or "")
        await h.say(alice, "/help")
        assert "/forget" in (fake.last(alice).text or "")
    finally:
        await h.stop()


async def test_a_game_finished_while_sending_waits_counts_once_across_a_restart(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h = Harness(fake, tmp_path / "r.sqlite3", afk_limit=1)
    await h.start()
    alice = fake.user(1, "Alice")
    try:
        table = await open_game(h, GROUP, "baohuang", [alice])
        h.svc.sender.paused = True  # the final messages stay owed
        table.ui.ai_finishes = True  # as after an admin's /resume: the AI may play the game out
        async with table.lock:
            d = table.deadlines[0]
            await step.fire_or_halt(h.app, h.svc, table, d.seat, d.moves, "expire")  # the AI plays to the end
        assert table.status == "finished"
        assert [r["games"] for r in await ratings(h, 1)] == [1]
        await h.stop()
        await h.start()
        await h.drained()
        assert [r["games"] for r in await ratings(h, 1)] == [1]
        assert [r["games"] for r in await ratings(h, 1, GLOBAL)] == [1]
        finals = [m for m in fake.messages(GROUP) if any(d == f"r:{table.id}" for _, d in m.buttons())]
        assert len(finals) == 1  # the final message went out once, after the restart
        assert len(await h.svc.store.history(GROUP)) == 1
    finally:
        await h.stop()


async def test_a_reset_game_does_not_count_and_zh_ru_read_naturally(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "z.sqlite3", afk_limit=1)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        await open_game(h, GROUP, "baohuang", [alice, bob])
        fake.set_admin(GROUP, alice)
        await h.say(alice, "/reset", GROUP)
        await h.press(alice, fake.last(GROUP), text="Yes, end it")
        assert await h.table(GROUP) is None
        assert await ratings(h, 1) == [] and await h.svc.store.history(GROUP) == []
        await h.say(alice, "/top", GROUP)
        assert "No finished games yet" in (fake.last(GROUP).text or "")

        await h.say(alice, "/lang zh", GROUP)
        await afk_game(h, [alice, bob])
        await h.say(alice, "/top", GROUP)
        top = fake.last(GROUP).text or ""
        assert "保皇" in top and "本群" in top and "1 局" in top
        assert ai_rows(top) and set(ai_rows(top)) <= ai_names(h, "zh")
        await h.say(alice, "/stats", GROUP)
        stats = fake.last(GROUP).text or ""
        assert "等级分" in stats and "最高分" in stats and "1 局" in stats
        await h.say(alice, "/history", GROUP)
        assert "对局 #" in (fake.last(GROUP).text or "") and "第" not in (fake.last(GROUP).text or "")

        await h.say(alice, "/lang ru", GROUP)
        await afk_game(h, [alice, bob])
        await h.say(alice, "/top", GROUP)
        top = fake.last(GROUP).text or ""
        assert "в этом чате" in top and "2 партии" in top
        assert set(ai_rows(top)) & ai_names(h, "ru")  # and the 保皇 names the first game's seats played under
        await h.say(alice, "/stats", GROUP)
        stats = fake.last(GROUP).text or ""
        assert "рейтинг" in stats and "2 партии" in stats and "лучший счёт" in stats
        assert any(w in stats for w in ("0 побед", "1 победа", "2 победы"))
    finally:
        await h.stop()


async def test_sides_and_free_for_all_through_the_bot(fake: FakeTelegram, tmp_path: Path) -> None:
    """One 保皇 hand rates by sides; three hands rate every seat by its place in the totals."""
    h = Harness(fake, tmp_path / "f.sqlite3", afk_limit=1)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        for hands, db in ((1, "one"), (3, "three")):
            gid = await afk_game(h, [alice, bob], extra=f"hands={hands}")
            done = await h.svc.store.finished_game(gid)
            assert done is not None
            result = json.loads(done["record"])["result"]
            row = await h.svc.store.game(gid)
            assert row is not None
            seat = {x["user_id"]: i for i, x in enumerate(row.seats)}
            a, b = seat[1], seat[2]
            if hands == 1:
                hand = result["hands"][0]
                crown = {hand["emperor"], hand["guard"]} - {-1}
                same = (a in crown) == (b in crown)
                ours = 1 if hand["scores"][hand["emperor"]] > 0 else -1
                a_won = (a in crown) == (ours > 0)
            else:
                same = result["places"][a] == result["places"][b]
                a_won = result["places"][a] < result["places"][b]
            winners = json.loads(done["winners"])
            places = result["places"]
            if hands == 1:
                assert (a in winners) == (a_won and hand["scores"][hand["emperor"]] != 0)
            else:
                assert (a in winners) == (places[a] == 1 and len(set(places)) > 1)
            await h.svc.store.db.execute("DELETE FROM ratings WHERE player=0")  # only the two people matter
            ra = {r["game"]: r["rating"] for r in await ratings(h, 1)}["baohuang"]
            rb = {r["game"]: r["rating"] for r in await ratings(h, 2)}["baohuang"]
            if same:
                assert ra == rb, db
            elif hands == 1 and hand["scores"][hand["emperor"]] == 0:
                pass  # a drawn hand: the smaller side gains a little (the model's view of a tie)
            else:
                assert (ra > rb) == a_won, (db, result, a, b)
            await h.svc.store.db.execute("DELETE FROM ratings")  # each case from a fresh start
    finally:
        await h.stop()


async def test_a_slow_game_takes_its_own_time_per_move_and_a_rematch_keeps_it(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h = Harness(fake, tmp_path / "t.sqlite3", afk_limit=1)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        fake.group(GROUP, "Table", members=[alice, bob])
        await h.say(alice, "/new merit timeout=5", GROUP)
        assert "for option timeout" in (fake.last(GROUP).text or "")
        await h.say(alice, "/new merit timeout=soon", GROUP)
        assert "for option timeout" in (fake.last(GROUP).text or "")
        table = await open_game(h, GROUP, "merit", [alice, bob], "timeout=2h")
        assert any("Time per move: 2 h" in (m.text or "") for m in fake.messages(GROUP))
        expire = max(d.expire_at for d in table.deadlines)
        assert 7100 < expire - h.svc.clock() <= 7200
        await h.advance(3600)
        assert await h.table(GROUP) is table  # an hour is not too long
        await finish_by_timeouts(h)
        final = next(m for m in reversed(fake.messages(GROUP)) if any(d == f"r:{table.id}" for _, d in m.buttons()))
        await h.press(bob, final, data=f"r:{table.id}")
        lobby = await h.table(GROUP)
        assert lobby is not None and lobby.ui.timeout == 7200
        assert "Time per move: 2 h" in (fake.last(GROUP).text or "")
        from bot.options import duration

        assert duration(h.svc, "ru", 3 * 86400) == "3 дня" and duration(h.svc, "zh", 90) == "90 秒"
    finally:
        await h.stop()


async def test_forget_asks_first_and_only_the_asker_in_their_own_dm_confirms(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    h = Harness(fake, tmp_path / "f.sqlite3")
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    try:
        table = await open_game(h, GROUP, "merit", [alice, bob])
        await play_to_end(
            h.press,
            fake,
            GROUP,
            seats_of(table, [alice, bob]),
            lambda: set(table.game.to_act(table.state)),
            random.Random(5),
        )
        kept = await ratings(h, 1)
        assert kept and kept[0]["games"] == 1

        await h.say(alice, "/forget")  # a question with two buttons; nothing is deleted yet
        asked = fake.last(alice)
        assert "cannot be undone" in (asked.text or "")
        assert [d for _, d in asked.buttons()] == ["fg:yes", "fg:no"]
        assert await ratings(h, 1) == kept
        await h.press(alice, asked, data="fg:no")
        assert "Nothing was deleted" in (fake.last(alice).text or "") and not fake.last(alice).buttons()
        assert await ratings(h, 1) == kept

        # the button's data copied onto a group message (or pressed anywhere but one's own DM) does nothing
        await h.say(alice, "/top", GROUP)
        forged = await h.press(bob, fake.last(GROUP), data="fg:yes", strict=False)
        assert forged.show_alert and await ratings(h, 2) != [] and await ratings(h, 1) == kept

        await h.say(alice, "/forget")
        await h.press(alice, fake.last(alice), data="fg:yes")
        assert "deleted" in (fake.last(alice).text or "") and not fake.last(alice).buttons()
        assert await ratings(h, 1) == [] and await ratings(h, 2) != []

        await h.say(fake.user(3, "Chen", language_code="ru"), "/forget")  # the question in the asker's language
        assert "Отменить это будет нельзя" in (fake.last(3).text or "")
    finally:
        await h.stop()


async def test_each_group_lists_its_ai_seats_by_the_names_they_played_under(fake: FakeTelegram, tmp_path: Path) -> None:
    """A Chinese group's /top names its AI seats in Chinese, a Russian group's in Russian; a private
    chat's /top (all chats) lists both."""
    h = Harness(fake, tmp_path / "n.sqlite3", afk_limit=1)
    await h.start()
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    zh, ru = GROUP, GROUP - 1
    try:
        for group, lang in ((zh, "zh"), (ru, "ru")):
            fake.group(group, "Table", members=[alice, bob])
            fake.set_admin(group, alice)
            await h.say(alice, f"/lang {lang}", group)
            await afk_game(h, [alice, bob], group=group)
        tops = {}
        for group, lang in ((zh, "zh"), (ru, "ru")):
            await h.say(alice, "/top", group)
            tops[lang] = fake.last(group).text or ""
            names = ai_rows(tops[lang])
            assert len(names) == 3 and set(names) <= ai_names(h, lang), (lang, tops[lang])
        assert "Alice" in tops["zh"] and "Bob" in tops["ru"]
        await h.say(bob, "/top")
        everywhere = set(ai_rows(fake.last(bob).text or ""))
        assert everywhere == set(ai_rows(tops["zh"])) | set(ai_rows(tops["ru"]))
    finally:
        await h.stop()


COOP_ROW = re.compile(r"^(\d+)\. (.+) — (\d+) games?, (\d+) won, best score (\S+)$")


async def test_ai_seats_tied_with_a_person_rank_after_them(fake: FakeTelegram, tmp_path: Path) -> None:
    """Alice and two AI seats she adds play 功德轮回 together (left to timeouts, the AI plays on):
    one team, so every seat has her games and her wins. On /top the AI seats come after her.
    (Ratings tied this way: tests/test_storage_backends.py, on both backends.)"""
    h = Harness(fake, tmp_path / "t.sqlite3", afk_limit=1)
    await h.start()
    alice = fake.user(1, "Alice")
    try:
        fake.group(GROUP, "Table", members=[alice])
        await h.say(alice, "/start")
        await h.say(alice, "/new merit", GROUP)
        lobby = fake.last(GROUP)
        gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
        for _ in range(2):
            await h.press(alice, lobby, data=f"l:{gid}:ai+")
        await h.press(alice, lobby, data=f"l:{gid}:start")
        await finish_by_timeouts(h)
        await h.say(alice, "/top merit", GROUP)
        top = fake.last(GROUP).text or ""
        rows = [m.groups() for m in map(COOP_ROW.match, top.splitlines()) if m]
        assert len(rows) == 3 and rows[0][1] == "Alice", top
        assert {r[1] for r in rows[1:]} <= ai_names(h, "en")
        assert len({(r[2], r[3]) for r in rows}) == 1, top  # one team: the same games and wins
    finally:
        await h.stop()


async def test_an_old_database_upgrades_and_top_names_the_ai_seats_it_had(fake: FakeTelegram, tmp_path: Path) -> None:
    """A schema 11 file (one AI row per board) under the bot: /top lists the AI seats by the names
    they played under, with the ratings they had; an AI row whose games are gone reads "🤖 AI"."""
    from test_storage_backends import CHAT, LOST, make_v11

    path = tmp_path / "old.sqlite3"
    make_v11("sqlite", None, path)
    h = Harness(fake, path)
    await h.start()
    alice = fake.user(1, "Alice")
    try:
        for chat in (CHAT, LOST):
            fake.group(chat, "Table", members=[alice])
        await h.say(alice, "/top", CHAT)
        top = fake.last(CHAT).text or ""
        assert "2. 🤖 Ada — 920 · 2 games, 1 win" in top and "3. 🤖 Blaise — 920 · 1 game, 0 wins" in top, top
        assert "🤖 AI" not in top and top.startswith("🏆") and "1. Alice — 1010" in top
        await h.say(alice, "/top", LOST)
        assert "1. 🤖 AI — 950 · 4 games, 2 wins" in (fake.last(LOST).text or "")
    finally:
        await h.stop()
