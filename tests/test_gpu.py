"""Every strategy x backend x dtype on the GPU against the float64 reference (pytest -m gpu)."""
import pytest
import torch

import softgen
import softgen.auto
from softgen.auto import H100, H200
from reference import TORCH_DTYPES, check, poisoned, random_rows
from kernel_cases import kernel_cases
from softgen.generator.plan import max_cols
from softgen.generator.spec import BACKWARD_STRATEGIES
from softgen.validate import check_backward

pytestmark = pytest.mark.gpu


def kernel(strategy, backend, dtype, cols):
    return softgen.load(strategy=strategy, backend=backend, dtype=dtype,
                        cols=None if strategy == "online" else cols)


@pytest.fixture
def h100_table(monkeypatch):
    """auto reads the H100 table on any GPU: the tests that take this check the kernels its
    entries serve (any sm_90 GPU runs them), not what this GPU's own table picks."""
    monkeypatch.setattr(softgen.auto, "_current_device", lambda: (H100, (9, 0)))


@pytest.fixture
def h200_table(monkeypatch):
    """auto reads the H200 table on any sm_90 GPU (as h100_table the H100's)."""
    monkeypatch.setattr(softgen.auto, "_current_device", lambda: (H200, (9, 0)))


def run(f, x):
    y = poisoned(x.shape, x.dtype, x.device)
    assert f(x, out=y) is y
    torch.cuda.synchronize()
    return y


def check_scaled_and_edge_rows(f, dtype, cols, what, op="softmax"):
    """f against the float64 op (softmax or log_softmax) on rows of every scale (maxima shifted
    by -300 to 300, so some 16-bit exps fold and some do not), then on unaligned strided rows with
    a row of -inf and a NaN element; returns those last rows."""
    t = TORCH_DTYPES[dtype]
    x = random_rows(6, cols, t, "cuda")
    for i, shift in enumerate((-300, -20, 20, 300)):
        x[i] += shift
    check(run(f, x), x, f"{what} 6x{cols}", op=op)
    x = random_rows(4, cols + 3, t, "cuda")[:, 1:cols + 1]           # unaligned, strided
    x[1] = float("-inf")
    x[2, cols // 2] = float("nan")
    check(run(f, x), x, f"{what} unaligned 4x{cols}", op=op)
    return x


def run_backward(f, y, dy):
    dx = poisoned(y.shape, y.dtype, y.device)
    assert f(y, dy, out=dx) is dx
    torch.cuda.synchronize()
    return dx


def forward_output(op, rows, cols, t):
    """y for a backward op: its forward (softmax or log_softmax) of random rows, taken in fp32."""
    forward = torch.log_softmax if op.startswith("log") else torch.softmax
    return forward(random_rows(rows, cols, torch.float32, "cuda"), -1).to(t)


def shifted_backward_args(op, rows, cols, t, y_shift, dy_shift, dx_shift):
    """y, dy and a NaN-poisoned dx of rows x cols, each a view into rows of cols + 3 elements
    from its own shift (0-3): rows at an odd stride, each tensor at its own 16-byte phase."""
    y = forward_output(op, rows, cols + 3, t)[:, y_shift:y_shift + cols]
    dy = random_rows(rows, cols + 3, t, "cuda")[:, dy_shift:dy_shift + cols]
    dx = poisoned((rows, cols + 3), t, "cuda")[:, dx_shift:dx_shift + cols]
    return y, dy, dx


def check_backward_rows(f, op, dtype, cols, what, shifts):
    """f on aligned rows of 300, then on y, dy and dx of 150 rows at odd strides, each tensor from
    its own shift of `shifts` (0-3: its 16-byte phase); validated against float64."""
    t = TORCH_DTYPES[dtype]
    y = forward_output(op, 300, cols, t)
    dy = random_rows(300, cols, t, "cuda")
    check_backward(run_backward(f, y, dy), y, dy, op, f"{what} aligned")
    for shift in shifts:
        y, dy, dx = shifted_backward_args(op, 150, cols, t, *shift)
        f(y, dy, out=dx)
        torch.cuda.synchronize()
        check_backward(dx, y, dy, op, f"{what}, rows {cols + 3} apart, shifts {shift}")


@pytest.mark.parametrize("strategy,backend,dtype,cols", kernel_cases())
def test_random_rows(strategy, backend, dtype, cols):
    f = kernel(strategy, backend, dtype, cols)
    t = TORCH_DTYPES[dtype]
    for rows in (1, 3, 65537 if cols <= 1025 else 129):
        x = random_rows(rows, cols, t, "cuda")
        check(run(f, x), x, f"{rows}x{cols}")
    # a column slice of a wider tensor: strided rows whose start is not 16-byte aligned
    wide = random_rows(67, cols + 5, t, "cuda")
    x = wide[:, 1:cols + 1]
    check(run(f, x), x, "strided, unaligned rows")
    # out= with another row stride than x
    y = poisoned((67, cols + 3), t, "cuda")[:, 2:cols + 2]
    f(x, out=y)
    torch.cuda.synchronize()
    check(y, x, "strided output")
    # a freshly allocated output
    check(f(x), x, "allocated output")


@pytest.mark.parametrize("strategy,backend,dtype,cols",
                         kernel_cases(widths=[1, 3, 33, 1025], backends=("cuda", "triton")))
def test_special_values(strategy, backend, dtype, cols):
    f = kernel(strategy, backend, dtype, cols)
    t = TORCH_DTYPES[dtype]
    big = 1e4 if dtype == "fp32" else (3e38 if dtype == "bf16" else 6e4)
    x = random_rows(8, cols, torch.float32, "cuda")
    x[0, cols // 2] = float("-inf")                   # one -inf entry
    x[1] = float("-inf")                              # all -inf: NaN, as torch
    x[2, cols // 3] = float("nan")                    # a NaN: that row NaN
    x[3] = x[3].sign() * big                          # huge magnitudes
    x[4] = 7.0                                        # all equal
    x[5, 0] = big                                     # one dominant element
    x[6] = -big * torch.rand(cols, device="cuda")     # huge negative spread
    x = x.to(t)
    y = run(f, x)
    check(y, x, "special values")
    expected = torch.softmax(x.float(), -1)
    assert torch.isnan(y[1]).all() and torch.isnan(expected[1]).all()
    assert torch.isnan(y[2]).all()


@pytest.mark.parametrize("backend", ["cuda", "triton"])
def test_input_errors(backend):
    f = softgen.load(strategy="warp", cols=64, dtype="fp32", backend=backend)
    x = torch.randn(4, 64, device="cuda")
    with pytest.raises(softgen.InputError, match="on cpu.*x.cuda()"):
        f(x.cpu())
    with pytest.raises(softgen.InputTypeError, match="dtype torch.float16.*float32"):
        f(x.half())
    with pytest.raises(softgen.InputError, match="65 columns.*specialised for 64.*--cols 65"):
        f(torch.randn(4, 65, device="cuda"))
    with pytest.raises(softgen.InputError, match="contiguous"):
        f(torch.randn(64, 4, device="cuda").t())
    with pytest.raises(softgen.InputError, match="2-D"):
        f(x.reshape(2, 2, 64))
    with pytest.raises(softgen.InputError, match="out has shape"):
        f(x, out=torch.empty(3, 64, device="cuda"))
    with pytest.raises(softgen.InputTypeError, match="out has dtype"):
        f(x, out=torch.empty(4, 64, device="cuda", dtype=torch.float64))
    with pytest.raises(softgen.InputError, match="out is on cpu"):
        f(x, out=torch.empty(4, 64))
    with pytest.raises(softgen.InputTypeError, match="must be a torch.Tensor"):
        f(x.tolist())
    assert isinstance(softgen.InputError("m"), ValueError)
    empty = torch.empty(0, 64, device="cuda")
    assert f(empty).shape == (0, 64)


def test_smem_opt_in_above_48k():
    # 20000 fp32 = 80 KB of shared memory per block: needs the dynamic opt-in
    f = softgen.load(strategy="smem", cols=20000, dtype="fp32", backend="cuda")
    assert f.__softgen_plan__.smem_bytes > 48 * 1024
    x = random_rows(300, 20000, torch.float32, "cuda")
    check(run(f, x), x, "smem 80 KB")


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("dtype,cols,tunables", [
    ("bf16", 9, {}), ("fp16", 21, {}), ("bf16", 37, {"block_size": 128}), ("fp32", 45, {}),
    ("bf16", 125, {}), ("fp32", 137, {"threads_per_row": 16, "block_size": 512}), ("bf16", 1000, {}),
    # rows taken from the tile as packs: with and without a whole pack, every lane count
    ("bf16", 63, {"row_packs": 1}), ("fp32", 65, {"row_packs": 1}), ("bf16", 5, {"row_packs": 1}),
    ("fp16", 129, {"row_packs": 1, "threads_per_row": 16}), ("fp32", 9, {"row_packs": 1, "threads_per_row": 1}),
    ("bf16", 37, {"row_packs": 1, "threads_per_row": 2}), ("fp16", 1000, {"row_packs": 1}),
])
def test_flat_tiles_from_every_phase(op, dtype, cols, tunables):
    """flat on rows back to back starting 0-3 elements into their buffer (every 16-byte phase of
    fp32, four of 16-bit), with a last tile part full, and its output at another phase than its
    input (scattered element by element), in place, and on rows apart (gathered)."""
    f = softgen.load(op=op, strategy="flat", cols=cols, dtype=dtype, backend="cuda", **tunables)
    t = TORCH_DTYPES[dtype]
    rows = f.__softgen_plan__.rows_per_block * 3 + 7
    for x_at, y_at in ((0, 0), (1, 1), (3, 3), (2, 1)):
        x = random_rows(1, rows * cols + x_at, t, "cuda")[0, x_at:].view(rows, cols)
        y = poisoned((1, rows * cols + y_at), t, "cuda")[0, y_at:].view(rows, cols)
        assert f(x, out=y) is y
        torch.cuda.synchronize()
        check(y, x, f"flat {rows}x{cols} from {x_at}, out at {y_at}", op=op)
    expected = x.clone()
    f(x, out=x)
    torch.cuda.synchronize()
    check(x, expected, f"flat {rows}x{cols} in place", op=op)
    x = random_rows(rows, cols + 3, t, "cuda")[:, :cols]
    y = poisoned((rows, cols + 5), t, "cuda")[:, 1:cols + 1]
    f(x, out=y)
    torch.cuda.synchronize()
    check(y, x, f"flat {rows}x{cols} rows apart", op=op)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype,cols,tunables", [
    ("bf16", 9, {}), ("fp16", 21, {}), ("bf16", 37, {"block_size": 256}), ("fp32", 45, {}), ("bf16", 125, {}),
    ("fp32", 137, {"threads_per_row": 16, "block_size": 512}), ("fp16", 1000, {}), ("fp32", 1, {}),
])
def test_flat_backward_tiles_from_every_phase(op, dtype, cols, tunables):
    """flat backward on rows back to back, y, dy and dx each starting 0-3 elements into its buffer
    (dx at dy's phase goes out in packs, at another phase element by element), with a last tile
    part full; dx over dy and over y (in place); and on rows apart (gathered and scattered)."""
    f = softgen.load(op=op, strategy="flat", cols=cols, dtype=dtype, backend="cuda", **tunables)
    t = TORCH_DTYPES[dtype]
    rows = f.__softgen_plan__.rows_per_block * 3 + 7

    def at(tensor, start):          # rows x cols back to back, `start` elements into a buffer
        buffer = torch.empty(rows * cols + start, dtype=t, device="cuda")
        view = buffer[start:].view(rows, cols)
        view.copy_(tensor)
        return view

    y0, dy0 = forward_output(op, rows, cols, t), random_rows(rows, cols, t, "cuda")
    for y_at, dy_at, dx_at in ((0, 0, 0), (1, 1, 1), (3, 3, 3), (2, 1, 1), (1, 2, 3)):
        y, dy = at(y0, y_at), at(dy0, dy_at)
        dx = poisoned((1, rows * cols + dx_at), t, "cuda")[0, dx_at:].view(rows, cols)
        assert f(y, dy, out=dx) is dx
        torch.cuda.synchronize()
        check_backward(dx, y, dy, op, f"flat {op} {rows}x{cols} y at {y_at}, dy at {dy_at}, dx at {dx_at}")
    for over in ("dy", "y"):
        y, dy = y0.clone(), dy0.clone()
        f(y, dy, out=dy if over == "dy" else y)
        torch.cuda.synchronize()
        check_backward(dy if over == "dy" else y, y0, dy0, op, f"flat {op} {rows}x{cols}, dx over {over}")
    y, dy, dx = shifted_backward_args(op, rows, cols, t, 1, 2, 3)
    f(y, dy, out=dx)
    torch.cuda.synchronize()
    check_backward(dx, y, dy, op, f"flat {op} {rows}x{cols} rows apart")


def test_in_place():
    for backend in ("cuda", "triton"):
        f = softgen.load(strategy="online", dtype="fp32", backend=backend)
        x = random_rows(5, 3001, torch.float32, "cuda")
        expected = x.clone()
        f(x, out=x)
        check(x, expected, f"in place ({backend})")


@pytest.mark.parametrize("backend", ["cuda", "triton"])
@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("cols", [65537, 131072, 131075, 262144])
def test_online_long_rows(backend, dtype, cols):
    """online on rows long enough that the launchers keep each row's start on chip for the
    second pass (CUDA fp32: shared memory; Triton fp32: registers): -inf filling that start, a
    NaN in it, the max in it or past it, odd widths, and rows not 16-byte aligned."""
    check_long_rows(kernel("online", backend, dtype, cols), "softmax", dtype, cols, f"online {backend}")


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("cols", [131075, 229377, 262144])
def test_online_log_softmax_long_rows(dtype, cols):
    """CUDA online log_softmax on long rows: the held entry (16-bit rows from 192 KB, one tile in
    registers), the split (16-bit from 384 KB, fp32 from 168 KB)."""
    import sys
    f = softgen.load(op="log_softmax", strategy="online", dtype=dtype, backend="cuda")
    module = sys.modules[f.__module__]
    entry = module._split if cols * TORCH_DTYPES[dtype].itemsize >= module.SPLIT_FROM_BYTES else module._held
    check_long_rows(f, "log_softmax", dtype, cols, "online log_softmax")
    assert module._row_entry(0, cols)[1] is entry


@pytest.mark.parametrize("dtype,cols", [("fp32", 131075), ("bf16", 150001), ("fp16", 131072)])
def test_online_held_entry_spreads_a_short_last_wave(dtype, cols, monkeypatch):
    """CUDA online's held entry on a grid whose last wave of one block a row is short: the
    launcher runs the rows in fewer blocks that stride over two rows each, and every row is
    written (NaN-poisoned output against the float64 reference).  fp32 rows that long take the
    split entry: here they are held back from it."""
    import sys
    f = softgen.load(strategy="online", dtype=dtype, backend="cuda")
    module = sys.modules[f.__module__]
    monkeypatch.setattr(module, "_row_entries", {})
    if dtype == "fp32":
        monkeypatch.setattr(module, "SPLIT_FROM_BYTES", 2 ** 40)
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    rows = sms + 8
    launched = []
    launch = module._launch
    monkeypatch.setattr(module, "_launch", lambda grid, *rest: launched.append(grid) or launch(grid, *rest))
    x = random_rows(rows, cols, TORCH_DTYPES[dtype], "cuda")
    x[rows - 1, 5] = 40.0                   # the max in the last row, which a strided block takes
    check(run(f, x), x, f"online {dtype} {cols} x {rows}")
    assert module._row_entry(0, cols)[1] is module._held
    assert launched == [-(-rows // 2)]


@pytest.mark.parametrize("dtype,cols", [("bf16", 100000), ("fp16", 120001), ("bf16", 150001)])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_triton_online_asks_l2_for_the_next_row(op, dtype, cols, monkeypatch):
    """Triton online's gluon kernel at one program an SM, on fewer programs than SMs (a short last
    wave spread evenly), asks L2 for the next row's first tile as it writes a row (NEXT): every
    row written against the float64 reference, contiguous (odd widths peeled) and strided (the
    output's rows as far apart), and the launch passes NEXT only there; views whose start is not
    16-byte aligned take the Triton kernel (a misaligned bulk prefetch faulted there)."""
    import sys
    f = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    name = module.KERNEL + "_gluon_kernel"
    kernel, launched = getattr(module, name), []

    class Spy:                               # records each launch's grid and NEXT
        def __getitem__(self, grid):
            def launch(*args, **kwargs):
                launched.append((grid[0], kwargs.get("NEXT")))
                return kernel[grid](*args, **kwargs)
            return launch
    monkeypatch.setattr(module, name, Spy())
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    for rows in (sms + 8, sms):
        x = random_rows(rows, cols, torch.float32, "cuda")
        x[rows - 1, 7] = 12.0                 # the max in the last row, a program's second
        x[rows // 2, cols - 1] = float("nan")
        x = x.to(TORCH_DTYPES[dtype])
        check(run(f, x), x, f"gluon online {op} {dtype} {cols} x {rows}", op)
        # rows 11 elements apart from a 16-byte-aligned start, the output's as far apart: gluon
        wide = random_rows(rows, cols + 11, TORCH_DTYPES[dtype], "cuda")[:, 8:cols + 8]
        out = poisoned((rows, cols + 11), wide.dtype, "cuda")[:, 8:cols + 8]
        assert f(wide, out=out) is out
        check(out, wide, f"gluon online {op} {dtype} {cols} x {rows}, strided", op)
        # a start off 16 bytes (a view from column 1): the Triton kernel, not a misaligned prefetch
        wide = random_rows(rows, cols + 3, TORCH_DTYPES[dtype], "cuda")[:, 1:cols + 1]
        out = poisoned((rows, cols + 3), wide.dtype, "cuda")[:, 1:cols + 1]
        assert f(wide, out=out) is out
        check(out, wide, f"online {op} {dtype} {cols} x {rows}, misaligned view", op)
    half = -(-(sms + 8) // 2)
    assert launched == [(half, 1), (half, 1), (sms, 0), (sms, 0)], launched


@pytest.mark.parametrize("backend,dtype", [("cuda", "fp32"), ("cuda", "bf16"), ("cuda", "fp16"), ("triton", "fp32"), ("triton", "bf16"), ("triton", "fp16")])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("cols,chunks", [(262144, 0), (200003, 0), (200003, 3), (300001, 5), (100003, 0), (131072, 40),
                                         (43011, 0)])     # fp32 from 168 KB
def test_online_split_rows(backend, dtype, op, cols, chunks, monkeypatch):
    """online on rows cut into chunks over blocks (programs) that merge their (max, sum) through
    global memory (CUDA's split entry, the gluon kernel's SPLIT): the long-row cases (-inf, NaN,
    the max in the first or last chunk, odd and strided rows), in place, twice on one stream and
    once on another (each launch leaves its state zeroed for the next); chunks past a block's
    shared memory (3, 5) and more than a wave of blocks holds (40)."""
    import sys
    f = softgen.load(op=op, strategy="online", dtype=dtype, backend=backend)
    module = sys.modules[f.__module__]
    if cols * TORCH_DTYPES[dtype].itemsize < module.SPLIT_FROM_BYTES:
        pytest.skip(f"{backend} {dtype} rows of {cols} are not split")
    monkeypatch.setattr(module, "SPLIT_CHUNKS", chunks)
    check_long_rows(f, op, dtype, cols, f"online {backend} split {op} {cols} x {chunks or 'rule'}")
    if backend == "cuda":
        assert module._row_entry(0, cols)[1] is module._split
    else:
        assert module._gluon_split(0, 300, cols)[0] > 1
    x = random_rows(140, cols, torch.float32, "cuda")
    x[139, cols // 2 + 7] = 40.0
    x = x.to(TORCH_DTYPES[dtype])
    expected = x.clone()
    for _ in range(2):
        check(run(f, x), x, f"online split {op} {dtype} {cols} again", op)
    side = torch.cuda.Stream()
    with torch.cuda.stream(side):
        y = f(x)
    side.synchronize()
    check(y, x, f"online split {op} {dtype} {cols}, another stream", op)
    f(x, out=x)
    torch.cuda.synchronize()
    check(x, expected, f"online split {op} {dtype} {cols}, in place", op)


def check_long_rows(f, op, dtype, cols, what):
    x = random_rows(300, cols, torch.float32, "cuda")
    x[0, :40000] = float("-inf")
    x[1, 7] = float("nan")
    x[2, 3] = 40.0
    x[3, cols - 2] = 40.0
    x = x.to(TORCH_DTYPES[dtype])
    y = run(f, x)
    check(y, x, f"{what} {dtype} {cols}", op)
    assert torch.isnan(y[1]).all() and not torch.isnan(y[[0, 2, 3]]).any()
    wide = random_rows(150, cols + 3, TORCH_DTYPES[dtype], "cuda")
    x = wide[:, 1:cols + 1]
    check(run(f, x), x, f"{what} {dtype} {cols}, strided rows", op)


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_triton_online_gluon_rows(op, dtype):
    """Triton online's gluon kernel at one program an SM (rows of 168 KB and more, fp32 from 384 KB): rows held,
    cached and streamed, a row of -inf and of one finite value, a NaN, the max in each part,
    rows of a width not a multiple of the tile, odd rows (peeled: head, body, tail)."""
    import sys
    f = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    # log_softmax: the fp32 sum of a row e^30 over the rest rounds to 1 (notes entry 66)
    peak = 40.0 if op == "softmax" else 12.0
    # fp32 400 KB; 16-bit from 168 KB (90001: 4 cached tiles) and 7 cached tiles, one full and 1
    # element (a one-element tail when peeled)
    shortest = [100003] if dtype == "fp32" else [90001, 131089]
    for cols in shortest + [131072 * 4 // TORCH_DTYPES[dtype].itemsize, 300032, 300001]:
        assert module._gluon_shape(0, cols) is not None
        x = random_rows(9, cols, torch.float32, "cuda")
        x[0] = float("-inf")
        x[1] = float("-inf")
        x[1, cols - 5] = 2.0
        x[2, 100] = float("nan")
        x[3, 5] = peak                      # held (fp32) or the first cached tile
        x[4, 40000] = peak                  # a cached tile
        x[5, cols - 1] = peak               # the last, streamed tile (or the peeled tail)
        x[6, 0] = peak                      # odd widths: the peeled head
        x = x.to(TORCH_DTYPES[dtype])
        check(run(f, x), x, f"gluon online {op} {dtype} {cols}", op=op)     # NaN rows: where the reference's are


@pytest.mark.parametrize("dtype,cols", [("bf16", 38912), ("fp16", 50001), ("bf16", 70000), ("fp16", 86015),
                                        ("fp32", 25600), ("fp32", 36001), ("fp32", 43007)])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_triton_online_shared_rows(op, dtype, cols):
    """Triton online's gluon kernel at two programs an SM (16-bit rows of 76-168 KB, fp32 100-168
    KB): more rows than run at once, a row of -inf and of one finite value, a NaN, the max in a
    cached tile, in the re-read one and in the peeled edges; rows at another stride (the Triton
    kernel); and the compiled kernel's registers fit two programs of 16 warps an SM."""
    import sys
    f = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[f.__module__]
    shape = module._gluon_shape(0, cols)
    assert shape is not None and shape[5] == 2
    peak = 40.0 if op == "softmax" else 12.0
    x = random_rows(600, cols, torch.float32, "cuda")
    x[0] = float("-inf")
    x[1] = float("-inf")
    x[1, cols - 5] = 2.0
    x[2, 100] = float("nan")
    x[3, 9000] = peak                   # a cached tile
    x[4, cols - 1] = peak               # the re-read tile (or the peeled tail)
    x[5, 0] = peak                      # the first cached tile (or the peeled head)
    x = x.to(TORCH_DTYPES[dtype])
    check(run(f, x), x, f"shared gluon online {op} {dtype} {cols}", op=op)
    kernel = getattr(module, module.KERNEL + "_gluon_kernel")
    compiled = [k for k in kernel.device_caches[0][0].values() if k.metadata.num_warps == shape[3]]
    assert compiled and all(k.n_regs * 32 * shape[3] * 2 <= 65536 for k in compiled), [k.n_regs for k in compiled]
    wide = random_rows(150, cols + 3, TORCH_DTYPES[dtype], "cuda")
    x = wide[:, 1:cols + 1]
    check(run(f, x), x, f"shared gluon online {op} {dtype} {cols}, strided rows", op)


@pytest.mark.parametrize("dtype,cols", [("bf16", 32768), ("fp16", 44001), ("bf16", 50001), ("fp16", 56000)])
@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
def test_triton_online_backward_gluon_rows(op, dtype, cols):
    """Triton online backward's gluon kernel (16-bit rows whose y and dy fit shared memory): aligned
    and peeled rows, y, dy and dx at the same odd stride (peeled), and dy at another stride or
    tensors not 16-byte aligned (the Triton kernel serves); validated against float64."""
    import sys
    f = softgen.load(op=op, strategy="online", dtype=dtype, backend="triton")
    assert sys.modules[f.__module__]._gluon_shape(0, cols) is not None
    t = TORCH_DTYPES[dtype]
    y = forward_output(op, 300, cols, t)
    dy = random_rows(300, cols, t, "cuda")
    check_backward(run_backward(f, y, dy), y, dy, op, f"gluon {op} {dtype} {cols}")
    for start in (0, 1):        # 16-byte-aligned tensors (gluon, peeled) and not (the Triton kernel)
        y, dy, dx = shifted_backward_args(op, 150, cols, t, start, start, start)
        f(y, dy, out=dx)
        torch.cuda.synchronize()
        check_backward(dx, y, dy, op, f"gluon {op} {dtype} {cols}, rows {cols + 3} apart, start {start}")
    dy = random_rows(150, cols + 5, t, "cuda")[:, 2:cols + 2]              # dy at another stride
    y = forward_output(op, 150, cols, t)
    check_backward(run_backward(f, y, dy), y, dy, op, f"gluon {op} {dtype} {cols}, strided dy")


@pytest.mark.parametrize("dtype,cols", [("bf16", 4097), ("fp16", 6000), ("bf16", 16385), ("fp16", 20001),
                                        ("bf16", 32768), ("fp16", 30001), ("bf16", 40001), ("fp16", 57344)])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_triton_smem_gluon_rows(op, dtype, cols):
    """Triton smem's gluon kernel (16-bit rows of 8 KB and more, copied into shared memory): a row of
    -inf and of one finite value, a NaN, the max in the first, a middle and the last tile (or
    the peeled head and tail), x and out at the same odd stride (peeled), and out at another
    stride than x or tensors not 16-byte aligned (the Triton kernel serves; past 32768 columns,
    which only the gluon kernel holds, an aligned copy of x and an output of its own)."""
    import sys
    f = softgen.load(op=op, strategy="smem", dtype=dtype, cols=cols, backend="triton")
    assert sys.modules[f.__module__]._gluon_shape(0) is not None
    peak = 40.0 if op == "softmax" else 12.0            # log_softmax: see the online gluon test
    x = random_rows(300, cols, torch.float32, "cuda")
    x[0] = float("-inf")
    x[1] = float("-inf")
    x[1, cols - 5] = 2.0
    x[2, 100] = float("nan")
    x[3, 0] = peak
    x[4, cols // 2] = peak
    x[5, cols - 1] = peak
    x = x.to(TORCH_DTYPES[dtype])
    check(run(f, x), x, f"gluon smem {op} {dtype} {cols}", op=op)     # NaN rows: where the reference's are
    wide = random_rows(150, cols + 3, TORCH_DTYPES[dtype], "cuda")
    wide[7, 0] = peak
    wide[8, cols] = peak
    for start in (0, 1):        # 16-byte-aligned tensors (gluon, peeled), and not (the Triton kernel)
        x = wide[:, start:start + cols]
        y = poisoned(wide.shape, wide.dtype, "cuda")
        f(x, out=y[:, start:start + cols])
        torch.cuda.synchronize()
        check(y[:, start:start + cols], x, f"gluon smem {op} {dtype} {cols}, odd stride from {start}", op=op)
        assert torch.isnan(y[:, :start]).all() and torch.isnan(y[:, start + cols:]).all()    # nothing outside
    out = poisoned((150, cols + 1), wide.dtype, "cuda")[:, :cols]
    f(wide[:, :cols], out=out)
    torch.cuda.synchronize()
    check(out, wide[:, :cols], f"gluon smem {op} {dtype} {cols}, another output stride", op=op)


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
@pytest.mark.parametrize("gap", [40.0, 60.0, 80.0])
@pytest.mark.parametrize("stage", [2, 5, 6])
def test_cluster_slices_far_below_the_row_max(stage, dtype, gap):
    """cluster stages 2, 5 and 6 scale each slice's (stage 6: warp's) exps by exp(its max - row
    max) / sum: slices whose max lies far below the row's still write their (normal bf16) outputs,
    not 0 (stage 6 in bf16: the scale without its bias under 2^-126 takes the two-multiply write)."""
    f = softgen.load(strategy="cluster", stage=stage, cluster_size=8, cols=32768, dtype=dtype)
    x = random_rows(64, 32768, torch.float32, "cuda", scale=0.5) - gap
    x[:, :4096] = random_rows(64, 4096, torch.float32, "cuda", scale=0.5)     # the first slice holds the max
    x = x.to(TORCH_DTYPES[dtype])
    check(run(f, x), x, f"cluster stage {stage} {dtype}, slices {gap} below")


def test_runs_on_current_stream():
    f = softgen.load(strategy="block", cols=4096, dtype="bf16", backend="cuda")
    x = random_rows(4096, 4096, torch.bfloat16, "cuda")
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        y = f(x)
    s.synchronize()
    check(y, x, "side stream")


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("cols", [128, 256, 504, 706, 781, 4096, 8200, 9001, 12345, 13288, 19001, 65536, 262144])
def test_auto(dtype, cols):
    f = softgen.load(strategy="auto", cols=cols, dtype=dtype, backend="both")
    x = random_rows(max(1, (1 << 22) // cols), cols, TORCH_DTYPES[dtype], "cuda")
    check(run(f, x), x, f"auto -> {f.__softgen_plan__.name}")


@pytest.mark.parametrize("dtype, cols", [("bf16", 208), ("fp16", 215), ("bf16", 33405), ("bf16", 75000),
                                         ("fp16", 70001), ("fp16", 84001), ("bf16", 95424), ("fp16", 97680),
                                         ("fp32", 150001)])
@pytest.mark.usefixtures("h100_table")
def test_auto_at_the_fiftyeighth_entries(dtype, cols):
    """auto where the H100 table's entries of notes entry 137 serve (eight blocks an SM, stage 6
    x 256 in fp32, 16 x 128 with approx_rcp): rows of every scale, unaligned strided rows, a row
    of -inf and a NaN element."""
    f = softgen.load(strategy="auto", cols=cols, dtype=dtype)
    check_scaled_and_edge_rows(f, dtype, cols, f"auto -> {f.__softgen_plan__.name}")


@pytest.mark.parametrize("dtype, cols", [("fp16", 17829), ("fp16", 20686), ("bf16", 16694), ("fp16", 17008),
                                         ("bf16", 17560), ("bf16", 150008), ("bf16", 194245),
                                         ("fp16", 147249), ("fp16", 184384), ("fp32", 4576), ("fp32", 5201),
                                         ("fp32", 5700)])
@pytest.mark.usefixtures("h100_table")
def test_auto_at_the_fiftyninth_entries(dtype, cols):
    """auto (both backends) where the H100 table's entries of notes entry 138 serve (stage 6 x 4 x 128
    at eight blocks, x 16 x 256 at four, fp32 Triton block and stage 6 x 4), at their bands' edges."""
    f = softgen.load(strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_scaled_and_edge_rows(f, dtype, cols, f"auto -> {f.__softgen_plan__.name}")


@pytest.mark.parametrize("op, cols", [
    ("softmax", 2895), ("log_softmax", 3505), ("softmax", 3506), ("log_softmax", 3506), ("softmax", 5063),
    ("log_softmax", 5151), ("softmax", 5700), ("log_softmax", 4875), ("softmax", 6894), ("log_softmax", 10004),
    ("softmax", 12345), ("log_softmax", 19215), ("softmax", 19219), ("log_softmax", 57240), ("softmax", 57248),
    ("log_softmax", 65535), ("softmax", 131073), ("log_softmax", 140217)])
@pytest.mark.usefixtures("h100_table")
def test_auto_at_the_sixtysecond_entries(op, cols):
    """auto where the H100 table's fp32 bulk-store entries of notes entry 144 serve (cluster stage 6
    x 2 to x 16 at 128-256 threads), at their bands' edges: rows of every scale, unaligned
    strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype="fp32")
    assert f.__softgen_plan__.bulk_store
    check_scaled_and_edge_rows(f, "fp32", cols, f"auto {op} -> {f.__softgen_plan__.name}", op=op)


@pytest.mark.parametrize("op, dtype, cols, cluster_size", [
    ("softmax", "bf16", 13544, 4), ("softmax", "fp16", 13677, 4), ("softmax", "bf16", 16385, 4),
    ("softmax", "fp16", 16693, 4), ("log_softmax", "bf16", 13609, 4), ("log_softmax", "fp16", 16190, 4),
    ("log_softmax", "bf16", 27912, 8), ("log_softmax", "fp16", 38592, 8), ("log_softmax", "bf16", 70109, 16),
    ("log_softmax", "fp16", 92683, 16)])
@pytest.mark.usefixtures("h100_table")
def test_auto_at_the_sixtythird_entries(op, dtype, cols, cluster_size):
    """auto where the H100 table's 16-bit cluster stage 6 entries of notes entry 145 serve (x 4 x
    128, log_softmax x 8 / x 16 x 128 at eight blocks), at their bands' edges: rows of every scale,
    unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    assert (f.__softgen_plan__.spec.cluster_size, f.__softgen_plan__.block_size) == (cluster_size, 128)
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} -> {f.__softgen_plan__.name}", op=op)


@pytest.mark.parametrize("op, dtype, cols, block", [
    ("softmax", "fp32", 193965, 256), ("softmax", "fp32", 216316, 256), ("softmax", "fp32", 230584, 256),
    ("log_softmax", "fp32", 200822, 256), ("log_softmax", "fp32", 229189, 256), ("log_softmax", "fp32", 229190, 384),
    ("log_softmax", "fp32", 236100, 384), ("log_softmax", "fp32", 245997, 384), ("log_softmax", "fp32", 236000, 512),
    ("softmax", "bf16", 212488, 256), ("softmax", "fp16", 229376, 256), ("softmax", "fp16", 237404, 256)])
@pytest.mark.usefixtures("h100_table")
def test_auto_at_the_sixtyfourth_entries(op, dtype, cols, block):
    """auto where the H100 table's long-row entries of notes entry 147 serve (fp32 x 16 with bulk
    stores at 256 and 384 threads, 236000's x 512 between them, 16-bit stage 6 from 211432), at
    their bands' edges: rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    plan = f.__softgen_plan__
    assert (plan.spec.strategy, plan.stage, plan.block_size) == ("cluster", 6, block)
    assert plan.bulk_store == (dtype == "fp32" and block < 512)
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} -> {plan.name}", op=op)


@pytest.mark.parametrize("op, dtype, cols", [
    ("softmax_backward", "fp32", 13084), ("log_softmax_backward", "fp32", 16385), ("softmax_backward", "fp32", 21909),
    ("log_softmax_backward", "fp32", 30827), ("softmax_backward", "fp32", 43011), ("softmax_backward", "bf16", 14152),
    ("softmax_backward", "bf16", 16387)])
@pytest.mark.usefixtures("h100_table")
def test_auto_backward_at_the_sixtythird_entries(op, dtype, cols):
    """auto's backward where the H100 table's stage 2 entries of notes entry 146 serve (fp32 x 8
    / x 16 with bulk stores, bf16 x 8), at their bands' edges: aligned rows, and y, dy and dx at
    odd strides and phases of their own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    assert f.__softgen_plan__.stage == 2
    check_backward_rows(f, op, dtype, cols, f"auto {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op, dtype, cols, stage", [
    ("softmax_backward", "bf16", 258552, 4), ("softmax_backward", "fp16", 262136, 4),
    ("log_softmax_backward", "fp16", 16696, 1), ("log_softmax_backward", "fp16", 18528, 1)])
@pytest.mark.usefixtures("h100_table")
def test_auto_backward_at_the_sixtyfourth_entries(op, dtype, cols, stage):
    """auto's backward where the H100 table's entries of notes entry 147 serve (16-bit stage 4 x
    16 at 258552-262136, fp16 log_softmax_backward stage 1 x 8 at 16696-18528), at their bands'
    edges: aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    assert f.__softgen_plan__.stage == stage
    check_backward_rows(f, op, dtype, cols, f"auto {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op, cols", [("softmax_backward", 4792), ("softmax_backward", 5792),
                                      ("softmax_backward", 5821), ("softmax_backward", 6099),
                                      ("log_softmax_backward", 4792), ("log_softmax_backward", 5792)])
@pytest.mark.usefixtures("h100_table")
def test_auto_backward_at_the_sixtyfifth_entries(op, cols):
    """auto's fp16 backward where the H100 table's block entries of notes entry 148 serve
    (aligned widths 4792-5792, softmax_backward's odd widths 5821-6099), at their bands' edges:
    aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype="fp16")
    assert f.__softgen_plan__.spec.strategy == "block"
    check_backward_rows(f, op, "fp16", cols, f"auto {op} fp16 {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype, cols", [("bf16", 32785), ("fp16", 36203)])
@pytest.mark.usefixtures("h100_table")
def test_auto_16bit_backward_at_32801(op, dtype, cols):
    """auto's 16-bit backward where 32801's stage 1 x 8 entry (notes entry 148) serves odd widths
    32785-36203, at the band's edges: y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    assert f.__softgen_plan__.stage == 1
    check_backward_rows(f, op, dtype, cols, f"auto {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op, dtype, cols, tunables", [
    ("log_softmax", "fp32", 173322, {"block_size": 224, "cluster_size": 16, "stage": 7, "blocks_per_sm": 4}),
    ("log_softmax", "fp32", 178999, {"block_size": 224, "cluster_size": 16, "stage": 7, "blocks_per_sm": 4}),
    ("log_softmax", "fp32", 184270, {"block_size": 224, "cluster_size": 16, "stage": 7, "blocks_per_sm": 4}),
    ("softmax", "fp16", 119799, {"block_size": 128, "cluster_size": 12, "stage": 7, "blocks_per_sm": 8}),
    ("softmax", "fp16", 171001, {"block_size": 128, "cluster_size": 16, "stage": 7, "blocks_per_sm": 8})])
@pytest.mark.usefixtures("h200_table")
def test_auto_at_the_hundredfifth_entries(op, dtype, cols, tunables):
    """auto where the H200 table's forward entries of notes entry 188 serve (fp32 log_softmax
    stage 7 x 16 at 224 x 4, 16-bit stage 7 at 128 x 8 x 12 / x 16): rows of every scale,
    unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    assert f.__softgen_plan__.spec.tunables() == tunables
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} {dtype} {cols}", op=op)


@pytest.mark.parametrize("cols", [222000, 222551, 225749])
@pytest.mark.usefixtures("h200_table")
def test_auto_backward_at_the_hundredfifth_entries(cols):
    """auto's fp32 softmax_backward where the H200 table's x 16 stage 4 entries at 384 threads of
    notes entry 188 serve: aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op="softmax_backward", strategy="auto", cols=cols, dtype="fp32")
    assert f.__softgen_plan__.spec.tunables() == {"block_size": 384, "cluster_size": 16, "stage": 4}
    check_backward_rows(f, "softmax_backward", "fp32", cols, f"auto softmax_backward fp32 {cols}",
                        [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op, dtype, cols, strategy, tunables", [
    ("softmax", "bf16", 850, "block", {}),
    ("softmax", "bf16", 909, "block", {}),
    ("log_softmax", "fp16", 845, "warp", {"threads_per_row": 32, "block_size": 128}),
    ("log_softmax", "fp16", 899, "warp", {"threads_per_row": 32, "block_size": 128})])
@pytest.mark.usefixtures("h200_table")
def test_auto_at_the_hundredfifth_short_rows(op, dtype, cols, strategy, tunables):
    """auto's CUDA kernels where the H200 table's 16-bit entries at 845-910 not a multiple of 16
    bytes serve (notes entry 188, round h): rows of every scale, unaligned strided rows, a row of
    -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype)
    spec = f.__softgen_plan__.spec
    assert (spec.strategy, spec.backend, spec.tunables()) == (strategy, "cuda", tunables)
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} {dtype} {cols}", op=op)


@pytest.mark.parametrize("dtype, cols, backend", [("fp16", 518, "both"), ("fp16", 523, "both"),
                                                   ("fp16", 541, "both"), ("fp16", 523, "cuda"),
                                                   ("bf16", 520, "both"), ("bf16", 544, "both")])
@pytest.mark.usefixtures("h200_table")
def test_auto_softmax_backward_at_the_hundredsixth_entries(dtype, cols, backend):
    """auto's 16-bit softmax_backward where the H200 table's Triton warp entries (and their CUDA
    warp twins) about 520-551 of notes entry 189 serve: aligned rows, and y, dy and dx at odd
    strides and phases of their own."""
    f = softgen.load(op="softmax_backward", strategy="auto", cols=cols, dtype=dtype, backend=backend)
    check_backward_rows(f, "softmax_backward", dtype, cols, f"auto softmax_backward {dtype} {cols} {backend}",
                        [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("cols", [904, 944])
@pytest.mark.usefixtures("h200_table")
def test_auto_bf16_softmax_at_the_hundredsixth_entries(cols):
    """auto's bf16 softmax at the H200 table's Triton warp entries of rows a multiple of 16 bytes
    (notes entry 189): rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(strategy="auto", cols=cols, dtype="bf16", backend="both")
    assert f.__softgen_plan__.spec.backend == "triton"
    check_scaled_and_edge_rows(f, "bf16", cols, f"auto softmax bf16 {cols}")


@pytest.mark.parametrize("op, dtype, cols", [("softmax", "fp32", 526), ("softmax", "fp32", 536),
                                              ("log_softmax", "fp32", 530), ("softmax", "bf16", 1045),
                                              ("log_softmax", "bf16", 1057), ("log_softmax", "fp16", 1041),
                                              ("softmax", "fp16", 1032)])
@pytest.mark.usefixtures("h200_table")
def test_auto_past_a_power_of_two_at_the_hundredsixth_entries(op, dtype, cols):
    """auto's forward just past 512 (fp32) and 1024 (16-bit) columns, where the H200 table's
    entries of notes entry 189 take CUDA block / warp (and Triton warp at fp32 softmax 536) for
    Triton online: rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    assert f.__softgen_plan__.spec.strategy != "online"
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} {dtype} {cols}", op=op)


@pytest.mark.parametrize("cols", [544, 550])
@pytest.mark.usefixtures("h200_table")
def test_auto_fp32_softmax_at_the_hundredseventh_entry(cols):
    """auto's fp32 softmax where 544's CUDA block entry (notes entry 190) serves: rows of every
    scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(strategy="auto", cols=cols, dtype="fp32", backend="both")
    assert f.__softgen_plan__.spec.strategy == "block"
    check_scaled_and_edge_rows(f, "fp32", cols, f"auto softmax fp32 {cols}")


@pytest.mark.parametrize("cols", [3301, 3701, 3999, 4161, 4201])
@pytest.mark.usefixtures("h200_table")
def test_auto_bf16_softmax_backward_at_the_hundredseventh_entries(cols):
    """auto's bf16 softmax_backward about 3275-4245, where the H200 table's entries of notes entry
    190 serve: aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op="softmax_backward", strategy="auto", cols=cols, dtype="bf16", backend="both")
    check_backward_rows(f, "softmax_backward", "bf16", cols, f"auto softmax_backward bf16 {cols}",
                        [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op, dtype, cols", [
    ("log_softmax", "fp16", 11008), ("log_softmax", "fp16", 10950), ("softmax", "fp16", 16384),
    ("softmax", "bf16", 16384), ("log_softmax", "fp16", 16384), ("softmax", "bf16", 32768),
    ("log_softmax", "fp32", 32768), ("log_softmax", "fp32", 32767), ("softmax", "fp32", 18432),
    ("log_softmax", "fp32", 17900), ("log_softmax", "fp32", 6400), ("log_softmax", "fp32", 6301)])
@pytest.mark.usefixtures("h200_table")
def test_auto_at_the_hundredeighth_entries(op, dtype, cols):
    """auto at widths models use where the H200 table's entries of notes entry 191 serve: rows of
    every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} {dtype} {cols}", op=op)


@pytest.mark.parametrize("op, dtype, cols, backend", [
    ("log_softmax", "fp32", 13824, "both"), ("log_softmax", "fp32", 14001, "both"), ("softmax", "fp32", 53248, "both"),
    ("softmax", "fp32", 54971, "both"), ("log_softmax", "fp32", 6119, "both"), ("log_softmax", "fp16", 16384, "cuda"),
    ("softmax", "fp32", 2263, "both"), ("softmax", "fp32", 8100, "both"), ("softmax", "fp32", 8300, "both"),
    ("softmax", "fp32", 8401, "both"), ("softmax", "fp32", 8448, "both"), ("log_softmax", "fp32", 8556, "both")])
@pytest.mark.usefixtures("h200_table")
def test_auto_at_the_hundredninth_entries(op, dtype, cols, backend):
    """auto where the H200 table's entries of notes entry 192 serve (fp16 log_softmax 16384's CUDA
    twin for backend "cuda", fp32 softmax 2263 on 2343's Triton smem, the fp32 forward's CUDA
    cluster entries about 8192): rows of every scale, unaligned strided rows, a row of -inf and a NaN
    element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend=backend)
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} {dtype} {cols} {backend}", op=op)


@pytest.mark.parametrize("cols", [8200, 8400, 8450])
@pytest.mark.usefixtures("h200_table")
def test_auto_bf16_softmax_backward_at_the_hundredninth_entries(cols):
    """auto's bf16 softmax_backward about 8200-8600, where round c's CUDA cluster entries (notes
    entry 192) serve: aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op="softmax_backward", strategy="auto", cols=cols, dtype="bf16", backend="both")
    check_backward_rows(f, "softmax_backward", "bf16", cols, f"auto softmax_backward bf16 {cols}",
                        [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op, dtype, cols", [
    ("softmax", "bf16", 1032), ("log_softmax", "fp16", 1032), ("softmax", "fp32", 4120), ("softmax", "fp32", 516),
    ("log_softmax", "fp32", 8188), ("log_softmax", "fp32", 960), ("softmax", "fp32", 4128),
    ("log_softmax", "fp32", 4108), ("log_softmax", "fp32", 4136)])
@pytest.mark.usefixtures("h200_table")
def test_auto_where_triton_online_entries_stop_at_the_16_element_line(op, dtype, cols):
    """auto's forward where a Triton online entry across the 16-element line, or a power of two,
    no longer serves (auto._peels_apart, notes entry 193): rows of every scale, unaligned strided
    rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_scaled_and_edge_rows(f, dtype, cols, f"auto {op} {dtype} {cols}", op=op)


@pytest.mark.parametrize("op, dtype, cols", [
    ("softmax_backward", "fp32", 4052), ("log_softmax_backward", "fp32", 4240), ("softmax_backward", "bf16", 4120),
    ("softmax_backward", "bf16", 8152), ("softmax_backward", "bf16", 4128), ("log_softmax_backward", "fp32", 4176)])
@pytest.mark.usefixtures("h200_table")
def test_auto_backward_where_triton_online_entries_stop_at_the_16_element_line(op, dtype, cols):
    """auto's backward where a Triton online entry across the 16-element line, or a power of two,
    no longer serves (notes entry 193): aligned rows, and y, dy and dx at odd strides and phases
    of their own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_backward_rows(f, op, dtype, cols, f"auto {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("dtype, cols", [("fp16", 640), ("fp16", 777), ("fp16", 872)])
@pytest.mark.usefixtures("h200_table")
def test_auto_fp16_log_softmax_at_the_hundredeleventh_entries(dtype, cols):
    """auto's fp16 log_softmax where the entries of notes entry 194 serve (CUDA warp, 32 lanes x
    128 threads): rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op="log_softmax", strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_scaled_and_edge_rows(f, dtype, cols, f"auto log_softmax {dtype} {cols}", op="log_softmax")


@pytest.mark.parametrize("op, dtype, cols", [
    ("log_softmax_backward", "fp32", 1536), ("log_softmax_backward", "fp32", 1801),
    ("softmax_backward", "bf16", 1211), ("log_softmax_backward", "fp16", 502)])
@pytest.mark.usefixtures("h200_table")
def test_auto_backward_at_the_hundredeleventh_entries(op, dtype, cols):
    """auto's backward where the entries of notes entry 194 serve (CUDA smem, block):
    aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_backward_rows(f, op, dtype, cols, f"auto {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("op, dtype, cols", [
    ("log_softmax_backward", "fp16", 530), ("log_softmax_backward", "fp16", 571),
    ("softmax_backward", "fp16", 1209), ("log_softmax_backward", "fp16", 6833),
    ("log_softmax_backward", "fp16", 7801), ("log_softmax_backward", "bf16", 545),
    ("softmax_backward", "fp32", 32832), ("log_softmax_backward", "fp32", 32776),
    ("log_softmax_backward", "fp32", 8224), ("log_softmax_backward", "bf16", 65600),
    ("log_softmax_backward", "fp16", 65544)])
@pytest.mark.usefixtures("h200_table")
def test_auto_backward_at_the_hundredtwelfth_entries(op, dtype, cols):
    """auto's backward where the entries of notes entry 195 serve (CUDA warp, block, cluster x 2,
    x 8 / x 12 / x 16 stage 4): aligned rows, and y, dy and dx at odd strides and phases of their
    own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_backward_rows(f, op, dtype, cols, f"auto {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("cols", [10248, 10360])
@pytest.mark.usefixtures("h200_table")
def test_auto_bf16_softmax_at_the_hundredtwelfth_entry(cols):
    """auto's bf16 softmax where 10248's CUDA block 256 entry (notes entry 195) serves 16-byte
    rows past 10240: rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op="softmax", strategy="auto", cols=cols, dtype="bf16", backend="both")
    assert f.__softgen_plan__.spec.strategy == "block"
    check_scaled_and_edge_rows(f, "bf16", cols, f"auto softmax bf16 {cols}", op="softmax")


@pytest.mark.parametrize("op, dtype, cols", [
    ("softmax_backward", "bf16", 1032), ("softmax_backward", "bf16", 131200),
    ("softmax_backward", "fp16", 131080), ("log_softmax_backward", "bf16", 262152),
    ("softmax_backward", "bf16", 65663), ("log_softmax_backward", "fp16", 65601)])
@pytest.mark.usefixtures("h200_table")
def test_auto_backward_at_the_hundredthirteenth_entries(op, dtype, cols):
    """auto's backward where the entries of notes entry 196 serve (CUDA smem, cluster x 16 / x 8
    stage 4): aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    check_backward_rows(f, op, dtype, cols, f"auto {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("tunables", [{"cluster_size": 8, "stage": 4}, {"cluster_size": 12, "stage": 4}],
                         ids=["x8-stage4", "x12-stage4"])
@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
def test_cluster_log_softmax_backward_odd_rows_past_65536(dtype, tunables):
    """CUDA cluster log_softmax_backward at stage 4 on rows off the 16-byte line just past 65536
    (65663; notes entry 196): aligned rows, and y, dy and dx at odd strides and phases of their own."""
    f = softgen.load(op="log_softmax_backward", strategy="cluster", cols=65663, dtype=dtype, backend="cuda", **tunables)
    check_backward_rows(f, "log_softmax_backward", dtype, 65663, f"cluster {tunables} {dtype} 65663", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("cols", [2056, 2120])
@pytest.mark.usefixtures("h200_table")
def test_auto_bf16_log_softmax_at_the_hundredthirteenth_entry(cols):
    """auto's bf16 log_softmax where 2056's CUDA block entry (notes entry 196) serves rows past
    2048: rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op="log_softmax", strategy="auto", cols=cols, dtype="bf16", backend="both")
    assert f.__softgen_plan__.spec.strategy == "block"
    check_scaled_and_edge_rows(f, "bf16", cols, f"auto log_softmax bf16 {cols}", op="log_softmax")


@pytest.mark.parametrize("op, dtype, cols", [("softmax", "fp32", 1030), ("log_softmax", "fp32", 2043)])
def test_triton_online_fp32_short_rows_in_one_tile(op, dtype, cols):
    """Triton online's fp32 rows of 257-511 groups of 16 bytes in one tile of 8 groups a thread
    (notes entry 190): rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(op=op, strategy="online", cols=cols, dtype=dtype, backend="triton")
    check_scaled_and_edge_rows(f, dtype, cols, f"triton online {op} {dtype} {cols}", op=op)


@pytest.mark.parametrize("op, dtype, cols", [("softmax_backward", "bf16", 520), ("softmax_backward", "fp16", 1015)])
def test_triton_online_16_bit_short_backward_rows(op, dtype, cols):
    """Triton online softmax_backward's 16-bit rows of 65-127 groups of 16 bytes in tiles of 2
    groups a thread (notes entry 190): aligned rows, and y, dy and dx at odd strides and phases
    of their own."""
    f = softgen.load(op=op, strategy="online", cols=cols, dtype=dtype, backend="triton")
    check_backward_rows(f, op, dtype, cols, f"triton online {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])


@pytest.mark.parametrize("cols", [1009, 1031])
@pytest.mark.usefixtures("h100_table")
def test_auto_bf16_softmax_at_the_sixtyfifth_entry(cols):
    """auto's bf16 softmax where 1025's CUDA warp entry (notes entry 148) serves odd widths
    1009-1031: rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    f = softgen.load(strategy="auto", cols=cols, dtype="bf16")
    assert f.__softgen_plan__.spec.strategy == "warp"
    check_scaled_and_edge_rows(f, "bf16", cols, f"auto softmax bf16 {cols}")


@pytest.mark.parametrize("op, cols", [("softmax", 86995), ("softmax", 91104), ("softmax", 92540),
                                      ("log_softmax", 88001), ("log_softmax", 91103)])
@pytest.mark.usefixtures("h100_table")
def test_fp32_cluster_of_twelve(op, cols):
    """A cluster of 12 blocks (not a power of two) at stage 6 x 256 with bulk stores, where the
    H100 table serves it (fp32 softmax 86995-92540, notes entry 145) and named at odd widths:
    rows of every scale, unaligned strided rows, a row of -inf and a NaN element."""
    if op == "softmax":
        f = softgen.load(op=op, strategy="auto", cols=cols, dtype="fp32")
        assert f.__softgen_plan__.spec.cluster_size == 12
    else:
        f = softgen.load(op=op, strategy="cluster", cols=cols, dtype="fp32", backend="cuda", stage=6,
                         cluster_size=12, block_size=256, bulk_store=1)
    check_scaled_and_edge_rows(f, "fp32", cols, f"{op} -> {f.__softgen_plan__.name}", op=op)


@pytest.mark.parametrize("op, cols", [("softmax", 300), ("softmax", 400), ("softmax", 880), ("softmax", 1062),
                                      ("softmax", 2290), ("softmax", 3800), ("softmax", 4200), ("softmax", 5201),
                                      ("log_softmax", 183), ("log_softmax", 365), ("log_softmax", 950),
                                      ("log_softmax", 1028)])
@pytest.mark.usefixtures("h100_table")
def test_auto_cuda_twins(op, cols):
    """backend "cuda" auto (small calls too) where the H100 table's pick is Triton: the CUDA twins
    of notes entry 139 (fp32 block x 128 / x 256, warp x 32 lanes, block x 512 at 3382-5699), on
    rows of every scale, unaligned strided rows, a row of -inf and a NaN element; and through
    softgen.softmax / log_softmax on a small input, which takes the same kernel."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype="fp32", backend="cuda")
    assert f.__softgen_plan__.spec.backend == "cuda"
    x = check_scaled_and_edge_rows(f, "fp32", cols, f"auto cuda -> {f.__softgen_plan__.name}", op=op)
    y = getattr(softgen, op)(x)
    check(y, x, f"softgen.{op} small", op=op)


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("cols", [155392, 196608])
def test_fp32_stage6_past_64_elements(op, cols):
    """fp32 stage 6 x 8 at 256 threads holding 76 and 96 elements a thread, two blocks an SM."""
    f = softgen.load(op=op, strategy="cluster", stage=6, cluster_size=8, block_size=256, cols=cols, dtype="fp32")
    assert f.__softgen_plan__.packs_per_thread * 4 > 64
    if op == "softmax":
        check_scaled_and_edge_rows(f, "fp32", cols, f.__softgen_plan__.name)
    else:
        x = random_rows(4, cols, torch.float32, "cuda")
        check(run(f, x), x, f.__softgen_plan__.name, op=op)


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("cols", [307, 340, 680, 781, 1024, 1300, 20001, 33631, 200001])
@pytest.mark.usefixtures("h100_table")
def test_auto_backward(op, dtype, cols):
    """auto's backward picks, each op from its own table group (log_softmax_backward's stage 3
    entries, softmax_backward's for fp32), on rows those entries serve."""
    f = softgen.load(op=op, strategy="auto", cols=cols, dtype=dtype, backend="both")
    t = TORCH_DTYPES[dtype]
    rows = max(1, (1 << 22) // cols)
    y = forward_output(op, rows, cols, t)
    dy = random_rows(rows, cols, t, "cuda")
    check_backward(run_backward(f, y, dy), y, dy, op, f"auto -> {f.__softgen_plan__.name}")


@pytest.mark.parametrize("backend, cols", [("cuda", 7000), ("cuda", 8193), ("both", 8200), ("both", 9000),
                                           ("both", 9768)])
@pytest.mark.usefixtures("h100_table")
def test_auto_fp16_softmax_backward_block_entries(backend, cols):
    """fp16 softmax_backward's CUDA block entries of notes entry 139: 8192's twin (backend "cuda")
    and 9000's (either backend), on rows those entries serve."""
    f = softgen.load(op="softmax_backward", strategy="auto", cols=cols, dtype="fp16", backend=backend)
    assert f.__softgen_plan__.spec.strategy == "block"
    y = forward_output("softmax_backward", 300, cols, torch.float16)
    dy = random_rows(300, cols, torch.float16, "cuda")
    check_backward(run_backward(f, y, dy), y, dy, "softmax_backward", f"auto -> {f.__softgen_plan__.name}")


@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype,cols,tunables", [("bf16", 2101, {}), ("fp16", 2777, {}), ("bf16", 3071, {}),
                                                 ("fp16", 3064, {}), ("fp32", 2070, {"rows_per_block": 2})])
def test_triton_warp_rows_past_2048(op, dtype, cols, tunables):
    """Triton warp's rows in chunks of 2049-3072 columns (16-bit by default: the forward's odd
    rows one warp a program, the backward at 168 registers from its widest; fp32 with
    rows_per_block set), with those caps (maxnreg) on this GPU: scaled rows and unaligned
    strided rows with -inf / NaN (forward), aligned and shifted y / dy / dx (backward), each into a
    NaN-poisoned output against float64 (notes entry 170)."""
    f = softgen.load(op=op, strategy="warp", backend="triton", dtype=dtype, cols=cols, **tunables)
    assert f.__softgen_plan__.in_chunks
    if op.endswith("backward"):
        check_backward_rows(f, op, dtype, cols, f"Triton warp {op} {dtype} {cols}", [(1, 1, 1), (0, 2, 3)])
    else:
        check_scaled_and_edge_rows(f, dtype, cols, f"Triton warp {op} {dtype}", op=op)


@pytest.mark.parametrize("strategy,backend,dtype,cols",
                         kernel_cases(widths=[1, 33, 781, 4097]))
def test_log_softmax(strategy, backend, dtype, cols):
    f = softgen.load(op="log_softmax", strategy=strategy, backend=backend, dtype=dtype,
                     cols=None if strategy == "online" else cols)
    x = random_rows(300, cols, TORCH_DTYPES[dtype], "cuda")
    check(run(f, x), x, "log_softmax", op="log_softmax")
    x[0, 0] = float("-inf")
    x[1] = float("-inf")
    check(run(f, x), x, "log_softmax, -inf", op="log_softmax")


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward"])
@pytest.mark.parametrize("named", [512, 1024, 2048, 4096, 12345])
def test_online_shaped_for_a_width(named, op, dtype):
    """CUDA online compiled for a width gets a block sized to it (32-256 threads, 2 or 4 packs a
    thread a tile); the kernel still takes any width: shorter, odd, and rows of many tiles."""
    f = softgen.load(op=op, strategy="online", dtype=dtype, cols=named)
    t = TORCH_DTYPES[dtype]
    for rows, cols in ((3, 1), (65, 33), (300, named - 3), (300, named), (300, named + 1), (5, 50001)):
        if op == "softmax_backward":
            y = forward_output(op, rows, cols, t)
            dy = random_rows(rows, cols, t, "cuda")
            check_backward(run_backward(f, y, dy), y, dy, op, f"online for {named}: {rows}x{cols}")
        else:
            x = random_rows(rows, cols, t, "cuda")
            check(run(f, x), x, f"online for {named}: {rows}x{cols}", op=op)


@pytest.mark.parametrize("strategy,backend", [(s, b) for b in BACKWARD_STRATEGIES for s in BACKWARD_STRATEGIES[b]])
@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
def test_backward_kernels(op, dtype, strategy, backend):
    t = TORCH_DTYPES[dtype]
    top = max_cols(strategy, dtype, backend, op)
    for rows, cols in ((3, 1), (65, 33), (300, 781), (129, 12345), (4, 65536), (5, top or 300000)):
        if top is not None and cols > top:
            continue
        f = softgen.load(op=op, strategy=strategy, dtype=dtype, backend=backend,
                         cols=None if strategy == "online" else cols)
        y = forward_output(op, rows, cols, t)
        dy = random_rows(rows, cols, t, "cuda")
        check_backward(run_backward(f, y, dy), y, dy, op, f"{op} {rows}x{cols}")
        dy2 = random_rows(rows, cols + 3, t, "cuda")[:, 1:cols + 1]    # unaligned, strided
        check_backward(f(y, dy2), y, dy2, op, "strided dy")
        dx2 = poisoned((rows, cols + 3), t, "cuda")[:, 3:]                # unaligned, strided dx
        f(y, dy, out=dx2)
        check_backward(dx2, y, dy, op, "strided dx")


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("stage", [3, 4])
def test_cluster_backward_y_staged(stage, op, dtype):
    """Backward cluster stages 3 and 4: y's slice in shared memory, dy's read twice (3) or held in
    registers (4); aligned and unaligned, strided dy and dx (each with its own 16-byte phase),
    portable and 16-block clusters."""
    t = TORCH_DTYPES[dtype]
    for cols, k in ((1, 2), (33, 4), (1025, 8), (12345, 16), (131075, 8), (262147, 16)):
        f = softgen.load(op=op, strategy="cluster", stage=stage, cluster_size=k, dtype=dtype, cols=cols)
        for y_shift, dy_shift, dx_shift in ((0, 0, 0), (1, 2, 3)):
            y, dy, dx = shifted_backward_args(op, 5, cols, t, y_shift, dy_shift, dx_shift)
            f(y, dy, out=dx)
            torch.cuda.synchronize()
            check_backward(dx, y, dy, op, f"stage {stage} x {k}, 5x{cols}, shifts {y_shift} {dy_shift} {dx_shift}")


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
def test_cluster_backward_stage4_dy_rest(op, dtype):
    """Backward stage 4 where dy's slice outgrows the registers: the packs past them staged with
    y's and read again at the write.  Aligned and unaligned, strided dy and dx, a dy term in
    the re-read part that dominates the row's sum, more rows than clusters run at once; a
    blocks_per_sm bound that leaves room for part of dy's slice (three blocks an SM)."""
    t = TORCH_DTYPES[dtype]
    for cols, k, block, blocks in ((33631, 2, 256, None), (700000, 16, None, None),
                                 (262147 if dtype == "fp32" else 524301, 16, 256, 3)):
        f = softgen.load(op=op, strategy="cluster", stage=4, cluster_size=k, dtype=dtype, cols=cols,
                         **({"block_size": block} if block else {}), **({"blocks_per_sm": blocks} if blocks else {}))
        assert f.__softgen_plan__.streams_dy_rest
        rows = 300 if cols < 100000 else 40
        for y_shift, dy_shift, dx_shift in ((0, 0, 0), (1, 2, 3)):
            y, dy, dx = shifted_backward_args(op, rows, cols, t, y_shift, dy_shift, dx_shift)
            dy[0, cols // k - 5] = 40.0        # in block 0's re-read packs
            dy[1, -9] = -40.0                  # in the last block's
            f(y, dy, out=dx)
            torch.cuda.synchronize()
            check_backward(dx, y, dy, op, f"stage 4 x {k}, {rows}x{cols}, shifts {y_shift} {dy_shift} {dx_shift}")


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
def test_cluster_backward_stage8_dy_rest_in_shared_memory(op, dtype):
    """Backward stage 8: dy's packs past the registers staged in shared memory beside y's (three
    blocks an SM).  Aligned and unaligned, strided dy and dx (each with its own 16-byte phase, dy's
    rest then through registers), a dy term in the staged part that dominates the row's sum, the
    last block's shorter slice, more rows than clusters run at once."""
    t = TORCH_DTYPES[dtype]
    for cols, k, block in ((40001, 4, 256), (201861, 16, None), (221499, 16, 288)):
        f = softgen.load(op=op, strategy="cluster", stage=8, cluster_size=k, dtype=dtype, cols=cols,
                         **({"block_size": block} if block else {}))
        plan = f.__softgen_plan__
        assert plan.stage == 8 and plan.block_size * plan.packs_per_thread < plan.slice_packs
        rows = 400 if cols < 100000 else 60
        for y_shift, dy_shift, dx_shift in ((0, 0, 0), (1, 2, 3)):
            y, dy, dx = shifted_backward_args(op, rows, cols, t, y_shift, dy_shift, dx_shift)
            dy[0, cols // k - 5] = 40.0        # in block 0's staged packs
            dy[1, -9] = -40.0                  # in the last block's
            f(y, dy, out=dx)
            torch.cuda.synchronize()
            check_backward(dx, y, dy, op, f"stage 8 x {k}, {rows}x{cols}, shifts {y_shift} {dy_shift} {dx_shift}")


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"])
def test_cluster_stage2_blocks_of_576(op, dtype):
    """Stage 2's default past 512 threads: blocks of 576 (18 warps, two an SM), forward at 8
    blocks a row, backward at 16; aligned and unaligned rows, a row of -inf in one."""
    backward = op.endswith("_backward")
    cols, k = (140001, 16) if backward else (150001, 8)
    f = softgen.load(op=op, strategy="cluster", stage=2, cluster_size=k, dtype=dtype, cols=cols)
    plan = softgen.make_plan(softgen.KernelSpec(op=op, strategy="cluster", stage=2, cluster_size=k, dtype=dtype, cols=cols))
    assert (plan.block_size, plan.min_blocks) == (576, 2)
    t = TORCH_DTYPES[dtype]
    if backward:
        y = forward_output(op, 5, cols, t)
        dy = random_rows(5, cols + 3, t, "cuda")[:, 2:cols + 2]           # unaligned, strided
        check_backward(run_backward(f, y, dy), y, dy, op, f"5x{cols}")
        return
    x = random_rows(5, cols, t, "cuda")
    check(run(f, x), x, f"5x{cols}", op=op)
    x = random_rows(4, cols + 3, t, "cuda")[:, 1:cols + 1]               # unaligned, strided
    x[1] = float("-inf")
    check(run(f, x), x, f"unaligned 4x{cols}", op=op)


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("stage", [0, 1, 2, 5, 6])
def test_cluster_stages(stage, op, dtype):
    """Cluster stage 0 (slices read twice, any width), 1 (in shared memory), 2 (in registers), 5
    and 6 (the exps in shared memory / registers, forward only), portable and non-portable (16 blocks) clusters:
    widths from one element to past any staging, unaligned rows, slices of -inf next to finite
    values and next to a NaN."""
    t = TORCH_DTYPES[dtype]
    widest = {0: 300001, 1: 131075, 2: 65539, 5: 262147, 6: 262147}[stage]
    for cols, k in ((1, 2), (33, 4), (1025, 8), (12345, 16), (widest, 8), (widest, 16)):
        f = softgen.load(op=op, strategy="cluster", stage=stage, cluster_size=k, dtype=dtype, cols=cols)
        x = random_rows(5, cols, t, "cuda")
        check(run(f, x), x, f"5x{cols}", op=op)
        x = random_rows(6, cols + 3, t, "cuda")[:, 1:cols + 1]       # unaligned, strided
        x[0, cols // 2] = float("-inf")
        x[1] = float("-inf")
        x[2, :cols // 2 + 1] = float("-inf")                          # whole slices of -inf
        x[3, :cols // 2] = float("-inf")
        x[3, -1] = float("nan")
        check(run(f, x), x, f"unaligned 6x{cols}", op=op)
        if stage in (5, 6):
            continue
        b = softgen.load(op=op + "_backward", strategy="cluster", stage=stage, cluster_size=k, dtype=dtype, cols=cols)
        y = forward_output(op, 5, cols, t)
        dy = random_rows(5, cols + 3, t, "cuda")[:, 2:cols + 2]           # unaligned, strided
        check_backward(run_backward(b, y, dy), y, dy, op + "_backward", f"backward 5x{cols}")


def _stage6_rows(rows, cols, dtype, far_below_from=None):
    """Rows for the stage 6 register-bound tests: unaligned and strided (a view of a wider
    buffer), one all -inf, one with a NaN, one half -inf; with far_below_from, rows 4-7 lie 60
    below their max from that column on (bf16 softmax's second write path)."""
    base = random_rows(rows, cols + 3, torch.float32, "cuda")
    x = base[:, 2:cols + 2]
    x[1] = float("-inf")
    x[2, cols // 3] = float("nan")
    x[3, :cols // 2] = float("-inf")
    if far_below_from is not None:
        x[4:8, far_below_from:] -= 60.0
    return base.to(TORCH_DTYPES[dtype])[:, 2:cols + 2]


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_stage6_tight_registers(op, dtype):
    """Stage 6 blocks bounded to 72 registers for one more block an SM (ptxas spills up to 72
    bytes a thread): many rows, so blocks share SMs, and rows of -inf and NaN."""
    for cols, blocks in ((266761, 3), (420000, 2)):
        f = softgen.load(op=op, strategy="cluster", stage=6, cluster_size=16, dtype=dtype, cols=cols)
        assert f.__softgen_plan__.min_blocks == blocks
        x = _stage6_rows(48, cols, dtype)
        check(run(f, x), x, f"{cols} x 16", op=op)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_stage6_one_pointer_packs(op, dtype):
    """LaunchPlan.one_pointer_packs (stage 6, 16-bit, clusters of 8 and 16): aligned rows take the
    path with no test a pack; unaligned strided rows leave the last slice short (the tested path)
    and write through scalar stores (the output's phase differs); -inf and NaN rows, and (bf16
    softmax) slices far below the row's max."""
    for cols, k in ((262144, 16), (131072, 8)):
        f = softgen.load(op=op, strategy="cluster", stage=6, cluster_size=k, dtype=dtype, cols=cols)
        assert f.__softgen_plan__.one_pointer_packs
        check_scaled_and_edge_rows(f, dtype, cols, f"one pointer x {k}", op=op)
        x = _stage6_rows(24, cols, dtype, far_below_from=cols // k)
        check(run(f, x), x, f"{cols} x {k} strided", op=op)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_stage6_fourth_block_of_224(op, dtype):
    """Stage 6 at 224 threads x 7 packs bounded to four blocks an SM (72 registers): unaligned
    strided rows, -inf and NaN rows, and (bf16 softmax) slices far below the row's max, which
    take the write's second path."""
    for cols, k in ((24700, 2), (199001, 16)):
        f = softgen.load(op=op, strategy="cluster", stage=6, cluster_size=k, dtype=dtype, cols=cols)
        plan = f.__softgen_plan__
        assert (plan.block_size, plan.packs_per_thread, plan.min_blocks) == (224, 7, 4)
        x = _stage6_rows(40, cols, dtype, far_below_from=cols // k)    # every slice but the first far below
        assert x.stride(0) == cols + 3
        check(run(f, x), x, f"{cols} x {k}", op=op)


@pytest.mark.parametrize("dtype", ["bf16", "fp16", "fp32"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_stage7_registers_and_shared_memory(op, dtype):
    """Stage 7: each slice's first 64 elements a thread in registers, the rest in shared memory.
    Rows at an unaligned start (strided, and written into an output of another phase), the
    row's max in the shared-memory part or in an edge, -inf and NaN, a max past the folded
    exponent's range, spikes that leave most elements 85 below the row's max (outputs subnormal
    in bf16), and more rows than clusters run at once."""
    t = TORCH_DTYPES[dtype]
    for cols, block in ((300000, 256), (536199, 256), (800000, 384)):      # a rest of 4.6 / 33-132 KB
        f = softgen.load(op=op, strategy="cluster", stage=7, cluster_size=16, dtype=dtype, cols=cols,
                         **({"block_size": block} if block != 256 else {}))
        assert f.__softgen_plan__.smem_bytes > 0
        x = random_rows(40, cols + 3, t, "cuda")[:, 2:cols + 2]       # unaligned, strided
        x[0, cols // 2] = 40.0             # the max in the middle of a slice's shared-memory packs
        x[1] = float("-inf")
        x[2, cols // 3] = float("nan")
        x[3, :cols // 2] = float("-inf")
        x[4, -1] = 40.0                    # the max in the tail
        x[5] += 300.0                      # past the folded exponent's range
        x[6, ::997] += 85.0                # most elements 85 below the max: subnormal bf16 outputs
        check(run(f, x), x, f"{cols} x 16", op=op)
        y = poisoned((8, cols + 1), t, "cuda")[:, 1:]                  # an output of another phase
        assert f(x[:8], out=y) is y
        torch.cuda.synchronize()
        check(y, x[:8], f"{cols} x 16, output of another phase", op=op)


@pytest.mark.parametrize("dtype", ["bf16", "fp16", "fp32"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_stage7_packs_from_the_blocks_bound(op, dtype):
    """Stage 7 at a blocks_per_sm bound: six packs a thread in registers in bf16, five in fp16, ten
    in fp32 (64 registers), the rest of each slice in shared memory (the H200 table's 97000-262144
    shapes).  Unaligned strided rows, -inf and NaN rows, slices far below the row's max, more rows
    than clusters run at once, and the scaled and edge rows."""
    for cols, k, block, blocks in ((103000, 8, 128, 8), (140581, 12, 128, 8), (262144, 16, 160, 6)):
        f = softgen.load(op=op, strategy="cluster", stage=7, cluster_size=k, block_size=block,
                         blocks_per_sm=blocks, dtype=dtype, cols=cols)
        plan = f.__softgen_plan__
        assert (plan.packs_per_thread, plan.min_blocks) == ({"bf16": 6, "fp16": 5, "fp32": 10}[dtype], blocks)
        assert plan.smem_bytes > 0
        x = _stage6_rows(48, cols, dtype, far_below_from=cols // k)
        check(run(f, x), x, f"{cols} x {k} x {block}", op=op)
        check_scaled_and_edge_rows(f, dtype, cols, f"stage 7 {cols} x {k} x {block}", op=op)


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_stage7_staged_sum_first(op):
    """bf16 stage 7 x 16 at 160 x 6 and 192 x 5 (LaunchPlan.staged_sum_first): the shared-memory
    packs summed first against their own max, each thread's registers against its own, so a
    thread's two parts and the threads of a slice start from different maxima.  Rows where whole
    runs of packs are -inf (a thread's registers or its shared-memory packs all -inf), runs far
    above the rest (either part holding the slice's max by 80), the stage 6 rows (-inf, NaN,
    slices 60 below the max) and the scaled and edge rows."""
    for cols, block, blocks in ((220001, 160, 6), (262143, 192, 5)):
        f = softgen.load(op=op, strategy="cluster", stage=7, cluster_size=16, block_size=block,
                         blocks_per_sm=blocks, dtype="bf16", cols=cols)
        assert f.__softgen_plan__.staged_sum_first == (op == "softmax" or blocks == 6)
        x = _stage6_rows(48, cols, "bf16", far_below_from=cols // 16)

        def runs(row, n):        # row's columns as pairs of runs of n (those past the last pair left out)
            return x[row][:cols // (2 * n) * 2 * n].view(-1, 2, n)
        for r, n in enumerate((640, 1280, 2560, 7000)):
            runs(8 + r, n)[:, 0] = float("-inf")       # every other run of columns -inf
            runs(12 + r, n)[:, 1] += 80.0              # every other run far above the rest
        check(run(f, x), x, f"stage 7 {cols} x 16 x {block}", op=op)
        check_scaled_and_edge_rows(f, "bf16", cols, f"stage 7 {cols} x 16 x {block}", op=op)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_edges_read_after_the_slice(op, dtype):
    """16-bit cluster stage 1 reads a row's head and tail scalars after its slice's packs (forward:
    one register for both; LaunchPlan.edges_after_body): rows at every 2-byte phase, with the
    row's max, a NaN or -inf in an edge scalar; backward with y and dy at different phases and
    an edge term that dominates the row's sum."""
    t = TORCH_DTYPES[dtype]
    for cols, k in ((195892, 16), (12345, 8), (1031, 2)):
        f = softgen.load(op=op, strategy="cluster", stage=1, cluster_size=k, dtype=dtype, cols=cols)
        assert f.__softgen_plan__.edges_after_body and f.__softgen_plan__.min_blocks > 1
        for shift in range(8):
            x = random_rows(6, cols + 8, t, "cuda")[:, shift:shift + cols]
            x[0, 0] = 30.0                  # the max in a head (or, at phase 0, the first pack)
            x[1, -1] = 30.0                 # in a tail
            x[2, 0] = float("nan")
            x[3, -1] = float("-inf")
            x[4, 1:] = float("-inf")        # all but the first element
            check(run(f, x), x, f"phase {shift}, {cols} x {k}", op=op)
        b = softgen.load(op=op + "_backward", strategy="cluster", stage=1, cluster_size=k, dtype=dtype, cols=cols)
        assert b.__softgen_plan__.edges_after_body
        for shift in range(0, 8, 3):
            y = torch.empty(4, cols + 8, dtype=t, device="cuda")[:, shift:shift + cols]
            y.copy_(forward_output(op, 4, cols, t))
            y[0, 0] = y[1, -1] = 0.9 if op == "softmax" else -0.1        # an edge that dominates the sum
            dy = random_rows(4, cols + 8, t, "cuda")[:, 7 - shift:7 - shift + cols]
            dy[0, 0] = dy[1, -1] = 40.0
            check_backward(run_backward(b, y, dy), y, dy, op + "_backward", f"backward phase {shift}, {cols} x {k}")


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("stage", [0, 1, 2])
def test_cluster_sector_phases(stage, op):
    """fp32 clusters start each row's packs on a 32-byte sector (a head of up to 7 scalars) and
    round slices to even packs: rows at every 4-byte phase, outputs at the input's 16-byte
    phase but the other 32-byte one (packed stores) and at another 16-byte phase (scalar stores)."""
    for cols, k in ((100001, 16), (86500, 4), (65539, 8)):
        f = softgen.load(op=op, strategy="cluster", stage=stage, cluster_size=k, dtype="fp32", cols=cols)
        assert f.__softgen_plan__.align_packs == 2
        for x_shift, y_shift in ((0, 4), (4, 0), (1, 5), (3, 2)):
            x = random_rows(8, cols + 8, torch.float32, "cuda")[:, x_shift:x_shift + cols]
            x[1, :cols // 3] = float("-inf")
            out = poisoned((8, cols + 8), torch.float32, "cuda")[:, y_shift:y_shift + cols]
            f(x, out=out)
            torch.cuda.synchronize()
            check(out, x, f"stage {stage} x {k}, {cols}, shifts {x_shift} {y_shift}", op=op)


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("async_copy", [0, 1])
def test_staged_copy_paths(async_copy, op, dtype):
    """Rows loaded through registers or with cp.async (smem, cluster stages 1 and 2): widths
    from one element to the widest staged, unaligned strided rows, rows of -inf and NaN."""
    t = TORCH_DTYPES[dtype]
    smem_top = max_cols("smem", dtype, "cuda")
    cases = [dict(strategy="smem", cols=c) for c in (1, 33, 781, 12345, smem_top)] + \
            [dict(strategy="cluster", stage=1, cluster_size=k, cols=c) for k, c in ((2, 1025), (8, 131075), (16, 262147))] + \
            [dict(strategy="cluster", stage=2, cluster_size=k, cols=c) for k, c in ((2, 1), (4, 1025), (16, 65539))] + \
            [dict(strategy="smem", cols=781, vec=nbytes // t.itemsize) for nbytes in (4, 8)]   # cp.async .ca
    for case in cases:
        f = softgen.load(op=op, dtype=dtype, async_copy=async_copy, **case)
        assert f.__softgen_plan__.async_copy == bool(async_copy)
        cols = case["cols"]
        x = random_rows(5, cols, t, "cuda")
        check(run(f, x), x, f"{case} 5x{cols}", op=op)
        x = random_rows(4, cols + 3, t, "cuda")[:, 1:cols + 1]       # unaligned, strided
        x[1] = float("-inf")
        x[2, cols // 2] = float("nan")
        x[3, :cols // 2] = float("-inf")
        check(run(f, x), x, f"{case} unaligned 4x{cols}", op=op)


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("case", [dict(strategy="warp", cols=1), dict(strategy="warp", cols=224, threads_per_row=16, block_size=256),
                                  dict(strategy="warp", cols=1000), dict(strategy="block", cols=1464),
                                  dict(strategy="block", cols=12345)])
def test_approx_rcp(case, dtype):
    """1 / sum as rcp.approx (approx_rcp=1): within the dtype's tolerance of the float64 softmax on
    rows of every scale (maxima from -300 to 300, so some exps fold and some do not), unaligned
    strided rows, a row of -inf (NaN, as the division gives) and a NaN element."""
    f = softgen.load(dtype=dtype, approx_rcp=1, **case)
    assert f.__softgen_plan__.approx_rcp
    check_scaled_and_edge_rows(f, dtype, case["cols"], str(case))


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
@pytest.mark.parametrize("case", [dict(strategy="cluster", stage=6, cluster_size=16, block_size=128, cols=81977),
                                  dict(strategy="cluster", stage=6, cluster_size=16, block_size=128, cols=97680),
                                  dict(strategy="block", block_size=256, cols=12345)])
def test_blocks_per_sm(case, dtype):
    """__launch_bounds__ at eight blocks an SM from the spec (blocks_per_sm=8; the H100 table's
    16-bit 84001 / 95424 entries, 64 registers a thread): within tolerance of the float64 softmax
    on rows of every scale, unaligned strided rows, a row of -inf and a NaN element, also where the
    bound makes ptxas spill (fp32 cluster at 97680 columns, block at 32 registers)."""
    f = softgen.load(dtype=dtype, blocks_per_sm=8, **case)
    assert f.__softgen_plan__.min_blocks == 8
    check_scaled_and_edge_rows(f, dtype, case["cols"], str(case))


@pytest.mark.parametrize("op,dtype,cols,block,blocks", [
    ("softmax", "fp32", 170000, 256, 16), ("log_softmax", "fp32", 160001, 256, 16), ("softmax", "fp32", 199000, 256, 16),
    ("softmax", "bf16", 92000, 128, 16), ("softmax", "fp16", 84001, 128, 16), ("log_softmax", "bf16", 163064, 256, 16),
    ("softmax", "fp32", 5801, 256, 2), ("log_softmax", "fp32", 10001, 192, 4), ("softmax", "fp32", 45001, 192, 8),
    ("log_softmax", "fp32", 100003, 192, 16), ("log_softmax", "fp32", 245001, 384, 16)])
def test_bulk_store(op, dtype, cols, block, blocks):
    """Cluster stage 6 writing each block's packs through shared memory and one bulk copy
    (bulk_store=1, the H100 table's fp32 2895-245997 entries, x 2 to x 16): rows of every scale;
    unaligned strided rows into a contiguous output (other phase: stores from the registers); the
    same rows into an output at their own phase (bulk copies between head and tail scalars), with a row of
    -inf, a NaN element, and a row whose first part lies 100 below the rest, so that the warps of
    one block scale their exps apart (bf16: with and without the exponent's bias)."""
    f = softgen.load(op=op, strategy="cluster", stage=6, cluster_size=blocks, block_size=block, cols=cols,
                     dtype=dtype, bulk_store=1)
    assert f.__softgen_plan__.bulk_store and f.__softgen_plan__.smem_bytes % 128 == 0
    what = f"bulk_store {op} {dtype} {cols}"
    x = check_scaled_and_edge_rows(f, dtype, cols, what, op=op)
    x[3, :cols // 2 + 37] -= 100
    y = poisoned((4, cols + 3), x.dtype, "cuda")[:, 1:cols + 1]         # x's 16-byte phase
    assert f(x, out=y) is y
    torch.cuda.synchronize()
    check(y, x, f"{what} unaligned, output at the same phase", op=op)
    z = random_rows(3, cols, TORCH_DTYPES[dtype], "cuda")                # aligned rows
    check(run(f, z), z, f"{what} aligned", op=op)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype, cols, blocks, block", [("fp32", 24001, 8, 256), ("fp32", 48000, 16, 256),
                                                        ("fp32", 100003, 16, 512), ("bf16", 65537, 16, 256)])
def test_backward_bulk_store(op, dtype, cols, blocks, block):
    """Cluster backward stage 2 writing each block's dx packs through shared memory and one bulk
    copy (bulk_store=1): rows of 300 (a cluster takes several in turn, so a block refills its
    buffer after the copy); y, dy and dx at one odd phase (bulk copies between head and tail
    scalars), at three phases (dx at another: stores from the registers); aligned rows."""
    f = softgen.load(op=op, strategy="cluster", stage=2, cluster_size=blocks, block_size=block, cols=cols,
                     dtype=dtype, bulk_store=1)
    assert f.__softgen_plan__.bulk_store and f.__softgen_plan__.smem_bytes % 128 == 0
    check_backward_rows(f, op, dtype, cols, f"bulk_store {op} {dtype} {cols}", [(1, 1, 1), (1, 2, 3)])


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("case", [dict(strategy="warp", cols=1024), dict(strategy="warp", cols=1000, threads_per_row=16),
                                  dict(strategy="block", cols=4096), dict(strategy="block", cols=12345),
                                  dict(strategy="smem", cols=12345), dict(strategy="smem", cols=50000, async_copy=0),
                                  dict(strategy="cluster", stage=1, cluster_size=16, cols=262144),
                                  dict(strategy="cluster", stage=1, cluster_size=4, cols=65539, async_copy=1, exchange=2)])
def test_folded_exponent(case, dtype):
    """16-bit CUDA softmax folds x - m (staged rows 1 / sum too) into the exponent where a
    row's max is moderate (|max| < 256), and takes the exact form elsewhere: rows on both sides
    of the limit (whole rows, and maxima whose blocks of a cluster fall on different sides), one
    block's slice all -inf, outputs down to the dtype's subnormals."""
    f = softgen.load(dtype=dtype, **case)
    assert f.__softgen_plan__.fold_exp
    check_fold_limit(f, dtype, case["cols"], f"{case} {dtype}")


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("cols", [50000, 100003, 262144, 300001])
def test_online_folded_exponent(cols, dtype):
    """CUDA online 16-bit softmax folds the exponent in its row-cache, held and split entries
    (the ones long rows take): pass 1's running sums and pass 2's writes on both sides of the
    fold limit."""
    f = softgen.load(strategy="online", dtype=dtype)
    assert f.__softgen_plan__.fold_exp
    check_fold_limit(f, dtype, cols, f"online {dtype} {cols}")


def check_fold_limit(f, dtype, cols, what):
    """Rows whose max is either side of the fold limit, a max in the row's second half only,
    a first half of -inf, and outputs down to the dtype's subnormals."""
    t = TORCH_DTYPES[dtype]
    huge = 1000.0 if dtype == "bf16" else 60000.0       # fp16 holds values to 65504
    x = random_rows(8, cols, torch.float32, "cuda")     # |x| under 20
    for r, top in enumerate((20.0, 254.0, 258.0, -254.0, -258.0, huge)):
        x[r] += top - 20.0
        x[r, 7] = top                                  # the row's max: either side of 256
    x[6, cols // 2:] += 300.0                          # the max in later blocks only, over the limit
    x[7, : cols // 2] = float("-inf")
    # outputs down to the subnormals: 2^-133 in bf16 (the folded exponent's double bias), 2^-24 in fp16
    x[7, -1] = 95.0 if dtype == "bf16" else 12.0
    x = x.to(t)
    check(run(f, x), x, f"{what}: maxima around the fold limit")


CLUSTER_KERNELS = [("softmax", 0), ("softmax", 1), ("softmax", 2), ("log_softmax", 1),
                   ("softmax_backward", 0), ("softmax_backward", 1), ("softmax_backward", 2),
                   ("log_softmax_backward", 3), ("softmax_backward", 4), ("softmax", 6), ("log_softmax", 6)]


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
@pytest.mark.parametrize("op,stage", CLUSTER_KERNELS)
@pytest.mark.parametrize("exchange", [0, 1, 2])
def test_cluster_rows_in_rounds(op, stage, dtype, exchange, monkeypatch):
    """Cluster kernels on a grid of fewer clusters than rows, so each cluster takes rows in
    rounds (the exchange's two sets of slots and, on mbarriers, both phases of each): 2 and
    3 clusters over 7 and 11 rows, portable and 16-block clusters, each way of exchanging.
    Stage 6 takes one row a cluster: its launcher launches a grid's worth of rows at a time."""
    if exchange == 2 and op.endswith("backward"):
        pytest.skip("the backward exchanges block partials")
    import sys
    t = TORCH_DTYPES[dtype]
    for cols, k in ((1025, 4), (65539, 16)):
        f = softgen.load(op=op, strategy="cluster", stage=stage, cluster_size=k, exchange=exchange, dtype=dtype,
                         cols=cols)
        module = sys.modules[f.__module__]
        for clusters, rows in ((2, 7), (3, 11)):
            monkeypatch.setattr(module, "MAX_GRID", clusters * k)
            what = f"stage {stage} x {k}, {clusters} clusters over {rows}x{cols}, exchange {exchange}"
            if op.endswith("backward"):
                y = forward_output(op, rows, cols, t)
                dy = random_rows(rows, cols, t, "cuda")
                check_backward(run_backward(f, y, dy), y, dy, op, what)
            else:
                x = random_rows(rows, cols, t, "cuda")
                x[1] = float("-inf")
                check(run(f, x), x, what, op=op)


class PeerBug(Exception):
    """An error no softgen code raises: what another library's kernel might throw."""


def test_compare_counts_a_peers_error_as_its_fail_and_raises_softgens_own():
    from softgen.bench.compare import Candidate, Settings, run as run_compare

    def broken():
        raise PeerBug("the peer's compiler gave up")

    def cands(ours_breaks):
        return lambda settings, dtype, cols: [
            Candidate("peer-bug", lambda: (lambda x: broken()), writes_out=False, peer=True),
            Candidate("torch", lambda: (lambda x: torch.softmax(x, -1)), writes_out=False, peer=True),
            Candidate("ours", lambda: (lambda x: broken() if ours_breaks else torch.softmax(x, -1)),
                      writes_out=False)]

    settings = Settings(dtypes=["fp32"], widths=[256], rows=64, warmup_ms=1, rep_ms=2)
    rows = {r.candidate: r for r in run_compare(settings, make_candidates=cands(False))}
    assert rows["peer-bug"].status == "FAIL" and "PeerBug: the peer's compiler gave up" in rows["peer-bug"].note
    assert rows["torch"].status == rows["ours"].status == "ok"
    with pytest.raises(PeerBug):
        run_compare(settings, make_candidates=cands(True))


def test_compare_in_trains_times_each_candidate():
    """--train N times trains of N calls (train_ms): three softmaxes a call read a third of one's
    figure, under half of softgen's warp kernel; four kernels a call take about four times one."""
    from softgen.bench.compare import Candidate, Settings, run as run_compare, train_ms

    def cands(settings, dtype, cols):
        thrice = lambda x: [torch.softmax(x, -1) for _ in range(3)][-1]      # noqa: E731
        return [Candidate("thrice", lambda: thrice, writes_out=False, peer=True),
                Candidate("warp", lambda: softgen.load(strategy="warp", cols=cols, dtype=dtype),
                          fields=dict(strategy="warp", cols=cols, dtype=dtype))]

    settings = Settings(dtypes=["fp32"], widths=[1024], rows=16384, train=5)
    rows = {r.candidate: r for r in run_compare(settings, make_candidates=cands)}
    assert rows["warp"].status == rows["thrice"].status == "ok"
    assert rows["warp"].pct_copy > 2 * rows["thrice"].pct_copy
    x = torch.randn(1 << 26, device="cuda")          # 256 MB: each call past L2
    one, four = train_ms(lambda: x.mul_(1.0), 1), train_ms(lambda: [x.mul_(1.0) for _ in range(4)], 1)
    assert 3 < four / one < 5


@pytest.mark.parametrize("allocate", [False, True])
def test_compare_allocate_times_softgens_kernels_as_the_peers(allocate):
    """--allocate times softgen's kernels as y = f(x), as the peers are, not f(x, out=y); both
    validate into a NaN-poisoned output first."""
    from softgen.bench.compare import Candidate, Settings, run as run_compare
    outs = []

    def ours(x, out=None):
        outs.append(out)
        return torch.softmax(x, -1, out=out) if out is not None else torch.softmax(x, -1)

    cands = lambda settings, dtype, cols: [Candidate("ours", lambda: ours)]      # noqa: E731
    settings = Settings(dtypes=["fp32"], widths=[256], rows=64, warmup_ms=1, rep_ms=2, allocate=allocate)
    rows = {r.candidate: r for r in run_compare(settings, make_candidates=cands)}
    assert rows["ours"].status == "ok" and len(outs) > 2
    assert outs[0] is not None and outs[0].isnan().sum() == 0      # the poisoned validation run
    assert all((o is None) == allocate for o in outs[1:])


@pytest.mark.parametrize("evict_first", [0, 1])
@pytest.mark.parametrize("pack_bytes", [2, 4, 8, 16])
@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
@pytest.mark.parametrize("case", [dict(strategy="warp", cols=1000), dict(strategy="block", cols=4097),
                                  dict(strategy="smem", cols=12345), dict(strategy="online", cols=None),
                                  dict(strategy="cluster", stage=1, cluster_size=8, cols=100001),
                                  dict(op="softmax_backward", strategy="block", cols=4097)])
def test_pack_widths_and_store_hints(case, dtype, pack_bytes, evict_first):
    """Packs of every width a spec's vec allows, each loaded and stored as one word, write-back
    or evict-first: aligned and unaligned strided rows against the float64 reference."""
    t = TORCH_DTYPES[dtype]
    if pack_bytes < t.itemsize:
        pytest.skip(f"{dtype} has no {pack_bytes}-byte packs")
    f = softgen.load(dtype=dtype, vec=pack_bytes // t.itemsize, evict_first=evict_first, **case)
    assert f.__softgen_plan__.stream_stores == bool(evict_first)
    cols, op = case["cols"] or 50001, case.get("op", "softmax")
    for start in (0, 1):
        if op == "softmax":
            x = random_rows(70, cols + 3, t, "cuda")[:, start:start + cols]
            check(run(f, x), x, f"{case} vec {pack_bytes} B, start {start}")
        else:
            y, dy, dx = shifted_backward_args(op, 70, cols, t, start, 2 * start, 3 * start)
            f(y, dy, out=dx)
            torch.cuda.synchronize()
            check_backward(dx, y, dy, op, f"{case} vec {pack_bytes} B, shifts {start}")
