"""The «Менеджмент» face without Telegram: every keyboard it can draw is legal and fits Telegram's
limits in every language, sealed choices never reach another reader, and the texts read right."""

from __future__ import annotations

import random
import re

import pytest
from seats import seat_of

from bot.faces.base import Ctx
from bot.faces.management import ManagementFace, parse_draft, pending_draft
from games.base import GameError, Seat
from games.management import GAME
from games.management.actions import normalize
from games.management.state import ManagementState, Options
from locales import LANGS, catalog

CAT = catalog()
FACE = ManagementFace()
PREFIX = "g:9999999:7:999:"
"""The longest `g:<game>:<seat>:<moves>:` a real game is likely to put before an action."""


def new_game(players: int = 3, months: int = 13, seed: str = "face") -> tuple[ManagementState, list[str]]:
    names = [f"P{i}" for i in range(players)]
    state, _ = GAME.start(seed, [Seat(name=n) for n in names], Options(months=months, max_players=8))
    return state, names


def all_text(state: ManagementState, seat: int, names: list[str], lang: str, draft: str | None) -> str:
    """Everything one player's prompt shows: status, question, draft and every button."""
    view = GAME.player_view(state, seat)
    rows = FACE.buttons(*seat_of(GAME, state, seat), Ctx(lang, names, CAT), draft)
    return "\n".join(
        [
            FACE.private_status(view, seat, Ctx(lang, names, CAT)),
            FACE.question(*seat_of(GAME, state, seat), Ctx(lang, names, CAT)),
            FACE.draft_text(*seat_of(GAME, state, seat), draft or "", Ctx(lang, names, CAT)),
            *(f"{label} {action}" for row in rows for label, action in row),
        ]
    )


@pytest.mark.parametrize("game_no", range(8))
def test_every_keyboard_is_legal_and_fits_telegram(game_no: int) -> None:
    """Random AI games; at every decision each player wanders through the builder in each language."""
    rng = random.Random(game_no)
    state, names = new_game(rng.randint(2, 8), rng.choice([2, 4]), f"k{game_no}")
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            for lang in LANGS:
                draft: str | None = None
                for _ in range(5):
                    rows = FACE.buttons(*seat_of(GAME, state, seat), Ctx(lang, names, CAT), draft)
                    assert rows and len(rows) <= 8 and all(1 <= len(r) <= 4 for r in rows)
                    text = all_text(state, seat, names, lang, draft)
                    assert "management-" not in text and "⚠️" not in text, text
                    for label, action in (b for r in rows for b in r):
                        assert 0 < len(label) <= 30, label
                        assert len((PREFIX + action).encode()) <= 64, action
                        if not action.startswith("~"):
                            normalize(state, seat, action)  # the engine accepts every real action
                    steps = [a for r in rows for _, a in r if a.startswith("~")]
                    if not steps:
                        break
                    draft = rng.choice(steps)[1:]
            if not GAME.is_over(state):
                GAME.apply(state, seat, GAME.ai_action(state, seat, rng))


def test_sealed_bids_stay_out_of_the_group_and_other_players_texts() -> None:
    state, names = new_game(3)
    GAME.apply(state, 0, "buy:2:537")
    GAME.apply(state, 1, "buy:1:641")
    GAME.apply(state, 0, "buy:3:583")  # changed
    assert state.phase == "bid" and set(state.pending) == {0, 1}
    for lang in LANGS:
        group = FACE.group_status(GAME.public_view(state), Ctx(lang, names, CAT))
        assert re.search(r"2\D+3", group)  # "2 of 3 in", in any wording
        for draft in (None, "b", "b:1:500", "b:2:550"):
            seen = group + all_text(state, 2, names, lang, draft)
            assert not re.search(r"537|641|583|1,074|1,749", seen), seen
        mine = all_text(state, 0, names, lang, None)
        assert "583" in mine and "641" not in mine and "537" not in mine


def test_a_sent_choice_reopens_in_the_builder() -> None:
    state, names = new_game(3)
    GAME.apply(state, 0, "buy:2:560")
    rows = FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT))
    assert rows == [[("✏️ Change", "~b:2:560")]]
    assert "Bid: 2 RM at $560 = $1,120" in FACE.draft_text(*seat_of(GAME, state, 0), "b:2:560", Ctx("en", names, CAT))
    again = FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), "b:2:560")
    assert ("✅ Bid 2 × $560", "buy:2:560") in [b for r in again for b in r]
    assert "Sent: a bid for 2 RM at $560" in FACE.private_status(GAME.player_view(state, 0), 0, Ctx("en", names, CAT))
    assert pending_draft("buy:skip") == "b" and pending_draft("build:none") == "c:0:0:0"
    assert pending_draft("make:0") == "" and pending_draft("loan:3") == "l:3"


def test_forged_or_stale_drafts_show_the_reason_and_offer_a_fresh_start() -> None:
    state, names = new_game(3)
    text = FACE.draft_text(*seat_of(GAME, state, 0), "b:3:9999", Ctx("en", names, CAT))
    assert text.startswith("⚠️") and "$29,997" in text
    rows = FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), "b:3:9999")
    assert rows[0][0] == ("1 RM", "~b:1:500") and rows[-1] == [("⏭ No raw materials", "buy:skip")]
    assert "below the bank's minimum" in FACE.draft_text(*seat_of(GAME, state, 0), "b:1:10", Ctx("en", names, CAT))
    assert "another step" in FACE.draft_text(*seat_of(GAME, state, 0), "m:1", Ctx("en", names, CAT))
    for junk in ("zzz", "b:x:1", "c:1", "b:1:2:3:4", "b:99999999:1", "", "s:1:5000", "c:9:9:9"):
        if parse_draft(junk) is None:
            assert FACE.draft_text(*seat_of(GAME, state, 0), junk, Ctx("en", names, CAT)) == ""
        assert FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), junk)[0][0] == ("1 RM", "~b:1:500")


def test_production_loans_and_building_are_offered_only_where_legal() -> None:
    state, names = new_game(2)
    for seat in (0, 1):
        GAME.apply(state, seat, "buy:skip")
    assert state.phase == "make"
    rows = FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT))
    labels = [label for r in rows for label, _ in r]
    assert labels == ["Make 1 ($2,000)", "Make 2 ($4,000)", "Make nothing"]  # capacity 2
    assert "cash left $1,800" in FACE.draft_text(*seat_of(GAME, state, 0), "m:2", Ctx("en", names, CAT))
    for seat in (0, 1):
        GAME.apply(state, seat, "make:0")
    for seat in (0, 1):
        GAME.apply(state, seat, "sell:skip")
    assert state.phase == "loan"
    labels = [label for r in FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT)) for label, _ in r]
    assert labels == ["$1,000", "$2,000", "$3,000", "$4,000", "$5,000", "No loan"]  # half of $10,000
    loan = [b for r in FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), "l:5") for b in r]
    assert ("+$1,000", "~l:6") not in loan and ("✅ Borrow $5,000", "loan:5") in loan
    for seat in (0, 1):
        GAME.apply(state, seat, "loan:0")
    assert state.phase == "build"
    build = [b for r in FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), "c:0:1:0") for b in r]
    assert ("➕ Automated ($5,000 now)", "~c:0:2:0") not in build  # $5,800 pays one first half
    assert ("➖ Automated", "~c:0:0:0") in build
    # $800 left cannot pay month 2's fixed costs: the first confirmation only warns, the second sends
    assert ("✅ Start ($5,000 now)", "~!c:0:1:0") in build
    again = [b for r in FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), "!c:0:1:0") for b in r]
    assert ("❗ Confirm anyway", "build:0:1:0") in again
    text = FACE.draft_text(*seat_of(GAME, state, 0), "c:0:1:0", Ctx("en", names, CAT))
    assert "$5,000 now" in text and "works from month 8" in text and "in month 7" in text


def test_the_group_status_tells_the_step_and_the_count_only() -> None:
    state, names = new_game(2, seed="board")
    start = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
    assert "Month 1 of 13" in start and "Step 3 of 9" in start and "<b>0 of 2</b> in" in start
    GAME.apply(state, 0, "buy:1:512")
    status = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
    assert "<b>1 of 2</b> in" in status and "512" not in status
    GAME.apply(state, 1, "buy:2:530")
    status = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
    assert "Step 4 of 9, production" in status and "<b>0 of 2</b> decided" in status


def test_the_final_ranks_capitals_with_balance_sheets() -> None:
    state, names = new_game(3, months=1)
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            GAME.apply(state, seat, GAME.default_action(state, seat))
    result = GAME.result(state)
    result["balance"][2]["alive"], result["balance"][2]["bankrupt_month"] = False, 1
    result["places"] = [1, 2, 3]
    for lang in LANGS:
        text = FACE.final(result, GAME.public_view(state), Ctx(lang, names, CAT))
        assert "management-" not in text
        assert text.index("P0") < text.index("P1") < text.index("P2")
    text = FACE.final(result, GAME.public_view(state), Ctx("en", names, CAT))
    assert "🥇 1. P0 — capital $" in re.sub("<[^>]+>", "", text)
    assert "cash $" in text and "− loans $0" in text and "3. P2</b> — bankrupt in month 1" in text


def test_typed_numbers_that_are_not_numbers_get_a_clear_reason() -> None:
    state, _ = new_game(2)
    for text, value in (("two 550", "two"), ("2 5.5", "5.5"), ("-2 550", "-2")):
        action = GAME.parse_text(state, 0, text)
        assert action is not None
        with pytest.raises(GameError) as err:
            GAME.apply(state, 0, action)
        assert err.value.key == "management-err-number" and err.value.params["value"] == value
    assert GAME.parse_text(state, 0, "hello there") is None


def test_a_bid_typed_as_the_prompt_writes_it_is_understood() -> None:
    state, _ = new_game(2)
    for text in ("2 по 550", "2 at 550", "2 个，每个 550", "2 550", "2x550"):
        assert GAME.parse_text(state, 0, text) == "buy:2:550", text
