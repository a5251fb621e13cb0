"""保皇: the deal of a hand (shuffled from the seed), with best's tribute of 2s and campus's 憋3 purchase
of a three; it sets up the throne question."""

from __future__ import annotations

from games.baohuang import roles, scoring
from games.baohuang.cards import (
    BOTTOM_BIG,
    EMPEROR_CARD,
    GUARD_CARD,
    OLD_KING,
    SMALL,
    THREE,
    TWO,
    build_deck,
    card_param,
)
from games.baohuang.state import BaohuangState
from games.base import Event


def deal(st: BaohuangState) -> list[Event]:
    """Shuffle and deal from the seed; set up the throne question."""
    v = st.variant
    st.phase, st.cedes, st.bundle, st.played = "throne", 0, [], []
    st.emperor = st.guard = st.called = st.kicked = st.owner = st.turn = st.face_up = -1
    st.mode, st.top, st.passes, st.table, st.finish, st.last_trick = "", "", 0, [], [], []
    st.guard_revealed = st.mingbao = st.rebellion = False
    st.rebels, st.asked, st.answers = [False] * 5, [False] * 5, [""] * 5
    rng = st.rng()
    deck = build_deck(v)
    rng.shuffle(deck)
    if v == "best":
        deck.remove(BOTTOM_BIG)
        st.bundle = [BOTTOM_BIG]
    sizes = [34, 34, 34, 33, 33] if v.startswith("lianzhong") else [len(deck) // 5] * 5
    st.cards = [[] for _ in range(5)]
    pos = 0
    owner_at = [0] * len(deck)
    for i, size in enumerate(sizes):
        seat = (st.dealer + i) % 5
        st.cards[seat] = sorted(deck[pos : pos + size], reverse=True)
        owner_at[pos : pos + size] = [seat] * size
        pos += size
    events: list[Event] = []
    if v == "best":
        at = rng.randrange(len(deck))
        st.face_up, st.holder = deck[at], owner_at[at]
        events += pay_tribute(st)
        events.append(
            Event(
                key="baohuang-ev-face-up",
                params={"card": card_param(deck[at]), "player": f"#{st.holder}"},
            )
        )
    else:
        if v == "campus":
            events += buy_threes(st)
        st.holder = roles.seat_of(st, EMPEROR_CARD)
    for s in range(5):
        events.append(Event(key="baohuang-ev-dealt", params={"n": len(st.cards[s])}, to=s))
    if v in ("weihai", "lianzhong-simple"):
        events.append(Event(key="baohuang-ev-hold-guard", to=roles.seat_of(st, GUARD_CARD)))
    if v == "best" and roles.seat_of(st, OLD_KING) >= 0:
        events.append(Event(key="baohuang-ev-hold-old", to=roles.seat_of(st, OLD_KING)))
    return events


def pay_tribute(st: BaohuangState) -> list[Event]:
    """best: last hand's tribute of 2s, paid after this deal."""
    if not st.tribute:
        return []
    events = []
    moves = scoring.tribute_transfers(st.cards, st.tribute, st.tribute_order)
    for giver, taker, c in moves:
        st.cards[giver].remove(c)
        st.cards[taker].append(c)
        events.append(Event(key="baohuang-ev-tribute", params={"player": f"#{giver}", "to": f"#{taker}"}))
    for hand in st.cards:
        hand.sort(reverse=True)
    st.tribute, st.tribute_order = [], []
    return events


def buy_threes(st: BaohuangState) -> list[Event]:
    """campus 憋3: whoever has no 3 buys one from a seat with several, paying a 2, else a joker (not
    the emperor card), else any card (their lowest)."""
    events = []
    for buyer in range(5):
        if any(c >> 4 == THREE for c in st.cards[buyer]):
            continue
        seller = next(
            (buyer + k) % 5 for k in range(1, 5) if sum(c >> 4 == THREE for c in st.cards[(buyer + k) % 5]) > 1
        )
        hand = st.cards[buyer]
        pay, price = next((c for c in hand if c >> 4 == TWO), -1), "two"
        if pay < 0:
            pay, price = (
                next((c for c in reversed(hand) if c >> 4 >= SMALL and c != EMPEROR_CARD), -1),
                "joker",
            )
        if pay < 0:
            pay, price = next(c for c in reversed(hand) if c != EMPEROR_CARD), "card"
        three = next(c for c in st.cards[seller] if c >> 4 == THREE)
        st.cards[seller].remove(three)
        hand.append(three)
        hand.remove(pay)
        st.cards[seller].append(pay)
        events.append(
            Event(
                key="baohuang-ev-buy-three",
                params={"player": f"#{buyer}", "from": f"#{seller}", "price": f"@baohuang-price-{price}"},
            )
        )
    for hand in st.cards:
        hand.sort(reverse=True)
    return events
