"""The live games in memory, each a `Table`, indexed by game, chat and player.

The database is the record; a Table is its working copy, rebuilt from the snapshot at start. Each has
its own lock so that one game's group and DM presses are applied one at a time.
"""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass, field
from typing import Any

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


@dataclass
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
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

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
        )

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
        self.by_id: dict[int, Table] = {}
        self.by_place: dict[tuple[int, int | None], Table] = {}
        self.by_token: dict[str, Table] = {}

    def add(self, table: Table) -> None:
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
