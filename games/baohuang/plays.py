"""Plays: their ASCII code, typed shortcuts, legality, beating, and the lists a player chooses from.

A play is n cards of one ordinary rank plus jokers (挂). Its code, carried by `play:<code>`, is tokens
joined by `+`: a rank letter `3456789TJQKA2` (T = 10), `S` 小王, `B` 大王, `O` the card above 大王
(`best`'s 老王; in `campus` the called guard card played for its power, alone), each followed by `x<k>`
when there are k > 1 of it: `8x3+B` is 888 with a 大王, `Sx2` two 小王. `campus`'s bomb (four identical
cards) is `#<suit><rank>`, e.g. `#H7`. Suits never matter otherwise, so a play names no suits.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import NamedTuple

from games.baohuang.cards import BIG, OLD, RANKS, SMALL, THREE, TWO, parse_kind
from games.baohuang.variants import Rules


class Play(NamedTuple):
    rank: int
    """Ordinary rank (0..12), or -1 when the play holds no ordinary card."""
    n: int
    small: int
    big: int
    top: int
    """老王 / campus guard card played for its power (0 or 1)."""
    bomb: int = -1
    """campus: the card kind (rank << 2 | suit) of a four-card bomb, else -1."""

    @property
    def size(self) -> int:
        return 4 if self.bomb >= 0 else self.n + self.small + self.big + self.top

    @property
    def jokers(self) -> int:
        return self.small + self.big + self.top


SINGLE_BIG = Play(-1, 0, 0, 1, 0)
DOUBLE_BIG = Play(-1, 0, 0, 2, 0)


def encode(p: Play) -> str:
    """The canonical code of a play (see the module docstring)."""
    if p.bomb >= 0:
        return "#" + "SHDC"[p.bomb & 3] + RANKS[p.bomb >> 2]
    parts = []
    for letter, k in ((RANKS[p.rank] if p.n else "", p.n), ("S", p.small), ("B", p.big), ("O", p.top)):
        if k:
            parts.append(letter if k == 1 else f"{letter}x{k}")
    return "+".join(parts)


@lru_cache(maxsize=4096)
def decode(code: str) -> Play | None:
    """A play from its code (lenient: repeated tokens add up, `x1` may be written), or None."""
    code = code.strip()
    if code.startswith("#"):
        kind = parse_kind(code[1:])
        return None if kind is None else Play(-1, 0, 0, 0, 0, kind)
    rank, n, small, big, top = -1, 0, 0, 0, 0
    for token in code.split("+"):
        letter, sep, times = token.partition("x")
        if len(letter) != 1:
            return None
        if sep:
            if not (times.isascii() and times.isdigit()) or not 1 <= int(times) <= 64:
                return None
            k = int(times)
        else:
            k = 1
        if letter == "S":
            small += k
        elif letter == "B":
            big += k
        elif letter == "O":
            top += k
        elif letter in RANKS:
            r = RANKS.index(letter)
            if rank not in (-1, r):
                return None
            rank, n = r, n + k
        else:
            return None
    p = Play(rank, n, small, big, top)
    return p if p.size else None


_WORDS = (
    ("大王", "B"), ("小王", "S"), ("老王", "O"), ("大", "B"), ("小", "S"), ("老", "O"), ("王", ""),
    ("10", "T"), ("×", "x"), ("*", "x"), ("，", " "), (",", " "), ("+", " "),
)  # fmt: skip


def parse_cards(text: str) -> Play | None:
    """A typed play such as `888+大`, `888+D`, `10 10`, `8x3+B`, `2 2 小小` or `#H7`, or None."""
    text = text.strip()
    if text.startswith("play:"):
        text = text[5:]
    if text.startswith("#"):
        return decode(text)
    for word, letter in _WORDS:
        text = text.replace(word, letter)
    text = text.upper()
    units: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        i += 1
        if ch == " ":
            continue
        if ch == "X" and units and i < len(text) and text[i] in "0123456789":
            j = i
            while j < len(text) and text[j] in "0123456789":
                j += 1
            times = int(text[i:j])
            if not 1 <= times <= 64:
                return None
            units += [units[-1]] * (times - 1)
            i = j
            continue
        letter = {"D": "B", "X": "S", "G": "O"}.get(ch, ch)
        if letter not in RANKS and letter not in "SBO":
            return None
        units.append(letter)
    if not units:
        return None
    return decode("+".join(units))


def campus_extras(hand: list[int], called: int, may_hold: bool) -> tuple[bool, tuple[int, ...]]:
    """campus: whether the hand holds the called guard card (`may_hold`: the seat is not the emperor,
    whose three copies are ordinary), and the card kinds it holds four of (bombs, never 3 or 2)."""
    kinds: dict[int, int] = {}
    for c in hand:
        if c >> 4 < SMALL:
            kinds[c >> 2] = kinds.get(c >> 2, 0) + 1
    holds = may_hold and called >= 0 and called in kinds
    return holds, tuple(k for k, n in kinds.items() if n == 4 and (k >> 2) not in (THREE, TWO))


def violation(p: Play, cnt: list[int], hand_size: int, rules: Rules, holds_top: bool = False) -> str | None:
    """Why the holder of `cnt` may not play `p` (a locale id), or None if the cards allow it.

    `holds_top`: in `campus`, whether the hand holds the called guard card (its `O`)."""
    if p.bomb >= 0:
        return None if rules.bombs else "baohuang-err-bad-play"
    if p.n < 0 or p.small < 0 or p.big < 0 or p.top < 0 or p.size == 0 or (p.n > 0) != (p.rank >= 0):
        return "baohuang-err-bad-play"
    if p.top:
        if not rules.top_card:
            return "baohuang-err-bad-play"
        if rules.bombs and (p.size != 1 or not holds_top):  # campus: the guard card's power, alone
            return "baohuang-err-not-held"
    if (p.n and cnt[p.rank] < p.n) or cnt[SMALL] < p.small or cnt[BIG] < p.big:
        return "baohuang-err-not-held"
    if p.top and not rules.bombs and cnt[OLD] < p.top:
        return "baohuang-err-not-held"
    if p.rank == TWO and p.jokers and not rules.two_carry:
        return "baohuang-err-two-carry"
    if p.n and p.rank == rules.bie and p.size != hand_size:
        return "baohuang-err-bie"
    return None


def beats(new: Play, old: Play, rules: Rules) -> bool:
    """Whether `new` may be played on `old`.

    Default: same size and, both sorted high→low, every card strictly higher than the one at the same
    place. Counting cards above each level turns that into the joker inequalities below."""
    if new.bomb >= 0:
        return old.bomb < 0
    if old.bomb >= 0:
        return False
    if (
        new.size == old.size
        and not old.top
        and new.top >= old.big
        and new.top + new.big >= old.small + old.big
        and (not new.n or not old.n or new.rank > old.rank)
    ):
        return True
    if rules.double_big and old == SINGLE_BIG and new == DOUBLE_BIG:
        return True
    return rules.kao and bool(old.small or old.big) and _kao(new, old)


def _kao(new: Play, old: Play) -> bool:
    """烤牌: every old joker is beaten by its own group of new jokers (1大 > 1小, 2小 > 1小, 2大 > 1大,
    3小 > 1大), and the new play's other cards beat the old ordinary cards by the default rule, card for
    card. Only these equivalences (and sums of them) count: a joker left over beyond its group must beat
    an old ordinary card, so against jokers alone nothing may be spare (小小小, 大+小 and 大大 do not
    beat 小; the rulings)."""
    if new.top or new.bomb >= 0:
        return False
    for x in range(old.big + 1):  # old 大王 beaten by 2大; the others by 3小
        for y in range(old.small + 1):  # old 小王 beaten by 1大; the others by 2小
            spare_big = new.big - 2 * x - y
            spare_small = new.small - 3 * (old.big - x) - 2 * (old.small - y)
            if spare_big < 0 or spare_small < 0:
                continue
            if spare_big + spare_small + new.n == old.n and (not new.n or new.rank > old.rank):
                return True
    return False


def all_plays(
    cnt: list[int],
    top: Play | None,
    rules: Rules,
    hand_size: int,
    holds_top: bool = False,
    bombs: tuple[int, ...] = (),
) -> list[Play]:
    """Every legal play for the holder of `cnt`: on `top`, or as a lead when `top` is None.

    This is the builder's function: each (rank, count, jokers) combination the player may send.
    `holds_top`: campus, the hand holds the called guard card; `bombs`: the card kinds it holds four of."""
    return list(iter_plays(cnt, top, rules, hand_size, holds_top, bombs))


def iter_plays(
    cnt: list[int],
    top: Play | None,
    rules: Rules,
    hand_size: int,
    holds_top: bool = False,
    bombs: tuple[int, ...] = (),
) -> Iterator[Play]:
    """`all_plays` one at a time, so a caller asking 'is there any?' stops at the first."""
    tops = 1 if (holds_top if rules.bombs else cnt[OLD]) else 0
    plain = top is not None and not (rules.kao and (top.small or top.big))
    for o in range(tops + 1):
        for b in range(cnt[BIG] + 1):
            for s in range(cnt[SMALL] + 1):
                j = o + b + s
                if plain:
                    assert top is not None
                    n = top.n + top.small + top.big + top.top - j
                    if n < 0:
                        break
                    # the default rule's joker conditions (see `beats`), checked once for every rank
                    if top.top or top.bomb >= 0 or o < top.big or o + b < top.small + top.big:
                        continue
                    if not n:
                        p = Play(-1, 0, s, b, o)
                        if violation(p, cnt, hand_size, rules, holds_top) is None:
                            yield p
                        continue
                    for r in range(top.rank + 1 if top.n else 0, TWO + 1):
                        if cnt[r] >= n:
                            p = Play(r, n, s, b, o)
                            if violation(p, cnt, hand_size, rules, holds_top) is None:
                                yield p
                    continue
                if j:
                    p = Play(-1, 0, s, b, o)
                    if (top is None or beats(p, top, rules)) and violation(p, cnt, hand_size, rules, holds_top) is None:
                        yield p
                for r in range(TWO + 1):
                    for n in range(1, (cnt[r] if top is None else min(cnt[r], top.n)) + 1):
                        p = Play(r, n, s, b, o)
                        if (top is None or beats(p, top, rules)) and violation(
                            p, cnt, hand_size, rules, holds_top
                        ) is None:
                            yield p
    if top is not None:
        if rules.double_big and top == SINGLE_BIG and cnt[BIG] >= 2:
            yield DOUBLE_BIG
        if rules.bombs and top.bomb < 0:
            yield from (Play(-1, 0, 0, 0, 0, k) for k in bombs if (k >> 2) != TWO)


def cost(p: Play, cnt: list[int]) -> tuple[int, int, int, int]:
    """How much of the hand a play spends, for picking the 'smallest' one: jokers first, then a broken
    group, then the rank."""
    broken = 1 if p.n and cnt[p.rank] > p.n else 0
    return (p.top * 16 + p.big * 4 + p.small, broken, p.rank, p.n)


def button_plays(
    cnt: list[int],
    top: Play | None,
    rules: Rules,
    hand_size: int,
    holds_top: bool = False,
    bombs: tuple[int, ...] = (),
) -> list[Play]:
    """A short useful list: leading, the whole hand if it is one play, the lowest set of each rank and
    each joker alone; following, the cheapest beat of each rank, the cheapest all-joker beat, bombs."""
    if top is None:
        out: list[Play] = []
        if hand_size == cnt[BIG] + cnt[SMALL] + cnt[OLD] + max(cnt[:SMALL]):
            r = max(range(TWO + 1), key=lambda k: cnt[k])
            whole = Play(r if cnt[r] else -1, cnt[r], cnt[SMALL], cnt[BIG], cnt[OLD])
            if violation(whole, cnt, hand_size, rules, holds_top) is None:
                out.append(whole)
        for r in range(TWO + 1):
            if cnt[r]:
                p = Play(r, cnt[r], 0, 0, 0)
                if p not in out and violation(p, cnt, hand_size, rules, holds_top) is None:
                    out.append(p)
        for p in (Play(-1, 0, 1, 0, 0), Play(-1, 0, 0, 1, 0), Play(-1, 0, 0, 0, 1)):
            if p not in out and violation(p, cnt, hand_size, rules, holds_top) is None:
                out.append(p)
        return out
    best: dict[int, Play] = {}
    for p in all_plays(cnt, top, rules, hand_size, holds_top, bombs):
        key = p.rank if p.bomb < 0 else 100 + p.bomb
        if key not in best or cost(p, cnt) < cost(best[key], cnt):
            best[key] = p
    return sorted(best.values(), key=lambda p: (p.bomb >= 0, p.jokers > 0, p.rank < 0, cost(p, cnt)))
