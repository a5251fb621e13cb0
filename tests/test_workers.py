"""Two workers on one PostgreSQL behind a balancer that alternates updates between them (bot/workers.py).

Both are real PTB Applications in this process, each with its own HTTP connections to the fake Bot
API server and its own webhook port; the balancer (below) forwards the fake's webhook POSTs to them in
turn, not by chat, and to the live one while the other is stopped. In-process rather than `python -m
bot` subprocesses: the test drives both bots' clocks (deadlines due in both at once) and reads which
worker handled what, which a subprocess would hide."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import socket
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import psycopg
import pytest
from aiohttp import web
from conftest import Harness
from driver import final_message, pending, pick
from test_miniapp_api import init_data, read_event

from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import Answer, StoredMessage
from games.registry import GAMES

GROUP = -100700
SECRET = "test-Secret_1-long-enough"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Balancer:
    """Forwards each POST to the next worker in turn; a worker that does not answer is skipped."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/tg/hook"
        self.turn = itertools.cycle(range(len(ports)))
        self.sent: list[int] = []
        """The port each update went to."""
        self.pin: int | None = None
        """A test sends every update to this port (the others are left out of turn)."""
        self._runner: web.AppRunner | None = None
        self._session: aiohttp.ClientSession | None = None

    async def start(self) -> None:
        server = web.Application()
        server.router.add_post("/tg/hook", self._forward)
        self._runner = web.AppRunner(server, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        self._session = aiohttp.ClientSession()

    async def stop(self) -> None:
        if self._session is not None:
            await self._session.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _forward(self, request: web.Request) -> web.Response:
        body, headers = await request.read(), {k: v for k, v in request.headers.items() if k.lower() != "host"}
        assert self._session is not None
        for _ in self.ports:
            port = self.ports[next(self.turn)] if self.pin is None else self.pin
            try:
                async with self._session.post(f"http://127.0.0.1:{port}/tg/hook", data=body, headers=headers) as r:
                    self.sent.append(port)
                    return web.Response(status=r.status)
            except aiohttp.ClientConnectionError:
                continue  # that worker is down: the balancer's health check would say so
        return web.Response(status=502)


class Pair:
    """Two workers, driven as one bot: an update is done when either worker handled it and nothing is
    left to send anywhere (both senders idle, no pending row in the database)."""

    def __init__(self, fake: FakeTelegram, workers: list[Harness], url: str) -> None:
        self.fake, self.workers, self.url = fake, workers, url
        self.game_id: int | None = None
        self.game = "management"
        self.state: Any = None

    def up(self) -> list[Harness]:
        return [h for h in self.workers if h.app is not None]

    async def handled(self, update_id: int | None) -> None:
        def done() -> bool:
            return any(update_id in h.app.bot_data["processor"].done for h in self.up())

        if update_id is not None:  # (polled: a handled update may make no request that would wake `wait_for`)
            give_up = time.monotonic() + 120  # a bound on a hang, not a measure
            while not done():
                assert time.monotonic() < give_up, f"update {update_id} not handled"
                await asyncio.sleep(0.005)
        await self.quiet()

    async def quiet(self, timeout: float = 120.0) -> None:
        """Until nothing is left to do: no deadline claimed by a live worker (its own poll may be firing
        one), none due by the bots' clock and claimable (the workers' polls take those), nothing owed to
        Telegram. `timeout` bounds a hang."""
        give_up = time.monotonic() + timeout
        with psycopg.connect(self.url, autocommit=True) as conn:
            while True:
                now = min(h.svc.clock() for h in self.up())
                alive = [h.app.bot_data["settings"].worker_id for h in self.up()]
                claimed, due = conn.execute(  # (the predicates of `Shared.claim_deadlines`)
                    "SELECT COUNT(*) FILTER (WHERE claimed_by = ANY(%s) AND claimed_until >= %s), "
                    "COUNT(*) FILTER (WHERE (claimed_until IS NULL OR claimed_until < %s) "
                    "AND (expire_at <= %s OR (reminded = 0 AND remind_at <= %s))) FROM deadlines",
                    (alive, now, now, now, now),
                ).fetchone() or (0, 0)
                for h in self.up():
                    await h.drained()
                left = conn.execute("SELECT COUNT(*) FROM outbox WHERE status='pending'").fetchone()
                idle = all(h.svc.sender.idle.is_set() for h in self.up())
                if not claimed and not due and left is not None and left[0] == 0 and idle:
                    break
                assert time.monotonic() < give_up, "deadlines or messages still owed"
                await asyncio.sleep(0.02)
            if self.game_id is not None:
                row = conn.execute("SELECT state FROM games WHERE id=%s", (self.game_id,)).fetchone()
                if row is not None and row[0] is not None:
                    self.state = GAMES[self.game].State.model_validate_json(row[0])

    async def say(self, user: Any, text: str, chat: Any = None) -> None:
        await self.handled(await self.fake.send(user, text, chat))

    async def press(self, user: Any, message: StoredMessage, data: str | None = None) -> Answer:
        query_id = await self.fake.press(user, message, data=data)
        await self.handled(self.fake.last_update_id)
        return await self.fake.wait_answer(query_id)

    async def open_game(self, users: list[Any], options: str) -> int:
        """Everyone opens a DM, the first user opens a lobby of `game` in the group, the others join,
        the first starts; returns the game's id."""
        self.fake.group(GROUP, "Table", members=users)
        for u in users:
            await self.say(u, "/start")
        await self.say(users[0], f"/new {self.game} {options}", GROUP)
        lobby = self.fake.last(GROUP)
        gid = int(next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1])
        self.game_id = gid
        for u in users[1:]:
            await self.press(u, lobby, data=f"l:{gid}:join")
        await self.press(users[0], lobby, data=f"l:{gid}:start")
        return gid

    def to_act(self) -> set[int]:
        return set(GAMES[self.game].to_act(self.state)) if self.state is not None else set()

    async def advance(self, seconds: float) -> int:
        """Time passes for both bots at once: what falls due is due in both, and both poll."""
        for h in self.up():
            h.offset += seconds
        fired = sum(await asyncio.gather(*(h.fire_due() for h in self.up())))
        await self.quiet()
        return fired


@pytest.fixture
async def pair(fake: FakeTelegram, tmp_path: Path, pg_url: str) -> AsyncIterator[Pair]:
    ports = [free_port(), free_port()]
    balancer = Balancer(ports)
    await balancer.start()
    workers = [
        Harness(
            fake,
            tmp_path / f"{name}.sqlite3",
            database_url=pg_url,
            webhook_url=balancer.url,
            webhook_secret=SECRET,
            port=port,
            worker_id=name,
            poll=0.2,
            lease=3.0,
        )
        for name, port in zip(("worker-a", "worker-b"), ports, strict=True)
    ]
    for h in workers:
        await h.start()
    p = Pair(fake, workers, pg_url)
    p.balancer = balancer  # type: ignore[attr-defined]  # the test hangs its balancer on the pair
    try:
        yield p
    finally:
        for h in workers:
            await h.stop()
        await balancer.stop()


def log_of(url: str, game_id: int) -> list[tuple[int, int, str, str]]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT seq, seat, action, source FROM actions WHERE game_id=%s ORDER BY seq", (game_id,)
        ).fetchall()
    return [(int(r[0]), int(r[1]), str(r[2]), str(r[3])) for r in rows]


def sent_messages(fake: FakeTelegram, chats: list[Any]) -> Counter[tuple[int, int]]:
    return Counter((fake.chat(c).id, m.message_id) for c in chats for m in fake.messages(c))


async def test_a_game_is_played_by_two_workers_one_of_them_restarted(pair: Pair, fake: FakeTelegram) -> None:
    a = pair.workers[0]
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    await pair.open_game([alice, bob], "months=2")
    await pair.quiet()
    assert pair.state is not None
    seats = {0: alice, 1: bob}  # the creator sits first
    rng = random.Random(5)

    def find(seat: int, user: Any) -> tuple[StoredMessage, list[str]] | None:
        n = pair.state.moves[seat]
        return pending(fake, user, seat, depth=8, moves=n, game=pair.game_id) or pending(
            fake, GROUP, seat, moves=n, game=pair.game_id
        )

    async def play(presses: int) -> int:
        made = 0
        while made < presses and final_message(fake, GROUP, pair.game_id) is None:
            for seat, user in seats.items():
                if seat in pair.to_act() and (found := find(seat, user)) is not None:
                    await pair.press(user, found[0], pick(found[1], rng))
                    made += 1
                    break
            else:
                seen = {
                    u.first_name: [(m.message_id, (m.text or "")[:30], m.buttons()[:3]) for m in fake.messages(u)[-8:]]
                    for u in (alice, bob)
                }
                moves = pair.state.moves if pair.state is not None else None
                raise AssertionError(f"nobody has a question: to act {pair.to_act()}, moves {moves}, DMs {seen}")
        return made

    made = await play(6)
    # ----- a deadline due in both workers at once fires once (a reminder, then the default move) ---
    waiting = sorted(pair.to_act())
    assert waiting
    before = log_of(pair.url, pair.game_id)
    await pair.advance(700)  # past every reminder and deadline (turn_timeout 600 s)
    # (the workers' own polls run meanwhile too: which poll fired what is theirs to settle, the
    # outcome is what counts)
    after = log_of(pair.url, pair.game_id)
    timeouts = [x for x in after[len(before) :] if x[3] == "timeout"]
    assert sorted(x[1] for x in timeouts) == waiting  # each waiting seat timed out exactly once
    reminded = Counter(u.id for u in (alice, bob) for m in fake.messages(u) if "⏰ Your move!" in (m.text or ""))
    assert sorted(reminded.elements()) == sorted(seats[s].id for s in waiting)  # one reminder each
    # ----- worker A stops; B plays on alone; A comes back ------------------------------------------
    await a.stop()
    made += await play(4)
    await a.start()
    made += await play(20_000)
    assert final_message(fake, GROUP, pair.game_id) is not None
    served = Counter(pair.balancer.sent)  # type: ignore[attr-defined]  # hung there by the fixture
    assert len(served) == 2 and min(served.values()) >= 5, served  # both workers handled updates

    # ----- nothing lost, nothing doubled --------------------------------------------------------------
    final = final_message(fake, GROUP, pair.game_id)
    assert final is not None
    await pair.press(alice, final, data=next(d for _, d in final.buttons() if d and d.startswith("h:")))
    log = assert_nothing_lost_or_doubled(pair, fake, [GROUP, alice, bob])  # the record's message included
    players = [x for x in log if x[3] == "player"]
    assert len(players) <= made  # a press is applied at most once (some presses only redraw a builder)
    record = json.loads(fake.last(alice).document_bytes or b"{}")  # what `python -m games verify` checks
    assert [tuple(x) for x in record["actions"]] == [(x[1], x[2]) for x in log]
    with psycopg.connect(pair.url) as conn:
        done = conn.execute("SELECT status FROM games WHERE id=%s", (pair.game_id,)).fetchone()
    assert done is not None and done[0] == "finished"


def assert_nothing_lost_or_doubled(pair: Pair, fake: FakeTelegram, chats: list[Any]) -> list[Any]:
    """The action log has no gap or repeat, every owed message went out once; returns the log."""
    assert pair.game_id is not None
    log = log_of(pair.url, pair.game_id)
    assert [x[0] for x in log] == list(range(1, len(log) + 1))
    with psycopg.connect(pair.url) as conn:
        statuses = dict(conn.execute("SELECT status, COUNT(*) FROM outbox GROUP BY status").fetchall())
        recorded = conn.execute(
            "SELECT COUNT(DISTINCT (chat_id, message_id)) FROM outbox WHERE status='done' AND message_id IS NOT NULL"
        ).fetchone()
    assert set(statuses) == {"done"}, statuses
    shown = sent_messages(fake, chats)
    assert all(n == 1 for n in shown.values())
    assert recorded is not None and recorded[0] == len(shown)
    return log


async def test_a_baohuang_hand_is_played_by_two_workers_one_of_them_killed(pair: Pair, fake: FakeTelegram) -> None:
    """A 保皇 hand (private hands by DM, plays in the group, three humans and two AI seats) while
    worker A dies in the middle (its sender stops at once, nothing drained) and comes back."""
    a = pair.workers[0]
    pair.game = "baohuang"
    users = [fake.user(31, "Alice"), fake.user(32, "Bob"), fake.user(33, "Carol")]
    await pair.open_game(users, "variant=weihai hands=1")
    await pair.quiet()
    assert pair.state is not None and len(pair.state.cards) == 5
    table = await pair.workers[1].game(pair.game_id)
    seats = {table.seat_of(u.id): u for u in users}
    rng = random.Random(8)
    made, killed = 0, False
    for _ in range(3000):
        if final_message(fake, GROUP, pair.game_id) is not None:
            break
        found = None
        for seat in sorted(pair.to_act()):
            user = seats.get(seat)
            n = pair.state.moves[seat]
            if user is not None:
                found = pending(fake, user, seat, depth=8, moves=n, game=pair.game_id) or pending(
                    fake, GROUP, seat, depth=8, moves=n, game=pair.game_id
                )
            if found is not None:
                await pair.press(user, found[0], pick(found[1], rng))
                made += 1
                break
        assert found is not None, f"nobody has a question: to act {pair.to_act()}"
        if made == 12 and not killed:
            a.svc.sender.paused = True  # killed: nothing more leaves it, nothing is drained
            a.overrides["drain_on_stop"] = 0.0
            await a.stop()
            killed = True
        if made == 24 and a.app is None:
            await a.start()
    assert killed and a.app is not None
    final = final_message(fake, GROUP, pair.game_id)
    assert final is not None
    log = assert_nothing_lost_or_doubled(pair, fake, [GROUP, *users])
    assert len([x for x in log if x[3] == "player"]) <= made
    await pair.press(users[1], final, data=next(d for _, d in final.buttons() if d and d.startswith("h:")))
    record = json.loads(fake.last(users[1]).document_bytes or b"{}")
    assert record["game"] == "baohuang" and [tuple(x) for x in record["actions"]] == [(x[1], x[2]) for x in log]
    served = Counter(pair.balancer.sent)  # type: ignore[attr-defined]  # hung there by the fixture
    assert len(served) == 2 and min(served.values()) >= 5, served


async def test_a_claim_of_a_dead_worker_runs_out(pair: Pair, fake: FakeTelegram) -> None:
    """A deadline claimed by a worker that died is fired once its claim runs out; a chat held by a
    worker that died is taken over and what it owed is sent."""
    a = pair.workers[0]
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    gid = await pair.open_game([alice, bob], "months=1")
    waiting = sorted(pair.to_act())
    now = a.svc.clock()
    with psycopg.connect(pair.url, autocommit=True) as conn:  # a worker that died holding them
        conn.execute("UPDATE deadlines SET claimed_by='ghost', claimed_until=%s", (now + 700 + 30,))
    before = len(log_of(pair.url, gid))
    await pair.advance(700)
    assert len(log_of(pair.url, gid)) == before  # still the dead worker's
    await pair.advance(60)  # its claim ran out
    timeouts = [x for x in log_of(pair.url, gid)[before:] if x[3] == "timeout"]
    assert sorted(x[1] for x in timeouts) == waiting

    # the outbox: A holds the chats and dies before sending (its sender stops, its leases lapse)
    chats = [GROUP, alice.id, bob.id]
    with psycopg.connect(pair.url, autocommit=True) as conn:
        conn.execute("UPDATE outbox_owners SET worker='worker-a'")
    a.svc.sender.owned = {c: time.time() + 3600 for c in chats}
    a.svc.sender.paused = True
    a.svc.every["poll"].paused = True  # no more polls: its leases are not renewed
    shown = len(fake.messages(GROUP))
    await pair.say(alice, "/status", GROUP)  # a reply owed to the group, held by the dead worker
    await fake.wait_for(lambda: len(fake.messages(GROUP)) > shown, what="B took the chat over")
    with psycopg.connect(pair.url) as conn:
        owner = conn.execute("SELECT worker FROM outbox_owners WHERE chat_id=%s", (GROUP,)).fetchone()
    assert owner is not None and owner[0] == "worker-b"
    counts = sent_messages(fake, chats)
    assert all(n == 1 for n in counts.values())


async def test_a_chat_gets_its_messages_in_order_whoever_committed_them(pair: Pair, fake: FakeTelegram) -> None:
    """Worker A sends the chats' messages; B handles a move, whose rows wait for A, then A handles
    the next move at once. A's own rows must not overtake B's (an older edit of a live message
    would land on a newer one): A reads them back in order before sending. And when A gives up a
    quiet chat and takes it back in one poll (a row came for it), it still knows the chat's live
    messages: their redraws stay edits, not new messages."""
    a, b = pair.workers
    balancer: Balancer = pair.balancer  # type: ignore[attr-defined]  # hung there by the fixture
    balancer.pin = a.overrides["port"]
    b.svc.every["poll"].paused = True  # B takes no chat: A takes every one as its rows come
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    gid = await pair.open_game([alice, bob], "months=2")
    await pair.quiet()
    chats = [GROUP, alice.id, bob.id]
    with psycopg.connect(pair.url, autocommit=True) as conn:  # A holds them for as long as the test runs
        owners = dict(conn.execute("SELECT chat_id, worker FROM outbox_owners").fetchall())
        assert {c: owners.get(c) for c in chats} == {c: "worker-a" for c in chats}
        conn.execute("UPDATE outbox_owners SET until=until+3600 WHERE worker='worker-a'")
    a.svc.sender.owned = {c: t + 3600 for c, t in a.svc.sender.owned.items()}
    a.svc.every["poll"].paused = True  # and no poll of A's reads what others committed
    order: list[tuple[int, int]] = []
    deliver = a.svc.sender._deliver

    async def recorded(it: Any) -> None:
        if it.covers:
            order.append((it.chat_id, min(it.covers)))
        await deliver(it)

    a.svc.sender._deliver = recorded  # type: ignore[method-assign]  # recorded by the test
    seats, rng = {0: alice, 1: bob}, random.Random(3)

    async def move(h: Harness, seat: int) -> None:
        """The seat's pending question answered through worker `h` only; its sender drained."""
        found = pending(fake, seats[seat], seat, depth=8, moves=pair.state.moves[seat], game=gid) or pending(
            fake, GROUP, seat, moves=pair.state.moves[seat], game=gid
        )
        assert found is not None, f"seat {seat} has no question"
        balancer.pin = h.overrides["port"]
        query_id = await fake.press(seats[seat], found[0], data=pick(found[1], rng))
        await h.app.bot_data["processor"].wait_done(fake.last_update_id)
        await fake.wait_answer(query_id)
        await h.drained()

    def out_of_order() -> list[tuple[int, int, int]]:
        """(chat, a pending row, a later row of that chat already sent): nothing may overtake."""
        with psycopg.connect(pair.url) as conn:
            return [
                (int(r[0]), int(r[1]), int(r[2]))
                for r in conn.execute(
                    "SELECT p.chat_id, MIN(p.id), MAX(d.id) FROM outbox p JOIN outbox d ON d.chat_id=p.chat_id "
                    "AND d.status='done' AND d.id > p.id WHERE p.status='pending' GROUP BY p.chat_id"
                ).fetchall()
            ]

    assert sorted(pair.to_act()) == [0, 1]  # a sealed round: both bid by DM
    await move(b, 0)  # B commits: the group's table and Alice's DM owe rows that only A may send
    with psycopg.connect(pair.url) as conn:
        owed = conn.execute("SELECT COUNT(*) FROM outbox WHERE status='pending'").fetchone()
    assert owed is not None and owed[0] > 0
    await move(a, 1)  # A commits the next step for the same chats, and sends
    assert out_of_order() == []
    for chat in chats:
        sent = [row for c, row in order if c == chat]
        assert sent == sorted(sent), (chat, sent)

    # ----- A gives up a quiet chat and takes it back at once: it still knows its live messages ---------
    await pair.quiet()
    assert pair.state is not None and 0 in pair.to_act()
    shown = {c: len(fake.messages(c)) for c in chats}
    live = {k: v for k, v in a.svc.sender.slots.items() if v[0] in chats}
    await move(b, 0)  # a redraw of Alice's question and of the table, owed to chats A holds
    with psycopg.connect(pair.url) as conn:
        owing = conn.execute("SELECT DISTINCT kind, chat_id FROM outbox WHERE status='pending'").fetchall()
    assert {r[0] for r in owing} == {"edit"} and GROUP in {r[1] for r in owing}, owing
    a.svc.sender.quiet_since = {c: time.time() - 3600 for c in chats}  # quiet for long: given up
    await a.svc.sender.poll()  # ... and taken back in the same transaction, since rows are owed
    await a.drained()
    assert {c: len(fake.messages(c)) for c in chats} == shown  # edits stayed edits
    assert {k: v for k, v in a.svc.sender.slots.items() if v[0] in chats} == live
    with psycopg.connect(pair.url) as conn:
        owners = dict(conn.execute("SELECT chat_id, worker FROM outbox_owners").fetchall())
    assert {owners.get(r[1]) for r in owing} == {"worker-a"}  # the chats owed rows were kept

    # ----- the game plays on through both workers, in turn -------------------------------------------
    balancer.pin = None
    a.svc.every["poll"].paused = False
    b.svc.every["poll"].paused = False
    await pair.quiet()
    for _ in range(2000):
        if final_message(fake, GROUP, gid) is not None:
            break
        seat = min(pair.to_act())
        found = pending(fake, seats[seat], seat, depth=8, moves=pair.state.moves[seat], game=gid) or pending(
            fake, GROUP, seat, moves=pair.state.moves[seat], game=gid
        )
        assert found is not None, f"seat {seat} has no question"
        await pair.press(seats[seat], found[0], pick(found[1], rng))
    assert final_message(fake, GROUP, gid) is not None
    assert_nothing_lost_or_doubled(pair, fake, chats)
    for chat in chats:
        sent = [row for c, row in order if c == chat]
        assert sent == sorted(sent), (chat, sent)


async def test_a_player_seated_without_a_dm_gets_a_button_that_stays(pair: Pair, fake: FakeTelegram) -> None:
    """Bob joins, then blocks the bot before the start: his first question is refused, and the group
    gets a "💬 Open a private chat" button for him, whichever worker sent what, which stays live
    while the game goes on until he presses Start."""
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    fake.group(GROUP, "Table", members=[alice, bob])
    for u in (alice, bob):
        await pair.say(u, "/start")
    await pair.say(alice, f"/new {pair.game} months=2", GROUP)
    lobby = fake.last(GROUP)
    gid = int(next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1])
    pair.game_id = gid
    await pair.press(bob, lobby, data=f"l:{gid}:join")
    fake.block(bob)
    await pair.press(alice, lobby, data=f"l:{gid}:start")
    await pair.quiet()

    def open_dm() -> list[StoredMessage]:
        return [
            m
            for m in fake.messages(GROUP)
            if any(t == "💬 Open a private chat" and d and d.startswith("https://") for t, d in m.buttons())
        ]

    assert open_dm(), [m.text for m in fake.messages(GROUP)]
    seats, rng = {0: alice}, random.Random(4)
    for _ in range(3):  # the game goes on without him meanwhile (Alice plays her part)
        found = pending(fake, alice, 0, depth=8, game=gid) or pending(fake, GROUP, 0, game=gid)
        if found is None:
            break
        await pair.press(seats[0], found[0], pick(found[1], rng))
    ask = open_dm()
    assert ask, [(m.text, m.buttons()) for m in fake.messages(GROUP)]
    url = next(d for _, d in ask[-1].buttons() if d and d.startswith("https://"))
    await pair.say(bob, f"/start {url.split('start=')[1]}")
    assert pending(fake, bob, 1, depth=8, game=gid) is not None  # his question, asked again
    assert len(ask) == 1 and not open_dm()  # one note, whose button went once he pressed Start


async def test_a_page_open_on_one_worker_hears_of_what_the_other_worker_did(pair: Pair, fake: FakeTelegram) -> None:
    """The Mini App's page of a player is served by worker A (its event stream is held open there);
    every update goes to worker B. A's poll notices B's writes of the game (a move, a reset) and wakes
    the page, which then reads the game as B left it."""
    a, b = pair.workers
    balancer: Balancer = pair.balancer  # type: ignore[attr-defined]  # hung there by the fixture
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    gid = await pair.open_game([alice, bob], "months=2")
    await pair.quiet()
    balancer.pin = b.overrides["port"]
    with psycopg.connect(pair.url) as conn:
        found = conn.execute("SELECT token FROM games WHERE id=%s", (gid,)).fetchone()
    assert found is not None
    token, base = str(found[0]), f"http://127.0.0.1:{a.overrides['port']}"
    seats, rng = {0: alice, 1: bob}, random.Random(7)
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"{base}/api/events", params={"g": token, "tma": init_data(bob, a)}) as stream,
    ):
        assert stream.status == 200 and await read_event(stream.content) == "hello"
        seat = min(pair.to_act())
        moves = pair.state.moves[seat]
        question = pending(fake, seats[seat], seat, depth=8, moves=moves, game=gid) or pending(
            fake, GROUP, seat, moves=moves, game=gid
        )
        assert question is not None
        await pair.press(seats[seat], question[0], pick(question[1], rng))
        assert pair.state.moves[seat] == moves + 1  # committed by B ...
        assert await read_event(stream.content) == "moved"  # ... and A's page is told
        headers = {"Authorization": "tma " + init_data(seats[seat], a)}
        async with session.get(f"{base}/api/view", params={"g": token}, headers=headers) as r:
            assert r.status == 200 and (await r.json())["moves"] == moves + 1  # as B left it
        fake.set_admin(fake.chat(GROUP), alice, creator=True)
        await pair.say(alice, "/reset", GROUP)
        await pair.press(alice, fake.last(GROUP), data=f"a:{gid}:reset")
        assert await read_event(stream.content) == "moved"  # the reset B made, too
        async with session.get(f"{base}/api/view", params={"g": token}, headers=headers) as r:
            assert r.status == 200 and (await r.json())["status"] == "cancelled"
    assert set(balancer.sent[-3:]) == {b.overrides["port"]}


async def test_a_page_hears_of_the_other_workers_move_when_its_worker_learns_of_it_first(
    pair: Pair, fake: FakeTelegram
) -> None:
    """Two pages on worker A, A's poll paused: B commits a move; the second page's view makes A
    take the game's lock and read B's move, and the first page, whose stream A holds, is told then
    (A's poll, finding its copy up to date, would never tell it)."""
    a, b = pair.workers
    balancer: Balancer = pair.balancer  # type: ignore[attr-defined]  # hung there by the fixture
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    gid = await pair.open_game([alice, bob], "months=2")
    await pair.quiet()
    balancer.pin = b.overrides["port"]
    with psycopg.connect(pair.url) as conn:
        found = conn.execute("SELECT token FROM games WHERE id=%s", (gid,)).fetchone()
    assert found is not None
    token, base = str(found[0]), f"http://127.0.0.1:{a.overrides['port']}"
    seats, rng = {0: alice, 1: bob}, random.Random(7)
    async with (
        aiohttp.ClientSession() as session,
        session.get(f"{base}/api/events", params={"g": token, "tma": init_data(bob, a)}) as stream,
    ):
        assert await read_event(stream.content) == "hello"
        a.svc.every["poll"].paused = True
        seat = min(pair.to_act())
        moves = pair.state.moves[seat]
        question = pending(fake, seats[seat], seat, depth=8, moves=moves, game=gid) or pending(
            fake, GROUP, seat, moves=moves, game=gid
        )
        assert question is not None
        await pair.press(seats[seat], question[0], pick(question[1], rng))
        headers = {"Authorization": "tma " + init_data(seats[seat], a)}
        async with session.get(f"{base}/api/view", params={"g": token}, headers=headers) as r:
            assert r.status == 200 and (await r.json())["moves"] == moves + 1  # A read B's move ...
        assert await read_event(stream.content) == "moved"  # ... and told the page it holds open
        a.svc.every["poll"].paused = False
