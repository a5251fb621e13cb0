"""Each person in their language, through the real stack: in a group of mixed languages every answer to
a press (a toast, an alert) is in the presser's language while the group's messages stay in the
group's; AI seats are named in the group's language, in the table, the record, /history and /top."""

from __future__ import annotations

import re

from conftest import Harness
from driver import pending

GROUP = -100260


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
    seat = table.seat_of(boris.id)
    found = pending(fake, boris, seat, depth=8)
    assert found is not None
    question, buttons = found
    said = await h.press(zhang, question, buttons[0], strict=False)  # in Boris's DM: not hers
    assert said.show_alert and re.search(r"[\u4e00-\u9fff]", said.text or ""), said.text
    said = await h.press(boris, question, buttons[0])
    assert said.text and not re.search(r"[A-Za-z]{3}", said.text), said.text  # his own receipt, in Russian
    assert re.search(r"[А-Яа-я]", said.text), said.text
