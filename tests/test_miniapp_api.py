"""The Mini App's API (bot/miniapp/api.py) through the real stack: the bot in webhook mode serves it on
the webhook's origin; initData is signed with the bot's token as Telegram signs it."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from conftest import Harness

from bot.demo.fakegram import FakeTelegram
from bot.faces import face
from bot.faces.base import Ctx
from bot.miniapp.api import plain
from bot.miniapp.auth import launch

GROUP = -100290
TOKEN = "123456:TEST"
"""The token the tests' bot runs with (tests/conftest.py)."""
SEED = "50c8bd6ca2fa5bd69a0f1530ed5c7028794a2079d03bb7625ff8f3182e5bf029"


def init_data(user: Any, h: Harness, token: str = TOKEN, age: float = 5.0) -> str:
    return launch(user.json, token, int(h.svc.clock() - age))


class Client:
    def __init__(self, h: Harness, session: aiohttp.ClientSession) -> None:
        self.h, self.session = h, session
        self.base = f"http://127.0.0.1:{h.app.bot_data['settings'].port}"

    async def view(self, token: str, auth: str | None) -> tuple[int, Any]:
        headers = {"Authorization": auth} if auth is not None else {}
        async with self.session.get(f"{self.base}/api/view", params={"g": token}, headers=headers) as r:
            return r.status, (await r.json() if r.status == 200 else await r.text())

    async def act(self, body: dict[str, Any], auth: str | None) -> tuple[int, Any]:
        headers = {"Authorization": auth} if auth is not None else {}
        async with self.session.post(f"{self.base}/api/act", data=json.dumps(body), headers=headers) as r:
            return r.status, (await r.json() if r.status == 200 else await r.text())


@pytest.fixture
async def game(fake: FakeTelegram, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """Alice and Bob with three AI seats at a 保皇 table in GROUP, where Carol is a member who did not
    sit down; Dave is in no group."""
    monkeypatch.setattr("bot.lobby.new_seed", lambda: SEED)  # the deal: secret declarations come first
    h = Harness(fake, tmp_path / "m.sqlite3", webhook=True)
    await h.start()
    alice, bob, carol, dave = fake.user(1, "Alice"), fake.user(2, "Bob"), fake.user(3, "Carol"), fake.user(4, "Dave")
    fake.group(GROUP, "Friends", members=[alice, bob, carol])
    for u in (alice, bob):
        await h.say(u, "/start")
    await h.say(alice, "/new baohuang variant=weihai hands=1", GROUP)
    lobby = fake.last(GROUP)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await h.press(bob, lobby, data=f"l:{gid}:join")
    await h.press(alice, lobby, data=f"l:{gid}:start")
    table = await h.table(GROUP)
    assert table is not None and table.status == "running"
    try:
        async with aiohttp.ClientSession() as session:
            yield h, Client(h, session), table, (alice, bob, carol, dave)
    finally:
        await h.stop()


def waiting_line(fake: FakeTelegram) -> str:
    """The group's live table's "⏳ Waiting for: …" line (the secret declarations name only who is left)."""
    for m in reversed(fake.messages(GROUP)):
        lines = [x for x in (m.text or "").splitlines() if x.startswith("⏳")]
        if not m.deleted and lines:
            return lines[-1]
    return ""


def tma(user: Any, h: Harness, **kw: Any) -> str:
    return "tma " + init_data(user, h, **kw)


async def test_a_seat_holder_sees_their_own_hand_and_no_other(game: Any) -> None:
    h, api, table, (alice, bob, _, _) = game
    for user in (alice, bob):
        seat, other = table.seat_of(user.id), table.seat_of((bob if user is alice else alice).id)
        status, body = await api.view(table.token, tma(user, h))
        assert status == 200
        assert body["seat"] == seat and body["game"] == "baohuang"
        assert body["view"] == json.loads(json.dumps(table.game.player_view(table.state, seat)))
        assert sorted(body["view"]["hand"]) == sorted(table.state.cards[seat])
        raw = json.dumps(body)
        for s in range(5):
            if s != seat:
                assert json.dumps(sorted(table.state.cards[s], reverse=True)) not in raw
                assert json.dumps(list(table.state.cards[s])) not in raw
        assert other != seat
        acting = seat in table.game.to_act(table.state)
        assert bool(body["actions"]) == acting
        if acting:
            legal = table.game.legal_actions(table.state, seat)
            assert [a["action"] for a in body["actions"]] == legal and all(a["label"] for a in body["actions"])


async def test_a_member_without_a_seat_sees_the_public_table_and_cannot_move(game: Any) -> None:
    h, api, table, (_, _, carol, dave) = game
    status, body = await api.view(table.token, tma(carol, h))
    assert status == 200 and body["seat"] is None
    assert body["view"] == json.loads(json.dumps(table.game.public_view(table.state)))
    assert "hand" not in body["view"] and body["actions"] == [] and body["open"] == []
    version = table.state.version
    status, said = await api.act({"g": table.token, "action": "pass", "moves": 0}, tma(carol, h))
    assert status == 200 and said["ok"] is False and "view" not in said
    assert table.state.version == version
    assert (await api.view(table.token, tma(dave, h)))[0] == 403  # not in the group
    assert (await api.view("no-such-game", tma(carol, h)))[0] == 404


async def test_a_move_is_applied_once_and_the_group_sees_it(game: Any) -> None:
    h, api, table, (alice, bob, _, _) = game
    fake = h.fake
    seat = next(s for s in table.game.to_act(table.state) if table.seat_of(alice.id) == s or table.seat_of(bob.id) == s)
    user = alice if table.seat_of(alice.id) == seat else bob
    await h.drained()
    _, body = await api.view(table.token, tma(user, h))
    action, moves = body["actions"][0]["action"], body["moves"]
    assert user.first_name in waiting_line(fake)
    version = table.state.version
    status, said = await api.act({"g": table.token, "action": action, "moves": moves}, tma(user, h))
    assert status == 200 and said["ok"] is True and said["text"]
    assert table.state.moves[seat] == moves + 1 and table.state.version > version
    after = table.state.version
    assert said["view"]["moves"] == moves + 1
    # the same request again (a double tap): the version is stale, nothing changes
    status, again = await api.act({"g": table.token, "action": action, "moves": moves}, tma(user, h))
    assert status == 200 and again["ok"] is False and table.state.version == after
    await h.drained()
    line = waiting_line(fake)
    assert line and user.first_name not in line  # the group's table shows the move, as after a press
    stored = await h.game(table.id)
    assert stored is not None and stored.state.version == after  # committed


@pytest.mark.parametrize("case", ["none", "scheme", "tampered", "expired", "other-bot"])
async def test_unsigned_tampered_expired_or_foreign_data_gets_401_and_nothing_else(game: Any, case: str) -> None:
    h, api, table, (alice, _, _, _) = game
    auth = {
        "none": None,
        "scheme": init_data(alice, h),
        "tampered": tma(alice, h).replace("%22id%22%3A1%2C", "%22id%22%3A2%2C"),
        "expired": tma(alice, h, age=3700),
        "other-bot": tma(alice, h, token="654321:OTHER"),
    }[case]
    if case == "tampered":
        assert auth != tma(alice, h)
    status, body = await api.view(table.token, auth)
    assert status == 401 and "hand" not in body and "baohuang" not in body
    seat = table.seat_of(alice.id)
    version = table.state.version
    legal = table.game.legal_actions(table.state, seat) or ["pass"]
    status, body = await api.act({"g": table.token, "action": legal[0], "moves": table.state.moves[seat]}, auth)
    assert status == 401 and table.state.version == version


async def test_the_view_words_the_table_as_plain_lines_and_each_game_page_is_served_by_its_id(game: Any) -> None:
    h, api, table, (alice, _, carol, _) = game
    await h.drained()
    seat = table.seat_of(alice.id)
    _, mine = await api.view(table.token, tma(alice, h))
    _, public = await api.view(table.token, tma(carol, h))
    for body in (mine, public):  # the generic page's text: the chat's words, never HTML
        assert body["text"] and not any("<" in line or "&lt;" in line for line in body["text"])
        assert body["page"] is True and body["words"]["app-at-any-time"]
    if seat in table.game.to_act(table.state):  # the DM's question comes with it, for the seat only
        assert len(mine["text"]) > len(public["text"])
    async with api.session.get(f"{api.base}/app/games/baohuang.js") as r:
        assert r.status == 200 and "CroupierPages" in await r.text()
    for name in ("nope", "..%2Fapp", "enterprise%2F..%2Fbaohuang"):
        async with api.session.get(f"{api.base}/app/games/{name}.js") as r:
            assert r.status == 404


async def read_event(stream: aiohttp.StreamReader) -> str:
    """The next event's data (comments skipped)."""
    data = []
    while True:
        line = (await asyncio.wait_for(stream.readline(), 10)).decode().rstrip("\n")
        if not line and data:
            return "\n".join(data)
        if line.startswith("data: "):
            data.append(line[6:])


async def test_every_open_page_of_the_game_hears_of_a_move_as_it_is_committed(game: Any) -> None:
    h, api, table, (alice, bob, carol, _) = game
    await h.drained()
    seat = next(s for s in table.game.to_act(table.state) if s in (table.seat_of(alice.id), table.seat_of(bob.id)))
    mover = alice if table.seat_of(alice.id) == seat else bob
    url = f"{api.base}/api/events"
    async with (
        api.session.get(url, params={"g": table.token, "tma": init_data(bob, h)}) as r1,
        api.session.get(url, params={"g": table.token}, headers={"Authorization": tma(carol, h)}) as r2,
    ):
        assert r1.status == r2.status == 200 and r1.headers["Content-Type"] == "text/event-stream"
        for r in (r1, r2):
            assert await read_event(r.content) == "hello"
        _, body = await api.view(table.token, tma(mover, h))
        said = await api.act(
            {"g": table.token, "action": body["actions"][0]["action"], "moves": body["moves"]}, tma(mover, h)
        )
        assert said[1]["ok"] is True
        for r in (r1, r2):  # the seated player and the member without a seat: nothing but the news
            assert await read_event(r.content) == "moved"
    for params in ({"g": table.token}, {"g": table.token, "tma": init_data(bob, h, token="654321:OTHER")}):
        async with api.session.get(url, params=params) as r:
            assert r.status == 401
    async with api.session.get(f"{api.base}/api/view", params={"g": table.token, "tma": init_data(bob, h)}) as r:
        assert r.status == 401  # the query parameter is for the event stream alone


async def test_a_flood_of_moves_is_refused_in_the_players_words_and_changes_nothing(game: Any) -> None:
    h, api, table, (alice, bob, _, _) = game
    await h.drained()
    version = table.state.version
    answers = []
    for _ in range(12):  # a stale move (the double tap of a bot script): each refused by the game...
        status, said = await api.act({"g": table.token, "action": "pass", "moves": 99}, tma(alice, h))
        answers.append((status, (said if status == 200 else json.loads(said))["text"]))
    assert answers[0][0] == 200
    assert (429, "Too fast: wait a moment and try again.") in answers  # ... until the app says slow down
    assert table.state.version == version
    status, _ = await api.act({"g": table.token, "action": "pass", "moves": 99}, tma(bob, h))
    assert status == 200  # one user's flood is theirs alone
    await h.advance(10)
    status, _ = await api.act({"g": table.token, "action": "pass", "moves": 99}, tma(alice, h))
    assert status == 200  # and it passes


async def test_a_page_open_on_a_game_that_ended_shows_its_end_and_offers_nothing(game: Any) -> None:
    h, api, table, (alice, bob, carol, dave) = game
    assert (await api.view(table.token, tma(bob, h)))[0] == 200  # Bob's page is open on it
    h.fake.set_admin(h.fake.chat(GROUP), alice, creator=True)
    await h.say(alice, "/reset", GROUP)
    await h.press(alice, h.fake.last(GROUP), data=f"a:{table.id}:reset")
    await h.drained()
    assert await h.table(GROUP) is None, [m.text for m in h.fake.messages(GROUP)][-3:]
    for user in (bob, carol):
        status, body = await api.view(table.token, tma(user, h))
        assert status == 200 and body["status"] != "running" and body["actions"] == [] and body["open"] == []
    assert (await api.view(table.token, tma(dave, h)))[0] == 403  # still not for someone outside the group
    status, said = await api.act({"g": table.token, "action": "pass", "moves": 0}, tma(bob, h))
    assert status == 200 and said["ok"] is False


async def test_a_seat_not_asked_anything_reads_its_own_position_under_the_table_and_no_other(game: Any) -> None:
    h, api, table, (alice, bob, carol, _) = game
    await h.drained()
    game_, state = table.game, table.state
    humans = {table.seat_of(u.id): u for u in (alice, bob)}
    for _ in range(20):  # moves through the app until one of the two is not asked anything
        idle = [seat for seat in humans if not game_.can_act(state, seat)]
        if idle:
            break
        seat = next(iter(humans))
        _, body = await api.view(table.token, tma(humans[seat], h))
        said = await api.act(
            {"g": table.token, "action": body["actions"][0]["action"], "moves": body["moves"]}, tma(humans[seat], h)
        )
        assert said[1]["ok"] is True
        await h.drained()
    assert idle, "both players are always asked something"
    seat = idle[0]
    other = next(x for x in humans if x != seat)
    _, mine = await api.view(table.token, tma(humans[seat], h))
    _, public = await api.view(table.token, tma(carol, h))
    assert mine["actions"] == []

    def position(of: int) -> list[str]:
        ctx = Ctx("en", table.names, h.svc.catalog)
        text = face("baohuang").private_status(game_.player_view(state, of), of, ctx)
        return [x for x in plain(text) if x]

    assert mine["text"][: len(public["text"])] == public["text"]  # the group's text, then their own
    assert all(line in mine["text"] for line in position(seat)) and position(seat)
    theirs = [x for x in position(other) if x not in position(seat) and x not in public["text"]]
    assert theirs and not any(line in mine["text"] for line in theirs)  # never another seat's


async def test_an_open_page_hears_of_a_reset_and_then_shows_the_end(game: Any) -> None:
    h, api, table, (alice, bob, _, _) = game
    await h.drained()
    h.fake.set_admin(h.fake.chat(GROUP), alice, creator=True)
    url = f"{api.base}/api/events"
    async with api.session.get(url, params={"g": table.token, "tma": init_data(bob, h)}) as r:
        assert await read_event(r.content) == "hello"
        await h.say(alice, "/reset", GROUP)
        await h.press(alice, h.fake.last(GROUP), data=f"a:{table.id}:reset")
        assert await read_event(r.content) == "moved"  # not a step, yet the page is told
    status, body = await api.view(table.token, tma(bob, h))
    assert status == 200 and body["status"] == "cancelled" and body["actions"] == []


async def test_an_open_page_hears_of_a_game_stopped_on_an_engine_failure(
    game: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    h, api, table, (alice, bob, _, _) = game
    await h.drained()
    planted: list[bool] = []

    def broken(*args: Any) -> str:  # a planted engine bug: the AI seats' next move fails
        planted.append(True)
        raise ZeroDivisionError("planted engine bug")

    monkeypatch.setattr(table.game, "ai_action", broken)
    humans = {table.seat_of(u.id): u for u in (alice, bob)}
    url = f"{api.base}/api/events"
    async with api.session.get(url, params={"g": table.token, "tma": init_data(bob, h)}) as r:
        assert await read_event(r.content) == "hello"
        for _ in range(20):  # the players move through the app until an AI seat's turn comes
            seat = next(s for s in table.game.to_act(table.state) if s in humans)
            _, body = await api.view(table.token, tma(humans[seat], h))
            _, said = await api.act(
                {"g": table.token, "action": body["actions"][0]["action"], "moves": body["moves"]},
                tma(humans[seat], h),
            )
            if planted:
                break
            assert said["ok"] is True and await read_event(r.content) == "moved"
        assert planted and said["ok"] is False
        assert await read_event(r.content) == "moved"  # the game stopped: the page is told
    await h.drained()
    _, body = await api.view(table.token, tma(bob, h))
    assert body["actions"] == [] and body["open"] == []
