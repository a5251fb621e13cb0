"""智力密集行业·企业制度模拟 in Telegram: the enterprises, the market and the running task for the group;
each player's people and sealed decisions by DM.

A person reads as three skills, `🀙5 🀐3 🀇6` (饼 / 条 / 万 with their levels; a skill used this round is
struck through). Every decision is asked by DM. Builders travel in "~" buttons (redrawn in place, nothing
reaches the engine until the confirm button); whether a draft or a step is legal is asked of the engine's
own validation, and every figure a rule decides (estimates, dividend per share or use, default terms)
comes from the engine. Drafts:

- `s:<founder>:<a>:<b>:<c>`: a founding split under review;
- `o:<id>:<salary>:<perf>:<sys>` / `q:…`: an offer for a market person / a poaching offer;
- `a:<id饼>:<id条>:<id万>`: another assignment of people to a sub-task;
- `G` (share grants and issues), `P` (people to poach), `R` (restructuring): the owners' sub-menus.

The group text comes from `public_view` alone: how many choices are in, never whose or what.
"""

from __future__ import annotations

from bot.faces.enterprise.end import End
from bot.faces.enterprise.news import News
from bot.faces.enterprise.questions import Questions
from bot.faces.enterprise.status import Status

__all__ = ["EnterpriseFace"]


class EnterpriseFace(Status, News, Questions, End):
    """The group's table and a seat's position (`status`), the news lines (`news`), the question, drafts
    and keyboard (`questions`), the end (`end`, its chart drawn by `chart`); the words they share in
    `pieces`."""

    game_id = "enterprise"
    replace_prompt = True
    """A round asks a dozen questions or more (every sub-task): the DM keeps one living question."""
    news = frozenset(
        {
            "enterprise-ev-start",
            "enterprise-ev-system",
            "enterprise-ev-split",
            "enterprise-ev-hired",
            "enterprise-ev-unhired",
            "enterprise-ev-promoted",
            "enterprise-ev-no-promotion",
            "enterprise-ev-paid",
            "enterprise-ev-bankrupt",
            "enterprise-ev-dividend-shares",
            "enterprise-ev-dividend-uses",
            "enterprise-ev-poached",
            "enterprise-ev-stayed",
            "enterprise-ev-reform",
            "enterprise-ev-over",
        }
    )
    """Reveals and a round's results are news; a round's start and its market (the table lists the
    market's people, and every founder's DM asks for offers), a sub-task, its answers and dice, the
    owners' dice and grants only edit the live table (which shows the running task)."""

    money_options = frozenset({"start_cash", "fee_base", "fee_head", "salary", "perf"})

    def __init__(self) -> None:
        super().__init__("enterprise")
