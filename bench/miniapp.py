"""How fast a Mini App move reaches every open page of its game, and what the app's first load costs.

Starts `python -m bot --demo` (the real bot over the demo's fake Telegram), opens a game with three
people and AI seats for the rest, and opens the Mini App's event stream (`/api/events?g=`) for each
person, signed in with the launch data the demo signs with its token, as a page does. Then it plays
moves through `POST /api/act` as the person the game waits for; for each move it times, for every
open page, the moment that page holds the new view: the event arrived and its `GET /api/view`
answered (what app.js does on each event). Printed: per move the slowest page, and the median, p95
and maximum over all moves and pages. Then the bytes of the app's first load (HTML, CSS, app.js, the
game's page, the first view, with their headers) without compression.

    python bench/miniapp.py                          # 保皇, 30 moves
    python bench/miniapp.py --game economicus --moves 20
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, cast
from urllib.parse import parse_qs, urlsplit

import aiohttp

ROOT = Path(__file__).resolve().parent.parent
GROUP = -1001000000001
PEOPLE = (101, 102, 103)
OPTIONS = {
    "baohuang": "",
    "economicus": "years=1 auction_seconds=5",
    "merit": "target=5",
    "management": "months=3",
    "enterprise": "rounds=4",
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Demo:
    def __init__(self, base: str, session: aiohttp.ClientSession) -> None:
        self.base, self.session = base, session

    async def send(self, user: int, chat: int, text: str) -> None:
        async with self.session.post(f"{self.base}/api/send", json={"user": user, "chat": chat, "text": text}) as r:
            assert r.status == 200, await r.text()

    async def press(self, user: int, message: int, data: str) -> None:
        body = {"user": user, "chat": GROUP, "message": message, "data": data}
        async with self.session.post(f"{self.base}/api/press", json=body) as r:
            assert r.status == 200, await r.text()

    async def messages(self) -> list[dict[str, Any]]:
        """Every message as the chat shows it now (the chat page's first event)."""
        async with self.session.get(f"{self.base}/api/events") as r:
            async for raw in r.content:
                line = raw.decode()
                if line.startswith("data: "):
                    return [i["message"] for i in json.loads(line[6:])["items"] if "message" in i]
        return []

    async def lobby_button(self, op: str) -> tuple[int, str]:
        """The group's lobby message and the data of its button `op` as it is now (data carry a version)."""
        for _ in range(100):
            for m in reversed(await self.messages()):
                for row in m["buttons"] if m["chat"] == GROUP else []:
                    for b in row:
                        if (b["data"] or "").split("¦")[0].endswith(f":{op}"):
                            return m["id"], b["data"]
            await asyncio.sleep(0.1)
        raise AssertionError(f"no lobby button {op}")

    async def lobby(self, game: str) -> None:
        for uid in PEOPLE:
            await self.send(uid, uid, "/start")
        await self.send(PEOPLE[0], GROUP, f"/new {game} {OPTIONS.get(game, '')}".strip())
        ops = [(uid, "join") for uid in PEOPLE[1:]] + [(PEOPLE[0], "ai+")] * (2 if game == "baohuang" else 0)
        for uid, op in [*ops, (PEOPLE[0], "start")]:
            message, data = await self.lobby_button(op)
            await self.press(uid, message, data)

    async def launch(self, uid: int) -> tuple[str, str, str]:
        """(page URL, game token, initData) as Telegram would open the app for this person."""
        for _ in range(100):
            async with self.session.get(f"{self.base}/api/launch", params={"user": str(uid)}) as r:
                if r.status == 200:
                    url = (await r.json())["url"]
                    parts = urlsplit(url)
                    token = parse_qs(parts.query)["g"][0]
                    return url, token, parse_qs(parts.fragment)["tgWebAppData"][0]
            await asyncio.sleep(0.1)
        raise AssertionError("the game did not start")


class Page:
    """One person's open app: its event stream, and the view it fetched after each event."""

    def __init__(self, demo: Demo, uid: int, token: str, init: str) -> None:
        self.demo, self.uid, self.token, self.init = demo, uid, token, init
        self.auth = {"Authorization": "tma " + init}
        self.views: asyncio.Queue[tuple[float, dict[str, Any]]] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None

    async def view(self) -> dict[str, Any]:
        async with self.demo.session.get(
            f"{self.demo.base}/api/view", params={"g": self.token}, headers=self.auth
        ) as r:
            return cast(dict[str, Any], await r.json())

    async def listen(self, ready: asyncio.Event) -> None:
        params = {"g": self.token, "tma": self.init}
        async with self.demo.session.get(f"{self.demo.base}/api/events", params=params) as r:
            assert r.status == 200, r.status
            async for raw in r.content:
                line = raw.decode().strip()
                if line == "data: hello":
                    ready.set()
                elif line == "data: moved":
                    v = await self.view()
                    self.views.put_nowait((time.perf_counter(), v))

    async def start(self) -> None:
        ready = asyncio.Event()
        self.task = asyncio.create_task(self.listen(ready))
        await asyncio.wait_for(ready.wait(), 10)

    async def act(self, action: str, moves: int) -> dict[str, Any]:
        body = {"g": self.token, "action": action, "moves": moves}
        async with self.demo.session.post(f"{self.demo.base}/api/act", json=body, headers=self.auth) as r:
            return cast(dict[str, Any], await r.json())


async def first_load(demo: Demo, url: str, page: Page, game: str) -> int:
    """Bytes a first open transfers (bodies and headers, uncompressed)."""
    total = 0
    paths = [url.split("#")[0], "/app/app.css", "/app/app.js", f"/app/games/{game}.js"]
    for path in paths:
        async with demo.session.get(demo.base + path) as r:
            body = await r.read()
            if r.status == 200:
                total += len(body) + sum(len(k) + len(v) + 4 for k, v in r.raw_headers) + 17
    async with demo.session.get(f"{demo.base}/api/view", params={"g": page.token}, headers=page.auth) as r:
        total += len(await r.read()) + sum(len(k) + len(v) + 4 for k, v in r.raw_headers) + 17
    return total


async def bench(base: str, game: str, moves: int) -> None:
    async with aiohttp.ClientSession() as session:
        demo = Demo(base, session)
        await demo.lobby(game)
        pages = []
        for uid in PEOPLE:
            url, token, init = await demo.launch(uid)
            pages.append(Page(demo, uid, token, init))
        for p in pages:
            await p.start()
        load = await first_load(demo, url, pages[0], game)
        print(f"first load of the {game} app: {load / 1024:.1f} KB ({load} bytes, uncompressed)")
        worst: list[float] = []
        every: list[float] = []
        made = 0
        deadline = time.monotonic() + 120
        while made < moves and time.monotonic() < deadline:
            views = {p.uid: await p.view() for p in pages}
            if any(v.get("over") for v in views.values()):
                break
            mover = next((p for p in pages if views[p.uid]["actions"]), None)
            if mover is None:
                await asyncio.sleep(0.05)
                continue
            v = views[mover.uid]
            for p in pages:
                while not p.views.empty():
                    p.views.get_nowait()
            t0 = time.perf_counter()
            said = await mover.act(v["actions"][0]["action"], v["moves"])
            if not said.get("ok"):
                continue
            times = []
            for p in pages:
                at, _ = await asyncio.wait_for(p.views.get(), 10)
                times.append((at - t0) * 1000)
            made += 1
            worst.append(max(times))
            every += times
            print(f"move {made:2}: every page ({len(pages)}) has the new view after {max(times):6.1f} ms")
        for p in pages:
            assert p.task is not None
            p.task.cancel()
        if every:
            q = statistics.quantiles(every, n=20) if len(every) > 1 else every
            print(
                f"{made} moves × {len(pages)} pages: median {statistics.median(every):.1f} ms, "
                f"p95 {q[-1]:.1f} ms, max {max(every):.1f} ms (the slowest page per move: "
                f"median {statistics.median(worst):.1f} ms)"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="baohuang", choices=sorted(OPTIONS))
    parser.add_argument("--moves", type=int, default=30)
    args = parser.parse_args()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CROUPIER_", "BOT_TOKEN", "DATABASE_URL"))}
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "--demo", "--port", str(port), "--lang", "en", "--people", "3"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        proc.stdout.readline()
        asyncio.run(bench(f"http://127.0.0.1:{port}", args.game, args.moves))
    finally:
        proc.send_signal(2)
        proc.wait(20)


if __name__ == "__main__":
    main()
