"""What the group and each player see. The keys below are stable: the Telegram renderer reads them.

public_view(state) -> {
  "phase": "role" | "refuge" | "act" | "over",
  "round": int (0 during set-up), "rounds": 6,
  "calamity": int (劫难), "calamity_limit": 20, "calamity_max_win": 12,
  "saved": int, "target": 5 | 6, "saved_beings": [being index...], "left_beings": [being index...],
  "area": [{"being": index 0-7, "id": str (locale `merit-being-<id>`), "stay": 0 | 1,
            "last_round": bool (leaves at the next 众生 phase unless saved), "cost": base 财富 cost,
            "fu": 福 reward, "hui": 慧 reward, "costs": [[财富, 福, 慧] a seat pays, one per seat]}],
  "deck_beings": int, "deck_events": int,
  "events": [event id...] (drawn so far, oldest first; locale `merit-event-<id>`),
  "order": [seat...] (turn order), "turn": seat acting now or None, "actions_left": int,
  "picker": seat choosing a role or None, "roles_left": [role...] (role phase),
  "refuge_chosen": int, "refuge_total": int (secret choices made / expected; never the choices),
  "seats": [{"seat", "role" ("" until known), "vow" (id, "" until known), "refuge": bool | None
             (None until the reveal), "chosen": bool (made the secret choice), "wealth", "fu", "hui",
             "saves", "donates", "teaches", "protects", "hunger", "streak", "stakes", "helped",
             "acting": bool, "actions_left": int}],
  "end": "" | "saved" | "calamity" | "too_few_saved" | "both" | "calamity_limit",
}
player_view(state, seat) = public_view plus {"you": seat, "my_refuge": bool | None (your own secret
choice, also before the reveal), "choosing": bool (your secret choice is awaited now), "legal":
[actions you may take now]}.
"""

from __future__ import annotations

from typing import Any

from games.merit import cards, rules
from games.merit.cards import BEINGS, EVENTS, ROLES
from games.merit.state import MeritState


def public_view(state: MeritState) -> dict[str, Any]:
    acting = rules.acting_seat(state) if state.phase == "act" else None
    actions_left = rules.turn(state)[1] if acting is not None else 0
    pick = rules.picker(state) if state.phase == "role" else -1
    taken = {p.role for p in state.players}
    seats = []
    for i, p in enumerate(state.players):
        seats.append(
            {
                "seat": i,
                "role": p.role,
                "vow": p.vow,
                "refuge": p.refuge if state.revealed or p.role == "monk" else None,
                "chosen": p.refuge is not None,
                "wealth": p.wealth,
                "fu": p.fu,
                "hui": p.hui,
                "saves": p.saves,
                "donates": p.donates,
                "teaches": p.teaches,
                "protects": p.protects,
                "hunger": p.hunger,
                "streak": p.streak,
                "stakes": p.stakes,
                "helped": p.helped,
                "acting": i == acting,
                "actions_left": actions_left if i == acting else 0,
            }
        )
    area = []
    for s in state.area:
        b = BEINGS[s.being]
        area.append(
            {
                "being": s.being,
                "id": b.id,
                "stay": s.stay,
                "last_round": s.stay >= 1 or state.round >= cards.ROUNDS,
                "cost": b.cost,
                "fu": b.fu,
                "hui": b.hui,
                "costs": [list(rules.save_cost(p.role, s.being)) if p.role else [] for p in state.players],
            }
        )
    lay = [p for p in state.players if p.role and p.role != "monk"]
    return {
        "phase": state.phase,
        "round": state.round,
        "rounds": cards.ROUNDS,
        "calamity": state.calamity,
        "calamity_limit": cards.CALAMITY_LIMIT,
        "calamity_max_win": cards.CALAMITY_MAX_WIN,
        "saved": len(state.saved),
        "target": state.target,
        "saved_beings": list(state.saved),
        "left_beings": list(state.left),
        "area": area,
        "deck_beings": len(state.being_deck),
        "deck_events": len(state.event_deck),
        "events": [EVENTS[e].id for e in state.events],
        "order": list(state.order),
        "turn": acting,
        "actions_left": actions_left,
        "picker": pick if pick >= 0 else None,
        "roles_left": [r for r in ROLES if r not in taken] if state.phase == "role" else [],
        "refuge_chosen": sum(1 for p in lay if p.refuge is not None),
        "refuge_total": len(lay),
        "seats": seats,
        "end": state.end,
    }


def player_view(state: MeritState, seat: int) -> dict[str, Any]:
    view = public_view(state)
    view["you"] = seat
    p = state.players[seat]
    view["my_refuge"] = p.refuge
    view["choosing"] = state.phase == "refuge" and p.refuge is None
    view["legal"] = rules.legal(state, seat)
    return view
