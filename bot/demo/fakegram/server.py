"""A fake Telegram Bot API server on 127.0.0.1 that the real python-telegram-bot talks to over HTTP.

Tests act as users through the async test-side API (`send`, `press`, ...) and read what the bot did
from the records (`messages`, `answers`, `requests`, ...). Waiting is event-driven: `wait_for`
re-checks its predicate whenever a request is recorded, so tests never sleep.

    fake = FakeTelegram()
    await fake.start()
    app = Application.builder().token("123:ABC").base_url(fake.base_url).build()
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time
import traceback
from collections import deque
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import web

from .methods import BotApiMethods, Upload
from .model import ApiError, Call
from .records import Records
from .scene import Scene
from .webhook import Webhooks

JSON_PARAMS = {
    "message_ids": "message identifiers",
    "reply_markup": "reply keyboard markup",
    "entities": "entities",
    "caption_entities": "caption entities",
    "allowed_updates": "allowed updates",
    "commands": "commands",
    "scope": "BotCommandScope",
    "link_preview_options": "link preview options",
    "reply_parameters": "reply parameters",
    "media": "media",
}
INT_PARAMS = {
    "chat_id",
    "message_id",
    "user_id",
    "offset",
    "limit",
    "from_chat_id",
    "message_thread_id",
    "cache_time",
}
BOOL_PARAMS = {
    "show_alert",
    "disable_notification",
    "protect_content",
    "drop_pending_updates",
    "allow_sending_without_reply",
    "disable_content_type_detection",
}
WEBHOOK_CONFLICT = (
    "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"
)
CONFLICT = "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running"


class FakeTelegram(Scene, Records, BotApiMethods, Webhooks):
    """The fake server plus the test-side API. Any token is accepted; the bot is user 1000.

    group_limit: sendMessage/sendDocument per group per rolling 60 s before a 429 (None: no limit).
    dm_limit, dm_burst: sendMessage/sendDocument per private chat: a token bucket of `dm_burst` tokens
    refilled at `dm_limit` per second; an empty bucket answers 429 (dm_limit None: no limit).
    record: keep the full request log, edit history and `all_text_to` (off for benchmarks; the last
    50 requests are kept anyway for timeout messages).
    clock: monotonic seconds for the rate limit (tests may pass a fake clock).
    privacy_mode: like a bot with BotFather's privacy mode on, group messages that are neither
    commands nor replies to the bot are not delivered.
    After setWebhook, updates are POSTed to its URL instead (see webhook.py).
    """

    def __init__(
        self,
        *,
        group_limit: int | None = 20,
        dm_limit: float | None = None,
        dm_burst: int = 3,
        record: bool = True,
        clock: Callable[[], float] = time.monotonic,
        privacy_mode: bool = False,
    ) -> None:
        super().__init__(
            group_limit=group_limit,
            dm_limit=dm_limit,
            dm_burst=dm_burst,
            record=record,
            clock=clock,
            privacy_mode=privacy_mode,
        )
        self.base_url = ""
        self.port = 0
        self._poll_seq = 0
        self._closing = False
        self._runner: web.AppRunner | None = None
        self._methods: dict[str, tuple[str, Callable[[dict[str, Any]], Any]]] = {
            name.lower(): (name, fn)
            for name, fn in {
                "getMe": self.get_me,
                "logOut": self.trivial,
                "close": self.trivial,
                "deleteWebhook": self.delete_webhook,
                "setWebhook": self.set_webhook,
                "getWebhookInfo": self.get_webhook_info,
                "sendMessage": self.send_message,
                "sendDocument": self.send_document,
                "sendPhoto": self.send_photo,
                "editMessageText": self.edit_message_text,
                "editMessageReplyMarkup": self.edit_message_reply_markup,
                "deleteMessage": self.delete_message,
                "deleteMessages": self.delete_messages,
                "answerCallbackQuery": self.answer_callback_query,
                "setMyCommands": self.set_my_commands,
                "getMyCommands": self.get_my_commands,
                "deleteMyCommands": self.delete_my_commands,
                "getChat": self.get_chat,
                "getChatMember": self.get_chat_member,
                "getChatAdministrators": self.get_chat_administrators,
                "sendChatAction": self.send_chat_action,
                "pinChatMessage": self.pin_chat_message,
                "unpinChatMessage": self.unpin_chat_message,
            }.items()
        }

    # --- server ---------------------------------------------------------------------------------

    async def start(self) -> None:
        """Listen on a free port of 127.0.0.1; `base_url` is then ready for PTB."""
        self._closing = False
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=2.0)
        await self._runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        await web.SockSite(self._runner, sock).start()
        self.port = sock.getsockname()[1]
        self.base_url = f"http://127.0.0.1:{self.port}/bot"

    async def stop(self) -> None:
        """Answer pending long polls with no updates and close the server."""
        self._closing = True
        self._signal_updates()
        await self._stop_webhook()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeTelegram:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def _read_params(self, request: web.Request) -> dict[str, Any]:
        params: dict[str, Any] = dict(request.query) if request.query_string else {}
        if request.can_read_body:
            ctype = request.content_type
            if ctype == "application/x-www-form-urlencoded":
                body = await request.read()
                params.update(parse_qsl(body.decode("utf-8"), keep_blank_values=True))
            elif ctype == "application/json":
                try:
                    data = json.loads(await request.read() or b"{}")
                except ValueError:
                    raise ApiError(400, "Bad Request: can't parse JSON encoded request") from None
                if not isinstance(data, dict):
                    raise ApiError(400, "Bad Request: JSON object expected")
                params.update(data)
            elif ctype.startswith("multipart/"):
                for key, value in (await request.post()).items():
                    if isinstance(value, web.FileField):
                        params[key] = Upload(value.filename, value.file.read(), value.content_type)
                    else:
                        params[key] = value
        for key, value in params.items():
            if type(value) is not str:
                continue
            if key in JSON_PARAMS:
                try:
                    params[key] = json.loads(value)
                except ValueError:
                    raise ApiError(400, f"Bad Request: can't parse {JSON_PARAMS[key]} JSON object") from None
            elif key in INT_PARAMS:
                with contextlib.suppress(ValueError):  # "@channelname" stays a str
                    params[key] = int(value)
            elif key in BOOL_PARAMS:
                params[key] = value.lower() in ("true", "1")
            elif key == "timeout":
                try:
                    params[key] = float(value)
                except ValueError:
                    raise ApiError(400, "Bad Request: invalid timeout specified") from None
        return params

    async def _handle(self, request: web.Request) -> web.Response:
        name = request.match_info["method"]
        params: dict[str, Any] = {}
        description = None
        try:
            params = await self._read_params(request)
            key = name.lower()
            found = self._methods.get(key)
            if found is not None:
                name = found[0]
            elif key == "getupdates":
                name = "getUpdates"
            else:
                raise ApiError(404, "Not Found")
            if self._faults:
                self._injected(name, params)
            if found is None:
                result: Any = await self._get_updates(params, request)
            else:
                result = found[1](params)
            status, body = 200, {"ok": True, "result": result}
        except ApiError as e:
            status, description = e.code, e.description
            body = {"ok": False, "error_code": e.code, "description": e.description}
            if e.parameters:
                body["parameters"] = e.parameters
        except Exception as e:  # a bug in the fake: say so in the log instead of a bare 500
            status, description = 500, f"Internal Server Error: fakegram failed: {e!r}"
            body = {"ok": False, "error_code": 500, "description": description}
            traceback.print_exc()
        transport = request.transport
        if transport is None or transport.is_closing():
            return web.Response(status=status)  # the bot gave up on this call (a cancelled long poll)
        self.requests.append(Call(name, params, status, description))
        if status == 429:
            chat_id = params.get("chat_id")
            self.too_many += 1
            self.too_many_calls.append((name, chat_id))
            self._stat(chat_id).too_many += 1
        self._notify()
        return web.Response(
            body=json.dumps(body, ensure_ascii=False).encode(), status=status, content_type="application/json"
        )

    def _injected(self, method: str, params: dict[str, Any]) -> None:
        for fault in self._faults:
            if fault[0] == method.lower() and (fault[1] is None or fault[1] == params.get("chat_id")):
                fault[2] -= 1
                if fault[2] <= 0:
                    self._faults.remove(fault)
                if fault[0] == "answercallbackquery" and fault[3].code == 400:
                    self._pending_queries.discard(params.get("callback_query_id"))  # too old for good
                raise fault[3]

    # --- updates ---------------------------------------------------------------------------------

    def _confirm(self, offset: int) -> None:
        queue = self._updates
        if offset > 0:
            while queue and queue[0][0] < offset:
                queue.popleft()
            self.confirmed_offset = offset
        elif offset < 0:
            while len(queue) > -offset:
                queue.popleft()

    def _take(self, limit: int) -> list[dict]:
        allowed = self.allowed_updates
        if allowed is not None and any(kind not in allowed for _, kind, _ in self._updates):
            self._updates = deque(u for u in self._updates if u[1] in allowed)
        batch: list[dict] = []
        for _, _, update in self._updates:
            if len(batch) >= limit:
                break
            batch.append(update)
        return batch

    async def _get_updates(self, p: dict[str, Any], request: web.Request) -> list[dict]:
        """Long polling: answer at once when updates wait, else when one arrives or `timeout` ends."""
        if self.webhook_url is not None:
            raise ApiError(409, WEBHOOK_CONFLICT)
        allowed = p.get("allowed_updates")
        if isinstance(allowed, list):
            self.allowed_updates = allowed or None
        offset = p.get("offset") or 0
        limit = p.get("limit") or 100
        if not isinstance(offset, int) or not isinstance(limit, int):
            raise ApiError(400, "Bad Request: wrong parameter in request")
        limit = min(max(limit, 1), 100)
        timeout = float(p.get("timeout") or 0)
        self._confirm(offset)
        self._poll_seq += 1
        seq = self._poll_seq
        self._signal_updates()  # an older long poll still waiting now ends with a conflict
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            batch = self._take(limit)
            remaining = deadline - loop.time()
            if batch or remaining <= 0 or self._closing:
                break
            if self._update_signal is None:
                self._update_signal = loop.create_future()
            self._waiting_polls += 1
            self._notify()
            try:
                await asyncio.wait((self._update_signal,), timeout=remaining)
            finally:
                self._waiting_polls -= 1
            if seq != self._poll_seq:
                raise ApiError(409, CONFLICT)
        transport = request.transport
        if batch and transport is not None and not transport.is_closing():
            self.delivered_update_id = max(self.delivered_update_id, batch[-1]["update_id"])
        return batch

    def delete_webhook(self, p: dict[str, Any]) -> Any:
        if p.get("drop_pending_updates"):
            self._updates.clear()
        self._unset_webhook()
        return True

    def get_webhook_info(self, p: dict[str, Any]) -> Any:
        info = {"url": self.webhook_url or "", "has_custom_certificate": False}
        info["pending_update_count"] = len(self._updates)
        if self.webhook_url is not None and self.allowed_updates is not None:
            info["allowed_updates"] = self.allowed_updates
        return info
