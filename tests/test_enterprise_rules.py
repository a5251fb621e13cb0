"""智力密集行业·企业制度模拟: every rule of the seed and the rulings, one test (or a few) each."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from pydantic import ValidationError

from games.base import Event, GameError, Msg, Seat
from games.enterprise import GAME, flow, results
from games.enterprise import rules as R
from games.enterprise.game import money_total, tiles_ok
from games.enterprise.state import EnterpriseState, Options

# ----- helpers -----------------------------------------------------------------------------------
OLD_SCALE = {"salary": 10_000, "perf": 2_000, "fee_base": 10_000, "fee_head": 2_000}
"""The earlier defaults, given as options where a test checks a formula with round numbers."""


def new_game(n: int = 3, seed: str = "rules", systems: tuple[str, ...] = (), **opts: int) -> EnterpriseState:
    """A game past the system choice (seat i takes systems[i], default coop) and the share split."""
    state, _ = GAME.start(seed, [Seat(name=f"P{i}") for i in range(n)], Options(**opts))
    for seat in range(n):
        GAME.apply(state, seat, f"system:{systems[seat] if seat < len(systems) else 'coop'}")
    if state.phase == "split":
        finish_step(state)
    return state


def finish_step(state: EnterpriseState, choices: dict[int, str] | None = None) -> list[Event]:
    choices = choices or {}
    events: list[Event] = []
    for seat in list(GAME.to_act(state)):
        if seat in GAME.to_act(state):
            events += GAME.apply(state, seat, choices.get(seat, GAME.default_action(state, seat)))
    return events


def advance(state: EnterpriseState, phase: str, rnd: int | None = None) -> list[Event]:
    events: list[Event] = []
    while not (state.phase == phase and (rnd is None or state.round == rnd) and state.asked):
        assert not GAME.is_over(state), "game ended early"
        events += finish_step(state)
    return events


def fund(state: EnterpriseState, seat: int, amount: int) -> None:
    """Move money between an enterprise and the chip pool (keeps the books)."""
    state.firms[seat].cash += amount
    state.bank -= amount


def by_key(events: list[Event], key: str) -> list[Event]:
    return [e for e in events if e.key == f"enterprise-ev-{key}"]


def books(state: EnterpriseState) -> None:
    assert money_total(state) == state.minted
    assert tiles_ok(state)


# ----- set-up ------------------------------------------------------------------------------------
def test_start_announces_parameters_and_asks_every_seat_for_a_system_in_secret() -> None:
    state, ev = GAME.start("s", [Seat(name="a"), Seat(name="b")], Options())
    assert ev[0].key == "enterprise-ev-start"
    assert ev[0].params["base"] == 5 and ev[0].params["head"] == 1 and ev[0].params["growth"] == 10
    assert ev[0].params["salary"] == 5 and ev[0].params["perf"] == 1 and ev[0].params["sets"] == 6
    assert GAME.to_act(state) == [0, 1] and GAME.secret(state, 0)
    GAME.apply(state, 0, "system:shares")
    assert GAME.public_view(state)["sent"] == 1
    seen = GAME.public_view(state)
    state.pending[0] = "system:partner"
    assert GAME.public_view(state) == seen
    GAME.apply(state, 0, "system:coop")  # may change until the last choice arrives
    assert GAME.can_act(state, 0) and GAME.to_act(state) == [1]


def test_player_count_is_two_to_six() -> None:
    with pytest.raises(GameError):
        GAME.start("s", [Seat(name="a")], Options())
    with pytest.raises(GameError):
        GAME.start("s", [Seat(name=str(i)) for i in range(7)], Options())


def test_equal_initial_teams_with_three_different_levels_2_to_6_per_suit() -> None:
    state = new_game(4, systems=("shares", "partner", "coop", "coop"))
    assert state.sets == 6 and tiles_ok(state)
    template = state.template
    for suit in range(3):
        levels = [t[suit] for t in template]
        assert len(set(levels)) == 3 and all(2 <= lv <= 6 for lv in levels)
    for seat in range(4):
        team = sorted(p.tiles for p in R.staff(state, seat))
        assert team == sorted(template)
        assert all(p.salary == 5 and p.perf == 1 for p in R.staff(state, seat))
    assert all(p.partner for p in R.staff(state, 1)) and not any(p.partner for p in R.staff(state, 2))
    assert [f.cash for f in state.firms] == [1_000_000] * 4


def test_sets_default_is_six_for_any_number_of_players() -> None:
    for n in (2, 6):
        state, _ = GAME.start("s", [Seat(name=str(i)) for i in range(n)], Options())
        assert state.sets == 6 and sum(state.pool) == 6 * 4 * 27
    state, _ = GAME.start("s", [Seat(name=str(i)) for i in range(6)], Options(sets=0))  # the earlier reading
    assert state.sets == 2 and sum(state.pool) == 2 * 4 * 27
    state, _ = GAME.start("s", [Seat(name=str(i)) for i in range(2)], Options(sets=3))
    assert sum(state.pool) == 3 * 4 * 27


def test_joint_stock_split_defaults_and_can_be_changed() -> None:
    state, _ = GAME.start("s", [Seat(name="a"), Seat(name="b")], Options())
    GAME.apply(state, 0, "system:shares")
    GAME.apply(state, 1, "system:shares")
    assert state.phase == "split" and GAME.legal_actions(state, 0)[0] == "split:400:200:200:200"
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "split:400:200:200:100")
    assert err.value.key == "enterprise-err-split"
    GAME.apply(state, 0, "split:700:100:100:100")
    GAME.apply(state, 1, GAME.default_action(state, 1))
    assert state.firms[0].founder == 700 and [p.shares for p in R.staff(state, 0)] == [100, 100, 100]
    assert state.firms[1].founder == 400 and [p.shares for p in R.staff(state, 1)] == [200, 200, 200]
    assert R.total_shares(state, state.firms[0]) == 1_000


# ----- fees --------------------------------------------------------------------------------------
def test_fee_formula_grows_ten_percent_a_round_rounded_to_the_yuan() -> None:
    assert [R.grown(10_000, 10, r) for r in (1, 2, 3, 4)] == [10_000, 11_000, 12_100, 13_310]
    assert R.grown(2_000, 10, 5) == 2_928  # 2000 × 1.4641 = 2928.2
    assert R.grown(15, 10, 2) == 17  # 16.5 rounds half up


def test_pay_day_charges_fee_salaries_and_performance() -> None:
    state = new_game(2, tasks=1, **OLD_SCALE)
    advance(state, "offer", 1)
    f = state.firms[0]
    R.staff(state, 0)[0].uses = 2  # performance is owed per skill use
    ev = advance(state, "dividend", 1)
    paid = next(e for e in by_key(ev, "paid") if e.params["player"] == "#0")
    assert paid.params["fee"] == 10_000 + 3 * 2_000
    assert paid.params["wages"] == 3 * 10_000 + 2 * 2_000
    assert f.cash == 1_000_000 - 16_000 - 34_000 and f.profit == -50_000
    books(state)
    assert sum(p.income for p in R.staff(state, 0)) == 34_000


# ----- recruitment -------------------------------------------------------------------------------
def test_six_graduates_of_level_at_most_six_come_to_the_market() -> None:
    state = new_game(3)
    ev = advance(state, "offer", 1)
    market = R.market(state)
    assert len(market) == 6 and by_key(ev, "market")[0].params["graduates"] == 6
    assert all(max(p.tiles) <= 6 and p.origin == "graduate" for p in market)
    books(state)


def test_dismissal_costs_one_salary_and_puts_the_person_on_the_market() -> None:
    state, _ = GAME.start("rules", [Seat(name=f"P{i}") for i in range(3)], Options(**OLD_SCALE))
    for seat, system in enumerate(("coop", "shares", "shares")):
        GAME.apply(state, seat, f"system:{system}")
    GAME.apply(state, 1, "split:600:0:200:200")  # a zero-share person is an ordinary employee
    GAME.apply(state, 2, "split:400:200:200:200")
    employee, owner = R.staff(state, 1)[:2]
    assert employee.shares == 0
    assert state.asked == [0, 1]  # seat 2 has only shareholders: nobody to dismiss, not asked
    victim = R.staff(state, 0)[0]
    with pytest.raises(GameError) as err:
        GAME.apply(state, 1, f"fire:{owner.id}")
    assert err.value.key == "enterprise-err-owner"
    assert GAME.legal_actions(state, 1) == [f"fire:{employee.id}", "done"]
    GAME.apply(state, 0, f"fire:{victim.id}")
    assert "fire" not in str(GAME.public_view(state)["firms"])
    GAME.apply(state, 0, f"keep:{victim.id}")
    GAME.apply(state, 0, f"fire:{victim.id}")
    GAME.apply(state, 0, "done")
    ev = GAME.apply(state, 1, "done")
    assert by_key(ev, "fired")[0].params == {"player": "#0", "person": victim.id, "fee": 10_000}
    assert victim.firm is None and victim in R.market(state) and state.firms[0].cash == 990_000
    books(state)


def test_highest_estimate_wins_and_the_unhired_are_broken_up() -> None:
    state = new_game(3)
    advance(state, "offer", 1)
    a, b = R.market(state)[:2]
    GAME.apply(state, 0, f"offer:{a.id}:10000:2000:0")  # 14,000
    GAME.apply(state, 1, f"offer:{a.id}:9000:3000:0")  # 15,000
    GAME.apply(state, 2, f"offer:{b.id}:0:0:0")
    pool_before = sum(state.pool)
    for seat in range(3):
        ev = GAME.apply(state, seat, "done")
    hired = by_key(ev, "hired")
    assert [(e.params["player"], e.params["person"], e.params["estimate"]) for e in hired] == [
        ("#1", a.id, 15_000),
        ("#2", b.id, 0),
    ]
    assert a.firm == 1 and (a.salary, a.perf) == (9_000, 3_000)
    assert R.market(state) == [] and sum(state.pool) >= pool_before + 4 * 3 - 3  # 4 unhired back (minus a task)
    assert by_key(ev, "unhired")[0].params["count"] == 4
    books(state)


def test_equal_estimates_are_decided_at_random_and_said_so() -> None:
    winners = Counter()
    for i in range(30):
        state = new_game(2, seed=f"tie{i}")
        advance(state, "offer", 1)
        a = R.market(state)[0]
        GAME.apply(state, 0, f"offer:{a.id}:10000:2000:0")
        GAME.apply(state, 1, f"offer:{a.id}:12000:1000:0")  # same estimate 14,000
        GAME.apply(state, 0, "done")
        ev = GAME.apply(state, 1, "done")
        tie = by_key(ev, "tie")
        assert len(tie) == 1 and tie[0].params["count"] == 2
        winners[a.firm] += 1
        assert tie[0].params["player"] == f"#{a.firm}"
    assert winners[0] > 3 and winners[1] > 3


def test_estimate_counts_the_last_dividend_per_share_or_per_use() -> None:
    f = R.Firm(seat=0, system="shares", last_share_div=30)
    assert R.estimate(f, 10_000, 2_000, 50, False) == 10_000 + 4_000 + 1_500
    g = R.Firm(seat=1, system="coop", last_use_div=700)
    assert R.estimate(g, 10_000, 2_000, 0, True) == 10_000 + 4_000 + 1_400
    state = new_game(2, systems=("shares", "coop"))
    advance(state, "offer", 1)
    state.firms[0].last_share_div = 100
    a = R.market(state)[0]
    GAME.apply(state, 0, f"offer:{a.id}:10000:2000:g50")  # 14,000 + 5,000
    GAME.apply(state, 1, f"offer:{a.id}:18000:0:0")  # 18,000
    GAME.apply(state, 0, "done")
    GAME.apply(state, 1, "done")
    assert a.firm == 0 and a.shares == 50 and state.firms[0].founder == 350


def test_share_offers_grant_from_the_founder_block_or_issue_with_a_majority() -> None:
    state = new_game(2, systems=("shares", "shares"))
    advance(state, "offer", 1)
    a, b = R.market(state)[:2]
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, f"offer:{a.id}:10000:2000:i100")  # founder 400 of 1000: no majority
    assert err.value.key == "enterprise-err-issue"
    GAME.apply(state, 0, f"offer:{a.id}:10000:2000:g300")
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, f"offer:{b.id}:10000:2000:g200")  # 300 + 200 > 400
    assert err.value.key == "enterprise-err-grant"
    state.firms[1].founder = 700
    for p in R.staff(state, 1):
        p.shares = 100
    GAME.apply(state, 1, f"offer:{b.id}:10000:2000:i100")
    before = state.model_dump()
    with pytest.raises(GameError):
        GAME.apply(state, 1, f"offer:{b.id}:10000:2000:x1")
    assert state.model_dump() == before
    GAME.apply(state, 0, "done")
    GAME.apply(state, 1, "done")
    assert a.shares == 300 and state.firms[0].founder == 100
    assert b.shares == 100 and state.firms[1].founder == 700 and R.total_shares(state, state.firms[1]) == 1_100


def test_partnership_dice_one_die_per_partner_and_no_six_passes() -> None:
    seen = set()
    for i in range(25):
        state = new_game(2, seed=f"dice{i}", systems=("partner", "coop"))
        advance(state, "offer", 1)
        a = R.market(state)[0]
        GAME.apply(state, 0, f"offer:{a.id}:10000:2000:p")
        GAME.apply(state, 0, "done")
        ev = GAME.apply(state, 1, "done")
        dice = by_key(ev, "partner-dice")[0]
        faces = [int(d) for d in str(dice.params["dice"]).split()]
        assert len(faces) == 3  # three founding partners
        assert dice.params["ok"] == int(6 not in faces)
        assert a.firm == 0 and a.partner == (6 not in faces)
        seen.add(a.partner)
    assert seen == {True, False}


# ----- labour ------------------------------------------------------------------------------------
def test_subtask_reward_has_two_n_dice_digits_and_accept_needs_cover_and_cash() -> None:
    state = new_game(2)
    advance(state, "task")
    reward = state.rewards[-1]
    assert 11 <= reward <= 66 and all(1 <= int(d) <= 6 for d in str(reward))
    state.req = [9, 9, 9]
    assert GAME.legal_actions(state, 0) == ["decline"]
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "accept")
    assert err.value.key == "enterprise-err-cover"
    state.req = [1, 1, 1]
    cheapest = R.cover(state, 0, state.req)
    assert cheapest is not None
    lows = [min(p.tiles[s] for p in R.staff(state, 0)) for s in range(3)]
    assert [R.person(state, pid).tiles[s] for s, pid in enumerate(cheapest)] == lows  # type: ignore[union-attr]  # the ids come from the state: the person exists
    fund(state, 0, -state.firms[0].cash)
    assert GAME.legal_actions(state, 0) == ["decline"]


def test_accepting_flips_skills_and_escrows_the_deposit_and_the_finisher_is_paid() -> None:
    outcomes = set()
    for i in range(40):
        state = new_game(2, seed=f"task{i}")
        advance(state, "task")
        if state.task_no == state.options.tasks:  # the round's last task ends in pay day
            continue
        state.req = [1, 1, 1]
        f0, f1 = state.firms
        c0, c1 = f0.cash, f1.cash
        reward = state.rewards[-1]
        ids = [p.id for p in R.staff(state, 0)]
        GAME.apply(state, 0, f"assign:{ids[0]}:{ids[0]}:{ids[1]}")
        ev = GAME.apply(state, 1, "decline")
        assert by_key(ev, "accepted")[0].params["people"] == f"{ids[0]}:{ids[0]}:{ids[1]}"
        if state.phase == "task":  # (after the round's last task every tile is turned back)
            assert R.person(state, ids[0]).flipped[:2] == [True, True]  # type: ignore[union-attr]  # the ids come from the state: the person exists
        assert R.person(state, ids[0]).uses == 2  # type: ignore[union-attr]  # the ids come from the state: the person exists
        if by_key(ev, "paid"):  # the rest of the round ran through to pay day: a different check
            continue
        assert f1.cash == c1
        go_on = by_key(ev, "dice")[0].params["go_on"]
        outcomes.add(go_on)
        if go_on:  # the next sub-task: four dice digits, seat 0 still in (or unable and forfeiting)
            nxt = by_key(ev, "subtask")[0]
            assert nxt.params["sub"] == 2 and 1_111 <= int(nxt.params["reward"]) <= 6_666
            lost = by_key(ev, "forfeit")
            assert (state.sub == 2 and state.escrow[0] == reward) or lost[0].params["amount"] == reward
        else:
            paid = by_key(ev, "task-paid")[0]
            assert paid.params == {"player": "#0", "deposit": reward, "reward": reward}
            assert f0.cash == c0 + reward and state.escrow == {}
        books(state)
        if outcomes == {0, 1}:
            break
    assert outcomes == {0, 1}


def test_declining_a_later_subtask_forfeits_the_deposits() -> None:
    for i in range(80):
        state = new_game(2, seed=f"forfeit{i}")
        advance(state, "task")
        if state.task_no == state.options.tasks:
            continue
        state.req = [1, 1, 1]
        first = state.rewards[-1]
        GAME.apply(state, 0, "accept")
        GAME.apply(state, 1, "accept")
        if state.sub != 2:
            continue
        cash = state.firms[0].cash
        state.req = [1, 1, 1]
        if 0 not in state.asked or 1 not in state.asked:
            continue
        GAME.apply(state, 0, "decline")
        ev = GAME.apply(state, 1, "accept")
        assert by_key(ev, "forfeit")[0].params == {"player": "#0", "amount": first}
        assert state.firms[0].cash == cash  # the deposit is not returned
        books(state)
        return
    pytest.fail("no task reached a second sub-task")


def test_the_three_busiest_people_are_promoted_ties_included() -> None:
    state = new_game(2, tasks=1)
    advance(state, "task")
    people = R.staff(state, 0) + R.staff(state, 1)
    pattern = [[True, True, True], [True, True, False], [True, False, True], [False, True, True], [True, False, False]]
    for p, flips in zip(people, pattern, strict=False):
        p.flipped = list(flips)
    before = {p.id: list(p.tiles) for p in people}
    ev = finish_step(state, {0: "decline", 1: "decline"})
    promoted = {e.params["person"] for e in by_key(ev, "promoted")} | {
        e.params["person"] for e in by_key(ev, "no-promotion")
    }
    assert promoted == {p.id for p in people[:4]}  # counts 3, 2, 2, 2: the cut is 2
    for p in people[:4]:
        diff = [a - b for a, b in zip(p.tiles, before[p.id], strict=True)]
        if p.id in {e.params["person"] for e in by_key(ev, "promoted")}:
            assert sorted(diff) == [0, 0, 1]
            assert pattern[people.index(p)][diff.index(1)]
    assert all(p.flipped == [False, False, False] for p in people)
    books(state)


def test_a_flipped_nine_cannot_rise_the_promotion_takes_another_flipped_suit() -> None:
    state = new_game(2, tasks=1)
    advance(state, "task")
    a, b = R.staff(state, 0)[:2]
    for p in (a, b):  # each gets the 饼 9 (from the pool: the books stay kept)
        R.give_back(state, 0, p.tiles[0])
        assert R.take(state, 0, 9)
        p.tiles[0] = 9
    a.flipped, b.flipped = [True, True, True], [True, False, False]
    for p in R.staff(state, 0)[2:] + R.staff(state, 1):
        p.flipped = [False, True, False]  # counts 3, 1, 1, …: the cut is 1, b among the busiest
    ev = finish_step(state, {0: "decline", 1: "decline"})
    rose = {e.params["person"]: e.params["suit"] for e in by_key(ev, "promoted")}
    assert rose[a.id] != "@enterprise-suit-0" and a.tiles[0] == 9
    assert b.id not in rose and b.id in {e.params["person"] for e in by_key(ev, "no-promotion")}
    books(state)


# ----- distribution ------------------------------------------------------------------------------
def test_joint_stock_dividend_by_shares_keeps_the_founder_part() -> None:
    state = new_game(2, systems=("shares", "coop"))
    advance(state, "dividend", 1)
    f = state.firms[0]
    cash = f.cash
    ev = finish_step(state, {0: "dividend:10000", 1: "dividend:0"})
    e = by_key(ev, "dividend-shares")[0]
    assert e.params == {"player": "#0", "amount": 10_000, "per": 10, "paid": 6_000}
    assert f.cash == cash - 6_000 and f.last_share_div == 10
    books(state)


def test_cooperative_dividend_by_skill_uses_to_every_member() -> None:
    state = new_game(2, systems=("coop", "partner"))
    advance(state, "dividend", 1)
    for seat in (0, 1):
        for p, uses in zip(R.staff(state, seat), (2, 1, 0), strict=True):
            p.uses = uses
    R.staff(state, 1)[0].partner = False  # an employee of the partnership: no per-use dividend
    incomes = [p.income for p in R.staff(state, 0)]
    ev = finish_step(state, {0: "dividend:301", 1: "dividend:300"})
    coop, part = by_key(ev, "dividend-uses")
    assert coop.params == {"player": "#0", "amount": 301, "per": 100, "uses": 3, "paid": 300}
    assert [p.income - i for p, i in zip(R.staff(state, 0), incomes, strict=True)] == [200, 100, 0]
    assert part.params["uses"] == 1 and part.params["per"] == 300
    books(state)


def test_dividend_may_not_exceed_cash() -> None:
    state = new_game(2)
    advance(state, "dividend", 1)
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, f"dividend:{state.firms[0].cash + 1}")
    assert err.value.key == "enterprise-err-cash"


def test_after_the_dividend_partnership_grants_issues_and_share_sale() -> None:
    state = new_game(2, systems=("shares", "partner"))
    advance(state, "manage", 1)
    f = state.firms[0]
    p = R.staff(state, 0)[0]
    GAME.apply(state, 0, f"grant:{p.id}:100")
    assert p.shares == 300 and f.founder == 300
    with pytest.raises(GameError):
        GAME.apply(state, 0, f"issue:{p.id}:10")  # founder 300 of 1000
    with pytest.raises(GameError):
        GAME.apply(state, 0, "sell:100")  # no dividend yet
    f.last_share_div = 5
    cash = f.cash
    with pytest.raises(GameError):
        GAME.apply(state, 0, "sell:201")  # more than 20 %
    GAME.apply(state, 0, "sell:200")
    assert f.cash == cash + 200 * 500 and f.pool_shares == 200
    with pytest.raises(GameError):
        GAME.apply(state, 0, "sell:1")  # once a round
    books(state)
    q = R.staff(state, 1)[0]
    q.partner = False
    GAME.apply(state, 1, f"partner:{q.id}")
    with pytest.raises(GameError) as err:
        GAME.apply(state, 1, f"partner:{q.id}")
    assert err.value.key == "enterprise-err-partner" or q.partner


def test_poaching_needs_more_than_120_percent_and_costs_a_salary() -> None:
    state = new_game(2, **OLD_SCALE)
    advance(state, "manage", 1)
    a, b = R.staff(state, 1)[:2]  # each: 10,000 + 2 × 2,000 = 14,000 (no dividend yet)
    GAME.apply(state, 0, f"poach:{a.id}:12800:2000:0")  # 16,800 = 120 %: not enough
    GAME.apply(state, 0, f"poach:{b.id}:12801:2000:0")
    assert "poach" not in str(GAME.public_view(state))
    cash = state.firms[0].cash
    GAME.apply(state, 0, "done")
    ev = GAME.apply(state, 1, "done")
    assert a.firm == 1 and b.firm == 0 and b.salary == 12_801
    assert by_key(ev, "poached")[0].params == {"player": "#0", "person": b.id, "old": "#1", "fee": 12_801}
    assert state.firms[0].cash == cash - 12_801
    books(state)


def test_restructuring_needs_the_profit_paid_out_and_refounds_with_the_people() -> None:
    state = new_game(2, systems=("coop", "coop"))
    advance(state, "manage", 1)
    state.firms[1].profit = 5_000
    with pytest.raises(GameError) as err:
        GAME.apply(state, 1, "reform:shares")
    assert err.value.key == "enterprise-err-reform"
    GAME.apply(state, 0, "reform:partner")
    finish_step(state)
    f = state.firms[0]
    assert f.system == "partner" and all(p.partner for p in R.staff(state, 0))
    assert f.systems_used == ["coop", "partner"]


# ----- bankruptcy and the end --------------------------------------------------------------------
def task_in_round_one(n: int, **opts: int) -> EnterpriseState:
    """A game (the first of a few seeds) whose round 1 has a sub-task someone can cover."""
    for i in range(100):
        state = new_game(n, seed=f"task-r1-{i}", **opts)
        while not GAME.is_over(state) and state.round <= 1 and not (state.phase == "task" and state.asked):
            finish_step(state)
        if state.round == 1 and state.phase == "task":
            return state
    raise AssertionError("no seed with a coverable sub-task in round 1")


def test_bankruptcy_frees_the_people_and_the_player_refounds_next_round() -> None:
    state = task_in_round_one(3, tasks=1)
    fund(state, 2, -state.firms[2].cash + 1)  # short of any deposit and of the pay
    ev = advance(state, "dividend", 1)
    assert by_key(ev, "bankrupt")[0].params["player"] == "#2"
    f = state.firms[2]
    assert not f.active and f.bankruptcies == 1 and f.cash == 0 and R.staff(state, 2) == []
    assert 2 not in state.asked
    books(state)
    advance(state, "system", 2)
    assert state.asked == [2]
    minted = state.minted
    GAME.apply(state, 2, "system:shares")
    assert f.active and f.cash == 1_000_000 and f.founder == 1_000 and state.minted == minted + 1_000_000
    assert state.phase == "fire"
    books(state)


def test_game_ends_when_only_one_player_was_never_bankrupt() -> None:
    state = new_game(2, tasks=1)
    advance(state, "task")
    fund(state, 1, -state.firms[1].cash)
    finish_step(state)
    assert GAME.is_over(state)
    res = GAME.result(state)
    assert res["places"] == [1, 2] and res["scores"][1] == 0


def test_game_ends_after_the_rounds_ranked_by_bankruptcies_then_cash() -> None:
    state = new_game(3, rounds=2, tasks=2)
    while not GAME.is_over(state):
        finish_step(state)
    assert state.round == 2
    state.firms[0].bankruptcies = 1
    state.firms[0].cash = 10**9
    state.firms[1].cash = 500
    state.firms[2].cash = 500
    res = GAME.result(state)
    assert res["places"] == [3, 1, 1] and res["scores"] == [10**9, 500, 500]
    with pytest.raises(GameError):
        GAME.apply(state, 0, "done")


def test_wrong_phase_and_nonsense_are_rejected_without_change() -> None:
    state = new_game(2)
    advance(state, "offer", 1)
    before = state.model_dump()
    for bad in ("dividend:5", "offer:1", "offer:x:1:1:0", "offer:999:1:1:0", "accept", "", "done:1", "offer:1:1:1:p"):
        with pytest.raises(GameError):
            GAME.apply(state, 0, bad)
        assert state.model_dump() == before


def test_forged_actions_are_refused_with_the_typed_text_shown_literally() -> None:
    """What a player typed never selects a message id ("@help") or a seat's name ("#0") in a refusal."""
    from locales import LANGS, catalog

    cat = catalog()
    state = new_game(2, systems=("coop", "shares"))
    advance(state, "offer", 1)
    market = R.market(state)[0].id
    before = state.model_dump()
    forged = {
        0: [f"offer:{market}:10:10:@help", f"offer:{market}:10:10:#0", f"offer:{market}:@help:10:0"],
        1: [f"offer:{market}:10:10:g@help", f"offer:{market}:10:10:@enterprise-rules"],
    }
    for seat, actions in forged.items():
        for action in actions:
            typed = action.rsplit(":", 1)[1] if "@help:" not in action else "@help"
            with pytest.raises(GameError) as err:
                GAME.apply(state, seat, action)
            assert state.model_dump() == before
            (param,) = [v for v in err.value.params.values() if isinstance(v, str)]
            assert param == "=" + (typed[1:] if typed.startswith("g@") else typed)
            for lang in LANGS:
                shown = cat.render(lang, err.value.key, err.value.params, ["Ann", "Bob"], markup=False)
                assert (typed[1:] if typed.startswith("g@") else typed) in shown and "Ann" not in shown, shown
    state = new_game(2)
    state.firms[0].active = False  # a re-founding step: `system:<typed>`
    flow.ask(state, "system", [0])
    with pytest.raises(GameError) as err:
        GAME.apply(state, 0, "system:@help")
    assert err.value.params == {"value": "=@help"}


def test_events_built_without_validation_equal_validated_events() -> None:
    state, events = GAME.start("fast", [Seat(name=f"P{i}") for i in range(3)], Options(rounds=2))
    rng = random.Random(4)
    labels = []
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if seat in GAME.to_act(state):
                action = rng.choice(GAME.legal_actions(state, seat))
                labels.append(GAME.action_label(state, seat, action))
                events += GAME.apply(state, seat, action)
    assert len(events) > 80 and labels
    for e in events:
        checked = Event.model_validate(e.model_dump(exclude_unset=True))
        assert e == checked and type(e) is Event
        assert e.model_dump() == checked.model_dump() and e.model_fields_set == checked.model_fields_set
        assert Event.model_validate_json(e.model_dump_json()) == e
        with pytest.raises(ValidationError):
            e.key = "changed"  # still frozen
    for m in labels:
        checked_msg = Msg(key=m.key, params=m.params)
        assert m == checked_msg and m.model_fields_set == checked_msg.model_fields_set


# ----- messages ----------------------------------------------------------------------------------
def test_every_message_the_engine_names_exists_in_every_language() -> None:
    import re
    from pathlib import Path

    from locales import LANGS, catalog

    src = "\n".join(p.read_text() for p in (Path(R.__file__).parent).glob("*.py"))
    used = set(re.findall(r'"(enterprise-[a-z]+-[a-z-]+)"', src))
    used |= {f"enterprise-ev-{k}" for k in re.findall(r'say\(\s*ev,\s*"([a-z-]+)"', src)}
    used |= {f"enterprise-{k}" for k in ("name", "rules")}
    used |= {f"enterprise-opt-{k}" for k in Options.model_fields}
    used |= {f"enterprise-sys-{s}" for s in ("shares", "partner", "coop", "none")}
    used |= {f"enterprise-suit-{s}" for s in range(3)} | {f"enterprise-term-{t}" for t in ("none", "partner")}
    used |= {f"enterprise-term-{t}" for t in ("grant", "issue")}
    used |= {f"enterprise-phase-{p}" for p in ("system", "split", "fire", "offer", "task", "dividend", "manage")}
    for verb in ("system", "split", "fire", "keep", "done", "offer", "poach", "withdraw", "accept", "assign"):
        used.add(f"enterprise-act-{verb}")
    for verb in ("decline", "dividend", "partner", "grant", "issue", "sell", "reform"):
        used.add(f"enterprise-act-{verb}")
    cat = catalog()
    assert len(used) > 80
    for lang in LANGS:
        missing = sorted(k for k in used if not k.endswith("-") and not cat.has(lang, k))
        assert not missing, (lang, missing)


def test_labels_of_every_listed_action_render() -> None:
    from locales import catalog

    cat = catalog()
    rng = random.Random(3)
    state, _ = GAME.start("labels", [Seat(name=str(i)) for i in range(3)], Options(rounds=2))
    while not GAME.is_over(state):
        seat = rng.choice(GAME.to_act(state))
        acts = GAME.legal_actions(state, seat)
        for a in acts:
            msg = GAME.action_label(state, seat, a)
            assert cat.has("zh", msg.key), msg.key
            assert "{" not in cat.render("ru", msg.key, msg.params, names=["A", "B", "C"])
        GAME.apply(state, seat, rng.choice(acts))


def test_end_report_compares_the_systems() -> None:
    state = new_game(3, systems=("shares", "partner", "partner"), rounds=1, tasks=1)
    events: list[Event] = []
    while not GAME.is_over(state):
        events += finish_step(state)
    rows = by_key(events, "report")
    assert [r.params["system"] for r in rows] == ["@enterprise-sys-shares", "@enterprise-sys-partner"]
    assert rows[1].params["firms"] == 2 and rows[1].params["rounds"] == 2 and rows[1].params["people"] == 3
    assert rows[1].params["cash"] == (state.firms[1].cash + state.firms[2].cash) // 2
    assert len(by_key(events, "final")) == 3


def test_end_report_counts_a_restructured_enterprise_under_each_system_for_its_rounds() -> None:
    state = new_game(2, systems=("coop", "coop"), rounds=2, tasks=1)
    advance(state, "manage", 1)
    GAME.apply(state, 0, "reform:partner")  # takes effect for round 2
    events = finish_step(state)
    while not GAME.is_over(state):
        events += finish_step(state)
    f = state.firms[0]
    assert f.system_by_round == ["coop", "partner"] and state.firms[1].system_by_round == ["coop", "coop"]
    rows = {r.params["system"]: r.params for r in by_key(events, "report")}
    assert rows["@enterprise-sys-coop"]["rounds"] == 3 and rows["@enterprise-sys-coop"]["firms"] == 2
    assert rows["@enterprise-sys-partner"]["rounds"] == 1
    assert rows["@enterprise-sys-partner"]["cash"] == f.cash_by_round[1]
    assert GAME.result(state)["report"] == [dict(r.params) for r in by_key(events, "report")]


def test_end_report_income_counts_only_what_the_enterprise_paid() -> None:
    state = new_game(2, systems=("coop", "coop"), rounds=1, tasks=1)
    advance(state, "dividend", 1)
    staff = R.staff(state, 0)
    staff[0].income += 1_000_000  # earned elsewhere before: not this enterprise's pay
    while not GAME.is_over(state):
        finish_step(state)
    rows = results.system_report(state)
    paid = state.firms[0].paid_out + state.firms[1].paid_out
    assert rows[0]["income"] == paid // 6 and paid < 1_000


def test_score_is_cash_plus_dividends_paid_to_own_people_and_ranks_the_table() -> None:
    state = new_game(2, systems=("shares", "shares"), rounds=1, tasks=1)
    advance(state, "dividend", 1)
    fund(state, 0, 10_000)
    fund(state, 1, 10_000 - 300)
    ev = GAME.apply(state, 0, "dividend:1000")  # ¥1 a share: ¥600 to the three members, ¥400 stays
    ev += GAME.apply(state, 1, "dividend:0")
    while not GAME.is_over(state):
        ev += finish_step(state)
    a, b = state.firms
    assert a.shared == 600 and a.cash < b.cash
    res = GAME.result(state)
    assert res["scores"] == [a.cash + 600, b.cash] and res["dividends"] == [600, 0]
    assert res["places"] == [1, 2]  # on cash alone the order would be the other way round
    final = by_key(ev, "final")[0].params
    assert final["player"] == "#0" and final["score"] == a.cash + 600 and final["dividends"] == 600


def test_fewest_bankruptcies_rank_before_the_score() -> None:
    state = new_game(3, rounds=1, tasks=1)
    advance(state, "dividend", 1)
    state.firms[0].bankruptcies = 1
    fund(state, 0, 500_000)
    while not GAME.is_over(state):
        finish_step(state)
    assert GAME.result(state)["places"][0] == 3


def test_restructuring_after_a_dividend_compares_the_declared_amount() -> None:
    state = new_game(2, systems=("coop", "coop"), tasks=1)
    advance(state, "dividend", 1)
    f = state.firms[0]
    f.profit = 10
    for p in R.staff(state, 0):
        p.uses = 1  # three uses: ¥3 a use, ¥9 paid of the ¥10 declared
    GAME.apply(state, 0, "dividend:10")
    GAME.apply(state, 1, "dividend:0")
    assert state.phase == "manage" and f.dividend == 10
    GAME.apply(state, 0, "reform:partner")
    assert state.drafts[0] == ["reform:partner"]


@pytest.mark.parametrize("typed", ["accept:", "decline:", "accept:1", "decline:x", "assign:", "assign:1:2"])
def test_malformed_sub_task_answers_are_refused_and_change_nothing(typed: str) -> None:
    state = task_in_round_one(2, tasks=3)
    seat = GAME.to_act(state)[0]
    action = GAME.parse_text(state, seat, typed) or typed
    before = state.model_dump()
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat, action)
    assert err.value.key in ("enterprise-err-format", "enterprise-err-number")
    assert state.model_dump() == before
    while not GAME.is_over(state):  # the game goes on: no stale step
        finish_step(state)


def test_the_poach_button_offers_just_over_120_percent() -> None:
    state = new_game(2, **OLD_SCALE)
    advance(state, "manage", 1)
    poach = [a for a in GAME.legal_actions(state, 0) if a.startswith("poach:")]
    assert poach
    _, pid, salary, perf, _sys = poach[0].split(":")
    assert int(salary) + 2 * int(perf) == 14_000 * 6 // 5 + 1
    GAME.apply(state, 0, poach[0])
    finish_step(state)
    assert R.person(state, int(pid)).firm == 0  # type: ignore[union-attr]  # the ids come from the state: the person exists


def test_restructuring_into_joint_stock_gives_the_people_sixty_percent() -> None:
    state = new_game(2, systems=("partner", "coop"))
    advance(state, "manage", 1)
    GAME.apply(state, 0, "reform:shares")
    finish_step(state)
    f = state.firms[0]
    staff = R.staff(state, 0)
    assert f.system == "shares" and [p.shares for p in staff] == [200, 200, 200] and f.founder == 400
    assert not any(p.partner for p in staff)


def test_a_sent_restructuring_can_be_taken_back() -> None:
    state = new_game(2, systems=("coop", "coop"))
    advance(state, "manage", 1)
    GAME.apply(state, 0, "reform:shares")
    assert "reform:coop" in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, "reform:coop")
    assert state.drafts[0] == []
    with pytest.raises(GameError):
        GAME.apply(state, 0, "reform:coop")
    finish_step(state)
    assert state.firms[0].system == "coop"


def test_every_decision_has_a_dm_question_in_every_language() -> None:
    from locales import LANGS, catalog

    cat = catalog()
    rng = random.Random(11)
    state, _ = GAME.start("ask", [Seat(name=str(i)) for i in range(3)], Options(rounds=2))
    seen = set()
    while not GAME.is_over(state):
        seat = rng.choice(GAME.to_act(state))
        msg = GAME.prompt(state, seat)
        assert msg is not None and msg.key == f"enterprise-ask-{state.phase}"
        seen.add(state.phase)
        for lang in LANGS:
            assert "{" not in cat.render(lang, msg.key, msg.params, names=["A", "B", "C"])
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    assert GAME.prompt(state, 0) is None
    assert {"system", "offer", "task", "dividend", "manage"} <= seen


def test_one_mahjong_set_serves_at_most_four_players() -> None:
    assert GAME.player_range(Options(sets=1)) == (2, 4)
    with pytest.raises(GameError):
        GAME.start("s", [Seat(name=str(i)) for i in range(5)], Options(sets=1))
    state, _ = GAME.start("s", [Seat(name=str(i)) for i in range(4)], Options(sets=1))
    for seat in range(4):
        GAME.apply(state, seat, "system:coop")
    assert tiles_ok(state)


def test_people_and_fields_made_without_pydantic_equal_the_validated_ones() -> None:
    """The engine's fast paths read back as pydantic's own: `rules.fresh_person` (founders, graduates) equals
    the validated `Person`, fields noted as set included; `state.put` sets a field as `setattr` does; and
    `views.person_public` shows every field of a played game's people, the lists copied."""
    from games.enterprise.state import Person, put
    from games.enterprise.views import person_public

    for pid, ranks, origin in ((1, [2, 3, 4], "founder"), (57, [6, 1, 6], "graduate")):
        fast, checked = R.fresh_person(pid, ranks, origin), Person(id=pid, tiles=ranks, origin=origin)
        assert type(fast) is Person and fast == checked and fast.model_fields_set == checked.model_fields_set
        assert fast.model_dump() == checked.model_dump() and fast.tiles is not ranks
        assert Person.model_validate_json(fast.model_dump_json()) == fast
        by_put, by_set = R.fresh_person(pid, ranks, origin), R.fresh_person(pid, ranks, origin)
        put(by_put, "uses", 2)
        by_set.uses = 2
        assert by_put == by_set and by_put.model_fields_set == by_set.model_fields_set
    state, _ = GAME.start("fast", [Seat(name=f"P{i}") for i in range(4)], Options(rounds=2))
    rng = random.Random(5)
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            if seat in GAME.to_act(state):
                GAME.apply(state, seat, GAME.ai_action(state, seat, rng))
    assert EnterpriseState.model_validate_json(state.model_dump_json()) == state
    assert any(p.origin == "graduate" for p in state.persons)
    for p in state.persons:
        shown = person_public(p)
        assert shown == {name: getattr(p, name) for name in Person.model_fields}
        assert list(shown) == list(Person.model_fields)
        assert shown["tiles"] is not p.tiles and shown["flipped"] is not p.flipped


def test_a_snapshot_from_before_the_round_figures_reports_the_rounds_it_has() -> None:
    state = new_game(2, systems=("coop", "partner"), rounds=2, tasks=1)
    while not GAME.is_over(state):
        finish_step(state)
    raw = state.model_dump()
    for f in raw["firms"]:  # kept from round 2 on only: the lists end together, at the last round
        for key in ("profit_by_round", "people_by_round", "paid_by_round", "promos_by_round"):
            f[key] = f[key][1:]
    old = EnterpriseState.model_validate(raw)
    rows = {r["system"]: r for r in results.system_report(old)}
    assert rows["@enterprise-sys-coop"]["rounds"] == 1 and rows["@enterprise-sys-partner"]["rounds"] == 1
    assert rows["@enterprise-sys-coop"]["cash"] == state.firms[0].cash_by_round[1]
