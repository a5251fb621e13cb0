"""«Менеджмент» end to end through the real stack: four people play a 3-month game with builder buttons
and typed shortcuts, one goes bankrupt, one sleeps through a deadline, the bot restarts between the
bids and their reveal, and no bid is seen by anyone before the reveal."""

from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import Harness
from driver import final_message, record_of
from pg import BOTH_BACKENDS

from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import StoredMessage
from games.__main__ import main as games_main

pytestmark = BOTH_BACKENDS  # SQLite and PostgreSQL (tests/pg.py)

GROUP = -100400


def prompt(fake: FakeTelegram, user: object) -> StoredMessage | None:
    """The user's live decision DM: the newest one that still has move buttons."""
    for m in reversed(fake.messages(user)):
        if not m.deleted and any(d and d.startswith("g:") for _, d in m.buttons()):
            return m
    return None


async def tap(h: Harness, user: object, label: str) -> None:
    """Press the button labelled `label` (exact, else a unique part) on the user's decision DM."""
    msg = prompt(h.fake, user)
    assert msg is not None, f"{user} has no decision waiting"
    answer = await h.press(user, msg, text=label)
    assert not answer.show_alert, answer.text


def since(fake: FakeTelegram, chat: object, mark: int) -> str:
    return fake.all_text_to(chat)[mark:]


def leaked(text: str, *prices: int) -> list[int]:
    """Which of the (distinctive) prices appear in `text` as a number of their own (the fair-shuffle
    hash and seed, long hex strings, may hold any digits)."""
    text = re.sub(r"[0-9a-f]{16,}", "", text)
    return [p for p in prices if re.search(rf"(?<!\d)(?<!\d[,.\u00a0 ]){p}(?!\d)", text)]


def marks(fake: FakeTelegram, chats: list[object]) -> dict[int, int]:
    return {i: len(fake.all_text_to(c)) for i, c in enumerate(chats)}


async def open_game(h: Harness, command: str, users: list[object]) -> None:
    fake = h.fake
    for u in users:
        await h.say(u, "/start")
    await h.say(users[0], command, GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    for u in users[1:]:
        await h.press(u, lobby, data=f"l:{gid}:join")
    await h.press(users[0], lobby, data=f"l:{gid}:start")


async def test_four_presidents_play_three_months(fake: FakeTelegram, tmp_path: Path, database_url: str | None) -> None:
    h = Harness(fake, tmp_path / "m.sqlite3", database_url=database_url)
    await h.start()
    try:
        await _three_months(h)
    finally:
        await h.stop()


async def _three_months(h: Harness) -> None:
    fake = h.fake
    alice = fake.user(1, "Alice")
    bob = fake.user(2, "Bob", language_code="ru")
    carol = fake.user(3, "Carol")
    dave = fake.user(4, "Dave")
    users = [alice, bob, carol, dave]
    fake.group(GROUP, "Board", members=users)
    await open_game(h, "/new management months=3", users)
    table = await h.table(GROUP)
    assert table.state.month == 1 and table.state.phase == "bid"
    start = fake.last(GROUP).text or ""
    assert "Month 1 of 3" in start and "0 of 4" in start and "Level 3" in start

    # ----- month 1, step 3: sealed bids ---------------------------------------------------------
    dm = fake.last(alice).text or ""
    assert "Your company" in dm and "$5,800" in dm and "4 RM" in dm and "2 FP" in dm and "No loans" in dm
    assert "8 RM from $500" in dm  # the month's market
    mark = marks(fake, [GROUP, alice, bob, carol, dave])

    await tap(h, alice, "2 RM")
    await tap(h, alice, "$550")
    await tap(h, alice, "+$10")
    await tap(h, alice, "+$10")
    assert "Bid: 2 RM at $570 = $1,140" in (prompt(fake, alice).text or "")
    await tap(h, alice, "✅ Bid 2 × $570")
    assert "Bid sent: 2 RM at $570" in (fake.last(alice).text or "")
    status = fake.last(GROUP).text or ""
    assert "1 of 4" in status and "Alice pays $4,200 fixed costs" in status  # the edit keeps the news
    await h.say(alice, "1 583")  # changed before the reveal
    assert "Bid changed: 1 RM at $583" in (fake.last(alice).text or "")
    assert "1 of 4" in (fake.last(GROUP).text or "")  # a change is not a new bid

    for text, expected in (
        ("2 450", "ниже минимальной цены банка (500 долл.)"),
        ("9 600", "только 8 ЕСМ, а не 9"),
        ("8 900", "Нужно 7\u00a0200 долл., а у вас 5\u00a0800"),
        ("two 550", "«two» — не целое число"),
        ("2 5.5", "«5.5» — не целое число"),
    ):
        await h.say(bob, text)
        assert expected in (fake.last(bob).text or ""), (text, fake.last(bob).text)
    await h.say(bob, "1 537")
    assert "Заявка принята: 1 ЕСМ по 537" in (fake.last(bob).text or "")

    await tap(h, carol, "3 RM")
    await tap(h, carol, "$700")
    await tap(h, carol, "−$50")
    await tap(h, carol, "−$10")
    await tap(h, carol, "✅ Bid 3 × $640")
    assert "3 of 4" in (fake.last(GROUP).text or "")
    chats = [GROUP, alice, bob, carol, dave]
    # Nobody's bid reached the group or another player (the prices are chosen so that no other
    # player's own builder ever shows them, labels and callback data included).
    for i, chat in enumerate(chats):
        own = {1: (570, 583), 2: (537,), 3: (640,)}.get(i, ())
        others = [p for p in (570, 583, 537, 640) if p not in own]
        assert not leaked(since(fake, chat, mark[i]), *others), (i, since(fake, chat, mark[i]))

    await tap(h, dave, "No raw materials")
    reveal = fake.last(GROUP).text or ""
    assert "Raw material bids (3) for 8 RM" in reveal
    assert "Alice: 1 at $583 → got 1 ($583)" in reveal
    assert "Bob: 1 at $537 → got 1" in reveal and "Carol: 3 at $640 → got 3" in reveal
    assert not leaked(fake.all_text_to(GROUP) + fake.all_text_to(bob) + fake.all_text_to(carol), 570)
    assert "Step 4 of 9" in reveal and "0 of 4" in reveal

    # ----- step 4: production (cost shown before confirming) ------------------------------------
    await tap(h, alice, "Make 1 ($2,000)")
    assert "Make 1 FP for $2,000 (cash left $3,217)" in (prompt(fake, alice).text or "")
    await tap(h, alice, "✅ Make 1")
    status = fake.last(GROUP).text or ""  # the reveal stays readable above the edited count
    assert "Carol: 3 at $640 → got 3" in status and "1 of 4 decided" in status
    await h.say(bob, "2")
    assert "произвести 2 ЕГП за 4\u00a0000" in (fake.last(bob).text or "")
    carol_make = prompt(fake, carol)
    assert carol_make is not None
    # the books came with the month's first question; this step's question shows what has moved
    assert "Your company" not in (carol_make.text or "") and "$3,880" in (carol_make.text or "")
    labels = [t for t, _ in carol_make.buttons()]
    assert "Make 1 ($2,000)" in labels and "Make 2 ($4,000)" not in labels  # she has $3,880
    await tap(h, carol, "Make nothing")
    await tap(h, dave, "Make nothing")
    assert "Step 5 of 9" in (fake.last(GROUP).text or "")

    # ----- step 5: sealed offers ----------------------------------------------------------------
    await tap(h, alice, "3 FP")
    await tap(h, alice, "$5,250")
    await tap(h, alice, "+$50")
    await tap(h, alice, "+$50")
    assert "Offer: 3 FP at $5,350" in (prompt(fake, alice).text or "")
    await tap(h, alice, "✅ Offer 3 × $5,350")
    await h.say(bob, "4 5480")
    await h.say(carol, "2 5510")
    assert "above the bank's maximum of $5,500" in (fake.last(carol).text or "")
    await h.say(carol, "2 5450")
    await tap(h, dave, "Sell nothing")
    offers = fake.last(GROUP).text or ""
    assert "Alice: 3 at $5,350 → sold 3" in offers and "Bob: 4 at $5,480 → sold 3" in offers
    assert "Step 8 of 9" in offers

    # ----- step 8: loans, step 9: building ------------------------------------------------------
    await tap(h, alice, "$2,000")
    assert "Borrow $2,000</b>, repaid in month 13" in (prompt(fake, alice).html or "")
    await tap(h, alice, "✅ Borrow $2,000")
    for u in (bob, carol, dave):
        await h.say(u, "0")
    assert "Alice borrows $2,000, due in month 13" in (fake.last(GROUP).text or "")
    await tap(h, alice, "➕ Ordinary ($2,500 now)")
    text = prompt(fake, alice).text or ""
    assert "Start building: $2,500 now" in text and "works from month 6" in text
    await tap(h, alice, "✅ Start ($2,500 now)")
    await h.say(bob, "no")
    await h.say(carol, "0")
    dave_build = [t for t, _ in prompt(fake, dave).buttons()]
    assert "➕ Automated ($5,000 now)" in dave_build
    await tap(h, dave, "➕ Automated ($5,000 now)")
    # with $800 left nothing more fits: the builder offers no second construction
    assert [t for t, _ in prompt(fake, dave).buttons() if t.startswith("➕")] == []
    await tap(h, dave, "✅ Start ($5,000 now)")  # $800 left: the bot warns and asks once more
    warning = prompt(fake, dave).text or ""
    assert "Too little for month 2" in warning and "$4,200 of fixed costs" in warning, warning
    assert table.state.pending.get(3) is None  # nothing sent yet
    await tap(h, dave, "❗ Confirm anyway")

    # ----- month end: one table, the bankruptcy, the next senior --------------------------------
    month_end = fake.last(GROUP).text or ""
    assert "End of month 1" in month_end
    for name in ("Alice", "Bob", "Carol", "Dave"):
        assert re.search(rf"{name}: \$[\d,]+, \d/\d/\d, \d+ RM, \d+ FP, loans \$[\d,]+", month_end), name
    assert "Dave is bankrupt" in month_end and "fixed costs" in month_end
    assert "Month 2." in month_end and "Senior:" in month_end
    assert "Out: Dave (month 2)" in month_end and "0 of 3" in month_end
    assert prompt(fake, dave) is None
    told = fake.last(dave).text or ""  # the news in private: the cause, then the verdict, said once
    assert "$4,200" in told and "$800" in told and told.count("bankrupt") == 1, told
    assert told.count("You still see the group's table") == 1, told
    assert "build 1 automated" in told and " 0 ordinary" not in told and "automate 0" not in told, told
    await h.say(dave, "/status")  # what a bankrupt player still has
    assert "went bankrupt in month 2" in (fake.last(dave).text or "")
    assert "You still see the group's table" in (fake.last(dave).text or "")
    state = table.state
    assert state.month == 2 and not state.companies[3].alive and set(state.asked) == {0, 1, 2}

    # ----- month 2: two bids in, the bot restarts, the third bid reveals all --------------------
    low = table.game.public_view(state)["market"]["esm_min"]
    p_alice, p_bob, p_carol = low + 13, low + 29, low + 40
    mark = marks(fake, chats)
    await h.say(alice, f"1 {p_alice}")
    await h.say(bob, f"1 {p_bob}")
    assert "2 of 3" in (fake.last(GROUP).text or "")
    await h.restart()
    table = await h.table(GROUP)
    assert table.state.pending == {0: f"buy:1:{p_alice}", 1: f"buy:1:{p_bob}"}
    for i, chat in enumerate(chats):
        own = {1: p_alice, 2: p_bob}.get(i)
        assert not leaked(since(fake, chat, mark[i]), *[p for p in (p_alice, p_bob) if p != own])
    await tap(h, carol, "1 RM")  # her prompt from before the restart still works
    await tap(h, carol, "+$50")
    await tap(h, carol, "−$10")
    await tap(h, carol, "✅ Bid 1")
    reveal = fake.last(GROUP).text or ""
    for name, price in (("Alice", p_alice), ("Bob", p_bob), ("Carol", p_carol)):
        assert f"{name}: 1 at ${price:,}" in reveal, (name, reveal)

    # the rest of month 2: everyone passes; before the last decision the operator shortens deadlines
    while table.state.month == 2:
        waiting = [u for u in (alice, bob, carol) if u.id - 1 in table.game.to_act(table.state)]
        if table.state.phase == "build" and len(waiting) == 1:
            h.overrides.update(turn_timeout=120.0, reminder=60.0)
            await h.restart()
            table = await h.table(GROUP)
        await h.say(waiting[0], "0")

    # ----- month 3: Carol sleeps through the bids -------------------------------------------------
    assert table.state.phase == "bid"
    await h.say(alice, f"1 {table.game.public_view(table.state)['market']['esm_min'] + 7}")
    await h.say(bob, "0")
    await h.advance(61)
    await fake.wait_message(carol, "left before the default", timeout=10)
    await h.advance(60)
    timed_out = await fake.wait_message(GROUP, "Carol ran out of time", timeout=10)
    assert "Raw material bids (1)" in (timed_out.text or "")  # Alice's; Bob passed, Carol's default
    for _ in range(200):  # bounded: a game that does not end fails instead of hanging
        if final_message(fake, GROUP) is not None:
            break
        waiting = [u for u in (alice, bob, carol) if u.id - 1 in table.game.to_act(table.state)]
        assert waiting, fake.last(GROUP).text
        await h.say(waiting[0], "0")
    assert final_message(fake, GROUP) is not None

    # ----- the end: capitals ranked with balance sheets -----------------------------------------
    final = next(m for m in reversed(fake.messages(GROUP)) if "Final result" in (m.text or ""))
    text = final.text or ""
    assert "after 3 months" in text
    assert re.search(r"1\. \w+ — capital \$[\d,]+", text)
    result = text[text.index("Final result") :]  # the last month's news comes first, in the same message
    assert result.count("cash $") == 3 and "− loans $2,000" in result
    assert "4. Dave — bankrupt in month 2" in text
    record = await record_of(h, alice, GROUP)
    sources = {a.source for a in await h.svc.store.actions(table.id)}
    assert "timeout" in sources
    path = h.db_path.parent / "record.json"
    path.write_text(json.dumps(record))
    assert games_main(["verify", str(path)]) == 0


async def test_ai_presidents_take_over_a_sleeping_player(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    h = Harness(
        fake, tmp_path / "ai.sqlite3", database_url=database_url, turn_timeout=300.0, reminder=60.0, afk_limit=1
    )
    await h.start()
    try:
        ann = fake.user(21, "Ann")
        fake.group(GROUP, "Board", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new management months=2 ai=2", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        await h.advance(300)
        await fake.wait_message(GROUP, "the AI plays this seat", timeout=10)
        await fake.wait_message(GROUP, "game is paused", timeout=10)  # nobody left: it waits
        owner = fake.user(999, "Owner")  # a bot owner lets the AI presidents finish it
        fake.join(GROUP, owner)
        await h.say(owner, "/resume", GROUP)
        final = await fake.wait_message(GROUP, "Final result", timeout=30)
        text = final.text or ""
        result = text[text.index("Final result") :]
        assert result.count("capital $") + result.count("bankrupt in month") == 3
        everything = fake.all_text_to(GROUP)
        assert "Raw material bids" in everything and "End of month 1" in everything
        sources = {a.source for a in await h.svc.store.actions(1)}
        assert sources == {"timeout", "ai"}
    finally:
        await h.stop()


async def two_players_bid(h: Harness) -> tuple[object, object]:
    fake = h.fake
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    fake.group(GROUP, "Board", members=[alice, bob])
    await open_game(h, "/new management months=2", [alice, bob])
    await tap(h, alice, "2 RM")
    await tap(h, alice, "$550")
    await tap(h, alice, "+$10")
    await tap(h, alice, "+$10")
    await tap(h, alice, "✅ Bid 2 × $570")
    return alice, bob


async def test_the_reveal_stays_in_the_chat(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = await two_players_bid(h)
    await tap(h, bob, "No raw materials")
    reveal = fake.last(GROUP)
    assert "Raw material bids (1)" in (reveal.text or "")
    await tap(h, alice, "Make nothing")
    assert "Raw material bids (1)" in (
        next(m for m in fake.messages(GROUP) if m.message_id == reveal.message_id).text or ""
    )


# ----- changing a sent choice, and keeping who has sent one secret ----------
async def test_a_sent_bid_is_changed_with_buttons(harness: Harness) -> None:
    h, fake = harness, harness.fake
    alice, bob = await two_players_bid(h)
    again = prompt(fake, alice)
    assert again is not None and "Bid sent: 2 RM at $570" in (again.text or "")
    await tap(h, alice, "✏️ Change")
    assert "Bid: 2 RM at $570" in (prompt(fake, alice).text or "")
    await tap(h, alice, "+$10")
    await tap(h, alice, "✅ Bid 2 × $580")
    assert "Bid changed: 2 RM at $580" in (fake.last(alice).text or "")
    assert "1 of 2" in (fake.last(GROUP).text or "")
    await tap(h, bob, "No raw materials")
    assert "Alice: 2 at $580" in (fake.last(GROUP).text or "")
    assert "Make" in str(prompt(fake, alice).buttons())  # the next step is asked as usual


async def test_the_group_never_learns_who_has_bid(harness: Harness) -> None:
    h, fake = harness, harness.fake
    await two_players_bid(h)
    status = fake.last(GROUP).text or ""
    assert "1 of 2" in status and "Waiting for" not in status


async def test_the_group_learns_who_is_late_once_reminded_never_what(
    fake: FakeTelegram, tmp_path: Path, database_url: str | None
) -> None:
    """After one sealed bid is in, the table hides who is still to bid; once a player's reminder has
    fired, the table names them (names only: never an amount, never who has sent)."""
    h = Harness(fake, tmp_path / "late.sqlite3", database_url=database_url, turn_timeout=300.0, reminder=60.0)
    await h.start()
    try:
        alice, bob, carol = fake.user(1, "Alice"), fake.user(2, "Bob"), fake.user(3, "Carol")
        fake.group(GROUP, "Board", members=[alice, bob, carol])
        await open_game(h, "/new management months=3", [alice, bob, carol])

        def late_line() -> str:
            text = fake.last(GROUP).text or ""
            return next((x for x in text.split("\n") if "Bob" in x and "Carol" in x and "Alice" not in x), "")

        await h.say(alice, "1 537")
        assert late_line() == ""
        await h.advance(241)  # both reminders fire (a minute before the deadline)
        await fake.wait_message(carol, "Your move", timeout=10)
        await fake.wait_for(lambda: bool(late_line()), timeout=10, what="the late players named in the table")
        assert not leaked(fake.all_text_to(GROUP), 537)  # (not inside the seed hash)
    finally:
        await h.stop()
