"""Every message exists in zh, ru and en with the same placeholders, and every id the code uses exists."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, ast, visitor

from games.registry import GAMES
from locales import LANGS, ROOT, catalog

ROOT_DIR = Path(__file__).resolve().parent.parent


class _Vars(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def messages(lang: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    parser = FluentParser()
    for path in sorted((ROOT / lang).glob("*.ftl")):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            assert not isinstance(entry, ast.Junk), f"{path}: cannot parse {entry.content[:80]!r}"
            if isinstance(entry, ast.Message):
                assert entry.id.name not in found, f"{lang}: {entry.id.name} defined twice"
                v = _Vars()
                v.visit(entry)
                found[entry.id.name] = v.names
    return found


def test_every_language_has_every_message_with_the_same_placeholders() -> None:
    catalogs = {lang: messages(lang) for lang in LANGS}
    reference = catalogs["en"]
    assert len(reference) > 100
    for lang, found in catalogs.items():
        assert set(found) == set(reference), (
            f"{lang}: missing {set(reference) - set(found)}, extra {set(found) - set(reference)}"
        )
        for key, names in found.items():
            assert names == reference[key], f"{lang} {key}: placeholders {names} != en {reference[key]}"


def test_every_message_id_the_bot_names_exists() -> None:
    used: set[str] = set()
    for path in (ROOT_DIR / "bot").rglob("*.py"):
        used |= set(
            re.findall(
                r'"((?:err|lobby|btn|game|prompt|status|dm|seed|record|timeout|afk|reminder|seat|move|'
                r"text|new|options|opt|joined|join|final|help|welcome|games|rules|lang|reset|kick|"
                r'inspect|merit-ui)-[a-z-]+)"',
                path.read_text(),
            )
        )
    assert len(used) > 60
    cat = catalog()
    missing = sorted(k for k in used if not cat.has("en", k))
    assert not missing


def test_each_game_has_a_name_rules_and_option_help_in_every_language() -> None:
    cat = catalog()
    for gid, game in GAMES.items():
        for lang in LANGS:
            assert cat.has(lang, f"{gid}-name") and cat.has(lang, f"{gid}-rules")
            for key in game.Options.model_fields:
                assert cat.has(lang, f"{gid}-opt-{key}"), (lang, gid, key)


def test_plural_forms_follow_the_language() -> None:
    cat = catalog()
    assert "3 хода" in cat.t("ru", "afk-to-ai", name="A", n=3)
    assert "5 ходов" in cat.t("ru", "afk-to-ai", name="A", n=5)
    assert cat.t("en", "dur-d", n=1) == "1 day" and cat.t("en", "dur-d", n=2) == "2 days"
    assert cat.t("ru", "dur-d", n=2) == "2 дня" and cat.t("ru", "dur-d", n=21) == "21 день"
    assert "4 min left" in cat.t("en", "reminder-dm", time=cat.t("en", "dur-min", n=4))


def test_every_option_of_every_game_has_a_name_and_its_word_values_in_every_language() -> None:
    import typing

    from games.registry import ENGINES
    from locales import LANGS, catalog

    cat = catalog()
    for gid, game in ENGINES.items():
        for key, field in game.Options.model_fields.items():
            for lang in LANGS:
                assert cat.has(lang, f"opt-{gid}-{key}"), (lang, gid, key)
            if typing.get_origin(field.annotation) is typing.Literal:
                for value in typing.get_args(field.annotation):
                    if isinstance(value, str):
                        for lang in LANGS:
                            assert cat.has(lang, f"opt-{gid}-{key}-{value}"), (lang, gid, key, value)
