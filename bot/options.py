"""A game's options and the games as people read and type them: option names and values in the
reader's language, `/new`'s `key=value` pairs and durations, the game list, and the rules with the
engine's defaults in them."""

from __future__ import annotations

import html
import typing
from typing import Any

from bot import accountant
from bot.faces import face
from bot.services import Services
from bot.tables import Table
from games.base import Game, GameError, literal
from games.registry import GAMES

MAX_OPTION_ARGS = 10
MIN_TIMEOUT, MAX_TIMEOUT = 30.0, 7 * 86400.0
"""The bounds of `timeout=` (a time per move)."""


def option_choices(table: Table, key: str) -> list[Any]:
    """The values a lobby button cycles through: the field's literal values, or on/off."""
    field = type(table.options).model_fields[key]
    if key == "accountant":  # set by naming one (`/new … accountant=@name`), never toggled
        return []
    ann = field.annotation
    if ann is bool:
        return [False, True]
    if typing.get_origin(ann) is typing.Literal:
        return list(typing.get_args(ann))
    return list(table.game.option_presets.get(key, ()))


def option_name(s: Services, lang: str, game_id: str, key: str) -> str:
    name = f"opt-{game_id}-{key}"
    return s.t(lang, name) if s.catalog.has(lang, name) or s.catalog.has("en", name) else key


def option_value(s: Services, lang: str, game_id: str, key: str, value: Any) -> str | int:
    """An option's value as players read it: yes/no, a word for a choice or for a number that means more
    than itself (`opt-<game>-<key>-<value>`: «0» that means «automatic»), a sum of money with its unit, a
    count grouped."""
    if isinstance(value, bool):
        return s.t(lang, "opt-on" if value else "opt-off")
    word = f"opt-{game_id}-{key}-{value}"
    if s.catalog.has("en", word):
        return s.t(lang, word)
    if type(value) is int and key in face(game_id).money_options:  # grouped, with its unit
        if lang == "zh" and value >= 10_000 and not value % 10_000:
            return s.t(lang, "opt-amount-wan", n=value // 10_000)  # «100 万», as Chinese counts money
        return s.t(lang, "money", n=value)
    if type(value) is int:  # a count, which the catalog groups as the language does («1,000», «10 000»)
        return value
    return str(value)


def option_pair(s: Services, lang: str, game_id: str, key: str, value: Any) -> str:
    """«Годы: 3»; an option whose name reads better as a sentence with its value in it has its own pair,
    `opt-pair-<game>-<key>` («Аукцион закрывается через 20 с»)."""
    shown = option_value(s, lang, game_id, key, value)
    own = f"opt-pair-{game_id}-{key}"
    if s.catalog.has("en", own):
        return s.t(lang, own, value=shown)
    return s.t(lang, "opt-pair", name=option_name(s, lang, game_id, key), value=shown)


def options_text(s: Services, table: Table, lang: str) -> str:
    """«Rules: Weihai; Hands: 1; Sixes last: no», in the reader's language."""
    gid = table.game.id
    pairs = [option_pair(s, lang, gid, k, getattr(table.options, k)) for k in type(table.options).model_fields]
    return s.t(lang, "opt-sep").join(pairs)


def parse_pairs(args: list[str]) -> dict[str, str]:
    pairs = {}
    for arg in args[:MAX_OPTION_ARGS]:
        key, sep, value = arg.partition("=")
        if not sep:
            raise GameError("err-option-syntax", arg=literal(arg))
        pairs[key.strip().lower()] = value.strip()
    return pairs


_UNITS = {"": 1, "s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400}


def parse_duration(text: str) -> float:
    """`timeout=` as typed: `90`, `90s`, `10m`, `2h`, `1d` (30 s to 7 days); ValueError otherwise."""
    t = text.strip().lower()
    num = t.rstrip("abcdefghijklmnopqrstuvwxyz")
    unit = t[len(num) :]
    if not (num.isascii() and num.isdigit() and len(num) <= 7) or unit not in _UNITS:
        raise ValueError(text)
    seconds = float(int(num) * _UNITS[unit])
    if not MIN_TIMEOUT <= seconds <= MAX_TIMEOUT:
        raise ValueError(text)
    return seconds


def duration(s: Services, lang: str, seconds: float) -> str:
    """A time per move as people say it: 90 s, 10 min, 2 h, 1 day (the largest whole unit)."""
    n = int(seconds)
    for unit, size in (("d", 86400), ("h", 3600), ("min", 60)):
        if n % size == 0:
            return s.t(lang, f"dur-{unit}", n=n // size)
    return s.t(lang, "dur-s", n=n)


def game_list(s: Services, lang: str) -> str:
    """The games by their names in the reader's language, each with the id `/new` takes."""
    return s.t(lang, "list-sep").join(f"{s.t(lang, f'{gid}-name')} (<code>{gid}</code>)" for gid in sorted(GAMES))


def option_defaults(game: Game) -> dict[str, int]:
    """The game's numeric option defaults, as the parameters of its rules and option texts: a text that
    states a default (`{ $salary }`) takes it from the engine and cannot drift from it."""
    return {k: f.default for k, f in game.Options.model_fields.items() if type(f.default) is int}


def rules_text(s: Services, lang: str, game_id: str) -> str:
    return s.t(lang, f"{game_id}-rules", **option_defaults(GAMES[game_id]))


def option_help(s: Services, lang: str, game_id: str, exc: GameError) -> str:
    game = GAMES[game_id]
    lines = [s.catalog.render(lang, exc.key, exc.params)]
    lines.append(s.t(lang, "options-valid"))
    defaults = option_defaults(game)
    for key, field in game.Options.model_fields.items():
        values = option_values_hint(field)
        desc = s.t(lang, f"{game_id}-opt-{key}", **defaults)
        lines.append(f"• <code>{key}={html.escape(str(field.default))}</code> — {desc}{values}")
    lines.append("• <code>ai=N</code> — " + s.t(lang, "opt-ai"))
    lines.append("• <code>timeout=10m</code> — " + s.t(lang, "opt-timeout"))
    if accountant.has_accountant(game):
        lines.append("• <code>accountant=@username</code> — " + s.t(lang, "opt-accountant"))
    return "\n".join(lines)


def option_values_hint(field: Any) -> str:
    ann = field.annotation
    # what is typed is shown as code: Latin keywords in a Chinese line read as input, not as words
    if typing.get_origin(ann) is typing.Literal:
        return " (" + " | ".join(f"<code>{html.escape(str(v))}</code>" for v in typing.get_args(ann)) + ")"
    if ann is bool:
        return " (<code>true</code> | <code>false</code>)"
    return ""
