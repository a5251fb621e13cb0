"""The players' decisions: their action strings, full validation, and the typed shortcuts.

Grammar (every string ≤ 40 bytes):
- step 3 ЕСМ bid: `buy:<qty>:<price>` or `buy:skip` (`buy:0:<price>` is a skip, as in the seed);
- step 4 production: `make:<n>` — n ЕГП made the cheapest way (automated factories doubling first);
- step 5 ЕГП offer: `sell:<qty>:<price>` or `sell:skip`;
- step 8 loan: `loan:<thousands>` (`loan:0` = none);
- step 9 building: `build:none|ord|auto|upgrade` or `build:<ordinary>:<automated>:<upgrades>`, several
  in one month as the seed allows, up to six factories owned or being built.
"""

from __future__ import annotations

import re

from games.base import GameError
from games.management import company as co
from games.management.market import egp_max, esm_min
from games.management.state import LOAN_UNIT, MAX_FACTORIES, Company, ManagementState

VERB = {"bid": "buy", "make": "make", "sell": "sell", "loan": "loan", "build": "build"}
DEFAULT = {"bid": "buy:skip", "make": "make:0", "sell": "sell:skip", "loan": "loan:0", "build": "build:none"}
BUILD_WORDS = {"none": (0, 0, 0), "ord": (1, 0, 0), "auto": (0, 1, 0), "upgrade": (0, 0, 1)}
_INT = re.compile(r"[0-9]{1,9}")
_DECIMAL = re.compile(r"[0-9]{1,9}\.[0-9]+")


def number(text: str) -> int:
    """A non-negative whole number of at most 9 digits, or a GameError naming the bad text (`_INT`
    without the regex: every action's numbers pass through here)."""
    if not (0 < len(text) <= 9 and text.isascii() and text.isdigit()):
        raise GameError("management-err-number", value=text[:20])
    return int(text)


def normalize(state: ManagementState, seat: int, action: str) -> str:
    """The canonical form of a legal action for the current step; GameError with the reason if not."""
    verb, _, rest = action.partition(":")
    phase = state.phase
    if VERB.get(phase) != verb:
        raise GameError("management-err-step", step=f"@management-step-{phase}")
    c = state.companies[seat]
    if phase == "bid":
        return _bid(state, c, rest)
    if phase == "make":
        n = number(rest)
        check_make(c, n)
        return f"make:{n}"
    if phase == "sell":
        return _offer(state, c, rest)
    if phase == "loan":
        if _DECIMAL.fullmatch(rest):
            raise GameError("management-err-loan-multiple", unit=LOAN_UNIT)
        k = number(rest)
        room = co.loan_room(c)
        if k * LOAN_UNIT > room:
            raise GameError("management-err-loan-limit", amount=k * LOAN_UNIT, room=room // LOAN_UNIT * LOAN_UNIT)
        return f"loan:{k}"
    o, a, u = _build_counts(rest)
    check_build(c, o, a, u)
    return "build:none" if o + a + u == 0 else f"build:{o}:{a}:{u}"


def _bid(state: ManagementState, c: Company, rest: str) -> str:
    if rest == "skip":
        return "buy:skip"
    qty_text, _, price_text = rest.partition(":")
    qty, price = number(qty_text), number(price_text)
    if qty == 0:
        return "buy:skip"
    low = esm_min(state.level)
    if price < low:
        raise GameError("management-err-price-low", price=price, min=low)
    if qty > state.esm_qty:
        raise GameError("management-err-qty-supply", qty=qty, supply=state.esm_qty)
    if qty * price > c.cash:
        raise GameError("management-err-cash", need=qty * price, cash=c.cash)
    return f"buy:{qty}:{price}"


def _offer(state: ManagementState, c: Company, rest: str) -> str:
    if rest == "skip":
        return "sell:skip"
    qty_text, _, price_text = rest.partition(":")
    qty, price = number(qty_text), number(price_text)
    if qty == 0:
        return "sell:skip"
    if qty > c.egp:
        raise GameError("management-err-qty-stock", qty=qty, stock=c.egp)
    high = egp_max(state.level)
    if price > high:
        raise GameError("management-err-price-high", price=price, max=high)
    if price == 0:
        raise GameError("management-err-price-zero")
    return f"sell:{qty}:{price}"


def check_make(c: Company, n: int) -> None:
    if n > c.esm:
        raise GameError("management-err-esm", n=n, esm=c.esm)
    cap = co.capacity(c)
    if n > cap:
        raise GameError("management-err-capacity", n=n, capacity=cap)
    cost = co.make_plan(c, n)[2]
    if cost > c.cash:
        raise GameError("management-err-cash", need=cost, cash=c.cash)


def _build_counts(rest: str) -> tuple[int, int, int]:
    if rest in BUILD_WORDS:
        return BUILD_WORDS[rest]
    parts = rest.split(":")
    if len(parts) != 3:
        raise GameError("management-err-number", value=rest[:20])
    o, a, u = (number(p) for p in parts)
    return o, a, u


def check_build(c: Company, o: int, a: int, u: int) -> None:
    if o + a and co.factory_count(c) + o + a > MAX_FACTORIES:
        raise GameError("management-err-build-cap", count=co.factory_count(c), cap=MAX_FACTORIES)
    if u > co.upgradable(c):
        raise GameError("management-err-upgrade", n=u, available=co.upgradable(c))
    need = co.first_instalments(o, a, u)
    if need > c.cash:
        raise GameError("management-err-cash", need=need, cash=c.cash)


def is_asked(state: ManagementState, c: Company) -> bool:
    """Whether the company has a non-trivial choice in the current step (else it is not asked).

    In the last month loans and building are not asked: both leave the final capital unchanged (a loan
    adds as much cash as debt; a started construction counts at its cost less the unpaid part)."""
    phase = state.phase
    if phase in ("loan", "build") and state.month >= state.options.months:
        return False
    if phase == "bid":
        return c.cash >= esm_min(state.level)
    if phase == "make":
        return c.esm > 0 and co.capacity(c) > 0 and c.cash >= co.make_plan(c, 1)[2]
    if phase == "sell":
        return c.egp > 0
    if phase == "loan":
        return co.loan_room(c) >= LOAN_UNIT
    if phase == "build":  # bool(build_options(c)), without building the list
        if co.build_room(c) > 0 and c.cash >= min(co.first_instalments(1, 0, 0), co.first_instalments(0, 1, 0)):
            return True
        return co.upgradable(c) > 0 and c.cash >= co.first_instalments(0, 0, 1)
    return False


def build_options(c: Company) -> list[str]:
    """The single constructions the company may start now."""
    room = co.build_room(c) > 0
    out = []
    if room and c.cash >= co.first_instalments(1, 0, 0):
        out.append("build:ord")
    if room and c.cash >= co.first_instalments(0, 1, 0):
        out.append("build:auto")
    if co.upgradable(c) > 0 and c.cash >= co.first_instalments(0, 0, 1):
        out.append("build:upgrade")
    return out


CONNECTORS = frozenset({"по", "at", "for", "à"})
"""Words between a quantity and its price, as the prompts write them («2 по 550», "2 at 550")."""


def parse_text(state: ManagementState, seat: int, text: str) -> str | None:
    """A typed shortcut for the current step: `2 550` → `buy:2:550`/`sell:2:550`, `3` → `make:3` or
    `loan:3` (a sum of 1000 or more is read as dollars), `0`/`skip` → skip, `ord`/`auto`/`upgrade` or
    three numbers in the building step. The result is validated by `play` like any other action."""
    phase = state.phase
    if phase not in VERB:
        return None
    plain = text.strip().lower().replace("$", "").replace("每个", " ").replace("个", " ")
    words = re.split(r"[\s,;，、x×*@/]+", plain)
    words = [w for w in words if w and w not in CONNECTORS]  # «2 по 550», "2 at 550" read as `2 550`
    if not words:
        return None
    verb = VERB[phase]
    if len(words) == 1 and words[0].startswith(verb + ":"):
        return words[0]
    if len(words) == 1 and words[0] in SKIP_WORDS:
        return DEFAULT[phase]
    if phase == "build":
        if len(words) == 1 and words[0] in BUILD_ALIASES:
            return "build:" + BUILD_ALIASES[words[0]]
        if len(words) == 3 and all(_INT.fullmatch(w) for w in words):
            return "build:" + ":".join(words)
        return None
    if not all(_INT.fullmatch(w) for w in words):
        if len(words) <= (2 if phase in ("bid", "sell") else 1) and any(ch.isdigit() for ch in text):
            return f"{verb}:" + ":".join(words)  # meant as numbers: `play` names the word that is not one
        return None
    nums = [int(w) for w in words]
    if phase in ("bid", "sell"):
        if nums[0] == 0:
            return DEFAULT[phase]
        if len(nums) == 1:
            price = esm_min(state.level) if phase == "bid" else egp_max(state.level)
            return f"{verb}:{nums[0]}:{price}"
        return f"{verb}:{nums[0]}:{nums[1]}" if len(nums) == 2 else None
    if len(nums) != 1:
        return None
    if phase == "loan" and nums[0] >= LOAN_UNIT:
        k = nums[0] / LOAN_UNIT
        return f"loan:{int(k)}" if k.is_integer() else f"loan:{k:g}"
    return f"{verb}:{nums[0]}"


SKIP_WORDS = frozenset({"0", "skip", "pass", "no", "none", "-", "нет", "пас", "пропуск", "не", "跳过", "不", "无"})
BUILD_ALIASES = {
    "ord": "ord",
    "ordinary": "ord",
    "обычная": "ord",
    "обычную": "ord",
    "普通": "ord",
    "auto": "auto",
    "automated": "auto",
    "авто": "auto",
    "автоматизированная": "auto",
    "автоматизированную": "auto",
    "自动": "auto",
    "upgrade": "upgrade",
    "автоматизация": "upgrade",
    "модернизация": "upgrade",
    "改造": "upgrade",
}
