"""The cards of 保皇 as small ints and the deck of each variant. How cards look is the face's business;
the engine names a card in a message only through `card_param` (a locale id for a joker).

A card is `rank << 4 | suit << 2 | copy`: rank 0..12 are 3 4 5 6 7 8 9 10 J Q K A 2, 13 is 小王, 14 大王
and 15 the 老王 of `best`; suit 0..3 is ♠♥♦♣ (0 for jokers) and copy 0..3 tells the four decks apart.
Sorting the ints sorts the cards by rank, so a hand is a plain list kept high→low.
"""

from __future__ import annotations

from collections.abc import Iterable

RANKS = "3456789TJQKA2"
"""Rank letters of the play code, index = rank (T is 10)."""
RANK_NAMES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
SMALL, BIG, OLD = 13, 14, 15
"""Rank numbers of 小王, 大王 and the 老王 (`best`'s guard card, which beats a single 大王)."""
TWO, SIX, THREE = 12, 3, 0
SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"


def card(rank: int, suit: int = 0, copy: int = 0) -> int:
    return rank << 4 | suit << 2 | copy


EMPEROR_CARD = card(BIG, 0, 0)
"""The 大王 marked 皇 (every variant but `best`, where the emperor instead takes the bottom 大王)."""
GUARD_CARD = card(SMALL, 0, 0)
"""The 小王 marked 保 (`weihai`, `lianzhong-simple`); an ordinary 小王 elsewhere."""
OLD_KING = card(OLD)
"""`best`: the 老王 that replaces one 小王 (GUARD_CARD is then not in the deck)."""
BOTTOM_BIG = card(BIG, 0, 3)
"""`best`: the 大王 set aside as the bottom card for whoever becomes emperor."""


def _ordinary(ranks: Iterable[int]) -> list[int]:
    return [card(r, s, k) for r in ranks for s in range(4) for k in range(4)]


def build_deck(variant: str) -> list[int]:
    """The cards of one variant, before the deal (`best`: including the bottom 大王)."""
    smalls = [card(SMALL, 0, k) for k in range(4)]
    bigs = [card(BIG, 0, k) for k in range(4)]
    if variant == "weihai":  # no 3, 4, 5 and three 6s fewer: 165 cards
        return [*_ordinary(range(SIX + 1, TWO + 1)), *_ordinary([SIX])[:13], *smalls, *bigs]
    if variant.startswith("lianzhong"):  # no 3, 4, 5: 168 cards
        return [*_ordinary(range(SIX, TWO + 1)), *smalls, *bigs]
    if variant == "best":  # 216 cards, one 小王 replaced by the 老王
        return [*_ordinary(range(THREE, TWO + 1)), *smalls[1:], OLD_KING, *bigs]
    if variant == "campus":  # 3s removed until five remain: 205 cards
        return [*_ordinary(range(THREE + 1, TWO + 1)), *_ordinary([THREE])[::3][:5], *smalls, *bigs]
    raise ValueError(variant)


def counts(hand: Iterable[int]) -> list[int]:
    """How many cards of each rank (index 0..15)."""
    out = [0] * 16
    for c in hand:
        out[c >> 4] += 1
    return out


def card_param(c: int) -> str:
    """One card as a message parameter: `♥A` (suit symbols and ranks read the same in every language),
    or the locale id of a joker's name."""
    r = c >> 4
    if r >= SMALL:
        return ("@baohuang-joker-small", "@baohuang-joker-big", "@baohuang-joker-old")[r - SMALL]
    return SUIT_SYMBOLS[(c >> 2) & 3] + RANK_NAMES[r]


def kind_code(c: int) -> str:
    """ASCII suit+rank of a card, as actions carry it (`HA`, `ST`)."""
    return SUITS[(c >> 2) & 3] + RANKS[c >> 4]


def parse_kind(code: str) -> int | None:
    """`HA` → the card kind (rank << 2 | suit) of ♥A, or None."""
    code = code.strip().upper().replace("10", "T")
    if len(code) != 2 or code[0] not in SUITS or code[1] not in RANKS:
        return None
    return RANKS.index(code[1]) << 2 | SUITS.index(code[0])
