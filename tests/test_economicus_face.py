"""The «Экономикус» face without Telegram: random AI games (turn-order, open and clock actions
interleaved) render every table, position, question, keyboard, "at any time" panel and final result
in every language; every button fits Telegram and is accepted by the engine; the group never sees a
hand, an unplayed option card or a sealed tender bid."""

from __future__ import annotations

import html
import io
import random
import re
from collections.abc import Iterator
from typing import Any

import playouts
import pytest
from seats import seat_of

from bot import outbox, render
from bot.faces import face
from bot.faces.base import Ctx
from bot.faces.economicus import EconomicusFace
from games.base import CLOCK, Event, GameError, Seat
from games.economicus import GAME
from games.economicus import board as b
from games.economicus.state import EconomicusState, Options
from locales import LANGS, catalog

CAT = catalog()
FACE = EconomicusFace()
PREFIX = "g:9999999:7:999:"
"""The longest `g:<game>:<seat>:<moves>:` a real game is likely to put before an action."""
NAMES = ["Анна", "Bob <b>", "张伟", "Dmitri Longname-Smith", "Eve", "Фёдор", "李娜", "Zed"]
RAW = re.compile(r"economicus-|[{}]|\bNone\b|\bTrue\b|\bFalse\b|@|#\d|\b[a-z]+:[\w:]*\d")
"""What a player must never read: an id, a placeholder, a Python value, a seat reference, an action."""


def new_game(rng: random.Random, seed: str) -> tuple[EconomicusState, list[str]]:
    n = rng.randint(2, 6)
    names = NAMES[:n]
    options = Options(years=rng.choice([1, 2, 3]), random_numbers=rng.random() < 0.3)
    state, _ = GAME.start(seed, [Seat(name=x) for x in names], options)
    return state, names


BARE_AMP = re.compile(r"&(?!amp;|lt;|gt;|quot;|#)")


def check_text(text: str, limit: int = 4096, markup: bool = True) -> None:
    """Readable, and valid Telegram HTML where it is a message (a button label is plain text)."""
    assert len(text) <= limit, text
    assert not RAW.search(text), (RAW.search(text), text)
    if markup:
        assert not BARE_AMP.search(text), text
    else:
        assert "&amp;" not in text and "<" not in text.replace("Bob <b>", ""), text


def check_rows(rows: list[list[tuple[str, str]]], actions: set[str]) -> None:
    assert sum(len(r) for r in rows) <= 100 and all(1 <= len(r) <= 8 for r in rows)
    for label, action in (x for r in rows for x in r):
        assert label and len(label) <= 48, label
        check_text(label, markup=False)
        assert ":" not in action or action not in label, (label, action)
        assert len((PREFIX + action).encode()) <= 64, action
        actions.add(action)


def accepted(state: EconomicusState, seat: int, action: str) -> bool:
    copy = state.model_copy(deep=True)
    GAME.apply(copy, seat, action)  # raises GameError if the engine refuses it
    return True


def taken(state: EconomicusState, seat: int, action: str) -> bool:
    """Whether the engine takes the action; a refusal carries a reason a player can read."""
    try:
        return accepted(state, seat, action)
    except GameError as exc:
        assert CAT.t("en", exc.key, **exc.params) != exc.key
        return False


def group_hides_secrets(state: EconomicusState, names: list[str], lang: str, text: str) -> None:
    """The table is the same whatever the hands and the sealed tender bids hold, and names no card that
    is still in a hand (a played crime is public)."""
    other = state.model_copy(deep=True)
    for p in other.players:
        p.hand = ["quota"] * len(p.hand)
    other.tender = dict.fromkeys(other.tender, 1)
    assert FACE.group_status(GAME.public_view(other), Ctx(lang, names, CAT)) == text
    if lang == "zh":  # 「调查」 is also an everyday word; the comparison above covers Chinese
        return
    played = {c.kind for c in state.crimes}
    for p in state.players:
        for card in set(p.hand) - played:
            assert CAT.t(lang, f"economicus-card-{card}") not in text


def render_all(state: EconomicusState, names: list[str], check_engine: bool) -> None:
    view = GAME.public_view(state)
    for lang in LANGS:
        text = FACE.group_status(view, Ctx(lang, names, CAT))
        check_text(text)
        group_hides_secrets(state, names, lang, text)
        for seat in range(state.n):
            check_text(FACE.private_status(GAME.player_view(state, seat), seat, Ctx(lang, names, CAT)))
            check_text(FACE.question(*seat_of(GAME, state, seat), Ctx(lang, names, CAT)))
            turn: set[str] = set()
            check_rows(FACE.buttons(*seat_of(GAME, state, seat), Ctx(lang, names, CAT)), turn)
            legal = GAME.legal_actions(state, seat)
            assert turn <= set(legal) and bool(turn) == bool(legal)
            free: set[str] = set()
            check_rows(FACE.open_buttons(*seat_of(GAME, state, seat), Ctx(lang, names, CAT)), free)
            assert {a.removeprefix("~") for a in free} <= set(GAME.open_actions(state, seat))
            for asked in (
                FACE.confirm(GAME.player_view(state, seat), seat, a[1:], Ctx(lang, names, CAT))
                for a in free
                if a[:1] == "~"
            ):
                assert asked is not None
                check_text(asked[0])
        for row in FACE.group_buttons(GAME.public_view(state), Ctx(lang, names, CAT)):
            assert 1 <= len(row) <= 8
            for label, text in row:
                check_text(label, limit=48, markup=False)
                assert len(f"o:9999999:{text}".encode()) <= 64
                for seat in range(state.n):  # whoever presses, the text is a bid or an investigation
                    action = GAME.parse_text(state, seat, text) or ""
                    assert action.startswith(("bid:", "probe:"))
                    if action.startswith("probe:") and check_engine and lang == LANGS[0]:
                        # taken from anyone who may investigate; anyone else is told why not
                        assert taken(state, seat, action) == (action in GAME.open_actions(state, seat))
            if check_engine and lang == LANGS[0]:
                for action in sorted(turn | {a.removeprefix("~") for a in free}):
                    assert accepted(state, seat, action)


def step(state: EconomicusState, rng: random.Random) -> list[Event]:
    """One move: an AI open action if any seat has one, else the turn-order move, else the clock."""
    for seat in rng.sample(range(state.n), state.n):
        action = GAME.ai_open_action(state, seat, rng)
        if action is not None:
            return GAME.apply(state, seat, action)
    waiting = GAME.to_act(state)
    if waiting:
        return GAME.apply(state, waiting[0], GAME.ai_action(state, waiting[0], rng))
    return GAME.apply(state, CLOCK, GAME.timers(state)[0].action)


def check_events(events: list[Event], names: list[str]) -> None:
    """The engine's events as the host renders them (HTML), in every language."""
    for e in events:
        for lang in LANGS:
            check_text(CAT.render(lang, e.key, e.params, names))


@pytest.mark.parametrize("game_no", range(10))
def test_random_games_render_everywhere_and_every_button_is_legal(game_no: int) -> None:
    rng = random.Random(game_no)
    state, names = new_game(rng, f"face{game_no}")
    steps = 0
    while not GAME.is_over(state):
        render_all(state, names, check_engine=True)
        check_events(step(state, rng), names)
        steps += 1
        assert steps < 20_000
    view = GAME.public_view(state)
    result = GAME.result(state)
    for lang in LANGS:
        assert FACE.group_status(view, Ctx(lang, names, CAT)) == ""
        final = FACE.final(result, view, Ctx(lang, names, CAT))
        check_text(final)
        assert all(CAT.t(lang, "economicus-ui-money", m=0) is not None for _ in names)
        for seat in range(state.n):
            assert FACE.open_buttons(*seat_of(GAME, state, seat), Ctx(lang, names, CAT)) == []


def test_the_face_is_registered_and_news_are_engine_events() -> None:
    assert isinstance(face("economicus"), EconomicusFace)
    for key in FACE.news or ():
        assert CAT.has("en", key), key
    assert FACE.is_news("economicus-ev-year") and FACE.is_news("economicus-ev-crisis")
    assert not FACE.is_news("economicus-ev-bid") and not FACE.is_news("economicus-ev-won")


def test_money_reads_right_in_every_language() -> None:
    assert FACE.money("en", CAT, 12) == "12M"
    assert FACE.money("ru", CAT, 12) == "12 млн"
    assert FACE.money("zh", CAT, 12) == "1200万"
    assert FACE.money("zh", CAT, 1234) == "123400万"
    assert FACE.money("en", CAT, -3, sign=True) == "−3M"
    assert FACE.money("ru", CAT, 5, sign=True) == "+5 млн"
    assert CAT.t("zh", "economicus-act-bid", amount=15) == "出价 1500万"
    assert CAT.t("ru", "economicus-ui-tender", count=2).endswith("2 закрытые ставки")
    assert CAT.t("ru", "economicus-ui-tender", count=5).endswith("5 закрытых ставок")
    assert "21 год" in CAT.t("ru", "economicus-ui-final", years=21)


def test_rules_say_the_board_and_cards_are_a_reconstruction() -> None:
    for lang in LANGS:
        check_text(CAT.t(lang, "economicus-rules"))
    assert "reconstruction" in CAT.t("en", "economicus-rules")
    assert "реконструкция" in CAT.t("ru", "economicus-rules")
    assert "复原" in CAT.t("zh", "economicus-rules")


def test_live_auction_shows_leader_bid_and_the_hosts_countdown() -> None:
    rng = random.Random(7)
    for g in range(40):
        state, names = new_game(rng, f"auction{g}")
        while not GAME.is_over(state):
            a = state.auction
            if state.phase == "auction" and a is not None and a.opened and a.leader >= 0:
                view = GAME.public_view(state)
                view["seconds_left"] = {t.key: 12.4 for t in GAME.timers(state)}
                text = FACE.group_status(view, Ctx("en", names, CAT))
                assert "12 s left" in text and names[a.leader].replace("<", "&lt;") in text
                assert f"{a.high}M" in text
                ru = FACE.group_status(GAME.public_view(state), Ctx("ru", names, CAT))
                # the clock's rule and "anyone may bid" once an auction: until its first bid
                assert (f"{state.options.auction_seconds} с после последней ставки" in ru) == (a.bids == 0)
                # the auction is bid in the group: no player's DM panel changes for it
                for seat in range(state.n):
                    panel = [
                        x for r in FACE.open_buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT)) for _, x in r
                    ]
                    assert not [x for x in panel if x.startswith("bid:")]
                return
            step(state, rng)
    pytest.fail("no auction with a bid")


def test_a_proposed_deal_is_offered_to_its_buyer_with_seller_and_price() -> None:
    rng = random.Random(3)
    for g in range(40):
        state, names = new_game(rng, f"deal{g}")
        while not GAME.is_over(state):
            if state.phase == "sales":
                for seat in range(state.n):
                    deals = [a for a in GAME.open_actions(state, seat) if a.startswith("deal:") and "startup" not in a]
                    if not deals:
                        continue
                    cid, buyer, _ = deals[0].split(":")[1:]
                    GAME.apply(state, seat, f"deal:{cid}:{buyer}:1")
                    view = GAME.public_view(state)
                    for lang in LANGS:
                        check_text(FACE.group_status(view, Ctx(lang, names, CAT)))
                        check_text(
                            FACE.private_status(GAME.player_view(state, int(buyer)), int(buyer), Ctx(lang, names, CAT))
                        )
                    rows = FACE.open_buttons(*seat_of(GAME, state, int(buyer)), Ctx("en", names, CAT))
                    take = [x for r in rows for x in r if x[1] == f"take:{cid}"]
                    assert take and names[seat] in take[0][0] and "1M" in take[0][0]
                    assert "🤝" in FACE.group_status(view, Ctx("en", names, CAT))
                    GAME.apply(state, int(buyer), f"take:{cid}")
                    assert state.companies[int(cid)].owner == int(buyer)
                    return
            step(state, rng)
    pytest.fail("no sales phase with a possible deal")


def panel(state: EconomicusState, seat: int, names: list[str]) -> list[tuple[str, str]]:
    return [x for row in FACE.open_buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT)) for x in row]


def test_the_panel_stays_as_it_is_when_only_cash_moves_and_the_position_says_the_credit() -> None:
    """A roll's profits move cash for several players at once; their panels (under each one's
    question, redrawn when their buttons change) must not all change for it. The player's position,
    above the panel, says the money they act with: credit, its limit, the deposit."""
    rng = random.Random(11)
    state, names = new_game(rng, "panel-cash")
    while state.phase in ("place", "") or not GAME.open_actions(state, 0):
        step(state, rng)
    p = state.players[0]
    p.cash = 30  # well inside every threshold: 20M deposits, 6M R&D, bankruptcy below a fresh start
    before = panel(state, 0, names)
    p.cash += 1
    assert panel(state, 0, names) == before
    credit = GAME.apply(state, 0, "credit")
    assert credit and state.players[0].credit == 5
    position = FACE.private_status(GAME.player_view(state, 0), 0, Ctx("en", names, CAT))
    assert "credit 5M of" in position and "deposit 0M" in position


def test_bankruptcy_is_always_offered_and_asks_first_saying_what_is_lost_and_what_comes_back() -> None:
    """The rulings: bankruptcy stays voluntary, always in the panel, but behind a confirmation (`~`:
    no engine action until Yes) that names what is lost and the fresh start next year."""
    rng = random.Random(12)
    state, names = new_game(rng, "panel-bankrupt")
    while not (state.phase not in ("place", "") and any(c.owner == 0 for c in state.companies)):
        step(state, rng)
        assert not GAME.is_over(state)
    rows = panel(state, 0, names)
    assert ("☠ Declare bankruptcy…", "~bankrupt") in rows and "bankrupt" not in [a for _, a in rows]
    asked = FACE.confirm(GAME.player_view(state, 0), 0, "bankrupt", Ctx("ru", names, CAT))
    assert asked is not None
    text, yes, no = asked
    owned = sum(1 for c in state.companies if c.owner == 0)
    assert f"компании ({owned})" in text and "20 млн, квота приватизации, 2 карты опций" in text, text
    assert yes.startswith("☠") and no.startswith("↩")
    for lang in LANGS:
        said = FACE.confirm(GAME.player_view(state, 0), 0, "bankrupt", Ctx(lang, names, CAT))
        assert said is not None and all(said) and not RAW.search(said[0])
    assert FACE.confirm(GAME.player_view(state, 0), 0, "credit", Ctx("ru", names, CAT)) is None


def opened_auction(seed: str, leader: bool) -> tuple[EconomicusState, list[str]]:
    """A game stopped in a live auction that is open to everyone (with a standing bid if `leader`)."""
    rng = random.Random(seed)
    for g in range(60):
        state, names = new_game(rng, f"{seed}{g}")
        while not GAME.is_over(state):
            a = state.auction
            if state.phase == "auction" and a is not None and a.opened and (a.leader >= 0) == leader:
                outsiders = [s for s in range(state.n) if s not in (state.active, a.leader) and s not in a.joined]
                if outsiders and state.players[outsiders[0]].cash >= a.high + 8 and not state.companies[a.cid].gov:
                    return state, names
            step(state, rng)
    raise AssertionError("no such auction")


def test_group_auction_buttons_bid_what_they_show_and_a_passed_amount_is_refused_with_the_bid_now() -> None:
    """The rulings: a raise button carries the bid it shows; pressed after the lead passed it, it is
    refused with the standing bid named, never turned into a higher bid."""
    state, names = opened_auction("raise", leader=True)
    a = state.auction
    assert a is not None
    row = FACE.group_buttons(GAME.public_view(state), Ctx("en", names, CAT))[
        0
    ]  # the raises first (crimes' buttons below)
    assert [label for label, _ in row] == [f"+{k}M → {a.high + k}M" for k in (1, 2, 5)]
    assert FACE.group_buttons(GAME.public_view(state), Ctx("zh", names, CAT))[0][0][0] == (
        f"+100万 → {(a.high + 1) * 100}万"
    )
    text = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
    assert "Joining costs" not in text, "anyone-may-bid is said once an auction, before its first bid"
    seat = next(s for s in range(state.n) if s not in (state.active, a.leader) and s not in a.joined)
    cash, high, old_leader = state.players[seat].cash, a.high, a.leader
    events = GAME.apply(state, seat, GAME.parse_text(state, seat, row[1][1]) or "")  # "+2": the outsider joins
    assert a.leader == seat and a.high == high + 2
    assert state.players[seat].cash == cash - 1  # the fee now, the bid when the auction is won
    said = FACE.receipt(GAME.player_view(state, seat), seat, events, Ctx("ru", names, CAT))
    assert said == f"✓ Ваша ставка {high + 2} млн — вы лидер."
    # the same button pressed again by the former leader: the lead passed it, so it is refused
    with pytest.raises(GameError) as refused:
        GAME.apply(state, old_leader, GAME.parse_text(state, old_leader, row[1][1]) or "")
    told = CAT.render("en", refused.value.key, refused.value.params, names, markup=False)
    assert f"already {high + 2}M" in told and names[seat] in told, told
    assert (a.leader, a.high) == (seat, high + 2)
    fresh = FACE.group_buttons(GAME.public_view(state), Ctx("en", names, CAT))[0]
    assert [label for label, _ in fresh] == [f"+{k}M → {high + 2 + k}M" for k in (1, 2, 5)]
    GAME.apply(state, old_leader, GAME.parse_text(state, old_leader, fresh[0][1]) or "")
    assert (a.leader, a.high) == (old_leader, high + 3)
    # typed in DM: "+1" and a bare amount
    assert GAME.parse_text(state, seat, "+1") == f"bid:{high + 4}"
    assert GAME.parse_text(state, seat, " 40 ") == "bid:40"
    assert GAME.parse_text(state, seat, "+0") is None and GAME.parse_text(state, seat, "+x") is None
    # once the clock closes it, the old message's buttons bid for nothing
    GAME.apply(state, CLOCK, "close")
    assert GAME.parse_text(state, seat, row[0][1]) is None
    assert not FACE.group_buttons(GAME.public_view(state), Ctx("en", names, CAT)) or state.auction is not None


def test_group_buttons_open_at_the_price_when_nobody_has_bid() -> None:
    state, names = opened_auction("nobid", leader=False)
    a = state.auction
    assert a is not None and a.passed
    row = FACE.group_buttons(GAME.public_view(state), Ctx("ru", names, CAT))[0]
    assert row[0][0] == f"+1 млн → {a.start} млн"
    text = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
    assert "Joining costs 1M once" in text and "any amount sent to me in DM" in text
    seat = next(s for s in range(state.n) if s != state.active)
    assert GAME.parse_text(state, seat, row[0][1]) == f"bid:{a.start}"
    # the player who passed may not come back in, whatever button they press
    with pytest.raises(GameError):
        GAME.apply(state, state.active, GAME.parse_text(state, state.active, row[0][1]) or "")


def test_a_tag_of_another_auction_is_no_bid() -> None:
    state, _ = opened_auction("tag", leader=True)
    assert state.auction is not None
    amount = state.auction.high + 1
    assert GAME.parse_text(state, 0, f"{amount}@{state.auctions}") == f"bid:{amount}"
    assert GAME.parse_text(state, 0, f"{amount}@{state.auctions - 1}") is None
    assert GAME.parse_text(state, 0, f"+1@{state.auctions}") is None, "an older button did not carry its bid"


# ----- the board as a picture -------------------------------------------------------------------------
PNG = b"\x89PNG\r\n\x1a\n"


def test_the_board_picture_is_a_small_png_that_changes_with_owners() -> None:
    from PIL import Image

    state, names = opened_auction("picture", leader=True)
    png, caption = FACE.board(GAME.public_view(state), Ctx("en", names, CAT)) or (b"", "")
    assert png.startswith(PNG) and len(png) <= 200_000
    with Image.open(io.BytesIO(png)) as img:
        assert img.size == (1280, 1280)  # Telegram keeps a photo's 1280 px: each box a quarter of a phone's width
    check_text(caption, limit=1024)
    for s in range(state.n):
        assert html.escape(names[s][:11]) in caption
    assert "🟥" in caption and "🟦" in caption
    other = state.model_copy(deep=True)
    c = next(c for c in other.companies if c.owner >= 0)
    c.owner = (c.owner + 1) % other.n
    assert FACE.board(GAME.public_view(other), Ctx("en", names, CAT))[0] != png  # type: ignore[index]  # this face draws a board: a picture and its caption
    for lang in LANGS:
        check_text(FACE.board(GAME.public_view(state), Ctx(lang, names, CAT))[1], limit=1024)  # type: ignore[index]  # this face draws a board: a picture and its caption


PICTURE_NAMES = ["Анна", "张伟", "Bob 🔥", "𠮷田 Ёжик", "Алексей", "张敏"]
"""Cyrillic and Chinese names, an emoji and a hanzi outside the shipped font (𠮷), two names that share
their first letter and two that share their first hanzi."""


def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Every (text, font file) the picture draws from now on."""
    from PIL import ImageDraw

    drawn: list[tuple[str, str]] = []
    original = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: object, text: object, *args: object, **kwargs: object) -> object:
        font = kwargs.get("font", args[1] if len(args) > 1 else None)
        drawn.append((str(text), str(getattr(font, "path", ""))))
        return original(self, xy, text, *args, **kwargs)  # type: ignore[arg-type]  # PIL's own arguments, passed through

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return drawn


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_picture_writes_names_and_industries_in_the_groups_language_with_no_missing_glyph(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Drawn in the shipped font only (a machine may have none of its own), every character it draws is
    in that font's cmap (an emoji, a rare hanzi are left out, never drawn as boxes); the boxes name their
    industries and what a company earns, the companies carry their owners' initials, the middle names
    the players (the legend) and the year, never a "year 0"."""
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]  # fontTools ships no type hints

    from bot.faces import typeface

    font = TTFont(typeface.FONT_FILE, lazy=True)
    cmap = set(font.getBestCmap())
    font.close()
    drawn = drawn_texts(monkeypatch)
    names = PICTURE_NAMES
    state, _ = GAME.start("glyphs", [Seat(name=x) for x in names], Options())
    FACE.board(GAME.public_view(state), Ctx(lang, names, CAT))
    at_start = [t for t, _ in drawn]
    assert CAT.t(lang, "economicus-pic-title-start") in at_start
    assert CAT.t(lang, "economicus-pic-title-year", year=0) not in at_start
    rng = random.Random(4)
    while (state.year < 2 or all(c.owner < 0 for c in state.companies)) and not GAME.is_over(state):
        step(state, rng)
    drawn.clear()
    FACE.board(GAME.public_view(state), Ctx(lang, names, CAT))
    texts = [t for t, _ in drawn]
    assert drawn and all(path == str(typeface.FONT_FILE) for _, path in drawn), {p for _, p in drawn}
    missing = {(t, ch) for t in texts for ch in t if not ch.isspace() and ord(ch) not in cmap}
    assert not missing, missing
    assert CAT.t(lang, "economicus-pic-title-year", year=state.year) in texts
    for ind in range(2, 13):
        assert CAT.t(lang, f"economicus-ind-short-{ind}") in texts, ind
    view = GAME.public_view(state)
    for ind in range(2, 13):
        profit = FACE.money(lang, CAT, FACE.profit(view, ind), sign=True)
        assert CAT.t(lang, "economicus-pic-profit", profit=profit) in texts
    for shown in ("Анна", "张伟", "Bob", "田 Ёжик", "Алексей", "张敏"):
        assert shown in texts, shown
    owners = {c.owner for c in state.companies if c.owner >= 0}
    marks = {0: "Ан", 1: "张伟", 2: "B", 3: "田", 4: "Ал", 5: "张敏"}
    for seat in owners:  # on their companies and beside their names
        assert texts.count(marks[seat]) >= 2, (seat, marks[seat])


def test_the_board_is_shown_at_the_start_and_when_a_year_opens_only() -> None:
    """Not for a bid, a roll, a sale, an auction won or a lot left unsold: those are news in the table."""
    names = NAMES[:3]
    state, events = GAME.start("pictures", [Seat(name=x) for x in names], Options())
    public = [e for e in events if e.to is None]
    (first,) = FACE.pictures(GAME.public_view(state), public, Ctx("ru", names, CAT))
    assert first[0].startswith(PNG) and "Поле" in first[1]
    rng = random.Random(1)
    years = sold = quiet = 0
    while not GAME.is_over(state) and years < 2:
        events = [e for e in step(state, rng) if e.to is None]
        drawn = FACE.pictures(GAME.public_view(state), events, Ctx("en", names, CAT))
        opened = any(e.key == "economicus-ev-year" for e in events)
        assert len(drawn) == (1 if opened and not GAME.is_over(state) else 0)
        for _, caption in drawn:
            check_text(caption, limit=1024)
        if drawn:
            years += 1
            assert f"Year {state.year}" in drawn[0][1]
        else:
            quiet += 1
            sold += any(e.key == "economicus-ev-won" for e in events)
    assert years == 2 and sold >= 2 and quiet > sold


@pytest.mark.parametrize("lang", LANGS)
def test_a_years_news_head_its_board_caption_within_telegrams_limit(lang: str) -> None:
    """A year's news go in the caption of its board (one message that notifies, not a new table and a
    picture under it). In three-year games of three to five players they always fit the caption's
    1,024 characters, above the board's own caption; news too long for it are left out of it (a new
    table carries them, as for a step without a picture)."""
    captions = 0
    for n in (3, 4, 5):
        names = NAMES[:n]
        state, _ = GAME.start(f"caption{n}", [Seat(name=x) for x in names], Options(years=3))
        rng = random.Random(n)
        while not GAME.is_over(state):
            events = [e for e in step(state, rng) if e.to is None]
            view, ctx = GAME.public_view(state), Ctx(lang, names, CAT)
            drawn = FACE.pictures(view, events, ctx)
            lines = FACE.event_lines(view, events, ctx)
            if not drawn or GAME.is_over(state):
                continue
            captioned = render.news_on_picture(drawn, lines)
            assert captioned is not None, lines
            (png, caption), (_, own) = captioned[0], drawn[0]
            assert png == drawn[0][0] and caption.endswith("\n\n" + own)
            assert caption.startswith(next(x for x in lines if x))
            assert outbox.visible_length(caption) <= outbox.CAPTION_LIMIT
            check_text(caption, limit=2 * outbox.CAPTION_LIMIT)  # HTML: its tags do not count
            captions += 1
            long = [*lines, "x" * outbox.CAPTION_LIMIT]
            assert render.news_on_picture(drawn, long) is None, "too long for a caption"
    assert captions >= 9, "a board for each year of each game"


def test_the_investigations_price_on_its_button_is_what_the_engine_charges(monkeypatch: pytest.MonkeyPatch) -> None:
    """The button's range is the engine's (`board.PROBE_COST`), which the paid investigation keeps to;
    a house board with dearer journalists would show its own range, not one the face wrote itself."""
    rng = random.Random(37)
    for deal in range(20):
        state, names = new_game(rng, f"probe-price-{deal}")
        while not state.crimes and not GAME.is_over(state):
            step(state, rng)
        if state.crimes:
            break
    assert state.crimes, "no crime in twenty deals"
    cr = state.crimes[0]

    def label() -> str:
        rows = FACE.group_buttons(GAME.public_view(state), Ctx("en", names, CAT))
        return next(text for r in rows for text, action in r if action == f"?{cr.id}")

    low, high = b.PROBE_COST
    assert label() == f"🔍 Investigate {names[cr.seat]} ({low}M–{high}M)"
    monkeypatch.setattr(b, "PROBE_COST", (3, 18))
    assert label().endswith("(3M–18M)")
    monkeypatch.undo()
    other = next(s for s in range(state.n) if s != cr.seat and not state.players[s].out)
    events = GAME.apply(state, other, f"probe:{cr.id}")
    (paid,) = [e for e in events if e.key == "economicus-ev-probe-paid"]
    assert low <= int(paid.params["amount"]) <= high


def test_a_crime_is_investigated_from_the_group_table_by_anyone_but_its_criminal() -> None:
    """ "Anyone may investigate!": the buttons are on the group's table (one message everyone reads),
    not in each player's panel, which would be redrawn for every player as the crime opens and closes."""
    rng = random.Random(31)
    for deal in range(20):
        state, names = new_game(rng, f"crime-table-{deal}")
        while not state.crimes and not GAME.is_over(state):
            step(state, rng)
        if state.crimes:
            break
    assert state.crimes, "no crime in twenty deals"
    cr = state.crimes[0]
    rows = FACE.group_buttons(GAME.public_view(state), Ctx("en", names, CAT))
    mine = [(label, text) for r in rows for label, text in r if text in (f"?{cr.id}", f"?{cr.id}:card")]
    who = names[cr.seat]
    assert [label for label, _ in mine] == [f"🔍 Investigate {who} (2M–12M)", f"🔍 Investigate {who} (card)"]
    for seat in range(state.n):
        assert not [
            a
            for r in FACE.open_buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT))
            for _, a in r
            if "probe" in a
        ]
    paid = GAME.parse_text(state, cr.seat, mine[0][1])
    assert paid == f"probe:{cr.id}"
    with pytest.raises(GameError) as refused:  # the criminal may not investigate their own crime
        GAME.apply(state, cr.seat, paid)
    assert CAT.t("en", refused.value.key) == "You cannot investigate that crime."
    other = next(s for s in range(state.n) if s != cr.seat and not state.players[s].out)
    events = GAME.apply(state, other, GAME.parse_text(state, other, mine[0][1]) or "")
    assert any(e.key.startswith("economicus-ev-probe") for e in events)
    with pytest.raises(GameError):  # one try each
        GAME.apply(state, other, paid)
    for timer in [t for t in GAME.timers(state) if t.key == f"crime:{cr.id}"]:
        GAME.apply(state, CLOCK, timer.action)
    assert not [
        t for r in FACE.group_buttons(GAME.public_view(state), Ctx("en", names, CAT)) for _, t in r if t == f"?{cr.id}"
    ]
    assert GAME.parse_text(state, other, "?x") is None and GAME.parse_text(state, other, "?1:cash") is None


def group_table(names: list[str], years: int, seed: str) -> tuple[playouts.Run, Any, Any]:
    """A whole AI game (tests/playouts.py), its table, and the bot as `render` reads it (no Mini App
    registered: the table has no link)."""
    from types import SimpleNamespace

    from bot.tables import SeatInfo, Table

    run = playouts.play_out(GAME.id, (("years", str(years)),), tuple(names), seed, "host", ai=True)
    seats = [SeatInfo(None, x, ai=True) for x in names]
    table = Table(1, -1, GAME, run.options, seed, "running", seats, None, state=run.steps[0].before)
    host = SimpleNamespace(
        catalog=CAT, t=CAT.t, clock=lambda: 0.0, settings=SimpleNamespace(app_name=""), bot_username=""
    )
    return run, host, table


def composed(
    lang: str, names: list[str], years: int, seed: str
) -> Iterator[tuple[list[Event], Any, list[str], list[str]]]:
    """Each told step of a whole AI game: its events, the state after it, its news lines and the group
    messages it makes (a news one, an edit of the live table), composed as the host composes them
    (`render.table_news` / `render.table_edit`: the news lines above the table); for the step that
    ends the game, its news (they go with the result, `render.final_rows`)."""
    from bot import render

    run, host, table = group_table(names, years, seed)
    for events, table.state in run.told():
        lines = render.event_lines(host, table, lang, events)  # type: ignore[arg-type]  # a stand-in host with what event_lines reads
        if GAME.is_over(table.state):
            yield events, table.state, lines, ["\n".join(lines)]
            return
        news = render.tells_news(table, [e for e in events if e.to is None], lines) or table.ui.head is None
        told = render.table_news if news else render.table_edit
        rows = told(host, table, lang, lines)  # type: ignore[arg-type]  # a stand-in host with what told reads
        messages = []
        for row in rows:
            head = "\n".join(x for x in row.body.get("lines", []) if x)
            messages.append(f"{head}\n\n{row.body['text']}" if head else row.body["text"])
        yield events, table.state, lines, messages


def group_messages(lang: str, players: int, years: int, seed: str) -> list[str]:
    """Every group message of a whole AI game but the result (`composed`)."""
    names = ["Алиса", "Борис", "Вера", "Глеб", "Дина", "Егор"][:players]
    told = composed(lang, names, years, seed)
    return [m for _, state, _, messages in told for m in messages if not GAME.is_over(state)]


@pytest.mark.parametrize("seed", ["roll0", "roll1", "roll2", "roll3"])
def test_a_turn_that_ends_says_its_roll_so_the_group_sees_every_roll(seed: str) -> None:
    """The table shows the roll of the turn under way and the news leave it out. A roll whose turn
    ended in the same step (nothing to buy), or in a step that came before the rolling step's table
    went out (the group saw only the later redraw), or that ended the game, was said nowhere: the news
    of the step that ends a turn say its roll, and the group's messages carry it whole (news cut to fit
    above a long table kept only its last line, or none)."""
    names = ["Алиса", "Борис", "Вера"]
    last, ends = "", 0
    for events, state, _, messages in composed("en", names, 2, seed):
        for e in events:
            if e.key == "economicus-ev-roll":
                last = f"🎲 {names[int(str(e.params['player'])[1:])]}: {e.params['d1']} + {e.params['d2']} → "
        if last and (GAME.is_over(state) or any(e.key == "economicus-ev-turn" for e in events)):
            assert "\n".join(messages).count(last) == 1, (last, messages)
            ends += 1
            last = ""
    assert ends >= 8, ends  # every turn of the two years


@pytest.mark.parametrize("seed", ["news0", "news1"])
def test_every_line_of_a_steps_news_reaches_the_group_even_beside_a_long_table(seed: str) -> None:
    """News cut to fit above a long table lost what only they said (a year's end, a crisis, the roll of
    a turn that ended at once); a step whose news would not fit says them in a message of its own,
    and every message still fits a phone."""
    names = ["Алиса", "Борис", "Вера", "Глеб"]
    apart = 0
    for _, state, news, messages in composed("en", names, 3, seed):
        if GAME.is_over(state):
            break
        said = "\n".join(messages)
        for line in news:
            assert line in said, (line, messages)
        apart += len(messages) > 1
        assert all(m.count("\n") < 20 for m in messages), messages
    assert apart, "no step had more news than fit beside its table"


@pytest.mark.parametrize("lang", LANGS)
def test_every_group_message_of_a_three_year_game_fits_a_phone(lang: str) -> None:
    """Issue 25: the group table ran 30–39 lines. Now every message, news and table together, is at
    most 20 lines; each roll and «whose move» are said once, the cards dealt at the start in one line."""
    messages = group_messages(lang, 4, 3, "phone")
    assert len(messages) > 60
    longest = max(messages, key=lambda m: m.count("\n"))
    assert longest.count("\n") + 1 <= 20, longest
    for m in messages:  # a roll is said once (an ended turn's roll above the table, the new one in it)
        rolls = [x.split(" · ")[0] for x in m.split("\n") if "🎲" in x]
        assert len(rolls) == len(set(rolls)), m
    if lang == "ru":
        assert any("Каждый получает 2 карты опций" in m for m in messages)
        assert not any("берёт карту опций" in m and "Каждый получает" in m for m in messages)
        assert any("· цена " in m and "за компанию" in m for m in messages)


def test_the_debt_question_says_what_is_owed_and_offers_credit_sales_and_the_default() -> None:
    """A player whose cash went negative reads how much is owed and chooses: credit, a company sold
    to the bank at half price (the half shown), or the rulings' order; in every language."""
    names = NAMES[:2]
    state, _ = GAME.start("debt", [Seat(name=x) for x in names], Options())
    while state.phase == "place":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.default_action(state, seat))
    seat = 1 - state.active
    mine = [c for c in state.companies if c.owner == seat]
    for c in mine:
        state.price[c.ind] = 10
    state.bank += state.players[seat].cash + 3
    state.players[seat].cash = -3
    from games.economicus import rules as r

    r.settle(state, seat, [])
    assert GAME.to_act(state) == [seat]
    for lang in LANGS:
        question = FACE.question(*seat_of(GAME, state, seat), Ctx(lang, names, CAT))
        check_text(question)
        assert FACE.money(lang, CAT, 3) in question
        rows = FACE.buttons(*seat_of(GAME, state, seat), Ctx(lang, names, CAT))
        check_rows(rows, set())
        labels = {a: label for r_ in rows for label, a in r_}
        assert set(labels) == {"credit:5", *(f"halfsell:{c.cid}" for c in mine), "cover"} - (
            {f"halfsell:{mine[1].cid}"} if mine[0].ind == mine[1].ind else set()
        )
        assert FACE.money(lang, CAT, 5) in labels[f"halfsell:{mine[0].cid}"]  # half of 10
        status = FACE.group_status(GAME.public_view(state), Ctx(lang, names, CAT))
        check_text(status)
        assert "💸" in status and html.escape(names[seat]) in status
    GAME.apply(state, seat, f"halfsell:{mine[0].cid}")
    assert not state.debts and state.players[seat].cash == 2
    assert "💸" not in FACE.question(*seat_of(GAME, state, seat), Ctx("en", names, CAT))


# ----- the rules' board table -----------------------------------------------------------------------
ALL_STATE = {"ru": "все гос.", "en": "all state", "zh": "全部国有"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_full_rules_list_every_industry_with_the_engines_companies_and_profit(lang: str) -> None:
    """`/rules economicus` names each industry of the house board with its companies at the start (and
    how many are state ones) and what one company earns, as the engine's board module has them."""
    from games.economicus import board as b

    rules = CAT.t(lang, "economicus-rules")
    for ind, industry in b.BOARD.items():
        name = CAT.t(lang, f"economicus-ind-{ind}")
        (line,) = [x for x in rules.split("\n") if x.startswith(f"{ind} {name} — ")]
        profit = FACE.money(lang, CAT, industry.profit, sign=True)
        assert line.endswith(profit), (line, industry.profit)
        body = line.removeprefix(f"{ind} {name} — ").removesuffix(profit)
        if ind == b.INNOVATION:
            assert industry.companies == 0 and not re.search(r"\d", body), line
            continue
        assert int(re.match(r"\d+", body).group()) == industry.companies, line  # type: ignore[union-attr]  # every line of this table starts with a number
        state = re.search(r"[(（](\d+)", body)
        if industry.state == industry.companies:
            assert ALL_STATE[lang] in body and state is None, line
        elif industry.state:
            assert state is not None and int(state.group(1)) == industry.state, line
        else:
            assert state is None and ALL_STATE[lang] not in body and "(" not in body and "（" not in body, line
