"""The Mini App's JSON API, served by the bot's own HTTP server (beside the webhook and /healthz,
bot/ops.py; in the demo, beside its page, bot/demo/web.py).

    GET  /api/view?g=<token>    the game as the caller may see it: their seat's `player_view`, the
                                group's text with their own position (or question) under it, and
                                what they may do now; or the public view for a member without a seat
    POST /api/act               {"g": <token>, "action": <action>, "moves": <the seat's move count>}
    GET  /api/events?g=<token>  server-sent events: one `data: moved` after every committed change
                                of the game (a step, the end, a /reset, a halt; another worker's
                                too: bot/miniapp/live.py), on which the page fetches its view; the
                                events carry nothing else
    GET  /app/?g=<token>        the page (static/: plain HTML, CSS and JS, no build step)
    GET  /app/games/<id>.js     a game's own page (static/games/), for the games that have one; the
                                others are drawn by app.js's generic renderer from `text` and `actions`

Every request carries `Authorization: tma <initData>` (bot/miniapp/auth.py); anything else is 401 and
nothing more. /api/events alone also takes it as the query parameter `tma=<initData>`, since a
browser's EventSource cannot set headers (the servers here keep no access log, so it is written
nowhere). `g` is the game's unguessable deep-link token (`Table.token`): the app never learns the
group's chat id. A move takes the path a pressed button takes (`bot.play.try_move` under the game's
lock, the seat's move count as the version, `step.take` and the outbox), so the group sees it as
if it had been pressed there.
"""

from __future__ import annotations

import html
import json
import logging
import re
from collections import OrderedDict
from importlib import resources
from typing import Any, cast

from aiohttp import web
from telegram.ext import Application, CallbackContext

from bot import guard, metrics, prompts, render, step
from bot.limits import Bucket
from bot.miniapp import views
from bot.miniapp.auth import InitDataError, WebAppUser, validate
from bot.outbox import ANSWER, plain_text
from bot.play import running, try_move
from bot.services import Services
from bot.tables import Table
from games.registry import GAMES
from locales import ROOT as LOCALES
from locales import normalize

log = logging.getLogger(__name__)

SCHEME = "tma "
MAX_BODY = 4096
"""Bytes of a move's body read at most."""
HEARTBEAT = 15.0
"""Seconds between comments on a quiet event stream (proxies close silent connections)."""
ACT_RATE, ACT_BURST = 2.0, 6
"""Moves a second one user may post, after a burst (a quick run of raises in an auction); beyond,
/api/act answers 429 with the reason in their language and changes nothing."""
SHOWN = 1000
"""Games remembered for the pages open on them once they end."""
MAX_STREAMS = 8
"""Event streams one user may hold open at once (tabs, devices); more get 429."""


def is_open(table: Table, seat: int, action: str) -> bool:
    """Whether `action` is one of the seat's "at any time" actions (False for what an engine trips over)."""
    try:
        return table.state is not None and table.game.is_open_action(table.state, seat, action)
    except (ValueError, IndexError, KeyError, TypeError, OverflowError):
        return False


PAGE = {"index.html": "text/html", "app.js": "text/javascript", "app.css": "text/css"}
STATIC = resources.files("bot.miniapp").joinpath("static")


def has_page(game_id: str) -> bool:
    """Whether the game has a page of its own (static/games/<id>.js); the others get the generic one."""
    return game_id in GAMES and STATIC.joinpath("games").joinpath(f"{game_id}.js").is_file()


async def on_page(request: web.Request) -> web.Response:
    """The page's files: nothing in them is secret (the data comes from the API, signed in)."""
    name = request.match_info.get("name") or "index.html"
    if name not in PAGE:
        raise web.HTTPNotFound()
    body = STATIC.joinpath(name).read_bytes()
    return web.Response(body=body, content_type=PAGE[name], charset="utf-8", headers={"Cache-Control": "no-cache"})


async def on_game_page(request: web.Request) -> web.Response:
    """A game's own script, for a known game id only (the name never reaches the file system otherwise)."""
    game_id = request.match_info["game"]
    if not has_page(game_id):
        raise web.HTTPNotFound()
    body = STATIC.joinpath("games").joinpath(f"{game_id}.js").read_bytes()
    return web.Response(
        body=body, content_type="text/javascript", charset="utf-8", headers={"Cache-Control": "no-cache"}
    )


def add_page_routes(server: web.Application) -> None:
    server.router.add_get("/app/", on_page)
    server.router.add_get("/app/games/{game}.js", on_game_page)
    server.router.add_get("/app/{name}", on_page)


def app_words() -> dict[str, list[str]]:
    """The ids of the words a page shows of its own (`app-…` for every page, `<game>-app-…` for one
    game's), read once from the English catalog (tests/test_locales.py keeps the others in step)."""
    found: dict[str, list[str]] = {"": []}
    pattern = re.compile(r"^((?:[a-z]+-)?app-[a-z0-9-]+) =", re.MULTILINE)
    for path in sorted((LOCALES / "en").glob("*.ftl")):
        for key in pattern.findall(path.read_text(encoding="utf-8")):
            game = key.split("-app-")[0] if not key.startswith("app-") else ""
            if game == "" or game in GAMES:
                found.setdefault(game, []).append(key)
    return found


WORDS = app_words()


def plain(text: str) -> list[str]:
    """A message's HTML as the plain lines a page shows (never parsed as HTML there)."""
    return plain_text(text).split("\n")


class MiniApi:
    """The two routes, for one Application."""

    def __init__(self, app: Application) -> None:
        self.app = app
        self.streams: dict[int, int] = {}
        self.shown: OrderedDict[str, Table] = OrderedDict()
        """The games whose pages this server served lately, by token: one that ends stays visible."""
        self._acts: Bucket | None = None

    @property
    def acts(self) -> Bucket:
        """Each user's budget of moves, on the bot's clock (made once the bot's services exist)."""
        if self._acts is None:
            self._acts = Bucket(ACT_RATE, ACT_BURST, self.svc.clock)
        return self._acts

    def add_routes(self, server: web.Application) -> None:
        server.router.add_get("/api/view", self.on_view)
        server.router.add_post("/api/act", self.on_act)
        server.router.add_get("/api/events", self.on_events)
        add_page_routes(server)

    @property
    def svc(self) -> Services:
        return cast(Services, self.app.bot_data["svc"])

    def context(self) -> Any:
        """What the bot's handlers are given, for the functions they share with this API."""
        return CallbackContext(self.app)

    def user(self, request: web.Request, in_query: bool = False) -> WebAppUser:
        """The caller, as Telegram signed them in; 401 otherwise (the data itself is never logged).
        `in_query`: the initData may come as `?tma=` instead (an EventSource sends no headers)."""
        header = request.headers.get("Authorization", "")
        if in_query and not header and "tma" in request.query:
            header = SCHEME + request.query["tma"]
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
        table = await s.tables.load_token(token) or self.ended(token)
        if table is None:
            raise web.HTTPNotFound()
        self.note_shown(table)
        seat = table.seat_of(user.id)
        if seat is None and not await guard.is_member(self.context(), s, table.chat_id, user.id):
            raise web.HTTPForbidden()
        return table, seat

    def ended(self, token: str) -> Table | None:
        """A game this server showed that is over now, as it ended (the store keeps no snapshot of an
        ended game): the pages still open on it show its end, and nothing can move in it."""
        table = self.shown.get(token)
        return table if table is not None and table.status not in ("lobby", "running") else None

    def note_shown(self, table: Table) -> None:
        self.shown[table.token] = table
        self.shown.move_to_end(table.token)
        while len(self.shown) > SHOWN:
            self.shown.popitem(last=False)

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
        words = WORDS[""] + WORDS.get(game.id, [])
        body: dict[str, Any] = {
            "game": game.id,
            "page": has_page(game.id),
            "status": table.status,
            "seat": seat,
            "names": table.names,
            "lang": lang,
            "words": {k: html.unescape(s.t(lang, k)) for k in words},
            "actions": [],
            "open": [],
            "text": [],
        }
        if state is None:
            return body
        body["to_act"] = game.to_act(state)
        body["over"] = game.is_over(state)
        timers = table.ui.timers or {}  # the clocks running (a live auction's), as the group sees them
        body["clock"] = {k: round(max(0.0, at - s.clock()), 1) for k, (at, _) in timers.items()}
        text = render.group_text(s, table, lang)
        if seat is None:
            body["view"] = game.public_view(state)
            body["text"] = plain(text)
            return body
        body["view"] = game.player_view(state, seat)
        body["extra"] = views.extra(table, seat, lang)
        body["moves"] = state.moves[seat]
        live = running(table) and not step.stopped(table) and not game.is_over(state)
        acting = live and game.can_act(state, seat)
        if acting:  # the question as the DM asks it (the seat's own position, the question, the time)
            text += "\n\n" + prompts.private_prompt(s, table, seat, lang)
        elif position := prompts.position_text(s, table, seat, lang):  # the seat's own, as its DM shows it
            text += "\n\n" + position
        body["text"] = plain(text)
        body["actions"] = self.labelled(table, seat, lang, game.legal_actions(state, seat) if acting else [])
        body["open"] = self.labelled(table, seat, lang, game.open_actions(state, seat) if live else [])
        return body

    def labelled(self, table: Table, seat: int, lang: str, actions: list[str]) -> list[dict[str, str]]:
        assert table.state is not None
        render, game, state = self.svc.catalog.render, table.game, table.state
        return [
            {"action": a, "label": render(lang, m.key, m.params, table.names, markup=False)}
            for a in actions
            for m in (game.action_label(state, seat, a),)
        ]

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
        if self.acts.free_in(user.id) > 0:
            metrics.refused("flood", "a mini app move", game=table.id, chat=table.chat_id)
            return web.json_response({"ok": False, "text": s.t(lang, "app-too-fast")}, status=429)
        self.acts.take(user.id)
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

    async def on_events(self, request: web.Request) -> web.StreamResponse:
        """The game's commits as they happen, for as long as the page stays open."""
        user = self.user(request, in_query=True)
        table, _ = await self.table(user, request.query.get("g"))
        if self.streams.get(user.id, 0) >= MAX_STREAMS:
            raise web.HTTPTooManyRequests()
        headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        response = web.StreamResponse(headers=headers)
        await response.prepare(request)
        live, game_id = self.svc.live, table.id
        self.streams[user.id] = self.streams.get(user.id, 0) + 1
        try:
            async with live.listening(game_id):
                seen = live.count(game_id)
                await response.write(b"retry: 2000\ndata: hello\n\n")  # anything missed while away
                while True:
                    now = await live.wait(game_id, seen, HEARTBEAT)
                    await response.write(b"data: moved\n\n" if now != seen else b": still here\n\n")
                    seen = now
        except ConnectionResetError:  # the page was closed
            pass
        finally:
            self.streams[user.id] -= 1
            if not self.streams[user.id]:
                del self.streams[user.id]
        return response
