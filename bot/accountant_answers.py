"""The accountant's presses in the DM (`ac:…` buttons, see `bot.accountant`): only the table's
accountant, only for the proposal now waiting; an answer settles a step like a player's move."""

from __future__ import annotations

import logging

from telegram import Update
from telegram.ext import ContextTypes

from bot import guard, step
from bot.accountant import SLOT, auto, buttons, dm_text, person, show
from bot.messaging import edit, keyboard
from bot.outbox import ANSWER
from bot.services import Services, answer, prepare, refuse_stale
from bot.tables import Table
from games.base import ACC_OK, ACC_SET, ACCOUNTANT, GameError
from storage.store import LoggedAction

log = logging.getLogger(__name__)


async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """`ac:<game>:<version>:<op>`: only the table's accountant, only for the proposal now waiting."""
    s, lang = await prepare(update, context)
    query, user = update.callback_query, update.effective_user
    assert query and user and query.data
    parts = query.data.split(":", 3)
    ok = len(parts) == 4 and parts[1].isascii() and parts[1].isdigit() and parts[2].isascii() and parts[2].isdigit()
    table = s.tables.by_id.get(int(parts[1])) if ok else None
    if table is None or table.state is None or table.status != "running":
        await refuse_stale(query, s.t(lang, "err-stale"))
        return
    if not await guard.admits(context, s, lang, query, None, dm=True):
        return  # the proposal lives in the accountant's DM (`press` checks it is theirs)
    async with table.lock:
        said, alert = await press(update, context, s, table, user.id, int(parts[2]), parts[3], lang)
    await answer(query, said, alert=alert)


async def press(
    update: Update,
    context: ContextTypes.DEFAULT_TYPE,
    s: Services,
    table: Table,
    user_id: int,
    version: int,
    op: str,
    lang: str,
) -> tuple[str | None, bool]:
    """One press of the accountant's DM: (answer, alert). Call with the table's lock held."""
    state = table.state
    assert state is not None
    acc = person(table)
    if acc is None or int(acc["user_id"]) != user_id:
        return s.t(lang, "acc-not-you"), True
    if not table.game.accountant_waits(state) or version != state.version or auto(table):
        return s.t(lang, "err-stale"), True
    prop = table.game.accountant_proposal(state)
    assert prop is not None
    query = update.callback_query
    if op.startswith("~"):  # a builder step: the DM redrawn, nothing reaches the game
        draft = op[1:]
        if len(draft) != len(prop["value"]) or not draft.isascii() or not draft.isdigit():
            return s.t(lang, "err-stale"), True
        if query is not None and query.message is not None:
            markup = keyboard(buttons(s, table, lang, prop, draft))
            s.edit_now(query.message.chat.id, query.message.message_id, dm_text(s, table, lang, prop, draft), markup)
        return None, False
    action = ACC_OK if op == "ok" else ACC_SET + op[4:] if op.startswith("set:") else ""
    if action == ACC_SET + prop["value"]:
        action = ACC_OK
    try:
        events = table.game.apply(state, ACCOUNTANT, action)
    except GameError as exc:
        return s.catalog.render(lang, exc.key, exc.params, table.names, markup=False), True
    except (ValueError, IndexError, KeyError, TypeError):
        log.info("game %s refused a malformed accountant action %r", table.id, action[:80])
        await step.reload(s, table)
        return s.t(lang, "err-stale"), True
    table.ui.acc_missed = 0
    key = "acc-answered-ok" if action == ACC_OK else "acc-answered-set"
    value = show(table, prop, prop["value"] if action == ACC_OK else action[len(ACC_SET) :])
    closed = edit(
        user_id, table.id, SLOT, dm_text(s, table, lang, prop) + "\n\n" + s.t(lang, key, value=value), None, prio=ANSWER
    )
    out = step.Outcome(events=events, logged=[LoggedAction(ACCOUNTANT, action, "accountant")], rows=[closed])
    # actor: the next proposal redraws this DM in place
    if not await step.take(context.application, s, table, out, actor=ACCOUNTANT, prio=ANSWER):
        return s.t(lang, "err-internal"), True
    return s.t(lang, key, value=value), False
