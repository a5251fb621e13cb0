"""The queries the bot needs, by what they mean: chats, users, games, the action log, deadlines."""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any

from storage.db import Database


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


@dataclass
class Deadline:
    seat: int
    moves: int
    remind_at: float
    expire_at: float
    reminded: bool = False


@dataclass
class LoggedAction:
    seat: int
    action: str
    source: str = "player"


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
    )


class Store:
    def __init__(self, db: Database) -> None:
        self.db = db

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

    async def set_user_lang(self, user_id: int, lang: str) -> None:
        await self.db.execute("UPDATE users SET lang=? WHERE user_id=?", (lang, user_id))

    async def set_dm_ok(self, user_id: int, ok: bool) -> None:
        await self.db.execute("UPDATE users SET dm_ok=? WHERE user_id=?", (int(ok), user_id))

    async def chat_lang(self, chat_id: int) -> str | None:
        row = await self.db.fetchone("SELECT lang FROM chats WHERE chat_id=?", (chat_id,))
        return row["lang"] if row else None

    async def set_chat_lang(self, chat_id: int, lang: str) -> None:
        await self.db.execute(
            "INSERT INTO chats (chat_id, lang) VALUES (?, ?) ON CONFLICT(chat_id) DO UPDATE SET lang=excluded.lang",
            (chat_id, lang),
        )

    async def migrate_chat(self, old: int, new: int) -> None:
        """A group became a supergroup: its settings and games follow the new id."""

        def work(c: sqlite3.Connection) -> None:
            c.execute("DELETE FROM chats WHERE chat_id=?", (new,))
            c.execute("UPDATE chats SET chat_id=? WHERE chat_id=?", (new, old))
            c.execute("UPDATE games SET chat_id=? WHERE chat_id=?", (new, old))

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
    ) -> int:
        now = time.time()
        return await self.db.execute(
            "INSERT INTO games (chat_id, game, options, seed, status, seats, creator, created_at, updated_at) "
            "VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?)",
            (chat_id, game, json.dumps(options), seed, json.dumps(seats), creator, now, now),
        )

    async def game(self, game_id: int) -> GameRow | None:
        row = await self.db.fetchone("SELECT * FROM games WHERE id=?", (game_id,))
        return _game(row) if row else None

    async def live_game(self, chat_id: int) -> GameRow | None:
        row = await self.db.fetchone(
            "SELECT * FROM games WHERE chat_id=? AND status IN ('lobby', 'running')", (chat_id,)
        )
        return _game(row) if row else None

    async def live_games(self) -> list[GameRow]:
        rows = await self.db.fetchall("SELECT * FROM games WHERE status IN ('lobby', 'running') ORDER BY id")
        return [_game(r) for r in rows]

    async def save_lobby(self, game_id: int, options: dict[str, Any], seats: list[dict[str, Any]], ui: dict) -> None:
        await self.db.execute(
            "UPDATE games SET options=?, seats=?, ui=?, updated_at=? WHERE id=?",
            (json.dumps(options), json.dumps(seats), json.dumps(ui), time.time(), game_id),
        )

    async def save_ui(self, game_id: int, ui: dict[str, Any]) -> None:
        await self.db.execute("UPDATE games SET ui=? WHERE id=?", (json.dumps(ui), game_id))

    async def set_status(self, game_id: int, status: str) -> None:
        def work(c: sqlite3.Connection) -> None:
            c.execute("UPDATE games SET status=?, updated_at=? WHERE id=?", (status, time.time(), game_id))
            c.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))

        await self.db.run(work)

    async def commit(self, game_id: int, step: Commit) -> None:
        """Log the step's actions and store the snapshot in one transaction ("decide, commit, then send")."""
        now = time.time()
        first = step.version - len(step.actions)
        actions = [(game_id, first + i + 1, a.seat, a.action, a.source, now) for i, a in enumerate(step.actions)]
        game = (step.state, step.version, json.dumps(step.seats), json.dumps(step.ui), step.status, now, game_id)
        deadlines = [(game_id, d.seat, d.moves, d.remind_at, d.expire_at, int(d.reminded)) for d in step.deadlines]

        def work(c: sqlite3.Connection) -> None:
            c.executemany(
                "INSERT INTO actions (game_id, seq, seat, action, source, at) VALUES (?, ?, ?, ?, ?, ?)", actions
            )
            c.execute("UPDATE games SET state=?, version=?, seats=?, ui=?, status=?, updated_at=? WHERE id=?", game)
            c.execute("DELETE FROM deadlines WHERE game_id=?", (game_id,))
            c.executemany(
                "INSERT INTO deadlines (game_id, seat, moves, remind_at, expire_at, reminded) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                deadlines,
            )

        await self.db.run(work)

    async def actions(self, game_id: int) -> list[LoggedAction]:
        rows = await self.db.fetchall(
            "SELECT seat, action, source FROM actions WHERE game_id=? ORDER BY seq", (game_id,)
        )
        return [LoggedAction(r["seat"], r["action"], r["source"]) for r in rows]

    async def deadlines(self, game_id: int) -> list[Deadline]:
        rows = await self.db.fetchall("SELECT * FROM deadlines WHERE game_id=? ORDER BY seat", (game_id,))
        return [Deadline(r["seat"], r["moves"], r["remind_at"], r["expire_at"], bool(r["reminded"])) for r in rows]

    async def mark_reminded(self, game_id: int, seat: int) -> None:
        await self.db.execute("UPDATE deadlines SET reminded=1 WHERE game_id=? AND seat=?", (game_id, seat))
