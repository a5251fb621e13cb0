"""企业制度模拟 end to end through the real stack: three people (English, Russian, Chinese) found their
enterprises by DM, one reviews a share split before sending it, two compete for a graduate with a
builder and a typed offer, nobody sees a sealed offer before the reveal, the running task is edited
into the table rather than posted sub-task by sub-task, and the record of the whole game verifies."""

from __future__ import annotations

import json
import os
import random
import re
import time
from pathlib import Path

import pytest
from conftest import Harness
from driver import final_message, open_game, pending, play_to_end, record_of

import bot.lobby
from bot import render
from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import StoredMessage, User
from bot.tables import Table
from games.__main__ import main as games_main
from games.base import Event
from games.enterprise.game import PACES
from storage.store import LoggedAction

GROUP = -100900
PNG = b"\x89PNG\r\n\x1a\n"
SEED = f"{4:064x}"


def prompt(fake: FakeTelegram, user: object) -> StoredMessage | None:
    """The user's live decision DM: the newest one that still has move buttons."""
    for m in reversed(fake.messages(user)):
        if not m.deleted and any(d and d.startswith("g:") for _, d in m.buttons()):
            return m
    return None


async def tap(h: Harness, user: object, label: str) -> None:
    msg = prompt(h.fake, user)
    assert msg is not None, f"{user} has no decision waiting"
    answer = await h.press(user, msg, text=label)
    assert not answer.show_alert, answer.text


def group_text(fake: FakeTelegram) -> str:
    return fake.last(GROUP).text or ""


async def test_three_founders_play_a_short_game(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a fixed seed whose tasks some teams can take (a random one may deal only requirements nobody covers)
    monkeypatch.setattr(bot.lobby, "new_seed", lambda: os.environ.get("E2E_SEED", SEED))
    h = Harness(fake, tmp_path / "e.sqlite3")
    await h.start()
    try:
        await _short_game(h)
    finally:
        await h.stop()


async def _short_game(h: Harness) -> None:
    fake = h.fake
    alice = fake.user(1, "Alice")
    bob = fake.user(2, "Bob", language_code="ru")
    carol = fake.user(3, "Carol", language_code="zh-hans")
    users = [alice, bob, carol]
    fake.group(GROUP, "Firms", members=users)
    for u in users:
        await h.say(u, "/start")
    # the offer builder's figures on the earlier scale (round thousands tell a sealed salary from tile digits)
    await h.say(alice, "/new enterprise rounds=1 tasks=2 salary=10000 perf=2000 fee_base=10000 fee_head=2000", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    for u in users[1:]:
        await h.press(u, lobby, data=f"l:{gid}:join")
    await h.press(alice, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    start = group_text(fake)
    assert "one round, 2 tasks a round" in start and "Founding the enterprises" in start and "0 of 3" in start

    # ----- setup: systems by DM, revealed together ----------------------------------------------
    dm = prompt(fake, alice)
    assert dm is not None and "Choose your system" in (dm.text or "")
    await tap(h, alice, "合作 · cooperative")
    await tap(h, alice, "股份 · joint-stock")  # changed before the reveal
    assert "✓ 股份 · joint-stock" in [label for label, _ in prompt(fake, alice).buttons()]
    assert "1 of 3" in group_text(fake) and "joint-stock" not in group_text(fake).split("Founding")[1]
    await tap(h, bob, "合伙 · товарищество")
    await tap(h, carol, "合作制")
    reveal = group_text(fake)
    for line in ("Alice founds a joint-stock (股份)", "Bob founds a partnership (合伙)", "Carol founds a cooperative"):
        assert line in reveal, reveal
    assert "🀙" in reveal and "splitting shares" in reveal

    # ----- the split is reviewed before it is sent ----------------------------------------------
    await tap(h, alice, "You 550 · founders 150 each")
    assert "Split: your block 550" in (prompt(fake, alice).text or "")
    await tap(h, alice, "✅ Confirm this split")
    assert "founder block 550" in "\n".join(m.text or "" for m in fake.messages(GROUP)[-3:])

    # ----- recruitment: Carol's cooperative may dismiss, the others own their people ----------------
    state = table.state
    assert state.phase == "fire" and state.asked == [2]
    count = len(fake.messages(GROUP))
    await tap(h, carol, "✅ 完成")
    market = group_text(fake)
    assert "On the market" in market and "graduate" in market and "0 of 3" in market
    # the round's start is no news of its own: the table shows the market, each founder's DM asks for offers
    assert len(fake.messages(GROUP)) == count
    graduate = min(p.id for p in state.persons if p.firm is None)

    await tap(h, alice, f"#{graduate} ")
    text = prompt(fake, alice).text or ""
    assert "Offer: ¥10,000 + ¥2,000 a use, ordinary employee → estimated income ¥14,000" in text
    await tap(h, alice, "Salary +¥1,000")
    await tap(h, alice, "Per use +¥500")
    assert "estimated income ¥16,000" in (prompt(fake, alice).text or "")
    await tap(h, alice, f"✅ Send offer to #{graduate}")
    assert f"Sealed: offer #{graduate}: ¥11,000" in (prompt(fake, alice).text or "")
    await h.say(bob, f"{graduate} 12345 2000")  # a typed offer
    assert "12\u00a0345" in (prompt(fake, bob).text or "")
    for chat in (GROUP, carol):
        seen = fake.all_text_to(chat)
        assert "12,345" not in seen and "12\u00a0345" not in seen and "11,000" not in seen
    assert "11,000" not in fake.all_text_to(bob)
    await tap(h, alice, "✅ Done")
    await h.restart()  # sealed offers survive a restart
    table = await h.table(GROUP)
    assert len(table.state.drafts[1]) == 1 and table.state.pending == {0: "done"}
    await tap(h, bob, "✅ Готово")
    await tap(h, carol, "✅ 完成")
    hired = "\n".join(m.text or "" for m in fake.messages(GROUP)[-2:])
    # one line a market person: every offer's estimated income, then who hires on what terms
    assert f"#{graduate}, offers (estimated income): Alice ¥16,000, Bob ¥16,345 → Bob hires: salary ¥12,345" in hired
    # the tasks that ran before anyone was asked: one line each, never a line per player
    tasks = re.findall(r"^Task (\d+) ", hired, flags=re.M)
    assert len(tasks) == len(set(tasks)) and not re.search(r"^(Alice|Bob|Carol) (cannot|declines|accepts)", hired)
    assert table.state.phase in ("task", "dividend", "manage") or table.game.is_over(table.state)

    # ----- labour: the running task is edited into the table, not posted sub-task by sub-task --------
    rng = random.Random(7)
    seats = {0: alice, 1: bob, 2: carol}
    while table.state.phase == "task":
        count = len(fake.messages(GROUP))
        status = group_text(fake)
        assert "Task " in status and "deposit ¥" in status and "🎲" in status
        seat = table.game.to_act(table.state)[0]
        msg = prompt(fake, seats[seat])
        assert msg is not None
        labels = [label for label, d in msg.buttons() if d and d.startswith("g:")]
        assert any("❌" in label for label in labels)
        choice = rng.choice([label for label in labels if "✅" in label or "❌" in label])
        await h.press(seats[seat], msg, text=choice)
        if table.state.phase == "task":
            assert len(fake.messages(GROUP)) == count  # edits only

    # ----- the rest, pressing whatever is asked, to the record ----------------------------------
    await play_to_end(h.press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), rng)
    final = next(m for m in reversed(fake.messages(GROUP)) if "The systems side by side" in (m.text or ""))
    text = final.text or ""
    assert "After one round" in text
    for metric in ("Enterprise-rounds", "Average cash", "People", "Pay a person a round", "Promotions", "Bankruptcies"):
        assert metric in text, text
    assert "股份" in text and "合伙" in text and "合作" in text
    # after the final table the group gets the chart of cash by round, as a photo
    messages = fake.messages(GROUP)
    charts = [m for m in messages if (m.document_bytes or b"").startswith(PNG)]
    assert len(charts) == 1 and messages.index(charts[0]) > messages.index(final)
    assert len(charts[0].document_bytes or b"") > 10_000 and "Cash by round" in (charts[0].text or "")
    photos = [c for c in fake.requests if c.method == "sendPhoto" and c.status == 200]
    assert len(photos) == 1 and str(photos[0].params.get("chat_id")) == str(GROUP)
    record = await record_of(h, alice, GROUP)
    path = h.db_path.parent / "record.json"
    path.write_text(json.dumps(record))
    assert games_main(["verify", str(path)]) == 0


async def test_ai_founders_fill_the_table(fake: FakeTelegram, tmp_path: Path) -> None:
    h = Harness(fake, tmp_path / "ai.sqlite3")
    await h.start()
    try:
        ann = fake.user(21, "Ann")
        fake.group(GROUP, "Firms", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new enterprise rounds=2 tasks=2 ai=2", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        table = await h.table(GROUP)
        presses = await play_to_end(
            h.press, fake, GROUP, {0: ann}, lambda: set(table.game.to_act(table.state)), random.Random(3)
        )
        assert presses > 5
        final = next(m for m in reversed(fake.messages(GROUP)) if "The systems side by side" in (m.text or ""))
        assert "After 2 rounds" in (final.text or "")
        assert [m for m in fake.messages(GROUP) if (m.document_bytes or b"").startswith(PNG)]  # the end chart
        dms = fake.messages(ann)
        assert len([m for m in dms if not m.deleted]) <= 3  # the greeting and one living question
    finally:
        await h.stop()


# ----- three systems, two rounds, one player away, a restart mid-task, Telegram's real limits ---------
REAL_LIMITS = {
    "group_per_minute": 20,
    "game_per_minute": 12,
    "overall_per_second": 30,
    "dm_per_second": 1.0,
    "edit_interval": 3.0,
}
SYSTEM_LABELS = {"shares": "股份 · joint-stock", "partner": "合伙 · partnership", "coop": "合作 · cooperative"}


def answer_for(buttons: list[str]) -> str:
    """What a present player presses: a sub-task taken whenever it can be, the founding split reviewed
    then confirmed, the smallest dividend, and every multi-item step (offers, the owners' step) simply
    finished."""
    actions = {d.split(":", 4)[4]: d for d in buttons}
    for wanted in ("accept", "done"):
        if wanted in actions:
            return actions[wanted]
    for prefix in ("split:", "~s:", "dividend:"):
        for action, data in actions.items():
            if action.startswith(prefix):
                return data
    raise AssertionError(f"nothing to press among {buttons}")


async def settled(h: Harness, user: User) -> None:
    """Everything the bot owes the user's DM has reached it (DMs go out about one a second, by the bot's
    clock, which moves on meanwhile): what the player reads now is the question as it stands, not a
    receipt still on its way."""
    chat = user.id
    sender = h.svc.sender
    # (nothing queued, nothing in flight)
    await h.pass_time(lambda: not sender.queues.get(chat) and chat not in sender.tasks, timeout=30)


async def quick_press(h: Harness, user: User, message: StoredMessage, data: str) -> None:
    """A press, handled and answered; unlike `h.press` it does not wait for the group's table, whose
    next edit may be seconds away (one edit every 3 s), as a player in Telegram does not."""
    query = await h.fake.press(user, message, data=data)
    await h.app.bot_data["processor"].wait_done(h.fake.last_update_id)
    answer = await h.fake.wait_answer(query)
    assert not answer.show_alert, answer.text


async def choose(h: Harness, user: User, label: str) -> None:
    """The user presses the button `label` of their DM question."""
    await settled(h, user)
    msg = await h.fake.wait_for(lambda: prompt(h.fake, user), timeout=30, what=f"a question to {user}")
    data = next((d for text, d in msg.buttons() if text == label and d), None)
    assert data is not None, [text for text, _ in msg.buttons()]
    await quick_press(h, user, msg, data)


async def test_three_systems_one_player_away_and_a_restart_mid_task_within_telegrams_limits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann (股份), Ben (合伙) and Cat (合作) found their enterprises by DM; Cat never presses again. Each
    of her deadlines expires and her DM says what was played for her; her quick sub-task answers weigh a
    third of a turn, so the AI takes her seat only after more missed decisions than the AFK limit. The
    bot restarts while Ben still has a sub-task to answer: nothing in the log is lost or doubled, and
    his press on the question he already had is taken once. Two rounds to the end: the comparison of
    the systems, the chart after it, a record that verifies, and never a 429 nor more than 20 messages
    a minute in the group."""
    monkeypatch.setattr(bot.lobby, "new_seed", lambda: SEED)
    h: Harness | None = None
    fake = FakeTelegram(
        group_limit=20, dm_limit=1.0, record=True, clock=lambda: time.time() + (h.offset if h else 0.0)
    )  # the fake's clock follows the bot's, which `advance` moves on
    await fake.start()
    # a restart that does not wait for the group's next edit: what is still owed goes out after it
    h = Harness(fake, tmp_path / "away.sqlite3", drain_on_stop=0.0, **REAL_LIMITS)
    await h.start()
    try:
        await _away_and_restarted(h)
    finally:
        await h.stop()
        await fake.stop()


async def _away_and_restarted(h: Harness) -> None:
    fake = h.fake
    ann, ben, cat = users = [fake.user(31, "Ann"), fake.user(32, "Ben"), fake.user(33, "Cat")]
    fake.group(GROUP, "Firms", members=users)
    for u in users:
        await h.say(u, "/start")
    # the earlier scale and pool, on which this seed asks Cat for several sub-tasks before the AI takes over
    earlier = "sets=2 salary=10000 perf=2000 fee_base=10000 fee_head=2000"
    # a day a turn: only the test expires her deadlines (a loaded machine takes minutes of real time)
    await h.say(ann, f"/new enterprise rounds=2 tasks=4 {earlier} timeout=24h", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    for u in (ben, cat):
        await quick_press(h, u, lobby, f"l:{gid}:join")
    await quick_press(h, ann, lobby, f"l:{gid}:start")
    table = await h.table(GROUP)
    assert table is not None and table.status == "running"
    game = table.game
    by_seat = {table.seat_of(u.id): u for u in users}
    away = table.seat_of(cat.id)

    # ----- setup: the three systems, through the DM buttons ------------------------------------------
    for user, system in zip(users, ("shares", "partner", "coop"), strict=True):
        await choose(h, user, SYSTEM_LABELS[system])
    assert {by_seat[f.seat].id: f.system for f in table.state.firms} == {
        ann.id: "shares",
        ben.id: "partner",
        cat.id: "coop",
    }
    await h.pass_time(lambda: "Cat founds" in fake.all_text_to(GROUP))  # the systems revealed
    reveal = fake.all_text_to(GROUP)
    assert "2 rounds, 4 tasks a round" in reveal
    for line in ("Ann founds a joint-stock (股份)", "Ben founds a partnership (合伙)", "Cat founds a cooperative"):
        assert line in reveal, reveal

    # ----- play: Ann and Ben answer at once, Cat's deadlines expire ------------------------------------
    restarted = False
    timeouts = 0  # Cat's, each told in her DM
    for _ in range(300):
        table = await h.table(GROUP) or table
        if table.status != "running":
            break
        state = table.state
        waiting = [s for s in game.to_act(state) if not table.seats[s].ai]
        present = [s for s in waiting if s != away]
        if present:
            s = present[0]
            if not restarted and state.phase == "task" and len(present) == 2:
                await _restart_with_a_subtask_pending(h, present, by_seat)
                restarted = True
                continue
            await settled(h, by_seat[s])
            found = pending(fake, by_seat[s], s, depth=8, moves=state.moves[s])
            assert found is not None, f"seat {s} has no question in phase {state.phase}"
            await quick_press(h, by_seat[s], found[0], answer_for(found[1]))
            continue
        assert waiting == [away], f"nobody asked in phase {state.phase}"
        # only Cat is awaited: her question is delivered (a jump of the clock while it waits in the
        # queue would move her deadline on by the jump), the reminder comes, then her deadline passes
        await settled(h, cat)
        seen = len(fake.all_text_to(cat))
        d = next(d for d in table.deadlines if d.seat == away)
        await h.advance(max(0.0, d.remind_at - h.svc.clock()) + 0.5)
        d = next(d for d in table.deadlines if d.seat == away)
        await h.advance(max(0.0, d.expire_at - h.svc.clock()) + 0.5)
        told = fake.all_text_to(cat)[seen:]
        assert "⏰ Your move!" in told and "⌛ Time ran out" in told and "played for you" in told, told
        timeouts += 1
    table = await h.table(GROUP) or table
    assert restarted, "a sub-task was asked of Ann and Ben together"
    assert table.status == "finished" and game.is_over(table.state) and table.state.round == 2
    await h.drained()

    # ----- Cat: missed quick answers weigh less than missed turns -------------------------------------
    log = await h.svc.store.actions(table.id)
    missed = _missed_by(table, log, away)
    weights = [PACES[phase].miss for phase in missed]
    limit = h.svc.settings.afk_limit
    assert missed.count("task") >= 2 and PACES["task"].miss < 1, missed
    # handed to the AI at the missed decision that brought the weights to the limit, not before ...
    assert sum(weights[:-1]) < limit <= sum(weights), (missed, weights)
    # ... which took more missed decisions than the limit: a missed sub-task is not a missed turn
    assert timeouts == len(missed) > limit, missed
    assert table.seats[away].ai and table.seats[away].missed == pytest.approx(sum(weights))  # (across the restart)
    group = fake.all_text_to(GROUP)
    assert "⌛ Cat ran out of time" in group
    handed = [m for m in fake.messages(GROUP) if "🤖 Cat missed" in (m.text or "")]
    assert handed and "the AI plays this seat" in (handed[0].text or ""), "the group is told the AI took Cat's seat"

    # ----- the end: the systems compared, the chart after it, a record that verifies -----------------
    final = final_message(fake, GROUP)
    assert final is not None
    text = final.text or ""
    assert "The systems side by side" in text and "After 2 rounds" in text, text
    assert "股份" in text and "合伙" in text and "合作" in text
    messages = fake.messages(GROUP)
    charts = [m for m in messages if (m.document_bytes or b"").startswith(PNG)]
    assert len(charts) == 1 and messages.index(charts[0]) > messages.index(final)
    assert "Cash by round" in (charts[0].text or "")
    record = await record_of(h, ann, GROUP)
    assert record["actions"] == [[a.seat, a.action] for a in log]
    path = h.db_path.parent / "record.json"
    path.write_text(json.dumps(record))
    assert games_main(["verify", str(path)]) == 0

    # ----- Telegram's limits: never a 429, never more than 20 new messages a minute in the group -------
    assert fake.too_many == 0, fake.too_many_calls
    assert fake.busiest_minute(GROUP) <= 20


async def _restart_with_a_subtask_pending(h: Harness, present: list[int], by_seat: dict[int, User]) -> None:
    """Ann answers a sub-task, the bot restarts before Ben has: her sealed answer and the log survive,
    Ben's press on the question he had before the restart is taken (or on the question asked again,
    if the bot asks again), and pressing it twice does not answer twice."""
    fake = h.fake
    first, second = present
    table = await h.table(GROUP)
    assert table is not None and table.state is not None
    for s in present:
        await settled(h, by_seat[s])
    found = pending(fake, by_seat[first], first, depth=8, moves=table.state.moves[first])
    assert found is not None and answer_for(found[1]).endswith(":accept"), found
    await quick_press(h, by_seat[first], found[0], answer_for(found[1]))
    asked = pending(fake, by_seat[second], second, depth=8, moves=table.state.moves[second])
    assert asked is not None, "Ben has his sub-task question"
    before = await h.svc.store.actions(table.id)
    state = table.state
    sealed, moves, task = dict(state.pending), list(state.moves), (state.task_no, state.sub)
    assert (before[-1].seat, before[-1].action) == (first, "accept") and sealed == {first: "accept"}

    await h.restart()
    table = await h.table(GROUP)
    assert table is not None and table.state is not None
    state = table.state
    assert await h.svc.store.actions(table.id) == before, "the restart lost or added an action"
    assert (state.phase, state.task_no, state.sub) == ("task", *task)
    assert state.pending == sealed and state.moves == moves
    await settled(h, by_seat[second])
    found = pending(fake, by_seat[second], second, depth=8, moves=moves[second])
    assert found is not None, "Ben's sub-task question is gone after the restart"
    choice = answer_for(found[1])
    assert choice.endswith(":accept"), found
    # the question he had before the restart, if it still offers the answer; else the one asked again
    message = asked[0] if choice in [d for _, d in asked[0].buttons()] else found[0]
    await quick_press(h, by_seat[second], message, choice)
    after = await h.svc.store.actions(table.id)
    assert after[: len(before)] == before
    assert [(a.seat, a.action, a.source) for a in after[len(before) :]] == [(second, "accept", "player")]
    # the same button again (a double tap): refused, nothing logged
    query = await fake.press(by_seat[second], message, data=choice, strict=False)
    await h.app.bot_data["processor"].wait_done(fake.last_update_id)
    assert (await fake.wait_answer(query)).show_alert
    assert await h.svc.store.actions(table.id) == after, "a second press answered the sub-task twice"


def _missed_by(table: Table, log: list[LoggedAction], seat: int) -> list[str]:
    """The phase of every decision `seat` let time out before the AI took the seat, replayed from the
    log (the seat's only own press is its system)."""
    game = table.game
    state, _ = game.start(table.seed, table.engine_seats(), table.options)
    missed: list[str] = []
    for a in log:
        if a.seat == seat:
            if a.source == "ai":
                break
            assert a.source == "timeout" or state.phase == "system", (a, state.phase)
            if a.source == "timeout":
                missed.append(state.phase)
        game.apply(state, a.seat, a.action)
    return missed


# ----- two rounds on the ruling's scale: a sub-task taken, a dividend in the score, systems by round ---
def _answer(buttons: list[str]) -> str:
    """A sub-task taken whenever it can be, else declined; every other step finished or its first preset."""
    actions = {d.split(":", 4)[4]: d for d in buttons}
    for wanted in ("accept", "decline", "done"):
        if wanted in actions:
            return actions[wanted]
    for prefix in ("split:", "~s:", "dividend:"):
        for action, data in actions.items():
            if action.startswith(prefix):
                return data
    raise AssertionError(f"nothing to press among {buttons}")


async def test_two_rounds_a_sub_task_taken_a_dividend_in_the_score_and_the_systems_compared_by_round(
    fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Alice (合作) and Bob (合伙) play two rounds with the default numbers. A typed `accept:` or
    `decline:` is refused with the format error and changes nothing; Alice takes a sub-task, pays a
    dividend beyond her profit and restructures into a partnership for round 2. The final table gives
    her score as cash + dividends, and the systems are compared round by round: her round 1 counts as a
    cooperative, her round 2 as a partnership."""
    monkeypatch.setattr(bot.lobby, "new_seed", lambda: SEED)
    h = Harness(fake, tmp_path / "scale.sqlite3")
    await h.start()
    try:
        alice, bob = users = [fake.user(41, "Alice"), fake.user(42, "Bob")]
        fake.group(GROUP, "Firms", members=users)
        for u in users:
            await h.say(u, "/start")
        await h.say(alice, "/new enterprise rounds=2", GROUP)
        lobby = fake.last(GROUP)
        gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
        await h.press(bob, lobby, data=f"l:{gid}:join")
        await h.press(alice, lobby, data=f"l:{gid}:start")
        table = await h.table(GROUP)
        await tap(h, alice, "合作 · cooperative")
        await tap(h, bob, "合伙 · partnership")
        seats = {table.seat_of(u.id): u for u in users}
        a = table.seat_of(alice.id)
        typed = accepted = paid = 0
        for _ in range(2000):
            table = await h.table(GROUP) or table
            state = table.state
            if table.status != "running" or table.game.is_over(state):
                break
            seat = min(table.game.to_act(state))
            user = seats[seat]
            if state.phase == "task" and typed < 2:  # the trailing colon: refused, nothing logged
                before = await h.svc.store.actions(table.id)
                await h.say(user, ("accept:", "decline:")[typed])
                assert "That is not a valid choice here." in (fake.last(user).text or "")
                assert await h.svc.store.actions(table.id) == before and seat not in table.state.pending
                typed += 1
                continue
            if seat == a and state.round == 1 and state.phase == "dividend" and accepted:
                f = state.firms[a]
                paid = max(f.profit, 0) + 300  # more than the profit: the restructuring below may follow
                await h.say(user, str(paid))
                continue
            if seat == a and state.round == 1 and state.phase == "manage" and not state.drafts.get(a):
                await h.say(user, "reform:partner")
                assert state.drafts.get(a) == ["reform:partner"], fake.last(user).text
                continue
            found = pending(fake, user, seat, depth=8, moves=state.moves[seat])
            assert found is not None, f"seat {seat} has no question in phase {state.phase}"
            data = _answer(found[1])
            accepted += seat == a and data.endswith(":accept")
            await h.press(user, found[0], data=data)
        table = await h.table(GROUP) or table
        state = table.state
        assert typed == 2 and accepted and paid and table.game.is_over(state) and state.round == 2
        f = state.firms[a]
        assert f.system_by_round == ["coop", "partner"] and f.shared > 0
        final = next(m for m in reversed(fake.messages(GROUP)) if "The systems side by side" in (m.text or ""))
        text = final.text or ""
        assert f"¥{f.cash + f.shared:,} = ¥{f.cash:,} cash + ¥{f.shared:,} dividends" in text, text
        assert "Enterprise-rounds: Joint-stock — · Partnership 3 · Co-op 1" in text, text
        assert table.game.result(state)["scores"][a] == f.cash + f.shared
        record = await record_of(h, alice, GROUP)
        path = h.db_path.parent / "record.json"
        path.write_text(json.dumps(record))
        assert games_main(["verify", str(path)]) == 0
    finally:
        await h.stop()


async def test_the_lobby_shows_sums_grouped_with_their_unit(fake: FakeTelegram, tmp_path: Path) -> None:
    """A Chinese group reads «启动资金：100 万» and the seed's words (回合数, 每回合任务数, 月薪); an English
    one ¥1,000,000."""
    h = Harness(fake, tmp_path / "lobby.sqlite3")
    await h.start()
    try:
        wei = fake.user(31, "张伟", language_code="zh-hans")
        fake.group(GROUP, "企业", members=[wei])
        await h.say(wei, "/start")
        await h.say(wei, "/new enterprise salary=5 perf=1", GROUP)
        lobby = fake.last(GROUP).text or ""
        for words in ("启动资金：100 万", "回合数：8", "每回合任务数：10", "初始月薪：¥5", "初始绩效（每次技能）：¥1"):
            assert words in lobby, lobby
        assert "1000000" not in lobby and "轮" not in lobby and "工资" not in lobby
        ann = fake.user(32, "Ann")
        fake.group(GROUP - 1, "Firms", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new enterprise", GROUP - 1)
        assert "Starting cash: ¥1,000,000" in (fake.last(GROUP - 1).text or "")
    finally:
        await h.stop()


async def test_the_rules_and_the_option_help_state_the_engines_defaults(fake: FakeTelegram, tmp_path: Path) -> None:
    """/rules and the help a bad option brings state the ruling's scale as the engine's defaults say it
    (pay ¥5 + ¥1 a use, fee ¥5 + ¥1 a head, 6 sets) and the score (cash + dividends, fewest bankruptcies
    first); a lobby reads «0 sets» as automatic and a count of shares grouped."""
    from games.enterprise.state import Options

    d = {k: f.default for k, f in Options.model_fields.items()}

    def money(lang: str, n: int) -> str:
        return f"¥{n:,}".replace(",", "\u00a0" if lang == "ru" else ",")

    h = Harness(fake, tmp_path / "rules.sqlite3")
    await h.start()
    try:
        score = {"zh": ("得分", "分红", "破产次数少者优先"), "ru": ("очков", "дивиденды", "меньше банкротств"),
                 "en": ("score", "dividend", "fewest bankruptcies")}  # fmt: skip
        for i, (lang, code) in enumerate((("zh", "zh-hans"), ("ru", "ru"), ("en", "en"))):
            user = fake.user(60 + i, f"U{i}", language_code=code)
            await h.say(user, "/start")
            await h.say(user, "/rules enterprise")
            rules = "\n".join(m.text or "" for m in fake.messages(user)[-3:])
            for key in ("start_cash", "fee_base", "fee_head", "salary", "perf"):
                assert money(lang, d[key]) in rules, (lang, key, rules)
            assert all(word in rules for word in score[lang]), rules
            for old in ("10,000", "10 000", "2,000", "2000"):
                assert old not in rules, (lang, old)
            group = GROUP - 10 - i
            fake.group(group, f"G{i}", members=[user])
            await h.say(user, "/new enterprise salary=lots", group)
            help_text = fake.last(group).text or ""
            for key in ("fee_base", "salary", "perf"):
                assert f"{key}={d[key]} — " in help_text and money(lang, d[key]) in help_text, help_text
            assert "10,000" not in help_text and "10 000" not in help_text and "2,000" not in help_text
        wei = fake.user(70, "张伟", language_code="zh-hans")
        fake.group(GROUP - 20, "企业", members=[wei])
        await h.say(wei, "/start")
        await h.say(wei, "/new enterprise sets=0", GROUP - 20)
        lobby = fake.last(GROUP - 20).text or ""
        assert "麻将副数：自动（" in lobby and "股份总数：1,000" in lobby, lobby
        assert "麻将副数：0" not in lobby and "：1000" not in lobby
    finally:
        await h.stop()


async def test_news_that_says_nothing_redraws_the_table_in_place(fake: FakeTelegram, tmp_path: Path) -> None:
    """A dividend is news (a new group message that notifies), but a dividend of zero has no line to
    tell: the step redraws the live table in place instead of posting a table with nothing new above it."""
    h = Harness(fake, tmp_path / "n.sqlite3")
    await h.start()
    try:
        users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
        table = await open_game(h, GROUP, "enterprise", users, "rounds=1")
        await h.drained()

        def dividend(amount: int) -> Event:
            params = {"player": "#0", "amount": amount, "per": amount // 10, "paid": amount}
            return Event(key="enterprise-ev-dividend-shares", params=params)

        def to_group(rows: list) -> list[str]:
            return [r.kind for r in rows if r.chat_id == GROUP]

        assert "send" in to_group(await render.render(h.svc, table, [dividend(5000)]))
        assert to_group(await render.render(h.svc, table, [dividend(0)])) in ([], ["edit"])
    finally:
        await h.stop()
