"""Hypothesis profiles: `fast` by default (CI, a developer's run), `thorough` on demand
(`HYPOTHESIS_PROFILE=thorough`). A property test writes its standard example count as `examples(n)`;
the profile scales it, so what a test checks never changes, only how many examples it tries."""

from __future__ import annotations

import os

from hypothesis import settings

STANDARD = 100
"""Hypothesis's own default `max_examples`: a profile's count is a percentage of a test's `n`."""

settings.register_profile("fast", max_examples=25, deadline=None)
settings.register_profile("thorough", max_examples=400, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fast"))


def examples(n: int) -> int:
    """A test's standard count `n` under the loaded profile: a quarter of it in `fast` (at least 5),
    four times it in `thorough`."""
    return max(5, n * settings().max_examples // STANDARD)
