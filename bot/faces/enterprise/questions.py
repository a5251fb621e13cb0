"""企业: a seat's question, the drafts its "~" buttons build, and its keyboard."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, Turn
from bot.faces.enterprise.pieces import Pieces, Rows, _Checker, _staff, parse_draft, short, tiles
from bot.faces.layout import fit
from games.enterprise import rules as R
from games.enterprise import views as V
from games.enterprise.actions import DEFAULT
from games.enterprise.rules import SUIT_ICONS
from games.enterprise.state import SYSTEMS
from locales import Catalog

MAX_PEOPLE_BUTTONS = 24
MAX_POACH = 9


class Questions(Pieces):
    """What a seat is asked and what it may press, every legality asked of the engine (`Turn`)."""

    # ----- the question -----------------------------------------------------------------------
    def question(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if not view["asked"]:
            return ""
        t = cat.t
        phase = view["phase"]
        me = view["firms"][seat]
        if phase == "system":
            return t(lang, "enterprise-ui-ask-system", cash=view["options"]["start_cash"])
        if phase == "split":
            return t(
                lang,
                "enterprise-ui-ask-split",
                total=view["options"]["shares"],
                people=" / ".join(f"#{i}" for i in sorted(me["people"])),
            )
        if phase == "fire":
            return t(lang, "enterprise-ui-ask-fire")
        if phase == "offer":
            market = [p for p in view["persons"] if p["firm"] is None]
            # the typed example on the game's own scale: a person on the market, the default terms
            example = min((p["id"] for p in market), default=None)
            o = view["options"]
            salary, perf = view["terms"]["offer"][example] if example is not None else (o["salary"], o["perf"])
            lines = [
                t(
                    lang,
                    "enterprise-ui-ask-offer",
                    n=len(market),
                    person=example if example is not None else 1,
                    salary=salary,
                    perf=perf,
                )
            ]
            lines += ["• " + self._person_full(view, p, lang, cat) for p in market]
            return "\n".join(lines)
        if phase == "task":
            lines = self._task_lines(view, lang, names, cat)
            cover = view["cover"]
            people = self._persons(view)
            if cover:
                lines.append(t(lang, "enterprise-ui-ask-cover", people=self._assignment(cover, people, lang, cat)))
            terms = view["task_terms"]
            if terms:
                lines.append(t(lang, "enterprise-ui-ask-terms", **terms))
            deposits = view["task"]["escrow"][seat]
            lines.append(t(lang, "enterprise-ui-ask-task", cash=me["cash"], deposits=deposits))
            return "\n".join(lines)
        if phase == "dividend":
            units = view["dividend"]["units"]
            key = "enterprise-ui-ask-dividend-shares" if me["system"] == "shares" else "enterprise-ui-ask-dividend-uses"
            if not units:  # nobody used a skill (or nobody is paid by use): nothing to share
                key = "enterprise-ui-ask-dividend-nothing"
            return t(lang, key, profit=me["profit"], loss=max(-me["profit"], 0), cash=me["cash"], units=units)
        if phase == "manage":
            return t(lang, "enterprise-ui-ask-manage", system=self._system(me["system"], lang, cat))
        return ""

    # ----- drafts -----------------------------------------------------------------------------
    def draft_text(self, view: dict[str, Any], seat: int, turn: Turn, draft: str, ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        parsed = parse_draft(draft)
        if parsed is None or not view["asked"]:
            return ""
        kind, f = parsed
        t = cat.t
        people = self._persons(view)
        if kind == "s":
            action = "split:" + ":".join(f)
            reason = self._refusal(turn, action, lang, names, cat)
            if reason:
                return reason
            ids = sorted(view["firms"][seat]["people"])
            members = " · ".join(f"#{pid} {k}" for pid, k in zip(ids, f[1:], strict=False))
            return t(lang, "enterprise-ui-draft-split", founder=int(f[0]), members=members)
        if kind in ("o", "q"):
            pid, salary, perf, sys = int(f[0]), int(f[1]), int(f[2]), f[3]
            verb = "offer" if kind == "o" else "poach"
            action = f"{verb}:{pid}:{salary}:{perf}:{sys}"
            reason = self._refusal(turn, action, lang, names, cat)
            if reason:
                return reason
            p = people[pid]
            lines = [self._person_full(view, p, lang, cat)]
            if p["firm"] is not None:
                lines[0] += " · " + html.escape(names[p["firm"]])
            lines.append(
                t(
                    lang,
                    f"enterprise-ui-draft-{verb}",
                    salary=salary,
                    perf=perf,
                    stake=self._term(sys, lang, cat),
                    estimate=R.offer_estimate(view["firms"][seat], salary, perf, sys),
                )
            )
            if sys == "p":
                dice = sum(1 for q in _staff(view, seat) if q["partner"])
                lines.append(t(lang, "enterprise-ui-draft-dice", n=dice))
            if kind == "q":
                floor = view["terms"]["poach"][pid]["floor"]
                lines.append(t(lang, "enterprise-ui-draft-beat", estimate=floor))
            return "\n".join(lines)
        if kind == "a":
            ids = [int(x) for x in f]
            reason = self._refusal(turn, "assign:" + ":".join(f), lang, names, cat)
            if reason:
                return reason
            lines = [t(lang, "enterprise-ui-draft-assign", people=self._assignment(ids, people, lang, cat))]
            terms = V.task_terms(view, ids)
            if terms:
                lines.append(t(lang, "enterprise-ui-draft-terms", perf=terms["perf"]))
            return "\n".join(lines)
        return ""

    def _refusal(self, turn: Turn, action: str, lang: str, names: list[str], cat: Catalog) -> str:
        msg = turn.refusal(action)
        if msg is None:
            return ""
        return cat.t(lang, "enterprise-ui-draft-bad", reason=cat.render(lang, msg.key, msg.params, names))

    # ----- the keyboard -----------------------------------------------------------------------
    def buttons(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx, draft: str | None = None) -> Rows:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        phase = view["phase"]
        if not view["asked"] or phase not in DEFAULT:
            return []
        ok = _Checker(turn)
        parsed = parse_draft(draft)
        if phase == "system":
            return self._systems(view, lang, cat)
        if phase == "split":
            return self._split(view, parsed, ok, lang, cat)
        if phase == "fire":
            return self._fire(seat, view, ok, lang, cat)
        if phase == "offer":
            if parsed and parsed[0] == "o":
                built = self._offer_builder(seat, view, parsed[1], "offer", ok, lang, cat)
                if built:
                    return built
            return self._offers(view, ok, lang, cat)
        if phase == "task":
            if parsed and parsed[0] == "a":
                built = self._assign(seat, view, parsed[1], ok, lang, cat)
                if built:
                    return built
            return self._task(seat, view, ok, lang, cat)
        if phase == "dividend":
            return self._dividend(seat, view, turn, lang, cat)
        return self._manage(seat, view, turn, parsed, ok, lang, names, cat)

    def _mark(self, label: str, on: bool) -> str:
        return f"✓ {label}" if on else label

    def _systems(self, view: dict[str, Any], lang: str, cat: Catalog) -> Rows:
        pending = view["pending"]
        return [
            [(self._mark(cat.t(lang, f"enterprise-ui-btn-system-{s}"), pending == f"system:{s}"), f"system:{s}")]
            for s in SYSTEMS
        ]

    def _split(
        self,
        view: dict[str, Any],
        parsed: tuple[str, list[str]] | None,
        ok: _Checker,
        lang: str,
        cat: Catalog,
    ) -> Rows:
        t = cat.t
        rows: Rows = []
        current = parsed[1] if parsed and parsed[0] == "s" and ok("split:" + ":".join(parsed[1])) else None
        pending = view["pending"] or ""
        for action in view["split_presets"]:
            parts = action.split(":")[1:]
            label = t(lang, "enterprise-ui-btn-split", founder=int(parts[0]), each=int(parts[1]))
            on = parts == current or (current is None and action == pending)
            rows.append([(self._mark(label, on), "~s:" + ":".join(parts))])
        if current is not None:
            rows.append([(t(lang, "enterprise-ui-btn-confirm-split"), "split:" + ":".join(current))])
        return rows

    def _fire(self, seat: int, view: dict[str, Any], ok: _Checker, lang: str, cat: Catalog) -> Rows:
        t = cat.t
        rows: Rows = []
        for p in _staff(view, seat):
            pid, label_tiles = p["id"], tiles(p["tiles"], markup=False)
            if ok(f"keep:{pid}"):
                rows.append([(t(lang, "enterprise-ui-btn-keep", person=pid, tiles=label_tiles), f"keep:{pid}")])
            elif ok(f"fire:{pid}"):
                rows.append(
                    [(t(lang, "enterprise-ui-btn-fire", person=pid, tiles=label_tiles, fee=p["salary"]), f"fire:{pid}")]
                )
        rows.append([(t(lang, "enterprise-ui-btn-done"), "done")])
        return rows

    def _offers(self, view: dict[str, Any], ok: _Checker, lang: str, cat: Catalog) -> Rows:
        """Every market person (a builder each); a sent offer can be reopened or withdrawn; then Done."""
        t = cat.t
        sealed = {int(d.split(":")[1]): d for d in view["drafts"] if d.startswith("offer:")}
        picks: list[tuple[str, str]] = []
        changes: Rows = []
        market = [p for p in view["persons"] if p["firm"] is None]
        for p in market[:MAX_PEOPLE_BUTTONS]:
            pid, label_tiles = p["id"], tiles(p["tiles"], markup=False)
            if pid in sealed:
                _, _, salary, perf, sys = sealed[pid].split(":")
                changes.append(
                    [
                        (
                            t(lang, "enterprise-ui-btn-edit", person=pid, salary=int(salary)),
                            f"~o:{pid}:{salary}:{perf}:{sys}",
                        ),
                        (t(lang, "enterprise-ui-btn-withdraw", person=pid), f"withdraw:{pid}"),
                    ]
                )
                continue
            s, pf = view["terms"]["offer"][pid]
            if ok(f"offer:{pid}:{s}:{pf}:0"):
                picks.append((f"#{pid} {label_tiles}", f"~o:{pid}:{s}:{pf}:0"))
        return [*fit(picks, 2), *changes, [(t(lang, "enterprise-ui-btn-done"), "done")]]

    def _offer_builder(
        self,
        seat: int,
        view: dict[str, Any],
        fields: list[str],
        verb: str,
        ok: _Checker,
        lang: str,
        cat: Catalog,
    ) -> Rows | None:
        """Salary presets and steps, performance steps, the system's offer, confirm, back."""
        t = cat.t
        pid, salary, perf, sys = int(fields[0]), int(fields[1]), int(fields[2]), fields[3]
        action = f"{verb}:{pid}:{salary}:{perf}:{sys}"
        if not ok(action):
            return None
        d = "o" if verb == "offer" else "q"
        o = view["options"]
        f = view["firms"][seat]

        def draft(s: int, pf: int, sy: str) -> str:
            return f"~{d}:{pid}:{s}:{pf}:{sy}"

        def legal(s: int, pf: int, sy: str) -> bool:
            return s >= 0 and pf >= 0 and ok(f"{verb}:{pid}:{s}:{pf}:{sy}")

        base = max(o["salary"], 1)  # the steps follow the game's own scale (¥5 a round by default)
        step = max(base // 10, 1)
        pstep = max(o["perf"] // 4, 1)
        presets = []
        for s in sorted({base, base * 3 // 2, base * 2}):
            if legal(s, perf, sys):
                presets.append(
                    (self._mark(t(lang, "enterprise-ui-btn-money", amount=s), s == salary), draft(s, perf, sys))
                )
        salary_row = [
            (t(lang, "enterprise-ui-btn-salary", sign=sign, amount=abs(delta)), draft(salary + delta, perf, sys))
            for sign, delta in (("−", -step), ("+", step))
            if legal(salary + delta, perf, sys)
        ]
        perf_row = [
            (t(lang, "enterprise-ui-btn-perf", sign=sign, amount=abs(delta)), draft(salary, perf + delta, sys))
            for sign, delta in (("−", -pstep), ("+", pstep))
            if legal(salary, perf + delta, sys)
        ]
        stakes = ["0"]
        if f["system"] == "partner":
            stakes.append("p")
        elif f["system"] == "shares":
            k = view["terms"]["grant"]
            stakes += [f"g{k}", f"g{2 * k}", f"g{4 * k}", f"i{view['terms']['issue']}"]
        stake_row = [
            (self._mark(self._term(sy, lang, cat), sy == sys), draft(salary, perf, sy))
            for sy in stakes
            if legal(salary, perf, sy)
        ]
        if len(stake_row) < 2:
            stake_row = []
        confirm = [(t(lang, f"enterprise-ui-btn-confirm-{verb}", person=pid), action)]
        back = [(t(lang, "enterprise-ui-btn-back"), "~" if verb == "offer" else "~P")]
        return [r for r in (presets, salary_row, perf_row, *fit(stake_row, 2), confirm, back) if r]

    def _task(self, seat: int, view: dict[str, Any], ok: _Checker, lang: str, cat: Catalog) -> Rows:
        t = cat.t
        rows: Rows = []
        reward = view["task"]["rewards"][-1]
        if ok("accept"):
            on = view["pending"] == "accept"
            rows.append([(self._mark(t(lang, "enterprise-ui-btn-accept", deposit=reward), on), "accept")])
            cover = view["cover"]
            if cover and self._choices(seat, view, ok, 0, cover) != [cover]:
                rows.append([(t(lang, "enterprise-ui-btn-other-people"), "~a:" + ":".join(map(str, cover)))])
        lost = view["task"]["escrow"][seat]
        on = view["pending"] == "decline"
        key = "enterprise-ui-btn-decline-lose" if lost else "enterprise-ui-btn-decline"
        rows.append([(self._mark(t(lang, key, amount=lost), on), "decline")])
        return rows

    def _choices(self, seat: int, view: dict[str, Any], ok: _Checker, suit: int, current: list[int]) -> list[list[int]]:
        """Assignments that differ from `current` in one suit and that the engine accepts (or [current])."""
        out = []
        for p in sorted(_staff(view, seat), key=lambda p: (p["tiles"][suit], p["id"])):
            ids = list(current)
            ids[suit] = p["id"]
            if ids not in out and ok("assign:" + ":".join(map(str, ids))):
                out.append(ids)
        return out

    def _assign(
        self,
        seat: int,
        view: dict[str, Any],
        fields: list[str],
        ok: _Checker,
        lang: str,
        cat: Catalog,
    ) -> Rows | None:
        """Per suit, the people who can give that skill; the current pick is ticked."""
        ids = [int(x) for x in fields]
        if not ok("assign:" + ":".join(fields)):
            return None
        people = {p["id"]: p for p in _staff(view, seat)}
        rows: Rows = []
        for suit in range(3):
            row = []
            for alt in self._choices(seat, view, ok, suit, ids)[:4]:
                p = people[alt[suit]]
                label = f"{SUIT_ICONS[suit]}{p['tiles'][suit]} #{p['id']}"
                row.append((self._mark(label, alt == ids), "~a:" + ":".join(map(str, alt))))
            if len(row) > 1:
                rows += fit(row, 4)  # four people of a suit may be wider than a phone
        people_text = " / ".join(f"#{i}" for i in ids)
        rows.append(
            [(cat.t(lang, "enterprise-ui-btn-confirm-assign", people=people_text), "assign:" + ":".join(fields))]
        )
        rows.append([(cat.t(lang, "enterprise-ui-btn-back"), "~")])
        return rows

    def _dividend(self, seat: int, view: dict[str, Any], turn: Turn, lang: str, cat: Catalog) -> Rows:
        """0 / 25 / 50 / 100 % of the profit (what the engine offers), each with its per-share or
        per-use figure."""
        t = cat.t
        legal = set(turn.legal)
        rows: Rows = []
        seen = set()
        for pct, amount, per in view["dividend"]["presets"]:
            action = f"dividend:{amount}"
            if action not in legal or action in seen:
                continue
            seen.add(action)
            unit = "share" if view["firms"][seat]["system"] == "shares" else "use"
            if amount:
                label = t(lang, f"enterprise-ui-btn-dividend-{unit}", pct=pct, amount=amount, per=per)
            else:
                label = t(lang, "enterprise-ui-btn-dividend-none")
            rows.append([(self._mark(label, view["pending"] == action), action)])
        return rows

    def _manage(
        self,
        seat: int,
        view: dict[str, Any],
        turn: Turn,
        parsed: tuple[str, list[str]] | None,
        ok: _Checker,
        lang: str,
        names: list[str],
        cat: Catalog,
    ) -> Rows:
        t = cat.t
        legal = turn.legal

        def label(action: str) -> str:
            msg = turn.label(action)
            return cat.render(lang, msg.key, msg.params, names, markup=False)

        back = [(t(lang, "enterprise-ui-btn-back"), "~")]
        if parsed and parsed[0] == "q":
            built = self._offer_builder(seat, view, parsed[1], "poach", ok, lang, cat)
            if built:
                return built
        if parsed and parsed[0] == "G":
            shares = [(label(a), a) for a in legal if a.startswith(("grant:", "issue:"))]
            if shares:
                return [*fit(shares, 2), back]
        if parsed and parsed[0] == "R":
            reform = [(label(a), a) for a in legal if a.startswith("reform:")]
            if reform:
                return [*[[b] for b in reform], back]
        if parsed and parsed[0] == "P":
            poach = self._poach_list(seat, view, names, ok)
            if poach:
                return [*fit(poach, 2), back]
        rows: Rows = []
        partner = [
            (t(lang, "enterprise-ui-btn-partner", person=a.split(":")[1]), a) for a in legal if a.startswith("partner:")
        ]
        rows += fit(partner, 2)
        rows += [[(label(a), a)] for a in legal if a.startswith("sell:")]
        sealed = [d for d in view["drafts"] if d.startswith("poach:")]
        for d in sealed:
            _, pid, salary, perf, sys = d.split(":")
            rows.append(
                [
                    (
                        t(lang, "enterprise-ui-btn-edit", person=int(pid), salary=int(salary)),
                        f"~q:{pid}:{salary}:{perf}:{sys}",
                    ),
                    (t(lang, "enterprise-ui-btn-withdraw", person=int(pid)), f"withdraw:{pid}"),
                ]
            )
        menus = []
        if any(a.startswith(("grant:", "issue:")) for a in legal):
            menus.append((t(lang, "enterprise-ui-btn-menu-shares"), "~G"))
        if self._poach_list(seat, view, names, ok):
            menus.append((t(lang, "enterprise-ui-btn-menu-poach"), "~P"))
        if any(a.startswith("reform:") for a in legal):
            menus.append((t(lang, "enterprise-ui-btn-menu-reform"), "~R"))
        rows += fit(menus, 2)
        rows.append([(t(lang, "enterprise-ui-btn-done"), "done")])
        return rows

    def _poach_list(self, seat: int, view: dict[str, Any], names: list[str], ok: _Checker) -> list[tuple[str, str]]:
        sealed = {int(d.split(":")[1]) for d in view["drafts"] if d.startswith("poach:")}
        others = [p for p in view["persons"] if p["firm"] is not None and p["firm"] != seat and p["id"] not in sealed]
        others.sort(key=lambda p: (-sum(p["tiles"]), p["id"]))
        out = []
        for p in others[:MAX_POACH]:
            pid, terms = p["id"], view["terms"]["poach"][p["id"]]
            salary, perf = terms["salary"], terms["perf"]
            if ok(f"poach:{pid}:{salary}:{perf}:0"):
                label = f"#{pid} {tiles(p['tiles'], markup=False)} · {short(names[p['firm']])}"
                out.append((label, f"~q:{pid}:{salary}:{perf}:0"))
        return out
