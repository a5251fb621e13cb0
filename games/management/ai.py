"""The AI president: buys ЕСМ for its free capacity near the bank's minimum, makes what it can pay for,
sells everything a little under the bank's maximum when the market is crowded, keeps cash for the
month's dues, borrows only to stay liquid and builds when the factory will work long enough to pay.

It reads only `player_view` (its own company and the public table)."""

from __future__ import annotations

import random
from typing import Any

from games.management.state import COST_EGP, COST_ESM, MAKE_DOUBLE, MAKE_SINGLE, READY_AFTER

_BID_PREMIUMS = (0, 0, 50, 100, 150, 200)
_UNDERCUTS = (0, 100, 200, 300, 500)


def choose(view: dict[str, Any], rng: random.Random) -> str:
    phase = view["phase"]
    me = view["me"]
    if phase == "bid":
        return _bid(view, me, rng)
    if phase == "make":
        return _make(view, me)
    if phase == "sell":
        return _sell(view, me, rng)
    if phase == "loan":
        return _loan(view, me)
    if phase == "build":
        return _build(view, me, rng)
    return ""


def _final(view: dict[str, Any]) -> bool:
    return view["month"] >= view["months"]


def _cost(me: dict[str, Any], n: int) -> int:
    doubles = min(me["auto"], n // 2)
    return doubles * MAKE_DOUBLE + (n - 2 * doubles) * MAKE_SINGLE


def _reserve(me: dict[str, Any]) -> int:
    """Cash to keep back for this month's interest, repayment and instalments."""
    due = me["due"]
    return due["interest"] + due["repay"] + due["instalments"]


def _others(view: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in view["companies"] if c["alive"] and c["seat"] != view["seat"]]


def _fixed_after(me: dict[str, Any], bought: int, made: int) -> int:
    """Next month's fixed costs if the company buys `bought` ЕСМ, makes `made` ЕГП and sells nothing."""
    stock = (me["esm"] + bought - made) * COST_ESM + (me["egp"] + made) * COST_EGP
    return me["fixed_costs"] - me["esm"] * COST_ESM - me["egp"] * COST_EGP + stock


def _credit(view: dict[str, Any], me: dict[str, Any]) -> int:
    """Loan room the AI counts as cash: only when a loan taken now falls due after the game ends."""
    return me["loan_room"] // 1000 * 1000 if view["month"] + 12 > view["months"] else 0


def _next_dues(view: dict[str, Any], me: dict[str, Any]) -> int:
    """Next month's interest and repayments."""
    nxt = view["month"] + 1
    return (me["loan_total"] + 50) // 100 + sum(loan["amount"] for loan in me["loans"] if loan["due"] == nxt)


def _affordable(view: dict[str, Any], me: dict[str, Any], bought: int, price: int, made: int) -> bool:
    """Whether the plan leaves enough for this month's dues, next month's fixed costs and dues even if
    nothing sells: the AI's guard against bankruptcy."""
    spend = bought * price + _cost(me, made) + _reserve(me)
    if not _final(view):  # after the last month nothing more is charged
        spend += _fixed_after(me, bought, made) + _next_dues(view, me)
    return spend <= me["cash"] + _credit(view, me)


def _to_make(view: dict[str, Any], me: dict[str, Any]) -> int:
    """ЕГП worth making this month: no more than the stock the bank's demand is likely to absorb soon
    (the company's share of it plus a month's capacity), since unsold ЕГП cost 500 a month."""
    if _final(view):  # unsold ЕГП count at the bank's maximum price at the end
        return me["capacity"]
    market = view["market"]
    share = max(1, market["egp_qty"] // (1 + len(_others(view))))
    return max(0, min(me["capacity"], share + me["capacity"] - me["egp"]))


def _bid(view: dict[str, Any], me: dict[str, Any], rng: random.Random) -> str:
    market = view["market"]
    want = min(_to_make(view, me) - me["esm"], market["esm_qty"])
    if want <= 0:
        return "buy:skip"
    rivals = sum(max(0, c["ordinary"] + 2 * c["auto"] - c["esm"]) for c in _others(view))
    price = market["esm_min"]
    if rivals + want > market["esm_qty"]:
        price += rng.choice(_BID_PREMIUMS) + 100 * max(0, me["capacity"] - 2)  # a grown firm must feed it
    qty = want
    made = min(me["esm"] + qty, me["capacity"])
    while qty and (qty * price > me["cash"] or not _affordable(view, me, qty, price, made)):
        qty -= 1
        made = min(me["esm"] + qty, me["capacity"])
    return f"buy:{qty}:{price}" if qty else "buy:skip"


def _make(view: dict[str, Any], me: dict[str, Any]) -> str:
    n = min(me["esm"], _to_make(view, me))
    while n and (_cost(me, n) > me["cash"] or not _affordable(view, me, 0, 0, n)):
        n -= 1
    return f"make:{n}"


def _sell(view: dict[str, Any], me: dict[str, Any], rng: random.Random) -> str:
    market = view["market"]
    price = market["egp_max"]
    if not _final(view):
        offered = me["egp"] + sum(c["egp"] for c in _others(view))
        if offered > market["egp_qty"]:
            price -= rng.choice(_UNDERCUTS)
            if me["cash"] + me["loan_room"] < _reserve(me) + me["fixed_costs"] + 2000:
                price -= 1000  # short of cash: make sure to sell
    return f"sell:{me['egp']}:{price}"


def _next_month_needs(view: dict[str, Any], me: dict[str, Any]) -> int:
    """This month's instalments, next month's fixed costs and dues, and (for growth) a production run."""
    run = me["capacity"] * (MAKE_SINGLE + view["market"]["esm_min"])
    return me["due"]["instalments"] + me["fixed_costs"] + _next_dues(view, me) + run + 1000


def _loan(view: dict[str, Any], me: dict[str, Any]) -> str:
    """Borrow to stay liquid; a loan that falls due within the game only to avoid bankruptcy."""
    short = _next_month_needs(view, me) - me["cash"]
    if view["month"] + 12 <= view["months"]:
        short = me["due"]["instalments"] + me["fixed_costs"] + _next_dues(view, me) - me["cash"]
    if short <= 0:
        return "loan:0"
    return f"loan:{min(-(-short // 1000), me['loan_room'] // 1000)}"


def _build(view: dict[str, Any], me: dict[str, Any], rng: random.Random) -> str:
    """Grow only while the table's total capacity stays near the ЕСМ the bank sells on average (about
    2 a company a month): an idle factory costs 1000 a month. Automating comes first (it also makes
    each unit 500 cheaper)."""
    left = view["months"] - view["month"]
    spare = me["cash"] - _next_month_needs(view, me) - 10_000
    live = [c for c in view["companies"] if c["alive"]]
    total = sum(c["ordinary"] + 2 * c["auto"] + c["building"] for c in live)
    if total >= 2.5 * len(live) or me["capacity"] > 3 or rng.random() < 0.5:
        return "build:none"
    if me["upgradable"] and left >= READY_AFTER["upgrade"] + 2 and spare >= 3500:
        return "build:upgrade"
    if me["build_room"] and left >= READY_AFTER["ord"] + 3 and spare >= 2500:
        return "build:ord"
    return "build:none"
