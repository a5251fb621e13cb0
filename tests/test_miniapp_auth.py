"""The Mini App's initData check (bot/miniapp/auth.py): only Telegram's data for this bot, and recent."""

from __future__ import annotations

import hashlib
import hmac
import json
from urllib.parse import quote

import pytest

from bot.miniapp.auth import InitDataError, WebAppUser, launch, validate

TOKEN = "123456:MINIAPP-TEST"
NOW = 1_800_000_000
ALICE = {"id": 101, "first_name": "Alice", "language_code": "ru", "is_premium": True}


def telegram_signed(fields: dict[str, str], token: str) -> str:
    """Signed as Telegram's documentation spells it, written out here independently of the bot's code."""
    secret = hmac.new(b"WebAppData", token.encode(), hashlib.sha256).digest()
    check = "\n".join(f"{k}={v}" for k, v in sorted(fields.items()))
    digest = hmac.new(secret, check.encode(), hashlib.sha256).hexdigest()
    return "&".join(f"{k}={quote(v, safe='')}" for k, v in {**fields, "hash": digest}.items())


def test_telegrams_own_signature_is_accepted() -> None:
    fields = {"query_id": "AAH1", "user": json.dumps(ALICE), "auth_date": str(NOW - 10)}
    assert validate(telegram_signed(fields, TOKEN), TOKEN, NOW) == WebAppUser(101, "Alice", "ru")


def test_a_valid_launch_and_its_fields_in_any_order() -> None:
    data = launch(ALICE, TOKEN, NOW - 3599, start_param="g_abc", chat_type="group")
    parts = data.split("&")
    for order in (parts, parts[::-1], parts[2:] + parts[:2]):
        assert validate("&".join(order), TOKEN, NOW).id == 101


def test_values_holding_ampersands_and_equals_signs() -> None:
    user = {"id": 7, "first_name": "A&b=c d+e", "language_code": "en"}
    data = launch(user, TOKEN, NOW, start_param="x=1&y=2")
    assert "%26" in data and "%3D" in data
    assert validate(data, TOKEN, NOW) == WebAppUser(7, "A&b=c d+e", "en")


def test_a_tampered_field_is_refused() -> None:
    data = launch(ALICE, TOKEN, NOW)
    forged = data.replace("%22id%22%3A101", "%22id%22%3A102")
    assert forged != data
    with pytest.raises(InitDataError):
        validate(forged, TOKEN, NOW)
    with pytest.raises(InitDataError):  # a field added to signed data
        validate(data + "&start_param=g_other", TOKEN, NOW)


def test_an_hour_old_launch_is_refused() -> None:
    data = launch(ALICE, TOKEN, NOW - 3601)
    with pytest.raises(InitDataError, match="expired"):
        validate(data, TOKEN, NOW)
    with pytest.raises(InitDataError, match="expired"):  # from the future
        validate(launch(ALICE, TOKEN, NOW + 3600), TOKEN, NOW)


def test_another_bots_launch_is_refused() -> None:
    with pytest.raises(InitDataError, match="hash"):
        validate(launch(ALICE, "654321:OTHER", NOW), TOKEN, NOW)


@pytest.mark.parametrize(
    "mangle",
    [
        lambda d: "&".join(p for p in d.split("&") if not p.startswith("hash=")),  # no hash
        lambda d: d + "&hash=00",  # two hashes
        lambda d: d.replace("hash=", "hash=0"),
        lambda d: "",
        lambda d: "garbage",
    ],
)
def test_malformed_data_is_refused(mangle: object) -> None:
    assert callable(mangle)
    with pytest.raises(InitDataError):
        validate(mangle(launch(ALICE, TOKEN, NOW)), TOKEN, NOW)


def test_signed_data_without_a_user_is_refused() -> None:
    fields = {"auth_date": str(NOW), "user": json.dumps({"first_name": "x"})}
    with pytest.raises(InitDataError, match="user"):
        validate(telegram_signed(fields, TOKEN), TOKEN, NOW)
