"""«Экономикус» through the real stack with its face: a player and two AI seats play a one-year game;
the group's table shows rolls, profits and auctions, the player's DM keeps an "at any time" panel whose
buttons (credit, bids…) the engine takes, and no message carries a raw id or placeholder."""

from __future__ import annotations

import asyncio
import json
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import Harness
from driver import move_buttons, open_game, pick, record_of
from fakegram import FakeTelegram
from fakegram.model import StoredMessage

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


async def test_a_game_with_the_face_table_panel_and_clean_texts(tmp_path: Path, economicus_offered: None) -> None:
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
        table = h.svc.tables.at(GROUP)
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
                if m is not panel and current:
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
    """The player's "at any time" panel (one DM message, edited as the position changes)."""
    return next((m for m in reversed(fake.messages(user)) if m.text and "At any time" in m.text), None)


def question_of(fake: FakeTelegram, user: object, seat: int, moves: int) -> tuple[StoredMessage, list[str]] | None:
    """The player's current turn-order question (not the panel, whose buttons carry the same count)."""
    for m in reversed(fake.messages(user)[-10:]):
        if m.text and "At any time" in m.text:
            continue
        current = [d for d in move_buttons(m, seat) if d.split(":", 4)[3] == str(moves)]
        if current:
            return m, current
    return None


def group_raise(fake: FakeTelegram, k: int) -> tuple[StoredMessage, str] | None:
    """The group table's `+k` auction button (`o:<game>:+k@<auction>`), if the host shows them."""
    for m in reversed(fake.messages(GROUP)[-6:]):
        for _, data in m.buttons():
            if data and data.startswith("o:") and data.split(":", 2)[2].startswith(f"+{k}@"):
                return m, data
    return None


async def raise_button(h: Harness, user: object, seat: int, k: int) -> tuple[StoredMessage, str]:
    """What a player presses to bid k over the high bid: the group's button where the host shows it,
    else the same step in the player's DM panel (+1 / +2 / +5 are its three bids; the panel is a
    paced edit, so it may take a moment to show the new amounts)."""
    found = group_raise(h.fake, k)
    if found is not None:
        return found
    table = h.svc.tables.at(GROUP)
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
            table = h.svc.tables.at(GROUP) or table
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
        table = h.svc.tables.at(GROUP) or table
        assert contested and credit and restarted
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
    table = h.svc.tables.at(GROUP)
    assert table is not None and table.state is not None
    b_seat, c_seat = (s for s in by_seat if s != active)
    a = table.state.auction
    assert a is not None
    start = a.start
    used_group = group_raise(fake, 1) is not None
    for seat, k in ((b_seat, 1), (c_seat, 1)):
        msg, data = await raise_button(h, by_seat[seat], seat, k)
        await h.press(by_seat[seat], msg, data)
    stale = (msg, data)  # the leader's own last press, pressed again after the restart
    a = table.state.auction
    assert a is not None and (a.leader, a.high) == (c_seat, start + 2)
    assert sorted(a.joined) == sorted((b_seat, c_seat))
    (key, (due, _)) = next(iter(table.ui["timers"].items()))
    bids = [x for x in await h.svc.store.actions(table.id) if x.action.startswith("bid:")]

    await h.restart()  # mid-countdown
    table = h.svc.tables.at(GROUP)
    assert table is not None and table.state is not None and table.state.auction is not None
    a = table.state.auction
    assert (a.leader, a.high) == (c_seat, start + 2) and table.ui["timers"][key][0] == due
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
