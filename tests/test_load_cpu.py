"""softgen.load without a GPU: clear errors, not a crash deep inside a compiler."""
import pytest

import softgen
from conftest import HAS_CUDA


@pytest.mark.skipif(HAS_CUDA, reason="checks the no-GPU message")
def test_load_without_gpu_says_so():
    with pytest.raises(softgen.DeviceError, match="no CUDA GPU is available.*softgen emit"):
        softgen.load(strategy="warp", cols=128)


def test_load_spec_errors_come_first():
    with pytest.raises(softgen.SpecError, match="backend: load\\(\\) builds one kernel"):
        softgen.load(strategy="warp", cols=128, backend="both")
    with pytest.raises(softgen.SpecError, match="cols: 9999 exceeds"):
        softgen.load(strategy="warp", cols=9999)
    with pytest.raises(softgen.SpecError, match="load: colz: unknown field"):
        softgen.load({"strategy": "warp", "colz": 1})
