"""Every game the bot offers, by id. A game is listed here once its engine keeps the contract."""

from __future__ import annotations

from games.baohuang import GAME as BAOHUANG
from games.base import Game
from games.management import GAME as MANAGEMENT
from games.merit import GAME as MERIT

GAMES: dict[str, Game] = {game.id: game for game in (MERIT, MANAGEMENT, BAOHUANG)}
