"""What a host asks a worker over HTTP: `/healthz` (alive, and what it holds), `/readyz` (may it be
sent work: 503 while its database is unreachable or it is stopping) and `/metrics` (Prometheus);
beside them the Mini App's API (bot/miniapp/api.py).

Webhook mode serves them beside the hook (bot/webhook.py); polling mode serves them on PORT when it
is set (`serve`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from typing import Any

from aiohttp import web
from telegram.ext import Application

from bot import metrics
from bot.config import Settings
from bot.miniapp.api import MiniApi
from storage import target

log = logging.getLogger(__name__)

READY_WITHIN = 5.0
"""Seconds `/readyz` waits for the database to answer `SELECT 1`."""


def database_backend(settings: Settings) -> str:
    """The backend's name, "postgresql" or "sqlite", as storage reads the configuration."""
    try:
        return target(settings.database_url, settings.db_path)[0]
    except ValueError:  # a bad URL never gets this far: the bot would not have started
        return "unknown"


class Ops:
    """The three routes, for one worker. `stopping`: set at SIGTERM (not ready any more)."""

    def __init__(self, app: Application, settings: Settings, mode: str) -> None:
        self.app, self.settings, self.mode = app, settings, mode
        self.stopping = False
        metrics.WORKER.labels(settings.worker_id, mode, database_backend(settings)).set(1)

    def add_routes(self, server: web.Application) -> None:
        server.router.add_get("/healthz", self.on_health)
        server.router.add_get("/readyz", self.on_ready)
        server.router.add_get("/metrics", self.on_metrics)
        MiniApi(self.app).add_routes(server)  # the Mini App's API, on the webhook's origin

    async def on_health(self, request: web.Request) -> web.Response:
        svc: Any = self.app.bot_data.get("svc")
        body: dict[str, Any] = {
            "worker": self.settings.worker_id,
            "mode": self.mode,
            "database": database_backend(self.settings),
        }
        try:
            body["outbox_pending"] = await svc.store.outbox_backlog()
            body["games_held"] = len(svc.tables.by_id)
        except Exception as exc:  # the database is what is unhealthy: say so
            body["error"] = type(exc).__name__
            return web.json_response(body, status=503)
        body["outbox_queued"] = svc.sender.pending()
        return web.json_response(body)

    async def on_ready(self, request: web.Request) -> web.Response:
        """200 when this worker can take updates now: started, not stopping, its database answering."""
        svc: Any = self.app.bot_data.get("svc")
        body: dict[str, Any] = {"worker": self.settings.worker_id, "ready": False}
        if self.stopping:
            body["reason"] = "stopping"
        elif svc is None:
            body["reason"] = "starting"
        else:
            db = svc.store.db
            try:
                if not await db.available():
                    raise ConnectionError("known to be unreachable")
                await asyncio.wait_for(db.fetchone("SELECT 1"), READY_WITHIN)
            except Exception as exc:
                body["reason"] = f"database: {type(exc).__name__}"
                metrics.DATABASE.set(0)
            else:
                body["ready"] = True
                metrics.DATABASE.set(1)
        return web.json_response(body, status=200 if body["ready"] else 503)

    async def on_metrics(self, request: web.Request) -> web.Response:
        svc: Any = self.app.bot_data.get("svc")
        if svc is not None:  # no query of its own: what the last unit of work met (PostgreSQL probes it anew)
            metrics.DATABASE.set(1 if await svc.store.db.available() else 0)
        text, content_type = metrics.render(svc, svc.sender.wall() if svc is not None else 0.0)
        return web.Response(body=text, headers={"Content-Type": content_type})


class Server:
    """Polling mode's own small HTTP server for the three routes."""

    def __init__(self, ops: Ops, host: str = "0.0.0.0") -> None:
        self.ops, self.host = ops, host
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        server = web.Application()
        self.ops.add_routes(server)
        self._runner = web.AppRunner(server, access_log=None, shutdown_timeout=2.0)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.ops.settings.port).start()
        log.info("serving /healthz, /readyz and /metrics on %s:%s", self.host, self.ops.settings.port)

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


def stop_signal() -> asyncio.Event:
    """An event set by SIGINT or SIGTERM: a polling bot and a webhook worker both stop on it."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # not on every platform
            loop.add_signal_handler(sig, stop.set)
    return stop
