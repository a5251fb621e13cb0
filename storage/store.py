"""The queries the bot needs, by what they mean: chats, users, games, the action log, deadlines."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from storage import ratings
from storage.db import Backend, Conn, Sight
from storage.ratings import Finish

log = logging.getLogger(__name__)


@dataclass
class UserRow:
    user_id: int
    name: str
    username: str | None
    lang: str | None
    tg_lang: str | None
    dm_ok: bool


@dataclass
class GameRow:
    id: int
    chat_id: int
    game: str
    options: dict[str, Any]
    seed: str
    status: str
    seats: list[dict[str, Any]]
    state: str | None
    version: int
    ui: dict[str, Any]
    creator: int | None
    thread_id: int | None = None
    rev: int = 0
    """Bumped by PostgreSQL on every write of the row (migration 009): a worker's copy is stale when it differs."""


class StaleGame(Exception):
    """A step was decided on a copy of the game another worker has moved since (`Commit.expect_version`)."""


@dataclass
class OutRow:
    """One message the bot owes a chat: written with the step that produced it, drained by the sender.

    `body` holds what to say (JSON): for a send/edit, `text` or `lines` + `text`, `markup`; for a
    document, `file`, `filename`, `caption`; `prev` says what becomes of a slot's former message
    (strip its buttons, delete it, keep it); `meta` is for the sender (e.g. the deadline a prompt starts)."""

    chat_id: int
    kind: str
    body: dict[str, Any]
    game_id: int | None = None
    thread_id: int | None = None
    slot: str | None = None
    prio: int = 1
    id: int = 0
    created_at: float = 0.0
    attempts: int = 0


@dataclass
class Mark:
    """A new message Telegram accepted, not yet marked in the database (`Store.delivered_many`)."""

    ids: list[int]
    """The outbox rows it delivered."""
    message_id: int | None = None
    slot: tuple[int, str, int] | None = None
    """(game, slot, chat): the live message it now is."""
    new_message: int | None = None
    """A group whose budget it used (`sent_log`)."""
    at: float = 0.0
    """When it was sent (wall clock)."""


@dataclass
class Deadline:
    seat: int
    moves: int
    remind_at: float
    expire_at: float
    reminded: bool = False
    extended: bool = False
    """Moved on once already because its question reached the player late (not stored)."""


@dataclass
class LoggedAction:
    seat: int
    action: str
    source: str = "player"
    """"player", "ai", "timeout", "clock" (a timer's action) or "accountant" (a draw's answer)."""


@dataclass
class Commit:
    """Everything one accepted step writes at once: the new actions, the snapshot and the deadlines."""

    actions: list[LoggedAction]
    state: str
    version: int
    seats: list[dict[str, Any]]
    ui: dict[str, Any]
    deadlines: list[Deadline] = field(default_factory=list)
    status: str = "running"
    rows: list[OutRow] = field(default_factory=list)
    finish: Finish | None = None
    """A game that ends with this step: its history row and rating updates (storage/ratings.py)."""
    expect_version: int | None = None
    """Several workers: the stored version the step was decided on; another one refuses it (`StaleGame`)."""


def _game(row: Any) -> GameRow:
    return GameRow(
        id=row["id"],
        chat_id=row["chat_id"],
        game=row["game"],
        options=json.loads(row["options"]),
        seed=row["seed"],
        status=row["status"],
        seats=json.loads(row["seats"]),
        state=row["state"],
        version=row["version"],
        ui=json.loads(row["ui"]),
        creator=row["creator"],
        thread_id=row["thread_id"],
        rev=row["rev"],
    )


@lru_cache(maxsize=256)
def _values(head: str, width: int, n: int, tail: str = "") -> str:
    """`head VALUES (?, …), (?, …) tail`: n rows of `width` values in one statement."""
    one = "(" + ", ".join("?" * width) + ")"
    return f"{head} VALUES {', '.join([one] * n)}{tail}"


def _insert_many(c: Conn, head: str, rows: list[tuple[Any, ...]]) -> None:
    """Rows inserted by one statement on PostgreSQL (a pipelined statement costs the bot's CPU
    whether it carries one row or several), one `executemany` on SQLite."""
    if not rows:
        return
    if getattr(c, "pipelined", False):
        c.execute(_values(head, len(rows[0]), len(rows)), [v for row in rows for v in row])
    else:
        c.executemany(_values(head, len(rows[0]), 1), rows)


OUTBOX_INSERT = "INSERT INTO outbox (game_id, chat_id, thread_id, kind, slot, prio, body, created_at)"


def _insert_rows(c: Conn, rows: list[OutRow], now: float) -> None:
    """Insert outbox rows inside the caller's transaction; each row learns its id. (All are sent
    before any id is read: on PostgreSQL they travel together, see storage/pg.py.)"""
    if rows and getattr(c, "pipelined", False):  # PostgreSQL: one statement, its ids read once the unit is over
        for r in rows:
            r.created_at = r.created_at or now
        values = [
            v
            for r in rows
            for v in (r.game_id, r.chat_id, r.thread_id, r.kind, r.slot, r.prio, json.dumps(r.body), r.created_at)
        ]
        cur = c.execute(_values(OUTBOX_INSERT, 8, len(rows), " RETURNING id"), values)

        def read() -> None:  # the identity hands out ascending ids in the order of the VALUES
            for r, found in zip(rows, sorted(int(x[0]) for x in cur.fetchall()), strict=True):
                r.id = found

        c.later(read)  # type: ignore[attr-defined]  # pipelined connections only (PostgreSQL), as the caller checks
        return
    inserted = []
    for r in rows:
        r.created_at = r.created_at or now
        inserted.append(
            c.execute(
                f"{OUTBOX_INSERT} VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (r.game_id, r.chat_id, r.thread_id, r.kind, r.slot, r.prio, json.dumps(r.body), r.created_at),
            )
        )
    for r, cur in zip(rows, inserted, strict=True):
        r.id = cur.fetchall()[0][0]


PG_NEW_GAME = -1
"""`_seat_players` of a game just inserted in the same PostgreSQL unit: its id is the sequence's."""


def _seat_players(c: Conn, game_id: int, seats: list[dict[str, Any]], again: bool = False) -> None:
    """The `players` index of a game: its seated users (seats change only in the lobby)."""
    if again:
        c.execute("DELETE FROM players WHERE game_id=?", (game_id,))
    users = sorted({int(x["user_id"]) for x in seats if x.get("user_id") is not None})
    if users and game_id == PG_NEW_GAME:
        c.executemany(
            "INSERT INTO players (user_id, game_id) VALUES (?, currval(pg_get_serial_sequence('games', 'id')))",
            [(u,) for u in users],
        )
    elif users:
        c.executemany("INSERT INTO players (user_id, game_id) VALUES (?, ?)", [(u, game_id) for u in users])


Riding = tuple[list[int], list[Mark], "asyncio.Future[None]"]
"""Delivery marks waiting to go with the next commit, and who waits for them (`Store.delivered_many`)."""


PRUNE_EVERY = 10.0
"""Seconds between two prunings of the send log by `_write_marks` (one statement fewer per batch)."""
_pruned = 0.0


def _write_marks(c: Conn, batches: list[tuple[list[int], list[Mark]]]) -> None:
    """Outbox rows marked done in the caller's transaction (`Store.delivered_many`)."""
    now = time.time()
    rows: list[tuple[float, int | None, int]] = [(now, None, i) for done, _ in batches for i in done]
    rows += [(now, m.message_id, i) for _, marks in batches for m in marks for i in m.ids]
    slots = [
        (m.slot[0], m.slot[1], m.slot[2], m.message_id)
        for _, marks in batches
        for m in marks
        if m.slot is not None and m.message_id is not None
    ]
    sends = [(m.new_message, m.at or now) for _, marks in batches for m in marks if m.new_message is not None]
    c.executemany("UPDATE outbox SET status='done', done_at=?, message_id=?, body='{}' WHERE id=?", rows)
    c.executemany(SLOT_SQL, slots)
    if sends:
        _insert_many(c, "INSERT INTO sent_log (chat_id, at)", sends)
        global _pruned
        if now - _pruned > PRUNE_EVERY:  # the send log keeps its last two minutes (a group's budget)
            _pruned = now
            c.execute("DELETE FROM sent_log WHERE at < ?", (now - 120,))


def _settle(batch: list[Riding], error: BaseException | None = None) -> None:
    for _, _, written in batch:
        if written.done():
            continue
        if error is None:
            written.set_result(None)
        else:
            written.set_exception(error)


GAME_TABLES = (
    ("games", "id"),
    ("actions", "game_id"),
    ("deadlines", "game_id"),
    ("outbox", "game_id"),
    ("slots", "game_id"),
    ("players", "game_id"),
    ("finished", "game_id"),
    ("finished_seats", "game_id"),
)
"""Every table that keeps something of a game, with its column naming the game."""


class Store:
    def __init__(
        self,
        db: Backend,
        *,
        clock: Callable[[], float] = time.time,
        lobby_idle: float = 86400.0,
        after_commit: Callable[[Conn, int], None] | None = None,
    ) -> None:
        self.db = db
        self.clock = clock
        """The bot's clock, for when a message was owed (tests move it)."""
        self.lobby_idle = lobby_idle
        """Seconds an untouched lobby stays open (the bot's setting): when its game wakes (`wake_of`)."""
        self._riding: list[Riding] = []
        self._ride_timer: asyncio.TimerHandle | None = None
        self._writing: set[asyncio.Task[None]] = set()
        self.after_commit = after_commit
        """Several workers (PostgreSQL; bot/app.py passes it): queues statements right after a step's
        COMMIT, in the same unit (storage/workers.py `Shared.after_commit` releases the game's lock
        there when the step asked it to: one round trip fewer per move)."""

    def wake_of(self, status: str, ui: dict[str, Any]) -> float | None:
        """When the game's own clock next needs it, by the bot's clock: a running game's soonest
        timer, a lobby's end when nobody touches it; None: only its deadlines (or nothing) will."""
        if status == "running":
            timers = ui.get("timers")
            return min(float(t[0]) for t in timers.values()) if timers else None
        if status == "lobby" and "touched" in ui:
            return float(ui["touched"]) + self.lobby_idle
        return None

    # ----- users and chats ----------------------------------------------------------------------
    async def touch_user(self, user_id: int, name: str, username: str | None, tg_lang: str | None) -> None:
        await self.db.execute(
            "INSERT INTO users (user_id, name, username, tg_lang) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(user_id) DO UPDATE SET name=excluded.name, username=excluded.username, "
            "tg_lang=excluded.tg_lang",
            (user_id, name, username, tg_lang),
        )

    async def user(self, user_id: int) -> UserRow | None:
        row = await self.db.fetchone("SELECT * FROM users WHERE user_id=?", (user_id,))
        if row is None:
            return None
        return UserRow(row["user_id"], row["name"], row["username"], row["lang"], row["tg_lang"], bool(row["dm_ok"]))

    async def user_by_username(self, username: str) -> UserRow | None:
        """A user the bot has seen, by @username (case-insensitive; Telegram resolves no user names)."""
        row = await self.db.fetchone("SELECT * FROM users WHERE lower(username)=lower(?)", (username,))
        if row is None:
            return None
        return UserRow(row["user_id"], row["name"], row["username"], row["lang"], row["tg_lang"], bool(row["dm_ok"]))

    async def set_user_lang(self, user_id: int, lang: str) -> None:
        await self.db.execute("UPDATE users SET lang=? WHERE user_id=?", (lang, user_id))

    async def set_dm_ok(self, user_id: int, ok: bool) -> None:
        await self.db.execute("UPDATE users SET dm_ok=? WHERE user_id=?", (int(ok), user_id))

    async def chat_lang(self, chat_id: int) -> str | None:
        row = await self.db.fetchone("SELECT lang FROM chats WHERE chat_id=?", (chat_id,))
        return row["lang"] if row else None

    async def chat_settings(self, chat_id: int) -> dict[str, Any]:
        """A group's own settings (`/settings`): default time per move, pinning the live table."""
        row = await self.db.fetchone("SELECT settings FROM chats WHERE chat_id=?", (chat_id,))
        return json.loads(row["settings"]) if row and row["settings"] else {}

    async def set_chat_settings(self, chat_id: int, settings: dict[str, Any]) -> None:
        await self.db.execute(
            "INSERT INTO chats (chat_id, settings) VALUES (?, ?) "
            "ON CONFLICT(chat_id) DO UPDATE SET settings=excluded.settings",
            (chat_id, json.dumps(settings)),
        )

    async def set_chat_lang(self, chat_id: int, lang: str) -> None:
        await self.db.execute(
            "INSERT INTO chats (chat_id, lang) VALUES (?, ?) ON CONFLICT(chat_id) DO UPDATE SET lang=excluded.lang",
            (chat_id, lang),
        )

    async def migrate_chat(self, old: int, new: int) -> None:
        """A group became a supergroup: its settings and games follow the new id."""

        def work(c: Conn) -> None:
            c.execute("DELETE FROM chats WHERE chat_id=?", (new,))
            c.execute("UPDATE chats SET chat_id=? WHERE chat_id=?", (new, old))
            c.execute("UPDATE games SET chat_id=? WHERE chat_id=?", (new, old))
            c.execute("UPDATE outbox SET chat_id=? WHERE chat_id=? AND status='pending'", (new, old))
            c.execute("UPDATE slots SET chat_id=? WHERE chat_id=?", (new, old))
            c.execute("UPDATE finished SET chat_id=? WHERE chat_id=?", (new, old))
            c.execute(  # a rating the new id has already stays, the old one is left behind
                "UPDATE ratings SET scope=? WHERE scope=? AND NOT EXISTS (SELECT 1 FROM ratings o "
                "WHERE o.scope=? AND o.game=ratings.game AND o.player=ratings.player AND o.ai_name=ratings.ai_name)",
                (new, old, new),
            )

        await self.db.run(work)

    # ----- games --------------------------------------------------------------------------------
    async def create_game(
        self,
        chat_id: int,
        game: str,
        options: dict[str, Any],
        seed: str,
        creator: int,
        seats: list[dict[str, Any]],
        thread_id: int | None = None,
    ) -> int:
        now = time.time()
        params = (chat_id, thread_id, game, json.dumps(options), seed, json.dumps(seats), creator, now, now)

        def work(c: Conn) -> Any:
            made = c.execute(
                "INSERT INTO games (chat_id, thread_id, game, options, seed, status, seats, creator, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?) RETURNING id",
                params,
            )
            if getattr(c, "pipelined", False):  # PostgreSQL: the players rows name the new id server-side,
                _seat_players(c, PG_NEW_GAME, seats)  # so the id is read once the unit is over (no wait)
                return made
            game_id = int(made.fetchall()[0][0])
            _seat_players(c, game_id, seats)
            return game_id

        made = await self.db.run(work)
        return made if isinstance(made, int) else int(made.fetchall()[0][0])

    async def game(self, game_id: int) -> GameRow | None:
        row = await self.db.fetchone("SELECT * FROM games WHERE id=?", (game_id,))
        return _game(row) if row else None

    async def live_game(self, chat_id: int, thread_id: int | None = None) -> GameRow | None:
        row = await self.db.fetchone(
            "SELECT * FROM games WHERE chat_id=? AND COALESCE(thread_id, 0)=? AND status IN ('lobby', 'running')",
            (chat_id, thread_id or 0),
        )
        return _game(row) if row else None

    async def live_games(self) -> list[GameRow]:
        """Every live game (tools and tests; the bot loads a game only when it is needed)."""
        rows = await self.db.fetchall("SELECT * FROM games WHERE status IN ('lobby', 'running') ORDER BY id")
        return [_game(r) for r in rows]

    async def game_rev(self, game_id: int) -> int | None:
        """A live game's stored rev (None: it is not live), the cheap check of a worker's copy."""
        row = await self.db.fetchone("SELECT rev FROM games WHERE id=? AND status IN ('lobby', 'running')", (game_id,))
        return int(row[0]) if row else None

    async def live_game_by_token(self, token: str) -> GameRow | None:
        row = await self.db.fetchone("SELECT * FROM games WHERE token=? AND status IN ('lobby', 'running')", (token,))
        return _game(row) if row else None

    async def user_live_games(self, user_id: int) -> list[tuple[int, int]]:
        """(id, rev) of the live games a user has a seat in, by the `players` index."""
        rows = await self.db.fetchall(
            "SELECT g.id, g.rev FROM players p JOIN games g ON g.id = p.game_id "
            "WHERE p.user_id=? AND g.status IN ('lobby', 'running') ORDER BY g.id",
            (user_id,),
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def live_place(self, chat_id: int, thread_id: int | None = None) -> tuple[int, int] | None:
        """(id, rev) of the live game of a chat or forum topic, if any."""
        row = await self.db.fetchone(
            "SELECT id, rev FROM games WHERE chat_id=? AND COALESCE(thread_id, 0)=? AND status IN ('lobby', 'running')",
            (chat_id, thread_id or 0),
        )
        return (int(row[0]), int(row[1])) if row else None

    async def due_games(self, before: float, limit: int = 500) -> list[int]:
        """Live games something falls due in before `before` (bot clock): a deadline (its reminder or
        its end), a running clock, an idle lobby's end; soonest first. Both halves run on indexes."""
        rows = await self.db.fetchall(
            f"SELECT game_id, MIN(due) AS due FROM (SELECT game_id, {DUE} AS due FROM deadlines WHERE ({DUE}) < ? "
            "UNION ALL SELECT id, wake_at FROM games WHERE wake_at < ?"  # (an ended game has none: by index)
            ") d GROUP BY game_id ORDER BY due LIMIT ?",
            (before, before, limit),
        )
        return [int(r[0]) for r in rows]

    async def running_clocks(self) -> list[int]:
        """Running games with a clock running (an auction's), by the `wake_at` index."""
        rows = await self.db.fetchall("SELECT id, status FROM games WHERE wake_at IS NOT NULL")
        return sorted(int(r[0]) for r in rows if r[1] == "running")  # (filtered here: the query keeps to its index)

    async def live_count(self) -> int:
        row = await self.db.fetchone("SELECT COUNT(*) FROM games WHERE status IN ('lobby', 'running')")
        return int(row[0]) if row else 0

    async def save_lobby(
        self,
        game_id: int,
        options: dict[str, Any],
        seats: list[dict[str, Any]],
        ui: dict,
        rows: list[OutRow] = [],  # noqa: B006 - never mutated
    ) -> None:
        wake = self.wake_of("lobby", ui)
        params = (json.dumps(options), json.dumps(seats), json.dumps(ui), ui.get("token"), wake, time.time(), game_id)

        def work(c: Conn) -> None:
            c.execute(
                "UPDATE games SET options=?, seats=?, ui=?, token=COALESCE(?, token), wake_at=?, updated_at=? "
                "WHERE id=?",
                params,
            )
            _seat_players(c, game_id, seats, again=True)
            _insert_rows(c, rows, self.clock())

        await self.db.run(work)

    async def save_state(self, game_id: int, state: str, version: int) -> None:
        """A snapshot rebuilt from the log replaces one that no longer loads."""
        await self.db.execute("UPDATE games SET state=?, version=? WHERE id=?", (state, version, game_id))

    async def save_ui(self, game_id: int, ui: dict[str, Any], rows: list[OutRow] = []) -> None:  # noqa: B006
        """A game's UI state alone (its token with it; its clocks' due time if it has clocks)."""
        timers = "timers" in ui
        wake = (", wake_at=?", (self.wake_of("running", ui),)) if timers else ("", ())

        def work(c: Conn) -> None:
            c.execute(
                f"UPDATE games SET ui=?, token=COALESCE(?, token){wake[0]} WHERE id=?",
                (json.dumps(ui), ui.get("token"), *wake[1], game_id),
            )
            _insert_rows(c, rows, self.clock())

        await self.db.run(work)

    async def set_status(self, game_id: int, status: str, rows: list[OutRow] = []) -> None:  # noqa: B006
        """A game's new status; a game that ends (cancelled) loses its snapshot at once (`ENDED`)."""

        def work(c: Conn) -> None:
            c.execute("UPDATE games SET status=?, updated_at=? WHERE id=?", (status, time.time(), game_id))
            if status in ENDED:
                found = c.execute("SELECT ui FROM games WHERE id=?", (game_id,)).fetchone()
                if found is not None:
                    ui = kept_ui(json.loads(found[0]))
                    c.execute("UPDATE games SET state=NULL, ui=?, wake_at=NULL WHERE id=?", (json.dumps(ui), game_id))
                c.execute("DELETE FROM players WHERE game_id=?", (game_id,))
            c.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))
            _insert_rows(c, rows, self.clock())

        await self.db.run(work)

    async def commit(self, game_id: int, step: Commit) -> None:
        """Log the step's actions, store the snapshot and queue what it says, in one transaction
        ("decide, commit, then send": the sender only ever sends what is committed).

        The status is written only when it changes: setting it, even to the same value, rewrites
        the two indexes on it, two of the dozen pages a step used to write. The step that ends the
        game compacts it: its snapshot goes (the record is in `finished`, the log stays) and its UI
        state keeps only what a rematch reads (`KEPT_UI`)."""
        now = time.time()
        first = step.version - len(step.actions)
        actions = [(game_id, first + i + 1, a.seat, a.action, a.source, now) for i, a in enumerate(step.actions)]
        ended = step.status in ENDED
        state, ui = (None, kept_ui(step.ui)) if ended else (step.state, step.ui)
        wake = self.wake_of(step.status, ui)
        game = (state, step.version, json.dumps(step.seats), json.dumps(ui), wake, now, game_id)
        deadlines = [(game_id, d.seat, d.moves, d.remind_at, d.expire_at, int(d.reminded)) for d in step.deadlines]

        expect = step.expect_version
        guard, known = ("", ()) if expect is None else (" AND version=?", (expect,))
        riding = self._take_riding()  # delivery marks waiting for a commit go with this one

        def work(c: Conn) -> None:
            pipelined = getattr(c, "pipelined", False)
            if riding:
                _write_marks(c, [(d, m) for d, m, _ in riding])
            if pipelined:  # PostgreSQL: a stale step fails in the database (no wait for a row count), and
                # the status goes with the rest (an unchanged value rewrites no index there)
                sql = "UPDATE games SET state=?, version=?, seats=?, ui=?, wake_at=?, updated_at=?, status=? WHERE id=?"
                c.execute(sql + (STALE_CHECK if expect is not None else ""), (*game[:-1], step.status, game_id, *known))
            else:
                sql = "UPDATE games SET state=?, version=?, seats=?, ui=?, wake_at=?, updated_at=? WHERE id=?" + guard
                if c.execute(sql, game + known).rowcount != 1 and expect is not None:
                    raise StaleGame(game_id)  # optimistic check: nothing of the step is written
                c.execute("UPDATE games SET status=? WHERE id=? AND status<>?", (step.status, game_id, step.status))
            _insert_many(c, "INSERT INTO actions (game_id, seq, seat, action, source, at)", actions)
            c.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))
            _insert_many(c, "INSERT INTO deadlines (game_id, seat, moves, remind_at, expire_at, reminded)", deadlines)
            if ended:
                c.execute("DELETE FROM players WHERE game_id=?", (game_id,))
            _insert_rows(c, step.rows, self.clock())
            if pipelined and self.after_commit is not None:
                then = self.after_commit
                c.then(lambda: then(c, game_id))  # type: ignore[attr-defined]  # pipelined connections only (PostgreSQL), as the caller checks
            if step.finish is not None:
                step.finish.finished_at = step.finish.finished_at or now
                c.execute("SAVEPOINT finish")
                try:
                    ratings.apply_finish(c, game_id, step.finish)
                    c.execute("SELECT 1").fetchall()  # (PostgreSQL: an error of the above surfaces here)
                except Exception:  # a game must end even if its statistics cannot be written
                    log.exception("game %s: its ratings and history could not be written", game_id)
                    c.execute("ROLLBACK TO finish")
                c.execute("RELEASE finish")

        try:
            await self.db.run(work)
        except BaseException as exc:
            if riding:
                self._unride(riding)
            if expect is not None and type(exc).__name__ == "DivisionByZero":
                raise StaleGame(game_id) from exc  # optimistic check: nothing of the step was written
            raise
        _settle(riding)

    async def actions(self, game_id: int) -> list[LoggedAction]:
        rows = await self.db.fetchall(
            "SELECT seat, action, source FROM actions WHERE game_id=? ORDER BY seq", (game_id,)
        )
        return [LoggedAction(r["seat"], r["action"], r["source"]) for r in rows]

    async def deadlines(self, game_id: int) -> list[Deadline]:
        rows = await self.db.fetchall("SELECT * FROM deadlines WHERE game_id=? ORDER BY seat", (game_id,))
        return [Deadline(r["seat"], r["moves"], r["remind_at"], r["expire_at"], bool(r["reminded"])) for r in rows]

    async def mark_reminded(
        self,
        game_id: int,
        seat: int,
        ui: dict[str, Any],
        rows: list[OutRow] = [],  # noqa: B006
    ) -> None:
        def work(c: Conn) -> None:
            c.execute("UPDATE deadlines SET reminded=1 WHERE game_id=? AND seat=?", (game_id, seat))
            c.execute("UPDATE games SET ui=? WHERE id=?", (json.dumps(ui), game_id))
            _insert_rows(c, rows, self.clock())

        await self.db.run(work)

    async def set_deadlines(self, game_id: int, deadlines: list[Deadline]) -> None:
        rows = [(game_id, d.seat, d.moves, d.remind_at, d.expire_at, int(d.reminded)) for d in deadlines]

        def work(c: Conn) -> None:
            c.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))
            c.executemany(
                "INSERT INTO deadlines (game_id, seat, moves, remind_at, expire_at, reminded) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                rows,
            )

        await self.db.run(work)

    async def deadlines_due(self, before: float) -> list[tuple[int, Deadline]]:
        rows = await self.db.fetchall(
            f"SELECT * FROM deadlines WHERE ({DUE}) < ? ORDER BY expire_at",
            (before,),
        )
        return [
            (r["game_id"], Deadline(r["seat"], r["moves"], r["remind_at"], r["expire_at"], bool(r["reminded"])))
            for r in rows
        ]

    async def update_deadlines(self, deadlines: list[tuple[int, Deadline]]) -> None:
        rows = [(d.remind_at, d.expire_at, game_id, d.seat) for game_id, d in deadlines]
        await self.db.run(
            lambda c: c.executemany("UPDATE deadlines SET remind_at=?, expire_at=? WHERE game_id=? AND seat=?", rows)
        )

    async def shift_deadlines(self, seconds: float) -> None:
        """The bot was down: every deadline moves on by the downtime (nobody missed a turn to us)."""
        await self.db.execute("UPDATE deadlines SET remind_at=remind_at+?, expire_at=expire_at+?", (seconds, seconds))

    # ----- the outbox ---------------------------------------------------------------------------
    async def enqueue(self, rows: list[OutRow]) -> None:
        """Queue messages that belong to no step (a reply to a command) in their own transaction."""
        if rows:
            await self.db.run(lambda c: _insert_rows(c, rows, self.clock()))

    async def pending(self) -> list[OutRow]:
        rows = await self.db.fetchall("SELECT * FROM outbox WHERE status='pending' ORDER BY id")
        return [
            OutRow(
                chat_id=r["chat_id"],
                kind=r["kind"],
                body=json.loads(r["body"]),
                game_id=r["game_id"],
                thread_id=r["thread_id"],
                slot=r["slot"],
                prio=r["prio"],
                id=r["id"],
                created_at=r["created_at"],
                attempts=r["attempts"],
            )
            for r in rows
        ]

    async def delivered(
        self,
        ids: list[int],
        message_id: int | None = None,
        slot: tuple[int, str, int] | None = None,
        new_message: int | None = None,
    ) -> None:
        """Rows done now, in the transaction that records the message id a send got and counts it in
        the chat's budget (one delivery; the sender's own marks go in batches: `delivered_many`)."""
        mark = Mark(ids, message_id, slot, new_message, time.time())
        await self.db.run(lambda c: _write_marks(c, [([], [mark])]))

    async def delivered_many(self, done: list[int], marks: list[Mark], ride: float = 0.0) -> None:
        """Many deliveries marked in one transaction: `done`, rows whose delivery records nothing
        (edits); `marks`, new messages with their ids, slots and budget entries. The sender batches
        them (bot/outbox.py `Sender.flush`).

        `ride` > 0 (PostgreSQL): the marks may wait that many seconds to go with the next step's
        commit, whichever game's (`commit`): no unit, no round trip of their own. Returns once they
        are written, either way (`hurry_marks` writes what waits at once)."""
        if not done and not marks:
            return
        if ride <= 0 or not getattr(self.db, "rides", False):
            await self.db.run(lambda c: _write_marks(c, [(done, marks)]))
            return
        loop = asyncio.get_running_loop()
        written: asyncio.Future[None] = loop.create_future()
        self._riding.append((done, marks, written))
        if self._ride_timer is None:
            self._ride_timer = loop.call_later(ride, self.hurry_marks)
        await written

    def hurry_marks(self) -> None:
        """The marks waiting for a commit are written now, on their own (a chat's next message waits
        for its last one's mark)."""
        if self._ride_timer is not None:
            self._ride_timer.cancel()
            self._ride_timer = None
        if self._riding:
            batch, self._riding = self._riding, []
            task = asyncio.get_running_loop().create_task(self.delivered_later(batch))
            self._writing.add(task)
            task.add_done_callback(self._writing.discard)

    async def delivered_later(self, batch: list[Riding]) -> None:
        """Marks that waited for a commit in vain, written on their own (`hurry_marks`)."""
        try:
            await self.db.run(lambda c: _write_marks(c, [(d, m) for d, m, _ in batch]))
        except Exception as exc:  # each waiting flush gets the error (and tries again)
            _settle(batch, exc)
            return
        _settle(batch)

    def _take_riding(self) -> list[Riding]:
        """The marks waiting for a commit, for the commit about to run (`commit`)."""
        batch, self._riding = self._riding, []
        if self._ride_timer is not None:
            self._ride_timer.cancel()
            self._ride_timer = None
        return batch

    def _unride(self, batch: list[Riding]) -> None:
        """A commit that carried marks failed: they are written on their own, now."""
        self._riding[:0] = batch
        self.hurry_marks()

    async def sent_as(self, row_id: int) -> tuple[int, int] | None:
        """(chat, message id) of the new message that delivered an outbox row, once marked done (a
        press on another message tagged with that row comes from a copy the bot does not know)."""
        row = await self.db.fetchone(
            "SELECT chat_id, message_id FROM outbox WHERE id=? AND status='done' AND message_id IS NOT NULL",
            (row_id,),
        )
        return (int(row["chat_id"]), int(row["message_id"])) if row is not None else None

    async def knows_message(self, chat_id: int, message_id: int) -> bool:
        """Whether a message is on record as delivering a row or as a live message (a slot)."""
        row = await self.db.fetchone(
            "SELECT 1 AS k FROM outbox WHERE chat_id=? AND message_id=? "
            "UNION ALL SELECT 1 AS k FROM slots WHERE chat_id=? AND message_id=? LIMIT 1",
            (chat_id, message_id, chat_id, message_id),
        )
        return row is not None

    async def outbox_backlog(self) -> int:
        """How many messages wait to be sent (for /healthz): a count, not the rows themselves."""
        row = await self.db.fetchone("SELECT COUNT(*) FROM outbox WHERE status='pending'")
        return int(row[0]) if row else 0

    async def compact(self, before: float, batch: int = 500) -> int:
        """Drop what games that ended before `before` (Unix time) no longer need; returns how many
        rows were emptied. Their record, result, seats, options and log stay, so /history, the record
        button and a rematch work as before. What goes: the snapshot and UI state (kept only as
        `KEPT_UI`; games ending now are compacted as they end, this catches older ones). Their
        delivered messages and slots go sooner, by `prune` (which also gives SQLite's free pages back;
        PostgreSQL's autovacuum reclaims them). Runs in short transactions of at most `batch` games, so
        the bot's steps are never held up for long."""
        total, after = 0, 0

        def chunk(c: Conn) -> tuple[int, int]:
            rows = c.execute(
                "SELECT id, ui, state IS NOT NULL AS snap FROM games WHERE status IN ('finished', 'cancelled') "
                "AND updated_at < ? AND id > ? ORDER BY id LIMIT ?",
                (before, after, batch),
            ).fetchall()
            if not rows:
                return 0, -1
            changed = 0
            for row in rows:
                ui = json.loads(row["ui"])
                small = kept_ui(ui)
                if row["snap"] or small != ui:
                    c.execute("UPDATE games SET state=NULL, ui=? WHERE id=?", (json.dumps(small), row["id"]))
                    changed += 1
            return changed, rows[-1]["id"]

        while True:
            changed, after = await self.db.run(chunk)
            total += changed
            if after < 0:
                break
        # update ids ridden on units of work (`Sight`) are pruned here, not on every update
        await self.db.execute("DELETE FROM seen_updates WHERE seen_at < ?", (self.clock() - SEEN_KEEP,))
        return total

    async def game_bytes(self, game_id: int) -> int:
        """What a game holds in the database: the bytes of its rows' values (a number 8) in every table
        that keeps something of it. The storage budget a game must keep (tests, `bench/stored.py`)."""
        total = 0
        for table, key in GAME_TABLES:
            for row in await self.db.fetchall(f"SELECT * FROM {table} WHERE {key}=?", (game_id,)):
                total += sum(len(v.encode()) if isinstance(v, str) else 8 for v in tuple(row) if v is not None)
        return total

    async def prune(self, batch: int = 2000) -> int:
        """What the sender will never read back leaves (every few minutes, `bot.app`): delivered rows
        older than `DELIVERED_KEEP` seconds, except each live message's own (a keyboard's tag names it:
        `sent_as`); the live messages (slots) of games that ended `ENDED_KEEP` seconds ago, once
        nothing of theirs is pending. Delivered rows hold no body (`_write_marks`), so what stays of a
        live game is a few small rows per live message. Then SQLite gives free pages back (`reclaim`).
        Short transactions of at most `batch` rows or games; returns the rows deleted."""
        now = self.clock()
        total, after = 0, 0

        def rows(c: Conn) -> tuple[int, int]:
            found = c.execute("SELECT id FROM outbox WHERE id > ? ORDER BY id LIMIT ?", (after, batch)).fetchall()
            if not found:
                return 0, -1
            first, last = int(found[0][0]), int(found[-1][0])
            return c.execute(PRUNE_ROWS_SQL, (first, last, now - DELIVERED_KEEP)).rowcount, last

        def slots(c: Conn) -> tuple[int, int]:
            found = c.execute(
                "SELECT DISTINCT game_id FROM slots WHERE game_id > ? ORDER BY game_id LIMIT ?", (after, batch)
            ).fetchall()
            if not found:
                return 0, -1
            first, last = int(found[0][0]), int(found[-1][0])
            return c.execute(PRUNE_SLOTS_SQL, (first, last, now - ENDED_KEEP)).rowcount, last

        for work in (slots, rows):  # (a slot gone first: its message's row goes in the same pass)
            after = 0
            while after >= 0:
                changed, after = await self.db.run(work)
                total += changed
        await self.db.reclaim()
        return total

    async def failed(self, ids: list[int], error: str) -> None:
        now = time.time()
        await self.db.run(
            lambda c: c.executemany(
                "UPDATE outbox SET status='failed', done_at=?, error=?, body='{}' WHERE id=?",
                [(now, error[:500], i) for i in ids],
            )
        )

    async def retried(self, ids: list[int]) -> None:
        await self.db.run(
            lambda c: c.executemany("UPDATE outbox SET attempts=attempts+1 WHERE id=?", [(i,) for i in ids])
        )

    async def slots(self, games: list[int] | None = None) -> dict[tuple[int, str], tuple[int, int]]:
        """The live messages (slots) of the given games (None: of every game; tools and tests)."""
        if games is None:
            rows = await self.db.fetchall("SELECT * FROM slots")
        elif not games:
            return {}
        else:
            marks = ",".join("?" * len(games))
            rows = await self.db.fetchall(f"SELECT * FROM slots WHERE game_id IN ({marks})", tuple(games))
        return {(r["game_id"], r["slot"]): (r["chat_id"], r["message_id"]) for r in rows}

    async def recent_sends(self, since: float) -> list[tuple[int, float]]:
        rows = await self.db.fetchall("SELECT chat_id, at FROM sent_log WHERE at >= ? ORDER BY at", (since,))
        return [(r["chat_id"], r["at"]) for r in rows]

    async def failures(self, game_id: int) -> list[tuple[int, str, str]]:
        """(chat, kind, error) of the game's messages Telegram refused for good, newest first."""
        rows = await self.db.fetchall(
            "SELECT chat_id, kind, error FROM outbox WHERE game_id=? AND status='failed' ORDER BY id DESC LIMIT 10",
            (game_id,),
        )
        return [(r["chat_id"], r["kind"], r["error"] or "") for r in rows]

    async def outbox_counts(self, game_id: int) -> dict[str, int]:
        rows = await self.db.fetchall(
            "SELECT status, COUNT(*) AS n FROM outbox WHERE game_id=? GROUP BY status", (game_id,)
        )
        return {r["status"]: r["n"] for r in rows}

    # ----- ratings and history ------------------------------------------------------------------
    async def top(self, scope: int, game: str, limit: int = 10) -> list[dict[str, Any]]:
        """A leaderboard: the best `limit` of a chat (scope = its id) or of all chats (scope 0), each AI
        name a row of its own; on equal rating and wins people before AI names (the board's index
        ends with ai_name, '' for a person). The AI row of an older database (player 0, ai_name '')
        may tie with people: one row more is read than shown, and the tie is broken here."""
        rows = [dict(r) for r in await self.db.fetchall(TOP_SQL, (scope, game, limit + 1))]
        ai = ratings.AI_PLAYER
        rows.sort(key=lambda r: (r["rating"] is None, -(r["rating"] or 0), -r["wins"], r["player"] == ai))
        return rows[:limit]

    async def rated_games(self, scope: int) -> list[str]:
        """The games that have a leaderboard in the scope."""
        rows = await self.db.fetchall("SELECT DISTINCT game FROM ratings WHERE scope=?", (scope,))
        return sorted(r["game"] for r in rows)

    async def team_record(self, chat_id: int, game: str) -> tuple[int, int, float | None]:
        """A chat's games, wins and best score at a cooperative game."""
        row = await self.db.fetchone(
            "SELECT COUNT(*) AS n, COALESCE(SUM(team_won), 0) AS won, MAX(best) AS best FROM finished "
            "WHERE chat_id=? AND game=?",
            (chat_id, game),
        )
        return (row["n"], row["won"], row["best"]) if row else (0, 0, None)

    async def player_stats(self, player: int, scope: int) -> list[dict[str, Any]]:
        rows = await self.db.fetchall(
            "SELECT game, rating, games, wins, best FROM ratings WHERE player=? AND scope=? ORDER BY game",
            (player, scope),
        )
        return [dict(r) for r in rows]

    async def history(self, chat_id: int, limit: int = 10) -> list[dict[str, Any]]:
        """A chat's last finished games, newest first, each with its seats."""
        rows = await self.db.fetchall(HISTORY_SQL, (chat_id, limit))
        return await self._with_seats(rows)

    async def user_history(self, user_id: int, limit: int = 10) -> list[dict[str, Any]]:
        rows = await self.db.fetchall(
            "SELECT f.game_id, f.chat_id, f.game, f.options, f.finished_at, f.winners, f.team_won "
            "FROM finished_seats s JOIN finished f ON f.game_id = s.game_id "
            "WHERE s.user_id=? ORDER BY s.game_id DESC LIMIT ?",
            (user_id, limit),
        )
        return await self._with_seats(rows)

    async def _with_seats(self, rows: list[Any]) -> list[dict[str, Any]]:
        out = [dict(r) for r in rows]
        if not out:
            return out
        ids = [r["game_id"] for r in out]
        marks = ",".join("?" * len(ids))
        seats = await self.db.fetchall(
            f"SELECT game_id, seat, user_id, name, won FROM finished_seats WHERE game_id IN ({marks}) "
            "ORDER BY game_id, seat",
            tuple(ids),
        )
        by_game: dict[int, list[dict[str, Any]]] = {}
        for x in seats:
            by_game.setdefault(x["game_id"], []).append(dict(x))
        for r in out:
            r["seats"] = by_game.get(r["game_id"], [])
            r["options"] = json.loads(r["options"])
        return out

    async def finished_game(self, game_id: int) -> dict[str, Any] | None:
        row = await self.db.fetchone("SELECT * FROM finished WHERE game_id=?", (game_id,))
        return dict(row) if row else None

    async def played(self, game_id: int, user_id: int) -> bool:
        """Whether the user had a seat in that finished game (its record is theirs to ask for by DM)."""
        row = await self.db.fetchone(
            "SELECT 1 FROM finished_seats WHERE game_id=? AND user_id=? LIMIT 1", (game_id, user_id)
        )
        return row is not None

    async def record_sent(self, game_id: int, user_id: int, now: float, quiet: float) -> bool:
        """Whether a finished game's record was sent to the user within `quiet` seconds; if not, it is
        noted as sent now. Kept in the game's UI state (compaction trims it a day after the end)."""

        def work(c: Conn) -> bool:
            found = c.execute("SELECT ui FROM games WHERE id=?", (game_id,)).fetchone()
            if found is None:
                return False
            ui = json.loads(found[0])
            sent = ui.setdefault(RECORD_SENT, {})
            if now - float(sent.get(str(user_id), -1e18)) < quiet:
                return True
            sent[str(user_id)] = now
            c.execute("UPDATE games SET ui=? WHERE id=?", (json.dumps(ui), game_id))
            return False

        return await self.db.run(work)

    async def forget(self, user_id: int) -> int:
        return await self.db.run(lambda c: ratings.forget(c, user_id))

    # ----- webhook updates ----------------------------------------------------------------------
    async def first_sight(self, update_id: int) -> bool:
        """True the first time a Telegram update id is seen, False after (a redelivered webhook
        update). Ids older than a day by the store's clock are pruned; Telegram keeps an undelivered
        update for at most 24 hours."""
        now = self.clock()

        def work(c: Conn) -> Any:
            c.execute("DELETE FROM seen_updates WHERE seen_at < ?", (now - SEEN_KEEP,))
            return c.execute(
                "INSERT INTO seen_updates (update_id, seen_at) VALUES (?, ?) "
                "ON CONFLICT(update_id) DO NOTHING RETURNING update_id",
                (update_id, now),
            ).fetchall()

        return bool(await self.db.run(work))

    def sight(self, update_id: int) -> Sight | None:
        """The duplicate check of an update (webhook or polled), to ride on the first unit of work its handling
        runs (`storage.db.Sight`), where the backend can (PostgreSQL); None: check it now with
        `first_sight` (SQLite, in-process: no round trip to save)."""
        return Sight(update_id, self.clock()) if getattr(self.db, "rides", False) else None

    # ----- liveness -----------------------------------------------------------------------------
    async def meta(self, key: str) -> str | None:
        row = await self.db.fetchone("SELECT value FROM meta WHERE key=?", (key,))
        return row["value"] if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self.db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
            (key, value),
        )


SLOT_SQL = (  # an edit leaves its slot where it was: nothing to write then
    "INSERT INTO slots (game_id, slot, chat_id, message_id) VALUES (?, ?, ?, ?) "
    "ON CONFLICT(game_id, slot) DO UPDATE SET chat_id=excluded.chat_id, message_id=excluded.message_id "
    "WHERE slots.chat_id<>excluded.chat_id OR slots.message_id<>excluded.message_id"
)
STALE_CHECK = " AND 1 / (CASE WHEN version = ? THEN 1 ELSE 0 END) = 1"
"""Several workers (PostgreSQL): the commit's UPDATE of its game fails (division by zero) when the
stored version is not the one the step was decided on, so the step's transaction is rolled back
without the client waiting to check a row count."""
DUE = "CASE WHEN reminded = 0 AND remind_at < expire_at THEN remind_at ELSE expire_at END"
"""When a deadline row next needs its game (its reminder, else its end): the `deadlines_due` index's expression."""
ENDED = ("finished", "cancelled")
"""Statuses of a game that is over: its snapshot and most of its UI state are dropped."""
RECORD_SENT = "record_sent"
"""An ended game's UI state: to whom its record went, and when (`Store.record_sent`)."""
KEPT_UI = ("timeout",)
"""What of an ended game's UI state is still read: a rematch takes the time per move (bot/lobby.py)."""
DELIVERED_KEEP = 120.0
"""Seconds a delivered row stays (`Store.prune`) unless it delivered a live message."""
ENDED_KEEP = 3600.0
"""Seconds an ended game keeps its live messages (slots) and so the rows that delivered them."""
PRUNE_ROWS_SQL = (  # a delivered row goes unless a slot of its game is the message it delivered
    "DELETE FROM outbox WHERE id BETWEEN ? AND ? AND status = 'done' AND done_at < ? AND NOT EXISTS "
    "(SELECT 1 FROM slots s WHERE s.game_id = outbox.game_id AND s.chat_id = outbox.chat_id "
    "AND s.message_id = outbox.message_id)"
)
PRUNE_SLOTS_SQL = (
    "DELETE FROM slots WHERE game_id IN (SELECT g.id FROM games g WHERE g.id BETWEEN ? AND ? "
    "AND g.status IN ('finished', 'cancelled') AND g.updated_at < ? AND NOT EXISTS "
    "(SELECT 1 FROM outbox p WHERE p.game_id = g.id AND p.status = 'pending'))"
)
COMPACT_AFTER = 86400.0
"""Seconds after its end that a game's snapshot and UI state are dropped if still there (`Store.compact`)."""


def kept_ui(ui: dict[str, Any]) -> dict[str, Any]:
    return {k: ui[k] for k in KEPT_UI if k in ui}


SEEN_KEEP = 86400.0
"""Seconds a seen update id is remembered (Telegram gives up on an update after 24 hours)."""
TOP_SQL = (
    "SELECT r.player, r.ai_name, r.rating, r.games, r.wins, r.best, u.name FROM ratings r "
    "LEFT JOIN users u ON u.user_id = r.player AND r.player != 0 "
    "WHERE r.scope=? AND r.game=? ORDER BY r.rating DESC NULLS LAST, r.wins DESC, r.ai_name LIMIT ?"
)
HISTORY_SQL = (
    "SELECT game_id, chat_id, game, options, finished_at, winners, team_won FROM finished "
    "WHERE chat_id=? ORDER BY finished_at DESC LIMIT ?"
)
