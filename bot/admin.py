"""Admin tools: /reset (with confirmation), /inspect, /kick, and following a group's migration."""

from __future__ import annotations

import html
import json
import time

from telegram import Chat, InputFile, Update
from telegram.ext import ContextTypes

from bot import flow
from bot.lobby import close, hand_to_ai, is_admin
from bot.messaging import Keyboard, migrate, send_dm, send_group
from bot.services import command, prepare


async def cmd_reset(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, lang, chat, user, msg = cmd.s, cmd.lang, cmd.chat, cmd.user, cmd.msg
    if chat.type == Chat.PRIVATE:
        await cmd.say("err-group-only")
        return
    if not await is_admin(context, s, chat.id, user.id):
        await cmd.say("err-admin-only")
        return
    table = await cmd.table()
    if table is None:
        return
    rows = [
        [
            (s.t(lang, "btn-reset-yes"), f"a:{table.id}:reset"),
            (s.t(lang, "btn-reset-no"), f"a:{table.id}:keep"),
        ]
    ]
    await msg.reply_html(
        s.t(lang, "reset-confirm", game=s.t(lang, f"{table.game.id}-name")), reply_markup=Keyboard(rows).ptb()
    )


async def on_admin_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`a:<game>:reset|keep|kick:<seat>`, pressed by an admin of the game's chat."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data and query.message
    _, gid, op = query.data.split(":", 2)
    table = s.tables.by_id.get(int(gid))
    if table is None:
        await query.answer(s.t(lang, "err-stale"), show_alert=True)
        await query.edit_message_reply_markup(None)
        return
    if not await is_admin(context, s, table.chat_id, user.id):
        await query.answer(s.t(lang, "err-admin-only"), show_alert=True)
        return
    async with table.lock:
        if op == "keep":
            await query.answer()
            await query.edit_message_text(s.t(lang, "reset-kept"))
        elif op == "reset":
            await query.answer()
            await query.edit_message_reply_markup(None)
            if table.status == "lobby":
                await close(context, s, table, "lobby-cancelled")
                return
            table.status = "cancelled"
            await s.store.set_status(table.id, "cancelled")
            flow.disarm(table)
            s.tables.drop(table)
            name = html.escape(user.full_name)
            await send_group(context.bot, s, table.chat_id, s.t(lang, "reset-done", name=name, seed=table.seed))
        elif op.startswith("kick:") and op[5:].isdigit():
            seat = int(op[5:])
            if table.status != "running" or seat >= len(table.seats) or table.seats[seat].ai:
                await query.answer(s.t(lang, "err-stale"), show_alert=True)
                return
            await query.answer()
            await query.edit_message_reply_markup(None)
            await hand_to_ai(context, s, table, seat, "seat-kicked")
        else:
            await query.answer(s.t(lang, "err-stale"), show_alert=True)


async def cmd_kick(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Buttons with the seated humans; the pressed one's seat goes to the AI (they can /join back)."""
    cmd = await command(update, context)
    s, lang, chat, user, msg = cmd.s, cmd.lang, cmd.chat, cmd.user, cmd.msg
    if not await is_admin(context, s, chat.id, user.id):
        await cmd.say("err-admin-only")
        return
    table = s.tables.by_chat.get(chat.id)
    if table is None or table.status != "running":
        await cmd.say("err-no-game")
        return
    rows = [
        [(seat.name, f"a:{table.id}:kick:{i}")]
        for i, seat in enumerate(table.seats)
        if seat.user_id is not None and not seat.ai
    ]
    if not rows:
        await cmd.say("kick-nobody")
        return
    await msg.reply_html(s.t(lang, "kick-choose"), reply_markup=Keyboard(rows).ptb())


async def cmd_inspect(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Phase, whose move, deadlines, version and the public state; a bot owner not playing also gets
    the full state by DM as a JSON file."""
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
    if not await is_admin(context, s, chat.id, user.id):
        await cmd.say("err-admin-only")
        return
    table = await cmd.table()
    if table is None:
        return
    lines = [s.t(lang, "inspect-head", id=table.id, game=table.game.id, status=table.status)]
    if table.state is not None:
        state = table.state
        waiting = ", ".join(html.escape(table.names[x]) for x in table.game.to_act(state)) or "—"
        lines.append(s.t(lang, "inspect-version", version=state.version, waiting=waiting))
        for d in table.deadlines:
            left = int(d.expire_at - time.time())
            lines.append(s.t(lang, "inspect-deadline", name=html.escape(table.names[d.seat]), seconds=max(0, left)))
        view = json.dumps(table.game.public_view(state), ensure_ascii=False, indent=1)
        lines.append(f"<pre>{html.escape(view[:3000])}</pre>")
    for i, seat in enumerate(table.seats):
        who = "AI" if seat.ai else "human"
        lines.append(f"{i}. {html.escape(seat.name)} ({who}, missed {seat.missed})")
    await send_group(context.bot, s, chat.id, "\n".join(lines))
    if user.id in s.settings.admins and table.seat_of(user.id) is None and table.state is not None:
        data = {
            "game": table.game.id,
            "id": table.id,
            "seats": table.dump_seats(),
            "state": table.state.model_dump(mode="json"),
        }
        blob = json.dumps(data, ensure_ascii=False, indent=1).encode()
        try:
            await context.bot.send_document(user.id, InputFile(blob, filename=f"state-{table.id}.json"))
        except Exception:
            await send_dm(context.bot, s, user.id, s.t(lang, "inspect-dm-failed"))


async def on_migrate(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The group became a supergroup: its game moves to the new chat id."""
    s, _ = await prepare(update, context)
    msg = update.effective_message
    assert msg
    if msg.migrate_to_chat_id:
        await migrate(s, msg.chat_id, msg.migrate_to_chat_id)
        table = s.tables.by_chat.get(msg.migrate_to_chat_id)
        if table is not None and table.state is not None:
            async with table.lock:
                table.ui.pop("status_msg", None)
                await flow.publish(context.bot, s, table, [])
