"""«Экономикус»: when the board is shown as a picture, and the words and caption it is drawn with."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, Picture
from bot.faces.economicus.drawing import COLOURS, draw_board, initials, picture_name
from bot.faces.economicus.pieces import Pieces, short
from games.base import Event
from games.economicus import board as b
from locales import Catalog

PICTURE_KEYS = frozenset({"economicus-ev-start", "economicus-ev-year"})
"""Public events that show the board with its key: the game's start (the ring decides neighbours) and
each year. Not an auction won: the table's board line names the new owner, and a picture each time
cost a group message a sale, which made «Экономикус» the noisiest game at a person's pace (a sale is
told in the table its bidders watched, see `EconomicusFace.news`); `/board` draws it whenever someone
asks."""


class Pictures(Pieces):
    """The board picture's moments, words and caption (the drawing itself: `drawing`)."""

    # ----- pictures -----------------------------------------------------------------------------
    def pictures(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[Picture]:
        """The board when the game starts (its ring decides who earns from whose neighbours) and when
        a year opens: one picture a step at most, and none for what only redraws the table or is
        told in it (bids, the countdown, a lot sold or unsold)."""
        if view["phase"] == "over" or not {e.key for e in events} & PICTURE_KEYS:
            return []
        picture = self.board(view, ctx)
        return [picture] if picture is not None else []

    def board(self, view: dict[str, Any], ctx: Ctx) -> Picture | None:
        """`/board`: the picture of the table now, its caption naming the colours and how to read it."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        return draw_board(view, self.picture_words(view, lang, names, cat)), self.caption(view, lang, names, cat)

    def picture_words(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> dict[str, Any]:
        """Everything the picture writes, in the group's language: the title (no "year 0": the start
        is named as such), each industry's short name, price and profit a company, each player's
        name and initials (the legend of the companies' squares), and the key."""
        t = cat.t
        numbers = {int(k): v for k, v in view["numbers"].items()}
        inds = list(view["ring"])
        price = {ind: int(view["price"].get(str(ind), 0)) for ind in inds}
        players = view["players"]
        shown = [picture_name(names[s] if s < len(names) else "", s) for s in range(len(players))]
        return {
            "title": t(lang, "economicus-pic-title-year", year=view["year"])
            if view["year"]
            else t(lang, "economicus-pic-title-start"),
            "goal": t(lang, "economicus-pic-goal", target=view["target"]),
            "number": {ind: str(numbers.get(ind, ind)) for ind in inds},
            "ind": {ind: t(lang, f"economicus-ind-short-{ind}") for ind in inds},
            "price": {
                ind: t(lang, "economicus-pic-price", price=self.money(lang, cat, price[ind]) if price[ind] > 0 else "?")
                for ind in inds
                if ind != b.INNOVATION
            },
            "profit": {
                ind: t(lang, "economicus-pic-profit", profit=self.money(lang, cat, self.profit(view, ind), sign=True))
                for ind in inds
            },
            "gain": {ind: self.profit(view, ind) for ind in inds},
            "crisis": {
                ind: t(lang, "economicus-pic-crisis", strength=view["crisis"][str(ind)])
                for ind in inds
                if view["crisis"].get(str(ind), 0) > 0
            },
            "names": shown,
            "initials": initials(shown),
            "cash": [self.money(lang, cat, p["cash"]) for p in players],
            "startups": [t(lang, "economicus-pic-startups", n=p["startups"]) if p["startups"] else "" for p in players],
            "out": t(lang, "economicus-pic-out"),
            "legend": t(lang, "economicus-pic-legend"),
        }

    def caption(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """Who is which colour (with stars) and how to read it; the industries are named on the picture
        itself."""
        t = cat.t
        head = t(lang, "economicus-pic-year", year=view["year"]) if view["year"] else t(lang, "economicus-pic-start")
        players = " · ".join(
            f"{COLOURS[s % len(COLOURS)][1]} {html.escape(short(names[s]))} ⭐{p['stars']}"
            for s, p in enumerate(view["players"])
            if s < len(names)
        )
        return "\n".join([head, players, t(lang, "economicus-pic-key")])  # the outbox fits it (`fit_caption`)
