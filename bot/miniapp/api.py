"""The Mini App's JSON API, served by the bot's own HTTP server (beside the webhook and /healthz,
bot/ops.py; in the demo, beside its page, bot/demo/web.py).

    GET  /api/view?g=<token>    the game as the caller may see it: their seat's `player_view` and
                                what they may do now, or the public view for a member without a seat
    POST /api/act               {"g": <token>, "action": <action>, "moves": <the seat's move count>}
    GET  /app/?g=<token>        the page (static/: plain HTML, CSS and JS, no build step)

Every request carries `Authorization: tma <initData>` (bot/miniapp/auth.py); anything else is 401 and
nothing more. `g` is the game's unguessable deep-link token (`Table.token`): the app never learns the
group's chat id. A move takes the path a pressed button takes (`bot.play.try_move` under the game's
lock, the seat's move count as the version, `step.take` and the outbox), so the group sees it as
if it had been pressed there.
"""

from __future__ import annotations

import json
import logging
from importlib import resources
from typing import Any

from aiohttp import web
from telegram.ext import Application, CallbackContext

from bot import guard, metrics, prompts, step
from bot.miniapp.auth import InitDataError, WebAppUser, validate
from bot.outbox import ANSWER
from bot.play import running, try_move
from bot.services import Services
from bot.tables import Table
from locales import normalize

log = logging.getLogger(__name__)

SCHEME = "tma "
MAX_BODY = 4096
"""Bytes of a move's body read at most."""


def is_open(table: Table, seat: int, action: str) -> bool:
    """Whether `action` is one of the seat's "at any time" actions (False for what an engine trips over)."""
    try:
        return table.state is not None and table.game.is_open_action(table.state, seat, action)
    except (ValueError, IndexError, KeyError, TypeError, OverflowError):
        return False


PAGE = {"index.html": "text/html", "app.js": "text/javascript", "app.css": "text/css"}


async def on_page(request: web.Request) -> web.Response:
    """The page's files: nothing in them is secret (the data comes from the API, signed in)."""
    name = request.match_info.get("name") or "index.html"
    if name not in PAGE:
        raise web.HTTPNotFound()
    body = resources.files("bot.miniapp").joinpath("static").joinpath(name).read_bytes()
    return web.Response(body=body, content_type=PAGE[name], charset="utf-8", headers={"Cache-Control": "no-cache"})


def add_page_routes(server: web.Application) -> None:
    server.router.add_get("/app/", on_page)
    server.router.add_get("/app/{name}", on_page)


class MiniApi:
    """The two routes, for one Application."""

    def __init__(self, app: Application) -> None:
        self.app = app

    def add_routes(self, server: web.Application) -> None:
        server.router.add_get("/api/view", self.on_view)
        server.router.add_post("/api/act", self.on_act)
        add_page_routes(server)

    @property
    def svc(self) -> Services:
        return self.app.bot_data["svc"]  # type: ignore[no-any-return]

    def context(self) -> Any:
        """What the bot's handlers are given, for the functions they share with this API."""
        return CallbackContext(self.app)

    def user(self, request: web.Request) -> WebAppUser:
        """The caller, as Telegram signed them in; 401 otherwise (the data itself is never logged)."""
        header = request.headers.get("Authorization", "")
        if not header.startswith(SCHEME):
            raise web.HTTPUnauthorized()
        try:
            return validate(header[len(SCHEME) :], self.svc.settings.token, self.svc.clock())
        except InitDataError as exc:  # why, never the data
            metrics.refused("unauthorized", f"a mini app request ({exc})")
            raise web.HTTPUnauthorized() from None

    async def table(self, user: WebAppUser, token: object) -> tuple[Table, int | None]:
        """The game behind `token` and the caller's seat in it (None: a member without one); 404 for
        an unknown token, 403 for someone who is neither seated nor in its group."""
        if not isinstance(token, str) or not 0 < len(token) <= 64:
            raise web.HTTPNotFound()
        s = self.svc
        table = await s.tables.load_token(token)
        if table is None:
            raise web.HTTPNotFound()
        seat = table.seat_of(user.id)
        if seat is None and not await guard.is_member(self.context(), s, table.chat_id, user.id):
            raise web.HTTPForbidden()
        return table, seat

    async def lang(self, user: WebAppUser, table: Table) -> str:
        """The reader's: their /lang choice, else their Telegram app's, else the group's."""
        s = self.svc
        if user.id not in s.chosen_langs:
            row = await s.store.user(user.id)
            s.chosen_langs[user.id] = row.lang if row else None
        return s.chosen_langs[user.id] or normalize(user.language_code) or await s.chat_lang(table.chat_id)

    def view(self, table: Table, seat: int | None, lang: str) -> dict[str, Any]:
        """What the caller may see. Call with the table's lock held."""
        s, game, state = self.svc, table.game, table.state
        body: dict[str, Any] = {
            "game": game.id,
            "status": table.status,
            "seat": seat,
            "names": table.names,
            "lang": lang,
        }
        if state is None:
            return body
        body["to_act"] = game.to_act(state)
        if seat is None:
            body["view"] = game.public_view(state)
            return body
        body["view"] = game.player_view(state, seat)
        body["moves"] = state.moves[seat]
        acting = running(table) and not step.stopped(table) and game.can_act(state, seat)
        legal = game.legal_actions(state, seat) if acting else []
        body["actions"] = [
            {"action": a, "label": s.catalog.render(lang, m.key, m.params, table.names, markup=False)}
            for a in legal
            for m in (game.action_label(state, seat, a),)
        ]
        return body

    async def on_view(self, request: web.Request) -> web.Response:
        user = self.user(request)
        table, seat = await self.table(user, request.query.get("g"))
        lang = await self.lang(user, table)
        async with table.lock:  # looked at under its lock: with several workers its guard brings it up to date
            return web.json_response(self.view(table, seat, lang))

    async def on_act(self, request: web.Request) -> web.Response:
        user = self.user(request)
        try:
            body = json.loads(await request.content.read(MAX_BODY + 1))
        except ValueError:
            raise web.HTTPBadRequest() from None
        if not isinstance(body, dict):
            raise web.HTTPBadRequest()
        action, moves = body.get("action"), body.get("moves")
        if not isinstance(action, str) or not action or len(action) > 256 or type(moves) is not int:
            raise web.HTTPBadRequest()
        table, seat = await self.table(user, body.get("g"))
        s, lang = self.svc, await self.lang(user, table)
        async with table.lock:
            if seat is None or not running(table):
                why = s.t(lang, "err-not-in-game" if seat is None else "err-stale")
                return web.json_response({"ok": False, "text": why})
            opened = is_open(table, seat, action)
            said = await try_move(self.context(), s, table, user.id, action, moves, lang, seat)
            if said.outcome is not None:
                if opened:
                    prompts.count_open(table, seat)  # a panel drawn before it is out of date, as after its press
                if not await step.take(self.app, s, table, said.outcome, actor=seat, prio=ANSWER, last=True):
                    # the engine failed on an AI seat's move after this one: the game stopped
                    return web.json_response({"ok": False, "text": s.t(lang, "err-internal")})
            elif said.reason is not None:
                metrics.refused(said.reason, "a mini app move", game=table.id, chat=table.chat_id)
            done = said.outcome is not None
            return web.json_response({"ok": done, "text": said.text, "view": self.view(table, seat, lang)})
