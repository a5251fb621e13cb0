"""«Экономикус» in Telegram: one live table in the group; by DM, the seat's question with an "at any
time" panel under it.

The group table (`group_status`, from `public_view` only) shows the year, the event, whose turn it is,
the latest roll with its active industry and each player's profit or loss, the board in its ring order
(dice number, price, crisis, owners), every player's money records and stars, and the live auction
(lot, leader, high bid and, when the host puts it in the view, the seconds left). Option cards are
counted, never named, until they are played; sealed tender bids are counted.

Turn-order decisions (`question`, `buttons`) are what `legal_actions` offers. Open actions ("at any
time": credit, repay, deposit, withdraw, R&D, M&T, option cards, tender, charity, deals) come from
`open_actions` through `open_buttons`; the host puts them under the seat's question (or under its
position when nothing is asked), whose position says the money and cards they act with. Bids in an
open auction and investigations are for everyone, on the group's table (`group_buttons`). Every
label carries its cost.

Money is shown as «12M» / «12 млн» / «1200万» (`economicus-ui-money`).
"""

from __future__ import annotations

import functools
import html
import io
import math
import os
from collections.abc import Sequence
from typing import Any, cast

from bot.faces.base import Face, Picture, ranking
from bot.faces.layout import fit
from games.base import Event, Game, GameState
from games.economicus import board as b
from games.economicus.rules import keep_cost, offer_price, worth_price
from games.economicus.state import EconomicusState
from locales import Catalog

Rows = list[list[tuple[str, str]]]
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
MAX_OPEN_BUTTONS = 90
"""Telegram takes about 100 buttons a keyboard; the panel stops adding sections before that."""
SHORT_NAME = 12
RAISES = (1, 2, 5)
"""The group's auction buttons: over the high bid by this many M."""
SHORT_CARDS = ("relief", "support", "raid")
QUIET = frozenset({"roll", "profit", "turn", "lot", "bid", "join", "pass", "placed", "price-set", "tender-bid"})
"""Events the live table shows by itself (the roll and its profits, whose turn, the lot, its leader
and bid, a placed company, a price drawn, the number of tender bids): no news line."""
"""Cards played on a target: their button names the card in one word, then the target."""


def _es(state: GameState) -> EconomicusState:
    """The state as this game's own: this face is only ever handed «Экономикус» games."""
    return cast(EconomicusState, state)


def short(name: str, limit: int = SHORT_NAME) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


def unique(buttons: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """One button a label: two companies of one industry offer the same sale, M&T or support."""
    seen: set[str] = set()
    out = []
    for label, action in buttons:
        if label not in seen:
            seen.add(label)
            out.append((label, action))
    return out


class EconomicusFace(Face):
    game_id = "economicus"
    per_row = 2
    news = frozenset(
        {
            "economicus-ev-start",
            "economicus-ev-year",
            "economicus-ev-crisis",
            "economicus-ev-won",
            "economicus-ev-bankrupt",
            "economicus-ev-crime",
            "economicus-ev-raid",
            "economicus-ev-probe-solved",
            "economicus-ev-innovation",
            "economicus-ev-nationalized",
            "economicus-ev-tender-won",
            "economicus-ev-year-end",
            "economicus-ev-over-stars",
            "economicus-ev-over-years",
            "economicus-ev-over-limit",
        }
    )
    """A year's start and end, a crisis, a sale at auction, a bankruptcy, crimes and their solving are
    news; a roll, profits, bids, credit and the like only edit the live table (which shows them)."""
    table_lines = 20
    """A phone's screen: the news above the table are cut to fit (the newest kept)."""
    countdown_every = 5.0
    """Seconds between two redraws of the group's table while the auction clock runs (the rulings:
    a visible countdown, updated at most every 5 s); the host paces them within the group's budget."""

    def __init__(self) -> None:
        super().__init__("economicus")

    # ----- pieces -------------------------------------------------------------------------------
    def money(self, lang: str, cat: Catalog, m: int, sign: bool = False) -> str:
        """`12M`, `12 млн`, `1200万`; with `sign` a profit reads `+5M` / `−1M`."""
        text = cat.t(lang, "economicus-ui-money", m=abs(m))
        if sign or m < 0:
            return ("−" if m < 0 else "+") + text
        return text

    def sep(self, lang: str, cat: Catalog) -> str:
        """Between items of a list: ", " (「、」 in Chinese)."""
        return cat.t(lang, "economicus-ui-sep")

    def ind(self, lang: str, cat: Catalog, ind: int) -> str:
        return cat.t(lang, f"economicus-ind-{ind}")

    def card(self, lang: str, cat: Catalog, card: str) -> str:
        return cat.t(lang, f"economicus-card-{card}")

    def kind(self, lang: str, cat: Catalog, gov: bool) -> str:
        return cat.t(lang, "economicus-kind-gov" if gov else "economicus-kind-private")

    def _name(self, names: list[str], seat: int) -> str:
        return html.escape(names[seat]) if 0 <= seat < len(names) else "—"

    # ----- the group ----------------------------------------------------------------------------
    def group_status(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """Year, event and turn; the latest roll and its profits; the live auction or sales; the board;
        the players. The host may put `view["seconds_left"]` ({timer key: seconds} as of this edit) to
        show the auction's countdown."""
        if view["phase"] == "over":
            return ""
        t = cat.t
        lines: list[str] = []
        if view["year"] == 0:
            lines.append(t(lang, "economicus-ui-placing", target=view["target"]))
        else:
            lines.append(
                t(
                    lang,
                    "economicus-ui-head",
                    year=view["year"],
                    turn=min(view["turn"] + 1, len(names) + 1),
                    turns=len(names) + 1,
                    auditor=self._name(names, view["auditor"]),
                    target=view["target"],
                )
            )
            if view["event"]:  # its title: the year's news told it whole
                lines[-1] += " · " + t(lang, "economicus-ui-event", event=self.event_title(view["event"], lang, cat))
        lines += self._roll_lines(view, lang, names, cat)
        lines += self._phase_lines(view, lang, names, cat)
        lines += self._board_lines(view, lang, names, cat)
        lines += self._player_lines(view, lang, names, cat)
        return "\n".join(lines)

    def event_title(self, event: str, lang: str, cat: Catalog) -> str:
        """The year's event by its title alone («Бум»), the words before its colon."""
        text = cat.t(lang, f"economicus-event-{event}")
        for colon in (":", "："):
            if colon in text:
                return text.split(colon, 1)[0]
        return text.rstrip(".。")

    def _roll_lines(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """The roll of the turn under way with what it paid, on one line (once: the news leave it out);
        none once the turn is over."""
        last = view.get("last_roll") or []
        if len(last) != 4 or not view["dice"]:
            return []
        seat, d1, d2, ind = last
        line = cat.t(
            lang, "economicus-ui-roll", player=self._name(names, seat), d1=d1, d2=d2,
            ind=html.escape(self.ind(lang, cat, ind)),
        )  # fmt: skip
        profits = view.get("profits") or []
        parts = [f"{self._name(names, s)} {self.money(lang, cat, v, sign=True)}" for s, v in enumerate(profits) if v]
        if parts:
            line += " · " + cat.t(lang, "economicus-ui-profits", list=self.sep(lang, cat).join(parts))
        return [line]

    def _phase_lines(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """The auction, the sales, an offer, deals, crimes, the tender: whom the game waits for is said
        once, under the table, by the host."""
        t = cat.t
        phase = view["phase"]
        cos = view["companies"]
        lines: list[str] = []
        debts = view.get("debts") or []
        if debts:
            who = self.sep(lang, cat).join(self._name(names, s) for s in debts)
            lines.append(t(lang, "economicus-ui-wait-debt", players=who))
        if phase == "auction" and view["auction"]:
            lines += self._auction_lines(view, lang, names, cat)
        elif phase in ("sales", "offer"):
            ind = view["ind"]
            lines.append(
                t(
                    lang,
                    "economicus-ui-sales",
                    ind=html.escape(self.ind(lang, cat, ind)),
                    price=self.money(lang, cat, view["price"].get(str(ind), 0)),
                )
            )
            offer = view.get("offer")
            if phase == "offer" and offer:
                c = cos[offer["cid"]]
                lines.append(
                    t(
                        lang,
                        "economicus-ui-offer",
                        buyer=self._name(names, offer["buyer"]),
                        owner=self._name(names, c["owner"]),
                        price=self.money(lang, cat, offer["price"]),
                    )
                )
            for d in view.get("deals") or []:
                if d["cid"] < 0:  # a startup
                    lines.append(
                        t(
                            lang,
                            "economicus-ui-deal-startup",
                            seller=self._name(names, d["seller"]),
                            buyer=self._name(names, d["buyer"]),
                            price=self.money(lang, cat, d["price"]),
                        )
                    )
                    continue
                if d["cid"] >= len(cos):
                    continue
                lines.append(
                    t(
                        lang,
                        "economicus-ui-deal",
                        seller=self._name(names, d["seller"]),
                        buyer=self._name(names, d["buyer"]),
                        ind=html.escape(self.ind(lang, cat, cos[d["cid"]]["ind"])),
                        price=self.money(lang, cat, d["price"]),
                    )
                )
        for cr in view.get("crimes") or []:
            lines.append(
                t(
                    lang,
                    "economicus-ui-crime",
                    player=self._name(names, cr["seat"]),
                    card=html.escape(self.card(lang, cat, cr["kind"])),
                )
            )
        if view["event"] == "tender" and view["year"]:
            lines.append(t(lang, "economicus-ui-tender", count=view["tender_bids"]))
        return lines

    def _auction_lines(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """The lot with its profit; then the leader and the clock; "anyone may bid" only until the
        first bid (once an auction, not in every redraw)."""
        t = cat.t
        a = view["auction"]
        c = view["companies"][a["cid"]]
        line = t(
            lang,
            "economicus-ui-auction",
            ind=html.escape(self.company_name(view, c["ind"], c["gov"], lang, cat)),
            start=self.money(lang, cat, a["start"]),
        )
        if not a["opened"]:
            return [line]
        if a["leader"] >= 0:
            line += " · " + t(
                lang,
                "economicus-ui-auction-lead",
                player=self._name(names, a["leader"]),
                bid=self.money(lang, cat, a["high"]),
            )
        else:
            line += " · " + t(lang, "economicus-ui-auction-none")
        left = self._seconds_left(view)
        if left is not None:
            line += " · " + t(lang, "economicus-ui-auction-left", seconds=left)
        lines = [line]
        if not a["bids"]:
            lines.append(t(lang, "economicus-ui-auction-join", fee=self.money(lang, cat, b.JOIN_FEE)))
            if left is None:
                lines.append(t(lang, "economicus-ui-auction-rule", seconds=view.get("auction_seconds", 20)))
        return lines

    def _seconds_left(self, view: dict[str, Any]) -> int | None:
        """The auction clock's seconds left, if the host gave them (`seconds_left`: timer key → s)."""
        left = view.get("seconds_left")
        if not isinstance(left, dict):
            return None
        for key, secs in left.items():
            if str(key).startswith("auction:") and isinstance(secs, int | float):
                return max(0, round(secs))
        return None

    def profit(self, view: dict[str, Any], ind: int) -> int:
        """One company's profit on its industry's roll: the engine's figure now (the year's event and
        a crisis counted) where the view gives it, else the house board's printed one."""
        now = view.get("profit")
        if isinstance(now, dict) and str(ind) in now:
            return int(now[str(ind)])
        return b.BOARD[ind].profit

    def company_name(self, view: dict[str, Any], ind: int, gov: bool, lang: str, cat: Catalog) -> str:
        """«Нефтегаз +5, частная»: the industry, what one company of it earns, state or private."""
        return cat.t(
            lang,
            "economicus-ui-company",
            ind=self.ind(lang, cat, ind),
            profit=f"{self.profit(view, ind):+d}".replace("-", "−"),
            kind=cat.t(lang, "economicus-ui-kind-gov" if gov else "economicus-ui-kind-private"),
        )

    def _board_lines(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """One line an industry that matters now (the active one, one with an owned company, one in
        crisis), in ring order: `▶ 2 Oil & Gas · price 9 · +5 a company ⚡1: Ann×2 · 1 free`."""
        t = cat.t
        by_ind: dict[int, list[dict[str, Any]]] = {}
        for c in view["companies"]:
            by_ind.setdefault(c["ind"], []).append(c)
        lines = []
        for ind in view["ring"]:
            cos = by_ind.get(ind, [])
            crisis = view["crisis"].get(str(ind), 0)
            active = bool(view["ind"]) and ind == view["ind"]
            if not (active or crisis > 0 or any(c["owner"] >= 0 for c in cos)):
                continue
            price = view["price"].get(str(ind), 0)
            profit = f"{self.profit(view, ind):+d}".replace("-", "−")
            head = t(
                lang,
                "economicus-ui-board-nopri" if ind == b.INNOVATION else "economicus-ui-board-head",
                no=view["numbers"].get(str(ind), ind),
                ind=html.escape(self.ind(lang, cat, ind)),
                price=str(price) if price > 0 else "?",
                profit=profit,
            )
            head += f" ⚡{crisis}" if crisis > 0 else ""
            owners: dict[int, int] = {}
            for c in cos:
                if c["owner"] >= 0:
                    owners[c["owner"]] = owners.get(c["owner"], 0) + 1
            who = self.sep(lang, cat).join(
                html.escape(short(names[s])) + (f"×{k}" if k > 1 else "") for s, k in owners.items() if s < len(names)
            )
            free = sum(1 for c in cos if c["owner"] < 0)
            tail = []
            if who:
                tail.append(who)
            if free:
                tail.append(t(lang, "economicus-ui-free", count=free))
            mark = "▶ " if active else ""
            body = t(lang, "economicus-ui-board", head=head, tail=" · ".join(tail)) if tail else head
            lines.append(mark + body)
        return lines

    def _player_lines(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        t = cat.t
        lines = []
        for s, p in enumerate(view["players"]):
            if s >= len(names):
                break
            head = f"{self._name(names, s)} ⭐{p['stars']}" + (" 🏅" if view.get("best") == s else "")
            if p["out"]:
                lines.append(head + " · " + t(lang, "economicus-ui-out"))
                continue
            parts = [head, "💰" + self.money(lang, cat, p["cash"])]
            if p["credit"]:
                parts.append(t(lang, "economicus-ui-credit", m=self.money(lang, cat, p["credit"])))
            if p["deposit"]:
                parts.append(t(lang, "economicus-ui-deposit", m=self.money(lang, cat, p["deposit"])))
            if p["startups"]:
                parts.append(f"🚀{p['startups']}/{b.STARTUPS_PER_COMPANY}")
            parts.append(f"🃏{p['cards']}")
            lines.append(" · ".join(parts))
        return lines

    def event_lines(
        self, game: Game, state: GameState, events: list[Event], lang: str, names: list[str], cat: Catalog
    ) -> list[str]:
        """The news as few lines as say them: what the table shows anyway (the roll and its profits,
        whose turn, the year's event, the lot and its bids, a placed company, a price drawn) is left
        to the table; option cards drawn by everyone read «Everyone gets 2 option cards» once, the
        year's interest one line for all."""
        s = _es(state)
        out: list[str] = []
        cards: dict[int, int] = {}
        interest: list[tuple[int, int]] = []
        income: list[tuple[int, int]] = []

        def seat_of(e: Event) -> int:
            who = str(e.params.get("player", ""))
            return int(who[1:]) if who.startswith("#") and who[1:].isdigit() else -1

        def flush() -> None:
            if cards:
                playing = [x for x in range(s.n) if not s.players[x].out]
                counts = set(cards.values())
                if len(cards) == 1 and counts == {1}:
                    out.append(cat.render(lang, "economicus-ev-card-drawn", {"player": f"#{next(iter(cards))}"}, names))
                elif len(cards) > 1 and set(cards) == set(playing) and len(counts) == 1:
                    out.append(cat.t(lang, "economicus-ui-cards-all", count=counts.pop()))
                else:
                    who = self.sep(lang, cat).join(
                        self._name(names, x) + (f" ×{k}" if k > 1 else "") for x, k in cards.items()
                    )
                    out.append(cat.t(lang, "economicus-ui-cards", list=who))
                cards.clear()
            for key, items in (("economicus-ui-interest", interest), ("economicus-ui-deposit-income", income)):
                if items:
                    listed = self.sep(lang, cat).join(
                        f"{self._name(names, x)} {self.money(lang, cat, m)}" for x, m in items
                    )
                    out.append(cat.t(lang, key, list=listed))
                    items.clear()

        for e in events:
            key = e.key.removeprefix("economicus-ev-")
            if key in QUIET:
                continue
            if key == "card-drawn":
                cards[seat_of(e)] = cards.get(seat_of(e), 0) + 1
                continue
            if key in ("interest", "deposit-interest"):
                (interest if key == "interest" else income).append((seat_of(e), int(e.params.get("amount", 0))))
                continue
            flush()
            out.append(cat.render(lang, e.key, e.params, names))
        flush()
        return out

    def group_buttons(self, game: Game, state: GameState, lang: str, names: list[str], cat: Catalog) -> Rows:
        """The group's table's buttons, the same for everyone: (label, text) where the text goes
        through `Game.parse_text` for whoever presses.

        The live auction's raises (`<amount>@<auction>`): each carries the bid its label shows, so a
        press after the lead has passed it is refused with the bid now standing (the table is redrawn
        with fresh ones), never turned into a higher bid. A player who has not joined pays the 1M fee
        with the first bid (the table says so). None before the active player has opened or passed (until then
        the auction is theirs) and none after it closes.

        An investigation of each open crime (`?<crime>`, `?<crime>:card`): "anyone may investigate",
        so the buttons are where everyone reads of the crime, not in every player's panel (which would
        be redrawn for each of them as the crime opens and again as it closes); the engine tells the
        criminal, or a player without the card, why not."""
        s = _es(state)
        if game.is_over(state):
            return []
        rows: Rows = []
        a = s.auction
        if s.phase == "auction" and a is not None and a.opened:
            base = a.high if a.leader >= 0 else a.start - 1
            row = []
            for k in RAISES:
                step, amount = self.money(lang, cat, k, sign=True), self.money(lang, cat, base + k)
                row.append((cat.t(lang, "economicus-ui-b-raise", step=step, amount=amount), f"{base + k}@{s.auctions}"))
            rows.append(row)
        for cr in s.crimes:
            rows.append(
                [
                    (self.probe_label(s, str(cr.id), False, lang, names, cat), f"?{cr.id}"),
                    (self.probe_label(s, str(cr.id), True, lang, names, cat), f"?{cr.id}:card"),
                ]
            )
        return rows

    def receipt(
        self, game: Game, state: GameState, seat: int, events: list[Event], lang: str, names: list[str], cat: Catalog
    ) -> str | None:
        """A bid's toast names the bid placed: «Your bid 17M — you lead»."""
        for e in events:
            if e.key == "economicus-ev-bid" and e.params.get("player") == f"#{seat}":
                return cat.t(lang, "economicus-ui-receipt-bid", bid=self.money(lang, cat, int(e.params["amount"])))
        return None

    def probe_label(
        self, state: EconomicusState, crime: str, card: bool, lang: str, names: list[str], cat: Catalog
    ) -> str:
        """An investigation's button: whom it is against, and what it costs (two dice, or the card)."""
        cr = next((c for c in state.crimes if str(c.id) == crime), None)
        criminal = short(names[cr.seat]) if cr is not None and cr.seat < len(names) else "—"
        if card:
            return cat.t(lang, "economicus-ui-b-probe-card", criminal=criminal)
        low, high = self.money(lang, cat, 2), self.money(lang, cat, 12)
        return cat.t(lang, "economicus-ui-b-probe", criminal=criminal, low=low, high=high)

    # ----- one player ---------------------------------------------------------------------------
    def private_status(self, view: dict[str, Any], seat: int, lang: str, names: list[str], cat: Catalog) -> str:
        """The player's money, stars, companies, option cards and sealed tender bid."""
        t = cat.t
        p = view["players"][seat]
        if p["out"]:
            return t(lang, "economicus-ui-me-out")
        lines = [t(lang, "economicus-ui-me-head", stars=p["stars"], target=view["target"])]
        lines.append(self._money_line(view, seat, lang, cat))
        cos: dict[int, list[dict[str, Any]]] = {}
        for c in view["companies"]:
            if c["owner"] == seat:
                cos.setdefault(c["ind"], []).append(c)
        if cos:
            parts = []
            for ind in view["ring"]:
                mine = cos.get(ind)
                if not mine:
                    continue
                text = html.escape(self.ind(lang, cat, ind)) + (f" ×{len(mine)}" if len(mine) > 1 else "")
                marks = ""
                if any(c["mt"] for c in mine) and ind != b.INNOVATION:
                    marks += " M&amp;T"
                if any(c["support"] for c in mine):
                    marks += " 🛡"
                parts.append(text + marks)
            lines.append("🏭 " + self.sep(lang, cat).join(parts))
        else:
            lines.append(t(lang, "economicus-ui-me-no-companies"))
        if p["startups"]:
            lines.append(t(lang, "economicus-ui-me-startups", count=p["startups"], of=b.STARTUPS_PER_COMPANY))
        lines.append(self._cards_line(view, lang, cat))
        if view.get("tender") is not None:
            lines.append(t(lang, "economicus-ui-me-tender", m=self.money(lang, cat, view["tender"])))
        return "\n".join(lines)

    def _money_line(self, view: dict[str, Any], seat: int, lang: str, cat: Catalog) -> str:
        p = view["players"][seat]
        return cat.t(
            lang,
            "economicus-ui-me-money",
            cash=self.money(lang, cat, p["cash"]),
            credit=self.money(lang, cat, p["credit"]),
            limit=self.money(lang, cat, view.get("credit_limit", p["credit"])),
            deposit=self.money(lang, cat, p["deposit"]),
        )

    def _cards_line(self, view: dict[str, Any], lang: str, cat: Catalog) -> str:
        hand = view.get("hand") or []
        if not hand:
            return cat.t(lang, "economicus-ui-me-no-cards")
        counts: dict[str, int] = {}
        for card in hand:
            counts[card] = counts.get(card, 0) + 1
        cards = self.sep(lang, cat).join(
            html.escape(self.card(lang, cat, card)) + (f" ×{k}" if k > 1 else "") for card, k in counts.items()
        )
        return cat.t(lang, "economicus-ui-me-cards", cards=cards)

    # ----- the seat's turn-order question -------------------------------------------------------
    def question(self, game: Game, state: GameState, seat: int, lang: str, names: list[str], cat: Catalog) -> str:
        s = _es(state)
        t = cat.t
        phase = s.phase
        if seat not in game.to_act(state):
            return ""
        if seat in s.debts:
            cash = s.players[seat].cash
            return t(lang, "economicus-ui-q-debt", owe=self.money(lang, cat, -cash), cash=self.money(lang, cat, cash))
        if phase == "place":
            return t(lang, "economicus-ui-q-place")
        if phase == "roll":
            return t(lang, "economicus-ui-q-roll")
        if phase == "lot":
            return t(lang, "economicus-ui-q-lot", ind=html.escape(self.ind(lang, cat, s.ind)))
        if phase == "auction" and s.auction is not None:
            c = s.companies[s.auction.cid]
            text = t(
                lang,
                "economicus-ui-q-open",
                ind=html.escape(self.ind(lang, cat, c.ind)),
                kind=self.kind(lang, cat, c.gov),
                start=self.money(lang, cat, s.auction.start),
            )
            if c.gov and "quota" not in s.players[seat].hand:
                text += "\n" + t(lang, "economicus-ui-q-no-quota")
            return text
        if phase == "sales" and s.ind == b.INNOVATION:
            return t(lang, "economicus-ui-q-sales-innovation")
        if phase == "sales":
            text = t(
                lang,
                "economicus-ui-q-sales",
                ind=html.escape(self.ind(lang, cat, s.ind)),
                price=self.money(lang, cat, s.price.get(s.ind, 0)),
            )
            if any(a.startswith("offer:") for a in game.legal_actions(state, seat)):
                text += "\n" + t(lang, "economicus-ui-q-offer-hint")
            return text
        if phase == "offer" and s.offer is not None:
            c = s.companies[s.offer.cid]
            return t(
                lang,
                "economicus-ui-q-offer",
                buyer=self._name(names, s.offer.buyer),
                ind=html.escape(self.ind(lang, cat, c.ind)),
                price=self.money(lang, cat, s.offer.price),
                keep=self.money(lang, cat, keep_cost(s.offer)),
            )
        return ""

    def buttons(
        self,
        game: Game,
        state: GameState,
        seat: int,
        lang: str,
        names: list[str],
        cat: Catalog,
        draft: str | None = None,
    ) -> Rows:
        """The turn-order choices: companies one a row, bids three a row, the rest two a row. Choices
        that read the same (two companies of one industry to sell) are offered once."""
        s = _es(state)
        legal = game.legal_actions(state, seat)
        labelled = unique([(self.label(game, s, seat, a, lang, names, cat), a) for a in legal])
        if s.phase == "auction":
            bids = [x for x in labelled if x[1].startswith("bid:")]
            rest = [x for x in labelled if not x[1].startswith("bid:")]
            return [r for part in (bids, rest) for r in fit(part, 3)]
        if s.phase in ("place", "lot", "sales") or seat in s.debts:
            return [[x] for x in labelled]
        return fit(labelled, self.per_row)

    # ----- labels -------------------------------------------------------------------------------
    def label(
        self, game: Game, state: EconomicusState, seat: int, action: str, lang: str, names: list[str], cat: Catalog
    ) -> str:
        """A button's words, with the cost where the action costs money (plain text, no markup)."""
        t = cat.t
        verb, _, rest = action.partition(":")
        parts = rest.split(":")
        cos = state.companies
        if verb == "bid" and rest.isdigit():
            a = state.auction
            fee = 0
            if a is not None and a.opened and seat != state.active and seat not in a.joined:
                fee = b.JOIN_FEE
            if fee:
                return t(
                    lang,
                    "economicus-ui-b-bid-fee",
                    amount=self.money(lang, cat, int(rest)),
                    fee=self.money(lang, cat, fee),
                )
            return t(lang, "economicus-ui-b-bid", amount=self.money(lang, cat, int(rest)))
        if verb == "offer" and rest.isdigit() and int(rest) < len(cos):
            c = cos[int(rest)]
            return t(
                lang,
                "economicus-ui-b-offer",
                owner=short(names[c.owner]) if 0 <= c.owner < len(names) else "—",
                price=self.money(lang, cat, offer_price(state, c)),
            )
        if verb == "refuse" and state.offer is not None:
            return t(lang, "economicus-ui-b-refuse", m=self.money(lang, cat, keep_cost(state.offer)))
        if verb == "halfsell" and rest.isdigit() and int(rest) < len(cos):
            c = cos[int(rest)]
            half = self.money(lang, cat, worth_price(state, c.ind) // b.DEBT_SALE_SHARE)
            if not state.price.get(c.ind):  # not drawn yet: the sale draws it; 7M is its expectation
                half = "~" + half
            return t(lang, "economicus-ui-b-halfsell", ind=self.ind(lang, cat, c.ind), price=half)
        if verb == "cover":
            return t(lang, "economicus-ui-b-cover")
        if verb in ("deal", "take") and parts[0] == "startup" and len(parts) >= 2 and parts[1].isdigit():
            other = int(parts[1])
            d = next((d for d in state.deals if d.cid < 0 and d.seller == other and d.buyer == seat), None)
            price = int(parts[2]) if verb == "deal" and len(parts) == 3 and parts[2].isdigit() else 0
            if verb == "take" and d is not None:
                price = d.price
            if 0 <= other < len(names):
                return t(
                    lang,
                    f"economicus-ui-b-{verb}-startup",
                    player=short(names[other]),
                    price=self.money(lang, cat, price),
                )
        if verb == "mt" and rest.isdigit() and int(rest) < len(cos):
            return t(
                lang,
                "economicus-ui-b-mt",
                ind=self.ind(lang, cat, cos[int(rest)].ind),
                cost=self.money(lang, cat, b.MT_COST),
            )
        if verb == "probe":
            return self.probe_label(state, parts[0], len(parts) > 1, lang, names, cat)
        if verb == "play" and parts[0] == "lobby" and len(parts) == 3 and parts[1].isdigit():
            step = self.money(lang, cat, b.LOBBY_STEP if parts[2] == "up" else -b.LOBBY_STEP, sign=True)
            return t(lang, "economicus-ui-b-lobby", ind=self.ind(lang, cat, int(parts[1])), step=step)
        if verb == "play" and parts[0] and not (parts[0] == "lobby" and len(parts) > 2):
            card = self.card(lang, cat, parts[0])
            if len(parts) > 1 and parts[1].isdigit():
                if parts[0] in SHORT_CARDS:
                    card = t(lang, f"economicus-ui-short-{parts[0]}")
                arg = int(parts[1])
                if parts[0] == "relief":
                    target = self.ind(lang, cat, arg)
                elif arg < len(cos):
                    c = cos[arg]
                    target = self.ind(lang, cat, c.ind)
                    if parts[0] == "raid" and 0 <= c.owner < len(names):
                        target = f"{short(names[c.owner])}, {target}"
                else:
                    target = "—"
                return t(lang, "economicus-ui-b-play-on", card=card, target=target)
            return t(lang, "economicus-ui-b-play", card=card)
        if verb in ("deal", "take") and parts[0].isdigit() and int(parts[0]) < len(cos):
            c = cos[int(parts[0])]
            d = next((d for d in state.deals if d.cid == c.cid), None)
            if verb == "deal" and len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
                other, price = int(parts[1]), int(parts[2])
            elif verb == "take" and d is not None:
                other, price = d.seller, d.price
            else:
                other, price = -1, 0
            if 0 <= other < len(names):
                return t(
                    lang,
                    f"economicus-ui-b-{verb}",
                    ind=self.ind(lang, cat, c.ind),
                    player=short(names[other]),
                    price=self.money(lang, cat, price),
                )
        if verb == "bankrupt":
            return t(lang, "economicus-ui-b-bankrupt")
        if verb in ("place", "lot") and rest.isdigit() and int(rest) < len(cos):
            c = cos[int(rest)]
            return self.company_name(game.public_view(state), c.ind, c.gov, lang, cat)
        msg = game.action_label(state, seat, action)
        return cat.render(lang, msg.key, msg.params, names, markup=False)

    # ----- the "at any time" panel --------------------------------------------------------------
    def open_buttons(self, game: Game, state: GameState, seat: int, lang: str, names: list[str], cat: Catalog) -> Rows:
        """(label, action) rows for the seat's open actions now (`game.open_actions`): deals to take,
        money (credit, repay, deposit, withdraw), R&D and M&T, option cards, charity
        and tender, deals to propose, and bankruptcy last (offered only when the seat's net worth,
        companies included, is below a fresh start's 20M, the only case where it can pay: a player
        who spent their cash on companies is not offered it). Empty when there is nothing (a game
        over, a bankrupt seat). Labels carry the cost."""
        s = _es(state)
        actions = game.open_actions(state, seat)
        if not actions:
            return []

        def pick(*verbs: str) -> list[tuple[str, str]]:
            return unique(
                [(self.label(game, s, seat, a, lang, names, cat), a) for a in actions if a.split(":")[0] in verbs]
            )

        # no auction bids: the auction is live in the group, whose table has its raises for everyone
        # (`group_buttons`); bid buttons here would redraw every player's panel as each auction
        # opens and closes, for buttons the table already shows
        sections: list[Rows] = [
            fit(pick("take"), 1),
            fit(pick("credit", "repay", "deposit", "withdraw"), 2),
            fit(pick("rd", "mt"), 2),
            self._card_rows(game, s, seat, actions, lang, names, cat),
            fit(pick("charity", "tender"), 3),
            fit(pick("deal"), 1),
        ]
        rows: Rows = []
        count = 0
        for section in sections:
            size = sum(len(r) for r in section)
            if count + size > MAX_OPEN_BUTTONS:
                continue
            rows += section
            count += size
        if "bankrupt" in actions:  # always there (the rulings), behind a confirmation (`confirm`)
            rows.append([(cat.t(lang, "economicus-ui-b-bankrupt"), "~bankrupt")])
        return rows

    def confirm(
        self, game: Game, state: GameState, seat: int, action: str, lang: str, names: list[str], cat: Catalog
    ) -> tuple[str, str, str] | None:
        """Bankruptcy asks first, saying what is lost (every company, the cash, the deposit, startups
        and cards) and what the fresh start next year gives (the seed's starting terms)."""
        if action != "bankrupt":
            return None
        s = _es(state)
        p = s.players[seat]
        t = cat.t
        text = t(
            lang,
            "economicus-ui-bankrupt-ask",
            companies=sum(1 for c in s.companies if c.owner == seat),
            cash=self.money(lang, cat, p.cash + p.deposit),
            cards=len(p.hand),
            startups=p.startups,
            start=self.money(lang, cat, b.START_CASH),
            instead=self.money(lang, cat, b.REENTRY_CASH_PER_MISSING),
        )
        return text, t(lang, "economicus-ui-b-bankrupt-yes"), t(lang, "economicus-ui-b-bankrupt-no")

    def _card_rows(
        self,
        game: Game,
        state: EconomicusState,
        seat: int,
        actions: list[str],
        lang: str,
        names: list[str],
        cat: Catalog,
    ) -> Rows:
        """Cards: lobbying as `+` / `−` pairs per industry, the others one a row."""
        rows: Rows = []
        lobby: list[tuple[str, str]] = []
        for a in actions:
            if not a.startswith("play:"):
                continue
            item = (self.label(game, state, seat, a, lang, names, cat), a)
            if a.startswith("play:lobby:"):
                lobby.append(item)
            else:
                rows.append([item])
        return [[x] for x in unique([r[0] for r in rows])] + fit(lobby, 2)

    # ----- pictures -----------------------------------------------------------------------------
    def pictures(
        self, game: Game, state: GameState, events: list[Event], lang: str, names: list[str], cat: Catalog
    ) -> list[Picture]:
        """The board when the game starts (its ring decides who earns from whose neighbours) and when
        a year opens: one picture a step at most."""
        if not any(e.key in PICTURE_KEYS for e in events) or game.is_over(state):
            return []
        picture = self.board(game, state, lang, names, cat)
        return [picture] if picture is not None else []

    def board(self, game: Game, state: GameState, lang: str, names: list[str], cat: Catalog) -> Picture | None:
        """`/board`: the picture of the table now, its caption naming the colours and the industries."""
        view = game.public_view(state)
        return draw_board(view), self.caption(view, lang, names, cat)

    def caption(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """Who is which colour (with stars), which dice number is which industry, and how to read it."""
        t = cat.t
        head = t(lang, "economicus-pic-year", year=view["year"]) if view["year"] else t(lang, "economicus-pic-start")
        players = " · ".join(
            f"{COLOURS[s % len(COLOURS)][1]} {html.escape(short(names[s]))} ⭐{p['stars']}"
            for s, p in enumerate(view["players"])
            if s < len(names)
        )
        numbers = {int(k): v for k, v in view["numbers"].items()}
        industries = self.sep(lang, cat).join(
            f"{numbers.get(ind, ind)} {html.escape(self.ind(lang, cat, ind))}"
            for ind in sorted(view["ring"], key=lambda i: numbers.get(i, i))
        )
        return "\n".join([head, players, industries, t(lang, "economicus-pic-key")])[:1024]

    # ----- the end ------------------------------------------------------------------------------
    def final(
        self, result: dict[str, Any], view: dict[str, Any], lang: str, names: list[str], cat: Catalog,
        ai: Sequence[bool] = (),
    ) -> str:
        lines = [cat.t(lang, "economicus-ui-final", years=result.get("years", view.get("year", 0)))]
        order = ranking(result["places"], ai)
        worth = result.get("worth") or [0] * len(names)
        for i in order:
            place = result["places"][i]
            lines.append(
                cat.t(
                    lang,
                    "economicus-ui-final-row",
                    medal=MEDALS.get(place, f"{place}."),
                    name=self._name(names, i),
                    stars=result["scores"][i],
                    worth=self.money(lang, cat, worth[i]),
                )
            )
        return "\n".join(lines)


# ----- the board as a picture ---------------------------------------------------------------------
# Drawn from `public_view` only. Text on the picture is digits alone (dice numbers, prices, stars, cash)
# and every symbol (a star, a startup, a crisis) is a drawn shape, so no font can show a missing glyph;
# names and industry names go in the caption, where Telegram renders every script.

COLOURS: tuple[tuple[tuple[int, int, int], str], ...] = (
    ((214, 48, 49), "🟥"),
    ((41, 105, 214), "🟦"),
    ((46, 160, 67), "🟩"),
    ((230, 180, 0), "🟨"),
    ((142, 68, 173), "🟪"),
    ((238, 124, 20), "🟧"),
    ((130, 82, 45), "🟫"),
    ((40, 40, 40), "⬛"),
)
"""One colour a seat, each with the square emoji that names it in the caption."""
SIZE = 660
FONT_FILES = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    "/usr/share/fonts/noto/NotoSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
)
PICTURE_KEYS = frozenset({"economicus-ev-start", "economicus-ev-year"})
"""Public events that show the board: the game's start (the ring decides neighbours) and each year."""


@functools.lru_cache(maxsize=8)
def _font(size: int) -> Any:
    """DejaVu or Noto if the system has one, else Pillow's own (scalable since Pillow 10.1)."""
    from PIL import ImageFont

    for path in FONT_FILES:
        if os.path.exists(path):
            try:
                return ImageFont.truetype(path, size)
            except OSError:
                continue
    try:
        return ImageFont.load_default(size)
    except TypeError:  # an older Pillow: one small bitmap font
        return ImageFont.load_default()


def _star(draw: Any, x: float, y: float, r: float, fill: tuple[int, int, int]) -> None:
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((x + rad * math.cos(angle), y + rad * math.sin(angle)))
    draw.polygon(points, fill=fill)


def _text(draw: Any, xy: tuple[float, float], text: str, size: int, fill: Any, anchor: str = "mm") -> None:
    try:
        draw.text(xy, text, font=_font(size), fill=fill, anchor=anchor)
    except (ValueError, TypeError):  # a bitmap font takes no anchor
        draw.text(xy, text, font=_font(size), fill=fill)


def draw_board(view: dict[str, Any]) -> bytes:
    """The ring of industries as a PNG: in each box the dice number, the price, the companies as
    squares in their owner's colour (grey: a free state company, white: a free private one; a dot:
    M&T), a red badge with the crisis strength, the active industry in gold; in the middle the year,
    the goal and every player's stars, cash and startups."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (SIZE, SIZE), (250, 248, 240))
    draw = ImageDraw.Draw(img)
    cx = cy = SIZE / 2
    radius, half_w, half_h = 245, 50, 42
    ring = view["ring"]
    by_ind: dict[int, list[dict[str, Any]]] = {}
    for c in view["companies"]:
        by_ind.setdefault(c["ind"], []).append(c)
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=(200, 196, 180), width=3)
    for i, ind in enumerate(ring):
        angle = -math.pi / 2 + 2 * math.pi * i / len(ring)
        x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        active = bool(view["ind"]) and ind == view["ind"]
        crisis = view["crisis"].get(str(ind), 0)
        outline = (200, 40, 40) if crisis > 0 else (90, 90, 90)
        box = (x - half_w, y - half_h, x + half_w, y + half_h)
        draw.rounded_rectangle(
            box,
            radius=10,
            fill=(255, 236, 150) if active else (255, 255, 255),
            outline=outline,
            width=4 if crisis > 0 or active else 2,
        )
        _text(draw, (x - half_w + 8, y - half_h + 6), str(view["numbers"].get(str(ind), ind)), 24, (20, 20, 20), "la")
        price = view["price"].get(str(ind), 0)
        if ind != b.INNOVATION:
            _text(draw, (x + half_w - 8, y - half_h + 10), str(price) if price > 0 else "?", 17, (60, 60, 60), "ra")
        cos = by_ind.get(ind, [])
        per_row, side, gap = 6, 12, 3
        for k, c in enumerate(cos[:12]):
            row, col = divmod(k, per_row)
            in_row = min(per_row, len(cos) - row * per_row)
            left = x - (in_row * (side + gap) - gap) / 2 + col * (side + gap)
            top = y + 8 + row * (side + gap)
            if c["owner"] >= 0:
                fill = COLOURS[c["owner"] % len(COLOURS)][0]
            else:
                fill = (170, 170, 170) if c["gov"] else (255, 255, 255)
            draw.rectangle((left, top, left + side, top + side), fill=fill, outline=(50, 50, 50))
            if c["mt"] and c["owner"] >= 0:
                draw.ellipse((left + 4, top + 4, left + side - 4, top + side - 4), fill=(255, 255, 255))
        if crisis > 0:
            bx, by = x + half_w - 2, y + half_h - 2
            draw.ellipse((bx - 13, by - 13, bx + 13, by + 13), fill=(200, 40, 40))
            _text(draw, (bx, by), str(crisis), 16, (255, 255, 255))
    # the middle: year and goal, then one row a player
    players = view["players"]
    top = cy - 30 - 13 * len(players)
    _text(draw, (cx - 40, top), str(view["year"]), 30, (20, 20, 20))
    _star(draw, cx + 20, top, 13, (230, 160, 0))
    _text(draw, (cx + 52, top), str(view["target"]), 24, (20, 20, 20))
    for s, p in enumerate(players):
        y = top + 42 + 26 * s
        colour = COLOURS[s % len(COLOURS)][0]
        draw.rectangle((cx - 105, y - 9, cx - 87, y + 9), fill=colour, outline=(40, 40, 40))
        if p["out"]:
            draw.line((cx - 80, y, cx + 100, y), fill=(150, 150, 150), width=3)
            continue
        _star(draw, cx - 68, y, 10, (230, 160, 0))
        _text(draw, (cx - 54, y), str(p["stars"]), 18, (20, 20, 20), "lm")
        draw.ellipse((cx - 18, y - 8, cx - 2, y + 8), fill=(250, 200, 60), outline=(150, 110, 0))
        _text(draw, (cx + 2, y), str(p["cash"]), 18, (20, 20, 20), "lm")
        if p["startups"]:
            draw.polygon([(cx + 58, y + 8), (cx + 66, y - 9), (cx + 74, y + 8)], fill=(90, 90, 200))
            _text(draw, (cx + 78, y), str(p["startups"]), 18, (20, 20, 20), "lm")
    out = io.BytesIO()
    # a fast palette and no extra compression pass: ~10 KB, drawn in a few hundredths of a second
    img.quantize(colors=64, method=Image.Quantize.FASTOCTREE).save(out, format="PNG")
    return out.getvalue()
