"""Every word a player reads, in Fluent catalogs: `locales/<lang>/<area>.ftl`.

The engines and the bot speak in message ids with parameters (`games.base.Msg`); this module turns
them into HTML-safe text in the reader's language, falling back to English for a missing id.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentInt

LANGS = ("en", "ru", "zh")
FALLBACK = "en"
ROOT = Path(__file__).parent


def normalize(code: str | None) -> str | None:
    """A Telegram `language_code` ("zh-hans", "ru", "en-US") as one of ours, or None."""
    if not code:
        return None
    base = code.lower().replace("_", "-").split("-")[0]
    return base if base in LANGS else None


class Catalog:
    """All bundles, loaded once. `t` formats one id; `render` formats a Msg with seat names."""

    def __init__(self, root: Path = ROOT) -> None:
        self.bundles: dict[str, FluentBundle] = {}
        for lang in LANGS:
            bundle = FluentBundle([lang], use_isolating=False, functions={"MONEY": self._money_of(lang)})
            for path in sorted((root / lang).glob("*.ftl")):
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self.bundles[lang] = bundle

    def _money_of(self, lang: str) -> Any:
        """`MONEY($n)` for a catalog's texts: a sum as the language writes money, the minus before the
        unit («−¥31», not «¥-31»); the forms are the messages `money` and `money-minus`."""

        def money(n: Any) -> Any:
            if not isinstance(n, int):  # a sum given as text, or a missing one (Fluent shows the error)
                return n
            return self.t(lang, "money-minus" if n < 0 else "money", n=abs(int(n)))

        return money

    def has(self, lang: str, key: str) -> bool:
        return self.bundles[lang].has_message(key)

    def join(self, lang: str | None, items: Iterable[str]) -> str:
        """A list as the language writes it: «甲、乙、丙» in Chinese, "A, B, C" elsewhere."""
        return ("、" if lang == "zh" else ", ").join(items)

    def t(self, lang: str | None, key: str, /, **params: Any) -> str:
        """The message `key` in `lang` (fallback English; the id itself if nowhere)."""
        try:
            return self._cached(lang, key, tuple(params.items()))
        except TypeError:  # an unhashable parameter
            return self._format(lang, key, params)

    @lru_cache(maxsize=8192)  # noqa: B019 - one catalog lives as long as the process (a few MB at most)
    def _cached(self, lang: str | None, key: str, items: tuple[tuple[str, Any], ...]) -> str:
        """The same sentences (button labels, table rows) recur on every move; Fluent's number
        formatting makes each one cost more than the rest of a move's work."""
        return self._format(lang, key, dict(items))

    def _format(self, lang: str | None, key: str, params: dict[str, Any]) -> str:
        if "min" in params and params["min"] == params.get("max") and self.has(FALLBACK, f"{key}-exact"):
            key = f"{key}-exact"  # "needs 5 players", not "5–5": Fluent cannot compare two numbers
        params = {k: _Int(v) if type(v) is int else v for k, v in params.items()}
        for code in (lang or FALLBACK, FALLBACK):
            bundle = self.bundles.get(code)
            if bundle is not None and bundle.has_message(key):
                message = bundle.get_message(key)
                if message.value is None:
                    continue
                text, _errors = bundle.format_pattern(message.value, params)
                return str(text)
        return key

    def render(
        self,
        lang: str | None,
        key: str,
        params: Mapping[str, Any] | None = None,
        names: Sequence[str] = (),
        markup: bool = True,
    ) -> str:
        """Format `key` after resolving params: "@id" → translated, "#n" → seat n's name, "=text" →
        the text as typed.

        With `markup` (HTML messages) every given string is escaped; button labels are plain text."""
        return self.t(lang, key, **self.resolve(lang, params or {}, names, markup))

    def resolve(
        self, lang: str | None, params: Mapping[str, Any], names: Sequence[str], markup: bool = True
    ) -> dict[str, Any]:
        esc = html.escape if markup else str
        out: dict[str, Any] = {}
        for name, value in params.items():
            if isinstance(value, str):
                if value.startswith("="):  # a player's own words: never a message id or a seat
                    value = esc(value[1:])
                elif value.startswith("@"):
                    value = self.t(lang, value[1:])
                elif value.startswith("#") and value[1:].isdigit():
                    seat = int(value[1:])
                    value = esc(names[seat]) if seat < len(names) else value
                else:
                    value = esc(value)
            out[name] = value
        return out


class _Int(FluentInt):
    """An integer parameter whose plain formatting is remembered: Babel's number formatting cost
    more than a move's game logic, and the same numbers recur on every table."""

    def format(self, locale: Any) -> str:
        if self.options is not FluentInt.default_number_format_options:
            return super().format(locale)
        return _format_int(int(self), locale)


@lru_cache(maxsize=65536)
def _format_int(value: int, locale: Any) -> str:
    return FluentInt(value).format(locale)


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return Catalog()
