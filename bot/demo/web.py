"""The page that looks like a Telegram client, and its small JSON API over the demo's fake Telegram.

    GET  /                      the page (static/index.html, app.js, app.css)
    GET  /api/world             the people, the chats, the bot's name
    GET  /api/events            server-sent events: every message as it is now, then each change
                                (a reconnect with Last-Event-ID resumes; a reload starts over);
                                with ?g=<token>, the Mini App's stream of that game's moves
    POST /api/send              {user, chat, text, thread?}: a person writes
    POST /api/press             {user, chat, message, data}: a person presses a button; the bot's answer
    GET  /api/file/{chat}/{id}  a document's or a photo's bytes
    GET  /api/view, POST /api/act   the Mini App's API (bot/miniapp/api.py), once the bot runs
    GET  /app/                  the Mini App's page
    GET  /api/launch?user=<id>  where the Mini App of the group's live game opens for that person, with
                                the launch data Telegram would sign (this fake is Telegram here)

The page renders text from the entities the fake parsed (never as HTML), so the bot's markup shows as
Telegram shows it and nothing else can reach the page's DOM.
"""

from __future__ import annotations

import asyncio
import json
import time
from importlib import resources
from typing import Any
from urllib.parse import quote

from aiohttp import web

from bot.demo.fakegram.model import BOT_ID, BOT_USERNAME, StoredMessage
from bot.demo.world import DemoTelegram, Key, Person
from bot.miniapp.api import MiniApi, add_page_routes
from bot.miniapp.auth import launch
from games.registry import GAMES

STATIC = {"app.js": "text/javascript", "app.css": "text/css", "index.html": "text/html"}
PRESS_WAIT = 15.0
"""Seconds a press waits for the bot's answer (Telegram's own spinner gives up about then)."""
HEARTBEAT = 15.0
LAUNCH_THEME = {
    "bg_color": "#17212b",
    "text_color": "#f5f5f5",
    "hint_color": "#708499",
    "button_color": "#5288c1",
    "button_text_color": "#ffffff",
    "secondary_bg_color": "#232e3c",
}
"""The themeParams the demo's Mini App opens with (Telegram's dark theme), so the page shows it follows them."""


def is_photo(content: bytes) -> bool:
    return content.startswith((b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"RIFF"))


def message_json(m: StoredMessage, pinned: bool = False) -> dict[str, Any]:
    """What the page needs to draw one message as the chat shows it now."""
    d: dict[str, Any] = {
        "chat": m.chat.id,
        "id": m.message_id,
        "thread": m.thread_id,
        "from": {"id": m.sender.get("id"), "name": m.sender.get("first_name", ""), "bot": m.sender.get("id") == BOT_ID},
        "text": m.text or "",
        "entities": m.entities,
        "edited": m.edited > 0,
        "deleted": m.deleted,
        "date": m.date,
        "buttons": [
            [{"text": b.get("text", ""), "data": b.get("callback_data"), "url": b.get("url")} for b in row]
            for row in ((m.reply_markup or {}).get("inline_keyboard") or [])
        ],
    }
    if m.document_json is not None:
        content = m.document_bytes or b""
        d["file"] = {
            "name": m.document_name or "file",
            "size": len(content),
            "photo": is_photo(content),
            "url": f"/api/file/{m.chat.id}/{m.message_id}",
        }
    extra = m.extra
    if "forum_topic_created" in extra:
        d["service"] = {"topic": extra["forum_topic_created"].get("name", "")}
    elif "new_chat_members" in extra:
        d["service"] = {"joined": [u.get("first_name", "") for u in extra["new_chat_members"]]}
    if m.reply_to is not None and m.reply_to.message_id != m.thread_id:
        d["reply_to"] = {"id": m.reply_to.message_id, "text": (m.reply_to.text or "")[:80]}
    return d


class DemoWeb:
    """The page's server: routes over one DemoTelegram."""

    def __init__(self, fake: DemoTelegram, people: list[Person], group_id: int, warning: str | None = None) -> None:
        self.fake = fake
        self.people = people
        self.group_id = group_id
        self.warning = warning
        self.closing = asyncio.Event()
        self.app = web.Application()
        self.app.router.add_get("/", self.index)
        self.app.router.add_get("/static/cjk.otf", self.font)
        self.app.router.add_get("/static/{name}", self.static)
        self.app.router.add_get("/api/world", self.world)
        self.app.router.add_get("/api/events", self.events)
        self.app.router.add_post("/api/send", self.send)
        self.app.router.add_post("/api/press", self.press)
        self.app.router.add_get("/api/file/{chat}/{message}", self.file)
        self.mini: MiniApi | None = None
        """The bot's Mini App API (bot/demo/run.py sets it once the bot is built; the page listens first)."""
        self.app.router.add_get("/api/view", self.mini_view)
        self.app.router.add_post("/api/act", self.mini_act)
        self.app.router.add_get("/api/launch", self.mini_launch)
        add_page_routes(self.app)
        self.app.on_shutdown.append(self._on_shutdown)

    async def _on_shutdown(self, app: web.Application) -> None:
        self.closing.set()
        self.fake.wake()

    # --- the page ------------------------------------------------------------------------------

    async def index(self, request: web.Request) -> web.Response:
        return self._asset("index.html")

    async def static(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in STATIC:
            raise web.HTTPNotFound()
        return self._asset(name)

    async def font(self, request: web.Request) -> web.Response:
        """The board's font (Noto Sans CJK, cut): hanzi for a browser that has no CJK font of its own."""
        body = resources.files("bot.faces").joinpath("fonts").joinpath("ChartSans.otf").read_bytes()
        return web.Response(body=body, content_type="font/otf", headers={"Cache-Control": "max-age=86400"})

    @staticmethod
    def _asset(name: str) -> web.Response:
        body = resources.files("bot.demo").joinpath("static").joinpath(name).read_bytes()
        headers = {"Cache-Control": "no-cache"}
        return web.Response(body=body, content_type=STATIC[name], charset="utf-8", headers=headers)

    async def world(self, request: web.Request) -> web.Response:
        group = self.fake.chat(self.group_id)
        return web.json_response(
            {
                "bot": {"id": BOT_ID, "name": "Croupier", "username": BOT_USERNAME},
                "people": [{"id": p.id, "name": p.name, "lang": p.lang, "admin": p.admin} for p in self.people],
                "group": {"id": group.id, "title": group.title, "forum": group.is_forum, "topics": group.topics},
                "games": sorted(GAMES),
                "warning": self.warning,
            }
        )

    # --- live changes --------------------------------------------------------------------------

    def _everything(self) -> list[Key]:
        keys: list[Key] = [("m", chat, mid) for chat, mid in self.fake._by_id]
        keys.extend(("p", chat, 0) for chat in self.fake.pinned)
        return keys

    def _payload(self, keys: list[Key]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for key in dict.fromkeys(keys):  # in order, each once: its state now
            kind, chat, mid = key
            if kind == "p":
                out.append({"pins": {"chat": chat, "ids": list(self.fake.pinned.get(chat, []))}})
                continue
            m = self.fake._by_id.get((chat, mid))
            if m is not None:
                out.append({"message": message_json(m)})
        return out

    async def events(self, request: web.Request) -> web.StreamResponse:
        if "g" in request.query:  # the Mini App's stream of its game's moves (bot/miniapp/api.py)
            if self.mini is None:
                raise web.HTTPServiceUnavailable()
            return await self.mini.on_events(request)
        fake = self.fake
        resume = request.headers.get("Last-Event-ID", "")
        cursor = int(resume) if resume.isdigit() and int(resume) <= len(fake.changes) else -1
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await response.prepare(request)
        too_many = -1
        try:
            while not self.closing.is_set():
                changed = fake.waiter()
                end = len(fake.changes)
                keys = self._everything() if cursor < 0 else fake.changes[cursor:end]
                cursor = end
                data: dict[str, Any] = {"items": self._payload(keys)}
                if fake.too_many != too_many:
                    too_many = data["too_many"] = fake.too_many
                if data["items"] or "too_many" in data:
                    await response.write(f"id: {cursor}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n".encode())
                await asyncio.wait((changed,), timeout=HEARTBEAT)
                if not changed.done():
                    await response.write(b": still here\n\n")
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        return response

    # --- acting as a person --------------------------------------------------------------------

    async def _body(self, request: web.Request) -> dict[str, Any]:
        try:
            body = await request.json()
        except ValueError:
            raise web.HTTPBadRequest(text="JSON expected") from None
        if not isinstance(body, dict) or body.get("user") not in {p.id for p in self.people}:
            raise web.HTTPBadRequest(text="no such person")
        return body

    def _chat_for(self, body: dict[str, Any]) -> int:
        chat = body.get("chat")
        if chat != self.group_id and chat != body["user"]:
            raise web.HTTPBadRequest(text="a person writes in the group or in their own private chat")
        return int(chat)

    async def send(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        chat = self._chat_for(body)
        text = body.get("text")
        if not isinstance(text, str) or not text.strip() or len(text) > 4096:
            raise web.HTTPBadRequest(text="a message is 1 to 4096 characters")
        thread = body.get("thread")
        group = self.fake.chat(self.group_id)
        if thread is not None and (chat != self.group_id or thread not in group.topics):
            raise web.HTTPBadRequest(text="no such topic")
        await self.fake.send(body["user"], text, None if chat == body["user"] else chat, thread=thread)
        return web.json_response({"ok": True})

    async def press(self, request: web.Request) -> web.Response:
        body = await self._body(request)
        chat = self._chat_for(body)
        m = self.fake._by_id.get((chat, body.get("message")))  # type: ignore[arg-type]  # a missing or foreign id finds nothing
        data = body.get("data")
        if m is None or m.deleted or not isinstance(data, str):
            raise web.HTTPBadRequest(text="no such message")
        try:
            query = await self.fake.press(body["user"], m, data=data)
        except AssertionError:  # the button is gone (an edit took it away before the press)
            return web.json_response({"gone": True})
        try:
            answer = await self.fake.wait_answer(query, timeout=PRESS_WAIT)
        except TimeoutError:
            return web.json_response({"late": True})
        return web.json_response({"text": answer.text, "alert": answer.show_alert, "url": answer.url})

    # --- the Mini App, on this page's origin ------------------------------------------------------

    async def mini_view(self, request: web.Request) -> web.Response:
        if self.mini is None:
            raise web.HTTPServiceUnavailable()
        return await self.mini.on_view(request)

    async def mini_act(self, request: web.Request) -> web.Response:
        if self.mini is None:
            raise web.HTTPServiceUnavailable()
        return await self.mini.on_act(request)

    async def mini_launch(self, request: web.Request) -> web.Response:
        """As Telegram opens a Mini App: its URL with the signed launch data and the theme in the hash."""
        person = next((p for p in self.people if str(p.id) == request.query.get("user")), None)
        if self.mini is None or person is None:
            raise web.HTTPNotFound()
        table = await self.mini.svc.tables.load_at(self.group_id)
        if table is None:
            raise web.HTTPNotFound()
        user = {"id": person.id, "first_name": person.name, "language_code": person.lang}
        data = launch(user, self.mini.svc.settings.token, int(time.time()), start_param=f"g{table.token}")
        theme = json.dumps(LAUNCH_THEME, separators=(",", ":"))
        fragment = f"tgWebAppData={quote(data, safe='')}&tgWebAppThemeParams={quote(theme, safe='')}"
        return web.json_response({"url": f"/app/?g={quote(table.token, safe='')}#{fragment}"})

    async def file(self, request: web.Request) -> web.Response:
        try:
            key = (int(request.match_info["chat"]), int(request.match_info["message"]))
        except ValueError:
            raise web.HTTPNotFound() from None
        m = self.fake._by_id.get(key)
        if m is None or m.document_json is None:
            raise web.HTTPNotFound()
        content = m.document_bytes or b""
        name = m.document_name or "file"
        mime = str(m.document_json.get("mime_type") or "application/octet-stream")
        if is_photo(content):
            mime = "image/png" if content.startswith(b"\x89PNG") else "image/jpeg"
            disposition = "inline"
        else:
            disposition = f"attachment; filename*=UTF-8''{quote(name)}"
        return web.Response(body=content, content_type=mime, headers={"Content-Disposition": disposition})
