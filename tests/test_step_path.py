"""One step path: whatever moves a game (a press, a typed move, the Mini App, the lobby, the accountant,
a deadline, a clock) enters `bot.step.take`; no other module commits a step, stops a game or releases
its lock with the commit by itself, so a new way to move a game cannot skip the AI seats, the halt on
an engine failure or the outbox."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OWN = {"_settle", "settle", "halt", "closing"}
"""What only bot/step.py calls: the step's commit, the stop on an engine failure, the lock's release
with the commit (`Shared.closing`)."""


def calls_outside_the_step() -> list[str]:
    found = []
    for path in sorted((ROOT / "bot").rglob("*.py")):
        if path == ROOT / "bot" / "step.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            owner = func.value if isinstance(func, ast.Attribute) else None
            # (a processor's `Sight.settle` is another settle: only the game step's is meant)
            if name in OWN and not (
                name == "settle" and not (isinstance(owner, ast.Name) and owner.id in ("step", "flow"))
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(func)}")
    return found


def test_only_the_step_module_commits_stops_or_releases_a_game() -> None:
    assert calls_outside_the_step() == []
