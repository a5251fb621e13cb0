"""Pure game rules. See `games.base` for the contract and `games.registry` for the games."""
