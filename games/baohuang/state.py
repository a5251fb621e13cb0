"""Options and state of 保皇: pydantic containers that the rules mutate in place (no copies)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from games.base import GameState

Variant = Literal["weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus"]


class BaohuangOptions(BaseModel):
    """`variant`: which rule text (see the rulings); `hands`: a match of that many hands with running
    totals; `bie6`/`kao` are lianzhong options, `qiangdu` a lianzhong-classic one."""

    variant: Variant = "weihai"
    hands: int = Field(default=1, ge=1, le=50)
    bie6: bool = False
    kao: bool = False
    qiangdu: bool = False

    @model_validator(mode="after")
    def _applies(self) -> BaohuangOptions:
        """An option of another variant is refused rather than silently ignored."""
        if (self.bie6 or self.kao) and not self.variant.startswith("lianzhong"):
            raise ValueError("bie6 and kao are lianzhong options")
        if self.qiangdu and self.variant != "lianzhong-classic":
            raise ValueError("qiangdu is a lianzhong-classic option")
        return self


Phase = Literal["throne", "declare", "kick", "play", "over"]


class BaohuangState(GameState):
    """The match and its current hand. Seats are 0..4; play goes to the next seat (seat + 1)."""

    variant: Variant = "weihai"
    bie6: bool = False
    kao: bool = False
    qiangdu: bool = False
    hands_total: int = 1

    # --- the match ---
    hand_no: int = 0
    totals: list[int] = Field(default_factory=lambda: [0] * 5)
    history: list[dict[str, Any]] = Field(default_factory=list)
    """Each finished hand's public outcome: scores (best: tribute cards won or lost), roles, order."""
    dealer: int = 0
    tribute: list[int] = Field(default_factory=list)
    """best: cards each seat takes (+) or gives (-) at the start of the next hand."""
    tribute_order: list[int] = Field(default_factory=list)
    """best: the previous hand's finishing order, in which takers take."""

    # --- the hand ---
    phase: Phase = "throne"
    cards: list[list[int]] = Field(default_factory=list)
    """Each seat's hand, high→low. Private."""
    played: list[int] = Field(default_factory=list)
    """Every card played this hand (and the cards set aside), for the count of unseen cards."""
    holder: int = -1
    """Throne phase: who holds the emperor card (or `best`'s qualification) and must decide."""
    cedes: int = 0
    bundle: list[int] = Field(default_factory=list)
    """Cards travelling with the throne (emperor card / bottom 大王 and 贴 cards) until someone ascends."""
    face_up: int = -1
    """best: the card turned face up at the deal."""
    emperor: int = -1
    """The emperor, or the one playing openly alone (明独 / 抢独)."""
    guard: int = -1
    """Seat of the guard (== emperor when the emperor holds both), -1 when someone plays openly alone."""
    mode: str = ""
    """"apart" (emperor and guard), "hidden" (emperor alone in secret: 暗独 / 暗独保 / 自保) or "open"
    (openly alone: 独保 / 明独 / 明独保 / 抢独)."""
    called: int = -1
    """classic/campus: the called card kind (rank << 2 | suit); campus: the guard's card beats 大王."""
    guard_revealed: bool = False
    mingbao: bool = False
    rebels: list[bool] = Field(default_factory=lambda: [False] * 5)
    rebellion: bool = False
    """Two or more 造反 declarations: the rebellion is established."""
    asked: list[bool] = Field(default_factory=lambda: [False] * 5)
    answers: list[str] = Field(default_factory=lambda: [""] * 5)
    kicked: int = -1
    """weihai: who said 踢 (the score doubles), or -1."""

    turn: int = -1
    top: str = ""
    """Code of the play to beat, "" when the turn's player leads."""
    owner: int = -1
    passes: int = 0
    table: list[tuple[int, str]] = Field(default_factory=list)
    """This trick so far: (seat, play code or "pass")."""
    last_trick: list[tuple[int, str]] = Field(default_factory=list)
    """The trick won last in this hand, as `table` was when it ended (public: the bot shows it)."""
    finish: list[int] = Field(default_factory=list)
    auto: list[int] = Field(default_factory=lambda: [0] * 5)
    """Timeouts this hand; three lock the seat on auto-play (托管) until the hand ends."""
    left: list[bool] = Field(default_factory=lambda: [False] * 5)
    penalty: list[int] = Field(default_factory=lambda: [0] * 5)
    """lianzhong: −40 for leaving a running hand, counted with that hand's scores."""
