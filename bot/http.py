"""PTB's requests over aiohttp instead of httpx.

Under load httpcore's pool scans every connection (and asks each socket for its peer) on every request,
which cost the bot more CPU than its own game logic; aiohttp's connector does not.
"""

from __future__ import annotations

import aiohttp
from telegram._utils.defaultvalue import DefaultValue
from telegram._utils.types import ODVInput
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, RequestData

from bot.metrics import api_call

JSON_HEADERS = {"Content-Type": "application/json"}


class AiohttpRequest(BaseRequest):
    def __init__(
        self,
        connection_pool_size: int = 32,
        read_timeout: float | None = 5.0,
        write_timeout: float | None = 5.0,
        connect_timeout: float | None = 5.0,
        media_write_timeout: float | None = 20.0,
    ) -> None:
        self._pool = connection_pool_size
        self._read = read_timeout
        self._write = write_timeout
        self._connect = connect_timeout
        self._media_write = media_write_timeout
        self._session: aiohttp.ClientSession | None = None

    @property
    def read_timeout(self) -> float | None:
        return self._read

    async def initialize(self) -> None:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=self._pool),
                headers={"User-Agent": self.USER_AGENT},
            )

    async def shutdown(self) -> None:
        if self._session is not None and not self._session.closed:
            await self._session.close()
        self._session = None

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        write_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        connect_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
        pool_timeout: ODVInput[float] = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        if self._session is None or self._session.closed:
            raise RuntimeError("AiohttpRequest is not initialized")
        files = request_data.multipart_data if request_data and request_data.contains_files else None
        fields = request_data.json_parameters if request_data else None
        read = self._read if isinstance(read_timeout, DefaultValue) else read_timeout
        connect = self._connect if isinstance(connect_timeout, DefaultValue) else connect_timeout
        write = self._write if isinstance(write_timeout, DefaultValue) else write_timeout
        if files and isinstance(write_timeout, DefaultValue):
            write = self._media_write
        # one JSON body (the Bot API reads JSON like a form): encoding it is a fraction of the cost of
        # percent-encoding every field, which was a few per cent of the bot's time under load
        data: aiohttp.FormData | bytes | None = request_data.json_payload if request_data and fields else None
        headers = JSON_HEADERS if data is not None else None
        if files:
            form = aiohttp.FormData()
            for name, value in (fields or {}).items():
                form.add_field(name, value)
            for name, part in files.items():
                filename, content, mime = part[0], part[1], part[2] if len(part) > 2 else None
                form.add_field(name, content, filename=filename, content_type=mime)
            data, headers = form, None
        # aiohttp has no separate write timeout: a request may take connect + write + read at most.
        parts = [t for t in (connect, write, read) if t is not None]
        total = sum(parts) if len(parts) == 3 else None
        timeout = aiohttp.ClientTimeout(total=total, connect=connect, sock_read=read)
        try:
            async with self._session.request(method, url, data=data, headers=headers, timeout=timeout) as resp:
                body = await resp.read()
        except TimeoutError as err:
            api_call(url, "timeout")
            raise TimedOut from err
        except aiohttp.ClientError as err:
            api_call(url, "network")
            raise NetworkError(f"aiohttp.{err.__class__.__name__}: {err}") from err
        api_call(url, str(resp.status))  # 429s included: Telegram slowing the bot down
        return resp.status, body
