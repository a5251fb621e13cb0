"""A person must know it is their turn (issue 26), through the real stack: an edit never notifies, so
a question after a press in the group arrives in the DM as a new message, and a decision asked in the
group is a short new message that mentions its player, deleted when the turn passes."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import Harness
from driver import move_buttons, open_game, pick, play_to_end
from test_e2e_economicus import GROUP as EXCHANGE
from test_e2e_economicus import SEED, economicus_offered, group_raise, question_of, to_open_auction

from bot import outbox, render
from bot.demo.fakegram import FakeTelegram
from bot.tables import Table

__all__ = ["economicus_offered"]  # (a fixture)

GROUP = -100710


async def answer_by_dm(h: Harness, table: Table, users: list[Any], rng: random.Random) -> None:
    """Everyone a private choice (功德轮回's 皈依) waits for answers it from their DM question."""
    for seat in table.game.to_act(table.state):
        user = users[[u.id for u in users].index(table.seats[seat].user_id)]
        found = next((m for m in reversed(h.fake.messages(user)) if move_buttons(m, seat)), None)
        assert found is not None
        await h.press(user, found, pick(move_buttons(found, seat), rng))
    await h.drained()


async def test_a_group_turn_prompt_is_a_new_message_that_mentions_its_player_and_goes_when_the_turn_passes(
    harness: Harness,
) -> None:
    h, fake = harness, harness.fake
    users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
    table = await open_game(h, GROUP, "merit", users)
    await h.drained()
    rng = random.Random(3)
    prompts = passed = 0
    for _ in range(60):
        if table.state is None or table.game.is_over(table.state):
            break
        seat = render.group_prompt_seat(table)
        if seat is None:  # a private choice (皈依): answered by DM
            await answer_by_dm(h, table, users, rng)
            continue
        user = next(u for u in users if u.id == table.seats[seat].user_id)
        shown = [m for m in fake.messages(GROUP) if not m.deleted and move_buttons(m, seat)]
        assert len(shown) == 1, [m.text for m in shown]  # one live prompt, nothing stale left pressable
        prompt = shown[0]
        table_message = h.svc.sender.slots.get((table.id, "table"))
        assert table_message is not None and prompt.message_id != table_message[1]  # not the table's edit
        assert prompt.edited == 0 or table.acted_in.get(seat) == GROUP  # new, unless they just acted here
        # the mention is short; above it, the step's news that this one new message also tells (if any)
        asked = (prompt.text or "").rsplit("\n\n", 1)[-1]
        assert f"tg://user?id={user.id}" in (prompt.html or "") and len(asked) < 200 and asked.startswith("👉")
        prompts += prompt.edited == 0
        await h.press(user, prompt, pick(move_buttons(prompt, seat), rng))
        await h.drained()
        if render.group_prompt_seat(table) != seat:
            gone = next(m for m in fake.messages(GROUP) if m.message_id == prompt.message_id)
            # the turn passed: the prompt that named them is gone, or, if it told news, it stays without buttons
            assert gone.deleted or not move_buttons(gone, seat)
            passed += 1
    assert prompts >= 3 and passed >= 2, (prompts, passed)


async def test_a_player_asked_again_in_place_reads_what_their_move_did_above_the_mention(harness: Harness) -> None:
    """In 功德轮回 a player makes two moves a turn. The second question is the prompt they are looking at,
    redrawn in place; it says what the first move did above the mention (the new prompt of the next
    player does too), so the table's redraw can wait for the next move's: at a person's pace that
    made two calls a move, the prompt's and the table's."""
    h, fake = harness, harness.fake
    users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
    table = await open_game(h, GROUP, "merit", users)
    await h.drained()
    rng = random.Random(5)
    again = 0
    for _ in range(60):
        if table.state is None or table.game.is_over(table.state) or again >= 3:
            break
        seat = render.group_prompt_seat(table)
        if seat is None:  # a private choice (皈依): answered by DM
            await answer_by_dm(h, table, users, rng)
            continue
        user = next(u for u in users if u.id == table.seats[seat].user_id)
        prompt = next(m for m in fake.messages(GROUP) if not m.deleted and move_buttons(m, seat))
        edits = prompt.edited
        await h.press(user, prompt, pick(move_buttons(prompt, seat), rng))
        await h.drained()
        if render.group_prompt_seat(table) == seat and prompt.edited > edits and move_buttons(prompt, seat):
            news = (prompt.text or "").rpartition("👉")[0]
            assert news.strip() and f"tg://user?id={user.id}" in (prompt.html or ""), prompt.text
            table_message = h.svc.sender.slots.get((table.id, "table"))
            assert table_message is not None
            shown = next(m for m in fake.messages(GROUP) if m.message_id == table_message[1])
            assert news.strip().splitlines()[-1] in (shown.text or "")  # the table says it too, when redrawn
            again += 1
    assert again >= 2, again


async def test_a_question_after_a_bid_in_the_group_arrives_in_the_dm_as_a_new_message(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A live auction is bid on the group's table; when it closes, the next DM question of a player who
    just bid there is a new message (it notifies), never an edit of their last DM message."""
    monkeypatch.setattr("bot.lobby.new_seed", lambda: SEED)
    h: Harness | None = None
    fake = FakeTelegram(group_limit=None, record=True, clock=lambda: time.time() + (h.offset if h else 0.0))
    await fake.start()
    h = Harness(fake, tmp_path / "bid.sqlite3", turn_timeout=600.0, reminder=0.0)
    await h.start()
    try:
        users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
        table = await open_game(h, EXCHANGE, "economicus", users, "years=1 auction_seconds=5")
        by_seat = {table.seat_of(u.id): u for u in users}
        await to_open_auction(h, table, by_seat)
        await h.drained()
        bidders = []
        for seat, user in by_seat.items():
            a = table.state.auction
            if a is None or a.leader == seat:
                continue
            found = group_raise(fake, 1)
            if found is None:
                continue
            said = await h.press(user, *found, strict=False)
            if not said.show_alert:
                bidders.append(seat)
            await h.drained()
        assert bidders
        assert all(table.acted_in[s] == EXCHANGE for s in bidders)
        before = {s: {m.message_id for m in fake.messages(by_seat[s])} for s in by_seat}
        await h.advance(6)  # the auction closes, within a few seconds of the last bid
        await h.drained()
        asked = [s for s in bidders if s in table.game.to_act(table.state)]
        assert asked, "nobody who bid is asked next"
        for seat in asked:
            user = by_seat[seat]
            found = question_of(fake, user, seat, table.state.moves[seat])
            assert found is not None
            assert found[0].message_id not in before[seat]  # a new message: it notifies
    finally:
        await h.stop()
        await fake.stop()


def refusing_buttons(fake: FakeTelegram, table: Table, users: list[Any]) -> list[str]:
    """Move buttons on screen that a press would only have refused: of a closed question (an older
    move number), a second copy of the live one, or any at all once the game is over."""
    state = table.state
    assert state is not None
    over = table.game.is_over(state)
    seen: dict[int, int] = {}
    bad = []
    for chat in [table.chat_id, *users]:
        for m in fake.messages(chat):
            if m.deleted:
                continue
            for seat in {int(d.split(":", 4)[2]) for _, d in m.buttons() if d and d.startswith("g:")}:
                moves = {int(d.split(":", 4)[3]) for d in move_buttons(m, seat)}
                if over or moves != {state.moves[seat]} or seen.setdefault(seat, m.message_id) != m.message_id:
                    bad.append(f"{m.chat_id}/{m.message_id} seat {seat} moves {sorted(moves)}: {m.text!r:.60}")
    return bad


@pytest.mark.parametrize(
    ("game", "options"),
    [("management", "months=2"), ("enterprise", "rounds=1"), ("baohuang", "ai=2"), ("merit", "target=5")],
)
async def test_no_message_keeps_a_move_button_that_would_only_be_refused(
    tmp_path: Path, game: str, options: str
) -> None:
    """People who take their time (each press 9 s after the last, so a question is a new message that
    notifies): whenever the bot has said all it owes, the only move buttons on screen are the live
    question's, and a finished game leaves none (a press there would only be refused)."""
    h: Harness | None = None
    fake = FakeTelegram(group_limit=None, record=True, clock=lambda: time.time() + (h.offset if h else 0.0))
    await fake.start()
    h = Harness(fake, tmp_path / "keep.sqlite3", turn_timeout=3600.0, reminder=0.0)
    await h.start()
    try:
        users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
        table = await open_game(h, GROUP, game, users, options)
        seats = {table.seat_of(u.id): u for u in users}
        checked = 0

        async def press(user: Any, message: Any, data: str) -> None:
            nonlocal checked
            assert h is not None
            await h.advance(9)  # a person's pace: past the window in which a question is redrawn in place
            await h.press(user, message, data=data, strict=False)
            await h.drained()
            assert refusing_buttons(fake, table, users) == []
            checked += 1

        assert table.state is not None
        await play_to_end(
            press,
            fake,
            GROUP,
            seats,
            lambda: table.game.to_act(table.state),
            random.Random(5),
            moves=lambda seat: table.state.moves[seat],
        )
        await h.drained()
        assert checked >= 6 and refusing_buttons(fake, table, users) == []
    finally:
        await h.stop()
        await fake.stop()


async def test_the_end_takes_the_players_former_questions_along(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Players who take their time get each question as a new message, and the former ones wait to go
    together (`DELETE_INTERVALS`, here far longer than the game): the game's end deletes them at
    once, so no button of a finished game stays on screen."""
    monkeypatch.setattr(outbox, "DELETE_INTERVALS", 10**9)
    h: Harness | None = None
    fake = FakeTelegram(group_limit=None, record=True, clock=lambda: time.time() + (h.offset if h else 0.0))
    await fake.start()
    h = Harness(fake, tmp_path / "end.sqlite3", turn_timeout=3600.0, reminder=0.0)
    await h.start()
    try:
        sender = h.svc.sender
        sender.edit_interval = 1e-6  # (all else at once, as in the other tests)
        users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben"))]
        table = await open_game(h, GROUP, "management", users, "months=1")
        seats = {table.seat_of(u.id): u for u in users}

        async def on_screen() -> None:
            """Until the chats show all the bot owes them but the former questions' deletions."""
            while sender.sending or any(it.kind != "delete" for q in sender.queues.values() for it in q):
                await asyncio.sleep(0.01)

        async def press(user: Any, message: Any, data: str) -> None:
            assert h is not None
            h.offset += 9  # a person's pace: each next question is a new message
            query = await fake.press(user, message, data=data, strict=False)
            await h.app.bot_data["processor"].wait_done(fake.last_update_id)
            await fake.wait_answer(query)
            await asyncio.wait_for(on_screen(), 30)

        await on_screen()
        assert table.state is not None
        await play_to_end(
            press,
            fake,
            GROUP,
            seats,
            lambda: table.game.to_act(table.state),
            random.Random(5),
            moves=lambda seat: table.state.moves[seat],
        )
        assert table.game.is_over(table.state)
        await h.drained(30)  # nothing waits for its minute any more
        assert any(m.deleted for u in users for m in fake.messages(u))  # former questions went (at the end)
        assert refusing_buttons(fake, table, users) == []
    finally:
        await h.stop()
        await fake.stop()
