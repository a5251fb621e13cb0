"""Keyboard rows sized to their labels.

Telegram splits a row's width evenly between its buttons and cuts a label that does not fit with "…",
so a fixed count per row either wastes space (short labels) or hides words (long ones). On a phone a
row shows about `ROW_WIDTH` narrow characters in all; a label wider than `LONG` gets a row of its own.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import lru_cache

ROW_WIDTH = 32
"""Narrow characters a phone shows in one row of buttons, padding included."""
LONG = 20
"""A label wider than this gets its own row."""
GAP = 2
"""What each further button in a row costs in padding."""


@lru_cache(maxsize=4096)
def width(label: str) -> int:
    """Display width of a label: CJK characters and emoji count double, combining marks nothing."""
    total = 0
    for ch in label:
        if unicodedata.combining(ch) or ch in "\u200d\ufe0f":
            continue
        wide = unicodedata.east_asian_width(ch) in "WF" or ord(ch) >= 0x1F000
        total += 2 if wide else 1
    return total


def fit(buttons: Sequence[tuple[str, str]], per_row: int) -> list[list[tuple[str, str]]]:
    """Buttons in order, in rows of at most `per_row` that fit a phone's width; never an empty row."""
    rows: list[list[tuple[str, str]]] = []
    row: list[tuple[str, str]] = []
    used = 0
    for button in buttons:
        w = width(button[0])
        fits = row and len(row) < per_row and w <= LONG and used + GAP + w <= ROW_WIDTH
        if row and not fits:
            rows.append(row)
            row, used = [], 0
        row.append(button)
        used += w if len(row) == 1 else GAP + w
        if w > LONG:  # a long label keeps its row to itself
            rows.append(row)
            row, used = [], 0
    if row:
        rows.append(row)
    return rows


def refit(rows: Sequence[Sequence[tuple[str, str]]], per_row: int = 4) -> list[list[tuple[str, str]]]:
    """Each row of a keyboard split where its labels do not fit (rows are never merged: a face's
    rows group buttons that belong together)."""
    return [r for row in rows for r in fit(row, per_row)]
