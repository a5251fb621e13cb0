"""The printed components of 功德轮回 v3.6: roles, beings, event cards and vows.

Everything here is constant data from the rule book (seed) so that rules, AI, views and tests read the
same numbers. Indices matter: a being's index (0-7) is what the `save:<i>` action carries.
"""

from __future__ import annotations

from typing import NamedTuple

ROUNDS = 6
CALAMITY_LIMIT = 20
"""劫难 at or above this at the end of a round ends the game at once as a team loss."""
CALAMITY_MAX_WIN = 12
"""劫难 must be at most this at the end for a team win."""
SAVE_MIN_HUI = 5
ACTIONS_PER_TURN = 2
LEAVE_CALAMITY = 3
UPKEEP_ROUNDS = (2, 4, 6)
STAKE = 5
STAKE_PAY = 2

ROLES = ("farmer", "merchant", "scholar", "monk")
"""Also the turn order: 农夫 → 商人 → 学者 → 僧侣, whatever the seats."""

START: dict[str, tuple[int, int, int]] = {
    "farmer": (5, 2, 2),
    "merchant": (8, 1, 1),
    "scholar": (3, 1, 4),
    "monk": (0, 3, 3),
}
"""Starting (财富, 福, 慧) before the 皈依 choice."""

SAVE_ADJUST: dict[str, tuple[int, int, int]] = {
    "farmer": (0, 0, 0),
    "merchant": (1, 0, 0),
    "scholar": (-1, 0, 1),
    "monk": (-1, 1, 0),
}
"""What a role pays to save a being: (财富 over the base cost, 福, 慧)."""


class Being(NamedTuple):
    id: str
    cost: int
    fu: int
    hui: int


BEINGS: tuple[Being, ...] = (
    Being("hungry", 2, 2, 1),  # 饥民
    Being("sick", 2, 2, 1),  # 病者
    Being("orphan", 3, 3, 1),  # 孤儿
    Being("widow", 3, 2, 2),  # 寡妇
    Being("scholar", 3, 1, 3),  # 落魄书生
    Being("trader", 4, 2, 2),  # 迷途商贾
    Being("penitent", 4, 4, 1),  # 悔过恶人
    Being("elder", 5, 3, 3),  # 垂死老者
)


class EventCard(NamedTuple):
    id: str
    calamity: int
    wealth: int
    fu: int
    hui: int


EVENTS: tuple[EventCard, ...] = (
    EventCard("drought", 1, 0, 0, 0),  # 旱灾
    EventCard("flood", 1, 0, 0, 0),  # 洪水
    EventCard("plague", 2, -1, 0, 0),  # 瘟疫
    EventCard("harvest", 0, 2, 0, 0),  # 丰收
    EventCard("assembly", 0, 0, 1, 1),  # 法会
    EventCard("sermon", 0, 0, 0, 2),  # 高僧开示
    EventCard("peace", -3, 0, 0, 0),  # 国泰民安
    EventCard("bathing", 0, 0, 2, 0),  # 浴佛节
)


class Vow(NamedTuple):
    """A 发愿 card: a per-round reward and an end condition (every given minimum/maximum must hold)."""

    id: str
    role: str
    wealth: int
    fu: int
    hui: int
    reward: int
    penalty: int
    min_fu: int = 0
    min_hui: int = 0
    max_wealth: int | None = None
    min_saves: int = 0
    min_donates: int = 0
    min_teaches: int = 0


VOWS: dict[str, Vow] = {
    v.id: v
    for v in (
        Vow("diligence", "farmer", 0, 1, 0, 14, -4, min_fu=16),  # 勤劳致福
        Vow("lamp", "farmer", 0, 2, 0, 20, -8, min_fu=23, max_wealth=5),  # 贫女一灯
        Vow("charity", "merchant", 1, 0, 1, 13, -4, min_donates=4),  # 财施功德
        Vow("elder", "merchant", 0, 1, 0, 16, -8, min_fu=20, min_saves=2),  # 布施长者
        Vow("teacher", "scholar", 0, 0, 1, 13, -4, min_teaches=3),  # 传道授业
        Vow("sage", "scholar", 0, 0, 1, 15, -5, min_fu=16, min_hui=26),  # 万世师表
        Vow("arhat", "monk", 0, 0, 1, 11, -5, min_hui=27),  # 阿罗汉果
        Vow("bodhisattva", "monk", 0, 1, 0, 13, -8, min_fu=21, min_saves=2),  # 菩萨道
    )
}
ROLE_VOWS: dict[str, tuple[str, str]] = {
    r: tuple(v.id for v in VOWS.values() if v.role == r)  # type: ignore[misc]  # two vows a role, as VOWS lists them
    for r in ROLES
}

SAVE_COST: dict[str, tuple[tuple[int, int, int], ...]] = {
    role: tuple((max(0, b.cost + dw), df, dh) for b in BEINGS) for role, (dw, df, dh) in SAVE_ADJUST.items()
}
"""(财富, 福, 慧) each role pays to save each being (the base cost adjusted, 财富 at least 0)."""

REFUGE_BONUS = ((15, 16), (12, 12))
"""皈依者: (threshold on both 福 and 慧, points), best first."""
NO_REFUGE_BONUS = ((20, 18), (16, 10))
"""不皈依者: (threshold on both 福 and 慧, points), best first."""
