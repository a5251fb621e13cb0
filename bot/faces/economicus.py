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

import html
import io
import math
import re
from collections import Counter
from typing import Any

from bot.faces import typeface
from bot.faces.base import Ctx, Face, Picture, Turn, ranking
from bot.faces.layout import fit
from games.base import Event
from games.economicus import board as b
from locales import Catalog

Rows = list[list[tuple[str, str]]]
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
MAX_OPEN_BUTTONS = 90
"""Telegram takes about 100 buttons a keyboard; the panel stops adding sections before that."""
SHORT_NAME = 12
"""The group's auction buttons: over the high bid by this many M."""
SHORT_CARDS = ("relief", "support", "raid")
QUIET = frozenset({"roll", "profit", "turn", "lot", "bid", "join", "pass", "placed", "price-set", "tender-bid"})
"""Events the live table shows by itself (the roll and its profits, whose turn, the lot, its leader
and bid, a placed company, a price drawn, the number of tender bids): no news line."""
"""Cards played on a target: their button names the card in one word, then the target."""


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
    def group_status(self, view: dict[str, Any], ctx: Ctx) -> str:
        """Year, event and turn; the latest roll and its profits; the live auction or sales; the board;
        the players. The host may put `view["seconds_left"]` ({timer key: seconds} as of this edit) to
        show the auction's countdown."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
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

    def event_lines(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[str]:
        """The news as few lines as say them: what the table shows anyway (the roll and its profits,
        whose turn, the year's event, the lot and its bids, a placed company, a price drawn) is left
        to the table; option cards drawn by everyone read «Everyone gets 2 option cards» once, the
        year's interest one line for all."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        out: list[str] = []
        cards: dict[int, int] = {}
        interest: list[tuple[int, int]] = []
        income: list[tuple[int, int]] = []

        def seat_of(e: Event) -> int:
            who = str(e.params.get("player", ""))
            return int(who[1:]) if who.startswith("#") and who[1:].isdigit() else -1

        def flush() -> None:
            if cards:
                playing = [x for x, p in enumerate(view["players"]) if not p["out"]]
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

    def group_buttons(self, view: dict[str, Any], ctx: Ctx) -> Rows:
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
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if view["phase"] == "over":
            return []
        rows: Rows = []
        a = view["auction"]
        if view["phase"] == "auction" and a is not None and a["opened"]:
            base = a["standing"]
            row = []
            for k in b.RAISES:
                step, amount = self.money(lang, cat, k, sign=True), self.money(lang, cat, base + k)
                row.append(
                    (cat.t(lang, "economicus-ui-b-raise", step=step, amount=amount), f"{base + k}@{view['auctions']}")
                )
            rows.append(row)
        for cr in view["crimes"]:
            rows.append(
                [
                    (self.probe_label(view, str(cr["id"]), False, lang, names, cat), f"?{cr['id']}"),
                    (self.probe_label(view, str(cr["id"]), True, lang, names, cat), f"?{cr['id']}:card"),
                ]
            )
        return rows

    def receipt(self, view: dict[str, Any], seat: int, events: list[Event], ctx: Ctx) -> str | None:
        """A bid's toast names the bid placed: «Your bid 17M — you lead»."""
        lang, cat = ctx.lang, ctx.cat
        for e in events:
            if e.key == "economicus-ev-bid" and e.params.get("player") == f"#{seat}":
                return cat.t(lang, "economicus-ui-receipt-bid", bid=self.money(lang, cat, int(e.params["amount"])))
        return None

    def probe_label(
        self, view: dict[str, Any], crime: str, card: bool, lang: str, names: list[str], cat: Catalog
    ) -> str:
        """An investigation's button: whom it is against, and what it costs (two dice, or the card)."""
        cr = next((c for c in view["crimes"] if str(c["id"]) == crime), None)
        criminal = short(names[cr["seat"]]) if cr is not None and cr["seat"] < len(names) else "—"
        if card:
            return cat.t(lang, "economicus-ui-b-probe-card", criminal=criminal)
        low, high = self.money(lang, cat, 2), self.money(lang, cat, 12)
        return cat.t(lang, "economicus-ui-b-probe", criminal=criminal, low=low, high=high)

    # ----- one player ---------------------------------------------------------------------------
    def private_status(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str:
        """The player's money, stars, companies, option cards and sealed tender bid."""
        lang, cat = ctx.lang, ctx.cat
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
    def question(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        t = cat.t
        phase = view["phase"]
        if not turn.waiting:
            return ""
        if seat in view["debts"]:
            cash = view["players"][seat]["cash"]
            return t(lang, "economicus-ui-q-debt", owe=self.money(lang, cat, -cash), cash=self.money(lang, cat, cash))
        if phase == "place":
            return t(lang, "economicus-ui-q-place")
        if phase == "roll":
            return t(lang, "economicus-ui-q-roll")
        if phase == "lot":
            return t(lang, "economicus-ui-q-lot", ind=html.escape(self.ind(lang, cat, view["ind"])))
        auction, offer = view["auction"], view["offer"]
        if phase == "auction" and auction is not None:
            c = view["companies"][auction["cid"]]
            text = t(
                lang,
                "economicus-ui-q-open",
                ind=html.escape(self.ind(lang, cat, c["ind"])),
                kind=self.kind(lang, cat, c["gov"]),
                start=self.money(lang, cat, auction["start"]),
            )
            if c["gov"] and "quota" not in view["hand"]:
                text += "\n" + t(lang, "economicus-ui-q-no-quota")
            return text
        if phase == "sales" and view["ind"] == b.INNOVATION:
            return t(lang, "economicus-ui-q-sales-innovation")
        if phase == "sales":
            text = t(
                lang,
                "economicus-ui-q-sales",
                ind=html.escape(self.ind(lang, cat, view["ind"])),
                price=self.money(lang, cat, view["price"].get(str(view["ind"]), 0)),
            )
            if any(a.startswith("offer:") for a in turn.legal):
                text += "\n" + t(lang, "economicus-ui-q-offer-hint")
            return text
        if phase == "offer" and offer is not None:
            c = view["companies"][offer["cid"]]
            return t(
                lang,
                "economicus-ui-q-offer",
                buyer=self._name(names, offer["buyer"]),
                ind=html.escape(self.ind(lang, cat, c["ind"])),
                price=self.money(lang, cat, offer["price"]),
                keep=self.money(lang, cat, offer["keep"]),
            )
        return ""

    def buttons(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx, draft: str | None = None) -> Rows:
        """The turn-order choices: companies one a row, bids three a row, the rest two a row. Choices
        that read the same (two companies of one industry to sell) are offered once."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        labelled = unique([(self.label(view, seat, turn, a, lang, names, cat), a) for a in turn.legal])
        if view["phase"] == "auction":
            bids = [x for x in labelled if x[1].startswith("bid:")]
            rest = [x for x in labelled if not x[1].startswith("bid:")]
            return [r for part in (bids, rest) for r in fit(part, 3)]
        if view["phase"] in ("place", "lot", "sales") or seat in view["debts"]:
            return [[x] for x in labelled]
        return fit(labelled, self.per_row)

    # ----- labels -------------------------------------------------------------------------------
    def label(
        self, view: dict[str, Any], seat: int, turn: Turn, action: str, lang: str, names: list[str], cat: Catalog
    ) -> str:
        """A button's words, with the cost where the action costs money (plain text, no markup)."""
        t = cat.t
        verb, _, rest = action.partition(":")
        parts = rest.split(":")
        cos = view["companies"]
        if verb == "bid" and rest.isdigit():
            a = view["auction"]
            fee = view["join_fee"] if a is not None and a["opened"] else 0
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
                owner=short(names[c["owner"]]) if 0 <= c["owner"] < len(names) else "—",
                price=self.money(lang, cat, c["offer_price"]),
            )
        if verb == "refuse" and view["offer"] is not None:
            return t(lang, "economicus-ui-b-refuse", m=self.money(lang, cat, view["offer"]["keep"]))
        if verb == "halfsell" and rest.isdigit() and int(rest) < len(cos):
            c = cos[int(rest)]
            half = self.money(lang, cat, c["sale_price"])
            if not view["price"].get(str(c["ind"])):  # not drawn yet: the sale draws it; 7M is its expectation
                half = "~" + half
            return t(lang, "economicus-ui-b-halfsell", ind=self.ind(lang, cat, c["ind"]), price=half)
        if verb == "cover":
            return t(lang, "economicus-ui-b-cover")
        if verb in ("deal", "take") and parts[0] == "startup" and len(parts) >= 2 and parts[1].isdigit():
            other = int(parts[1])
            d = next((d for d in view["deals"] if d["cid"] < 0 and d["seller"] == other and d["buyer"] == seat), None)
            price = int(parts[2]) if verb == "deal" and len(parts) == 3 and parts[2].isdigit() else 0
            if verb == "take" and d is not None:
                price = d["price"]
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
                ind=self.ind(lang, cat, cos[int(rest)]["ind"]),
                cost=self.money(lang, cat, b.MT_COST),
            )
        if verb == "probe":
            return self.probe_label(view, parts[0], len(parts) > 1, lang, names, cat)
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
                    target = self.ind(lang, cat, c["ind"])
                    if parts[0] == "raid" and 0 <= c["owner"] < len(names):
                        target = f"{short(names[c['owner']])}, {target}"
                else:
                    target = "—"
                return t(lang, "economicus-ui-b-play-on", card=card, target=target)
            return t(lang, "economicus-ui-b-play", card=card)
        if verb in ("deal", "take") and parts[0].isdigit() and int(parts[0]) < len(cos):
            c = cos[int(parts[0])]
            d = next((d for d in view["deals"] if d["cid"] == c["cid"]), None)
            if verb == "deal" and len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
                other, price = int(parts[1]), int(parts[2])
            elif verb == "take" and d is not None:
                other, price = d["seller"], d["price"]
            else:
                other, price = -1, 0
            if 0 <= other < len(names):
                return t(
                    lang,
                    f"economicus-ui-b-{verb}",
                    ind=self.ind(lang, cat, c["ind"]),
                    player=short(names[other]),
                    price=self.money(lang, cat, price),
                )
        if verb == "bankrupt":
            return t(lang, "economicus-ui-b-bankrupt")
        if verb in ("place", "lot") and rest.isdigit() and int(rest) < len(cos):
            c = cos[int(rest)]
            return self.company_name(view, c["ind"], c["gov"], lang, cat)
        msg = turn.label(action)
        return cat.render(lang, msg.key, msg.params, names, markup=False)

    # ----- the "at any time" panel --------------------------------------------------------------
    def open_buttons(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> Rows:
        """(label, action) rows for the seat's open actions now (`turn.opens`): deals to take,
        money (credit, repay, deposit, withdraw), R&D and M&T, option cards, charity
        and tender, deals to propose, and bankruptcy last (offered only when the seat's net worth,
        companies included, is below a fresh start's 20M, the only case where it can pay: a player
        who spent their cash on companies is not offered it). Empty when there is nothing (a game
        over, a bankrupt seat). Labels carry the cost."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        actions = list(turn.opens)
        if not actions:
            return []

        def pick(*verbs: str) -> list[tuple[str, str]]:
            return unique(
                [(self.label(view, seat, turn, a, lang, names, cat), a) for a in actions if a.split(":")[0] in verbs]
            )

        # no auction bids: the auction is live in the group, whose table has its raises for everyone
        # (`group_buttons`); bid buttons here would redraw every player's panel as each auction
        # opens and closes, for buttons the table already shows
        sections: list[Rows] = [
            fit(pick("take"), 1),
            fit(pick("credit", "repay", "deposit", "withdraw"), 2),
            fit(pick("rd", "mt"), 2),
            self._card_rows(view, seat, turn, actions, lang, names, cat),
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

    def confirm(self, view: dict[str, Any], seat: int, action: str, ctx: Ctx) -> tuple[str, str, str] | None:
        """Bankruptcy asks first, saying what is lost (every company, the cash, the deposit, startups
        and cards) and what the fresh start next year gives (the seed's starting terms)."""
        lang, cat = ctx.lang, ctx.cat
        if action != "bankrupt":
            return None
        p = view["players"][seat]
        t = cat.t
        text = t(
            lang,
            "economicus-ui-bankrupt-ask",
            companies=sum(1 for c in view["companies"] if c["owner"] == seat),
            cash=self.money(lang, cat, p["cash"] + p["deposit"]),
            cards=len(view["hand"]),
            startups=p["startups"],
            start=self.money(lang, cat, b.START_CASH),
            instead=self.money(lang, cat, b.REENTRY_CASH_PER_MISSING),
        )
        return text, t(lang, "economicus-ui-b-bankrupt-yes"), t(lang, "economicus-ui-b-bankrupt-no")

    def _card_rows(
        self,
        view: dict[str, Any],
        seat: int,
        turn: Turn,
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
            item = (self.label(view, seat, turn, a, lang, names, cat), a)
            if a.startswith("play:lobby:"):
                lobby.append(item)
            else:
                rows.append([item])
        return [[x] for x in unique([r[0] for r in rows])] + fit(lobby, 2)

    # ----- pictures -----------------------------------------------------------------------------
    def pictures(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[Picture]:
        """The board when the game starts (its ring decides who earns from whose neighbours), when a
        year opens, and when an auction gives a company an owner: one picture a step at most, and
        none for what only redraws the table (bids, the countdown, a lot unsold)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if view["phase"] == "over":
            return []
        keys = {e.key for e in events}
        if keys & PICTURE_KEYS:
            picture = self.board(view, ctx)
            return [picture] if picture is not None else []
        won = next((e for e in events if e.key == WON_KEY), None)
        if won is None:
            return []
        head = cat.render(lang, "economicus-pic-won", won.params, names)
        return [
            (draw_board(view, self.picture_words(view, lang, names, cat)), self.caption(view, lang, names, cat, head))
        ]

    def board(self, view: dict[str, Any], ctx: Ctx) -> Picture | None:
        """`/board`: the picture of the table now, its caption naming the colours and how to read it."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        return draw_board(view, self.picture_words(view, lang, names, cat)), self.caption(view, lang, names, cat)

    def picture_words(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> dict[str, Any]:
        """Everything the picture writes, in the group's language: the title (no "year 0": the start
        is named as such), each industry's short name, price and profit a company, each player's
        name and initials (the legend of the companies' squares), and the key."""
        t = cat.t
        numbers = {int(k): v for k, v in view["numbers"].items()}
        inds = list(view["ring"])
        price = {ind: int(view["price"].get(str(ind), 0)) for ind in inds}
        players = view["players"]
        shown = [picture_name(names[s] if s < len(names) else "", s) for s in range(len(players))]
        return {
            "title": t(lang, "economicus-pic-title-year", year=view["year"])
            if view["year"]
            else t(lang, "economicus-pic-title-start"),
            "goal": t(lang, "economicus-pic-goal", target=view["target"]),
            "number": {ind: str(numbers.get(ind, ind)) for ind in inds},
            "ind": {ind: t(lang, f"economicus-ind-short-{ind}") for ind in inds},
            "price": {
                ind: t(lang, "economicus-pic-price", price=self.money(lang, cat, price[ind]) if price[ind] > 0 else "?")
                for ind in inds
                if ind != b.INNOVATION
            },
            "profit": {
                ind: t(lang, "economicus-pic-profit", profit=self.money(lang, cat, self.profit(view, ind), sign=True))
                for ind in inds
            },
            "gain": {ind: self.profit(view, ind) for ind in inds},
            "crisis": {
                ind: t(lang, "economicus-pic-crisis", strength=view["crisis"][str(ind)])
                for ind in inds
                if view["crisis"].get(str(ind), 0) > 0
            },
            "names": shown,
            "initials": initials(shown),
            "cash": [self.money(lang, cat, p["cash"]) for p in players],
            "startups": [t(lang, "economicus-pic-startups", n=p["startups"]) if p["startups"] else "" for p in players],
            "out": t(lang, "economicus-pic-out"),
            "legend": t(lang, "economicus-pic-legend"),
        }

    def caption(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog, head: str | None = None) -> str:
        """Who is which colour (with stars) and, but under a picture an auction brought, how to read it;
        the industries are named on the picture itself."""
        t = cat.t
        key = head is None
        if head is None:
            head = (
                t(lang, "economicus-pic-year", year=view["year"]) if view["year"] else t(lang, "economicus-pic-start")
            )
        players = " · ".join(
            f"{COLOURS[s % len(COLOURS)][1]} {html.escape(short(names[s]))} ⭐{p['stars']}"
            for s, p in enumerate(view["players"])
            if s < len(names)
        )
        return "\n".join([head, players, *([t(lang, "economicus-pic-key")] if key else [])])[:1024]

    # ----- the end ------------------------------------------------------------------------------
    def final(self, result: dict[str, Any], view: dict[str, Any], ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        ai = ctx.ai
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
# Drawn from `public_view` and the words the face gives, in the package's own font (`bot.faces.typeface`:
# Latin, Cyrillic, the common hanzi); a character it lacks (an emoji, a rare hanzi) is left out, never
# drawn as a box. The ring runs clockwise round a 4 × 4 grid (four boxes along the top, two down the right,
# four along the bottom, one on the left), so each box is a quarter of the picture's width on a phone.

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
SIZE = 1280
"""Telegram keeps a photo's 1280 px side: each of the ring's boxes is 300 px, legible on a phone."""
MARGIN = 12
CELL = (SIZE - 2 * MARGIN) // 4
BOX = CELL - 10
PAD = 14
INK = (25, 25, 25)
PICTURE_KEYS = frozenset({"economicus-ev-start", "economicus-ev-year"})
"""Public events that show the board with its key: the game's start (the ring decides neighbours) and
each year."""
WON_KEY = "economicus-ev-won"
"""An auction gave a company an owner: the board is shown again (no key: the group has read it)."""
NAME_CHARS = 12


def picture_name(name: str, seat: int) -> str:
    """A player's name as the picture can draw it: the characters its font lacks left out (the seat's
    number if nothing is left), shortened as elsewhere."""
    kept = " ".join(typeface.keep(name).split())
    return short(kept, NAME_CHARS) if kept else str(seat + 1)


def initials(names: list[str]) -> list[str]:
    """What each player's companies carry: the name's first letter, two where two players share it,
    the seat's number where even two letters are shared."""

    def cut(name: str, k: int) -> str:
        letters = [ch for ch in name if ch.isalnum()] or list(name)
        return "".join(letters[:k])[:1].upper() + "".join(letters[1:k]).lower()

    out = [cut(n, 1) for n in names]
    for k in (2, 0):
        count = Counter(out)
        out = [m if count[m] == 1 else (cut(names[x], k) if k else str(x + 1)) for x, m in enumerate(out)]
    return [m or str(s + 1) for s, m in enumerate(out)]


def slots(count: int) -> list[tuple[float, float]]:
    """Top-left corners of `count` boxes clockwise round the grid (up to 11: the ring's length)."""
    top = [(c, 0.0) for c in range(4)]
    right = [(3, 1.0), (3, 2.0)]
    bottom = [(c, 3.0) for c in range(3, -1, -1)]
    left = [(0, 1.5)]
    cells = (top + right + bottom + left)[:count]
    return [(MARGIN + 5 + c * CELL, MARGIN + 5 + r * CELL) for c, r in cells]


def _font(size: int) -> Any:
    return typeface.pillow_font(size)


def _fitted(text: str, size: int, width: float, least: int = 16) -> tuple[Any, str]:
    """The shipped font at the largest size up to `size` at which `text` (its drawable characters)
    fits `width`; cut with "…" if even `least` is too wide."""
    text = typeface.keep(text).strip()
    for px in range(size, least - 1, -2):
        if _font(px).getlength(text) <= width:
            return _font(px), text
    font = _font(least)
    while text and font.getlength(text + "…") > width:
        text = text[:-1]
    return font, text.rstrip() + "…"


def _text(
    draw: Any,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Any,
    anchor: str = "mm",
    width: float = SIZE,
    least: int = 16,
) -> float:
    """Draws `text` fitted to `width` (no smaller than `least` px); returns the width it took."""
    font, shown = _fitted(text, size, width, least)
    if shown:
        draw.text(xy, shown, font=font, fill=fill, anchor=anchor)
    return float(font.getlength(shown))


def _wrap(text: str, size: int, width: float) -> list[str]:
    """`text` broken into lines of `width` at spaces, or anywhere in a script written without them."""
    font = _font(size)
    lines: list[str] = []
    line = ""
    for token in re.findall(r"\S+\s*|\s+", typeface.keep(text)):
        pieces = [token] if font.getlength(token) <= width else list(token)
        for piece in pieces:
            if line and font.getlength((line + piece).rstrip()) > width:
                lines.append(line.rstrip())
                line = piece.lstrip()
            else:
                line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines


def _star(draw: Any, x: float, y: float, r: float, fill: tuple[int, int, int]) -> None:
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((x + rad * math.cos(angle), y + rad * math.sin(angle)))
    draw.polygon(points, fill=fill)


def _on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Ink that reads on `colour`: white on a dark square, near-black on a light one."""
    r, g, b_ = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b_ > 150 else (255, 255, 255)


def _company(draw: Any, left: float, top: float, side: float, c: dict[str, Any], words: dict[str, Any]) -> None:
    """One company: a square in its owner's colour with the owner's initials (grey: a free state
    company, white: a free private one); a white dot in its corner: M&T."""
    owner = c["owner"]
    free = (170, 170, 170) if c["gov"] else (255, 255, 255)
    fill = COLOURS[owner % len(COLOURS)][0] if owner >= 0 else free
    draw.rounded_rectangle((left, top, left + side, top + side), radius=6, fill=fill, outline=(50, 50, 50), width=2)
    if 0 <= owner < len(words["initials"]):
        mark = words["initials"][owner]
        _text(draw, (left + side / 2, top + side / 2), mark, int(side * 0.55), _on(fill), width=side - 6, least=10)
    if c["mt"] and owner >= 0:
        d = side * 0.28
        draw.ellipse((left + side - d - 2, top + 2, left + side - 2, top + d + 2), fill=(255, 255, 255), outline=INK)


def _industry(
    draw: Any, x: float, y: float, ind: int, view: dict[str, Any], cos: list[dict[str, Any]], words: dict[str, Any]
) -> None:
    """One box: the dice number and the price on top, the industry's short name, its profit a company,
    the crisis if any, and its companies along the bottom; gold when it is the active industry."""
    active = bool(view["ind"]) and ind == view["ind"]
    crisis = ind in words["crisis"]
    draw.rounded_rectangle(
        (x, y, x + BOX, y + BOX),
        radius=18,
        fill=(255, 236, 150) if active else (255, 255, 255),
        outline=(200, 40, 40) if crisis else ((150, 110, 0) if active else (110, 110, 110)),
        width=7 if crisis or active else 3,
    )
    inner = BOX - 2 * PAD
    used = _text(draw, (x + PAD, y + PAD - 6), words["number"][ind], 64, INK, "la", width=90)
    if ind in words["price"]:
        _text(draw, (x + BOX - PAD, y + PAD + 10), words["price"][ind], 34, (70, 70, 70), "ra", width=inner - used - 12)
    _text(draw, (x + BOX / 2, y + 112), words["ind"][ind], 42, INK, width=inner)
    gain = words["gain"][ind]
    colour = (30, 130, 50) if gain > 0 else ((200, 40, 40) if gain < 0 else (110, 110, 110))
    _text(draw, (x + BOX / 2, y + 158), words["profit"][ind], 30, colour, width=inner)
    if crisis:
        font, label = _fitted(words["crisis"][ind], 26, inner - 20)
        w = font.getlength(label)
        draw.rounded_rectangle(
            (x + BOX / 2 - w / 2 - 10, y + 180, x + BOX / 2 + w / 2 + 10, y + 212), 14, (200, 40, 40)
        )
        draw.text((x + BOX / 2, y + 196), label, font=font, fill=(255, 255, 255), anchor="mm")
    if not cos:
        return
    many = len(cos) > 5
    side, gap, per_row = (38.0, 5.0, 6) if many else (48.0, 8.0, 5)
    shown = cos[: per_row * 2]
    rows = (len(shown) + per_row - 1) // per_row
    bottom = y + BOX - PAD
    for k, c in enumerate(shown):
        row, col = divmod(k, per_row)
        in_row = min(per_row, len(shown) - row * per_row)
        left = x + BOX / 2 - (in_row * (side + gap) - gap) / 2 + col * (side + gap)
        top = bottom - (rows - row) * (side + gap) + gap
        _company(draw, left, top, side, c, words)


def _middle(draw: Any, view: dict[str, Any], words: dict[str, Any]) -> None:
    """The middle: the year (or the start) and the goal; one row a player, their initials in their
    colour as on their companies, name, stars, cash and startups; then the key."""
    left, top = MARGIN + CELL + 20, MARGIN + CELL + 16
    width = 2 * CELL - 40
    cx = left + width / 2
    _text(draw, (cx, top + 30), words["title"], 54, INK, width=width)
    _text(draw, (cx, top + 86), words["goal"], 36, (120, 85, 0), width=width)
    players = view["players"]
    legend = _wrap(words["legend"], 24, width)[:5]
    room = 2 * CELL - 32 - 124 - 30 * len(legend) - 16
    row_h = min(58.0, room / max(1, len(players)))
    side = min(44.0, row_h - 4)
    y = top + 124 + row_h / 2
    for s, p in enumerate(players):
        colour = COLOURS[s % len(COLOURS)][0]
        draw.rounded_rectangle((left, y - side / 2, left + side, y + side / 2), radius=6, fill=colour, outline=INK)
        _text(draw, (left + side / 2, y), words["initials"][s], int(side * 0.55), _on(colour), width=side - 6, least=10)
        name_w = _text(draw, (left + side + 12, y), words["names"][s], int(side * 0.8), INK, "lm", width=250)
        if p["out"]:
            draw.line((left + side + 8, y, left + side + 16 + name_w, y), fill=(120, 120, 120), width=4)
            _text(draw, (left + side + 24 + name_w, y), words["out"], int(side * 0.6), (120, 120, 120), "lm", width=180)
        else:
            x = left + side + 280
            _star(draw, x + 14, y, side * 0.36, (230, 160, 0))
            x += 32 + _text(draw, (x + 32, y), str(p["stars"]), int(side * 0.75), INK, "lm", width=60)
            x += 24 + _text(draw, (x + 24, y), words["cash"][s], int(side * 0.7), INK, "lm", width=150)
            if words["startups"][s]:
                _text(
                    draw,
                    (x + 20, y),
                    words["startups"][s],
                    int(side * 0.55),
                    (70, 70, 170),
                    "lm",
                    width=left + width - x - 20,
                )
        y += row_h
    y = MARGIN + 3 * CELL - 16 - 30 * len(legend) + 15
    for line in legend:
        _text(draw, (cx, y), line, 24, (90, 90, 90), width=width)
        y += 30


def draw_board(view: dict[str, Any], words: dict[str, Any]) -> bytes:
    """The ring of industries as a PNG (see `_industry`), the active one in gold, one in crisis framed in
    red; the track behind the boxes closes the ring; in the middle the year, the goal and the players
    (`_middle`). `words` are the face's `picture_words`."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (SIZE, SIZE), (250, 248, 240))
    draw = ImageDraw.Draw(img)
    ring = view["ring"]
    places = slots(len(ring))
    track = (MARGIN + CELL / 2, MARGIN + CELL / 2, SIZE - MARGIN - CELL / 2, SIZE - MARGIN - CELL / 2)
    draw.rounded_rectangle(track, radius=60, outline=(210, 204, 186), width=14)
    by_ind: dict[int, list[dict[str, Any]]] = {}
    for c in view["companies"]:
        by_ind.setdefault(c["ind"], []).append(c)
    for (x, y), ind in zip(places, ring, strict=False):
        _industry(draw, x, y, ind, view, by_ind.get(ind, []), words)
    _middle(draw, view, words)
    out = io.BytesIO()
    # a fast palette and no extra compression pass: tens of KB, drawn in about a tenth of a second
    img.quantize(colors=96, method=Image.Quantize.FASTOCTREE).save(out, format="PNG")
    return out.getvalue()
