"""Where people open the Mini App: a URL button on the group's live table (Telegram allows `web_app`
buttons only in private chats, so a group gets the app's direct link
`https://t.me/<bot>/<app>?startapp=g<game token>`), a `web_app` button under each question in a
player's DM, and `/app`, which answers in a private chat with a `web_app` button per live game of the
person (in a group, with the table's link).

The start parameter is the game's opaque token (`Table.token`), never the group's id.
"""

from __future__ import annotations

from urllib.parse import quote

from telegram import Chat, Update
from telegram.ext import ContextTypes

from bot.config import Settings
from bot.messaging import WEB_APP, keyboard
from bot.services import Services, command
from bot.tables import Table


def enabled(settings: Settings) -> bool:
    return bool(settings.app_name or settings.app_url)


def direct_link(s: Services, table: Table) -> str | None:
    """The app's direct link for this game (None: no app registered, or the bot's name unknown)."""
    if not s.settings.app_name or not s.bot_username:
        return None
    return f"https://t.me/{s.bot_username}/{s.settings.app_name}?startapp=g{table.token}"


def page_url(s: Services, table: Table) -> str | None:
    """The app's page for this game on the bot's own origin (a `web_app` button's URL)."""
    if not s.settings.app_url:
        return None
    return f"{s.settings.app_url}/app/?g={quote(table.token, safe='')}"


def table_rows(s: Services, table: Table, lang: str) -> list[list[tuple[str, str]]]:
    """The live table's button to the app, while the game runs (none without CROUPIER_APP_NAME)."""
    url = direct_link(s, table)
    if url is None or table.state is None or table.game.is_over(table.state):
        return []
    return [[(s.t(lang, "launch-open-table"), url)]]


def dm_rows(s: Services, table: Table, lang: str) -> list[list[tuple[str, str]]]:
    """The app's `web_app` button under a player's question in their DM, a private chat, where
    Telegram allows it (none without CROUPIER_APP_URL)."""
    page = page_url(s, table)
    return [[(s.t(lang, "launch-open-table"), f"{WEB_APP}{page}")]] if page else []


async def cmd_app(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The Mini App of one's games: `web_app` buttons in a private chat, the table's link in a group."""
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
    if not enabled(s.settings):
        await cmd.say("launch-off")
        return
    if chat.type == Chat.PRIVATE:
        rows = []
        for t in s.tables.of_user(user.id):
            page = page_url(s, t)
            target = f"{WEB_APP}{page}" if page else direct_link(s, t)
            if t.status == "running" and target:
                rows.append([(s.t(lang, "launch-open-game", game=s.t(lang, f"{t.game.id}-name"), id=t.id), target)])
        if not rows:
            await cmd.say("err-no-game")
            return
        await cmd.reply(s.t(lang, "launch-pick-game"), keyboard(rows))
        return
    table = s.tables.at(chat.id, cmd.thread)
    url = direct_link(s, table) if table is not None and table.status == "running" else None
    if table is None or url is None:
        await cmd.say("err-no-game" if table is None or table.status != "running" else "launch-in-dm")
        return
    await cmd.reply(s.t(lang, "launch-here"), keyboard([[(s.t(lang, "launch-open-table"), url)]]))
