"""«Менеджмент» (id `management`): the classic business game from Wetherell's «Этюды для программистов».

The bot is the bank. Modules: `state` (data), `market` (the bank's table and level moves), `company`
(derived figures and the balance sheet), `actions` (decisions, validation, shortcuts), `month` (the
nine steps), `views`, `ai`, `game` (the engine contract), `baselines` (simple fixed players to measure
the AI against) and `strength` (the measuring script: `python -m games.management.strength`).
"""

from games.management.game import ManagementGame

GAME = ManagementGame()

__all__ = ["GAME", "ManagementGame"]
