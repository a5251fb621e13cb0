"""Players who answer at once: they press a button of whatever the bot asks them, in DM or in the
group, until the game's record arrives. Used by the delivery tests and the delivery benchmark."""

from __future__ import annotations

import json
import random
from typing import Any

from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import StoredMessage


async def open_game(h: Any, group: int, game: str, users: list[Any], extra: str = "", before_start: Any = None) -> Any:
    """Everyone opens a DM, the first user opens a lobby in `group`, the others join, the first starts
    (after `before_start()`, if given); returns the running table."""
    fake = h.fake
    if group not in fake.chats:
        fake.group(group, "Table", members=users)
    for u in users:
        await h.say(u, "/start")
    await h.say(users[0], f"/new {game} {extra}".strip(), group)
    lobby = fake.last(group)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    for u in users[1:]:
        await h.press(u, lobby, data=f"l:{gid}:join")
    if before_start is not None:
        before_start()
    await h.press(users[0], lobby, data=f"l:{gid}:start")
    table = await h.table(group)
    assert table is not None and table.status == "running"
    return table


def move_buttons(message: StoredMessage, seat: int) -> list[str]:
    """The move buttons of `message` that belong to `seat` (`g:<game>:<seat>:<moves>:<action>`)."""
    out = []
    for _, data in message.buttons():
        if data and data.startswith("g:"):
            parts = data.split(":", 4)
            if len(parts) == 5 and parts[2] == str(seat):
                out.append(data)
    return out


async def two_in_a_lobby(
    h: Any, fake: FakeTelegram, group: int, options: str = ""
) -> tuple[Any, Any, StoredMessage, str, int, int]:
    """Alice opens a 功德轮回 lobby (with `options`) in `group` and Bob joins it: (alice, bob, the
    lobby message, the game id in its buttons, the update id of /new, the update id of the join,
    for tests that have Telegram deliver those updates again)."""
    alice, bob = fake.user(1, "Alice"), fake.user(2, "Bob")
    fake.group(group, "Table", members=[alice, bob])
    for u in (alice, bob):
        await h.say(u, "/start")
    await h.say(alice, f"/new merit {options}".strip(), group)
    opened = fake.last_update_id
    lobby = fake.last(group)
    gid = next(d for _, d in lobby.buttons() if d and d.startswith("l:")).split(":")[1]
    await h.press(bob, lobby, data=f"l:{gid}:join")
    return alice, bob, lobby, gid, opened, fake.last_update_id


def pending(
    fake: FakeTelegram,
    chat: Any,
    seat: int,
    depth: int = 4,
    moves: int | None = None,
    game: int | None = None,
    thread: Any = "any",
) -> tuple[StoredMessage, list[str]] | None:
    """The newest of the chat's last few bot messages that carries buttons for `seat` (for its move
    number `moves`, if given: older buttons may still be on screen while their edit waits its turn;
    of game `game` and in forum topic `thread`, if given)."""
    found = fake.messages(chat) if thread == "any" else fake.topic_messages(chat, thread)
    found = [m for m in found if not m.deleted]  # (a turn prompt is deleted when the turn passes)
    for m in reversed(found[-depth:]):
        buttons = move_buttons(m, seat)
        if game is not None:
            buttons = [d for d in buttons if d.split(":", 4)[1] == str(game)]
        if moves is not None:
            buttons = [d for d in buttons if d.split(":", 4)[3] == str(moves)]
        if buttons:
            return m, buttons
    return None


def pick(buttons: list[str], rng: random.Random) -> str:
    """A real move where there is one; a builder step ("~") only when nothing else is offered."""
    final = [d for d in buttons if not d.split(":", 4)[4].startswith("~")]
    return rng.choice(final or buttons)


async def play_to_end(
    press: Any,
    fake: FakeTelegram,
    group: Any,
    seats: dict[int, Any],
    to_act: Any,
    rng: random.Random,
    limit: int = 20_000,
    moves: Any = None,
    game: int | None = None,
    thread: Any = "any",
    wait: float = 60.0,
) -> int:
    """Press until the game's closing message is in the group; returns the presses made.
    `press(user, message, data)` is the harness's press; `seats` maps seat → user; `to_act()` the
    seats the game waits for (a player who may still change a sent choice does not keep changing it);
    `moves(seat)`, if given, the seat's move number, so that only current buttons are pressed;
    `wait`: the longest stretch without a question (a live auction at a person's pace runs longer)."""

    def find(seat: int, user: Any) -> tuple[StoredMessage, list[str]] | None:
        n = moves(seat) if moves is not None else None
        return pending(fake, user, seat, depth=8, moves=n, game=game) or pending(
            fake, group, seat, moves=n, game=game, thread=thread
        )

    def over() -> bool:
        return final_message(fake, group, game, thread) is not None

    presses = 0
    for _ in range(limit):
        if over():
            return presses
        moved = False
        for seat, user in seats.items():
            if seat not in to_act():
                continue
            found = find(seat, user)
            if found is None:
                continue
            message, buttons = found
            await press(user, message, pick(buttons, rng))
            presses += 1
            moved = True
            break
        if not moved:
            await fake.wait_for(
                lambda: over() or any(find(s, u) for s, u in seats.items() if s in to_act()),
                timeout=wait,
                what="a question for one of the players",
            )
    raise AssertionError("the game did not end")


def final_message(fake: FakeTelegram, group: Any, game: int | None = None, thread: Any = "any") -> StoredMessage | None:
    """The closing message of a game (the result, the seed, a 🔍 button for the record), once it is in
    the group (pictures, a chart say, may follow it)."""
    shown = fake.messages(group) if thread == "any" else fake.topic_messages(group, thread)
    for m in reversed(shown[-6:]):
        for _, data in m.buttons():
            if data and data.startswith("h:") and (game is None or data == f"h:{game}"):
                return m
    return None


async def record_of(h: Any, user: Any, group: Any, game: int | None = None, thread: Any = "any") -> dict[str, Any]:
    """The record that `python -m games verify` checks, as a player gets it: the final message's 🔍
    button sends it to their DM."""
    final = final_message(h.fake, group, game, thread)
    assert final is not None, "the game has not ended"
    data = next(d for _, d in final.buttons() if d and d.startswith("h:"))
    await h.press(user, final, data=data)
    await h.drained()
    doc = h.fake.last(user)
    assert (doc.document_name or "").endswith(".json") and "python -m games verify" in (doc.text or "")
    return dict(json.loads(doc.document_bytes or b"{}"))
