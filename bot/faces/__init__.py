"""How each game looks in Telegram: status texts from views, and its keyboards.

A face reads only views (`public_view` for the group, `player_view` for one player), never the raw
state, so the group text cannot hold what the engine keeps private.
"""

from __future__ import annotations

from bot.faces.base import Face

_FACES: dict[str, Face] = {}


def face(game_id: str) -> Face:
    if not _FACES:
        from bot.faces.baohuang import BaohuangFace
        from bot.faces.economicus import EconomicusFace
        from bot.faces.enterprise import EnterpriseFace
        from bot.faces.management import ManagementFace
        from bot.faces.merit import MeritFace

        for f in (MeritFace(), BaohuangFace(), ManagementFace(), EnterpriseFace(), EconomicusFace()):
            _FACES[f.game_id] = f
    return _FACES.get(game_id) or _FACES.setdefault(game_id, Face(game_id))
