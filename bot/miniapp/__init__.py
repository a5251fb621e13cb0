"""The Telegram Mini App of the game table: initData checked (auth), the table's JSON API (api), the page (static)."""
