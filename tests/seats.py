"""What a face's caller hands it for one seat, as `bot.prompts` builds it: the tests call faces the same way."""

from __future__ import annotations

from typing import Any

from bot.faces.base import Turn, turn_of
from games.base import Game, GameState


def seat_of(game: Game, state: GameState, seat: int) -> tuple[dict[str, Any], int, Turn]:
    """(the seat's view, the seat, its `Turn`): the first arguments of `Face.question`, `buttons`,
    `draft_text` and `open_buttons`."""
    return game.player_view(state, seat), seat, turn_of(game, state, seat)
