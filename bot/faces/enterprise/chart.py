"""企业: the end chart, each enterprise's cash by round, drawn with matplotlib (imported lazily)."""

from __future__ import annotations

import functools
import io
from typing import Any

from bot.faces import typeface
from bot.faces.enterprise.pieces import short
from games.enterprise.state import SYSTEMS

SYSTEM_COLOURS = {"shares": "#1f77b4", "partner": "#d62728", "coop": "#2ca02c"}
"""The end chart's colour of a round an enterprise ran under each system (grey: none)."""
CHART_FONT_FILE = typeface.FONT_FILE
"""The package's own font (`bot.faces.typeface`): the chart's words in all three languages and most
players' names."""
CHART_FAMILY = "Croupier Chart Sans"
CHART_FONTS = [CHART_FAMILY, "DejaVu Sans"]
"""The chart's font, then matplotlib's own for any other glyph it has (symbols, more Latin)."""
NONE_COLOUR = "#7f7f7f"
TEXT_PT = 11
"""Every word and number of the chart at least this size: the 6-inch figure is shown about 2.5 inches
wide on a phone."""


@functools.cache
def _glyphs() -> frozenset[int]:
    """Code points the chart's fonts draw; the shipped font is registered with matplotlib here, once
    (matplotlib imported lazily: the bot starts without it)."""
    from matplotlib import font_manager
    from matplotlib.ft2font import FT2Font

    font_manager.fontManager.addfont(str(CHART_FONT_FILE))
    have: set[int] = set()
    for family in CHART_FONTS:
        path = font_manager.findfont(font_manager.FontProperties(family=family), fallback_to_default=False)
        have |= set(FT2Font(path).get_charmap())
    return frozenset(have)


def drawable(text: str) -> bool:
    """Whether the chart's fonts have every glyph of `text` (an emoji, a rare hanzi: not; a box would show)."""
    return typeface.drawable(text, _glyphs())


def chart_name(name: str, seat: int) -> str:
    """A player's name as the chart can draw it: the characters its fonts lack left out (the seat's
    number if nothing is left), shortened as elsewhere."""
    kept = typeface.keep(name, _glyphs()).strip()
    return short(kept) if kept else str(seat + 1)


def _segments(f: dict[str, Any], rounds: int) -> list[tuple[int, int, str]]:
    """(round, cash at its end, system run in it) for the rounds known (`f`: an enterprise of the
    public view's `chart`); a snapshot from before the systems were kept colours its rounds by the
    system at the end."""
    known = f["cash_by_round"]
    first = rounds - len(known) + 1
    kept = list(f["system_by_round"])[-len(known) :] if known else []
    systems = [f["system"] or ""] * (len(known) - len(kept)) + kept
    return [(first + i, cash, systems[i]) for i, cash in enumerate(known)]


def cash_chart(view: dict[str, Any], tags: list[str], labels: dict[str, Any]) -> bytes:
    """A PNG of each enterprise's cash at the start and after every round: one line each (its own
    dash), each round's stretch coloured by the system it ran that round, its player's name at its
    end; a legend of the systems that ran. Drawn on a bare Agg canvas (no pyplot, no GUI backend)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.font_manager import FontProperties
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    _glyphs()  # the shipped font registered
    font = FontProperties(family=CHART_FONTS, size=TEXT_PT)
    fig = Figure(figsize=(6, 4.5), dpi=160)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    start, rounds, chart = view["options"]["start_cash"], view["round"], view["chart"]
    styles = ("-", "--", "-.", ":")
    ends: list[tuple[float, float, int]] = []
    ran: set[str] = set()
    for f in chart:
        segments = _segments(f, rounds)
        if not segments:
            continue
        x0, y0 = (0, start) if segments[0][0] == 1 else (segments[0][0], segments[0][1])
        for rnd, cash, system in segments:
            if rnd == x0:
                continue
            colour = SYSTEM_COLOURS.get(system, NONE_COLOUR)
            ran.add(system or "none")
            ax.plot([x0, rnd], [y0, cash], styles[f["seat"] % len(styles)], color=colour, linewidth=2.5)
            x0, y0 = rnd, cash
        ax.plot([x0], [y0], "o", color="#333333", markersize=4)
        ends.append((y0, x0, f["seat"]))
    low, high = ax.get_ylim()
    gap, last = (high - low) * 0.07, -float("inf")
    for y, x, seat in sorted(ends):  # names of lines ending together stacked, not overprinted
        last = max(y, last + gap)
        ax.annotate(
            tags[seat], (x, y), xytext=(x + 0.12, last), va="center", fontproperties=font,
            color="#222222", annotation_clip=False, parse_math=False,
        )  # fmt: skip
    if ends:  # room on the right for the longest name (a hanzi is about two letters wide)
        left, right = min(x for _, x, _ in ends if x >= 0), max(x for _, x, _ in ends)
        first = 0 if any(f["cash_by_round"] and len(f["cash_by_round"]) == rounds for f in chart) else left
        width = max(sum(2 if ord(ch) >= 0x2E80 else 1 for ch in tags[seat]) for _, _, seat in ends)
        ax.set_xlim(first - 0.2, right + 0.25 + 0.032 * width * max(right - first, 1))
        if right - first <= 12:
            ax.set_xticks(range(int(first), int(right) + 1))
    present = [s for s in (*SYSTEMS, "none") if s in ran]
    if present:
        ax.legend(
            [Line2D([], [], color=SYSTEM_COLOURS.get(s, NONE_COLOUR), linewidth=3) for s in present],
            [labels["systems"][s] for s in present],
            loc="best",
            prop=font,
        )
    ax.set_xlabel(labels["round"], fontproperties=font)
    ax.set_ylabel(labels["cash"], fontproperties=font)
    ax.tick_params(labelsize=TEXT_PT)
    if not ends or ax.get_xticks().size > 13:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # rounds are whole numbers
    sep = labels.get("thousands", ",")
    # grouped as the group's texts write sums, a true minus sign below zero («−1,000»)
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:,.0f}".replace(",", sep).replace("-", "−")))
    ax.grid(alpha=0.3)
    fig.tight_layout()
    out = io.BytesIO()
    fig.savefig(out, format="png")
    return out.getvalue()
