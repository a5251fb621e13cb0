"""Per-send tags on keyboards, so that a copy of a message the bot does not know is found out.

A crash after Telegram accepted a new message and before the bot marked it leaves the row owed: it is
sent again after the restart, and the chat holds two copies with the same live buttons. So each sent
keyboard's buttons carry a tag, `<data>¦<row>`: the outbox row the send delivered. When the row is
marked, the message id it got is recorded with it; a press whose tag names a row delivered as another
message comes from a copy the bot does not know. That copy loses its buttons and the presser is
pointed to the live one (`bot.app.preload`). A press whose row is not marked yet, or gone (pruned:
only each live message's row stays, `Store.prune`), is handled as usual: only a known other message
proves a copy stray. The tag is taken off before any handler sees the data, so no handler knows of it.
"""

from __future__ import annotations

import json
from typing import Any

SEP = "¦"
"""Between a button's own data and its tag (a character no button's data uses)."""
LIMIT = 64
"""Telegram's bytes of callback data: a button whose data and tag would not fit goes untagged."""


def _base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        n, r = divmod(n, 36)
        out = digits[r] + out
        if n == 0:
            return out


def tag_markup(markup: str, row: int) -> str:
    """The keyboard (JSON, as the outbox keeps it) with each callback button tagged with `row`."""
    try:
        data: Any = json.loads(markup)
    except ValueError:
        return markup
    rows = data.get("inline_keyboard") if isinstance(data, dict) else None
    if not isinstance(rows, list):
        return markup
    suffix = SEP + _base36(row)
    for line in rows:
        for button in line if isinstance(line, list) else []:
            cb = button.get("callback_data") if isinstance(button, dict) else None
            if isinstance(cb, str) and SEP not in cb and len((cb + suffix).encode()) <= LIMIT:
                button["callback_data"] = cb + suffix
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def split(data: str) -> tuple[str, int | None]:
    """A press's data without its tag, and the row the tag names (None: untagged, or not a tag)."""
    head, sep, tail = data.rpartition(SEP)
    if not sep or not tail or len(tail) > 12 or not tail.isascii() or not tail.isalnum():
        return data, None
    return head, int(tail, 36)
