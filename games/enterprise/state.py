"""The data of a game of 智力密集行业·企业制度模拟: options, people, enterprises, the task and the phase.

Plain pydantic containers that the rules mutate in place. Tiles are (suit, rank) with suit 0 = 饼,
1 = 条, 2 = 万 and rank 1–9; the pool (废牌堆) is a count per tile kind, index `suit * 9 + rank - 1`.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from games.base import GameState

SUITS = 3
RANKS = 9
SYSTEMS = ("shares", "partner", "coop")
"""股份, 合伙, 合作."""


class Options(BaseModel):
    """The accountant's parameters, announced at the start."""

    rounds: int = Field(default=8, ge=1, le=50)
    start_cash: int = Field(default=1_000_000, ge=1_000, le=10**9)
    fee_base: int = Field(default=5, ge=0, le=10**8)
    fee_head: int = Field(default=1, ge=0, le=10**8)
    fee_growth: int = Field(default=10, ge=0, le=100)
    """Percent by which both fee parts grow each round."""
    salary: int = Field(default=5, ge=0, le=10**8)
    """Salary of a founding person, a round (also the offer buttons' base)."""
    perf: int = Field(default=1, ge=0, le=10**8)
    """Performance pay of a founding person, a skill use."""
    sets: int = Field(default=6, ge=0, le=6)
    """Mahjong sets in the pool (6 for any number of players, the ruling's scale); 0 = max(2, ceil(players / 4)),
    the earlier default."""
    tasks: int = Field(default=10, ge=1, le=30)
    """Tasks a round."""
    graduates: int = Field(default=6, ge=0, le=12)
    """Graduates a round."""
    shares: int = Field(default=1_000, ge=10, le=100_000)
    """Shares of a 股份 enterprise at its founding."""
    accountant: bool = False
    """A person outside the seats answers every draw (see `accountant`); the host sets it when one is
    named (`/new enterprise accountant=@name`), never a lobby toggle."""


class Person(BaseModel):
    """A person: one tile of each suit. `firm` is the employing seat or None (on the market)."""

    id: int
    tiles: list[int]
    """Rank of the 饼, 条 and 万 tile."""
    flipped: list[bool] = Field(default_factory=lambda: [False, False, False])
    firm: int | None = None
    salary: int = 0
    perf: int = 0
    shares: int = 0
    partner: bool = False
    """合伙 partner (a 合作 enterprise's people are all members without this flag)."""
    uses: int = 0
    """Skill uses this round (performance pay and per-use dividends)."""
    income: int = 0
    """Everything ever paid to the person (salary, performance, dividends)."""
    promotions: int = 0
    origin: str = "founder"
    """"founder", "graduate" or "bankrupt" / "fired" (how the person last came to the market)."""


class Firm(BaseModel):
    """One player's enterprise (the player's seat)."""

    seat: int
    system: str | None = None
    active: bool = False
    cash: int = 0
    founder: int = 0
    """The player's own share block (股份)."""
    pool_shares: int = 0
    """Shares sold to the chip pool; their dividends flow back to it."""
    bankruptcies: int = 0
    last_share_div: int = 0
    """Last published dividend per share (股份)."""
    last_use_div: int = 0
    """Last published dividend per skill use (合伙, 合作)."""
    round_start_cash: int = 0
    profit: int = 0
    """This round's result after pay, before the dividend."""
    dividend: int = 0
    """This round's dividend (total declared)."""
    reform: str | None = None
    """The system this enterprise restructures into at the end of the round."""
    tried: list[int] = Field(default_factory=list)
    """People already put to the partnership dice this round."""
    sold: bool = False
    """Whether shares were sold to the pool this round."""
    first_system: str | None = None
    systems_used: list[str] = Field(default_factory=list)
    paid_out: int = 0
    """Everything the enterprise paid its people (salary, performance, dividends)."""
    promotions: int = 0
    tasks_won: int = 0
    hires: int = 0
    """People hired from the market or poached."""
    dividends: int = 0
    """Dividends paid out to people and the pool."""
    shared: int = 0
    """Dividends paid to the enterprise's own people (not the pool's sold shares): the score's second part."""
    cash_by_round: list[int] = Field(default_factory=list)
    """Cash at the end of each round played, the last one last (0 while bankrupt or not yet founded):
    the end chart's lines. A snapshot from before it was kept starts it late: the last entries are
    the last rounds."""
    system_by_round: list[str] = Field(default_factory=list)
    """The system the enterprise ran in each round, beside `cash_by_round` ("" while it had none): the end
    report compares systems round by round and the end chart colours each round's segment by it. Recorded
    before a 改制 takes effect, so a restructured round counts under the system that ran it."""
    profit_by_round: list[int] = Field(default_factory=list)
    """Each round's result after fee and pay, before the dividend (beside `cash_by_round`; 0 while it had
    no system)."""
    people_by_round: list[int] = Field(default_factory=list)
    """People at the end of each round (beside `cash_by_round`)."""
    paid_by_round: list[int] = Field(default_factory=list)
    """What the enterprise paid its people in each round: salary, performance pay, dividends."""
    promos_by_round: list[int] = Field(default_factory=list)
    """Promotions of the enterprise's people in each round."""
    bust_rounds: list[int] = Field(default_factory=list)
    """The rounds in which the enterprise went bankrupt."""


class EnterpriseState(GameState):
    options: Options = Field(default_factory=Options)
    sets: int = 2
    pool: list[int] = Field(default_factory=list)
    persons: list[Person] = Field(default_factory=list)
    next_id: int = 1
    firms: list[Firm] = Field(default_factory=list)
    round: int = 0
    phase: str = "system"
    """"system", "split", "fire", "offer", "task", "dividend", "manage" (decisions) or "over"."""
    asked: list[int] = Field(default_factory=list)
    pending: dict[int, str] = Field(default_factory=dict)
    """Sent, unrevealed single choices; in the multi-action phases "done" once the seat has finished."""
    drafts: dict[int, list[str]] = Field(default_factory=dict)
    """Sealed multi-action choices of this phase (dismissals, offers, poaching, restructuring)."""
    bank: int = 0
    """The chip pool's net takings: sum(cash) + escrow + bank == minted, always."""
    minted: int = 0
    """Money the accountant has put into enterprises (start_cash at every founding)."""
    template: list[list[int]] = Field(default_factory=list)
    """The equal initial team: three people's ranks."""
    task_no: int = 0
    sub: int = 0
    task_tiles: list[list[int]] = Field(default_factory=list)
    """(suit, rank) of every requirement tile drawn for the running task (back to the pool at its end)."""
    req: list[int] = Field(default_factory=list)
    """The current sub-task's requirement ranks."""
    rewards: list[int] = Field(default_factory=list)
    """Rewards of the running task's sub-tasks so far."""
    in_task: list[int] = Field(default_factory=list)
    """Seats that fulfilled every sub-task of the running task so far."""
    escrow: dict[int, int] = Field(default_factory=dict)
    dice: list[int] = Field(default_factory=list)
    """The last dice roll (public)."""
    acc: dict[str, Any] | None = None
    """The draw waiting for the accountant (kind, value, choices, params), or None (see `accountant`)."""
    acc_held: list[Any] | None = None
    """[seat, action] of the step waiting for the accountant, run again with each answer."""
    acc_answers: list[str] = Field(default_factory=list)
    """The held step's answers so far, in draw order ("" = the seed's draw kept)."""
    acc_kinds: list[str] = Field(default_factory=list)
    acc_cursor: int = 0
    """Draws made so far in the step being run (which answer the next draw takes)."""
    tray: list[int] = Field(default_factory=list)
    """Random 32-bit words still to use (`rules.below`), drawn from `rng()` a block at a time: hidden
    like the seed, never in a view."""


def put(model: EnterpriseState | Firm | Person, name: str, value: Any) -> None:
    """`model.<name> = value` as pydantic's own `__setattr__` does it for these models' fields (stored,
    noted as set, never validated), without its per-call dispatch, which costs twice this: the labour
    and pay loops set some 2,000 fields a game."""
    model.__dict__[name] = value
    model.__pydantic_fields_set__.add(name)


assert not any(
    m.model_config.get("validate_assignment") or m.model_config.get("frozen") for m in (EnterpriseState, Firm, Person)
), "`put` would skip what pydantic does on assignment"
