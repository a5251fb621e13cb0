"""Whole games played through the Mini App alone, in Chromium, on `python -m bot --demo`.

Three people, each in their own browser context: the demo's chat page (the group, where the lobby is
opened and where the moves must show) and the Mini App, opened as Telegram opens it, with launch data
the demo signs with its token (so the server's initData check really runs). Carol's app runs under a
stand-in for Telegram's `telegram-web-app.js` (its script cannot be fetched here): her moves go
through `MainButton`, she feels the haptic tap when her turn comes, and she gets Telegram's light
theme; the others open it from the URL's hash, with the dark theme. Every move of the game is made
in the apps; the rest of the seats are AI. A screenshot of each game's app goes to $CROUPIER_SHOTS.
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
from typing import Any

import pytest
from test_demo_browser import GROUP, KEEP_LINES, SHOTS, Demo, Person, browser, demo, open_lobby  # noqa: F401 (fixtures)

pytestmark = pytest.mark.browser

ALICE, BOB, CAROL = 101, 102, 103
GAME_TIME = 150.0
"""Seconds a whole game may take through the apps before the test gives up."""

RECORD_API = """
(() => {  // every /api/ answer the page gets, as text, for the privacy check
  window.__bodies = [];
  const fetch0 = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await fetch0(...args);
    if (String(args[0]).startsWith("/api/")) {
      response.clone().text().then((t) => {
        window.__bodies.push(t);
        if (window.__bodies.length > 300) window.__bodies.shift();
      });
    }
    return response;
  };
})();
"""

TELEGRAM = """
(() => {  // a stand-in for telegram-web-app.js: what Telegram's client gives a Mini App
  const launch = new URLSearchParams(location.hash.slice(1));
  const main = { text: "", visible: false, enabled: true, handlers: [],
    setText(t) { this.text = t; }, show() { this.visible = true; }, hide() { this.visible = false; },
    enable() { this.enabled = true; }, disable() { this.enabled = false; },
    onClick(f) { this.handlers.push(f); },
    click() { if (this.visible && this.enabled) this.handlers.forEach((f) => f()); } };
  window.__haptics = [];
  window.Telegram = { WebApp: {
    initData: launch.get("tgWebAppData") || "",
    initDataUnsafe: {},
    colorScheme: "light",
    themeParams: { bg_color: "#ffffff", text_color: "#000000", hint_color: "#707579", button_color: "#3390ec",
      button_text_color: "#ffffff", secondary_bg_color: "#f4f4f5" },
    MainButton: main,
    HapticFeedback: { notificationOccurred(kind) { window.__haptics.push(kind); }, impactOccurred() {} },
    ready() {}, expand() {}, onEvent() {},
  } };
})();
"""


class App:
    """One person's open Mini App."""

    def __init__(self, p: Person, at: Demo, telegram: bool = False) -> None:
        self.p, self.telegram = p, telegram
        with urllib.request.urlopen(f"{at.url}api/launch?user={p.uid}", timeout=10) as r:
            url = json.loads(r.read())["url"]
        token = re.search(r"\?g=([^#&]+)", url)
        assert token, url
        self.token = token.group(1)
        self.page = p.context.new_page()
        self.page.on("pageerror", lambda e: p.errors.append(str(e)))
        self.page.add_init_script(RECORD_API)
        if telegram:
            self.page.add_init_script(TELEGRAM)
        self.page.set_viewport_size({"width": 420, "height": 860})
        self.page.goto(at.url.rstrip("/") + url)
        self.page.locator("body[data-ready]").wait_for(state="attached")

    def attr(self, name: str) -> str:
        return str(self.page.locator("body").get_attribute(f"data-{name}") or "")

    @property
    def acting(self) -> bool:
        return self.attr("acting") == "1" and self.attr("busy") != "1"

    @property
    def over(self) -> bool:
        return self.attr("over") == "1"

    def main(self) -> None:
        """The main action: Telegram's MainButton (Carol), else the page's own."""
        if self.telegram:
            assert self.page.evaluate("Telegram.WebApp.MainButton.visible && Telegram.WebApp.MainButton.enabled")
            self.page.evaluate("Telegram.WebApp.MainButton.click()")
            assert self.page.locator("#main").is_hidden()  # Telegram draws it, not the page
        else:
            self.page.locator("#main:not([disabled])").click()

    def main_enabled(self) -> bool:
        if self.telegram:
            return bool(self.page.evaluate("Telegram.WebApp.MainButton.visible && Telegram.WebApp.MainButton.enabled"))
        return self.page.locator("#main:not([disabled]):not([hidden])").count() > 0

    def settled(self, moves: str) -> str:
        """After a move was sent: its answer is in; returns the note (the bot's receipt or its refusal)."""
        self.page.wait_for_function(
            "(m) => document.body.dataset.busy !== '1' && document.body.dataset.moves !== m", arg=moves, timeout=15_000
        )
        return str(self.page.locator("#note").inner_text())

    def bodies(self) -> list[dict[str, Any]]:
        return [json.loads(t) for t in self.page.evaluate("window.__bodies") if t.startswith("{")]

    def latest_view(self) -> dict[str, Any]:
        return next(b for b in reversed(self.bodies()) if "seat" in b and "view" in b)

    def shot(self, name: str) -> None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def group_changes(p: Person, before: str) -> None:
    """The group's chat shows something new after a move made in the app."""
    p.page.wait_for_function(
        "([sel, before]) => document.querySelector(sel).innerText !== before",
        arg=[f'.pane[data-chat="{GROUP}"] .msgs', before],
        timeout=15_000,
    )


def nothing_private_of_others(apps: list[App], private: dict[int, list[str]]) -> None:
    """No page's DOM nor any API answer it got holds another seat's private data (`private`: per
    person, strings only their seat may see)."""
    for app in apps:
        dom = app.page.content()
        raw = json.dumps(app.page.evaluate("window.__bodies"), ensure_ascii=False)
        for other, secrets in private.items():
            if other == app.p.uid:
                continue
            for secret in secrets:
                assert secret not in dom and secret not in raw, (app.p.name, other, secret[:80])
        for body in app.bodies():
            if "view" in body and isinstance(body["view"], dict) and "hand" in body["view"]:
                assert body["seat"] is not None and body["view"].get("seat") == body["seat"]


def start(request: pytest.FixtureRequest, command: str, ai: int) -> tuple[list[Person], list[App]]:
    """The demo's fixtures (tests/test_demo_browser.py): three people, a lobby opened in the chat."""
    chromium, the_demo = request.getfixturevalue("browser"), request.getfixturevalue("demo")
    people = [Person(chromium, the_demo, uid) for uid in (ALICE, BOB, CAROL)]
    lobby = open_lobby(people, command)
    for _ in range(ai):
        lobby.locator('.kb button[data-data$=":ai+"]').click()
        people[0].dismiss()
    people[0].page.wait_for_function(
        "([sel, n]) => document.querySelector(sel).innerText.includes('Players: ' + n)",
        arg=[f'.pane[data-chat="{GROUP}"] .msg[data-id="{lobby.get_attribute("data-id")}"]', str(3 + ai)],
    )
    people[0].press(lobby, "Start")
    people[0].group.locator(".msg", has_text=re.compile(r"\b[0-9a-f]{64}\b")).last.wait_for()
    apps = [App(p, the_demo, telegram=p.uid == CAROL) for p in people]
    return people, apps


def cards_in(play: str) -> int:
    return sum(int(part.partition("x")[2] or 1) for part in play.split("+"))


def pick_cards(app: App, play: str) -> None:
    for part in play.split("+"):
        letter, _, times = part.partition("x")
        rank = {"S": 13, "B": 14, "O": 15}.get(letter, "3456789TJQKA2".find(letter))
        for i in range(int(times or 1)):
            app.page.locator(f'#hand .card[data-rank="{rank}"]').nth(i).click()


def test_a_whole_baohuang_game_is_played_in_the_mini_app_and_the_group_sees_every_move(
    request: pytest.FixtureRequest,
) -> None:
    people, apps = start(request, "/new baohuang", ai=2)
    alice, carol = apps[0], apps[2]
    assert alice.page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(23, 33, 43)"  # dark
    assert carol.page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(255, 255, 255)"  # light
    private = {a.p.uid: [json.dumps(a.latest_view()["view"]["hand"])] for a in apps}
    private_lines = {a.p.uid: [x for x in a.latest_view()["text"] if x.startswith("🂠")] for a in apps}
    assert any(private_lines.values())  # "🂠 Your cards (33): …", the hand as the DM words it
    nothing_private_of_others(apps, {uid: private[uid] + private_lines[uid] for uid in private})
    deadline, made, plays = time.monotonic() + GAME_TIME, 0, 0
    while not all(a.over for a in apps):
        assert time.monotonic() < deadline, f"the game did not end in {GAME_TIME} s ({made} moves)"
        app = next((a for a in apps if a.acting), None)
        if app is None:
            apps[0].page.wait_for_timeout(100)  # the others' pages follow by the event stream
            continue
        before, moves = app.p.text(GROUP), app.attr("moves")
        legal = app.attr("plays").split()
        if legal:
            assert not app.main_enabled()  # nothing picked: no play to make
            pick_cards(app, max(legal, key=cards_in))  # the most cards at once: a shorter game
            app.main()
            plays += 1
        else:
            app.page.locator("#actions button.act").first.click()
        note = app.settled(moves)
        assert note and not note.startswith("⚠"), note
        if made % 5 == 0:  # the move shows in the group as a press there would (every fifth: a quicker test)
            group_changes(app.p, before)
        made += 1
        if made == 1:
            nothing_private_of_others(apps, {uid: private[uid] + private_lines[uid] for uid in private})
        if made == 12:
            carol.shot("miniapp-baohuang-play")  # a hand in play, the trick on the table
    assert plays >= 5, plays
    for p in people:  # the chat shows the same game to its end: its result and record
        p.group.locator('.kb button[data-data^="h:"]').first.wait_for()
    assert carol.page.evaluate("window.__haptics.length") > 0  # her turn came while she looked
    for a in apps:
        assert a.page.locator("#hand .card:not([disabled])").count() == 0  # nothing left to play
    carol.shot("miniapp-baohuang")
    for p in people:
        p.close()


def test_a_whole_economicus_game_is_played_in_the_mini_app_and_the_group_sees_every_roll(
    request: pytest.FixtureRequest,
) -> None:
    # two years: in one, all four rolls may miss an industry with a company to auction (seen under stress)
    people, apps = start(request, "/new economicus years=2 auction_seconds=5", ai=0)
    carol = apps[2]
    hands = {a.p.uid: json.dumps(a.latest_view()["view"]["hand"]) for a in apps}
    private = {uid: [h] if list(hands.values()).count(h) == 1 else [] for uid, h in hands.items()}  # option cards
    deadline, made, rolls, bids = time.monotonic() + 2 * GAME_TIME, 0, 0, 0
    rolled: list[tuple[Any, list[str]]] = []  # (the roller, their roll line as the group words it)
    took_credit = False
    while not all(a.over for a in apps):
        assert time.monotonic() < deadline, f"the game did not end in {2 * GAME_TIME} s ({made} moves)"
        app = next((a for a in apps if a.acting), None)
        if app is None:
            if not took_credit and apps[1].page.locator('#open button[data-action="credit"]').count():
                bob = apps[1]  # the "at any time" panel: a credit, whoever's turn it is
                cash = bob.page.locator("#players tr.me td.num").first.inner_text()
                bob.page.locator('#open button[data-action="credit"]').click()
                bob.page.wait_for_function(
                    "(c) => document.querySelector('#players tr.me td.num').innerText !== c", arg=cash
                )
                took_credit = True
                continue
            apps[0].page.wait_for_timeout(100)  # an auction's clock runs, or the bot is busy
            continue
        moves = app.attr("moves")
        decisions = app.page.locator("#actions button.act")
        if app.main_enabled() and app.page.locator("#auction").count():
            assert app.page.locator("#clock").count() or app.page.locator("#auction .raise button").count()
            app.main()  # the main button opens the auction at its price
            bids += 1
        else:
            action = decisions.first.get_attribute("data-action") or ""
            if action == "roll":  # every line the group's pane shows from now on is kept
                app.p.page.evaluate(KEEP_LINES, f'.pane[data-chat="{GROUP}"] .msgs')
            decisions.first.click()
            if action == "roll":
                rolls += 1
                note = app.settled(moves)
                roll = app.page.locator(".eco-head .line").first.inner_text()
                dice = re.search(r"(\d+) \+ (\d+)", roll)
                assert dice, roll
                said = [f"🎲 {app.p.name}: {dice[1]} + {dice[2]}", f"{app.p.name} rolls {dice[1]} + {dice[2]}"]
                rolled.append((app.p, said))
                app.p.page.wait_for_function(  # the table's roll line, or the news of a turn it ended at once
                    "(said) => said.some((x) => [...window.kept].some((line) => line.includes(x)))",
                    arg=said,
                    polling=100,
                    timeout=30_000,
                )
                made += 1
                continue
        note = app.settled(moves)
        assert note and not note.startswith("⚠"), note
        made += 1
        if made % 10 == 1:
            nothing_private_of_others(apps, private)
    assert rolls >= 3 and bids >= 1 and took_credit, (rolls, bids, took_credit)
    for p, said in rolled:  # the group showed every roll made in the app, with its dice
        p.page.wait_for_function(
            "(said) => said.some((x) => [...window.kept].some((line) => line.includes(x)))", arg=said, polling=100
        )
    nothing_private_of_others(apps, private)
    for p in people:  # the chat shows the same game to its end: its result and record
        p.group.locator('.kb button[data-data^="h:"]').first.wait_for()
    carol.shot("miniapp-economicus")
    for p in people:
        p.close()
