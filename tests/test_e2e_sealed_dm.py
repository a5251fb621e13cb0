"""What a sealed choice costs and shows, through the real stack: the press's answer names the choice at
once, the DM shows it (in place of the question, or above the next question when that follows before
the receipt went out: one edit, not two), a player who was away gets the next question as a new
message that notifies, and a press on a question whose redraw is still on its way is told so."""

from __future__ import annotations

import random

import pytest
from conftest import Harness
from driver import move_buttons, open_game, pending, pick
from pg import BOTH_BACKENDS

from bot import outbox
from bot.demo.fakegram import FakeTelegram
from bot.demo.fakegram.model import StoredMessage
from bot.outbox import HOLD
from bot.render import IN_PLACE_WINDOW

pytestmark = BOTH_BACKENDS  # SQLite and PostgreSQL (tests/pg.py)

GROUP = -100700


async def choose(h: Harness, user: object, message: StoredMessage, label: str) -> tuple[str, bool]:
    """Press the button labelled `label` without waiting for what the bot owes; the press's answer."""
    query = await h.fake.press(user, message, text=label)
    await h.app.bot_data["processor"].wait_done(h.fake.last_update_id)
    answer = await h.fake.wait_answer(query)
    return answer.text or "", answer.show_alert


def edits_to(fake: FakeTelegram, chat: int, since: int) -> list[str]:
    """The texts of the edits the bot made in a chat since request number `since`."""
    return [
        c.params.get("text", "")
        for c in list(fake.requests)[since:]
        if c.method == "editMessageText" and int(c.params.get("chat_id", 0)) == chat
    ]


async def two_presidents(h: Harness) -> tuple[object, object, int, int]:
    fake = h.fake
    ann, bob = fake.user(1, "Ann"), fake.user(2, "Bob")
    table = await open_game(h, GROUP, "management", [ann, bob], "months=2")
    await h.drained()
    return ann, bob, table.seat_of(ann.id), table.seat_of(bob.id)


async def test_the_press_answer_names_the_choice_and_the_dm_shows_it(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, _, a, _ = await two_presidents(h)
    question, _ = pending(fake, ann, a) or (None, [])
    assert question is not None
    said, alert = await choose(h, ann, question, "No raw materials")
    assert not alert and said.startswith("✓") and "No raw materials this month" in said
    await h.drained()
    shown = next(m for m in fake.messages(ann) if m.message_id == question.message_id)
    assert "No raw materials this month" in (shown.text or "")  # the question became the receipt
    assert "1 of 2" in (fake.last(GROUP).text or "")


async def test_a_receipt_not_yet_shown_goes_out_with_the_next_question(harness: Harness) -> None:
    """Edits of one message are paced; the receipt waits the longest, so when the other president
    answers at once, Ann's DM is edited once: her receipt above her next question."""
    h, fake = harness, harness.fake
    ann, bob, a, b = await two_presidents(h)
    h.svc.sender.edit_interval = 20.0  # the receipt waits; a question only a second
    ann_q, _ = pending(fake, ann, a) or (None, [])
    bob_q, _ = pending(fake, bob, b) or (None, [])
    assert ann_q is not None and bob_q is not None
    mark, ann_messages = len(fake.requests), len(fake.messages(ann))
    await choose(h, ann, ann_q, "No raw materials")
    sender = h.svc.sender
    held = [it for it in sender.queues.get(ann.id, []) if it.meta.get(HOLD)]
    assert held and not edits_to(fake, ann.id, mark)  # the receipt waits its turn (the toast has told her)
    await choose(h, bob, bob_q, "No raw materials")
    await fake.wait_for(lambda: "Production" in (fake.messages(ann)[-1].text or ""), what="Ann's next question")
    edits = edits_to(fake, ann.id, mark)
    assert len(edits) == 1, edits
    assert "No raw materials this month" in edits[0] and "Production" in edits[0]
    assert len(fake.messages(ann)) == ann_messages  # in place: she was answering a moment ago


async def test_a_player_who_was_away_gets_the_next_question_as_a_new_message(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, bob, a, b = await two_presidents(h)
    ann_q, _ = pending(fake, ann, a) or (None, [])
    assert ann_q is not None
    await choose(h, ann, ann_q, "No raw materials")
    await h.drained()
    await h.advance(IN_PLACE_WINDOW + 5)  # Ann has gone away; nothing falls due yet
    ann_messages, bob_messages = len(fake.messages(ann)), len(fake.messages(bob))
    bob_q, _ = pending(fake, bob, b) or (None, [])
    assert bob_q is not None
    await choose(h, bob, bob_q, "No raw materials")
    await h.drained()
    assert len(fake.messages(ann)) == ann_messages + 1  # a new message: it notifies her
    newest = fake.messages(ann)[-1]
    assert "Production" in (newest.text or "") and newest.buttons()
    old = next(m for m in fake.messages(ann) if m.message_id == ann_q.message_id)
    # the answered question keeps what it showed (no call to take its buttons away): they act on
    # the current question or answer where it is, never on the one answered
    assert old.message_id != newest.message_id
    assert len(fake.messages(bob)) == bob_messages  # the presser reads his next question in place
    assert "Production" in (next(m for m in fake.messages(bob) if m.message_id == bob_q.message_id).text or "")


async def test_a_press_on_a_question_whose_redraw_is_on_its_way_is_told_so(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, _, a, _ = await two_presidents(h)
    ann_q, buttons = pending(fake, ann, a) or (None, [])
    assert ann_q is not None and buttons
    h.svc.sender.paused = True  # the receipt is owed, not yet shown
    said, alert = await choose(h, ann, ann_q, "No raw materials")
    assert not alert and "No raw materials this month" in said
    query = await fake.press(ann, ann_q, data=buttons[0], strict=False)  # what her screen still shows
    answer = await fake.wait_answer(query)
    assert answer.show_alert and "already answered" in (answer.text or "")
    assert "further down" not in (answer.text or "")  # nothing is further down: this message changes
    h.svc.sender.resume()
    await h.drained()
    shown = next(m for m in fake.messages(ann) if m.message_id == ann_q.message_id)
    assert "No raw materials this month" in (shown.text or "")


async def test_a_builder_press_that_changes_nothing_costs_no_call(harness: Harness) -> None:
    h, fake = harness, harness.fake
    ann, _, a, _ = await two_presidents(h)
    ann_q, buttons = pending(fake, ann, a) or (None, [])
    assert ann_q is not None
    step = next(d for d in buttons if d.split(":", 4)[4].startswith("~b:"))
    mark = len(fake.requests)
    await h.press(ann, ann_q, data=step)
    assert len(edits_to(fake, ann.id, mark)) == 1  # one edit per builder step
    mark = len(fake.requests)
    answer = await h.press(ann, ann_q, data=step, strict=False)  # the same step again: the same draft
    assert not answer.show_alert and edits_to(fake, ann.id, mark) == []


async def test_a_player_asked_anew_while_away_costs_one_call_a_question(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann looks away after each answer: each next question is a new message (it notifies), and the
    former questions, whose buttons are out of date, do not lose them in a call each: a press there
    says where the live question is, and they go together, in one call for several."""
    h, fake = harness, harness.fake
    ann, bob, a, b = await two_presidents(h)
    table = await h.table(GROUP)
    monkeypatch.setattr(outbox, "DELETE_INTERVALS", 10**9)  # the former questions wait to go together
    h.svc.sender.edit_interval = 1e-6  # (all else at once, as in the other tests)
    rng = random.Random(4)

    def newest_question(other_than: StoredMessage) -> StoredMessage | None:
        found = pending(fake, ann, a, depth=10)
        return found[0] if found and found[0].message_id != other_than.message_id else None

    mark = len(fake.requests)
    first, _ = pending(fake, ann, a) or (None, [])
    assert first is not None
    former = [first]
    for _ in range(2):
        question = former[-1]
        asked = pending(fake, ann, a, depth=10)
        assert asked is not None
        data = pick(asked[1], rng)
        said = await fake.wait_answer(await fake.press(ann, question, data=data))
        assert not said.show_alert, said.text
        h.offset += IN_PLACE_WINDOW + 5  # Ann has gone away (nothing falls due yet)
        bob_q, bob_buttons = await fake.wait_for(  # (on a busy machine it may still be on its way)
            lambda: pending(fake, bob, b, depth=10, moves=table.state.moves[b]), what="Bob's question"
        )
        said = await fake.wait_answer(await fake.press(bob, bob_q, data=pick(bob_buttons, rng)))
        assert not said.show_alert, said.text
        asked = await fake.wait_for(
            lambda q=question: newest_question(q),
            what="Ann's next question",
        )
        former.append(asked)
    live = former.pop()
    to_ann = [c for c in list(fake.requests)[mark:] if int(c.params.get("chat_id", 0)) == ann.id]
    assert [c.method for c in to_ann].count("sendMessage") == 2  # one new message a question
    assert not [c for c in to_ann if c.method == "editMessageReplyMarkup"]  # no call to strip a former one
    answer = await fake.wait_answer(await fake.press(ann, former[0], data=pick(move_buttons(former[0], a), rng)))
    assert answer.show_alert and "further down in this chat" in (answer.text or "")  # where the live one is
    h.svc.sender.edit_interval = 0.0  # the minute is up
    h.svc.sender.resume()
    await h.drained()
    batch = [
        c for c in list(fake.requests)[mark:] if c.method == "deleteMessages" and int(c.params["chat_id"]) == ann.id
    ]
    assert len(batch) == 1 and sorted(batch[0].params["message_ids"]) == sorted(m.message_id for m in former)
    assert all(m.deleted for m in fake.messages(ann) if m.message_id in {x.message_id for x in former})
    assert not next(m for m in fake.messages(ann) if m.message_id == live.message_id).deleted
