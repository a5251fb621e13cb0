"""Sending with Telegram's failures handled in one place: blocked DMs, migrated groups, no-op edits.

Calls go through `Bot.do_api_request` and return only the message id: parsing every returned Message
into PTB objects cost more CPU than a move's game logic, and the bot never reads them."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from telegram import Bot, InlineKeyboardMarkup
from telegram.error import BadRequest, ChatMigrated, Forbidden, TelegramError

from bot.services import Services

log = logging.getLogger(__name__)

LIMIT = 4096
NO_PREVIEW = {"is_disabled": True}


@dataclass(frozen=True)
class Sent:
    message_id: int


async def _send(bot: Bot, chat_id: int, text: str, markup: Keyboard | None) -> Sent:
    kwargs: dict[str, Any] = {
        "chat_id": chat_id,
        "text": text,
        "parse_mode": "HTML",
        "link_preview_options": NO_PREVIEW,
    }
    if markup is not None:
        kwargs["reply_markup"] = markup.json
    result = await bot.do_api_request("sendMessage", api_kwargs=kwargs)
    return Sent(result["message_id"])


class Keyboard:
    """An inline keyboard kept as the JSON Telegram wants: building PTB's button objects for every
    prompt cost more than the move behind it. `ptb()` gives PTB's object for its own methods."""

    __slots__ = ("json",)

    def __init__(self, rows: list[list[tuple[str, str]]]) -> None:
        buttons = [
            [{"text": label, ("url" if data.startswith("https://") else "callback_data"): data} for label, data in row]
            for row in rows
            if row
        ]
        self.json = json.dumps({"inline_keyboard": buttons}, ensure_ascii=False)

    def ptb(self) -> InlineKeyboardMarkup:
        return InlineKeyboardMarkup.de_json(json.loads(self.json), None)


def keyboard(rows: list[list[tuple[str, str]]]) -> Keyboard | None:
    """Rows of (label, callback data or an URL starting with https://); None when there are none."""
    return Keyboard(rows) if any(rows) else None


def chunks(text: str, limit: int = LIMIT) -> list[str]:
    """Split on line breaks so that every part fits one message (each line keeps its tags balanced)."""
    parts: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            parts.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            parts.append(current)
            current = line
        else:
            current = candidate
    if current or not parts:
        parts.append(current)
    return parts


async def send_group(bot: Bot, s: Services, chat_id: int, text: str, markup: Keyboard | None = None) -> Sent | None:
    """Send to a group; a long text is split and the keyboard rides on the last part."""
    parts = chunks(text)
    sent: Sent | None = None
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        try:
            sent = await _send(bot, chat_id, part, markup if last else None)
        except ChatMigrated as exc:
            await migrate(s, chat_id, exc.new_chat_id)
            chat_id = exc.new_chat_id
            sent = await _send(bot, chat_id, part, markup if last else None)
        except TelegramError as exc:
            log.warning("send to group %s failed: %s", chat_id, exc)
            return None
    return sent


async def send_dm(bot: Bot, s: Services, user_id: int, text: str, markup: Keyboard | None = None) -> Sent | None:
    """Send to a user's private chat; None (and remembered) when the bot may not write to them."""
    parts = chunks(text)
    sent: Sent | None = None
    for i, part in enumerate(parts):
        try:
            sent = await _send(bot, user_id, part, markup if i == len(parts) - 1 else None)
        except Forbidden:
            await s.set_dm_ok(user_id, False)
            return None
        except TelegramError as exc:
            log.warning("DM to %s failed: %s", user_id, exc)
            return None
    await s.set_dm_ok(user_id, True)
    return sent


async def edit(bot: Bot, chat_id: int, message_id: int, text: str | None, markup: Keyboard | None = None) -> bool:
    """Edit a message's text (or only its keyboard when text is None). False if it is gone."""
    kwargs: dict[str, Any] = {"chat_id": chat_id, "message_id": message_id}
    if markup is not None:
        kwargs["reply_markup"] = markup.json
    try:
        if text is None:
            await bot.do_api_request("editMessageReplyMarkup", api_kwargs=kwargs)
        else:
            kwargs.update(text=text[:LIMIT], parse_mode="HTML", link_preview_options=NO_PREVIEW)
            await bot.do_api_request("editMessageText", api_kwargs=kwargs)
    except BadRequest as exc:
        if "not modified" in str(exc).lower():
            return True
        log.info("edit %s/%s failed: %s", chat_id, message_id, exc)
        return False
    except TelegramError as exc:
        log.warning("edit %s/%s failed: %s", chat_id, message_id, exc)
        return False
    return True


async def delete(bot: Bot, chat_id: int, message_id: int) -> bool:
    """Delete a message; failing that (too old, already gone) strip its buttons."""
    try:
        return await bot.delete_message(chat_id, message_id)
    except TelegramError:
        return await edit(bot, chat_id, message_id, None, None)


async def migrate(s: Services, old: int, new: int) -> None:
    """A group became a supergroup: the game and the settings follow it."""
    await s.store.migrate_chat(old, new)
    s.tables.move_chat(old, new)
    if old in s.chat_langs:
        s.chat_langs[new] = s.chat_langs.pop(old)
