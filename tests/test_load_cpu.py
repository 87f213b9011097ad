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


def test_compile_error_shows_log_and_keeps_source():
    pytest.importorskip("cupy_backends.cuda.libs.nvrtc")
    from softgen.runtime.loader import compile_cubin
    try:
        compile_cubin("extern \"C\" __global__ void k() { int x = ; }", "broken_kernel", "sm_90")
    except softgen.CompileError as exc:
        message = str(exc)
        kept = message.split("the source is kept in ")[1].split(";")[0]
        assert "broken_kernel" in message and "error" in message.lower()
        assert "int x = ;" in open(kept).read()
    except Exception as exc:          # no NVRTC library on this machine
        pytest.skip(f"NVRTC unavailable here: {type(exc).__name__}: {exc}")
    else:
        raise AssertionError("a broken kernel compiled")
