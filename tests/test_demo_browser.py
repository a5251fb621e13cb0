"""`python -m bot --demo` in a real browser: people play through the page as they would in Telegram.

The demo runs as a person starts it (a subprocess, its own temporary database); Chromium (Debian's
`chromium`, launched by path) opens the page once per person (`?as=<id>`, each in its own browser
context) and everything is read from what the page shows. Screenshots of each game's group pane and
one private chat go to $CROUPIER_SHOTS (default /tmp/croupier-shots) for a person to look at.

Where no browser can be started the tests skip, except under CI (CI=true), where they fail.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SHOTS = Path(os.environ.get("CROUPIER_SHOTS", "/tmp/croupier-shots"))
ROOT = Path(__file__).resolve().parent.parent
GROUP = -1001000000001
ALICE, BOB, CAROL = 101, 102, 103
NAMES = {ALICE: "Alice", BOB: "Bob", CAROL: "Carol"}
GAME_TIME = 150.0
"""Seconds a whole game may take through the page before the test gives up."""


def no_browser(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"CI must run the browser tests: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError:
        no_browser("playwright is not installed (pip install -e '.[test]')")
    if not Path(CHROMIUM).exists():
        no_browser(f"no Chromium at {CHROMIUM} (apt-get install -y chromium)")
    with sync_playwright() as p:
        try:
            chromium = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        except Error as exc:
            no_browser(f"Chromium does not start: {str(exc).splitlines()[0]}")
        yield chromium
        chromium.close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class Demo:
    """`python -m bot --demo` in a subprocess; `url` once it printed its address."""

    def __init__(self, *args: str, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        environ = {k: v for k, v in os.environ.items() if not k.startswith(("CROUPIER_", "BOT_TOKEN", "DATABASE_URL"))}
        environ["CROUPIER_EDIT_INTERVAL"] = "0.5"  # a test's patience; every other limit is Telegram's
        environ.update(env or {})
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "bot", "--demo", "--port", str(self.port), *args],
            cwd=ROOT,
            env=environ,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        self.ready = time.monotonic() - self.started
        self.url = f"http://127.0.0.1:{self.port}/"
        assert self.url in line, (line, self.proc.stderr.read() if self.proc.poll() is not None else "")

    def stop(self) -> str:
        """Ctrl+C, as a person stops it: a clean exit; returns what it wrote to stderr."""
        self.proc.send_signal(2)
        try:
            _, err = self.proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise
        assert self.proc.returncode == 0, err
        return err


QUICK = {"CROUPIER_EDIT_INTERVAL": "0.25"}
"""The demo runs in a process of its own, on real time: the group's redraws wait their pace there (a
move's lazy redraw five intervals), which most of a whole game's wait in the browser is; a quicker
pace than the 0.5 s of `Demo` keeps every rule of pacing and shortens the wait."""


def running(env: dict[str, str] | None = None) -> Iterator[Demo]:
    d = Demo("--lang", "en", "--people", "3", env=env)
    try:
        yield d
    finally:
        if d.proc.poll() is None:
            err = d.stop()
            assert "Traceback" not in err, err


@pytest.fixture
def demo() -> Iterator[Demo]:
    yield from running(QUICK)


class Person:
    """One person's browser window on the demo: the group and their own private chat, side by side."""

    def __init__(self, browser: Any, demo: Demo, uid: int) -> None:
        self.uid, self.name = uid, NAMES[uid]
        self.context = browser.new_context(viewport={"width": 1280, "height": 860})
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(f"{demo.url}?as={uid}")
        self.page.locator("body[data-ready]").wait_for(state="attached")
        self.page.locator("#side").check()
        self.alerts: list[str] = []
        self.answered: set[str] = set()
        """Questions answered or refused, by their buttons' game:seat:move (see `a_move`)."""
        self.pressed_at = 0.0
        """When this person last pressed a move's button (`a_move` keeps a person's pace human)."""

    def pane(self, chat: int) -> Any:
        return self.page.locator(f'.pane[data-chat="{chat}"]')

    @property
    def group(self) -> Any:
        return self.pane(GROUP)

    @property
    def dm(self) -> Any:
        return self.pane(self.uid)

    def text(self, chat: int) -> str:
        return str(self.pane(chat).locator(".msgs").inner_text())

    def say(self, text: str) -> None:
        box = self.group.locator(".composer input")
        box.fill(text)
        box.press("Enter")

    def press(self, where: Any, label: str) -> None:
        where.locator(".kb button", has_text=label).last.click()
        self.dismiss()

    def dismiss(self) -> None:
        alert = self.page.locator("#alert")
        if alert.is_visible():
            self.alerts.append(str(alert.locator(".alert-text").inner_text()))
            alert.locator(".ok").click()

    def shot(self, name: str, chat: int) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        self.page.locator("#toast").wait_for(state="hidden")
        self.pane(chat).screenshot(path=str(path))
        return path

    def close(self) -> None:
        assert not self.errors, self.errors
        self.context.close()


FIND_MOVE = """([chat, name, done]) => {
  const pane = document.querySelector(`.pane[data-chat="${chat}"]`);
  const msgs = [...pane.querySelectorAll('.msg')].reverse();
  for (const m of msgs) {
    const data = [...m.querySelectorAll('.kb button[data-data^="g:"]')].map((b) => b.dataset.data)
      .filter((d) => !done.includes(d.split(':').slice(0, 4).join(':')));
    if (!data.length) continue;
    if (name && !m.querySelector('.text').textContent.includes('👉 ' + name)) return null;
    return {id: m.dataset.id, data};
  }
  return null;
}"""
NO_MOVES = """() => !document.querySelector('.kb button[data-data^="g:"]')"""
PRESSED = """(b) => !b.isConnected || !b.classList.contains('busy')"""


PRESS_GAP = 0.4
"""Seconds between one person's presses at least. Picking cards is a random walk of toggles here, and
at the demo's quick pace it ran past the bot's flood limit (30 updates from one person in 10 s): the
press was ignored, and the person, who remembered the question as answered, never pressed again."""


def a_move(person: Person, rng: random.Random) -> bool:
    """The person makes a move the page offers them (their private chat first, then a group prompt that
    names them); False when nothing is asked of them. A real move is preferred to a builder step ("~").
    A question's buttons stay valid until the step closes (a sealed choice may be changed), so the
    person remembers what they answered (`Person.answered`: the question, by its button data's
    game:seat:move) and waits for the press's answer, not for the buttons to go; an alert is a refusal
    (the question had closed), after which that question is not pressed again either."""
    for chat, name in ((person.uid, ""), (GROUP, person.name)):
        found = person.page.evaluate(FIND_MOVE, [chat, name, sorted(person.answered)])
        if not found:
            continue
        final = [d for d in found["data"] if not d.split(":", 4)[4].startswith("~")]
        data = rng.choice(final or found["data"])
        button = person.pane(chat).locator(f'.msg[data-id="{found["id"]}"] button[data-data="{data}"]')
        handle = button.element_handle()
        pause = person.pressed_at + PRESS_GAP - time.monotonic()
        if pause > 0:  # no faster than a person taps: the bot ignores a flood (30 updates in 10 s)
            person.page.wait_for_timeout(pause * 1000)
        button.click()
        person.pressed_at = time.monotonic()
        person.page.wait_for_function(PRESSED, arg=handle)
        refused = person.page.locator("#alert").is_visible()
        person.dismiss()
        if final or refused:
            person.answered.add(":".join(data.split(":", 4)[:4]))
        return True
    return False


KEEP_LINES = """(sel) => {
  if (window.kept) return;
  window.kept = new Set();
  const pane = document.querySelector(sel);
  const keep = () => pane.innerText.split("\\n").forEach((line) => window.kept.add(line));
  keep();
  new MutationObserver(keep).observe(pane, {subtree: true, childList: true, characterData: true});
}"""
"""Keeps every line a pane ever shows (`window.kept`): a step's news or table line may be taken away by a
later step's redraw before the test looks."""


def final_shown(person: Person) -> bool:
    return bool(person.group.locator('.kb button[data-data^="h:"]').count())


def no_moves_left(person: Person) -> None:
    """A finished game leaves no move button anywhere (each would only be refused): what the end
    removes arrives with it, so this waits for the deliveries, never for a timer."""
    person.page.wait_for_function(NO_MOVES, timeout=10_000)


def play_to_end(people: list[Person], rng: random.Random) -> int:
    deadline = time.monotonic() + GAME_TIME
    moves = 0
    while not final_shown(people[0]):
        assert time.monotonic() < deadline, f"the game did not end in {GAME_TIME} s ({moves} moves)"
        moved = False
        for p in people:
            if a_move(p, rng):
                moves += 1
                moved = True
        if not moved:
            people[0].page.wait_for_timeout(200)  # waiting for the bot (AI seats, the outbox's pacing)
    return moves


def through_deep_link(p: Person) -> None:
    """A person who never wrote to the bot opened or joined a lobby: the group offers "Open a private
    chat", which opens their private chat and sends /start <payload>; the join completes there."""
    link = p.group.locator(".msg", has_text=f"{p.name}, I can't write to you yet").last
    link.locator("button.link").click()
    p.dm.locator(".msg.mine", has_text="/start ").wait_for()
    p.dm.locator(".msg.from-bot").first.wait_for()


def open_lobby(people: list[Person], command: str) -> Any:
    """The first person opens a lobby, the others join (by the deep link if they never wrote to the
    bot); returns the lobby message once it names everyone."""
    alice = people[0]
    alice.say(command)
    lobby = alice.group.locator(".msg", has_text="lobby").last
    lobby.locator(".kb button", has_text="Start").wait_for()
    if alice.dm.locator(".msg").count() == 0:
        through_deep_link(alice)
    for p in people[1:]:
        started = p.dm.locator(".msg").count() > 0
        p.press(p.group.locator(".msg", has_text="lobby").last, "Join")
        if not started:
            through_deep_link(p)
    for p in people:
        alice.page.wait_for_function(
            "([sel, name]) => document.querySelector(sel).innerText.includes(name)",
            arg=[f'.pane[data-chat="{GROUP}"] .msg[data-id="{lobby.get_attribute("data-id")}"]', p.name],
        )
    return lobby


def started_hash(p: Person) -> str:
    # the lobby shows a short hash at once: wait for the start's full one, not for any "sha256"
    p.group.locator(".msg", has_text=re.compile(r"\b[0-9a-f]{64}\b")).last.wait_for()
    found = re.findall(r"\b[0-9a-f]{64}\b", p.text(GROUP))
    assert found, p.text(GROUP)
    return str(found[0])


def revealed_seed(p: Person, digest: str) -> str:
    words = re.findall(r"[A-Za-z0-9_\-]{6,}", p.text(GROUP))
    seeds = [w for w in words if hashlib.sha256(w.encode()).hexdigest() == digest]
    assert seeds, "the end reveals a seed that hashes to the hash shown at the start"
    return seeds[0]


STAMP = re.compile(r"(edited |изменено |已编辑 )?\d{1,2}:\d{2}( [AP]M)?|⏳ \d+ (min|s) left")
"""A message's time under its text, "edited" if it was (the page's, not the bot's: the group's edited
messages of the same minute read the same), and a question's time left, which a turn prompt in the
group may read the same: nothing of a player's own."""


def private_lines(p: Person) -> list[str]:
    """Lines of the bot's messages in the person's private chat that say something of their own. Their
    own seat's line ("Bob 📜 💰6 ✨2 💡6") is public, on the group's table too: the DM repeats it, so it
    is left out (at the end it reads the same in both), also while it points at them ("👉 Bob …")."""
    texts = p.dm.locator(".msg.from-bot .text").all_inner_texts()
    lines = [line.strip() for t in texts for line in t.splitlines()]
    return [
        line
        for line in lines
        if len(line) >= 12 and not line.removeprefix("👉 ").startswith(f"{p.name} ") and not STAMP.fullmatch(line)
    ]


def test_three_people_play_merit_through_the_page(browser: Any, demo: Demo) -> None:
    people = [Person(browser, demo, uid) for uid in (ALICE, BOB, CAROL)]
    alice, bob, carol = people
    carol.dm.locator(".start button").click()  # Carol opens her private chat first, Alice and Bob by the link
    carol.dm.locator(".msg.from-bot").first.wait_for()
    assert carol.dm.locator(".start").is_hidden()
    lobby = open_lobby(people, "/new merit target=5")
    assert re.search(r"[0-9a-f]{12}…", lobby.inner_text()) and not re.search(r"[0-9a-f]{64}", lobby.inner_text())
    alice.press(lobby, "Start")
    digest = started_hash(bob)
    for p in people:  # each one sees only the group and their own private chat
        assert p.page.locator(".pane").count() == 2
        for other in (q for q in (ALICE, BOB, CAROL) if q != p.uid):
            assert p.page.locator(f".pane[data-chat='{other}']").count() == 0
    play_to_end(people, random.Random(5))
    seed = revealed_seed(carol, digest)
    for p in people:
        group = p.text(GROUP)
        assert seed in group and p.name in group
        for line in private_lines(p):
            assert line not in group or any(line in q.text(q.uid) for q in people if q is not p), line
    # the game is over: no move button is left in the group or in anyone's private chat
    for p in people:
        no_moves_left(p)
    # the record: the final message's 🔍 button sends Bob the game's file, downloadable
    bob.press(bob.group, "🔍")
    record = bob.dm.locator(".file a.fname").last
    record.wait_for()
    with bob.page.expect_download() as download:
        record.click()
    assert seed in Path(download.value.path()).read_text()
    alice.shot("merit-group", GROUP)
    bob.shot("merit-dm-bob", BOB)
    assert "429 answers: 0" in alice.page.locator("#limits").inner_text()
    for p in people:
        p.close()


def test_one_person_plays_a_baohuang_hand_with_ai_seats_and_a_reload_loses_nothing(browser: Any, demo: Demo) -> None:
    people = [Person(browser, demo, uid) for uid in (ALICE, BOB, CAROL)]
    alice, bob, carol = people
    lobby = open_lobby(people, "/new baohuang")
    for _ in range(2):  # ➕ AI, as in a real group: the two empty seats
        lobby.locator('.kb button[data-data$=":ai+"]').click()
        alice.dismiss()
    alice.page.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('Players: 5')",
        arg=f'.pane[data-chat="{GROUP}"] .msg[data-id="{lobby.get_attribute("data-id")}"]',
    )
    alice.press(lobby, "Start")
    digest = started_hash(alice)
    for p in people:  # each one's hand is dealt to their private chat only
        p.dm.locator(".msg.from-bot", has_text="×").first.wait_for()
    before = bob.text(GROUP)
    bob.page.reload()  # a closed tab loses nothing: the same chats come back
    bob.page.locator("body[data-ready]").wait_for(state="attached")
    bob.page.locator("#side").check()
    bob.page.wait_for_function(
        "([sel, n]) => document.querySelector(sel).innerText.length >= n",
        arg=[f'.pane[data-chat="{GROUP}"] .msgs', len(before) // 2],
    )
    assert before.splitlines()[0] in bob.text(GROUP) and digest in bob.text(GROUP)
    play_to_end(people, random.Random(3))
    seed = revealed_seed(alice, digest)
    for p in people:
        group = p.text(GROUP)
        assert seed in group
        for line in private_lines(p):
            assert line not in group or any(line in q.text(q.uid) for q in people if q is not p), line
        no_moves_left(p)
    alice.shot("baohuang-group", GROUP)
    carol.shot("baohuang-dm-carol", CAROL)
    assert "429 answers: 0" in alice.page.locator("#limits").inner_text()
    for p in people:
        p.close()


def mini_app(p: Person, demo: Demo) -> Any:
    """The person opens the Mini App of the group's game, as Telegram would open it (bot/demo/web.py)."""
    with urllib.request.urlopen(f"{demo.url}api/launch?user={p.uid}", timeout=10) as r:
        url = json.loads(r.read())["url"]
    page = p.context.new_page()
    page.on("pageerror", lambda e: p.errors.append(str(e)))
    page.goto(demo.url.rstrip("/") + url)
    page.locator("body[data-ready]").wait_for(state="attached")
    return page


def waited_for(people: list[Person], demo: Demo) -> tuple[Person, Any] | None:
    """The Mini App of someone the game waits for (AI seats move at once), or None (the bot is busy)."""
    for p in people:
        page = mini_app(p, demo)
        assert page.locator("#hand .card").count() > 0  # the hand, as cards
        if page.locator('body[data-acting="1"]').count():
            return p, page
        page.close()
    return None


def move_in_mini_app(p: Person, page: Any) -> str:
    """One move through the page: cards of the first legal play picked (Play is enabled only then), else
    the first choice offered (a declaration, a pass); the page and the group both show it. Returns which."""
    # Telegram's theme reached the page as CSS variables
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(23, 33, 43)"
    before = p.text(GROUP)
    moves = int(page.locator("body").get_attribute("data-moves") or "0")
    plays = (page.locator("body").get_attribute("data-plays") or "").split()
    if plays:
        assert page.locator("#main").is_disabled()  # the main button plays only a legal pick
        for part in plays[0].split("+"):
            letter, _, times = part.partition("x")
            rank = {"S": 13, "B": 14, "O": 15}.get(letter, "3456789TJQKA2".find(letter))
            for i in range(int(times or 1)):
                page.locator(f'#hand .card[data-rank="{rank}"]').nth(i).click()
        page.locator("#main:not([disabled])").click()
    else:
        page.locator("#actions button.act").first.click()
    page.wait_for_function("document.getElementById('note').textContent.length > 0")
    assert not page.locator("#note").inner_text().startswith("⚠"), page.locator("#note").inner_text()
    assert page.locator("body").get_attribute("data-moves") == str(moves + 1)
    p.page.wait_for_function(  # the group's table shows the move, as after a press in the chat
        "([sel, before]) => document.querySelector(sel).innerText !== before",
        arg=[f'.pane[data-chat="{GROUP}"] .msgs', before],
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "miniapp-baohuang.png"))
    return "play" if plays else "act"


def test_a_baohuang_move_is_made_in_the_mini_app_and_the_group_sees_it(browser: Any, demo: Demo) -> None:
    people = [Person(browser, demo, uid) for uid in (ALICE, BOB, CAROL)]
    alice = people[0]
    lobby = open_lobby(people, "/new baohuang")
    for _ in range(2):
        lobby.locator('.kb button[data-data$=":ai+"]').click()
        alice.dismiss()
    alice.page.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('Players: 5')",
        arg=f'.pane[data-chat="{GROUP}"] .msg[data-id="{lobby.get_attribute("data-id")}"]',
    )
    alice.press(lobby, "Start")
    for p in people:
        p.dm.locator(".msg.from-bot", has_text="×").first.wait_for()
    made: list[str] = []
    until = time.monotonic() + GAME_TIME
    while "play" not in made and time.monotonic() < until:  # until cards were played from the page
        found = waited_for(people, demo)
        if found is None:
            continue
        p, page = found
        made.append(move_in_mini_app(p, page))
        page.close()
    assert "play" in made, made
    for q in people:
        q.close()


def test_a_port_in_use_is_one_line_and_exit_code_2() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if k != "BOT_TOKEN"}
        proc = subprocess.run(
            [sys.executable, "-m", "bot", "--demo", "--port", str(port)],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=60,
        )
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and f"port {port} is in use" in lines[0] and "--port" in lines[0], proc.stderr
