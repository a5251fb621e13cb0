"""The game pages' extra data (bot/miniapp/views.py) over whole games: the reader's own sealed choice in
words, and never another seat's, at every step of «Менеджмент» and 企业 played by the AI."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace
from typing import Any

import pytest

from bot.faces import face
from bot.faces.management import ManagementFace
from bot.miniapp.views import extra
from games.base import Seat
from games.registry import GAMES
from locales import catalog

NAMES = ["Alice", "Bob", "Carol"]
WORDS = face("management")
assert isinstance(WORDS, ManagementFace)


def whole_game(game_id: str, options: dict[str, Any], seed: str) -> Any:
    """Each state of an AI game, as a table the views read."""
    game = GAMES[game_id]
    state, _ = game.start(seed, [Seat(name=n) for n in NAMES], game.Options(**options))
    rng = random.Random(seed)
    table = SimpleNamespace(game=game, state=state, names=NAMES)
    while not game.is_over(state):
        yield table
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.ai_action(state, seat, rng))
    yield table


def test_management_pages_word_the_readers_own_sealed_choice_and_no_other() -> None:
    seen_own = seen_other = 0
    for table in whole_game("management", {"months": 3}, "views-1"):
        pending = dict(table.state.pending)
        for seat in range(len(NAMES)):
            data = extra(table, seat, "en")  # type: ignore[arg-type]  # a stand-in table with what the views read
            mine = pending.get(seat)
            if mine:
                assert data["pending"] == WORDS.choice_text(mine, "en", catalog())
                seen_own += 1
            else:
                assert data["pending"] == ""
            for other, action in pending.items():
                words = WORDS.choice_text(action, "en", catalog())
                if other != seat and action != mine:
                    assert action not in json.dumps(data) and words not in json.dumps(data)
                    seen_other += 1
    assert seen_own and seen_other


@pytest.mark.parametrize("lang", ["en", "ru", "zh"])
def test_enterprise_pages_word_the_readers_own_sealed_items_and_no_other(lang: str) -> None:
    seen = 0
    for table in whole_game("enterprise", {"rounds": 4}, "views-2"):
        state, game = table.state, table.game
        drafts = {s: list(d) for s, d in state.drafts.items()}
        for seat in range(len(NAMES)):
            data = extra(table, seat, lang)  # type: ignore[arg-type]  # a stand-in table with what the views read
            own = [
                catalog().render(lang, m.key, m.params, NAMES, markup=False)
                for m in (game.action_label(state, seat, d) for d in drafts.get(seat, []))
            ]
            assert data["drafts"] == own
            for other, items in drafts.items():
                if other == seat:
                    continue
                for d in items:
                    words = catalog().render(lang, *_label(game, state, other, d), NAMES, markup=False)
                    if words not in own:
                        assert words not in data["drafts"]
                        seen += 1
    assert seen


def _label(game: Any, state: Any, seat: int, action: str) -> tuple[str, dict[str, Any]]:
    m = game.action_label(state, seat, action)
    return m.key, m.params


def test_a_member_without_a_seat_gets_nothing_more() -> None:
    table = next(iter(whole_game("merit", {}, "views-3")))
    assert extra(table, None, "en") == {}  # type: ignore[arg-type]  # a stand-in table with what the views read
    mine = extra(table, 0, "zh")  # type: ignore[arg-type]  # a stand-in table with what the views read
    assert mine["roles"]["monk"] and mine["refuge"] and "merit-" not in json.dumps(mine, ensure_ascii=False)
