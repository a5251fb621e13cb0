"""The flow of 功德轮回 around the players' actions: set-up, the secret 皈依 choice and its reveal, the
automatic phases at the start and end of every round, and the end of the game.

Each function mutates the state in place and appends the events it causes to `out`.
"""

from __future__ import annotations

import random

from games.base import Event
from games.merit import cards
from games.merit.cards import BEINGS, EVENTS, ROLES, VOWS
from games.merit.rules import ev, picker, who
from games.merit.scoring import breakdown, team_outcome
from games.merit.state import MeritState, Slot


# ----- set-up -------------------------------------------------------------------------------------
def assign_role(state: MeritState, seat: int, role: str, rng: random.Random, out: list[Event]) -> None:
    """Give a seat its role, starting resources and one of the role's two vows (drawn at random)."""
    p = state.players[seat]
    p.role = role
    p.vow = rng.choice(cards.ROLE_VOWS[role])
    p.wealth, p.fu, p.hui = cards.START[role]
    if role == "monk":
        p.refuge = True  # 僧侣 is always 皈依: public knowledge, not a choice
    out.append(ev("merit-ev-role", player=who(seat), role=f"@merit-role-{role}", vow=f"@merit-vow-{p.vow}"))


def pick_role(state: MeritState, seat: int, role: str, out: list[Event]) -> None:
    """`roles=choose`: a seat takes a free role; the last seat gets the last role without asking;
    once every seat has a role, the secret 皈依 choice begins."""
    rng = state.rng()
    assign_role(state, seat, role, rng, out)
    free = [r for r in ROLES if all(p.role != r for p in state.players)]
    nxt = picker(state)
    if nxt >= 0 and len(free) == 1:
        assign_role(state, nxt, free[0], rng, out)
        nxt = -1
    if nxt >= 0:
        out.append(ev("merit-ev-pick", player=who(nxt)))
    else:
        begin_refuge(state, out)


def reveal_being(state: MeritState, out: list[Event]) -> None:
    """The top being of the deck joins the area (stay 0); none once the deck is empty."""
    if state.being_deck:
        b = state.being_deck.pop(0)
        state.area.append(Slot(being=b))
        d = BEINGS[b]
        out.append(ev("merit-ev-being-arrives", being=f"@merit-being-{d.id}", cost=d.cost, fu=d.fu, hui=d.hui))


def begin_refuge(state: MeritState, out: list[Event]) -> None:
    """All roles are known: fix the turn order and ask every non-monk for the secret 皈依 choice."""
    state.order = sorted(range(state.n), key=lambda s: ROLES.index(state.players[s].role))
    state.phase = "refuge"
    out.append(ev("merit-ev-refuge-ask"))


def choose_refuge(state: MeritState, seat: int, refuge: bool, out: list[Event]) -> None:
    """Record a secret choice: the chooser is told privately, the group only that someone chose."""
    state.players[seat].refuge = refuge
    choice = "@merit-refuge-yes" if refuge else "@merit-refuge-no"
    out.append(ev("merit-ev-you-chose", seat, choice=choice))  # private: only the chooser sees it
    waiting = [q for q in state.players if q.refuge is None]
    total = sum(1 for q in state.players if q.role != "monk")
    out.append(ev("merit-ev-chosen", player=who(seat), done=total - len(waiting), total=total))
    if not waiting:
        reveal(state, out)


def reveal(state: MeritState, out: list[Event]) -> None:
    """Everyone has chosen: show all choices at once, then pay the 皈依 (+1 福 +1 慧) / 不皈依 (+3 财富)."""
    state.revealed = True
    params: dict[str, int | str] = {"n": state.n}
    for seat, p in enumerate(state.players):
        params[f"p{seat}"] = who(seat)
        params[f"c{seat}"] = "@merit-refuge-yes" if p.refuge else "@merit-refuge-no"
        if p.refuge:
            p.fu += 1
            p.hui += 1
        else:
            p.wealth += 3
    out.append(ev("merit-ev-reveal", **params))
    start_round(state, out)


# ----- the round ----------------------------------------------------------------------------------
def advance(state: MeritState, out: list[Event]) -> None:
    """After an action: the next action or player, or, after the last player, the round's end."""
    step = state.step + 1
    if step < cards.ACTIONS_PER_TURN * len(state.order):
        state.step = step
    else:
        end_round(state, out)


def start_round(state: MeritState, out: list[Event]) -> None:
    """Phases 1–3 (vow rewards, event, beings), then the first player's turn."""
    state.phase = "act"
    state.round += 1
    for p in state.players:
        v = VOWS[p.vow]
        p.wealth += v.wealth
        p.fu += v.fu
        p.hui += v.hui
    # the round's announcement says the vow rewards (printed on the public cards) are paid
    out.append(ev("merit-ev-round", round=state.round, rounds=cards.ROUNDS))
    _event(state, out)
    for s in state.area:
        s.stay += 1
        if s.stay >= 2:
            state.calamity += cards.LEAVE_CALAMITY
            state.left.append(s.being)
            out.append(ev("merit-ev-being-leaves", being=f"@merit-being-{BEINGS[s.being].id}",
                          calamity=state.calamity))  # fmt: skip
    state.area = [s for s in state.area if s.stay < 2]
    reveal_being(state, out)
    state.step = 0


def _event(state: MeritState, out: list[Event]) -> None:
    """Draw the top event card. 皈依 players get x + x//2 of a 福/慧 gain; nothing goes below 0."""
    if not state.event_deck:
        return
    card = state.event_deck.pop(0)
    state.events.append(card)
    e = EVENTS[card]
    state.calamity = max(0, state.calamity + e.calamity)
    for p in state.players:
        if e.wealth:
            p.wealth = max(0, p.wealth + e.wealth)
        if e.fu:
            p.fu += e.fu + (e.fu // 2 if p.refuge else 0)
        if e.hui:
            p.hui += e.hui + (e.hui // 2 if p.refuge else 0)
    out.append(ev("merit-ev-event", event=f"@merit-event-{e.id}", effect=f"@merit-event-{e.id}-effect",
                  calamity=state.calamity))  # fmt: skip


def end_round(state: MeritState, out: list[Event]) -> None:
    """Phases 5–7: help streaks, upkeep and stake income in rounds 2/4/6, the 劫难 check, the end."""
    for seat in state.order:
        p = state.players[seat]
        p.streak = p.streak + 1 if p.helped else 0
        p.helped = False
        if p.streak >= 3:
            p.fu += 1
            out.append(ev("merit-ev-streak", player=who(seat), streak=p.streak))
    if state.round in cards.UPKEEP_ROUNDS:
        out.append(ev("merit-ev-upkeep"))
        for seat in state.order:
            p = state.players[seat]
            if p.wealth > 0:
                p.wealth -= 1
            else:
                fu, hui = min(1, p.fu), min(1, p.hui)
                p.fu -= fu
                p.hui -= hui
                p.hunger += 1
                out.append(ev("merit-ev-hunger", player=who(seat), fu=fu, hui=hui))
        for seat in state.order:
            p = state.players[seat]
            if p.stakes:
                p.wealth += cards.STAKE_PAY * p.stakes
                out.append(ev("merit-ev-dividend", player=who(seat), wealth=cards.STAKE_PAY * p.stakes))
    if state.calamity >= cards.CALAMITY_LIMIT:
        out.append(ev("merit-ev-calamity-limit", calamity=state.calamity, round=state.round))
        finish(state, out, "calamity_limit")
    elif state.round >= cards.ROUNDS:
        for seat in state.order:
            p = state.players[seat]
            if p.stakes:
                p.wealth += cards.STAKE * p.stakes
                out.append(ev("merit-ev-principal", player=who(seat), wealth=cards.STAKE * p.stakes))
        finish(state, out, "")
    else:
        start_round(state, out)


def finish(state: MeritState, out: list[Event], reason: str) -> None:
    """Game over: the team result, then every player's vow and score."""
    state.phase = "over"
    state.end = reason or team_outcome(state)
    win = state.end == "saved"
    params: dict[str, int | str] = {"saved": len(state.saved), "target": state.target}
    params["calamity"] = state.calamity
    if win:
        out.append(ev("merit-ev-win", **params))
    else:
        out.append(ev("merit-ev-loss", reason="@merit-reason-" + state.end.replace("_", "-"), **params))
    if not win:
        return
    for seat in state.order:
        b = breakdown(state.players[seat])
        kept = "@merit-vow-kept" if b["vow_achieved"] else "@merit-vow-broken"
        out.append(
            ev("merit-ev-score", player=who(seat), base=b["base"], bonus=b["refuge_bonus"],
               vow=f"@merit-vow-{b['vow']}", kept=kept, points=b["vow_points"], total=b["total"])
        )  # fmt: skip
