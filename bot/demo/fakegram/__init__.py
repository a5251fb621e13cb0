"""A fake Telegram Bot API server for tests that drive the real python-telegram-bot over HTTP.

    fake = FakeTelegram(group_limit=None)           # 429 after 20 sends/min per group by default
                                                     # dm_limit=1.0: ~1 send/s per private chat (burst 3)
    await fake.start()                               # fake.base_url = "http://127.0.0.1:PORT/bot"
    alice = fake.user(1, "Alice")
    fake.group(-100, "Table", members=[alice])
    app = Application.builder().token("123:ABC").base_url(fake.base_url).build()
    ...
    await fake.send(alice, "/new merit", chat=-100)  # an update; /start in private opens the DM
    lobby = await fake.wait_message(-100, contains="Lobby")
    answer = await fake.wait_answer(await fake.press(alice, lobby, text="Join"))
    assert "secret" not in fake.all_text_to(-100)
    assert fake.too_many == 0 and fake.busiest_minute(-100) <= 20

    fake.forum(-200, "Club", members=[alice]); topic = fake.new_topic(-200, "Poker")
    await fake.send(alice, "/new merit", chat=-200, thread=topic)   # message_thread_id = topic
    fake.topic_messages(-200, topic)                 # the bot's messages in that topic
    fake.fail_5xx("sendMessage", chat=-100, times=3); fake.fail_answers(); fake.expire_query(query_id)

Differences from Telegram worth knowing: text length is counted in code points; a "&" that starts
no character reference is refused under parse_mode HTML (Telegram keeps it); Markdown is not parsed;
any message a user writes in private opens the chat (like pressing Start).
"""

from .html import EntityError, parse_html
from .model import BOT_ID, BOT_USERNAME, Answer, Call, Chat, ChatStats, StoredMessage, User
from .records import FakegramTimeout
from .server import FakeTelegram

__all__ = [
    "BOT_ID",
    "BOT_USERNAME",
    "Answer",
    "Call",
    "Chat",
    "ChatStats",
    "EntityError",
    "FakeTelegram",
    "FakegramTimeout",
    "StoredMessage",
    "User",
    "parse_html",
]
