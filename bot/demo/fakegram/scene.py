"""Setting the scene and acting as users: who exists, who is admin, what they write and press."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .model import BOT_ID, BOT_JSON, ApiError, Chat, StoredMessage, User, untagged
from .state import FakeState

QUERY_TOO_OLD = "Bad Request: query is too old and response timeout expired or query ID is invalid"
GROUP_ANONYMOUS_BOT = {
    "id": 1087968824,
    "is_bot": True,
    "first_name": "Group",
    "username": "GroupAnonymousBot",
}


class Scene(FakeState):
    """The test-side API that changes the world; `send` and `press` enqueue updates for the bot."""

    def user(self, id: int, first_name: str, username: str | None = None, language_code: str | None = "en") -> User:
        """Register a user (and their private chat with the bot, not yet started)."""
        if id in self.users or id == BOT_ID or id <= 0:
            raise ValueError(f"user id {id} is taken or invalid")
        user = self.users[id] = User(id, first_name, username, language_code)
        self.chats[id] = Chat(id=id, type="private", user=user)
        return user

    def group(
        self,
        id: int,
        title: str,
        type: str = "group",
        members: Iterable[User | int] = (),
        *,
        forum: bool = False,
        public: bool = False,
    ) -> Chat:
        """Register a group (id < 0) the bot is a member of; forum=True: a supergroup with topics;
        public=True: anyone may read it and press its buttons without joining (see `Chat.public`)."""
        if id in self.chats or id >= 0 or type not in ("group", "supergroup"):
            raise ValueError(f"group id {id} is taken or invalid, or type {type!r} is not a group type")
        if forum and type != "supergroup":
            raise ValueError("only a supergroup can be a forum")
        chat = self.chats[id] = Chat(id=id, type=type, title=title, is_forum=forum, public=public)
        self.join(chat, *members)
        return chat

    def forum(self, id: int, title: str, members: Iterable[User | int] = ()) -> Chat:
        """Register a forum supergroup (topics on): its chat JSON carries "is_forum": true."""
        return self.group(id, title, "supergroup", members, forum=True)

    def new_topic(self, chat: Chat | int, name: str, by: User | int | None = None) -> int:
        """Create a topic in a forum and return its thread id, which (as in Telegram) is the message id
        of its "forum_topic_created" service message; that message is delivered to the bot as an update.
        `by`: the user who creates it (default: the group's creator, else an anonymous admin)."""
        c = self.chat(chat)
        if not c.is_forum:
            raise ValueError(f"chat {c.id} is not a forum")
        if by is None:
            by = next((u for u, status in c.admins.items() if status == "creator"), None)
        sender = self.users[self._uid(by)].json if by is not None else GROUP_ANONYMOUS_BOT
        thread = c.next_message_id
        created = {"name": name, "icon_color": 7322096}
        m = self._new_message(c, sender, from_bot=False, thread_id=thread, extra={"forum_topic_created": created})
        c.topics[thread] = name
        self._enqueue("message", m.json())
        return thread

    def delete_topic(self, chat: Chat | int, thread: int) -> None:
        """Delete a forum topic: sends to it fail with 400 "message thread not found"."""
        c = self.chat(chat)
        del c.topics[thread]

    def join(self, chat: Chat | int, *users: User | int) -> None:
        """Make users members of a group."""
        c = self.chat(chat)
        c.members.update(self._uid(u) for u in users)

    def set_admin(self, chat: Chat | int, user: User | int, creator: bool = False) -> None:
        """Make a user (or the bot, id 1000) an administrator or the creator of a group."""
        c, uid = self.chat(chat), self._uid(user)
        c.members.add(uid)
        c.admins[uid] = "creator" if creator else "administrator"

    def block(self, user: User | int) -> None:
        """The user blocked the bot: sends to them fail with 403 until they write to it again."""
        self.users[self._uid(user)].blocked = True

    def add_bot(self, chat: Chat | int, by: User | int) -> int:
        """Someone adds the bot to a group: the service message with `new_chat_members` reaches it.
        Returns the update id."""
        c = self.chat(chat)
        c.bot_kicked = False
        c.members.add(BOT_ID)
        m = self._new_message(c, self.users[self._uid(by)].json, extra={"new_chat_members": [BOT_JSON]})
        return self._enqueue("message", m.json())

    def kick_bot(self, chat: Chat | int) -> None:
        """The bot was removed from a group: sends there fail with 403."""
        self.chat(chat).bot_kicked = True

    def migrate(self, chat: Chat | int, new_id: int, by: User | int | None = None) -> Chat:
        """Upgrade a group to a supergroup, with the two service messages Telegram sends."""
        old = self.chat(chat)
        if old.type != "group" or old.migrated_to is not None:
            raise ValueError(f"chat {old.id} is not a basic group")
        new = self.group(new_id, old.title or "", "supergroup", old.members)
        new.admins = dict(old.admins)
        old.migrated_to = new_id
        if by is None:
            by = next((u for u, status in old.admins.items() if status == "creator"), None)
        sender = self.users[self._uid(by)].json if by is not None else GROUP_ANONYMOUS_BOT
        first = self._new_message(old, sender, extra={"migrate_to_chat_id": new_id})
        self._enqueue("message", first.json())
        second = self._new_message(new, sender, extra={"migrate_from_chat_id": old.id})
        self._enqueue("message", second.json())
        return new

    def fail(
        self,
        method: str,
        code: int,
        description: str,
        *,
        parameters: dict[str, Any] | None = None,
        chat: Chat | User | int | None = None,
        times: int = 1,
    ) -> None:
        """Make the next `times` calls of `method` (to `chat`, if given) fail with this error.

        e.g. fake.fail("sendMessage", 429, "Too Many Requests: retry after 3", parameters={"retry_after": 3})
        """
        chat_id = None if chat is None else (chat if isinstance(chat, int) else chat.id)
        self._faults.append([method.lower(), chat_id, times, ApiError(code, description, parameters)])

    def fail_5xx(self, method: str, *, chat: Chat | User | int | None = None, times: int = 3, code: int = 502) -> None:
        """A burst of server errors: the next `times` calls of `method` (to `chat`, if given) answer
        `code` (500, 502, 503 or 504, with the usual reason); PTB raises NetworkError for each."""
        reasons = {500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout"}
        if code not in reasons:
            raise ValueError(f"fail_5xx knows codes {sorted(reasons)}, not {code}")
        self.fail(method, code, reasons[code], chat=chat, times=times)

    def fail_answers(self, times: int = 1) -> None:
        """The next `times` answerCallbackQuery calls fail with 400 "query is too old and response
        timeout expired or query ID is invalid"; each press hit that way stays too old (a retry fails)."""
        self.fail("answerCallbackQuery", 400, QUERY_TOO_OLD, times=times)

    def expire_query(self, query_id: str) -> None:
        """This press is now too old: answering it fails with 400 "query is too old ..." (Telegram
        refuses answers ~15 s after the press)."""
        self._pending_queries.discard(query_id)

    # --- acting as users -----------------------------------------------------------------------------

    async def send(
        self,
        user: User | int,
        text: str,
        chat: Chat | int | None = None,
        reply_to: StoredMessage | None = None,
        thread: int | None = None,
    ) -> int | None:
        """A user writes `text` (in their private chat with the bot unless `chat` is given).

        Writing in private opens the chat (the bot may then write to them) and unblocks the bot.
        thread: a topic of a forum `chat` (from new_topic); the message then carries message_thread_id
        and is_topic_message, and (unless it replies to something) replies to the topic's creation
        message, as in Telegram. A reply in a topic without `thread` lands in the replied message's topic.
        Returns the update id, or None when privacy mode keeps the message from the bot.
        """
        u = self.users[self._uid(user)]
        if chat is None:
            c = self.chats[u.id]
            u.started, u.blocked = True, False
        else:
            c = self.chat(chat)
            if c.migrated_to is not None or c.bot_kicked:
                raise AssertionError(f"chat {c.id} is migrated or the bot was removed from it")
            if c.user is not None and c.user is not u:
                raise AssertionError(f"user {u.id} cannot write in the private chat of user {c.id}")
            if c.user is not None:
                u.started, u.blocked = True, False
            c.members.add(u.id)
        if thread is None and reply_to is not None:
            thread = reply_to.thread_id
        extra: dict[str, Any] = {}
        if thread is not None:
            if not c.is_forum or thread not in c.topics:
                raise AssertionError(f"chat {c.id} has no topic {thread}")
            if reply_to is None:
                reply_to = self._by_id.get((c.id, thread))
        elif c.is_forum and reply_to is not None:  # a reply in General carries the reply thread's id
            extra["message_thread_id"] = reply_to.extra.get("message_thread_id", reply_to.message_id)
        entities = []
        command = _command_length(text)
        if command:
            entities.append({"type": "bot_command", "offset": 0, "length": command})
        m = self._new_message(
            c, u.json, text=text, entities=entities, from_bot=False, reply_to=reply_to, thread_id=thread, extra=extra
        )
        if (
            self.privacy_mode
            and c.is_group
            and not command
            and not (reply_to is not None and reply_to.from_bot)
            and c.admins.get(BOT_ID) is None
        ):
            return None
        return self._enqueue("message", m.json())

    async def press(
        self,
        user: User | int,
        message: StoredMessage,
        data: str | None = None,
        text: str | None = None,
        *,
        strict: bool = True,
    ) -> str:
        """A user presses an inline button of a bot message, chosen by callback `data` or by `text`
        (exact, else a unique substring). Returns the callback query id.

        strict=False sends `data` as is, even if no button carries it (stale or forged presses).
        """
        u = self.users[self._uid(user)]
        chat = message.chat
        if strict:
            if message.deleted:
                raise AssertionError(f"message {message.message_id} in chat {chat.id} was deleted")
            if chat.user is not None and chat.user is not u:
                raise AssertionError(f"user {u.id} cannot see the private chat of user {chat.id}")
            data = _find_button(message, data, text)
        elif data is None:
            raise TypeError("press(strict=False) needs data=")
        if chat.is_group and not chat.public:  # only members see a private group's messages
            chat.members.add(u.id)
        query_id = str(4_000_000_000_000_000_000 + self._next_query_id)
        self._next_query_id += 1
        self._pending_queries.add(query_id)
        self._enqueue(
            "callback_query",
            {
                "id": query_id,
                "from": u.json,
                "message": message.json(),
                "chat_instance": str(-7_000_000_000_000_000_000 + abs(chat.id)),
                "data": data,
            },
        )
        return query_id


def _command_length(text: str) -> int:
    """Length of a leading /command (with an optional @botname), 0 if the text is no command."""
    if not text.startswith("/"):
        return 0
    i = 1
    while i < len(text) and (text[i].isascii() and (text[i].isalnum() or text[i] == "_")):
        i += 1
    if i == 1 or i > 65:
        return 0
    if i < len(text) and text[i] == "@":
        j = i + 1
        while j < len(text) and text[j].isascii() and (text[j].isalnum() or text[j] == "_"):
            j += 1
        if j > i + 1:
            i = j
    return i


def _find_button(message: StoredMessage, data: str | None, text: str | None) -> str:
    rows = (message.reply_markup or {}).get("inline_keyboard") or []
    buttons = [b for row in rows for b in row]
    shown = [(b.get("text"), b.get("callback_data", b.get("url"))) for b in buttons]
    where = f"message {message.message_id} in chat {message.chat.id}"
    if data is not None:
        match = [b for b in buttons if b.get("callback_data") == data]
        match = match or [b for b in buttons if untagged(b.get("callback_data")) == data]
        wanted = f"with data {data!r}"
    elif text is not None:
        match = [b for b in buttons if b.get("text") == text]
        if not match:
            match = [b for b in buttons if text in b.get("text", "")]
            if len(match) > 1:
                raise AssertionError(f"button text {text!r} is ambiguous on {where}; its buttons: {shown}")
        wanted = f"with text {text!r}"
    else:
        raise TypeError("press() needs data= or text=")
    if not match:
        raise AssertionError(f"no button {wanted} on {where}; its buttons: {shown}")
    if "callback_data" not in match[0]:
        raise AssertionError(f"button {match[0].get('text')!r} on {where} sends no callback data")
    return match[0]["callback_data"]
