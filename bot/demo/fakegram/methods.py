"""The Bot API methods the fake serves, with Telegram's checks and error texts.

Each handler takes the decoded parameters and returns the `result` of a successful reply, or raises
`ApiError`. Handlers are synchronous (no await between reading and changing state), which is what
makes the fake safe under many concurrent requests on one event loop. getUpdates (the one method
that waits) lives in server.py.

Text length is counted in Unicode code points (as tdlib does), after HTML parsing and after
Telegram's trimming of leading and trailing whitespace.
"""

from __future__ import annotations

import math
import re
import time
from collections import deque
from typing import Any

from .html import EntityError, parse_html, utf16_len
from .model import BOT_ID, BOT_JSON, Answer, ApiError, Chat, StoredMessage, bad
from .state import FakeState, commands_key

TEXT_LIMIT = 4096
CAPTION_LIMIT = 1024
CALLBACK_DATA_LIMIT = 64
BUTTON_LIMIT = 100
ANSWER_LIMIT = 200
NOT_MODIFIED = (
    "message is not modified: specified new message content and reply markup are exactly the same "
    "as a current content and reply markup of the message"
)
NO_ACTION = "can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard"
BUTTON_ACTIONS = (
    "callback_data",
    "url",
    "web_app",
    "login_url",
    "switch_inline_query",
    "switch_inline_query_current_chat",
    "switch_inline_query_chosen_chat",
    "copy_text",
    "callback_game",
    "pay",
)
CHAT_ACTIONS = {
    "typing",
    "upload_photo",
    "record_video",
    "upload_video",
    "record_voice",
    "upload_voice",
    "upload_document",
    "choose_sticker",
    "find_location",
    "record_video_note",
    "upload_video_note",
}
COMMAND_RE = re.compile(r"[a-z0-9_]{1,32}")
ADMIN_RIGHTS = {
    "can_be_edited": False,
    "is_anonymous": False,
    "can_manage_chat": True,
    "can_delete_messages": True,
    "can_manage_video_chats": True,
    "can_restrict_members": True,
    "can_promote_members": False,
    "can_change_info": True,
    "can_invite_users": True,
    "can_post_stories": True,
    "can_edit_stories": True,
    "can_delete_stories": True,
    "can_pin_messages": True,
}


class Upload:
    """A file part of a multipart request."""

    __slots__ = ("content", "filename", "mime_type")

    def __init__(self, filename: str, content: bytes, mime_type: str) -> None:
        self.filename, self.content, self.mime_type = filename, content, mime_type

    def __repr__(self) -> str:
        return f"<file {self.filename!r} {len(self.content)} bytes>"


def member_json(user: dict[str, Any], status: str) -> dict[str, Any]:
    """A ChatMember object as PTB expects it for each status."""
    if status == "administrator":
        return {"status": status, "user": user, **ADMIN_RIGHTS}
    if status == "creator":
        return {"status": status, "user": user, "is_anonymous": False}
    if status == "kicked":
        return {"status": status, "user": user, "until_date": 0}
    return {"status": status, "user": user}


def _trim(text: str, entities: list[dict]) -> tuple[str, list[dict]]:
    """Telegram drops leading and trailing whitespace of a text; entities are clipped to what is left."""
    stripped = text.strip()
    if len(stripped) == len(text):
        return text, entities
    lead16 = utf16_len(text[: len(text) - len(text.lstrip())])
    end16 = lead16 + utf16_len(stripped)
    kept = []
    for e in entities:
        start, end = max(e["offset"], lead16), min(e["offset"] + e["length"], end16)
        if end > start:
            kept.append({**e, "offset": start - lead16, "length": end - start})
    return stripped, kept


class BotApiMethods(FakeState):
    """Method handlers over the shared state."""

    # --- shared checks -------------------------------------------------------------------------

    def _chat(self, chat_id: Any) -> Chat:
        if chat_id is None or chat_id == "":
            raise bad("chat_id is empty")
        chat = self.chats.get(chat_id) if isinstance(chat_id, int) else None
        if chat is None:
            raise bad("chat not found")
        return chat

    def _target(self, chat_id: Any) -> Chat:
        """The chat a send or edit goes to, refused the way Telegram refuses it."""
        chat = self._chat(chat_id)
        if chat.migrated_to is not None:
            raise ApiError(
                400,
                "Bad Request: group chat was upgraded to a supergroup chat",
                {"migrate_to_chat_id": chat.migrated_to},
            )
        user = chat.user
        if user is not None:
            if user.blocked:
                raise ApiError(403, "Forbidden: bot was blocked by the user")
            if not user.started:
                raise ApiError(403, "Forbidden: bot can't initiate conversation with a user")
        elif chat.bot_kicked:
            raise ApiError(403, f"Forbidden: bot was kicked from the {chat.type} chat")
        return chat

    def _text(
        self, raw: Any, parse_mode: Any, entities: Any, *, limit: int, caption: bool
    ) -> tuple[str | None, list[dict]]:
        """Visible text and entities after parsing and trimming; None for an absent caption."""
        if raw is None or raw == "":
            if caption:
                return None, []
            raise bad("message text is empty")
        raw = str(raw)
        mode = parse_mode.lower() if isinstance(parse_mode, str) else ""
        if mode == "html":
            try:
                text, ents = parse_html(raw)
            except EntityError as e:
                raise bad(f"can't parse entities: {e}") from None
        elif mode in ("", "markdown", "markdownv2"):  # Markdown is stored unparsed
            text = raw
            if entities is not None and not (
                isinstance(entities, list)
                and all(
                    isinstance(e, dict)
                    and isinstance(e.get("type"), str)
                    and isinstance(e.get("offset"), int)
                    and isinstance(e.get("length"), int)
                    for e in entities
                )
            ):
                raise bad("can't parse entities JSON object")
            ents = sorted(entities or [], key=lambda e: (e["offset"], -e["length"]))
        else:
            raise bad("unsupported parse_mode")
        text, ents = _trim(text, ents)
        if not text:
            if caption:
                return None, []
            raise bad("message text is empty")
        if len(text) > limit:
            raise bad("message caption is too long" if caption else "message is too long")
        return text, ents

    def _markup(self, markup: Any, chat: Chat | None = None) -> dict | None:
        """Validate reply_markup; an inline keyboard without buttons is no keyboard. A `web_app`
        button is refused outside a private chat, as Telegram refuses it."""
        if markup is None:
            return None
        if not isinstance(markup, dict):
            raise bad("can't parse reply keyboard markup JSON object")
        rows = markup.get("inline_keyboard")
        if rows is None:
            return markup
        if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
            raise bad("can't parse reply keyboard markup JSON object")
        count = 0
        for row in rows:
            for button in row:
                count += 1
                if not isinstance(button, dict) or not isinstance(button.get("text"), str):
                    raise bad('can\'t parse inline keyboard button: Field "text" must be of type String')
                if "callback_data" in button:
                    data = button["callback_data"]
                    if not isinstance(data, str) or not 0 < len(data.encode()) <= CALLBACK_DATA_LIMIT:
                        raise bad("BUTTON_DATA_INVALID")
                elif "web_app" in button:
                    app = button["web_app"]
                    if not isinstance(app, dict) or not str(app.get("url", "")).startswith("https://"):
                        raise bad("BUTTON_URL_INVALID")
                    if chat is not None and chat.type != "private":
                        raise bad("BUTTON_TYPE_INVALID")
                elif "url" in button:
                    url = button["url"]
                    if not isinstance(url, str) or not url.startswith(("http://", "https://", "tg://")):
                        raise bad("BUTTON_URL_INVALID")
                elif not any(k in button for k in BUTTON_ACTIONS):
                    raise bad(NO_ACTION)
        if count > BUTTON_LIMIT:
            raise bad("BUTTON_DATA_INVALID")
        return markup if count else None

    def _reply_to(self, chat: Chat, params: dict[str, Any]) -> StoredMessage | None:
        reply = params.get("reply_parameters")
        if reply is None:
            return None
        if not isinstance(reply, dict) or not isinstance(reply.get("message_id"), int):
            raise bad("can't parse reply parameters JSON object")
        target = self._by_id.get((reply.get("chat_id", chat.id), reply["message_id"]))
        if target is None or target.deleted:
            if reply.get("allow_sending_without_reply"):
                return None
            raise bad("message to be replied not found")
        return target

    def _thread(self, chat: Chat, params: dict[str, Any], reply_to: StoredMessage | None) -> int | None:
        """The forum topic a send goes to: message_thread_id, else the topic of the message replied to,
        else None (the General topic). Only a forum's existing topics are accepted."""
        thread = params.get("message_thread_id")
        if thread is None or thread == "":
            return reply_to.thread_id if reply_to is not None else None
        if not chat.is_forum or not isinstance(thread, int) or thread not in chat.topics:
            raise bad("message thread not found")
        return thread

    def _rate(self, chat: Chat) -> None:
        """Telegram's ~20 messages per minute in a group (a rolling 60-second window) and ~1 per second
        per private chat (a token bucket of dm_burst tokens refilled at dm_limit per second)."""
        if chat.user is not None:
            self._dm_rate(chat)
            return
        limit = self.group_limit
        if limit is None or not chat.is_group:
            return
        now = self._clock()
        sent = self._group_sends.get(chat.id)
        if sent is None:
            sent = self._group_sends[chat.id] = deque()
        while sent and sent[0] <= now - 60:
            sent.popleft()
        if len(sent) >= limit:
            wait = max(1, math.ceil(sent[0] + 60 - now))
            raise ApiError(429, f"Too Many Requests: retry after {wait}", {"retry_after": wait})
        sent.append(now)

    def _dm_rate(self, chat: Chat) -> None:
        rate = self.dm_limit
        if rate is None:
            return
        now = self._clock()
        tokens, at = self._dm_buckets.get(chat.id, (float(self.dm_burst), now))
        tokens = min(float(self.dm_burst), tokens + max(0.0, now - at) * rate)
        if tokens < 1:
            self._dm_buckets[chat.id] = (tokens, now)
            wait = max(1, math.ceil((1 - tokens) / rate - 1e-9))
            raise ApiError(429, f"Too Many Requests: retry after {wait}", {"retry_after": wait})
        self._dm_buckets[chat.id] = (tokens - 1, now)

    def _message(self, chat: Chat, message_id: Any, missing: str) -> StoredMessage:
        if message_id is None or message_id == "":
            raise bad("message identifier is not specified")
        m = self._by_id.get((chat.id, message_id)) if isinstance(message_id, int) else None
        if m is None or m.deleted:
            raise bad(missing)
        return m

    def _store(self, chat: Chat, **fields: Any) -> StoredMessage:
        """Keep an accepted send. In a topic, a message that replies to nothing replies to the topic's
        "forum_topic_created" message, as in Telegram."""
        thread = fields.get("thread_id")
        if thread is not None and fields.get("reply_to") is None:
            fields["reply_to"] = self._by_id.get((chat.id, thread))
        m = self._new_message(chat, BOT_JSON, **fields)
        self._bot_messages.setdefault(chat.id, []).append(m)
        stats = self._stat(chat.id)
        stats.new += 1
        stats.sent_at.append(self._clock())
        if self.record:
            self._note(m)
        return m

    def _note(self, m: StoredMessage) -> None:
        """Remember every word that reached a chat, for leak tests."""
        seen = self._texts.setdefault(m.chat.id, [])
        if m.text is not None:
            seen.append(m.text)
        if m.html is not None and m.html != m.text:
            seen.append(m.html)
        for text, data in m.buttons():
            seen.append(text)
            if data is not None:
                seen.append(data)
        if m.document_name is not None:
            seen.append(m.document_name)
            seen.append((m.document_bytes or b"").decode("utf-8", "replace"))

    # --- methods ------------------------------------------------------------------------------

    def get_me(self, p: dict[str, Any]) -> Any:
        return {
            **BOT_JSON,
            "can_join_groups": True,
            "can_read_all_group_messages": False,
            "supports_inline_queries": False,
            "can_connect_to_business": False,
            "has_main_web_app": False,
        }

    def send_message(self, p: dict[str, Any]) -> Any:
        chat = self._target(p.get("chat_id"))
        raw = p.get("text")
        text, entities = self._text(raw, p.get("parse_mode"), p.get("entities"), limit=TEXT_LIMIT, caption=False)
        markup = self._markup(p.get("reply_markup"), chat)
        reply_to = self._reply_to(chat, p)
        thread = self._thread(chat, p, reply_to)
        self._rate(chat)
        m = self._store(
            chat, text=text, html=raw, entities=entities, reply_markup=markup, reply_to=reply_to, thread_id=thread
        )
        return m.json()

    def send_document(self, p: dict[str, Any]) -> Any:
        chat = self._target(p.get("chat_id"))
        doc = p.get("document")
        if isinstance(doc, Upload):
            if not doc.content:
                raise bad("file must be non-empty")
            name, content, mime = doc.filename, doc.content, doc.mime_type
        elif isinstance(doc, str) and doc in self._files:
            known = self._files[doc]
            name, content = known.document_name or "", known.document_bytes or b""
            mime = (known.document_json or {}).get("mime_type", "application/octet-stream")
        elif isinstance(doc, str) and doc.startswith(("http://", "https://")):
            name, content, mime = doc.rsplit("/", 1)[-1] or "file", b"", "application/octet-stream"
        elif doc is None:
            raise bad("there is no document in the request")
        else:
            raise bad("wrong file identifier/HTTP URL specified")
        raw = p.get("caption")
        text, entities = self._text(
            raw, p.get("parse_mode"), p.get("caption_entities"), limit=CAPTION_LIMIT, caption=True
        )
        markup = self._markup(p.get("reply_markup"), chat)
        reply_to = self._reply_to(chat, p)
        thread = self._thread(chat, p, reply_to)
        self._rate(chat)
        file_id = f"BQACAgIAAxkBAAI{len(self._files) + 1:08d}"
        m = self._store(
            chat,
            text=text,
            html=raw,
            entities=entities,
            reply_markup=markup,
            reply_to=reply_to,
            thread_id=thread,
            document_name=name,
            document_bytes=content,
            document_json={
                "file_id": file_id,
                "file_unique_id": f"AgAD{len(self._files) + 1:08d}",
                "file_name": name,
                "mime_type": mime,
                "file_size": len(content),
            },
        )
        self._files[file_id] = m
        return m.json()

    def _edit(self, m: StoredMessage, text: str | None, html: str | None, entities: list[dict], markup: Any) -> Any:
        if text == m.text and entities == m.entities and markup == m.reply_markup:
            raise bad(NOT_MODIFIED)
        if self.record:
            m.history.append((m.text, m.html, m.reply_markup))
        m.text, m.html, m.entities, m.reply_markup = text, html, entities, markup
        m.edited += 1
        m.edit_date = int(time.time())
        self._stat(m.chat.id).edits += 1
        if self.record:
            self._note(m)
        return m.json()

    def edit_message_text(self, p: dict[str, Any]) -> Any:
        if p.get("inline_message_id"):
            raise bad("MESSAGE_ID_INVALID")
        chat = self._target(p.get("chat_id"))
        m = self._message(chat, p.get("message_id"), "message to edit not found")
        if not m.from_bot:
            raise bad("message can't be edited")
        if m.document_json is not None:
            raise bad("there is no text in the message to edit")
        raw = p.get("text")
        text, entities = self._text(raw, p.get("parse_mode"), p.get("entities"), limit=TEXT_LIMIT, caption=False)
        return self._edit(m, text, raw, entities, self._markup(p.get("reply_markup"), chat))

    def edit_message_reply_markup(self, p: dict[str, Any]) -> Any:
        if p.get("inline_message_id"):
            raise bad("MESSAGE_ID_INVALID")
        chat = self._target(p.get("chat_id"))
        m = self._message(chat, p.get("message_id"), "message to edit not found")
        if not m.from_bot:
            raise bad("message can't be edited")
        return self._edit(m, m.text, m.html, m.entities, self._markup(p.get("reply_markup"), chat))

    def delete_message(self, p: dict[str, Any]) -> Any:
        chat = self._chat(p.get("chat_id"))
        m = self._message(chat, p.get("message_id"), "message to delete not found")
        if not m.from_bot and chat.is_group and chat.admins.get(BOT_ID) is None:
            raise bad("message can't be deleted")
        m.deleted = True
        return True

    def delete_messages(self, p: dict[str, Any]) -> Any:
        """1–100 messages of one chat at once; those that cannot be found or deleted are skipped."""
        chat = self._chat(p.get("chat_id"))
        ids = p.get("message_ids")
        if not isinstance(ids, list) or not 1 <= len(ids) <= 100:
            raise bad("message identifiers are not specified")
        for message_id in ids:
            m = self._by_id.get((chat.id, message_id)) if isinstance(message_id, int) else None
            if m is not None and (m.from_bot or not chat.is_group or chat.admins.get(BOT_ID) is not None):
                m.deleted = True
        return True

    def answer_callback_query(self, p: dict[str, Any]) -> Any:
        query_id = p.get("callback_query_id")
        if query_id not in self._pending_queries:
            raise bad("query is too old and response timeout expired or query ID is invalid")
        text = p.get("text")
        if text is not None and len(text) > ANSWER_LIMIT:
            raise bad("MESSAGE_TOO_LONG")
        self._pending_queries.discard(query_id)
        self.answers[query_id] = Answer(text, bool(p.get("show_alert")), p.get("url"), p.get("cache_time"))
        return True

    def set_my_commands(self, p: dict[str, Any]) -> Any:
        commands = p.get("commands")
        if not isinstance(commands, list):
            raise bad("can't parse commands JSON object")
        if len(commands) > 100:
            raise bad("too many commands specified")
        for c in commands:
            if not isinstance(c, dict) or not COMMAND_RE.fullmatch(str(c.get("command", ""))):
                raise bad("BOT_COMMAND_INVALID")
            if not isinstance(c.get("description"), str) or not 1 <= len(c["description"]) <= 256:
                raise bad("BOT_COMMAND_DESCRIPTION_INVALID")
        key = commands_key(p.get("scope"), p.get("language_code"))
        if commands:
            self.commands[key] = [{"command": c["command"], "description": c["description"]} for c in commands]
        else:
            self.commands.pop(key, None)
        return True

    def get_my_commands(self, p: dict[str, Any]) -> Any:
        return self.commands.get(commands_key(p.get("scope"), p.get("language_code")), [])

    def delete_my_commands(self, p: dict[str, Any]) -> Any:
        self.commands.pop(commands_key(p.get("scope"), p.get("language_code")), None)
        return True

    def get_chat(self, p: dict[str, Any]) -> Any:
        chat = self._chat(p.get("chat_id"))
        gifts = dict.fromkeys(
            (
                "unlimited_gifts",
                "limited_gifts",
                "unique_gifts",
                "premium_subscription",
                "gifts_from_channels",
            ),
            False,
        )
        return {**chat.json, "accent_color_id": 0, "max_reaction_count": 11, "accepted_gift_types": gifts}

    def _status(self, chat: Chat, user_id: int) -> str:
        if user_id == BOT_ID and chat.bot_kicked:
            return "kicked"
        if chat.user is not None:
            return "member" if user_id in (BOT_ID, chat.id) else "left"
        if user_id in chat.admins:
            return chat.admins[user_id]
        return "member" if user_id in chat.members or user_id == BOT_ID else "left"

    def get_chat_member(self, p: dict[str, Any]) -> Any:
        chat = self._chat(p.get("chat_id"))
        user_id = p.get("user_id")
        if user_id == BOT_ID:
            return member_json(BOT_JSON, self._status(chat, BOT_ID))
        user = self.users.get(user_id) if isinstance(user_id, int) else None
        if user is None:
            raise bad("user not found")
        return member_json(user.json, self._status(chat, user.id))

    def get_chat_administrators(self, p: dict[str, Any]) -> Any:
        chat = self._chat(p.get("chat_id"))
        if chat.user is not None:
            raise bad("there are no administrators in the private chat")
        order = sorted(chat.admins.items(), key=lambda kv: kv[1] != "creator")
        return [member_json(BOT_JSON if uid == BOT_ID else self.users[uid].json, status) for uid, status in order]

    def send_photo(self, p: dict[str, Any]) -> Any:
        """Kept like a document (its bytes and name readable by tests); counted like any new message."""
        if p.get("photo") is None:
            raise bad("there is no photo in the request")
        return self.send_document({**{k: v for k, v in p.items() if k != "photo"}, "document": p["photo"]})

    def pin_chat_message(self, p: dict[str, Any]) -> Any:
        chat = self._target(p.get("chat_id"))
        m = self._message(chat, p.get("message_id"), "message to pin not found")
        if chat.is_group and chat.admins.get(BOT_ID) is None:
            raise ApiError(400, "Bad Request: not enough rights to manage pinned messages in the chat")
        self._rate(chat)  # the "pinned" service line is a message in the group like any other
        self.pinned.setdefault(chat.id, []).append(m.message_id)
        self._stat(chat.id).pins += 1
        return True

    def unpin_chat_message(self, p: dict[str, Any]) -> Any:
        chat = self._target(p.get("chat_id"))
        pins = self.pinned.get(chat.id, [])
        mid = p.get("message_id")
        if mid in pins:
            pins.remove(mid)
        elif mid is None and pins:
            pins.pop()
        return True

    def send_chat_action(self, p: dict[str, Any]) -> Any:
        self._target(p.get("chat_id"))
        if p.get("action") not in CHAT_ACTIONS:
            raise bad("wrong parameter action in request")
        return True

    def get_webhook_info(self, p: dict[str, Any]) -> Any:
        return {"url": "", "has_custom_certificate": False, "pending_update_count": 0}

    def trivial(self, p: dict[str, Any]) -> Any:
        """deleteWebhook, close and logOut: nothing to do but say yes."""
        return True
