"""The data of a game of «Экономикус»: options, the board, companies, players, the auction and crimes.

Plain pydantic containers that the rules mutate in place.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, field_validator

from games.base import GameState
from games.economicus.board import START_CASH


class Options(BaseModel):
    """`stars`: the stars to win (0 = 14 − players); `years`: a limit (0 = none); `auction_seconds`: the
    auction closes this long after the last bid; `random_numbers`: the dice numbers are shuffled."""

    stars: int = Field(0, ge=0, le=40)
    years: int = Field(0, ge=0, le=40)
    """At most 40, the engine's own cap (`rules.MAX_YEARS`) that also stops a game without a limit."""
    auction_seconds: int = Field(20, ge=5, le=600)
    random_numbers: bool = False

    @field_validator("random_numbers", mode="before")
    @classmethod
    def _bool_from_text(cls, value: Any) -> Any:
        if isinstance(value, str):
            return value.strip().lower() in ("1", "true", "yes", "on", "да")
        return value


class Company(BaseModel):
    cid: int
    ind: int
    """The industry (its printed number)."""
    gov: bool = False
    """A state company: buying it at an auction takes a privatization quota."""
    owner: int = -1
    mt: bool = False
    """Management and technologies introduced: the company ignores crises."""
    support: bool = False
    """State support (an option card): ignores crises until the year ends."""


STARTUP = -1
"""The `cid` of a deal for a startup rather than a company."""


class Player(BaseModel):
    cash: int = START_CASH
    credit: int = 0
    deposit: int = 0
    deposit_counted: int = 0
    """The part of the deposit that earns interest this year (held since before the year's first roll)."""
    hand: list[str] = Field(default_factory=list)
    """Option cards (secret)."""
    startups: int = 0
    extra: int = 0
    """Stars from solved crimes, charity, tenders, minus penalties."""
    rd_year: int = 0
    charity_year: int = 0
    out: bool = False
    """Bankrupt this year; re-enters at the start of the next one."""
    bankruptcies: int = 0
    solved: int = 0


class Auction(BaseModel):
    cid: int
    start: int
    high: int = 0
    leader: int = -1
    bids: int = 0
    opened: bool = False
    """The active player has made the first bid or passed; from then on anyone may bid."""
    passed: bool = False
    joined: list[int] = Field(default_factory=list)
    """Seats that paid the 1M fee."""
    counts: list[int] = Field(default_factory=list)
    """Bids per seat in this auction."""
    best: list[int] = Field(default_factory=list)
    """Each seat's highest bid in this auction (0: none): a bankrupt leader's place goes to the best
    remaining one."""
    restarts: int = 0
    """Times the clock restarted without a bid (its leader went bankrupt)."""


class Crime(BaseModel):
    id: int
    seat: int
    kind: str
    victim: int = -1
    cid: int = -1
    gain: int = 0
    tried: list[int] = Field(default_factory=list)


class Offer(BaseModel):
    """An exceptional offer (the owner must answer), or a proposed deal between players (`seller` set;
    the buyer may take it while the sales phase lasts, or while the seller is in debt)."""

    cid: int
    """The company; `STARTUP` (−1) for one of the seller's startups."""
    buyer: int
    price: int
    seller: int = -1


class EconomicusState(GameState):
    options: Options = Field(default_factory=lambda: Options.model_validate({}))
    ring: list[int] = Field(default_factory=list)
    """Industries in their circle order (neighbours matter)."""
    numbers: dict[int, int] = Field(default_factory=dict)
    """Dice number of each industry (its printed number unless `random_numbers`)."""
    price: dict[int, int] = Field(default_factory=dict)
    """Industry price of a company; 0 while unknown."""
    crisis: dict[int, int] = Field(default_factory=dict)
    companies: list[Company] = Field(default_factory=list)
    players: list[Player] = Field(default_factory=list)
    bank: int = 0
    """The bank's balance: sum(cash) + sum(deposits) + bank == 0 always (the bank issued everything)."""
    year: int = 0
    turn: int = 0
    """Index of the turn in the year, 0..n (the auditor has turns 0 and n)."""
    auditor: int = 0
    active: int = 0
    phase: str = "place"
    """"place", "roll", "lot", "auction", "sales", "offer", "debts" (the turn is over once the debts
    are covered) or "over"."""
    placing: list[int] = Field(default_factory=list)
    """Seats still to place a start company, in order."""
    dice: list[int] = Field(default_factory=list)
    ind: int = 0
    """The active industry of the turn (0 before the roll)."""
    last_roll: list[int] = Field(default_factory=list)
    """The latest roll as [seat, die 1, die 2, industry], kept after its turn ends (for the table)."""
    profits: list[int] = Field(default_factory=list)
    """What each seat earned (or lost) on the latest roll, one entry a seat ([] before the first roll);
    kept like `last_roll`."""
    auction: Auction | None = None
    asked: list[int] = Field(default_factory=list)
    """Seats still to answer in the sales phase."""
    sold: int = 0
    offered: bool = False
    deals: list[Offer] = Field(default_factory=list)
    """Sales between players proposed in this sales phase, waiting for their buyers."""
    offer: Offer | None = None
    debts: list[int] = Field(default_factory=list)
    """Seats whose cash went negative and who are asked how to cover it (in the order it happened);
    the game waits for them before anything else."""
    crimes: list[Crime] = Field(default_factory=list)
    crime_seq: int = 0
    event: str = ""
    event_deck: list[str] = Field(default_factory=list)
    option_deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    tender: dict[int, int] = Field(default_factory=dict)
    """Sealed tender bids of the year (secret), in the order sent."""
    best: int = -1
    """Holder of the best-management star."""
    auctions: int = 0
    auction_sales: int = 0
    crimes_done: int = 0
    crimes_solved: int = 0
    end: str = ""
    """Why the game ended: "stars", "years" or "limit"."""
