"""The live games in memory, each a `Table`, indexed by game, chat and player.

The database is the record; a Table is its working copy, rebuilt from the snapshot when the game is
needed (`Tables` holds a bounded number of them). Each has
its own lock so that one game's group and DM presses are applied one at a time. With several workers
(PostgreSQL; bot/workers.py) that lock also takes the game's lock in the database and, once held,
brings the copy up to date if another worker moved the game (`GameLock`, `Tables.guard`).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from games.base import Game, GameState, Seat
from games.registry import GAMES
from storage.store import Deadline, GameRow, Store

log = logging.getLogger(__name__)


class TableUi(BaseModel):
    """What the bot keeps with a game beside the engine's state (the games row's `ui`, committed with
    every step): the game's settings from its lobby, its course as the bot runs it, and what its
    messages show and ask. A field at its default is not stored (`dump`), so a key's absence keeps
    its old meaning (`"head" not in ui`: no live table yet; no `timers`: no clock has run). Keys
    this model does not name (the record's `record_sent`, written by storage/store.py) are kept."""

    model_config = ConfigDict(extra="allow")

    # ----- the game's settings, from its lobby
    token: str | None = None
    """The game's unguessable deep-link token (`Table.token`): DM links and the Mini App name it."""
    timeout: float | None = None
    """Seconds per move from `/new … timeout=` or the group's `/settings` (None: the bot's own)."""
    accountant: dict[str, Any] | None = None
    """The accountant `/new … accountant=` named: {"user_id", "name"} (bot/accountant.py)."""
    pin: bool = False
    """The group asked (`/settings`) for the live table to be pinned, once a game."""
    touched: float | None = None
    """A lobby: when it last changed (the bot's clock); left untouched for `lobby_idle`, it closes."""

    # ----- the game's course
    stopped: str | None = None
    """What the engine failed on where the bot moves (`bot.step.halt`): nothing moves it until /reset."""
    paused: bool = False
    """Every player's seat is in the AI's hands and the game waits for one to come back (`step.paused`)."""
    ai_finishes: bool = False
    """An admin's /resume let the AI finish a paused game."""
    left: list[int] = Field(default_factory=list)
    """Seats whose players left by /leave (not waited for: a game all of them left plays itself out)."""
    timers: dict[str, list[Any]] | None = None
    """The engine's running clocks: key → [due time by the bot's clock, action] (`step.plan_timers`);
    {} once they stopped (the stored wake-up time is cleared with them)."""
    acc_missed: int = 0
    """The accountant's proposals in a row that timed out."""
    acc_away: bool = False
    """The accountant missed `afk_limit` in a row: the bot accepts the seed's draws from now on."""
    acc_asked: int | None = None
    """The state version whose proposal the accountant's DM shows (None: none is waiting)."""

    # ----- the group's messages
    head: list[str] | None = None
    """The news lines the live table message was sent with (None: no live table yet, the first step)."""
    recent: list[str] = Field(default_factory=list)
    """The last minor events shown under the table since it was sent (`render.RECENT_LINES`)."""
    shown: str | None = None
    """What the live table shows now (a hash): a redraw that would read the same is not sent."""
    turn: str | None = None
    """The group's turn prompt, `<seat>:<prompt mark>` (`render.turn_rows`; None: nobody is asked there)."""
    turn_news: bool = False
    """The turn prompt also tells a step's news (`render.render`): when the turn passes it loses its
    buttons instead of being deleted, so that the news stays where the group read it."""
    pinned: bool = False
    """The live table was pinned for this game (`pin`)."""
    dm_asked: list[int] = Field(default_factory=list)
    """Seats whose players the group was asked to open a DM for (`prompts.open_dm_row`), until they do."""

    # ----- each player's DM (keys: the seat as a string, as JSON has them)
    prompted: dict[str, str] = Field(default_factory=dict)
    """Each seat's open question by its mark (`prompts.prompt_mark`): a new mark is a new question."""
    dash: dict[str, str] = Field(default_factory=dict)
    """Each seat's panel as last drawn (`prompts.panel_mark`): a step that changes it redraws it."""
    long: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Actions too long for a button's 64 bytes, per seat: {"moves", "actions": {key: action}} (`prompts.move_data`)."""
    open_no: dict[str, int] = Field(default_factory=dict)
    """Per seat, the presses its panel took (`prompts.count_open`): an older panel's buttons are stale."""
    prompt_moved: dict[str, Any] = Field(default_factory=dict)
    """Per seat, the suffix of its question's outbox slot once the panel took the former's message."""
    panel: dict[str, Any] | None = None
    """A game from before the panel joined the question had a panel message per seat: it loses its
    buttons once (`render.former_panels`), and the key goes."""

    @classmethod
    def load(cls, raw: dict[str, Any]) -> TableUi:
        """The stored ui; a key that no longer reads as its field is dropped (logged), not the game."""
        for _ in range(len(raw) + 1):
            try:
                return cls.model_validate(raw)
            except ValidationError as exc:
                bad = {str(e["loc"][0]) for e in exc.errors() if e["loc"]}
                log.warning("a game's ui: dropping %s, which no longer reads", sorted(bad))
                raw = {k: v for k, v in raw.items() if k not in bad}
        return cls()

    def dump(self) -> dict[str, Any]:
        """As stored: fields at their default are left out (see the class)."""
        return self.model_dump(mode="json", exclude_defaults=True)

    def __contains__(self, key: str) -> bool:
        """Whether `key` is stored (differs from its default): the scheduler asks it of `head`."""
        return key in self.dump()


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
    ui: TableUi = field(default_factory=TableUi)
    deadlines: list[Deadline] = field(default_factory=list)
    active: dict[int, float] = field(default_factory=dict)
    """When each seat's player last acted, or was first told of the game (by the bot's clock; not stored)."""
    acted_in: dict[int, int] = field(default_factory=dict)
    """The chat of each seat's last act (`active`): a question is redrawn in place only in the chat the
    player is looking at (their DM), never after a press in the group."""
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
            ui=TableUi.load(row.ui),
            rev=row.rev,
            stored_version=row.version,
        )

    def refresh(self, row: GameRow) -> None:
        """Take on the stored game (another worker moved it); the lock and deadlines stay."""
        fresh = Table.from_row(row)
        for name in (
            "chat_id",
            "options",
            "status",
            "seats",
            "creator",
            "thread_id",
            "state",
            "ui",
            "rev",
            "stored_version",
        ):
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
        if self.ui.token is None:
            self.ui.token = secrets.token_urlsafe(12)
        return self.ui.token

    @property
    def place(self) -> tuple[int, int | None]:
        return (self.chat_id, self.thread_id)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.user_id is not None]


class Tables:
    """The games this process holds, by id, place (a chat, or a forum topic of it: one game per
    topic) and deep-link token: a bounded cache, not every live game.

    A game is loaded when its chat acts or something of it falls due (`load*`, bot/app.py's poll),
    so start-up and memory do not grow with the live games in the database. Handlers read the cache
    synchronously (`by_id`, `at`, `of_user`) after the processor's `before` hook loaded what their
    update names (bot/app.py `preload`). Beyond `limit` games, the least recently used idle ones are
    let go (`trim`): their deadlines and clocks are rows, which the poll loads again when due.

    With several workers (`shared`), the database says which game is live where: a cached copy is
    checked against it on every load (a game ended or opened by another worker)."""

    IDLE = 30.0
    """Seconds a game must have gone unused before it may be let go (a handler between finding a game
    and taking its lock must never see it replaced by a second copy)."""

    def __init__(
        self,
        limit: int = 2000,
        *,
        store: Store | None = None,
        install: Callable[[GameRow], Awaitable[Table | None]] | None = None,
        on_evict: Callable[[Table], None] | None = None,
        shared: bool = False,
        guard: Guard | None = None,
    ) -> None:
        self.guard = guard
        """Set with several workers: every table added gets it (see `GameLock`)."""
        self.by_id: dict[int, Table] = {}
        self.by_place: dict[tuple[int, int | None], Table] = {}
        self.by_token: dict[str, Table] = {}
        self.limit = limit
        self.used: dict[int, float] = {}
        """When each held game was last looked up (monotonic): the least recently used go first."""
        self.store = store
        self.install = install
        """Builds a held game from its row: resumed, its deadlines read (bot/app.py)."""
        self.on_evict = on_evict
        self.shared = shared
        self.loads = 0
        """Games loaded from the database so far (/inspect)."""
        self._load_lock = asyncio.Lock()

    def add(self, table: Table) -> None:
        table.guard = self.guard
        self.by_id[table.id] = table
        self.by_place[table.place] = table
        self.by_token[table.token] = table
        self.used[table.id] = time.monotonic()
        self.trim()

    def at(self, chat_id: int, thread_id: int | None = None) -> Table | None:
        return self.by_place.get((chat_id, thread_id))

    def drop(self, table: Table) -> None:
        if self.by_id.get(table.id) is table:
            del self.by_id[table.id]
            self.used.pop(table.id, None)
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
        """The held games the user sits in (`load_user` first loads all of them)."""
        return [t for t in self.by_id.values() if t.seat_of(user_id) is not None]

    # ----- loading ----------------------------------------------------------------------------------
    def _hit(self, table: Table) -> Table:
        self.used[table.id] = time.monotonic()
        return table

    async def _install(self, row: GameRow | None) -> Table | None:
        """A row read outside the load lock: installed unless another load got there first."""
        if row is None or row.status not in ("lobby", "running"):
            return None
        async with self._load_lock:
            held = self.by_id.get(row.id)
            if held is not None:
                return self._hit(held)
            assert self.install is not None
            table = await self.install(row)
            if table is not None:
                self.loads += 1
            return table

    async def load(self, game_id: int, rev: int | None = None, check: bool = True) -> Table | None:
        """The live game with this id, held or loaded (None: no such live game). Several workers:
        a held copy is checked against the stored rev (`rev`, if the caller read it) and brought up to
        date, so that a handler's first look at it (is it running?) is not another worker's past.
        `check=False`: the handler looks at the game only under its lock, whose guard reads the rev
        anyway (a move's button: bot/play.py), so a held copy is returned as it is."""
        held = self.by_id.get(game_id)
        assert self.store is not None
        if held is not None and self.shared and check:
            if rev is None:
                found = await self.store.game_rev(game_id)
                rev = -1 if found is None else found
            if rev != held.rev and not held.lock.locked():
                async with held.lock:  # the guard reloads the copy, or lets it go if the game ended
                    pass
            held = self.by_id.get(game_id)
            if held is None:
                return None
        if held is not None:
            return self._hit(held)
        return await self._install(await self.store.game(game_id))

    async def load_at(self, chat_id: int, thread_id: int | None = None) -> Table | None:
        """The live game of a chat or forum topic, held or loaded."""
        assert self.store is not None
        held = self.at(chat_id, thread_id)
        if not self.shared:
            if held is not None:
                return self._hit(held)
            return await self._install(await self.store.live_game(chat_id, thread_id))
        found = await self.store.live_place(chat_id, thread_id)
        if held is not None and (found is None or found[0] != held.id) and not held.lock.locked():
            self.forget(held)  # ended (or replaced) by another worker
            held = None
        if found is None:
            return None
        return await self.load(found[0], found[1])

    async def load_token(self, token: str) -> Table | None:
        held = self.by_token.get(token)
        if held is not None:
            return self._hit(held)
        assert self.store is not None
        return await self._install(await self.store.live_game_by_token(token))

    async def load_user(self, user_id: int) -> list[Table]:
        """Every live game the user sits in, held or loaded (found by the `players` index)."""
        assert self.store is not None
        found = await self.store.user_live_games(user_id)
        live = {gid for gid, _ in found}
        if self.shared:
            for table in self.of_user(user_id):
                if table.id not in live and not table.lock.locked():
                    self.forget(table)  # ended by another worker
        tables = [await self.load(gid, rev if self.shared else None) for gid, rev in found]
        return [t for t in tables if t is not None]

    async def wake(self, before: float) -> int:
        """Load the games something falls due in before `before` (bot clock): a deadline, a clock, an
        idle lobby's end. Returns how many were loaded."""
        assert self.store is not None
        n = 0
        for gid in await self.store.due_games(before):
            if gid not in self.by_id and await self.load(gid) is not None:
                n += 1
        return n

    def forget(self, table: Table) -> None:
        """Let a held game go; the database keeps everything of it (its deadlines too)."""
        if self.on_evict is not None:
            self.on_evict(table)
        self.drop(table)

    def trim(self) -> int:
        """Let the least recently used idle games go while more than `limit` are held."""
        over = len(self.by_id) - self.limit
        if over <= 0:
            return 0
        now, gone = time.monotonic(), 0
        for gid, _ in sorted(self.used.items(), key=lambda x: x[1]):
            if gone >= over:
                break
            table = self.by_id.get(gid)
            if table is None or table.lock.locked() or now - self.used.get(gid, now) < self.IDLE:
                continue
            self.forget(table)
            gone += 1
        return gone
