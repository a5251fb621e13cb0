"""企业: the group's live table (`group_status`) and a seat's own position in its DM (`private_status`)."""

from __future__ import annotations

from typing import Any

from bot.faces.base import Ctx
from bot.faces.enterprise.pieces import Pieces
from locales import Catalog


class Status(Pieces):
    """The two standing texts: the group's table and a seat's position."""

    # ----- the group --------------------------------------------------------------------------
    def group_status(self, view: dict[str, Any], ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if view["over"]:
            return ""
        t = cat.t
        phase = view["phase"]
        lines = []
        if view["round"]:
            lines.append(
                t(
                    lang,
                    "enterprise-ui-head",
                    round=view["round"],
                    rounds=view["rounds"],
                    phase=t(lang, f"enterprise-ui-phase-{phase}"),
                )
            )
        else:
            lines.append(t(lang, "enterprise-ui-head-setup"))
        people = self._persons(view)
        for firm in view["firms"]:
            if firm["system"] is None and not firm["active"]:
                continue
            lines.append(self._firm_line(view, firm, lang, names, cat))
            staff = [people[i] for i in firm["people"] if i in people]
            if staff:
                lines.append("   " + "  ".join(self._person_short(p) for p in staff))
        market = [p for p in view["persons"] if p["firm"] is None]
        if phase in ("fire", "offer") and market:
            lines.append(t(lang, "enterprise-ui-market", n=len(market)))
            for p in market:
                lines.append("   " + self._person_full(view, p, lang, cat))
        if phase == "task" and view["task"]["rewards"]:
            lines += self._task_lines(view, lang, names, cat)
        if view.get("acc_wait"):  # the step's draws are with the accountant: nothing of them yet
            lines.append(t(lang, "enterprise-acc-waiting"))
        elif view["expected"]:
            lines.append(self._waiting(view, lang, cat))
        return "\n".join(lines)

    # ----- one player -------------------------------------------------------------------------
    def private_status(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str:
        """The player's enterprise: system, cash, shares or partners, every person in full; then what
        the player has sent in this step (visible to them alone)."""
        lang, cat = ctx.lang, ctx.cat
        t = cat.t
        me = view["firms"][seat]
        lines = []
        if not me["active"] and not me["bankruptcies"]:
            lines.append(t(lang, "enterprise-ui-me-new"))
        elif not me["active"]:
            lines.append(t(lang, "enterprise-ui-me-none", bankruptcies=me["bankruptcies"]))
        else:
            lines.append(
                t(
                    lang,
                    "enterprise-ui-me",
                    system=self._system(me["system"], lang, cat),
                    cash=me["cash"],
                    people=len(me["people"]),
                )
            )
            if me["system"] == "shares":
                lines.append(
                    t(
                        lang,
                        "enterprise-ui-me-shares",
                        founder=me["founder"],
                        total=me["total_shares"],
                        pool=me["pool_shares"],
                        per=me["last_share_div"],
                    )
                )
            elif me["last_use_div"]:
                lines.append(t(lang, "enterprise-ui-me-uses", per=me["last_use_div"]))
            people = self._persons(view)
            for pid in me["people"]:
                if pid in people:
                    lines.append("• " + self._person_full(view, people[pid], lang, cat))
            for pid in me["tried"]:  # this round's partnership dice, as the group saw them
                if pid in people and people[pid]["firm"] == seat:
                    lines.append(t(lang, "enterprise-ui-tried", person=pid, ok=int(people[pid]["partner"])))
        lines += self._sent_lines(view, lang, cat)
        return "\n".join(lines)

    def _sent_lines(self, view: dict[str, Any], lang: str, cat: Catalog) -> list[str]:
        t = cat.t
        out = []
        for d in view["drafts"]:
            out.append(t(lang, "enterprise-ui-sealed", item=self._describe(view, d, lang, cat)))
        pending = view["pending"]
        if pending == "done":
            out.append(t(lang, "enterprise-ui-done"))
        elif pending:
            out.append(t(lang, "enterprise-ui-sent", item=self._describe(view, pending, lang, cat)))
        return out

    def _describe(self, view: dict[str, Any], action: str, lang: str, cat: Catalog) -> str:
        """A sent choice or sealed item in words, for its owner only."""
        t = cat.t
        verb, _, rest = action.partition(":")
        args = rest.split(":") if rest else []
        if verb in ("system", "reform") and args:
            return t(lang, f"enterprise-ui-do-{verb}", system=self._system(args[0], lang, cat))
        if verb == "split" and len(args) == 4:
            return t(lang, "enterprise-ui-do-split", founder=int(args[0]), members=cat.join(lang, args[1:]))
        if verb == "fire" and args:
            return t(lang, "enterprise-ui-do-fire", person=args[0])
        if verb in ("offer", "poach") and len(args) == 4:
            return t(
                lang,
                f"enterprise-ui-do-{verb}",
                person=args[0],
                salary=int(args[1]),
                perf=int(args[2]),
                stake=self._term(args[3], lang, cat),
            )
        if verb in ("accept", "assign"):  # who gives which skill, as the question named them
            ids = [int(i) for i in args if i.isdigit()] if verb == "assign" else list(view.get("cover") or [])
            people = self._assignment(ids, self._persons(view), lang, cat) if len(ids) == 3 else "—"
            return t(lang, "enterprise-ui-do-accept", people=people)
        if verb == "decline":
            return t(lang, "enterprise-ui-do-decline")
        if verb == "dividend" and args:
            return t(lang, "enterprise-ui-do-dividend", amount=int(args[0]))
        return t(lang, "enterprise-ui-do-other")
