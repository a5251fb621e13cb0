"""The per-send tag on a keyboard's buttons (bot/tags.py): within Telegram's 64 bytes, and taken off
whole before any handler reads the data."""

from __future__ import annotations

import json

from bot.messaging import keyboard
from bot.tags import split, tag_markup


def test_each_button_carries_the_rows_tag_within_64_bytes() -> None:
    long = "g:12:0:3:" + "x" * 52  # 61 bytes: no room for a tag
    markup = keyboard([[("Go", "g:12:0:3:go"), ("Long", long)], [("Site", "https://example.org/a")]])
    assert markup is not None
    tagged = json.loads(tag_markup(markup.json, 123456))["inline_keyboard"]
    datas = [b.get("callback_data") for row in tagged for b in row]
    assert datas[0] != "g:12:0:3:go" and split(datas[0]) == ("g:12:0:3:go", 123456)
    assert datas[1] == long and split(long) == (long, None)  # untagged rather than over the limit
    assert tagged[1][0] == {"text": "Site", "url": "https://example.org/a"}
    assert all(len(d.encode()) <= 64 for d in datas if d)


def test_data_without_a_tag_is_read_as_it_is() -> None:
    for data in ("l:1:join", "o:5:+1", "g:1:0:2:*abc", "st:-100:pin", "g:1:0:2:say ¦ hi"):
        assert split(data) == (data, None)
