"""How each game looks in Telegram: status texts from views, and its keyboards.

A face reads only views (`public_view` for the group, `player_view` for one player), never the raw
state, so the group text cannot hold what the engine keeps private. A seat's question, buttons and
panel also get a `Turn` (`bot.faces.base.turn_of`): the engine's answers for that seat (its legal and
open actions, their labels, why a draft would be refused), so the rules stay in the engine. The
contract test renders every face this way and checks the texts show nothing a seat cannot see.
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
