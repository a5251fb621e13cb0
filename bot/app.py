"""Building the PTB Application: handlers, rate limiter, start-up, and loading games when needed."""

from __future__ import annotations

import asyncio
import logging
import re
from typing import Any

from telegram import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeAllPrivateChats, Chat, Update
from telegram.error import TelegramError
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from bot import (
    accountant_answers,
    admin,
    general,
    lobby,
    play,
    prompts,
    schedule,
    settings_cmd,
    stats,
    step,
    tags,
    timers,
    workers,
)
from bot.clock import Clock, Every
from bot.config import Settings
from bot.http import AiohttpRequest
from bot.miniapp import launch
from bot.outbox import ANSWER, Item, Sender
from bot.processor import Answered, ChatOrderedProcessor, refuse
from bot.services import Services, answer, migrate, reader_lang, refuse_stale, svc, topic_of
from bot.tables import Table, Tables, TableUi
from locales import LANGS, catalog
from storage import open_database, target, unreachable
from storage.db import SIGHT, Duplicate
from storage.store import GameRow, Store
from storage.workers import Shared

log = logging.getLogger(__name__)

GROUP_COMMANDS = (
    "new",
    "join",
    "leave",
    "begin",
    "cancel",
    "status",
    "board",
    "app",
    "resume",
    "top",
    "stats",
    "history",
    "games",
    "rules",
    "lang",
    "help",
)
ADMIN_COMMANDS = ("reset", "inspect", "kick", "settings")
ALLOWED_UPDATES = (Update.MESSAGE, Update.CALLBACK_QUERY)
"""The kinds of update `register` handles, all that getUpdates and setWebhook ask Telegram for (an
edited message, say, is never delivered: the command or move it holds was taken when first sent)."""
PRIVATE_COMMANDS = ("start", "app", "status", "top", "stats", "history", "forget", "games", "rules", "lang", "help")


def build_application(settings: Settings) -> Application:
    # (the processor's hooks run only once the bot is up: `_post_init` has put its services in bot_data)
    processor = ChatOrderedProcessor(
        flood_limit=settings.flood_limit,
        on_flood=lambda update: general.flood_notice(app.bot_data["svc"], update),
        before=lambda update: preload(app.bot_data["svc"], update),
    )
    builder = (
        ApplicationBuilder()
        .token(settings.token)
        .concurrent_updates(processor)
        .request(AiohttpRequest(connection_pool_size=settings.http_pool))
        .get_updates_request(AiohttpRequest(connection_pool_size=1))
        .job_queue(None)  # what falls due is the scheduler's (bot/schedule.py), timed by the bot's clock
    )
    if settings.api_url:
        builder = builder.base_url(settings.api_url).base_file_url(settings.api_url.replace("/bot", "/file/bot"))
    builder = builder.post_init(_post_init).post_shutdown(_post_shutdown)
    app = builder.build()
    app.bot_data["settings"] = settings
    app.bot_data["processor"] = processor
    register(app)
    return app


def register(app: Application) -> None:
    commands = {
        "start": general.cmd_start,
        "help": general.cmd_help,
        "games": general.cmd_games,
        "rules": general.cmd_rules,
        "lang": general.cmd_lang,
        "new": lobby.cmd_new,
        "join": lobby.cmd_join,
        "resume": lobby.cmd_resume,
        "leave": lobby.cmd_leave,
        "begin": lobby.cmd_begin,
        "cancel": lobby.cmd_cancel,
        "status": play.cmd_status,
        "board": play.cmd_board,
        "reset": admin.cmd_reset,
        "inspect": admin.cmd_inspect,
        "kick": admin.cmd_kick,
        "settings": settings_cmd.cmd_settings,
        "top": stats.cmd_top,
        "stats": stats.cmd_stats,
        "history": stats.cmd_history,
        "forget": stats.cmd_forget,
        "app": launch.cmd_app,
    }
    for name, callback in commands.items():
        app.add_handler(CommandHandler(name, callback))
    app.add_handler(CallbackQueryHandler(play.on_move_button, pattern=r"^g:"))
    app.add_handler(CallbackQueryHandler(play.on_open_button, pattern=r"^o:"))
    app.add_handler(CallbackQueryHandler(accountant_answers.on_button, pattern=r"^ac:"))
    app.add_handler(CallbackQueryHandler(lobby.on_lobby_button, pattern=r"^l:"))
    app.add_handler(CallbackQueryHandler(admin.on_admin_button, pattern=r"^a:"))
    app.add_handler(CallbackQueryHandler(general.on_lang_button, pattern=r"^lang:"))
    app.add_handler(CallbackQueryHandler(general.on_rules_button, pattern=r"^rules:"))
    app.add_handler(CallbackQueryHandler(play.on_which_game, pattern=r"^w:"))
    app.add_handler(CallbackQueryHandler(settings_cmd.on_settings_button, pattern=r"^st:"))
    app.add_handler(CallbackQueryHandler(lobby.on_rematch, pattern=r"^r:"))
    app.add_handler(CallbackQueryHandler(stats.on_record_button, pattern=r"^h:"))
    app.add_handler(CallbackQueryHandler(stats.on_forget_button, pattern=r"^fg:"))
    app.add_handler(CallbackQueryHandler(_stale_button))
    app.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, admin.on_migrate))
    app.add_handler(MessageHandler(filters.StatusUpdate.NEW_CHAT_MEMBERS, general.on_added))
    app.add_handler(MessageHandler(filters.COMMAND, general.cmd_unknown))
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, play.on_text))
    app.add_error_handler(_on_error)


async def _stale_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    s = svc(context)
    assert update.callback_query
    lang = await reader_lang(s, update)
    await refuse_stale(update.callback_query, s.t(lang, "err-stale"))


async def _on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    if isinstance(context.error, Duplicate):  # a webhook update delivered again: handled once already
        log.info("update %s delivered again, ignored", getattr(update, "update_id", "?"))
        return
    if await workers.retry_stale(update, context):
        return
    if unreachable(context.error):
        sight = SIGHT.get()
        if isinstance(update, Update) and sight is not None and sight.pending:
            refuse(sight)  # nothing of it was done: it comes again, and no alert says otherwise
            return
        if update is None:  # a job: it runs again at its next turn
            log.warning("a background task met the database unreachable (%s)", type(context.error).__name__)
            return
    log.error("update %s failed", getattr(update, "update_id", "?"), exc_info=context.error)
    if isinstance(update, Update) and update.callback_query is not None:
        try:
            s = svc(context)
            lang = await reader_lang(s, update)
            await answer(update.callback_query, s.t(lang, "err-internal"), alert=True)
        except Exception:
            pass


def shared(settings: Settings) -> bool:
    """PostgreSQL: several workers may share the database (bot/workers.py); SQLite is one process."""
    return target(settings.database_url, settings.db_path)[0] == "postgresql"


def make_sender(app: Application, settings: Settings, store: Store, clock: Clock, **hooks: Any) -> Sender:
    """The sender with its limits from `settings`, on the bot's `clock`, with the `hooks` it calls
    (`Sender`'s `on_delivered`, `on_forbidden`, `on_migrated`)."""
    off = not settings.rate_limit  # benchmarks of the bot's own speed only
    limits: dict[str, Any] = dict(
        group_per_minute=10**6 if off else settings.group_per_minute,
        game_per_minute=10**6 if off else settings.game_per_minute,
        overall_per_second=10**6 if off else settings.overall_per_second,
        dm_per_second=10**6 if off else settings.dm_per_second,
        dm_burst=2,  # one less than Telegram tolerates: our clock and its clock differ by the latency
        edit_interval=0 if off else settings.edit_interval,
        clock=clock.monotonic,  # (the budgets and paces go by the bot's clock: tests move it on)
        spacing=clock.monotonic,
        wall=clock,
    )
    if shared(settings):
        shared_db = Shared(store.db, settings.worker_id)
        return workers.SharedSender(app.bot, store, shared_db, settings.lease, clock, **limits, **hooks)
    return Sender(app.bot, store, **limits, **hooks)


async def _post_init(app: Application) -> None:
    settings: Settings = app.bot_data["settings"]
    db = await open_database(settings.database_url, settings.db_path)
    clock: Clock = app.bot_data.get("clock") or Clock()  # (tests bring one they move)
    many = Shared(db, settings.worker_id) if shared(settings) else None
    if many is not None:  # several workers compare deadlines and leases: by the database's clock
        await clock.sync(many.db_time)
    store = Store(
        db,
        clock=clock,
        lobby_idle=settings.lobby_idle,
        after_commit=many.after_commit if many else None,  # a move's commit releases its game's lock
    )
    s: Services  # the hooks call into the services built below: they run only once the bot is up
    sender = make_sender(
        app,
        settings,
        store,
        clock,
        on_delivered=lambda item, waited: timers.prompt_delivered(app, s, item, waited),
        on_forbidden=lambda item: prompts.prompt_refused(app, s, item),
        on_migrated=lambda old, new: migrate(s, old, new),
    )
    tables = Tables(
        settings.cache_games,
        store=store,
        shared=many is not None,
        install=lambda row: install(app, s, row),
        on_evict=lambda table: let_go(s, table),
    )
    s = Services(
        settings=settings,
        store=store,
        catalog=catalog(),
        processor=app.bot_data["processor"],
        sender=sender,
        tables=tables,
        clock=clock,
        arm=timers.arm,
        bot_username=app.bot.username or "",
    )
    app.bot_data["svc"] = s
    if many is not None:  # several workers: the games' guard, discovery before each update, the poll
        s.workers = workers.Workers(app, s, many, clock)
        tables.guard = s.workers  # (the one hook set late: the workers need the services they guard)
    down = await timers.after_downtime(s)
    if down:
        await shift_clocks(s, down)
    await sender.load()
    # repeating work on the monotonic clock: a JobQueue job would stop for as long as the wall clock
    # is set back (bot/clock.py)
    s.every["heartbeat"] = Every(settings.heartbeat, lambda: timers.alive(s), "the heartbeat")
    if s.workers is not None:  # (a clock its owner drives: the owner runs the scheduler, bot/schedule.py)
        tick = s.workers.on_send if clock.driven else s.workers.on_tick
        s.every["poll"] = Every(settings.poll, tick, "the poll for due deadlines and messages", first=settings.poll)
    elif not clock.driven:
        s.scheduler = schedule.Loop(app, s)
    s.every["prune"] = Every(PRUNE_EVERY, lambda: _prune(s), "pruning delivered messages", first=PRUNE_EVERY)
    # compaction may take a while on a large database: never before the bot answers
    s.every["compact"] = Every(COMPACT_EVERY, lambda: _compact(s), "compacting finished games", first=COMPACT_FIRST)
    for every in s.every.values():
        every.start()
    if s.scheduler is not None:
        s.scheduler.start()
    await set_commands(app, s)


COMPACT_AFTER = 86400.0
"""Seconds after which an ended game's leftover snapshot and UI state go (its record and result stay for good;
its delivered messages and slots go an hour after its end: `_prune`)."""
COMPACT_EVERY = 86400.0
COMPACT_FIRST = 60.0
"""Seconds after a start before the first compaction (the start itself is never held up by it)."""


async def _compact(s: Services) -> None:
    """Games that ended a day ago and still hold a snapshot give it back; at start and daily
    (several workers may do it at once: each batch is one transaction). A failure only waits a day."""
    try:
        dropped = await s.store.compact(s.clock() - COMPACT_AFTER)
    except Exception:
        log.exception("compacting finished games failed; trying again in a day")
        return
    if dropped:
        log.info("compacted %d rows of finished games", dropped)


PRUNE_EVERY = 60.0
"""Seconds between two prunings of delivered messages (storage/store.py `Store.prune`)."""


async def _prune(s: Services) -> None:
    """Delivered messages the sender will not read back leave the database within minutes, and the
    SQLite file gives their pages back. A failure only waits for the next round."""
    try:
        await s.store.prune()
    except Exception:
        log.exception("pruning delivered messages failed; trying again in a minute")


async def install(app: Application, s: Services, row: GameRow) -> Table | None:
    """A live game loaded (`Tables` calls this): resumed, its deadlines read, its live messages made
    known to the sender, its jobs armed. What a step owed the chats is in the outbox already."""
    table = await step.resume(s, row)
    if table is None:
        return None
    table.deadlines = await s.store.deadlines(table.id)
    fresh_token = table.ui.token is None
    s.tables.add(table)
    for key, where in (await s.store.slots([table.id])).items():
        s.sender.slots.setdefault(key, where)  # the sender's own newer knowledge wins
    if fresh_token:  # games from before deep links had none
        await s.store.save_ui(table.id, table.ui.dump())
    if table.status == "running" and table.state is not None:
        timers.arm(app, s, table)
    elif table.status == "lobby":
        lobby.arm_idle(app, s, table)
    return table


def let_go(s: Services, table: Table) -> None:
    """A game leaves the cache (its deadlines are rows the scheduler loads it by again): its live
    messages are forgotten unless the sender still owes it something."""
    if not any(it.game_id == table.id for q in s.sender.queues.values() for it in q):
        for key in [k for k in s.sender.slots if k[0] == table.id]:
            del s.sender.slots[key]


CALLBACK_GAME = re.compile(r"^[a-z]+:(\d{1,15})(?::|$)")
"""Button data that names a game: `g:<id>:…`, `l:<id>:…`, `w:<id>`, `ac:<id>:…`."""
UNDER_LOCK = ("g:", "o:")
"""Buttons whose handlers look at their game only under its lock (`bot.play.on_move_button`,
`on_open_button`): with several workers the lock's guard brings a held copy up to date."""


async def preload(s: Services, update: object) -> None:
    """Before an update is handled: the games it is about are loaded (handlers read the cache).
    A group: its (topic's) live game; a button: the game it names; a DM message: the sender's
    games (by the `players` index) and a deep link's game."""
    if not isinstance(update, Update):
        return
    chat, user, query = update.effective_chat, update.effective_user, update.callback_query
    if query is not None and query.data:
        data, row = tags.split(query.data)
        if row is not None:
            with query._unfrozen():  # no handler sees the tag (bot/tags.py)
                query.data = data
            if await stray_copy(s, update, row):
                raise Answered
        found = CALLBACK_GAME.match(query.data)
        # a move's button is looked at under the game's lock only (bot/play.py): no rev read first
        check = not query.data.startswith(UNDER_LOCK)
        if found and await s.tables.load(int(found.group(1)), check=check) is not None:
            return  # a button of a live game: its handler needs that game alone
    if chat is not None and chat.type != Chat.PRIVATE:
        await s.tables.load_at(chat.id, topic_of(update.effective_message))
    elif query is None and user is not None:
        await s.tables.load_user(user.id)
        text = update.message.text if update.message is not None and update.message.text else ""
        if text.startswith("/start ") and text[7:8] in ("j", "g"):
            await s.tables.load_token(text[8:].strip()[:64])


async def stray_copy(s: Services, update: Update, row: int) -> bool:
    """A press on a message whose tag names a row the bot delivered as another message: a copy left
    by a crash between Telegram's accepting a send and its mark. It loses its buttons and the presser
    is told the live one is further down (True); any other press goes on to its handler (False)."""
    query = update.callback_query
    message = query.message if query is not None else None
    if query is None or message is None:
        return False
    here = (message.chat.id, message.message_id)
    if here in s.sender.shown:  # this process sent or redrew it: known, and no round trip spent
        return False
    sent = await s.store.sent_as(row)
    if sent is None or sent[0] != here[0] or sent == here or await s.store.knows_message(*here):
        return False  # (a forged tag on a message the bot knows changes nothing)
    s.sender.push_volatile(Item(chat_id=message.chat.id, kind="strip", message_id=message.message_id, prio=ANSWER))
    lang = await reader_lang(s, update)
    await answer(query, s.t(lang, "err-stray-copy"), alert=True)
    return True


async def shift_clocks(s: Services, down: float) -> None:
    """The bot was down: a running clock (an auction's) resumes where it stopped. Only games with a
    clock running are read (`wake_at` of a running game)."""
    for gid in await s.store.running_clocks():
        row = await s.store.game(gid)
        ui = TableUi.load(row.ui) if row is not None else None
        if ui is None or not ui.timers:
            continue
        for timer in ui.timers.values():
            timer[0] += down
        await s.store.save_ui(gid, ui.dump())


async def set_commands(app: Application, s: Services) -> None:
    for lang in (None, *LANGS):
        text_lang = lang or s.settings.lang

        def cmds(names: tuple[str, ...], text_lang: str = text_lang) -> list[BotCommand]:
            shown = (n for n in names if n != "app" or launch.enabled(s.settings))  # /app: with a Mini App only
            return [BotCommand(n, s.t(text_lang, f"cmd-{n}")) for n in shown]

        try:
            await app.bot.set_my_commands(
                cmds(GROUP_COMMANDS + ADMIN_COMMANDS),
                scope=BotCommandScopeAllGroupChats(),
                language_code=lang,
            )
            await app.bot.set_my_commands(
                cmds(PRIVATE_COMMANDS), scope=BotCommandScopeAllPrivateChats(), language_code=lang
            )
        except TelegramError as exc:
            log.warning("setMyCommands failed: %s", exc)


async def drain_outbox(app: Application) -> None:
    """A stopping worker, its updates handled: what they owe the chats is sent, for up to
    `drain_on_stop` (CROUPIER_STOP_GRACE) seconds, while the Bot API client is still open (PTB's
    `shutdown` closes it before `post_shutdown` runs). The rest stays in the outbox for the next start."""
    s: Services | None = app.bot_data.get("svc")
    if s is None:
        return
    if s.sender.paused or s.settings.drain_on_stop <= 0:
        return
    try:
        await asyncio.wait_for(s.sender.idle.wait(), s.settings.drain_on_stop)
    except TimeoutError:
        log.warning(
            "stopping: %d calls still owed after %.0f s; sent at the next start",
            s.sender.pending(),
            s.settings.drain_on_stop,
        )
        return
    log.info("stopping: everything owed is sent")


async def _post_shutdown(app: Application) -> None:
    s: Services | None = app.bot_data.get("svc")
    if s is not None:
        for every in s.every.values():
            await every.stop()
        if s.scheduler is not None:
            await s.scheduler.stop()
        await s.sender.stop()  # (drained by `drain_outbox`: the Bot API client is closed by now)
        await timers.alive(s)
        if s.workers is not None:
            await s.workers.stop()
        await s.store.db.close()
