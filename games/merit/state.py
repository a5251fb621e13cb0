"""The game's options and state: pydantic containers, mutated in place by the rules (no copies)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator
from pydantic.dataclasses import dataclass

from games.base import GameState


class MeritOptions(BaseModel):
    """`roles`: dealt at random or picked in seat order; `target`: beings to save (5 is the seed's
    easier variant)."""

    roles: Literal["random", "choose"] = "random"
    target: Literal[5, 6] = 6

    @field_validator("target", mode="before")
    @classmethod
    def _number(cls, value: Any) -> Any:
        """`--opt target=5` and the lobby hand the value over as text."""
        if isinstance(value, str) and value.strip().isdigit():
            return int(value)
        return value


@dataclass(slots=True)
class Player:
    """One seat. `refuge` is the secret 皈依 choice (None until made); it is public only once
    `MeritState.revealed` is set. A pydantic dataclass: validated when built or loaded, but plain
    attribute writes, which the rules do hundreds of times a game."""

    role: str = ""
    vow: str = ""
    refuge: bool | None = None
    wealth: int = 0
    fu: int = 0
    hui: int = 0
    saves: int = 0
    donates: int = 0
    teaches: int = 0
    protects: int = 0
    hunger: int = 0
    streak: int = 0
    stakes: int = 0
    helped: bool = False
    """Whether the player did a 帮助 action (布施/渡化/护法/讲学) this round."""


@dataclass(slots=True)
class Slot:
    """A being waiting in the area: its index in `cards.BEINGS` and how many 众生 phases it has seen."""

    being: int
    stay: int = 0


class MeritState(GameState):
    target: int = 6
    phase: Literal["role", "refuge", "act", "over"] = "role"
    round: int = 0
    calamity: int = 0
    players: list[Player] = Field(default_factory=list)
    order: list[int] = Field(default_factory=list)
    """Seats in turn order (农夫 → 商人 → 学者 → 僧侣)."""
    step: int = 0
    """Actions taken so far this round: the acting seat is `order[step // 2]` (see `rules.turn`)."""
    area: list[Slot] = Field(default_factory=list)
    being_deck: list[int] = Field(default_factory=list)
    """Hidden order of the beings still to come (top first)."""
    event_deck: list[int] = Field(default_factory=list)
    """Hidden order of the event cards still to come (top first)."""
    events: list[int] = Field(default_factory=list)
    """Event cards drawn so far, in order."""
    saved: list[int] = Field(default_factory=list)
    left: list[int] = Field(default_factory=list)
    """Beings that left unsaved (each cost 劫难 +3)."""
    dice: list[int] = Field(default_factory=list)
    """Hidden tray of dice throws still to use (`rules.roll`), like a deck: never shown."""
    revealed: bool = False
    """Whether the 皈依 choices have been revealed."""
    end: str = ""
    """Why the game ended: "" while running, else a `scoring.team_outcome` reason."""
