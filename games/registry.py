"""Every game engine, by id, and the ones the bot offers.

`ENGINES` holds every engine that keeps the contract (simulation, `verify`, engine tests); `GAMES` the
ones that also have a Telegram face and are offered by the bot. A new engine goes into `ENGINES` first
and into `GAMES` once its face is written.
"""

from __future__ import annotations

from games.baohuang import GAME as BAOHUANG
from games.base import Game
from games.economicus import GAME as ECONOMICUS
from games.enterprise import GAME as ENTERPRISE
from games.management import GAME as MANAGEMENT
from games.merit import GAME as MERIT

GAMES: dict[str, Game] = {game.id: game for game in (MERIT, MANAGEMENT, BAOHUANG, ENTERPRISE, ECONOMICUS)}
ENGINES: dict[str, Game] = dict(GAMES)
