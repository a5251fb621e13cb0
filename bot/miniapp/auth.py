"""Who opened the Mini App: Telegram signs the launch data (initData) with the bot's token, and a
request counts only when that signature holds and is recent (core.telegram.org/bots/webapps,
"Validating data received via the Mini App"). Pure: the token and the clock are passed in.

The pairs are split on `&` and on each pair's first `=` before they are unquoted, so a value that
holds an encoded `&` or `=` (a name, the user's JSON) cannot split into pairs of its own."""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from urllib.parse import quote, unquote_plus

MAX_AGE = 3600.0
"""Seconds a launch's data is believed: an hour, then the app must be opened again."""
SKEW = 60.0
"""Seconds an auth_date may lie in the future (the server's clock a little behind Telegram's)."""
MAX_LENGTH = 8192
"""Characters of initData read at most (Telegram's are a few hundred)."""


class InitDataError(ValueError):
    """The initData is not Telegram's for this bot, or is too old: the request gets 401. The message
    says which check failed and holds nothing of the data."""


@dataclass(frozen=True)
class WebAppUser:
    id: int
    first_name: str
    language_code: str | None


def secret_key(token: str) -> bytes:
    """HMAC-SHA256 of the bot token keyed by "WebAppData", as Telegram derives it."""
    return hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()


def check_string(fields: dict[str, str]) -> str:
    return "\n".join(f"{k}={fields[k]}" for k in sorted(fields) if k != "hash")


def signature(fields: dict[str, str], token: str) -> str:
    return hmac.new(secret_key(token), check_string(fields).encode(), hashlib.sha256).hexdigest()


def pairs(init_data: str) -> dict[str, str]:
    """The fields, each once: split first, unquoted after."""
    out: dict[str, str] = {}
    for part in init_data.split("&"):
        if not part:
            continue
        key, eq, value = part.partition("=")
        if not eq:
            raise InitDataError("a field without '='")
        key, value = unquote_plus(key), unquote_plus(value)
        if key in out:
            raise InitDataError("a field given twice")
        out[key] = value
    return out


def validate(init_data: str, token: str, now: float, max_age: float = MAX_AGE) -> WebAppUser:
    """The user Telegram vouches for, or InitDataError."""
    if len(init_data) > MAX_LENGTH:
        raise InitDataError("too long")
    fields = pairs(init_data)
    given = fields.get("hash")
    if not given:
        raise InitDataError("no hash")
    if not hmac.compare_digest(given.encode("utf-8", "replace"), signature(fields, token).encode()):
        raise InitDataError("the hash does not match")
    try:
        auth_date = int(fields["auth_date"])
    except (KeyError, ValueError):
        raise InitDataError("no auth_date") from None
    if now - auth_date > max_age or auth_date - now > SKEW:
        raise InitDataError("expired")
    try:
        user = json.loads(fields["user"])
    except (KeyError, ValueError):
        raise InitDataError("no user") from None
    if not isinstance(user, dict) or type(user.get("id")) is not int or not isinstance(user.get("first_name"), str):
        raise InitDataError("no user")
    lang = user.get("language_code")
    return WebAppUser(user["id"], user["first_name"], lang if isinstance(lang, str) else None)


def sign(fields: dict[str, str], token: str) -> str:
    """initData as Telegram would send it for these fields (the demo's fake Telegram, and tests)."""
    data = {**fields, "hash": signature(fields, token)}
    return "&".join(f"{quote(k, safe='')}={quote(v, safe='')}" for k, v in data.items())


def launch(user: dict[str, object], token: str, auth_date: int, **extra: str) -> str:
    """Signed initData for `user` (Telegram's user object) opened at `auth_date`."""
    fields = {"auth_date": str(auth_date), "user": json.dumps(user, ensure_ascii=False, separators=(",", ":")), **extra}
    return sign(fields, token)
