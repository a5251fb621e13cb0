"""What the database costs, for `GET /metrics` (bot/metrics.py serves the default registry).

Counted where a unit of work ends, in the database thread (prometheus_client is thread-safe): no
query of its own, one histogram observation per unit."""

from __future__ import annotations

from prometheus_client import Histogram

ROUND_TRIPS = Histogram(
    "croupier_db_round_trips_per_unit",
    "Round trips to the database server one unit of work (a transaction or a pipelined read) took",
    ["backend"],
    buckets=(1, 2, 3, 4, 6, 8, 12, 16, 32),
)
SQLITE_UNIT = ROUND_TRIPS.labels("sqlite")
"""SQLite is in-process: a unit is one call into its thread."""
POSTGRESQL_UNIT = ROUND_TRIPS.labels("postgresql")
