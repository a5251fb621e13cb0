"""A cooperative heuristic for 功德轮回.

The team loses everything (all scores 0) unless it saves enough beings and keeps 劫难 ≤ 12, so the policy
puts the team first, in this order:
1. save a being if it can (the one leaving soonest, then one no later player could cover), but leave
   it to a later player this round who can pay for it and still needs saves for a vow;
2. with both actions left, take the one preparing action (修行 for 慧 5, 劳作/法会/化缘 for 财富) that lets
   it save this turn a being nobody after it this round could save;
3. weigh 劫难 reduction by how close the end condition (≤ 12) or the limit (20) is;
4. stay ready to save next round (慧 ≥ 5 and 财富 for a middling being) when the team lacks savers;
5. otherwise grow its own score: a gain of 福/慧 is weighed by what it adds to 3√(福·慧), plus a premium
   while the best 皈依 bonus and vow still in reach need it, plus the counters its vow asks for, the help
   streak and, for 讲学, the pupil's gain.

It never invests: a stake of 5 pays 2 in rounds 2 and 4 and the rest only after the last action, so it
costs an action and a little 财富 in play, and 财富 does not score. The merchant skips 皈依 (see
`REFUGE_ROLES`). The policy reads only what `player_view` shows (the public table and its own choice)
and is deterministic. It runs once per action in simulations, so `_act` is a single pass over
precomputed tables and a cached `_weights`.
"""

from __future__ import annotations

from functools import lru_cache
from math import sqrt

from games.merit import cards, rules
from games.merit.cards import BEINGS, EVENTS, ROUNDS, SAVE_COST, SAVE_MIN_HUI, VOWS, Vow
from games.merit.rules import diminish
from games.merit.state import MeritState, Player, Slot

ROLE_PREFERENCE = ("scholar", "farmer", "merchant", "monk")
"""Picks for `roles=choose`: the roles that can save earliest first."""
REFUGE_ROLES = ("farmer", "scholar")
"""Who takes refuge: in simulation the merchant scores about 3 more without (the +3 财富 and 劳作 +4
feed its 布施), the farmer and scholar about 2 and 10 less."""

PRESSURE = 2.4
"""Extra value of one 福/慧 still missing for the player's goals."""
WEALTH = 0.45
"""Value of one 财富 relative to one 福/慧 while there are actions left to spend it."""
CAPACITY = 3.2
"""福+慧 a player can expect to add per remaining action, to judge which goals are in reach."""
RESERVE = 4
SATURATED = 0.6
"""财富 beyond `RESERVE` is worth `SATURATED` as much: there are only so many actions to spend it."""
HELP = 0.3
"""Share of a 福 a first 帮助 action in a round is worth before the streak pays (it builds toward it)."""
TEACH = 1.5
"""讲学 also gives another player 福 +1 慧 +1."""


def _goal_table(vow: Vow, refuge: bool) -> list[tuple[int, int]]:
    """(福 goal, 慧 goal) of each 皈依 bonus tier with and without the vow, most points first."""
    tiers = cards.REFUGE_BONUS if refuge else cards.NO_REFUGE_BONUS
    out = set()
    for need, points in (*tiers, (0, 0)):
        out.add((points + vow.reward - vow.penalty, max(need, vow.min_fu), max(need, vow.min_hui)))
        out.add((points, need, need))
    return [(f, h) for _, f, h in sorted(out, reverse=True)]


def _practice_table() -> dict[tuple[int, int], float]:
    """Expected 修行 慧 before the 皈依 +1, by (base gain, 慧 band 0/1/2 for <15, 15–19, ≥20)."""
    return {
        (base, band): sum(diminish(hui, max(1, base + d)) * w for d, w in ((-1, 1), (0, 4), (1, 1))) / 6
        for base in (2, 3)
        for band, hui in ((0, 0), (1, 15), (2, 20))
    }


GOALS = {(v.id, r): _goal_table(v, r) for v in VOWS.values() for r in (True, False)}
PRACTICE = _practice_table()
EVENT_CALAMITY = tuple(e.calamity for e in EVENTS)
CALAMITY_TOTAL = sum(EVENT_CALAMITY)
READY_WEALTH = {r: SAVE_COST[r][5][0] for r in cards.ROLES}
"""财富 a role needs to save a middling being (base cost 4)."""
ALMS_WEALTH = 1 + 2 * 15 / 36
ALMS_FU = 15 / 36
"""Expected 化缘 gains: 2d6 ≥ 8 (15 in 36) gives 财富 3 and 福 1, else 财富 1."""


def choose(state: MeritState, seat: int) -> str:
    if state.phase == "act":
        return _act(state, seat)
    if state.phase == "refuge":
        return "refuge" if state.players[seat].role in REFUGE_ROLES else "norefuge"
    left = rules.legal(state, seat)
    return min(left, key=lambda a: ROLE_PREFERENCE.index(a.partition(":")[2]))


# ----- team view ----------------------------------------------------------------------------------
def _ready(q: Player) -> bool:
    """Able to save a middling being at the start of a turn (the monk's 1 福 aside)."""
    return q.hui >= SAVE_MIN_HUI and q.wealth >= READY_WEALTH[q.role]


def _prep_for(q: Player, being: int) -> str | None:
    """The one action after which `q` can surely save `being`, or None."""
    w, f, _ = SAVE_COST[q.role][being]
    if q.fu < f:
        return None
    short_w, short_h = w - q.wealth, SAVE_MIN_HUI - q.hui
    if short_w <= 0 < short_h:
        base = 3 if q.role == "scholar" else 2
        worst = diminish(q.hui, base - 1) + (1 if q.refuge else 0)
        return "practice" if short_h <= worst else None
    if short_h > 0 or short_w <= 0:
        return None
    if q.role != "monk":
        return "labor" if short_w <= rules.labor_gain(q) else None
    if short_w <= 1:
        return "alms"
    # 法会 costs 2 福 and 1 慧: only if the save stays possible after it
    if short_w <= 4 and q.hui > SAVE_MIN_HUI and q.fu - 2 >= f:
        return "ceremony"
    return None


def _uncovered(state: MeritState, seat: int) -> list[Slot]:
    """Beings in the area that no player after `seat` this round can save, assigning the soonest to
    leave first; each later player covers one being (two if its 财富 pays for both)."""
    later = state.order[state.step // cards.ACTIONS_PER_TURN + 1 :]
    spare = {q: state.players[q].wealth for q in later}
    busy: set[int] = set()
    missing = []
    for s in sorted(state.area, key=lambda s: -s.stay):
        for q in later:
            if q in busy:
                continue
            p = state.players[q]
            w, f, _ = SAVE_COST[p.role][s.being]
            if p.hui >= SAVE_MIN_HUI and spare[q] >= w and p.fu >= f:
                spare[q] -= w
                if spare[q] < 2:
                    busy.add(q)
                break
            if _prep_for(p, s.being):
                busy.add(q)
                break
        else:
            missing.append(s)
    return missing


def _leave_to_vows(state: MeritState, options: list[Slot]) -> list[Slot]:
    """The beings to save now, leaving out those a later player this round can save and still needs
    for a vow (布施长者, 菩萨道: 2 saves)."""
    later = state.order[state.step // cards.ACTIONS_PER_TURN + 1 :]
    takers = [state.players[q] for q in later]
    takers = [q for q in takers if VOWS[q.vow].min_saves > q.saves and q.hui >= SAVE_MIN_HUI]
    if not takers:
        return options
    keep = []
    for s in sorted(options, key=lambda s: -s.stay):
        for q in takers:
            w, f, _ = SAVE_COST[q.role][s.being]
            if q.wealth >= w and q.fu >= f:
                takers.remove(q)
                break
        else:
            keep.append(s)
    return keep


def _teach_target(state: MeritState, seat: int) -> int:
    """Whom to teach: one who reaches 慧 5 and so can still save this round, else the poorest in 福·慧."""
    best, best_key = -1, (False, 0)
    later = state.order[state.step // cards.ACTIONS_PER_TURN + 1 :]
    for t, q in enumerate(state.players):
        if t != seat:
            key = (q.hui == SAVE_MIN_HUI - 1 and t in later, -min(q.fu, q.hui))
            if best < 0 or key > best_key:
                best, best_key = t, key
    return best


def _relief(state: MeritState) -> float:
    """Value of 劫难 −1: nothing while the expected end (remaining event cards on average) stays
    below 10, rising to 3 as it nears 15; 3 when the end is near and 劫难 is above 12."""
    calamity = state.calamity
    if state.round >= ROUNDS:
        return 3.0 if calamity > cards.CALAMITY_MAX_WIN else 0.0
    if calamity >= 15:
        return 3.0
    drawn = state.events
    coming = CALAMITY_TOTAL
    for e in drawn:
        coming -= EVENT_CALAMITY[e]
    danger = calamity + (ROUNDS - len(drawn)) * coming / (len(EVENTS) - len(drawn)) - 10
    return (0.6 * danger if danger < 5 else 3.0) if danger > 0 else 0.0


# ----- choosing an action -------------------------------------------------------------------------
@lru_cache(maxsize=1 << 16)
def _weights(vow: str, refuge: bool, fu: int, hui: int, rounds_ahead: int, actions: int) -> tuple[float, float, float]:
    """What one 福, 慧 and 财富 are worth to a player: the slope of 3√(福·慧) at the goals, plus
    `PRESSURE` on what the best bonus tier and vow still in reach need (projected with the vow's
    per-round income); 财富 is worth a share of both while there are actions left to spend it.
    Cached: the same few hundred situations recur in every game."""
    v = VOWS[vow]
    pf = fu + v.fu * rounds_ahead
    ph = hui + v.hui * rounds_ahead
    reach = CAPACITY * actions
    gf = gh = 0
    for f_need, h_need in GOALS[vow, refuge]:
        if max(0, f_need - pf) + max(0, h_need - ph) <= reach:
            gf, gh = f_need, h_need
            break
    ratio = sqrt(max(ph, gh, 1) / max(pf, gf, 1))
    wf = 1.5 * ratio + (PRESSURE if pf < gf else 0.0)
    wh = 1.5 / ratio + (PRESSURE if ph < gh else 0.0)
    if actions <= 1:
        ww = 0.0
    else:
        ww = WEALTH * (wf + wh) * min(1.0, (actions - 1) / 4)
        if v.max_wealth is not None and rounds_ahead <= 1:
            ww = min(ww, 0.2)  # 贫女一灯 wants little 财富 at the end
    return wf, wh, ww


def _act(state: MeritState, seat: int) -> str:
    players = state.players
    p = players[seat]
    role = p.role
    fu, hui, wealth = p.fu, p.hui, p.wealth
    area = state.area
    left = cards.ACTIONS_PER_TURN - state.step % cards.ACTIONS_PER_TURN
    last_round = state.round >= ROUNDS

    # 1. save
    if area and hui >= SAVE_MIN_HUI:
        costs = SAVE_COST[role]
        options = []
        for s in area:
            w, f, _ = costs[s.being]
            if wealth >= w and fu >= f:
                options.append(s)
        if options and VOWS[p.vow].min_saves <= p.saves:
            options = _leave_to_vows(state, options)
        if len(options) == 1:
            return f"save:{options[0].being}"
        if options:
            missing = {s.being for s in _uncovered(state, seat)}
            best = max(options, key=lambda s: (s.stay, s.being in missing, BEINGS[s.being].cost))
            return f"save:{best.being}"

    # 2. prepare a save this turn for a being nobody after us can save
    if left == 2 and area:
        for s in _uncovered(state, seat):
            prep = _prep_for(p, s.being)
            if prep:
                return prep

    # 3. 劫难: what lowering it by 1 is worth now (only 布施 and 护法 do, and both cost 财富)
    calamity = state.calamity
    relief = _relief(state) if wealth >= 2 else 0.0

    # 4./5. what one 财富, 福 and 慧 are worth to this player now
    rounds_ahead = ROUNDS - state.round
    actions = left + 2 * rounds_ahead
    v = VOWS[p.vow]
    wf, wh, ww = _weights(p.vow, bool(p.refuge), fu, hui, rounds_ahead, actions)
    if wealth >= RESERVE:
        ww *= SATURATED
    if not last_round and not _ready(p):
        waiting = 1 if state.being_deck else 0
        for s in area:
            waiting += s.stay == 0
        ready = 0
        for q in players:
            if q.hui >= SAVE_MIN_HUI and q.wealth >= READY_WEALTH[q.role]:
                ready += 1
        if ready <= waiting:
            if hui < SAVE_MIN_HUI:
                wh += 2.0
            else:
                ww += 1.2

    # 帮助 keeps the streak: worth a 福 at the round's end from the third round in a row on
    help_value = 0.0 if p.helped else wf * (1.0 if p.streak >= 2 else HELP)
    # 6. value every legal action; 修行 is always legal
    band = 0 if hui < 15 else 1 if hui < 20 else 2
    best_action = "practice"
    best_value = wh * (PRACTICE[3 if role == "scholar" else 2, band] + (1 if p.refuge else 0))
    if role == "monk":
        value = ww * ALMS_WEALTH + wf * ALMS_FU + wh
        if value > best_value:
            best_action, best_value = "alms", value
        value = 4 * ww - wf * (2 if fu > 2 else fu) - wh * (1 if hui else 0)
        if value > best_value:
            best_action, best_value = "ceremony", value
    else:
        value = ww * rules.labor_gain(p)
        if value > best_value:
            best_action, best_value = "labor", value
        if wealth >= 3:
            f, h = rules.donate_gain(p, calamity)
            value = wf * f + wh * h - 3 * ww + relief + help_value
            need = v.min_donates - p.donates
            if 0 < need <= actions:
                value += (v.reward - v.penalty) / need
            if value > best_value:
                best_action, best_value = "donate", value
    if wealth >= 2:
        value = wf * (3 if calamity >= 10 else 2) + wh - 2 * ww + 2 * relief + help_value
        if value > best_value:
            best_action, best_value = "protect", value
    if role == "scholar":
        f, h = rules.teach_gain(p)
        value = wf * f + wh * h + help_value + TEACH
        need = v.min_teaches - p.teaches
        if 0 < need <= actions:
            value += (v.reward - v.penalty) / need
        if value > best_value:
            best_action, best_value = f"teach:{_teach_target(state, seat)}", value
    return best_action
