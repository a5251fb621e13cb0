"""Settings from the environment (and an optional `.env` file beside the working directory)."""

from __future__ import annotations

import os
import socket

from pydantic import BaseModel, Field, field_validator

from locales import FALLBACK, LANGS

SECRET_MIN = 16
"""Characters a webhook secret has at least."""


class Settings(BaseModel):
    token: str = ""
    db_path: str = "croupier.sqlite3"
    database_url: str | None = Field(None, repr=False)
    """postgresql://… selects PostgreSQL (storage/pg.py); None: the SQLite file `db_path`. Read and
    checked by storage (`storage.check`), never shown with its password."""
    api_url: str | None = None
    """A self-hosted Bot API server, e.g. http://127.0.0.1:8081/bot (PTB appends the token)."""
    admins: frozenset[int] = frozenset()
    lang: str = FALLBACK
    turn_timeout: float = Field(300.0, gt=0)
    """Seconds a player has for a decision before the default action is taken."""
    reminder: float = Field(60.0, ge=0)
    """Seconds before the deadline when the player is reminded."""
    afk_limit: int = 3
    """Missed turns in a row after which the AI takes the seat."""
    overall_per_second: float = Field(30, gt=0)
    group_per_minute: int = Field(20, ge=1)
    """New messages a group gets in any 60 s, whatever happens (Telegram's limit)."""
    game_per_minute: int = Field(12, ge=1)
    """Of those, what a game's news may use; the rest is kept for answers to commands."""
    dm_per_second: float = Field(1.0, gt=0)
    edit_interval: float = Field(3.0, ge=0)
    """Seconds between two edits of one group message (pending edits collapse to the last)."""
    rate_limit: bool = True
    flood_limit: int = Field(30, ge=1)
    """Updates one user may send in 10 s; the rest of a burst is dropped (with one notice)."""
    lobby_idle: float = Field(86400.0, gt=0)
    """Seconds a lobby may stay unchanged before it closes by itself (announced)."""
    drain_on_stop: float = Field(10.0, ge=0)
    """CROUPIER_STOP_GRACE: seconds a stopping bot keeps sending what it owes (the rest goes out at the
    next start)."""
    log_format: str = Field("text", pattern=r"^(text|json)$")
    """CROUPIER_LOG: `json` writes one JSON object a line (level, event, game, chat, worker)."""
    listen: bool = False
    """Polling mode: serve /healthz, /readyz and /metrics on `port` (PORT is set); webhook mode always does."""
    heartbeat: float = Field(10.0, gt=0)
    """Seconds between two "still alive" marks, by which downtime is measured at the next start."""
    http_pool: int = Field(32, ge=1)
    """Connections to the Bot API kept open at once."""
    webhook_url: str | None = Field(None, pattern=r"^https?://[^/?#]+")
    """Webhook mode: Telegram POSTs updates here (the worker listens on `port` at its path); None: polling."""
    port: int = Field(8080, ge=1, le=65535)
    webhook_secret: str | None = Field(None, pattern=r"^[A-Za-z0-9_-]{1,256}$")
    """Telegram sends it back in X-Telegram-Bot-Api-Secret-Token with every update (its allowed alphabet).
    At least `SECRET_MIN` characters: a short one is guessed, and could not be masked in logs."""
    worker_id: str = Field(default_factory=lambda: f"{socket.gethostname()}-{os.getpid()}")
    """Which worker answered /healthz (several may serve one webhook); its name on its claims."""
    poll: float = Field(1.0, gt=0)
    """Seconds between two looks for games whose deadline or clock falls due (they are loaded then);
    PostgreSQL: also for messages to send (bot/workers.py)."""
    cache_games: int = Field(2000, ge=10)
    """Games held in memory at most (the least recently used idle ones are let go; the database keeps them)."""
    lease: float = Field(30.0, gt=0)
    app_name: str | None = Field(None, pattern=r"^[A-Za-z0-9_]{3,30}$")
    """CROUPIER_APP_NAME: the Mini App's short name registered with @BotFather (/newapp): the live
    table gets a button to `https://t.me/<bot>/<app_name>?startapp=g<game token>`."""
    app_url: str | None = Field(None, pattern=r"^https://[^/?#]+$")
    """CROUPIER_APP_URL: where Telegram reaches this bot's HTTP server (https://host, no path): /app
    offers web_app buttons to it in private chats, and a polling bot serves the app on PORT."""
    """PostgreSQL: seconds a worker's hold on a chat's messages lasts unless renewed (a dead one's runs out)."""

    @field_validator("webhook_secret")
    @classmethod
    def _long_enough(cls, value: str | None) -> str | None:
        if value is not None and len(value) < SECRET_MIN:
            raise ValueError(f"must be at least {SECRET_MIN} characters (it has {len(value)})")
        return value

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Settings:
        if env is None:
            try:
                from dotenv import load_dotenv

                load_dotenv()
            except ImportError:  # pragma: no cover - dotenv is a dependency
                pass
            env = dict(os.environ)
        admins = frozenset(int(x) for x in env.get("CROUPIER_ADMINS", "").replace(" ", "").split(",") if x)
        lang = env.get("CROUPIER_LANG", FALLBACK)
        values: dict[str, object] = {
            "token": env.get("BOT_TOKEN", "").strip(),
            "db_path": env.get("CROUPIER_DB", "croupier.sqlite3"),
            "database_url": env.get("DATABASE_URL", "").strip() or None,
            "api_url": env.get("TELEGRAM_API_URL") or None,
            "admins": admins,
            "lang": lang if lang in LANGS else FALLBACK,
            "webhook_url": env.get("CROUPIER_WEBHOOK_URL") or None,
            "webhook_secret": env.get("CROUPIER_WEBHOOK_SECRET") or None,
            "app_name": env.get("CROUPIER_APP_NAME", "").strip() or None,
            "app_url": env.get("CROUPIER_APP_URL", "").strip().rstrip("/") or None,
        }
        if env.get("PORT"):
            values["port"] = env["PORT"]
            values["listen"] = True
        if values["app_url"]:  # Telegram opens the app there: a polling bot serves it (on PORT, else 8080)
            values["listen"] = True
        if env.get("CROUPIER_LOG"):
            values["log_format"] = env["CROUPIER_LOG"].strip().lower()
        if env.get("CROUPIER_WORKER_ID"):
            values["worker_id"] = env["CROUPIER_WORKER_ID"]
        for key, var in (
            ("turn_timeout", "CROUPIER_TURN_TIMEOUT"),
            ("reminder", "CROUPIER_REMINDER"),
            ("afk_limit", "CROUPIER_AFK_LIMIT"),
            ("overall_per_second", "CROUPIER_RATE_OVERALL"),
            ("group_per_minute", "CROUPIER_RATE_GROUP"),
            ("game_per_minute", "CROUPIER_RATE_GAME"),
            ("dm_per_second", "CROUPIER_RATE_DM"),
            ("edit_interval", "CROUPIER_EDIT_INTERVAL"),
            ("lobby_idle", "CROUPIER_LOBBY_IDLE"),
            ("flood_limit", "CROUPIER_FLOOD_LIMIT"),
            ("http_pool", "CROUPIER_HTTP_POOL"),
            ("poll", "CROUPIER_POLL"),
            ("lease", "CROUPIER_LEASE"),
            ("cache_games", "CROUPIER_CACHE_GAMES"),
            ("drain_on_stop", "CROUPIER_STOP_GRACE"),
        ):
            if env.get(var):
                values[key] = env[var]
        if env.get("CROUPIER_RATE_LIMIT", "").lower() in ("0", "off", "false", "no"):
            values["rate_limit"] = False
        return cls.model_validate(values)
