"""The start's full hash reaches the group whatever comes around it: /status, /join and /begin again,
restarts and the group's budget running out, in any order (hypothesis drives the real sender against
the fake Bot API, both on one clock the test moves)."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from profiles import examples
from telegram import Bot

from bot.demo.fakegram import FakeTelegram
from bot.messaging import edit, keyboard, reply, send
from bot.outbox import ADOPT, ANSWER, Sender
from storage import open_database
from storage.store import OutRow, Store

GROUP = -100900
FULL = "9f" * 32
START = f"▶️ The game begins. Its sha256: <code>{FULL}</code>"
LOBBY = keyboard([[("Join", "l:1:join"), ("Start", "l:1:start")]])
BUTTONS = keyboard([[("Go", "g:1:0:0:go")]])
OPS = ["status", "join", "begin", "news", "move", "restart", "wait 1", "wait 3", "wait 61"]


class Clock:
    def __init__(self) -> None:
        self.now = 9000.0

    def __call__(self) -> float:
        return self.now


class Game:
    """What the bot queues for each command, as bot/render.py, bot/prompts.py and bot/lobby.py word it."""

    def __init__(self) -> None:
        self.begun = False
        self.n = 0
        self.head: list[str] = []
        self.news: list[str] = []

    def rows(self, op: str) -> list[OutRow]:
        self.n += 1
        table = f"Table v{self.n}"
        if op == "begin":
            if self.begun:
                return [reply(GROUP, "The game is already running.")]
            self.begun, self.head = True, [START]
            return [edit(GROUP, 1, "table", table, BUTTONS, lines=[START], meta={ADOPT: "lobby", "newest": True})]
        if op == "status":
            if not self.begun:
                return [reply(GROUP, f"Lobby v{self.n}")]
            self.head = []
            return [send(GROUP, table, BUTTONS, game_id=1, slot="table", prev="strip", prio=ANSWER)]
        if op == "join":
            if self.begun:
                return [reply(GROUP, "The game is already running.")]
            return [edit(GROUP, 1, "lobby", f"Lobby v{self.n}", LOBBY), reply(GROUP, "Bob joined.")]
        if not self.begun:
            return []
        if op == "news":
            self.head = [f"news {self.n}"]
            self.news.append(self.head[0])
            return [send(GROUP, table, BUTTONS, game_id=1, slot="table", lines=self.head, prev="strip")]
        return [edit(GROUP, 1, "table", table, BUTTONS, lines=[*self.head, "", f"move {self.n}"])]


async def settle(sender: Sender, clock: Clock, seconds: float) -> None:
    """The clock moves on and the sender does what is due by then."""
    clock.now += seconds
    sender._kick(GROUP)
    for _ in range(5):
        await asyncio.sleep(0.01)


async def play(ops: list[str]) -> None:
    clock = Clock()
    fake = FakeTelegram(group_limit=20, clock=clock)
    await fake.start()
    fake.group(GROUP, "Group")
    bot = Bot("123456:TEST", base_url=fake.base_url)
    await bot.initialize()
    with tempfile.TemporaryDirectory() as tmp:
        db = await open_database(None, str(Path(tmp) / "f.sqlite3"))
        store = Store(db)

        def sender_now() -> Sender:
            return Sender(bot, store, group_per_minute=6, game_per_minute=3, edit_interval=3.0, clock=clock)

        sender = sender_now()
        try:
            lobby = [send(GROUP, "Lobby v0", LOBBY, game_id=1, slot="lobby")]
            await store.enqueue(lobby)
            sender.push(lobby)
            await sender.drained()
            game = Game()
            for op in ops:
                if op == "restart":
                    await sender.stop()
                    sender = sender_now()
                    await sender.load()
                    sender.slots.update(await store.slots([1]))  # the game is loaded again (bot/app.py install)
                elif op.startswith("wait"):
                    await settle(sender, clock, float(op.split()[1]))
                else:
                    rows = game.rows(op)
                    await store.enqueue(rows)
                    sender.push(rows)
                    await asyncio.sleep(0)
            for _ in range(40):
                if not sender.pending() and not await store.pending():
                    break
                await settle(sender, clock, 61)
            await sender.drained()
            assert not await store.pending()
            shown = fake.all_text_to(GROUP)
            assert FULL in shown, ops  # the start's lines reached the group with the full hash
            assert all(x in shown for x in game.news), ops  # and so did every other piece of news
        finally:
            await sender.stop()
            await db.close()
            await bot.shutdown()
            await fake.stop()


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(OPS), max_size=10), st.integers(min_value=0, max_value=10))
def test_the_full_hash_reaches_the_group_in_every_interleaving(ops: list[str], at: int) -> None:
    ops.insert(min(at, len(ops)), "begin")
    asyncio.run(play(ops))


def test_a_status_that_overtakes_the_start_edit_carries_it() -> None:
    """The case seen: /begin, then /status a moment later, the start's edit still waiting."""
    asyncio.run(play(["begin", "status"]))
