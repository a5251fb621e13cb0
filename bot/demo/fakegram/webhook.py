"""Webhook delivery: after setWebhook the fake POSTs each update to the URL, as Telegram does.

While a webhook is set, getUpdates answers 409 and updates go out one at a time, in order, each
as a JSON body with the `X-Telegram-Bot-Api-Secret-Token` header it was given; an answer other
than 2xx (or no answer) is retried after `webhook_retry` seconds. Telegram delivers different
chats' updates in parallel; the fake delivers them one after the other, which is one of Telegram's
possible orders. deleteWebhook (or setWebhook with an empty URL) returns to getUpdates.

    await fake.post_update({"update_id": 7, ...}, secret="wrong")   # -> HTTP status (403 expected)
    await fake.redeliver(update_id)                                 # Telegram's retry of a delivery
    fake.webhook_posts                                              # [(update_id, status), ...]
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from typing import TYPE_CHECKING, Any

import aiohttp

from .model import bad
from .state import FakeState

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
SECRET_RE = re.compile(r"[A-Za-z0-9_-]{1,256}")
KEEP_HEADER: Any = object()  # post_update's default: the secret setWebhook was given


class Webhooks(FakeState):
    """setWebhook and the delivery loop; server.py's deleteWebhook/getWebhookInfo use `webhook_url`."""

    if TYPE_CHECKING:  # the update queue's two operations, in server.py

        def _take(self, limit: int) -> list[dict]: ...

        def _confirm(self, offset: int) -> None: ...

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self.webhook_url: str | None = None
        self.webhook_secret: str | None = None
        self.webhook_retry = 0.05
        """Seconds before a failed delivery is tried again (Telegram waits longer)."""
        self.webhook_posts: list[tuple[int, int]] = []
        """(update id, HTTP status; 0: no answer) of every delivery and test post, in order."""
        self._delivered: dict[int, dict[str, Any]] = {}
        self._deliverer: asyncio.Task[None] | None = None
        self._session: aiohttp.ClientSession | None = None

    def set_webhook(self, p: dict[str, Any]) -> Any:
        url = p.get("url") or ""
        if not url:
            self._unset_webhook()
            return True
        if not isinstance(url, str) or not re.match(r"https?://[^/?#]+", url):
            raise bad("bad webhook: an HTTPS URL must be provided for webhook")
        secret = p.get("secret_token")
        if secret is not None and not SECRET_RE.fullmatch(str(secret)):
            raise bad("secret token contains unallowed characters")
        allowed = p.get("allowed_updates")
        if isinstance(allowed, list):
            self.allowed_updates = allowed or None
        if p.get("drop_pending_updates"):
            self._updates.clear()
        self.webhook_url, self.webhook_secret = url, secret
        if self._deliverer is None or self._deliverer.done():
            self._deliverer = asyncio.get_running_loop().create_task(self._deliver())
        self._signal_updates()
        return True

    def _unset_webhook(self) -> None:
        self.webhook_url = self.webhook_secret = None
        self._signal_updates()  # the delivery loop sees it and ends

    async def _stop_webhook(self) -> None:
        """The server stops: no more deliveries (the webhook stays set, as in Telegram)."""
        task, self._deliverer = self._deliverer, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._session is not None:
            await self._session.close()
            self._session = None

    async def _deliver(self) -> None:
        loop = asyncio.get_running_loop()
        while self.webhook_url is not None:
            batch = self._take(1)  # server.py: the queue head, filtered by allowed_updates
            if not batch:
                if self._update_signal is None:
                    self._update_signal = loop.create_future()
                await asyncio.wait((self._update_signal,))
                continue
            update = batch[0]
            status = await self._post(self.webhook_url, json.dumps(update).encode(), self.webhook_secret)
            update_id = update["update_id"]
            self.webhook_posts.append((update_id, status))
            if 200 <= status < 300:
                self._confirm(update_id + 1)  # server.py: drop it from the queue
                self._delivered[update_id] = update
                self.delivered_update_id = max(self.delivered_update_id, update_id)
            self._notify()
            if not 200 <= status < 300:
                await asyncio.sleep(self.webhook_retry)

    async def _post(self, url: str, body: bytes, secret: str | None) -> int:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession()
        headers = {"Content-Type": "application/json"}
        if secret is not None:
            headers[SECRET_HEADER] = secret
        try:
            async with self._session.post(
                url, data=body, headers=headers, timeout=aiohttp.ClientTimeout(total=10)
            ) as resp:
                return resp.status
        except (aiohttp.ClientError, TimeoutError):
            return 0

    # --- test side -------------------------------------------------------------------------------

    async def post_update(self, update: dict[str, Any] | bytes, secret: Any = KEEP_HEADER) -> int:
        """POST one body to the webhook as Telegram would, outside the delivery queue; returns the
        HTTP status. secret: the header's value (None: no header); left out: the one set."""
        if self.webhook_url is None:
            raise AssertionError("no webhook is set")
        body = update if isinstance(update, bytes) else json.dumps(update).encode()
        status = await self._post(self.webhook_url, body, self.webhook_secret if secret is KEEP_HEADER else secret)
        update_id = update.get("update_id", 0) if isinstance(update, dict) else 0
        self.webhook_posts.append((update_id if isinstance(update_id, int) else 0, status))
        self._notify()
        return status

    async def redeliver(self, update_id: int) -> int:
        """Deliver an already delivered update again (Telegram's retry when an answer timed out)."""
        return await self.post_update(self._delivered[update_id])
