"""What the fake Telegram remembers: users, chats, the bot's messages, the request log.

The handles are plain mutable objects: a `StoredMessage` is edited in place, so a test holding one
always sees the message as the chat shows it now.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

BOT_ID = 1000
BOT_USERNAME = "croupier_test_bot"
BOT_JSON: dict[str, Any] = {"id": BOT_ID, "is_bot": True, "first_name": "Croupier", "username": BOT_USERNAME}


class ApiError(Exception):
    """A Bot API error reply: HTTP status = error_code, plus Telegram's description and parameters."""

    def __init__(self, code: int, description: str, parameters: dict[str, Any] | None = None) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.parameters = parameters


def bad(description: str) -> ApiError:
    """400 with Telegram's "Bad Request: " prefix."""
    return ApiError(400, f"Bad Request: {description}")


@dataclass(eq=False)
class User:
    """A human the tests act as. `started`: has a private chat with the bot; `blocked`: blocked it."""

    id: int
    first_name: str
    username: str | None = None
    language_code: str | None = "en"
    started: bool = False
    blocked: bool = False

    @property
    def json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"id": self.id, "is_bot": False, "first_name": self.first_name}
        if self.username:
            d["username"] = self.username
        if self.language_code:
            d["language_code"] = self.language_code
        return d


@dataclass(eq=False)
class Chat:
    """A private chat (id = the user's id), a group or a supergroup.

    `admins` maps user id to "creator" or "administrator" (the bot's id may be there too);
    `migrated_to` is set once a group became a supergroup; `bot_kicked` once the bot was removed.
    `is_forum`: a supergroup with topics; `topics` maps each topic's thread id (the message id of its
    "forum_topic_created" service message) to its name. The General topic has no thread id.
    `public`: anyone can read the group and press its buttons without joining it (a press by a
    non-member does not make them a member, unlike in a private group, where only members see it).
    """

    id: int
    type: str
    title: str | None = None
    user: User | None = None
    members: set[int] = field(default_factory=set)
    admins: dict[int, str] = field(default_factory=dict)
    migrated_to: int | None = None
    bot_kicked: bool = False
    next_message_id: int = 1
    is_forum: bool = False
    topics: dict[int, str] = field(default_factory=dict)
    public: bool = False

    @property
    def json(self) -> dict[str, Any]:
        if self.user is not None:
            d: dict[str, Any] = {"id": self.id, "type": "private", "first_name": self.user.first_name}
            if self.user.username:
                d["username"] = self.user.username
            return d
        d = {"id": self.id, "type": self.type, "title": self.title}
        if self.is_forum:
            d["is_forum"] = True
        return d

    @property
    def is_group(self) -> bool:
        return self.type in ("group", "supergroup")


@dataclass(eq=False)
class StoredMessage:
    """One message in a chat as Telegram keeps it.

    `text` is the visible text (tags stripped, entities decoded), `html` the text exactly as the bot
    sent it; for a document `text` and `html` hold the caption. `history` keeps the earlier
    (text, html, reply_markup) of each edit. `thread_id`: the forum topic it is in (None: the General
    topic, or no forum); such a message carries `message_thread_id` and `is_topic_message: true`.
    """

    chat: Chat
    message_id: int
    date: int
    sender: dict[str, Any]
    text: str | None = None
    html: str | None = None
    entities: list[dict] = field(default_factory=list)
    reply_markup: dict | None = None
    from_bot: bool = True
    edited: int = 0
    edit_date: int | None = None
    deleted: bool = False
    document_name: str | None = None
    document_bytes: bytes | None = None
    document_json: dict[str, Any] | None = None
    reply_to: StoredMessage | None = None
    thread_id: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    history: list[tuple[str | None, str | None, dict | None]] = field(default_factory=list)

    @property
    def chat_id(self) -> int:
        return self.chat.id

    def json(self, nested: bool = True) -> dict[str, Any]:
        """The Telegram Message object."""
        d: dict[str, Any] = {
            "message_id": self.message_id,
            "from": self.sender,
            "chat": self.chat.json,
            "date": self.date,
        }
        if self.thread_id is not None:
            d["message_thread_id"] = self.thread_id
            d["is_topic_message"] = True
        if self.edit_date is not None:
            d["edit_date"] = self.edit_date
        if nested and self.reply_to is not None:
            d["reply_to_message"] = self.reply_to.json(nested=False)
        if self.document_json is not None:
            d["document"] = self.document_json
            if self.text:
                d["caption"] = self.text
                if self.entities:
                    d["caption_entities"] = self.entities
        elif self.text is not None:
            d["text"] = self.text
            if self.entities:
                d["entities"] = self.entities
        if self.reply_markup is not None and "inline_keyboard" in self.reply_markup:
            d["reply_markup"] = self.reply_markup
        if self.extra:
            d.update(self.extra)
        return d

    def buttons(self) -> list[tuple[str, str | None]]:
        """(text, callback data, or the URL of a link or web_app button) of every inline button, row by row; the
        data as the bot's handlers read it, without the per-send tag the bot adds (`untagged`)."""
        return [(t, untagged(d)) for t, d in self.raw_buttons()]

    def raw_buttons(self) -> list[tuple[str, str | None]]:
        """`buttons()` with the callback data exactly as the button holds it (and a press sends it)."""
        rows = (self.reply_markup or {}).get("inline_keyboard") or []
        return [
            (b.get("text", ""), b.get("callback_data", b.get("url", (b.get("web_app") or {}).get("url"))))
            for row in rows
            for b in row
        ]


TAG_SEP = "¦"
"""The bot tags each sent keyboard's callback data with the row it delivers (bot/tags.py): `<data>¦<tag>`."""


def untagged(data: str | None) -> str | None:
    """Callback data without the bot's per-send tag (tests name a button by what it means; a press
    by that name still sends what the button holds: scene.py `_find_button`)."""
    if data is None or TAG_SEP not in data:
        return data
    return data.rpartition(TAG_SEP)[0]


@dataclass(eq=False)
class ChatStats:
    """What the bot did to one chat: accepted sends (sendMessage/sendDocument/sendPhoto), accepted
    edits, 429 answers, and the fake clock's time of each accepted send."""

    new: int = 0
    edits: int = 0
    too_many: int = 0
    sent_at: list[float] = field(default_factory=list)
    pins: int = 0
    """Accepted pins (each posts a service line, which counts in the group's 20 a minute)."""

    def busiest_minute(self, since: int = 0) -> int:
        """The most accepted sends within any 60 s (a send at t and one at t + 60 are in different windows),
        from the `since`-th send on."""
        best, j, times = 0, 0, sorted(self.sent_at[since:])
        for i, t in enumerate(times):
            while times[j] <= t - 60:
                j += 1
            best = max(best, i - j + 1)
        return best


@dataclass(frozen=True)
class Call:
    """One request the bot made: method, its decoded parameters, HTTP status, error description."""

    method: str
    params: dict[str, Any]
    status: int
    description: str | None = None

    def __str__(self) -> str:
        shown = {k: (v if len(repr(v)) < 120 else repr(v)[:117] + "...") for k, v in self.params.items()}
        tail = f" -> {self.status} {self.description}" if self.description else f" -> {self.status}"
        return f"{self.method}({shown}){tail}"


@dataclass(frozen=True)
class Answer:
    """The bot's answerCallbackQuery for one press."""

    text: str | None
    show_alert: bool
    url: str | None = None
    cache_time: int | None = None
