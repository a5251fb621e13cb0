"""The players' decisions: action strings, full validation, the button subsets and the defaults.

Grammar (person ids are numbers shown with every person; amounts in yuan):
- `system:shares|partner|coop` — found (or re-found) the enterprise under 股份 / 合伙 / 合作;
- `split:<founder>:<a>:<b>:<c>` — 股份 founding split of the shares (members in id order);
- `fire:<id>` / `keep:<id>` / `done` — sealed dismissals (`keep` takes one back);
- `offer:<id>:<salary>:<perf>:<sys>` / `withdraw:<id>` / `done` — sealed offers for market people;
  `<sys>` is `0` (none), `p` (合伙: propose partnership), `g<k>` (股份: grant k shares from the founder
  block) or `i<k>` (股份 with a founder block over 50 %: issue k new shares free);
- `accept` (the cheapest assignment) / `assign:<id饼>:<id条>:<id万>` / `decline` — a sub-task;
- `dividend:<amount>` — this round's dividend;
- `partner:<id>`, `grant:<id>:<k>`, `issue:<id>:<k>`, `sell:<k>` (take effect at once),
  `poach:<id>:<salary>:<perf>:<sys>` / `withdraw:<id>` (sealed), `reform:<system>` (the present system
  takes a sent restructuring back), `done` — after the dividend.
"""

from __future__ import annotations

import re

from games.base import GameError, literal
from games.enterprise import rules as R
from games.enterprise.state import SYSTEMS, EnterpriseState, Firm

MULTI = ("fire", "offer", "manage")
"""Phases where a seat sends several sealed items and then `done`."""
DEFAULT = {
    "system": "system:shares",
    "split": "",
    "fire": "done",
    "offer": "done",
    "task": "decline",
    "dividend": "dividend:0",
    "manage": "done",
}
VERBS = {
    "system": {"system"},
    "split": {"split"},
    "fire": {"fire", "keep", "done"},
    "offer": {"offer", "withdraw", "done"},
    "task": {"accept", "assign", "decline"},
    "dividend": {"dividend"},
    "manage": {"partner", "grant", "issue", "sell", "poach", "withdraw", "reform", "done"},
}
_INT = re.compile(r"[0-9]{1,9}")
SPLITS = ((40, 20, 20, 20), (55, 15, 15, 15), (70, 10, 10, 10), (25, 25, 25, 25))
"""Preset founding splits, in percent."""


def number(text: str) -> int:
    """A whole number a player typed; the refusal shows the text `literal`ly (never as a message id)."""
    if not _INT.fullmatch(text):
        raise GameError("enterprise-err-number", value=literal(text, 20))
    return int(text)


def split_presets(state: EnterpriseState) -> list[str]:
    total = state.options.shares
    out = []
    for pct in SPLITS:
        parts = [total * p // 100 for p in pct]
        parts[0] += total - sum(parts)
        out.append("split:" + ":".join(map(str, parts)))
    return out


# ----- validation ----------------------------------------------------------------------------------
def check(state: EnterpriseState, seat: int, action: str) -> tuple[str, list[str]]:
    """(verb, args) of a legal action in the current phase, or GameError with the reason."""
    verb, colon, rest = action.partition(":")
    args = rest.split(":") if colon else []  # `accept:` has one empty argument, not none: refused below
    phase = state.phase
    if verb not in VERBS.get(phase, ()):
        raise GameError("enterprise-err-phase", phase=f"@enterprise-phase-{phase}")
    f = state.firms[seat]
    if verb in ("done", "accept", "decline"):
        _arity(args, 0)
        if verb == "accept" and not R.seat_can_cover(state, seat, state.req):
            raise GameError("enterprise-err-cover")
        if verb == "accept":
            _cash(f, state.rewards[-1])
    elif verb == "system":
        _arity(args, 1)
        if args[0] not in SYSTEMS:
            raise GameError("enterprise-err-system", value=literal(args[0], 20))
    elif verb == "split":
        _arity(args, 4)
        parts = [number(a) for a in args]
        if sum(parts) != state.options.shares:
            raise GameError("enterprise-err-split", total=state.options.shares)
    elif verb in ("fire", "keep"):
        _arity(args, 1)
        p = _own(state, seat, args[0])
        if verb == "fire":
            if R.is_owner(f, p):
                raise GameError("enterprise-err-owner", person=p.id)
            fees = sum(_pid_salary(state, d) for d in state.drafts.get(seat, []) if d != f"fire:{p.id}")
            _cash(f, fees + p.salary)
        elif f"fire:{p.id}" not in state.drafts.get(seat, []):
            raise GameError("enterprise-err-no-draft", person=p.id)
    elif verb in ("offer", "poach"):
        _arity(args, 4)
        pid = number(args[0])
        target = R.person(state, pid)
        if target is None:
            raise GameError("enterprise-err-person", person=pid)
        if verb == "offer" and target.firm is not None:
            raise GameError("enterprise-err-not-market", person=pid)
        if verb == "poach" and (target.firm is None or target.firm == seat):
            raise GameError("enterprise-err-not-poachable", person=pid)
        salary, _perf = number(args[1]), number(args[2])
        _sys(state, f, args[3], pid)
        need = salary
        if verb == "poach":  # with the headhunter fees of the seat's other poaching offers
            others = [d for d in state.drafts.get(seat, []) if d.split(":")[1] != str(pid)]
            need += sum(int(d.split(":")[2]) for d in others if d.startswith("poach:"))
        _cash(f, need)
    elif verb == "withdraw":
        _arity(args, 1)
        pid = number(args[0])
        if not any(d.split(":")[1] == str(pid) for d in state.drafts.get(seat, []) if d.count(":") >= 4):
            raise GameError("enterprise-err-no-draft", person=pid)
    elif verb == "assign":
        _arity(args, 3)
        _cash(f, state.rewards[-1])
        for suit, a in enumerate(args):
            p = _own(state, seat, a)
            if p.flipped[suit] or p.tiles[suit] < state.req[suit]:
                raise GameError("enterprise-err-skill", person=p.id, suit=f"@enterprise-suit-{suit}")
    elif verb == "dividend":
        _arity(args, 1)
        _cash(f, number(args[0]))
    elif verb == "partner":
        _arity(args, 1)
        p = _own(state, seat, args[0])
        if f.system != "partner" or p.partner or p.id in f.tried:
            raise GameError("enterprise-err-partner", person=p.id)
    elif verb in ("grant", "issue"):
        _arity(args, 2)
        _own(state, seat, args[0])
        _sys(state, f, ("g" if verb == "grant" else "i") + args[1], None)
    elif verb == "sell":
        _arity(args, 1)
        k = number(args[0])
        top = R.total_shares(state, f) // 5
        if f.system != "shares" or f.sold or f.last_share_div <= 0 or not 1 <= k <= top:
            raise GameError("enterprise-err-sell", max=top if f.system == "shares" and f.last_share_div else 0)
    elif verb == "reform":
        _arity(args, 1)
        if args[0] == f.system and any(d.startswith("reform:") for d in state.drafts.get(seat, [])):
            return verb, args  # keeps the present system: takes a sent restructuring back
        if args[0] not in SYSTEMS or args[0] == f.system:
            raise GameError("enterprise-err-system", value=literal(args[0], 20))
        if f.dividend < f.profit:
            raise GameError("enterprise-err-reform", profit=f.profit, dividend=f.dividend)
    return verb, args


def _arity(args: list[str], n: int) -> None:
    if len(args) != n:
        raise GameError("enterprise-err-format")


def _cash(f: Firm, need: int) -> None:
    if need > f.cash:
        raise GameError("enterprise-err-cash", need=need, cash=f.cash)


def _own(state: EnterpriseState, seat: int, text: str) -> R.Person:
    pid = number(text)
    p = R.person(state, pid)
    if p is None or p.firm != seat:
        raise GameError("enterprise-err-not-yours", person=pid)
    return p


def _pid_salary(state: EnterpriseState, draft: str) -> int:
    p = R.person(state, int(draft.split(":")[1]))
    return p.salary if p else 0


def _sys(state: EnterpriseState, f: Firm, code: str, pid: int | None) -> None:
    """A system offer valid for the enterprise (grants counted against the founder block together with
    the seat's other sealed offers of this phase)."""
    if code == "0":
        return
    if code == "p":
        if f.system != "partner":
            raise GameError("enterprise-err-sys", code=literal(code, 20))
        return
    if code[:1] not in ("g", "i") or f.system != "shares":
        raise GameError("enterprise-err-sys", code=literal(code, 20))
    k = number(code[1:])
    if code[0] == "g":
        granted = sum(_grant_of(d) for d in state.drafts.get(f.seat, []) if pid is None or d.split(":")[1] != str(pid))
        if not 1 <= k <= f.founder - granted:
            raise GameError("enterprise-err-grant", max=max(f.founder - granted, 0))
        return
    total = R.total_shares(state, f)  # (an issue only: a pass over the people)
    if 2 * f.founder <= total or not 1 <= k <= total // 2:
        raise GameError("enterprise-err-issue", max=total // 2 if 2 * f.founder > total else 0)


def _grant_of(draft: str) -> int:
    parts = draft.split(":")
    if len(parts) == 5 and parts[4].startswith("g"):
        return int(parts[4][1:])
    return 0


# ----- buttons -------------------------------------------------------------------------------------
def legal(state: EnterpriseState, seat: int) -> list[str]:
    if seat not in state.asked:
        return []
    phase = state.phase
    f = state.firms[seat]
    out: list[str] = []
    if phase == "system":
        out = [f"system:{s}" for s in SYSTEMS]
    elif phase == "split":
        out = split_presets(state)
    elif phase == "fire":
        drafts = state.drafts.get(seat, [])
        fees = sum(_pid_salary(state, d) for d in drafts)
        for p in R.staff(state, seat):
            if f"fire:{p.id}" in drafts:
                out.append(f"keep:{p.id}")
            elif not R.is_owner(f, p) and fees + p.salary <= f.cash:
                out.append(f"fire:{p.id}")
        out.append("done")
    elif phase == "offer":
        out = [*_offers(state, seat, "offer", R.market(state)), "done"]
    elif phase == "task":
        if R.cover(state, seat, state.req) is not None and state.rewards[-1] <= f.cash:
            out.append("accept")
        out.append("decline")
    elif phase == "dividend":
        out = [f"dividend:{a}" for a in sorted(set(dividend_presets(state, seat).values()))]
    elif phase == "manage":
        out = [*_manage(state, seat, f), "done"]
    return [a for a in out if _ok(state, seat, a)]


def dividend_presets(state: EnterpriseState, seat: int) -> dict[int, int]:
    """The dividend buttons: percent of this round's profit → amount (0 %, and with a profit 25 / 50 /
    100 %, each at most the cash)."""
    f = state.firms[seat]
    out = {0: 0}
    if f.profit > 0:
        out |= {pct: min(f.profit * pct // 100, f.cash) for pct in (25, 50, 100)}
    return out


def _ok(state: EnterpriseState, seat: int, action: str) -> bool:
    try:
        check(state, seat, action)
    except GameError:
        return False
    return True


def _offers(state: EnterpriseState, seat: int, verb: str, people: list[R.Person]) -> list[str]:
    f = state.firms[seat]
    o = state.options
    drafts = state.drafts.get(seat, [])
    out = []
    for p in people:
        if any(d.split(":")[1] == str(p.id) for d in drafts):
            out.append(f"withdraw:{p.id}")
            continue
        base_salary, base_perf = base_terms(state, verb, p)
        sys = "0"
        if f.system == "partner":
            sys = "p"
        elif f.system == "shares":
            granted = sum(_grant_of(d) for d in drafts)
            k = min(R.grant_step(o.shares), f.founder - granted)
            sys = f"g{k}" if k > 0 else "0"
        out.append(f"{verb}:{p.id}:{base_salary}:{base_perf}:0")
        out.append(f"{verb}:{p.id}:{base_salary * 3 // 2}:{base_perf}:0")
        if sys != "0":
            out.append(f"{verb}:{p.id}:{base_salary}:{base_perf}:{sys}")
    return out


def base_terms(state: EnterpriseState, verb: str, p: R.Person) -> tuple[int, int]:
    """The (salary, performance pay) an offer starts from: the founders' terms (performance at least the
    person's present one); a poaching offer the least salary that beats 120 % of the present estimate."""
    o = state.options
    return R.start_terms(o.salary, o.perf, p.perf, R.current_estimate(state, p) if verb == "poach" else None)


def _manage(state: EnterpriseState, seat: int, f: Firm) -> list[str]:
    out: list[str] = []
    staff = R.staff(state, seat)
    total = R.total_shares(state, f)
    for p in staff:
        if f.system == "partner" and not p.partner:
            out.append(f"partner:{p.id}")
        if f.system == "shares":
            out.append(f"grant:{p.id}:{max(1, min(R.grant_step(state.options.shares), f.founder))}")
            if 2 * f.founder > total:
                out.append(f"issue:{p.id}:{R.issue_step(total)}")
    if f.system == "shares" and f.last_share_div > 0:
        out.append(f"sell:{max(1, total // 5)}")
    others = [p for p in state.persons if p.firm is not None and p.firm != seat]
    others.sort(key=lambda p: (-sum(p.tiles), p.id))
    drafted = [p for p in others if any(d.split(":")[1] == str(p.id) for d in state.drafts.get(seat, []))]
    out += _offers(state, seat, "poach", drafted + [p for p in others[:3] if p not in drafted])
    out += [f"reform:{s}" for s in SYSTEMS]  # the present system only to take a sent one back
    return out


# ----- typed shortcuts -----------------------------------------------------------------------------
WORDS = {
    "shares": "system:shares",
    "股份": "system:shares",
    "акции": "system:shares",
    "partner": "system:partner",
    "合伙": "system:partner",
    "товарищество": "system:partner",
    "coop": "system:coop",
    "合作": "system:coop",
    "кооператив": "system:coop",
}
YES = frozenset({"y", "yes", "accept", "ok", "+", "да", "беру", "接", "接受", "是"})
NO = frozenset({"n", "no", "decline", "-", "нет", "отказ", "不", "不接", "否"})
DONE = frozenset({"done", "ok", "готово", "всё", "完成", "好"})


def parse_text(state: EnterpriseState, seat: int, text: str) -> str | None:
    """A typed message as an action of the current step, or None. Understood: an action string itself;
    a system's name; yes / no for a sub-task, or three person ids (饼 条 万) to assign; an amount or a
    percent of the profit for the dividend; `done`; a person id to dismiss; `<id> <salary> <perf>
    [<sys>]` for an offer (or a poaching offer after the dividend)."""
    raw = text.strip().lower()
    if not raw or len(raw) > 60:
        return None
    phase = state.phase
    verb = raw.partition(":")[0]
    if verb in VERBS.get(phase, set()) and (":" in raw or verb in ("done", "accept", "decline")):
        return raw
    words = re.split(r"[\s,;/]+", raw.replace("#", " ").replace("¥", "").strip())
    nums = all(_INT.fullmatch(w) for w in words)
    if phase == "system":
        return WORDS.get(raw)
    if phase == "task":
        if raw in YES:
            return "accept"
        if raw in NO:
            return "decline"
        return "assign:" + ":".join(words) if len(words) == 3 and nums else None
    if phase == "dividend":
        if raw.endswith("%") and _INT.fullmatch(raw[:-1].strip()):
            profit = max(state.firms[seat].profit, 0)
            return f"dividend:{profit * min(int(raw[:-1]), 100) // 100}"
        return f"dividend:{words[0]}" if len(words) == 1 and nums else None
    if phase in MULTI and raw in DONE:
        return "done"
    if phase == "fire" and len(words) == 1 and nums:
        return f"fire:{words[0]}"
    if phase in ("offer", "manage") and len(words) in (3, 4) and all(_INT.fullmatch(w) for w in words[:3]):
        sys = words[3] if len(words) == 4 else "0"
        return ("offer" if phase == "offer" else "poach") + ":" + ":".join([*words[:3], sys])
    return None
