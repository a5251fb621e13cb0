"""Every game the bot offers, by id. A game is listed here once its engine keeps the contract."""

from __future__ import annotations

import importlib

from games.base import Game

_MODULES = {
    "merit": "games.merit",
    "management": "games.management",
    "baohuang": "games.baohuang",
}


def _load() -> dict[str, Game]:
    found: dict[str, Game] = {}
    for gid, module in _MODULES.items():
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name == module:  # not written yet
                continue
            raise
        game = getattr(mod, "GAME", None)
        if game is not None:  # a package still being written has no GAME yet
            found[gid] = game
    return found


GAMES: dict[str, Game] = _load()


def get(game_id: str) -> Game:
    return GAMES[game_id]
