"""What regular players look up: /top, /stats, /history (each game's record by DM), /forget.

The numbers are written when a game finishes, in the transaction that finishes it (storage/ratings.py);
here they are only read. A group sees its own chat's figures, a private chat those of all chats."""

from __future__ import annotations

import html
import json
from datetime import UTC, datetime
from typing import Any

from telegram import Chat, Update
from telegram.ext import ContextTypes

from bot import guard
from bot.guard import is_admin
from bot.messaging import document, keyboard
from bot.options import game_list
from bot.outbox import ANSWER
from bot.services import Services, answer, command, prepare
from games.registry import GAMES
from storage.ratings import AI_PLAYER, GLOBAL

HISTORY_LIMIT = 10
TOP_LIMIT = 10


def number(value: Any) -> str:
    """A score as people write it: 12, not 12.0; none yet: —."""
    if value is None:
        return "—"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(round(value, 2)) if isinstance(value, float) else str(value)


def game_name(s: Services, lang: str, game: str) -> str:
    key = f"{game}-name"
    return s.t(lang, key) if s.catalog.has("en", key) else game


def player_name(s: Services, lang: str, player: int | None, name: str | None, ai_name: str = "") -> str:
    """An AI row by the name its seats played under («🤖 祖冲之»: given in the group's language when
    the seat was made); the one AI row of an older database as "the AI"."""
    if player == AI_PLAYER:
        return html.escape(ai_name) if ai_name else s.t(lang, "stats-ai")
    return html.escape(name) if name else s.t(lang, "stats-someone")


async def top_text(s: Services, lang: str, scope: int, games: list[str]) -> str:
    where = s.t(lang, "stats-here" if scope != GLOBAL else "stats-everywhere")
    parts = []
    for game in games:
        rows = await s.store.top(scope, game, TOP_LIMIT)
        if not rows:
            continue
        lines = [s.t(lang, "top-title", game=html.escape(game_name(s, lang, game)), where=where)]
        coop = rows[0]["rating"] is None
        if coop and scope != GLOBAL:
            n, won, best = await s.store.team_record(scope, game)
            lines.append(s.t(lang, "top-team", games=n, wins=won, best=number(best)))
        for rank, r in enumerate(rows, 1):
            name = player_name(s, lang, r["player"], r["name"], r["ai_name"])
            if r["rating"] is None:
                lines.append(
                    s.t(
                        lang,
                        "top-row-coop",
                        rank=rank,
                        name=name,
                        games=r["games"],
                        wins=r["wins"],
                        best=number(r["best"]),
                    )
                )
            else:
                lines.append(
                    s.t(
                        lang, "top-row", rank=rank, name=name, rating=str(r["rating"]), games=r["games"], wins=r["wins"]
                    )
                )
        parts.append("\n".join(lines))
    return "\n\n".join(parts) or s.t(lang, "top-empty")


async def cmd_top(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`/top [game]`: a group's leaderboard; in a private chat, across all chats."""
    cmd = await command(update, context)
    s, lang = cmd.s, cmd.lang
    scope = GLOBAL if cmd.chat.type == Chat.PRIVATE else cmd.chat.id
    arg = (context.args or [""])[0].lower()
    if arg and arg not in GAMES:
        await cmd.reply(s.t(lang, "top-unknown", games=game_list(s, lang)))
        return
    games = [arg] if arg else await s.store.rated_games(scope)
    await cmd.reply(await top_text(s, lang, scope, games))


async def stats_text(s: Services, lang: str, player: int, name: str, scope: int) -> str:
    where = s.t(lang, "stats-here" if scope != GLOBAL else "stats-everywhere")
    rows = await s.store.player_stats(player, scope)
    if not rows:
        return s.t(lang, "stats-empty", name=html.escape(name), where=where)
    lines = [s.t(lang, "stats-title", name=html.escape(name), where=where)]
    for r in rows:
        game = html.escape(game_name(s, lang, r["game"]))
        if r["rating"] is None:
            lines.append(
                s.t(lang, "stats-row-coop", game=game, games=r["games"], wins=r["wins"], best=number(r["best"]))
            )
        else:
            lines.append(
                s.t(
                    lang,
                    "stats-row",
                    game=game,
                    rating=str(r["rating"]),
                    games=r["games"],
                    wins=r["wins"],
                    best=number(r["best"]),
                )
            )
    return "\n".join(lines)


async def cmd_stats(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`/stats`: your record (in a group, this chat's; in a DM, all chats'). An admin who answers
    someone's message with /stats sees theirs."""
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
    target = user
    replied = cmd.msg.reply_to_message
    other = replied.from_user if replied is not None else None
    if other is not None and other.id != user.id and not other.is_bot and chat.type != Chat.PRIVATE:
        if not await is_admin(context, s, chat.id, user.id):
            await cmd.say("stats-admin-only")
            return
        target = other
    scope = GLOBAL if chat.type == Chat.PRIVATE else chat.id
    await cmd.reply(await stats_text(s, lang, target.id, target.full_name, scope))


def winners_text(s: Services, lang: str, row: dict[str, Any]) -> str:
    if row["team_won"] is not None:
        return s.t(lang, "history-team-won" if row["team_won"] else "history-team-lost")
    won = [x for x in row["seats"] if x["won"]]
    if not won:
        return s.t(lang, "history-draw")
    names = [player_name(s, lang, None, x["name"]) for x in won]  # AI seats by their seat names
    return s.t(lang, "history-winners", names=s.t(lang, "list-sep").join(names))


def history_view(s: Services, lang: str, rows: list[dict[str, Any]], mine: bool) -> tuple[str, Any]:
    if not rows:
        return s.t(lang, "history-empty"), None
    lines = [s.t(lang, "history-mine" if mine else "history-title")]
    buttons = []
    for n, r in enumerate(rows, 1):
        date = datetime.fromtimestamp(r["finished_at"], UTC).strftime("%Y-%m-%d")
        lines.append(
            s.t(
                lang,
                "history-row",
                n=n,
                date=date,
                game=html.escape(game_name(s, lang, r["game"])),
                id=str(r["game_id"]),
                winners=winners_text(s, lang, r),
            )
        )
        buttons.append((s.t(lang, "btn-record", id=str(r["game_id"])), f"h:{r['game_id']}"))
    rows_ = [buttons[i : i + 5] for i in range(0, len(buttons), 5)]
    return "\n".join(lines), keyboard(rows_)


async def cmd_history(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`/history`: the chat's last ten games (in a DM: yours), each with a button for its record."""
    cmd = await command(update, context)
    s, lang, chat = cmd.s, cmd.lang, cmd.chat
    if chat.type == Chat.PRIVATE:
        rows = await s.store.user_history(cmd.user.id, HISTORY_LIMIT)
    else:
        rows = await s.store.history(chat.id, HISTORY_LIMIT)
    text, markup = history_view(s, lang, rows, chat.type == Chat.PRIVATE)
    await cmd.reply(text, markup)


RECORD_QUIET = 3600.0
"""Seconds after sending a record to someone during which pressing for it again sends nothing."""


async def on_record_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`h:<game>`: that game's record, by DM to whoever pressed: a member of its group, from its final
    message or its group's /history, or one of its players, from their own /history in DM."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    gid = query.data[2:]
    row = await s.store.finished_game(int(gid)) if gid.isascii() and gid.isdigit() and len(gid) < 19 else None
    if row is None:
        await answer(query, s.t(lang, "history-gone"), alert=True)
        return
    if not await guard.admits(context, s, lang, query, row["chat_id"], any_topic=True, dm=True, member=True):
        return
    if guard.in_dm(query) and not await s.store.played(row["game_id"], user.id):
        await answer(query, s.t(lang, "history-not-yours"), alert=True)
        return
    if not s.dm_ok.get(user.id):
        await answer(query, s.t(lang, "history-no-dm"), alert=True)
        return
    if await s.store.record_sent(row["game_id"], user.id, s.clock(), RECORD_QUIET):
        await answer(query, s.t(lang, "history-already-sent"))
        return
    ulang = await s.user_lang(user.id)
    record = json.dumps(json.loads(row["record"]), ensure_ascii=False, indent=1)
    caption = s.t(ulang, "record-caption", id=row["game_id"])
    await s.post([document(user.id, record, f"croupier-{row['game_id']}.json", caption, prio=ANSWER)])
    await answer(query, s.t(lang, "history-sent"))


async def cmd_forget(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`/forget` (in a DM): asks first, since nothing brings the numbers back (`on_forget_button`)."""
    cmd = await command(update, context)
    s, lang, chat = cmd.s, cmd.lang, cmd.chat
    if chat.type != Chat.PRIVATE:
        await cmd.say("forget-dm-only")
        return
    buttons = keyboard([[(s.t(lang, "btn-forget-yes"), "fg:yes"), (s.t(lang, "btn-forget-no"), "fg:no")]])
    await cmd.reply(s.t(lang, "forget-confirm"), buttons)


async def on_forget_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`fg:yes|no`, pressed in the presser's own DM with the bot: the user's ratings and statistics go,
    and their name leaves leaderboards, history and stored records (their seat keeps its number).
    The data names nobody: it always means the presser, and only in their own private chat (data
    copied onto a group's message is refused)."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    message = query.message
    if message is None or not await guard.admits(context, s, lang, query, None, dm=True):
        return
    if query.data == "fg:yes":
        n = await s.store.forget(user.id)
        s.edit_now(message.chat.id, message.message_id, s.t(lang, "forget-done", games=n))
    else:
        s.edit_now(message.chat.id, message.message_id, s.t(lang, "forget-kept"))
    await answer(query)
