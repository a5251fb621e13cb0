"""«Менеджмент» in Telegram: the month and the market for the group, each company's books and sealed
decisions by DM.

Every decision is a simultaneous secret choice, so everything a player builds happens in their DM: a
draft travels in builder buttons ("~" actions, redrawn in place, nothing reaches the engine) and only the
confirm button carries the engine action. Drafts:

- `b` / `b:<qty>:<price>`: an RM bid (quantity chooser / the bid under review);
- `s` / `s:<qty>:<price>`: an FP offer;
- `m:<n>`: production; `l:<thousands>`: a loan; `c:<ordinary>:<automated>:<upgrades>`: building;
- `!` before a draft: its confirmation was pressed once although it leaves too little cash for next
  month's fixed costs (`games.management.forecast`); the text says so and a second confirm sends it.

Whether a draft (and each ± step) is legal is asked of the engine's own validation, so the buttons can
never offer what `apply` would refuse, and an out-of-date or forged draft only shows the engine's reason.
The group text comes from `public_view` alone: how many choices are in, never whose or what (who was
reminded and still owes a choice the host adds below it, for every game alike).
"""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, Face, Turn, ranking
from bot.faces.layout import refit
from games.base import Event
from games.management import GAME
from games.management.state import (
    LOAN_MONTHS,
    LOAN_UNIT,
    READY_AFTER,
    SECOND_HALF_AFTER,
)
from locales import Catalog

STEP_NO = {"bid": 3, "make": 4, "sell": 5, "loan": 8, "build": 9}
KINDS = ("ord", "auto", "upgrade")
BID_STEPS = (-50, -10, 10, 50)
OFFER_STEPS = (-250, -50, 50, 250)
MAX_QTY_BUTTONS = 8
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
LATER_STEPS = ("make", "sell", "loan", "build")
"""Steps whose question comes after the month's first one: their DM leaves out the company's books."""
WARNED = "!"
"""Marks a draft whose first confirmation was pressed despite a cash shortfall."""


def parse_draft(draft: str | None) -> tuple[str, list[int]] | None:
    """A draft as (kind, numbers); None for no draft or one that is not ours. A leading `!` (see
    `WARNED`) is ignored here."""
    if draft and draft.startswith(WARNED):
        draft = draft[1:]
    if not draft:
        return None
    kind, *rest = draft.split(":")
    if kind not in ("b", "s", "m", "l", "c") or len(rest) > 3:
        return None
    if not all(p.isdigit() and len(p) <= 7 for p in rest):
        return None
    return kind, [int(p) for p in rest]


def pending_draft(action: str | None) -> str:
    """The draft that reopens a sent (still secret) choice in the builder."""
    if not action:
        return ""
    verb, _, rest = action.partition(":")
    if verb == "buy":
        return "b" if rest == "skip" else f"b:{rest}"
    if verb == "sell":
        return "s" if rest == "skip" else f"s:{rest}"
    if verb == "make":
        return f"m:{rest}" if rest != "0" else ""
    if verb == "loan":
        return f"l:{rest}" if rest != "0" else ""
    if verb == "build":
        return f"c:{rest}" if rest != "none" else "c:0:0:0"
    return ""


def quantity_choices(top: int) -> list[int]:
    """Quantity buttons: all of 1..top when few, else 1–6 and the maximum."""
    if top <= MAX_QTY_BUTTONS:
        return list(range(1, top + 1))
    return [*range(1, MAX_QTY_BUTTONS - 1), top]


def one(kind: str, n: int) -> tuple[int, int, int]:
    """Building counts (ordinary, automated, upgrades) of n constructions of one kind."""
    return (n if kind == "ord" else 0, n if kind == "auto" else 0, n if kind == "upgrade" else 0)


def colon(nums: list[int]) -> str:
    return ":".join(map(str, nums))


def single(parsed: tuple[str, list[int]] | None, kind: str) -> int:
    """The one positive number of a `m:<n>` or `l:<k>` draft (0 if the draft is not that)."""
    if parsed is None or parsed[0] != kind or len(parsed[1]) != 1:
        return 0
    return parsed[1][0]


def rows_of(buttons: list[tuple[str, str]], per_row: int) -> list[list[tuple[str, str]]]:
    return [buttons[i : i + per_row] for i in range(0, len(buttons), per_row)]


def is_warned(draft: str | None) -> bool:
    """Whether the draft's first confirmation has been pressed despite the shortfall warning."""
    return draft is not None and draft.startswith(WARNED)


class ManagementFace(Face):
    game_id = "management"
    news = frozenset(
        {
            "management-ev-start",
            "management-ev-month",
            "management-ev-bids",
            "management-ev-offers",
            "management-ev-summary",
            "management-ev-bankrupt",
            "management-ev-over",
        }
    )

    def __init__(self) -> None:
        super().__init__("management")

    # ----- the group --------------------------------------------------------------------------
    def group_status(self, view: dict[str, Any], ctx: Ctx) -> str:
        """Month, senior player, market, who is out, and how many sealed choices of the step are in
        (the reveal, the month's table and bankruptcies are the engine's events above it)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if view["over"] or not view["month"]:
            return ""
        lines = [self._head(view, lang, names, cat), self._market(view, lang, cat)]
        out = [c for c in view["companies"] if not c["alive"]]
        if out:
            who = cat.join(
                lang,
                (
                    cat.t(lang, "management-ui-out-one", name=html.escape(names[c["seat"]]), month=c["bankrupt_month"])
                    for c in out
                ),
            )
            lines.append(cat.t(lang, "management-ui-out", names=who))
        if view["phase"] in STEP_NO:
            lines.append(
                cat.t(
                    lang,
                    f"management-ui-wait-{view['phase']}",
                    sent=view["sent"],
                    expected=view["expected"],
                )
            )
        return "\n".join(lines)

    def _head(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        senior = view["seniority"][0] if view["seniority"] else 0
        return cat.t(
            lang,
            "management-ui-head",
            month=view["month"],
            months=view["months"],
            senior=html.escape(names[senior]),
        )

    def _market(self, view: dict[str, Any], lang: str, cat: Catalog) -> str:
        m = view["market"]
        return cat.t(
            lang,
            "management-ui-market",
            level=m["level"],
            esm_qty=m["esm_qty"],
            esm_min=m["esm_min"],
            egp_qty=m["egp_qty"],
            egp_max=m["egp_max"],
        )

    # ----- one player -------------------------------------------------------------------------
    def private_status(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str:
        """The player's books: cash and stock, factories and construction, loans, this month's dues,
        the market, and their own sent choice of the step if any.

        The month's first question carries the whole books; a later step's question (the player is
        asked in make, sell, loan or build) only what has moved since: cash and stock, dues, the sent
        choice. The question itself names what the step needs (capacity, loan room, factories)."""
        lang, cat = ctx.lang, ctx.cat
        me = view["me"]
        t = cat.t
        if not me["alive"]:
            return t(lang, "management-ui-me-bankrupt", month=view["companies"][seat]["bankrupt_month"])
        if view["asked"] and view["phase"] in LATER_STEPS:
            lines = [t(lang, "management-ui-me-cash", cash=me["cash"], esm=me["esm"], egp=me["egp"])]
            lines += self._dues(view, lang, cat)
            if view["pending"]:
                lines.append(t(lang, "management-ui-pending", choice=self.choice_text(view["pending"], lang, cat)))
            return "\n".join(lines)
        lines = [
            t(lang, "management-ui-me-head", month=view["month"], months=view["months"]),
            t(lang, "management-ui-me-cash", cash=me["cash"], esm=me["esm"], egp=me["egp"]),
            t(
                lang,
                "management-ui-me-factories",
                ordinary=me["ordinary"],
                auto=me["auto"],
                capacity=me["capacity"],
                fixed=me["fixed_costs"],
            ),
        ]
        for p in me["projects"]:
            lines.append(
                t(
                    lang,
                    "management-ui-me-project",
                    kind=t(lang, f"management-ui-kind-{p['kind']}"),
                    ready=p["ready"],
                    half=p["half"],
                    pay=p["pay_month"],
                    paid=int(p["paid"]),
                )
            )
        if me["loans"]:
            due = cat.join(
                lang, (t(lang, "management-ui-me-loan", amount=loan["amount"], due=loan["due"]) for loan in me["loans"])
            )
            lines.append(t(lang, "management-ui-me-loans", total=me["loan_total"], loans=due, room=me["loan_room"]))
        else:
            lines.append(t(lang, "management-ui-me-noloans", room=me["loan_room"]))
        lines += self._dues(view, lang, cat)
        lines.append(self._market(view, lang, cat))
        if view["pending"]:
            lines.append(t(lang, "management-ui-pending", choice=self.choice_text(view["pending"], lang, cat)))
        return "\n".join(lines)

    def _dues(self, view: dict[str, Any], lang: str, cat: Catalog) -> list[str]:
        """What the rest of this month will still charge: interest and repayments (steps 6–7) until
        the loans step, second instalments (step 9) until the building step."""
        d, phase = view["me"]["due"], view["phase"]
        later = {
            "interest": d["interest"] if phase in ("bid", "make", "sell") else 0,
            "repay": d["repay"] if phase in ("bid", "make", "sell") else 0,
            "instalments": d["instalments"] if phase in ("bid", "make", "sell", "loan") else 0,
        }
        items = [cat.t(lang, f"management-ui-due-{k}", amount=v) for k, v in later.items() if v]
        return [cat.t(lang, "management-ui-me-due", items=cat.join(lang, items))] if items else []

    def private_line(self, event: Event, ctx: Ctx) -> str:
        """A build receipt names only what was chosen («строить обычных 1»), as the sent choice does."""
        lang, cat = ctx.lang, ctx.cat
        if event.key != "management-ev-you-build":
            return super().private_line(event, ctx)
        p = event.params
        what = self.choice_text(f"build:{p['ord']}:{p['auto']}:{p['upgrade']}", lang, cat)
        return cat.t(lang, "management-ui-you-build", replaced=p["replaced"], what=what, cost=p["cost"])

    def choice_text(self, action: str, lang: str, cat: Catalog) -> str:
        """A sent choice in words, for its owner only."""
        verb, _, rest = action.partition(":")
        nums = [int(p) for p in rest.split(":") if p.isdigit()]
        if verb in ("buy", "sell") and len(nums) == 2:
            return cat.t(lang, f"management-ui-choice-{verb}", qty=nums[0], price=nums[1])
        if verb in ("buy", "sell"):
            return cat.t(lang, f"management-ui-choice-{verb}-skip")
        if verb == "make" and nums:
            return cat.t(lang, "management-ui-choice-make", n=nums[0])
        if verb == "loan" and nums:
            return cat.t(lang, "management-ui-choice-loan", amount=nums[0] * LOAN_UNIT)
        if verb == "build" and len(nums) == 3 and any(nums):  # only what was chosen: «строить обычных 1»
            parts = [
                cat.t(lang, f"management-ui-choice-build-{kind}", n=n)
                for kind, n in zip(("ord", "auto", "upgrade"), nums, strict=True)
                if n
            ]
            return cat.t(lang, "list-sep").join(parts)
        return cat.t(lang, "management-ui-choice-build-none")

    def question(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> str:
        """The engine's question for the step (`prompt` in the view), and how to answer it here."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        msg = view.get("prompt")
        if msg is None:
            return ""
        hint = cat.t(lang, f"management-ui-hint-{view['phase']}")
        return cat.render(lang, msg["key"], msg["params"], names) + "\n" + hint

    def draft_text(self, view: dict[str, Any], seat: int, turn: Turn, draft: str, ctx: Ctx) -> str:
        """The draft under review with its cost, or the engine's reason why it cannot be sent."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        parsed = parse_draft(draft)
        if parsed is None:
            return ""
        kind, nums = parsed
        action = self._action(kind, nums)
        if action is None or not any(nums) or (kind in ("b", "s") and not nums[0]):
            return ""
        reason = self._refusal(turn, action, lang, names, cat)
        if reason:
            return cat.t(lang, "management-ui-draft-bad", reason=reason)
        text = self._draft_body(view, kind, nums, lang, cat)
        short = turn.caution(action) if is_warned(draft) else None
        return text + "\n\n" + self._short_text(short, lang, cat) if short else text

    def _short_text(self, short: dict[str, int], lang: str, cat: Catalog) -> str:
        """The plain warning above the second confirmation (`Game.caution`'s figures)."""
        return cat.t(
            lang,
            "management-ui-draft-short",
            month=short["month"],
            fixed=short["fixed"],
            most=short["left"] - short["dues"] + short["borrow"],
            borrow=short["borrow"],
            short=short["short"],
        )

    def _draft_body(self, view: dict[str, Any], kind: str, nums: list[int], lang: str, cat: Catalog) -> str:
        """A legal draft in words: what it costs and leaves."""
        me = view["me"]
        t = cat.t
        if kind == "b":
            q, p = nums
            return t(lang, "management-ui-draft-bid", qty=q, price=p, total=q * p, left=me["cash"] - q * p)
        if kind == "s":
            q, p = nums
            return t(lang, "management-ui-draft-sell", qty=q, price=p, total=q * p, demand=view["market"]["egp_qty"])
        if kind == "m":
            cost = me["make_costs"][nums[0]]
            return t(lang, "management-ui-draft-make", n=nums[0], cost=cost, left=me["cash"] - cost)
        if kind == "l":
            amount = nums[0] * LOAN_UNIT
            total = me["loan_total"] + amount
            return t(
                lang,
                "management-ui-draft-loan",
                amount=amount,
                due=view["month"] + LOAN_MONTHS,
                total=total,
                interest=me["loan_interest"][nums[0]],
                cash=me["cash"] + amount,
            )
        now = GAME.first_instalments(*nums)
        lines = [t(lang, "management-ui-draft-build", now=now, left=me["cash"] - now)]
        for k, n in zip(KINDS, nums, strict=True):
            if n:
                lines.append(
                    t(
                        lang,
                        "management-ui-draft-build-item",
                        count=n,
                        kind=t(lang, f"management-ui-kind-{k}"),
                        now=GAME.first_instalments(*one(k, n)),
                        later=GAME.first_instalments(*one(k, n)),  # the second half equals the first
                        pay=view["month"] + SECOND_HALF_AFTER[k],
                        ready=view["month"] + READY_AFTER[k],
                    )
                )
        return "\n".join(lines)

    # ----- the keyboard -----------------------------------------------------------------------
    def buttons(
        self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx, draft: str | None = None
    ) -> list[list[tuple[str, str]]]:
        lang, cat = ctx.lang, ctx.cat
        if not view["asked"] or view["phase"] not in STEP_NO:
            return []
        if draft is None and view["pending"]:  # a sent choice: reopened, not rebuilt from scratch
            return [[(cat.t(lang, "management-ui-btn-change"), "~" + pending_draft(view["pending"]))]]
        phase = view["phase"]
        parsed = parse_draft(draft)
        ok = _Checker(view, turn, is_warned(draft))
        if phase in ("bid", "sell"):
            rows = self._auction(view, parsed, ok, lang, cat)
        elif phase == "make":
            rows = self._make(view, parsed, ok, lang, cat)
        elif phase == "loan":
            rows = self._loan(view, parsed, ok, lang, cat)
        else:
            rows = self._build(view, parsed, ok, lang, cat)
        return refit(rows)

    def _confirm(self, ok: _Checker, label: str, action: str, draft: str, lang: str, cat: Catalog) -> tuple[str, str]:
        """The confirm button of a draft. One that leaves too little for next month's fixed costs
        first redraws the draft with the warning; only its second confirmation sends the action."""
        if ok.turn.caution(action) is None:
            return label, action
        if ok.warned:
            return cat.t(lang, "management-ui-btn-confirm-anyway"), action
        return label, "~" + WARNED + draft

    def _action(self, kind: str, nums: list[int]) -> str | None:
        """The engine action a complete draft stands for."""
        if kind in ("b", "s") and len(nums) == 2:
            return f"{'buy' if kind == 'b' else 'sell'}:{nums[0]}:{nums[1]}"
        if kind == "m" and len(nums) == 1:
            return f"make:{nums[0]}"
        if kind == "l" and len(nums) == 1:
            return f"loan:{nums[0]}"
        if kind == "c" and len(nums) == 3:
            return f"build:{colon(nums)}"
        return None

    def _refusal(self, turn: Turn, action: str, lang: str, names: list[str], cat: Catalog) -> str:
        msg = turn.refusal(action)
        return cat.render(lang, msg.key, msg.params, names) if msg is not None else ""

    def _auction(
        self, view: dict[str, Any], parsed: tuple[str, list[int]] | None, ok: _Checker, lang: str, cat: Catalog
    ) -> list[list[tuple[str, str]]]:
        """Sealed bid (RM) or offer (FP): quantity, then price presets and ± steps, then confirm."""
        t = cat.t
        bid = view["phase"] == "bid"
        d, verb = ("b", "buy") if bid else ("s", "sell")
        me, market = view["me"], view["market"]
        skip = (t(lang, f"management-ui-btn-skip-{view['phase']}"), f"{verb}:skip")
        base = market["esm_min"] if bid else market["egp_max"]
        if parsed is not None and parsed[0] == d and len(parsed[1]) == 2:
            q, p = parsed[1]
            if ok(f"{verb}:{q}:{p}"):
                return self._auction_review(view, d, verb, q, p, ok, skip, lang, cat)
        top = min(market["esm_qty"], me["cash"] // base) if bid else me["egp"]
        unit = "management-ui-btn-qty-" + ("esm" if bid else "egp")
        qty = [(t(lang, unit, qty=q), f"~{d}:{q}:{base}") for q in quantity_choices(top) if ok(f"{verb}:{q}:{base}")]
        return [*rows_of(qty, 4), [skip]]

    def _auction_review(
        self,
        view: dict[str, Any],
        d: str,
        verb: str,
        q: int,
        p: int,
        ok: _Checker,
        skip: tuple[str, str],
        lang: str,
        cat: Catalog,
    ) -> list[list[tuple[str, str]]]:
        t = cat.t
        bid = verb == "buy"
        me, market = view["me"], view["market"]
        qty_row = []
        if q > 1:
            qty_row.append((t(lang, "management-ui-btn-less"), f"~{d}:{q - 1}:{p}"))
        if ok(f"{verb}:{q + 1}:{p}"):
            qty_row.append((t(lang, "management-ui-btn-more"), f"~{d}:{q + 1}:{p}"))
        top = min(market["esm_qty"], me["cash"] // p) if bid else me["egp"]
        if top > q + 1 and ok(f"{verb}:{top}:{p}"):
            qty_row.append((t(lang, "management-ui-btn-max", qty=top), f"~{d}:{top}:{p}"))
        presets = []
        for price in view["price_presets"][view["phase"]]:
            if ok(f"{verb}:{q}:{price}"):
                key = "management-ui-btn-price-on" if price == p else "management-ui-btn-price"
                presets.append((t(lang, key, price=price), f"~{d}:{q}:{price}"))
        steps = []
        for delta in BID_STEPS if bid else OFFER_STEPS:
            if ok(f"{verb}:{q}:{p + delta}"):
                key = "management-ui-btn-plus" if delta > 0 else "management-ui-btn-minus"
                steps.append((t(lang, key, delta=abs(delta)), f"~{d}:{q}:{p + delta}"))
        label = t(lang, f"management-ui-btn-confirm-{view['phase']}", qty=q, price=p)
        confirm = self._confirm(ok, label, f"{verb}:{q}:{p}", f"{d}:{q}:{p}", lang, cat)
        return [r for r in (qty_row, presets, steps, [confirm], [skip]) if r]

    def _make(
        self, view: dict[str, Any], parsed: tuple[str, list[int]] | None, ok: _Checker, lang: str, cat: Catalog
    ) -> list[list[tuple[str, str]]]:
        t = cat.t
        me = view["me"]
        nothing = (t(lang, "management-ui-btn-make-none"), "make:0")
        n = single(parsed, "m")
        if n and ok(f"make:{n}"):
            adjust = []
            if n > 1:
                adjust.append((t(lang, "management-ui-btn-less"), f"~m:{n - 1}"))
            if ok(f"make:{n + 1}"):
                adjust.append((t(lang, "management-ui-btn-more"), f"~m:{n + 1}"))
            label = t(lang, "management-ui-btn-confirm-make", n=n, cost=ok.make_cost(n))
            confirm = self._confirm(ok, label, f"make:{n}", f"m:{n}", lang, cat)
            back = (t(lang, "management-ui-btn-back"), "~")
            return [r for r in (adjust, [confirm], [back, nothing]) if r]
        top = min(me["esm"], me["capacity"])
        choices = [
            (t(lang, "management-ui-btn-make", n=n, cost=ok.make_cost(n)), f"~m:{n}")
            for n in range(1, top + 1)
            if ok(f"make:{n}")
        ]
        return [*rows_of(choices, 3), [nothing]]

    def _loan(
        self, view: dict[str, Any], parsed: tuple[str, list[int]] | None, ok: _Checker, lang: str, cat: Catalog
    ) -> list[list[tuple[str, str]]]:
        t = cat.t
        room = view["me"]["loan_room"] // LOAN_UNIT
        none = (t(lang, "management-ui-btn-loan-none"), "loan:0")
        k = single(parsed, "l")
        if k and ok(f"loan:{k}"):
            adjust = []
            if k > 1:
                adjust.append((t(lang, "management-ui-btn-minus", delta=LOAN_UNIT), f"~l:{k - 1}"))
            if ok(f"loan:{k + 1}"):
                adjust.append((t(lang, "management-ui-btn-plus", delta=LOAN_UNIT), f"~l:{k + 1}"))
            confirm = (t(lang, "management-ui-btn-confirm-loan", amount=k * LOAN_UNIT), f"loan:{k}")
            back = (t(lang, "management-ui-btn-back"), "~")
            return [r for r in (adjust, [confirm], [back, none]) if r]
        ks = range(1, room + 1) if room <= 9 else sorted({1, 2, 3, 5, 10, 15, 20, room} & set(range(1, room + 1)))
        choices = [(t(lang, "management-ui-btn-loan", amount=k * LOAN_UNIT), f"~l:{k}") for k in ks if ok(f"loan:{k}")]
        return [*rows_of(choices, 3), [none]]

    def _build(
        self, view: dict[str, Any], parsed: tuple[str, list[int]] | None, ok: _Checker, lang: str, cat: Catalog
    ) -> list[list[tuple[str, str]]]:
        """Add or remove constructions one at a time; each + is offered only if the whole plan stays
        legal (the 6-factory cap, automatable factories, cash for the first halves)."""
        t = cat.t
        counts = [0, 0, 0]
        if parsed is not None and parsed[0] == "c" and len(parsed[1]) == 3 and ok(f"build:{colon(parsed[1])}"):
            counts = parsed[1]
        add, drop = [], []
        for i, k in enumerate(KINDS):
            more = [c + (j == i) for j, c in enumerate(counts)]
            if ok(f"build:{colon(more)}"):
                label = t(lang, f"management-ui-btn-add-{k}", now=GAME.first_instalments(*one(k, 1)))
                add.append((label, f"~c:{colon(more)}"))
            if counts[i]:
                less = [c - (j == i) for j, c in enumerate(counts)]
                drop.append((t(lang, f"management-ui-btn-drop-{k}"), f"~c:{colon(less)}"))
        rows = [[b] for b in add]
        if drop:
            rows.append(drop)
        if any(counts):
            now = GAME.first_instalments(*counts)
            label = t(lang, "management-ui-btn-confirm-build", now=now)
            rows.append([self._confirm(ok, label, f"build:{colon(counts)}", f"c:{colon(counts)}", lang, cat)])
        rows.append([(t(lang, "management-ui-btn-build-none"), "build:none")])
        return rows

    # ----- the end ----------------------------------------------------------------------------
    def final(self, result: dict[str, Any], view: dict[str, Any], ctx: Ctx) -> str:
        """Capitals ranked, each with its balance sheet; the bankrupt last, with their month."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        ai = ctx.ai
        t = cat.t
        lines = [t(lang, "final-title"), t(lang, "management-ui-final-months", months=result.get("months", 0))]
        order = ranking(result["places"], ai)
        for i in order:
            b = result["balance"][i]
            place = result["places"][i]
            name = html.escape(names[i])
            if not b["alive"]:
                lines.append(t(lang, "management-ui-final-bankrupt", place=place, name=name, month=b["bankrupt_month"]))
                continue
            lines.append(
                t(
                    lang,
                    "management-ui-final-row",
                    medal=MEDALS.get(place, "▫️"),
                    place=place,
                    name=name,
                    capital=b["capital"],
                )
            )
            lines.append(
                t(
                    lang,
                    "management-ui-final-sheet",
                    cash=b["cash"],
                    factories=b["factories"],
                    esm=b["esm"],
                    esm_value=b["esm_value"],
                    egp=b["egp"],
                    egp_value=b["egp_value"],
                    loans=b["loans"],
                    unpaid=b["unpaid"],
                )
            )
        return "\n".join(lines)


class _Checker:
    """Whether an action would be accepted now, by the engine's own validation (memoised per redraw)."""

    def __init__(self, view: dict[str, Any], turn: Turn, warned: bool = False) -> None:
        self.view, self.turn, self.warned = view, turn, warned
        self.seen: dict[str, bool] = {}

    def make_cost(self, n: int) -> int:
        return int(self.view["me"]["make_costs"][n])

    def __call__(self, action: str) -> bool:
        if action not in self.seen:
            self.seen[action] = self.turn.refusal(action) is None
        return self.seen[action]
