"""Baseline players for measuring the AI: simple fixed policies, each `policy(state, seat, rng) -> action`.

- `greedy`: buys ЕСМ for its free capacity at the bank's minimum, makes all it can, offers all its ЕГП at
  the bank's maximum; never borrows or builds;
- `undercut`: the same, but offers 500 below the bank's maximum so that it sells first.

`POLICIES` maps the name to the function (for `simulate --vs` and `games.management.strength`); the
`random` player is every game's own (`games.__main__`, `strength`), as it asks the engine what is legal.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games.management import company as co
from games.management.market import egp_max, esm_min
from games.management.state import ManagementState

Policy = Callable[[ManagementState, int, random.Random], str]


def _plain(state: ManagementState, seat: int, undercut: int) -> str:
    c = state.companies[seat]
    phase = state.phase
    if phase == "bid":
        price = esm_min(state.level)
        qty = min(co.capacity(c) - c.esm, state.esm_qty, c.cash // price)
        return f"buy:{qty}:{price}" if qty > 0 else "buy:skip"
    if phase == "make":
        return f"make:{co.max_make(c)}"
    if phase == "sell":
        return f"sell:{c.egp}:{egp_max(state.level) - undercut}" if c.egp else "sell:skip"
    if phase == "loan":
        return "loan:0"
    return "build:none"


def greedy_policy(state: ManagementState, seat: int, rng: random.Random) -> str:
    return _plain(state, seat, 0)


def undercut_policy(state: ManagementState, seat: int, rng: random.Random) -> str:
    return _plain(state, seat, 500)


POLICIES: dict[str, Policy] = {"greedy": greedy_policy, "undercut": undercut_policy}
