"""«Экономикус» in Telegram: one live table in the group; by DM, the seat's question with an "at any
time" panel under it.

The group table (`group_status`, from `public_view` only) shows the year, the event, whose turn it is,
the latest roll with its active industry and each player's profit or loss, the board in its ring order
(dice number, price, crisis, owners), every player's money records and stars, and the live auction
(lot, leader, high bid and, when the host puts it in the view, the seconds left). Option cards are
counted, never named, until they are played; sealed tender bids are counted.

Turn-order decisions (`question`, `buttons`) are what `legal_actions` offers. Open actions ("at any
time": credit, repay, deposit, withdraw, R&D, M&T, option cards, tender, charity, deals) come from
`open_actions` through `open_buttons`; the host puts them under the seat's question (or under its
position when nothing is asked), whose position says the money and cards they act with. Bids in an
open auction and investigations are for everyone, on the group's table (`group_buttons`). Every
label carries its cost.

Money is shown as «12M» / «12 млн» / «1200万» (`economicus-ui-money`).
"""

from __future__ import annotations

from bot.faces.economicus.panel import Panel
from bot.faces.economicus.pictures import Pictures
from bot.faces.economicus.table import Table

__all__ = ["EconomicusFace"]


class EconomicusFace(Table, Panel, Pictures):
    """The group's table and news (`table`), one seat's position, question, buttons and panel
    (`panel`), the board as a picture (`pictures`, drawn by `drawing`); the words they share in
    `pieces`."""

    game_id = "economicus"
    per_row = 2
    news = frozenset(
        {
            "economicus-ev-start",
            "economicus-ev-year",
            "economicus-ev-crisis",
            "economicus-ev-bankrupt",
            "economicus-ev-crime",
            "economicus-ev-raid",
            "economicus-ev-probe-solved",
            "economicus-ev-innovation",
            "economicus-ev-nationalized",
            "economicus-ev-tender-won",
            "economicus-ev-year-end",
            "economicus-ev-over-stars",
            "economicus-ev-over-years",
            "economicus-ev-over-limit",
        }
    )
    """A year's start and end, a crisis, a bankruptcy, crimes and their solving are news; a roll,
    profits, bids, credit and the like only edit the live table (which shows them). So does an
    auction's sale: its bidders watched it on that table, which then shows the buyer and loses its
    raises at once, and whoever may sell next is asked in their DM."""
    table_lines = 20
    """A phone's screen: the news above the table are cut to fit (the newest kept)."""
    countdown_marks = (30.0, 10.0)
    """The group's table is redrawn when 30 s and 10 s of the auction clock are left (the rulings: a
    visible countdown, updated at most every 5 s). Every bid redraws it with the full time anyway; a
    redraw every 5 s cost three edits an auction of the default 20 s, the most of any move."""

    def __init__(self) -> None:
        super().__init__("economicus")
