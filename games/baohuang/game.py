"""保皇 for five players: the contract methods and the tricks. The deal lives in `deal`, roles in `roles`,
scores in `scoring`, plays in `plays`, the AI in `ai`. Over 600 lines because it is one `Game` class
whose contract methods, trick flow and views call one another (a seat's view lists `_choices`, `legal_plays`).

Actions: `play:<code>` (see `plays`), `pass`, the role choices `ascend` `dubao` `cede` `call:<suit><rank>`
`mingdu` `qiangdu` `mingbao` `anbao` `rebel` `norebel` `ok` `kick` `nokick`, and `leave` (lianzhong's
−40 for leaving; accepted on the seat's turn). An action ending in `!` was taken on a timeout (托管):
`default_action` returns that form, and three of them in one hand lock the seat on the default action
until the hand ends (`auto_play` tells the bot to answer for it at once).

Views carry data, never text (the face words and draws them): `public_view` holds the trick table
(`table`: [seat, code]; `top`, `owner`, `turn`; the trick won last as `last_trick`), counts of 10 or
fewer (`counts`, None above), roles only once public (`emperor`, `mode`, `guard`, `rebels`, `called` as
a kind code like `H7`, `kicked`), the rules a face must word (`cede`: where and how the throne moves;
`top_card`: what a play's `O` is), the face-up card (`face_up`, a card int) and scores (`totals`,
`history`). `player_view` adds the seat's `hand` (card ints, high→low), `hand_counts`, `marks` (which
rank groups hold the 皇/保 card or the called card), `role`, `sides` as the seat knows them ("E", "R",
"?"), `ascend_as` and `choices` outside the play phase. Plays show ranks only: which copy of a 小王 was
the 保 card is never public (`best`'s 老王 and `campus`'s guard card played for its power are the
exceptions: their power shows, so they reveal the guard). `leave` is refused where leaving has no rule.

Events: a play or a pass emits none (the trick table of `public_view` shows it, so the bot can keep one
edited table message per trick); the end of a trick, role decisions, going out and results do.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache
from typing import Any, ClassVar

from games.baohuang import ai, roles, scoring
from games.baohuang.cards import (
    EMPEROR_CARD,
    GUARD_CARD,
    OLD_KING,
    RANK_NAMES,
    SMALL,
    SUIT_SYMBOLS,
    SUITS,
    THREE,
    TWO,
    build_deck,
    card_param,
    counts,
    kind_code,
    parse_kind,
)
from games.baohuang.deal import deal
from games.baohuang.plays import (
    Play,
    all_plays,
    beats,
    button_plays,
    campus_extras,
    decode,
    encode,
    iter_plays,
    parse_cards,
    violation,
)
from games.baohuang.sim import report
from games.baohuang.state import BaohuangOptions, BaohuangState
from games.baohuang.variants import Rules, rules_for
from games.base import Event, Game, GameError, Msg, Seat, place_order

PLACES = (
    "@baohuang-place-1",
    "@baohuang-place-2",
    "@baohuang-place-3",
    "@baohuang-place-4",
    "@baohuang-place-5",
)
WORDS = {
    "pass": "pass", "p": "pass", "过": "pass", "不要": "pass", "пас": "pass",
    "登基": "ascend", "独保": "dubao", "明独保": "dubao", "让": "cede", "转让": "cede", "让位": "cede",
    "明独": "mingdu", "抢独": "qiangdu", "明保": "mingbao", "暗保": "anbao", "造反": "rebel",
    "不造反": "norebel", "踢": "kick", "不踢": "nokick",
}  # fmt: skip
NAMED = frozenset((
    "ascend", "dubao", "cede", "mingdu", "qiangdu", "mingbao", "anbao", "rebel", "norebel", "ok", "kick",
    "nokick",
))  # fmt: skip
"""Actions a player may also type by name."""


def rules_of(st: BaohuangState) -> Rules:
    return rules_for(st.variant, st.bie6, st.kao, st.qiangdu)


@lru_cache(maxsize=16)
def _deck_counts(variant: str) -> tuple[int, ...]:
    return tuple(counts(build_deck(variant)))


@lru_cache(maxsize=64)
def _without_bie(rules: Rules) -> Rules:
    return replace(rules, bie=-1)


def play_params(p: Play, variant: str) -> dict[str, int | str]:
    """A play as message parameters: the ordinary cards as text, the jokers as counts the locale puts
    in words (`n`, `nb`, `nbs` count the parts before each joker kind, for the "+" between them)."""
    if p.bomb >= 0:
        cards, n = f"{SUIT_SYMBOLS[p.bomb & 3]}{RANK_NAMES[p.bomb >> 2]}×4", 4
    else:
        cards = "" if not p.n else RANK_NAMES[p.rank] if p.n == 1 else f"{RANK_NAMES[p.rank]}×{p.n}"
        n = p.n
    top = "@baohuang-top-old" if variant == "best" else "@baohuang-top-guard"
    return {
        "cards": cards,
        "n": n,
        "big": p.big,
        "small": p.small,
        "top": p.top,
        "topname": top,
        "nb": n + p.big,
        "nbs": n + p.big + p.small,
    }


class BaohuangGame(Game[BaohuangState, BaohuangOptions]):
    option_presets: ClassVar[dict[str, tuple[Any, ...]]] = {"hands": (1, 3, 5, 8)}
    id = "baohuang"
    rules_version = 2  # 2: 烤牌 allows only the listed joker equivalences; a forged leave is refused
    min_players = 5
    max_players = 5
    Options = BaohuangOptions
    State = BaohuangState
    fill_with_ai = True

    # ----- set-up and the deal ----------------------------------------------------------------------
    def setup(self, seed: str, seats: list[Seat], options: BaohuangOptions) -> tuple[BaohuangState, list[Event]]:
        st = BaohuangState(
            seed=seed,
            n=5,
            variant=options.variant,
            bie6=options.bie6,
            kao=options.kao,
            qiangdu=options.qiangdu,
            hands_total=options.hands,
        )
        events = [
            Event(
                key="baohuang-ev-match",
                params={"variant": f"@baohuang-variant-{options.variant}", "hands": options.hands},
            )
        ]
        return st, events + self._new_hand(st)

    def _new_hand(self, st: BaohuangState) -> list[Event]:
        st.hand_no += 1
        st.auto = [0] * 5
        events = [Event(key="baohuang-ev-hand", params={"hand": st.hand_no, "hands": st.hands_total})]
        return events + deal(st)

    # ----- whose move -------------------------------------------------------------------------------
    def to_act(self, state: BaohuangState) -> list[int]:
        ph = state.phase
        if ph == "throne":
            return [state.holder]
        if ph in ("declare", "kick"):
            return [s for s in range(5) if state.asked[s] and not state.answers[s]]
        if ph == "play":
            return [state.turn]
        return []

    def secret(self, state: BaohuangState, seat: int) -> bool:
        """Always: role questions are secret, and a play keyboard would show the hand to the group."""
        return True

    def leave_action(self, state: BaohuangState, seat: int) -> str | None:
        """lianzhong charges a leaver 40 points; the AI plays the rest of the hand."""
        if self.is_over(state) or state.left[seat] or not state.variant.startswith("lianzhong"):
            return None
        return "leave"

    def auto_play(self, state: BaohuangState, seat: int) -> bool:
        """Whether the seat is locked on auto-play (three timeouts this hand): the bot may apply
        `default_action` at once instead of waiting for the deadline."""
        return state.auto[seat] >= 3

    # ----- choices ----------------------------------------------------------------------------------
    def _specials(self, st: BaohuangState, seat: int) -> tuple[bool, tuple[int, ...]]:
        if st.variant != "campus":
            return False, ()
        return campus_extras(st.cards[seat], st.called, seat != st.emperor)

    def _choices(self, st: BaohuangState, seat: int) -> list[str]:
        rules = rules_of(st)
        if st.phase == "throne":
            return roles.throne_actions(st, rules)
        if st.phase == "declare":
            return roles.declare_actions(st, rules, seat)
        if st.phase == "kick":
            return ["nokick", "kick"]
        hand = st.cards[seat]
        cnt = counts(hand)
        top = decode(st.top) if st.top else None
        holds, bombs = self._specials(st, seat)
        plays = button_plays(cnt, top, rules, len(hand), holds, bombs)
        if top is None:
            if len(plays) > 12:  # keep the whole hand, the lowest ranks and the jokers
                jokers = [p for p in plays if p.rank < 0]
                plays = plays[: 12 - len(jokers)] + jokers
            return [f"play:{encode(p)}" for p in plays]
        return ["pass"] + [f"play:{encode(p)}" for p in plays[:11]]

    def legal_plays(self, state: BaohuangState, seat: int) -> list[Play]:
        """For a card builder: every (rank, count, jokers) play the seat may make now, listed as buttons
        or not; `"play:" + plays.encode(p)` is the action. Empty when it is not the seat's play turn or the
        seat is locked on auto-play (only the default is accepted then)."""
        if state.phase != "play" or seat != state.turn or self.auto_play(state, seat):
            return []
        hand = state.cards[seat]
        holds, bombs = self._specials(state, seat)
        top = decode(state.top) if state.top else None
        return all_plays(counts(hand), top, rules_of(state), len(hand), holds, bombs)

    def legal_actions(self, state: BaohuangState, seat: int) -> list[str]:
        if self.is_over(state) or seat not in self.to_act(state):
            return []
        if self.auto_play(state, seat):
            return [self._default(state, seat)]
        return self._choices(state, seat)

    def _default(self, st: BaohuangState, seat: int) -> str:
        """The 托管 answer: the first (default) role choice; the leader's lowest single card it may
        play; a follower passes."""
        if st.phase != "play":
            return "nokick" if st.phase == "kick" else self._choices(st, seat)[0]
        if st.top:
            return "pass"
        hand = st.cards[seat]
        cnt = counts(hand)
        rules = rules_of(st)
        holds, _ = self._specials(st, seat)
        for p in [Play(r, 1, 0, 0, 0) for r in range(TWO + 1)] + [Play(-1, 0, 1, 0, 0), Play(-1, 0, 0, 1, 0)]:
            if violation(p, cnt, len(hand), rules, holds) is None:
                return f"play:{encode(p)}"
        return self._choices(st, seat)[0]  # only 憋 cards left: the whole hand

    def receipt(self, event: Event) -> bool:
        return event.key == "baohuang-ev-answer"

    def default_action(self, state: BaohuangState, seat: int) -> str:
        return self._default(state, seat) + "!"

    def action_label(self, state: BaohuangState, seat: int, action: str) -> Msg:
        name, _, arg = action.rstrip("!").partition(":")
        if name == "play":
            p = decode(arg)
            if p is not None:
                return Msg(key="baohuang-act-play", params=play_params(p, state.variant))
        if name == "call":
            return Msg(key="baohuang-act-call", params={"card": _kind_param(arg)})
        return Msg(key=f"baohuang-act-{name}", params={})

    def parse_text(self, state: BaohuangState, seat: int, text: str) -> str | None:
        """`888+大`, `888+D`, `10 10`, `8x3+B`, `pass` / `过`, role words (`登基`, `暗保`, `rebel`…),
        `call ♥A` / `叫♥A`."""
        t = text.strip()
        low = t.lower()
        if low in WORDS:
            return WORDS[low]
        if low in NAMED:
            return low
        for prefix in ("call:", "call ", "叫"):
            if low.startswith(prefix):
                code = t[len(prefix) :].strip()
                for sym, letter in zip(SUIT_SYMBOLS, SUITS, strict=True):
                    code = code.replace(sym, letter)
                kind = _parse_kind_text(code)
                return None if kind is None else f"call:{kind}"
        p = parse_cards(t)
        return None if p is None else f"play:{encode(p)}"

    # ----- acting -----------------------------------------------------------------------------------
    def play(self, state: BaohuangState, seat: int, action: str) -> list[Event]:
        st = state
        if action == "leave" or action.rstrip("!") == "leave":
            if action != self.leave_action(st, seat):  # only where the rules give leaving a consequence
                raise GameError("baohuang-err-choice")
            return self._leave(st, seat)
        auto = action.endswith("!")
        action = action.rstrip("!")
        if self.auto_play(st, seat) and action != self._default(st, seat):
            raise GameError("baohuang-err-auto-locked")
        hand_no = st.hand_no
        if st.phase == "throne":
            events = self._throne(st, action)
        elif st.phase in ("declare", "kick"):
            events = self._answer(st, seat, action)
        elif action == "pass":
            events = self._pass(st, seat)
        elif action.startswith("play:"):
            events = self._play_cards(st, seat, action[5:])
        else:
            raise GameError("baohuang-err-choice")
        if auto and st.hand_no == hand_no and not self.is_over(st):
            st.auto[seat] += 1
            if st.auto[seat] == 3:
                events.append(Event(key="baohuang-ev-auto-locked", params={"player": f"#{seat}"}))
        return events

    def _leave(self, st: BaohuangState, seat: int) -> list[Event]:
        st.left[seat] = True
        penalty = -40
        st.penalty[seat] += penalty
        return [Event(key="baohuang-ev-leave", params={"player": f"#{seat}", "penalty": penalty})]

    def _throne(self, st: BaohuangState, action: str) -> list[Event]:
        rules = rules_of(st)
        events, nxt = roles.apply_throne(st, rules, action)
        if nxt == "redeal":
            return [*events, Event(key="baohuang-ev-redeal"), *deal(st)]
        if nxt == "throne":
            return events
        return events + self._after_roles(st, nxt)

    def _after_roles(self, st: BaohuangState, nxt: str) -> list[Event]:
        """Open the next role round, skipping a kick round nobody may use."""
        st.answers = [""] * 5
        if nxt == "declare":
            asked = roles.declare_seats(st)
            st.asked = [s in asked for s in range(5)]
            st.phase = "declare"
            return []
        if nxt == "kick":
            asked = roles.kick_seats(st)
            if asked:
                st.asked = [s in asked for s in range(5)]
                st.phase = "kick"
                return [Event(key="baohuang-ev-kick-round")]
        st.asked = [False] * 5
        return self._start_play(st)

    def _answer(self, st: BaohuangState, seat: int, action: str) -> list[Event]:
        if action not in self._choices(st, seat):
            raise GameError("baohuang-err-choice")
        st.answers[seat] = action
        events = [Event(key="baohuang-ev-answer", params={"choice": f"@baohuang-act-{action}"}, to=seat)]
        if any(st.asked[s] and not st.answers[s] for s in range(5)):
            return events
        rules = rules_of(st)
        if st.phase == "declare":
            events += roles.resolve_declare(st, rules)
            return events + self._after_roles(st, "kick" if rules.kick else "play")
        events += roles.resolve_kick(st)
        return events + self._after_roles(st, "play")

    def _start_play(self, st: BaohuangState) -> list[Event]:
        st.phase, st.turn, st.top, st.owner, st.passes, st.table = "play", st.emperor, "", -1, 0, []
        return [Event(key="baohuang-ev-first-lead", params={"player": f"#{st.emperor}"})]

    def _next_active(self, st: BaohuangState, seat: int) -> int:
        for k in range(1, 6):
            t = (seat + k) % 5
            if st.cards[t]:
                return t
        return seat

    def _pass(self, st: BaohuangState, seat: int) -> list[Event]:
        if not st.top:
            raise GameError("baohuang-err-must-lead")
        st.passes += 1
        st.table.append((seat, "pass"))
        events: list[Event] = []  # the trick table of `public_view` shows it
        active = sum(1 for h in st.cards if h)
        if st.passes >= active - (1 if st.cards[st.owner] else 0):
            events += self._new_trick(st)
        else:
            st.turn = self._next_active(st, seat)
        return events

    def _new_trick(self, st: BaohuangState, key: str = "baohuang-ev-trick") -> list[Event]:
        """The trick goes to its last player, who leads again, or (gone out) the next seat with cards.
        The event names the winning play; the view keeps the whole trick as `last_trick`."""
        leader = st.owner if st.cards[st.owner] else self._next_active(st, st.owner)
        params: dict[str, int | str] = {"player": f"#{st.owner}", "leader": f"#{leader}"}
        won = decode(st.top)
        if won is not None:
            params.update(play_params(won, st.variant))
        st.last_trick = st.table
        st.turn, st.top, st.passes, st.table = leader, "", 0, []
        return [Event(key=key, params=params)]

    def _play_cards(self, st: BaohuangState, seat: int, code: str) -> list[Event]:
        p = decode(code)
        if p is None:
            raise GameError("baohuang-err-bad-play")
        rules = rules_of(st)
        hand = st.cards[seat]
        cnt = counts(hand)
        holds, bombs = self._specials(st, seat)
        top = decode(st.top) if st.top else None
        if p.bomb >= 0:
            if p.bomb not in bombs:
                raise GameError("baohuang-err-not-held" if rules.bombs else "baohuang-err-bad-play")
            if top is None:
                raise GameError("baohuang-err-bomb-lead")
        else:
            why = violation(p, cnt, len(hand), rules, holds)
            if why:
                raise GameError(why, rank=RANK_NAMES[rules.bie] if rules.bie >= 0 else "")
        if top is not None and not beats(p, top, rules):
            raise GameError("baohuang-err-cannot-beat")
        taken = self._pick(st, seat, p)
        for c in taken:
            hand.remove(c)
        st.played += taken
        code = encode(p)
        st.top, st.owner, st.passes = code, seat, 0
        st.table.append((seat, code))
        events: list[Event] = []  # the trick table and the counts of `public_view` show the play
        if p.top and not st.guard_revealed and st.mode in ("apart", "hidden"):
            st.guard_revealed = True
            key = "baohuang-ev-top-alone" if st.mode == "hidden" else "baohuang-ev-top-guard"
            events.append(Event(key=key, params={"player": f"#{seat}", **play_params(p, st.variant)}))
        if not hand:
            st.finish.append(seat)
            events.append(
                Event(key="baohuang-ev-out", params={"player": f"#{seat}", "place": PLACES[len(st.finish) - 1]})
            )
            scores = scoring.decided(st)
            if scores is not None:
                return events + self._end_hand(st, scores)
        if self._unbeatable(st, p, rules):
            return events + self._new_trick(st, "baohuang-ev-unbeatable")
        st.turn = self._next_active(st, seat)
        return events

    def _pick(self, st: BaohuangState, seat: int, p: Play) -> list[int]:
        """Which cards of the hand make the play: marked and called copies only when no other will do,
        so a play never shows more than its ranks."""
        hand = st.cards[seat]
        if p.bomb >= 0:
            return [c for c in hand if c >> 2 == p.bomb]
        special = {EMPEROR_CARD, GUARD_CARD}
        guard_card = -1
        if st.variant == "campus" and st.called >= 0 and seat != st.emperor:
            guard_card = next((c for c in hand if c >> 2 == st.called), -1)
            special.add(guard_card)
        out: list[int] = []
        for rank, k in ((p.rank, p.n), (SMALL, p.small), (SMALL + 1, p.big)):
            if k:
                pool = sorted((c for c in hand if c >> 4 == rank), key=lambda c: c in special)
                out += pool[:k]
        if p.top:
            out.append(guard_card if st.variant == "campus" else OLD_KING)
        return out

    def _unbeatable(self, st: BaohuangState, p: Play, rules: Rules) -> bool:
        """Whether no hand made of the cards not yet seen could beat the play (public knowledge only),
        so the others need not pass one by one."""
        if not (rules.kao or rules.double_big or rules.top_card):
            return p.big > 0
        if p.bomb >= 0:
            return True
        pool = list(_deck_counts(st.variant))
        for c in st.played:
            pool[c >> 4] -= 1
        if rules.bombs and any(pool[r] >= 4 for r in range(THREE + 1, TWO)):
            return False  # a bomb may be out there (plays show no suits, so only ranks count)
        holds = rules.bombs and st.called >= 0 and st.mode == "apart"
        return next(iter_plays(pool, p, _without_bie(rules), 999, holds), None) is None

    def _end_hand(self, st: BaohuangState, scores: list[int]) -> list[Event]:
        events = [Event(key="baohuang-ev-hand-end", params={"hand": st.hand_no})]
        if st.mode == "apart" and not st.guard_revealed:
            events.append(Event(key="baohuang-ev-reveal-guard", params={"player": f"#{st.guard}"}))
        elif st.mode == "hidden" and not st.guard_revealed:
            events.append(Event(key="baohuang-ev-reveal-alone", params={"player": f"#{st.emperor}"}))
        for s in range(5):
            st.totals[s] += scores[s]
        for s in range(5):
            events.append(
                Event(
                    key="baohuang-ev-score",
                    params={"player": f"#{s}", "score": scores[s], "total": st.totals[s]},
                )
            )
        st.history.append(
            {
                "scores": scores,
                "emperor": st.emperor,
                "guard": st.guard,
                "mode": st.mode,
                "finish": list(st.finish),
                "mingbao": st.mingbao,
                "rebellion": st.rebellion,
                "kicked": st.kicked,
            }
        )
        st.penalty = [0] * 5
        if st.variant == "best":
            st.tribute, st.tribute_order = list(scores), scoring.full_order(st)
        if st.variant.startswith("lianzhong"):
            st.dealer = st.emperor
        if st.hand_no >= st.hands_total:
            st.phase = "over"
            st.guard_revealed = True
            return [*events, Event(key="baohuang-ev-match-end")]
        return events + self._new_hand(st)

    # ----- seeing -----------------------------------------------------------------------------------
    def public_view(self, state: BaohuangState) -> dict[str, Any]:
        """Data only (the face words and draws it): cards as ints, plays as codes, a called card as its
        kind code (`H7`)."""
        st = state
        shown = st.guard_revealed or st.mode == "open"
        return {
            "variant": st.variant,
            "options": {"bie6": st.bie6, "kao": st.kao, "qiangdu": st.qiangdu},
            "hand_no": st.hand_no,
            "hands": st.hands_total,
            "totals": list(st.totals),
            "history": list(st.history),
            "phase": st.phase,
            "to_act": self.to_act(st),
            "holder": st.holder if st.phase == "throne" else None,
            "cedes": st.cedes,
            "cede": self._cede_rule(st) if st.phase == "throne" else None,
            "bundle": len(st.bundle),
            "face_up": st.face_up if st.face_up >= 0 else None,
            "emperor": st.emperor if st.emperor >= 0 and st.phase != "throne" else None,
            "mode": st.mode if shown and st.mode else None,
            "guard": st.guard if shown and st.mode == "apart" else None,
            "called": kind_code(st.called << 2) if st.called >= 0 else None,
            "top_card": "old" if st.variant == "best" else "called" if st.variant == "campus" else None,
            "mingbao": st.mingbao,
            "rebels": list(st.rebels),
            "rebellion": st.rebellion,
            "kicked": st.kicked if st.kicked >= 0 else None,
            "turn": st.turn if st.phase == "play" else None,
            "top": st.top or None,
            "owner": st.owner if st.top else None,
            "table": [[s, code] for s, code in st.table],
            "last_trick": [[s, code] for s, code in st.last_trick],
            "counts": [len(h) if len(h) <= 10 else None for h in st.cards],
            "finish": list(st.finish),
            "auto": [a >= 3 for a in st.auto],
            "left": list(st.left),
        }

    def _cede_rule(self, st: BaohuangState) -> dict[str, Any]:
        """What ceding the throne does now (public rules, whether or not the holder may cede): `to` the
        seat it goes to, `kind` "transfer" (weihai 转让: the emperor card alone moves on, the holder
        stays the known guard) or "cede", `adds` the card it costs: "tie" (lianzhong's 贴: a 2, else the
        highest card), "two", or None."""
        rules = rules_of(st)
        adds = None
        if st.variant == "lianzhong-simple":
            adds = "tie"
        elif st.variant in ("best", "campus") and st.cedes >= 1:
            adds = "two"
        kind = "transfer" if st.variant == "weihai" else "cede"
        return {"to": (st.holder + rules.cede_step) % 5, "kind": kind, "adds": adds}

    def _ascend_as(self, st: BaohuangState, seat: int) -> str | None:
        """What 登基 makes the throne holder: "hidden" (holds the guard card too: alone in secret),
        "open" (campus with no three to call: alone, openly) or "apart" (a guard elsewhere)."""
        if st.phase != "throne" or seat != st.holder:
            return None
        if st.variant == "campus":
            return "open"
        guard_card = OLD_KING if st.variant == "best" else GUARD_CARD
        return "hidden" if guard_card in st.cards[seat] else "apart"

    def player_view(self, state: BaohuangState, seat: int) -> dict[str, Any]:
        """The public view and the seat's own: `hand` (card ints, high→low), `hand_counts` (per rank),
        `marks` ([rank, "emperor" | "guard" | "called"]: the rank groups holding a marked or the called
        card), `role`, `sides`, `choices` outside play, `ascend_as` for the throne holder."""
        st = state
        view = self.public_view(st)
        hand = st.cards[seat]
        cnt = counts(hand)
        holds_emperor = EMPEROR_CARD in hand and st.variant != "best"
        holds_guard = (GUARD_CARD in hand and st.variant in ("weihai", "lianzhong-simple")) or OLD_KING in hand
        marks: list[list[Any]] = []
        if holds_emperor:
            marks.append([EMPEROR_CARD >> 4, "emperor"])
        if GUARD_CARD in hand and st.variant in ("weihai", "lianzhong-simple"):
            marks.append([GUARD_CARD >> 4, "guard"])
        if st.called >= 0 and any(c >> 2 == st.called for c in hand):
            marks.append([st.called >> 2, "called"])
        e = st.emperor if st.phase != "throne" else -1
        if e < 0:
            role = None
        elif seat == e:
            role = "alone" if st.mode in ("open", "hidden") else "emperor"
        else:
            role = "guard" if seat == st.guard else "rebel"
        sides = roles.known_sides(st, seat) if e >= 0 else ["?"] * 5
        view.update(
            seat=seat,
            hand=list(hand),
            hand_counts=cnt,
            marks=marks,
            role=role,
            sides=sides,
            guard_known=st.guard if role and st.mode == "apart" and (seat == st.guard or st.guard_revealed) else None,
            called_kind=st.called if st.called >= 0 else None,
            holds_emperor_card=holds_emperor,
            holds_guard_card=holds_guard,
            ascend_as=self._ascend_as(st, seat),
            choices=self._choices(st, seat) if st.phase != "play" and seat in self.to_act(st) else [],
            answer=st.answers[seat] or None,
            auto_locked=self.auto_play(st, seat),
            plays=[encode(p) for p in self.legal_plays(st, seat)],
        )
        return view

    # ----- the end ----------------------------------------------------------------------------------
    def is_over(self, state: BaohuangState) -> bool:
        return state.phase == "over"

    def result(self, state: BaohuangState) -> dict[str, Any]:
        scores = list(state.totals)
        return {"scores": scores, "places": place_order(scores), "hands": state.history}

    # ----- AI and simulation ------------------------------------------------------------------------
    def ai_action(self, state: BaohuangState, seat: int, rng: random.Random) -> str:
        if self.auto_play(state, seat):
            return self.default_action(state, seat)
        return ai.choose(self.player_view(state, seat), rng)

    def sim_stats(self, state: BaohuangState) -> dict[str, Any]:
        options = {"bie6": state.bie6, "kao": state.kao, "qiangdu": state.qiangdu}
        return {
            "scores": list(state.totals),
            "hands": state.history,
            "variant": state.variant,
            "options": options,
        }

    def sim_report(self, stats: list[dict[str, Any]]) -> list[str]:
        return report(self, stats)


def _parse_kind_text(code: str) -> str | None:
    """`HA`, `h10`, `♥A` → the canonical `HA` / `HT`, or None."""
    for sym, letter in zip(SUIT_SYMBOLS, SUITS, strict=True):
        code = code.replace(sym, letter)
    kind = parse_kind(code)
    return None if kind is None else kind_code(kind << 2)


def _kind_param(code: str) -> str:
    kind = parse_kind(code)
    return "=" + code if kind is None else card_param(kind << 2)
