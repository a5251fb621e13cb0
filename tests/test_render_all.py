"""Every text a game shows, rendered in every language through the real catalog, and read for what a
player must never see.

Several seeded games of every registered game (a few option variants each) are played to the end by the
AI. Along the way every public and private event is kept, and at sampled moments everything a player can
read is drawn through the game's face: the group table, each player's DM position, the question, the
buttons (and the builder drafts their "~" buttons open), the open panel, the labels of the legal
actions, the reasons of illegal actions (garbage, another seat's move, numbers pushed out of range,
typed shortcuts) and the final table; then the lobby's words (option names and values, the errors of a
bad option or player count); then what is read outside a game: each game's name, rules and option help,
and every message of the bot's own catalogs (`REFERENCE`: /help, the commands' descriptions, the lobby,
the table's manners, the option names, the statistics). Each of them is rendered in zh, ru and en, and
the test fails on:

- a message the language lacks (the catalog would fall back to English, or show the id itself), a
  Fluent error (an unknown placeholder shows its bare name, an unknown reference `{id}`), a parameter
  that is not a number or a string (`True`, `None`, a list);
- a raw Python value or id in the text: `True`/`False`/`None`, `['…`, `{'…`, `{…}`, a message id, a
  `snake_case` key or a `word6` token (outside `<code>`, where a player is shown what to type);
- in zh: a Latin word that is not a player name, a card, a unit or an abbreviation of `LATIN_OK`;
  in zh and en: Cyrillic; in ru and en: a Chinese term that is not glossed (in brackets, or followed by
  its translation) and is not a card of `CJK_CARDS`;
- "5–5"-style ranges and a doubled period ("долл..");
- plural forms: every select on a number in ru must have the forms one, few and many (en: one and
  other), and every ru/en message that puts a number before a noun must choose the noun by a select:
  each number parameter is rendered with 1, 2, 5, 11 and 21 and the word after it must follow
  (1 = 21, 5 = 11, and 1, 2, 5 not all alike); the word after a range follows its upper bound
  («2–4 игрока», «2–5 игроков»).

`test_the_checks_catch_planted_mistakes` shows each kind of check failing on a planted mistake.
"""

from __future__ import annotations

import copy
import html
import random
import re
import typing
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any
from unittest import mock

import playouts
import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNumber
from fluent.syntax import FluentParser, ast
from seats import seat_of

import locales
from bot.faces import face
from bot.faces.base import Ctx
from bot.options import option_defaults
from games.base import Event, Game, GameError, GameState, Msg, Seat
from games.registry import GAMES
from locales import FALLBACK, LANGS, ROOT, Catalog, _Int

NAMES = ["Nina", "Вера", "张伟", "Omar", "Лев", "王芳", "Kim", "Ива"]
"""Seat names in all three scripts: a name is the one thing any language may show in any script."""

RUNS: dict[str, list[tuple[dict[str, str], int]]] = {
    "merit": [({}, 2), ({"roles": "choose", "target": "5"}, 4), ({}, 3)],
    "management": [({"months": "4"}, 2), ({"months": "13"}, 6), ({"months": "6", "max_players": "8"}, 8)],
    "baohuang": [
        ({"variant": "weihai"}, 5),
        ({"variant": "lianzhong-simple", "bie6": "true", "kao": "true"}, 5),
        ({"variant": "lianzhong-classic", "qiangdu": "true"}, 5),
        ({"variant": "best", "hands": "2"}, 5),
        ({"variant": "campus"}, 5),
        ({"variant": "weihai", "hands": "2"}, 5),
    ],
    "enterprise": [({"rounds": "3"}, 2), ({"rounds": "4", "sets": "2"}, 6), ({"rounds": "2"}, 4)],
    "economicus": [
        ({"years": "2"}, 2),
        ({"years": "2", "stars": "8", "random_numbers": "true"}, 5),
        ({"years": "1"}, 8),
    ],
}
"""Options and player counts per game: every 保皇 variant and option, short games elsewhere."""
SEEDS = ("render-a", "render-b")
VIEW_SAMPLES = 40
"""Moments per game at which views, questions and buttons are drawn (plus every step that brings an
event key not seen before)."""
DRAFTS = 12
"""Builder drafts opened per moment."""
TYPED = ("2 по 500", "2 500", "0", "pass", "过", "10 10", "888+大", "zzz", "3", "999999", "-1", "1 2 3")
"""What players type, tried as shortcuts at sampled moments (the reasons of a refusal are texts too)."""

LATIN_OK = frozenset({"J", "Q", "K", "A", "AI", "M&T", "R&D", "Telegram", "Start"})
"""Latin a zh text may show: card ranks, abbreviations Chinese players use as they are (the board's
M&T and R&D of «Экономикус»), and Telegram's own name and that of its Start button, which the
reader sees so on the screen."""
RANKS = re.compile(r"[JQKA]+")
"""Cards of one rank written out ("AAAA", "KK"): ranks, the same in every language."""
CJK_CARDS = frozenset({"大王", "小王", "老王", "大", "小", "老", "饼", "条", "万"})
"""Card and tile names shown the same in every language (the hand, a play, a mahjong tile), glossed in
the rules."""
INVARIANT_RU = re.compile(r"^(из|по|и|или|в|во|на|за|до|от|с|к|а|но|ли|млн|млрд|ч|мин|[А-ЯЁ]{2,}\.?|[а-яё]+\.)$")
"""Words after a number that do not agree with it: prepositions, conjunctions, acronyms (ЕГП),
abbreviations (долл., тыс., and the units ч, мин, с written without a period)."""
COUNTS = re.compile(
    r"^(n|k|count|qty|players|people|units|uses|shares|deposits|factories|firms|graduates|hands|months|rounds|"
    r"years|turns|tasks|stars|startups|streak|sets|loans|promotions|bankruptcies|saved|sold|got|egp|esm|"
    r"ordinary|auto|ord|upgrade|big|small|nb|nbs|seconds|sent|expected|chosen|done|left|available|points|"
    r"score|games|wins|cards|beings|saves|stakes|tricks|minutes|hours|days)$"
)
"""Number parameters that count something ("5 ходов"), whose next word must agree with them; others
number or measure ("месяц 3", "18 440 долл.", "#4") and are not checked."""
NUMS = (1, 2, 5, 11, 21)
OTHER = 707
"""Every other number parameter while one is varied: equal to none of `NUMS`."""

CYR = re.compile(r"[А-Яа-яЁё]")
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:&[A-Za-z]+)?")


# ----- a catalog that remembers what it was asked -------------------------------------------------
@dataclass
class Formatted:
    lang: str
    key: str
    params: dict[str, Any]


@dataclass
class Problems:
    found: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))

    def add(self, kind: str, where: str) -> None:
        self.found[kind].add(where)

    def report(self) -> str:
        out = []
        for kind in sorted(self.found):
            items = sorted(self.found[kind])
            out.append(f"{kind} ({len(items)}):")
            out += [f"  {x}" for x in items[:60]]
            if len(items) > 60:
                out.append(f"  … {len(items) - 60} more")
        return "\n".join(out)


@cache
def _resource(text: str) -> Any:
    """A catalog file parsed once (its tree is only read: a bundle keeps its own table of messages, so a
    planted override in one catalog's bundle touches no other)."""
    return FluentResource(text)


@cache
def _parsed(path: Path) -> ast.Resource:
    return FluentParser().parse(path.read_text(encoding="utf-8"))


class RecordingCatalog(Catalog):
    """The real catalog, noting every message it formats: what was missing in the asked language,
    Fluent's errors (which the bot drops), parameters of the wrong type, and one set of parameters per
    message for the plural checks."""

    def __init__(self, problems: Problems) -> None:
        with mock.patch.object(locales, "FluentResource", _resource):  # each catalog file parsed once a run
            super().__init__()
        self.problems = problems
        self.texts: dict[tuple[str, str], str] = {}
        self.samples: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)

    def _format(self, lang: str | None, key: str, params: dict[str, Any]) -> str:
        lang = lang or FALLBACK
        text = super()._format(lang, key, params)
        where = f"{lang} {key}"
        for name, value in params.items():
            if type(value) not in (int, str, float) and not isinstance(value, FluentNumber):
                self.problems.add("parameter not a number or text", f"{where} ${name}={value!r}")
        bundle = self.bundles[lang]
        if not bundle.has_message(key):
            self.problems.add("message missing", f"{where}" + ("" if self.has(FALLBACK, key) else " (shown as its id)"))
        elif bundle.get_message(key).value is not None:
            conv = {k: _Int(v) if type(v) is int else v for k, v in params.items()}
            _, errors = bundle.format_pattern(bundle.get_message(key).value, conv)
            for err in errors:
                self.problems.add("Fluent error", f"{where}: {err}")
        self.texts.setdefault((lang, text), key)
        if any(type(v) is int for v in params.values()) and len(self.samples[(lang, key)]) < 3:
            self.samples[(lang, key)].append(dict(params))
        return text


# ----- playing and drawing -------------------------------------------------------------------------
class Renderer:
    """Draws everything of one game state in every language, into `cat.texts` (message by message) and
    `composed` (whole texts as the faces join them)."""

    def __init__(self, cat: RecordingCatalog, problems: Problems) -> None:
        self.cat, self.problems = cat, problems
        self.composed: dict[tuple[str, str], str] = {}

    def text(self, lang: str, where: str, text: str) -> None:
        if text:
            self.composed.setdefault((lang, text), where)

    def msg(self, m: Msg, names: list[str], where: str) -> None:
        for lang in LANGS:
            self.text(lang, f"{where} {m.key}", self.cat.render(lang, m.key, m.params, names))
            self.cat.render(lang, m.key, m.params, names, markup=False)

    def events(self, events: Iterable[Event], names: list[str], where: str) -> None:
        for e in events:
            self.msg(e, names, where)

    def news(self, game: Game, state: GameState, events: list[Event], names: list[str], where: str) -> None:
        """A step's public events as the group reads them: the face may fold them (one line a task)."""
        public = [e for e in events if e.to is None]
        for lang in LANGS:
            lines = face(game.id).event_lines(game.public_view(state), public, Ctx(lang, names, self.cat))
            self.text(lang, f"{where} news", "\n".join(lines))

    def views(self, game: Game, state: GameState, names: list[str], rng: random.Random, where: str) -> None:
        f, cat = face(game.id), self.cat
        for lang in LANGS:
            self.text(lang, f"{where} group_status", f.group_status(game.public_view(state), Ctx(lang, names, cat)))
            for seat in range(state.n):
                view = game.player_view(state, seat)
                self.text(lang, f"{where} private_status", f.private_status(view, seat, Ctx(lang, names, cat)))
                for row in f.open_buttons(*seat_of(game, state, seat), Ctx(lang, names, cat)):
                    for label, action in row:
                        self.text(lang, f"{where} open button", label)
                        asked = (
                            f.confirm(game.player_view(state, seat), seat, action[1:], Ctx(lang, names, cat))
                            if action[:1] == "~"
                            else None
                        )
                        for text in asked or ():
                            self.text(lang, f"{where} open button's confirmation", text)
        if game.is_over(state):
            return
        for seat in game.to_act(state):
            if not game.can_act(state, seat):
                continue
            for action in game.legal_actions(state, seat):
                self.msg(game.action_label(state, seat, action), names, f"{where} action_label")
            for lang in LANGS:
                self.text(lang, f"{where} question", f.question(*seat_of(game, state, seat), Ctx(lang, names, cat)))
                drafts: list[str | None] = [None]
                done: set[str | None] = set()
                while drafts and len(done) < DRAFTS:
                    draft = drafts.pop(0)
                    if draft in done:
                        continue
                    done.add(draft)
                    if draft is not None:
                        self.text(
                            lang,
                            f"{where} draft {draft}",
                            f.draft_text(*seat_of(game, state, seat), draft, Ctx(lang, names, cat)),
                        )
                    for row in f.buttons(*seat_of(game, state, seat), Ctx(lang, names, cat), draft):
                        for label, action in row:
                            self.text(lang, f"{where} button", label)
                            if action.startswith("~") and action[1:] not in done:
                                drafts.append(action[1:])
                    rng.shuffle(drafts)

    def refusals(self, game: Game, state: GameState, names: list[str], rng: random.Random, where: str) -> None:
        """Illegal actions of every kind a player can send, each applied to a copy; the reasons drawn."""
        tries: list[tuple[int, str]] = []
        legal = (
            {seat: game.legal_actions(state, seat) for seat in game.to_act(state)} if not game.is_over(state) else {}
        )
        for seat in range(state.n):
            tries += [(seat, "zzz"), (seat, "")]
            for other, actions in legal.items():
                if other != seat and actions:
                    tries.append((seat, rng.choice(actions)))
            for text in TYPED:
                ECHOES.add(text)
                parsed = game.parse_text(state, seat, text)
                if parsed:
                    tries.append((seat, parsed))
        for seat, actions in legal.items():
            for action in rng.sample(actions, min(4, len(actions))):
                verb, _, rest = action.partition(":")
                parts = rest.split(":") if rest else []
                for i, p in enumerate(parts):
                    if p.lstrip("-").isdigit():
                        for bad in ("0", "1", "999999", "-1", "x"):
                            tries.append((seat, ":".join([verb, *parts[:i], bad, *parts[i + 1 :]])))
                tries.append((seat, f"{verb}:zzz"))
        for seat, action in tries:
            ECHOES.update([action, *action.split(":")])
            try:
                game.apply(copy.deepcopy(state), seat, action)
            except GameError as exc:
                self.msg(exc.msg(), names, f"{where} refusal of {action!r}")

    def final(self, game: Game, state: GameState, names: list[str], where: str) -> None:
        for lang in LANGS:
            view = game.public_view(state)
            self.text(lang, f"{where} final", face(game.id).final(game.result(state), view, Ctx(lang, names, self.cat)))


def play(game: Game, pairs: dict[str, str], players: int, seed: str, r: Renderer) -> None:
    """A whole AI game as `python -m games simulate` plays it (tests/playouts.py), every event and
    group message of it, the views after each new kind of event, sampled states and the end."""
    names = NAMES[:players]
    run = playouts.play_out(game.id, tuple(pairs.items()), tuple(names), seed, "simulate", ai=True)
    where = f"{game.id} {seed}"
    r.events(run.start, names, where)
    rng = random.Random(seed)  # (the views' and refusals' own choices)
    seen: set[str] = set()
    for i, step in enumerate(run.steps):
        state = run.after(i)
        r.events(step.events, names, where)
        r.news(game, state, step.events, names, where)
        new = {e.key for e in step.events} - seen
        seen |= new
        if new:
            r.views(game, state, names, rng, f"{where} after {sorted(new)[0]}")
    log = [step.before for step in run.steps[::7]]
    for i in sorted({round(k * (len(log) - 1) / max(1, VIEW_SAMPLES - 1)) for k in range(VIEW_SAMPLES)}):
        if log:
            r.views(game, log[i], names, rng, f"{where} sample")
            if i % 4 == 0:
                r.refusals(game, log[i], names, rng, f"{where} sample")
    r.views(game, run.state, names, rng, f"{where} end")
    r.refusals(game, run.state, names, rng, f"{where} end")
    r.final(game, run.state, names, where)


def lobby(game: Game, r: Renderer) -> None:
    """The lobby's words of a game: its name, option names and values, the refusals of bad options."""
    lo, hi = game.player_range(game.Options())
    for lang in LANGS:
        r.text(lang, "game name", r.cat.t(lang, f"{game.id}-name"))
        r.text(lang, "player count", r.cat.t(lang, "err-player-count", min=lo, max=hi))  # as /begin refuses
        name = r.cat.t(lang, f"{game.id}-name")
        r.text(lang, "games row", r.cat.t(lang, "games-row", id=game.id, name=name, min=lo, max=hi))  # /games
        for key, fld in game.Options.model_fields.items():
            r.text(lang, "option name", r.cat.t(lang, f"opt-{game.id}-{key}"))
            r.cat.t(lang, f"{game.id}-opt-{key}", **option_defaults(game))
            if typing.get_origin(fld.annotation) is typing.Literal:
                for value in typing.get_args(fld.annotation):
                    if isinstance(value, str):
                        r.text(lang, "option value", r.cat.t(lang, f"opt-{game.id}-{key}-{value}"))
    tries = [{"nonsense": "1"}] + [{key: "zzz"} for key in game.Options.model_fields]
    ECHOES.update(["nonsense", "zzz"])
    for pairs in tries:
        try:
            game.parse_options(pairs)
        except GameError as exc:
            r.msg(exc.msg(), [], f"{game.id} options {pairs}")
    try:
        game.start("lobby", [Seat(name="Nina")], game.Options())
    except GameError as exc:
        r.msg(exc.msg(), [], f"{game.id} start alone")


REFERENCE = ("bot", "table", "options", "stats")
"""Catalogs of the bot's own words (`locales/<lang>/<area>.ftl`), every message of which is read."""
STRING_PARAMS = frozenset(
    {"name", "names", "player", "winners", "game", "where", "date", "status", "seed", "hash", "key", "value"}
    | {"valid", "arg", "options", "text", "label", "kind", "what", "variant", "waiting"}
)
"""Parameters of the bot's catalogs that are words (a name, what was typed, an option); the others are
numbers."""


def _params(lang: str, message: ast.Message, cat: Catalog) -> dict[str, Any]:
    """Parameters a message of the bot's catalogs may get: the real list of games, a real duration, a
    seat name for words, and for numbers 3, 4, 5… (no two alike, so "3–4" is not a range of one)."""
    params: dict[str, Any] = {}
    v = _VarUse()
    v.visit(message)
    games = cat.t(lang, "list-sep").join(f"{cat.t(lang, f'{gid}-name')} (<code>{gid}</code>)" for gid in sorted(GAMES))
    for name in sorted(v.names):
        if name == "games" and name not in v.plural:
            params[name] = games
        elif name == "time":
            params[name] = cat.t(lang, "dur-min", n=4)
        elif name == "command":
            params[name] = "/nonsense"
        elif name in v.plural or name not in STRING_PARAMS:
            params[name] = 3 + sum(type(x) is int for x in params.values())
        else:
            params[name] = NAMES[0]
    return params


class _VarUse:
    """The variables a message uses, and those it selects on by number (a plural or an exact count)."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.plural: set[str] = set()

    def visit(self, node: Any) -> None:
        if isinstance(node, ast.VariableReference):
            self.names.add(node.id.name)
        if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            keys = {x.key.name for x in node.variants if isinstance(x.key, ast.Identifier)}
            if keys & {"zero", "one", "two", "few", "many", "other"} or any(
                isinstance(x.key, ast.NumberLiteral) for x in node.variants
            ):
                self.plural.add(node.selector.id.name)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    if isinstance(child, ast.BaseNode):
                        self.visit(child)


def reference(r: Renderer) -> None:
    """What a player reads outside a game, in every language: each game's name, rules and option help,
    and every message of `REFERENCE`."""
    parser = FluentParser()
    for lang in LANGS:
        for gid, game in GAMES.items():
            r.cat.t(lang, f"{gid}-name")
            r.cat.t(lang, f"{gid}-rules", **option_defaults(game))
            for key in game.Options.model_fields:
                r.cat.t(lang, f"{gid}-opt-{key}", **option_defaults(game))
        for area in REFERENCE:
            for entry in parser.parse((ROOT / lang / f"{area}.ftl").read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message) and entry.value is not None:
                    r.cat.t(lang, entry.id.name, **_params(lang, entry, r.cat))


# ----- reading the texts ---------------------------------------------------------------------------
NAME_RE = re.compile("|".join(re.escape(n) for n in sorted(NAMES, key=len, reverse=True)))
RAW = [
    (re.compile(r"\b(True|False|None)\b"), "Python value"),
    (re.compile(r"\[['\"\d]|\[\]|\{['\"]|\{\}|'\]|object at 0x"), "Python list or dict"),
    (re.compile(r"[{}]"), "brace (a Fluent error or a raw dict)"),
    (
        re.compile(r"\b(?:merit|management|baohuang|enterprise|economicus|err|opt|lobby|btn)-[a-z0-9]+-[a-z0-9-]+"),
        "message id",
    ),
    (re.compile(r"\b[a-z]+_[a-z0-9_]+\b"), "snake_case key"),
    (re.compile(r"\b[a-z]+\d+\b"), "key with a digit"),
    (re.compile(r"(?<![\d.,])(\d+)\s*[–—-]\s*\1(?![\d.,])"), "range of one number"),
    (re.compile(r"(?<!\.)\.\.(?!\.)"), "double period"),
]


CARD_NOTATION = re.compile(
    r"(?<![\w])(?:10|[2-9JQKA])+(?:x\d+)?(?:\+[大小老BSOD]+)+(?![\w])|(?<![\w])(?:10|[2-9JQKA])x\d+(?![\w])"
)
"""A 保皇 play as typed (`888+大`, `8x3+B`): cards, the same in every language."""
ECHOES: set[str] = set()
"""What the test sent as actions or typed text: a refusal may quote it back (it is not our words)."""
QUOTED = re.compile(r"[“\"«「‘']([^”\"»」’']{1,60})[”\"»」’']")


def plain(text: str) -> str:
    """The words a player reads: no markup, no `<code>` (what to type), no /commands (with a game's id,
    as in a command's description, which cannot hold `<code>`), no names, no quoted echo of what was
    sent."""
    text = re.sub(r"<code>.*?</code>|<pre>.*?</pre>", " ", text, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    text = QUOTED.sub(lambda m: " " if m.group(1) in ECHOES else m.group(), text)
    text = re.sub(rf"(?<![\w/])/[a-z_]+(?: (?:{'|'.join(GAMES)})\b)?", " ", text)  # "/rules merit" as typed
    text = CARD_NOTATION.sub(" ", text)
    return NAME_RE.sub(" ", text)


def glossed(text: str, m: re.Match[str]) -> bool:
    """A Chinese term in a ru/en text is glossed: inside brackets, or followed by its translation
    ("Kick (踢)", "踢 (kick)", "股份 · joint-stock")."""
    before, after = text[: m.start()], text[m.end() :]
    if before.rfind("(") > before.rfind(")"):
        return True
    return bool(re.match(r"\s*(\(|·)\s*[A-Za-zА-Яа-яЁё]", after)) or bool(
        re.search(r"[A-Za-zА-Яа-яЁё]\s*·\s*$", before)
    )


def read(lang: str, text: str, where: str, problems: Problems) -> None:
    words = plain(text)
    shown = text.replace("\n", " ⏎ ")[:160]
    for regex, kind in RAW:
        if regex.search(words):
            problems.add(kind, f"{lang} {where}: {shown}")
    if lang != "ru" and CYR.search(words):
        problems.add("Cyrillic in a zh/en text", f"{lang} {where}: {shown}")
    if lang == "zh":
        latin = sorted({w for w in LATIN_WORD.findall(words) if w not in LATIN_OK and not RANKS.fullmatch(w)})
        if latin:
            problems.add("Latin in a zh text", f"{where} {latin}: {shown}")
    else:
        bare = sorted({m.group() for m in CJK.finditer(words) if m.group() not in CJK_CARDS and not glossed(words, m)})
        if bare:
            problems.add("unglossed Chinese in a ru/en text", f"{lang} {where} {bare}: {shown}")


def _with(bundle: FluentBundle, key: str, params: dict[str, Any], name: str, n: int) -> str:
    values = {k: (n if k == name else OTHER) if type(v) is int else v for k, v in params.items()}
    text, _ = bundle.format_pattern(
        bundle.get_message(key).value, {k: _Int(v) if type(v) is int else v for k, v in values.items()}
    )
    return str(text)


def _word_after(text: str, n: int) -> list[str]:
    return [m.group(1) for m in re.finditer(rf"(?<![\d\w.,]){n}(?![\d.,]\d|\d)[\s\u00a0]+([^\s\u00a0]+)", text)]


def _word_after_range(text: str, n: int) -> list[str]:
    """The word after a range that ends in `n` ("2–4 игрока"): it takes the form of the upper bound
    (a sentence's period is no abbreviation's here)."""
    ranged = rf"\d[\s\u00a0]*[–-][\s\u00a0]*{n}(?![\d.,]\d|\d)[\s\u00a0]+([^\s\u00a0]+)"
    return [m.group(1).rstrip(".") for m in re.finditer(ranged, text)]


def plurals(bundle: FluentBundle, lang: str, key: str, params: dict[str, Any], problems: Problems) -> None:
    """Each number parameter of the message at 1, 2, 5, 11, 21: the word after the number must follow;
    so must the word after a range that the parameter ends, whatever the parameter's name."""
    for name, value in params.items():
        if type(value) is not int:
            continue
        if not COUNTS.match(name) and lang != "ru":
            continue  # an English range is plural whatever its bounds
        words = _word_after if COUNTS.match(name) else _word_after_range
        after = {n: words(plain(_with(bundle, key, params, name, n)), n) for n in NUMS}
        if not all(after.values()) or len({len(w) for w in after.values()}) != 1:
            continue
        for i in range(len(after[1])):
            w = {n: re.sub(r"[^\wа-яё.]+$", "", after[n][i], flags=re.I) for n in NUMS}
            if lang == "ru":
                if not CYR.match(w[1]) or INVARIANT_RU.match(w[5]):
                    continue
                if w[1] != w[21] or w[5] != w[11] or len({w[1], w[2], w[5]}) == 1:
                    problems.add("plural form", f"ru {key} ${name}: " + ", ".join(f"{n} {w[n]}" for n in NUMS))
            elif (
                lang == "en"
                and re.fullmatch(r"[a-z]+[^s]s", w[1])
                and w[1] == w[2]
                and w[1] not in ("is", "was", "has", "its", "plus", "bonus", "this", "us", "as", "yours")
            ):
                problems.add("plural form", f"en {key} ${name}: 1 {w[1]}")


def selects(problems: Problems) -> None:
    """Every select on a number has the language's forms: ru `one`, and the many form (`many`, or a
    default `other`, never a default `one` or `few`); en `one` and `other`."""
    for lang in ("ru", "en"):
        for path in sorted((ROOT / lang).glob("*.ftl")):
            for entry in _parsed(path).body:
                if not isinstance(entry, ast.Message):
                    continue
                for node in _selects(entry):
                    keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
                    if not keys & {"zero", "one", "two", "few", "many"}:
                        continue  # a select on a word or on exact numbers, not on a plural form
                    default = next(
                        (v.key.name for v in node.variants if v.default and isinstance(v.key, ast.Identifier)), ""
                    )
                    if lang == "ru":
                        ok = "one" in keys and ("many" in keys or default == "other")
                        if "few" not in keys and default != "other":
                            ok = False
                    else:
                        ok = {"one", "other"} <= keys
                    if not ok:
                        problems.add(
                            "plural select lacks a form", f"{lang} {entry.id.name}: {sorted(keys)}, default {default}"
                        )


def _selects(node: Any) -> Iterable[ast.SelectExpression]:
    if isinstance(node, ast.SelectExpression):
        yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.BaseNode):
                    yield from _selects(child)


def check(cat: RecordingCatalog, r: Renderer, problems: Problems) -> None:
    for (lang, text), key in cat.texts.items():
        read(lang, text, key, problems)
    for (lang, text), where in r.composed.items():
        read(lang, text, where.split(" after ")[0] + " " + where.rsplit(" ", 1)[-1], problems)
    for (lang, key), samples in cat.samples.items():
        if lang in ("ru", "en"):
            for params in samples:
                plurals(cat.bundles[lang], lang, key, params, problems)
    selects(problems)


# ----- the tests -----------------------------------------------------------------------------------
@cache
def rendered() -> tuple[RecordingCatalog, Renderer, Problems]:
    problems = Problems()
    cat = RecordingCatalog(problems)
    r = Renderer(cat, problems)
    reference(r)
    for gid, game in GAMES.items():
        lobby(game, r)
        for i, (pairs, players) in enumerate(RUNS[gid]):
            play(game, pairs, players, SEEDS[i % len(SEEDS)], r)
    return cat, r, problems


def test_every_game_was_drawn_in_every_language() -> None:
    cat, r, _ = rendered()
    for gid in GAMES:
        for lang in LANGS:
            keys = {k for (lg, _), k in cat.texts.items() if lg == lang and k.startswith(f"{gid}-")}
            assert len(keys) > 30, (gid, lang, len(keys))
            assert any(w.startswith(gid) and w.endswith("final") for (lg, _), w in r.composed.items() if lg == lang)


def test_the_words_read_outside_a_game_were_drawn_in_every_language() -> None:
    """Each game's name, rules and option help, and every message of the bot's own catalogs."""
    cat, _, _ = rendered()
    parser = FluentParser()
    for lang in LANGS:
        keys = {k for (lg, _), k in cat.texts.items() if lg == lang}
        for gid, game in GAMES.items():
            assert {f"{gid}-name", f"{gid}-rules"} <= keys, (lang, gid)
            assert {f"{gid}-opt-{key}" for key in game.Options.model_fields} <= keys, (lang, gid)
        for area in REFERENCE:
            body = parser.parse((ROOT / lang / f"{area}.ftl").read_text(encoding="utf-8")).body
            ids = {e.id.name for e in body if isinstance(e, ast.Message) and e.value is not None}
            assert ids and ids <= keys, (lang, area, sorted(ids - keys)[:5])
        assert "/resume" in cat.t(lang, "help", games="") and "/board" in cat.t(lang, "help", games="")


def test_every_text_reads_right_in_every_language() -> None:
    cat, r, problems = rendered()
    check(cat, r, problems)
    assert not problems.found, "\n" + problems.report()


PLANTED = {
    "management-ui-btn-qty-esm": ("ru", "management-ui-btn-qty-esm = { $qty } штук", "plural form"),
    "games-row": ("ru", "games-row = • <code>{ $id }</code> — { $name } ({ $min }–{ $max } игроков)", "plural form"),
    "err-player-count": ("ru", "err-player-count = В эту игру играют { $min }–{ $max } игроков.", "plural form"),
    "baohuang-ui-kicking": ("en", "baohuang-ui-kicking = 🦶 Kick round 踢", "unglossed Chinese in a ru/en text"),
    "merit-ui-chosen": ("zh", "merit-ui-chosen = chosen", "Latin in a zh text"),
    "final-title": ("en", "final-title = Итоги", "Cyrillic in a zh/en text"),
    "management-ui-head": ("zh", "management-ui-head = { $month } { $months } { $senior } { $nope }", "Fluent error"),
    "management-rules": ("zh", "management-rules = 企业经营（Менеджмент）", "Cyrillic in a zh/en text"),
    "baohuang-rules": ("ru", "baohuang-rules = Можно сказать 踢 («пинок»).", "unglossed Chinese in a ru/en text"),
    "enterprise-rules": ("en", "enterprise-rules = Dividend: 股份 by shares.", "unglossed Chinese in a ru/en text"),
    "opt-timeout": ("zh", "opt-timeout = 本局每步限时（30s 到 7d）", "Latin in a zh text"),
    "merit-opt-roles": ("en", "merit-opt-roles = roles: roles_random or choose", "snake_case key"),
}


@pytest.mark.parametrize("key", sorted(PLANTED))
def test_the_checks_catch_planted_mistakes(key: str) -> None:
    """One message broken on purpose (in a copy of the bundle): its check fails."""
    lang, line, kind = PLANTED[key]
    cat, _, _ = rendered()
    problems = Problems()
    broken = RecordingCatalog(problems)
    broken.bundles[lang].add_resource(FluentResource(line + "\n"), allow_overrides=True)
    broken.texts.clear()
    for (lg, _), k in cat.texts.items():
        if k == key and lg == lang:
            for params in cat.samples.get((lang, key)) or [{}]:
                broken.t(lang, key, **params)
    if not broken.texts:  # not met in play: format it with the parameters it takes
        broken.t(lang, key, qty=3, month=2, months=4, senior="Nina")
    check(broken, Renderer(broken, problems), problems)
    assert kind in problems.found, problems.report()
