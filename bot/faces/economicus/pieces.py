"""The words every part of the «Экономикус» face writes alike: money, lists, industries, cards, names."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Face
from games.economicus import board as b
from locales import Catalog

Rows = list[list[tuple[str, str]]]
SHORT_NAME = 12
"""Names on buttons and in the board's lines are cut to this many characters."""


def short(name: str, limit: int = SHORT_NAME) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


class Pieces(Face):
    """The words shared by the table, the panel and the pictures."""

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

    def event_title(self, event: str, lang: str, cat: Catalog) -> str:
        """The year's event by its title alone («Бум»), the words before its colon."""
        text = cat.t(lang, f"economicus-event-{event}")
        for colon in (":", "："):
            if colon in text:
                return text.split(colon, 1)[0]
        return text.rstrip(".。")

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
