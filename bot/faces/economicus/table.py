"""«Экономикус»: the group's live table (`group_status`), the news lines of a step (`event_lines`) and
the final ranking."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, ranking
from bot.faces.economicus.pieces import Pieces, short
from games.base import Event
from games.economicus import board as b
from locales import Catalog

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
QUIET = frozenset({"roll", "profit", "turn", "lot", "bid", "join", "pass", "placed", "price-set", "tender-bid"})
"""Events the live table shows by itself (the roll and its profits, whose turn, the lot, its leader
and bid, a placed company, a price drawn, the number of tender bids): no news line."""


class Table(Pieces):
    """What the group reads: the table, the news, the end."""

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

    def _roll_lines(
        self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog, ended: bool = False
    ) -> list[str]:
        """The roll of the turn under way with what it paid, on one line (once: the news leave it out);
        none once the turn is over, unless `ended` asks for the roll of the turn that just ended."""
        last = view.get("last_roll") or []
        if len(last) != 4 or not (view["dice"] or ended):
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

        # A turn that ended in this step takes its roll off the table, which may never have shown it
        # (the step that rolled was redrawn away before it went out): the news say it where it ends.
        ended = None
        if view["phase"] == "over" or any(e.key == "economicus-ev-turn" for e in events):
            ended = next((i for i, e in enumerate(events) if e.key == "economicus-ev-roll"), 0)
        for i, e in enumerate(events):
            if i == ended:
                flush()
                out += self._roll_lines(view, lang, names, cat, ended=True)
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
