"""保皇 in Telegram: one table message per trick for the group, the grouped hand and a play builder by DM.

The group text comes only from `public_view`: the trick so far (who played what, who passed), roles
once public, card counts once they are 10 or fewer. The engine emits no event for a plain play or pass,
so the bot edits the trick's table message as plays come in and sends a new one only for what matters
(a trick won, roles, someone going out, results). The DM shows the seat's own `player_view`: the hand
grouped by rank (`大王×2 小王 2×5 …`, 👑/🛡 marking the marked cards), its role and the sides it knows.

The engine's views carry data only (card ints, play codes, kind codes, the rules to word); every card
text is drawn here. Cards read the same in every language (ranks, suit symbols, 大王/小王/老王, as the
rules texts name them); the words around them come from the locale.

Play buttons: a row of suggested plays (the engine's short list: pass, the cheapest beat of each rank,
the lowest sets …) and a builder that offers only `legal_plays`: rank → count → jokers, as "~" drafts
`b` · `b<rank>` · `b<rank>.<count>` (`*` for jokers alone) that redraw the prompt in place.
"""

from __future__ import annotations

import html
from typing import Any

from bot.faces.base import Ctx, Face, Turn, ranking
from bot.faces.layout import fit
from games.baohuang.cards import OLD, RANK_NAMES, RANKS, SMALL, SUIT_SYMBOLS, parse_kind
from games.baohuang.plays import Play, decode, encode
from locales import Catalog

MAX_SUGGESTED = 8
"""Suggested plays shown before the builder button (two rows of four)."""
SUGGEST_ROW = 4
BUILD_ROW = 5
ROLE_PHASES = ("throne", "declare", "kick")
WHY = {
    "ascend": "baohuang-ui-why-ascend",
    "dubao": "baohuang-ui-why-dubao",
    "mingdu": "baohuang-ui-why-mingdu",
    "qiangdu": "baohuang-ui-why-qiangdu",
    "mingbao": "baohuang-ui-why-mingbao",
    "anbao": "baohuang-ui-why-anbao",
    "rebel": "baohuang-ui-why-rebel",
    "norebel": "baohuang-ui-why-norebel",
    "ok": "baohuang-ui-why-ok",
    "kick": "baohuang-ui-why-kick",
    "nokick": "baohuang-ui-why-nokick",
}
"""Explanation line of each role choice (cede and call are worded per variant in `_why`)."""


JOKER_NAMES = ("小王", "大王", "老王")
"""小王, 大王 and 老王 as card texts show them (the same in every language, like ranks and suits)."""
MARKS = {"emperor": "👑", "guard": "🛡"}


def card_text(c: int) -> str:
    """One card with its suit (`♥A`), as a called or a face-up card is shown; a joker by its name."""
    r = c >> 4
    if r >= SMALL:
        return JOKER_NAMES[r - SMALL]
    return SUIT_SYMBOLS[(c >> 2) & 3] + RANK_NAMES[r]


def kind_text(code: str | None) -> str:
    """A kind code from the view (`H7`) as `♥7`."""
    kind = parse_kind(code or "")
    return (code or "") if kind is None else card_text(kind << 2)


def hand_text(view: dict[str, Any]) -> str:
    """The seat's hand as `大王×2👑 小王 2×5 A×3 … 6×2`, high to low, from `hand_counts` and `marks`."""
    cnt = view["hand_counts"]
    marks: dict[int, str] = {}
    for rank, kind in view["marks"]:
        marks[rank] = marks.get(rank, "") + (MARKS.get(kind) or f"({kind_text(view['called'])})")
    parts = []
    for r in range(OLD, -1, -1):
        k = cnt[r]
        if not k:
            continue
        name = JOKER_NAMES[r - SMALL] if r >= SMALL else RANK_NAMES[r]
        parts.append((name if k == 1 else f"{name}×{k}") + marks.get(r, ""))
    return " ".join(parts)


def top_name(view: dict[str, Any]) -> str:
    """The card above 大王, as the engine's `top_card` says: `campus`'s called guard card, `best`'s 老王."""
    if view.get("top_card") == "called" and view.get("called"):
        return kind_text(view["called"])
    return JOKER_NAMES[OLD - SMALL]


def play_label(p: Play, top: str = "老王") -> str:
    """A play as compact text, `8×3+大王`, `小王×2`, `💣♥7×4`: the same in every language, like the hand."""
    if p.bomb >= 0:
        return f"💣{SUIT_SYMBOLS[p.bomb & 3]}{RANK_NAMES[p.bomb >> 2]}×4"
    parts = [RANK_NAMES[p.rank] if p.n == 1 else f"{RANK_NAMES[p.rank]}×{p.n}"] if p.n else []
    for k, name in ((p.big, JOKER_NAMES[1]), (p.small, JOKER_NAMES[0]), (p.top, top)):
        if k:
            parts.append(name if k == 1 else f"{name}×{k}")
    return "+".join(parts)


def code_label(code: str, top: str = "老王") -> str:
    p = decode(code)
    return code if p is None else play_label(p, top)


def typed_form(p: Play) -> str:
    """How the play may be typed (`888+大`, `10 10`): the example the DM question gives."""
    if p.bomb >= 0:
        return encode(p)
    name = RANK_NAMES[p.rank] if p.n else ""
    text = (" ".join([name] * p.n) if len(name) > 1 else name * p.n) if p.n else ""
    jokers = "大" * p.big + "小" * p.small + "老" * p.top
    return f"{text}+{jokers}" if text and jokers else text or jokers


class BaohuangFace(Face):
    game_id = "baohuang"
    per_row = 1
    replace_prompt = True
    news = frozenset(
        {
            "baohuang-ev-match",
            "baohuang-ev-hand",
            "baohuang-ev-first-lead",
            "baohuang-ev-reveal-guard",
            "baohuang-ev-reveal-alone",
            "baohuang-ev-out",
            "baohuang-ev-hand-end",
            "baohuang-ev-match-end",
            "baohuang-ev-redeal",
        }
    )

    def __init__(self) -> None:
        super().__init__("baohuang")

    # ----- the group ----------------------------------------------------------------------------
    def _head(self, view: dict[str, Any], lang: str, cat: Catalog) -> str:
        variant = cat.t(lang, f"baohuang-variant-{view['variant']}")
        return cat.t(lang, "baohuang-ui-head", variant=variant, hand=view["hand_no"], hands=view["hands"])

    def _totals(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        items = " · ".join(f"{html.escape(names[s])} {t:+d}" for s, t in enumerate(view["totals"]))
        return cat.t(lang, "baohuang-ui-totals", totals=items)

    def _roles(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """What is public about the sides: emperor, how they play, the guard once revealed, doubles."""
        e = view["emperor"]
        if e is None:
            return ""
        name = html.escape(names[e])
        mode = view["mode"]
        if mode == "open":
            parts = [cat.t(lang, "baohuang-ui-alone-open", player=name)]
        elif mode == "hidden":
            parts = [cat.t(lang, "baohuang-ui-alone-secret", player=name)]
        else:
            parts = [cat.t(lang, "baohuang-ui-emperor", player=name)]
            if view["guard"] is not None:
                parts.append(cat.t(lang, "baohuang-ui-guard", player=html.escape(names[view["guard"]])))
            else:
                parts.append(cat.t(lang, "baohuang-ui-guard-hidden"))
        if view["called"]:
            parts.append(cat.t(lang, "baohuang-ui-called", card=kind_text(view["called"])))
        if view["mingbao"]:
            parts.append(cat.t(lang, "baohuang-ui-double-mingbao"))
        if view["rebellion"]:
            parts.append(cat.t(lang, "baohuang-ui-double-rebellion"))
        if view["kicked"] is not None:
            parts.append(cat.t(lang, "baohuang-ui-kicked", player=html.escape(names[view["kicked"]])))
        return " · ".join(parts)

    def _seats(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        """One line: 👑 emperor, 🛡 the guard once public, ⚒ a known rebel, ⌛ on auto-play, the count
        of cards once it is public (10 or fewer), the place of who is out."""
        items = []
        for s, count in enumerate(view["counts"]):
            marks = ""
            if view["emperor"] == s:
                marks = "👑 "
            elif view["guard"] == s:
                marks = "🛡 "
            elif view["rebels"][s] or view["mode"] == "open":
                marks = "⚒ "
            if view["auto"][s] or view["left"][s]:
                marks += "⌛ "
            item = marks + html.escape(names[s])
            if s in view["finish"]:
                place = cat.t(lang, f"baohuang-place-{view['finish'].index(s) + 1}")
                item += " " + cat.t(lang, "baohuang-ui-out", place=place)
            elif count is not None:
                item += f" 🂠{count}"
            items.append(item)
        return " · ".join(items)

    def _plays_line(self, table: list[list[Any]], lang: str, names: list[str], cat: Catalog, top: str) -> str:
        shown = []
        for seat, code in table:
            text = cat.t(lang, "baohuang-ui-pass") if code == "pass" else code_label(code, top)
            shown.append(f"{html.escape(names[seat])} {text}")
        return " · ".join(shown)

    def _trick(self, view: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> list[str]:
        top = top_name(view)
        lines = []
        last = view.get("last_trick") or []
        winner = next((seat for seat, code in reversed(last) if code != "pass"), None)
        if winner is not None:
            plays = self._plays_line([e for e in last if e[1] != "pass"], lang, names, cat, top)
            lines.append(cat.t(lang, "baohuang-ui-last-trick", plays=plays, player=html.escape(names[winner])))
        lines.append(cat.t(lang, "baohuang-ui-trick"))
        for seat, code in view["table"]:
            player = html.escape(names[seat])
            if code == "pass":
                lines.append(cat.t(lang, "baohuang-ui-trick-pass", player=player))
            else:
                lines.append(cat.t(lang, "baohuang-ui-trick-play", player=player, cards=code_label(code, top)))
        turn = view["turn"]
        if turn is not None:
            who = html.escape(names[turn])
            if view["top"]:
                cards = code_label(view["top"], top)
                lines.append(cat.t(lang, "baohuang-ui-to-beat", player=who, cards=cards))
            else:
                lines.append(cat.t(lang, "baohuang-ui-to-lead", player=who))
        return lines

    def group_status(self, view: dict[str, Any], ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        lines = [self._head(view, lang, cat)]
        phase = view["phase"]
        if view["history"] and view["hands"] > 1:
            if phase in ROLE_PHASES:  # the hand just played, while the next one is being set up
                last = view["history"][-1]["scores"]
                scores = " · ".join(f"{html.escape(names[s])} {x:+d}" for s, x in enumerate(last))
                lines.append(cat.t(lang, "baohuang-ui-last-hand", hand=len(view["history"]), scores=scores))
            lines.append(self._totals(view, lang, names, cat))
        if phase == "throne":
            if view["face_up"] is not None:
                lines.append(cat.t(lang, "baohuang-ui-face-up", card=card_text(view["face_up"])))
            lines.append(cat.t(lang, "baohuang-ui-throne", player=html.escape(names[view["holder"]])))
            if view["bundle"]:
                lines.append(cat.t(lang, "baohuang-ui-bundle", n=view["bundle"]))
            return "\n".join(lines)
        roles = self._roles(view, lang, names, cat)
        if roles:
            lines.append(roles)
        if phase == "declare":
            lines.append(cat.t(lang, "baohuang-ui-declaring"))
        elif phase == "kick":
            lines.append(cat.t(lang, "baohuang-ui-kicking"))
        elif phase == "play":
            lines.append("")
            lines += self._trick(view, lang, names, cat)
            lines.append("")
            lines.append(self._seats(view, lang, names, cat))
        elif phase == "over":
            lines.append(cat.t(lang, "baohuang-ui-over"))
        return "\n".join(lines)

    # ----- one player ---------------------------------------------------------------------------
    def _role_line(self, view: dict[str, Any], seat: int, lang: str, names: list[str], cat: Catalog) -> str:
        role = view["role"]
        if role is None:
            return ""
        if role == "emperor":
            guard = view["guard_known"]
            if guard is not None:
                return cat.t(lang, "baohuang-ui-you-emperor-guard", player=html.escape(names[guard]))
            return cat.t(lang, "baohuang-ui-you-emperor")
        if role == "alone":
            return cat.t(lang, "baohuang-ui-you-alone-open" if view["mode"] == "open" else "baohuang-ui-you-alone")
        if role == "guard":
            emperor = html.escape(names[view["emperor"]])
            key = "baohuang-ui-you-guard-open" if view["guard"] is not None else "baohuang-ui-you-guard"
            return cat.t(lang, key, player=emperor)
        allies = [html.escape(names[s]) for s, side in enumerate(view["sides"]) if side == "R" and s != seat]
        if allies:
            return cat.t(lang, "baohuang-ui-you-rebel-with", players=cat.join(lang, allies))
        return cat.t(lang, "baohuang-ui-you-rebel")

    def private_status(self, view: dict[str, Any], seat: int, ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        lines = [self._head(view, lang, cat)]
        hand = view["hand"]
        if hand:
            lines.append(cat.t(lang, "baohuang-ui-hand", n=len(hand), cards=html.escape(hand_text(view))))
        else:
            lines.append(cat.t(lang, "baohuang-ui-hand-empty"))
        role = self._role_line(view, seat, lang, names, cat)
        if role:
            lines.append(role)
        if view["auto_locked"]:
            lines.append(cat.t(lang, "baohuang-ui-you-auto"))
        if view["phase"] == "play":
            if view["table"]:
                plays = self._plays_line(view["table"], lang, names, cat, top_name(view))
                lines.append(cat.t(lang, "baohuang-ui-trick-line", plays=plays))
            counts = [
                f"{html.escape(names[s])} {c}"
                for s, c in enumerate(view["counts"])
                if c is not None and s != seat and s not in view["finish"]
            ]
            if counts:
                lines.append(cat.t(lang, "baohuang-ui-counts", counts=" · ".join(counts)))
        return "\n".join(lines)

    # ----- the question -------------------------------------------------------------------------
    def _why(self, view: dict[str, Any], seat: int, action: str, lang: str, names: list[str], cat: Catalog) -> str:
        """One line on what a role choice means, naming who the throne would go to."""
        cede = view["cede"] or {}
        if action == "cede":
            nxt = html.escape(names[cede["to"]])
            if cede["kind"] == "transfer":
                return cat.t(lang, "baohuang-ui-why-transfer", player=nxt)
            tie = {"tie": "baohuang-ui-tie-card", "two": "baohuang-ui-tie-two"}.get(
                cede["adds"], "baohuang-ui-tie-none"
            )
            return cat.t(lang, "baohuang-ui-why-cede", player=nxt, tie=cat.t(lang, tie))
        if action.startswith("call:"):
            return cat.t(lang, "baohuang-ui-why-call", card=html.escape(kind_text(action[5:])))
        if action == "ascend" and view["ascend_as"] == "hidden":
            return cat.t(lang, "baohuang-ui-why-ascend-both")
        if action == "ascend" and view["ascend_as"] == "open":
            return cat.t(lang, "baohuang-ui-why-ascend-alone")
        key = WHY.get(action)
        return cat.t(lang, key) if key else ""

    def question(self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        phase = view["phase"]
        lines = []
        if phase in ROLE_PHASES:
            intro = {
                "throne": "baohuang-ui-q-throne",
                "declare": "baohuang-ui-q-declare",
                "kick": "baohuang-ui-q-kick",
            }[phase]
            lines.append(cat.t(lang, intro))
            for action in view["choices"]:
                why = self._why(view, seat, action, lang, names, cat)
                if why:
                    lines.append("• " + why)
        elif phase == "play":
            top = top_name(view)
            if view["top"]:
                owner = html.escape(names[view["owner"]])
                lines.append(cat.t(lang, "baohuang-ui-q-follow", player=owner, cards=code_label(view["top"], top)))
            else:
                lines.append(cat.t(lang, "baohuang-ui-q-lead"))
            plays = legal_plays(view)
            if plays:
                example = min(plays, key=lambda p: (p.bomb >= 0, p.jokers, p.rank, p.n))
                lines.append(cat.t(lang, "baohuang-ui-q-typing", example=html.escape(typed_form(example))))
        else:
            return ""
        default = self._label(turn, turn.default or "", lang, names, cat, top_name(view))
        lines.append(cat.t(lang, "baohuang-ui-q-default", action=html.escape(default)))
        return "\n".join(lines)

    def _label(
        self,
        turn: Turn,
        action: str,
        lang: str,
        names: list[str],
        cat: Catalog,
        top: str,
    ) -> str:
        """A button label: plays in the compact card text, the rest in the engine's words."""
        action = action.rstrip("!")
        if action.startswith("play:"):
            return code_label(action[5:], top)
        msg = turn.label(action)
        return cat.render(lang, msg.key, msg.params, names, markup=False)

    # ----- the builder --------------------------------------------------------------------------
    def draft_text(self, view: dict[str, Any], seat: int, turn: Turn, draft: str, ctx: Ctx) -> str:
        lang, cat = ctx.lang, ctx.cat
        step = parse_draft(draft)
        if step is None:
            return ""
        rank, n = step
        if rank is None:
            return cat.t(lang, "baohuang-ui-draft-rank")
        if rank < 0:
            return cat.t(lang, "baohuang-ui-draft-jokers")
        if n is None:
            return cat.t(lang, "baohuang-ui-draft-count", rank=RANK_NAMES[rank])
        return cat.t(lang, "baohuang-ui-draft-with", cards=play_label(Play(rank, n, 0, 0, 0)))

    def buttons(
        self, view: dict[str, Any], seat: int, turn: Turn, ctx: Ctx, draft: str | None = None
    ) -> list[list[tuple[str, str]]]:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        top = top_name(view)
        if view["phase"] != "play" or not turn.waiting:
            return [[(self._label(turn, a, lang, names, cat, top), a)] for a in turn.legal]
        plays = legal_plays(view)
        step = parse_draft(draft) if draft else None
        if step is None or not plays:
            return self._suggested(turn, lang, names, cat, plays, top)
        back = (cat.t(lang, "baohuang-ui-btn-back"), "~")
        rank, n = step
        if rank is None:
            return [*builder_ranks(plays, top, cat.t(lang, "baohuang-ui-btn-jokers")), [back]]
        chosen = [p for p in plays if p.bomb < 0 and p.rank == rank and (n is None or p.n == n)]
        if not chosen:
            return self._suggested(turn, lang, names, cat, plays, top)
        if rank < 0 or n is not None:
            rows = fit([(play_label(p, top), "play:" + encode(p)) for p in chosen], SUGGEST_ROW)
            return [*rows, [(cat.t(lang, "baohuang-ui-btn-back"), f"~b{RANKS[rank]}" if rank >= 0 else "~b")]]
        by_n: dict[int, list[Play]] = {}
        for p in chosen:
            by_n.setdefault(p.n, []).append(p)
        counts = []
        for k, group in sorted(by_n.items()):
            if len(group) == 1:
                counts.append((play_label(group[0], top), "play:" + encode(group[0])))
            else:
                counts.append((play_label(Play(rank, k, 0, 0, 0)) + " …", f"~b{RANKS[rank]}.{k}"))
        return [*fit(counts, SUGGEST_ROW), [(cat.t(lang, "baohuang-ui-btn-back"), "~b")]]

    def _suggested(
        self,
        turn: Turn,
        lang: str,
        names: list[str],
        cat: Catalog,
        plays: list[Play],
        top: str,
    ) -> list[list[tuple[str, str]]]:
        """The engine's short list (pass, cheapest beats, lowest sets), then the builder's door."""
        actions = turn.legal[:MAX_SUGGESTED]
        labelled = [(self._label(turn, a, lang, names, cat, top), a) for a in actions]
        rows = fit(labelled, SUGGEST_ROW)
        shown = {a for a in actions if a.startswith("play:")}
        if any("play:" + encode(p) not in shown for p in plays):
            rows.append([(cat.t(lang, "baohuang-ui-btn-build"), "~b")])
        return rows

    # ----- the end ------------------------------------------------------------------------------
    def final(self, result: dict[str, Any], view: dict[str, Any], ctx: Ctx) -> str:
        lang, names, cat = ctx.lang, ctx.names, ctx.cat
        ai = ctx.ai
        variant = cat.t(lang, f"baohuang-variant-{view['variant']}")
        lines = [cat.t(lang, "baohuang-ui-final", variant=variant, hands=len(result["hands"]))]
        for i, hand in enumerate(result["hands"], 1):
            lines.append(self._hand_line(i, hand, lang, names, cat))
        if view["variant"] == "best":
            lines.append(cat.t(lang, "baohuang-ui-final-best"))
        order = ranking(result["places"], ai)
        several = len(result["hands"]) > 1
        for s in order:
            detail = ", ".join(f"{h['scores'][s]:+d}" for h in result["hands"]) if several else ""
            lines.append(
                cat.t(
                    lang,
                    "baohuang-ui-final-row",
                    place=result["places"][s],
                    player=html.escape(names[s]),
                    score=f"{result['scores'][s]:+d}",
                    detail=f" ({detail})" if detail else "",
                )
            )
        return "\n".join(lines)

    def _hand_line(self, no: int, hand: dict[str, Any], lang: str, names: list[str], cat: Catalog) -> str:
        e, g, mode = hand["emperor"], hand["guard"], hand["mode"]
        emperor = html.escape(names[e])
        if mode == "open":
            sides = cat.t(lang, "baohuang-ui-alone-open", player=emperor)
        elif mode == "hidden":
            sides = cat.t(lang, "baohuang-ui-alone-secret", player=emperor)
        else:
            sides = cat.t(lang, "baohuang-ui-emperor", player=emperor)
            sides += " · " + cat.t(lang, "baohuang-ui-guard", player=html.escape(names[g]))
        extras = []
        if hand["mingbao"]:
            extras.append(cat.t(lang, "baohuang-ui-double-mingbao"))
        if hand["rebellion"]:
            extras.append(cat.t(lang, "baohuang-ui-double-rebellion"))
        if hand["kicked"] >= 0:
            extras.append(cat.t(lang, "baohuang-ui-kicked", player=html.escape(names[hand["kicked"]])))
        order = cat.join(lang, (html.escape(names[s]) for s in hand["finish"]))
        return cat.t(
            lang,
            "baohuang-ui-final-hand",
            hand=no,
            sides=" · ".join([sides, *extras]),
            order=order or "—",
        )


def legal_plays(view: dict[str, Any]) -> list[Play]:
    """What the builder may offer: the engine's legal plays as the player's view lists them (none while
    the seat is locked on auto-play)."""
    return [p for p in map(decode, view.get("plays", [])) if p is not None]


def parse_draft(draft: str | None) -> tuple[int | None, int | None] | None:
    """`b` → (None, None): choose a rank; `b8` → (rank, None): choose a count; `b8.3` → (rank, 3):
    choose the jokers; `b*` → (-1, None): jokers alone. None for no draft or a malformed one."""
    if not draft or not draft.startswith("b"):
        return None
    rest = draft[1:]
    if not rest:
        return None, None
    letter, dot, count = rest[0], rest[1:2], rest[2:]
    if letter == "*":
        return (-1, None) if len(rest) == 1 else None
    if letter not in RANKS:
        return None
    rank = RANKS.index(letter)
    if len(rest) == 1:
        return rank, None
    if dot != "." or not count.isdigit() or not 1 <= int(count) <= 64:
        return None
    return rank, int(count)


def builder_ranks(plays: list[Play], top: str, jokers_label: str) -> list[list[tuple[str, str]]]:
    """The builder's first step: every rank some legal play uses (a rank with one play only is that
    play at once), jokers alone, and the bombs."""
    by_rank: dict[int, list[Play]] = {}
    bombs = []
    for p in plays:
        if p.bomb >= 0:
            bombs.append(p)
        else:
            by_rank.setdefault(p.rank, []).append(p)
    buttons = []
    for rank in sorted(r for r in by_rank if r >= 0):
        group = by_rank[rank]
        if len(group) == 1:
            buttons.append((play_label(group[0], top), "play:" + encode(group[0])))
        else:
            buttons.append((RANK_NAMES[rank] + " …", f"~b{RANKS[rank]}"))
    jokers = by_rank.get(-1, [])
    if len(jokers) == 1:
        buttons.append((play_label(jokers[0], top), "play:" + encode(jokers[0])))
    elif jokers:
        buttons.append((jokers_label, "~b*"))
    buttons += [(play_label(p, top), "play:" + encode(p)) for p in bombs]
    return fit(buttons, BUILD_ROW)
