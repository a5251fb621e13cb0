"""`/settings` in a group (its admins): the group's language, the default time per move of its new
games, and whether the live table of a running game is pinned. Each button cycles one setting."""

from __future__ import annotations

from telegram import Chat, Update
from telegram.ext import ContextTypes

from bot import guard
from bot.guard import is_admin
from bot.messaging import Keyboard
from bot.options import duration
from bot.services import Services, answer, command, prepare
from locales import LANGS

TIMEOUTS = (0, 60, 300, 3600, 12 * 3600, 86400)
"""Default times per move an admin can cycle through (0: the bot's own setting)."""


def panel(s: Services, chat_id: int, lang: str, settings: dict) -> tuple[str, Keyboard]:
    timeout = int(settings.get("timeout") or 0)
    shown = duration(s, lang, timeout) if timeout else duration(s, lang, s.settings.turn_timeout)
    rows = [
        [(f"🌐 {s.t(lang, 'lang-name')}", f"st:{chat_id}:lang")],
        [(s.t(lang, "settings-timeout", time=shown), f"st:{chat_id}:timeout")],
        [(s.t(lang, "settings-pin-on" if settings.get("pin") else "settings-pin-off"), f"st:{chat_id}:pin")],
    ]
    return s.t(lang, "settings-title"), Keyboard(rows)


async def cmd_settings(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
    if chat.type == Chat.PRIVATE:
        await cmd.say("err-group-only")
        return
    if not await is_admin(context, s, chat.id, user.id):
        await cmd.say("err-admin-only")
        return
    text, markup = panel(s, chat.id, lang, await s.store.chat_settings(chat.id))
    await cmd.reply(text, markup)


async def on_settings_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`st:<chat>:lang|timeout|pin`: one setting moves to its next value; the panel is redrawn."""
    s, lang = await prepare(update, context)
    query, user, chat = update.callback_query, update.effective_user, update.effective_chat
    assert query and user and query.data
    _, chat_id, what = ([*query.data.split(":", 2), "", ""])[:3]
    digits = chat_id.removeprefix("-")
    home = -int(digits) if chat_id[:1] == "-" and digits.isascii() and digits.isdigit() and len(digits) < 19 else None
    if chat is None or what not in ("lang", "timeout", "pin") or query.message is None:
        await answer(query, s.t(lang, "err-stale"), alert=True)
        return
    if not await guard.admits(context, s, lang, query, home, any_topic=True, admin=True):
        return  # the panel's own group only (any topic), its admins only
    settings = await s.store.chat_settings(chat.id)
    lang = await s.chat_lang(chat.id)  # the panel is the group's: drawn in its language, not the presser's
    if what == "lang":
        lang = LANGS[(LANGS.index(lang) + 1) % len(LANGS)] if lang in LANGS else LANGS[0]
        await s.store.set_chat_lang(chat.id, lang)
        s.chat_langs[chat.id] = lang
    elif what == "timeout":
        now = int(settings.get("timeout") or 0)
        settings["timeout"] = TIMEOUTS[(TIMEOUTS.index(now) + 1) % len(TIMEOUTS)] if now in TIMEOUTS else 0
    else:
        settings["pin"] = not settings.get("pin")
    if what != "lang":
        await s.store.set_chat_settings(chat.id, settings)
    await answer(query)
    text, markup = panel(s, chat.id, lang, settings)
    s.edit_now(chat.id, query.message.message_id, text, markup)
