"""Webhook mode: Telegram POSTs each update to this worker instead of the worker polling for it.

aiohttp (already the bot's HTTP client) serves the hook, so PTB's tornado-based `run_webhook` and
its extra dependency are not needed. Several workers may serve one URL behind a balancer: each one
calls setWebhook with the same URL at start (harmless) and none deletes it at stop, since the
others still serve it.

An update is checked (the secret header, then the JSON), deduplicated by its id (Telegram redelivers
one whose answer timed out) and put on the Application's update queue, the same queue polling
fills, so `bot.processor` keeps one chat's updates in order. The answer is sent at once, without
waiting for the update to be handled: a slow game step must not make Telegram retry.

On SQLite the id is checked before the update is queued (`Store.first_sight`; a database that fails
gets 503, and Telegram tries again). On PostgreSQL that check would be a round trip of its own on
every update, so it rides on the first unit of work the update's handling runs (`storage.db.Sight`):
a second delivery fails that unit before anything of it is done, and is dropped. The answer waits
for that unit (not for the rest of the handling): 200 once it committed, 503 when the database was
unreachable (nothing of the update was done; Telegram delivers it again, and it is handled then).
While the database is known to be unreachable every update is answered 503 at once.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
from urllib.parse import urlsplit

from aiohttp import web
from telegram import Update
from telegram.ext import Application

from bot import metrics
from bot.app import ALLOWED_UPDATES, drain_outbox
from bot.config import Settings
from bot.ops import Ops, database_backend, stop_signal  # noqa: F401 - (tests import it from here)
from bot.outage import Outage, patiently

log = logging.getLogger(__name__)

TAKEN_WITHIN = 30.0
"""Seconds an update's answer waits for its first unit of work; then it is answered 200 (it is queued)."""

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


async def first_sight(app: Application, update_id: int) -> bool:
    """True unless this update id was handled before (a redelivery after a timeout)."""
    return await app.bot_data["svc"].store.first_sight(update_id)


def decode(body: bytes, app: Application) -> Update | None:
    """The update in a request body, or None when it is not one (never raises)."""
    try:
        data = json.loads(body)
        if not isinstance(data, dict) or type(data.get("update_id")) is not int:
            return None
        return Update.de_json(data, app.bot)
    except Exception:  # any malformed field of any nested object: PTB raises what it happens to
        return None


class Webhook:
    """The HTTP side of one worker: `POST <url's path>` for updates, and `/healthz`, `/readyz`,
    `/metrics` (bot/ops.py). Once it is stopping (`ops.stopping`) every update is answered 503:
    Telegram keeps it for another worker, or for this one's next start."""

    def __init__(self, app: Application, settings: Settings, host: str = "0.0.0.0") -> None:
        if not settings.webhook_url or not settings.webhook_secret:
            raise ValueError("webhook mode needs webhook_url and webhook_secret")
        self.app, self.settings, self.host = app, settings, host
        self.url: str = settings.webhook_url
        self.secret = settings.webhook_secret.encode()
        self.path = urlsplit(self.url).path or "/"
        self._order = asyncio.Lock()
        """Dedup and enqueue one update at a time, so updates are queued in the order they came."""
        self._runner: web.AppRunner | None = None
        self.database = Outage("the database")
        self.ops = Ops(app, settings, "webhook")

    async def start(self) -> None:
        """Listen first, then tell Telegram where to deliver (the first delivery finds us ready)."""
        server = web.Application()
        server.router.add_post(self.path, self._on_update)
        self.ops.add_routes(server)
        self._runner = web.AppRunner(server, access_log=None, shutdown_timeout=2.0)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.settings.port).start()
        await patiently(
            "the Telegram Bot API (setWebhook)",
            lambda: self.app.bot.set_webhook(
                url=self.url, secret_token=self.settings.webhook_secret, allowed_updates=ALLOWED_UPDATES
            ),
        )
        log.info("webhook mode: listening on %s:%s%s", self.host, self.settings.port, self.path)

    async def stop(self) -> None:
        """Close the site. The webhook stays set: other workers may still serve it."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _on_update(self, request: web.Request) -> web.Response:
        given = request.headers.get(SECRET_HEADER, "").encode("utf-8", "replace")
        if not hmac.compare_digest(given, self.secret):
            log.warning("webhook: a request without the right secret from %s refused", request.remote)
            return web.Response(status=403)
        if self.ops.stopping:  # Telegram delivers it again, to whoever serves the hook then
            metrics.REFUSED.labels("stopping").inc()
            return web.Response(status=503)
        update = decode(await request.read(), self.app)
        if update is None:
            log.warning("webhook: a request that is no update refused")
            return web.Response(status=400)
        store = self.app.bot_data["svc"].store
        async with self._order:
            sight = store.sight(update.update_id)
            if sight is not None:  # PostgreSQL: checked by the first unit of work of its handling
                if not await store.db.available():  # Telegram brings it again later
                    self.database.failed("updates are answered 503")
                    return web.Response(status=503)
                sight.outcome = asyncio.get_running_loop().create_future()
                self.app.bot_data["processor"].unseen[update.update_id] = sight
                await self.app.update_queue.put(update)
            else:
                try:
                    fresh = await first_sight(self.app, update.update_id)
                except Exception as exc:  # Telegram tries again later: nothing is lost
                    log.error("webhook: update %s not taken (%s)", update.update_id, exc)
                    return web.Response(status=503)
                if fresh:
                    await self.app.update_queue.put(update)
                else:
                    log.info("webhook: update %s delivered again, ignored", update.update_id)
                return web.Response(status=200)
        # answered once its first unit of work ran: by then it is taken, or refused (the database is
        # unreachable: nothing of it was done, and Telegram brings it again)
        assert sight.outcome is not None
        done, _ = await asyncio.wait((sight.outcome,), timeout=TAKEN_WITHIN)
        if done and not sight.outcome.result():
            return web.Response(status=503)
        self.database.ok()
        return web.Response(status=200)


async def run(app: Application, settings: Settings, host: str = "0.0.0.0") -> None:
    """The whole life of a webhook worker, as `run_polling` is for polling: start, serve until
    SIGINT/SIGTERM, stop cleanly (PTB's post_init/post_stop/post_shutdown hooks included)."""
    stop = stop_signal()
    hook = Webhook(app, settings, host)
    await patiently("the Telegram Bot API (getMe)", app.initialize)
    try:
        if app.post_init is not None:
            await app.post_init(app)
        await app.start()
        try:
            await hook.start()
            await stop.wait()
            # SIGTERM: no update is taken any more (503: Telegram keeps it), the steps under way and
            # the updates taken finish, what they owe the chats is sent (CROUPIER_STOP_GRACE), then exit
            hook.ops.stopping = True
            log.info("stopping: updates are answered 503; finishing what was taken")
        finally:
            try:
                await app.stop()
                await drain_outbox(app)
                if app.post_stop is not None:
                    await app.post_stop(app)
            finally:
                await hook.stop()
    finally:
        await app.shutdown()
        if app.post_shutdown is not None:
            await app.post_shutdown(app)
