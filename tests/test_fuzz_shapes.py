"""Property-based tests of shapes and values: random M, N, row strides, dtypes and value
distributions (-inf entries and rows, NaN, magnitudes near the dtype's max, subnormals)
against the float64 reference, with the output poisoned with NaN before each call.

On the CPU the Triton kernels run under TRITON_INTERPRET=1; with -m gpu both backends run
on a CUDA GPU through softgen.load."""
from functools import lru_cache

import pytest
import torch
from hypothesis import event, given
from hypothesis import strategies as st

from fuzzing import fuzz_settings
from reference import TORCH_DTYPES, check, poisoned, reference
from softgen.errors import SpecError
from softgen.generator.plan import make_plan
from softgen.generator.plan import max_cols as _max_cols
from softgen.generator.spec import ANY_WIDTH, DTYPES, STRATEGIES, KernelSpec
from softgen.validate import round_to

MAX_ROWS, MAX_COLS = 40, 3000
SPECIALS = ("neg_inf_entries", "neg_inf_rows", "nan", "huge", "subnormal", "dominant", "constant")


@lru_cache(maxsize=None)
def max_cols(strategy: str, dtype: str, backend: str) -> int | None:
    return _max_cols(strategy, dtype, backend)


def supported(strategy: str, backend: str) -> bool:
    try:
        make_plan(KernelSpec(strategy=strategy, cols=1, backend=backend))
        return True
    except SpecError:
        return False


def width_limit(strategy: str, dtype: str, backend: str) -> int:
    top = max_cols(strategy, dtype, backend)
    return MAX_COLS if top is None else min(MAX_COLS, top)


def spec_cols(strategy: str, dtype: str, backend: str, cols: int) -> int | None:
    """The width a kernel specialises on: none for the strategies that take any width."""
    return None if strategy in ANY_WIDTH else cols


@st.composite
def cases(draw, strategy: str, backend: str):
    """(dtype, M, N, layout, values): everything one call needs, drawn together."""
    dtype = draw(st.sampled_from(list(DTYPES)))
    top = width_limit(strategy, dtype, backend)
    edges = sorted(w for w in {1, 2, 3, 7, 8, 31, 32, 33, 63, 64, 65, 1023, 1024, 1025, top} if w <= top)
    cols = draw(st.one_of(st.integers(1, top), st.sampled_from(edges)))
    rows = draw(st.integers(1, MAX_ROWS))
    # rows of x and of out: column slices of wider tensors (row stride > cols, unaligned start)
    x_extra = draw(st.sampled_from([0, 0, 1, 3, 8, 17]))
    x_offset = draw(st.integers(0, x_extra))
    out_extra = draw(st.sampled_from([0, 0, 2, 5]))
    out_offset = draw(st.integers(0, out_extra))
    values = dict(seed=draw(st.integers(0, 2 ** 32 - 1)),
                  scale=draw(st.sampled_from([1e-3, 0.5, 1.0, 3.0, 30.0, 500.0])),
                  specials=draw(st.lists(st.sampled_from(SPECIALS), max_size=3, unique=True)),
                  fraction=draw(st.sampled_from([0.01, 0.3, 0.9, 1.0])))
    for name in values["specials"]:
        event(name)
    return dtype, rows, cols, (x_extra, x_offset, out_extra, out_offset), values


def make_values(rows: int, cols: int, dtype: torch.dtype, seed: int, scale: float, specials, fraction):
    """rows x cols values of `dtype` on the CPU (drawn in float64, all finite ones within range)."""
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(rows, cols, generator=gen, dtype=torch.float64) * scale
    info = torch.finfo(dtype)

    def some_rows():
        picked = torch.rand(rows, generator=gen) < 0.5
        picked[int(torch.randint(rows, (1,), generator=gen))] = True
        return picked

    def some_entries(chosen_rows):
        return (torch.rand(rows, cols, generator=gen, dtype=torch.float64) < fraction) & chosen_rows[:, None]

    for name in specials:
        r = some_rows()
        if name == "neg_inf_entries":
            x[some_entries(r)] = float("-inf")
        elif name == "neg_inf_rows":
            x[r] = float("-inf")                    # all -inf: NaN, as torch
        elif name == "nan":
            x[some_entries(r) & (torch.rand(rows, cols, generator=gen, dtype=torch.float64) < 0.1)] = float("nan")
        elif name == "huge":                        # magnitudes near the dtype's max, both signs
            big = info.max * (0.5 + 0.5 * torch.rand(rows, cols, generator=gen, dtype=torch.float64))
            sign = torch.where(torch.rand(rows, cols, generator=gen) < 0.5, -1.0, 1.0).double()
            x = torch.where(some_entries(r), sign * big, x)
        elif name == "subnormal":                   # below the smallest normal number of dtype
            tiny = info.smallest_normal * torch.rand(rows, cols, generator=gen, dtype=torch.float64)
            x = torch.where(some_entries(r), tiny * torch.sign(x), x)
        elif name == "dominant":                    # one element far above the rest of its row
            col = torch.randint(cols, (rows,), generator=gen)
            x[r, col[r]] = info.max / 2
        elif name == "constant":
            x[r] = float(torch.randn(1, generator=gen)) * scale
    return x.to(dtype)


def layout(values: torch.Tensor, x_extra: int, x_offset: int, out_extra: int, out_offset: int,
           device: str):
    """x (a column slice of a wider tensor when x_extra) and a NaN-poisoned out."""
    rows, cols = values.shape
    wide = torch.zeros(rows, cols + x_extra, dtype=values.dtype)
    wide[:, x_offset:x_offset + cols] = values
    x = wide.to(device)[:, x_offset:x_offset + cols]
    out = poisoned((rows, cols + out_extra), values.dtype, device)[:, out_offset:out_offset + cols]
    return x, out


FP32_SMALLEST_NORMAL = 2.0 ** -126


def accept_bf16_subnormals(out: torch.Tensor, x: torch.Tensor, why: str) -> torch.Tensor:
    """Where the reference is below the smallest normal fp32, accept any bf16 subnormal (zero
    included) and hand check() the correctly rounded value instead.

    Triton's interpreter casts fp32 to bf16 by hand (triton/runtime/interpreter.py,
    _convert_float): it truncates, and it garbles fp32 subnormals (4.7e-39 becomes 7.1e-39).
    (On the GPU the Triton kernels once flushed such results to zero; test_gpu_triton_bf16_
    subnormal_outputs keeps that fixed.)
    """
    ref = reference(x)
    low = (ref.abs() < FP32_SMALLEST_NORMAL) & ~ref.isnan()
    if not low.any():
        return out
    event(f"bf16 subnormal outputs accepted: {why}")
    assert (out[low].double().abs() < FP32_SMALLEST_NORMAL).all(), "not a subnormal where the reference is one"
    out = out.clone()
    out[low] = round_to(ref[low], torch.bfloat16).to(torch.bfloat16)
    return out


def run_case(softmax, case, device: str, backend: str, synchronize=lambda: None) -> None:
    dtype, rows, cols, (x_extra, x_offset, out_extra, out_offset), values = case
    t = TORCH_DTYPES[dtype]
    x, out = layout(make_values(rows, cols, t, **values), x_extra, x_offset, out_extra, out_offset, device)
    before = x.clone()
    assert softmax(x, out=out) is out
    synchronize()
    assert torch.equal(x.isnan(), before.isnan()) and torch.equal(x.nan_to_num(), before.nan_to_num()), \
        "the kernel wrote to its input"
    if t == torch.bfloat16 and device == "cpu":
        out = accept_bf16_subnormals(out, x, "interpreter")
    check(out, x, f"{dtype} {rows}x{cols} strides x {x.stride()} out {out.stride()} {values}")


# ---- CPU: Triton kernels under the interpreter ----------------------------------------------

TRITON_STRATEGIES = [s for s in STRATEGIES if supported(s, "triton")]
_interpreted: dict[tuple, object] = {}      # (strategy, dtype, cols) -> module


@pytest.fixture
def interpreted(monkeypatch, tmp_path_factory):
    """Loads (once per strategy, dtype and width) a Triton kernel under TRITON_INTERPRET=1."""
    from softgen.runtime.interpret import load_interpreted
    monkeypatch.setenv("TRITON_INTERPRET", "1")   # restored after the test: no GPU test sees it
    directory = tmp_path_factory.getbasetemp() / "fuzz-interpreted"
    directory.mkdir(exist_ok=True)

    def get(strategy: str, dtype: str, cols: int):
        key = (strategy, dtype, spec_cols(strategy, dtype, "triton", cols))
        if key not in _interpreted:
            spec = KernelSpec(strategy=strategy, dtype=dtype, backend="triton", cols=key[2])
            _interpreted[key] = load_interpreted(spec, directory)
        return _interpreted[key].softmax
    return get


@pytest.mark.parametrize("strategy", TRITON_STRATEGIES)
@fuzz_settings(60)
@given(data=st.data())
def test_interpreted_shapes_and_values(strategy, interpreted, data):
    case = data.draw(cases(strategy, "triton"), label="case")
    dtype, _, cols, _, _ = case
    run_case(interpreted(strategy, dtype, cols), case, "cpu", "triton")


# ---- GPU: both backends through softgen.load ------------------------------------------------

GPU_CASES = [(s, b) for b in ("cuda", "triton") for s in STRATEGIES if supported(s, b)]


@pytest.mark.gpu
@pytest.mark.parametrize("strategy,backend", GPU_CASES)
@fuzz_settings(40)
@given(data=st.data())
def test_gpu_shapes_and_values(strategy, backend, data):
    import softgen
    case = data.draw(cases(strategy, backend), label="case")
    dtype, _, cols, _, _ = case
    f = softgen.load(strategy=strategy, backend=backend, dtype=dtype,
                     cols=spec_cols(strategy, dtype, backend, cols))
    run_case(f, case, "cuda", backend, torch.cuda.synchronize)


@pytest.mark.gpu
@pytest.mark.parametrize("strategy,backend", GPU_CASES)
def test_gpu_bf16_subnormal_outputs(strategy, backend):
    """Found by test_gpu_shapes_and_values: softmax of this bf16 row has 4.7e-39 (a bf16
    subnormal, 2**-126 > 4.7e-39) as its last element; the Triton kernels wrote 0.  The second
    row goes down to 1.1e-40, near bf16's smallest subnormal (CUDA: exps taken at a 2^64 bias)."""
    import softgen
    x = torch.tensor([[46.25, -8.8125, -65.5, 17.0, -32.5, -42.0],
                      [0.0, -89.0, -90.5, -92.0, -200.0, -1.0]], dtype=torch.bfloat16, device="cuda")
    f = softgen.load(strategy=strategy, backend=backend, dtype="bf16",
                     cols=spec_cols(strategy, "bf16", backend, 6))
    y = poisoned(x.shape, x.dtype, "cuda")
    f(x, out=y)
    torch.cuda.synchronize()
    assert (y[1, 1:4] != 0).all(), f"subnormal outputs flushed: {y[1].tolist()}"
    check(y, x, f"{strategy}/{backend} bf16 subnormal output")
    # the same outputs in the middle of a row, where the kernels use packed loads and stores
    # 330 zeros make the sum (324 in flat's widest row, 1024); e^-84 / 330 = 9.2e-40 and
    # e^-85.5 / 330 = 2.0e-40: bf16 subnormals
    cols = min(1030, width_limit(strategy, "bf16", backend))
    x = torch.zeros(3, cols, dtype=torch.bfloat16, device="cuda")
    x[:, 100:400] = -84.0
    x[:, 500:900] = -85.5
    f = softgen.load(strategy=strategy, backend=backend, dtype="bf16",
                     cols=spec_cols(strategy, "bf16", backend, cols))
    y = poisoned(x.shape, x.dtype, "cuda")
    f(x, out=y)
    torch.cuda.synchronize()
    assert (y[:, 100:900] != 0).all(), "subnormal outputs flushed to 0"
    check(y, x, f"{strategy}/{backend} bf16 subnormal outputs, packed")
