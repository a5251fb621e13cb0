"""The SQL of several workers on one PostgreSQL database (bot/workers.py says how it is used).

- a game's lock: a session-level advisory lock `(GAME_LOCK, game id)`, taken with
  `pg_try_advisory_lock` (polled by the caller, so the one connection a worker has never blocks on
  another worker) and released when the step is over (a move's by its commit's own unit, right after
  COMMIT: `Shared.closing`); a worker that dies loses its session and so its locks;
- deadlines: due rows are claimed with `UPDATE … WHERE … IN (SELECT … FOR UPDATE SKIP LOCKED)
  RETURNING`, so two workers polling at the same moment claim disjoint rows; a claim carries its
  expiry (`claimed_until`, by the bot's clock: the database's, `Shared.db_time`), after which another
  worker may take it;
- the outbox: a chat is sent to by one worker at a time, the one holding its row in `outbox_owners`
  (a lease renewed by every poll); a lease that ran out (a dead worker) is taken over.

PostgreSQL only: SQLite is one process, where none of this is needed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from storage.db import Backend, Conn
from storage.store import Deadline, OutRow

OWNERS_LOCK = 0x4F574E52
"""("OWNR") Held for the transaction by every change of `outbox_owners`: taking chats in one statement
and renewing them in another would otherwise lock rows in two orders, and two workers polling at
once deadlocked (each poll is short: serialising them costs nothing)."""
GAME_LOCK = 0x47414D45
"""The advisory locks' first key ("GAME"); the second is the game id (see `storage.pg.MIGRATE_LOCK`)."""


RELEASE_SQL = "SELECT (SELECT rev FROM games WHERE id=?), pg_advisory_unlock(?, CAST(? AS INTEGER))"
"""The game's rev as this worker leaves it (its own writes included), and the release of its lock:
one statement, evaluated before the lock is let go."""

PENDING_SQL = "SELECT * FROM outbox WHERE status='pending' AND chat_id = ANY(?) AND NOT (id = ANY(?)) ORDER BY id"
"""The rows still owed to these chats that this worker has not queued yet (its `known` ids), oldest first."""


def _rev(row: Any) -> int | None:
    return None if row is None or row[0] is None else int(row[0])


@dataclass
class Fresh:
    """What a worker needs to know about a game it has just locked."""

    got: bool
    rev: int | None
    """The stored rev (None: the game is gone)."""
    deadlines: list[Deadline]


@dataclass
class Adopted:
    """The outcome of one outbox poll: the chats this worker sends to, and what it must send."""

    owned: list[int]
    new: list[int]
    """The chats of `owned` this worker did not hold without a break since its last poll: what it
    knew of them (live messages, budget) may be stale."""
    rows: list[OutRow]
    slots: dict[tuple[int, str], tuple[int, int]]
    """The live messages of the chats newly owned (their former owner recorded them)."""
    sends: list[tuple[int, float]]
    """The newly owned chats' sends of the last minutes: the group budget is shared."""


def _deadline(r: Any) -> Deadline:
    return Deadline(r["seat"], r["moves"], r["remind_at"], r["expire_at"], bool(r["reminded"]))


def _out(r: Any) -> OutRow:
    return OutRow(
        chat_id=r["chat_id"],
        kind=r["kind"],
        body=json.loads(r["body"]),
        game_id=r["game_id"],
        thread_id=r["thread_id"],
        slot=r["slot"],
        prio=r["prio"],
        id=r["id"],
        created_at=r["created_at"],
        attempts=r["attempts"],
    )


class Shared:
    def __init__(self, db: Backend, worker: str) -> None:
        self.db, self.worker = db, worker
        self._closing: set[int] = set()
        """Games whose next commit ends the database work of the current hold of their lock (`closing`)."""
        self._released: dict[int, int | None] = {}
        """Games whose lock that commit released, with their rev then (`unlock` then costs nothing)."""

    # ----- a game's lock ----------------------------------------------------------------------------
    async def try_lock(self, game_id: int) -> Fresh:
        """Try to take the game's lock; also read its rev and its deadlines. The two statements
        travel together (one round trip) and run in that order, the read on data committed before it
        started, so it sees everything the lock's former holder wrote; it counts only if the lock
        was taken."""

        def work(c: Conn) -> Fresh:
            lock = c.execute("SELECT pg_try_advisory_lock(?, CAST(? AS INTEGER))", (GAME_LOCK, game_id))
            found = c.execute(  # the rev and the deadlines in one statement (a row of NULLs: no deadline)
                "SELECT g.rev, d.seat, d.moves, d.remind_at, d.expire_at, d.reminded FROM games g "
                "LEFT JOIN deadlines d ON d.game_id = g.id WHERE g.id=? ORDER BY d.seat",
                (game_id,),
            )
            if not bool(lock.fetchone()[0]):
                return Fresh(False, None, [])
            rows = found.fetchall()
            rev = int(rows[0]["rev"]) if rows else None
            return Fresh(True, rev, [_deadline(r) for r in rows if r["seat"] is not None])

        return await self.db.pipelined(work)

    def closing(self, game_id: int) -> None:
        """The game's next commit is the last database work of this hold of its lock (a move: decide,
        commit, answer): that commit's unit also releases the lock (`after_commit`), so the hold
        costs no round trip of its own to end. Nothing of the game may be written after that commit
        until the lock is taken again; `unlock` ends the promise whether or not a commit came."""
        self._closing.add(game_id)

    def after_commit(self, c: Conn, game_id: int) -> None:
        """Run by `Store.commit` right after its COMMIT, in the same pipeline: for a game `closing`,
        read its rev and release its lock. The release follows the COMMIT, so whoever takes the lock
        next reads the step; a commit that fails (a stale step) never gets here, and keeps the lock."""
        if game_id not in self._closing:
            return
        self._closing.discard(game_id)
        released = c.execute(RELEASE_SQL, (game_id, GAME_LOCK, game_id))

        def read() -> None:
            self._released[game_id] = _rev(released.fetchone())

        c.later(read)  # type: ignore[attr-defined]  # pipelined connections only (PostgreSQL), as the caller checks

    async def unlock(self, game_id: int) -> int | None:
        """Release the game's lock; returns its rev as this worker leaves it (its own writes included).
        One round trip: the read and the release travel together; none if the hold's last commit
        released it already (`closing`)."""
        self._closing.discard(game_id)
        if game_id in self._released:
            return self._released.pop(game_id)

        return await self.db.pipelined(lambda c: _rev(c.execute(RELEASE_SQL, (game_id, GAME_LOCK, game_id)).fetchone()))

    async def mark_up(self, last: str, now: float) -> bool:
        """The bot is up again after all workers were down: True for the one worker that moves the
        shared `alive_at` mark on from `last` (it alone shifts the deadlines by the downtime)."""
        sql = "UPDATE meta SET value=? WHERE key='alive_at' AND value=?"
        return await self.db.execute(sql, (repr(now), last)) == 1

    async def db_time(self) -> float:
        """The database's clock (seconds since the epoch), which every worker goes by (bot/clock.py)."""
        row = await self.db.fetchone("SELECT EXTRACT(EPOCH FROM clock_timestamp())")
        return float(row[0])

    # ----- deadlines --------------------------------------------------------------------------------
    async def claim_deadlines(self, now: float, lease: float, limit: int = 50) -> list[tuple[int, Deadline]]:
        """Due deadlines (a reminder or an expiry) nobody holds, claimed for this worker until
        `now + lease`; soonest first."""
        sql = (
            "UPDATE deadlines SET claimed_by=?, claimed_until=? WHERE (game_id, seat) IN ("
            "SELECT game_id, seat FROM deadlines WHERE (expire_at <= ? OR (reminded = 0 AND remind_at <= ?)) "
            "AND (claimed_until IS NULL OR claimed_until < ?) "
            "ORDER BY CASE WHEN reminded = 0 AND remind_at < expire_at THEN remind_at ELSE expire_at END "
            "LIMIT ? FOR UPDATE SKIP LOCKED) RETURNING *"
        )
        params = (self.worker, now + lease, now, now, now, limit)
        rows = await self.db.run(lambda c: c.execute(sql, params).fetchall())
        due = [(int(r["game_id"]), _deadline(r)) for r in rows]
        return sorted(due, key=lambda x: min(x[1].expire_at, x[1].remind_at if not x[1].reminded else x[1].expire_at))

    async def release_deadline(self, game_id: int, d: Deadline, stale: bool) -> None:
        """A claimed deadline handled: the claim goes; a deadline that turned out stale (nothing to
        do: the move was made meanwhile) goes with it, so it is not claimed again and again."""
        if stale:
            sql = "DELETE FROM deadlines WHERE game_id=? AND seat=? AND moves=? AND claimed_by=?"
        else:
            sql = (
                "UPDATE deadlines SET claimed_by=NULL, claimed_until=NULL WHERE game_id=? AND seat=? AND moves=? "
                "AND claimed_by=?"
            )
        await self.db.execute(sql, (game_id, d.seat, d.moves, self.worker))

    async def release_claims(self) -> None:
        """A worker that stops hands back the deadlines it claimed."""
        await self.db.execute(
            "UPDATE deadlines SET claimed_by=NULL, claimed_until=NULL WHERE claimed_by=?", (self.worker,)
        )

    # ----- the outbox -------------------------------------------------------------------------------
    async def adopt(
        self,
        now: float,
        lease: float,
        held: list[int],
        idle: list[int],
        known: list[int],
        only: list[int] | None = None,
    ) -> Adopted:
        """One poll of the outbox, one transaction: renew the leases of the chats held, give up the
        idle ones, take every chat with pending rows whose lease is free or ran out (`only`: just
        these chats), and read the rows of the chats now owned that this worker has not queued yet
        (`known`). An idle chat is given up first and taken again at once if a row came for it
        meanwhile (from another worker): no row is left without an owner. Such a chat, given up and
        taken back in one transaction, was never another worker's: it is not new (its live messages
        are not read again), whereas one held but found no longer this worker's in the database (its
        lease ran out meanwhile) and taken again is."""

        def work(c: Conn) -> Adopted:
            c.execute("SELECT pg_advisory_xact_lock(?)", (OWNERS_LOCK,))
            renewed = c.execute(  # a worker restarted under the same name has its chats back too
                "UPDATE outbox_owners SET until=? WHERE worker=? RETURNING chat_id", (now + lease, self.worker)
            ).fetchall()
            if idle:
                c.execute("DELETE FROM outbox_owners WHERE worker=? AND chat_id = ANY(?)", (self.worker, idle))
            args: tuple[Any, ...] = () if only is None else (only,)
            wanted = (
                "SELECT DISTINCT chat_id FROM outbox WHERE status='pending'"
                if only is None
                else "SELECT DISTINCT unnest(CAST(? AS BIGINT[]))"
            )
            taken = c.execute(
                "INSERT INTO outbox_owners (chat_id, worker, until) "
                f"SELECT w.chat_id, ?, ? FROM ({wanted}) AS w(chat_id) "
                "ON CONFLICT (chat_id) DO UPDATE SET worker=excluded.worker, until=excluded.until "
                "WHERE outbox_owners.worker=excluded.worker OR outbox_owners.until < ? RETURNING chat_id",
                (self.worker, now + lease, *args, now),
            ).fetchall()
            kept = {int(r[0]) for r in renewed}
            mine = {int(r[0]) for r in taken} | (kept - set(idle))
            owned = sorted(mine)
            new = sorted(mine - (kept & set(held)))
            rows = c.execute(PENDING_SQL, (owned, known)).fetchall() if owned else []
            slots: dict[tuple[int, str], tuple[int, int]] = {}
            sends: list[tuple[int, float]] = []
            if new:
                for r in c.execute("SELECT * FROM slots WHERE chat_id = ANY(?)", (new,)).fetchall():
                    slots[(int(r["game_id"]), r["slot"])] = (int(r["chat_id"]), int(r["message_id"]))
                recent = "SELECT chat_id, at FROM sent_log WHERE chat_id = ANY(?) AND at >= ? ORDER BY at"
                sends = [(int(r["chat_id"]), float(r["at"])) for r in c.execute(recent, (new, now - 120)).fetchall()]
            return Adopted(owned, new, [_out(r) for r in rows], slots, sends)

        return await self.db.run(work)

    async def pending(self, chats: list[int], known: list[int]) -> list[OutRow]:
        """The pending rows of chats this worker holds that it has not queued (`known`), oldest
        first: what other workers committed for them before this worker's own rows (one read)."""
        return [_out(r) for r in await self.db.fetchall(PENDING_SQL, (chats, known))]

    async def revs(self, game_ids: list[int]) -> dict[int, int]:
        """The games' stored revs (bumped by every write of a game's row, whichever worker wrote it)."""
        rows = await self.db.fetchall("SELECT id, rev FROM games WHERE id = ANY(?)", (game_ids,))
        return {int(r["id"]): int(r["rev"]) for r in rows}

    async def give_up(self) -> None:
        """A worker that stops gives up its chats: another worker sends what is left at once."""

        def work(c: Conn) -> None:
            c.execute("SELECT pg_advisory_xact_lock(?)", (OWNERS_LOCK,))
            c.execute("DELETE FROM outbox_owners WHERE worker=?", (self.worker,))

        await self.db.run(work)
