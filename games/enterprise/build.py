"""Engine models built without validation: an enterprise game emits some 700 events and makes some 60
people, where validating each cost a tenth of the simulator's time. Both the rules and the accountant
say things, so the builders live here, below both."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from games.base import Event, Msg, Param
from games.enterprise.state import Person

M = TypeVar("M", bound=Msg)


_WHO = tuple(f"#{seat}" for seat in range(16))


def who(seat: int) -> str:
    """A seat as event parameters name it, `#<seat>` (made once: some 600 events a game name one)."""
    return _WHO[seat] if 0 <= seat < 16 else f"#{seat}"


_MSG_FIELDS = frozenset(Msg.model_fields)
_EVENT_FIELDS = frozenset(Event.model_fields)
assert {"key", "params", "to"} == _EVENT_FIELDS, "`event` builds these fields"
_new = object.__new__
_set = object.__setattr__


def built(cls: type[M], fields: dict[str, Any]) -> M:
    """A `Msg` / `Event` made as `model_construct` makes it, without validation: the engine passes only
    str and int params, and a game emits some 700 events, where validating each cost a tenth of the
    simulator's time. tests/test_enterprise_rules.py checks the result equals a validated one."""
    m = _new(cls)
    _set(m, "__dict__", fields)
    _set(m, "__pydantic_fields_set__", set(_EVENT_FIELDS if cls is Event else _MSG_FIELDS))
    _set(m, "__pydantic_extra__", None)
    _set(m, "__pydantic_private__", None)
    return m


_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def event(key: str, params: dict[str, Param], to: int | None) -> Event:
    """`Event(key=key, params=params, to=to)`, built as `built` does, inlined and through the slots'
    own setters: this is the commonest call of a game."""
    m = _new(Event)
    _set_dict(m, {"key": key, "params": params, "to": to})
    _set_fields(m, {"key", "params", "to"})
    _set_extra(m, None)
    _set_private(m, None)
    return m


def say(ev: list[Event], key: str, to: int | None = None, /, **params: Param) -> None:
    """An event for the group (`to` None) or one seat; `to` is positional so that a message parameter
    of any name (a `to`, say) can never be taken for the recipient. (`event`, inlined.)"""
    m = _new(Event)
    _set_dict(m, {"key": "enterprise-ev-" + key, "params": params, "to": to})
    _set_fields(m, {"key", "params", "to"})
    _set_extra(m, None)
    _set_private(m, None)
    ev.append(m)


def fresh_person(pid: int, ranks: list[int], origin: str) -> Person:
    """`Person(id=pid, tiles=list(ranks), origin=origin)`, built as `event` builds an event, without
    validation (ints and a str from the engine; under half the cost, some 60 a game). Checked against
    a validated one below, defaults and the fields noted as set included."""
    p = _new(Person)
    _set_dict(
        p,
        {
            "id": pid,
            "tiles": list(ranks),
            "flipped": [False, False, False],
            "firm": None,
            "salary": 0,
            "perf": 0,
            "shares": 0,
            "partner": False,
            "uses": 0,
            "income": 0,
            "promotions": 0,
            "origin": origin,
        },
    )
    _set_fields(p, {"id", "tiles", "origin"})
    _set_extra(p, None)
    _set_private(p, None)
    return p


_checked, _fresh = Person(id=7, tiles=[2, 4, 6], origin="graduate"), fresh_person(7, [2, 4, 6], "graduate")
assert _fresh == _checked and list(_fresh.__dict__) == list(_checked.__dict__), "a `Person` default changed"
assert _fresh.model_fields_set == _checked.model_fields_set, "`fresh_person` notes the fields a validated one does"
