"""Accountant mode end to end through the real stack: a chat admin who does not play is named with
`/new enterprise accountant=@dora`, gets every draw by DM, changes one dice roll and accepts the rest;
the group sees the game go on and that the accountant chose, never a proposal; someone else's press of
her buttons changes nothing; the record says so and `verify` calls the game replayable but not a fair
random one. A non-admin, an unknown name or a seated player is refused as the accountant."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from conftest import Harness
from driver import pending, record_of

from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import StoredMessage
from games.__main__ import NOT_FAIR
from games.__main__ import main as games_main
from games.base import ACCOUNTANT

GROUP = -100950


def acc_message(fake: FakeTelegram, user: Any) -> StoredMessage | None:
    """The accountant's live proposal: her newest DM with `ac:` buttons."""
    for m in reversed(fake.messages(user)):
        if not m.deleted and any(d and d.startswith("ac:") for _, d in m.buttons()):
            return m
    return None


async def scene(h: Harness) -> tuple[Any, Any, Any, Any]:
    fake = h.fake
    alice = fake.user(1, "Alice", username="alice")
    bob = fake.user(2, "Bob", username="bob")
    dora = fake.user(5, "Dora", username="dora")
    eve = fake.user(6, "Eve", username="eve")
    fake.group(GROUP, "Firms", members=[alice, bob, dora, eve])
    fake.set_admin(GROUP, dora)
    fake.set_admin(GROUP, alice)
    for u in (alice, bob, dora, eve):
        await h.say(u, "/start")
    return alice, bob, dora, eve


async def test_refusals(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, _, _, _ = await scene(h)
    await h.say(alice, "/new enterprise accountant=@eve", GROUP)
    assert "is not an admin of this group" in (fake.last(GROUP).text or "")
    await h.say(alice, "/new enterprise accountant=@alice", GROUP)  # an admin, but she would play
    assert "plays in this game" in (fake.last(GROUP).text or "")
    await h.say(alice, "/new enterprise accountant=@nobody", GROUP)
    assert "I do not know @nobody" in (fake.last(GROUP).text or "")
    await h.say(alice, "/new merit accountant=@dora", GROUP)
    assert "has no accountant" in (fake.last(GROUP).text or "")
    assert await h.table(GROUP) is None
    await h.say(alice, "/new enterprise accountant=bot", GROUP)  # the default, said aloud
    table = await h.table(GROUP)
    assert table is not None and not table.options.accountant and table.ui.accountant is None


async def test_accountant_changes_one_roll_and_accepts_the_rest(harness: Harness, tmp_path: Path) -> None:
    h, fake = harness, harness.fake
    alice, bob, dora, eve = await scene(h)
    await h.say(alice, "/new enterprise rounds=1 tasks=2 accountant=@Dora", GROUP)
    lobby = fake.last(GROUP)
    assert "Accountant: Dora" in (lobby.text or "")
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    answer = await h.press(dora, lobby, data=f"l:{gid}:join")
    assert "may not play" in (answer.text or "")
    await h.press(bob, lobby, data=f"l:{gid}:join")
    await h.press(alice, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    assert table is not None and table.options.accountant and len(table.seats) == 2

    rng = random.Random(5)
    seats = {0: alice, 1: bob}
    changed: str | bool = False
    forged = False
    seen_wait = False
    for _ in range(3000):
        if table.game.is_over(table.state):
            break
        if table.game.accountant_waits(table.state):
            msg = acc_message(fake, dora)
            assert msg is not None, "the accountant has no proposal"
            prop = table.game.accountant_proposal(table.state)
            assert "Drawn:" in (msg.text or "")
            if not seen_wait:
                seen_wait = True
                assert "accountant is drawing" in (fake.last(GROUP).text or "")
                # the proposal itself never reaches the group
                assert "Drawn:" not in fake.all_text_to(GROUP)
            if not forged:  # someone else presses her button (forged data): nothing changes
                forged = True
                ok = next(d for _, d in msg.buttons() if d and d.endswith(":ok"))
                version = table.state.version
                answer = await h.press(eve, fake.last(eve), data=ok, strict=False)  # from her own DM
                assert answer.show_alert and "Only the game's accountant" in (answer.text or "")
                answer = await h.press(eve, lobby, data=ok, strict=False)  # from the group
                assert answer.show_alert and "another chat" in (answer.text or "")
                assert table.state.version == version and table.game.accountant_waits(table.state)
            if prop["kind"] in ("dice", "reward") and not changed:
                cell = next(label for label, d in msg.buttons() if d and ":~" in d)
                await h.press(dora, msg, text=cell)  # the builder: the first die turns
                msg = acc_message(fake, dora)
                assert msg is not None and "Your choice" in (msg.text or "")
                answer = await h.press(dora, msg, text="🧮 Set")
                assert not answer.show_alert, answer.text
                changed = prop["kind"]
                continue
            answer = await h.press(dora, msg, text="✅ Accept")
            assert not answer.show_alert, answer.text
            continue
        moved = False
        for seat, user in seats.items():
            if seat not in table.game.to_act(table.state):
                continue
            found = pending(fake, user, seat, depth=8, moves=table.state.moves[seat])
            if found is None:
                continue
            message, buttons = found
            final = [d for d in buttons if not d.split(":", 4)[4].startswith("~")]
            await h.press(user, message, data=rng.choice(final or buttons))
            moved = True
            break
        assert moved, "nobody could move"
    assert table.game.is_over(table.state)
    assert changed, "no dice roll to change"
    group = fake.all_text_to(GROUP)
    assert f"The accountant chose the {'task' if changed == 'dice' else 'reward'} dice" in group
    assert "The systems side by side" in group
    logged = await h.svc.store.actions(table.id)
    acc = [a for a in logged if a.seat == ACCOUNTANT]
    assert acc and all(a.source == "accountant" for a in acc)
    assert sum(a.action.startswith("acc:set:") for a in acc) == 1
    value = next(a.action for a in acc if a.action.startswith("acc:set:"))[len("acc:set:") :]
    if changed == "reward":  # the group reads the chosen reward, and only now
        assert f" ¥{int(value):,}" in group  # (the task's line, or the table's running sub-task)
    else:
        assert f"dice {' '.join(value)} (all must be ≥5)" in group.lower()

    record = await record_of(h, alice, GROUP)
    assert record["accountant"] is True and len(record["accountant_changes"]) == 1
    assert record["actions"][record["accountant_changes"][0]][1].startswith("acc:set:")
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert games_main(["verify", str(path)]) == NOT_FAIR


async def test_the_accountants_time_runs_out(harness: Harness) -> None:
    """Unanswered, the seed's draw stands (logged as a timeout), and the game goes on."""
    h, fake = harness, harness.fake
    alice, bob, dora, _ = await scene(h)
    await h.say(alice, "/new enterprise rounds=1 tasks=1 accountant=@dora", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await h.press(bob, lobby, data=f"l:{gid}:join")
    await h.press(alice, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    for user, seat in ((alice, 0), (bob, 1)):
        found = pending(fake, user, seat, depth=8)
        assert found is not None
        await h.press(user, found[0], text="合作")
    assert table.game.accountant_waits(table.state) and acc_message(fake, dora) is not None
    await h.advance(700)
    logged = await h.svc.store.actions(table.id)
    assert logged[-1].seat == ACCOUNTANT and logged[-1].source == "timeout"
    assert table.state.template  # the seed's team stood
    assert "Time ran out" in fake.all_text_to(dora)
