"""«Экономикус»: the board as a PNG, drawn from `public_view` and the words the face gives."""

from __future__ import annotations

import io
import math
import re
from collections import Counter
from typing import Any

from bot.faces import typeface
from bot.faces.economicus.pieces import short

# ----- the board as a picture ---------------------------------------------------------------------
# Drawn from `public_view` and the words the face gives, in the package's own font (`bot.faces.typeface`:
# Latin, Cyrillic, the common hanzi); a character it lacks (an emoji, a rare hanzi) is left out, never
# drawn as a box. The ring runs clockwise round a 4 × 4 grid (four boxes along the top, two down the right,
# four along the bottom, one on the left), so each box is a quarter of the picture's width on a phone.

COLOURS: tuple[tuple[tuple[int, int, int], str], ...] = (
    ((214, 48, 49), "🟥"),
    ((41, 105, 214), "🟦"),
    ((46, 160, 67), "🟩"),
    ((230, 180, 0), "🟨"),
    ((142, 68, 173), "🟪"),
    ((238, 124, 20), "🟧"),
    ((130, 82, 45), "🟫"),
    ((40, 40, 40), "⬛"),
)
"""One colour a seat, each with the square emoji that names it in the caption."""
SIZE = 1280
"""Telegram keeps a photo's 1280 px side: each of the ring's boxes is 300 px, legible on a phone."""
MARGIN = 12
CELL = (SIZE - 2 * MARGIN) // 4
BOX = CELL - 10
PAD = 14
INK = (25, 25, 25)
NAME_CHARS = 12


def picture_name(name: str, seat: int) -> str:
    """A player's name as the picture can draw it: the characters its font lacks left out (the seat's
    number if nothing is left), shortened as elsewhere."""
    kept = " ".join(typeface.keep(name).split())
    return short(kept, NAME_CHARS) if kept else str(seat + 1)


def initials(names: list[str]) -> list[str]:
    """What each player's companies carry: the name's first letter, two where two players share it,
    the seat's number where even two letters are shared."""

    def cut(name: str, k: int) -> str:
        letters = [ch for ch in name if ch.isalnum()] or list(name)
        return "".join(letters[:k])[:1].upper() + "".join(letters[1:k]).lower()

    out = [cut(n, 1) for n in names]
    for k in (2, 0):
        count = Counter(out)
        out = [m if count[m] == 1 else (cut(names[x], k) if k else str(x + 1)) for x, m in enumerate(out)]
    return [m or str(s + 1) for s, m in enumerate(out)]


def slots(count: int) -> list[tuple[float, float]]:
    """Top-left corners of `count` boxes clockwise round the grid (up to 11: the ring's length)."""
    top = [(c, 0.0) for c in range(4)]
    right = [(3, 1.0), (3, 2.0)]
    bottom = [(c, 3.0) for c in range(3, -1, -1)]
    left = [(0, 1.5)]
    cells = (top + right + bottom + left)[:count]
    return [(MARGIN + 5 + c * CELL, MARGIN + 5 + r * CELL) for c, r in cells]


def _font(size: int) -> Any:
    return typeface.pillow_font(size)


def _fitted(text: str, size: int, width: float, least: int = 16) -> tuple[Any, str]:
    """The shipped font at the largest size up to `size` at which `text` (its drawable characters)
    fits `width`; cut with "…" if even `least` is too wide."""
    text = typeface.keep(text).strip()
    for px in range(size, least - 1, -2):
        if _font(px).getlength(text) <= width:
            return _font(px), text
    font = _font(least)
    while text and font.getlength(text + "…") > width:
        text = text[:-1]
    return font, text.rstrip() + "…"


def _text(
    draw: Any,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: Any,
    anchor: str = "mm",
    width: float = SIZE,
    least: int = 16,
) -> float:
    """Draws `text` fitted to `width` (no smaller than `least` px); returns the width it took."""
    font, shown = _fitted(text, size, width, least)
    if shown:
        draw.text(xy, shown, font=font, fill=fill, anchor=anchor)
    return float(font.getlength(shown))


def _wrap(text: str, size: int, width: float) -> list[str]:
    """`text` broken into lines of `width` at spaces, or anywhere in a script written without them."""
    font = _font(size)
    lines: list[str] = []
    line = ""
    for token in re.findall(r"\S+\s*|\s+", typeface.keep(text)):
        pieces = [token] if font.getlength(token) <= width else list(token)
        for piece in pieces:
            if line and font.getlength((line + piece).rstrip()) > width:
                lines.append(line.rstrip())
                line = piece.lstrip()
            else:
                line += piece
    if line.strip():
        lines.append(line.rstrip())
    return lines


def _star(draw: Any, x: float, y: float, r: float, fill: tuple[int, int, int]) -> None:
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((x + rad * math.cos(angle), y + rad * math.sin(angle)))
    draw.polygon(points, fill=fill)


def _on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Ink that reads on `colour`: white on a dark square, near-black on a light one."""
    r, g, b_ = colour
    return INK if 0.299 * r + 0.587 * g + 0.114 * b_ > 150 else (255, 255, 255)


def _company(draw: Any, left: float, top: float, side: float, c: dict[str, Any], words: dict[str, Any]) -> None:
    """One company: a square in its owner's colour with the owner's initials (grey: a free state
    company, white: a free private one); a white dot in its corner: M&T."""
    owner = c["owner"]
    free = (170, 170, 170) if c["gov"] else (255, 255, 255)
    fill = COLOURS[owner % len(COLOURS)][0] if owner >= 0 else free
    draw.rounded_rectangle((left, top, left + side, top + side), radius=6, fill=fill, outline=(50, 50, 50), width=2)
    if 0 <= owner < len(words["initials"]):
        mark = words["initials"][owner]
        _text(draw, (left + side / 2, top + side / 2), mark, int(side * 0.55), _on(fill), width=side - 6, least=10)
    if c["mt"] and owner >= 0:
        d = side * 0.28
        draw.ellipse((left + side - d - 2, top + 2, left + side - 2, top + d + 2), fill=(255, 255, 255), outline=INK)


def _industry(
    draw: Any, x: float, y: float, ind: int, view: dict[str, Any], cos: list[dict[str, Any]], words: dict[str, Any]
) -> None:
    """One box: the dice number and the price on top, the industry's short name, its profit a company,
    the crisis if any, and its companies along the bottom; gold when it is the active industry."""
    active = bool(view["ind"]) and ind == view["ind"]
    crisis = ind in words["crisis"]
    draw.rounded_rectangle(
        (x, y, x + BOX, y + BOX),
        radius=18,
        fill=(255, 236, 150) if active else (255, 255, 255),
        outline=(200, 40, 40) if crisis else ((150, 110, 0) if active else (110, 110, 110)),
        width=7 if crisis or active else 3,
    )
    inner = BOX - 2 * PAD
    used = _text(draw, (x + PAD, y + PAD - 6), words["number"][ind], 64, INK, "la", width=90)
    if ind in words["price"]:
        _text(draw, (x + BOX - PAD, y + PAD + 10), words["price"][ind], 34, (70, 70, 70), "ra", width=inner - used - 12)
    _text(draw, (x + BOX / 2, y + 112), words["ind"][ind], 42, INK, width=inner)
    gain = words["gain"][ind]
    colour = (30, 130, 50) if gain > 0 else ((200, 40, 40) if gain < 0 else (110, 110, 110))
    _text(draw, (x + BOX / 2, y + 158), words["profit"][ind], 30, colour, width=inner)
    if crisis:
        font, label = _fitted(words["crisis"][ind], 26, inner - 20)
        w = font.getlength(label)
        draw.rounded_rectangle(
            (x + BOX / 2 - w / 2 - 10, y + 180, x + BOX / 2 + w / 2 + 10, y + 212), 14, (200, 40, 40)
        )
        draw.text((x + BOX / 2, y + 196), label, font=font, fill=(255, 255, 255), anchor="mm")
    if not cos:
        return
    many = len(cos) > 5
    side, gap, per_row = (38.0, 5.0, 6) if many else (48.0, 8.0, 5)
    shown = cos[: per_row * 2]
    rows = (len(shown) + per_row - 1) // per_row
    bottom = y + BOX - PAD
    for k, c in enumerate(shown):
        row, col = divmod(k, per_row)
        in_row = min(per_row, len(shown) - row * per_row)
        left = x + BOX / 2 - (in_row * (side + gap) - gap) / 2 + col * (side + gap)
        top = bottom - (rows - row) * (side + gap) + gap
        _company(draw, left, top, side, c, words)


def _middle(draw: Any, view: dict[str, Any], words: dict[str, Any]) -> None:
    """The middle: the year (or the start) and the goal; one row a player, their initials in their
    colour as on their companies, name, stars, cash and startups; then the key."""
    left, top = MARGIN + CELL + 20, MARGIN + CELL + 16
    width = 2 * CELL - 40
    cx = left + width / 2
    _text(draw, (cx, top + 30), words["title"], 54, INK, width=width)
    _text(draw, (cx, top + 86), words["goal"], 36, (120, 85, 0), width=width)
    players = view["players"]
    legend = _wrap(words["legend"], 24, width)[:5]
    room = 2 * CELL - 32 - 124 - 30 * len(legend) - 16
    row_h = min(58.0, room / max(1, len(players)))
    side = min(44.0, row_h - 4)
    y = top + 124 + row_h / 2
    for s, p in enumerate(players):
        colour = COLOURS[s % len(COLOURS)][0]
        draw.rounded_rectangle((left, y - side / 2, left + side, y + side / 2), radius=6, fill=colour, outline=INK)
        _text(draw, (left + side / 2, y), words["initials"][s], int(side * 0.55), _on(colour), width=side - 6, least=10)
        name_w = _text(draw, (left + side + 12, y), words["names"][s], int(side * 0.8), INK, "lm", width=250)
        if p["out"]:
            draw.line((left + side + 8, y, left + side + 16 + name_w, y), fill=(120, 120, 120), width=4)
            _text(draw, (left + side + 24 + name_w, y), words["out"], int(side * 0.6), (120, 120, 120), "lm", width=180)
        else:
            x = left + side + 280
            _star(draw, x + 14, y, side * 0.36, (230, 160, 0))
            x += 32 + _text(draw, (x + 32, y), str(p["stars"]), int(side * 0.75), INK, "lm", width=60)
            x += 24 + _text(draw, (x + 24, y), words["cash"][s], int(side * 0.7), INK, "lm", width=150)
            if words["startups"][s]:
                _text(
                    draw,
                    (x + 20, y),
                    words["startups"][s],
                    int(side * 0.55),
                    (70, 70, 170),
                    "lm",
                    width=left + width - x - 20,
                )
        y += row_h
    y = MARGIN + 3 * CELL - 16 - 30 * len(legend) + 15
    for line in legend:
        _text(draw, (cx, y), line, 24, (90, 90, 90), width=width)
        y += 30


def draw_board(view: dict[str, Any], words: dict[str, Any]) -> bytes:
    """The ring of industries as a PNG (see `_industry`), the active one in gold, one in crisis framed in
    red; the track behind the boxes closes the ring; in the middle the year, the goal and the players
    (`_middle`). `words` are the face's `picture_words`."""
    from PIL import Image, ImageDraw

    img = Image.new("RGB", (SIZE, SIZE), (250, 248, 240))
    draw = ImageDraw.Draw(img)
    ring = view["ring"]
    places = slots(len(ring))
    track = (MARGIN + CELL / 2, MARGIN + CELL / 2, SIZE - MARGIN - CELL / 2, SIZE - MARGIN - CELL / 2)
    draw.rounded_rectangle(track, radius=60, outline=(210, 204, 186), width=14)
    by_ind: dict[int, list[dict[str, Any]]] = {}
    for c in view["companies"]:
        by_ind.setdefault(c["ind"], []).append(c)
    for (x, y), ind in zip(places, ring, strict=False):
        _industry(draw, x, y, ind, view, by_ind.get(ind, []), words)
    _middle(draw, view, words)
    out = io.BytesIO()
    # a fast palette and no extra compression pass: tens of KB, drawn in about a tenth of a second
    img.quantize(colors=96, method=Image.Quantize.FASTOCTREE).save(out, format="PNG")
    return out.getvalue()
