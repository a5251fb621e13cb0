"""What a database error means for the work that met it (both backends, and the bot, ask)."""

from __future__ import annotations

UNREACHABLE_STATES = ("57P01", "57P02", "57P03")
"""Server shut down by an administrator, crashed, or not accepting connections yet (besides class 08)."""


def unreachable(exc: BaseException | None) -> bool:
    """Whether an error (or one it was raised from) says the database server could not be reached: down,
    restarting, the connection lost. The same work may then succeed later, so what asked for it is
    refused for now (a webhook answers 503, polling does not confirm), never dropped."""
    import psycopg

    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, psycopg.OperationalError):
            state = exc.sqlstate  # None: the client lost or could not open the connection
            if state is None or state.startswith("08") or state in UNREACHABLE_STATES:
                return True
        exc = exc.__cause__ or exc.__context__
    return False
