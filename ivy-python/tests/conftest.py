"""Hypothesis profiles: ``ci`` (fewer examples, derandomized, for the run `cargo test` makes,
chosen by ``HYPOTHESIS_PROFILE=ci``) and hypothesis's default, for a run by hand."""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    # The same examples on every run: a CI run is reproducible; a run by hand explores.
    derandomize=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
