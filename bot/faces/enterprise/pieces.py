"""The words every part of the 企业 face writes alike: tiles, people, systems, enterprises, drafts."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Face, Turn
from games.enterprise.rules import SUIT_ICONS
from locales import Catalog

NAME_CHARS = 12


def tiles(ranks: list[int], flipped: list[bool] | None = None, markup: bool = True) -> str:
    """`🀙5 🀐3 🀇6`; used skills struck through (HTML) or marked with a dot (button labels)."""
    out = []
    for suit, rank in enumerate(ranks):
        text = f"{SUIT_ICONS[suit]}{rank}"
        if flipped and flipped[suit]:
            text = f"<s>{text}</s>" if markup else f"{text}·"
        out.append(text)
    return " ".join(out)


def parse_draft(draft: str | None) -> tuple[str, list[str]] | None:
    """A draft as (kind, fields); None for no draft or one that is not ours."""
    if not draft:
        return None
    kind, *rest = draft.split(":")
    arity = {"s": 4, "o": 4, "q": 4, "a": 3, "G": 0, "P": 0, "R": 0}
    if kind not in arity or len(rest) != arity[kind]:
        return None
    if kind in ("o", "q"):
        nums, sys = rest[:3], rest[3]
        if not all(x.isdigit() and len(x) <= 9 for x in nums) or len(sys) > 8:
            return None
    elif not all(x.isdigit() and len(x) <= 9 for x in rest):
        return None
    return kind, rest


def short(name: str) -> str:
    return name if len(name) <= NAME_CHARS else name[: NAME_CHARS - 1] + "…"


class _Checker:
    """Whether the engine would accept an action now (`Turn.refusal`, memoised per redraw)."""

    def __init__(self, turn: Turn) -> None:
        self.turn = turn
        self.seen: dict[str, bool] = {}

    def __call__(self, action: str) -> bool:
        if action not in self.seen:
            self.seen[action] = self.turn.refusal(action) is None
        return self.seen[action]


def _staff(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The seat's people (by id, as the view lists every person)."""
    return [p for p in view["persons"] if p["firm"] == seat]


Rows = list[list[tuple[str, str]]]


class Pieces(Face):
    """The words shared by the table, the news, the questions and the end."""

    def _system(self, system: str | None, lang: str, cat: Catalog) -> str:
        return cat.t(lang, f"enterprise-sys-{system or 'none'}")

    def _stake(self, firm: dict[str, Any], p: dict[str, Any], lang: str, cat: Catalog) -> str:
        if p["shares"]:
            return cat.t(lang, "enterprise-ui-stake-shares", k=p["shares"])
        if firm["system"] == "partner" and p["partner"]:
            return cat.t(lang, "enterprise-ui-stake-partner")
        if firm["system"] == "coop":
            return cat.t(lang, "enterprise-ui-stake-member")
        return cat.t(lang, "enterprise-ui-stake-employee")

    def _person_full(self, view: dict[str, Any], p: dict[str, Any], lang: str, cat: Catalog) -> str:
        """`#7 🀙5 🀐3 🀇6 · ¥10,000 + ¥2,000 a use · 200 shares · 2 uses`."""
        parts = [f"#{p['id']} {tiles(p['tiles'], p['flipped'])}"]
        if p["firm"] is None:
            parts.append(cat.t(lang, f"enterprise-ui-origin-{p['origin']}"))
            return " · ".join(parts)
        firm = view["firms"][p["firm"]]
        parts.append(cat.t(lang, "enterprise-ui-pay", salary=p["salary"], perf=p["perf"]))
        parts.append(self._stake(firm, p, lang, cat))
        if p["uses"]:
            parts.append(cat.t(lang, "enterprise-ui-uses", n=p["uses"]))
        return " · ".join(parts)

    def _person_short(self, p: dict[str, Any]) -> str:
        return f"#{p['id']} {tiles(p['tiles'], p['flipped'])}"

    def _persons(self, view: dict[str, Any]) -> dict[int, dict[str, Any]]:
        return {p["id"]: p for p in view["persons"]}

    def _income(self, view: dict[str, Any], firm: dict[str, Any]) -> int:
        people = self._persons(view)
        staff = [people[i] for i in firm["people"] if i in people]
        return sum(p["income"] for p in staff) // len(staff) if staff else 0

    def _firm_line(self, view: dict[str, Any], firm: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """One row of the round table: system, cash, people, dividend, income a person, bankruptcies."""
        name = html.escape(names[firm["seat"]])
        if not firm["active"]:
            return cat.t(lang, "enterprise-ui-firm-none", name=name, bankruptcies=firm["bankruptcies"])
        parts = [
            cat.t(
                lang,
                "enterprise-ui-firm",
                name=name,
                system=self._system(firm["system"], lang, cat),
                cash=firm["cash"],
                people=len(firm["people"]),
            )
        ]
        if view["phase"] in ("dividend", "manage") and firm["profit"]:
            parts.append(cat.t(lang, "enterprise-ui-firm-profit", profit=firm["profit"], loss=max(-firm["profit"], 0)))
        income = self._income(view, firm)
        if income:
            parts.append(cat.t(lang, "enterprise-ui-firm-income", income=income))
        if firm["bankruptcies"]:
            parts.append(cat.t(lang, "enterprise-ui-firm-bankrupt", n=firm["bankruptcies"]))
        return " · ".join(parts)

    def _waiting(self, view: dict[str, Any], lang: str, cat: Catalog) -> str:
        return cat.t(
            lang,
            "enterprise-ui-wait",
            phase=cat.t(lang, f"enterprise-ui-phase-{view['phase']}"),
            sent=view["sent"],
            expected=view["expected"],
        )

    def _task_lines(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """The running sub-task: requirement, reward dice, deposit, who is in, what finishing pays."""
        task = view["task"]
        reward = task["rewards"][-1]
        who = cat.join(lang, (html.escape(names[s]) for s in task["in_task"])) or "—"
        return [
            cat.t(lang, "enterprise-ui-task", task=task["no"], tasks=task["tasks"], sub=task["sub"]),
            cat.t(
                lang,
                "enterprise-ui-task-need",
                req=tiles(task["req"]),
                dice=" ".join(str(reward)),
                reward=reward,
            ),
            cat.t(lang, "enterprise-ui-task-in", names=who, payout=sum(task["rewards"])),
        ]

    def _term(self, sys: str, lang: str, cat: Catalog) -> str:
        if sys == "p":
            return cat.t(lang, "enterprise-ui-term-partner")
        if sys[:1] in ("g", "i") and sys[1:].isdigit():
            return cat.t(lang, f"enterprise-ui-term-{sys[0]}", k=int(sys[1:]))
        return cat.t(lang, "enterprise-ui-term-none")

    def _assignment(self, ids: list[int], people: dict[int, dict[str, Any]], lang: str, cat: Catalog) -> str:
        out = []
        for suit, pid in enumerate(ids):
            p = people.get(pid)
            rank = p["tiles"][suit] if p else "?"
            out.append(f"{SUIT_ICONS[suit]}{rank} #{pid}")
        return cat.join(lang, out)
