"""Who may press a button, and where: the one check every button's handler makes first.

A button's data is chosen by whoever sends the press: a modified client can send the data of any
button (`l:<id>:join`, `r:<id>`, `h:<id>` with sequential ids) from any chat it sees, its own DM
included. So a press counts only from the chat (and forum topic) the button's game, lobby or panel
belongs to, or, for buttons that live in a DM (a player's question, a record in their /history, the
accountant's proposal), from the presser's own private chat; and only from someone the button is
for: a member of the group (Telegram is asked with getChatMember, the answer kept a few minutes),
an admin for admin buttons. Whether the presser holds the seat, is the accountant or played the game
is the handler's own check, made on the game it has loaded. Anything else gets a toast and changes
nothing. `lang:` and `rules:` need no guard: they act on the chat they are pressed in, or on the
presser's own DM."""

from __future__ import annotations

from telegram import CallbackQuery, Chat, Message
from telegram.error import TelegramError
from telegram.ext import ContextTypes

from bot import metrics
from bot.services import Services, answer, topic_of

MEMBER_TTL = 300.0
"""Seconds a "yes, a member" from Telegram is believed (a press or two a second would cost a call each)."""
STRANGER_TTL = 30.0
"""Seconds a "not a member" is believed: someone who has just joined the group is let in soon."""
MEMBERS_KEPT = 20_000
"""Answers kept at most; beyond that the expired ones go."""

ELSEWHERE = "guard-elsewhere"
NOT_MEMBER = "guard-not-member"
ADMIN_ONLY = "err-admin-only"
REASONS = {ELSEWHERE: "foreign", NOT_MEMBER: "not_member", ADMIN_ONLY: "admin_only"}
"""A refusal's name in logs and metrics."""


async def refusal(
    context: ContextTypes.DEFAULT_TYPE,
    s: Services,
    query: CallbackQuery,
    home: int | None,
    thread_id: int | None = None,
    *,
    any_topic: bool = False,
    dm: bool = False,
    member: bool = False,
    admin: bool = False,
) -> str | None:
    """None when the press counts, else the locale key of the toast that refuses it.

    `home`: the group the button belongs to (None: it lives in DMs only); `thread_id`: its forum topic
    (`any_topic`: a button of the whole chat, such as /settings or /history); `dm`: a press from the
    presser's own private chat counts too (the handler then checks the presser is the one it is for);
    `member` / `admin`: in the group, the presser must be a member / an admin of it."""
    msg, user = query.message, query.from_user
    if msg is None:  # an inline message: the bot posts none
        return ELSEWHERE
    if msg.chat.type == Chat.PRIVATE:
        return None if dm and msg.chat.id == user.id else ELSEWHERE
    if home is None or msg.chat.id != home:
        return ELSEWHERE
    # a message too old for Telegram to show comes without its topic: its chat is all there is to check
    if not any_topic and isinstance(msg, Message) and topic_of(msg) != thread_id:
        return ELSEWHERE
    if admin and not await is_admin(context, s, home, user.id):
        return ADMIN_ONLY
    if member and not await is_member(context, s, home, user.id):
        return NOT_MEMBER
    return None


async def admits(
    context: ContextTypes.DEFAULT_TYPE,
    s: Services,
    lang: str,
    query: CallbackQuery,
    home: int | None,
    thread_id: int | None = None,
    **rule: bool,
) -> bool:
    """`refusal`, with the refused press answered: True when the handler may go on."""
    key = await refusal(context, s, query, home, thread_id, **rule)
    if key is None:
        return True
    where = query.message.chat.id if query.message is not None else None
    metrics.refused(REASONS.get(key, key), "a press", chat=where, user=query.from_user.id)
    await answer(query, s.t(lang, key), alert=True)
    return False


def in_dm(query: CallbackQuery) -> bool:
    """Whether the press came from a private chat (which `refusal` lets through only from its owner)."""
    return query.message is not None and query.message.chat.type == Chat.PRIVATE


async def is_member(context: ContextTypes.DEFAULT_TYPE, s: Services, chat_id: int, user_id: int) -> bool:
    """Whether the user is in the group now, by Telegram (a link or a button's data may have
    travelled); the answer is kept `MEMBER_TTL` seconds (`STRANGER_TTL` for a no)."""
    now = s.clock()
    known = s.members.get((chat_id, user_id))
    if known is not None and known[0] > now:
        return known[1]
    try:
        found = await context.bot.get_chat_member(chat_id, user_id)
    except TelegramError:
        return False  # not cached: Telegram may answer next time
    inside = found.status not in ("left", "kicked")
    _remember(s, chat_id, user_id, inside, now)
    return inside


async def is_admin(context: ContextTypes.DEFAULT_TYPE, s: Services, chat_id: int, user_id: int) -> bool:
    """Bot owners everywhere; the chat's administrators in their chat (asked each time: rights change)."""
    if user_id in s.settings.admins:
        return True
    try:
        found = await context.bot.get_chat_member(chat_id, user_id)
    except Exception:
        return False
    _remember(s, chat_id, user_id, found.status not in ("left", "kicked"), s.clock())
    return found.status in ("administrator", "creator")


def _remember(s: Services, chat_id: int, user_id: int, inside: bool, now: float) -> None:
    if len(s.members) >= MEMBERS_KEPT:
        s.members = {k: v for k, v in s.members.items() if v[0] > now}
    s.members[(chat_id, user_id)] = (now + (MEMBER_TTL if inside else STRANGER_TTL), inside)
