"""What a game costs in Telegram messages, with Telegram's limits enforced by the fake Bot API.

Part 1: for each game, players who answer at once (bots pressing the first fitting button) play a
whole game in a group, bidding in live auctions on the group's table (`bid_live`) and using their
"at any time" panel as the game's AI would (`use_panels`), while the fake server answers 429 beyond
20 new messages a minute per group and about one a second per private chat. Printed per game: new
group messages, edits, the busiest 60 s (the game's own new messages, from its start; in brackets with
the lobby's message, which is lobby traffic: the game's share is 12 of the group's 20), 429s received,
messages dropped, Bot API calls per move, the longest time a row waited.

Part 2: 1,000 live games whose deadlines all fall due at the same moment; a new group types /new and
we measure how long it waits for its lobby.

    python bench/delivery.py                  # both parts, the bot's default limits
    python bench/delivery.py --games merit    # one game only (--games none: part 2 only)
    python bench/delivery.py --flood 0        # part 1 only
    python bench/delivery.py --games management --flood 0 --breakdown   # which calls a move costs
    python bench/delivery.py --flood 0 --runs 8  # eight games of each kind: the mean, and the range
    python bench/delivery.py --games economicus --flood 0 --options economicus="years=1 auction_seconds=10"
    python bench/delivery.py --flood 0 --think 6  # also at human pace: calls per move beside the instant
    CROUPIER_APP_NAME=table python bench/delivery.py --flood 0  # the live table links to the Mini App

With --think MEDIAN, each game is also played by people: every press comes a log-normal think time
after its question showed (median MEDIAN s, σ 0.7, kept within 2–20 s), in real time (nothing is
scaled: the bot's pacing, windows and Telegram's limits run on the real clock). Players asked at once
think side by side: each one's time runs from when their own question showed. The live bids and panel
looks (`bid_live`, `use_panels`) wait a think time too. Printed: calls per move instant and at human
pace, and the capacity: concurrent active games one bot carries within Telegram's 30 calls/s, from
the heaviest game's calls per second at human pace.

With --breakdown, every counted call is listed by where it went (the group, a DM), what it was (a new
message, a text edit with or without buttons, a keyboard-only edit, a delete) and the game's phase
when it was made.

With --trace DIR, every counted call of each game is written to DIR/<game>-<seed>-<pace>.txt, one a
line: seconds from the game's start, phase, chat, what it was, the outbox row's priority and flags
(why it went then: an answer, news, a lazy redraw, a held receipt) and the start of its text.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import logging
import math
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from conftest import Harness  # noqa: E402
from driver import open_game, pending, play_to_end  # noqa: E402

from bot import lobby, prompts, timers  # noqa: E402
from bot.demo.fakegram import FakeTelegram  # noqa: E402
from bot.outbox import ANSWER, DECOR, FINAL, HOLD, LAZY, NEWS, SEALED  # noqa: E402
from bot.play import parsed  # noqa: E402
from bot.tables import SeatInfo, Table  # noqa: E402
from games.base import new_seed  # noqa: E402
from games.registry import GAMES  # noqa: E402
from storage.store import Deadline  # noqa: E402

GROUP = -100900
NEW_MESSAGE_CALLS = {"sendMessage", "sendDocument", "sendPhoto"}
MESSAGE_CALLS = NEW_MESSAGE_CALLS | {"editMessageText", "editMessageReplyMarkup", "deleteMessage", "deleteMessages"}
"""The rate-limited calls a move costs: every new message (a picture too) and every edit or delete.
Answers to presses (toasts) are not counted, as before: they put no message in any chat and the bot's
limits (`bot.limits`) do not meter them; pinning (only if a group asks for it) is not counted either."""
PLAYS = {
    "merit": ("", 3),
    "management": ("months=3", 3),
    "baohuang": ("ai=2", 3),
    "enterprise": ("rounds=4", 3),
    "economicus": ("years=3", 3),
}
"""Each game's options and human players, as a group picks them in the lobby: a long game at the
shortest length its lobby offers (management's 3 months, enterprise's 4 rounds, economicus's 3 years),
everything else at its default (economicus's auction clock of 20 s, whose countdown the group
watches). What a game costs once (its opening, its pictures, its end) weighs most at the shortest
length. `--options enterprise="rounds=1"` plays another length (a one-round enterprise game is
played to its end in two minutes, its opening and end a third of its calls)."""


THINK: float | None = None
"""`--think`: the median seconds a person takes to press (None: at once)."""
TRACE: Path | None = None
"""`--trace`: the folder that gets every counted call of each game."""
THINK_SIGMA, THINK_MIN, THINK_MAX = 0.7, 2.0, 20.0
OVERALL = 30.0
"""Telegram's calls per second for one bot: what the capacity is reckoned against."""


def think_time(rng: random.Random, median: float) -> float:
    """A person's time to press: log-normal around `median`, within 2–20 s."""
    return min(THINK_MAX, max(THINK_MIN, median * math.exp(rng.gauss(0.0, THINK_SIGMA))))


OPENING = asyncio.Lock()
"""Games open their lobbies one at a time (each with its own seed)."""


def limits() -> dict[str, Any]:
    """The bot's own defaults (the harness's test settings lift them)."""
    return {
        "group_per_minute": 20,
        "game_per_minute": 12,
        "overall_per_second": 30,
        "dm_per_second": 1.0,
        "edit_interval": float(__import__("os").environ.get("EDIT_INTERVAL", "3.0")),
        # the live table's link to the Mini App (a URL button on every table) when the bot has one
        "app_name": __import__("os").environ.get("CROUPIER_APP_NAME") or None,
    }


def call_kind(call: Any) -> str:
    """What a counted call did, as a player would see it."""
    p = call.params
    if call.method in NEW_MESSAGE_CALLS:
        return "new message" + (" with buttons" if p.get("reply_markup") else "")
    if call.method == "editMessageText":
        return "text edit" + (" with buttons" if p.get("reply_markup") else "")
    if call.method == "editMessageReplyMarkup":
        return "keyboard edit" + (" (buttons removed)" if not p.get("reply_markup") else "")
    return call.method


async def one_game(game: str, seed: int) -> dict[str, Any]:
    fake = FakeTelegram(group_limit=20, dm_limit=1.0, dm_burst=3)
    await fake.start()
    phases: list[str] = []  # the game's phase when each request was made (for --breakdown)
    stamps: list[float] = []  # when each request was made (for --trace)
    table: Any = None
    notify = fake._notify

    def noted() -> None:
        state = table.state if table is not None else None
        phases.extend([str(getattr(state, "phase", "-"))] * (len(fake.requests) - len(phases)))
        stamps.extend([time.monotonic()] * (len(fake.requests) - len(stamps)))
        notify()

    fake._notify = noted  # type: ignore[method-assign]  # instrumented by the bench
    tmp = Path(tempfile.mkdtemp(prefix="croupier-delivery-"))
    h = Harness(fake, tmp / "bench.sqlite3", own_time=False, **limits())  # timers on the real clock
    await h.start()
    try:
        extra, humans = PLAYS[game]
        users = [fake.user(i + 1, f"P{i + 1}") for i in range(humans)]
        start: list[float] = []

        def starting() -> None:  # what the game costs, from its start (the lobby aside)
            start[:] = [time.monotonic(), len(fake.requests), len(fake.chat_stats(GROUP).sent_at)]

        async with OPENING:  # the game's shuffle follows from --seed, so that a run can be repeated
            real, lobby.new_seed = lobby.new_seed, lambda: hashlib.sha256(f"bench:{game}:{seed}".encode()).hexdigest()
            try:
                table = await open_game(h, GROUP, game, users, extra, starting)
            finally:
                lobby.new_seed = real
        t0, first_call = start[0], int(start[1])
        lobby_sends = int(start[2])  # the group's new messages before the start: lobby traffic, not the game's
        seats = {table.seat_of(u.id): u for u in users}
        pressed: Counter[str] = Counter()
        sender = h.svc.sender
        busy: Counter[int] = Counter()  # calls in flight, by chat
        deliver = sender._deliver

        why: dict[int, str] = {}  # request index: the outbox item's priority and flags (for --trace)

        async def delivering(it: Any) -> None:
            chat = it.chat_id
            busy[chat] += 1
            before = len(fake.requests)
            try:
                await deliver(it)
            finally:
                busy[chat] -= 1
                for i in range(before, len(fake.requests)):  # what asked for the calls (for --trace)
                    if int(fake.requests[i].params.get("chat_id", 0)) == chat:
                        why.setdefault(i, reason(it))

        sender._deliver = delivering  # type: ignore[method-assign]  # instrumented by the bench

        async def on_screen(chat: int) -> None:
            """Until the chat shows what the bot owes it, except what it holds back on purpose (a
            receipt or a taken-away keyboard that the next question may replace, see `HOLD`)."""

            def shown() -> bool:
                owed = [it for it in sender.queues.get(chat, []) if not it.meta.get(HOLD) and it.prio != DECOR]
                return not owed and not busy[chat]

            while not shown():
                await asyncio.sleep(0.01)

        async def press(user: Any, message: Any, data: str) -> None:
            """At full speed: the next press comes as soon as the player's question is on screen,
            without waiting for the rest of what the bot owes (the group's edits, other players'
            DMs). After a builder step the player looks at the redrawn question; a press the bot
            refuses (an alert: the button was of a step that just closed) is not hammered: the player
            looks again once the chat shows what the bot owes it."""
            pressed[data] += 1
            if THINK is not None:  # a person presses a think time after the question showed
                parts = data.split(":", 4)
                shown = seen.get((parts[2], parts[3]), time.monotonic()) if len(parts) == 5 else time.monotonic()
                await asyncio.sleep(max(0.0, shown + think_time(thinking, THINK) - time.monotonic()))
            query = await fake.press(user, message, data=data, strict=False)
            await h.app.bot_data["processor"].wait_done(fake.last_update_id)
            builder = data.split(":", 4)[4].startswith("~")
            if builder or (await fake.wait_answer(query)).show_alert:
                await asyncio.wait_for(on_screen(message.chat_id), 60)

        thinking = random.Random(f"think:{seed}")
        seen: dict[tuple[str, str], float] = {}  # when each seat's question (by move number) first showed

        async def watch() -> None:
            """People think side by side: each question's think time runs from when it showed."""
            while True:
                for seat, user in seats.items():
                    n = table.state.moves[seat]
                    if pending(fake, user, seat, depth=8, moves=n) or pending(fake, GROUP, seat, moves=n):
                        seen.setdefault((str(seat), str(n)), time.monotonic())
                await asyncio.sleep(0.1)

        watching = asyncio.create_task(watch())
        bidding = asyncio.create_task(bid_live(fake, h, table, users, random.Random(seed), pressed))
        panels = asyncio.create_task(use_panels(fake, h, table, seats, random.Random(seed), pressed))
        try:
            presses = await play_to_end(
                press,
                fake,
                GROUP,
                seats,
                lambda: set(table.game.to_act(table.state)),
                random.Random(seed),
                moves=lambda seat: table.state.moves[seat],
                wait=60.0 if THINK is None else 600.0,  # bids at a person's pace keep an auction open for minutes
            )
        finally:
            bidding.cancel()
            panels.cancel()
            watching.cancel()
            extra = await asyncio.gather(bidding, panels, return_exceptions=True)
        presses += sum(x for x in extra if isinstance(x, int))
        await h.drained()
        dt = time.monotonic() - t0
        moves = len(await h.svc.store.actions(table.id))
        counts = await h.svc.store.outbox_counts(table.id)
        counted = [
            (c, phases[i] if i < len(phases) else "-")
            for i, c in enumerate(list(fake.requests))
            if i >= first_call and c.method in MESSAGE_CALLS
        ]
        calls = [c for c, _ in counted]
        breakdown = Counter(
            (phase, "group" if int(c.params.get("chat_id", 0)) < 0 else "DM", call_kind(c)) for c, phase in counted
        )
        group_new = sum(
            1
            for c in calls
            if c.method in NEW_MESSAGE_CALLS and c.status == 200 and int(c.params.get("chat_id", 0)) == GROUP
        )
        group_edits = sum(
            1
            for c in calls
            if c.method.startswith("edit") and c.status == 200 and int(c.params.get("chat_id", 0)) == GROUP
        )
        if TRACE is not None:
            pace = "instant" if THINK is None else "human"
            write_trace(TRACE / f"{game}-{seed}-{pace}.txt", fake, first_call, t0, stamps, phases, why)
        return {
            "game": game,
            "seconds": dt,
            "presses": presses,
            "moves": moves,
            "group_new": group_new,
            "group_edits": group_edits,
            "busiest": fake.chat_stats(GROUP).busiest_minute(since=lobby_sends),
            "busiest_all": fake.busiest_minute(GROUP),
            "too_many": sum(1 for c in fake.requests if c.status == 429),
            "dropped": counts.get("failed", 0) + counts.get("pending", 0),
            "calls": len(calls),
            "per_press": len(calls) / max(1, presses),
            "per_move": len(calls) / max(1, moves),
            "longest_wait": h.svc.sender.stats.longest_wait,
            "merged": h.svc.sender.stats.merged,
            "converted": h.svc.sender.stats.converted,
            "skipped": h.svc.sender.stats.skipped_edits,
            "breakdown": breakdown,
            "repeated": [(d, n) for d, n in pressed.most_common(3) if n > 1],
        }
    finally:
        await h.stop()
        await fake.stop()


def reason(it: Any) -> str:
    """An outbox item's priority and flags, as the trace shows why a call was made."""
    flags = [k for k in (HOLD, LAZY, SEALED, FINAL, "newest") if it.meta.get(k)]
    return "/".join([{ANSWER: "answer", NEWS: "news", DECOR: "decor"}.get(it.prio, str(it.prio)), it.kind, *flags])


def write_trace(
    path: Path,
    fake: FakeTelegram,
    first: int,
    t0: float,
    stamps: list[float],
    phases: list[str],
    why: dict[int, str],
) -> None:
    """Every counted call of one game, one a line: seconds from the start, phase, chat, kind, the
    outbox item's priority and flags, the text's start."""
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = []
    for i, c in enumerate(list(fake.requests)):
        if i < first or c.method not in MESSAGE_CALLS:
            continue
        at = stamps[i] - t0 if i < len(stamps) else -1.0
        chat = int(c.params.get("chat_id", 0))
        where = "group" if chat < 0 else f"DM {chat}"
        text = str(c.params.get("text") or c.params.get("caption") or "").replace("\n", " | ")[:90]
        phase = phases[i] if i < len(phases) else "-"
        lines.append(f"{at:7.1f}  {phase:<9} {where:<8} {call_kind(c):<28} {why.get(i, '-'):<24} {text}")
    path.write_text("\n".join(lines) + "\n")


BIDS_PER_AUCTION = 2
"""Live bids each player makes in one auction (a game whose group table has buttons for everyone)."""
BLIND_BIDS = False
"""`--blind-bids`: any player presses a raise, also one the engine refuses (the bench before stop 36:
about half of its presses were the leader raising their own bid, or the one who passed)."""


async def bid_live(
    fake: FakeTelegram, h: Any, table: Any, users: list[Any], rng: random.Random, pressed: Counter[str]
) -> int:
    """Players also press the group table's buttons for everyone (a live auction's raises: `o:` data,
    which names no seat), each up to `BIDS_PER_AUCTION` times an auction, half a second apart: the
    moves that a live auction is made of, and that the seat-by-seat driver never makes. A raise is
    pressed by a player who could make it, as a person watching the table would: not the one whose
    bid leads, not the one who passed, not one short of the cash (`BLIND_BIDS`: anyone, as before)."""
    made: Counter[tuple[str, int]] = Counter()

    def able(user: Any, data: str) -> bool:
        if BLIND_BIDS:
            return True
        seat, state = table.seat_of(user.id), table.state
        if seat is None or state is None or table.game.is_over(state):
            return False
        action = parsed(table, seat, data.split(":", 2)[2])
        return action is not None and action in table.game.open_actions(state, seat)

    presses = 0
    try:
        while True:
            await asyncio.sleep(0.5 if THINK is None else think_time(rng, THINK))
            shown = [m for m in fake.messages(GROUP) if not m.deleted][-3:]
            found = [(m, d) for m in reversed(shown) for _, d in m.buttons() if d and d.startswith("o:")]
            if not found:
                continue
            message = found[0][0]
            raises = [d for m, d in found if m is message]
            auction = raises[0].rsplit("@", 1)[-1]
            data = rng.choice(raises)
            ready = [u for u in users if made[(auction, u.id)] < BIDS_PER_AUCTION and able(u, data)]
            if not ready:
                continue
            user = rng.choice(ready)
            made[(auction, user.id)] += 1
            presses += await press_aside(fake, h, user, message, data, pressed)
    except asyncio.CancelledError:
        return presses


async def use_panels(
    fake: FakeTelegram, h: Any, table: Any, seats: dict[int, Any], rng: random.Random, pressed: Counter[str]
) -> int:
    """Players also use their "at any time" panel (a credit, a card, R&D), as the game's AI would at
    that moment (`Game.ai_open_action`), each looking at it about once a second: the open actions
    that the question-by-question driver never presses (a panel's buttons carry `p<n>`, no move
    count); an investigation is pressed on the group's table, which has it for everyone. Bids are
    left to `bid_live`, on the group's table."""
    presses = 0
    try:
        while True:
            await asyncio.sleep(1.0 if THINK is None else think_time(rng, THINK))
            for seat, user in seats.items():
                state = table.state
                if state is None or table.game.is_over(state):
                    continue
                action = table.game.ai_open_action(state, seat, rng)
                if action is None or action.startswith("bid:"):
                    continue
                now = {f"p{prompts.panel_no(table, seat)}", str(state.moves[seat])}
                shown = (
                    [
                        (m, d)
                        for m in reversed(fake.messages(user)[-8:])
                        for _, d in m.buttons()
                        if d and d.startswith("g:") and d.split(":", 4)[3] in now and d.endswith(f":{action}")
                    ]
                    + [  # an investigation is on the group's table, for everyone
                        (m, d)
                        for m in reversed(fake.messages(GROUP)[-3:])
                        for _, d in m.buttons()
                        if d and d.startswith("o:") and parsed(table, seat, d.split(":", 2)[2]) == action
                    ]
                )
                if not shown:
                    continue
                presses += await press_aside(fake, h, user, *shown[0], pressed)
    except asyncio.CancelledError:
        return presses


async def press_aside(fake: FakeTelegram, h: Any, user: Any, message: Any, data: str, pressed: Counter[str]) -> int:
    """One press beside the question-by-question driver (a bid, a panel button), handled in full."""
    pressed[data] += 1
    await fake.press(user, message, data=data, strict=False)
    await h.app.bot_data["processor"].wait_done(fake.last_update_id)
    return 1


async def flood(n: int, due_in: float) -> dict[str, Any]:
    """`n` running games, each waiting for a human whose deadline falls due at the same moment."""
    from storage.store import Commit

    fake = FakeTelegram(group_limit=20, dm_limit=1.0, dm_burst=3, record=False)
    await fake.start()
    tmp = Path(tempfile.mkdtemp(prefix="croupier-flood-"))
    settings = {**limits(), "turn_timeout": 600.0, "reminder": 0.0}
    h = Harness(fake, tmp / "flood.sqlite3", own_time=False, **settings)
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
                id=gid,
                chat_id=chat,
                game=game,
                options=options,
                seed=seed,
                status="running",
                seats=seats,
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
            timers.arm(h.app, s, table)
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
            "games": n,
            "answered": answered,
            "stepped": stepped,
            "owed": owed,
            "drained": drained,
            "too_many": fake.too_many,
        }
    finally:
        h.svc.sender.paused = True
        await h.stop()
        await fake.stop()


def print_line(game: str, rs: list[dict[str, Any]]) -> None:
    """One game's figures; over several runs, the mean of each count (the most of the busiest minute,
    of the longest wait), calls per move over all moves, and the range of calls per move."""
    n = len(rs)

    def mean(key: str) -> float:
        return sum(r[key] for r in rs) / n

    calls, presses, moves = (sum(r[k] for r in rs) for k in ("calls", "presses", "moves"))
    line = (
        f"{game:<11} {mean('seconds'):4.0f}  {mean('presses'):5.0f}  {mean('moves'):5.0f}  {mean('group_new'):3.0f}  "
        f"{mean('group_edits'):4.0f}  {max(r['busiest'] for r in rs):4d} ({max(r['busiest_all'] for r in rs):2d})  "
        f"{sum(r['too_many'] for r in rs):4d}  "
        f"{sum(r['dropped'] for r in rs):6d}  {calls / max(1, presses):10.2f}  {calls / max(1, moves):9.2f}  "
        f"{max(r['longest_wait'] for r in rs):10.1f} s  {mean('merged'):5.0f} {mean('converted'):8.0f} "
        f"{mean('skipped'):6.0f}"
    )
    if n > 1:
        low, high = min(r["per_move"] for r in rs), max(r["per_move"] for r in rs)
        line += f"   ({n} games, {low:.2f}–{high:.2f} calls/move)"
    print(line)


Runs = list[list[dict[str, Any]]]


def per_move(runs: Runs, i: int) -> float:
    return sum(r[i]["calls"] for r in runs) / max(1, sum(r[i]["moves"] for r in runs))


def print_paces(games: list[str], instant: Runs, human: Runs, think: float) -> None:
    """Calls per move instant and at human pace, per game, and what one bot carries at human pace:
    30 calls/s over the calls per second of the heaviest game (a game's calls over its length)."""
    print(f"\ncalls per move (answers to presses not counted)   instant   human (think {think:g} s)   calls/s/game")
    worst = 0.0
    for i, g in enumerate(games):
        rate = sum(r[i]["calls"] for r in human) / max(1e-9, sum(r[i]["seconds"] for r in human))
        worst = max(worst, rate)
        print(f"  {g:<11} {per_move(instant, i):38.2f}   {per_move(human, i):19.2f}   {rate:12.3f}")
    print(
        f"capacity at human pace: {OVERALL / max(worst, 1e-9):.0f} concurrently active games per bot "
        f"within {OVERALL:g} calls/s (the heaviest game, {worst:.3f} calls/s each)"
    )


def print_breakdown(r: dict[str, Any]) -> None:
    """The counted calls of one game by phase, chat and kind, and by chat and kind over the game."""
    b: Counter[tuple[str, str, str]] = r["breakdown"]
    print(f"\n{r['game']}: {sum(b.values())} counted calls for {r['moves']} moves")
    totals: Counter[tuple[str, str]] = Counter()
    for (_, where, kind), n in b.items():
        totals[(where, kind)] += n
    for (where, kind), n in sorted(totals.items(), key=lambda x: -x[1]):
        print(f"  {n:4d}  {n / max(1, r['moves']):5.2f}/move  {where:<5} {kind}")
    if r["repeated"]:
        print("  pressed more than once: " + ", ".join(f"{d} ×{n}" for d, n in r["repeated"]))
    print("  by phase:")
    seen: list[str] = []
    for phase, _, _ in b:
        if phase not in seen:
            seen.append(phase)
    for phase in seen:
        rows = sorted(((w, k, n) for (p, w, k), n in b.items() if p == phase), key=lambda x: (x[0], -x[2]))
        print(f"    {phase:<10} " + "; ".join(f"{w} {k} ×{n}" for w, k, n in rows))


async def main_async(args: argparse.Namespace) -> None:
    logging.basicConfig(level=logging.WARNING)
    for given in args.options:
        game, _, options = given.partition("=")
        if game not in PLAYS:
            raise SystemExit(f"--options: no game {game!r}")
        PLAYS[game] = (options.strip('"'), PLAYS[game][1])
    games = list(PLAYS) if args.games == "all" else [g for g in args.games.split(",") if g in PLAYS]
    if games:
        print(
            "game        s   presses moves  new  edits  busiest60s  429  dropped  calls/press  calls/move  "
            "longest-wait  merged converted skipped"
        )
        paces = [None] if args.think is None else [None, args.think]
        by_pace: list[list[list[dict[str, Any]]]] = []
        global THINK, TRACE, BLIND_BIDS
        BLIND_BIDS = args.blind_bids
        TRACE = Path(args.trace) if args.trace else None
        for think in paces:
            THINK = think
            if think is not None:
                print(f"at human pace: think median {think:g} s (log-normal, {THINK_MIN:g}–{THINK_MAX:g} s), real time")
            runs: list[list[dict[str, Any]]] = []
            for run in range(args.runs):  # each run: every game at once, a game seed of its own
                runs.append(await asyncio.gather(*(one_game(g, args.seed + run) for g in games)))
            by_pace.append(runs)
            for i, g in enumerate(games):
                print_line(g, [results[i] for results in runs])
            if args.breakdown:
                for results in runs:
                    for r in results:
                        print_breakdown(r)
        if args.think is not None:
            print_paces(games, by_pace[0], by_pace[1], args.think)
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
    parser.add_argument("--seed", type=int, default=1, help="the games' shuffles and the players' choices")
    parser.add_argument("--runs", type=int, default=1, help="games of each kind, with seeds seed, seed+1, …")
    parser.add_argument("--breakdown", action="store_true", help="list the counted calls by phase, chat and kind")
    parser.add_argument("--flood", type=int, default=1000, help="live games whose deadlines fall due (0: skip)")
    parser.add_argument(
        "--options",
        action="append",
        default=[],
        metavar='GAME="OPTIONS"',
        help='a game\'s options instead of the usual ones, e.g. economicus="years=1 auction_seconds=10"',
    )
    parser.add_argument(
        "--think",
        type=float,
        default=None,
        metavar="MEDIAN",
        help="also play at human pace: a log-normal think time (median MEDIAN s, 2–20 s) before each press, real time",
    )
    parser.add_argument(
        "--blind-bids",
        action="store_true",
        help="auction raises pressed by anyone, also the leader or one who passed (the model before stop 36)",
    )
    parser.add_argument("--trace", default=None, metavar="DIR", help="write every counted call of each game to DIR")
    parser.add_argument("--due-in", type=float, default=3.0, help="seconds from the set-up to the deadlines")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
