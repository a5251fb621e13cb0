"""«Экономикус»: one seat's position, its turn-order question and buttons, the "at any time" panel,
and the buttons everyone may press on the group's table (raises, investigations)."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, Turn
from bot.faces.economicus.pieces import Pieces, Rows, short
from bot.faces.layout import fit
from games.base import Event
from games.economicus import board as b
from locales import Catalog

MAX_OPEN_BUTTONS = 90
"""Telegram takes about 100 buttons a keyboard; the panel stops adding sections before that."""
SHORT_CARDS = ("relief", "support", "raid")
"""Cards played on a target: their button names the card in one word, then the target."""


def unique(buttons: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """One button a label: two companies of one industry offer the same sale, M&T or support."""
    seen: set[str] = set()
    out = []
    for label, action in buttons:
        if label not in seen:
            seen.add(label)
            out.append((label, action))
    return out


class Panel(Pieces):
    """What a seat presses: its question, its buttons, its panel, the group's buttons."""

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
        low, high = (self.money(lang, cat, m) for m in b.PROBE_COST)
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
