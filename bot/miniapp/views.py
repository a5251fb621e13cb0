"""What a game's own page needs beyond `player_view`: names in the reader's language and figures the
chat's face would have said in words. Derived from the engine's views of the reader's seat only, so it
can hold nothing of another seat that `player_view` does not (the sealed choices stay sealed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.faces import face
from bot.faces.management import ManagementFace
from bot.tables import Table
from games.enterprise.rules import SUIT_ICONS
from locales import Catalog, catalog


def extra(table: Table, seat: int | None, lang: str) -> dict[str, Any]:
    """The page's extra data for the reader (`seat` None: a member without a seat gets nothing more)."""
    state = table.state
    made = EXTRA.get(table.game.id)
    if state is None or seat is None or made is None:
        return {}
    out = made(table.game.player_view(state, seat), lang, catalog())
    if table.game.id == "enterprise":  # the reader's own sealed items, worded as their buttons were
        cat, game = catalog(), table.game
        drafts = getattr(state, "drafts", {}).get(seat, [])
        out["drafts"] = [
            cat.render(lang, m.key, m.params, table.names, markup=False)
            for d in drafts
            for m in (game.action_label(state, seat, d),)
        ]
    return out


def management(view: dict[str, Any], lang: str, cat: Catalog) -> dict[str, Any]:
    """The step's name and the reader's own sealed choice in words (the face's wording)."""
    phase = view["phase"]
    out: dict[str, Any] = {"step": cat.t(lang, f"management-step-{phase}") if phase != "over" else ""}
    pending = view.get("pending")
    words = face("management")
    assert isinstance(words, ManagementFace)
    out["pending"] = words.choice_text(pending, lang, cat) if pending else ""
    return out


def enterprise(view: dict[str, Any], lang: str, cat: Catalog) -> dict[str, Any]:
    """The phase and systems by name, and the tiles' suits (饼 条 万: the mahjong tile glyphs are missing
    from many phones' fonts)."""
    return {
        "phase": cat.t(lang, f"enterprise-phase-{view['phase']}"),
        "systems": {s: cat.t(lang, f"enterprise-sys-{s}") for s in ("shares", "partner", "coop", "none")},
        "suits": [cat.t(lang, f"enterprise-suit-{s}") for s in range(len(SUIT_ICONS))],
    }


def merit(view: dict[str, Any], lang: str, cat: Catalog) -> dict[str, Any]:
    """Roles, vows, beings and events by name, the reader's vow with what it asks."""
    me = view["seats"][view["you"]]
    vow = me["vow"]
    return {
        "roles": {r: cat.t(lang, f"merit-role-{r}") for r in ("farmer", "merchant", "scholar", "monk")},
        "icons": {r: cat.t(lang, f"merit-ui-role-{r}") for r in ("farmer", "merchant", "scholar", "monk")},
        "beings": {b["id"]: cat.t(lang, f"merit-being-{b['id']}") for b in view["area"]},
        "events": [cat.t(lang, f"merit-event-{e}") for e in view["events"]],
        "vow": cat.t(lang, f"merit-vow-{vow}") if vow else "",
        "vow_desc": cat.t(lang, f"merit-vow-{vow}-desc") if vow else "",
        "refuge": cat.t(lang, "merit-ui-refuge"),
        "norefuge": cat.t(lang, "merit-ui-norefuge"),
    }


EXTRA: dict[str, Callable[[dict[str, Any], str, Catalog], dict[str, Any]]] = {
    "management": management,
    "enterprise": enterprise,
    "merit": merit,
}
