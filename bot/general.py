"""Commands that are not about one move: /start and its deep links, /help, /games, /rules, /lang."""

from __future__ import annotations

import html

from telegram import Chat, Update
from telegram.ext import ContextTypes

from bot import prompts
from bot.guard import is_admin, is_member
from bot.lobby import join_lobby
from bot.messaging import Keyboard, reply
from bot.options import game_list, rules_text
from bot.services import Services, answer, command, prepare, refuse_stale, topic_of
from games.registry import GAMES
from locales import LANGS


async def cmd_start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """In DM: the bot may now write to this user. `?start=j<game>` joins, `?start=g<game>` re-asks."""
    cmd = await command(update, context)
    s, lang, chat, user, msg = cmd.s, cmd.lang, cmd.chat, cmd.user, cmd.msg
    if chat.type != Chat.PRIVATE:
        await s.reply_to(msg, help_text(s, lang))
        return
    await s.set_dm_ok(user.id, True)
    payload = (context.args or [""])[0]
    table = s.tables.by_token.get(payload[1:]) if payload[:1] in ("j", "g") else None
    if table is None:
        await s.reply_to(msg, s.t(lang, "welcome", games=game_list(s, lang)))
        return
    async with table.lock:
        if table.status == "lobby":
            if not await is_member(context, s, table.chat_id, user.id):
                await cmd.say("err-not-member")
                return
            key = await join_lobby(context, s, table, user.id, user.full_name)
            await cmd.say(key)
            return
        seat = table.seat_of(user.id)
        if seat is None:
            await cmd.say("err-join-running")
            return
        await cmd.say("dm-ready")
        rows = prompts.dm_opened(table, seat)
        if rows:
            await s.store.save_ui(table.id, table.ui.dump(), rows)
            s.sender.push(rows)
        await prompts.resend_prompt(s, table, seat)


def help_text(s: Services, lang: str) -> str:
    return s.t(lang, "help", games=game_list(s, lang)) + "\n" + s.t(lang, "help-stats")


async def cmd_help(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    s, lang = await prepare(update, context)
    assert update.effective_message
    await s.reply_to(update.effective_message, help_text(s, lang))


async def cmd_games(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    s, lang = await prepare(update, context)
    assert update.effective_message
    lines = [s.t(lang, "games-title")]
    for gid, game in sorted(GAMES.items()):
        lo, hi = game.player_range(game.Options())
        lines.append(s.t(lang, "games-row", id=gid, name=s.t(lang, f"{gid}-name"), min=lo, max=hi))
    await s.reply_to(update.effective_message, "\n".join(lines))


async def cmd_rules(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    s, lang = await prepare(update, context)
    msg = update.effective_message
    assert msg
    gid = (context.args or [""])[0].lower()
    if gid not in GAMES:
        await s.reply_to(msg, s.t(lang, "rules-usage", games=game_list(s, lang)))
        return
    full = rules_text(s, lang, gid)
    if msg.chat.type == Chat.PRIVATE:
        await s.reply_to(msg, full)  # the sender splits a long text into several messages
        return
    # a group gets the gist (the rules' first paragraph) and a button for the whole text by DM
    markup = Keyboard([[(s.t(lang, "btn-rules-dm"), f"rules:{gid}")]])
    await s.reply_to(msg, full.split("\n", 1)[0], markup)


async def on_rules_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`rules:<game>`: the whole rules, in the presser's DM and language."""
    s, _ = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and query.data and user
    lang = await s.user_lang(user.id)
    gid = query.data.split(":", 1)[1]
    if gid not in GAMES:
        await refuse_stale(query, s.t(lang, "err-stale"))
        return
    if not s.dm_ok.get(user.id):
        await answer(query, s.t(lang, "rules-dm-needed"), alert=True)
        return
    await s.post([reply(user.id, rules_text(s, lang, gid))])
    await answer(query, s.t(lang, "rules-dm-sent"))


async def cmd_lang(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`/lang ru` sets the language of this chat (a group) or of the user (a DM); no argument: buttons."""
    s, lang = await prepare(update, context)
    msg = update.effective_message
    assert msg
    code = (context.args or [""])[0].lower()
    if code in LANGS:
        await set_lang(update, context, code)
        return
    rows = [[(s.t(code_, "lang-name"), f"lang:{code_}") for code_ in LANGS]]
    await s.reply_to(msg, s.t(lang, "lang-choose"), Keyboard(rows))


async def on_lang_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    query = update.callback_query
    assert query and query.data
    code = query.data.split(":", 1)[1]
    if code not in LANGS:
        await query.answer()
        return
    text = await set_lang(update, context, code, reply=False)
    await query.answer(text)


async def set_lang(update: Update, context: ContextTypes.DEFAULT_TYPE, code: str, reply: bool = True) -> str:
    s, _ = await prepare(update, context)
    chat, user, msg = update.effective_chat, update.effective_user, update.effective_message
    assert chat and user
    if chat.type == Chat.PRIVATE:
        await s.store.set_user_lang(user.id, code)
        s.user_langs[user.id] = code
        s.chosen_langs[user.id] = code
    else:
        table = s.tables.at(chat.id, topic_of(msg))
        creator = table is not None and table.status == "lobby" and table.creator == user.id
        if not creator and not await is_admin(context, s, chat.id, user.id):
            text = s.t(await s.chat_lang(chat.id) if reply else await s.presser_lang(chat, user), "err-admin-only")
            if reply and msg:
                await s.reply_to(msg, text)
            return text
        await s.store.set_chat_lang(chat.id, code)
        s.chat_langs[chat.id] = code
    text = s.t(code, "lang-set")
    if reply and msg:
        await s.reply_to(msg, text)
    return text


async def cmd_unknown(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    s, lang = await prepare(update, context)
    msg = update.effective_message
    if msg is None or msg.text is None:
        return
    command = msg.text.split()[0]
    target = command.partition("@")[2]
    if target and target.lower() != (context.bot.username or "").lower():
        return  # a command for another bot in the same group
    await s.reply_to(msg, s.t(lang, "err-unknown-command", command=html.escape(command)))


async def flood_notice(s: Services, update: Update) -> None:
    """Once per burst: the bot is ignoring this sender's messages for a few seconds."""
    chat, user, msg = update.effective_chat, update.effective_user, update.effective_message
    if chat is None or user is None:
        return
    lang = await s.lang_for(chat, user)
    await s.post([reply(chat.id, s.t(lang, "err-flood"), thread_id=topic_of(msg))])


async def on_added(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The bot joined a group: one short hello in the language of the people there, with buttons to
    choose another."""
    s, _ = await prepare(update, context)
    msg, chat = update.effective_message, update.effective_chat
    if msg is None or chat is None or not any(m.id == context.bot.id for m in msg.new_chat_members or ()):
        return
    await s.settle_chat_lang(chat.id, update.effective_user)
    lang = await s.chat_lang(chat.id)
    rows = [[(s.t(code, "lang-name"), f"lang:{code}") for code in LANGS]]
    await s.reply_to(msg, s.t(lang, "hello-group", games=game_list(s, lang)), Keyboard(rows))
