"""保皇 (baohuang): five players, four decks, five rule variants (`weihai` default). `GAME` is the engine."""

from games.baohuang.game import BaohuangGame

GAME = BaohuangGame()

__all__ = ["GAME", "BaohuangGame"]
