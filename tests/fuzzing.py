"""Shared hypothesis settings for the fuzz tests (tests/test_fuzz_*.py).

Example counts are kept modest so the CPU suite stays fast on a 2-core CI machine.
SOFTGEN_FUZZ_SCALE multiplies every count for a deeper local run, e.g.
`SOFTGEN_FUZZ_SCALE=20 pytest tests/test_fuzz_spec.py`.
"""
import os

from hypothesis import HealthCheck, settings

SCALE = float(os.environ.get("SOFTGEN_FUZZ_SCALE", "1"))
# CI replays the same examples every run (a submission lands or not on its own merits);
# local runs keep exploring new ones.
DERANDOMIZE = bool(os.environ.get("CI"))


def fuzz_settings(max_examples: int, **kwargs) -> settings:
    """No deadline (first calls import and render), examples scaled by SOFTGEN_FUZZ_SCALE."""
    return settings(max_examples=max(1, int(max_examples * SCALE)), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.data_too_large, HealthCheck.filter_too_much],
                    derandomize=DERANDOMIZE, **kwargs)
