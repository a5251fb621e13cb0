"""`python -m bot`: run Croupier with long polling until interrupted.

Everything that can be found wrong before the bot starts is said in one line, with an exit code a
supervisor understands (2: fix the configuration; 1: try again later), and never with the token."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import sys

from pydantic import ValidationError

from bot.config import Settings


class MaskToken(logging.Filter):
    """No log line ever shows the token (URLs in library errors carry it)."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        if self.token:
            message = record.getMessage()
            if self.token in message:
                record.msg, record.args = message.replace(self.token, masked(self.token)), None
            if record.exc_info and record.exc_info[1] is not None and self.token in str(record.exc_info[1]):
                record.exc_text = logging.Formatter().formatException(record.exc_info).replace(
                    self.token, masked(self.token)
                )
                record.exc_info = None
        return True


def masked(token: str) -> str:
    head = token.split(":", 1)[0]
    return f"{head}:***" if head != token else "***"


def check_database(path: str) -> str | None:
    """Why the database cannot be used, or None. A corrupt file must stop the bot at once with a
    reason, not hang it; a file from a newer Croupier must not be touched by an older one."""
    from storage.db import migrations

    try:
        conn = sqlite3.connect(path, timeout=5)
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return f"the database {path} cannot be used ({exc}): restore a backup or set CROUPIER_DB to another file"
    newest = max(v for v, _ in migrations())
    if version > newest:
        return f"the database {path} is from a newer Croupier (schema {version}, this one knows {newest}): upgrade"
    return None


async def check_token(settings: Settings) -> tuple[int, str] | None:
    """(exit code, reason) when Telegram refuses the token or cannot be reached, else None."""
    from telegram import Bot
    from telegram.error import InvalidToken, NetworkError, TelegramError

    kwargs = {"base_url": settings.api_url} if settings.api_url else {}
    bot = Bot(settings.token, **kwargs)
    try:
        async with bot:
            await bot.get_me()
    except InvalidToken:
        return 2, f"Telegram refused the token {masked(settings.token)}: check BOT_TOKEN (from @BotFather)"
    except NetworkError as exc:
        return 1, f"cannot reach the Telegram Bot API ({type(exc).__name__}); try again later"
    except TelegramError as exc:
        return 1, f"the Telegram Bot API answered: {str(exc).replace(settings.token, masked(settings.token))}"
    return None


def main() -> int:
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    logging.getLogger("apscheduler").setLevel(logging.WARNING)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    try:
        settings = Settings.from_env()
    except (ValidationError, ValueError) as exc:
        print(f"croupier: bad configuration: {exc}", file=sys.stderr)
        return 2
    if not settings.token:
        print(
            "croupier: BOT_TOKEN is not set. Create a bot with @BotFather in Telegram (/newbot), "
            "then run: BOT_TOKEN=<token> python -m bot",
            file=sys.stderr,
        )
        return 2
    for handler in logging.getLogger().handlers:
        handler.addFilter(MaskToken(settings.token))
    problem = check_database(settings.db_path)
    if problem is not None:
        print(f"croupier: {problem}", file=sys.stderr)
        return 2
    refused = asyncio.run(check_token(settings))
    if refused is not None:
        print(f"croupier: {refused[1]}", file=sys.stderr)
        return refused[0]
    from telegram import Update

    from bot.app import build_application

    app = build_application(settings)
    app.run_polling(allowed_updates=Update.ALL_TYPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
