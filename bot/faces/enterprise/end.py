"""企业: the end of a game, its final table and the cash chart shown with it."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, Picture, ranking
from bot.faces.enterprise.chart import cash_chart, chart_name, drawable
from bot.faces.enterprise.pieces import Pieces, short
from games.base import Event
from games.enterprise.state import SYSTEMS

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


class End(Pieces):
    """The finished game: its chart and its final table."""

    # ----- the end ----------------------------------------------------------------------------
    def pictures(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[Picture]:
        """On the step that ends the game: every enterprise's cash by round, each round's stretch in the
        colour of the system it ran that round, the player's name at its end, so the three systems
        compare at a glance (the final table gives the figures)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if not view["over"] or not any(e.key == "enterprise-ev-over" for e in events):
            return []

        def word(key: str) -> str:  # the group's language (the chart's fonts draw all three), else English
            text = cat.t(lang, key)
            return text if drawable(text) else cat.t("en", key)

        labels = {
            "systems": {s: word(f"enterprise-ui-short-{s}") for s in (*SYSTEMS, "none")},
            "round": word("enterprise-pic-round"),
            "cash": word("enterprise-pic-cash-axis"),
            "thousands": "\u00a0" if lang == "ru" else ",",  # as the group's texts write 1 000 000
        }
        firms = view["firms"]
        tags = [chart_name(names[seat], seat) if seat < len(names) else str(seat + 1) for seat in range(len(firms))]
        png = cash_chart(view, tags, labels)
        key = " · ".join(
            f"{html.escape(short(names[seat]))}: {self._system(f['system'], lang, cat)}"
            for seat, f in enumerate(firms)
            if seat < len(names)
        )
        return [(png, (cat.t(lang, "enterprise-pic-cash") + "\n" + key)[:1024])]

    def final(self, result: dict[str, Any], view: dict[str, Any], ctx: Ctx) -> str:
        """Places (fewest bankruptcies, then the score = cash + dividends paid to the enterprise's own
        people, both parts shown), then the engine's round-by-round comparison of the systems."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        ai = ctx.ai
        t = cat.t
        lines = [t(lang, "final-title"), t(lang, "enterprise-ui-final-rounds", rounds=result.get("rounds", 0))]
        order = ranking(result["places"], ai)
        for i in order:
            firm = view["firms"][i]
            place = result["places"][i]
            cash = result.get("cash", result["scores"])[i]
            lines.append(
                t(
                    lang,
                    "enterprise-ui-final-row",
                    medal=MEDALS.get(place, "▫️"),
                    place=place,
                    name=html.escape(names[i]),
                    system=self._system(firm["system"], lang, cat),
                    score=result["scores"][i],
                    cash=cash,
                    dividends=result["scores"][i] - cash,
                    people=len(firm["people"]),
                    bankruptcies=firm["bankruptcies"],
                )
            )
        lines.append(t(lang, "enterprise-ui-final-score"))
        lines.append("")
        lines.append(t(lang, "enterprise-ui-compare"))
        cols = {str(r["system"]).removeprefix("@enterprise-sys-"): r for r in result.get("report", [])}
        for metric in ("rounds", "cash", "profit", "people", "income", "promotions", "bankruptcies"):
            cells = []
            for s in SYSTEMS:
                value = t(lang, f"enterprise-ui-cell-{metric}", n=cols[s][metric]) if s in cols else "—"
                cells.append(f"{t(lang, f'enterprise-ui-short-{s}')} {value}")
            name = t(lang, f"enterprise-ui-metric-{metric}")
            lines.append(t(lang, "enterprise-ui-metric-row", metric=name, cells=" · ".join(cells)))
        return "\n".join(lines)
