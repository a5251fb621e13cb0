"""`EnterpriseGame`: the engine contract for 智力密集行业·企业制度模拟."""

from __future__ import annotations

import random
import statistics
from collections import defaultdict
from typing import Any, ClassVar

from games.base import ACCOUNTANT, Event, Game, GameError, Msg, Pace, Param, Seat, place_order
from games.enterprise import accountant as A
from games.enterprise import actions, ai, flow, results, views
from games.enterprise import rules as R
from games.enterprise.baselines import POLICIES
from games.enterprise.build import built, event
from games.enterprise.state import RANKS, SUITS, SYSTEMS, EnterpriseState, Firm
from games.enterprise.state import Options as EnterpriseOptions

_TURN = Pace()
PACES: dict[str, Pace] = {
    "system": Pace(1.0, 1.0),  # founding (or re-founding after a bankruptcy): the game's biggest choice
    "split": Pace(1.0, 1.0),  # the founding share split, once
    "fire": Pace(0.5, 0.5),  # a look over the team before the market, mostly `done`
    "offer": Pace(1.0, 1.0),  # the round's sealed offers for the market: the round's main decision
    "task": Pace(0.25, 1 / 3),  # accept / decline a sub-task, some ten a round: 3 missed = one turn
    "dividend": Pace(0.5, 0.5),  # one amount, with preset buttons
    "manage": Pace(1.0, 1.0),  # the owners' step: partners, shares, a sale, poaching, 改制
}
"""Each decision's share of the table's time per move and what missing it weighs toward the AFK limit
(3 missed turns hand the seat to the AI). A round asks a seat for dismissals, offers, up to ten
sub-tasks or more, the dividend and the owners' step: with a whole turn for each, a player who looked
away for three sub-tasks would lose the seat; with these, one who misses everything still does so within
the first round's labour (dismissals ½ + offers 1 + five sub-tasks ⅓ each)."""


class EnterpriseGame(Game[EnterpriseState, EnterpriseOptions]):
    """2–6 enterprises under 股份, 合伙 or 合作 hire skilled people, take tasks and share the profit."""

    id: ClassVar[str] = "enterprise"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    Options: ClassVar[type[EnterpriseOptions]] = EnterpriseOptions
    State: ClassVar[type[EnterpriseState]] = EnterpriseState
    option_presets: ClassVar[dict[str, tuple[Any, ...]]] = {"rounds": (8, 4, 6, 10, 12)}
    rules_version: ClassVar[int] = 3
    """2: dice, tiles and ties drawn from the state's tray of random words; 3: the ruling's scale (pay 5 + 1
    a use, fee 5 + 1 a head, 6 sets), score = cash + dividends paid to the enterprise's own people,
    改制 compares the declared dividend."""

    def player_range(self, options: EnterpriseOptions) -> tuple[int, int]:
        """Every initial team takes the same levels: a set of 4 copies serves at most 4 enterprises."""
        return self.min_players, min(self.max_players, 4 * options.sets) if options.sets else self.max_players

    def setup(self, seed: str, seats: list[Seat], options: EnterpriseOptions) -> tuple[EnterpriseState, list[Event]]:
        n = len(seats)
        sets = options.sets or max(2, -(-n // 4))
        state = EnterpriseState(seed=seed, n=n, options=options, sets=sets)
        state.pool = [4 * sets] * (SUITS * RANKS)
        state.firms = [Firm(seat=i) for i in range(n)]
        flow.ask(state, "system", list(range(n)))
        o = options
        ev = [
            Event(
                key="enterprise-ev-start",
                params={
                    "players": n,
                    "rounds": o.rounds,
                    "cash": o.start_cash,
                    "base": o.fee_base,
                    "head": o.fee_head,
                    "growth": o.fee_growth,
                    "salary": o.salary,
                    "perf": o.perf,
                    "sets": sets,
                    "tasks": o.tasks,
                },
            )
        ]
        return state, ev

    # ----- whose move -----------------------------------------------------------------------------
    def to_act(self, state: EnterpriseState) -> list[int]:
        if state.acc is not None:
            return []  # the accountant is drawing: nobody else
        pending = state.pending
        if not pending:  # (the start of every step: asked every simulated move)
            return state.asked[:]
        return [s for s in state.asked if s not in pending]

    def can_act(self, state: EnterpriseState, seat: int) -> bool:
        """A sent choice (or a finished list of sealed items) may be changed until the last arrives
        (and not while the step it set off waits for the accountant)."""
        return seat in state.asked and state.acc is None

    def accountant_waits(self, state: EnterpriseState) -> bool:
        return state.acc is not None

    def accountant_proposal(self, state: EnterpriseState) -> dict[str, Any] | None:
        return None if state.acc is None else dict(state.acc)

    def secret(self, state: EnterpriseState, seat: int) -> bool:
        """Every decision, the founding split included, is asked by DM."""
        return True

    def legal_actions(self, state: EnterpriseState, seat: int) -> list[str]:
        return actions.legal(state, seat)

    def refusal(self, state: EnterpriseState, seat: int, action: str) -> Msg | None:
        """`actions.check`, the validation `apply` runs first (a malformed action: the format error)."""
        try:
            actions.check(state, seat, action)
        except GameError as exc:
            return exc.msg()
        except (ValueError, IndexError):
            return Msg(key="enterprise-err-format")
        return None

    def action_label(self, state: EnterpriseState, seat: int, action: str) -> Msg:
        key, params = self._label(state, seat, action)
        return built(Msg, {"key": key, "params": params})

    def _label(self, state: EnterpriseState, seat: int, action: str) -> tuple[str, dict[str, Param]]:
        """The label's (key, params), without building a `Msg`."""
        verb, _, rest = action.partition(":")
        return self._said(state, seat, verb, rest.split(":") if rest else [])

    def _said(self, state: EnterpriseState, seat: int, verb: str, args: list[str]) -> tuple[str, dict[str, Param]]:
        """`_label` of an action already parsed into `verb` and `args` (as `actions.check` returns them):
        `play` reads every action back with it."""
        if verb == "done" and not args:  # (the commonest two first; as the lines below have them)
            return "enterprise-act-done", {}
        if verb == "accept" and not args and state.rewards:
            return "enterprise-act-accept", {"deposit": state.rewards[-1]}
        if verb == "reform" and args and args[0] == state.firms[seat].system:
            return "enterprise-act-reform-cancel", {"system": f"@enterprise-sys-{args[0]}"}
        if verb in ("system", "reform"):
            return f"enterprise-act-{verb}", {"system": f"@enterprise-sys-{args[0]}"}
        if verb in ("offer", "poach") and len(args) == 4:
            return f"enterprise-act-{verb}", {
                "person": args[0],
                "salary": int(args[1]),
                "perf": int(args[2]),
                **flow.sys_terms(args[3]),
            }
        if verb == "accept" and state.rewards:
            return "enterprise-act-accept", {"deposit": state.rewards[-1]}
        if verb == "dividend" and args:
            return "enterprise-act-dividend", {"amount": int(args[0])}
        if verb == "split" and len(args) == 4:
            return "enterprise-act-split", {"founder": int(args[0]), "members": " / ".join(args[1:])}
        if verb == "assign" and len(args) == 3:
            return "enterprise-act-assign", {"people": " / ".join(f"#{a}" for a in args)}
        if verb in ("grant", "issue") and len(args) == 2:
            return f"enterprise-act-{verb}", {"person": args[0], "k": args[1]}
        return f"enterprise-act-{verb}", {"arg": ":".join(args)} if args else {}

    def prompt(self, state: EnterpriseState, seat: int) -> Msg | None:
        """The DM question for the seat's current decision (None if it is not asked now); an extra
        helper for the bot's private message above the buttons."""
        if seat not in state.asked:
            return None
        f = state.firms[seat]
        phase = state.phase
        params: dict[str, int | str] = {"cash": f.cash}
        if phase == "split":
            params["total"] = state.options.shares
        elif phase == "offer":
            params |= {"count": len(R.market(state)), "salary": state.options.salary, "perf": state.options.perf}
        elif phase == "task":
            cover = R.cover(state, seat, state.req)
            params |= {
                "task": state.task_no,
                "sub": state.sub,
                "req": R.tiles_text(state.req),
                "reward": state.rewards[-1],
                "cover": ":".join(map(str, cover)) if cover else "—",
                "deposits": state.escrow.get(seat, 0),
            }
        elif phase == "dividend":
            params["profit"] = f.profit
        elif phase == "manage":
            params["system"] = f"@enterprise-sys-{f.system}"
        return Msg(key=f"enterprise-ask-{phase}", params=params)

    def parse_text(self, state: EnterpriseState, seat: int, text: str) -> str | None:
        return actions.parse_text(state, seat, text)

    def is_open_action(self, state: EnterpriseState, seat: int, action: str) -> bool:
        """The game has no open actions (said at once: `apply` asks at every move)."""
        return False

    # ----- acting ---------------------------------------------------------------------------------
    def play(self, state: EnterpriseState, seat: int, action: str) -> list[Event]:
        if seat == ACCOUNTANT:
            seat, action = A.answered(state, action)
            return self._guarded(state, seat, action)
        if state.options.accountant:
            return self._guarded(state, seat, action)
        return self._play(state, seat, action)

    def _guarded(self, state: EnterpriseState, seat: int, action: str) -> list[Event]:
        """The step run with a human accountant: against a copy kept aside, so that at a draw nobody has
        answered yet the state goes back to before the step and waits (see `accountant`)."""
        kept = state.model_copy(deep=True)
        A.start(state)
        try:
            ev = self._play(state, seat, action)
        except A.NeedDraw as need:
            for name in type(state).model_fields:
                setattr(state, name, getattr(kept, name))
            A.held(state, seat, action, need)
            return []
        except Exception:
            for name in type(state).model_fields:  # a refusal leaves the state untouched
                setattr(state, name, getattr(kept, name))
            raise
        A.done(state, ev)
        return ev

    def _play(self, state: EnterpriseState, seat: int, action: str) -> list[Event]:
        if seat not in state.asked:
            raise GameError("err-not-your-turn")
        verb, args = actions.check(state, seat, action)
        # the sender reads back what was noted in words: the action's label, as it read before it took effect
        ev = [event(*self._said(state, seat, verb, args), seat)]
        f = state.firms[seat]
        if state.phase not in actions.MULTI:
            state.pending[seat] = action
        elif verb == "done":
            state.pending[seat] = "done"
        elif verb in ("fire", "offer", "poach"):
            drafts = state.drafts.setdefault(seat, [])
            drafts[:] = [d for d in drafts if d.split(":")[1] != args[0] or d.startswith("reform:")]
            drafts.append(action)
        elif verb in ("keep", "withdraw"):
            drafts = state.drafts.setdefault(seat, [])
            drafts[:] = [d for d in drafts if d.startswith("reform:") or d.split(":")[1] != args[0]]
        elif verb == "reform":
            drafts = state.drafts.setdefault(seat, [])
            drafts[:] = [d for d in drafts if not d.startswith("reform:")]
            if args[0] != f.system:
                drafts.append(action)
        else:
            self._at_once(state, f, verb, args, ev)
        flow.run(state, ev)
        return ev

    def _at_once(self, state: EnterpriseState, f: Firm, verb: str, args: list[str], ev: list[Event]) -> None:
        """Owners' decisions after the dividend take effect when sent (the dice are public)."""
        if verb == "sell":
            k = int(args[0])
            price = 100 * f.last_share_div
            f.cash += k * price
            state.bank -= k * price
            f.pool_shares += k
            f.sold = True
            R.say(ev, "sold", player=R.who(f.seat), k=k, price=price, total=k * price)
            return
        p = R.person(state, int(args[0]))
        assert p is not None
        if verb == "partner":
            f.tried.append(p.id)
            if R.partner_test(state, f, ev, p.id):
                p.partner = True
                R.say(ev, "partner", player=R.who(f.seat), person=p.id)
        elif verb == "grant":
            k = int(args[1])
            f.founder -= k
            p.shares += k
            R.say(ev, "grant", player=R.who(f.seat), person=p.id, k=k)
        else:
            k = int(args[1])
            p.shares += k
            R.say(ev, "issue", player=R.who(f.seat), person=p.id, k=k)

    def pace(self, state: EnterpriseState, seat: int) -> Pace:
        """By the kind of decision asked now (see `PACES`); a whole turn where nothing is asked."""
        return PACES.get(state.phase, _TURN) if seat in state.asked else _TURN

    def baselines(self) -> dict[str, Any]:
        return dict(POLICIES)

    def sim_seatings(self) -> dict[str, Any]:
        """`rotate`: seat k of game g runs system (k + g) mod 3 (at founding and after a bankruptcy), so
        that every system sits in every seat equally often and the systems compare on equal terms."""
        return {"rotate": _rotated}

    def sim_players(self, options: EnterpriseOptions) -> int:
        """Four: the table the speed and the systems' comparison are measured at (not the maximum six)."""
        return min(4, self.player_range(options)[1])

    def default_action(self, state: EnterpriseState, seat: int) -> str:
        if state.phase == "split":
            return actions.split_presets(state)[0]
        return actions.DEFAULT.get(state.phase, "done")

    def ai_action(self, state: EnterpriseState, seat: int, rng: random.Random) -> str:
        return ai.choose(views.ai_view(state, seat), rng)

    # ----- seeing ---------------------------------------------------------------------------------
    def player_view(self, state: EnterpriseState, seat: int) -> dict[str, Any]:
        return views.player_view(state, seat)

    def public_view(self, state: EnterpriseState) -> dict[str, Any]:
        return views.public_view(state)

    def is_over(self, state: EnterpriseState) -> bool:
        return state.phase == "over"

    def result(self, state: EnterpriseState) -> dict[str, Any]:
        """Scores are cash + dividends paid to the enterprise's own people (both parts given); places rank
        fewest bankruptcies first, then the score; `report` is the systems' round-by-round comparison."""
        return {
            "scores": [results.score(f) for f in state.firms],
            "cash": [f.cash for f in state.firms],
            "dividends": [f.shared for f in state.firms],
            "places": place_order(results.rank_keys(state)),
            "rounds": state.round,
            "systems": [f.system for f in state.firms],
            "bankruptcies": [f.bankruptcies for f in state.firms],
            "report": results.system_report(state),
        }

    # ----- simulation -----------------------------------------------------------------------------
    def sim_stats(self, state: EnterpriseState) -> dict[str, Any]:
        res = self.result(state)
        firms = []
        for f in state.firms:
            staff = R.staff(state, f.seat)
            ran = [p for sy, p in zip(f.system_by_round, f.profit_by_round, strict=False) if sy]
            firms.append(
                {
                    "system": f.first_system,
                    "final_system": f.system,
                    "cash": f.cash,
                    "place": res["places"][f.seat],
                    "people": len(staff),
                    "paid_out": f.paid_out,
                    "income_per_person": sum(p.income for p in staff) / len(staff) if staff else 0.0,
                    "promotions": f.promotions,
                    "tasks_won": f.tasks_won,
                    "bankruptcies": f.bankruptcies,
                    "skill": sum(sum(p.tiles) for p in staff),
                    "hires": f.hires,
                    "dividends": f.dividends,
                    "shared": f.shared,
                    "score": results.score(f),
                    "rounds_run": len(ran),
                    "profitable": sum(1 for p in ran if p > 0),
                    "round_profits": ran,
                }
            )
        return {
            "scores": res["scores"],
            "rounds": state.round,
            "firms": firms,
            "conserved": money_total(state) == state.minted,
            "tiles": tiles_ok(state),
        }

    def sim_report(self, stats: list[dict[str, Any]]) -> list[str]:
        """Per system (chosen at the founding): seats, mean score, win share, people, pay, dividends,
        bankruptcies; then the share of profitable enterprise-rounds and the dividends' share of the
        people's income over all enterprises."""
        by: dict[str, list[dict[str, Any]]] = defaultdict(list)
        wins: dict[str, float] = defaultdict(float)
        for s in stats:
            for f in s["firms"]:
                by[f["system"]].append(f)
            winners = [f for f in s["firms"] if f["place"] == 1]
            for f in winners:
                wins[f["system"]] += 1 / len(winners)
        n = len(stats) or 1
        lines = [
            "system  | seats | mean score | final cash | win share | win/seat | profit rounds | people | hires | "
            "income/person | dividends | div/income | promo | bankr."
        ]
        mean = statistics.fmean
        for sys in SYSTEMS:
            rows = by.get(sys, [])
            if not rows:
                lines.append(f"{sys:7} |     0 |")
                continue
            run = sum(r["rounds_run"] for r in rows) or 1
            paid = sum(r["paid_out"] for r in rows) or 1
            lines.append(
                f"{sys:7} | {len(rows):5} | {mean(r['score'] for r in rows):10,.0f} | "
                f"{mean(r['cash'] for r in rows):10,.0f} | {wins[sys] / n:9.1%} | {wins[sys] / len(rows):8.1%} | "
                f"{sum(r['profitable'] for r in rows) / run:13.1%} | "
                f"{mean(r['people'] for r in rows):6.2f} | {mean(r['hires'] for r in rows):5.2f} | "
                f"{mean(r['income_per_person'] for r in rows):13,.0f} | {mean(r['shared'] for r in rows):9,.0f} | "
                f"{sum(r['shared'] for r in rows) / paid:10.1%} | "
                f"{mean(r['promotions'] for r in rows):5.2f} | {mean(r['bankruptcies'] for r in rows):6.3f}"
            )
        firms = [f for s in stats for f in s["firms"]]
        profits = sorted(p for f in firms for p in f["round_profits"])
        run = len(profits) or 1
        lines.append(
            f"profitable enterprise-rounds: {sum(1 for p in profits if p > 0) / run:.1%} of {len(profits)} "
            f"(median round {statistics.median(profits) if profits else 0:,.0f})"
        )
        lines.append(
            f"dividends to people: {sum(f['shared'] for f in firms) / (sum(f['paid_out'] for f in firms) or 1):.1%} "
            f"of everything the enterprises paid their people"
        )
        lines.append(
            f"bankruptcies: {sum(f['bankruptcies'] for f in firms)} in {len(stats)} games "
            f"({sum(1 for s in stats if any(f['bankruptcies'] for f in s['firms']))} games with one or more)"
        )
        score = sorted(f["score"] for f in firms)
        lines.append(
            f"score over all enterprises: median {statistics.median(score):,.0f}, min {score[0]:,}, max {score[-1]:,}"
        )
        lines.append(
            "(system = the one chosen at the founding; score = cash + dividends paid to the enterprise's own "
            "people; win share = share of games won, ties split; win/seat = games won per enterprise of that "
            "system; income/person = everything ever paid to the people it has at the end)"
        )
        lines.append(f"rounds played: mean {statistics.fmean(s['rounds'] for s in stats):.2f}")
        lines.append(
            f"money conserved in {sum(s['conserved'] for s in stats)} of {len(stats)} games, "
            f"tiles in {sum(s['tiles'] for s in stats)}"
        )
        return lines


def money_total(state: EnterpriseState) -> int:
    """sum(cash) + escrow + chip pool takings; equals `state.minted` at every moment."""
    return sum(f.cash for f in state.firms) + sum(state.escrow.values()) + state.bank


def tiles_ok(state: EnterpriseState) -> bool:
    return R.tile_total(state) == [4 * state.sets] * (SUITS * RANKS)


def _rotated(game_no: int, seat: int, policy: Any) -> Any:
    """`policy` with its system fixed to `SYSTEMS[(seat + game_no) % 3]`."""
    system = f"system:{SYSTEMS[(seat + game_no) % len(SYSTEMS)]}"

    def seated(state: EnterpriseState, s: int, rng: random.Random) -> str:
        return system if state.phase == "system" else policy(state, s, rng)

    return seated
