"""What one worker does, in the Prometheus text format (`GET /metrics`, served by bot/ops.py).

Counters and histograms are updated where the thing happens, at the cost of a dictionary look-up;
what is a level rather than an event (the outbox's backlog, the games held) is read from what the
process already knows when `/metrics` is asked for, never by a query of its own. Each worker has its
own numbers: Prometheus scrapes every one and sums them."""

from __future__ import annotations

import logging
import time
from contextvars import ContextVar
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, Counter, Gauge, Histogram, generate_latest

log = logging.getLogger(__name__)

WORKER = Gauge(
    "croupier_worker_info", "This worker (always 1), named, with its mode and database", ["worker", "mode", "database"]
)
UPDATES = Counter("croupier_updates_handled_total", "Updates whose handling ran to its end")
REFUSED = Counter(
    "croupier_updates_refused_total",
    "Updates and presses refused, by reason (flood, duplicate, database, stopping; a press's: stale, foreign, "
    "not_member, admin_only, not_in_game, not_your_turn, invalid)",
    ["reason"],
)
PRESS_COMMIT = Histogram(
    "croupier_press_commit_seconds",
    "From a player's update (a press, a typed move, a command) reaching the worker to its step committed",
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
API_CALLS = Counter(
    "croupier_bot_api_calls_total", "Bot API calls, by method and HTTP status (or error)", ["method", "result"]
)
OUTBOX_BACKLOG = Gauge("croupier_outbox_backlog", "Bot API calls this worker owes the chats")
OUTBOX_OLDEST = Gauge("croupier_outbox_oldest_seconds", "Age of the oldest row this worker owes (0: none)")
LATENESS = Histogram(
    "croupier_deadline_lateness_seconds",
    "How late a deadline or reminder fired, by the bot's clock",
    buckets=(0.1, 0.5, 1, 2, 5, 10, 30, 60, 300),
)
GAMES_LOADED = Gauge("croupier_games_loaded", "Games held in this worker's memory")
GAMES_LIVE = Gauge("croupier_games_live", "Of the games held, those running or in their lobby")
ENGINE_STEP = Histogram(
    "croupier_engine_step_seconds",
    "Time the rules engine took for one action, by game",
    ["game"],
    buckets=(0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5),
)

DATABASE = Gauge("croupier_database_reachable", "1 while the database answers (as /readyz sees it), else 0")

RECEIVED: ContextVar[float | None] = ContextVar("croupier_received", default=None)
"""When the update this task handles reached the worker (monotonic; set by bot/processor.py)."""


def committed() -> None:
    """A step is on disk: its latency from the update that made it (if any) is observed."""
    started = RECEIVED.get()
    if started is not None:
        PRESS_COMMIT.observe(time.monotonic() - started)


def refused(reason: str, what: str, **where: Any) -> None:
    """A refused update or press: counted, and one info line with its reason (never its content)."""
    REFUSED.labels(reason).inc()
    place = " ".join(f"{k}={v}" for k, v in where.items() if v is not None)
    log.info("%s refused: %s%s", what, reason, f" ({place})" if place else "", extra={"reason": reason, **where})


def api_call(url: str, result: str) -> None:
    """A Bot API call ended: `url` ends with its method's name (the token before it is never kept)."""
    API_CALLS.labels(url.rsplit("/", 1)[-1], result).inc()


def render(svc: Any, now_wall: float) -> tuple[bytes, str]:
    """The text of `/metrics`: the levels read from the worker's services, then every family."""
    if svc is not None:
        queues = svc.sender.queues.values()
        OUTBOX_BACKLOG.set(svc.sender.pending())
        oldest = min((it.created_at for q in queues for it in q if it.created_at), default=None)
        OUTBOX_OLDEST.set(max(0.0, now_wall - oldest) if oldest is not None else 0.0)
        tables = list(svc.tables.by_id.values())
        GAMES_LOADED.set(len(tables))
        GAMES_LIVE.set(sum(1 for t in tables if t.status in ("running", "lobby")))
    return generate_latest(), CONTENT_TYPE_LATEST
