"""企业: a step's public events as the group's news lines (one line a task, one a market person)."""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx
from bot.faces.enterprise.pieces import Pieces
from games.base import Event
from games.enterprise import rules as R
from locales import Catalog

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


class News(Pieces):
    """The news of a step, folded."""

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
