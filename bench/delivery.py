"""What a game costs in Telegram messages, with Telegram's limits enforced by the fake Bot API.

Part 1: for each game, players who answer at once (bots pressing the first fitting button) play a
whole game in a group while the fake server answers 429 beyond 20 new messages a minute per group and
about one a second per private chat. Printed per game: new group messages, edits, the busiest 60 s,
429s received, messages dropped, Bot API calls per move, the longest time a row waited.

Part 2: 1,000 live games whose deadlines all fall due at the same moment; a new group types /new and
we measure how long it waits for its lobby.

    python bench/delivery.py                  # both parts, the bot's default limits
    python bench/delivery.py --games merit    # one game only (--games none: part 2 only)
    python bench/delivery.py --flood 0        # part 1 only
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from conftest import Harness  # noqa: E402
from driver import open_game, play_to_end  # noqa: E402
from fakegram import FakeTelegram  # noqa: E402

from bot.tables import SeatInfo, Table  # noqa: E402
from games.base import new_seed  # noqa: E402
from games.registry import GAMES  # noqa: E402
from storage.store import Deadline  # noqa: E402

GROUP = -100900
MESSAGE_CALLS = {"sendMessage", "sendDocument", "editMessageText", "editMessageReplyMarkup", "deleteMessage"}
PLAYS = {
    "merit": ("", 3),
    "management": ("months=3", 3),
    "baohuang": ("ai=2", 3),
    "enterprise": ("rounds=1", 3),
}


def limits() -> dict[str, Any]:
    """The bot's own defaults (the harness's test settings lift them)."""
    return {
        "group_per_minute": 20,
        "game_per_minute": 12,
        "overall_per_second": 30,
        "dm_per_second": 1.0,
        "edit_interval": float(__import__("os").environ.get("EDIT_INTERVAL", "3.0")),
    }


async def one_game(game: str, seed: int) -> dict[str, Any]:
    fake = FakeTelegram(group_limit=20, dm_limit=1.0, dm_burst=3)
    await fake.start()
    tmp = Path(tempfile.mkdtemp(prefix="croupier-delivery-"))
    h = Harness(fake, tmp / "bench.sqlite3", **limits())
    await h.start()
    try:
        extra, humans = PLAYS[game]
        users = [fake.user(i + 1, f"P{i + 1}") for i in range(humans)]
        start: list[float] = []

        def starting() -> None:  # what the game costs, from its start (the lobby aside)
            start[:] = [time.monotonic(), len(fake.requests)]

        table = await open_game(h, GROUP, game, users, extra, starting)
        t0, first_call = start[0], int(start[1])
        seats = {table.seat_of(u.id): u for u in users}
        async def press(user: Any, message: Any, data: str) -> None:
            """At full speed: the next press comes as soon as the player's question is on screen,
            without waiting for the rest of what the bot owes (the group's edits, say)."""
            await fake.press(user, message, data=data, strict=False)
            await h.app.bot_data["processor"].wait_done(fake.last_update_id)
            if data.split(":", 4)[4].startswith("~"):  # a builder step: look at the redrawn question
                await h.drained()

        presses = await play_to_end(
            press, fake, GROUP, seats, lambda: set(table.game.to_act(table.state)), random.Random(seed),
            moves=lambda seat: table.state.moves[seat],
        )
        await h.drained()
        dt = time.monotonic() - t0
        moves = len(await h.svc.store.actions(table.id))
        counts = await h.svc.store.outbox_counts(table.id)
        calls = [c for c in list(fake.requests)[first_call:] if c.method in MESSAGE_CALLS]
        group_new = sum(
            1 for c in calls if c.method in ("sendMessage", "sendDocument") and c.status == 200
            and int(c.params.get("chat_id", 0)) == GROUP
        )
        group_edits = sum(
            1 for c in calls if c.method.startswith("edit") and c.status == 200
            and int(c.params.get("chat_id", 0)) == GROUP
        )
        return {
            "game": game,
            "seconds": dt,
            "presses": presses,
            "moves": moves,
            "group_new": group_new,
            "group_edits": group_edits,
            "busiest": fake.busiest_minute(GROUP),
            "too_many": sum(1 for c in fake.requests if c.status == 429),
            "dropped": counts.get("failed", 0) + counts.get("pending", 0),
            "calls": len(calls),
            "per_press": len(calls) / max(1, presses),
            "per_move": len(calls) / max(1, moves),
            "longest_wait": h.svc.sender.stats.longest_wait,
            "merged": h.svc.sender.stats.merged,
            "converted": h.svc.sender.stats.converted,
            "skipped": h.svc.sender.stats.skipped_edits,
        }
    finally:
        await h.stop()
        await fake.stop()


async def flood(n: int, due_in: float) -> dict[str, Any]:
    """`n` running games, each waiting for a human whose deadline falls due at the same moment."""
    from bot import flow
    from storage.store import Commit

    fake = FakeTelegram(group_limit=20, dm_limit=1.0, dm_burst=3, record=False)
    await fake.start()
    tmp = Path(tempfile.mkdtemp(prefix="croupier-flood-"))
    settings = {**limits(), "turn_timeout": 600.0, "reminder": 0.0}
    h = Harness(fake, tmp / "flood.sqlite3", **settings)
    await h.start()
    try:
        s = h.svc
        game = GAMES["management"]
        options = game.parse_options({"months": "3"})
        tables = []
        for i in range(n):
            chat = -200_000 - i
            user = fake.user(100_000 + i, f"U{i}")
            fake.group(chat, f"G{i}", members=[user])
            await s.store.touch_user(user.id, user.first_name, None, "en")
            seats = [SeatInfo(user_id=user.id, name=user.first_name), SeatInfo(user_id=None, name="AI", ai=True)]
            seed = new_seed()
            gid = await s.store.create_game(
                chat, game.id, options.model_dump(mode="json"), seed, user.id, [x.dump() for x in seats]
            )
            table = Table(
                id=gid, chat_id=chat, game=game, options=options, seed=seed, status="running", seats=seats,
                creator=user.id,
            )
            table.state, _ = game.start(seed, table.engine_seats(), options)
            await s.store.commit(
                gid,
                Commit(actions=[], state=table.state.model_dump_json(), version=0, seats=table.dump_seats(), ui={}),
            )
            s.tables.add(table)
            tables.append(table)
        due = time.time() + due_in
        for table in tables:  # every human's deadline at the same moment
            table.deadlines = [Deadline(0, 0, due, due)]
            await s.store.set_deadlines(table.id, table.deadlines)
            flow.arm(h.app, s, table)
        newcomer = fake.user(7, "Newcomer")
        fake.group(GROUP, "New group", members=[newcomer])
        await asyncio.sleep(max(0.0, due - time.time()) + 0.3)  # the deadlines are firing now
        t0 = time.monotonic()
        await fake.send(newcomer, "/new merit", GROUP)
        await fake.wait_for(lambda: bool(fake._bot_messages.get(GROUP)), timeout=120, what="the lobby")
        answered = time.monotonic() - t0
        stepped = sum(1 for t in tables if t.state is not None and t.state.version > 0)
        owed = len(await s.store.pending())
        await h.drained(600)
        drained = time.monotonic() - t0
        return {
            "games": n, "answered": answered, "stepped": stepped, "owed": owed, "drained": drained,
            "too_many": fake.too_many,
        }
    finally:
        h.svc.sender.paused = True
        await h.stop()
        await fake.stop()


async def main_async(args: argparse.Namespace) -> None:
    logging.basicConfig(level=logging.WARNING)
    games = list(PLAYS) if args.games == "all" else [g for g in args.games.split(",") if g in PLAYS]
    if games:
        print("game        s   presses moves  new  edits  busiest60s  429  dropped  calls/press  calls/move  "
              "longest-wait  merged converted skipped")
        results = await asyncio.gather(*(one_game(g, args.seed) for g in games))
        for r in results:
            print(
                f"{r['game']:<11} {r['seconds']:4.0f}  {r['presses']:5d}  {r['moves']:5d}  {r['group_new']:3d}  "
                f"{r['group_edits']:4d}  {r['busiest']:9d}  {r['too_many']:4d}  {r['dropped']:6d}  "
                f"{r['per_press']:10.2f}  {r['per_move']:9.2f}  {r['longest_wait']:10.1f} s  "
                f"{r['merged']:5d} {r['converted']:8d} {r['skipped']:6d}"
            )
    if args.flood:
        r = await flood(args.flood, args.due_in)
        print(
            f"flood: {r['games']} live games, every deadline due at once: a new group's /new answered in "
            f"{r['answered']:.2f} s, when {r['stepped']} games had timed out and {r['owed']} messages were "
            f"still owed; all delivered after {r['drained']:.0f} s; 429s: {r['too_many']}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="all", help="comma-separated game ids, all, or none")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--flood", type=int, default=1000, help="live games whose deadlines fall due (0: skip)")
    parser.add_argument("--due-in", type=float, default=3.0, help="seconds from the set-up to the deadlines")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
