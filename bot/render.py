"""What a step shows: the group's live table and its news, the group's turn prompt, each player's DM
for the step, the pictures, and the message and record that end a game."""

from __future__ import annotations

import hashlib
import html
import logging
from collections import defaultdict
from typing import Any

from bot import accountant
from bot.faces import face
from bot.faces.base import Ctx, Picture
from bot.messaging import MAX_CALLBACK_DATA, Keyboard, edit, keyboard, photo, send
from bot.miniapp import launch
from bot.outbox import ADOPT, ANSWER, CAPTION_LIMIT, DECOR, FINAL, HOLD, LAZY, NEWS, asks, visible_length
from bot.prompts import (
    decision_rows,
    panel_mark,
    panel_part,
    position_view,
    prompt_mark,
    prompt_row,
    prompt_slot,
    same_question,
    time_line,
)
from bot.services import Services
from bot.tables import Table
from games.base import Event, commitment
from storage.store import LoggedAction, OutRow

log = logging.getLogger(__name__)


HEAD_LINES = 40
"""The news lines a live table message keeps at its head while it is edited."""


IN_PLACE_WINDOW = 8.0
"""Seconds after a player's own move in their DM (or the game's first message to them) during which
their next question there is redrawn in place: they are still looking at that chat. Otherwise it is a
new message, because an edit never notifies (a press in the group does not count: `Table.acted_in`)."""


TURN = "turn"
"""The slot of the group's turn prompt: a short new message that mentions the player whose public
decision is asked, with its buttons; deleted when the turn passes (an edit would not notify)."""


RECENT_LINES = 5
"""The last minor events shown under them (who played what), newest last."""


def group_prompt_seat(table: Table) -> int | None:
    """The seat whose public decision is asked in the group, if any."""
    game, state = table.game, table.state
    assert state is not None
    if game.is_over(state):
        return None
    for seat in game.to_act(state):
        if not table.seats[seat].ai and not game.secret(state, seat):
            return seat
    return None


def event_lines(s: Services, table: Table, lang: str, events: list[Event]) -> list[str]:
    """The step's public events in the group's words, as the game's face tells them."""
    assert table.state is not None
    public = [e for e in events if e.to is None]
    view = table.game.public_view(table.state)
    return face(table.game.id).event_lines(view, public, Ctx(lang, table.names, s.catalog))


def group_text(s: Services, table: Table, lang: str, lines: str = "") -> str:
    """The group's picture: what just happened (`lines`, already rendered), the table, who is awaited."""
    game, state = table.game, table.state
    assert state is not None
    view = game.public_view(state)
    if table.ui.timers:  # a countdown as of this message (edits are paced: it is approximate)
        view["seconds_left"] = {k: max(0, round(at - s.clock())) for k, (at, _) in table.ui.timers.items()}
    status = face(game.id).group_status(view, Ctx(lang, table.names, s.catalog))
    parts = [lines] if lines else []
    if status:
        parts.append(status)
    if not game.is_over(state):
        to_act = game.to_act(state)
        sent = [x for x in range(state.n) if x not in to_act and game.can_act(state, x)]
        waiting = [table.names[x] for x in to_act]
        if waiting and not sent:  # once a sealed choice is in, the names would tell whose it is
            parts.append(s.t(lang, "status-waiting", names=s.catalog.join(lang, (html.escape(n) for n in waiting))))
        elif sent:  # ... except of those who were reminded already: the table may hurry them (names only)
            late = [table.names[d.seat] for d in table.deadlines if d.reminded and d.seat in to_act]
            if late:
                parts.append(s.t(lang, "status-late", names=s.catalog.join(lang, (html.escape(n) for n in late))))
    return "\n\n".join(parts)


def mention(table: Table, seat: int) -> str:
    """A player named so that Telegram tells them (a link to the user), or plainly for an AI seat."""
    info = table.seats[seat]
    name = html.escape(info.name)
    return f'<a href="tg://user?id={info.user_id}">{name}</a>' if info.user_id else name


def tells_news(table: Table, public: list[Event], lines: list[str]) -> bool:
    """Whether a step's public events are news everyone must get (a new message that notifies): some
    are news by their face (`Face.is_news`), and the face says something of them. News it tells in no
    line (a dividend of zero) has nothing to notify anyone of: the table is redrawn in place."""
    f = face(table.game.id)
    return any(f.is_news(e.key) for e in public) and any(lines)


def live_table(s: Services, table: Table, lang: str) -> tuple[str, Keyboard | None]:
    """The live table's body and the buttons any seated player may press (`Face.group_buttons`, e.g.
    a live auction's raises). A decision asked in the group has a message of its own (`turn_rows`)."""
    return group_text(s, table, lang), keyboard(open_rows(s, table, lang) + launch.table_rows(s, table, lang))


def turn_rows(
    s: Services, table: Table, lang: str, prio: int = NEWS, lines: list[str] | None = None, news: bool = False
) -> list[OutRow]:
    """The group's turn prompt: "👉 Name, your move:" with the decision's buttons, a new message that
    mentions the player, so that Telegram tells them (a mention edited into the table would not). The
    former prompt is deleted (stripped, if it told news: `Ui.turn_news`) when it is sent, or when nobody is
    asked in the group any more. Only a player who acted in the group a moment ago and is asked again
    gets it redrawn in place. `lines`: what the step did, above the new prompt (the table's redraw may
    then wait, see `render`); `news`: they are the step's news, which no new table carries."""
    seat = group_prompt_seat(table)
    shown = table.ui.turn
    if seat is None:
        if shown is None:
            return []
        table.ui.turn = None
        if table.ui.turn_news:  # it told the step's news: it stays, without its buttons
            table.ui.turn_news = False
            return [edit(table.chat_id, table.id, TURN, None, None, thread_id=table.thread_id, prio=DECOR)]
        return [OutRow(table.chat_id, "delete", {}, game_id=table.id, thread_id=table.thread_id, slot=TURN, prio=DECOR)]
    assert table.state is not None
    mark = f"{seat}:{prompt_mark(table.game, table.state, seat, {seat})}"
    if mark == shown:
        return []
    table.ui.turn = mark
    text = s.t(lang, "prompt-group", name=mention(table, seat))
    left = time_line(s, table, seat, lang)
    text += f"\n{left}" if left else ""
    markup = keyboard(decision_rows(s, table, seat, lang))
    again = shown is not None and shown.split(":", 1)[0] == str(seat)
    looking = table.acted_in.get(seat) == table.chat_id and s.clock() - table.active.get(seat, -1e9) < IN_PLACE_WINDOW
    prev = "strip" if table.ui.turn_news else "delete"
    table.ui.turn_news = news
    told = [x for x in lines or [] if x]
    if again and looking and not news:  # (news goes in a new message, which the redraw would have become)
        # what the step did goes above the mention the player is looking at, as in a new prompt: the
        # table's redraw then waits for the next moves' (one edit for both, not two)
        return [
            edit(
                table.chat_id,
                table.id,
                TURN,
                text,
                markup,
                thread_id=table.thread_id,
                lines=told,
                prio=prio,
                prev=prev,
                meta={"newest": True},
                must=told,
            )
        ]
    return [
        send(
            table.chat_id,
            text,
            markup,
            thread_id=table.thread_id,
            game_id=table.id,
            slot=TURN,
            prev=prev,
            prio=prio,
            lines=told,
        )
    ]


def open_rows(s: Services, table: Table, lang: str) -> list[list[tuple[str, str]]]:
    """The face's seatless group buttons as `o:<game>:<text>` (see `bot.play.on_open_button`); a
    button whose data would not fit Telegram's 64 bytes is left out rather than break the table."""
    assert table.state is not None
    if table.game.is_over(table.state):
        return []
    rows = []
    view = table.game.public_view(table.state)
    for row in face(table.game.id).group_buttons(view, Ctx(lang, table.names, s.catalog)):
        data = [(label, f"o:{table.id}:{text}") for label, text in row]
        fits = [(label, d) for label, d in data if len(d.encode()) <= MAX_CALLBACK_DATA]
        if fits:
            rows.append(fits)
    return rows


def table_news(
    s: Services, table: Table, lang: str, lines: list[str], prio: int = NEWS, take_over: str | None = None
) -> list[OutRow]:
    """A new live table message headed by `lines` (the former one loses its buttons). The first
    table may instead take over the lobby's message (`take_over="lobby"`): the players pressed Start
    on it and are looking at it, so one edit replaces closing the lobby and sending the table, and
    everyone who must act is told by their own question (in DM, or the table's buttons and mention)."""
    text, markup = live_table(s, table, lang)
    rows = [] if take_over is not None else news_apart(table, lines, text, prio)
    lines = [] if rows else fit_news(table, lines, text)
    table.ui.head, table.ui.recent = lines[-HEAD_LINES:], []
    pin = {}
    if table.ui.pin and not table.ui.pinned:  # the group asked (`/settings`): once a game,
        pin = {"pin": True}  # since each pin posts a line in the group (its budget counts it)
        table.ui.pinned = True
    if take_over is not None:
        return [
            edit(
                table.chat_id,
                table.id,
                "table",
                text,
                markup,
                thread_id=table.thread_id,
                lines=lines,
                prio=prio,
                meta={**pin, ADOPT: take_over, "newest": True},  # sent anew if the lobby is no longer the newest
            )
        ]
    return [
        *rows,
        send(
            table.chat_id,
            text,
            markup,
            thread_id=table.thread_id,
            game_id=table.id,
            slot="table",
            lines=lines,
            prev="strip",
            prio=prio,
            meta=pin or None,
        ),
    ]


def table_edit(
    s: Services, table: Table, lang: str, lines: list[str], prio: int = NEWS, lazy: bool = False, news: bool = False
) -> list[OutRow]:
    """The live table redrawn in place with `lines` added to its recent events (nothing if it would
    read the same). `lazy`: the step's news went out with the next turn prompt, so the redraw may wait
    (`LAZY`) and the next moves' redraws fold into it. `news`: the lines head the table from now on, as
    a new table's would (`table_news`)."""
    text, markup = live_table(s, table, lang)
    # the step's own lines, unless a turn prompt told them: a call that replaces this redraw says them
    own = [] if lazy else [x for x in lines if x]
    apart = news_apart(table, own, text, prio)
    if apart:
        own, lines = [], []
    if news:
        table.ui.head, table.ui.recent = lines[-HEAD_LINES:], []
        lines = []
    recent = (table.ui.recent + lines)[-RECENT_LINES:]
    table.ui.recent = recent
    mark = hashlib.blake2b(f"{recent}{text}{markup and markup.json}".encode(), digest_size=8).hexdigest()
    if mark == table.ui.shown:
        return apart
    # a table without buttons to press (none, or only the Mini App's link) asks nobody: its redraw may wait
    lazy = lazy or not asks(markup.json if markup else None)
    table.ui.shown = mark
    head = table.ui.head or []
    gap = [""] if head and recent else []
    return [
        *apart,
        edit(
            table.chat_id,
            table.id,
            "table",
            text,
            markup,
            thread_id=table.thread_id,
            lines=fit_news(table, head + gap + recent, text),
            prio=prio,
            meta={LAZY: True} if lazy else None,
            must=own,
        ),
    ]


def news_room(table: Table, text: str) -> int | None:
    """How many news lines fit above the table in one message of its face's `table_lines` (None: no
    limit): the table's own lines, and the blank one above it, come first."""
    limit = face(table.game.id).table_lines
    return None if limit is None else max(0, limit - (text.count("\n") + 1) - 1)


def fit_news(table: Table, lines: list[str], text: str) -> list[str]:
    """The news lines above the table that leave it within its `table_lines`, the newest kept (an empty
    line is not shown: the message joins the others). Only lines the chat has seen may be cut: a
    step's own news that would not fit goes apart (`news_apart`)."""
    room = news_room(table, text)
    if room is None:
        return lines
    shown = [x for x in lines if x]
    return shown[max(0, len(shown) - room) :] if room else []


def news_apart(table: Table, lines: list[str], text: str, prio: int) -> list[OutRow]:
    """A step's news too long to head the table (a year's end, its interest, a crisis and the cards
    drawn, all in one step) goes out whole in a message of its own, just before the table: cut to fit,
    it lost what it had to say (an «Экономикус» roll whose turn ended at once was said nowhere)."""
    told = [x for x in lines if x]
    room = news_room(table, text)
    if room is None or len(told) <= room:
        return []
    return [send(table.chat_id, "\n".join(told), thread_id=table.thread_id, game_id=table.id, prio=prio)]


async def render(
    s: Services,
    table: Table,
    events: list[Event],
    actor: int | None = None,
    prio: int = NEWS,
    take_over: str | None = None,
) -> list[OutRow]:
    """The messages a step owes: the group's live table (edited, or sent anew when the step has news
    for everyone; at the end the news goes with the result, see `final_rows`) and each player's DM
    (private events, a new question, an answered one's buttons)."""
    game, state = table.game, table.state
    assert state is not None
    rows: list[OutRow] = []
    lang = await s.chat_lang(table.chat_id)
    public = [e for e in events if e.to is None]
    f = face(game.id)
    over = game.is_over(state)
    starting = table.ui.head is None
    if not over:  # at the end the news goes with the result (`final_rows`)
        lines = event_lines(s, table, lang, public)
        news = starting or tells_news(table, public, lines)
        # a new turn prompt tells what the step did above the mention, news included (one new message
        # that notifies, not a new table and a prompt under it): the table's redraw waits, and the
        # redraws of the next moves fold into it (one edit for several moves)
        turn = turn_rows(s, table, lang, prio, lines, news=news and not starting)
        told = any(r.kind == "send" or r.body.get("lines") for r in turn)
        pictures = drawn(s, table, lang, events)
        captioned = None if starting or told or not news else news_on_picture(pictures, lines)
        if captioned is not None:
            # the step's picture (a year's board) tells its news in its caption: one new message that
            # notifies, not a new table and a picture under it; the table's redraw waits, as after a
            # turn prompt that told them, and the next moves' redraws fold into it
            pictures = captioned
            rows += table_edit(s, table, lang, lines, prio, lazy=True, news=True)
        elif news and (starting or not told):
            rows += table_news(s, table, lang, lines, prio, take_over)
        else:
            rows += table_edit(s, table, lang, lines, prio, lazy=told, news=news)
        rows += turn
        rows += picture_rows(table, pictures)
    else:
        rows += turn_rows(s, table, lang, prio)

    private: dict[int, list[Event]] = defaultdict(list)
    for e in events:
        if e.to is not None:
            private[e.to].append(e)
    waiting = set() if over else {x for x in range(state.n) if game.can_act(state, x)}
    to_act = set() if over else set(game.to_act(state))
    rows += former_panels(table)
    for seat_no, info in enumerate(table.seats):
        if info.user_id is None:
            continue
        ulang = await s.user_lang(info.user_id)
        plines = [f.private_line(e, Ctx(ulang, table.names, s.catalog)) for e in private.get(seat_no, [])]
        rows += seat_rows(s, table, seat_no, info.user_id, ulang, plines, actor, waiting, to_act, starting)
    return rows


def seat_rows(
    s: Services,
    table: Table,
    seat: int,
    user_id: int,
    lang: str,
    plines: list[str],
    actor: int | None,
    waiting: set[int],
    to_act: set[int],
    starting: bool = False,
) -> list[OutRow]:
    """What a step owes one player's DM: a new question, the answered one redrawn as their position,
    their panel redrawn, what befell them. All of it is one message (the question's slot), so what
    changes together goes out in one call. `starting`: the game's first step."""
    game, state = table.game, table.state
    assert state is not None
    info = table.seats[seat]
    key = str(seat)
    prompted = table.ui.prompted
    mark = prompt_mark(game, state, seat, to_act) if seat in waiting else ""
    over = game.is_over(state)
    # in place only where the player is looking: their DM, which they acted in a moment ago
    recent = table.acted_in.get(seat) == user_id and s.clock() - table.active.get(seat, -1e9) < IN_PLACE_WINDOW
    if not info.ai and seat in waiting and game.secret(state, seat) and prompted.get(key) != mark:
        same = same_question(prompted.get(key), mark) and actor != seat
        prompted[key] = mark
        # the presser's own next question answers them; anyone else's is news, behind answers.
        # A player who acted a moment ago is still looking at the chat: the question is redrawn in
        # place (if it is still the newest message there); one who has been away gets a new one.
        mine = actor == seat
        # a sealed choice just sent ("sent; you may change it until all are in") is the one redraw
        # that may wait its turn (edits of one DM message come a second apart): when the others
        # answer at once, the next question replaces it before it goes out, one call instead of two
        sent = mine and seat not in to_act
        return [
            prompt_row(
                s,
                table,
                seat,
                user_id,
                lang,
                plines,
                in_place=recent or same,
                newest_only=not mine and not same,
                prio=ANSWER if mine and not sent else NEWS,
                hold=sent,
                sealed=sent,
            )
        ]
    answered = key in prompted and (prompted.get(key) != mark or seat not in waiting or info.ai)
    if answered:
        del prompted[key]
    pending = key in prompted  # a question still open: a redraw of the message keeps asking it
    slot = prompt_slot(table, seat)
    shown = table.ui.dash.get(key)
    panel = panel_mark(panel_part(s, table, seat, lang))

    def redraw(lines: list[str], prio: int, meta: dict[str, Any]) -> OutRow:
        if pending:
            return prompt_row(
                s,
                table,
                seat,
                user_id,
                lang,
                lines,
                in_place=True,
                prio=prio,
                newest_only=bool(meta.get("newest")),
                hold=bool(meta.get(HOLD)),
            )
        text, markup = position_view(s, table, seat, lang)
        return edit(user_id, table.id, slot, text, markup, lines=lines, prio=prio, meta=meta, prev="strip")

    if answered and actor == seat:
        # the player who just answered reads what it did in place of the question: one edit. The
        # press's answer (a toast) has told them at once; the edit is paced like any redraw of the
        # message, so a question of theirs that comes within the second replaces it unsent
        return [redraw(plines, NEWS, {HOLD: True})]
    if (answered or shown is not None) and plines and (over or recent):
        # what befell a player whose question is over (or who keeps only their panel), in place of
        # that message (one edit instead of a new message and a stripped keyboard): at the end the
        # group's result tells everyone, and one who acted a moment ago is looking; it goes out anew
        # if the message is no longer the newest in the chat
        return [redraw(plines, NEWS, {"newest": True, HOLD: True})]
    rows: list[OutRow] = []
    if answered and panel is None and shown is None:  # a question overtaken by others' moves loses its buttons
        rows.append(edit(user_id, table.id, slot, None, None, prio=DECOR, meta={HOLD: True}))
    elif answered or panel != shown:
        # the panel changed (or came, or went): the message is redrawn, at once for its own presser
        # in this DM; for anyone else, and for a presser in the group (a bid: they are watching the
        # table, and the toast answered them), it asks nothing new, so it waits like a receipt
        # (`HOLD`), and a change that others' moves made (the cash a deposit needs came or went) waits
        # longer (`LAZY`): a question of theirs that follows takes it along. A panel's first showing
        # goes below whatever came after the player's last message
        here = actor == seat and table.acted_in.get(seat) == user_id
        prio = ANSWER if here else DECOR
        meta: dict[str, Any] = {HOLD: True} if answered or not here else {}
        if shown is None and not answered:
            meta["newest"] = True
        elif not answered and actor != seat and not pending and not over:
            meta[LAZY] = True
        rows.append(redraw([], prio, meta))
    if plines and starting and not rows:
        # what the deal gave a player not asked yet comes with their position, in the message their
        # first question will take over: they were told a moment ago, so it is redrawn in place
        table.active[seat], table.acted_in[seat] = s.clock(), user_id
        rows.append(redraw(plines, NEWS, {}))
    elif plines:
        rows.append(send(user_id, "\n\n".join(plines), game_id=table.id, prio=NEWS))
    return rows


def former_panels(table: Table) -> list[OutRow]:
    """A game from before the panel joined its player's question had a message of its own for it:
    it loses its buttons once (the panel is in the question's message from now on)."""
    old, table.ui.panel = table.ui.panel, None
    if not old:
        return []
    out = []
    for seat in old:
        info = table.seats[int(seat)]
        if info.user_id is not None:
            out.append(edit(info.user_id, table.id, f"panel:{seat}", None, None, prio=DECOR))
    return out


def drawn(s: Services, table: Table, lang: str, events: list[Event]) -> list[Picture]:
    """The pictures the face draws for this step (a board, a chart), in the group's language."""
    assert table.state is not None
    public = [e for e in events if e.to is None]
    view = table.game.public_view(table.state)
    return face(table.game.id).pictures(view, public, Ctx(lang, table.names, s.catalog))


def picture_rows(table: Table, pictures: list[Picture]) -> list[OutRow]:
    """The step's pictures, sent to the group as news."""
    chat, thread = table.chat_id, table.thread_id
    return [photo(chat, png, caption, thread_id=thread, game_id=table.id) for png, caption in pictures]


def news_on_picture(pictures: list[Picture], lines: list[str]) -> list[Picture] | None:
    """The step's pictures with its news heading the first one's caption, if a step draws one and the
    news fit the caption's limit; None otherwise (the news go in a new table, as without a picture)."""
    told = [x for x in lines if x]
    if not pictures or not told:
        return None
    (png, caption), *rest = pictures
    text = "\n".join(told) + ("\n\n" + caption if caption else "")
    if visible_length(text) > CAPTION_LIMIT:
        return None
    return [(png, text), *rest]


async def final_rows(
    s: Services, table: Table, result: dict[str, Any], events: list[Event], prio: int = NEWS
) -> list[OutRow]:
    """One message that ends the game, in place of the last live table: the last step's news, the
    result (which says all the table would), the revealed seed on one line (the reveal is public),
    and buttons for a rematch and for the record that `python -m games verify` checks (sent by DM,
    see `bot.stats.on_record_button`: the group is not handed a file nobody asked for). It is a new
    message even when the group's budget is low (`FINAL`: the end must notify); the former table
    loses its buttons, and the message pinned for the game its pin."""
    game, state = table.game, table.state
    assert state is not None
    lang = await s.chat_lang(table.chat_id)
    lines = event_lines(s, table, lang, events)
    ai = [x.user_id is None for x in table.seats]  # on a shared place people are listed first
    text = face(game.id).final(result, game.public_view(state), Ctx(lang, table.names, s.catalog, ai=ai))
    text += "\n\n" + s.t(lang, "seed-reveal", seed=table.seed)
    buttons = keyboard([[(s.t(lang, "btn-again"), f"r:{table.id}"), (s.t(lang, "btn-fairness"), f"h:{table.id}")]])
    return [
        send(
            table.chat_id,
            text,
            buttons,
            thread_id=table.thread_id,
            game_id=table.id,
            slot="table",
            lines=lines,
            prev="strip",
            prio=prio,
            meta={FINAL: True, "pin": False, "unpin": table.ui.pin},
        ),
    ]


async def game_record(
    s: Services,
    table: Table,
    result: dict[str, Any] | None,
    logged: list[LoggedAction] = [],  # noqa: B006
) -> dict[str, Any]:
    actions = await s.store.actions(table.id) + logged
    return {
        "game": table.game.id,
        "rules_version": table.game.rules_version,
        "options": table.options.model_dump(mode="json"),
        "seats": [seat.model_dump() for seat in table.engine_seats()],
        "commitment": commitment(table.seed),
        "seed": table.seed,
        "actions": [[a.seat, a.action] for a in actions],
        "result": result,
        **({"digest": table.game.digest(table.state)} if table.state is not None else {}),
        **accountant.record_marks(table, actions),
    }
