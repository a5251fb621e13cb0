"""Whole games of «Менеджмент», 企业制度模拟 and 功德轮回 played through the Mini App alone, in Chromium.

Three people, each in their own browser context, open the demo (`python -m bot --demo`) only to start
the game in the group; every move after that is made on their Mini App page (opened as Telegram
opens it: /api/launch gives the URL with initData signed by the demo's token), at a phone's width.
The group's pane must show what the pages did, no page or API answer may hold another seat's sealed
choice, and a screenshot of each game's page goes to $CROUPIER_SHOTS.

Nothing tells a page that another person moved but the app's live updates (server-sent events).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
import test_demo_browser as web
from test_demo_browser import GROUP, SHOTS, Demo, Person, final_shown, mini_app, open_lobby

pytestmark = pytest.mark.browser

browser = web.browser  # the fixtures, shared with the demo's browser tests
demo = web.demo

PHONE = {"width": 360, "height": 760}
GAME_TIME = 240.0
"""Seconds a whole game through the pages may take before the test gives up."""

API_VIEW = """async () => {
  const initData = new URLSearchParams(location.hash.slice(1)).get("tgWebAppData");
  const g = new URLSearchParams(location.search).get("g");
  const r = await fetch("/api/view?g=" + encodeURIComponent(g), {headers: {Authorization: "tma " + initData}});
  return await r.text();
}"""


class App:
    """One person's Mini App page of the group's game, at a phone's width."""

    def __init__(self, person: Person, demo: Demo) -> None:
        self.person = person
        self.page = mini_app(person, demo)
        self.page.set_viewport_size(PHONE)
        self.failed: list[str] = []  # answers the page got that were not 2xx
        self.page.on("response", lambda r: r.status >= 400 and self.failed.append(f"{r.status} {r.url.split('?')[0]}"))
        self.seat: int = self.api()["seat"]
        self.moved = 0

    def api(self) -> dict[str, Any]:
        """What the API answers this person now (their own signed initData, as the page sends it)."""
        return dict(json.loads(self.page.evaluate(API_VIEW)))

    def attr(self, name: str) -> str:
        return str(self.page.locator("body").get_attribute(f"data-{name}") or "")

    @property
    def waited_for(self) -> bool:
        """The game waits for this person's choice, and they have not sent it yet."""
        return self.attr("acting") == "1" and self.attr("sent") != "1"

    def click(self, selector: str) -> None:
        """Press a control of the page; the move it sends is answered (the seat's move count grows). Told
        "too fast" (the app's budget of moves, 429), the person waits a moment and presses again."""
        moves = self.attr("moves")
        until = time.monotonic() + 15
        refused = len(self.failed)
        self.page.locator(selector).first.click()
        while self.attr("moves") == moves:
            assert time.monotonic() < until, f"{self.person.name}: no move after {selector}: {self.note()!r}"
            if len(self.failed) > refused and self.failed[-1].startswith("429 "):
                refused = len(self.failed)
                self.page.wait_for_timeout(700)
                self.page.locator(selector).first.click()
            self.page.wait_for_timeout(50)
        if self.note().startswith("⚠") and any(f.startswith("404 ") for f in self.failed):
            # that move ended the game, and a finished game's view is gone (404): the group says the end
            self.person.group.locator('.kb button[data-data^="h:"]').first.wait_for()
        assert not self.note().startswith("⚠") or final_shown(self.person), (self.note(), self.failed)
        self.moved += 1

    def state(self) -> str:
        """What the page and the API say, for a failure's message."""
        view = self.api() if not final_shown(self.person) else {}
        keys = ("acting", "sent", "over", "moves")
        marks = [self.attr(k) for k in keys]
        return f"{self.person.name}: {marks} {self.note()!r} {view.get('text')} {view.get('actions')}"

    def note(self) -> str:
        return str(self.page.locator("#note").inner_text())

    def html(self) -> str:
        return str(self.page.evaluate("document.documentElement.outerHTML"))

    def shot(self, game: str) -> None:
        """A screenshot, and the page fits a phone: nothing wider than its 360 px."""
        assert self.page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        SHOTS.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(SHOTS / f"miniapp-{game}.png"), full_page=True)


def first_of(app: App, wanted: list[str]) -> str:
    """The selector of the first button of the page whose action is one of `wanted` (in that order),
    else of its first action button."""
    offered = app.page.eval_on_selector_all(
        "#root button[data-action]:not([disabled])", "bs => bs.map((b) => b.dataset.action)"
    )
    assert offered, f"asked, but no choice on the page: {app.state()} {app.page.inner_text('#root')!r}"
    for action in wanted:
        if action in offered:
            return f'#root button[data-action="{action}"]'
    return f'#root button[data-action="{offered[0]}"]'


def play(
    apps: list[App],
    move: Callable[[App], None],
    shoot: Callable[[App], bool],
    game: str,
    watch: Callable[[], None] = lambda: None,
) -> None:
    """Until every page says the game is over: whoever the game waits for moves on their page; `watch`
    reads the group after each pass (its news of a step is replaced by the next step's)."""
    deadline = time.monotonic() + GAME_TIME
    shot = False
    while not all(a.attr("over") == "1" for a in apps) and not final_shown(apps[0].person):
        assert time.monotonic() < deadline, f"the game did not end in {GAME_TIME} s: {[a.state() for a in apps]}"
        waiting = [a for a in apps if a.waited_for]
        for a in waiting:
            if not a.waited_for:  # another's move just before moved the game on
                continue
            if not shot and a is apps[0] and shoot(a):
                a.shot(game)
                shot = True
            move(a)
        watch()
        if not waiting:  # the pages learn of others' moves by the live updates (/api/events)
            apps[0].page.wait_for_timeout(150)
    assert shot, "no screenshot of a decision was taken"
    assert all(a.moved for a in apps), [a.moved for a in apps]
    apps[0].person.page.wait_for_function(  # the group's pane shows the end, as after moves made there
        "(sel) => document.querySelector(sel) !== null", arg=f'.pane[data-chat="{GROUP}"] .kb button[data-data^="h:"]'
    )
    assert final_shown(apps[0].person)


def start(browser: Any, demo: Demo, command: str) -> tuple[list[Person], list[App]]:
    people = [Person(browser, demo, uid) for uid in (web.ALICE, web.BOB, web.CAROL)]
    lobby = open_lobby(people, command)
    people[0].press(lobby, "Start")
    web.started_hash(people[0])
    apps = [App(p, demo) for p in people]
    # Telegram's (dark) theme reached every page as CSS variables
    for a in apps:
        assert a.page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(23, 33, 43)"
    return people, apps


def group_changes(person: Person, before: str) -> None:
    person.page.wait_for_function(
        "([sel, before]) => document.querySelector(sel).innerText !== before",
        arg=[f'.pane[data-chat="{GROUP}"] .msgs', before],
    )


def close(people: list[Person]) -> None:
    for p in people:
        p.close()


def test_management_is_played_through_the_mini_app_and_bids_stay_sealed(browser: Any, demo: Demo) -> None:
    people, apps = start(browser, demo, "/new management months=3")
    sent: dict[str, tuple[int, int]] = {}  # each person's distinct bid price of month 1 → (qty, price)
    checked = []

    def move(a: App) -> None:
        page = a.page
        builder = page.locator(".mg-builder")
        if builder.count():
            bid = builder.get_attribute("data-builder") == "bid"
            step = "+10" if bid else "-50"  # each person a price nobody else sends
            for _ in range(a.seat + 1):
                builder.locator(".mg-step").nth(1).locator("button", has_text=step).click()
            qty, price = (int(x) for x in builder.locator("output").all_inner_texts())
            before = a.person.text(GROUP)
            a.click("#main")
            if bid and a.person.name not in sent:
                sent[a.person.name] = (qty, price)
                group_changes(a.person, before)  # "choices in" moved on: the chat saw it
                sealed(a, f"buy:{qty}:{price}")
            return
        a.click(
            first_of(a, ["loan:0", "build:none"])
            if page.locator('[data-action^="make:"]').count() == 0
            else last_make(a)
        )

    def last_make(a: App) -> str:
        makes = a.page.eval_on_selector_all('#root button[data-action^="make:"]', "bs => bs.map(b => b.dataset.action)")
        return f'#root button[data-action="{makes[-1]}"]'

    def sealed(a: App, action: str) -> None:
        """Before the reveal, nobody else's page or API answer holds this person's bid."""
        mine = a.api()
        if mine["view"]["bids"]:  # the last bid of the step: revealed at once
            return
        assert mine["view"]["pending"] == action and mine["extra"]["pending"]
        for other in apps:
            if other is a:
                continue
            seen = other.api()
            if seen["view"]["bids"]:  # revealed already (everybody else had sent theirs)
                continue
            assert action not in json.dumps(seen) and mine["extra"]["pending"] not in json.dumps(seen)
            assert mine["extra"]["pending"] not in other.html()
            checked.append(other.person.name)

    play(apps, move, lambda a: a.page.locator(".mg-builder").count() > 0, "management")
    assert checked, "no page was looked at while a bid was sealed"
    group = people[0].text(GROUP)
    for name, (qty, price) in sent.items():  # the chat revealed the very bids sent from the pages
        assert re.search(rf"{name}: {qty} at \${price:,}", group), (name, qty, price)
    close(people)


def test_enterprise_is_played_through_the_mini_app_with_tasks_and_offers(browser: Any, demo: Demo) -> None:
    people, apps = start(browser, demo, "/new enterprise rounds=4")
    used = {"assign": 0, "offer": 0}
    took: set[str] = set()  # who took a sub-task with people picked on the page
    checked = []

    def move(a: App) -> None:
        page = a.page
        if page.locator(".en-assign").count() and page.locator("#main:not([hidden]):not([disabled])").count():
            before = a.person.text(GROUP)
            a.click("#main")
            if not used["assign"]:
                group_changes(a.person, before)
            used["assign"] += 1
            took.add(a.person.name)
            return
        market = page.locator(".en-offer button.person:not([disabled])")
        if page.locator(".en-offer").count() and not page.locator(".en-drafts").count() and market.count():
            market.first.click()
            perf = page.locator(".en-offer .row").nth(1)
            for _ in range(a.seat + 1):  # terms nobody else offers
                perf.locator("button").last.click()
            a.click("#main")
            offer = a.api()["extra"]["drafts"]
            assert offer, "the offer sent shows among the sender's sealed items"
            own = [d for d in a.api()["view"]["drafts"] if d.startswith("offer:")]
            for other in apps:
                if other is not a:
                    assert own[0] not in json.dumps(other.api()), "another's sealed offer reached an API answer"
                    assert offer[0] not in other.html()
                    checked.append(other.person.name)
            used["offer"] += 1
            return
        a.click(first_of(a, ["done", "decline", "dividend:0"]))

    seen: set[str] = set()  # who the group's task news said took a sub-task, at any moment
    people[0].page.evaluate(web.KEEP_LINES, f'.pane[data-chat="{GROUP}"] .msgs')

    def watch() -> None:
        for line in re.findall(r"taken by ([^\n;]*)", people[0].page.evaluate("[...window.kept].join('\\n')")):
            seen.update(n for n in web.NAMES.values() if n in line)

    play(apps, move, lambda a: a.page.locator(".en-offer, .en-assign").count() > 0, "enterprise", watch)
    watch()
    assert used["offer"] and used["assign"] and checked, used
    # the chat's task news named people who took one from the page (an edit the next one overtakes within
    # the bot's edit interval never reaches the chat: not every taker need be seen)
    assert took & seen, (took, seen)
    close(people)


def test_merit_is_played_through_the_mini_app_and_refuge_stays_secret(browser: Any, demo: Demo) -> None:
    people, apps = start(browser, demo, "/new merit target=5")
    told: list[str] = []

    def move(a: App) -> None:
        page = a.page
        if page.locator(".choices button").count():  # the secret refuge choice: each person a different one
            a.click(f".choices button >> nth={a.seat % 2}")
            for other in apps:
                seen = other.api()["view"]
                if other is a or seen["phase"] != "refuge":
                    continue
                assert seen["seats"][a.seat]["refuge"] is None, "a secret refuge choice reached another's view"
            return
        turn = page.locator('.me-act[data-phase="act"]').count() > 0
        before = a.person.text(GROUP)
        if page.locator("button.being:not([disabled])").count():
            a.click("button.being:not([disabled])")
        else:
            a.click(first_of(a, []))
        if turn and a.person.name not in told:
            group_changes(a.person, before)  # the group's log shows the move made on the page
            told.append(a.person.name)

    play(apps, move, lambda a: a.page.locator(".me-act").count() > 0, "merit")
    assert len(told) == len(apps), told
    close(people)
