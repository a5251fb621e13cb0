"""What a message is before it is sent: inline keyboards kept as JSON, and outbox rows.

Nothing here talks to Telegram: handlers and the game loop build rows, storage commits them (with the
step they belong to), and `bot.outbox.Sender` sends them."""

from __future__ import annotations

import base64
import json
from typing import Any

from telegram import InlineKeyboardMarkup

from bot.outbox import ANSWER, NEWS
from storage.store import OutRow

MAX_CALLBACK_DATA = 64
"""Bytes of callback data Telegram accepts on a button (PTB does not check)."""


class Keyboard:
    """An inline keyboard kept as the JSON Telegram wants: building PTB's button objects for every
    prompt cost more than the move behind it. `ptb()` gives PTB's object for its own methods."""

    __slots__ = ("json",)

    def __init__(self, rows: list[list[tuple[str, str]]]) -> None:
        buttons = [[button(label, data) for label, data in row] for row in rows if row]
        self.json = json.dumps({"inline_keyboard": buttons}, ensure_ascii=False)

    def ptb(self) -> InlineKeyboardMarkup:
        return InlineKeyboardMarkup.de_json(json.loads(self.json), None)


WEB_APP = "web_app:"
"""Data `web_app:https://…` is a button that opens that Mini App page (private chats only)."""


def button(label: str, data: str) -> dict[str, Any]:
    if data.startswith("https://"):
        return {"text": label, "url": data}
    if data.startswith(WEB_APP):
        return {"text": label, "web_app": {"url": data[len(WEB_APP) :]}}
    return {"text": label, "callback_data": data}


def keyboard(rows: list[list[tuple[str, str]]]) -> Keyboard | None:
    """Rows of (label, callback data, an URL starting with https://, or `web_app:` and the URL of a
    Mini App page); None when there are none."""
    return Keyboard(rows) if any(rows) else None


def _markup(markup: Keyboard | None) -> str | None:
    return markup.json if markup is not None else None


def send(
    chat_id: int,
    text: str,
    markup: Keyboard | None = None,
    *,
    thread_id: int | None = None,
    game_id: int | None = None,
    slot: str | None = None,
    lines: list[str] | None = None,
    prev: str = "keep",
    prio: int = NEWS,
    meta: dict[str, Any] | None = None,
) -> OutRow:
    """A new message. With a slot it becomes that slot's live message (`prev`: what becomes of the
    former one: "strip" its buttons, "delete" it, or "keep" it)."""
    body: dict[str, Any] = {"text": text, "markup": _markup(markup)}
    if lines:
        body["lines"] = lines
    if prev != "keep":
        body["prev"] = prev
    if meta:
        body["meta"] = meta
    return OutRow(chat_id, "send", body, game_id=game_id, thread_id=thread_id, slot=slot, prio=prio)


def edit(
    chat_id: int,
    game_id: int,
    slot: str,
    text: str | None,
    markup: Keyboard | None = None,
    *,
    thread_id: int | None = None,
    lines: list[str] | None = None,
    prio: int = NEWS,
    meta: dict[str, Any] | None = None,
    prev: str = "keep",
    must: list[str] | None = None,
) -> OutRow:
    """The slot's live message edited (text None: only its keyboard). `prev` is for when the sender
    sends it anew instead (the message is gone, or is no longer the newest one in its chat). `must`:
    lines of `lines` the chat has not seen yet, which a call that replaces this one carries
    (`bot.outbox.Item.must`)."""
    body: dict[str, Any] = {"text": text, "markup": _markup(markup)}
    if must:
        body["must"] = must
    if prev != "keep":
        body["prev"] = prev
    if lines:
        body["lines"] = lines
    if meta:
        body["meta"] = meta
    return OutRow(chat_id, "edit", body, game_id=game_id, thread_id=thread_id, slot=slot, prio=prio)


def document(
    chat_id: int,
    content: str,
    filename: str,
    caption: str = "",
    *,
    thread_id: int | None = None,
    game_id: int | None = None,
    prio: int = NEWS,
) -> OutRow:
    body = {"file": content, "filename": filename, "caption": caption}
    return OutRow(chat_id, "document", body, game_id=game_id, thread_id=thread_id, prio=prio)


def photo(
    chat_id: int,
    png: bytes,
    caption: str = "",
    *,
    thread_id: int | None = None,
    game_id: int | None = None,
    prio: int = NEWS,
    filename: str = "picture.png",
) -> OutRow:
    """A picture a step shows (kept in the outbox as base64 until it is sent)."""
    body = {"file": base64.b64encode(png).decode(), "filename": filename, "caption": caption}
    return OutRow(chat_id, "photo", body, game_id=game_id, thread_id=thread_id, prio=prio)


def reply(chat_id: int, text: str, markup: Keyboard | None = None, thread_id: int | None = None) -> OutRow:
    """An answer to a person's command: first in line."""
    return send(chat_id, text, markup, thread_id=thread_id, prio=ANSWER)
