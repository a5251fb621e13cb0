"""功德轮回: every rule of the seed (v3.6) and of the rulings, one test (or a few) each."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from pydantic import ValidationError

from games.base import Event, GameError, Seat
from games.merit import GAME, phases, rules
from games.merit.cards import BEINGS, EVENTS, ROLES, VOWS
from games.merit.scoring import base_score, refuge_bonus
from games.merit.state import MeritOptions, MeritState, Slot
from locales import catalog

EVENT = {e.id: i for i, e in enumerate(EVENTS)}
BEING = {b.id: i for i, b in enumerate(BEINGS)}


# ----- helpers -----------------------------------------------------------------------------------
def seats(n: int) -> list[Seat]:
    return [Seat(name=f"P{i}") for i in range(n)]


def lobby(n: int = 4, seed: str = "rules", **options: object) -> MeritState:
    state, _ = GAME.start(seed, seats(n), MeritOptions.model_validate(options))
    return state


def table(n: int = 4, refuge: tuple[bool, ...] = (True, True, True), target: int = 6) -> MeritState:
    """Seat i plays ROLES[i] (农夫, 商人, 学者, 僧侣); the non-monks choose `refuge` in seat order;
    returns the state at the start of round 1's actions."""
    state = lobby(n, roles="choose", target=target)
    for seat in range(min(n, 3)):
        GAME.apply(state, seat, f"role:{ROLES[seat]}")
    for seat, choice in zip(GAME.to_act(state), refuge, strict=False):
        GAME.apply(state, seat, "refuge" if choice else "norefuge")
    assert state.phase == "act"
    return state


def seat_of(state: MeritState, role: str) -> int:
    return next(i for i, p in enumerate(state.players) if p.role == role)


def turn_of(state: MeritState, role: str, *, wealth: int, fu: int, hui: int, calamity: int = 0) -> int:
    """Make it `role`'s turn (both actions left) with the given resources."""
    seat = seat_of(state, role)
    p = state.players[seat]
    p.wealth, p.fu, p.hui = wealth, fu, hui
    state.calamity = calamity
    state.step = 2 * state.order.index(seat)
    return seat


def dice(state: MeritState, *pairs: tuple[int, int]) -> None:
    """The next rolls are `pairs`, in order."""
    state.dice = [d for pair in reversed(pairs) for d in reversed(pair)]


def play(state: MeritState, seat: int, action: str) -> list[Event]:
    return GAME.apply(state, seat, action)


def only(events: list[Event], key: str) -> Event:
    found = [e for e in events if e.key == key]
    assert len(found) == 1, [e.key for e in events]
    return found[0]


def keys(events: list[Event]) -> list[str]:
    return [e.key for e in events]


def finish_round(state: MeritState) -> list[Event]:
    """Everyone still to act this round practises (always legal)."""
    out: list[Event] = []
    r = state.round
    while state.round == r and state.phase == "act":
        out += play(state, GAME.to_act(state)[0], "practice")
    return out


# ----- set-up ------------------------------------------------------------------------------------
def test_roles_are_dealt_from_the_seed_and_fewer_players_get_a_random_subset() -> None:
    deals = Counter()
    for i in range(40):
        state = lobby(2, seed=f"deal{i}")
        roles = [p.role for p in state.players]
        assert len(set(roles)) == 2 and set(roles) <= set(ROLES)
        deals[tuple(roles)] += 1
        assert [p.role for p in lobby(2, seed=f"deal{i}").players] == roles  # same seed, same deal
    assert len(deals) > 6  # many different pairs, monk included or not
    full = lobby(4)
    assert sorted(p.role for p in full.players) == sorted(ROLES)


@pytest.mark.parametrize(
    ("role", "wealth", "fu", "hui"),
    [("farmer", 5, 2, 2), ("merchant", 8, 1, 1), ("scholar", 3, 1, 4), ("monk", 0, 3, 3)],
)
def test_starting_resources_by_role(role: str, wealth: int, fu: int, hui: int) -> None:
    state = lobby(4)
    p = state.players[seat_of(state, role)]
    assert (p.wealth, p.fu, p.hui) == (wealth, fu, hui)


def test_refuge_gives_merit_and_wisdom_no_refuge_gives_wealth_and_the_monk_always_takes_refuge() -> None:
    state = lobby(4, roles="choose")
    for seat in range(3):
        play(state, seat, f"role:{ROLES[seat]}")
    assert GAME.to_act(state) == [0, 1, 2]  # the monk is not asked
    assert GAME.legal_actions(state, 3) == []
    play(state, 0, "refuge")
    play(state, 1, "norefuge")
    before = [(p.wealth, p.fu, p.hui) for p in state.players]
    state.event_deck = []  # no event card in round 1, to see the bonuses alone
    out = play(state, 2, "refuge")
    after = vowless(state)
    for seat, gain in enumerate(((0, 1, 1), (3, 0, 0), (0, 1, 1), (0, 1, 1))):
        assert after[seat] == tuple(b + g for b, g in zip(before[seat], gain, strict=True)), seat
    assert state.players[3].refuge is True
    assert only(out, "merit-ev-reveal").params["c1"] == "@merit-refuge-no"


def test_each_player_gets_one_of_the_roles_two_vows_and_both_occur() -> None:
    seen: dict[str, set[str]] = {r: set() for r in ROLES}
    for i in range(30):
        for p in lobby(4, seed=f"vow{i}").players:
            assert VOWS[p.vow].role == p.role
            seen[p.role].add(p.vow)
    assert all(len(v) == 2 for v in seen.values())


def test_one_being_is_revealed_at_set_up_and_the_decks_are_shuffled_from_the_seed() -> None:
    state, events = GAME.start("decks", seats(4), MeritOptions())
    assert len(state.area) == 1 and state.area[0].stay == 0
    assert len(state.being_deck) == 7 and len(state.event_deck) == 8
    assert sorted([*state.being_deck, state.area[0].being]) == list(range(8))
    arrival = only(events, "merit-ev-being-arrives")
    assert arrival.params["being"] == f"@merit-being-{BEINGS[state.area[0].being].id}"
    orders = {tuple(lobby(4, seed=f"s{i}").event_deck) for i in range(10)}
    assert len(orders) > 5
    again, _ = GAME.start("decks", seats(4), MeritOptions())
    assert again.event_deck == state.event_deck and again.being_deck == state.being_deck


def test_turn_order_is_farmer_merchant_scholar_monk_whatever_the_seats() -> None:
    state = lobby(4, roles="choose")
    for seat, role in enumerate(("monk", "scholar", "farmer")):
        play(state, seat, f"role:{role}")
    assert state.players[3].role == "merchant"  # the last seat gets the last role
    assert state.order == [2, 3, 1, 0]
    for seat in GAME.to_act(state):
        play(state, seat, "refuge")
    acted = []
    while state.round == 1:
        seat = GAME.to_act(state)[0]
        acted.append(seat)
        assert not GAME.secret(state, seat)  # turns are public
        play(state, seat, "practice")
    assert acted == [2, 2, 3, 3, 1, 1, 0, 0]  # both actions back to back


def test_three_players_skip_the_missing_role() -> None:
    state = lobby(3, roles="choose")
    play(state, 0, "role:monk")
    play(state, 1, "role:farmer")
    assert GAME.legal_actions(state, 2) == ["role:merchant", "role:scholar"]
    play(state, 2, "role:scholar")
    assert state.order == [1, 2, 0]


def test_choose_roles_is_a_public_pick_in_seat_order() -> None:
    state, events = GAME.start("pick", seats(4), MeritOptions(roles="choose"))
    assert state.phase == "role" and GAME.to_act(state) == [0]
    assert not GAME.secret(state, 0)
    assert only(events, "merit-ev-pick").params["player"] == "#0"
    assert GAME.legal_actions(state, 0) == [f"role:{r}" for r in ROLES]
    play(state, 0, "role:scholar")
    assert GAME.to_act(state) == [1]
    assert "role:scholar" not in GAME.legal_actions(state, 1)
    dump = state.model_dump()
    with pytest.raises(GameError) as err:
        play(state, 1, "role:scholar")
    assert err.value.key == "merit-err-role-taken"
    assert state.model_dump() == dump
    with pytest.raises(GameError):
        play(state, 2, "role:farmer")  # not seat 2's pick yet
    play(state, 1, "role:monk")
    events = play(state, 2, "role:merchant")
    assert [e.params["role"] for e in events if e.key == "merit-ev-role"] == [
        "@merit-role-merchant",
        "@merit-role-farmer",
    ]
    assert state.phase == "refuge" and state.players[3].role == "farmer"


def test_refuge_choice_is_secret_until_everyone_has_chosen() -> None:
    state = lobby(4, roles="choose")
    for seat in range(3):
        play(state, seat, f"role:{ROLES[seat]}")
    assert all(GAME.secret(state, s) for s in GAME.to_act(state))
    events = play(state, 1, "norefuge")
    public = [e for e in events if e.to is None]
    private = [e for e in events if e.to is not None]
    assert [e.key for e in public] == ["merit-ev-chosen"]
    assert "refuge" not in json.dumps([e.params for e in public])
    assert [(e.to, e.params["choice"]) for e in private] == [(1, "@merit-refuge-no")]
    view = GAME.public_view(state)
    assert view["seats"][1]["refuge"] is None and view["seats"][1]["chosen"] is True
    assert view["seats"][0]["chosen"] is False
    assert view["refuge_chosen"] == 1 and view["refuge_total"] == 3
    assert view["seats"][1]["wealth"] == 8  # the +3 is paid only at the reveal
    assert GAME.player_view(state, 1)["my_refuge"] is False
    assert GAME.player_view(state, 0)["my_refuge"] is None
    assert GAME.player_view(state, 0)["choosing"] and not GAME.player_view(state, 1)["choosing"]
    assert GAME.player_view(state, 0)["legal"] == ["refuge", "norefuge"]
    with pytest.raises(GameError):
        play(state, 1, "refuge")  # no second choice
    play(state, 0, "refuge")
    events = play(state, 2, "refuge")
    reveal = only(events, "merit-ev-reveal")
    assert reveal.to is None
    assert reveal.params == {
        "n": 4,
        **{f"p{i}": f"#{i}" for i in range(4)},
        "c0": "@merit-refuge-yes",
        "c1": "@merit-refuge-no",
        "c2": "@merit-refuge-yes",
        "c3": "@merit-refuge-yes",
    }
    assert [s["refuge"] for s in GAME.public_view(state)["seats"]] == [True, False, True, True]


def test_refuge_is_the_default_on_a_timeout() -> None:
    state = lobby(4)
    for seat in GAME.to_act(state):
        assert GAME.default_action(state, seat) == "refuge"


# ----- the round ---------------------------------------------------------------------------------
def test_vow_rewards_are_paid_at_the_start_of_each_round() -> None:
    state = table()
    m = state.players[seat_of(state, "merchant")]
    m.vow = "charity"
    f = state.players[seat_of(state, "farmer")]
    f.vow = "lamp"
    s = state.players[seat_of(state, "scholar")]
    s.vow = "sage"
    before = (m.wealth, m.hui, f.fu, s.hui)
    round_start_with(state, "drought")
    assert (m.wealth, m.hui, f.fu, s.hui) == (before[0] + 1, before[1] + 1, before[2] + 2, before[3] + 1)
    assert keys(phases_out(state))[0] == "merit-ev-round"


def phases_out(state: MeritState) -> list[Event]:
    out: list[Event] = []
    state.event_deck = []
    phases.start_round(state, out)
    return out


def round_start_with(state: MeritState, event: str) -> list[Event]:
    state.event_deck = [EVENT[event]]
    state.area = []
    out: list[Event] = []
    phases.start_round(state, out)
    return out


def vowless(state: MeritState) -> dict[int, tuple[int, int, int]]:
    """Each seat's resources minus the vow reward just paid."""
    return {
        i: (p.wealth - VOWS[p.vow].wealth, p.fu - VOWS[p.vow].fu, p.hui - VOWS[p.vow].hui)
        for i, p in enumerate(state.players)
    }


@pytest.mark.parametrize(
    ("event", "refuge_gain", "plain_gain"),
    [("sermon", (0, 0, 3), (0, 0, 2)), ("bathing", (0, 3, 0), (0, 2, 0)), ("assembly", (0, 1, 1), (0, 1, 1))],
)
def test_refuge_players_get_x_plus_half_of_merit_and_wisdom_events(
    event: str, refuge_gain: tuple[int, int, int], plain_gain: tuple[int, int, int]
) -> None:
    state = table(refuge=(True, False, True))
    before = {i: (p.wealth, p.fu, p.hui) for i, p in enumerate(state.players)}
    out = round_start_with(state, event)
    after = vowless(state)
    for seat, p in enumerate(state.players):
        gain = refuge_gain if p.refuge else plain_gain
        assert after[seat] == tuple(b + g for b, g in zip(before[seat], gain, strict=True)), (seat, p.role)
    e = only(out, "merit-ev-event")
    assert e.params["event"] == f"@merit-event-{event}" and e.params["effect"] == f"@merit-event-{event}-effect"


def test_plague_raises_calamity_and_takes_wealth_but_never_below_zero() -> None:
    state = table()
    state.calamity = 4
    monk = state.players[seat_of(state, "monk")]
    monk.wealth = 0
    monk.vow = "arhat"
    farmer = state.players[seat_of(state, "farmer")]
    farmer.wealth = 5
    farmer.vow = "diligence"
    round_start_with(state, "plague")
    assert state.calamity == 6
    assert monk.wealth == 0 and farmer.wealth == 4


def test_harvest_is_not_multiplied_for_refuge() -> None:
    state = table(refuge=(True, False, True))
    before = [p.wealth for p in state.players]
    round_start_with(state, "harvest")
    assert [w for w, _, _ in vowless(state).values()] == [b + 2 for b in before]


@pytest.mark.parametrize(
    ("event", "start", "end"), [("peace", 2, 0), ("peace", 7, 4), ("drought", 7, 8), ("flood", 0, 1)]
)
def test_calamity_events_and_the_floor_at_zero(event: str, start: int, end: int) -> None:
    state = table()
    state.calamity = start
    round_start_with(state, event)
    assert state.calamity == end


def test_a_being_can_be_saved_in_its_round_and_the_next_then_leaves_with_calamity_3() -> None:
    state = table()
    state.event_deck = [EVENT["harvest"]] * 6
    state.calamity = 0
    # round 1: the set-up being now waits its last round, a new one arrived
    assert [s.stay for s in state.area] == [1, 0]
    setup_being, new_being = (s.being for s in state.area)
    assert GAME.public_view(state)["area"][0]["last_round"] is True
    out = finish_round(state)
    left = only(out, "merit-ev-being-leaves")
    assert left.params == {"being": f"@merit-being-{BEINGS[setup_being].id}", "calamity": 3}
    assert state.calamity == 3 and state.left == [setup_being]
    assert state.area[0].being == new_being and [s.stay for s in state.area] == [1, 0]
    assert only(out, "merit-ev-being-arrives").params["being"] == f"@merit-being-{BEINGS[state.area[1].being].id}"
    finish_round(state)
    assert state.left == [setup_being, new_being] and state.calamity == 6


def test_a_new_being_arrives_every_round_while_the_deck_lasts() -> None:
    state = table()
    state.event_deck = [EVENT["harvest"]] * 6
    arrivals = 2  # set-up and round 1
    while not GAME.is_over(state):
        state.calamity = 0
        arrivals += keys(finish_round(state)).count("merit-ev-being-arrives")
    assert arrivals == 7 and len(state.being_deck) == 1
    assert len(state.saved) + len(state.left) + len(state.area) + len(state.being_deck) == 8


# ----- actions -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("refuge", "wealth", "gain"),
    [
        (True, 0, 3),
        (False, 0, 4),
        (True, 14, 3),
        (True, 15, 2),
        (False, 19, 3),
        (False, 20, 2),
        (True, 20, 1),
    ],
)
def test_labor_gives_3_with_refuge_4_without_diminished_by_wealth(refuge: bool, wealth: int, gain: int) -> None:
    state = table(refuge=(refuge, True, True))
    seat = turn_of(state, "farmer", wealth=wealth, fu=2, hui=2)
    out = play(state, seat, "labor")
    assert state.players[seat].wealth == wealth + gain
    assert only(out, "merit-ev-labor").params == {"player": f"#{seat}", "gain": gain, "wealth": wealth + gain}


@pytest.mark.parametrize(
    ("role", "refuge", "hui", "roll", "gain"),
    [
        ("farmer", True, 0, (1, 1), 2),  # 2: great failure, 2-1 = 1, +1 refuge
        ("farmer", True, 0, (2, 2), 2),  # 4: great failure
        ("farmer", True, 0, (2, 3), 3),  # 5: failure, no change
        ("farmer", True, 0, (3, 4), 3),  # 7
        ("farmer", True, 0, (4, 4), 3),  # 8: success, no change
        ("farmer", True, 0, (4, 5), 3),  # 9
        ("farmer", True, 0, (4, 6), 4),  # 10: great success
        ("farmer", False, 0, (6, 6), 3),  # 12, no refuge
        ("scholar", False, 0, (3, 3), 3),  # the scholar's base is 3
        ("scholar", False, 0, (1, 2), 2),
        ("scholar", True, 15, (5, 5), 4),  # 3+1 = 4, 1 less at 15, then +1 refuge
        ("farmer", True, 15, (1, 1), 2),  # 1 at least, before the refuge +1
        ("farmer", True, 20, (6, 5), 2),  # 3 - 2 = 1, +1
        ("farmer", False, 19, (3, 3), 1),
    ],
)
def test_practice_dice_bands_base_gain_refuge_and_diminishing(
    role: str, refuge: bool, hui: int, roll: tuple[int, int], gain: int
) -> None:
    state = table(refuge=(refuge, True, refuge))
    seat = turn_of(state, role, wealth=0, fu=0, hui=hui)
    dice(state, roll)
    out = play(state, seat, "practice")
    assert state.players[seat].hui == hui + gain
    e = only(out, "merit-ev-practice")
    total = sum(roll)
    assert (e.params["d1"], e.params["d2"], e.params["total"], e.params["gain"]) == (*roll, total, gain)
    assert e.params["band"] == f"@merit-band-{rules.band(total)}"


def test_dice_come_from_state_rng_and_replay() -> None:
    state = table()
    seat = turn_of(state, "farmer", wealth=0, fu=0, hui=0)
    state.dice = []
    draws = state.rng_draws
    out = play(state, seat, "practice")
    assert state.rng_draws == draws + 1
    again = table()
    turn_of(again, "farmer", wealth=0, fu=0, hui=0)
    again.dice = []
    assert play(again, seat, "practice") == out


@pytest.mark.parametrize(
    ("total", "band"),
    [(2, "crit-fail"), (4, "crit-fail"), (5, "fail"), (7, "fail"), (8, "success"), (9, "success"),
     (10, "crit-success"), (12, "crit-success")],
)  # fmt: skip
def test_dice_bands(total: int, band: str) -> None:
    assert rules.band(total) == band


@pytest.mark.parametrize(
    ("role", "wealth", "calamity", "fu", "hui"),
    [
        ("farmer", 3, 0, 2, 1),
        ("scholar", 9, 9, 2, 1),
        ("farmer", 3, 10, 3, 1),  # 劫难 ≥ 10 is checked before the donation lowers it
        ("merchant", 14, 0, 3, 2),
        ("merchant", 15, 0, 2, 2),  # merchant 福 diminished by 财富 before paying (15 → 12)
        ("merchant", 17, 0, 2, 2),
        ("merchant", 20, 12, 2, 2),  # 3-2 = 1, +1 for 劫难 ≥ 10
    ],
)
def test_donate(role: str, wealth: int, calamity: int, fu: int, hui: int) -> None:
    state = table()
    seat = turn_of(state, role, wealth=wealth, fu=1, hui=1, calamity=calamity)
    out = play(state, seat, "donate")
    p = state.players[seat]
    assert (p.wealth, p.fu, p.hui) == (wealth - 3, 1 + fu, 1 + hui)
    assert state.calamity == max(0, calamity - 1) and p.donates == 1 and p.helped
    assert only(out, "merit-ev-donate").params == {
        "player": f"#{seat}", "fu": fu, "hui": hui, "wealth": wealth - 3, "calamity": state.calamity,
    }  # fmt: skip


def test_donate_needs_3_wealth_and_is_not_for_the_monk() -> None:
    state = table()
    seat = turn_of(state, "farmer", wealth=2, fu=0, hui=0)
    assert "donate" not in GAME.legal_actions(state, seat)
    with pytest.raises(GameError) as err:
        play(state, seat, "donate")
    assert (err.value.key, err.value.params) == ("merit-err-wealth", {"need": 3, "have": 2})
    monk = turn_of(state, "monk", wealth=9, fu=0, hui=0)
    assert "donate" not in GAME.legal_actions(state, monk)
    with pytest.raises(GameError) as err:
        play(state, monk, "donate")
    assert err.value.key == "merit-err-role"


@pytest.mark.parametrize(("calamity", "fu"), [(0, 2), (9, 2), (10, 3), (15, 3)])
def test_protect(calamity: int, fu: int) -> None:
    state = table()
    seat = turn_of(state, "monk", wealth=2, fu=20, hui=20, calamity=calamity)
    out = play(state, seat, "protect")
    p = state.players[seat]
    assert (p.wealth, p.fu, p.hui) == (0, 20 + fu, 21)  # flat: no diminishing
    assert state.calamity == max(0, calamity - 2) and p.protects == 1 and p.helped
    assert only(out, "merit-ev-protect").params["calamity"] == state.calamity
    seat = turn_of(state, "farmer", wealth=1, fu=0, hui=0)
    assert "protect" not in GAME.legal_actions(state, seat)


@pytest.mark.parametrize(
    ("role", "being", "paid"),
    [
        ("farmer", "trader", (4, 0, 0)),
        ("merchant", "trader", (5, 0, 0)),
        ("scholar", "trader", (3, 0, 1)),
        ("monk", "trader", (3, 1, 0)),
        ("scholar", "hungry", (1, 0, 1)),
        ("monk", "elder", (4, 1, 0)),
        ("merchant", "elder", (6, 0, 0)),
    ],
)
def test_save_costs_by_role(role: str, being: str, paid: tuple[int, int, int]) -> None:
    state = table()
    b = BEING[being]
    state.area = [Slot(being=b, stay=0)]
    seat = turn_of(state, role, wealth=10, fu=5, hui=6)
    out = play(state, seat, f"save:{b}")
    p = state.players[seat]
    fu_gain = BEINGS[b].fu + 1  # the first save's bonus
    assert (p.wealth, p.fu, p.hui) == (10 - paid[0], 5 - paid[1] + fu_gain, 6 - paid[2] + BEINGS[b].hui)
    assert state.saved == [b] and state.area == [] and p.saves == 1 and p.helped
    e = only(out, "merit-ev-save")
    assert (e.params["wealth"], e.params["paid_fu"], e.params["paid_hui"]) == paid
    assert (e.params["saved"], e.params["target"]) == (1, 6)


def test_save_needs_exactly_the_cost_and_wisdom_5() -> None:
    state = table()
    b = BEING["trader"]
    state.area = [Slot(being=b, stay=0)]
    seat = turn_of(state, "merchant", wealth=5, fu=0, hui=5)
    assert GAME.legal_actions(state, seat).count(f"save:{b}") == 1
    seat = turn_of(state, "merchant", wealth=4, fu=0, hui=5)
    assert f"save:{b}" not in GAME.legal_actions(state, seat)
    with pytest.raises(GameError) as err:
        play(state, seat, f"save:{b}")
    assert err.value.key == "merit-err-afford"
    assert err.value.params == {"being": "@merit-being-trader", "wealth": 5, "fu": 0, "hui": 0}
    seat = turn_of(state, "merchant", wealth=9, fu=0, hui=4)
    with pytest.raises(GameError) as err:
        play(state, seat, f"save:{b}")
    assert (err.value.key, err.value.params) == ("merit-err-wisdom", {"need": 5, "have": 4})
    monk = turn_of(state, "monk", wealth=9, fu=0, hui=9)
    assert not [a for a in GAME.legal_actions(state, monk) if a.startswith("save")]  # monk pays 1 福


def test_first_two_saves_give_one_more_merit_then_not() -> None:
    state = table()
    seat = turn_of(state, "farmer", wealth=20, fu=0, hui=5)
    gains = []
    for i, b in enumerate((BEING["hungry"], BEING["sick"], BEING["orphan"])):
        state.area = [Slot(being=b)]
        state.step = 2 * state.order.index(seat) + (i % 2)
        fu = state.players[seat].fu
        play(state, seat, f"save:{b}")
        gains.append(state.players[seat].fu - fu)
        state.round = 1
    assert gains == [3, 3, 3]  # 2+1, 2+1, 3+0


def test_save_rewards_are_diminished_by_the_values_after_paying() -> None:
    state = table()
    b = BEING["elder"]  # 福 3, 慧 3
    state.area = [Slot(being=b)]
    seat = turn_of(state, "monk", wealth=4, fu=16, hui=20)  # pays 1 福: 15 left
    state.players[seat].saves = 2
    play(state, seat, f"save:{b}")
    assert (state.players[seat].fu, state.players[seat].hui) == (15 + 2, 20 + 1)
    state = table()
    state.area = [Slot(being=b)]
    seat = turn_of(state, "scholar", wealth=4, fu=14, hui=15)  # pays 1 慧: 14 left, no diminishing
    play(state, seat, f"save:{b}")
    assert (state.players[seat].fu, state.players[seat].hui) == (14 + 4, 14 + 3)
    state = table()
    state.area = [Slot(being=b)]
    seat = turn_of(state, "farmer", wealth=5, fu=15, hui=20)
    play(state, seat, f"save:{b}")
    assert (state.players[seat].fu, state.players[seat].hui) == (15 + 3, 20 + 1)  # (3+1)-1, 3-2


def test_save_lists_every_affordable_being_and_only_those_in_the_area() -> None:
    state = table()
    state.area = [Slot(being=BEING["hungry"]), Slot(being=BEING["elder"], stay=1)]
    seat = turn_of(state, "farmer", wealth=5, fu=0, hui=5)
    assert [a for a in GAME.legal_actions(state, seat) if a.startswith("save")] == ["save:0", "save:7"]
    seat = turn_of(state, "farmer", wealth=4, fu=0, hui=5)
    assert [a for a in GAME.legal_actions(state, seat) if a.startswith("save")] == ["save:0"]
    with pytest.raises(GameError) as err:
        play(state, seat, "save:3")
    assert err.value.key == "merit-err-no-being"


@pytest.mark.parametrize(("fu", "hui", "gain"), [(0, 0, (2, 1)), (15, 14, (1, 1)), (20, 20, (1, 1)), (14, 15, (2, 1))])
def test_teach_gives_the_scholar_merit_and_wisdom_and_the_pupil_one_each(
    fu: int, hui: int, gain: tuple[int, int]
) -> None:
    state = table()
    seat = turn_of(state, "scholar", wealth=0, fu=fu, hui=hui)
    pupil = seat_of(state, "monk")
    p, q = state.players[seat], state.players[pupil]
    qfu, qhui = q.fu, q.hui
    assert [a for a in GAME.legal_actions(state, seat) if a.startswith("teach")] == [
        f"teach:{t}" for t in range(4) if t != seat
    ]
    out = play(state, seat, f"teach:{pupil}")
    assert (p.fu, p.hui) == (fu + gain[0], hui + gain[1]) and p.teaches == 1 and p.helped
    assert (q.fu, q.hui) == (qfu + 1, qhui + 1)
    assert only(out, "merit-ev-teach").params == {
        "player": f"#{seat}",
        "target": f"#{pupil}",
        "fu": gain[0],
        "hui": gain[1],
    }


def test_teach_only_for_the_scholar_and_not_oneself() -> None:
    state = table()
    seat = turn_of(state, "scholar", wealth=0, fu=0, hui=0)
    for bad in (f"teach:{seat}", "teach:9", "teach:", "teach:x"):
        with pytest.raises(GameError):
            play(state, seat, bad)
    farmer = turn_of(state, "farmer", wealth=0, fu=0, hui=0)
    with pytest.raises(GameError) as err:
        play(state, farmer, "teach:1")
    assert err.value.key == "merit-err-role"


@pytest.mark.parametrize(("roll", "wealth", "fu"), [((3, 4), 1, 0), ((4, 4), 3, 1), ((6, 6), 3, 1), ((1, 1), 1, 0)])
def test_alms_round(roll: tuple[int, int], wealth: int, fu: int) -> None:
    state = table()
    seat = turn_of(state, "monk", wealth=0, fu=0, hui=0)
    dice(state, roll)
    out = play(state, seat, "alms")
    p = state.players[seat]
    assert (p.wealth, p.fu, p.hui) == (wealth, fu, 1)
    assert out[0].key == ("merit-ev-alms-good" if fu else "merit-ev-alms-poor")
    assert out[0].params["total"] == sum(roll)


@pytest.mark.parametrize(("fu", "hui", "after"), [(5, 5, (3, 4)), (1, 0, (0, 0))])
def test_ceremony_trades_merit_and_wisdom_for_wealth(fu: int, hui: int, after: tuple[int, int]) -> None:
    state = table()
    seat = turn_of(state, "monk", wealth=0, fu=fu, hui=hui)
    out = play(state, seat, "ceremony")
    p = state.players[seat]
    assert (p.wealth, p.fu, p.hui) == (4, *after)
    assert only(out, "merit-ev-ceremony").params == {
        "player": f"#{seat}",
        "fu": fu - after[0],
        "hui": hui - after[1],
        "wealth": 4,
    }


def test_monk_only_actions_and_lay_only_actions() -> None:
    state = table()
    monk = turn_of(state, "monk", wealth=9, fu=9, hui=0)
    assert GAME.legal_actions(state, monk) == ["practice", "protect", "alms", "ceremony"]
    farmer = turn_of(state, "farmer", wealth=9, fu=9, hui=0)
    assert GAME.legal_actions(state, farmer) == ["labor", "practice", "donate", "protect", "invest"]
    for action in ("alms", "ceremony"):
        with pytest.raises(GameError):
            play(state, farmer, action)
    monk = turn_of(state, "monk", wealth=9, fu=9, hui=0)
    for action in ("labor", "invest", "teach:0"):
        with pytest.raises(GameError):
            play(state, monk, action)


def test_practice_is_always_legal() -> None:
    for role in ROLES:
        state = table()
        seat = turn_of(state, role, wealth=0, fu=0, hui=0)
        assert "practice" in GAME.legal_actions(state, seat)


def test_invest_needs_5_pays_2_per_stake_in_rounds_2_4_6_and_returns_the_principal_at_the_end() -> None:
    state = table()
    state.event_deck = [EVENT["drought"]] * 6
    seat = turn_of(state, "merchant", wealth=10, fu=0, hui=0)
    play(state, seat, "invest")
    out = play(state, seat, "invest")  # a second stake counts on its own
    assert state.players[seat].wealth == 0 and state.players[seat].stakes == 2
    assert only(out, "merit-ev-invest").params == {"player": f"#{seat}", "stakes": 2, "wealth": 0}
    seat2 = turn_of(state, "merchant", wealth=4, fu=0, hui=0)
    assert "invest" not in GAME.legal_actions(state, seat2)
    state.step = 2 * state.order.index(seat) + 2
    incomes = {}
    m = state.players[seat]
    m.vow = "elder"  # no wealth from the vow
    while not GAME.is_over(state):
        state.calamity = 0
        m.wealth = 5
        r = state.round
        out = finish_round(state)
        incomes[r] = m.wealth - 5
        if r in (2, 4, 6):
            assert only(out, "merit-ev-dividend").params["wealth"] == 4
    assert incomes == {1: 0, 2: -1 + 4, 3: 0, 4: 3, 5: 0, 6: 3 + 10}
    assert any(e.key == "merit-ev-principal" and e.params["wealth"] == 10 for e in out)


def test_principal_comes_back_before_the_vows_are_checked() -> None:
    state = table()
    seat = seat_of(state, "farmer")
    f = state.players[seat]
    f.vow = "lamp"
    f.stakes = 1
    while state.round < 6:
        state.calamity = 0
        finish_round(state)
    f.fu, f.wealth = 30, 1  # wealth 1 - upkeep 1 + dividend 2 + principal 5 = 7 > 5
    state.calamity = 0
    finish_round(state)
    assert GAME.is_over(state) and f.wealth == 7
    assert GAME.result(state)["breakdown"][seat]["vow_achieved"] is False


# ----- end of round ------------------------------------------------------------------------------
def test_help_streak_gives_merit_from_the_third_round_in_a_row_and_resets() -> None:
    state = table()
    f = state.players[seat_of(state, "farmer")]
    streaks, bonus = [], []
    for helped in (True, True, True, True, False, True):
        f.helped = helped
        fu = f.fu
        out: list[Event] = []
        state.round = 1
        state.event_deck, state.area = [], []
        for p in state.players:
            if p is not f:
                p.helped = False
        phases.end_round(state, out)
        gained = any(e.key == "merit-ev-streak" for e in out)
        streaks.append(f.streak)
        bonus.append(gained)
        assert f.fu - fu - VOWS[f.vow].fu == (1 if gained else 0)
    assert streaks == [1, 2, 3, 4, 0, 1]
    assert bonus == [False, False, True, True, False, False]


@pytest.mark.parametrize(
    ("action", "helps"),
    [("donate", True), ("protect", True), ("save:0", True), ("teach:3", True), ("labor", False),
     ("practice", False)],
)  # fmt: skip
def test_donate_save_protect_teach_count_as_help_the_others_not(action: str, helps: bool) -> None:
    state = table()
    seat = turn_of(state, "scholar", wealth=9, fu=5, hui=9)
    state.area = [Slot(being=0)]
    play(state, seat, action)
    assert state.players[seat].helped is helps


@pytest.mark.parametrize("rnd", [1, 2, 3, 4, 5])
def test_upkeep_and_hunger_only_in_rounds_2_4_6(rnd: int) -> None:
    state = table()
    state.round = rnd
    state.event_deck = []
    f = state.players[seat_of(state, "farmer")]
    m = state.players[seat_of(state, "merchant")]
    f.wealth, f.fu, f.hui = 0, 1, 0
    m.wealth = 3
    out: list[Event] = []
    phases.end_round(state, out)
    upkeep = rnd in (2, 4)
    assert m.wealth - VOWS[m.vow].wealth == (2 if upkeep else 3)
    assert (f.fu - VOWS[f.vow].fu, f.hui, f.hunger) == ((0, 0, 1) if upkeep else (1, 0, 0))
    if upkeep:
        hungry = [e.params for e in out if e.key == "merit-ev-hunger"]
        assert {"player": f"#{seat_of(state, 'farmer')}", "fu": 1, "hui": 0} in hungry
        assert "merit-ev-upkeep" in keys(out)
    else:
        assert "merit-ev-upkeep" not in keys(out)


def test_a_hungry_investor_is_paid_after_the_upkeep() -> None:
    state = table()
    state.round = 2
    state.event_deck = []
    f = state.players[seat_of(state, "farmer")]
    f.wealth, f.stakes, f.fu, f.hui = 0, 1, 3, 3
    f.vow = "diligence"
    phases.end_round(state, [])
    assert (f.wealth, f.hunger) == (2, 1)


def test_calamity_20_at_the_end_of_a_round_ends_the_game_as_a_loss() -> None:
    state = table()
    state.event_deck = [EVENT["drought"]] * 6
    state.calamity = 19
    out = finish_round(state)
    assert not GAME.is_over(state)  # 19 + nothing this round (the drought comes next round)
    state.calamity = 20
    state.players[0].fu = 50
    out = finish_round(state)
    assert GAME.is_over(state) and state.end == "calamity_limit" and state.round == 2
    assert only(out, "merit-ev-calamity-limit").params == {"calamity": 20, "round": 2}
    assert only(out, "merit-ev-loss").params["reason"] == "@merit-reason-calamity-limit"
    res = GAME.result(state)
    assert res["scores"] == [0, 0, 0, 0] and res["places"] == [1, 1, 1, 1]
    assert res["team_win"] is False and res["reason"] == "calamity_limit"


def test_calamity_above_20_during_a_round_can_still_be_lowered_in_time() -> None:
    state = table()
    state.calamity = 21
    seat = turn_of(state, "farmer", wealth=4, fu=0, hui=0, calamity=21)
    play(state, seat, "protect")
    play(state, seat, "protect")
    while state.round == 1:
        play(state, GAME.to_act(state)[0], "practice")
    assert not GAME.is_over(state) and state.round == 2


def play_to_end(state: MeritState, saved: int, calamity: int) -> dict:
    while state.round < 6:
        state.calamity = 0
        finish_round(state)
    state.saved = list(range(saved))
    state.area, state.left = [], []
    state.being_deck = list(range(saved, 8))
    state.calamity = calamity
    state.event_deck = []
    finish_round(state)
    assert GAME.is_over(state)
    return GAME.result(state)


@pytest.mark.parametrize(
    ("target", "saved", "calamity", "reason"),
    [
        (6, 6, 12, "saved"),
        (6, 7, 0, "saved"),
        (6, 5, 12, "too_few_saved"),
        (6, 6, 13, "calamity"),
        (6, 5, 13, "both"),
        (5, 5, 12, "saved"),
        (5, 4, 0, "too_few_saved"),
    ],
)
def test_team_result_needs_enough_saved_and_calamity_at_most_12(
    target: int, saved: int, calamity: int, reason: str
) -> None:
    state = table(target=target)
    res = play_to_end(state, saved, calamity)
    assert res["reason"] == reason and res["team_win"] is (reason == "saved")
    if reason == "saved":
        assert all(s > 0 for s in res["scores"])
    else:
        assert res["scores"] == [0] * 4 and res["places"] == [1] * 4


# ----- scoring -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("fu", "hui", "base"),
    [(0, 0, 3), (1, 0, 3), (0, 7, 7), (10, 10, 30), (7, 3, 13), (16, 9, 36), (20, 26, 68)],
)
def test_base_score_is_floor_of_3_root_of_merit_times_wisdom(fu: int, hui: int, base: int) -> None:
    assert base_score(fu, hui) == base


@pytest.mark.parametrize(
    ("refuge", "fu", "hui", "bonus"),
    [
        (True, 15, 15, 16),
        (True, 30, 14, 12),
        (True, 12, 12, 12),
        (True, 11, 40, 0),
        (False, 20, 20, 18),
        (False, 19, 25, 10),
        (False, 16, 16, 10),
        (False, 15, 30, 0),
    ],
)
def test_refuge_bonus_tiers(refuge: bool, fu: int, hui: int, bonus: int) -> None:
    assert refuge_bonus(refuge, fu, hui) == bonus


@pytest.mark.parametrize(
    ("vow", "values", "kept"),
    [
        ("diligence", {"fu": 16}, True),
        ("diligence", {"fu": 15}, False),
        ("lamp", {"fu": 23, "wealth": 5}, True),
        ("lamp", {"fu": 23, "wealth": 6}, False),
        ("lamp", {"fu": 22, "wealth": 0}, False),
        ("charity", {"donates": 4}, True),
        ("charity", {"donates": 3}, False),
        ("elder", {"fu": 20, "saves": 2}, True),
        ("elder", {"fu": 20, "saves": 1}, False),
        ("teacher", {"teaches": 3}, True),
        ("teacher", {"teaches": 2}, False),
        ("sage", {"hui": 26, "fu": 16}, True),
        ("sage", {"hui": 26, "fu": 15}, False),
        ("arhat", {"hui": 27}, True),
        ("arhat", {"hui": 26}, False),
        ("bodhisattva", {"fu": 21, "saves": 2}, True),
        ("bodhisattva", {"fu": 21, "saves": 1}, False),
    ],
)
def test_vow_conditions_reward_and_penalty(vow: str, values: dict[str, int], kept: bool) -> None:
    state = table()
    v = VOWS[vow]
    seat = seat_of(state, v.role)
    p = state.players[seat]
    p.vow = vow
    p.fu, p.hui, p.wealth = 10, 10, 0
    for k, val in values.items():
        setattr(p, k, val)
    b = GAME.result(state)["breakdown"][seat]
    assert b["vow_achieved"] is kept
    assert b["vow_points"] == (v.reward if kept else v.penalty)
    assert b["total"] == base_score(p.fu, p.hui) + refuge_bonus(True, p.fu, p.hui) + b["vow_points"]


def test_a_won_game_scores_every_player_and_ties_share_a_place() -> None:
    state = table()
    for p in state.players:
        p.vow = VOWS["diligence"].id if p.role == "farmer" else p.vow
    res = play_to_end(state, 6, 0)
    assert res["team_win"]
    for seat, b in enumerate(res["breakdown"]):
        assert res["scores"][seat] == b["total"] == b["base"] + b["refuge_bonus"] + b["vow_points"]
        assert set(b) >= {
            "base",
            "refuge_bonus",
            "vow",
            "vow_points",
            "vow_achieved",
            "total",
            "role",
            "refuge",
        }
    s = res["scores"]
    assert res["places"] == [1 + sum(o > x for o in s) for x in s]
    state.players[1].fu, state.players[1].hui = state.players[0].fu, state.players[0].hui
    state.players[1].vow, state.players[1].refuge = state.players[0].vow, state.players[0].refuge
    state.players[1].role = state.players[0].role
    res = GAME.result(state)
    assert res["scores"][0] == res["scores"][1] and res["places"][0] == res["places"][1]


# ----- illegal actions leave the state unchanged --------------------------------------------------
@pytest.mark.parametrize(
    ("role", "action", "key"),
    [
        ("farmer", "fly", "merit-err-unknown"),
        ("farmer", "save", "merit-err-unknown"),
        ("farmer", "labor:1", "merit-err-unknown"),
        ("farmer", "save:999", "merit-err-unknown"),
        ("scholar", "save:5", "merit-err-no-being"),
        ("monk", "labor", "merit-err-role"),
        ("farmer", "alms", "merit-err-role"),
        ("merchant", "ceremony", "merit-err-role"),
        ("farmer", "teach:1", "merit-err-role"),
        ("farmer", "donate", "merit-err-wealth"),
        ("farmer", "protect", "merit-err-wealth"),
        ("farmer", "invest", "merit-err-wealth"),
        ("farmer", "save:0", "merit-err-wisdom"),
        ("scholar", "teach:2", "merit-err-target"),
        ("farmer", "refuge", "merit-err-unknown"),
        ("farmer", "role:monk", "merit-err-unknown"),
    ],
)
def test_illegal_actions_raise_and_change_nothing(role: str, action: str, key: str) -> None:
    state = table()
    seat = turn_of(state, role, wealth=1, fu=0, hui=5 if role == "scholar" else 1)
    state.area = [Slot(being=0)]
    before = state.model_dump()
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat, action)
    assert err.value.key == key
    assert state.model_dump() == before


def test_out_of_turn_and_after_the_end_raise_and_change_nothing() -> None:
    state = table()
    seat = turn_of(state, "farmer", wealth=0, fu=0, hui=0)
    before = state.model_dump()
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat_of(state, "monk"), "practice")
    assert err.value.key == "err-not-your-turn" and state.model_dump() == before
    state.phase = "over"
    before = state.model_dump()
    with pytest.raises(GameError) as err:
        GAME.apply(state, seat, "practice")
    assert err.value.key == "err-game-over" and state.model_dump() == before


# ----- options, views, labels --------------------------------------------------------------------
def test_options_parse_from_text_and_reject_bad_values() -> None:
    assert GAME.parse_options({"target": "5", "roles": "choose"}) == MeritOptions(target=5, roles="choose")
    assert GAME.parse_options({}) == MeritOptions(target=6, roles="random")
    for bad in ({"target": "7"}, {"roles": "draft"}, {"colour": "red"}):
        with pytest.raises(GameError):
            GAME.parse_options(bad)
    with pytest.raises(GameError) as err:
        GAME.start("x", seats(5), MeritOptions())
    assert err.value.key == "err-player-count"
    with pytest.raises(GameError):
        GAME.start("x", seats(1), MeritOptions())


def test_target_5_option_is_used_everywhere() -> None:
    state = table(target=5)
    assert GAME.public_view(state)["target"] == 5
    seat = turn_of(state, "farmer", wealth=9, fu=0, hui=9)
    state.area = [Slot(being=0)]
    assert only(play(state, seat, "save:0"), "merit-ev-save").params["target"] == 5


def test_public_view_holds_the_whole_table() -> None:
    state = table()
    view = GAME.public_view(state)
    json.dumps(view)
    assert view["phase"] == "act" and view["round"] == 1 and view["rounds"] == 6
    assert {"calamity", "calamity_limit", "calamity_max_win", "saved", "target", "area", "events",
            "seats", "order", "turn", "actions_left", "deck_beings", "deck_events", "saved_beings",
            "left_beings"} <= set(view)  # fmt: skip
    assert view["events"] == [EVENTS[state.events[0]].id]
    assert view["turn"] == state.order[0] and view["actions_left"] == 2
    area = view["area"][0]
    assert {"being", "id", "stay", "last_round", "cost", "fu", "hui", "costs"} <= set(area)
    assert area["costs"][seat_of(state, "merchant")][0] == BEINGS[area["being"]].cost + 1
    seat = view["seats"][0]
    assert {"role", "vow", "refuge", "chosen", "wealth", "fu", "hui", "saves", "donates", "teaches",
            "protects", "hunger", "streak", "stakes", "acting", "actions_left"} <= set(seat)  # fmt: skip
    assert "dice" not in json.dumps(view) and "being_deck" not in view and "event_deck" not in view
    mine = GAME.player_view(state, state.order[0])
    assert mine["legal"] == GAME.legal_actions(state, state.order[0]) and mine["you"] == state.order[0]


def test_button_labels_name_the_being_its_cost_and_the_pupil() -> None:
    state = table()
    seat = turn_of(state, "monk", wealth=9, fu=9, hui=9)
    label = GAME.action_label(state, seat, "save:7")
    assert label.key == "merit-act-save"
    assert label.params == {"being": "@merit-being-elder", "wealth": 4, "fu": 1, "hui": 0}
    assert GAME.action_label(state, seat, "teach:2").params == {"player": "#2"}
    assert GAME.action_label(state, seat, "role:monk").params == {"role": "@merit-role-monk"}
    assert GAME.action_label(state, seat, "alms").key == "merit-act-alms"


def test_typed_text_is_an_action_string_or_the_seeds_word() -> None:
    state = table()
    seat = turn_of(state, "farmer", wealth=5, fu=0, hui=5)
    state.area = [Slot(being=0)]
    assert GAME.parse_text(state, seat, " 劳作 ") == "labor"
    assert GAME.parse_text(state, seat, "Save:0") == "save:0"
    assert GAME.parse_text(state, seat, "化缘") is None  # not the monk's turn
    assert GAME.parse_text(state, seat, "hello") is None


def test_a_sleeping_player_is_played_by_the_ai_with_a_legal_move() -> None:
    state = table()
    for _ in range(30):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        action = GAME.default_action(state, seat)
        assert action in GAME.legal_actions(state, seat)
        play(state, seat, action)


def test_events_built_without_validation_equal_validated_events() -> None:
    state, events = GAME.start("fast", seats(4), MeritOptions())
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        events += play(state, seat, GAME.default_action(state, seat))
    assert len(events) > 80
    for e in events:
        checked = Event(key=e.key, params=e.params, to=e.to)
        assert e == checked
        assert e.model_dump() == checked.model_dump() and e.model_fields_set == checked.model_fields_set
        assert Event.model_validate_json(e.model_dump_json()) == e
        with pytest.raises(ValidationError):
            e.key = "changed"  # still frozen


def test_every_event_of_a_whole_game_renders_in_every_language() -> None:
    cat = catalog()
    state, events = GAME.start("loc", seats(4), MeritOptions(roles="choose"))
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        events += play(state, seat, GAME.default_action(state, seat))
    for e in events:
        for lang in ("en", "ru", "zh"):
            assert cat.has(lang, e.key), e.key
            for value in e.params.values():
                if isinstance(value, str) and value.startswith("@"):
                    assert cat.has(lang, value[1:]), value
            text = cat.render(lang, e.key, e.params, [f"P{i}" for i in range(4)])
            assert "{" not in text and "$" not in text, (lang, e.key, text)
