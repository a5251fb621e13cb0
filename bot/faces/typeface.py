"""The font the package ships, for every face that draws words into a picture (the enterprise end chart,
the «Экономикус» board): one file, one list of what it can draw, so no picture shows a missing glyph's box
and none depends on the fonts a machine happens to have."""

from __future__ import annotations

import functools
from collections.abc import Collection
from pathlib import Path
from typing import Any

FONT_FILE = Path(__file__).resolve().parent / "fonts" / "ChartSans.otf"
"""Noto Sans CJK SC cut down to Latin, Cyrillic and the GB2312 hanzi (SIL OFL 1.1, `fonts/OFL.txt`; built
by `bench/chart_font.py`): the words of all three languages and most players' names."""


@functools.cache
def glyphs() -> frozenset[int]:
    """The code points the shipped font draws (its cmap; read once, in a few hundredths of a second)."""
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]  # fontTools ships no type hints

    font = TTFont(FONT_FILE, lazy=True)
    try:
        return frozenset(font.getBestCmap())
    finally:
        font.close()


def keep(text: str, have: Collection[int] | None = None) -> str:
    """`text` without the characters the font lacks (an emoji, a rare hanzi), spaces kept."""
    have = glyphs() if have is None else have
    return "".join(ch for ch in text if ch.isspace() or ord(ch) in have)


def drawable(text: str, have: Collection[int] | None = None) -> bool:
    """Whether the font (or the glyphs `have`) draws every character of `text`: a box would show."""
    have = glyphs() if have is None else have
    return all(ord(ch) in have for ch in text if not ch.isspace())


@functools.lru_cache(maxsize=32)
def pillow_font(size: int) -> Any:
    """The shipped font at `size` pixels for Pillow (imported lazily: the bot starts without it)."""
    from PIL import ImageFont

    return ImageFont.truetype(str(FONT_FILE), size)
