"""`python -m bot`: run Croupier until interrupted, by long polling or (CROUPIER_WEBHOOK_URL) a webhook.

Everything that can be found wrong before the bot starts is said in one line, with an exit code a
supervisor understands (2: fix the configuration; 1: try again later), and never with the token."""

from __future__ import annotations

import asyncio
import gc
import logging
import re
import sys
from urllib.parse import urlsplit

from pydantic import ValidationError

from bot.config import Settings


class MaskToken(logging.Filter):
    """No log line ever shows a secret (the token, the webhook secret, the database password; URLs
    in library errors carry them), and nothing else is masked: a value is replaced where it stands
    whole. One shorter than `WHOLE` characters (a database password may well be "postgres") counts
    as whole only where no letter, digit, `_` or `-` touches it, so that "postgresql" stays itself;
    `anywhere` masks it wherever it occurs (the token: `bot<token>/` in URLs, unmistakable anyway)."""

    def __init__(self, token: str, anywhere: bool | None = None) -> None:
        super().__init__()
        self.token = token
        if anywhere is None:
            anywhere = len(token) >= WHOLE
        bounds = ("", "") if anywhere else (r"(?<![\w-])", r"(?![\w-])")
        self.pattern = re.compile(bounds[0] + re.escape(token) + bounds[1]) if token else None

    def filter(self, record: logging.LogRecord) -> bool:
        if self.pattern is not None:
            message = record.getMessage()
            if self.pattern.search(message):
                record.msg, record.args = self.mask(message), None
            if record.exc_info and record.exc_info[1] is not None:
                text = record.exc_text or logging.Formatter().formatException(record.exc_info)
                if self.pattern.search(text):
                    record.exc_text, record.exc_info = self.mask(text), None
        return True

    def mask(self, text: str) -> str:
        assert self.pattern is not None
        return self.pattern.sub(lambda _: masked(self.token), text)


WHOLE = 16
"""A secret this long is masked wherever it occurs; a shorter one only where it stands as a word."""


def masked(token: str) -> str:
    head = token.split(":", 1)[0]
    return f"{head}:***" if head != token else "***"


async def check_token(settings: Settings) -> tuple[int, str] | None:
    """(exit code, reason) when Telegram refuses the token or cannot be reached, else None."""
    from telegram import Bot
    from telegram.error import InvalidToken, NetworkError, TelegramError

    bot = Bot(settings.token, base_url=settings.api_url) if settings.api_url else Bot(settings.token)
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
    if "--demo" in sys.argv[1:]:  # the real bot against a local fake Telegram, in a browser (bot/demo)
        from bot.demo.run import main as demo

        return demo(sys.argv[1:])
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.INFO)
    logging.getLogger("apscheduler").setLevel(logging.WARNING)
    logging.getLogger("httpx").setLevel(logging.WARNING)
    try:
        settings = Settings.from_env()
    except ValidationError as exc:  # the values themselves are left out: one may be a secret
        wrong = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        print(f"croupier: bad configuration: {wrong}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"croupier: bad configuration: {exc}", file=sys.stderr)
        return 2
    if not settings.token:
        print(
            "croupier: BOT_TOKEN is not set. Create a bot with @BotFather in Telegram (/newbot), "
            "then run: BOT_TOKEN=<token> python -m bot; or try it without one: python -m bot --demo",
            file=sys.stderr,
        )
        return 2
    if settings.webhook_url and not settings.webhook_secret:
        print(
            "croupier: CROUPIER_WEBHOOK_URL needs CROUPIER_WEBHOOK_SECRET (16-256 of A-Z a-z 0-9 _ -), "
            "or anyone who finds the URL could post updates in any user's name",
            file=sys.stderr,
        )
        return 2
    if settings.log_format == "json":
        from bot.logjson import JsonFormatter

        for handler in logging.getLogger().handlers:
            handler.setFormatter(JsonFormatter(settings.worker_id))
    for handler in logging.getLogger().handlers:
        handler.addFilter(MaskToken(settings.token, anywhere=True))
        if settings.webhook_secret:
            handler.addFilter(MaskToken(settings.webhook_secret))
        password = urlsplit(settings.database_url or "").password
        if password:
            handler.addFilter(MaskToken(password))
    from storage import check

    refused_db = check(settings.database_url, settings.db_path)  # corrupt, newer than this code, unreachable
    if refused_db is not None:
        print(f"croupier: {refused_db[1]}", file=sys.stderr)
        return refused_db[0]
    refused = asyncio.run(check_token(settings))
    if refused is not None:
        print(f"croupier: {refused[1]}", file=sys.stderr)
        return refused[0]
    from bot.app import ALLOWED_UPDATES, build_application

    app = build_application(settings)
    # what is loaded by now lives as long as the process: the collector need not walk it again, and it
    # runs less often (a full collection of a busy bot's heap is the longest pause a press may meet)
    gc.freeze()
    gc.set_threshold(20_000, 20, 50)
    from telegram.error import BadRequest, Forbidden, InvalidToken, TelegramError

    from bot import polling, webhook

    try:
        if settings.webhook_url:
            asyncio.run(webhook.run(app, settings))
        else:
            asyncio.run(polling.run(app, ALLOWED_UPDATES))
    except (InvalidToken, Forbidden) as exc:  # the token was revoked meanwhile
        print(f"croupier: Telegram refused the token {masked(settings.token)} ({type(exc).__name__})", file=sys.stderr)
        return 2
    except BadRequest as exc:  # setWebhook refused the URL or the secret
        print(f"croupier: Telegram refused the webhook: {exc}", file=sys.stderr)
        return 2
    except (TelegramError, OSError) as exc:  # the port is taken; the Bot API refused what it had let through
        mode = "webhook mode" if settings.webhook_url else "polling"
        print(f"croupier: {mode} stopped ({type(exc).__name__}: {exc}); try again later", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
