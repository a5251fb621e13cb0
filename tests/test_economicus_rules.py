"""«Экономикус»: the rules of the seed and the rulings, one test (or a few) each, and the new contract
pieces (open actions, timers and the CLOCK actor)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from games.base import CLOCK, Event, Game, GameError, Seat, Timer
from games.economicus import GAME, flow
from games.economicus import rules as r
from games.economicus.game import money_total
from games.economicus.state import Company, EconomicusState, Options
from locales import LANGS, catalog


# ----- helpers -----------------------------------------------------------------------------------
def new_game(n: int = 3, seed: str = "rules", **opts: object) -> EconomicusState:
    state, _ = GAME.start(seed, [Seat(name=f"P{i}") for i in range(n)], Options.model_validate(opts))
    return state


def placed(n: int = 3, seed: str = "rules", **opts: object) -> EconomicusState:
    """A game past the start placements, waiting for the first roll."""
    state = new_game(n, seed, **opts)
    while state.phase == "place":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.default_action(state, seat))
    assert state.phase == "roll"
    return state


def fund(state: EconomicusState, seat: int, amount: int) -> None:
    r.pay(state, seat, amount)


def give(state: EconomicusState, seat: int, ind: int, k: int = 1) -> list[Company]:
    """Hand `k` free companies of industry `ind` to `seat` (outside the rules, for set-ups)."""
    got = [c for c in state.companies if c.ind == ind and c.owner < 0][:k]
    assert len(got) == k
    for c in got:
        c.owner = seat
        c.gov = False
    return got


def clear(state: EconomicusState) -> None:
    for c in state.companies:
        c.owner = -1


@pytest.fixture
def dice(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Loaded dice: the rules take their next values from this list (pairs for two dice)."""
    queue: list[int] = []

    def one(state: EconomicusState) -> int:
        state.rng_draws += 1
        return queue.pop(0)

    def two(state: EconomicusState) -> tuple[int, int]:
        state.rng_draws += 1
        return queue.pop(0), queue.pop(0)

    monkeypatch.setattr(r, "die", one)
    monkeypatch.setattr(r, "two_dice", two)
    yield queue
    assert not queue, "unused loaded dice"


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


# ----- set-up ------------------------------------------------------------------------------------
def test_start_gives_money_a_quota_two_cards_and_snake_placement() -> None:
    state = new_game(4)
    first = state.auditor
    assert [p.cash for p in state.players] == [20] * 4
    for p in state.players:
        assert len(p.hand) == 3 and "quota" in p.hand
    assert state.placing == [(first + i) % 4 for i in range(4)] + [(first + 3 - i) % 4 for i in range(4)]
    assert money_total(state) == 0
    state = placed(4)
    for seat in range(4):
        mine = r.owned(state, seat)
        assert len(mine) == 2 and all(2 <= c.ind <= 6 for c in mine)
    assert state.year == 1 and state.active == first and state.event
    assert len(state.players[first].hand) >= 3  # the auditor's option card


def test_a_state_company_at_the_start_takes_the_quota() -> None:
    state = new_game(2)
    seat = GAME.to_act(state)[0]
    gov = next(c for c in state.companies if c.gov and c.ind == 2)
    GAME.apply(state, seat, f"place:{gov.cid}")
    assert gov.owner == seat and not gov.gov and "quota" not in state.players[seat].hand
    seat = GAME.to_act(state)[0]
    state.players[seat].hand = [c for c in state.players[seat].hand if c != "quota"]
    other_gov = next(c for c in state.companies if c.gov and c.ind == 3)
    with pytest.raises(GameError, match="cannot-place"):
        GAME.apply(state, seat, f"place:{other_gov.cid}")
    with pytest.raises(GameError, match="cannot-place"):
        GAME.apply(state, seat, f"place:{next(c.cid for c in state.companies if c.ind == 8)}")


def test_placing_a_company_someone_owns_places_a_free_one_like_it() -> None:
    """A start placement names a company; one already taken (a stale button, a typed number) stands
    for a free one of its kind, and its owner keeps it."""
    state = new_game(3)
    first = GAME.to_act(state)[0]
    taken = next(
        c
        for c in flow.placement_choices(state, first)
        if not c.gov and sum(o.ind == c.ind and not o.gov for o in state.companies) > 1
    )
    GAME.apply(state, first, f"place:{taken.cid}")
    second = GAME.to_act(state)[0]
    GAME.apply(state, second, f"place:{taken.cid}")
    assert taken.owner == first
    mine = r.owned(state, second)
    assert len(mine) == 1 and mine[0].ind == taken.ind and not mine[0].gov


def test_a_year_is_one_round_plus_one_turn() -> None:
    state = placed(3)
    auditor, year = state.auditor, state.year
    actives = []
    while state.year == year:
        actives.append(state.active)
        seat = GAME.to_act(state)[0] if GAME.to_act(state) else None
        while state.year == year and (GAME.to_act(state) or GAME.timers(state)):
            if GAME.to_act(state):
                seat = GAME.to_act(state)[0]
                GAME.apply(state, seat, GAME.default_action(state, seat))
            else:
                GAME.apply(state, CLOCK, GAME.timers(state)[0].action)
            if state.phase == "roll":
                break
    assert actives == [auditor, (auditor + 1) % 3, (auditor + 2) % 3, auditor]
    assert state.auditor == (auditor + 1) % 3


# ----- profits, crises ---------------------------------------------------------------------------
def test_profit_neighbours_and_startups() -> None:
    state = placed(2)
    clear(state)
    state.event = "calm"
    state.crisis = {}
    ind = 5
    left, right = r.neighbours(state, ind)
    give(state, 0, ind, 2)
    far = next(i for i in (2, 3, 4, 6, 8, 9, 12) if i not in (ind, left, right) and i != 7)
    give(state, 1, far)
    if left != 7:
        give(state, 1, left)
    cash = [p.cash for p in state.players]
    out: list[Event] = []
    flow.profits(state, ind, out)
    assert state.players[0].cash == cash[0] + 2 * 2
    assert state.players[1].cash == cash[1] + (1 if left != 7 else 0)
    state.players[0].startups = 3
    out = []
    flow.profits(state, 7, out)
    assert state.players[0].cash == cash[0] + 4 - 3


def test_crisis_cuts_profit_unless_mt_and_monopoly_adds_one() -> None:
    state = placed(2)
    clear(state)
    state.event = "calm"
    a, b = give(state, 0, 12, 2)  # Финансы: 2 companies, profit 5 → a monopoly
    assert r.monopolist(state, 12) == 0
    assert r.profit(state, a) == 6
    state.crisis[12] = 2
    b.mt = True
    assert r.profit(state, a) == 4 and r.profit(state, b) == 6
    gov = give(state, 1, 10)[0]  # ВПК is special: no monopoly bonus even for all of it
    give(state, 1, 10, 2)
    assert r.monopolist(state, 10) == -1 and r.profit(state, gov) == 3


def test_seven_or_double_brings_a_card_and_a_crisis(dice: list[int]) -> None:
    state = placed(2)
    state.crisis = {9: 1, 3: 2}
    state.price[9] = 6
    act = state.active
    cards = len(state.players[act].hand)
    state.price[6] = 0
    # 3+4: a card and a crisis; the crisis roll is 7 again (strength 2, another card), then 5+1 → 6;
    # the crisis in 9 ends (blue die 3); 6 has no price yet (3+3), then the black die 2
    dice += [3, 4, 4, 3, 5, 1, 3, 3, 3, 2]
    events = GAME.apply(state, act, "roll")
    assert len(state.players[act].hand) == cards + 2
    assert state.crisis == {6: 2, 3: 1}
    assert state.price[9] == 9
    assert state.price[6] == 6 - 2
    assert "economicus-ev-crisis-grows" in keys(events)


def test_no_sale_cuts_the_price_ten_percent_rounded_up(dice: list[int]) -> None:
    state = placed(2)
    state.price[8] = 15
    state.price[5] = 5
    ind8 = r.by_number(state, 8)
    dice += [4, 4]  # a double: card and crisis; keep it out of 8
    dice += [2, 3, 1]  # crisis in 5 (price known), black die 1
    GAME.apply(state, state.active, "roll")
    assert state.ind == ind8 and state.phase == "auction"
    GAME.apply(state, state.active, "pass")
    assert GAME.timers(state)[0].action == "close"
    GAME.apply(state, CLOCK, "close")
    assert state.price[8] == 13  # 15 − ceil(1.5)
    r.cut_price(state, 8, 1)
    assert state.price[8] == 11
    state.price[8] = 1
    r.cut_price(state, 8)
    assert state.price[8] == 1


# ----- the auction -------------------------------------------------------------------------------
def auction_state(dice: list[int], n: int = 3) -> EconomicusState:
    state = placed(n)
    clear(state)
    state.price[9] = 6
    dice += [5, 4]
    GAME.apply(state, state.active, "roll")
    assert state.ind == 9 and state.phase == "lot"
    return state


def test_auction_open_join_fee_bids_and_clock(dice: list[int]) -> None:
    state = auction_state(dice)
    act = state.active
    private = next(c for c in flow.lots(state) if not c.gov)
    GAME.apply(state, act, f"lot:{private.cid}")
    other, third = (act + 1) % 3, (act + 2) % 3
    assert GAME.to_act(state) == [act] and GAME.timers(state) == []
    with pytest.raises(GameError, match="auction-not-open"):
        GAME.apply(state, other, "bid:7")
    with pytest.raises(GameError, match="bid-low"):
        GAME.apply(state, act, "bid:5")
    moves = list(state.moves)
    GAME.apply(state, act, "bid:6")
    assert GAME.to_act(state) == []
    t1 = GAME.timers(state)
    assert t1 == [Timer(key=t1[0].key, seconds=20.0, action="close")]
    cash = state.players[other].cash
    assert "bid:7" in GAME.open_actions(state, other)
    GAME.apply(state, other, "bid:7")
    assert state.players[other].cash == cash - 1  # the join fee, paid once
    assert state.moves == [m + (1 if s == act else 0) for s, m in enumerate(moves)]  # open: no move
    t2 = GAME.timers(state)
    assert t2[0].key != t1[0].key
    with pytest.raises(GameError, match="already-leading"):
        GAME.apply(state, other, "bid:9")
    state.bank += state.players[third].cash - 8
    state.players[third].cash = 8
    with pytest.raises(GameError, match="no-cash"):
        GAME.apply(state, third, "bid:8")  # 8 + the 1M fee
    GAME.apply(state, act, "bid:9")
    GAME.apply(state, other, "bid:10")
    assert state.players[other].cash == cash - 1
    before = state.players[other].cash
    GAME.apply(state, CLOCK, "close")
    assert private.owner == other and state.players[other].cash == before - 10
    assert state.price[9] == 10 and state.phase in ("sales", "roll")


def test_clock_actor_only_for_a_declared_timer(dice: list[int]) -> None:
    state = auction_state(dice)
    with pytest.raises(GameError):
        GAME.apply(state, CLOCK, "close")  # the auction has not opened: no timer
    with pytest.raises(GameError):
        GAME.apply(state, CLOCK, "roll")
    lot = flow.lots(state)[0]
    GAME.apply(state, state.active, f"lot:{lot.cid}")
    GAME.apply(state, state.active, "pass")
    with pytest.raises(GameError, match="passed"):
        GAME.apply(state, state.active, f"bid:{state.auction.start}")  # type: ignore[union-attr]  # an auction is open here
    version = state.version
    GAME.apply(state, CLOCK, "close")
    assert state.version == version + 1


def test_a_state_company_needs_a_quota_which_the_winner_discards(dice: list[int]) -> None:
    state = auction_state(dice)
    act = state.active
    gov = next(c for c in flow.lots(state) if c.gov)
    GAME.apply(state, act, f"lot:{gov.cid}")
    state.players[act].hand = [c for c in state.players[act].hand if c != "quota"]
    with pytest.raises(GameError, match="no-quota"):
        GAME.apply(state, act, "bid:6")
    GAME.apply(state, act, "pass")
    other = (act + 1) % 3
    state.players[other].hand.append("quota")
    quotas = state.players[other].hand.count("quota")
    GAME.apply(state, other, "bid:6")
    GAME.apply(state, CLOCK, "close")
    assert gov.owner == other and not gov.gov
    assert state.players[other].hand.count("quota") == quotas - 1


def test_typed_number_is_a_bid(dice: list[int]) -> None:
    state = auction_state(dice)
    assert GAME.parse_text(state, 0, "12") is None
    GAME.apply(state, state.active, f"lot:{flow.lots(state)[0].cid}")
    assert GAME.parse_text(state, 0, " 12 ") == "bid:12"
    assert GAME.parse_text(state, 0, "hello") is None


# ----- sales, offers -----------------------------------------------------------------------------
def test_sales_to_the_bank_then_the_price_falls_per_company(dice: list[int]) -> None:
    state = placed(2)
    clear(state)
    act = state.active
    give(state, act, 8, 2)
    give(state, 1 - act, 8, 3)  # no free company: no auction
    state.price[8] = 20
    dice += [6, 2]
    GAME.apply(state, act, "roll")
    assert state.phase == "sales" and sorted(GAME.to_act(state)) == [0, 1]
    cash = state.players[act].cash
    mine = [c for c in r.owned(state, act) if c.ind == 8]
    GAME.apply(state, act, f"sell:{mine[0].cid}")
    GAME.apply(state, act, f"sell:{mine[1].cid}")
    assert state.players[act].cash == cash + 40 and mine[0].owner == -1
    GAME.apply(state, 1 - act, "done")
    assert state.price[8] == 20 - 2 - 2  # 20 → 18 → 16
    assert state.phase == "roll"


def test_exceptional_offer_accept_and_refuse(dice: list[int]) -> None:
    state = placed(2)
    clear(state)
    act, owner = state.active, 1 - state.active
    give(state, act, 6)
    theirs = give(state, owner, 6, 3)
    state.price[6] = 5
    dice += [4, 2]
    GAME.apply(state, act, "roll")
    assert state.phase == "sales"
    with pytest.raises(GameError, match="cannot-offer"):
        GAME.apply(state, owner, f"offer:{r.owned(state, act)[0].cid}")
    cash_a, cash_o = state.players[act].cash, state.players[owner].cash
    GAME.apply(state, act, f"offer:{theirs[0].cid}")
    assert GAME.to_act(state) == [owner]
    GAME.apply(state, owner, "accept")
    assert theirs[0].owner == act
    assert state.players[act].cash == cash_a - 15 and state.players[owner].cash == cash_o + 15
    with pytest.raises(GameError, match="cannot-offer"):  # one offer a turn
        GAME.apply(state, act, f"offer:{theirs[1].cid}")
    state.offered = False
    cash_o = state.players[owner].cash
    GAME.apply(state, act, f"offer:{theirs[1].cid}")
    GAME.apply(state, owner, "refuse")
    assert theirs[1].owner == owner and state.players[owner].cash == cash_o - 5
    assert money_total(state) == 0


# ----- credit, deposits, R&D, M&T ----------------------------------------------------------------
def test_credit_limits_repay_and_year_interest() -> None:
    state = placed(2)
    seat = 1 - state.active
    assert r.credit_limit(state, seat) == 10
    with pytest.raises(GameError, match="multiple"):
        GAME.apply(state, seat, "credit:7")
    with pytest.raises(GameError, match="credit-limit"):
        GAME.apply(state, seat, "credit:15")
    cash = state.players[seat].cash
    GAME.apply(state, seat, "credit:10")
    assert state.players[seat].cash == cash + 10 and state.players[seat].credit == 10
    GAME.apply(state, seat, "repay")
    assert state.players[seat].credit == 5
    out: list[Event] = []
    state.event = "calm"
    cash = state.players[seat].cash
    flow.end_year(state, out)
    assert state.players[seat].cash == cash - 1


def test_deposit_interest_only_for_a_full_year() -> None:
    state = placed(2)
    a, b = state.active, 1 - state.active
    fund(state, a, 40)
    fund(state, b, 40)
    GAME.apply(state, a, "deposit:20")  # before the year's first roll: counts
    state.event = "calm"
    GAME.apply(state, a, "roll") if state.phase == "roll" else None
    GAME.apply(state, b, "deposit:40")  # during the year: no interest this year
    ca, cb = state.players[a].cash, state.players[b].cash
    out: list[Event] = []
    state.players[a].credit = state.players[b].credit = 0
    flow.end_year(state, out)
    assert state.players[a].cash - ca == 1 and state.players[b].cash == cb
    GAME.apply(state, b, "withdraw:20")
    assert state.players[b].deposit == 20


def test_rd_once_a_year_and_five_startups_make_a_company() -> None:
    state = placed(2)
    seat = 0
    fund(state, seat, 100)
    GAME.apply(state, seat, "rd")
    with pytest.raises(GameError, match="rd-done"):
        GAME.apply(state, seat, "rd")
    for year in range(4):
        state.players[seat].rd_year = -year
        GAME.apply(state, seat, "rd")
    inno = [c for c in r.owned(state, seat) if c.ind == 7]
    assert len(inno) == 1 and inno[0].mt and state.players[seat].startups == 0
    assert r.industry_stars(state, seat, 7) == 2


def test_mt_only_in_crisis_once_and_lost_on_sale_to_the_bank() -> None:
    state = placed(2)
    c = r.owned(state, 0)[0]
    state.crisis.pop(c.ind, None)
    with pytest.raises(GameError, match="mt-no-crisis"):
        GAME.apply(state, 0, f"mt:{c.cid}")
    state.crisis[c.ind] = 1
    with pytest.raises(GameError, match="not-yours"):
        GAME.apply(state, 1, f"mt:{c.cid}")
    GAME.apply(state, 0, f"mt:{c.cid}")
    assert c.mt
    with pytest.raises(GameError, match="mt-done"):
        GAME.apply(state, 0, f"mt:{c.cid}")
    r.release(c)
    assert not c.mt


# ----- stars -------------------------------------------------------------------------------------
def test_stars_follow_the_seed_examples() -> None:
    state = placed(3)
    clear(state)
    state.best = -1
    for p in state.players:
        p.extra = 0
    give(state, 0, 5, 2)  # Ivan: one industry, an advantage → 3 stars
    assert r.stars(state, 0) == 3
    give(state, 1, 8, 5)  # Elena: all of Розница (monopoly) and Горнодобыча → 2 + 2 − 3
    give(state, 1, 3)
    assert r.stars(state, 1) == 1
    next(c for c in state.companies if c.ind == 8 and c.owner == 1).owner = -1
    assert r.stars(state, 1) == 4
    give(state, 2, 10, 3)  # ВПК is special: 2 for presence, +2 advantage, no monopoly penalty
    assert r.stars(state, 2) == 4
    give(state, 0, 5, 1)
    give(state, 2, 5, 1)
    assert r.industry_stars(state, 0, 5) == 3  # 3 against 1: still an advantage


def test_best_management_needs_three_and_passes_only_to_more() -> None:
    state = placed(2)
    clear(state)
    out: list[Event] = []
    for c in give(state, 0, 8, 3):
        c.mt = True
    r.update_best(state, out)
    assert state.best == 0
    for c in give(state, 1, 6, 3):
        c.mt = True
    r.update_best(state, out)
    assert state.best == 0
    give(state, 1, 9)[0].mt = True
    r.update_best(state, out)
    assert state.best == 1


def test_the_game_ends_after_the_turn_reaching_the_target() -> None:
    state = placed(2)
    state.players[0].extra = 30
    first = state.active
    while not GAME.is_over(state):
        assert state.active == first and state.turn == 0
        if GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, GAME.default_action(state, seat))
        else:
            GAME.apply(state, CLOCK, GAME.timers(state)[0].action)
    res = GAME.result(state)
    assert state.end == "stars" and res["places"][0] == 1 and res["scores"][0] >= 30
    assert GAME.timers(state) == [] and GAME.open_actions(state, 0) == []


def test_years_option_ends_the_game() -> None:
    state = placed(2, years=1)
    rng = random.Random(3)
    while not GAME.is_over(state):
        if GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
        else:
            GAME.apply(state, CLOCK, GAME.timers(state)[0].action)
    assert state.year == 1 and state.end in ("years", "stars")


# ----- crimes ------------------------------------------------------------------------------------
def test_crime_success_investigation_and_fine(dice: list[int]) -> None:
    state = placed(3)
    crook, cop = 0, 1
    state.players[crook].hand.append("insider")
    cash = state.players[crook].cash
    dice += [5]  # > 3: the insider deal succeeds
    GAME.apply(state, crook, "play:insider")
    assert state.players[crook].cash == cash + 5 and len(state.crimes) == 1
    crime = state.crimes[0]
    assert any(t.action == f"close-crime:{crime.id}" for t in GAME.timers(state))
    with pytest.raises(GameError, match="probe-not-yours"):
        GAME.apply(state, crook, f"probe:{crime.id}")
    cop_cash = state.players[cop].cash
    dice += [2, 3, 2]  # journalists cost 5M, the investigation fails (2)
    GAME.apply(state, cop, f"probe:{crime.id}")
    assert state.players[cop].cash == cop_cash - 5 and state.crimes
    with pytest.raises(GameError, match="probe-not-yours"):
        GAME.apply(state, cop, f"probe:{crime.id}")
    state.players[2].hand.append("investigate")
    stars = r.stars(state, 2)
    crook_stars = r.stars(state, crook)
    dice += [6]
    GAME.apply(state, 2, f"probe:{crime.id}:card")
    assert not state.crimes
    assert r.stars(state, 2) == stars + 1 and r.stars(state, crook) == crook_stars - 1
    assert state.players[crook].cash == cash + 5 - 5 - 6
    assert money_total(state) == 0


def test_failed_crime_and_raid(dice: list[int]) -> None:
    state = placed(2)
    state.players[0].hand += ["tax", "raid"]
    dice += [2]
    cash = state.players[0].cash
    GAME.apply(state, 0, "play:tax")
    assert state.players[0].cash == cash and not state.crimes and "tax" not in state.players[0].hand
    target = r.owned(state, 1)[0]
    dice += [6]
    GAME.apply(state, 0, f"play:raid:{target.cid}")
    assert target.owner == 0
    GAME.apply(state, CLOCK, f"close-crime:{state.crimes[0].id}")
    assert not state.crimes and target.owner == 0


# ----- money trouble -----------------------------------------------------------------------------
def test_shortfall_takes_credit_then_sells_then_bankrupts_and_reenters() -> None:
    state = placed(2)
    seat = 1 - state.active
    for c in r.owned(state, seat):
        state.price[c.ind] = 8
    state.bank += state.players[seat].cash
    state.players[seat].cash = 0
    r.pay(state, seat, -8)
    out: list[Event] = []
    r.settle(state, seat, out)
    assert GAME.to_act(state) == [seat] and GAME.default_action(state, seat) == "cover"
    out = GAME.apply(state, seat, "cover")
    p = state.players[seat]
    assert p.cash >= 0 and p.credit <= r.credit_limit(state, seat)
    assert "economicus-ev-credit" in keys(out)
    r.pay(state, seat, -100)
    r.settle(state, seat, out)
    GAME.apply(state, seat, "cover")
    assert state.players[seat].out and not r.owned(state, seat)
    assert money_total(state) == 0
    with pytest.raises(GameError, match="out"):
        GAME.apply(state, seat, "rd")
    year = state.year
    while state.year == year:
        if GAME.to_act(state):
            s = GAME.to_act(state)[0]
            GAME.apply(state, s, GAME.default_action(state, s))
        else:
            GAME.apply(state, CLOCK, GAME.timers(state)[0].action)
    while state.phase == "place":
        s = GAME.to_act(state)[0]
        GAME.apply(state, s, GAME.default_action(state, s))
    p = state.players[seat]
    assert not p.out and "quota" in p.hand and len(p.hand) >= 3
    assert len(r.owned(state, seat)) == 2


def test_declared_bankruptcy_of_the_active_player_moves_the_game_on() -> None:
    state = placed(3)
    act = state.active
    GAME.apply(state, act, "bankrupt")
    assert state.players[act].out and state.active != act and state.phase == "roll"
    assert money_total(state) == 0


# ----- contract and texts ------------------------------------------------------------------------
def test_defaults_of_the_base_contract_for_other_games() -> None:
    from games.registry import ENGINES

    for gid, game in ENGINES.items():
        if gid == "economicus":
            continue
        assert type(game).open_actions is Game.open_actions
        assert type(game).timers is Game.timers


def test_rejected_actions_change_nothing() -> None:
    state = placed(3)
    for seat, action in [(0, "credit:100"), (1, "x"), (2, "mt:999"), (0, "play:quota"), (CLOCK, "close")]:
        before = state.model_dump()
        with pytest.raises(GameError):
            GAME.apply(state, seat, action)
        assert state.model_dump() == before


def test_every_key_the_engine_uses_exists_in_every_language() -> None:
    cat = catalog()
    used: set[str] = set()
    rng = random.Random(5)
    for g in range(12):
        n = 2 + g % 7
        state, events = GAME.start(f"k{g}", [Seat(name=str(i), ai=True) for i in range(n)], Options())
        used |= {e.key for e in events}
        for _ in range(400):
            if GAME.is_over(state):
                break
            for seat in range(n):
                for action in GAME.open_actions(state, seat) + GAME.legal_actions(state, seat):
                    used.add(GAME.action_label(state, seat, action).key)
            if GAME.to_act(state):
                seat = GAME.to_act(state)[0]
                used |= {e.key for e in GAME.apply(state, seat, GAME.ai_action(state, seat, rng))}
            elif GAME.timers(state):
                used |= {e.key for e in GAME.apply(state, CLOCK, GAME.timers(state)[0].action)}
            for seat in range(n):
                action = GAME.ai_open_action(state, seat, rng)
                if action:
                    used |= {e.key for e in GAME.apply(state, seat, action)}
    used |= {f"economicus-{k}" for k in ("name", "rules", *(f"opt-{o}" for o in Options.model_fields))}
    used |= {f"economicus-ind-{i}" for i in range(2, 13)} | {f"economicus-event-{e}" for e in r.b.EVENTS}
    used |= {f"economicus-card-{c}" for c in r.b.OPTION_DECK}
    missing = sorted((lang, k) for lang in LANGS for k in used if not cat.has(lang, k))
    assert not missing
    assert len(used) > 100


def test_a_sale_between_players_at_an_agreed_price(dice: list[int]) -> None:
    state = placed(3)
    clear(state)
    act = state.active
    seller, buyer = (act + 1) % 3, (act + 2) % 3
    c = give(state, seller, 8)[0]
    give(state, act, 8, 4)  # no free company: straight to the sales phase
    state.price[8] = 10
    dice += [6, 2]
    GAME.apply(state, act, "roll")
    assert state.phase == "sales" and seller in GAME.to_act(state)
    with pytest.raises(GameError, match="cannot-sell"):
        GAME.apply(state, buyer, f"deal:{c.cid}:{buyer}:7")
    with pytest.raises(GameError, match="deal-target"):
        GAME.apply(state, seller, f"deal:{c.cid}:{seller}:7")
    GAME.apply(state, seller, f"deal:{c.cid}:{buyer}:7")
    with pytest.raises(GameError, match="no-deal"):
        GAME.apply(state, act, f"take:{c.cid}")
    assert f"take:{c.cid}" in GAME.open_actions(state, buyer)
    cs, cb = state.players[seller].cash, state.players[buyer].cash
    GAME.apply(state, buyer, f"take:{c.cid}")
    assert c.owner == buyer and state.players[seller].cash == cs + 7 and state.players[buyer].cash == cb - 7
    assert seller not in GAME.to_act(state) and not state.deals
    GAME.apply(state, act, "done")
    assert state.price[8] == 10  # only sales to the bank lower the price


def test_crisis_relief_card_and_its_end_raises_the_price(dice: list[int]) -> None:
    state = placed(2)
    state.crisis = {4: 2}
    state.price[4] = 5
    state.players[0].hand.append("relief")
    GAME.apply(state, 0, "play:relief:4")
    assert state.crisis == {4: 1}
    state.players[0].hand.append("relief")
    dice += [4]
    GAME.apply(state, 0, "play:relief:4")
    assert state.crisis == {} and state.price[4] == 9
    state.players[0].hand.append("relief")
    with pytest.raises(GameError, match="no-crisis"):
        GAME.apply(state, 0, "play:relief:4")


# ----- year events -------------------------------------------------------------------------------
def test_event_profit_changes() -> None:
    state = placed(2)
    clear(state)
    state.crisis = {}
    oil, car, defence, retail = (give(state, 0, i)[0] for i in (2, 11, 10, 8))
    state.event = "boom"
    assert (r.profit(state, oil), r.profit(state, retail)) == (6, 2)
    state.event = "recession"
    assert r.profit(state, retail) == 0
    state.event = "oil-shock"
    assert (r.profit(state, oil), r.profit(state, car)) == (7, -2)
    state.event = "state-order"
    assert r.profit(state, defence) == 5


def test_charity_tender_and_breakthrough() -> None:
    state = placed(3)
    state.event = "charity"
    stars = r.stars(state, 1)
    GAME.apply(state, 1, "charity")
    assert r.stars(state, 1) == stars + 1
    with pytest.raises(GameError, match="charity-done"):
        GAME.apply(state, 1, "charity")
    state.event = "tender"
    GAME.apply(state, 0, "tender:4")
    events = GAME.apply(state, 2, "tender:6")
    assert [e.to for e in events if e.key == "economicus-ev-tender-you"] == [2]
    assert all("amount" not in e.params for e in events if e.to is None)
    assert GAME.public_view(state)["tender_bids"] == 2 and GAME.player_view(state, 2)["tender"] == 6
    with pytest.raises(GameError, match="tender-done"):
        GAME.apply(state, 2, "tender:7")
    cash, stars = state.players[2].cash, r.stars(state, 2)
    flow.end_year(state, [])
    assert state.players[2].cash == cash - 6 and r.stars(state, 2) == stars + 1
    state.event = "breakthrough"
    cash = state.players[0].cash
    state.players[0].rd_year = 0
    GAME.apply(state, 0, "rd")
    assert state.players[0].cash == cash - 3


def test_nationalization_and_antimonopoly() -> None:
    state = placed(2)
    clear(state)
    c = give(state, 0, 12)[0]
    state.price[12] = 9
    state.event = "nationalization"
    cash = state.players[0].cash
    flow.year_event(state, [])
    assert c.owner == -1 and c.gov and state.players[0].cash == cash + 9
    give(state, 1, 12, 2)
    state.event = "antimonopoly"
    cash = state.players[1].cash
    flow.year_event(state, [])
    assert state.players[1].cash == cash - 6
    assert money_total(state) == 0


def test_rate_events_change_the_interest() -> None:
    state = placed(2)
    for seat in (0, 1):
        state.players[seat].credit = 10
        state.players[seat].deposit_counted = state.players[seat].deposit = 20
        state.players[seat].cash += 10
        state.bank -= 30
    state.event = "low-rates"
    cash = [p.cash for p in state.players]
    flow.end_year(state, [])
    assert [p.cash for p in state.players] == [c - 1 + 1 for c in cash]
    state.event = "high-rates"
    cash = [p.cash for p in state.players]
    flow.end_year(state, [])
    assert [p.cash for p in state.players] == [c - 4 + 2 for c in cash]


# ----- issue 25: the rulings' later points -------------------------------------------------------
def innovation(state: EconomicusState, seat: int) -> Company:
    """An innovation company for `seat`, made as five startups make one."""
    c = Company(cid=len(state.companies), ind=7, owner=seat, mt=True)
    state.companies.append(c)
    return c


def test_a_bankrupts_innovation_company_and_startups_leave_and_are_never_auctioned(dice: list[int]) -> None:
    """Today the company went back on the board and the next 7 auctioned it from 0M."""
    state = placed(2)
    act = state.active
    other = 1 - act
    innovation(state, other)
    later = innovation(state, act)  # made after the bankrupt's: its id moves down with the list
    state.players[other].startups = 3
    GAME.apply(state, other, "bankrupt")
    assert not [c for c in state.companies if c.ind == 7 and c.owner != act]
    assert state.players[other].startups == 0
    assert later.cid == len(state.companies) - 1 and state.companies[later.cid] is later
    state.crisis = {}
    state.price[5] = 5
    dice += [3, 4, 2, 3, 1]  # 7: the innovation industry, then a crisis in 5 (black die 1)
    GAME.apply(state, act, "roll")
    assert state.ind == 7 and state.auction is None and state.phase != "auction"
    assert later.owner == act


def test_no_exceptional_offer_in_the_innovation_industry(dice: list[int]) -> None:
    """Today the active player could offer 3 × 0 = 0M for another player's innovation company."""
    state = placed(2)
    act = state.active
    mine, theirs = innovation(state, act), innovation(state, 1 - act)
    state.crisis = {}
    state.price[5] = 5
    dice += [3, 4, 2, 3, 1]
    GAME.apply(state, act, "roll")
    assert not [a for a in GAME.legal_actions(state, act) if a.startswith("offer:")]
    with pytest.raises(GameError, match=r"cannot-offer|not-now|not-your-turn"):
        GAME.apply(state, act, f"offer:{theirs.cid}")
    assert theirs.owner == 1 - act and mine.owner == act


def test_startups_are_traded_by_deal_in_the_innovation_industrys_sales(dice: list[int]) -> None:
    state = placed(3)
    act = state.active
    seller, buyer = (act + 1) % 3, (act + 2) % 3
    state.players[seller].startups = 2
    state.players[buyer].startups = 4
    state.crisis = {}
    state.price[5] = 5
    dice += [3, 4, 2, 3, 1]
    GAME.apply(state, act, "roll")
    assert state.ind == 7 and state.phase == "sales" and seller in GAME.to_act(state)
    assert GAME.legal_actions(state, seller) == ["done"]  # no bank buys a startup
    assert f"deal:startup:{buyer}:6" in GAME.open_actions(state, seller)
    GAME.apply(state, seller, f"deal:startup:{buyer}:5")
    assert f"take:startup:{seller}" in GAME.open_actions(state, buyer)
    cs, cb = state.players[seller].cash, state.players[buyer].cash
    events = GAME.apply(state, buyer, f"take:startup:{seller}")
    assert state.players[seller].startups == 1 and state.players[seller].cash == cs + 5
    assert state.players[buyer].cash == cb - 5
    # the fifth startup makes the buyer an innovation company
    assert state.players[buyer].startups == 0 and "economicus-ev-innovation" in keys(events)
    assert [c.owner for c in state.companies if c.ind == 7] == [buyer]
    while state.phase == "sales":
        GAME.apply(state, GAME.to_act(state)[0], "done")
    with pytest.raises(GameError, match="cannot-sell"):
        GAME.apply(state, seller, f"deal:startup:{buyer}:5")  # outside the innovation sales: no deal


def debtor(dice: list[int]) -> tuple[EconomicusState, int]:
    """The active player rolls Автопром (−1M) with no cash: in debt by 1M, owning companies in 2 and
    3 (one each, a star each) and two in 5 (an advantage: selling one costs two stars)."""
    state = placed(2)
    clear(state)
    state.crisis = {}
    act = state.active
    give(state, act, 2)
    give(state, act, 3)
    give(state, act, 5, 2)
    give(state, act, 11)
    give(state, 1 - act, 11, 2)
    state.price.update({2: 16, 3: 14, 5: 2, 11: 4})
    state.players[act].credit = r.credit_limit(state, act)  # no room for more credit
    state.bank += state.players[act].cash
    state.players[act].cash = 0
    dice += [5, 6]  # 11: Автопром, the only company there is the active player's: no auction
    GAME.apply(state, act, "roll")
    return state, act


def test_a_debtor_is_asked_how_to_cover_it_and_the_turn_waits(dice: list[int]) -> None:
    """Today the bot sold the cheapest company at once (here the one that costs two stars)."""
    state, act = debtor(dice)
    assert state.players[act].cash == -1 and state.debts == [act]
    assert GAME.to_act(state) == [act] and state.phase in ("sales", "debts")
    legal = GAME.legal_actions(state, act)
    assert legal[-1] == "cover" and all(a.startswith("halfsell:") for a in legal[:-1])
    with pytest.raises(GameError):
        GAME.apply(state, act, "done")  # the sales wait for the debt
    two = next(c for c in r.owned(state, act) if c.ind == 2)
    GAME.apply(state, act, f"halfsell:{two.cid}")
    # half of 16, and 5M of credit repaid, as one company less secures 5M less
    assert two.owner == -1 and state.players[act].cash == -1 + 8 - 5 and not state.debts
    assert state.price[2] == 16 - 2  # a sale to the bank lowers the price 10 % (rounded up) at once
    assert act in GAME.to_act(state) and state.phase == "sales"  # its sales phase goes on


def test_an_unanswered_debt_sells_the_company_that_costs_fewest_stars_then_the_cheapest(dice: list[int]) -> None:
    state, act = debtor(dice)
    assert GAME.default_action(state, act) == "cover"
    stars = r.stars(state, act)
    before = r.owned(state, act)
    GAME.apply(state, act, GAME.default_action(state, act))
    sold = [c.ind for c in before if c.owner != act]
    assert sold == [3]  # one star lost, and cheaper than 2; not 5 (cheapest, but two stars)
    assert r.stars(state, act) == stars - 1 and state.players[act].cash == -1 + 7 - 5


def test_an_unanswered_debt_takes_the_deposit_then_credit_first(dice: list[int]) -> None:
    state, act = debtor(dice)
    p = state.players[act]
    p.credit -= 10  # room for 10M of credit
    GAME.apply(state, act, "cover")
    assert p.credit == r.credit_limit(state, act) - 5 and p.cash == 4 and len(r.owned(state, act)) == 5
    assert act not in state.debts and "cover" not in GAME.legal_actions(state, act)
    state.debts.append(act)  # the same once more, with a deposit: it goes first
    p.cash, p.deposit = -1, 20
    state.bank -= 5 + 20
    GAME.apply(state, act, "cover")
    assert p.deposit == 0 and p.cash == 19 and p.credit == r.credit_limit(state, act) - 5


def test_a_debtor_may_sell_to_a_player_meanwhile(dice: list[int]) -> None:
    state, act = debtor(dice)
    other = 1 - act
    two = next(c for c in r.owned(state, act) if c.ind == 2)
    assert f"deal:{two.cid}:{other}:16" in GAME.open_actions(state, act)  # any company, not only 11's
    GAME.apply(state, act, f"deal:{two.cid}:{other}:9")
    GAME.apply(state, other, f"take:{two.cid}")
    assert two.owner == other and state.players[act].cash == -1 + 9 - 5 and not state.debts


def test_an_auction_whose_leader_goes_bankrupt_keeps_the_best_remaining_bid(dice: list[int]) -> None:
    """Today every standing bid was dropped and the lot went unsold."""
    state = auction_state(dice)
    act = state.active
    other, third = (act + 1) % 3, (act + 2) % 3
    private = next(c for c in flow.lots(state) if not c.gov)
    GAME.apply(state, act, f"lot:{private.cid}")
    GAME.apply(state, act, "bid:6")
    GAME.apply(state, other, "bid:8")
    GAME.apply(state, third, "bid:10")
    before = GAME.timers(state)[0].key
    events = GAME.apply(state, third, "bankrupt")
    a = state.auction
    assert a is not None and (a.leader, a.high) == (other, 8)
    assert GAME.timers(state)[0].key != before  # the clock restarts
    assert "economicus-ev-auction-back" in keys(events)
    GAME.apply(state, CLOCK, "close")
    assert private.owner == other and state.price[9] == 8


def test_an_auction_whose_only_bidder_goes_bankrupt_reopens_with_a_fresh_clock(dice: list[int]) -> None:
    state = auction_state(dice)
    act = state.active
    other = (act + 1) % 3
    private = next(c for c in flow.lots(state) if not c.gov)
    GAME.apply(state, act, f"lot:{private.cid}")
    GAME.apply(state, act, "pass")
    GAME.apply(state, other, "bid:6")
    before = GAME.timers(state)[0].key
    GAME.apply(state, other, "bankrupt")
    a = state.auction
    assert a is not None and (a.leader, a.high) == (-1, 0) and a.start == 6
    assert GAME.timers(state)[0].key != before
    assert f"bid:{a.start}" in GAME.open_actions(state, (act + 2) % 3)


@pytest.mark.parametrize(("players", "cards"), [(2, 20), (4, 20), (5, 40), (8, 40)])
def test_the_option_deck_scales_with_the_table(players: int, cards: int) -> None:
    state = new_game(players)
    every = state.option_deck + state.discard + [c for p in state.players for c in p.hand]
    assert len([c for c in every if c != "quota"]) == cards - cards // 5  # a quota each is extra


def test_years_is_at_most_forty() -> None:
    assert GAME.parse_options({"years": "40"}).years == 40
    with pytest.raises(GameError, match="err-option-value"):
        GAME.parse_options({"years": "41"})


def test_bank_sales_lower_the_price_once_per_company_each_step_rounded_up(dice: list[int]) -> None:
    state = placed(3)
    clear(state)
    act = state.active
    seller = (act + 1) % 3
    a, b_ = give(state, seller, 8, 2)
    give(state, act, 8, 3)
    state.price[8] = 15
    state.crisis = {}
    dice += [6, 2]
    GAME.apply(state, act, "roll")
    GAME.apply(state, seller, f"sell:{a.cid}")
    GAME.apply(state, seller, f"sell:{b_.cid}")
    GAME.apply(state, act, "done")
    assert state.price[8] == 11  # 15 → 13 → 11


def test_a_price_not_drawn_yet_is_worth_seven_not_zero() -> None:
    state = placed(2)
    clear(state)
    state.price[9] = 0
    c = give(state, 0, 9)[0]
    p = state.players[0]
    assert r.net_worth(state, 0) == p.cash + 7
    assert r.offer_price(state, c) == 21
    assert GAME.public_view(state)["players"][0]["worth"] == p.cash + 7


def test_the_view_shows_each_industrys_profit_per_company() -> None:
    state = placed(2)
    state.crisis = {3: 2}
    state.event = "boom"
    profit = GAME.public_view(state)["profit"]
    assert profit["2"] == 6 and profit["3"] == 4 + 1 - 2 and profit["11"] == 0
    assert GAME.public_view(state)["expected_price"] == 7


def test_profits_then_crisis_then_the_auction_at_the_lowered_price(dice: list[int]) -> None:
    """The rulings' order within a roll: profits with the crisis as it stood, then the crisis (its
    black die may lower the lot's price), then the auction."""
    state = placed(2)
    clear(state)
    state.crisis = {}
    act = state.active
    give(state, act, 4)
    state.price[4] = 9
    cash = state.players[act].cash
    dice += [2, 2, 1, 3, 4]  # a double 4: profit 3, then the crisis roll 1+3 = 4 there, black die 4
    GAME.apply(state, act, "roll")
    assert state.players[act].cash == cash + 3
    assert state.crisis == {4: 1} and state.auction is not None and state.auction.start == 5


def test_a_bankrupt_keeps_card_and_investigation_stars_only() -> None:
    state = placed(2)
    seat = 1 - state.active
    state.players[seat].extra = 2
    assert r.stars(state, seat) > 2
    GAME.apply(state, seat, "bankrupt")
    assert r.stars(state, seat) == 2


def test_verify_names_the_rules_version_an_old_record_needs(
    tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    import json
    from pathlib import Path

    from games.__main__ import main

    assert GAME.rules_version == 2
    path = Path(str(tmp_path)) / "old.json"
    record = {"game": "economicus", "rules_version": 1, "seed": "s", "commitment": "", "seats": [], "actions": []}
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["verify", str(path)]) == 2
    assert "economicus rules version 1" in capsys.readouterr().out


def test_random_baseline_seats_take_their_own_open_actions_never_the_ais(monkeypatch: pytest.MonkeyPatch) -> None:
    """Today `--vs random` let the AI bid (and borrow, deposit…) for the random seats."""
    from games.__main__ import baselines, play_ai_game

    asked: set[int] = set()
    real = GAME.ai_open_action

    def spy(state: EconomicusState, seat: int, rng: random.Random) -> str | None:
        asked.add(seat)
        return real(state, seat, rng)

    monkeypatch.setattr(GAME, "ai_open_action", spy)
    random_seat = baselines(GAME)["random"]
    state = play_ai_game(GAME, "vs", Options(years=2), 3, random.Random(1), {1: random_seat, 2: random_seat})
    assert GAME.is_over(state) and asked == {0}


def test_greedy_baseline_bids_up_to_three_years_of_profit_plus_six_a_star(dice: list[int]) -> None:
    from games.economicus.baselines import Greedy, greedy_value

    state = auction_state(dice)
    act = state.active
    other = (act + 1) % 3
    private = next(c for c in flow.lots(state) if not c.gov)
    GAME.apply(state, act, f"lot:{private.cid}")
    GAME.apply(state, act, "bid:6")
    worth = greedy_value(state, other, private)
    # 9 (Строительство, 2M) comes up 4/36 of rolls, 12 rolls in three years at three players, and a
    # company there is a new industry for the seat: one star
    assert worth == int(4 / 36 * 2 * 12 + 6 * 1)
    greedy = Greedy()
    rng = random.Random(0)
    for _ in range(30):
        bid = greedy.open_action(state, other, rng)
        if bid is None:
            break
        GAME.apply(state, other, bid)
        if state.auction is not None and state.auction.leader == other:
            GAME.apply(state, act, f"bid:{state.auction.high + 1}") if state.players[act].cash > 20 else None
    assert state.auction is not None and state.auction.best[other] <= worth
