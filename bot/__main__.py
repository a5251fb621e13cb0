"""`python -m bot`: run Croupier with long polling until interrupted."""

from __future__ import annotations

import logging
import sys

from pydantic import ValidationError

from bot.config import Settings


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
    from telegram import Update

    from bot.app import build_application

    app = build_application(settings)
    app.run_polling(allowed_updates=Update.ALL_TYPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
