"""What differs between the five rule texts, as one frozen record per variant and option set.

Everything else (tricks, going out, counts, timeouts) is the common engine; code asks `Rules` instead of
testing variant names, so a rule lives in one place.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.baohuang.cards import SIX, THREE

VARIANTS = ("weihai", "lianzhong-simple", "lianzhong-classic", "best", "campus")


@dataclass(frozen=True, slots=True)
class Rules:
    variant: str
    bie: int
    """Rank that must be played last, all at once (憋6 / 憋3), or -1."""
    two_carry: bool
    """Whether 2s may carry jokers."""
    kao: bool
    """烤牌: joker plays may be beaten by plays of another size (lianzhong option)."""
    double_big: bool
    """`best`: two 大王 beat one 大王."""
    top_card: bool
    """A card above 大王 exists: `best`'s 老王, `campus`'s called guard card played for its power."""
    bombs: bool
    """`campus`: four identical cards (suit+rank) beat everything as a response."""
    cede_step: int
    """Where ceding sends the throne: -1 to the previous seat (上家), +1 to the next one."""
    max_cedes: int
    """lianzhong-simple: the cede that re-deals (two rounds); lianzhong-classic: cedes allowed (one round,
    then the holder must ascend); 0: no limit (best and campus stop when a holder has no 2)."""
    qiangdu: bool
    """`lianzhong-classic` option: anyone may grab the throne as 独保."""
    kick: bool
    """`weihai`'s 踢."""
    rebellion: bool
    """Whether commoners may declare 造反."""


@lru_cache(maxsize=64)
def rules_for(variant: str, bie6: bool = False, kao: bool = False, qiangdu: bool = False) -> Rules:
    lz = variant.startswith("lianzhong")
    return Rules(
        variant=variant,
        bie=SIX if variant == "weihai" or (lz and bie6) else THREE if variant == "campus" else -1,
        two_carry=variant in ("weihai", "best"),
        kao=lz and kao,
        double_big=variant == "best",
        top_card=variant in ("best", "campus"),
        bombs=variant == "campus",
        cede_step=-1 if lz or variant == "best" else 1,
        max_cedes=10 if variant == "lianzhong-simple" else 5 if variant == "lianzhong-classic" else 0,
        qiangdu=variant == "lianzhong-classic" and qiangdu,
        kick=variant == "weihai",
        rebellion=variant in ("weihai", "lianzhong-simple", "lianzhong-classic"),
    )
