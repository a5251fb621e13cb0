"""One process (SQLite): the poll that fires what a JobQueue job has left late.

Deadlines, auction clocks and idle lobbies are JobQueue jobs here, which fire on the dot, but
APScheduler times them by the wall clock: set back an hour, it holds every job up an hour. The bot's
clock (bot/clock.py) is not fooled, so every `poll` seconds the scheduler (bot/schedule.py) fires
whatever is more than `LATE` seconds past due by it, as its job would have (its job is dropped first),
and loads the games something of theirs falls due in soon (loading arms their jobs). Several workers
(bot/workers.py) arm no such jobs: their poll fires everything.
"""

from __future__ import annotations

from telegram.ext import Application

from bot import schedule
from bot.services import Services

LATE = 2.0
"""Seconds past due, by the bot's clock, that a job may take before the poll fires its work itself."""


async def poll(app: Application, s: Services) -> int:
    """Fire what is late; returns how many things were fired here."""
    return await schedule.run_due(app, s, late=LATE)
