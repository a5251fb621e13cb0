"""Each person in their language, through the real stack: in a group of mixed languages every answer to
a press (a toast, an alert) is in the presser's language while the group's messages stay in the
group's; AI seats are named in the group's language, in the table, the record, /history and /top."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from conftest import Harness
from driver import final_message, open_game, pending, pick, record_of
from test_delivery import GROUP as STATS
from test_e2e_stats import afk_game, texts

from bot.demo.fakegram import FakeTelegram
from bot.faces.base import Ctx, Face
from locales import catalog
from storage.ratings import AI_PLAYER

GROUP = -100260
RU_GROUP = -100261
LATIN_AI = r"🤖 (Ada|Blaise|Carl|Dora|Emmy|Fibo|Gauss|Hilda)\b"
"""The English AI names, which a Chinese or Russian table used to read."""


async def test_a_mixed_group_reads_each_press_answer_in_the_pressers_language(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann = fake.user(261, "Ann", language_code="en")
    boris = fake.user(262, "Борис", language_code="en")  # his Telegram app is English, he chose Russian
    zhang = fake.user(263, "张敏", language_code="zh-hans")
    fake.group(GROUP, "Mixed", members=[ann, boris, zhang])
    fake.set_admin(GROUP, ann)
    for u in (ann, boris, zhang):
        await h.say(u, "/start")
    await h.say(boris, "/lang ru")  # in his DM: his own choice wins over his app's language
    await h.say(ann, "/lang en", GROUP)

    await h.say(ann, "/new merit", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    said = await h.press(boris, lobby, data=f"l:{gid}:join")
    assert said.text == "Вы вошли в игру.", said.text
    said = await h.press(zhang, lobby, data=f"l:{gid}:join")
    assert said.text == "你已加入游戏。", said.text
    said = await h.press(boris, lobby, data=f"l:{gid}:join")
    assert said.text == "Вы уже в этой игре.", said.text
    said = await h.press(zhang, lobby, data=f"l:{gid}:start")  # only the lobby's opener starts
    assert said.text == "只有开房间的玩家（或管理员）可以这样做。", said.text
    said = await h.press(boris, lobby, data=f"l:{gid}:o:target")
    assert said.text == "Спасти существ: 5", said.text
    said = await h.press(ann, lobby, data=f"l:{gid}:bogus", strict=False)
    assert said.text == "This button is out of date.", said.text
    shown = next(m for m in fake.messages(GROUP) if m.message_id == lobby.message_id)
    assert "Beings to save: 5" in (shown.text or "")  # the lobby itself is the group's: English

    said = await h.press(ann, shown, data=f"l:{gid}:start")
    assert said.text == "The game has started.", said.text
    table = await h.table(GROUP)
    assert table is not None and table.status == "running"
    assert "begins" in " ".join(m.text or "" for m in fake.messages(GROUP))  # the group reads English

    # a press on a button gone stale (the lobby's), and a stranger's press on a player's question
    said = await h.press(zhang, shown, data=f"l:{gid}:join", strict=False)
    assert said.show_alert and said.text == "这个按钮已过期。", said.text

    def asked() -> tuple[Any, Any, str, Any] | None:
        """(the asked player, their question, a button of it, the other player) for Борис or 张敏."""
        for who, other in ((boris, zhang), (zhang, boris)):
            found = pending(fake, who, table.seat_of(who.id), depth=8)
            if found is not None:
                return who, found[0], found[1][0], other
        return None

    await fake.wait_for(lambda: asked() is not None, timeout=30, what="a question for Борис or 张敏")
    found = asked()
    assert found is not None
    who, question, data, other = found
    said = await h.press(other, question, data, strict=False)  # in another's DM: not theirs
    script = {boris.id: r"[А-Яа-яЁё]", zhang.id: r"[\u4e00-\u9fff]"}
    assert said.show_alert and re.search(script[other.id], said.text or ""), said.text
    said = await h.press(who, question, data)
    assert said.text and re.search(script[who.id], said.text), said.text  # their own receipt
    assert not re.search(r"[A-Za-z]{3}", said.text), said.text


async def test_ai_seats_are_named_in_the_groups_language_and_rank_after_people_on_a_tie(
    fake: FakeTelegram, tmp_path: Path
) -> None:
    """A Chinese 保皇 table: the AI seats that fill it have Chinese names, fixed when seated, so the
    table, the final ranking, the record and /history agree; /top names the AI in Chinese too and,
    on a tie with a person, lists the person first. A Russian group's AI seats read Russian."""
    h = Harness(fake, tmp_path / "ai.sqlite3", afk_limit=1)
    await h.start()
    alice, bob = fake.user(1, "Alice", language_code="zh-hans"), fake.user(2, "Bob", language_code="zh")
    try:
        fake.group(STATS, "牌桌", members=[alice, bob])
        gid = await afk_game(h, [alice, bob])
        names = [x["name"] for x in (await h.svc.store.history(STATS))[0]["seats"]]
        ai = [n for n in names if n.startswith("🤖")]
        assert len(ai) == 3 and all(re.fullmatch(r"🤖 [\u4e00-\u9fff]+", n) for n in ai), names
        final = final_message(fake, STATS, gid)
        assert final is not None and all(n in (final.text or "") for n in ai)
        shown = texts(fake, STATS)
        assert not re.search(LATIN_AI, shown), re.findall(r"[^\n]*🤖 [A-Za-z][^\n]*", shown)
        record = await record_of(h, alice, STATS, gid)
        assert [x["name"] for x in record["seats"]] == names

        await h.say(alice, "/history", STATS)
        history = fake.last(STATS)
        assert f"对局 #{gid}" in (history.text or "") and "第" not in (history.text or ""), history.text
        await h.say(alice, "/help", STATS)
        assert "<code>/new &lt;游戏&gt; [键=值 …]</code>" in (fake.last(STATS).html or "")

        # /top: each AI seat by its Chinese name, after a person with the same rating and wins
        await h.svc.store.db.execute(
            "UPDATE ratings SET rating=1234, wins=1 WHERE scope=? AND game='baohuang' AND player IN (?, ?)",
            (STATS, AI_PLAYER, alice.id),
        )
        await h.say(alice, "/top", STATS)
        top = fake.last(STATS).text or ""
        rows = [line for line in top.split("\n") if "1234" in line]
        assert len(rows) == 4 and "Alice" in rows[0], top
        assert sorted(line.split(". ", 1)[1].split(" — ")[0] for line in rows[1:]) == sorted(ai), top
        assert not re.search(LATIN_AI, top)

        # a Russian group: the AI seats added in its lobby read Russian
        ru = fake.user(3, "Вера", language_code="ru")
        fake.group(RU_GROUP, "Стол", members=[ru])
        await h.say(ru, "/start")
        await h.say(ru, "/new baohuang ai=2", RU_GROUP)
        lobby = fake.last(RU_GROUP)
        await h.press(ru, lobby, text="➕")
        table = await h.table(RU_GROUP)
        bots = [x.name for x in table.seats if x.user_id is None]
        assert len(bots) == 3 and all(re.fullmatch(r"🤖 [А-ЯЁа-яё]+", n) for n in bots), bots
        assert len(set(bots)) == 3
    finally:
        await h.stop()


def test_a_final_ranking_lists_people_before_ai_seats_on_a_shared_place() -> None:
    """Every face's final ranking: on a shared place the person comes first, whatever the seat order."""
    result = {"scores": [3, 3, 1], "places": [1, 1, 3]}
    text = Face("any").final(result, {}, Ctx("en", ["🤖 Ada", "Ann", "Ben"], catalog(), ai=[True, False, False]))
    assert text.index("Ann") < text.index("🤖 Ada") < text.index("Ben"), text


async def test_a_lobby_says_which_values_the_game_works_out_itself(harness: Harness) -> None:
    """«Звёзд для победы: авто (14 − игроки)», not «0»; in every language, on the button too."""
    h, fake = harness, harness.fake
    vera = fake.user(264, "Вера", language_code="ru")
    fake.group(RU_GROUP, "Стол", members=[vera])
    await h.say(vera, "/start")
    await h.say(vera, "/new economicus", RU_GROUP)
    lobby = fake.last(RU_GROUP)
    assert "Звёзд для победы: авто (14 − игроки)" in (lobby.text or ""), lobby.text
    assert "Лет: без ограничения" in (lobby.text or ""), lobby.text
    assert not re.search(r": 0\b", lobby.text or "")
    assert any("авто (14 − игроки)" in t for t, _ in lobby.buttons())


def test_a_build_receipt_names_only_what_was_chosen() -> None:
    """«строить обычных 1», not «строить обычных 1, автоматизированных 0, автоматизировать 0»."""
    from bot.faces import face

    f = face("management")
    assert f.choice_text("build:1:0:0", "ru", catalog()) == "строить обычных 1"
    assert f.choice_text("build:0:2:1", "en", catalog()) == "build 2 automated, automate 1"
    assert f.choice_text("build:1:0:1", "zh", catalog()) == "新建普通工厂 1 座、改造 1 座"
    assert " 0" not in f.choice_text("build:0:0:3", "ru", catalog())


async def test_a_move_pressed_on_the_groups_turn_prompt_is_answered_in_the_pressers_language(
    harness: Harness,
) -> None:
    """A mixed group plays 功德轮回 in English: each press on the group's turn prompt (a public decision)
    is answered in the presser's own language, Russian for Борис and Chinese for 张敏, while the
    prompt itself stays in the group's."""
    h, fake = harness, harness.fake
    ann = fake.user(271, "Ann", language_code="en")
    boris = fake.user(272, "Борис", language_code="ru")
    zhang = fake.user(273, "张敏", language_code="zh-hans")
    users = [ann, boris, zhang]
    fake.group(GROUP - 10, "Mixed", members=users)
    table = await open_game(h, GROUP - 10, "merit", users)
    script = {ann.id: r"^[^А-Яа-яЁё\u4e00-\u9fff]*$", boris.id: r"[А-Яа-яЁё]", zhang.id: r"[\u4e00-\u9fff]"}
    answered: set[int] = set()
    rng = random.Random(7)
    for _ in range(80):
        await h.drained()
        if table.state is None or table.game.is_over(table.state) or answered >= {boris.id, zhang.id}:
            break
        for user in users:
            seat = table.seat_of(user.id)
            found = pending(fake, user, seat, depth=8) or pending(fake, GROUP - 10, seat)
            if found is None:
                continue
            message, buttons = found
            said = await h.press(user, message, pick(buttons, rng), strict=False)
            if message.chat_id == GROUP - 10 and said.text:
                assert "👉" in (message.text or "") and re.search(r"your move", message.text or ""), message.text
                assert re.search(script[user.id], said.text), (user.first_name, said.text)
                answered.add(user.id)
            break
    assert answered >= {boris.id, zhang.id}, answered
