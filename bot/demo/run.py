"""`python -m bot --demo`: the real bot against an in-process fake Telegram, played from a browser page.

The same PTB Application, outbox, budgets, storage and faces as on Telegram (`bot.app`), with the
settings of the environment except where a demo cannot use them: no token, no webhook, the fake's
address, SQLite in a temporary directory unless CROUPIER_DB names a file. The fake refuses what
Telegram refuses and answers 429 where Telegram would (the page counts them).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import logging
import os
import signal
import sys
import tempfile
from pathlib import Path

from aiohttp import web

from bot.config import Settings
from bot.demo.web import DemoWeb
from bot.demo.world import DemoTelegram, populate
from bot.miniapp.api import MiniApi
from games.registry import GAMES
from locales import LANGS

DEMO_TOKEN = "123456:DEMO"
OPEN_HOSTS = ("0.0.0.0", "::", "")


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bot --demo",
        description="Play every Croupier game in a browser, against a local fake Telegram: no token, no network.",
    )
    parser.add_argument("--demo", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--lang", choices=sorted(LANGS), default=None, help="the people's and the group's language")
    parser.add_argument("--game", choices=sorted(GAMES), help="open a lobby of this game at start")
    parser.add_argument(
        "--people", type=int, default=3, choices=range(1, 9), metavar="1-8", help="simulated people (default 3)"
    )
    parser.add_argument("--forum", action="store_true", help="the group is a forum with two topics")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8080, help="port of the page (default 8080)")
    return parser.parse_args(argv)


def demo_settings(env_settings: Settings, api_url: str, db_path: str, lang: str) -> Settings:
    values = env_settings.model_dump()
    values.update(
        token=DEMO_TOKEN,
        api_url=api_url,
        db_path=db_path,
        database_url=None,
        webhook_url=None,
        webhook_secret=None,
        lang=lang,
    )
    return Settings.model_validate(values)


async def serve(args: argparse.Namespace, settings: Settings, db_dir: str | None) -> int:
    from bot.app import build_application

    lang = args.lang or settings.lang
    fake = DemoTelegram(group_limit=20, dm_limit=1.0, dm_burst=3, record=False)
    people, group = populate(fake, lang, args.people, args.forum)
    open_host = args.host in OPEN_HOSTS or not args.host.startswith(("127.", "localhost", "::1"))
    warning = "anyone on this network can open this page and play as anyone" if open_host else None
    page = DemoWeb(fake, people, group.id, warning)
    runner = web.AppRunner(page.app, access_log=None, shutdown_timeout=1.0)
    await runner.setup()
    try:
        await web.TCPSite(runner, args.host, args.port).start()
    except OSError as exc:
        await runner.cleanup()
        if exc.errno == errno.EADDRINUSE:
            print(f"croupier: port {args.port} is in use; choose another with --port", file=sys.stderr)
        else:
            print(f"croupier: cannot listen on {args.host}:{args.port} ({exc.strerror})", file=sys.stderr)
        return 2
    await fake.start()
    db_path = str(Path(db_dir) / "croupier.sqlite3") if db_dir else settings.db_path
    app = build_application(demo_settings(settings, fake.base_url, db_path, lang))
    page.mini = MiniApi(app)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    try:
        await app.initialize()
        await app.post_init(app)  # type: ignore[misc]  # post_init is set by build_application, never None here
        await app.start()
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0.0, timeout=10, allowed_updates=["message", "callback_query"])
        if args.game:
            await fake.send(people[0].id, f"/new {args.game}", group.id)
        shown = f"[{args.host}]" if ":" in args.host else args.host
        print(f"Croupier demo: open http://{shown}:{args.port}/ in a browser (Ctrl+C stops it)", flush=True)
        if warning:
            print(f"croupier: warning: listening on {args.host}: {warning}", file=sys.stderr, flush=True)
        await stop.wait()
    finally:
        await runner.shutdown()
        if app.updater is not None and app.updater.running:
            await app.updater.stop()
        if app.running:
            await app.stop()
        await app.shutdown()
        await app.post_shutdown(app)  # type: ignore[misc]  # post_shutdown is set by build_application, never None here
        await fake.stop()
        await runner.cleanup()
    return 0


def main(argv: list[str]) -> int:
    args = parse(argv)
    logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s", level=logging.WARNING)
    try:
        settings = Settings.from_env()
    except ValueError as exc:  # pydantic's ValidationError too; the values are left out
        print(f"croupier: bad configuration: {str(exc).splitlines()[0]}", file=sys.stderr)
        return 2
    if os.environ.get("CROUPIER_DB"):
        return asyncio.run(serve(args, settings, None))
    with tempfile.TemporaryDirectory(prefix="croupier-demo-") as db_dir:
        return asyncio.run(serve(args, settings, db_dir))
