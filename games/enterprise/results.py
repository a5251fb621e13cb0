"""The end of a 企业 game: the scores and ranking, each round's figures kept for the end chart, the
final events and the systems' report."""

from __future__ import annotations

from games.base import Event, place_order
from games.enterprise import rules as R
from games.enterprise.state import SYSTEMS, EnterpriseState, Firm

BIG = 10**15
"""Ranking weight of one bankruptcy (fewest bankruptcies first, then cash)."""


def score(f: Firm) -> int:
    """The ruling's score: the enterprise's cash and every dividend it paid its own people."""
    return f.cash + f.shared


def rank_keys(state: EnterpriseState) -> list[int]:
    """Fewest bankruptcies first, then the score."""
    return [score(f) - f.bankruptcies * BIG for f in state.firms]


def record_cash(state: EnterpriseState) -> None:
    """Each enterprise's figures for the round just ended, once (a game may end after the pay step; a
    round's owners' step records it before any 改制 takes effect): cash, the system that ran the round,
    the round's profit, people, pay to its people and promotions."""
    if not state.round:
        return
    by_seat = None
    for f in state.firms:
        if len(f.cash_by_round) >= state.round:
            continue
        if by_seat is None:
            by_seat = R.staff_by_seat(state)
        f.cash_by_round.append(f.cash)
        f.system_by_round.append(f.system or "")
        f.profit_by_round.append(f.profit if f.system else 0)
        f.people_by_round.append(len(by_seat[f.seat]))
        f.paid_by_round.append(f.paid_out - sum(f.paid_by_round))
        f.promos_by_round.append(f.promotions - sum(f.promos_by_round))


def finish(state: EnterpriseState, ev: list[Event]) -> None:
    record_cash(state)
    for suit, rank in state.task_tiles:
        R.give_back(state, suit, rank)
    state.task_tiles = []
    state.phase = "over"
    state.asked, state.pending, state.drafts = [], {}, {}
    places = place_order(rank_keys(state))
    R.say(ev, "over", round=state.round)
    for seat in sorted(range(state.n), key=lambda s: places[s]):
        f = state.firms[seat]
        R.say(
            ev,
            "final",
            place=places[seat],
            player=R.who(seat),
            system=f"@enterprise-sys-{f.system or 'none'}",
            score=score(f),
            cash=f.cash,
            dividends=f.shared,
            people=len(R.staff(state, seat)),
            bankruptcies=f.bankruptcies,
        )
    for row in system_report(state):
        R.say(ev, "report", **row)


def system_report(state: EnterpriseState) -> list[dict[str, int | str]]:
    """The end report, round by round: per system, the enterprise-rounds run under it (an enterprise that
    restructured counts under each system for its rounds), their average cash at the round's end and
    profit, the average people, what the enterprise paid a person a round (its own pay only), the
    promotions and the bankruptcies."""
    runs: dict[str, list[tuple[int, int, int, int, int, int, bool]]] = {s: [] for s in SYSTEMS}
    for f in state.firms:
        # (a snapshot from before a list was kept starts it late: the lists end together, at the last round)
        known = min(len(f.system_by_round), len(f.cash_by_round), len(f.profit_by_round), len(f.people_by_round))
        known = min(known, len(f.paid_by_round), len(f.promos_by_round))
        last = len(f.cash_by_round)  # rounds recorded
        for back in range(known, 0, -1):
            system = f.system_by_round[-back]
            if system in runs:
                runs[system].append(
                    (
                        f.seat,
                        f.cash_by_round[-back],
                        f.profit_by_round[-back],
                        f.people_by_round[-back],
                        f.paid_by_round[-back],
                        f.promos_by_round[-back],
                        last - back + 1 in f.bust_rounds,
                    )
                )
    rows: list[dict[str, int | str]] = []
    for system, rounds in runs.items():
        if not rounds:
            continue
        n = len(rounds)
        heads = sum(r[3] for r in rounds)
        rows.append(
            {
                "system": f"@enterprise-sys-{system}",
                "rounds": n,
                "firms": len({r[0] for r in rounds}),
                "cash": sum(r[1] for r in rounds) // n,
                "profit": sum(r[2] for r in rounds) // n,
                "people": round(heads / n),
                "income": sum(r[4] for r in rounds) // heads if heads else 0,
                "promotions": sum(r[5] for r in rounds),
                "bankruptcies": sum(r[6] for r in rounds),
            }
        )
    return rows
