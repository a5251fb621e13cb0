"""`MeritGame`: 功德轮回 kept to the engine contract of games/base.py.

Flow: (role picks, if `roles=choose`) → the secret 皈依 choice, all non-monks at once → six rounds in
which each player, in the fixed order 农夫 → 商人 → 学者 → 僧侣, takes both actions back to back. The
automatic phases (vow rewards, event, beings, streaks, upkeep, 劫难 check, end) run inside `play`.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, ClassVar, cast

from games.base import Event, Game, GameError, Msg, Seat, place_order
from games.merit import ai, cards, phases, rules, views
from games.merit.cards import BEINGS, ROLES
from games.merit.scoring import breakdown
from games.merit.state import MeritOptions, MeritState, Player

TYPED = {
    "劳作": "labor",
    "修行": "practice",
    "布施": "donate",
    "护法": "protect",
    "化缘": "alms",
    "法会": "ceremony",
    "投资": "invest",
    "皈依": "refuge",
    "不皈依": "norefuge",
}
"""The seed's words for the actions without an argument, accepted as typed text."""


class MeritGame(Game[MeritState, MeritOptions]):
    id: ClassVar[str] = "merit"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    Options: ClassVar[type[MeritOptions]] = MeritOptions
    State: ClassVar[type[MeritState]] = MeritState

    def receipt(self, event: Event) -> bool:
        return event.key == "merit-ev-you-chose"

    # ----- set-up -------------------------------------------------------------------------------
    def setup(self, seed: str, seats: list[Seat], options: MeritOptions) -> tuple[MeritState, list[Event]]:
        n = len(seats)
        state = MeritState(
            seed=seed, n=n, target=options.target,
            players=cast(list[Player], [{} for _ in range(n)]),  # validated into Player()s with the state: faster
        )  # fmt: skip
        rng = state.rng()
        events = list(range(len(cards.EVENTS)))
        beings = list(range(len(BEINGS)))
        rng.shuffle(events)
        rng.shuffle(beings)
        state.event_deck, state.being_deck = events, beings
        out = [rules.ev("merit-ev-start", players=n, target=state.target, rounds=cards.ROUNDS)]
        if options.roles == "random":
            dealt = rng.sample(ROLES, n)
            for seat, role in enumerate(dealt):
                phases.assign_role(state, seat, role, rng, out)
        phases.reveal_being(state, out)
        if options.roles == "random":
            phases.begin_refuge(state, out)
        else:
            out.append(rules.ev("merit-ev-pick", player=rules.who(0)))
        return state, out

    # ----- whose move ---------------------------------------------------------------------------
    def to_act(self, state: MeritState) -> list[int]:
        phase = state.phase
        if phase == "act":
            return [state.order[state.step // cards.ACTIONS_PER_TURN]]
        if phase == "refuge":
            return [i for i, p in enumerate(state.players) if p.refuge is None]
        if phase == "role":
            return [rules.picker(state)]
        return []

    def can_act(self, state: MeritState, seat: int) -> bool:
        """Same as `seat in to_act(state)` without building the list (the simulator asks twice per move)."""
        if state.phase == "act":
            return state.order[state.step // cards.ACTIONS_PER_TURN] == seat
        return seat in self.to_act(state)

    def secret(self, state: MeritState, seat: int) -> bool:
        """Only the 皈依 choice is private; role picks and turns are asked in the group."""
        return state.phase == "refuge"

    def legal_actions(self, state: MeritState, seat: int) -> list[str]:
        return rules.legal(state, seat)

    def action_label(self, state: MeritState, seat: int, action: str) -> Msg:
        name, _, arg = action.partition(":")
        if name == "save" and arg.isdigit() and int(arg) < len(BEINGS):
            b = int(arg)
            w, f, h = rules.save_cost(state.players[seat].role or "farmer", b)
            being = f"@merit-being-{BEINGS[b].id}"
            return Msg(key="merit-act-save", params={"being": being, "wealth": w, "fu": f, "hui": h})
        if name == "teach" and arg.isdigit():
            return Msg(key="merit-act-teach", params={"player": rules.who(int(arg))})
        if name == "role" and arg in ROLES:
            return Msg(key="merit-act-role", params={"role": f"@merit-role-{arg}"})
        return Msg(key=f"merit-act-{name}")

    def parse_text(self, state: MeritState, seat: int, text: str) -> str | None:
        """A typed action string (`labor`, `save:3`) or the seed's word for it (劳作, 修行, 皈依…)."""
        word = text.strip()
        action = TYPED.get(word, word.lower())
        return action if action in rules.legal(state, seat) else None

    # ----- acting -------------------------------------------------------------------------------
    def play(self, state: MeritState, seat: int, action: str) -> list[Event]:
        out: list[Event] = []
        phase = state.phase
        if phase == "act":
            name, arg = rules.check(state, seat, action)
            rules.act(state, seat, name, arg, out)
            phases.advance(state, out)
        elif phase == "refuge":
            if action not in ("refuge", "norefuge"):
                raise GameError("merit-err-unknown", action=action[:40])
            phases.choose_refuge(state, seat, action == "refuge", out)
        elif phase == "role":
            name, _, role = action.partition(":")
            if name != "role" or role not in ROLES:
                raise GameError("merit-err-unknown", action=action[:40])
            if any(p.role == role for p in state.players):
                raise GameError("merit-err-role-taken", role=f"@merit-role-{role}")
            phases.pick_role(state, seat, role, out)
        else:
            raise GameError("err-game-over")
        return out

    def default_action(self, state: MeritState, seat: int) -> str:
        """On a deadline: 皈依 for the secret choice; otherwise the AI plays for the absent player so
        a cooperative table is not sunk by one sleeper."""
        if state.phase == "refuge":
            return "refuge"
        return ai.choose(state, seat)

    def ai_action(self, state: MeritState, seat: int, rng: random.Random) -> str:
        """The cooperative heuristic of games/merit/ai.py; it reads only public facts and its own
        secret choice."""
        return ai.choose(state, seat)

    # ----- seeing -------------------------------------------------------------------------------
    def player_view(self, state: MeritState, seat: int) -> dict[str, Any]:
        return views.player_view(state, seat)

    def public_view(self, state: MeritState) -> dict[str, Any]:
        return views.public_view(state)

    def is_over(self, state: MeritState) -> bool:
        return state.phase == "over"

    def result(self, state: MeritState) -> dict[str, Any]:
        """scores/places, team_win, reason ("saved", "too_few_saved", "calamity", "both",
        "calamity_limit"), and per seat the breakdown (base, refuge_bonus, vow, vow_points,
        vow_achieved, total as if the team won) with role, refuge and final resources."""
        win = state.end == "saved"
        parts = []
        for seat, p in enumerate(state.players):
            b = breakdown(p)
            b.update(seat=seat, role=p.role, refuge=p.refuge, fu=p.fu, hui=p.hui, wealth=p.wealth)
            parts.append(b)
        scores = [b["total"] if win else 0 for b in parts]
        return {
            "scores": scores,
            "places": place_order(scores),
            "team_win": win,
            "reason": state.end,
            "saved": len(state.saved),
            "target": state.target,
            "calamity": state.calamity,
            "rounds_played": state.round,
            "breakdown": parts,
        }

    # ----- simulation ---------------------------------------------------------------------------
    def sim_stats(self, state: MeritState) -> dict[str, Any]:
        res = self.result(state)
        return {
            "reason": res["reason"],
            "calamity": state.calamity,
            "saved": len(state.saved),
            "roles": [p.role for p in state.players],
            "scores": res["scores"],
            "vows_kept": [b["vow_achieved"] for b in res["breakdown"]],
        }

    def sim_report(self, stats: list[dict[str, Any]]) -> list[str]:
        n = len(stats) or 1
        wins = [s for s in stats if s["reason"] == "saved"]
        lines = [f"team win: {len(wins)}/{len(stats)} = {100 * len(wins) / n:.1f} %"]
        reasons = Counter(s["reason"] for s in stats if s["reason"] != "saved")
        lines.append("failures: " + (", ".join(f"{r} {c}" for r, c in reasons.most_common()) if reasons else "none"))
        lines.append(
            f"average 劫难 {sum(s['calamity'] for s in stats) / n:.2f}, "
            f"average saved {sum(s['saved'] for s in stats) / n:.2f}"
        )
        lines.append("scores in won games (mean / min / p50 / max), vows kept:")
        for role in ROLES:
            got = sorted(sc for s in wins for r, sc in zip(s["roles"], s["scores"], strict=True) if r == role)
            vows = [k for s in wins for r, k in zip(s["roles"], s["vows_kept"], strict=True) if r == role]
            if got:
                mean = sum(got) / len(got)
                kept = 100 * sum(vows) / len(vows)
                lines.append(
                    f"  {role:<9} {mean:6.1f} / {got[0]:3d} / {got[len(got) // 2]:3d} / {got[-1]:3d}"
                    f"   vow {kept:5.1f} %  ({len(got)} games)"
                )
        return lines
