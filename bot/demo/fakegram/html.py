"""Telegram-HTML parsing as the Bot API does it, so a formatting bug fails in tests, not in a group chat.

`parse_html` turns text sent with `parse_mode=HTML` into the visible text and its message entities
(offsets and lengths in UTF-16 code units, like Telegram), or raises `EntityError` with a description
worded like Telegram's (tdlib's) "can't parse entities" reasons.

Deliberately stricter than Telegram in one place: a "&" that does not start one of the supported
character references (&lt; &gt; &amp; &quot; &#NNN; &#xHH;, each ending in ";") is an error here,
because it almost always means a user-supplied string was not escaped. Telegram keeps such a "&" as is.
"""

from __future__ import annotations

from typing import Any

NAMED = {"lt": "<", "gt": ">", "amp": "&", "quot": '"'}
SPACES = " \t\n\r\f\v"

# tag -> entity type; "a", "pre", "code", "span", "tg-emoji" and "blockquote" get their details on close
TAGS = {
    "b": "bold",
    "strong": "bold",
    "i": "italic",
    "em": "italic",
    "u": "underline",
    "ins": "underline",
    "s": "strikethrough",
    "strike": "strikethrough",
    "del": "strikethrough",
    "tg-spoiler": "spoiler",
    "span": "spoiler",
    "code": "code",
    "pre": "pre",
    "a": "text_link",
    "blockquote": "blockquote",
    "tg-emoji": "custom_emoji",
}


class EntityError(ValueError):
    """Malformed Telegram HTML; str(self) is the reason after "can't parse entities: "."""


def utf16_len(text: str) -> int:
    """Length in UTF-16 code units, the unit of Telegram's entity offsets."""
    if text.isascii():
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def _byte_offset(src: str, i: int) -> int:
    return len(src[:i].encode("utf-8"))


def _decode_ref(src: str, i: int) -> tuple[str, int] | None:
    """Decode the character reference starting at src[i] == "&"; None if it is not a supported one."""
    end = src.find(";", i + 1, i + 12)
    if end < 0:
        return None
    body = src[i + 1 : end]
    if body in NAMED:
        return NAMED[body], end + 1
    if len(body) < 2 or body[0] != "#":
        return None
    digits, base = (body[2:], 16) if body[1] in "xX" else (body[1:], 10)
    try:
        code = int(digits, base) if digits.isalnum() else -1
    except ValueError:
        return None
    if not 0 < code <= 0x10FFFF or 0xD800 <= code <= 0xDFFF:
        return None
    return chr(code), end + 1


def _decode_attr(src: str, value: str, at: int) -> str:
    """Character references inside an attribute value."""
    if "&" not in value:
        return value
    out: list[str] = []
    i = 0
    while i < len(value):
        if value[i] == "&":
            ref = _decode_ref(value, i)
            if ref is None:
                raise EntityError(f'Character "&" must be escaped as "&amp;" at byte offset {at}')
            out.append(ref[0])
            i = ref[1]
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def _parse_attrs(src: str, tag: str, j: int, begin: int) -> tuple[dict[str, str], int]:
    """Attributes of a start tag from src[j]; returns them and the index after ">"."""
    n = len(src)
    attrs: dict[str, str] = {}
    while True:
        while j < n and src[j] in SPACES:
            j += 1
        if j >= n:
            raise EntityError(f"Unclosed start tag at byte offset {_byte_offset(src, begin)}")
        if src[j] == ">":
            return attrs, j + 1
        k = j
        while k < n and src[k] not in SPACES and src[k] not in "=>":
            k += 1
        name = src[j:k].lower()
        while k < n and src[k] in SPACES:
            k += 1
        if k >= n:
            raise EntityError(f"Unclosed start tag at byte offset {_byte_offset(src, begin)}")
        if src[k] != "=":
            if tag == "blockquote" and name == "expandable":
                attrs[name] = ""
                j = k
                continue
            raise EntityError(
                f'Expected equal sign in declaration of an attribute of the tag "{tag}" '
                f"at byte offset {_byte_offset(src, begin)}"
            )
        k += 1
        while k < n and src[k] in SPACES:
            k += 1
        if k >= n:
            raise EntityError(f"Unclosed start tag at byte offset {_byte_offset(src, begin)}")
        if src[k] in "\"'":
            close = src.find(src[k], k + 1)
            if close < 0:
                raise EntityError(f"Unclosed start tag at byte offset {_byte_offset(src, begin)}")
            value, j = src[k + 1 : close], close + 1
        else:
            j = k
            while j < n and src[j] not in SPACES and src[j] != ">":
                j += 1
            value = src[k:j]
        attrs[name] = _decode_attr(src, value, _byte_offset(src, begin))


def _entity(tag: str, attrs: dict[str, str], offset: int, length: int) -> dict | None:
    """The entity a closed tag makes; None for a tag that adds none (an <a> without href)."""
    kind = TAGS[tag]
    entity: dict[str, Any] = {"type": kind, "offset": offset, "length": length}
    if tag == "a":
        href = attrs.get("href", "")
        if not href:
            return None
        entity["url"] = href
    elif tag == "pre" and attrs.get("language"):
        entity["language"] = attrs["language"]
    elif tag == "blockquote" and "expandable" in attrs:
        entity["type"] = "expandable_blockquote"
    elif tag == "tg-emoji":
        entity["custom_emoji_id"] = attrs["emoji-id"]
    return entity


def parse_html(src: str) -> tuple[str, list[dict]]:
    """Visible text and entities of a Telegram-HTML string; raises EntityError when Telegram would."""
    n = len(src)
    out: list[str] = []
    pos = 0  # UTF-16 offset of the end of the visible text so far
    stack: list[tuple[str, dict[str, str], int, int]] = []  # tag, attrs, start offset, source index
    entities: list[dict] = []
    i = 0
    while i < n:
        ch = src[i]
        if ch == "&":
            ref = _decode_ref(src, i)
            if ref is None:
                raise EntityError(f'Character "&" must be escaped as "&amp;" at byte offset {_byte_offset(src, i)}')
            out.append(ref[0])
            pos += utf16_len(ref[0])
            i = ref[1]
            continue
        if ch != "<":
            lt, amp = src.find("<", i), src.find("&", i)
            stop = min(x for x in (lt, amp, n) if x >= 0)
            chunk = src[i:stop]
            out.append(chunk)
            pos += utf16_len(chunk)
            i = stop
            continue
        begin = i
        if i + 1 < n and src[i + 1] == "/":
            j = i + 2
            while j < n and src[j] not in SPACES and src[j] != ">":
                j += 1
            end_name = src[i + 2 : j].lower()
            while j < n and src[j] in SPACES:
                j += 1
            if j >= n or src[j] != ">":
                raise EntityError(f"Unclosed end tag at byte offset {_byte_offset(src, begin)}")
            if not stack:
                raise EntityError(f"Unexpected end tag at byte offset {_byte_offset(src, begin)}")
            tag, attrs, start, _ = stack.pop()
            if end_name and end_name != tag:
                raise EntityError(
                    f"Unmatched end tag at byte offset {_byte_offset(src, begin)}, "
                    f'expected "</{tag}>", found "</{end_name}>"'
                )
            if tag == "code" and stack and stack[-1][0] == "pre" and attrs.get("class", "").startswith("language-"):
                # <pre><code class="language-x"> is one pre entity with a language
                stack[-1][1].setdefault("language", attrs["class"][len("language-") :])
            elif pos > start:
                entity = _entity(tag, attrs, start, pos - start)
                if entity is not None:
                    entities.append(entity)
            i = j + 1
            continue
        j = i + 1
        while j < n and src[j] not in SPACES and src[j] != ">":
            j += 1
        if j >= n:
            raise EntityError(f"Unclosed start tag at byte offset {_byte_offset(src, begin)}")
        tag = src[i + 1 : j].lower()
        if tag not in TAGS:
            raise EntityError(f'Unsupported start tag "{tag}" at byte offset {_byte_offset(src, begin)}')
        attrs, i = _parse_attrs(src, tag, j, begin)
        if tag == "span" and attrs.get("class") != "tg-spoiler":
            raise EntityError(f'Tag "span" must have class "tg-spoiler" at byte offset {_byte_offset(src, begin)}')
        if tag == "tg-emoji" and not attrs.get("emoji-id", "").isdigit():
            raise EntityError(
                f'Tag "tg-emoji" must have a numeric attribute "emoji-id" at byte offset {_byte_offset(src, begin)}'
            )
        stack.append((tag, attrs, pos, begin))
    if stack:
        raise EntityError(f'Can\'t find end tag corresponding to start tag "{stack[-1][0]}"')
    entities.sort(key=lambda e: (e["offset"], -e["length"]))
    return "".join(out), entities
