"""CROUPIER_LOG=json: one JSON object a line, for a log collector: time, level, logger, event (the
message), worker, and the game and chat the line is about when known (a line's own `extra`, else
the chat of the update being handled). The token and the secrets are masked before formatting
(bot/__main__.py `MaskToken` filters the handler), so they never reach a line either way."""

from __future__ import annotations

import json
import logging
from contextvars import ContextVar
from datetime import UTC, datetime

CHAT: ContextVar[int | None] = ContextVar("croupier_log_chat", default=None)
"""The chat of the update this task handles (set by bot/processor.py)."""

EXTRA = ("game", "user", "reason")
"""Fields a line may carry in its `extra` besides `chat`."""


class JsonFormatter(logging.Formatter):
    def __init__(self, worker: str) -> None:
        super().__init__()
        self.worker = worker

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "event": record.getMessage(),
            "worker": self.worker,
            "game": getattr(record, "game", None),
            "chat": getattr(record, "chat", None) or CHAT.get(),
        }
        for key in EXTRA[1:]:
            if getattr(record, key, None) is not None:
                line[key] = getattr(record, key)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exception"] = record.exc_text
        return json.dumps(line, ensure_ascii=False, default=str)
