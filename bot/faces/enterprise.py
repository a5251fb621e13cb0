"""智力密集行业·企业制度模拟 in Telegram: the enterprises, the market and the running task for the group;
each player's people and sealed decisions by DM.

A person reads as three skills, `🀙5 🀐3 🀇6` (饼 / 条 / 万 with their levels; a skill used this round is
struck through). Every decision is asked by DM. Builders travel in "~" buttons (redrawn in place, nothing
reaches the engine until the confirm button); whether a draft or a step is legal is asked of the engine's
own validation, and every figure a rule decides (estimates, dividend per share or use, default terms)
comes from the engine. Drafts:

- `s:<founder>:<a>:<b>:<c>`: a founding split under review;
- `o:<id>:<salary>:<perf>:<sys>` / `q:…`: an offer for a market person / a poaching offer;
- `a:<id饼>:<id条>:<id万>`: another assignment of people to a sub-task;
- `G` (share grants and issues), `P` (people to poach), `R` (restructuring): the owners' sub-menus.

The group text comes from `public_view` alone: how many choices are in, never whose or what.
"""

from __future__ import annotations

import functools
import html
import io
from typing import Any

from bot.faces import typeface
from bot.faces.base import Ctx, Face, Picture, Turn, ranking
from bot.faces.layout import fit
from games.base import Event
from games.enterprise import rules as R
from games.enterprise import views as V
from games.enterprise.actions import DEFAULT
from games.enterprise.rules import SUIT_ICONS
from games.enterprise.state import SYSTEMS
from locales import Catalog

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
SYSTEM_COLOURS = {"shares": "#1f77b4", "partner": "#d62728", "coop": "#2ca02c"}
"""The end chart's colour of a round an enterprise ran under each system (grey: none)."""
MAX_PEOPLE_BUTTONS = 24
MAX_POACH = 9
NAME_CHARS = 12


def tiles(ranks: list[int], flipped: list[bool] | None = None, markup: bool = True) -> str:
    """`🀙5 🀐3 🀇6`; used skills struck through (HTML) or marked with a dot (button labels)."""
    out = []
    for suit, rank in enumerate(ranks):
        text = f"{SUIT_ICONS[suit]}{rank}"
        if flipped and flipped[suit]:
            text = f"<s>{text}</s>" if markup else f"{text}·"
        out.append(text)
    return " ".join(out)


def parse_draft(draft: str | None) -> tuple[str, list[str]] | None:
    """A draft as (kind, fields); None for no draft or one that is not ours."""
    if not draft:
        return None
    kind, *rest = draft.split(":")
    arity = {"s": 4, "o": 4, "q": 4, "a": 3, "G": 0, "P": 0, "R": 0}
    if kind not in arity or len(rest) != arity[kind]:
        return None
    if kind in ("o", "q"):
        nums, sys = rest[:3], rest[3]
        if not all(x.isdigit() and len(x) <= 9 for x in nums) or len(sys) > 8:
            return None
    elif not all(x.isdigit() and len(x) <= 9 for x in rest):
        return None
    return kind, rest


def short(name: str) -> str:
    return name if len(name) <= NAME_CHARS else name[: NAME_CHARS - 1] + "…"


class _Checker:
    """Whether the engine would accept an action now (`Turn.refusal`, memoised per redraw)."""

    def __init__(self, turn: Turn) -> None:
        self.turn = turn
        self.seen: dict[str, bool] = {}

    def __call__(self, action: str) -> bool:
        if action not in self.seen:
            self.seen[action] = self.turn.refusal(action) is None
        return self.seen[action]


def _staff(view: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The seat's people (by id, as the view lists every person)."""
    return [p for p in view["persons"] if p["firm"] == seat]


Rows = list[list[tuple[str, str]]]


_TASK_EVENTS = frozenset({"subtask", "cannot", "forfeit", "declined", "accepted", "dice", "task-paid"})
_HIRE_EVENTS = frozenset({"bid", "tie", "hired", "poached", "stayed"})
_FINAL_EVENTS = frozenset({"over", "final", "report"})


def _seat_name(who: Any, names: list[str]) -> str:
    """A seat named in an event (`#<seat>`) as its player's name (unescaped)."""
    if isinstance(who, str) and who.startswith("#") and who[1:].isdigit() and int(who[1:]) < len(names):
        return names[int(who[1:])]
    return str(who or "")


class _TaskNews:
    """One task's events gathered into one line: per sub-task the requirement, the reward, who took it,
    who declined or could not, deposits lost and the dice; then the payout."""

    def __init__(self, no: int | None) -> None:
        self.no = no
        self.subs: list[dict[str, Any]] = []
        self.paid: list[str] = []
        self.total = 0

    def _sub(self) -> dict[str, Any]:
        if not self.subs:  # the step began inside a sub-task the table showed
            self.subs.append({"sub": 0})
        return self.subs[-1]

    def add(self, key: str, params: dict[str, Any]) -> None:
        if key == "subtask":
            req = str(params["req"]).replace(" ", "")
            self.subs.append({"sub": int(params["sub"]), "req": req, "reward": int(params["reward"])})
            return
        sub = self._sub()
        if key == "dice":
            sub["dice"], sub["go_on"] = str(params["dice"]), int(params["go_on"])
        elif key == "forfeit":
            sub.setdefault("forfeit", []).append((params["player"], int(params["amount"])))
        elif key == "task-paid":
            self.paid.append(str(params["player"]))
            self.total = int(params["reward"])
        else:
            sub.setdefault(key, []).append(params["player"])

    def drop_open(self, sub: int) -> None:
        """Leaves out sub-task `sub` if nobody has answered it yet (it is being asked)."""
        said = {"accepted", "declined", "dice", "cannot"}
        if self.subs and self.subs[-1]["sub"] == sub and not said & set(self.subs[-1]):
            self.subs.pop()

    def line(self, lang: str, names: list[str], cat: Catalog) -> str:
        t = cat.t

        def who(seats: list[Any]) -> str:
            return cat.join(lang, (html.escape(_seat_name(s, names)) for s in seats))

        parts = []
        for i, sub in enumerate(self.subs):
            body = []
            took, said_no, cannot = sub.get("accepted", []), sub.get("declined", []), sub.get("cannot", [])
            if cannot and not took and not said_no:
                body.append(t(lang, "enterprise-news-nobody"))
            else:
                if took:
                    body.append(t(lang, "enterprise-news-took", names=who(took)))
                if said_no:
                    body.append(t(lang, "enterprise-news-declined", names=who(said_no)))
                if cannot:
                    body.append(t(lang, "enterprise-news-cannot", names=who(cannot)))
            if sub.get("forfeit"):
                items = (
                    t(lang, "enterprise-news-forfeit-item", player=html.escape(_seat_name(p, names)), amount=a)
                    for p, a in sub["forfeit"]
                )
                body.append(t(lang, "enterprise-news-forfeit", items=cat.join(lang, items)))
            if "dice" in sub:
                body.append(t(lang, "enterprise-news-dice", dice=sub["dice"], go_on=sub["go_on"]))
            text = t(lang, "enterprise-news-sep").join(body)
            no = self.no or 0
            if "req" not in sub:
                parts.append(t(lang, "enterprise-news-task-more", task=no, body=text))
                continue
            drawn = {"sub": sub["sub"], "req": sub["req"], "reward": sub["reward"], "body": text}
            if i:
                parts.append(t(lang, "enterprise-news-sub", **drawn))
            else:  # the task's first line names it (its sub-task too, past the first)
                key = "enterprise-news-task" if sub["sub"] == 1 else "enterprise-news-task-sub"
                parts.append(t(lang, key, task=no, **drawn))
        if self.paid:
            parts.append(t(lang, "enterprise-news-paid", names=who(self.paid), reward=self.total))
        return t(lang, "enterprise-news-next").join(parts)


class EnterpriseFace(Face):
    game_id = "enterprise"
    replace_prompt = True
    """A round asks a dozen questions or more (every sub-task): the DM keeps one living question."""
    news = frozenset(
        {
            "enterprise-ev-start",
            "enterprise-ev-system",
            "enterprise-ev-split",
            "enterprise-ev-round",
            "enterprise-ev-market",
            "enterprise-ev-hired",
            "enterprise-ev-unhired",
            "enterprise-ev-promoted",
            "enterprise-ev-no-promotion",
            "enterprise-ev-paid",
            "enterprise-ev-bankrupt",
            "enterprise-ev-dividend-shares",
            "enterprise-ev-dividend-uses",
            "enterprise-ev-poached",
            "enterprise-ev-stayed",
            "enterprise-ev-reform",
            "enterprise-ev-over",
        }
    )
    """Reveals and a round's results are news; a sub-task, its answers and dice, the owners' dice and
    grants only edit the live table (which shows the running task)."""

    money_options = frozenset({"start_cash", "fee_base", "fee_head", "salary", "perf"})

    def __init__(self) -> None:
        super().__init__("enterprise")

    # ----- pieces -----------------------------------------------------------------------------
    def _system(self, system: str | None, lang: str, cat: Catalog) -> str:
        return cat.t(lang, f"enterprise-sys-{system or 'none'}")

    def _stake(self, firm: dict[str, Any], p: dict[str, Any], lang: str, cat: Catalog) -> str:
        if p["shares"]:
            return cat.t(lang, "enterprise-ui-stake-shares", k=p["shares"])
        if firm["system"] == "partner" and p["partner"]:
            return cat.t(lang, "enterprise-ui-stake-partner")
        if firm["system"] == "coop":
            return cat.t(lang, "enterprise-ui-stake-member")
        return cat.t(lang, "enterprise-ui-stake-employee")

    def _person_full(self, view: dict[str, Any], p: dict[str, Any], lang: str, cat: Catalog) -> str:
        """`#7 🀙5 🀐3 🀇6 · ¥10,000 + ¥2,000 a use · 200 shares · 2 uses`."""
        parts = [f"#{p['id']} {tiles(p['tiles'], p['flipped'])}"]
        if p["firm"] is None:
            parts.append(cat.t(lang, f"enterprise-ui-origin-{p['origin']}"))
            return " · ".join(parts)
        firm = view["firms"][p["firm"]]
        parts.append(cat.t(lang, "enterprise-ui-pay", salary=p["salary"], perf=p["perf"]))
        parts.append(self._stake(firm, p, lang, cat))
        if p["uses"]:
            parts.append(cat.t(lang, "enterprise-ui-uses", n=p["uses"]))
        return " · ".join(parts)

    def _person_short(self, p: dict[str, Any]) -> str:
        return f"#{p['id']} {tiles(p['tiles'], p['flipped'])}"

    def _persons(self, view: dict[str, Any]) -> dict[int, dict[str, Any]]:
        return {p["id"]: p for p in view["persons"]}

    def _income(self, view: dict[str, Any], firm: dict[str, Any]) -> int:
        people = self._persons(view)
        staff = [people[i] for i in firm["people"] if i in people]
        return sum(p["income"] for p in staff) // len(staff) if staff else 0

    def _firm_line(self, view: dict[str, Any], firm: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """One row of the round table: system, cash, people, dividend, income a person, bankruptcies."""
        name = html.escape(names[firm["seat"]])
        if not firm["active"]:
            return cat.t(lang, "enterprise-ui-firm-none", name=name, bankruptcies=firm["bankruptcies"])
        parts = [
            cat.t(
                lang,
                "enterprise-ui-firm",
                name=name,
                system=self._system(firm["system"], lang, cat),
                cash=firm["cash"],
                people=len(firm["people"]),
            )
        ]
        if view["phase"] in ("dividend", "manage") and firm["profit"]:
            parts.append(cat.t(lang, "enterprise-ui-firm-profit", profit=firm["profit"], loss=max(-firm["profit"], 0)))
        income = self._income(view, firm)
        if income:
            parts.append(cat.t(lang, "enterprise-ui-firm-income", income=income))
        if firm["bankruptcies"]:
            parts.append(cat.t(lang, "enterprise-ui-firm-bankrupt", n=firm["bankruptcies"]))
        return " · ".join(parts)

    def _waiting(self, view: dict[str, Any], lang: str, cat: Catalog) -> str:
        return cat.t(
            lang,
            "enterprise-ui-wait",
            phase=cat.t(lang, f"enterprise-ui-phase-{view['phase']}"),
            sent=view["sent"],
            expected=view["expected"],
        )

    def _task_lines(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """The running sub-task: requirement, reward dice, deposit, who is in, what finishing pays."""
        task = view["task"]
        reward = task["rewards"][-1]
        who = cat.join(lang, (html.escape(names[s]) for s in task["in_task"])) or "—"
        return [
            cat.t(lang, "enterprise-ui-task", task=task["no"], tasks=task["tasks"], sub=task["sub"]),
            cat.t(
                lang,
                "enterprise-ui-task-need",
                req=tiles(task["req"]),
                dice=" ".join(str(reward)),
                reward=reward,
            ),
            cat.t(lang, "enterprise-ui-task-in", names=who, payout=sum(task["rewards"])),
        ]

    # ----- the group's news -------------------------------------------------------------------
    def event_lines(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[str]:
        """One line a task (its sub-tasks, who took, declined or could not, the dice, the payout), one
        line a market person (the offers and who hired); no line for a zero dividend, and one that says so
        for a dividend too small to pay ¥1 a share or a use; the market's people
        and the round's number not again when the table below shows them."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        phase, now = view["phase"], view["task"]
        lines: list[str] = []
        task: _TaskNews | None = None
        hire: list[Event] = []

        promoted: list[Event] = []

        def flush(next_task: int | None, last: bool = False) -> None:
            nonlocal task, hire, promoted
            if promoted:
                lines.extend(self._promotion_lines(promoted, lang, names, cat))
                promoted = []
            if task is not None:
                if task.no is None:  # the step began inside a task: it is the one before the next, or the last
                    task.no = next_task - 1 if next_task is not None else now["no"] or now["tasks"]
                if last and phase == "task" and task.no == now["no"]:
                    task.drop_open(now["sub"])  # the sub-task now asked: the table shows it
                if task.subs or task.paid:
                    lines.append(task.line(lang, names, cat))
                task = None
            if hire:
                lines.append(self._hire_line(hire, lang, names, cat))
                hire = []

        for i, e in enumerate(events):
            key = e.key.partition("-ev-")[2]
            if key in _FINAL_EVENTS and phase == "over":
                continue  # the final table below says the rounds, the ranking and the systems, once
            if key in _TASK_EVENTS:
                if hire:
                    flush(None)
                if key == "subtask":
                    no, sub = int(e.params["task"]), int(e.params["sub"])
                    if task is not None and (task.no == no or (task.no is None and sub > 1)):
                        task.no = no
                    else:
                        flush(no if sub == 1 else no + 1)
                        task = _TaskNews(no)
                if task is None:
                    task = _TaskNews(None)
                task.add(key, e.params)
                continue
            person = e.params.get("person")
            ahead = events[i + 1] if i + 1 < len(events) else None
            if key in _HIRE_EVENTS or (
                key == "partner-dice"
                and ahead is not None
                and ahead.key == "enterprise-ev-bid"
                and ahead.params.get("person") == person
            ):
                if task is not None or (hire and hire[0].params.get("person") != person):
                    flush(None)
                hire.append(e)
                continue
            if key in ("promoted", "no-promotion"):
                if task is not None or hire:
                    flush(None)
                promoted.append(e)
                continue
            flush(None)
            if key == "market" and phase == "offer":
                continue  # the table lists the market's people right below
            if key in ("dividend-shares", "dividend-uses") and not e.params.get("amount"):
                continue
            if key in ("dividend-shares", "dividend-uses") and not e.params.get("per"):  # too small to share
                unpaid = f"enterprise-news-unpaid-{key.removeprefix('dividend-')}"
                said = {"player": e.params["player"], "amount": e.params["amount"]}
                lines.append(cat.render(lang, unpaid, said, names))
                continue
            if key == "split":  # the members' shares as the language lists them
                members = cat.join(lang, str(e.params["members"]).split(" / "))
                lines.append(cat.render(lang, e.key, {**e.params, "members": members}, names))
                continue
            if key == "template":
                team = cat.join(lang, (R.tiles_text(t) for t in view["template"]))
                lines.append(cat.t(lang, "enterprise-ev-template", team=team))
                continue
            lines.append(cat.render(lang, e.key, e.params, names))
        flush(None, last=True)
        return lines

    def _promotion_lines(self, events: list[Event], lang: str, names: list[str], cat: Catalog) -> list[str]:
        """The round's promotions in one line, the people no free tile could promote in another."""
        t = cat.t
        up = [
            t(
                lang,
                "enterprise-news-promoted-item",
                player=html.escape(_seat_name(e.params["player"], names)),
                person=e.params["person"],
                suit=cat.resolve(lang, {"suit": e.params["suit"]}, names)["suit"],
                level=e.params["level"],
            )
            for e in events
            if e.key.endswith("-promoted")
        ]
        stuck = [f"#{e.params['person']}" for e in events if e.key.endswith("-no-promotion")]
        out = [t(lang, "enterprise-news-promoted", items=cat.join(lang, up))] if up else []
        if stuck:
            out.append(t(lang, "enterprise-news-no-promotion", people=cat.join(lang, stuck)))
        return out

    def _hire_line(self, events: list[Event], lang: str, names: list[str], cat: Catalog) -> str:
        """A market (or poached) person's offers in one line: each bidder's estimated income, then who
        took the person (or that they stayed), a tie or partnership dice in brackets."""
        t = cat.t
        person = int(events[0].params["person"])
        bids, notes = [], []
        result = t(lang, "enterprise-news-not-hired")
        for e in events:
            key = e.key.partition("-ev-")[2]
            who = html.escape(_seat_name(e.params.get("player"), names))
            if key == "bid":
                bids.append(t(lang, "enterprise-news-bid", player=who, estimate=e.params["estimate"]))
            elif key == "tie":
                notes.append(t(lang, "enterprise-news-tie", count=e.params["count"]))
            elif key == "partner-dice":
                dice, ok = e.params["dice"], e.params["ok"]
                notes.append(t(lang, "enterprise-news-dice-partner", player=who, dice=dice, ok=ok))
            elif key == "poached":
                old = html.escape(_seat_name(e.params.get("old"), names))
                notes.append(t(lang, "enterprise-news-poached", old=old, fee=e.params["fee"]))
            elif key == "stayed":
                result = t(lang, "enterprise-news-stayed")
            elif key == "hired":
                result = t(
                    lang,
                    "enterprise-news-hired",
                    player=who,
                    salary=e.params["salary"],
                    perf=e.params["perf"],
                    sys=cat.resolve(lang, {"sys": e.params["sys"]}, names)["sys"],
                    shares=e.params["shares"],
                )
        sep = t(lang, "enterprise-news-sep")
        return t(
            lang,
            "enterprise-news-offers",
            person=person,
            bids=cat.join(lang, bids),
            result=result + (t(lang, "enterprise-news-notes", notes=sep.join(notes)) if notes else ""),
        )

    # ----- the group --------------------------------------------------------------------------
    def group_status(self, view: dict[str, Any], ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if view["over"]:
            return ""
        t = cat.t
        phase = view["phase"]
        lines = []
        if view["round"]:
            lines.append(
                t(
                    lang,
                    "enterprise-ui-head",
                    round=view["round"],
                    rounds=view["rounds"],
                    phase=t(lang, f"enterprise-ui-phase-{phase}"),
                )
            )
        else:
            lines.append(t(lang, "enterprise-ui-head-setup"))
        people = self._persons(view)
        for firm in view["firms"]:
            if firm["system"] is None and not firm["active"]:
                continue
            lines.append(self._firm_line(view, firm, lang, names, cat))
            staff = [people[i] for i in firm["people"] if i in people]
            if staff:
                lines.append("   " + "  ".join(self._person_short(p) for p in staff))
        market = [p for p in view["persons"] if p["firm"] is None]
        if phase in ("fire", "offer") and market:
            lines.append(t(lang, "enterprise-ui-market", n=len(market)))
            for p in market:
                lines.append("   " + self._person_full(view, p, lang, cat))
        if phase == "task" and view["task"]["rewards"]:
            lines += self._task_lines(view, lang, names, cat)
        if view.get("acc_wait"):  # the step's draws are with the accountant: nothing of them yet
            lines.append(t(lang, "enterprise-acc-waiting"))
        elif view["expected"]:
            lines.append(self._waiting(view, lang, cat))
        return "\n".join(lines)

    # ----- one player -------------------------------------------------------------------------
    def private_status(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str:
        """The player's enterprise: system, cash, shares or partners, every person in full; then what
        the player has sent in this step (visible to them alone)."""
        lang, cat = ctx.lang, ctx.cat
        t = cat.t
        me = view["firms"][seat]
        lines = []
        if not me["active"] and not me["bankruptcies"]:
            lines.append(t(lang, "enterprise-ui-me-new"))
        elif not me["active"]:
            lines.append(t(lang, "enterprise-ui-me-none", bankruptcies=me["bankruptcies"]))
        else:
            lines.append(
                t(
                    lang,
                    "enterprise-ui-me",
                    system=self._system(me["system"], lang, cat),
                    cash=me["cash"],
                    people=len(me["people"]),
                )
            )
            if me["system"] == "shares":
                lines.append(
                    t(
                        lang,
                        "enterprise-ui-me-shares",
                        founder=me["founder"],
                        total=me["total_shares"],
                        pool=me["pool_shares"],
                        per=me["last_share_div"],
                    )
                )
            elif me["last_use_div"]:
                lines.append(t(lang, "enterprise-ui-me-uses", per=me["last_use_div"]))
            people = self._persons(view)
            for pid in me["people"]:
                if pid in people:
                    lines.append("• " + self._person_full(view, people[pid], lang, cat))
            for pid in me["tried"]:  # this round's partnership dice, as the group saw them
                if pid in people and people[pid]["firm"] == seat:
                    lines.append(t(lang, "enterprise-ui-tried", person=pid, ok=int(people[pid]["partner"])))
        lines += self._sent_lines(view, lang, cat)
        return "\n".join(lines)

    def _sent_lines(self, view: dict[str, Any], lang: str, cat: Catalog) -> list[str]:
        t = cat.t
        out = []
        for d in view["drafts"]:
            out.append(t(lang, "enterprise-ui-sealed", item=self._describe(view, d, lang, cat)))
        pending = view["pending"]
        if pending == "done":
            out.append(t(lang, "enterprise-ui-done"))
        elif pending:
            out.append(t(lang, "enterprise-ui-sent", item=self._describe(view, pending, lang, cat)))
        return out

    def _describe(self, view: dict[str, Any], action: str, lang: str, cat: Catalog) -> str:
        """A sent choice or sealed item in words, for its owner only."""
        t = cat.t
        verb, _, rest = action.partition(":")
        args = rest.split(":") if rest else []
        if verb in ("system", "reform") and args:
            return t(lang, f"enterprise-ui-do-{verb}", system=self._system(args[0], lang, cat))
        if verb == "split" and len(args) == 4:
            return t(lang, "enterprise-ui-do-split", founder=int(args[0]), members=cat.join(lang, args[1:]))
        if verb == "fire" and args:
            return t(lang, "enterprise-ui-do-fire", person=args[0])
        if verb in ("offer", "poach") and len(args) == 4:
            return t(
                lang,
                f"enterprise-ui-do-{verb}",
                person=args[0],
                salary=int(args[1]),
                perf=int(args[2]),
                stake=self._term(args[3], lang, cat),
            )
        if verb in ("accept", "assign"):  # who gives which skill, as the question named them
            ids = [int(i) for i in args if i.isdigit()] if verb == "assign" else list(view.get("cover") or [])
            people = self._assignment(ids, self._persons(view), lang, cat) if len(ids) == 3 else "—"
            return t(lang, "enterprise-ui-do-accept", people=people)
        if verb == "decline":
            return t(lang, "enterprise-ui-do-decline")
        if verb == "dividend" and args:
            return t(lang, "enterprise-ui-do-dividend", amount=int(args[0]))
        return t(lang, "enterprise-ui-do-other")

    def _term(self, sys: str, lang: str, cat: Catalog) -> str:
        if sys == "p":
            return cat.t(lang, "enterprise-ui-term-partner")
        if sys[:1] in ("g", "i") and sys[1:].isdigit():
            return cat.t(lang, f"enterprise-ui-term-{sys[0]}", k=int(sys[1:]))
        return cat.t(lang, "enterprise-ui-term-none")

    # ----- the question -----------------------------------------------------------------------
    def question(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if not view["asked"]:
            return ""
        t = cat.t
        phase = view["phase"]
        me = view["firms"][seat]
        if phase == "system":
            return t(lang, "enterprise-ui-ask-system", cash=view["options"]["start_cash"])
        if phase == "split":
            return t(
                lang,
                "enterprise-ui-ask-split",
                total=view["options"]["shares"],
                people=" / ".join(f"#{i}" for i in sorted(me["people"])),
            )
        if phase == "fire":
            return t(lang, "enterprise-ui-ask-fire")
        if phase == "offer":
            market = [p for p in view["persons"] if p["firm"] is None]
            # the typed example on the game's own scale: a person on the market, the default terms
            example = min((p["id"] for p in market), default=None)
            o = view["options"]
            salary, perf = view["terms"]["offer"][example] if example is not None else (o["salary"], o["perf"])
            lines = [
                t(
                    lang,
                    "enterprise-ui-ask-offer",
                    n=len(market),
                    person=example if example is not None else 1,
                    salary=salary,
                    perf=perf,
                )
            ]
            lines += ["• " + self._person_full(view, p, lang, cat) for p in market]
            return "\n".join(lines)
        if phase == "task":
            lines = self._task_lines(view, lang, names, cat)
            cover = view["cover"]
            people = self._persons(view)
            if cover:
                lines.append(t(lang, "enterprise-ui-ask-cover", people=self._assignment(cover, people, lang, cat)))
            terms = view["task_terms"]
            if terms:
                lines.append(t(lang, "enterprise-ui-ask-terms", **terms))
            deposits = view["task"]["escrow"][seat]
            lines.append(t(lang, "enterprise-ui-ask-task", cash=me["cash"], deposits=deposits))
            return "\n".join(lines)
        if phase == "dividend":
            units = view["dividend"]["units"]
            key = "enterprise-ui-ask-dividend-shares" if me["system"] == "shares" else "enterprise-ui-ask-dividend-uses"
            if not units:  # nobody used a skill (or nobody is paid by use): nothing to share
                key = "enterprise-ui-ask-dividend-nothing"
            return t(lang, key, profit=me["profit"], loss=max(-me["profit"], 0), cash=me["cash"], units=units)
        if phase == "manage":
            return t(lang, "enterprise-ui-ask-manage", system=self._system(me["system"], lang, cat))
        return ""

    def _assignment(self, ids: list[int], people: dict[int, dict[str, Any]], lang: str, cat: Catalog) -> str:
        out = []
        for suit, pid in enumerate(ids):
            p = people.get(pid)
            rank = p["tiles"][suit] if p else "?"
            out.append(f"{SUIT_ICONS[suit]}{rank} #{pid}")
        return cat.join(lang, out)

    # ----- drafts -----------------------------------------------------------------------------
    def draft_text(self, view: dict[str, Any], seat: int, turn: Turn, draft: str, ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        parsed = parse_draft(draft)
        if parsed is None or not view["asked"]:
            return ""
        kind, f = parsed
        t = cat.t
        people = self._persons(view)
        if kind == "s":
            action = "split:" + ":".join(f)
            reason = self._refusal(turn, action, lang, names, cat)
            if reason:
                return reason
            ids = sorted(view["firms"][seat]["people"])
            members = " · ".join(f"#{pid} {k}" for pid, k in zip(ids, f[1:], strict=False))
            return t(lang, "enterprise-ui-draft-split", founder=int(f[0]), members=members)
        if kind in ("o", "q"):
            pid, salary, perf, sys = int(f[0]), int(f[1]), int(f[2]), f[3]
            verb = "offer" if kind == "o" else "poach"
            action = f"{verb}:{pid}:{salary}:{perf}:{sys}"
            reason = self._refusal(turn, action, lang, names, cat)
            if reason:
                return reason
            p = people[pid]
            lines = [self._person_full(view, p, lang, cat)]
            if p["firm"] is not None:
                lines[0] += " · " + html.escape(names[p["firm"]])
            lines.append(
                t(
                    lang,
                    f"enterprise-ui-draft-{verb}",
                    salary=salary,
                    perf=perf,
                    stake=self._term(sys, lang, cat),
                    estimate=R.offer_estimate(view["firms"][seat], salary, perf, sys),
                )
            )
            if sys == "p":
                dice = sum(1 for q in _staff(view, seat) if q["partner"])
                lines.append(t(lang, "enterprise-ui-draft-dice", n=dice))
            if kind == "q":
                floor = view["terms"]["poach"][pid]["floor"]
                lines.append(t(lang, "enterprise-ui-draft-beat", estimate=floor))
            return "\n".join(lines)
        if kind == "a":
            ids = [int(x) for x in f]
            reason = self._refusal(turn, "assign:" + ":".join(f), lang, names, cat)
            if reason:
                return reason
            lines = [t(lang, "enterprise-ui-draft-assign", people=self._assignment(ids, people, lang, cat))]
            terms = V.task_terms(view, ids)
            if terms:
                lines.append(t(lang, "enterprise-ui-draft-terms", perf=terms["perf"]))
            return "\n".join(lines)
        return ""

    def _refusal(self, turn: Turn, action: str, lang: str, names: list[str], cat: Catalog) -> str:
        msg = turn.refusal(action)
        if msg is None:
            return ""
        return cat.t(lang, "enterprise-ui-draft-bad", reason=cat.render(lang, msg.key, msg.params, names))

    # ----- the keyboard -----------------------------------------------------------------------
    def buttons(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx, draft: str | None = None) -> Rows:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        phase = view["phase"]
        if not view["asked"] or phase not in DEFAULT:
            return []
        ok = _Checker(turn)
        parsed = parse_draft(draft)
        if phase == "system":
            return self._systems(view, lang, cat)
        if phase == "split":
            return self._split(view, parsed, ok, lang, cat)
        if phase == "fire":
            return self._fire(seat, view, ok, lang, cat)
        if phase == "offer":
            if parsed and parsed[0] == "o":
                built = self._offer_builder(seat, view, parsed[1], "offer", ok, lang, cat)
                if built:
                    return built
            return self._offers(view, ok, lang, cat)
        if phase == "task":
            if parsed and parsed[0] == "a":
                built = self._assign(seat, view, parsed[1], ok, lang, cat)
                if built:
                    return built
            return self._task(seat, view, ok, lang, cat)
        if phase == "dividend":
            return self._dividend(seat, view, turn, lang, cat)
        return self._manage(seat, view, turn, parsed, ok, lang, names, cat)

    def _mark(self, label: str, on: bool) -> str:
        return f"✓ {label}" if on else label

    def _systems(self, view: dict[str, Any], lang: str, cat: Catalog) -> Rows:
        pending = view["pending"]
        return [
            [(self._mark(cat.t(lang, f"enterprise-ui-btn-system-{s}"), pending == f"system:{s}"), f"system:{s}")]
            for s in SYSTEMS
        ]

    def _split(
        self,
        view: dict[str, Any],
        parsed: tuple[str, list[str]] | None,
        ok: _Checker,
        lang: str,
        cat: Catalog,
    ) -> Rows:
        t = cat.t
        rows: Rows = []
        current = parsed[1] if parsed and parsed[0] == "s" and ok("split:" + ":".join(parsed[1])) else None
        pending = view["pending"] or ""
        for action in view["split_presets"]:
            parts = action.split(":")[1:]
            label = t(lang, "enterprise-ui-btn-split", founder=int(parts[0]), each=int(parts[1]))
            on = parts == current or (current is None and action == pending)
            rows.append([(self._mark(label, on), "~s:" + ":".join(parts))])
        if current is not None:
            rows.append([(t(lang, "enterprise-ui-btn-confirm-split"), "split:" + ":".join(current))])
        return rows

    def _fire(self, seat: int, view: dict[str, Any], ok: _Checker, lang: str, cat: Catalog) -> Rows:
        t = cat.t
        rows: Rows = []
        for p in _staff(view, seat):
            pid, label_tiles = p["id"], tiles(p["tiles"], markup=False)
            if ok(f"keep:{pid}"):
                rows.append([(t(lang, "enterprise-ui-btn-keep", person=pid, tiles=label_tiles), f"keep:{pid}")])
            elif ok(f"fire:{pid}"):
                rows.append(
                    [(t(lang, "enterprise-ui-btn-fire", person=pid, tiles=label_tiles, fee=p["salary"]), f"fire:{pid}")]
                )
        rows.append([(t(lang, "enterprise-ui-btn-done"), "done")])
        return rows

    def _offers(self, view: dict[str, Any], ok: _Checker, lang: str, cat: Catalog) -> Rows:
        """Every market person (a builder each); a sent offer can be reopened or withdrawn; then Done."""
        t = cat.t
        sealed = {int(d.split(":")[1]): d for d in view["drafts"] if d.startswith("offer:")}
        picks: list[tuple[str, str]] = []
        changes: Rows = []
        market = [p for p in view["persons"] if p["firm"] is None]
        for p in market[:MAX_PEOPLE_BUTTONS]:
            pid, label_tiles = p["id"], tiles(p["tiles"], markup=False)
            if pid in sealed:
                _, _, salary, perf, sys = sealed[pid].split(":")
                changes.append(
                    [
                        (
                            t(lang, "enterprise-ui-btn-edit", person=pid, salary=int(salary)),
                            f"~o:{pid}:{salary}:{perf}:{sys}",
                        ),
                        (t(lang, "enterprise-ui-btn-withdraw", person=pid), f"withdraw:{pid}"),
                    ]
                )
                continue
            s, pf = view["terms"]["offer"][pid]
            if ok(f"offer:{pid}:{s}:{pf}:0"):
                picks.append((f"#{pid} {label_tiles}", f"~o:{pid}:{s}:{pf}:0"))
        return [*fit(picks, 2), *changes, [(t(lang, "enterprise-ui-btn-done"), "done")]]

    def _offer_builder(
        self,
        seat: int,
        view: dict[str, Any],
        fields: list[str],
        verb: str,
        ok: _Checker,
        lang: str,
        cat: Catalog,
    ) -> Rows | None:
        """Salary presets and steps, performance steps, the system's offer, confirm, back."""
        t = cat.t
        pid, salary, perf, sys = int(fields[0]), int(fields[1]), int(fields[2]), fields[3]
        action = f"{verb}:{pid}:{salary}:{perf}:{sys}"
        if not ok(action):
            return None
        d = "o" if verb == "offer" else "q"
        o = view["options"]
        f = view["firms"][seat]

        def draft(s: int, pf: int, sy: str) -> str:
            return f"~{d}:{pid}:{s}:{pf}:{sy}"

        def legal(s: int, pf: int, sy: str) -> bool:
            return s >= 0 and pf >= 0 and ok(f"{verb}:{pid}:{s}:{pf}:{sy}")

        base = max(o["salary"], 1)  # the steps follow the game's own scale (¥5 a round by default)
        step = max(base // 10, 1)
        pstep = max(o["perf"] // 4, 1)
        presets = []
        for s in sorted({base, base * 3 // 2, base * 2}):
            if legal(s, perf, sys):
                presets.append(
                    (self._mark(t(lang, "enterprise-ui-btn-money", amount=s), s == salary), draft(s, perf, sys))
                )
        salary_row = [
            (t(lang, "enterprise-ui-btn-salary", sign=sign, amount=abs(delta)), draft(salary + delta, perf, sys))
            for sign, delta in (("−", -step), ("+", step))
            if legal(salary + delta, perf, sys)
        ]
        perf_row = [
            (t(lang, "enterprise-ui-btn-perf", sign=sign, amount=abs(delta)), draft(salary, perf + delta, sys))
            for sign, delta in (("−", -pstep), ("+", pstep))
            if legal(salary, perf + delta, sys)
        ]
        stakes = ["0"]
        if f["system"] == "partner":
            stakes.append("p")
        elif f["system"] == "shares":
            k = view["terms"]["grant"]
            stakes += [f"g{k}", f"g{2 * k}", f"g{4 * k}", f"i{view['terms']['issue']}"]
        stake_row = [
            (self._mark(self._term(sy, lang, cat), sy == sys), draft(salary, perf, sy))
            for sy in stakes
            if legal(salary, perf, sy)
        ]
        if len(stake_row) < 2:
            stake_row = []
        confirm = [(t(lang, f"enterprise-ui-btn-confirm-{verb}", person=pid), action)]
        back = [(t(lang, "enterprise-ui-btn-back"), "~" if verb == "offer" else "~P")]
        return [r for r in (presets, salary_row, perf_row, *fit(stake_row, 2), confirm, back) if r]

    def _task(self, seat: int, view: dict[str, Any], ok: _Checker, lang: str, cat: Catalog) -> Rows:
        t = cat.t
        rows: Rows = []
        reward = view["task"]["rewards"][-1]
        if ok("accept"):
            on = view["pending"] == "accept"
            rows.append([(self._mark(t(lang, "enterprise-ui-btn-accept", deposit=reward), on), "accept")])
            cover = view["cover"]
            if cover and self._choices(seat, view, ok, 0, cover) != [cover]:
                rows.append([(t(lang, "enterprise-ui-btn-other-people"), "~a:" + ":".join(map(str, cover)))])
        lost = view["task"]["escrow"][seat]
        on = view["pending"] == "decline"
        key = "enterprise-ui-btn-decline-lose" if lost else "enterprise-ui-btn-decline"
        rows.append([(self._mark(t(lang, key, amount=lost), on), "decline")])
        return rows

    def _choices(self, seat: int, view: dict[str, Any], ok: _Checker, suit: int, current: list[int]) -> list[list[int]]:
        """Assignments that differ from `current` in one suit and that the engine accepts (or [current])."""
        out = []
        for p in sorted(_staff(view, seat), key=lambda p: (p["tiles"][suit], p["id"])):
            ids = list(current)
            ids[suit] = p["id"]
            if ids not in out and ok("assign:" + ":".join(map(str, ids))):
                out.append(ids)
        return out

    def _assign(
        self,
        seat: int,
        view: dict[str, Any],
        fields: list[str],
        ok: _Checker,
        lang: str,
        cat: Catalog,
    ) -> Rows | None:
        """Per suit, the people who can give that skill; the current pick is ticked."""
        ids = [int(x) for x in fields]
        if not ok("assign:" + ":".join(fields)):
            return None
        people = {p["id"]: p for p in _staff(view, seat)}
        rows: Rows = []
        for suit in range(3):
            row = []
            for alt in self._choices(seat, view, ok, suit, ids)[:4]:
                p = people[alt[suit]]
                label = f"{SUIT_ICONS[suit]}{p['tiles'][suit]} #{p['id']}"
                row.append((self._mark(label, alt == ids), "~a:" + ":".join(map(str, alt))))
            if len(row) > 1:
                rows += fit(row, 4)  # four people of a suit may be wider than a phone
        people_text = " / ".join(f"#{i}" for i in ids)
        rows.append(
            [(cat.t(lang, "enterprise-ui-btn-confirm-assign", people=people_text), "assign:" + ":".join(fields))]
        )
        rows.append([(cat.t(lang, "enterprise-ui-btn-back"), "~")])
        return rows

    def _dividend(self, seat: int, view: dict[str, Any], turn: Turn, lang: str, cat: Catalog) -> Rows:
        """0 / 25 / 50 / 100 % of the profit (what the engine offers), each with its per-share or
        per-use figure."""
        t = cat.t
        legal = set(turn.legal)
        rows: Rows = []
        seen = set()
        for pct, amount, per in view["dividend"]["presets"]:
            action = f"dividend:{amount}"
            if action not in legal or action in seen:
                continue
            seen.add(action)
            unit = "share" if view["firms"][seat]["system"] == "shares" else "use"
            if amount:
                label = t(lang, f"enterprise-ui-btn-dividend-{unit}", pct=pct, amount=amount, per=per)
            else:
                label = t(lang, "enterprise-ui-btn-dividend-none")
            rows.append([(self._mark(label, view["pending"] == action), action)])
        return rows

    def _manage(
        self,
        seat: int,
        view: dict[str, Any],
        turn: Turn,
        parsed: tuple[str, list[str]] | None,
        ok: _Checker,
        lang: str,
        names: list[str],
        cat: Catalog,
    ) -> Rows:
        t = cat.t
        legal = turn.legal

        def label(action: str) -> str:
            msg = turn.label(action)
            return cat.render(lang, msg.key, msg.params, names, markup=False)

        back = [(t(lang, "enterprise-ui-btn-back"), "~")]
        if parsed and parsed[0] == "q":
            built = self._offer_builder(seat, view, parsed[1], "poach", ok, lang, cat)
            if built:
                return built
        if parsed and parsed[0] == "G":
            shares = [(label(a), a) for a in legal if a.startswith(("grant:", "issue:"))]
            if shares:
                return [*fit(shares, 2), back]
        if parsed and parsed[0] == "R":
            reform = [(label(a), a) for a in legal if a.startswith("reform:")]
            if reform:
                return [*[[b] for b in reform], back]
        if parsed and parsed[0] == "P":
            poach = self._poach_list(seat, view, names, ok)
            if poach:
                return [*fit(poach, 2), back]
        rows: Rows = []
        partner = [
            (t(lang, "enterprise-ui-btn-partner", person=a.split(":")[1]), a) for a in legal if a.startswith("partner:")
        ]
        rows += fit(partner, 2)
        rows += [[(label(a), a)] for a in legal if a.startswith("sell:")]
        sealed = [d for d in view["drafts"] if d.startswith("poach:")]
        for d in sealed:
            _, pid, salary, perf, sys = d.split(":")
            rows.append(
                [
                    (
                        t(lang, "enterprise-ui-btn-edit", person=int(pid), salary=int(salary)),
                        f"~q:{pid}:{salary}:{perf}:{sys}",
                    ),
                    (t(lang, "enterprise-ui-btn-withdraw", person=int(pid)), f"withdraw:{pid}"),
                ]
            )
        menus = []
        if any(a.startswith(("grant:", "issue:")) for a in legal):
            menus.append((t(lang, "enterprise-ui-btn-menu-shares"), "~G"))
        if self._poach_list(seat, view, names, ok):
            menus.append((t(lang, "enterprise-ui-btn-menu-poach"), "~P"))
        if any(a.startswith("reform:") for a in legal):
            menus.append((t(lang, "enterprise-ui-btn-menu-reform"), "~R"))
        rows += fit(menus, 2)
        rows.append([(t(lang, "enterprise-ui-btn-done"), "done")])
        return rows

    def _poach_list(self, seat: int, view: dict[str, Any], names: list[str], ok: _Checker) -> list[tuple[str, str]]:
        sealed = {int(d.split(":")[1]) for d in view["drafts"] if d.startswith("poach:")}
        others = [p for p in view["persons"] if p["firm"] is not None and p["firm"] != seat and p["id"] not in sealed]
        others.sort(key=lambda p: (-sum(p["tiles"]), p["id"]))
        out = []
        for p in others[:MAX_POACH]:
            pid, terms = p["id"], view["terms"]["poach"][p["id"]]
            salary, perf = terms["salary"], terms["perf"]
            if ok(f"poach:{pid}:{salary}:{perf}:0"):
                label = f"#{pid} {tiles(p['tiles'], markup=False)} · {short(names[p['firm']])}"
                out.append((label, f"~q:{pid}:{salary}:{perf}:0"))
        return out

    # ----- the end ----------------------------------------------------------------------------
    def pictures(self, view: dict[str, Any], events: list[Event], ctx: Ctx) -> list[Picture]:
        """On the step that ends the game: every enterprise's cash by round, each round's stretch in the
        colour of the system it ran that round, the player's name at its end, so the three systems
        compare at a glance (the final table gives the figures)."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        if not view["over"] or not any(e.key == "enterprise-ev-over" for e in events):
            return []

        def word(key: str) -> str:  # the group's language (the chart's fonts draw all three), else English
            text = cat.t(lang, key)
            return text if drawable(text) else cat.t("en", key)

        labels = {
            "systems": {s: word(f"enterprise-ui-short-{s}") for s in (*SYSTEMS, "none")},
            "round": word("enterprise-pic-round"),
            "cash": word("enterprise-pic-cash-axis"),
            "thousands": "\u00a0" if lang == "ru" else ",",  # as the group's texts write 1 000 000
        }
        firms = view["firms"]
        tags = [chart_name(names[seat], seat) if seat < len(names) else str(seat + 1) for seat in range(len(firms))]
        png = cash_chart(view, tags, labels)
        key = " · ".join(
            f"{html.escape(short(names[seat]))}: {self._system(f['system'], lang, cat)}"
            for seat, f in enumerate(firms)
            if seat < len(names)
        )
        return [(png, (cat.t(lang, "enterprise-pic-cash") + "\n" + key)[:1024])]

    def final(self, result: dict[str, Any], view: dict[str, Any], ctx: Ctx) -> str:
        """Places (fewest bankruptcies, then the score = cash + dividends paid to the enterprise's own
        people, both parts shown), then the engine's round-by-round comparison of the systems."""
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        ai = ctx.ai
        t = cat.t
        lines = [t(lang, "final-title"), t(lang, "enterprise-ui-final-rounds", rounds=result.get("rounds", 0))]
        order = ranking(result["places"], ai)
        for i in order:
            firm = view["firms"][i]
            place = result["places"][i]
            cash = result.get("cash", result["scores"])[i]
            lines.append(
                t(
                    lang,
                    "enterprise-ui-final-row",
                    medal=MEDALS.get(place, "▫️"),
                    place=place,
                    name=html.escape(names[i]),
                    system=self._system(firm["system"], lang, cat),
                    score=result["scores"][i],
                    cash=cash,
                    dividends=result["scores"][i] - cash,
                    people=len(firm["people"]),
                    bankruptcies=firm["bankruptcies"],
                )
            )
        lines.append(t(lang, "enterprise-ui-final-score"))
        lines.append("")
        lines.append(t(lang, "enterprise-ui-compare"))
        cols = {str(r["system"]).removeprefix("@enterprise-sys-"): r for r in result.get("report", [])}
        for metric in ("rounds", "cash", "profit", "people", "income", "promotions", "bankruptcies"):
            cells = []
            for s in SYSTEMS:
                value = t(lang, f"enterprise-ui-cell-{metric}", n=cols[s][metric]) if s in cols else "—"
                cells.append(f"{t(lang, f'enterprise-ui-short-{s}')} {value}")
            name = t(lang, f"enterprise-ui-metric-{metric}")
            lines.append(t(lang, "enterprise-ui-metric-row", metric=name, cells=" · ".join(cells)))
        return "\n".join(lines)


# ----- the end chart -----------------------------------------------------------------------------------
CHART_FONT_FILE = typeface.FONT_FILE
"""The package's own font (`bot.faces.typeface`): the chart's words in all three languages and most
players' names."""
CHART_FAMILY = "Croupier Chart Sans"
CHART_FONTS = [CHART_FAMILY, "DejaVu Sans"]
"""The chart's font, then matplotlib's own for any other glyph it has (symbols, more Latin)."""
NONE_COLOUR = "#7f7f7f"
TEXT_PT = 11
"""Every word and number of the chart at least this size: the 6-inch figure is shown about 2.5 inches
wide on a phone."""


@functools.cache
def _glyphs() -> frozenset[int]:
    """Code points the chart's fonts draw; the shipped font is registered with matplotlib here, once
    (matplotlib imported lazily: the bot starts without it)."""
    from matplotlib import font_manager
    from matplotlib.ft2font import FT2Font

    font_manager.fontManager.addfont(str(CHART_FONT_FILE))
    have: set[int] = set()
    for family in CHART_FONTS:
        path = font_manager.findfont(font_manager.FontProperties(family=family), fallback_to_default=False)
        have |= set(FT2Font(path).get_charmap())
    return frozenset(have)


def drawable(text: str) -> bool:
    """Whether the chart's fonts have every glyph of `text` (an emoji, a rare hanzi: not; a box would show)."""
    return typeface.drawable(text, _glyphs())


def chart_name(name: str, seat: int) -> str:
    """A player's name as the chart can draw it: the characters its fonts lack left out (the seat's
    number if nothing is left), shortened as elsewhere."""
    kept = typeface.keep(name, _glyphs()).strip()
    return short(kept) if kept else str(seat + 1)


def _segments(f: dict[str, Any], rounds: int) -> list[tuple[int, int, str]]:
    """(round, cash at its end, system run in it) for the rounds known (`f`: an enterprise of the
    public view's `chart`); a snapshot from before the systems were kept colours its rounds by the
    system at the end."""
    known = f["cash_by_round"]
    first = rounds - len(known) + 1
    kept = list(f["system_by_round"])[-len(known) :] if known else []
    systems = [f["system"] or ""] * (len(known) - len(kept)) + kept
    return [(first + i, cash, systems[i]) for i, cash in enumerate(known)]


def cash_chart(view: dict[str, Any], tags: list[str], labels: dict[str, Any]) -> bytes:
    """A PNG of each enterprise's cash at the start and after every round: one line each (its own
    dash), each round's stretch coloured by the system it ran that round, its player's name at its
    end; a legend of the systems that ran. Drawn on a bare Agg canvas (no pyplot, no GUI backend)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    from matplotlib.font_manager import FontProperties
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    _glyphs()  # the shipped font registered
    font = FontProperties(family=CHART_FONTS, size=TEXT_PT)
    fig = Figure(figsize=(6, 4.5), dpi=160)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    start, rounds, chart = view["options"]["start_cash"], view["round"], view["chart"]
    styles = ("-", "--", "-.", ":")
    ends: list[tuple[float, float, int]] = []
    ran: set[str] = set()
    for f in chart:
        segments = _segments(f, rounds)
        if not segments:
            continue
        x0, y0 = (0, start) if segments[0][0] == 1 else (segments[0][0], segments[0][1])
        for rnd, cash, system in segments:
            if rnd == x0:
                continue
            colour = SYSTEM_COLOURS.get(system, NONE_COLOUR)
            ran.add(system or "none")
            ax.plot([x0, rnd], [y0, cash], styles[f["seat"] % len(styles)], color=colour, linewidth=2.5)
            x0, y0 = rnd, cash
        ax.plot([x0], [y0], "o", color="#333333", markersize=4)
        ends.append((y0, x0, f["seat"]))
    low, high = ax.get_ylim()
    gap, last = (high - low) * 0.07, -float("inf")
    for y, x, seat in sorted(ends):  # names of lines ending together stacked, not overprinted
        last = max(y, last + gap)
        ax.annotate(
            tags[seat], (x, y), xytext=(x + 0.12, last), va="center", fontproperties=font,
            color="#222222", annotation_clip=False, parse_math=False,
        )  # fmt: skip
    if ends:  # room on the right for the longest name (a hanzi is about two letters wide)
        left, right = min(x for _, x, _ in ends if x >= 0), max(x for _, x, _ in ends)
        first = 0 if any(f["cash_by_round"] and len(f["cash_by_round"]) == rounds for f in chart) else left
        width = max(sum(2 if ord(ch) >= 0x2E80 else 1 for ch in tags[seat]) for _, _, seat in ends)
        ax.set_xlim(first - 0.2, right + 0.25 + 0.032 * width * max(right - first, 1))
        if right - first <= 12:
            ax.set_xticks(range(int(first), int(right) + 1))
    present = [s for s in (*SYSTEMS, "none") if s in ran]
    if present:
        ax.legend(
            [Line2D([], [], color=SYSTEM_COLOURS.get(s, NONE_COLOUR), linewidth=3) for s in present],
            [labels["systems"][s] for s in present],
            loc="best",
            prop=font,
        )
    ax.set_xlabel(labels["round"], fontproperties=font)
    ax.set_ylabel(labels["cash"], fontproperties=font)
    ax.tick_params(labelsize=TEXT_PT)
    if not ends or ax.get_xticks().size > 13:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # rounds are whole numbers
    sep = labels.get("thousands", ",")
    # grouped as the group's texts write sums, a true minus sign below zero («−1,000»)
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:,.0f}".replace(",", sep).replace("-", "−")))
    ax.grid(alpha=0.3)
    fig.tight_layout()
    out = io.BytesIO()
    fig.savefig(out, format="png")
    return out.getvalue()
