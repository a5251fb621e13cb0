"""功德轮回 in Telegram: the cooperative table for the group, the secret 皈依 choice for each player."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Face
from locales import Catalog


class MeritFace(Face):
    game_id = "merit"
    per_row = 3
    news = frozenset({"merit-ev-start", "merit-ev-round", "merit-ev-reveal", "merit-ev-win", "merit-ev-loss"})

    def __init__(self) -> None:
        super().__init__("merit")

    def _seat_line(self, seat: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        role = cat.t(lang, f"merit-role-{seat['role']}") if seat["role"] else "?"
        if seat["refuge"] is None:
            refuge = cat.t(lang, "merit-ui-chosen") if seat["chosen"] else cat.t(lang, "merit-ui-choosing")
        else:
            refuge = cat.t(lang, "merit-ui-refuge" if seat["refuge"] else "merit-ui-norefuge")
        vow = cat.t(lang, f"merit-vow-{seat['vow']}") if seat["vow"] else "—"
        mark = "👉 " if seat["acting"] else ""
        return cat.t(
            lang,
            "merit-ui-seat",
            mark=mark,
            name=html.escape(names[seat["seat"]]),
            role=role,
            refuge=refuge,
            wealth=seat["wealth"],
            fu=seat["fu"],
            hui=seat["hui"],
            vow=vow,
            saves=seat["saves"],
            stakes=seat["stakes"],
        )

    def group_status(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        lines = []
        if view["round"]:
            lines.append(
                cat.t(
                    lang,
                    "merit-ui-head",
                    round=view["round"],
                    rounds=view["rounds"],
                    calamity=view["calamity"],
                    limit=view["calamity_limit"],
                    saved=view["saved"],
                    target=view["target"],
                )
            )
        else:
            lines.append(cat.t(lang, "merit-ui-setup", chosen=view["refuge_chosen"], total=view["refuge_total"]))
        for being in view["area"]:
            key = "merit-ui-being-last" if being["last_round"] else "merit-ui-being"
            lines.append(
                cat.t(
                    lang,
                    key,
                    being=cat.t(lang, f"merit-being-{being['id']}"),
                    cost=being["cost"],
                    fu=being["fu"],
                    hui=being["hui"],
                )
            )
        for seat in view["seats"]:
            lines.append(self._seat_line(seat, lang, names, cat))
        return "\n".join(lines)

    def private_status(self, view: dict[str, Any], seat: int, lang: str, names: list[str], cat: Catalog) -> str:
        me = view["seats"][seat]
        lines = [self._seat_line(me, lang, names, cat)]
        if view["phase"] == "refuge":
            lines.append(cat.t(lang, "merit-ui-refuge-ask"))
        return "\n".join(lines)

    def final(self, result: dict[str, Any], view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        key = "merit-ui-team-win" if result.get("team_win") else "merit-ui-team-loss"
        lines = [
            cat.t(lang, "final-title"),
            cat.t(lang, key, saved=view["saved"], target=view["target"], calamity=view["calamity"]),
        ]
        order = sorted(range(len(names)), key=lambda i: result["places"][i])
        breakdown = result.get("breakdown") or [{}] * len(names)
        for i in order:
            b = breakdown[i] or {}
            lines.append(
                cat.t(
                    lang,
                    "merit-ui-score",
                    place=result["places"][i],
                    name=html.escape(names[i]),
                    score=result["scores"][i],
                    base=b.get("base", 0),
                    bonus=b.get("refuge_bonus", 0),
                    vow=b.get("vow_points", 0),
                )
            )
        if view.get("events"):
            history = ", ".join(cat.t(lang, f"merit-event-{e}") for e in view["events"])
            lines.append(cat.t(lang, "merit-ui-history", events=history))
        return "\n".join(lines)
