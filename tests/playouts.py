"""Whole games played without Telegram, shared by the test files that read them (the contract, the
render-all check, the faces' keyboards and group messages): one place for the ways a test plays a
game on, and a cache, so a file that asks for a game another file of the same worker played reads it
instead of replaying it.

Three ways to play the next move, each for what its readers check:
- `host_move`: the AI as the bot's host runs it (a waited-for seat's decision, then an open action,
  then the first clock): the games people see;
- `simulate_move`: what `python -m games simulate` plays, open actions taken half the time they are
  offered: more of the "at any time" side;
- `random_move`: random legal moves for the first `MAX_RANDOM` steps (an open action now and then),
  then the AI and the defaults to finish: the corners no AI walks into.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from games.base import CLOCK, Event, Game, GameState, Seat
from games.registry import ENGINES

MAX_RANDOM = 4000
"""Steps of random play before `random_move` finishes the game with the AI and the defaults."""
MAX_STEPS = 100_000


@dataclass
class Step:
    seat: int
    action: str
    before: GameState
    """A copy of the state before the action."""
    events: list[Event] = field(default_factory=list)

    @property
    def public(self) -> list[Event]:
        """What the group is told of this step."""
        return [e for e in self.events if e.to is None]


@dataclass
class Run:
    game: Game
    seed: str
    seats: list[Seat]
    options: Any
    start: list[Event]
    """The events of the game's start."""
    state: GameState
    """The state at the end."""
    steps: list[Step]

    @property
    def log(self) -> list[tuple[int, str]]:
        return [(s.seat, s.action) for s in self.steps]

    def sampled(self, k: int) -> list[Step]:
        """`k` steps spread evenly over the run, always the first and the last."""
        idx = set(range(0, len(self.steps), max(1, len(self.steps) // k))) | {0, len(self.steps) - 1}
        return [self.steps[i] for i in sorted(idx)]

    def samples(self, k: int) -> list[GameState]:
        return [s.before for s in self.sampled(k)]

    def after(self, i: int) -> GameState:
        """The state after step `i`."""
        return self.steps[i + 1].before if i + 1 < len(self.steps) else self.state

    def told(self) -> list[tuple[list[Event], GameState]]:
        """Each batch of events the game told, the start's first, with the state after it."""
        return [(self.start, self.steps[0].before if self.steps else self.state)] + [
            (step.events, self.after(i)) for i, step in enumerate(self.steps)
        ]


Move = tuple[int, str]


def host_move(game: Game, state: GameState, rng: random.Random) -> Move | None:
    """The AI's next move as the host makes it: a waited-for seat's decision, an open action, the first
    clock (None: nobody to act and no timer)."""
    for seat in game.to_act(state):
        if game.can_act(state, seat):
            return seat, game.ai_action(state, seat, rng)
    for seat in range(state.n):
        action = game.ai_open_action(state, seat, rng)
        if action is not None:
            return seat, action
    timers = game.timers(state)
    return (CLOCK, timers[0].action) if timers else None


def simulate_move(game: Game, state: GameState, rng: random.Random) -> Move | None:
    """What `python -m games simulate` would play next: an AI open action half the time one is offered
    (first), else what the host would play."""
    for seat in range(state.n):
        action = game.ai_open_action(state, seat, rng)
        if action is not None and rng.random() < 0.5:
            return seat, action
    return host_move(game, state, rng)


def random_move(game: Game, state: GameState, rng: random.Random, random_phase: bool) -> Move | None:
    """A random legal move now: mostly a turn-order action of a seat in `to_act`; sometimes an open
    action; a due timer when nobody is waited for. In the finishing phase the AI and the defaults."""
    waiting = [s for s in game.to_act(state) if game.can_act(state, s)]
    if random_phase and rng.random() < 0.05:
        seat = rng.randrange(state.n)
        opens = game.open_actions(state, seat)
        if opens:
            return seat, rng.choice(opens)
    if waiting:
        seat = rng.choice(waiting)
        if random_phase:
            legal = game.legal_actions(state, seat)
            if legal:
                return seat, rng.choice(legal)
        return seat, game.ai_action(state, seat, rng)
    timers = game.timers(state)
    if timers:
        return CLOCK, timers[0].action
    if not random_phase:
        for seat in range(state.n):
            action = game.ai_open_action(state, seat, rng)
            if action is not None:
                return seat, action
    return None


def _random(game: Game, state: GameState, rng: random.Random, steps: int) -> Move | None:
    if steps > 3 * MAX_RANDOM:
        raise AssertionError(f"{game.id} did not end in {3 * MAX_RANDOM} moves")
    return random_move(game, state, rng, random_phase=steps < MAX_RANDOM) or random_move(
        game, state, rng, random_phase=False
    )


POLICIES: dict[str, Callable[[Game, GameState, random.Random, int], Move | None]] = {
    "host": lambda game, state, rng, _: host_move(game, state, rng),
    "simulate": lambda game, state, rng, _: simulate_move(game, state, rng),
    "random": _random,
}


@cache
def play_out(
    gid: str, options: tuple[tuple[str, str], ...], names: tuple[str, ...], seed: str, policy: str, ai: bool = False
) -> Run:
    """A whole game of `gid` with these options and seats, played by `policy` (a name in `POLICIES`)
    from a generator seeded by the arguments. Kept for the worker's life: read it, never change it
    (copy a state before applying anything to it)."""
    game = ENGINES[gid]
    parsed = game.parse_options(dict(options))
    seats = [Seat(name=n, ai=ai) for n in names]
    state, start = game.start(seed, seats, parsed)
    tag = ",".join(f"{k}={v}" for k, v in options) or "default"
    rng = random.Random(f"{gid}:{tag}:{len(names)}:{seed}")
    move = POLICIES[policy]
    steps: list[Step] = []
    while not game.is_over(state):
        if len(steps) >= MAX_STEPS:
            raise AssertionError(f"{gid}: the game did not end in {MAX_STEPS} moves")
        chosen = move(game, state, rng, len(steps))
        if chosen is None:
            raise AssertionError(f"{gid}: stuck with nobody to act and no timer")
        seat, action = chosen
        before = state.model_copy(deep=True)
        events = game.apply(state, seat, action)
        steps.append(Step(seat, action, before, events))
    return Run(game, seed, seats, parsed, start, state, steps)
