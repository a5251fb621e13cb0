"""功德轮回：众生百态 (v3.6), a cooperative game for 2–4 players. `GAME` is the engine instance."""

from games.merit.game import MeritGame

GAME = MeritGame()

__all__ = ["GAME", "MeritGame"]
