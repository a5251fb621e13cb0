"""Builds `bot/faces/fonts/ChartSans.otf`, the end chart's font: Noto Sans CJK SC (SIL OFL 1.1) cut
down to what a chart draws — Latin, Cyrillic, the GB2312 hanzi (the 6,763 characters of everyday
simplified Chinese, so most Chinese names draw too) and the punctuation and symbols around them — and
renamed, as the OFL asks of a modified font. Run once by hand when the chart needs more:

    apt-get download fonts-noto-cjk && dpkg-deb -x fonts-noto-cjk_*.deb deb
    .venv/bin/python bench/chart_font.py deb/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

OUT = Path(__file__).resolve().parent.parent / "bot" / "faces" / "fonts" / "ChartSans.otf"
FAMILY = "Croupier Chart Sans"
SC = 2
"""Noto Sans CJK SC's index in the collection."""


def gb2312() -> set[int]:
    """Every character of GB2312 (rows 0xA1–0xF7, cells 0xA1–0xFE)."""
    out = set()
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            with contextlib.suppress(UnicodeDecodeError):  # (unassigned cells)
                out.add(ord(bytes([hi, lo]).decode("gb2312")))
    return out


def wanted() -> set[int]:
    ranges = [
        (0x20, 0x7E),  # ASCII
        (0xA0, 0x17F),  # Latin-1, Latin Extended-A
        (0x400, 0x4FF),  # Cyrillic
        (0x2000, 0x206F),  # general punctuation
        (0x2100, 0x215F),  # letterlike symbols, number forms
        (0x2190, 0x21FF),  # arrows
        (0x2200, 0x22FF),  # mathematical operators (≥, −)
        (0x3000, 0x303F),  # CJK punctuation
        (0xFF00, 0xFFEF),  # fullwidth forms
    ]
    return {c for lo, hi in ranges for c in range(lo, hi + 1)} | gb2312()


def main(source: str) -> None:
    font = TTCollection(source).fonts[SC]
    options = subset.Options()
    options.layout_features = ["kern"]
    options.hinting = False  # a chart at 100 dpi needs no hints: a smaller file
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=wanted())
    sub.subset(font)
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 16):
            record.string = FAMILY
        elif record.nameID == 4:
            record.string = FAMILY + " Regular"
        elif record.nameID in (3, 6):
            record.string = FAMILY.replace(" ", "") + "-Regular"
    if "CFF " in font:  # the CFF table names the font too
        cff = font["CFF "].cff
        cff.fontNames = [FAMILY.replace(" ", "") + "-Regular"]
        top = cff.topDictIndex[0]
        top.FullName, top.FamilyName = FAMILY + " Regular", FAMILY
    OUT.parent.mkdir(parents=True, exist_ok=True)
    font.save(OUT)
    print(OUT, OUT.stat().st_size, "bytes")


if __name__ == "__main__":
    main(sys.argv[1])
