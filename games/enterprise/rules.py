"""Formulas and small mechanics: tiles and the pool, fees, dice, estimates, covering a requirement."""

from __future__ import annotations

import struct
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import accumulate
from typing import Any, TypeVar

from games.base import Event
from games.enterprise import accountant as A
from games.enterprise.build import fresh_person, say, who
from games.enterprise.state import RANKS, SUITS, EnterpriseState, Firm, Person, put

T = TypeVar("T")


# ----- chance --------------------------------------------------------------------------------------
_BLOCK = 64
_WORDS = struct.Struct(f"<{_BLOCK}I")


def below(state: EnterpriseState, n: int) -> int:
    """A fair random integer in [0, n), n < 2³²: the top bits of a 32-bit word from the state's hidden
    `tray`, drawn again while out of range. The tray is refilled with a block of words from
    `state.rng()` when empty, so a game seeds a generator per 64 words instead of one per draw (that
    seeding was a tenth of a simulation) and still replays exactly from the seed and the log."""
    if n <= 1:
        return 0
    shift = 32 - (n - 1).bit_length()
    tray = state.tray
    while True:
        if not tray:
            _refill(state)
        r = tray.pop() >> shift
        if r < n:
            return r


def _refill(state: EnterpriseState) -> None:
    """The next block of words from the seed's generator into the (empty) tray, the same list."""
    state.tray.extend(_WORDS.unpack(state.rng().getrandbits(32 * _BLOCK).to_bytes(4 * _BLOCK, "little")))


def pick(state: EnterpriseState, items: Sequence[T]) -> T:
    """One of `items` at random."""
    return items[below(state, len(items))]


def sample(state: EnterpriseState, items: Sequence[T], k: int) -> list[T]:
    """`k` different ones of `items` at random, in the order drawn."""
    left = list(items)
    return [left.pop(below(state, len(left))) for _ in range(k)]


def idx(suit: int, rank: int) -> int:
    return suit * RANKS + rank - 1


SUIT_ICONS = ("🀙", "🀐", "🀇")
"""饼, 条, 万 (the one-tile of each suit)."""


def tiles_text(ranks: list[int]) -> str:
    """ "🀙3 🀐5 🀇7" = 饼 3, 条 5, 万 7."""
    return _tiles_text(*ranks)


@lru_cache(maxsize=1024)
def _tiles_text(*ranks: int) -> str:
    return " ".join(f"{SUIT_ICONS[s]}{r}" for s, r in enumerate(ranks))


# ----- the pool ------------------------------------------------------------------------------------
def draw(state: EnterpriseState, suit: int, max_rank: int = RANKS) -> int | None:
    """A random tile of `suit` (rank ≤ max_rank) taken out of the pool, or None if there is none: the
    k-th tile counting through the ranks in order, found in the running counts (a game draws some 400)."""
    pool = state.pool
    base = suit * RANKS
    upto = list(accumulate(pool[base : base + max_rank]))
    if not upto[-1]:
        return None
    i = bisect_right(upto, below(state, upto[-1]))  # the first rank whose running count exceeds k
    pool[base + i] -= 1
    return i + 1


def take(state: EnterpriseState, suit: int, rank: int) -> bool:
    if state.pool[idx(suit, rank)] <= 0:
        return False
    state.pool[idx(suit, rank)] -= 1
    return True


def give_back(state: EnterpriseState, suit: int, rank: int) -> None:
    state.pool[idx(suit, rank)] += 1


def break_up(state: EnterpriseState, people: list[Person]) -> None:
    """The people's tiles return to the pool and they leave the game (all in one pass over the people)."""
    if not people:
        return
    for person in people:
        for suit, rank in enumerate(person.tiles):
            give_back(state, suit, rank)
    # by identity: `list.remove` would compare people field by field (pydantic `__eq__`), slowly
    gone = {id(p) for p in people}
    put(state, "persons", [p for p in state.persons if id(p) not in gone])


def new_person(state: EnterpriseState, ranks: list[int], origin: str) -> Person:
    p = fresh_person(state.next_id, ranks, origin)
    put(state, "next_id", state.next_id + 1)
    state.persons.append(p)
    return p


def tile_total(state: EnterpriseState) -> list[int]:
    """Tiles per kind held anywhere: pool + people + the running task's requirements."""
    out = list(state.pool)
    for p in state.persons:
        for suit, rank in enumerate(p.tiles):
            out[idx(suit, rank)] += 1
    for suit, rank in state.task_tiles:
        out[idx(suit, rank)] += 1
    return out


# ----- people and enterprises ----------------------------------------------------------------------
def person(state: EnterpriseState, pid: int) -> Person | None:
    """The person with id `pid` (a plain loop: a generator costs more per person looked at)."""
    for p in state.persons:
        if p.id == pid:
            return p
    return None


def staff(state: EnterpriseState, seat: int) -> list[Person]:
    return [p for p in state.persons if p.firm == seat]


def staff_by_seat(state: EnterpriseState) -> list[list[Person]]:
    """Every seat's people (as `staff` gives them), in one pass over the people."""
    out: list[list[Person]] = [[] for _ in range(state.n)]
    for p in state.persons:
        if p.firm is not None:
            out[p.firm].append(p)
    return out


def market(state: EnterpriseState) -> list[Person]:
    return [p for p in state.persons if p.firm is None]


def total_shares(state: EnterpriseState, f: Firm) -> int:
    return f.founder + f.pool_shares + sum(p.shares for p in staff(state, f.seat))


def is_owner(f: Firm, p: Person) -> bool:
    """Shareholders and partners are owners, not employees: they cannot be dismissed."""
    return (f.system == "shares" and p.shares > 0) or (f.system == "partner" and p.partner)


def shares_in_dividend(f: Firm, p: Person) -> bool:
    """Whether the person is paid a per-use dividend (合伙 partner or 合作 member)."""
    return paid_by_use(f.system, p.partner)


def fee(state: EnterpriseState, f: Firm) -> int:
    """Management fee of this round: base + per-head × people, both grown by fee_growth % a round."""
    return fee_for(state, len(staff(state, f.seat)))


def fee_for(state: EnterpriseState, heads: int) -> int:
    """The management fee of this round for an enterprise of `heads` people."""
    o = state.options
    base, head = _fee_parts(o.fee_base, o.fee_head, o.fee_growth, state.round)
    return base + head * heads


@lru_cache(maxsize=1024)
def _fee_parts(base: int, head: int, percent: int, rnd: int) -> tuple[int, int]:
    """The round's base fee and per-head fee, grown (one cached look-up: every view asks)."""
    return grown(base, percent, rnd), grown(head, percent, rnd)


@lru_cache(maxsize=1024)
def grown(amount: int, percent: int, rnd: int) -> int:
    """amount × (1 + percent/100)^(rnd − 1), rounded half up to the yuan, in exact integers."""
    k = max(rnd - 1, 0)
    num = amount * (100 + percent) ** k
    den = 100**k
    return (2 * num + den) // (2 * den)


POACH_PERCENT = 120
"""A person moves to a poaching offer whose estimate exceeds this percent of the current one."""


def poach_floor(current: int) -> int:
    """The estimate a poaching offer must exceed: 120 % of the person's current estimate."""
    return current * POACH_PERCENT // 100


# ----- the numbers of a task (for the AI: the engine's own odds and payouts) -------------------------
GO_ON = 5
"""Sub-task n goes on to n + 1 when all of its n dice show at least this."""


def go_on_chance(n: int) -> float:
    """The chance that sub-task `n` goes on to sub-task n + 1 (all n dice ≥ `GO_ON`)."""
    return ((7 - GO_ON) / 6) ** n


def mean_reward(n: int) -> float:
    """The mean reward of sub-task `n`: 2n dice read as digits, each 3.5 on average."""
    return 3.5 * (10 ** (2 * n) - 1) / 9


def max_reward(n: int) -> int:
    """The largest reward (and deposit) of sub-task `n`: 2n sixes."""
    return 6 * (10 ** (2 * n) - 1) // 9


def cover_chance(pool: Sequence[int], people: Iterable[tuple[Sequence[int], Sequence[bool]]]) -> float:
    """The chance that a requirement drawn from `pool` (one tile per suit; an empty suit asks for rank 1)
    is covered by the unflipped skills of `people` ((tiles, flipped) pairs)."""
    best = [0] * SUITS
    for tiles, flipped in people:
        for suit in range(SUITS):
            if not flipped[suit] and tiles[suit] > best[suit]:
                best[suit] = tiles[suit]
    chance = 1.0
    for suit in range(SUITS):
        counts = pool[suit * RANKS : (suit + 1) * RANKS]
        total = sum(counts)
        chance *= sum(counts[: best[suit]]) / total if total else float(best[suit] > 0)
    return chance


def subtask_value(n: int, reward: int, deposits: int, earlier: int, cash: int, cover_next: float) -> float:
    """The expected change of cash from accepting sub-task `n` now (declining: none, the earlier deposits
    being lost either way): the deposit `reward` is paid; if the task ends here, the deposits come back
    (`deposits` earlier + this one) with all the rewards (`earlier` + this one); if it goes on, sub-task
    n + 1 (its mean reward) is accepted with chance `cover_next` when the cash pays its deposit (that
    chance taken for every later sub-task too), and otherwise everything deposited is lost."""
    go = go_on_chance(n)
    won = (1 - go) * (deposits + earlier + 2 * reward)
    nxt = mean_reward(n + 1)
    left = cash - reward
    if go < 1e-9 or nxt > left or cover_next <= 0:
        return won - reward
    deeper = subtask_value(n + 1, round(nxt), deposits + reward, earlier + reward, left, cover_next)
    return won - reward + go * cover_next * (deeper + reward)


USES = 2
"""The skill uses a round a person's estimate counts on: performance pay and a per-use dividend are
expected this many times."""


def estimate(f: Firm, salary: int, perf: int, shares: int, in_dividend: bool) -> int:
    """A person's expected income from terms: salary + `USES`·perf + the enterprise's last dividend
    (per share × shares, or per use × `USES` for partners and 合作 members)."""
    return estimate_of(f.last_share_div, f.last_use_div, salary, perf, shares, in_dividend)


def estimate_of(share_div: int, use_div: int, salary: int, perf: int, shares: int, in_dividend: bool) -> int:
    """`estimate` from an enterprise's last dividends per share and per use (as a view shows them)."""
    return salary + USES * perf + shares * share_div + (USES * use_div if in_dividend else 0)


def paid_by_use(system: str | None, partner: bool) -> bool:
    """Whether a person of a `system` enterprise is paid the per-use dividend (合作, or a 合伙 partner)."""
    return system == "coop" or (system == "partner" and partner)


def offer_estimate(firm: dict[str, Any], salary: int, perf: int, sys: str) -> int:
    """The estimate an offer of the enterprise `firm` (its public figures, as a view shows them) gives
    if its system part stands (a partnership once its dice pass, granted or issued shares `g<k>` /
    `i<k>`, or `0` for none)."""
    shares = int(sys[1:]) if sys[:1] in ("g", "i") and sys[1:].isdigit() else 0
    in_dividend = firm["system"] == "coop" or sys == "p"
    return estimate_of(firm["last_share_div"], firm["last_use_div"], salary, perf, shares, in_dividend)


def start_terms(salary: int, perf: int, person_perf: int, current: int | None = None) -> tuple[int, int]:
    """The (salary, performance pay) an offer starts from, from the game's founders' terms: performance
    at least the person's present one; a poaching offer (`current`: the person's present estimate)
    the least salary whose estimate beats `poach_floor(current)`."""
    perf = max(perf, person_perf)
    if current is not None:
        salary = max(salary, poach_floor(current) + 1 - USES * perf)
    return salary, perf


def grant_step(shares: int) -> int:
    """The shares a 股份 offer grants from the founder's block by default: a twentieth of the game's
    shares, at least 1."""
    return max(1, shares // 20)


def issue_step(total: int) -> int:
    """The new shares a 股份 enterprise issues to a person by default: a tenth of those outstanding,
    at least 1."""
    return max(1, total // 10)


def dividend_per(state: EnterpriseState, f: Firm, amount: int, people: list[Person] | None = None) -> tuple[int, int]:
    """(per unit, units) of a dividend of `amount`: 股份 per share over all shares outstanding (floored);
    合伙 / 合作 per skill use of the members paid by use (floored; nothing without uses). `people`: the
    enterprise's staff, if the caller has it."""
    if people is None:
        people = staff(state, f.seat)
    if f.system == "shares":
        units = f.founder + f.pool_shares + sum(p.shares for p in people)
        return amount // max(units, 1), units
    units = sum(p.uses for p in people if shares_in_dividend(f, p))
    return (amount // units if units else 0), units


def current_estimate(state: EnterpriseState, p: Person) -> int:
    if p.firm is None:
        return 0
    f = state.firms[p.firm]
    return estimate(f, p.salary, p.perf, p.shares, shares_in_dividend(f, p))


def roll(state: EnterpriseState, k: int) -> list[int]:
    """`k` dice: `below(state, 6) + 1` `k` times, the loop inlined (a game rolls some 300 dice)."""
    out: list[int] = []
    tray = state.tray
    while len(out) < k:
        if not tray:
            _refill(state)
        r = tray.pop() >> 29  # (= `below`'s shift for 6)
        if r < 6:
            out.append(r + 1)
    return out


def partner_test(state: EnterpriseState, f: Firm, ev: list[Event], pid: int) -> bool:
    """The partnership dice: as many dice as current partners; passed if none shows a 6."""
    n = sum(1 for p in staff(state, f.seat) if p.partner)
    dice = roll(state, n)
    if state.options.accountant:
        dice = A.roll(state, "partner", dice, player=who(f.seat), person=pid)
    ok = 6 not in dice
    say(ev, "partner-dice", player=who(f.seat), person=pid, dice=" ".join(map(str, dice)) or "—", ok=int(ok))
    return ok


def cover(state: EnterpriseState, seat: int, req: list[int], people: list[Person] | None = None) -> list[int] | None:
    """The cheapest assignment's person ids, 饼 条 万 (`people`: the seat's staff, if the caller has it)."""
    team = cover_people(req, staff(state, seat) if people is None else people)
    return None if team is None else [p.id for p in team]


assert SUITS == 3, "the cover checks below are written out for three suits"


def can_cover(req: list[int], people: Iterable[Person]) -> bool:
    """Whether `cover_people` finds an assignment: every suit (all `SUITS` = 3) has an unflipped tile ≥
    its requirement (one pass over the people, stopping once all are covered)."""
    need0, need1, need2 = req
    covered = 0
    for p in people:
        pd = p.__dict__
        t0, t1, t2 = pd["tiles"]
        f0, f1, f2 = pd["flipped"]
        if t0 >= need0 and not f0:
            covered |= 1
        if t1 >= need1 and not f1:
            covered |= 2
        if t2 >= need2 and not f2:
            covered |= 4
        if covered == 7:
            return True
    return False


def seat_can_cover(state: EnterpriseState, seat: int, req: list[int]) -> bool:
    """`can_cover(req, staff(state, seat))` without building the staff (the check of every `accept`)."""
    return can_cover(req, (p for p in state.persons if p.__dict__["firm"] == seat))


def can_cover_seats(state: EnterpriseState, req: list[int], seats: list[int]) -> list[bool]:
    """`can_cover(req, staff(state, s))` for each of `seats`, in one pass over all the people (asked of
    every enterprise in the task at every sub-task): a bit per suit covered, by employer."""
    need0, need1, need2 = req
    covered = [0] * state.n
    for p in state.persons:
        pd = p.__dict__  # (three fields read from the model's dict: a model's attribute read costs twice)
        seat = pd["firm"]
        if seat is None or covered[seat] == 7:
            continue
        t0, t1, t2 = pd["tiles"]
        f0, f1, f2 = pd["flipped"]
        if t0 >= need0 and not f0:
            covered[seat] |= 1
        if t1 >= need1 and not f1:
            covered[seat] |= 2
        if t2 >= need2 and not f2:
            covered[seat] |= 4
    return [covered[s] == 7 for s in seats]


def cover_people(req: list[int], people: list[Person]) -> list[Person] | None:
    """The cheapest assignment: for each suit the person with the lowest sufficient unflipped tile (the
    first such in `people` on a tie), or None if some suit cannot be covered. One pass over the people
    for all three suits (`SUITS`), each person's fields read once: every accepted sub-task asks."""
    need0, need1, need2 = req
    top = RANKS + 1
    rank0 = rank1 = rank2 = top
    best0 = best1 = best2 = None
    for p in people:
        pd = p.__dict__
        t0, t1, t2 = pd["tiles"]
        f0, f1, f2 = pd["flipped"]
        if need0 <= t0 < rank0 and not f0:
            rank0, best0 = t0, p
        if need1 <= t1 < rank1 and not f1:
            rank1, best1 = t1, p
        if need2 <= t2 < rank2 and not f2:
            rank2, best2 = t2, p
    if best0 is None or best1 is None or best2 is None:
        return None
    return [best0, best1, best2]


def unflipped(state: EnterpriseState, seat: int) -> int:
    return sum(1 for p in staff(state, seat) for fl in p.flipped if not fl)


def leave_firm(state: EnterpriseState, p: Person) -> None:
    """A person leaves an enterprise: shares go back to the founder block, partnership ends."""
    if p.firm is not None and p.shares:
        state.firms[p.firm].founder += p.shares
    p.shares = 0
    p.partner = False
    p.firm = None
