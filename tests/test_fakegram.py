"""The fake Telegram server, driven by the real python-telegram-bot over HTTP.

Each test checks a behaviour other tests rely on: if the fake were more lenient than Telegram, a bug
would pass the bot's tests and fail in a real group chat.
"""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest
from telegram import (
    Bot,
    BotCommand,
    BotCommandScopeAllPrivateChats,
    BotCommandScopeChat,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    ReplyParameters,
    Update,
)
from telegram.error import (
    BadRequest,
    ChatMigrated,
    Conflict,
    EndPointNotFound,
    Forbidden,
    NetworkError,
    RetryAfter,
)
from telegram.ext import Application, CommandHandler, ContextTypes
from telegram.request import HTTPXRequest

from bot.demo.fakegram import BOT_ID, EntityError, FakegramTimeout, FakeTelegram, parse_html

TOKEN = "123:ABC"


class Clock:
    """A hand-moved monotonic clock for the rate limit."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def fake():
    server = FakeTelegram()
    await server.start()
    yield server
    await server.stop()


@pytest.fixture
async def bot(fake):
    async with Bot(TOKEN, base_url=fake.base_url) as b:
        yield b


@pytest.fixture
async def alice(fake):
    user = fake.user(1, "Alice", "alice")
    await fake.send(user, "/start")
    return user


def kb(*rows: list[tuple[str, str]]) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup([[InlineKeyboardButton(t, callback_data=d) for t, d in row] for row in rows])


# --- basics ---------------------------------------------------------------------------------------------


async def test_get_me_is_the_croupier_bot(fake, bot):
    me = await bot.get_me()
    assert (me.id, me.username, me.first_name, me.is_bot) == (BOT_ID, "croupier_test_bot", "Croupier", True)
    assert fake.base_url.startswith("http://127.0.0.1:") and fake.base_url.endswith("/bot")


async def test_send_message_returns_a_full_message(fake, bot, alice):
    sent = await bot.send_message(alice.id, "<b>Hi</b> there", parse_mode="HTML", reply_markup=kb([("Go", "g:1")]))
    assert sent.text == "Hi there"
    assert sent.chat.id == alice.id and sent.chat.type == "private"
    assert sent.from_user.id == BOT_ID
    assert [(e.type, e.offset, e.length) for e in sent.entities] == [("bold", 0, 2)]
    assert sent.reply_markup.inline_keyboard[0][0].callback_data == "g:1"
    stored = fake.last(alice)
    assert (stored.message_id, stored.text, stored.html) == (sent.message_id, "Hi there", "<b>Hi</b> there")
    assert fake.buttons(stored) == [("Go", "g:1")]


async def test_message_ids_count_up_per_chat(fake, bot, alice):
    fake.group(-5, "Table")
    a = await bot.send_message(alice.id, "one")
    b = await bot.send_message(alice.id, "two")
    g = await bot.send_message(-5, "group one")
    assert b.message_id == a.message_id + 1
    assert g.message_id == 1


async def test_unknown_method_is_404(fake, bot):
    with pytest.raises(EndPointNotFound):
        await bot.do_api_request("fooBar")
    async with aiohttp.ClientSession() as http, http.post(f"{fake.base_url}{TOKEN}/fooBar") as r:
        assert r.status == 404
        assert await r.json() == {"ok": False, "error_code": 404, "description": "Not Found"}


async def test_json_form_query_and_empty_bodies_are_understood(fake, alice):
    url = f"{fake.base_url}{TOKEN}"
    markup = {"inline_keyboard": [[{"text": "A", "callback_data": "a"}]]}
    async with aiohttp.ClientSession() as http:
        async with http.post(
            f"{url}/sendMessage", json={"chat_id": alice.id, "text": "json", "reply_markup": markup}
        ) as r:
            assert (await r.json())["result"]["reply_markup"] == markup
        form = {"chat_id": str(alice.id), "text": "form", "reply_markup": json.dumps(markup)}
        async with http.post(f"{url}/sendMessage", data=form) as r:
            assert (await r.json())["result"]["text"] == "form"
        async with http.get(f"{url}/sendMessage", params={"chat_id": alice.id, "text": "query"}) as r:
            assert (await r.json())["result"]["text"] == "query"
        async with http.post(f"{url}/getMe") as r:
            assert (await r.json())["result"]["username"] == "croupier_test_bot"
        async with http.post(f"{url}/sendmessage", data={"chat_id": alice.id, "text": "any case"}) as r:
            assert r.status == 200  # Bot API method names are case-insensitive
    assert [m.text for m in fake.messages(alice)] == ["json", "form", "query", "any case"]
    assert fake.last(alice).reply_markup is None


async def test_requests_are_logged_in_order_with_status(fake, bot, alice):
    await bot.send_message(alice.id, "ok")
    with pytest.raises(BadRequest):
        await bot.send_message(alice.id, "<b>bad", parse_mode="HTML")
    log = [(c.method, c.status) for c in fake.requests]
    assert log[-3:] == [("getMe", 200), ("sendMessage", 200), ("sendMessage", 400)]
    assert fake.requests[-2].params == {"chat_id": alice.id, "text": "ok"}
    assert "can't parse entities" in fake.requests[-1].description


# --- private chats --------------------------------------------------------------------------------------


async def test_bot_cannot_write_first_to_a_user(fake, bot):
    bob = fake.user(2, "Bob")
    with pytest.raises(Forbidden, match="bot can't initiate conversation with a user"):
        await bot.send_message(bob.id, "hello")
    await fake.send(bob, "/start")
    assert (await bot.send_message(bob.id, "hello")).text == "hello"


async def test_blocked_user_refuses_until_they_write_again(fake, bot, alice):
    sent = await bot.send_message(alice.id, "hi")
    fake.block(alice)
    with pytest.raises(Forbidden, match="bot was blocked by the user"):
        await bot.send_message(alice.id, "hello?")
    with pytest.raises(Forbidden, match="blocked"):
        await bot.edit_message_text("edited", alice.id, sent.message_id)
    await fake.send(alice, "/start")
    await bot.send_message(alice.id, "welcome back")


async def test_unknown_chat_is_not_found(bot):
    with pytest.raises(BadRequest, match=r"(?i)chat not found"):
        await bot.send_message(424242, "hi")


# --- text, HTML and length ------------------------------------------------------------------------------


async def test_text_limit_counts_visible_characters(fake, bot, alice):
    await bot.send_message(alice.id, "x" * 4096)
    with pytest.raises(BadRequest, match=r"(?i)message is too long"):
        await bot.send_message(alice.id, "x" * 4097)
    # tags and entities do not count: 4096 visible characters in 4096 + 7 + 4 source characters
    await bot.send_message(alice.id, "<b>" + "&lt;" + "y" * 4095 + "</b>", parse_mode="HTML")
    assert len(fake.last(alice).text) == 4096
    with pytest.raises(BadRequest, match=r"(?i)message is too long"):
        await bot.send_message(alice.id, "<i>" + "y" * 4097 + "</i>", parse_mode="HTML")


async def test_empty_and_blank_text_is_refused_and_text_is_trimmed(fake, bot, alice):
    with pytest.raises(BadRequest, match=r"(?i)message text is empty"):
        await bot.send_message(alice.id, "  \n ")
    with pytest.raises(BadRequest, match=r"(?i)message text is empty"):
        await bot.send_message(alice.id, "<b> </b>", parse_mode="HTML")
    sent = await bot.send_message(alice.id, "\n <b>bold</b> \n", parse_mode="HTML")
    assert sent.text == "bold"
    assert [(e.offset, e.length) for e in sent.entities] == [(0, 4)]


@pytest.mark.parametrize(
    "html",
    [
        "<x>bad tag</x>",
        "<b>unclosed",
        "<b>mis<i>matched</b></i>",
        "stray </b> end",
        "1 < 2",
        "AT&T",
        "&nbsp;",
        "<span>plain span</span>",
        '<a href="x>unterminated attribute</a>',
        "<b",
        "<tg-emoji>no id</tg-emoji>",
    ],
)
async def test_malformed_html_is_refused(bot, alice, html):
    with pytest.raises(BadRequest, match=r"(?i)can't parse entities"):
        await bot.send_message(alice.id, html, parse_mode="HTML")


async def test_lenient_spots_of_telegram_html_are_accepted(bot, alice):
    sent = await bot.send_message(alice.id, "a > b &#128512; <B>caps</B> <a>no href</a>", parse_mode="HTML")
    assert sent.text == "a > b 😀 caps no href"
    assert [(e.type, e.offset, e.length) for e in sent.entities] == [("bold", 9, 4)]


async def test_html_without_parse_mode_is_plain_text(bot, alice):
    sent = await bot.send_message(alice.id, "<x> & </y>")
    assert sent.text == "<x> & </y>" and not sent.entities


def test_parse_html_gives_telegram_entities():
    text, entities = parse_html(
        '😀 <b>bold <i>both</i></b> <a href="https://x.org/?a=1&amp;b=2">link</a> &lt;&#x27;&#39;&gt; '
        '<span class="tg-spoiler">s</span> <pre><code class="language-py">code</code></pre> '
        "<blockquote expandable>q</blockquote> <u>u</u><ins>i</ins><s>s</s><strike>k</strike><del>d</del>"
        "<em>e</em><strong>g</strong><code>c</code><tg-spoiler>t</tg-spoiler>"
        '<tg-emoji emoji-id="5">👍</tg-emoji>'
    )
    assert text == "😀 bold both link <''> s code q uiskdegct👍"
    got = [
        (e["type"], text_at(text, e), e.get("url") or e.get("language") or e.get("custom_emoji_id")) for e in entities
    ]
    assert got == [
        ("bold", "bold both", None),
        ("italic", "both", None),
        ("text_link", "link", "https://x.org/?a=1&b=2"),
        ("spoiler", "s", None),
        ("pre", "code", "py"),
        ("expandable_blockquote", "q", None),
        ("underline", "u", None),
        ("underline", "i", None),
        ("strikethrough", "s", None),
        ("strikethrough", "k", None),
        ("strikethrough", "d", None),
        ("italic", "e", None),
        ("bold", "g", None),
        ("code", "c", None),
        ("spoiler", "t", None),
        ("custom_emoji", "👍", "5"),
    ]


def text_at(text: str, entity: dict) -> str:
    """The slice of text an entity covers (offsets are UTF-16 code units)."""
    units = text.encode("utf-16-le")
    return units[entity["offset"] * 2 : (entity["offset"] + entity["length"]) * 2].decode("utf-16-le")


def test_parse_html_errors_read_like_telegram():
    with pytest.raises(EntityError, match='Unsupported start tag "div" at byte offset 4'):
        parse_html("abc <div>")
    with pytest.raises(EntityError, match='Can\'t find end tag corresponding to start tag "b"'):
        parse_html("<b>x")
    with pytest.raises(EntityError, match='Unmatched end tag at byte offset 11, expected "</i>", found "</b>"'):
        parse_html("<i>x<b></b></b>")
    with pytest.raises(EntityError, match="Unexpected end tag at byte offset 1"):
        parse_html("x</b>")


async def test_explicit_entities_are_kept(bot, alice):
    sent = await bot.send_message(alice.id, "hello", entities=[{"type": "bold", "offset": 0, "length": 5}])
    assert sent.entities[0].type == "bold"


# --- keyboards ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "markup",
    [
        kb([("A", "")]),
        kb([("A", "x" * 65)]),
        kb([("A", "é" * 33)]),  # 66 bytes of UTF-8 in 33 characters
        kb(*[[(str(i), str(i))] for i in range(101)]),
    ],
)
async def test_bad_callback_data_is_refused(fake, bot, alice, markup):
    with pytest.raises(BadRequest, match=r"(?i)BUTTON_DATA_INVALID"):
        await bot.send_message(alice.id, "pick", reply_markup=markup)
    assert fake.requests[-1].description == "Bad Request: BUTTON_DATA_INVALID"  # PTB lowercases it


async def test_callback_data_of_64_bytes_and_100_buttons_pass(fake, bot, alice):
    await bot.send_message(alice.id, "pick", reply_markup=kb([("A", "é" * 32)]))
    await bot.send_message(alice.id, "many", reply_markup=kb(*[[(str(i), str(i))] for i in range(100)]))
    assert len(fake.buttons(fake.last(alice))) == 100


async def test_url_buttons_are_kept(fake, bot, alice):
    markup = InlineKeyboardMarkup([[InlineKeyboardButton("Rules", url="https://example.org/r")]])
    await bot.send_message(alice.id, "see", reply_markup=markup)
    assert fake.buttons(fake.last(alice)) == [("Rules", "https://example.org/r")]


# --- edits and deletes ----------------------------------------------------------------------------------


async def test_edit_returns_the_message_and_keeps_history(fake, bot, alice):
    sent = await bot.send_message(alice.id, "v1", reply_markup=kb([("A", "a")]))
    edited = await bot.edit_message_text("<i>v2</i>", alice.id, sent.message_id, parse_mode="HTML")
    assert edited.text == "v2" and edited.edit_date is not None
    assert edited.reply_markup is None  # an edit without reply_markup removes the keyboard, as in Telegram
    stored = fake.last(alice)
    assert (stored.text, stored.html, stored.edited) == ("v2", "<i>v2</i>", 1)
    assert stored.history == [("v1", "v1", {"inline_keyboard": [[{"text": "A", "callback_data": "a"}]]})]
    again = await bot.edit_message_reply_markup(alice.id, sent.message_id, reply_markup=kb([("B", "b")]))
    assert again.reply_markup.inline_keyboard[0][0].text == "B"
    assert fake.buttons(stored) == [("B", "b")] and stored.edited == 2


async def test_identical_edit_is_not_modified(bot, alice):
    sent = await bot.send_message(alice.id, "<b>same</b>", parse_mode="HTML", reply_markup=kb([("A", "a")]))
    with pytest.raises(BadRequest, match=r"(?i)message is not modified: specified new message content"):
        await bot.edit_message_text(
            "<strong>same</strong>",
            alice.id,
            sent.message_id,
            parse_mode="HTML",
            reply_markup=kb([("A", "a")]),
        )
    with pytest.raises(BadRequest, match=r"(?i)message is not modified"):
        await bot.edit_message_reply_markup(alice.id, sent.message_id, reply_markup=kb([("A", "a")]))
    # same text, other keyboard: a real edit
    await bot.edit_message_text(
        "<b>same</b>", alice.id, sent.message_id, parse_mode="HTML", reply_markup=kb([("B", "b")])
    )


async def test_edit_of_unknown_or_deleted_message_is_not_found(fake, bot, alice):
    with pytest.raises(BadRequest, match=r"(?i)message to edit not found"):
        await bot.edit_message_text("x", alice.id, 999)
    sent = await bot.send_message(alice.id, "bye")
    assert await bot.delete_message(alice.id, sent.message_id) is True
    assert fake.messages(alice)[-1].deleted
    with pytest.raises(BadRequest, match=r"(?i)message to edit not found"):
        await bot.edit_message_text("x", alice.id, sent.message_id)
    with pytest.raises(BadRequest, match=r"(?i)message to delete not found"):
        await bot.delete_message(alice.id, sent.message_id)
    with pytest.raises(AssertionError, match="no \\(undeleted\\) message"):
        fake.last(alice)


async def test_edit_checks_html_and_length_too(bot, alice):
    sent = await bot.send_message(alice.id, "ok")
    with pytest.raises(BadRequest, match=r"(?i)can't parse entities"):
        await bot.edit_message_text("<b>x", alice.id, sent.message_id, parse_mode="HTML")
    with pytest.raises(BadRequest, match=r"(?i)message is too long"):
        await bot.edit_message_text("z" * 4097, alice.id, sent.message_id)


async def test_all_text_to_keeps_every_word_that_reached_a_chat(fake, bot, alice):
    sent = await bot.send_message(
        alice.id, "<b>hand: 7</b>", parse_mode="HTML", reply_markup=kb([("Bid", "g:1:bid:7")])
    )
    await bot.edit_message_text("hidden", alice.id, sent.message_id)
    seen = fake.all_text_to(alice)
    for word in ("hand: 7", "<b>hand: 7</b>", "Bid", "g:1:bid:7", "hidden"):
        assert word in seen
    assert "hand" not in fake.all_text_to(fake.group(-9, "Other"))


# --- groups: rate limit and migration -------------------------------------------------------------------


async def test_group_gets_429_after_the_limit_per_rolling_minute():
    clock = Clock()
    async with FakeTelegram(group_limit=3, clock=clock) as fake, Bot(TOKEN, base_url=fake.base_url) as bot:
        fake.group(-100, "Table")
        first = await bot.send_message(-100, "1")
        clock.now += 10
        await bot.send_message(-100, "2")
        await bot.send_message(-100, "3")
        await bot.edit_message_text("edits do not count", -100, first.message_id)
        with pytest.raises(RetryAfter) as caught:
            await bot.send_message(-100, "4")
        assert caught.value.retry_after in (50, 50.0) or caught.value.retry_after.total_seconds() == 50
        assert fake.requests[-1].description == "Too Many Requests: retry after 50"
        clock.now += 49.5
        with pytest.raises(RetryAfter) as caught:
            await bot.send_message(-100, "4")
        assert caught.value.retry_after in (1, 1.0) or caught.value.retry_after.total_seconds() == 1
        clock.now += 0.5
        await bot.send_message(-100, "4 at last")
        fake.user(7, "Gus")
        await fake.send(7, "/start")
        for i in range(10):  # private chats have no per-minute limit here
            await bot.send_message(7, str(i))
        assert [m.text for m in fake.messages(-100)] == ["edits do not count", "2", "3", "4 at last"]


async def test_group_limit_can_be_disabled():
    async with FakeTelegram(group_limit=None) as fake, Bot(TOKEN, base_url=fake.base_url) as bot:
        fake.group(-100, "Table")
        for i in range(30):
            await bot.send_message(-100, str(i))
        assert len(fake.messages(-100)) == 30


async def test_migrated_group_raises_chat_migrated_and_announces_it(fake, bot):
    carol = fake.user(3, "Carol")
    fake.group(-200, "Table", members=[carol])
    fake.set_admin(-200, carol, creator=True)
    new = fake.migrate(-200, -1001234)
    with pytest.raises(ChatMigrated) as caught:
        await bot.send_message(-200, "hi")
    assert caught.value.new_chat_id == -1001234
    assert fake.requests[-1].description == "Bad Request: group chat was upgraded to a supergroup chat"
    updates = await bot.get_updates()
    assert [(u.message.chat.id, u.message.migrate_to_chat_id, u.message.migrate_from_chat_id) for u in updates] == [
        (-200, -1001234, None),
        (-1001234, None, -200),
    ]
    assert updates[0].message.from_user.id == carol.id
    sent = await bot.send_message(new.id, "moved")
    assert sent.chat.type == "supergroup"
    assert (await bot.get_chat_member(new.id, carol.id)).status == "creator"


async def test_kicked_bot_is_forbidden(fake, bot):
    fake.group(-300, "Gone")
    fake.kick_bot(-300)
    with pytest.raises(Forbidden, match="bot was kicked from the group chat"):
        await bot.send_message(-300, "hi")


# --- updates --------------------------------------------------------------------------------------------


async def test_get_updates_honours_offset_and_limit(fake, bot, alice):
    ids = [await fake.send(alice, f"m{i}") for i in range(4)]  # after /start (update 1)
    first = await bot.get_updates(limit=2)
    assert [u.update_id for u in first] == [1, ids[0]]
    again = await bot.get_updates(limit=2)
    assert [u.update_id for u in again] == [1, ids[0]]  # not confirmed yet
    rest = await bot.get_updates(offset=ids[0] + 1)
    assert [u.message.text for u in rest] == ["m1", "m2", "m3"]
    assert fake.confirmed_offset == ids[0] + 1
    assert await bot.get_updates(offset=ids[-1] + 1) == ()
    assert fake.confirmed_offset == ids[-1] + 1
    assert fake.delivered_update_id == ids[-1]


async def test_long_poll_returns_at_once_or_when_an_update_arrives(fake, bot, alice):
    loop = asyncio.get_running_loop()
    start = loop.time()
    assert len(await bot.get_updates(timeout=30)) == 1  # the queued /start
    assert loop.time() - start < 1
    poll = asyncio.create_task(bot.get_updates(offset=2, timeout=30))
    await fake.wait_for(lambda: fake.polling)
    update_id = await fake.send(alice, "late")
    updates = await asyncio.wait_for(poll, 5)
    assert [u.update_id for u in updates] == [update_id]
    await fake.wait_consumed(update_id)


async def test_long_poll_times_out_empty(fake, bot):
    assert await bot.get_updates(timeout=0.2) == ()


async def test_second_poller_ends_the_first_with_conflict(fake, bot):
    async with Bot(TOKEN, base_url=fake.base_url) as other:
        first = asyncio.create_task(bot.get_updates(timeout=30))
        await fake.wait_for(lambda: fake.polling)
        await other.get_updates(timeout=0)
        with pytest.raises(Conflict, match="terminated by other getUpdates request"):
            await asyncio.wait_for(first, 5)


async def test_drop_pending_updates(fake, bot, alice):
    await fake.send(alice, "old")
    await bot.delete_webhook(drop_pending_updates=True)
    assert await bot.get_updates() == ()


async def test_commands_get_a_bot_command_entity(fake, bot, alice):
    fake.group(-400, "Table")
    await fake.send(alice, "/join@croupier_test_bot now", chat=-400)
    await fake.send(alice, "/bid_7 5")
    await fake.send(alice, "not /a command")
    updates = (await bot.get_updates())[1:]
    assert [[(e.type, e.offset, e.length) for e in u.message.entities] for u in updates] == [
        [("bot_command", 0, 23)],
        [("bot_command", 0, 6)],
        [],
    ]
    assert updates[0].message.chat.type == "group" and updates[0].message.chat.title == "Table"


async def test_privacy_mode_hides_plain_group_chatter():
    async with FakeTelegram(privacy_mode=True) as fake:
        dan = fake.user(4, "Dan")
        fake.group(-500, "Table")
        assert await fake.send(dan, "just talking", chat=-500) is None
        assert await fake.send(dan, "/play", chat=-500) is not None


# --- callback queries -----------------------------------------------------------------------------------


async def test_press_sends_the_full_message_and_answers_are_recorded(fake, bot, alice):
    await bot.send_message(
        alice.id,
        "<b>Your move</b>",
        parse_mode="HTML",
        reply_markup=kb([("Take 1", "t:1"), ("Take 2", "t:2")], [("Pass", "p")]),
    )
    message = fake.last(alice)
    offset = (await bot.get_updates())[-1].update_id + 1
    by_data = await fake.press(alice, message, data="t:2")
    by_text = await fake.press(alice, message, text="Pass")
    by_part = await fake.press(alice, message, text="1")
    updates = await bot.get_updates(offset=offset)
    queries = [u.callback_query for u in updates]
    assert [q.data for q in queries] == ["t:2", "p", "t:1"]
    assert [q.id for q in queries] == [by_data, by_text, by_part]
    q = queries[0]
    assert q.from_user.id == alice.id and q.chat_instance
    assert q.message.message_id == message.message_id and q.message.text == "Your move"
    assert q.message.entities[0].type == "bold"
    assert q.message.reply_markup.inline_keyboard[1][0].callback_data == "p"
    assert await bot.answer_callback_query(by_data, "Taken", show_alert=True) is True
    answer = await fake.wait_answer(by_data)
    assert (answer.text, answer.show_alert) == ("Taken", True)
    with pytest.raises(BadRequest, match=r"(?i)query is too old"):
        await bot.answer_callback_query(by_data, "twice")


async def test_press_of_a_missing_button_lists_the_buttons(fake, bot, alice):
    await bot.send_message(alice.id, "pick", reply_markup=kb([("Take 1", "t:1"), ("Take 2", "t:2")]))
    with pytest.raises(AssertionError, match=r"no button with text 'Fold'.*'Take 1', 't:1'"):
        await fake.press(alice, fake.last(alice), text="Fold")
    with pytest.raises(AssertionError, match="ambiguous"):
        await fake.press(alice, fake.last(alice), text="Take")
    with pytest.raises(AssertionError, match="no button with data"):
        await fake.press(alice, fake.last(alice), data="t:3")


async def test_press_of_arbitrary_data_for_stale_buttons(fake, bot, alice):
    await bot.send_message(alice.id, "pick", reply_markup=kb([("A", "a")]))
    query_id = await fake.press(alice, fake.last(alice), data="g:old:1:x", strict=False)
    updates = await bot.get_updates()
    assert updates[-1].callback_query.data == "g:old:1:x"
    assert updates[-1].callback_query.id == query_id


async def test_only_the_chat_owner_can_press_in_private(fake, bot, alice):
    eve = fake.user(5, "Eve")
    await bot.send_message(alice.id, "pick", reply_markup=kb([("A", "a")]))
    with pytest.raises(AssertionError, match="cannot see"):
        await fake.press(eve, fake.last(alice), data="a")


async def test_callback_answer_text_limit(fake, bot, alice):
    await bot.send_message(alice.id, "pick", reply_markup=kb([("A", "a")]))
    query_id = await fake.press(alice, fake.last(alice), data="a")
    with pytest.raises(BadRequest):
        await bot.answer_callback_query(query_id, "x" * 201)


# --- commands, documents, chats -------------------------------------------------------------------------


async def test_commands_are_kept_per_scope_and_language(fake, bot):
    await bot.set_my_commands([BotCommand("play", "Start a game")])
    await bot.set_my_commands([BotCommand("play", "Начать игру")], language_code="ru")
    await bot.set_my_commands([BotCommand("help", "Help")], scope=BotCommandScopeAllPrivateChats())
    assert [c.command for c in await bot.get_my_commands()] == ["play"]
    assert (await bot.get_my_commands(language_code="ru"))[0].description == "Начать игру"
    assert fake.my_commands(BotCommandScopeAllPrivateChats()) == [{"command": "help", "description": "Help"}]
    assert await bot.get_my_commands(scope=BotCommandScopeChat(-1)) == ()
    await bot.delete_my_commands(language_code="ru")
    assert await bot.get_my_commands(language_code="ru") == ()
    with pytest.raises(BadRequest, match=r"(?i)BOT_COMMAND_INVALID"):
        await bot.set_my_commands([BotCommand("Bad-Name", "x")])


async def test_send_document_records_name_and_bytes(fake, bot, alice):
    sent = await bot.send_document(
        alice.id, b"seed,actions\n1,2\n", filename="replay.csv", caption="<b>Log</b>", parse_mode="HTML"
    )
    assert sent.document.file_name == "replay.csv" and sent.document.file_size == 17
    assert sent.caption == "Log"
    stored = fake.last(alice)
    assert (stored.document_name, stored.document_bytes) == ("replay.csv", b"seed,actions\n1,2\n")
    assert "1,2" in fake.all_text_to(alice)
    with pytest.raises(BadRequest, match=r"(?i)caption is too long"):
        await bot.send_document(alice.id, b"x", filename="a.txt", caption="c" * 1025)
    again = await bot.send_document(alice.id, sent.document.file_id)
    assert fake.last(alice).document_bytes == b"seed,actions\n1,2\n" and again.document.file_name == "replay.csv"


async def test_chat_and_member_lookups(fake, bot, alice):
    bob = fake.user(2, "Bob")
    stranger = fake.user(6, "Stranger")
    fake.group(-600, "Table", members=[alice, bob])
    fake.set_admin(-600, alice, creator=True)
    fake.set_admin(-600, bob)
    chat = await bot.get_chat(-600)
    assert (chat.id, chat.title, chat.type) == (-600, "Table", "group")
    assert (await bot.get_chat(alice.id)).first_name == "Alice"
    statuses = [(await bot.get_chat_member(-600, u)).status for u in (alice.id, bob.id, stranger.id, BOT_ID)]
    assert statuses == ["creator", "administrator", "left", "member"]
    admins = await bot.get_chat_administrators(-600)
    assert [(a.user.id, a.status) for a in admins] == [(alice.id, "creator"), (bob.id, "administrator")]
    with pytest.raises(BadRequest, match=r"(?i)user not found"):
        await bot.get_chat_member(-600, 99999)
    assert await bot.send_chat_action(-600, "typing") is True


async def test_replies_need_an_existing_message(fake, bot, alice):
    fake.group(-800, "Table")
    update_id = await fake.send(alice, "/new", chat=-800)
    asked = (await bot.get_updates())[-1].message
    assert asked.message_id and fake.last_update_id == update_id
    reply = await asked.reply_text("Lobby open", do_quote=True)
    assert reply.reply_to_message.message_id == asked.message_id
    assert reply.reply_to_message.from_user.id == alice.id
    with pytest.raises(BadRequest, match=r"(?i)message to be replied not found"):
        await bot.send_message(-800, "x", reply_parameters=ReplyParameters(message_id=999))
    await bot.send_message(-800, "x", reply_parameters=ReplyParameters(999, allow_sending_without_reply=True))
    with pytest.raises(BadRequest, match=r"(?i)message can't be deleted"):
        await bot.delete_message(-800, asked.message_id)  # a user's message in a group: the bot is no admin
    fake.set_admin(-800, BOT_ID)
    assert (await bot.get_chat_member(-800, BOT_ID)).status == "administrator"
    assert await bot.delete_message(-800, asked.message_id)


async def test_malformed_entities_are_refused(bot, alice):
    with pytest.raises(BadRequest, match=r"(?i)can't parse entities"):
        await bot.do_api_request("sendMessage", {"chat_id": alice.id, "text": "hi", "entities": [{"type": "bold"}]})


async def test_record_false_keeps_only_what_benchmarks_need():
    async with FakeTelegram(record=False) as fake, Bot(TOKEN, base_url=fake.base_url) as bot:
        fake.user(9, "Fay")
        await fake.send(9, "/start")
        for i in range(60):
            sent = await bot.send_message(9, f"m{i}")
        await bot.edit_message_text("edited", 9, sent.message_id)
        assert len(fake.requests) == 50  # only the tail, for timeout messages
        assert fake.last(9).text == "edited" and fake.last(9).history == []
        assert len(fake.messages(9)) == 60
        with pytest.raises(RuntimeError):
            fake.all_text_to(9)


async def test_injected_failure_hits_the_next_matching_call(fake, bot, alice):
    fake.fail("sendMessage", 429, "Too Many Requests: retry after 3", parameters={"retry_after": 3}, chat=alice)
    with pytest.raises(RetryAfter):
        await bot.send_message(alice.id, "first")
    await bot.send_message(alice.id, "second")
    assert [m.text for m in fake.messages(alice)] == ["second"]


# --- waiting, concurrency and a real Application --------------------------------------------------------


async def test_wait_for_times_out_with_the_last_requests(fake, bot, alice):
    await bot.send_message(alice.id, "something")
    with pytest.raises(FakegramTimeout, match=r"(?s)waited 0.2s for nothing.*sendMessage"):
        await fake.wait_for(lambda: False, timeout=0.2, what="nothing")


async def test_many_concurrent_sends_and_presses(fake, alice):
    fake.group(-700, "Big")
    request = HTTPXRequest(connection_pool_size=64)
    async with Bot(TOKEN, base_url=fake.base_url, request=request) as bot:
        fake.group_limit = None
        sent = await asyncio.gather(
            *(bot.send_message(-700, f"n{i}", reply_markup=kb([("Go", f"go:{i}")])) for i in range(200))
        )
        assert sorted(m.message_id for m in sent) == list(range(1, 201))
        queries = [await fake.press(alice, m, text="Go") for m in fake.messages(-700)]
        await asyncio.gather(*(bot.answer_callback_query(q) for q in queries))
        assert all(q in fake.answers for q in queries)


async def test_application_polls_and_replies_to_start(fake):
    async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await update.effective_message.reply_html(f"Welcome, <b>{update.effective_user.first_name}</b>!")

    app = Application.builder().token(TOKEN).base_url(fake.base_url).build()
    app.add_handler(CommandHandler("start", start))
    erin = fake.user(8, "Erin")
    await app.initialize()
    await app.start()
    await app.updater.start_polling(poll_interval=0, timeout=10)
    try:
        update_id = await fake.send(erin, "/start")
        reply = await fake.wait_message(erin, contains="Welcome")
        assert reply.text == "Welcome, Erin!" and reply.html == "Welcome, <b>Erin</b>!"
        await fake.wait_consumed(update_id)
        methods = [c.method for c in fake.requests]
        assert methods[:3] == ["getMe", "deleteWebhook", "getUpdates"]
        await fake.wait_for(lambda: fake.polling)
    finally:
        await app.updater.stop()
        await app.stop()
        await app.shutdown()
    assert fake.confirmed_offset == update_id + 1  # the shutdown poll confirmed it
    # the long poll PTB cancelled on shutdown is not logged as a 409 the bot never saw
    assert all(c.status == 200 for c in fake.requests)


# --- private-chat rate limit and 429 counting -----------------------------------------------------------


def retry_seconds(error: RetryAfter) -> float:
    value = error.retry_after
    return value if isinstance(value, int | float) else value.total_seconds()


async def test_private_chat_gets_429_when_its_token_bucket_is_empty():
    clock = Clock()
    async with FakeTelegram(dm_limit=1.0, dm_burst=3, clock=clock) as fake, Bot(TOKEN, base_url=fake.base_url) as bot:
        fake.user(1, "Ann")
        fake.user(2, "Ben")
        await fake.send(1, "/start")
        await fake.send(2, "/start")
        first = await bot.send_message(1, "1")
        await bot.send_document(1, b"x", filename="a.txt")  # documents are charged too
        await bot.send_message(1, "3")
        await bot.edit_message_text("edits are free", 1, first.message_id)
        with pytest.raises(RetryAfter) as caught:
            await bot.send_message(1, "4")
        assert retry_seconds(caught.value) == 1
        assert fake.requests[-1].description == "Too Many Requests: retry after 1"
        await bot.send_message(2, "another chat has its own bucket")
        clock.now += 0.5
        with pytest.raises(RetryAfter):
            await bot.send_message(1, "4")  # half a token
        clock.now += 0.5
        await bot.send_message(1, "4 at last")
        clock.now += 100  # the bucket refills to dm_burst, no further
        for i in range(3):
            await bot.send_message(1, f"burst {i}")
        with pytest.raises(RetryAfter):
            await bot.send_message(1, "too many")
        assert fake.too_many == 3
        assert fake.too_many_calls == [("sendMessage", 1)] * 3
        assert fake.chat_stats(1).too_many == 3 and fake.chat_stats(2).too_many == 0
        assert len(fake.messages(1)) == 7


async def test_slow_private_limit_asks_for_a_longer_wait_and_can_be_switched_off():
    clock = Clock()
    async with FakeTelegram(dm_limit=0.25, dm_burst=1, clock=clock) as fake, Bot(TOKEN, base_url=fake.base_url) as bot:
        fake.user(1, "Ann")
        await fake.send(1, "/start")
        await bot.send_message(1, "one")
        clock.now += 1
        with pytest.raises(RetryAfter) as caught:
            await bot.send_message(1, "two")
        assert retry_seconds(caught.value) == 3  # 0.25 of a token back, 0.75 to go at 0.25/s
        fake.dm_limit = None
        await bot.send_message(1, "two")


async def test_private_chats_are_unlimited_by_default_and_every_429_is_counted():
    clock = Clock()
    async with FakeTelegram(group_limit=2, clock=clock) as fake, Bot(TOKEN, base_url=fake.base_url) as bot:
        fake.user(1, "Ann")
        await fake.send(1, "/start")
        fake.group(-100, "Table")
        for i in range(20):
            await bot.send_message(1, str(i))
        assert fake.too_many == 0
        await bot.send_message(-100, "a")
        await bot.send_message(-100, "b")
        with pytest.raises(RetryAfter):
            await bot.send_message(-100, "c")
        fake.fail("editMessageText", 429, "Too Many Requests: retry after 5", parameters={"retry_after": 5})
        with pytest.raises(RetryAfter):
            await bot.edit_message_text("x", 1, fake.last(1).message_id)
        assert fake.too_many == 2
        assert fake.too_many_calls == [("sendMessage", -100), ("editMessageText", 1)]
        assert (fake.chat_stats(-100).too_many, fake.chat_stats(1).too_many) == (1, 1)


# --- forum supergroups and topics -----------------------------------------------------------------------


async def test_forum_topics_are_threads_of_their_creation_message(fake, bot, alice):
    forum = fake.forum(-1001, "Club", members=[alice])
    fake.set_admin(forum, alice, creator=True)
    offset = (await bot.get_updates())[-1].update_id + 1
    poker = fake.new_topic(forum, "Poker")
    dice = fake.new_topic(forum, "Dice")
    assert (poker, dice) == (1, 2) and forum.topics == {1: "Poker", 2: "Dice"}
    assert (await bot.get_chat(-1001)).is_forum is True
    await fake.send(alice, "/new merit", chat=forum, thread=dice)
    await fake.send(alice, "in General", chat=forum)
    created, _, command, general = (u.message for u in await bot.get_updates(offset=offset))
    assert created.forum_topic_created.name == "Poker" and created.from_user.id == alice.id
    assert (created.message_thread_id, created.is_topic_message) == (poker, True)
    assert created.chat.is_forum is True
    assert (command.message_thread_id, command.is_topic_message, command.text) == (dice, True, "/new merit")
    assert command.reply_to_message.message_id == dice  # as in Telegram: the topic's root message
    assert command.reply_to_message.forum_topic_created.name == "Dice"
    assert (general.message_thread_id, general.is_topic_message, general.reply_to_message) == (None, None, None)
    with pytest.raises(AssertionError, match="no topic 9"):
        await fake.send(alice, "x", chat=forum, thread=9)


async def test_sends_go_to_a_topic_or_to_general_and_unknown_threads_are_refused(fake, bot, alice):
    forum = fake.forum(-1001, "Club", members=[alice])
    fake.group(-5, "Plain supergroup", "supergroup")
    topic = fake.new_topic(forum, "Poker")
    sent = await bot.send_message(-1001, "in the topic", message_thread_id=topic)
    assert (sent.message_thread_id, sent.is_topic_message) == (topic, True)
    assert sent.reply_to_message.message_id == topic
    doc = await bot.send_document(-1001, b"log", filename="log.txt", message_thread_id=topic)
    assert doc.message_thread_id == topic
    general = await bot.send_message(-1001, "no thread: General")
    assert (general.message_thread_id, general.is_topic_message, general.reply_to_message) == (None, None, None)
    for chat_id, thread in ((-1001, 77), (-5, 1), (alice.id, 1)):
        with pytest.raises(BadRequest, match=r"(?i)message thread not found"):
            await bot.send_message(chat_id, "x", message_thread_id=thread)
    with pytest.raises(BadRequest, match=r"(?i)message thread not found"):
        await bot.send_document(-1001, b"x", filename="x.txt", message_thread_id=77)
    assert fake.requests[-1].description == "Bad Request: message thread not found"
    assert [m.thread_id for m in fake.messages(forum)] == [topic, topic, None]
    assert [m.text for m in fake.topic_messages(forum, topic)] == ["in the topic", None]
    assert [m.text for m in fake.topic_messages(forum, None)] == ["no thread: General"]
    fake.delete_topic(forum, topic)
    with pytest.raises(BadRequest, match=r"(?i)message thread not found"):
        await bot.send_message(-1001, "gone", message_thread_id=topic)


async def test_edits_keep_the_topic_and_presses_carry_it(fake, bot, alice):
    forum = fake.forum(-1001, "Club", members=[alice])
    topic = fake.new_topic(forum, "Poker")
    sent = await bot.send_message(-1001, "v1", message_thread_id=topic, reply_markup=kb([("Go", "go")]))
    edited = await bot.edit_message_text("v2", -1001, sent.message_id, reply_markup=kb([("Go", "go")]))
    assert (edited.message_thread_id, edited.is_topic_message) == (topic, True)
    stored = fake.last(forum)
    assert (stored.thread_id, stored.text) == (topic, "v2")
    offset = (await bot.get_updates())[-1].update_id + 1
    query_id = await fake.press(alice, stored, text="Go")
    query = (await bot.get_updates(offset=offset))[-1].callback_query
    assert query.id == query_id
    assert (query.message.message_thread_id, query.message.is_topic_message) == (topic, True)
    assert query.message.chat.is_forum is True
    reply = await query.message.reply_text("answered in the same topic")  # PTB passes the thread on
    assert reply.message_thread_id == topic
    assert fake.requests[-1].params["message_thread_id"] == topic


async def test_replies_follow_the_topic_of_what_they_reply_to(fake, bot, alice):
    forum = fake.forum(-1001, "Club", members=[alice])
    topic = fake.new_topic(forum, "Poker")
    in_topic = await bot.send_message(-1001, "in topic", message_thread_id=topic)
    general = await bot.send_message(-1001, "in General")
    offset = (await bot.get_updates())[-1].update_id + 1
    await fake.send(alice, "reply in topic", chat=forum, reply_to=fake.messages(forum)[0])
    await fake.send(alice, "reply in General", chat=forum, reply_to=fake.messages(forum)[1])
    a, b = (u.message for u in await bot.get_updates(offset=offset))
    assert (a.message_thread_id, a.is_topic_message, a.reply_to_message.message_id) == (
        topic,
        True,
        in_topic.message_id,
    )
    # a reply in General carries the id of the reply chain as its thread, but is no topic message
    assert (b.message_thread_id, b.is_topic_message) == (general.message_id, None)
    back = await b.reply_text("PTB leaves the thread out")
    assert back.message_thread_id is None and "message_thread_id" not in fake.requests[-1].params
    with pytest.raises(BadRequest, match=r"(?i)message thread not found"):
        await bot.send_message(-1001, "naive", message_thread_id=b.message_thread_id)
    answer = await bot.send_message(-1001, "reply", reply_parameters=ReplyParameters(in_topic.message_id))
    assert answer.message_thread_id == topic  # a reply lands in the topic of the message it replies to


async def test_wait_message_can_wait_in_one_topic(fake, bot, alice):
    forum = fake.forum(-1001, "Club", members=[alice])
    topic = fake.new_topic(forum, "Poker")
    await bot.send_message(-1001, "General news")
    await bot.send_message(-1001, "topic news", message_thread_id=topic)
    assert (await fake.wait_message(forum, contains="news")).text == "General news"
    assert (await fake.wait_message(forum, contains="news", thread=topic)).text == "topic news"
    assert (await fake.wait_message(forum, thread=None)).text == "General news"
    with pytest.raises(FakegramTimeout, match=r"topic 1"):
        await fake.wait_message(forum, contains="General", thread=topic, timeout=0.1)


# --- fault helpers --------------------------------------------------------------------------------------


async def test_fail_5xx_makes_a_burst_of_server_errors_for_one_chat(fake, bot, alice):
    fake.group(-100, "Table")
    fake.fail_5xx("sendMessage", chat=-100, times=3)
    for _ in range(3):
        with pytest.raises(NetworkError, match="Bad Gateway") as caught:
            await bot.send_message(-100, "lost")
        assert not isinstance(caught.value, BadRequest)
        await bot.send_message(alice.id, "other chats are fine")
    await bot.send_message(-100, "through")
    assert [(c.status, c.description) for c in fake.requests if c.params.get("chat_id") == -100] == [
        (502, "Bad Gateway")
    ] * 3 + [(200, None)]
    assert [m.text for m in fake.messages(-100)] == ["through"]
    fake.fail_5xx("editMessageText", times=1, code=503)
    with pytest.raises(NetworkError, match="Service Unavailable"):
        await bot.edit_message_text("x", -100, fake.last(-100).message_id)
    with pytest.raises(ValueError):
        fake.fail_5xx("sendMessage", code=418)


async def test_answers_can_be_made_too_old(fake, bot, alice):
    await bot.send_message(alice.id, "pick", reply_markup=kb([("A", "a")]))
    first = await fake.press(alice, fake.last(alice), data="a")
    second = await fake.press(alice, fake.last(alice), data="a")
    third = await fake.press(alice, fake.last(alice), data="a")
    fake.fail_answers(times=1)
    too_old = r"(?i)query is too old and response timeout expired or query ID is invalid"
    with pytest.raises(BadRequest, match=too_old):
        await bot.answer_callback_query(first, "late")
    with pytest.raises(BadRequest, match=too_old):
        await bot.answer_callback_query(first, "retry")  # that press stays too old
    assert fake.requests[-1].description == (
        "Bad Request: query is too old and response timeout expired or query ID is invalid"
    )
    assert await bot.answer_callback_query(second, "fine") is True
    fake.expire_query(third)
    with pytest.raises(BadRequest, match=too_old):
        await bot.answer_callback_query(third)
    assert list(fake.answers) == [second]


# --- per-chat counts ------------------------------------------------------------------------------------


async def test_chat_stats_count_new_messages_edits_and_429s():
    clock = Clock()
    async with (
        FakeTelegram(group_limit=3, clock=clock, record=False) as fake,
        Bot(TOKEN, base_url=fake.base_url) as bot,
    ):
        fake.group(-100, "Table")
        fake.user(1, "Ann")
        await fake.send(1, "/start")
        first = await bot.send_message(-100, "1")
        await bot.send_document(-100, b"x", filename="x.txt")
        await bot.edit_message_text("1'", -100, first.message_id)
        await bot.edit_message_reply_markup(-100, first.message_id, reply_markup=kb([("A", "a")]))
        with pytest.raises(BadRequest):
            await bot.edit_message_text("1'", -100, first.message_id, reply_markup=kb([("A", "a")]))
        with pytest.raises(BadRequest):
            await bot.send_message(-100, "<b>", parse_mode="HTML")
        await bot.send_message(-100, "3")
        with pytest.raises(RetryAfter):
            await bot.send_message(-100, "4")
        await bot.send_message(1, "dm")
        stats = fake.chat_stats(-100)
        assert (stats.new, stats.edits, stats.too_many, stats.sent_at) == (3, 2, 1, [1000.0] * 3)
        assert (fake.chat_stats(1).new, fake.chat_stats(1).edits) == (1, 0)
        assert (fake.chat_stats(-999).new, fake.busiest_minute(-999)) == (0, 0)


async def test_busiest_minute_is_a_sliding_60_second_window():
    clock = Clock()
    async with FakeTelegram(group_limit=None, clock=clock) as fake, Bot(TOKEN, base_url=fake.base_url) as bot:
        fake.group(-100, "Table")
        fake.group(-200, "Other")
        for t in (0, 10, 20, 59.9, 60, 61, 62, 200):
            clock.now = 1000 + t
            await bot.send_message(-100, f"at {t}")
        await bot.send_message(-200, "once")
        # 10..62 holds six sends (10, 20, 59.9, 60, 61, 62); 0 and 60 are a full minute apart
        assert fake.busiest_minute(-100) == 6
        assert fake.busiest_minute(-200) == 1
        assert fake.chat_stats(-100).sent_at[:2] == [1000.0, 1010.0]
