"""Admin tools: /reset (with confirmation), /inspect, /kick, and following a group's migration."""

from __future__ import annotations

import html
import json
import math

from telegram import Chat, InputFile, Update
from telegram.error import TelegramError
from telegram.ext import ContextTypes

import storage
from bot import guard, render
from bot.guard import is_admin
from bot.lobby import close, hand_to_ai
from bot.messaging import Keyboard, document, reply, send
from bot.services import Services, answer, command, migrate, prepare, refuse_stale
from bot.tables import Table


async def cmd_reset(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
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
    await cmd.reply(s.t(lang, "reset-confirm", game=s.t(lang, f"{table.game.id}-name")), Keyboard(rows))


async def on_admin_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`a:<game>:reset|keep|kick:<seat>`, pressed by an admin of the game's chat."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data and query.message
    _, gid, op = ([*query.data.split(":", 2), "", ""])[:3]
    table = s.tables.by_id.get(int(gid)) if gid.isascii() and gid.isdigit() else None
    message = query.message
    if table is None:  # the game is over (or the data is forged): nothing to change on any message
        await refuse_stale(query, s.t(lang, "err-stale"))
        return
    if not await guard.admits(context, s, lang, query, table.chat_id, table.thread_id, admin=True):
        return  # only where /reset or /kick was typed (the game's chat and topic), by its admins
    glang = await s.chat_lang(table.chat_id)  # what the group reads; `lang` is the presser's
    async with table.lock:
        if op == "keep":
            await answer(query)
            s.edit_now(message.chat.id, message.message_id, s.t(glang, "reset-kept"))
        elif op == "reset":
            await answer(query)
            s.edit_now(message.chat.id, message.message_id, None)
            if table.status == "lobby":
                await close(context, s, table, "lobby-cancelled")
                return
            table.status = "cancelled"
            name = html.escape(user.full_name)
            text = s.t(glang, "reset-done", name=name, seed=table.seed)
            record = json.dumps(await render.game_record(s, table, None), ensure_ascii=False, indent=1)
            rows = [
                send(table.chat_id, text, thread_id=table.thread_id, game_id=table.id),
                document(  # what was played until now (a game stopped by an error: what to report)
                    table.chat_id,
                    record,
                    f"croupier-{table.id}.json",
                    s.t(glang, "record-caption", id=table.id),
                    thread_id=table.thread_id,
                    game_id=table.id,
                ),
            ]
            await s.store.set_status(table.id, "cancelled", rows)
            s.sender.push(rows)
            s.live.publish(table.id)
            s.tables.drop(table)
        elif op.startswith("kick:") and op[5:].isascii() and op[5:].isdigit() and len(op) < 9:
            seat = int(op[5:])
            if table.status != "running" or seat >= len(table.seats) or table.seats[seat].ai:
                await refuse_stale(query, s.t(lang, "err-stale"))
                return
            await answer(query)
            s.edit_now(message.chat.id, message.message_id, None)
            await hand_to_ai(context, s, table, seat, "seat-kicked")
        else:
            await refuse_stale(query, s.t(lang, "err-stale"))


async def cmd_kick(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Buttons with the seated humans; the pressed one's seat goes to the AI (they can /join back)."""
    cmd = await command(update, context)
    s, lang, chat, user = cmd.s, cmd.lang, cmd.chat, cmd.user
    if not await is_admin(context, s, chat.id, user.id):
        await cmd.say("err-admin-only")
        return
    table = s.tables.at(chat.id, cmd.thread)
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
    await cmd.reply(s.t(lang, "kick-choose"), Keyboard(rows))


async def cmd_inspect(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Phase, whose move, deadlines, version and the public state, sent to the admin's DM (in a group
    only a one-line note); a bot owner not playing also gets the full state as a JSON file."""
    cmd = await command(update, context)
    s, chat, user = cmd.s, cmd.chat, cmd.user
    if not await is_admin(context, s, chat.id, user.id):
        await cmd.say("err-admin-only")
        return
    table = await cmd.table()
    if table is None:
        return
    lang = await s.user_lang(user.id)  # read in the admin's own chat, in the admin's language
    text = await inspect_text(s, table, lang, owner=user.id in s.settings.admins)
    if chat.type != Chat.PRIVATE:
        s.sender.dm.take(user.id)
        try:  # sent now, not through the outbox: the group's note depends on whether it arrived
            await context.bot.send_message(user.id, text, parse_mode="HTML")
        except TelegramError:
            url = f"https://t.me/{context.bot.username}"
            await cmd.reply(s.t(cmd.lang, "inspect-dm-needed"), Keyboard([[(s.t(cmd.lang, "btn-open-dm"), url)]]))
            return
        await cmd.say("inspect-sent")
    else:
        await cmd.reply(text)
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
        except TelegramError:
            await s.post([reply(user.id, s.t(lang, "inspect-dm-failed"))])


async def inspect_text(s: Services, table: Table, lang: str, owner: bool = False) -> str:
    game = s.t(lang, f"{table.game.id}-name")
    lines = [s.t(lang, "inspect-head", id=table.id, game=game, status=s.t(lang, f"inspect-status-{table.status}"))]
    if table.state is not None:
        state = table.state
        waiting = s.catalog.join(lang, (html.escape(table.names[x]) for x in table.game.to_act(state))) or "—"
        lines.append(s.t(lang, "inspect-version", version=state.version, waiting=waiting))
        for d in table.deadlines:
            left = round(max(0.0, d.expire_at - s.clock()))
            name = table.names[d.seat] if d.seat >= 0 else "🧮"  # the accountant's deadline
            lines.append(s.t(lang, "inspect-deadline", name=html.escape(name), seconds=left))
        view = json.dumps(table.game.public_view(state), ensure_ascii=False, indent=1)
        lines.append(f"<pre>{html.escape(view[:3000])}</pre>")
    for i, seat in enumerate(table.seats):
        key = "inspect-seat-ai" if seat.ai else "inspect-seat-human"
        lines.append(s.t(lang, key, n=i + 1, name=html.escape(seat.name), missed=math.ceil(seat.missed)))
    counts = await s.store.outbox_counts(table.id)
    lines.append(
        s.t(
            lang,
            "inspect-outbox",
            pending=counts.get("pending", 0),
            done=counts.get("done", 0),
            failed=counts.get("failed", 0),
        )
    )
    for chat_id, kind, error in await s.store.failures(table.id):
        lines.append(f"• {kind} → {chat_id}: {html.escape(error[:120])}")
    if owner:  # where this bot runs: which worker answered, on which database, with how much owed
        kind, _ = storage.target(s.settings.database_url, s.settings.db_path)
        backlog = await s.store.outbox_backlog()
        worker = html.escape(s.settings.worker_id)
        lines.append(s.t(lang, "inspect-worker", worker=worker, backend=kind, backlog=backlog))
        lines.append(s.t(lang, "inspect-games", held=len(s.tables.by_id), live=await s.store.live_count()))
    return "\n".join(lines)


async def on_migrate(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The group became a supergroup: its game moves to the new chat id."""
    s, _ = await prepare(update, context)
    msg = update.effective_message
    assert msg
    if msg.migrate_to_chat_id:
        await migrate(s, msg.chat_id, msg.migrate_to_chat_id)
