"""功德轮回 in Telegram: the cooperative table for the group, the secret 皈依 choice for each player.

The table is read on phones: one line per player of about 40 characters (role and refuge as marks,
resources as short figures), a legend while the marks are new (set-up and round 1), and what never
changes (the vows) only in the set-up table and in each player's own DM, never in every table.
"""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, Face, Turn, ranking
from bot.faces.layout import fit
from locales import Catalog


class MeritFace(Face):
    game_id = "merit"
    per_row = 3
    news = frozenset({"merit-ev-start", "merit-ev-round", "merit-ev-reveal", "merit-ev-win", "merit-ev-loss"})

    def __init__(self) -> None:
        super().__init__("merit")

    # ----- one player, one line ---------------------------------------------------------------
    def _seat_line(self, seat: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """A player in play: mark, name, role and refuge marks, wealth, merit, wisdom, and saves and
        stakes only when there are any."""
        t = cat.t
        role = t(lang, f"merit-ui-role-{seat['role']}") if seat["role"] else "?"
        refuge = t(lang, "merit-ui-refuge-mark") if seat["refuge"] else ""
        extra = ""
        if seat["saves"]:
            extra += " " + t(lang, "merit-ui-seat-saves", n=seat["saves"])
        if seat["stakes"]:
            extra += " " + t(lang, "merit-ui-seat-stakes", n=seat["stakes"])
        return t(
            lang,
            "merit-ui-seat",
            mark="👉 " if seat["acting"] else "",
            name=html.escape(names[seat["seat"]]),
            role=role,
            refuge=refuge,
            wealth=seat["wealth"],
            fu=seat["fu"],
            hui=seat["hui"],
            extra=extra,
        )

    def _setup_lines(self, seat: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """A player during set-up: role in full and the state of the secret choice, then the vow (the
        one table that shows it: it never changes). The legend below teaches the marks of later tables."""
        t = cat.t
        if seat["refuge"] is not None:
            status = t(lang, "merit-ui-refuge" if seat["refuge"] else "merit-ui-norefuge")
        else:
            status = t(lang, "merit-ui-chosen") if seat["chosen"] else t(lang, "merit-ui-choosing")
        role = t(lang, f"merit-role-{seat['role']}") if seat["role"] else "?"
        lines = [
            t(
                lang,
                "merit-ui-setup-seat",
                mark="👉 " if seat["acting"] else "",
                name=html.escape(names[seat["seat"]]),
                role=role,
                status=status,
            )
        ]
        if seat["vow"]:
            lines.append(t(lang, "merit-ui-vow", vow=t(lang, f"merit-vow-{seat['vow']}")))
        return lines

    # ----- the group --------------------------------------------------------------------------
    def group_status(self, view: dict[str, Any], ctx: Ctx) -> str:
        """Round and the team's goal (calamity against the engine's two thresholds), the waiting
        beings, one line per player."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        t = cat.t
        lines = []
        if view["round"]:
            lines.append(
                t(
                    lang,
                    "merit-ui-head",
                    round=view["round"],
                    rounds=view["rounds"],
                    calamity=view["calamity"],
                    win=view["calamity_max_win"],
                    limit=view["calamity_limit"],
                    saved=view["saved"],
                    target=view["target"],
                )
            )
        else:
            lines.append(t(lang, "merit-ui-setup", chosen=view["refuge_chosen"], total=view["refuge_total"]))
        for being in view["area"]:
            key = "merit-ui-being-last" if being["last_round"] else "merit-ui-being"
            lines.append(
                t(
                    lang,
                    key,
                    being=t(lang, f"merit-being-{being['id']}"),
                    cost=being["cost"],
                    fu=being["fu"],
                    hui=being["hui"],
                )
            )
        for seat in view["seats"]:
            if view["round"]:
                lines.append(self._seat_line(seat, lang, names, cat))
            else:
                lines += self._setup_lines(seat, lang, names, cat)
        if view["round"] <= 1:
            lines.append(t(lang, "merit-ui-legend"))
        return "\n".join(lines)

    def private_status(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str:
        """The player's own line, and their vow with what it asks (their DM is where it is looked up)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        me = view["seats"][seat]
        lines = [self._seat_line(me, lang, names, cat)]
        if me["vow"]:
            lines.append(
                cat.t(
                    lang,
                    "merit-ui-my-vow",
                    vow=cat.t(lang, f"merit-vow-{me['vow']}"),
                    desc=cat.t(lang, f"merit-vow-{me['vow']}-desc"),
                )
            )
        if view["phase"] == "refuge":
            lines.append(cat.t(lang, "merit-ui-refuge-ask"))
        return "\n".join(lines)

    # ----- buttons ----------------------------------------------------------------------------
    def buttons(
        self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx, draft: str | None = None
    ) -> list[list[tuple[str, str]]]:
        """The engine's choices in rows sized to their labels: a long "save" label gets a row of its
        own, short ones share one (at most `per_row`)."""
        rows = super().buttons(view, seat, turn, ctx, draft)
        return fit([b for row in rows for b in row], self.per_row)

    # ----- the end ----------------------------------------------------------------------------
    def final(self, result: dict[str, Any], view: dict[str, Any], ctx: Ctx) -> str:
        """A win ranks the scores with their parts; a loss scores 0 for all and shows, for each, what
        a win would have given (the parts add up to that, not to the 0)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        ai = ctx.ai
        win = bool(result.get("team_win"))
        key = "merit-ui-team-win" if win else "merit-ui-team-loss"
        lines = [
            cat.t(lang, "final-title"),
            cat.t(lang, key, saved=view["saved"], target=view["target"], calamity=view["calamity"]),
        ]
        breakdown = result.get("breakdown") or [{}] * len(names)
        parts = [b or {} for b in breakdown]
        if win:
            order = ranking(result["places"], ai)
        else:
            order = sorted(range(len(names)), key=lambda i: -int(parts[i].get("total", 0)))
        for i in order:
            b = parts[i]
            lines.append(
                cat.t(
                    lang,
                    "merit-ui-score" if win else "merit-ui-score-lost",
                    place=result["places"][i],
                    name=html.escape(names[i]),
                    score=result["scores"][i],
                    total=b.get("total", 0),
                    base=b.get("base", 0),
                    bonus=b.get("refuge_bonus", 0),
                    vow=b.get("vow_points", 0),
                )
            )
        if view.get("events"):
            history = cat.join(lang, (cat.t(lang, f"merit-event-{e}") for e in view["events"]))
            lines.append(cat.t(lang, "merit-ui-history", events=history))
        return "\n".join(lines)
