"""The data of a game of «Менеджмент»: options, companies, loans, construction and the month's step.

Plain pydantic containers that the rules mutate in place (no validation in the hot path).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from games.base import GameState
from games.management.market import START_LEVEL

START_CASH = 10_000
START_ESM = 4
START_EGP = 2
START_ORDINARY = 2

COST_ESM = 300
"""Fixed monthly cost per ЕСМ held."""
COST_EGP = 500
COST_ORDINARY = 1_000
COST_AUTO = 1_500

MAKE_SINGLE = 2_000
"""Turning 1 ЕСМ into 1 ЕГП on any factory."""
MAKE_DOUBLE = 3_000
"""Turning 2 ЕСМ into 2 ЕГП on an automated factory."""

VALUE_ORDINARY = 5_000
"""Build cost of an ordinary factory: its value at the end and its worth as loan collateral."""
VALUE_AUTO = 10_000
UPGRADE_COST = 7_000
MAX_FACTORIES = 6
LOAN_UNIT = 1_000
LOAN_MONTHS = 12
INTEREST_PERCENT = 1

BUILD_COST = {"ord": VALUE_ORDINARY, "auto": VALUE_AUTO, "upgrade": UPGRADE_COST}
"""Total price of each kind of construction; half is paid at the start, half later."""
SECOND_HALF_AFTER = {"ord": 4, "auto": 6, "upgrade": 8}
"""Months from the start to the second instalment (paid in step 9 of that month)."""
READY_AFTER = {"ord": 5, "auto": 7, "upgrade": 9}
"""Months from the start to the month the factory first works (as built / as automated)."""


class Options(BaseModel):
    """Game options: length in months and the seat limit of the table."""

    months: int = Field(13, ge=1, le=60)
    max_players: Literal[6, 8] = 6

    @field_validator("max_players", mode="before")
    @classmethod
    def _int_from_text(cls, value: Any) -> Any:
        """Options arrive as text (`max_players=8`); a Literal of ints does not coerce by itself."""
        return int(value) if isinstance(value, str) and value.strip().isdigit() else value


class Loan(BaseModel):
    amount: int
    due: int
    """Month of repayment (taken in month m → due in m + 12)."""


class Project(BaseModel):
    """A factory being built ("ord", "auto") or an ordinary factory being automated ("upgrade")."""

    kind: str
    start: int
    pay_month: int
    ready: int
    half: int
    """The second instalment (equal to the first)."""
    paid: bool = False
    """Whether the second instalment has been paid."""


class Company(BaseModel):
    """One player's firm. `ordinary` counts every working ordinary factory, including those being
    automated (they work as ordinary until the upgrade ends)."""

    seat: int
    alive: bool = True
    cash: int = START_CASH
    esm: int = START_ESM
    egp: int = START_EGP
    ordinary: int = START_ORDINARY
    auto: int = 0
    loans: list[Loan] = Field(default_factory=list)
    projects: list[Project] = Field(default_factory=list)
    bankrupt_month: int = 0
    """Month of bankruptcy (0 while in the game)."""


class Row(BaseModel):
    """One revealed bid or offer and what it got (a public table row)."""

    seat: int
    qty: int
    price: int
    filled: int


class ManagementState(GameState):
    options: Options = Field(default_factory=Options)  # type: ignore[arg-type]  # mypy sees no field defaults
    companies: list[Company] = Field(default_factory=list)
    order: list[int] = Field(default_factory=list)
    """Seats in seniority order of month 1 (shuffled from the seed); each month starts at `senior`."""
    senior: int = -1
    """Index in `order` of this month's senior: it moves to the next seat still in the game each month.
    -1 in states saved before it was kept (then month m starts at index m-1, which is the same as long
    as nobody has gone bankrupt)."""
    month: int = 0
    phase: str = "month"
    """Where the month stands: a decision step the game waits in ("bid", "make", "sell", "loan",
    "build"), an automatic one it passes through ("month", "finance", "dues", "end"), or "over"."""
    level: int = START_LEVEL
    levels: list[int] = Field(default_factory=list)
    """The market level of every month so far (for statistics)."""
    esm_qty: int = 0
    egp_qty: int = 0
    asked: list[int] = Field(default_factory=list)
    """Seats asked in the current decision step, in seniority order."""
    pending: dict[int, str] = Field(default_factory=dict)
    """Sent but unrevealed choices of the current step (secret until everyone has sent)."""
    bank: int = 0
    """The bank's net takings since the start: sum(cash of live companies) + bank is constant."""
    bids: list[Row] = Field(default_factory=list)
    """This month's revealed ЕСМ bids (empty until the reveal)."""
    offers: list[Row] = Field(default_factory=list)
    """This month's revealed ЕГП offers (empty until the reveal)."""
