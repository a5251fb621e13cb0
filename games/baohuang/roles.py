"""Who is emperor, guard and rebel: the throne question, the secret declarations and 踢, per variant.

Phases: `throne` (the emperor-card holder, or `best`'s qualification holder, ascends, cedes, goes alone
or calls a guard), `declare` (every asked seat answers at once and in secret, so neither the keyboard
nor the timing shows who the guard is), `kick` (weihai), then play.
"""

from __future__ import annotations

from collections import Counter

from games.baohuang.cards import EMPEROR_CARD, GUARD_CARD, OLD_KING, SMALL, THREE, TWO, card_param, kind_code
from games.baohuang.state import BaohuangState
from games.baohuang.variants import Rules
from games.base import Event, GameError


def seat_of(st: BaohuangState, c: int) -> int:
    return next((s for s in range(5) if c in st.cards[s]), -1)


def callable_kinds(st: BaohuangState, seat: int) -> list[int]:
    """Card kinds the seat may call as guard: three held (classic also four: 暗独保; campus not 3 or 2)."""
    held = Counter(c >> 2 for c in st.cards[seat] if c >> 4 < SMALL)
    if st.variant == "campus":
        return sorted(k for k, n in held.items() if n == 3 and (k >> 2) not in (THREE, TWO))
    return sorted(k for k, n in held.items() if n >= 3)


def _has_two(st: BaohuangState, seat: int) -> bool:
    return any(c >> 4 == TWO for c in st.cards[seat])


def throne_actions(st: BaohuangState, rules: Rules) -> list[str]:
    """The throne holder's choices, the default first."""
    h, v = st.holder, st.variant
    both = GUARD_CARD in st.cards[h]
    if v == "weihai":
        return ["ascend", "dubao", "cede"] if both else ["ascend"]
    if v == "lianzhong-simple":
        return ["ascend", "dubao", "cede"] if both else ["ascend", "cede"]
    calls = [f"call:{kind_code(k << 2)}" for k in callable_kinds(st, h)]
    may_cede = st.cedes == 0 or _has_two(st, h)
    if v == "lianzhong-classic":
        return calls + (["cede"] if st.cedes < rules.max_cedes else []) + ["dubao"]
    if v == "best":
        return ["ascend"] + (["cede"] if may_cede else [])
    return (calls or ["ascend"]) + (["cede"] if may_cede else [])  # campus


def _tie_card(st: BaohuangState, seat: int) -> int:
    """lianzhong's 贴: a 2, else the highest card that is not a joker."""
    return next(c for c in st.cards[seat] if c >> 4 < SMALL)


def _take_bundle(st: BaohuangState, seat: int) -> None:
    if st.bundle:
        st.cards[seat] += st.bundle
        st.cards[seat].sort(reverse=True)
        st.bundle = []


def apply_throne(st: BaohuangState, rules: Rules, action: str) -> tuple[list[Event], str]:
    """Apply a throne choice. Returns the events and what comes next: "throne" (a cede: the next holder
    decides), "declare", "kick", "play" or "redeal"."""
    h, v = st.holder, st.variant
    if action not in throne_actions(st, rules):
        raise GameError("baohuang-err-choice")
    who = f"#{h}"
    if action == "cede":
        return _cede(st, rules)
    _take_bundle(st, h)
    st.emperor = h
    if action == "dubao":
        st.mode, st.guard = "open", -1
        return [Event(key="baohuang-ev-dubao", params={"player": who})], "kick" if rules.kick else "play"
    if action.startswith("call:"):
        kind = next(k for k in callable_kinds(st, h) if kind_code(k << 2) == action[5:])
        st.called = kind
        rest = [s for s in range(5) if s != h and any(c >> 2 == kind for c in st.cards[s])]
        st.guard = rest[0] if rest else h
        st.mode = "apart" if rest else "hidden"
        events = [Event(key="baohuang-ev-call", params={"player": who, "card": card_param(kind << 2)})]
        if rest:
            events.append(Event(key="baohuang-ev-you-guard", params={"card": card_param(kind << 2)}, to=st.guard))
        return events, "declare"
    # ascend
    if v == "campus":
        st.mode, st.guard = "open", -1
        return [Event(key="baohuang-ev-no-guard", params={"player": who})], "play"
    st.guard = seat_of(st, OLD_KING if v == "best" else GUARD_CARD)
    st.mode = "hidden" if st.guard == h else "apart"
    events = [Event(key="baohuang-ev-ascend", params={"player": who})]
    if st.mode == "apart" and v == "best":
        events.append(Event(key="baohuang-ev-you-guard-old", to=st.guard))
    return events, "play" if v == "best" else "declare"


def _cede(st: BaohuangState, rules: Rules) -> tuple[list[Event], str]:
    h, v = st.holder, st.variant
    to = (h + rules.cede_step) % 5
    st.cedes += 1
    if v == "weihai":  # 转让: the emperor card goes on, the holder stays the (now known) guard
        st.cards[h].remove(EMPEROR_CARD)
        st.cards[to].insert(0, EMPEROR_CARD)
        st.emperor, st.guard, st.mode = to, h, "apart"
        st.guard_revealed = st.mingbao = True
        return [Event(key="baohuang-ev-transfer", params={"player": f"#{h}", "to": f"#{to}"})], "declare"
    if EMPEROR_CARD in st.cards[h]:
        st.cards[h].remove(EMPEROR_CARD)
        st.bundle.append(EMPEROR_CARD)
    added = -1
    if v == "lianzhong-simple":
        added = _tie_card(st, h)
    elif v in ("best", "campus") and st.cedes > 1:
        added = next(c for c in st.cards[h] if c >> 4 == TWO)
    if added >= 0:
        st.cards[h].remove(added)
        st.bundle.append(added)
    st.holder = to
    events = [Event(key="baohuang-ev-cede", params={"player": f"#{h}", "to": f"#{to}", "n": len(st.bundle)})]
    if v == "lianzhong-simple" and st.cedes >= rules.max_cedes:
        return events, "redeal"
    if v == "lianzhong-classic" and st.cedes >= rules.max_cedes and not callable_kinds(st, to):
        return events, "redeal"
    return events, "throne"


# ----- the secret declarations ---------------------------------------------------------------------


def declare_seats(st: BaohuangState) -> list[int]:
    """Who is asked: everyone in weihai (明独 is open to all), the four others elsewhere."""
    return list(range(5)) if st.variant == "weihai" else [s for s in range(5) if s != st.emperor]


def declare_actions(st: BaohuangState, rules: Rules, seat: int) -> list[str]:
    """A seat's choices in the declaration round, the default first."""
    if st.variant == "weihai":
        alone = ["mingdu"]
        if seat == st.emperor:
            return ["ok", *alone]
    else:
        alone = ["qiangdu"] if rules.qiangdu else []
    if seat == st.guard and st.guard != st.emperor:
        return (["mingbao"] if st.guard_revealed else ["anbao", "mingbao"]) + alone
    if rules.rebellion:
        return ["norebel", "rebel", *alone]
    return ["ok"]


def resolve_declare(st: BaohuangState, rules: Rules) -> list[Event]:
    """Everyone has answered: 明独/抢独 first (the first claimant in priority order wins), else 明保 and
    造反 (two or more rebels establish the rebellion and reveal the guard)."""
    e, ans = st.emperor, st.answers
    step = 1 if st.variant == "weihai" else -1  # weihai: in turn order from the emperor; 抢独: toward 上家
    claims = [(e + step * k) % 5 for k in range(5) if ans[(e + step * k) % 5] in ("mingdu", "qiangdu")]
    if claims:
        w = claims[0]
        st.emperor, st.guard, st.mode, st.guard_revealed, st.mingbao = w, -1, "open", False, False
        return [Event(key=f"baohuang-ev-{ans[w]}", params={"player": f"#{w}"})]
    events = []
    if st.mode == "apart" and ans[st.guard] == "mingbao" and not st.mingbao:
        st.mingbao = st.guard_revealed = True
        events.append(Event(key="baohuang-ev-mingbao", params={"player": f"#{st.guard}"}))
    rebels = [s for s in range(5) if ans[s] == "rebel"]
    for s in rebels:
        st.rebels[s] = True
        events.append(Event(key="baohuang-ev-rebel", params={"player": f"#{s}"}))
    if len(rebels) >= 2:
        st.rebellion = True
        if st.mode == "hidden":
            events.append(Event(key="baohuang-ev-rebellion-alone", params={"player": f"#{e}"}))
        else:
            events.append(Event(key="baohuang-ev-rebellion", params={"player": f"#{st.guard}"}))
        st.guard_revealed = True
    elif not events:
        events.append(Event(key="baohuang-ev-quiet"))
    return events


def kick_seats(st: BaohuangState) -> list[int]:
    """weihai 踢: the side facing a revealed side may double the score once."""
    if st.mode == "open":
        return [s for s in range(5) if s != st.emperor]
    side = {st.emperor, st.guard}
    out: set[int] = set()
    if st.mingbao:
        out |= set(range(5)) - side
    if st.rebellion:
        out |= side
    return sorted(out)


def resolve_kick(st: BaohuangState) -> list[Event]:
    order = [(st.emperor + k) % 5 for k in range(5)]
    kickers = [s for s in order if st.answers[s] == "kick"]
    if kickers:
        st.kicked = kickers[0]
        return [Event(key="baohuang-ev-kick", params={"player": f"#{kickers[0]}"})]
    return [Event(key="baohuang-ev-nokick")]


def known_sides(st: BaohuangState, seat: int) -> list[str]:
    """Each seat's side as `seat` knows it: "E" emperor's, "R" rebels', "?" unknown."""
    out = ["?"] * 5
    if st.emperor < 0:
        return out
    e, g = st.emperor, st.guard
    out[e] = "E"
    knows_guard = st.mode != "apart" or st.guard_revealed or seat == g or st.phase == "over"
    if st.mode == "open" or (st.mode == "hidden" and (seat == e or st.guard_revealed)):
        return ["E" if s == e else "R" for s in range(5)]
    if knows_guard and st.mode == "apart":
        return ["E" if s in (e, g) else "R" for s in range(5)]
    for s in range(5):
        if st.rebels[s] or (s == seat and s != e):
            out[s] = "R"
    return out
