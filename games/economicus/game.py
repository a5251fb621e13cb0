"""`EconomicusGame`: the engine contract for «Экономикус», wiring the rules, actions, views and the AI."""

from __future__ import annotations

import random
import statistics
from collections import Counter
from typing import Any, ClassVar

from games.base import Event, Game, Msg, Seat, Timer, place_order
from games.economicus import actions as act
from games.economicus import ai, flow, views
from games.economicus import board as b
from games.economicus import rules as r
from games.economicus.baselines import BASELINES
from games.economicus.state import STARTUP, Company, EconomicusState, Player
from games.economicus.state import Options as EconomicusOptions


class EconomicusGame(Game[EconomicusState, EconomicusOptions]):
    """2–8 tycoons buy companies at live auctions, ride crises and race for reputation stars."""

    id: ClassVar[str] = "economicus"
    rules_version: ClassVar[int] = 2
    """2: the debt question, innovation companies never auctioned, startup deals, bankrupt leaders'
    auctions go on, the deck scaled to the table, unknown prices worth 7M, debt sales lower prices."""
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 8
    Options: ClassVar[type[EconomicusOptions]] = EconomicusOptions
    State: ClassVar[type[EconomicusState]] = EconomicusState
    option_presets: ClassVar[dict[str, tuple[Any, ...]]] = {
        "stars": (0, 8, 10, 12, 15),
        "years": (0, 3, 5, 8),
        "auction_seconds": (20, 10, 30, 60),
    }

    def setup(self, seed: str, seats: list[Seat], options: EconomicusOptions) -> tuple[EconomicusState, list[Event]]:
        n = len(seats)
        state = EconomicusState(seed=seed, n=n, options=options)
        ring = list(b.BOARD)
        state.rng().shuffle(ring)
        state.ring = ring
        numbers = {ind: ind for ind in b.BOARD}
        if options.random_numbers:
            others = [ind for ind in b.BOARD if ind != b.INNOVATION]
            shuffled = list(others)
            state.rng().shuffle(shuffled)
            numbers = {ind: num for ind, num in zip(others, shuffled, strict=True)} | {b.INNOVATION: 7}
        state.numbers = numbers
        state.price = dict.fromkeys(b.BOARD, 0)
        for ind, spec in b.BOARD.items():
            for i in range(spec.companies):
                state.companies.append(Company(cid=len(state.companies), ind=ind, gov=i < spec.state))
        copies = 2 if n >= b.BIG_TABLE else 1
        deck = [card for card, k in b.OPTION_DECK.items() for _ in range(k * copies)]
        state.rng().shuffle(deck)
        state.option_deck = deck
        ev = [r.ev("start", players=n, target=r.target(state))]
        for seat in range(n):
            state.players.append(Player(cash=0))
            r.pay(state, seat, b.START_CASH)
            state.players[seat].hand.append(flow.take_quota(state))
            for _ in range(b.START_OPTIONS):
                r.draw_option(state, seat, ev)
        first = state.rng().randrange(n)
        state.auditor = state.active = first
        order = [(first + i) % n for i in range(n)]
        state.placing = order + order[::-1]
        ev.append(r.ev("first", player=r.who(first)))
        state.phase = "place"
        flow.next_placement(state, ev)
        if not state.placing:
            flow.start_year(state, ev)
        return state, ev

    # ----- whose move -----------------------------------------------------------------------------
    def to_act(self, state: EconomicusState) -> list[int]:
        return act.to_act(state)

    def secret(self, state: EconomicusState, seat: int) -> bool:
        """Every turn-order decision is asked by DM, beside the seat's "at any time" panel; the group's
        live table shows the roll, the auction and the sales to everyone."""
        return True

    def legal_actions(self, state: EconomicusState, seat: int) -> list[str]:
        if seat not in act.to_act(state):
            return []
        phase = state.phase
        if seat in state.debts:
            return debt_choices(state, seat)
        if phase == "place":
            return [f"place:{c.cid}" for c in flow.placement_choices(state, seat)]
        if phase == "roll":
            return ["roll"]
        if phase == "lot":
            return [f"lot:{c.cid}" for c in flow.lots(state)]
        if phase == "auction":
            a = state.auction
            assert a is not None
            cash = state.players[seat].cash if quota_ok(state, seat) else -1
            return [f"bid:{x}" for x in (a.start, a.start + 1, a.start + 4) if x <= cash] + ["pass"]
        if phase == "sales":
            sell = [f"sell:{c.cid}" for c in r.owned(state, seat) if c.ind == state.ind and c.ind != b.INNOVATION]
            offer = [f"offer:{c.cid}" for c in flow.offer_targets(state, seat)]
            return ["done", *sell, *offer]
        if phase == "offer":
            return ["accept", "refuse"]
        return []

    def open_actions(self, state: EconomicusState, seat: int) -> list[str]:
        if self.is_over(state) or not 0 <= seat < state.n or state.players[seat].out:
            return []
        p = state.players[seat]
        out: list[str] = []
        a = state.auction
        if (
            state.phase == "auction"
            and a is not None
            and a.opened
            and a.leader != seat
            and not (seat == state.active and a.passed)
            and quota_ok(state, seat)
        ):
            fee = r.join_fee(state, seat)
            amounts = [r.standing(a) + k for k in b.RAISES]
            out += [f"bid:{x}" for x in amounts if x + fee <= p.cash]
        for d in state.deals:
            if d.buyer == seat and d.price <= p.cash:
                out.append(f"take:startup:{d.seller}" if d.cid == STARTUP else f"take:{d.cid}")
        others = [o for o in range(state.n) if o != seat and not state.players[o].out]
        in_debt = seat in state.debts
        if state.phase in ("sales", "offer") or in_debt:
            for c in r.owned(state, seat):
                if c.ind == state.ind or in_debt:
                    price = r.company_worth(state, c)
                    out += [f"deal:{c.cid}:{o}:{price}" for o in others]
            if p.startups and (state.ind == b.INNOVATION or in_debt):
                out += [f"deal:startup:{o}:{b.RD_COST}" for o in others]
        for cr in state.crimes:
            if cr.seat != seat and seat not in cr.tried:
                out.append(f"probe:{cr.id}")
                if "investigate" in p.hand:
                    out.append(f"probe:{cr.id}:card")
        if state.phase == "place":
            return out
        if r.credit_limit(state, seat) - p.credit >= b.CREDIT_UNIT:
            out.append("credit")
        if p.credit >= b.CREDIT_UNIT and p.cash >= b.CREDIT_UNIT:
            out.append("repay")
        if p.cash >= b.DEPOSIT_UNIT:
            out.append("deposit")
        if p.deposit >= b.DEPOSIT_UNIT:
            out.append("withdraw")
        if p.rd_year != state.year and p.cash >= act.rd_cost(state):
            out.append("rd")
        if p.cash >= b.MT_COST:
            out += [f"mt:{c.cid}" for c in r.owned(state, seat) if not c.mt and state.crisis.get(c.ind, 0) > 0]
        for card in sorted(set(p.hand)):
            if card in ("quota", "investigate"):
                continue
            if card == "relief":
                out += [f"play:relief:{ind}" for ind in sorted(state.crisis)]
            elif card == "lobby":
                for ind in sorted(k for k, v in state.price.items() if v > 0):
                    out += [f"play:lobby:{ind}:up", f"play:lobby:{ind}:down"]
            elif card == "support":
                out += [f"play:support:{c.cid}" for c in r.owned(state, seat) if not c.support]
            elif card == "raid":
                seen: set[tuple[int, int]] = set()
                for c in state.companies:
                    if c.owner not in (-1, seat) and c.ind != b.INNOVATION and (c.owner, c.ind) not in seen:
                        seen.add((c.owner, c.ind))
                        out.append(f"play:raid:{c.cid}")
            else:
                out.append(f"play:{card}")
        if state.event == "charity" and p.charity_year != state.year and p.cash >= b.CHARITY_COST:
            out.append("charity")
        if state.event == "tender" and seat not in state.tender:
            out += [f"tender:{x}" for x in (2, 5, 10) if x <= p.cash]
        out.append("bankrupt")
        return out

    def is_open_action(self, state: EconomicusState, seat: int, action: str) -> bool:
        """Any open verb (amounts are free: a typed bid); `play` validates it."""
        return act.is_open(state, seat, action)

    def timers(self, state: EconomicusState) -> list[Timer]:
        """The live auction closes `auction_seconds` after its last bid (or after the active player's
        pass); an open crime may be investigated until its own clock runs out."""
        if self.is_over(state):
            return []
        secs = float(state.options.auction_seconds)
        out = []
        a = state.auction
        if state.phase == "auction" and a is not None and a.opened:
            key = f"auction:{state.auctions}:{a.bids}:{a.restarts}"  # a new bid or a restart: a new clock
            out.append(Timer(key=key, seconds=secs, action="close"))
        out += [Timer(key=f"crime:{c.id}", seconds=secs, action=f"close-crime:{c.id}") for c in state.crimes]
        return out

    def action_label(self, state: EconomicusState, seat: int, action: str) -> Msg:
        verb, _, rest = action.partition(":")
        parts = rest.split(":")
        key = f"economicus-act-{verb}"
        if verb == "play":
            card = parts[0]
            params: dict[str, int | str] = {"card": f"@economicus-card-{card}", "target": ""}
            arg = parts[1] if len(parts) > 1 and parts[1].isdigit() else ""
            if arg and card in ("relief", "lobby"):
                params["target"] = f"@economicus-ind-{arg}"
                if card == "lobby" and len(parts) > 2 and parts[2] in ("up", "down"):
                    return Msg(key=f"economicus-act-lobby-{parts[2]}", params={"target": params["target"]})
            elif arg and int(arg) < len(state.companies):
                params["target"] = f"@economicus-ind-{state.companies[int(arg)].ind}"
            return Msg(key=key, params=params)
        named = verb in ("place", "lot", "sell", "offer", "mt", "halfsell")
        if named and rest.isdigit() and int(rest) < len(state.companies):
            c = state.companies[int(rest)]
            price = state.price.get(c.ind, 0)
            if verb == "halfsell":
                price = r.debt_sale_price(state, c.ind)
            return Msg(
                key=key,
                params={
                    "ind": f"@economicus-ind-{c.ind}",
                    "kind": "@economicus-kind-gov" if c.gov else "@economicus-kind-private",
                    "price": price,
                },
            )
        if verb == "deal" and parts[0] == "startup" and len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            return Msg(key="economicus-act-deal-startup", params={"buyer": f"#{parts[1]}", "price": int(parts[2])})
        if verb == "take" and parts[0] == "startup" and len(parts) == 2 and parts[1].isdigit():
            d = next((d for d in state.deals if d.cid == STARTUP and str(d.seller) == parts[1]), None)
            if d is not None:
                return Msg(key="economicus-act-take-startup", params={"seller": f"#{d.seller}", "price": d.price})
        if verb in ("deal", "take") and parts[0].isdigit() and int(parts[0]) < len(state.companies):
            c = state.companies[int(parts[0])]
            d = next((d for d in state.deals if d.cid == c.cid), None)
            if verb == "deal" and len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
                params = {"ind": f"@economicus-ind-{c.ind}", "buyer": f"#{parts[1]}", "price": int(parts[2])}
                return Msg(key=key, params=params)
            if verb == "take" and d is not None:
                params = {"ind": f"@economicus-ind-{c.ind}", "seller": f"#{d.seller}", "price": d.price}
                return Msg(key=key, params=params)
        if verb in ("bid", "tender", "credit", "repay", "deposit", "withdraw"):
            unit = {"credit": b.CREDIT_UNIT, "repay": b.CREDIT_UNIT, "deposit": b.DEPOSIT_UNIT}
            amount = int(rest) if rest.isdigit() else unit.get(verb, b.DEPOSIT_UNIT)
            return Msg(key=key, params={"amount": amount})
        if verb == "probe":
            cr = next((c for c in state.crimes if str(c.id) == parts[0]), None)
            key = "economicus-act-probe-card" if len(parts) > 1 else key
            return Msg(key=key, params={"criminal": f"#{cr.seat}" if cr else "—"})
        if verb == "rd":
            return Msg(key=key, params={"cost": act.rd_cost(state)})
        return Msg(key=key)

    def parse_text(self, state: EconomicusState, seat: int, text: str) -> str | None:
        """`?<crime>` investigates an open crime, paying two dice (`?<crime>:card`: with the card).
        In a live auction: a bare number is a bid of that amount; `+N` raises the high bid by N (the
        first bid, with none standing, is the start price + N − 1, so `+1` opens at the price). A group
        button carries the bid it shows, `<amount>@<auction>` (the rulings: it bids exactly that); a
        press on an older auction's message, or an older button's `+N@…`, is no bid at all."""
        t = text.strip()
        if t.startswith("?"):
            crime, _, how = t[1:].partition(":")
            if not (crime.isascii() and crime.isdigit() and len(crime) <= 6 and how in ("", "card")):
                return None
            return f"probe:{int(crime)}" + (":card" if how else "")
        a = state.auction
        if state.phase != "auction" or a is None:
            return None
        if t.isdigit() and len(t) <= 6:
            return f"bid:{int(t)}"
        amount, at, tag = t.partition("@")
        if at and amount.isascii() and amount.isdigit() and len(amount) <= 6:
            return f"bid:{int(amount)}" if tag == str(state.auctions) else None
        if not t.startswith("+"):
            return None
        step, at, _ = t[1:].partition("@")
        if at:  # a button from before buttons carried their bid: what it showed is unknown
            return None
        if not (step.isdigit() and 1 <= len(step) <= 3 and int(step) > 0):
            return None
        return f"bid:{r.standing(a) + int(step)}"

    # ----- acting ---------------------------------------------------------------------------------
    def play(self, state: EconomicusState, seat: int, action: str) -> list[Event]:
        return act.play(state, seat, action)

    def default_action(self, state: EconomicusState, seat: int) -> str:
        """At a timeout: pass, done, accept; a debt is covered in the rulings' order (`cover`)."""
        if seat in state.debts:
            return "cover"
        phase = state.phase
        if phase == "auction":
            return "pass"
        if phase == "sales":
            return "done"
        if phase == "offer":
            return "accept"
        legal = self.legal_actions(state, seat)
        return legal[0] if legal else "done"

    def ai_action(self, state: EconomicusState, seat: int, rng: random.Random) -> str:
        return ai.choose(state, seat, rng)

    def ai_open_action(self, state: EconomicusState, seat: int, rng: random.Random) -> str | None:
        if self.is_over(state):
            return None
        return ai.open_move(state, seat, rng)

    # ----- seeing ---------------------------------------------------------------------------------
    def player_view(self, state: EconomicusState, seat: int) -> dict[str, Any]:
        view = views.player_view(state, seat)
        view["legal"] = self.legal_actions(state, seat)
        view["open"] = self.open_actions(state, seat)
        return view

    def public_view(self, state: EconomicusState) -> dict[str, Any]:
        return views.public_view(state)

    def is_over(self, state: EconomicusState) -> bool:
        return state.phase == "over"

    def result(self, state: EconomicusState) -> dict[str, Any]:
        """Scores are stars; places rank by stars, then net worth (cash + deposits + companies at the
        industry price − credit)."""
        stars = [r.stars(state, s) for s in range(state.n)]
        worth = [r.net_worth(state, s) for s in range(state.n)]
        return {
            "scores": stars,
            "places": place_order([s * 1_000_000 + w for s, w in zip(stars, worth, strict=True)]),
            "worth": worth,
            "years": state.year,
            "end": state.end,
        }

    # ----- simulation -----------------------------------------------------------------------------
    def baselines(self) -> dict[str, Any]:
        return dict(BASELINES)

    def sim_players(self, options: EconomicusOptions) -> int:
        """Four: the usual table (`--players` tries others)."""
        return 4

    def sim_stats(self, state: EconomicusState) -> dict[str, Any]:
        res = self.result(state)
        win = res["places"].index(1)
        first = (state.auditor - (state.year - 1)) % state.n  # the auditor moves one seat a year
        return {
            "winner_after_first": (win - first) % state.n,
            "last_stars": min(res["scores"]),
            "scores": res["scores"],
            "winner_stars": res["scores"][win],
            "winner_worth": res["worth"][win],
            "years": state.year,
            "turns": (state.year - 1) * (state.n + 1) + state.turn + 1,  # a year is n + 1 turns (the auditor's two)
            "held": sorted({c.ind for c in state.companies if c.owner == win}),
            "end": state.end,
            "auctions": state.auctions,
            "sold": state.auction_sales,
            "bankrupt": sum(p.bankruptcies for p in state.players),
            "crimes": state.crimes_done,
            "solved": state.crimes_solved,
            "innovation": sum(1 for c in state.companies if c.ind == b.INNOVATION and c.owner >= 0),
            "conserved": money_total(state) == 0,
        }

    def sim_report(self, stats: list[dict[str, Any]]) -> list[str]:
        years = [s["years"] for s in stats]
        ends = Counter(s["end"] for s in stats)
        auctions = sum(s["auctions"] for s in stats) or 1
        turns = [s["turns"] for s in stats]
        held = Counter(ind for s in stats for ind in s["held"])
        return [
            f"years played: mean {statistics.fmean(years):.1f}, median {statistics.median(years)}, "
            f"min {min(years)}, max {max(years)}",
            f"turns played: mean {statistics.fmean(turns):.1f}, median {statistics.median(turns)}, "
            f"min {min(turns)}, max {max(turns)}",
            "industries the winners held (share of winners with a company there): "
            + ", ".join(f"{ind}: {n / len(stats):.0%}" for ind, n in held.most_common()),
            "ended by: " + ", ".join(f"{k}: {v}" for k, v in sorted(ends.items())),
            f"winner's stars: mean {statistics.fmean(s['winner_stars'] for s in stats):.1f}; "
            f"winner's net worth: mean {statistics.fmean(s['winner_worth'] for s in stats):.0f}M",
            f"auctions per game: {auctions / len(stats):.1f}, won by a bid: "
            f"{sum(s['sold'] for s in stats) / auctions:.0%}",
            f"per game: bankruptcies {statistics.fmean(s['bankrupt'] for s in stats):.2f}, crimes "
            f"{statistics.fmean(s['crimes'] for s in stats):.2f} (solved "
            f"{statistics.fmean(s['solved'] for s in stats):.2f}), innovation companies "
            f"{statistics.fmean(s['innovation'] for s in stats):.2f}",
            "wins by seat order (first player = 1): "
            + ", ".join(f"{k + 1}: {v}" for k, v in sorted(Counter(s["winner_after_first"] for s in stats).items())),
            f"loser's stars: mean {statistics.fmean(s['last_stars'] for s in stats):.1f}",
            f"money conserved in {sum(1 for s in stats if s['conserved'])} of {len(stats)} games",
        ]


def debt_choices(state: EconomicusState, seat: int) -> list[str]:
    """The debt question: credit (as much as covers the debt, within the limit), the deposit, each
    company the bank buys at half price (in the default's order), or the default itself."""
    out = []
    if state.players[seat].deposit:
        out.append(f"withdraw:{r.deposit_to_cover(state, seat)}")
    if r.credit_room(state, seat):
        out.append(f"credit:{r.credit_to_cover(state, seat)}")
    out += [f"halfsell:{c.cid}" for c in r.debt_sale_order(state, seat)]
    return [*out, "cover"]


def quota_ok(state: EconomicusState, seat: int) -> bool:
    """Whether the seat may bid for the lot: a state company needs a privatization quota in hand."""
    a = state.auction
    return a is None or not state.companies[a.cid].gov or "quota" in state.players[seat].hand


def money_total(state: EconomicusState) -> int:
    """Players' cash + deposits + the bank's balance: 0 for the whole game (the bank issues all money,
    starting capital included; credit is a record of debt, not money)."""
    return sum(p.cash + p.deposit for p in state.players) + state.bank
