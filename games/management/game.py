"""`ManagementGame`: the engine contract for «Менеджмент», wiring the steps, views and the AI."""

from __future__ import annotations

import dataclasses
import random
import statistics
from collections import Counter
from typing import Any, ClassVar

from games.base import Event, Game, GameError, Msg, Param, Seat
from games.management import actions, ai, views
from games.management import company as co
from games.management.baselines import POLICIES
from games.management.forecast import shortfall
from games.management.market import egp_max, esm_min
from games.management.month import event, run, standings, who
from games.management.state import LOAN_UNIT, START_CASH, Company, ManagementState
from games.management.state import Options as ManagementOptions

BID_STEPS = (0, 50, 100, 200)
"""Bid prices offered as presets: the bank's minimum plus these."""
OFFER_STEPS = (0, 100, 250, 500)
"""Offer prices offered as presets: the bank's maximum less these."""


class ManagementGame(Game[ManagementState, ManagementOptions]):
    """The classic business game: 2–6 (or 8) companies buy ЕСМ, make and sell ЕГП, borrow and build;
    the bot is the bank. Every decision is a simultaneous secret choice revealed when the last arrives."""

    option_presets: ClassVar[dict[str, tuple[Any, ...]]] = {"months": (13, 3, 6, 12, 24)}

    def baselines(self) -> dict[str, Any]:
        return dict(POLICIES)

    id: ClassVar[str] = "management"
    rules_version: ClassVar[int] = 2  # 2: seniority passes among remaining players; auction ties from next senior
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    Options: ClassVar[type[ManagementOptions]] = ManagementOptions
    State: ClassVar[type[ManagementState]] = ManagementState

    def player_range(self, options: ManagementOptions) -> tuple[int, int]:
        return self.min_players, options.max_players

    def setup(self, seed: str, seats: list[Seat], options: ManagementOptions) -> tuple[ManagementState, list[Event]]:
        n = len(seats)
        state = ManagementState(seed=seed, n=n, options=options)
        state.companies = [Company(seat=i) for i in range(n)]
        order = list(range(n))
        state.rng().shuffle(order)
        state.order = order
        ev = [Event(key="management-ev-start", params={"months": options.months, "players": n})]
        ev += [
            Event(key="management-ev-seniority", params={"place": i + 1, "player": who(s)}) for i, s in enumerate(order)
        ]
        run(state, ev)
        return state, ev

    # ----- whose move -----------------------------------------------------------------------------
    def to_act(self, state: ManagementState) -> list[int]:
        return [s for s in state.asked if s not in state.pending]

    def can_act(self, state: ManagementState, seat: int) -> bool:
        """A sent choice may be replaced until the last one of the step arrives."""
        return seat in state.asked

    def secret(self, state: ManagementState, seat: int) -> bool:
        return True

    def is_open_action(self, state: ManagementState, seat: int, action: str) -> bool:
        """Never: every choice is asked (the default's answer, without building the empty list of open
        actions at every `apply`)."""
        return False

    def legal_actions(self, state: ManagementState, seat: int) -> list[str]:
        if seat not in state.asked:
            return []
        c = state.companies[seat]
        phase = state.phase
        if phase == "bid":
            top = min(state.esm_qty, c.cash // esm_min(state.level))
            prices = self.price_presets(state, "bid")
            return ["buy:skip"] + [f"buy:{q}:{p}" for q in _steps(top) for p in prices if q * p <= c.cash]
        if phase == "make":
            return [f"make:{n}" for n in range(co.max_make(c) + 1)]
        if phase == "sell":
            prices = self.price_presets(state, "sell")
            return ["sell:skip"] + [f"sell:{q}:{p}" for q in _steps(c.egp) for p in prices]
        if phase == "loan":
            room = co.loan_room(c) // LOAN_UNIT
            ks = range(room + 1) if room <= 10 else sorted({0, 1, 2, 3, 5, *range(10, room, 10), room})
            return [f"loan:{k}" for k in ks]
        return ["build:none", *actions.build_options(c)]

    def action_label(self, state: ManagementState, seat: int, action: str) -> Msg:
        verb, _, rest = action.partition(":")
        parts = rest.split(":")
        if rest in ("skip", "none", "ord", "auto", "upgrade"):
            return Msg(key=f"management-act-{verb}-{rest}")
        if verb in ("buy", "sell") and len(parts) == 2:
            return Msg(key=f"management-act-{verb}", params={"qty": int(parts[0]), "price": int(parts[1])})
        if verb == "make":
            n = int(rest)
            return Msg(key="management-act-make", params={"n": n, "cost": self.make_cost(state, seat, n)})
        if verb == "loan":
            return Msg(key="management-act-loan", params={"amount": int(rest) * LOAN_UNIT})
        if verb == "build" and len(parts) == 3:
            o, a, u = (int(p) for p in parts)
            return Msg(key="management-act-build", params={"ord": o, "auto": a, "upgrade": u})
        return super().action_label(state, seat, action)

    def prompt(self, state: ManagementState, seat: int) -> Msg | None:
        """The DM question for the seat's current decision (None if it is not asked now); an extra
        helper for the bot's private message above the buttons."""
        if seat not in state.asked:
            return None
        c = state.companies[seat]
        phase = state.phase
        params: dict[str, int | str]
        if phase == "bid":
            params = {"supply": state.esm_qty, "min": esm_min(state.level), "cash": c.cash, "esm": c.esm}
        elif phase == "make":
            params = {"esm": c.esm, "capacity": co.capacity(c), "max": co.max_make(c), "cash": c.cash}
        elif phase == "sell":
            params = {"egp": c.egp, "demand": state.egp_qty, "max": egp_max(state.level)}
        elif phase == "loan":
            params = {
                "room": co.loan_room(c) // LOAN_UNIT * LOAN_UNIT,
                "loans": co.loan_total(c),
                "cash": c.cash,
            }
        else:
            params = {"cash": c.cash, "factories": co.factory_count(c), "upgradable": co.upgradable(c)}
        return Msg(key=f"management-ask-{phase}", params=params)

    def parse_text(self, state: ManagementState, seat: int, text: str) -> str | None:
        return actions.parse_text(state, seat, text)

    # ----- the rules a face or a player asks about ---------------------------------------------------
    def make_cost(self, state: ManagementState, seat: int, n: int) -> int:
        """What making n ЕГП costs the company now (the cheapest way: automated factories doubling)."""
        return co.make_plan(state.companies[seat], n)[2]

    def loan_interest(self, state: ManagementState, seat: int, extra: int = 0) -> int:
        """The monthly interest on the company's loans plus `extra` more borrowed."""
        return co.interest_on(co.loan_total(state.companies[seat]) + extra)

    def first_instalments(self, ordinary: int, auto: int, upgrade: int) -> int:
        """What starting these constructions costs now (the first halves)."""
        return co.first_instalments(ordinary, auto, upgrade)

    def price_presets(self, state: ManagementState, kind: str) -> list[int]:
        """Price buttons around this month's market: "bid" (ЕСМ, from the bank's minimum up) or "sell"
        (ЕГП, from the bank's maximum down)."""
        if kind == "bid":
            low = esm_min(state.level)
            return [low + d for d in BID_STEPS]
        high = egp_max(state.level)
        return [high - d for d in OFFER_STEPS]

    def refusal(self, state: ManagementState, seat: int, action: str) -> Msg | None:
        try:
            self.validate(state, seat, action)
        except GameError as exc:
            return exc.msg()
        return None

    def caution(self, state: ManagementState, seat: int, action: str) -> dict[str, int] | None:
        """A draft that leaves too little for next month's fixed costs (`forecast.shortfall`): its
        `month`, `fixed`, `left`, `dues`, `borrow` and `short`."""
        short = shortfall(state, seat, action)
        if short is None:
            return None
        return {**dataclasses.asdict(short), "short": short.short}

    def validate(self, state: ManagementState, seat: int, action: str) -> str:
        """The canonical form of the action if `play` would take it now, else the GameError with the
        reason (nothing changes either way)."""
        return actions.normalize(state, seat, action)

    # ----- acting ---------------------------------------------------------------------------------
    def play(self, state: ManagementState, seat: int, action: str) -> list[Event]:
        if seat not in state.asked:
            raise GameError("err-not-your-turn")
        choice = actions.normalize(state, seat, action)
        ev = [_confirmation(state, seat, choice, replaced=seat in state.pending)]
        state.pending[seat] = choice
        run(state, ev)
        return ev

    def receipt(self, event: Event) -> bool:
        return event.key.startswith("management-ev-you-") and event.key != "management-ev-you-bankrupt"

    def default_action(self, state: ManagementState, seat: int) -> str:
        return actions.DEFAULT.get(state.phase, "")

    def ai_action(self, state: ManagementState, seat: int, rng: random.Random) -> str:
        return ai.choose(views.ai_view(state, seat), rng)

    # ----- seeing ---------------------------------------------------------------------------------
    def player_view(self, state: ManagementState, seat: int) -> dict[str, Any]:
        """`views.player_view` plus what the seat's question and drafts show, so its face reads no
        state: `prompt` (the question, a `Msg` dump, or None), and while the seat is asked
        `price_presets` {bid, sell}, `me.make_costs` (the cost of making n = 0 … capacity) and
        `me.loan_interest` (the monthly interest after borrowing k = 0 … room loan units)."""
        view = views.player_view(state, seat)
        msg = self.prompt(state, seat)
        view["prompt"] = msg.model_dump() if msg is not None else None
        if msg is not None:
            c = state.companies[seat]
            view["price_presets"] = {kind: self.price_presets(state, kind) for kind in ("bid", "sell")}
            me = view["me"]
            me["make_costs"] = [self.make_cost(state, seat, n) for n in range(co.capacity(c) + 1)]
            units = co.loan_room(c) // LOAN_UNIT
            me["loan_interest"] = [self.loan_interest(state, seat, k * LOAN_UNIT) for k in range(units + 1)]
        return view

    def public_view(self, state: ManagementState) -> dict[str, Any]:
        return views.public_view(state)

    def is_over(self, state: ManagementState) -> bool:
        return state.phase == "over"

    def result(self, state: ManagementState) -> dict[str, Any]:
        """Scores are capitals (0 for a bankrupt company); places rank survivors by capital, then the
        bankrupt (later bankruptcy first). `balance` holds each company's balance sheet."""
        rows = standings(state)
        return {
            "scores": [score for _, score, _ in rows],
            "places": [place for _, _, place in rows],
            "months": state.month,
            "balance": [
                {**co.balance_sheet(c, state.level), "alive": c.alive, "bankrupt_month": c.bankrupt_month}
                for c in state.companies
            ],
        }

    # ----- simulation -----------------------------------------------------------------------------
    def sim_stats(self, state: ManagementState) -> dict[str, Any]:
        res = self.result(state)
        return {
            "scores": res["scores"],
            "winner_capital": max(res["scores"]),
            "bankrupt": sum(1 for c in state.companies if not c.alive),
            "levels": list(state.levels),
            "months": state.month,
            "conserved": money_total(state) == money_start(state),
        }

    def sim_report(self, stats: list[dict[str, Any]]) -> list[str]:
        caps = [s["winner_capital"] for s in stats]
        levels = Counter(lv for s in stats for lv in s["levels"])
        seen = sum(levels.values()) or 1
        months = Counter(s["months"] for s in stats)
        return [
            f"winner's capital: mean {statistics.fmean(caps):,.0f}, median {statistics.median(caps):,.0f}, "
            f"min {min(caps):,}, max {max(caps):,}",
            f"bankruptcies per game: {statistics.fmean(s['bankrupt'] for s in stats):.3f} "
            f"(games with any: {sum(1 for s in stats if s['bankrupt'])})",
            "market levels seen: " + ", ".join(f"{lv}: {levels[lv] / seen:.1%}" for lv in range(1, 6)),
            "months played: " + ", ".join(f"{m}: {k}" for m, k in sorted(months.items())),
            f"money conserved in {sum(1 for s in stats if s['conserved'])} of {len(stats)} games",
        ]


def money_total(state: ManagementState) -> int:
    """Cash of the live companies plus the bank's takings: constant for the whole game."""
    return sum(c.cash for c in state.companies if c.alive) + state.bank


def money_start(state: ManagementState) -> int:
    return state.n * START_CASH


def _steps(top: int) -> list[int]:
    """Quantity buttons: 1–4 and the maximum."""
    return sorted({q for q in (1, 2, 3, 4, top) if 1 <= q <= top})


def _confirmation(state: ManagementState, seat: int, choice: str, replaced: bool) -> Event:
    """The private receipt for a sent choice (also when it replaces an earlier one)."""
    verb, _, rest = choice.partition(":")
    again = int(replaced)
    if rest in ("skip", "none"):
        return event(f"management-ev-you-{verb}-{rest}", {"replaced": again}, seat)
    if verb in ("buy", "sell"):
        qty_text, _, price_text = rest.partition(":")
        qty, price = int(qty_text), int(price_text)
        params: dict[str, Param] = {"replaced": again, "qty": qty, "price": price, "total": qty * price}
        return event(f"management-ev-you-{verb}", params, seat)
    if verb == "make":
        n = int(rest)
        params = {"replaced": again, "n": n, "cost": co.make_cost(state.companies[seat].auto, n)}
        return event("management-ev-you-make", params, seat)
    if verb == "loan":
        return event("management-ev-you-loan", {"replaced": again, "amount": int(rest) * LOAN_UNIT}, seat)
    o, a, u = (int(p) for p in rest.split(":"))
    params = {"replaced": again, "ord": o, "auto": a, "upgrade": u, "cost": co.first_instalments(o, a, u)}
    return event("management-ev-you-build", params, seat)
