"""A fake Telegram Bot API server for tests that drive the real python-telegram-bot over HTTP."""

from .html import EntityError, parse_html
from .model import BOT_ID, BOT_USERNAME, Answer, Call, Chat, StoredMessage, User
from .records import FakegramTimeout
from .server import FakeTelegram

__all__ = [
    "BOT_ID",
    "BOT_USERNAME",
    "Answer",
    "Call",
    "Chat",
    "EntityError",
    "FakeTelegram",
    "FakegramTimeout",
    "StoredMessage",
    "User",
    "parse_html",
]
