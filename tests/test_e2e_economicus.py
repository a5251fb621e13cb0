"""«Экономикус» through the real stack with its face: a player and two AI seats play a one-year game;
the group's table shows rolls, profits and auctions, the player's DM keeps an "at any time" panel whose
buttons (credit, bids…) the engine takes, and no message carries a raw id or placeholder."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import re
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from conftest import Harness
from driver import move_buttons, open_game, pick, record_of
from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot import lobby, render, schedule, timers
from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import StoredMessage
from bot.faces import face
from bot.outbox import ANSWER, HOLD, LAZY
from games.__main__ import main as games_main
from games.registry import ENGINES, GAMES

GROUP = -100951


@pytest.fixture
def economicus_offered() -> Iterator[None]:
    """The engine is offered by the bot for this test, whether or not the registry lists it yet."""
    added = "economicus" not in GAMES
    GAMES["economicus"] = ENGINES["economicus"]
    yield
    if added:
        del GAMES["economicus"]


async def test_a_game_with_the_face_table_panel_and_clean_texts(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lobby, "new_seed", lambda: "5" * 64)  # one deal, so that what it shows is known
    fake = FakeTelegram(group_limit=None, record=True)
    await fake.start()
    h = Harness(fake, tmp_path / "e.sqlite3", turn_timeout=600.0, reminder=0.0)
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Exchange", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new economicus years=1 ai=2", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        table = await h.table(GROUP)
        assert table is not None and table.status == "running"
        seat = table.seat_of(ann.id)
        rng = random.Random(5)
        panel_presses = tries = 0
        for _ in range(3000):
            if table.status != "running":
                break
            state = table.state
            mine = fake.messages(ann)
            panel = next((m for m in reversed(mine) if m.text and "At any time" in m.text), None)
            if panel is not None and panel_presses < 4 and tries < 40:
                wanted = [
                    d
                    for d in move_buttons(panel, seat)
                    if d.split(":", 4)[4].split(":")[0] in ("credit", "bid", "deposit", "rd")
                ]
                if wanted:
                    tries += 1
                    before = state.version
                    await h.press(ann, panel, rng.choice(wanted), strict=False)
                    panel_presses += table.state.version > before
                    continue
            question = None
            for m in reversed(mine[-30:]):
                current = [d for d in move_buttons(m, seat) if d.split(":", 4)[3] == str(state.moves[seat])]
                if current:
                    question = (m, current)
                    break
            if question is not None and seat in table.game.to_act(state):
                await h.press(ann, question[0], pick(question[1], rng))
                continue
            await h.advance(30)  # nobody acts: the clock closes an auction, or a deadline passes
        assert table.status == "finished"
        assert panel_presses > 0
        group = fake.all_text_to(GROUP)
        dm = fake.all_text_to(ann)
        for text in (group, dm):
            assert "economicus-" not in text and "{ $" not in text
        assert "🎲" in group and "🔨" in group and "Profits:" in group
        assert "ran out of time" not in group  # Ann answered every question from her DM
        assert "Your position" in dm and "At any time" in dm
    finally:
        await h.stop()
        await fake.stop()


# ----- three players, one year: a contested auction, a restart in it, a crisis, a credit -----------------
SEED = "0" * 64
"""With `years=1 auction_seconds=10` and the moves below, this deal's first year has a private lot
that both other players can contest, a crisis and a roll before which a credit can be taken (the
test says so plainly if an engine change ever moves them)."""
SECONDS = 10
PNG = b"\x89PNG\r\n\x1a\n"


def panel_of(fake: FakeTelegram, user: object) -> StoredMessage | None:
    """The player's message with their "at any time" panel (under their position, above their
    question if one is asked; edited as either changes)."""
    return next((m for m in reversed(fake.messages(user)) if m.text and "At any time" in m.text), None)


T = TypeVar("T")


def question_of(fake: FakeTelegram, user: object, seat: int, moves: int) -> tuple[StoredMessage, list[str]] | None:
    """The player's current turn-order question and its buttons (the panel's, `p<n>`, left out)."""
    for m in reversed(fake.messages(user)[-10:]):
        current = [d for d in move_buttons(m, seat) if d.split(":", 4)[3] == str(moves)]
        if current:
            return m, current
    return None


@contextlib.asynccontextmanager
async def three_humans(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: str, years: int = 1
) -> AsyncIterator[tuple[Harness, FakeTelegram, object, dict[int, object]]]:
    """Ann, Ben and Cat in a game of `years` of the deal `seed`, no timeouts in sight; the harness's
    clock can be advanced (`h.advance`) and the fake server's moves with it."""
    monkeypatch.setattr("bot.lobby.new_seed", lambda: seed)
    h: Harness | None = None
    fake = FakeTelegram(group_limit=None, record=True, clock=lambda: time.time() + (h.offset if h else 0.0))
    await fake.start()
    h = Harness(fake, tmp_path / "three.sqlite3", turn_timeout=600.0, reminder=0.0)
    await h.start()
    try:
        users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
        table = await open_game(h, GROUP, "economicus", users, f"years={years} auction_seconds={SECONDS}")
        yield h, fake, table, {table.seat_of(u.id): u for u in users}
    finally:
        await h.stop()
        await fake.stop()


def group_raise(fake: FakeTelegram, k: int) -> tuple[StoredMessage, str] | None:
    """The group table's `+k` auction button (`o:<game>:<bid>@<auction>`, the k-th of +1, +2, +5),
    if the host shows them."""
    for m in reversed(fake.messages(GROUP)[-6:]):
        raises = [d for _, d in m.buttons() if d and re.fullmatch(r"o:\d+:\d+@\d+", d)]
        if len(raises) == 3:
            return m, raises[(1, 2, 5).index(k)]
    return None


async def raise_button(h: Harness, user: object, seat: int, k: int) -> tuple[StoredMessage, str]:
    """What a player presses to bid k over the high bid: the group's button where the host shows it,
    else the same step in the player's DM panel (+1 / +2 / +5 are its three bids; the panel is a
    paced edit, so it may take a moment to show the new amounts)."""
    found = group_raise(h.fake, k)
    if found is not None:
        return found
    table = await h.table(GROUP)
    assert table is not None and table.state is not None and table.state.auction is not None
    a = table.state.auction
    low = a.start if a.leader < 0 else a.high + 1
    for _ in range(100):
        panel = panel_of(h.fake, user)
        bids = sorted(
            (d for d in move_buttons(panel, seat) if d.split(":", 4)[4].startswith("bid:")) if panel else [],
            key=lambda d: int(d.rsplit(":", 1)[1]),
        )
        if panel is not None and len(bids) == 3 and int(bids[0].rsplit(":", 1)[1]) == low:
            return panel, bids[{1: 0, 2: 1, 5: 2}[k]]
        await asyncio.sleep(0.05)
        await h.drained()
    raise AssertionError(f"seat {seat} has no bid {low} in its panel")


async def test_three_players_contest_an_auction_through_a_restart_within_the_group_budget(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bot.lobby.new_seed", lambda: SEED)
    h: Harness | None = None
    fake = FakeTelegram(group_limit=20, record=True, clock=lambda: time.time() + (h.offset if h else 0.0))
    await fake.start()
    h = Harness(
        fake, tmp_path / "e3.sqlite3", turn_timeout=600.0, reminder=0.0,
        group_per_minute=20, game_per_minute=12, overall_per_second=30, edit_interval=0.3,
    )  # fmt: skip
    await h.start()
    try:
        users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
        table = await open_game(h, GROUP, "economicus", users, f"years=1 auction_seconds={SECONDS}")
        by_seat = {table.seat_of(u.id): u for u in users}
        game = table.game
        contested = credit = restarted = False
        via_group = 0
        for _ in range(400):
            table = await h.table(GROUP) or table
            if table.status != "running":
                break
            state = table.state
            waiting = game.to_act(state)
            if waiting:
                seat = waiting[0]
                user = by_seat[seat]
                if not credit and state.phase == "roll":
                    panel = panel_of(fake, user)
                    wanted = [d for d in move_buttons(panel, seat) if d.endswith(":credit")] if panel else []
                    if wanted:  # the DM panel: credit at any time, announced in the group
                        await h.press(user, panel, wanted[0])
                        assert table.state.players[seat].credit == 5
                        credit = True
                        continue
                found = question_of(fake, user, seat, state.moves[seat])
                assert found is not None, f"no question for seat {seat} in phase {state.phase}"
                first = game.legal_actions(state, seat)[0]
                data = next((d for d in found[1] if d.split(":", 4)[4] == first), None)
                assert data is not None, (first, found[1], state.phase)
                await h.press(user, found[0], data)
                a = table.state.auction
                if (
                    not contested and a is not None and a.leader == table.state.active
                    and not table.state.companies[a.cid].gov
                    and all(table.state.players[x].cash >= a.start + 12 for x in by_seat if x != a.leader)
                ):  # fmt: skip
                    via_group += await contest(h, fake, by_seat, table.state.active)
                    contested = restarted = True
                continue
            await h.advance(SECONDS + 1)  # nobody to wait for: the clock closes the auction
        table = await h.table(GROUP) or table
        assert contested and credit and restarted
        assert via_group == 1, "the contested auction went through the group's buttons"
        assert table.status == "finished", "the first year (and with years=1 the game) ends"
        group = fake.all_text_to(GROUP)
        assert "Crisis" in group, "this deal has a crisis in its first year"
        assert "takes 5M credit" in group and "buys a company in" in group and "End of year 1" in group
        pictures = [m for m in fake.messages(GROUP) if (m.document_bytes or b"").startswith(PNG)]
        assert len(pictures) >= 2  # the board at the start and when year 1 opens
        assert fake.too_many == 0, fake.too_many_calls
        assert fake.busiest_minute(GROUP) <= 20
        record = await record_of(h, users[0], GROUP)
        path = tmp_path / "record.json"
        path.write_text(json.dumps(record))
        assert games_main(["verify", str(path)]) == 0
    finally:
        await h.stop()
        await fake.stop()


async def contest(h: Harness, fake: FakeTelegram, by_seat: dict[int, object], active: int) -> int:
    """Two players bid against each other, the bot restarts in the middle of the countdown, then all
    three press as fast as they can; the clock closes the auction. Returns 1 if the group's buttons
    were there to press (else the same bids went through the DM panels)."""
    table = await h.table(GROUP)
    assert table is not None and table.state is not None
    b_seat, c_seat = (s for s in by_seat if s != active)
    a = table.state.auction
    assert a is not None
    start = a.start
    used_group = group_raise(fake, 1) is not None
    for seat, k in ((b_seat, 1), (c_seat, 1)):
        msg, data = await raise_button(h, by_seat[seat], seat, k)
        # the group's table offers the raises to everyone: both press the same kind of button there
        assert data.startswith(f"o:{table.id}:") and msg.chat_id == GROUP, (msg.chat_id, data)
        await h.press(by_seat[seat], msg, data)
    stale = (msg, data)  # the leader's own last press, pressed again after the restart
    a = table.state.auction
    assert a is not None and (a.leader, a.high) == (c_seat, start + 2)
    assert sorted(a.joined) == sorted((b_seat, c_seat))
    (key, (due, _)) = next((k, v) for k, v in table.ui.timers.items() if k.startswith("auction:"))
    bids = [x for x in await h.svc.store.actions(table.id) if x.action.startswith("bid:")]
    assert [(x.seat, x.action) for x in bids[-2:]] == [(b_seat, f"bid:{start + 1}"), (c_seat, f"bid:{start + 2}")]

    await h.restart()  # mid-countdown
    table = await h.table(GROUP)
    assert table is not None and table.state is not None and table.state.auction is not None
    a = table.state.auction
    assert (a.leader, a.high) == (c_seat, start + 2) and table.ui.timers[key][0] == due
    assert [x for x in await h.svc.store.actions(table.id) if x.action.startswith("bid:")] == bids
    answer = await h.press(by_seat[c_seat], stale[0], stale[1], strict=False)  # the leader again: refused
    assert answer.show_alert and table.state.auction.high == start + 2
    await h.advance(max(0.0, due - h.svc.clock() - 2))  # the countdown goes on from where it was
    assert table.state.auction is not None, "a restart does not close the auction early"

    msg, data = await raise_button(h, by_seat[b_seat], b_seat, 2)
    await h.press(by_seat[b_seat], msg, data)
    assert (table.state.auction.leader, table.state.auction.high) == (b_seat, start + 4)
    for _ in range(4):  # everyone at once, as fast as they can
        ids = []
        for seat, user in by_seat.items():
            if table.state.auction is None or table.state.auction.leader == seat:
                continue
            msg, data = await raise_button(h, user, seat, 1)
            await fake.press(user, msg, data=data, strict=False)
            ids.append(fake.last_update_id)
        for update_id in ids:
            await h.app.bot_data["processor"].wait_done(update_id)
        await h.drained()
    a = table.state.auction
    assert a is not None
    winner, price = a.leader, a.high
    cash = table.state.players[winner].cash
    await h.advance(SECONDS + 1)
    assert table.state.auction is None or table.state.auction.cid != a.cid
    assert table.state.companies[a.cid].owner == winner
    assert table.state.players[winner].cash <= cash - price + 20  # paid (profits may follow the close)
    return int(used_group)


async def test_the_group_table_offers_raises_counts_down_and_a_typed_bid_works(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A live auction on the group's table: its raise buttons are everyone's, yet a stranger's press
    or a forged one changes nothing (a clear answer, no traceback); while nobody bids the table
    counts down by edits alone; and a bid typed in DM is taken although the game waits for nobody."""
    monkeypatch.setattr("bot.lobby.new_seed", lambda: SEED)
    h: Harness | None = None
    fake = FakeTelegram(group_limit=20, record=True, clock=lambda: time.time() + (h.offset if h else 0.0))
    await fake.start()
    h = Harness(
        fake, tmp_path / "e4.sqlite3", turn_timeout=600.0, reminder=0.0, group_per_minute=20, game_per_minute=12
    )
    await h.start()
    try:
        users = [fake.user(i + 1, name) for i, name in enumerate(("Ann", "Ben", "Cat"))]
        table = await open_game(h, GROUP, "economicus", users, "years=1 auction_seconds=60")
        by_seat = {table.seat_of(u.id): u for u in users}
        game = table.game
        for _ in range(200):  # to the first open auction of a private company
            state = table.state
            a = state.auction
            if a is not None and a.opened and not state.companies[a.cid].gov and not game.to_act(state):
                break
            waiting = game.to_act(state)
            if not waiting:
                await h.advance(61)
                continue
            seat = waiting[0]
            found = question_of(fake, by_seat[seat], seat, state.moves[seat])
            assert found is not None, f"no question for seat {seat} in phase {state.phase}"
            first = game.legal_actions(state, seat)[0]
            await h.press(by_seat[seat], found[0], next(d for d in found[1] if d.split(":", 4)[4] == first))
        else:
            raise AssertionError("no private auction opened")
        assert schedule.countdown_at(h.svc, table) is not None, "a running auction clock counts down on the table"
        found_raise = group_raise(fake, 1)
        assert found_raise is not None, "the group's table offers the raises"
        msg, data = found_raise
        sent, version = len(fake.messages(GROUP)), table.state.version

        # the countdown: the table is redrawn when 30 s and 10 s are left, by edits only, and the game
        # stays as it was; in between, time passing costs no call
        h.svc.redrawn[table.id] = h.svc.clock()  # (as if just drawn)
        ends = min(at for at, _ in table.ui.timers.values())
        for left in (30, 10):
            before, calls = msg.text, len(fake.requests)
            due = schedule.countdown_at(h.svc, table)
            assert due is not None and round(ends - due) == left, (due, ends)
            assert await h.advance(due - h.svc.clock() - 1) == 0 and len(fake.requests) == calls
            assert await h.advance(1) == 1  # as the scheduler runs it when time passes
            await h.drained()
            assert msg.text != before and f"{left} s left" in (msg.text or ""), msg.text
        assert schedule.countdown_at(h.svc, table) is None, "after the last mark only the clock's end redraws it"
        assert len(fake.messages(GROUP)) == sent and table.state.version == version

        # a button whose data would not fit Telegram's 64 bytes is left out, the others stay
        f = face("economicus")
        real = f.group_buttons
        with monkeypatch.context() as m:
            m.setattr(f, "group_buttons", lambda *args: [*real(*args), [("x", "+1@" + "9" * 64)]])
            _, markup = render.live_table(h.svc, table, "en")
        assert markup is not None
        shown = [b["callback_data"] for row in json.loads(markup.json)["inline_keyboard"] for b in row]
        assert data in shown and all(len(d.encode()) <= 64 for d in shown)

        # a stranger, and forged data: refused plainly, nothing changes
        zed = fake.user(9, "Zed")
        said = await h.press(zed, msg, data)
        assert said.show_alert and "not in this game" in (said.text or "")
        for forged in ("o:abc:+1", f"o:{table.id}:+1@999", "o:", f"o:{table.id}", "o:٣:+1"):
            said = await h.press(users[0], msg, forged, strict=False)
            assert said.show_alert and "out of date" in (said.text or ""), (forged, said.text)
        assert table.state.version == version and len(fake.messages(GROUP)) == sent
        bidder = by_seat[next(x for x in by_seat if x != table.state.auction.leader)]
        said = await h.press(bidder, fake.last(bidder), data, strict=False)  # the group's raise, from a DM
        assert table.state.version == version and "another chat" in (said.text or "")

        # a bid typed in DM while the auction is open (the game waits for nobody)
        a = table.state.auction
        assert a is not None and not game.to_act(table.state)
        seat, amount = next(x for x in by_seat if x != a.leader), a.high + 1
        await h.say(by_seat[seat], str(amount))
        assert (table.state.auction.leader, table.state.auction.high) == (seat, amount)
        bids = [x for x in await h.svc.store.actions(table.id) if x.action.startswith("bid:")]
        assert (bids[-1].seat, bids[-1].action) == (seat, f"bid:{amount}")
        assert "no decision waiting" not in fake.all_text_to(by_seat[seat])
        ends, due = min(at for at, _ in table.ui.timers.values()), schedule.countdown_at(h.svc, table)
        assert due is not None and round(ends - due) == 30, "a bid restarts the clock, and its marks with it"
        # a second or two before the clock ends, no countdown redraw: the end's own comes at once
        h.offset += 58.5
        async with table.lock:
            assert await timers.redraw_countdown(h.svc, table) == []
        h.offset -= 30
        async with table.lock:
            assert await timers.redraw_countdown(h.svc, table), "with half a minute left, it counts down"
        await h.advance(61)  # the clock closes the auction: the countdown stops with the clocks
        assert (schedule.countdown_at(h.svc, table) is not None) == bool(table.ui.timers)
        # the sale is told on the table the bidders watched, which loses its raises; no new message
        await h.drained()
        assert table.state.auction is None and "buys a company in" in (msg.text or ""), msg.text
        assert not [d for _, d in msg.buttons() if d and d.startswith("o:")] and len(fake.messages(GROUP)) == sent
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR], "no traceback"
        assert fake.too_many == 0 and fake.busiest_minute(GROUP) <= 20
    finally:
        await h.stop()
        await fake.stop()


async def play_until(
    h: Harness, table: Any, by_seat: dict[int, object], wanted: Callable[[Any], T | None], moves: int = 100
) -> T | None:
    """Each seat asked presses its first choice (the clock closes the auctions) until `wanted(state)`
    finds what a test needs; None if it never does within `moves` steps."""
    game = table.game
    for _ in range(moves):
        state = table.state
        got = wanted(state)
        if got is not None:
            return got
        waiting = game.to_act(state)
        if not waiting:
            await h.advance(SECONDS + 1)  # the clock closes the auction
            continue
        seat = waiting[0]
        found = question_of(h.fake, by_seat[seat], seat, state.moves[seat])
        assert found is not None, f"no question for seat {seat} in phase {state.phase}"
        first = game.legal_actions(state, seat)[0]
        await h.press(by_seat[seat], found[0], next(d for d in found[1] if d.split(":", 4)[4] == first))
    return None


async def test_an_owner_asked_about_sales_is_asked_anew_when_their_company_gets_an_exceptional_offer(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The owner is already asked (sell or done) when the active player makes an exceptional offer
    for their company: their question must become the offer's (accept or refuse), though they have
    not moved. It used to keep the sales buttons, which the engine then refused, until the timeout."""
    # the deal "0b…": an offer on an asked owner, 7 moves in
    async with three_humans(tmp_path, monkeypatch, "0b" * 32) as (h, fake, table, by_seat):
        game = table.game

        def offer_on_an_asked_owner(state: Any) -> tuple[int, str] | None:
            waiting = game.to_act(state)
            legal = game.legal_actions(state, waiting[0]) if waiting else []
            offers = [a for a in legal if a.startswith("offer:") and state.companies[int(a[6:])].owner in state.asked]
            return (waiting[0], offers[0]) if offers else None

        found = await play_until(h, table, by_seat, offer_on_an_asked_owner)
        assert found is not None, "the deal no longer has an offer on an asked owner: pick another seed"
        seat, offer = found
        state = table.state
        owner = state.companies[int(offer[6:])].owner
        before = question_of(fake, by_seat[owner], owner, state.moves[owner])
        assert before is not None and {d.split(":", 4)[4] for d in before[1]} >= {"done"}
        asked = question_of(fake, by_seat[seat], seat, state.moves[seat])
        assert asked is not None
        await h.press(by_seat[seat], asked[0], next(d for d in asked[1] if d.split(":", 4)[4] == offer))
        state = table.state
        assert state.phase == "offer" and game.to_act(state) == [owner]
        await h.drained()
        asked = question_of(fake, by_seat[owner], owner, state.moves[owner])
        assert asked is not None
        message, buttons = asked
        assert {d.split(":", 4)[4] for d in buttons} == {"accept", "refuse"}, buttons
        await h.press(by_seat[owner], message, next(d for d in buttons if d.endswith(":refuse")))
        assert table.state.offer is None, "the owner's answer was taken"


async def test_a_question_that_only_lost_a_choice_to_anothers_sale_is_redrawn_where_it_is(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The active player is asked about the sales (done, sell, an exceptional offer for another
    owner's company) when that owner sells the company to the bank: the offer goes from their buttons
    in the message they were asked in. No new message (a second ping for the same question, seconds
    after the first, and a former message to delete later)."""
    # the deal "0b…": an offer on an asked owner, 7 moves in
    async with three_humans(tmp_path, monkeypatch, "0b" * 32) as (h, fake, table, by_seat):
        game = table.game

        def an_offers_company_its_owner_may_sell(state: Any) -> tuple[int, str, str] | None:
            active = state.active
            legal = game.legal_actions(state, active) if active in game.to_act(state) else []
            for a in legal:
                owner = state.companies[int(a[6:])].owner if a.startswith("offer:") else -1
                if owner >= 0 and f"sell:{a[6:]}" in game.legal_actions(state, owner):
                    return owner, f"sell:{a[6:]}", a
            return None

        target = await play_until(h, table, by_seat, an_offers_company_its_owner_may_sell)
        assert target is not None, "the deal no longer has an owner who may sell an offer's company: pick another"
        owner, sell, offer = target
        state = table.state
        active = state.active
        await h.drained()
        asked = question_of(fake, by_seat[active], active, state.moves[active])
        assert asked is not None and any(d.endswith(f":{offer}") for d in asked[1])
        await h.advance(render.IN_PLACE_WINDOW + 1)  # the active player looks away from their DM
        before = len(fake.messages(by_seat[active]))
        theirs = question_of(fake, by_seat[owner], owner, state.moves[owner])
        assert theirs is not None
        await h.press(by_seat[owner], theirs[0], next(d for d in theirs[1] if d.endswith(f":{sell}")))
        await h.drained()
        state = table.state
        assert state.phase == "sales" and active in game.to_act(state), "still asked about the sales"
        assert offer not in game.legal_actions(state, active)
        assert len(fake.messages(by_seat[active])) == before, "no new message for the same question"
        now = question_of(fake, by_seat[active], active, state.moves[active])
        assert now is not None and now[0].message_id == asked[0].message_id, "redrawn where it was asked"
        assert not any(d.endswith(f":{offer}") for d in now[1]), "the sold company's offer is gone"
        assert any(d.endswith(":done") for d in now[1])


async def test_the_panel_stays_pressable_while_its_player_answers_and_a_double_press_counts_once(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The panel is not redrawn for every question its player answers, so its buttons must not go
    out of date with them: a credit pressed on the panel drawn before the player's roll is taken.
    Pressed twice (the second press on the same, now older, panel) it is taken once."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, fake, table, by_seat):
        game = table.game
        for _ in range(100):
            state = table.state
            seat = game.to_act(state)[0]
            panel = panel_of(fake, by_seat[seat])
            credit = [d for d in move_buttons(panel, seat) if d.endswith(":credit")] if panel else []
            if state.phase == "roll" and credit:
                break
            found = question_of(fake, by_seat[seat], seat, state.moves[seat])
            assert found is not None, f"no question for seat {seat} in phase {state.phase}"
            await h.press(by_seat[seat], found[0], found[1][0])
            await h.drained()
        else:
            raise AssertionError("no roll with a credit on the roller's panel")
        user = by_seat[seat]
        assert panel is not None
        roll = question_of(fake, user, seat, state.moves[seat])
        assert roll is not None
        moves = table.state.moves[seat]
        forged = await h.press(user, panel, data=f"g:{table.id}:{seat}:p0:roll", strict=False)
        assert forged.show_alert and table.state.moves[seat] == moves, "a panel button takes no turn move"
        other = next(x for x in by_seat if x != seat)
        forged = await h.press(by_seat[other], panel, data=credit[0], strict=False)
        assert forged.show_alert and table.state.players[seat].credit == 0, "nor another player's press"
        await h.press(user, roll[0], next(d for d in roll[1] if d.endswith(":roll")))
        assert table.state.moves[seat] == moves + 1 and table.state.phase != "roll", "the roll was taken"
        said = await h.press(user, panel, data=credit[0], strict=False)
        assert not said.show_alert, said.text
        assert table.state.players[seat].credit == 5
        said = await h.press(user, panel, data=credit[0], strict=False)
        assert said.show_alert and "panel has just changed" in (said.text or "")
        assert table.state.players[seat].credit == 5, "the double press took one credit"


async def test_a_players_question_and_panel_are_one_message_the_only_one_with_buttons(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a player is asked and what they may do at any time share one DM message, under their
    position: a step that changes both (a year's new cards and the roll they answer) redraws it once,
    and the panel never scrolls up out of sight. No older message of theirs has the question's buttons."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, fake, table, by_seat):
        game = table.game
        together = 0
        for _ in range(300):
            await h.drained()
            if table.status != "running":
                break
            for seat, user in by_seat.items():  # (older ones keep theirs: a press there says where to look;
                now = str(table.state.moves[seat])  # an older panel button acts on the same panel, once)
                live = [m for m in fake.messages(user) if any(d.split(":", 4)[3] == now for d in move_buttons(m, seat))]
                assert len(live) <= 1, f"seat {seat} has {len(live)} messages with live question buttons"
            state = table.state
            waiting = game.to_act(state)
            if not waiting:
                await h.advance(SECONDS + 1)  # the auction's clock closes it
                continue
            seat = waiting[0]
            found = question_of(fake, by_seat[seat], seat, state.moves[seat])
            assert found is not None, f"no question for seat {seat} in phase {state.phase}"
            message, buttons = found
            panel = [d for d in move_buttons(message, seat) if d.split(":", 4)[3].startswith("p")]
            if panel:
                together += 1
                assert message.text and "At any time" in message.text and "Your position" in message.text
            await h.press(by_seat[seat], message, buttons[0])
        assert table.status == "finished"
        assert together >= 5, "questions asked with the panel under the same message"


async def test_anyone_but_the_criminal_investigates_from_the_group_table(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crime played from a player's panel puts "🔍 Investigate" on the group's table, one button
    for everyone: the criminal's press is refused with the reason, another player's investigates."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, fake, table, by_seat):
        game = table.game
        for _ in range(200):
            await h.drained()
            state = table.state
            if state.crimes or table.status != "running":
                break
            crimes = [
                (seat, m, d)
                for seat, user in by_seat.items()
                if (m := panel_of(fake, user)) is not None
                for d in move_buttons(m, seat)
                if d.endswith((":play:tax", ":play:kickback", ":play:insider"))
            ]
            if crimes:  # a crime succeeds on a die over its difficulty: a failed one is tried again
                criminal, message, data = crimes[0]
                await h.press(by_seat[criminal], message, data)
                continue
            waiting = game.to_act(state)
            if not waiting:
                await h.advance(SECONDS + 1)
                continue
            seat = waiting[0]
            found = question_of(fake, by_seat[seat], seat, state.moves[seat])
            assert found is not None, f"no question for seat {seat} in phase {state.phase}"
            await h.press(by_seat[seat], found[0], found[1][0])
        assert table.state.crimes, "no crime succeeded in this deal's year"
        crime = table.state.crimes[0]
        criminal = crime.seat
        shown = [(m, d) for m in fake.messages(GROUP)[-3:] for _, d in m.buttons() if d and d.endswith(f":?{crime.id}")]
        assert shown, "the group's table offers the investigation"
        for seat, user in by_seat.items():  # and no player's panel does
            panel = panel_of(fake, user)
            assert panel is None or not [d for d in move_buttons(panel, seat) if ":probe:" in d]
        said = await h.press(by_seat[criminal], *shown[0], strict=False)
        assert said.show_alert and "cannot investigate" in (said.text or "") and table.state.crimes
        other = next(s for s in by_seat if s != criminal)
        said = await h.press(by_seat[other], *shown[0], strict=False)
        assert not said.show_alert, said.text
        assert other in crime.tried or crime not in table.state.crimes
        await h.drained()
        assert "journalists against" in fake.all_text_to(GROUP)


async def test_a_game_from_before_keeps_no_buttons_on_its_old_panel_message(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game saved when the panel had a DM message of its own (`ui["panel"]`) and resumed by this
    version: that message loses its buttons with the next step, since the panel is now under the
    player's question."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, fake, table, by_seat):
        seat, user = next(iter(by_seat.items()))
        credit = InlineKeyboardMarkup([[InlineKeyboardButton("Credit", callback_data="x")]])
        old = await h.app.bot.send_message(user.id, "At any time", reply_markup=credit)
        h.svc.sender.slots[(table.id, f"panel:{seat}")] = (user.id, old.message_id)
        table.ui.panel = {str(seat): "mark"}
        waiting = table.game.to_act(table.state)[0]
        found = question_of(fake, by_seat[waiting], waiting, table.state.moves[waiting])
        assert found is not None
        await h.press(by_seat[waiting], found[0], found[1][0])
        await h.drained()
        stored = next(m for m in fake.messages(user) if m.message_id == old.message_id)
        assert not stored.buttons() and table.ui.panel is None


async def test_a_player_asked_later_reads_the_deal_with_their_position_in_the_message_their_question_takes(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the start the first player is asked to place a company; the others read the cards they
    were dealt beside their position, and when their turn to place comes, that same message asks
    them (one message each, not a message of cards and then one with the question)."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, fake, table, by_seat):
        await h.drained()
        first = table.game.to_act(table.state)[0]
        dealt = {}
        for seat, user in by_seat.items():
            told = [m for m in fake.messages(user) if "Your new card" in (m.text or "")]
            assert len(told) == 1 and "Your position" in (told[0].text or ""), seat
            dealt[seat] = told[0].message_id
        asked: set[int] = set()
        while table.state.phase == "place":
            seat = table.game.to_act(table.state)[0]
            found = question_of(fake, by_seat[seat], seat, table.state.moves[seat])
            assert found is not None
            if seat != first and seat not in asked:
                asked.add(seat)
                assert found[0].message_id == dealt[seat]
                assert [m.message_id for m in fake.messages(by_seat[seat]) if "Your position" in (m.text or "")] == [
                    dealt[seat]
                ]
            await h.press(by_seat[seat], found[0], found[1][0])
            await h.drained()
        assert asked == set(by_seat) - {first}


async def test_a_panel_that_another_players_move_changed_waits_for_its_players_next_question(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Money that came from someone else's move (a neighbour's profit) may add a button to a player's
    panel: the redraw is owed, but it asks nothing, so it may wait long (`LAZY`, see
    test_outbox_calls) for the player's next question to carry it; a player's own move in their DM
    redraws their panel at once, and one made in the group waits like a receipt."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, _fake, table, by_seat):
        await h.drained()
        while table.state.phase == "place":  # companies placed: the panels have something to offer
            seat = table.game.to_act(table.state)[0]
            found = question_of(h.fake, by_seat[seat], seat, table.state.moves[seat])
            assert found is not None
            await h.press(by_seat[seat], found[0], found[1][0])
            await h.drained()
        actor = table.game.to_act(table.state)[0]
        other = next(seat for seat in by_seat if seat != actor and str(seat) not in table.ui.prompted)
        table.state.players[other].cash = 5  # too little to deposit: the button goes
        table.acted_in[other] = by_seat[other].id  # as if by a move of their own in their DM
        rows = await render.render(h.svc, table, [], actor=other)
        mine = [r for r in rows if r.kind == "edit" and r.chat_id == by_seat[other].id]
        assert mine and mine[0].prio == ANSWER and not mine[0].body.get("meta", {}).get(LAZY)
        table.state.players[other].cash = 25  # a neighbour's profit: the button is back
        rows = await render.render(h.svc, table, [], actor=actor)
        theirs = [r.body.get("meta", {}) for r in rows if r.kind == "edit" and r.chat_id == by_seat[other].id]
        assert theirs and theirs[0].get(LAZY)
        # their own move made in the group (a bid that paid the entry fee): they are watching the table
        # and the toast answered them, so the DM waits like a receipt for their next question
        table.state.players[other].cash = 4
        table.acted_in[other] = GROUP
        rows = await render.render(h.svc, table, [], actor=other)
        bid = [r for r in rows if r.kind == "edit" and r.chat_id == by_seat[other].id]
        assert bid and bid[0].prio != ANSWER and bid[0].body.get("meta", {}).get(HOLD)


async def to_open_auction(h: Harness, table: object, by_seat: dict[int, object]) -> None:
    """Play the first moves until a private lot's auction is open to everyone (nobody is asked)."""
    game = table.game  # type: ignore[attr-defined]  # table is a live Table, typed object to keep the helper loose

    def open_private(state: Any) -> bool | None:
        a = state.auction
        opened = a is not None and a.opened and not state.companies[a.cid].gov and not game.to_act(state)
        return True if opened else None

    assert await play_until(h, table, by_seat, open_private, moves=200), "no private auction opened"


async def test_a_raise_pressed_after_the_lead_passed_its_amount_is_refused_with_the_bid_now(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The race of issue 25: Ben looks at «+1M → N» while Cat bids N; Ben's press of the button he
    saw is refused with the standing bid named, never turned into N + 1; the table gets fresh
    buttons; a press that is taken is told the bid placed."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, fake, table, by_seat):
        await to_open_auction(h, table, by_seat)
        await h.drained()
        a = table.state.auction
        assert a is not None
        ben, cat = (s for s in by_seat if s != table.state.active)
        found = group_raise(fake, 1)
        assert found is not None
        msg, data = found
        shown = int(data.split(":", 2)[2].partition("@")[0])  # the bid the button says
        before = len([x for x in await h.svc.store.actions(table.id) if x.action.startswith("bid:")])
        said = await h.press(by_seat[cat], msg, data)
        assert not said.show_alert and f"Your bid: {shown}M — you lead" in (said.text or ""), said.text
        assert (a.leader, a.high) == (cat, shown)
        said = await h.press(by_seat[ben], msg, data, strict=False)  # the same button, a moment later
        assert said.show_alert and f"already {shown}M" in (said.text or "") and "Cat" in (said.text or ""), said.text
        assert (a.leader, a.high) == (cat, shown), "never turned into a higher bid"
        bids = [x for x in await h.svc.store.actions(table.id) if x.action.startswith("bid:")]
        assert [(x.seat, x.action) for x in bids[before:]] == [(cat, f"bid:{shown}")]
        await h.drained()
        fresh = group_raise(fake, 1)
        assert fresh is not None and int(fresh[1].split(":", 2)[2].partition("@")[0]) == shown + 1
        said = await h.press(by_seat[ben], *fresh)
        assert f"Your bid: {shown + 1}M" in (said.text or "") and (a.leader, a.high) == (ben, shown + 1)


async def test_bankruptcy_from_the_panel_asks_first_and_no_leaves_everything_as_it_was(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The panel's bankruptcy is one tap no more: the message turns into a question naming what is
    lost and the fresh start; No brings the panel back with nothing changed; Yes declares it."""
    async with three_humans(tmp_path, monkeypatch, SEED) as (h, fake, table, by_seat):
        await to_open_auction(h, table, by_seat)
        await h.drained()
        seat = next(iter(by_seat))
        user = by_seat[seat]
        panel = panel_of(fake, user)
        assert panel is not None
        ask = next(d for d in move_buttons(panel, seat) if d.endswith(":~bankrupt"))
        version = table.state.version
        await h.press(user, panel, ask)
        await h.drained()
        asked = next(m for m in fake.messages(user) if m.message_id == panel.message_id)
        assert "Declare bankruptcy?" in (asked.text or "") and "20M, a privatization quota" in (asked.text or "")
        assert table.state.version == version and not table.state.players[seat].out
        no = next(d for d in move_buttons(asked, seat) if d.endswith(":~"))
        await h.press(user, asked, no)
        await h.drained()
        back = next(m for m in fake.messages(user) if m.message_id == panel.message_id)
        assert "At any time" in (back.text or "") and table.state.version == version
        await h.press(user, back, next(d for d in move_buttons(back, seat) if d.endswith(":~bankrupt")))
        await h.drained()
        asked = next(m for m in fake.messages(user) if m.message_id == panel.message_id)
        yes = next(d for d in move_buttons(asked, seat) if d.endswith(":bankrupt"))
        await h.press(user, asked, yes)
        assert table.state.players[seat].out
        await h.drained()
        assert "bankrupt" in fake.all_text_to(GROUP)


async def test_a_player_in_debt_is_asked_by_dm_and_covers_it_with_a_button(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every company loses 25M a roll (a patched rule), so Ann's first profit leaves her cash
    negative: her DM asks how to cover it, with credit, each company at half price and the default;
    her press sells the company, the table names no debt any more and the game goes on."""
    from games.economicus import rules

    monkeypatch.setattr(rules, "base_profit", lambda state, ind: -25)
    monkeypatch.setattr(lobby, "new_seed", lambda: "7" * 64)
    fake = FakeTelegram(group_limit=None, record=True)
    await fake.start()
    h = Harness(fake, tmp_path / "debt.sqlite3", turn_timeout=600.0, reminder=0.0)
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Exchange", members=[ann])
        await h.say(ann, "/start")
        await h.say(ann, "/new economicus years=8 ai=1", GROUP)
        await h.press(ann, fake.last(GROUP), text="Start")
        table = await h.table(GROUP)
        assert table is not None and table.status == "running"
        seat = table.seat_of(ann.id)
        rng = random.Random(2)
        asked = None
        for _ in range(400):
            state = table.state
            if table.status != "running" or seat in state.debts:
                break
            question = question_of(fake, ann, seat, state.moves[seat])
            if question is not None and seat in table.game.to_act(state):
                await h.press(ann, question[0], pick(question[1], rng))
                continue
            await h.advance(30)
        state = table.state
        assert seat in state.debts, "Ann never owed anything"
        asked = question_of(fake, ann, seat, state.moves[seat])
        assert asked is not None
        message, buttons = asked
        owe = -state.players[seat].cash
        assert f"You are {owe}M short" in (message.text or "")
        labels = {data.split(":", 4)[4]: label for label, data in message.buttons() if data in buttons}
        assert labels.get("cover") == "Cover it for me"
        sells = {a: label for a, label in labels.items() if a.startswith("halfsell:")}
        assert sells and all("to the bank: +" in label for label in sells.values())
        assert "💸" in (fake.last(GROUP).text or "") or "💸" in fake.all_text_to(GROUP)
        action = next(iter(sells))
        cid = int(action.split(":")[1])
        data = next(d for d in buttons if d.endswith(":" + action))
        await h.press(ann, message, data)
        state = table.state
        assert state.companies[cid].owner != seat
        assert "has to sell a company" in fake.all_text_to(GROUP)
    finally:
        await h.stop()
        await fake.stop()


async def test_the_board_is_posted_at_the_start_and_each_year_and_not_otherwise(
    tmp_path: Path, economicus_offered: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A two-year game of three players: the group gets the board at the start and when each year opens;
    no other step posts one: not a roll, a bid, a sale, an auction won (the table's board line names
    the new owner: a picture each time made the game the noisiest at a person's pace). A year's board
    tells the year's news in its caption: the step sends nothing else new to the group (a new table
    above the picture cost a second message that notified everyone for the same news)."""
    async with three_humans(tmp_path, monkeypatch, SEED, years=2) as (h, fake, table, by_seat):
        game = table.game

        def photos() -> list[StoredMessage]:
            return [m for m in fake.messages(GROUP) if (m.document_bytes or b"").startswith(PNG)]

        assert len(photos()) == 1, "the board at the start"
        sold = quiet = auctions = years = 0
        for _ in range(800):
            table = await h.table(GROUP) or table
            if table.status != "running":
                break
            state = table.state
            before, sales, year = len(photos()), state.auction_sales, state.year
            sent = len(fake.messages(GROUP))
            waiting = game.to_act(state)
            if waiting:
                seat = waiting[0]
                found = question_of(fake, by_seat[seat], seat, state.moves[seat])
                assert found is not None, f"no question for seat {seat} in phase {state.phase}"
                first = game.legal_actions(state, seat)[0]
                data = next(d for d in found[1] if d.split(":", 4)[4] == first)
                await h.press(by_seat[seat], found[0], data)
            else:
                if state.auction is not None and state.auction.opened:
                    auctions += 1
                await h.advance(SECONDS + 1)  # the clock closes the auction
            table = await h.table(GROUP) or table
            state = table.state
            posted = photos()[before:]
            if table.status == "running" and state.year > year:
                assert len(posted) == 1, (state.phase, state.year)
                caption = posted[0].text or ""
                assert f"Year {state.year}" in caption
                assert f"Year {state.year}. Auditor: " in caption, "the year's news head the board's caption"
                if state.year > 1:
                    assert f"End of year {year}." in caption
                await h.drained()
                assert fake.messages(GROUP)[sent:] == posted, "the picture is the step's only new message"
                years += 1
            else:
                assert not posted, (state.phase, state.year)
                quiet += 1
                sold += state.auction_sales > sales
        assert table.status == "finished"
        assert years >= 1 and sold >= 2 and auctions >= 2 and quiet > sold


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("ru", "Аукцион закрывается через 30 с"),
        ("en", "Auction closes 30 s after a bid"),
        ("zh", "最后出价 30 秒后拍卖成交"),
    ],
)
async def test_the_lobby_says_when_an_auction_closes_as_a_sentence(
    tmp_path: Path, economicus_offered: None, lang: str, said: str
) -> None:
    """The auction clock option reads as a sentence with its value («Аукцион закрывается через 20 с»),
    in the lobby's options and on the button that changes it; the other options keep «name: value»."""
    fake = FakeTelegram(group_limit=None, record=True)
    await fake.start()
    h = Harness(fake, tmp_path / "lobby.sqlite3")
    await h.start()
    try:
        ann = fake.user(1, "Ann")
        fake.group(GROUP, "Exchange", members=[ann])
        fake.set_admin(GROUP, ann)
        await h.say(ann, f"/lang {lang}", GROUP)
        await h.say(ann, "/new economicus auction_seconds=30", GROUP)
        lobby_msg = fake.last(GROUP)
        assert said in (lobby_msg.text or ""), lobby_msg.text
        labels = [label for label, _ in lobby_msg.buttons()]
        assert any(said in label for label in labels), labels
        press = next(data for label, data in lobby_msg.buttons() if said in label)
        await h.press(ann, lobby_msg, press)  # the next preset: the sentence follows the value
        assert said.replace("30", "60") in (fake.last(GROUP).text or "")
        years = {"ru": "Лет: без ограничения", "en": "Years: no limit", "zh": "年数：不限"}[lang]
        assert years in (fake.last(GROUP).text or "")
    finally:
        await h.stop()
        await fake.stop()
