"""The live games in memory, each a `Table`, indexed by game, chat and player.

The database is the record; a Table is its working copy, rebuilt from the snapshot at start. Each has
its own lock so that one game's group and DM presses are applied one at a time. With several workers
(PostgreSQL; bot/workers.py) that lock also takes the game's lock in the database and, once held,
brings the copy up to date if another worker moved the game (`GameLock`, `Tables.guard`).
"""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel

from games.base import Game, GameState, Seat
from games.registry import GAMES
from storage.store import Deadline, GameRow


@dataclass
class SeatInfo:
    user_id: int | None
    name: str
    ai: bool = False
    """Played by the AI: an AI player (user_id None) or a human seat handed over (AFK, kick, leave)."""
    missed: float = 0
    """Missed deadlines in a row, each weighted by the game (`Game.pace`); the AI takes over at the limit."""

    def dump(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "name": self.name, "ai": self.ai, "missed": self.missed}


class Guard(Protocol):
    """What a game's lock also does with several workers (bot/workers.py `Workers`)."""

    async def enter(self, table: Table) -> None: ...
    async def leave(self, table: Table) -> None: ...


class GameLock:
    """`async with table.lock`: one step of the game at a time in this process and, with a guard,
    across workers, on the stored version of the game (the guard reloads a stale copy)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._lock = asyncio.Lock()

    def locked(self) -> bool:
        return self._lock.locked()

    async def __aenter__(self) -> None:
        await self._lock.acquire()
        guard = self.table.guard
        if guard is None:
            return
        try:
            await guard.enter(self.table)
        except BaseException:
            self._lock.release()
            raise

    async def __aexit__(self, *exc: object) -> None:
        try:
            if self.table.guard is not None:
                await self.table.guard.leave(self.table)
        finally:
            self._lock.release()


@dataclass(eq=False)
class Table:
    id: int
    chat_id: int
    game: Game
    options: BaseModel
    seed: str
    status: str
    seats: list[SeatInfo]
    creator: int | None
    thread_id: int | None = None
    """The forum topic the game lives in (None: a plain group, or a forum's General topic)."""
    state: GameState | None = None
    ui: dict[str, Any] = field(default_factory=dict)
    deadlines: list[Deadline] = field(default_factory=list)
    active: dict[int, float] = field(default_factory=dict)
    """When each seat's player last acted (by the bot's clock; not stored)."""
    jobs: dict[str, Any] = field(default_factory=dict)
    """Armed JobQueue jobs by name (see `bot.flow.arm`)."""
    rev: int = 0
    """The stored row's rev this copy matches (several workers: another value means it is stale)."""
    stored_version: int = 0
    """The stored game version this copy was loaded at or last committed (the optimistic check)."""
    guard: Guard | None = field(default=None, repr=False)
    lock: GameLock = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.lock = GameLock(self)

    @classmethod
    def from_row(cls, row: GameRow) -> Table:
        game = GAMES[row.game]
        state = game.State.model_validate_json(row.state) if row.state else None
        return cls(
            id=row.id,
            chat_id=row.chat_id,
            game=game,
            options=game.Options.model_validate(row.options),
            seed=row.seed,
            status=row.status,
            seats=[SeatInfo(**s) for s in row.seats],
            creator=row.creator,
            thread_id=row.thread_id,
            state=state,
            ui=row.ui,
            rev=row.rev,
            stored_version=row.version,
        )

    def refresh(self, row: GameRow) -> None:
        """Take on the stored game (another worker moved it); the lock, jobs and deadlines stay."""
        fresh = Table.from_row(row)
        for name in ("chat_id", "options", "status", "seats", "creator", "thread_id", "state", "ui", "rev",
                     "stored_version"):
            setattr(self, name, getattr(fresh, name))

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat.user_id == user_id:
                return i
        return None

    def engine_seats(self) -> list[Seat]:
        return [Seat(name=s.name, ai=s.user_id is None) for s in self.seats]

    def dump_seats(self) -> list[dict[str, Any]]:
        return [s.dump() for s in self.seats]

    @property
    def token(self) -> str:
        """An unguessable name for the game's deep links (`/start j<token>`): a sequential id would let
        a stranger walk through every open lobby."""
        if "token" not in self.ui:
            self.ui["token"] = secrets.token_urlsafe(12)
        return str(self.ui["token"])

    @property
    def place(self) -> tuple[int, int | None]:
        return (self.chat_id, self.thread_id)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.user_id is not None]


class Tables:
    """Live games by id and by place: a chat, or a forum topic of it (one game per topic)."""

    def __init__(self) -> None:
        self.guard: Guard | None = None
        """Set with several workers: every table added gets it (see `GameLock`)."""
        self.by_id: dict[int, Table] = {}
        self.by_place: dict[tuple[int, int | None], Table] = {}
        self.by_token: dict[str, Table] = {}

    def add(self, table: Table) -> None:
        table.guard = self.guard
        self.by_id[table.id] = table
        self.by_place[table.place] = table
        self.by_token[table.token] = table

    def at(self, chat_id: int, thread_id: int | None = None) -> Table | None:
        return self.by_place.get((chat_id, thread_id))

    def drop(self, table: Table) -> None:
        self.by_id.pop(table.id, None)
        if self.by_token.get(table.token) is table:
            del self.by_token[table.token]
        if self.by_place.get(table.place) is table:
            del self.by_place[table.place]

    def move_chat(self, old: int, new: int) -> None:
        for place, table in list(self.by_place.items()):
            if place[0] == old:
                del self.by_place[place]
                table.chat_id = new
                self.by_place[table.place] = table

    def of_user(self, user_id: int) -> list[Table]:
        return [t for t in self.by_id.values() if t.seat_of(user_id) is not None]
