"""Waiting out what the bot depends on (the Bot API, the database) without flooding the log.

An outage is one log line when it starts, one a minute while it lasts and one when it ends, never a
traceback per try; the tries in between back off. Start-up calls go through `patiently`: a failure
that passes (a 5xx, the network, a timeout, a 429) is tried again, a refusal (a bad token, a 400) is
raised at once, for `bot.__main__` to say in one line."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

from telegram.error import BadRequest, Conflict, NetworkError, RetryAfter, TelegramError

log = logging.getLogger(__name__)
T = TypeVar("T")

SAY_EVERY = 60.0
"""Seconds between two log lines about one outage that goes on."""


class Backoff:
    """Delays that grow from `first` by `factor` up to `cap`, back to `first` after a success."""

    def __init__(self, first: float = 1.0, factor: float = 2.0, cap: float = 30.0) -> None:
        self.first, self.factor, self.cap = first, factor, cap
        self._next = first

    def next(self) -> float:
        delay, self._next = self._next, min(self.cap, self._next * self.factor)
        return delay

    def reset(self) -> None:
        self._next = self.first


class Outage:
    """Says in the log that `what` stopped answering, once a minute that it still does not, and when
    it answers again."""

    def __init__(self, what: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.what, self.clock = what, clock
        self.since: float | None = None
        self.tries = 0
        self._said = 0.0

    def failed(self, why: str) -> None:
        now = self.clock()
        self.tries += 1
        if self.since is None:
            self.since = self._said = now
            log.warning("%s does not answer (%s); trying again", self.what, why)
        elif now - self._said >= SAY_EVERY:
            self._said = now
            waited = now - self.since
            log.warning("%s still does not answer after %.0f s, %d tries (%s)", self.what, waited, self.tries, why)

    def ok(self) -> None:
        if self.since is not None:
            log.warning("%s answers again after %.0f s", self.what, self.clock() - self.since)
            self.since, self.tries = None, 0


def passing(exc: BaseException) -> bool:
    """A Bot API failure that trying again may cure: a 5xx, the network, a timeout, a 429, a 409 (another
    poller for a while, or a webhook being removed); not a refusal of the call itself (a 400, 401, 403)."""
    if isinstance(exc, BadRequest):
        return False
    return isinstance(exc, NetworkError | RetryAfter | Conflict)


def retry_after(exc: RetryAfter) -> float:
    """Its seconds, whether PTB gives them as a number or (PTB_TIMEDELTA) a timedelta."""
    wait = exc.retry_after
    return float(wait.total_seconds() if hasattr(wait, "total_seconds") else wait)


def reason(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


async def patiently(what: str, call: Callable[[], Awaitable[T]], backoff: Backoff | None = None) -> T:
    """`call()` tried until it goes through, while what fails it passes (`passing`); else raised."""
    outage, backoff = Outage(what), backoff or Backoff()
    while True:
        try:
            result = await call()
        except TelegramError as exc:
            if not passing(exc):
                raise
            outage.failed(reason(exc))
            delay = backoff.next()
            if isinstance(exc, RetryAfter):
                delay = max(delay, retry_after(exc))
            await asyncio.sleep(delay)
            continue
        outage.ok()
        return result
