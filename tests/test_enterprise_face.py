"""The 企业制度模拟 face without Telegram: every view, question, draft and keyboard of states reached by
random AI play reads right in every language, fits Telegram's limits, offers only what the engine
accepts, and the group never sees a sealed choice."""

from __future__ import annotations

import html
import random
import re
from pathlib import Path

import pytest
from seats import seat_of

from bot.faces import face
from bot.faces.base import Ctx
from bot.faces.enterprise import EnterpriseFace
from bot.faces.enterprise.pieces import parse_draft, tiles
from games.base import GameError, Seat
from games.enterprise import GAME, flow
from games.enterprise import rules as R
from games.enterprise.actions import check
from games.enterprise.state import EnterpriseState, Options
from locales import LANGS, catalog

CAT = catalog()
FACE = EnterpriseFace()
PREFIX = "g:9999999:7:999:"
"""The longest `g:<game>:<seat>:<moves>:` a real game is likely to put before an action."""
RAW = re.compile(
    r"enterprise-|\{|\}|None|True|False|@|"
    r"\b(?:offer|poach|split|assign|dividend|withdraw|fire|keep|grant|issue|sell|partner):\d|\b(?:system|reform):[a-z]"
)


ROUND_PAY = {"salary": 10_000, "perf": 2_000, "fee_base": 10_000, "fee_head": 2_000}
"""The earlier scale, where a sealed salary (not a round thousand) is told from the tiles' digits and a
small start_cash goes bankrupt."""


def new_game(players: int = 3, seed: str = "face", **opts: int) -> tuple[EnterpriseState, list[str]]:
    names = [f"P{i}" for i in range(players)]
    state, _ = GAME.start(seed, [Seat(name=n) for n in names], Options(**opts))
    return state, names


def prompt_text(state: EnterpriseState, seat: int, names: list[str], lang: str, draft: str | None) -> str:
    view = GAME.player_view(state, seat)
    return "\n".join(
        [
            FACE.private_status(view, seat, Ctx(lang, names, CAT)),
            FACE.question(*seat_of(GAME, state, seat), Ctx(lang, names, CAT)),
            FACE.draft_text(*seat_of(GAME, state, seat), draft or "", Ctx(lang, names, CAT)),
        ]
    )


def check_rows(state: EnterpriseState, seat: int, rows: list[list[tuple[str, str]]]) -> None:
    assert rows and sum(len(r) for r in rows) <= 100 and all(1 <= len(r) <= 4 for r in rows)
    for label, action in (b for r in rows for b in r):
        assert 0 < len(label) <= 48 and not RAW.search(label), label
        assert len((PREFIX + action).encode()) <= 64, action
        if not action.startswith("~"):
            check(state, seat, action)  # the engine accepts every real action


def sealed_numbers(state: EnterpriseState, seat: int) -> set[str]:
    """Salaries of the seat's sealed offers that are distinctive enough to look for elsewhere."""
    out = set()
    for d in state.drafts.get(seat, []):
        parts = d.split(":")
        if parts[0] in ("offer", "poach") and int(parts[2]) % 1000:
            out.add(parts[2])
    return out


@pytest.mark.parametrize("game_no", range(6))
def test_every_view_question_and_keyboard_reads_right(game_no: int) -> None:
    """Random AI games; at every decision each player wanders through the builders in each language."""
    rng = random.Random(game_no)
    state, names = new_game(
        rng.randint(2, 6), f"k{game_no}", rounds=rng.choice([2, 3]), tasks=rng.choice([2, 4]), **ROUND_PAY
    )
    seen_phases: set[str] = set()
    steps = 0
    while not GAME.is_over(state):
        seen_phases.add(state.phase)
        for seat in GAME.to_act(state):
            for lang in LANGS:
                group = FACE.group_status(GAME.public_view(state), Ctx(lang, names, CAT))
                assert not RAW.search(group), group
                assert len(group) < 3500, len(group)
                draft: str | None = None
                for _ in range(4):
                    rows = FACE.buttons(*seat_of(GAME, state, seat), Ctx(lang, names, CAT), draft)
                    check_rows(state, seat, rows)
                    text = prompt_text(state, seat, names, lang, draft)
                    assert not RAW.search(text), text
                    assert "⚠️" not in text, text
                    assert len(text) < 3500
                    steps_ = [a for r in rows for _, a in r if a.startswith("~") and len(a) > 1]
                    if not steps_:
                        break
                    draft = rng.choice(steps_)[1:]
            if not GAME.is_over(state):
                action = GAME.ai_action(state, seat, rng)
                if rng.random() < 0.3:  # now and then a button a player would press
                    real = [a for r in FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT)) for _, a in r]
                    real = [a for a in real if not a.startswith("~")]
                    action = rng.choice(real) if real else action
                GAME.apply(state, seat, action)
                steps += 1
            # what one seat has sealed reaches no other reader
            if state.phase in ("offer", "manage"):
                secret = sealed_numbers(state, seat)
                if secret:
                    group = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
                    others = [prompt_text(state, s, names, "en", None) for s in state.asked if s != seat]
                    for number in secret:
                        assert number not in group.replace(",", "")
                        assert all(number not in o.replace(",", "") for o in others)
    for lang in LANGS:
        final = FACE.final(GAME.result(state), GAME.public_view(state), Ctx(lang, names, CAT))
        assert not RAW.search(final), final
        for system in ("shares", "partner", "coop"):  # the three systems side by side, in the reader's words
            assert CAT.t(lang, f"enterprise-ui-short-{system}") in final, final
        assert FACE.group_status(GAME.public_view(state), Ctx(lang, names, CAT)) == ""
    assert steps > 0
    assert {"system", "offer", "dividend", "manage"} <= seen_phases, seen_phases


def test_a_person_reads_as_three_skills() -> None:
    assert tiles([5, 3, 6]) == "🀙5 🀐3 🀇6"
    assert tiles([5, 3, 6], [True, False, False]) == "<s>🀙5</s> 🀐3 🀇6"
    state, names = new_game(2, "people")
    for seat in (0, 1):
        GAME.apply(state, seat, "system:partner")
    view = GAME.player_view(state, 0)
    mine = FACE.private_status(view, 0, Ctx("en", names, CAT))
    first = view["persons"][0]
    assert tiles(first["tiles"]) in mine and "¥5 + ¥1 a use" in mine and "partner" in mine
    assert "partnership (合伙)" in FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))


def test_setup_split_is_reviewed_before_it_is_sent() -> None:
    state, names = new_game(2, "split")
    GAME.apply(state, 0, "system:shares")
    GAME.apply(state, 1, "system:coop")
    assert state.phase == "split" and state.asked == [0] and GAME.secret(state, 0)
    rows = FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT))
    assert all(a.startswith("~s:") for r in rows for _, a in r)
    assert rows[0][0][0] == "You 400 · founders 200 each"
    review = FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), "s:550:150:150:150")
    assert ("✅ Confirm this split", "split:550:150:150:150") in [b for r in review for b in r]
    text = FACE.draft_text(*seat_of(GAME, state, 0), "s:550:150:150:150", Ctx("en", names, CAT))
    assert "your block 550" in text and "150" in text
    assert "⚠️" in FACE.draft_text(*seat_of(GAME, state, 0), "s:1:1:1:1", Ctx("ru", names, CAT))
    events = GAME.apply(state, 0, "split:550:150:150:150")
    mine = [CAT.render("en", e.key, e.params, names) for e in events if e.to == 0]
    assert mine == ["Split: you 550, founders 150 / 150 / 150"]


def play_to(state: EnterpriseState, phase: str, rng: random.Random) -> None:
    while state.phase != phase and not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.ai_action(state, seat, rng))


def test_offers_are_built_sealed_and_estimated() -> None:
    rng = random.Random(3)
    state, names = new_game(3, "offers")
    play_to(state, "offer", rng)
    seat = state.asked[0]
    rows = FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT))
    pick = next(a for r in rows for _, a in r if a.startswith("~o:"))
    draft = pick[1:]
    text = FACE.draft_text(*seat_of(GAME, state, seat), draft, Ctx("en", names, CAT))
    assert "Offer:" in text and "estimate" in text
    built = FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT), draft)
    labels = [label for r in built for label, _ in r]
    assert any(label.startswith("Salary +") for label in labels) and "↩ Back" in labels
    more = next(a for r in built for label, a in r if label.startswith("Salary +"))[1:]
    pid, salary = more.split(":")[1], int(more.split(":")[2])
    confirm = next(
        a
        for r in FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT), more)
        for _, a in r
        if a.startswith("offer:")
    )
    GAME.apply(state, seat, confirm)
    mine = FACE.private_status(GAME.player_view(state, seat), seat, Ctx("en", names, CAT))
    assert f"Sealed: offer #{pid}: ¥{salary:,}" in mine
    group = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
    assert f"¥{salary:,}" not in group and "offers" in group.lower()
    again = [a for r in FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT)) for _, a in r]
    assert f"withdraw:{pid}" in again


def test_a_sub_task_shows_tiles_dice_and_the_cheapest_team() -> None:
    rng = random.Random(5)
    state, names = new_game(2, "task", tasks=3)
    play_to(state, "task", rng)
    seat = state.asked[0]
    q = FACE.question(*seat_of(GAME, state, seat), Ctx("en", names, CAT))
    reward = state.rewards[-1]
    assert tiles(state.req) in q and " ".join(str(reward)) in q and "Cheapest team:" in q
    rows = FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT))
    actions = [a for r in rows for _, a in r]
    assert "decline" in actions and ("accept" in actions) == GAME.player_view(state, seat)["can_accept"]
    other = [a for a in actions if a.startswith("~a:")]
    if other:
        check_rows(state, seat, FACE.buttons(*seat_of(GAME, state, seat), Ctx("zh", names, CAT), other[0][1:]))
    group = re.sub(r"<[^>]+>", "", FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT)))
    assert re.search(r"Task \d of 3", group) and "deposit" in group
    assert not FACE.is_news("enterprise-ev-subtask") and not FACE.is_news("enterprise-ev-dice")
    assert FACE.is_news("enterprise-ev-hired") and FACE.is_news("enterprise-ev-paid")


def test_dividend_presets_carry_the_engine_figures() -> None:
    rng = random.Random(8)
    state, names = new_game(2, "div", tasks=2)
    play_to(state, "dividend", rng)
    assert state.phase == "dividend"
    seat = state.asked[0]
    f = state.firms[seat]
    f.profit = 40_000  # a good round (rare in round 1: a deep task pays six digits)
    labels = [label for r in FACE.buttons(*seat_of(GAME, state, seat), Ctx("ru", names, CAT)) for label, _ in r]
    assert labels[0] == "Без дивиденда" and len(labels) == 4
    per, _ = R.dividend_per(state, f, 40_000)
    unit = "/акция" if f.system == "shares" else "/прим."
    assert labels[-1].startswith("100 %") and f"¥{per:,}{unit}".replace(",", "\u00a0") in labels[-1]
    q = FACE.question(*seat_of(GAME, state, seat), Ctx("zh", names, CAT))
    assert "40,000" in q
    GAME.apply(state, seat, "dividend:10000")
    assert "✓ 25%" in str(FACE.buttons(*seat_of(GAME, state, seat), Ctx("zh", names, CAT)))


def test_drafts_that_are_not_ours_are_ignored() -> None:
    state, names = new_game(2, "junk")
    for junk in ("", "zzz", "o:1", "o:x:1:1:0", "s:1:2", "a:1:2", "G:1", "q:1:2:3:" + "g" * 20):
        assert parse_draft(junk) is None
        assert FACE.draft_text(*seat_of(GAME, state, 0), junk, Ctx("en", names, CAT)) == ""
        assert FACE.buttons(*seat_of(GAME, state, 0), Ctx("en", names, CAT), junk) == FACE.buttons(
            *seat_of(GAME, state, 0), Ctx("en", names, CAT)
        )
    with pytest.raises(GameError):
        check(state, 0, "system:nope")
    assert face("enterprise").game_id == "enterprise"


def test_a_sealed_choice_changes_nothing_in_the_group_but_the_count() -> None:
    rng = random.Random(11)
    state, names = new_game(3, "sealed", tasks=2)
    play_to(state, "offer", rng)
    seat = state.asked[0]
    pid = R.market(state)[0].id
    before = {lang: FACE.group_status(GAME.public_view(state), Ctx(lang, names, CAT)) for lang in LANGS}
    GAME.apply(state, seat, f"offer:{pid}:12345:2750:0")
    for lang in LANGS:
        assert FACE.group_status(GAME.public_view(state), Ctx(lang, names, CAT)) == before[lang]
    GAME.apply(state, seat, "done")
    after = FACE.group_status(GAME.public_view(state), Ctx("en", names, CAT))
    assert "<b>1 of 3</b>" in after and "12,345" not in after and "2,750" not in after
    mine = FACE.private_status(GAME.player_view(state, seat), seat, Ctx("en", names, CAT))
    assert f"offer #{pid}: ¥12,345 + ¥2,750" in mine
    other = next(s for s in range(3) if s != seat)
    assert "12,345" not in prompt_text(state, other, names, "en", None)


def test_a_bankrupt_player_founds_again_and_the_end_report_counts_it() -> None:
    rng = random.Random(4)
    state, names = new_game(3, "bankrupt", rounds=2, tasks=2)
    play_to(state, "dividend", rng)
    ev: list = []
    flow.bankrupt(state, state.firms[0], ev)  # as if the pay had left seat 0 below zero
    flow.run(state, ev)
    while not (state.phase == "system" and state.round == 2):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    assert state.asked == [0]
    for lang in LANGS:
        group = FACE.group_status(GAME.public_view(state), Ctx(lang, names, CAT))
        assert "🏚" in group and "💥" not in group.split("🏚")[0] and not RAW.search(group), group
        text = prompt_text(state, 0, names, lang, None)
        assert "🏚" in text and not RAW.search(text), text
        check_rows(state, 0, FACE.buttons(*seat_of(GAME, state, 0), Ctx(lang, names, CAT)))
    GAME.apply(state, 0, "system:coop")
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    final = FACE.final(GAME.result(state), GAME.public_view(state), Ctx("en", names, CAT))
    assert "💥 1" in final and re.search(r"Bankruptcies: .*1", final), final


def test_every_id_the_face_names_exists_in_every_language() -> None:
    package = Path(__file__).resolve().parent.parent / "bot" / "faces" / "enterprise"
    source = "\n".join(f.read_text(encoding="utf-8") for f in sorted(package.glob("*.py")))
    literal = set(re.findall(r'"(enterprise-[a-z0-9-]+)"', source))
    prefixes = set(re.findall(r'f"(enterprise-[a-z0-9-]+-)\{', source))
    assert len(literal) > 40 and prefixes
    for lang in LANGS:
        assert all(CAT.has(lang, key) for key in literal), [k for k in literal if not CAT.has(lang, k)]
        for prefix in prefixes:
            assert any(k.startswith(prefix) for k in CAT.bundles[lang]._messages), (lang, prefix)


# ----- the end chart --------------------------------------------------------------------------------
PNG = b"\x89PNG\r\n\x1a\n"


def ai_game(players: int, **opts: int) -> EnterpriseState:
    from games.__main__ import play_ai_game

    return play_ai_game(GAME, f"{7:064x}", Options(**opts), players, random.Random(5))


def ending_events(state: EnterpriseState) -> list:
    from games.base import Event

    return [Event(key="enterprise-ev-over", params={"round": state.round})]


def test_the_step_that_ends_the_game_shows_one_chart_of_cash_by_round() -> None:
    state = ai_game(4, rounds=3, tasks=3)
    assert GAME.is_over(state)
    assert [len(f.cash_by_round) for f in state.firms] == [3] * 4
    assert [f.cash_by_round[-1] for f in state.firms] == [f.cash for f in state.firms]
    names = ["Alice", "Борис", "王芳", "$x$ <b>"]  # a Chinese name the chart's font cannot draw, mathtext
    for lang in LANGS:
        pictures = FACE.pictures(GAME.public_view(state), ending_events(state), Ctx(lang, names, CAT))
        assert len(pictures) == 1
        png, caption = pictures[0]
        assert png.startswith(PNG) and len(png) > 10_000
        assert not RAW.search(caption) and len(caption) <= 1024
        assert "王芳" in caption and "&lt;b&gt;" in caption  # every player named, escaped, in the caption
    # any other step, or a running game, shows none
    assert FACE.pictures(GAME.public_view(state), [], Ctx("en", names, CAT)) == []
    running, names = new_game(players=3)
    assert FACE.pictures(GAME.public_view(running), ending_events(running), Ctx("en", names, CAT)) == []


def test_a_game_ended_by_bankruptcies_charts_the_rounds_played() -> None:
    state = ai_game(3, rounds=8, start_cash=1_000, **ROUND_PAY)
    assert GAME.is_over(state) and state.round < 8
    assert all(len(f.cash_by_round) == state.round for f in state.firms)
    pictures = FACE.pictures(GAME.public_view(state), ending_events(state), Ctx("zh", ["甲", "乙", "丙"], CAT))
    assert len(pictures) == 1 and pictures[0][0].startswith(PNG)


def test_a_snapshot_from_before_the_cash_history_still_loads_and_charts() -> None:
    state = ai_game(2, rounds=2, tasks=2)
    raw = state.model_dump()
    for f in raw["firms"]:
        del f["cash_by_round"]
    old = EnterpriseState.model_validate(raw)
    assert all(f.cash_by_round == [] for f in old.firms)
    pictures = FACE.pictures(GAME.public_view(old), ending_events(old), Ctx("en", ["A", "B"], CAT))
    assert len(pictures) == 1 and pictures[0][0].startswith(PNG)


def test_the_ai_view_is_a_part_of_the_player_view() -> None:
    """The AI reads only what its player may see: every part of its view equals the player's view's."""
    from games.enterprise.views import ai_view

    state, _ = new_game(players=4, seed="ai-view")
    rng = random.Random(2)
    checked = set()
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if GAME.is_over(state) or not GAME.can_act(state, seat):
                continue
            full = GAME.player_view(state, seat)
            view = ai_view(state, seat)
            keys = ("phase", "round", "seat", "asked", "pending", "drafts", "cover", "can_accept", "task", "options")
            for key in (*keys, "pool"):
                assert view[key] == full[key], key
            assert view["me"] == full["firms"][seat] and view["firms"] == full["firms"]
            assert view["persons"] == full["persons"]
            checked.add(state.phase)
            GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    assert {"system", "offer", "task", "dividend", "manage"} <= checked


# ----- issue 24: what players read ------------------------------------------------------------------
def _chart_texts(monkeypatch: pytest.MonkeyPatch, state: EnterpriseState, lang: str, names: list[str]) -> tuple:
    """The chart drawn as the face draws it, with the words and names it was given and matplotlib's
    warnings while drawing."""
    import warnings

    import bot.faces.enterprise.end as E

    seen: dict = {}
    real = E.cash_chart

    def spy(st: dict, tags: list[str], labels: dict) -> bytes:
        seen.update(tags=tags, labels=labels)
        return real(st, tags, labels)

    monkeypatch.setattr(E, "cash_chart", spy)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pictures = FACE.pictures(GAME.public_view(state), ending_events(state), Ctx(lang, names, CAT))
    return pictures, seen, [str(w.message) for w in caught]


def test_the_end_chart_speaks_the_groups_language_with_every_glyph(monkeypatch: pytest.MonkeyPatch) -> None:
    """zh, ru and en words and names in three scripts are drawn, none as a missing glyph (matplotlib's
    "Glyph … missing from font" warning fails the test), each round coloured by the system it ran."""
    state = ai_game(4, rounds=3, tasks=3)
    state.firms[1].system_by_round[-1] = "coop" if state.firms[1].system_by_round[-1] != "coop" else "shares"
    names = ["Alice", "Борис Ёлкин", "王芳", "张伟 🎲"]
    for lang in LANGS:
        pictures, seen, warned = _chart_texts(monkeypatch, state, lang, names)
        assert len(pictures) == 1 and pictures[0][0].startswith(PNG)
        assert not [w for w in warned if "missing from" in w], warned
        assert seen["labels"]["round"] == CAT.t(lang, "enterprise-pic-round")  # not English instead
        assert seen["labels"]["systems"]["coop"] == CAT.t(lang, "enterprise-ui-short-coop")
        assert seen["tags"] == ["Alice", "Борис Ёлкин", "王芳", "张伟"]  # the emoji left out, the rest drawn


def test_a_glyph_the_chart_lacks_would_be_caught() -> None:
    """The warning the test above looks for is what matplotlib says of a glyph the fonts lack."""
    import warnings

    from bot.faces.enterprise.chart import cash_chart, drawable

    state = ai_game(2, rounds=2, tasks=2)
    assert drawable("股份 合伙 合作 Раунд Cash") and not drawable("🎲")
    labels = {"systems": {s: "🎲" for s in ("shares", "partner", "coop", "none")}, "round": "𠀀", "cash": "x"}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cash_chart(GAME.public_view(state), ["a", "b"], labels)
    assert any("missing from" in str(w.message) for w in caught)


def test_the_labour_phase_reads_one_line_a_task() -> None:
    """Through the engine and the face, every step's group lines: a task is one line (never one per
    player), the market person one line, the promotions one line, no zero dividend; the step that runs
    many tasks at once has exactly one line for each."""
    names = ["Ann", "Вера", "张伟", "Omar"]
    state, _ = GAME.start("lines", [Seat(name=n, ai=True) for n in names], Options(rounds=3))
    rng = random.Random(3)
    most = 0
    while not GAME.is_over(state):
        seat = next(s for s in GAME.to_act(state) if GAME.can_act(state, s))
        asked = state.task_no  # the task whose sub-task this step may answer
        events = [e for e in GAME.apply(state, seat, GAME.ai_action(state, seat, rng)) if e.to is None]
        lines = FACE.event_lines(GAME.public_view(state), events, Ctx("zh", names, CAT))
        tasks = [int(m.group(1)) for line in lines if (m := re.match(r"任务 (\d+)", line))]
        assert len(tasks) == len(set(tasks)), lines  # one line a task
        started = {int(e.params["task"]) for e in events if e.key == "enterprise-ev-subtask"}
        answered = any(e.key in ("enterprise-ev-accepted", "enterprise-ev-declined") for e in events)
        assert set(tasks) <= started | ({asked} if answered else set())
        per_player = [e for e in events if e.key in ("enterprise-ev-cannot", "enterprise-ev-accepted")]
        if per_player:  # the players' answers are in the task lines, not lines of their own
            assert not any(line.startswith(tuple(names)) and "接" in line for line in lines), lines
        hired = {int(e.params["person"]) for e in events if e.key == "enterprise-ev-hired"}
        assert len([line for line in lines if "的出价" in line]) == len(
            hired | {int(e.params["person"]) for e in events if e.key == "enterprise-ev-bid"}
        )
        # no zero dividend announced (the final ranking's score names both its parts, a zero one too)
        assert not any("分红 ¥0" in line for line in lines if "得分" not in line)
        if any(e.key == "enterprise-ev-promoted" for e in events):  # the round's promotions: one line
            assert len([line for line in lines if line.startswith("升级：")]) == 1
            assert not any("升到" in line for line in lines)
        if len(started) > most and not answered:
            most = len(started)
            assert len(tasks) == len(started)  # a step that ran tasks nobody could take: one line each
    assert most >= 3  # some step ran several tasks at once


def test_the_task_question_says_what_accepting_costs_and_may_pay() -> None:
    state, names = new_game(players=3, seed="terms")
    rng = random.Random(4)
    asked = 0
    while not GAME.is_over(state) and asked < 6:
        seat = next(s for s in GAME.to_act(state) if GAME.can_act(state, s))
        if state.phase == "task" and GAME.player_view(state, seat)["can_accept"]:
            cover = R.cover(state, seat, state.req)
            assert cover
            perf = sum(R.person(state, pid).perf for pid in cover)  # type: ignore[union-attr]  # the ids come from the state: the person exists
            n = state.sub
            low, high = f"{int('1' * 2 * (n + 1)):,}", f"{int('6' * 2 * (n + 1)):,}"
            payout = sum(state.rewards)
            want = f"接下需付绩效 ¥{perf:,}；报酬 ¥{payout:,}（第 {n + 1} 子任务 ¥{low}–{high}，继续概率 1/{3**n}）"
            assert want in FACE.question(*seat_of(GAME, state, seat), Ctx("zh", names, CAT))
            en = FACE.question(*seat_of(GAME, state, seat), Ctx("en", names, CAT))
            assert f"Accepting costs ¥{perf:,} performance pay" in en and f"1 in {3**n})" in en
            assert f"сдельную ¥{perf:,}".replace(",", "\u00a0") in FACE.question(
                *seat_of(GAME, state, seat), Ctx("ru", names, CAT)
            )
            asked += 1
        GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    assert asked >= 3


# ----- money, the end message -------------------------------------------------------------------------
def _variables(node: object) -> set[str]:
    """Every `$name` a Fluent message reads."""
    from fluent.syntax import ast
    from fluent.syntax.visitor import Visitor as FluentVisitor

    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, ref: ast.VariableReference) -> None:
            found.add(ref.id.name)

    Visitor().visit(node)
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_a_negative_sum_reads_with_the_minus_before_the_unit(lang: str) -> None:
    """Every message of the game with every number at −31 (a loss, a round's average profit below zero,
    the cash of a bankrupt firm): «−¥31», never «¥-31»."""
    from fluent.syntax import FluentParser, ast

    path = Path(__file__).resolve().parents[1] / "locales" / lang / "enterprise.ftl"
    checked = 0
    for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(entry, ast.Message) or entry.value is None:
            continue
        text = CAT.t(lang, entry.id.name, **{name: -31 for name in _variables(entry.value)})
        assert "¥-" not in text and "¥−" not in text, (entry.id.name, text)
        checked += "−¥31" in text
    assert checked > 20  # the report's averages, a bankrupt's cash, every sum of the table and the DM
    result = {"places": [1, 2], "scores": [-31, 5], "cash": [-31, 5], "rounds": 2, "report": [
        {"system": "@enterprise-sys-coop", "rounds": 2, "firms": 1, "cash": -31, "profit": -31, "people": 3,
         "income": 4, "promotions": 0, "bankruptcies": 0},
    ]}  # fmt: skip
    view = {"firms": [{"system": "coop", "people": [], "bankruptcies": 0}] * 2}
    final = FACE.final(result, view, Ctx(lang, ["Ann", "Bob"], CAT))
    assert "−¥31" in final and "¥-" not in final and "-31" not in final


def _last_step(players: int, **opts: int) -> tuple[EnterpriseState, list, list[str]]:
    """An AI game played to its end; the events of the step that ended it."""
    state, _ = GAME.start(f"{9:064x}", [Seat(name=f"P{i}", ai=True) for i in range(players)], Options(**opts))
    rng = random.Random(3)
    events: list = []
    while not GAME.is_over(state):
        seat = min(s for s in GAME.to_act(state) if GAME.can_act(state, s))
        events = GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    return state, events, ["Ann", "Борис", "王芳"][:players]


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_message_ranks_the_players_once(lang: str) -> None:
    """The step that ends the game brings the engine's «game over», its ranking and its report; the group's
    final message (that step's news above the final table) says the ranking and the comparison once:
    the table's, with the score as cash + dividends."""
    state, events, names = _last_step(3, rounds=2, tasks=4)
    public = [e for e in events if e.to is None]
    keys = {e.key for e in public}
    assert {"enterprise-ev-over", "enterprise-ev-final", "enterprise-ev-report"} <= keys
    news = FACE.event_lines(GAME.public_view(state), public, Ctx(lang, names, CAT))
    result = GAME.result(state)
    final = FACE.final(result, GAME.public_view(state), Ctx(lang, names, CAT))
    message = "\n".join([*news, final])
    for e in public:
        if e.key in ("enterprise-ev-over", "enterprise-ev-final", "enterprise-ev-report"):
            assert CAT.render(lang, e.key, e.params, names) not in message
    for seat, name in enumerate(names):
        score = CAT.t(lang, "money", n=result["scores"][seat])
        assert message.count(f"<b>{html.escape(name)}</b>") == 1, message
        assert message.count(f"<b>{score}</b> = ") == 1 or result["scores"].count(result["scores"][seat]) > 1
    assert message.count(CAT.t(lang, "enterprise-ui-metric-rounds")) == 1


def test_a_dividend_too_small_to_share_says_it_stays_in_the_firm() -> None:
    """A 股份 firm's ¥8 over 1,000 shares pays ¥0 a share: the group reads that nothing was paid and why,
    not «¥0 a share, ¥0 paid»."""
    from games.base import Event

    state, names = new_game(players=3)
    small = [
        Event(key="enterprise-ev-dividend-shares", params={"player": "#0", "amount": 8, "per": 0, "paid": 0}),
        Event(key="enterprise-ev-dividend-uses", params={"player": "#1", "amount": 2, "per": 0, "uses": 3, "paid": 0}),
        Event(key="enterprise-ev-dividend-shares", params={"player": "#2", "amount": 1407, "per": 1, "paid": 700}),
    ]
    words = {"zh": ("不足 ¥1", "每股 ¥0"), "ru": ("меньше ¥1", "¥0 на акцию"), "en": ("less than ¥1", "¥0 a share")}
    for lang in LANGS:
        lines = FACE.event_lines(GAME.public_view(state), small, Ctx(lang, names, CAT))
        said, wrong = words[lang]
        assert len(lines) == 3 and said in lines[0] and said in lines[1] and said not in lines[2], lines
        assert not any(wrong in line or "¥0" in line for line in lines), lines


def test_a_tampered_draft_is_refused_by_the_engine_check_and_changes_nothing() -> None:
    """A draft whose system part is no number (`gzz`): the engine's own check refuses it (`Game.refusal`,
    what the face asks instead of reading the state), the draft reads as that refusal, its buttons as
    no draft at all, and the state is as it was."""
    rng = random.Random(3)
    state, names = new_game(3, "offers")
    play_to(state, "offer", rng)
    seat = state.asked[0]
    pid = next(p.id for p in state.persons if p.firm is None)
    before = GAME.digest(state)
    msg = GAME.refusal(state, seat, f"offer:{pid}:5:5:gzz")
    assert msg is not None and msg.key == "enterprise-err-number"
    text = FACE.draft_text(*seat_of(GAME, state, seat), f"o:{pid}:5:5:gzz", Ctx("en", names, CAT))
    assert text.startswith("⚠️") and CAT.render("en", msg.key, msg.params, names) in text
    plain = FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT))
    assert FACE.buttons(*seat_of(GAME, state, seat), Ctx("en", names, CAT), f"o:{pid}:5:5:gzz") == plain
    assert GAME.digest(state) == before
