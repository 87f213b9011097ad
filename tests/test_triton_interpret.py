"""Generated Triton kernels run on the CPU under TRITON_INTERPRET=1 and match the float64
reference on odd shapes, strided rows, -inf / NaN rows and huge magnitudes."""
import pytest
import torch

from reference import TORCH_DTYPES, check, poisoned, random_rows
from softgen.generator.plan import make_plan, max_cols
from softgen.runtime.interpret import load_interpreted
from softgen.generator.spec import BACKEND_STRATEGIES, DTYPES, KernelSpec

STRATEGIES = BACKEND_STRATEGIES["triton"]


def interpreted(spec: KernelSpec, tmp_path, monkeypatch):
    """The rendered Triton module imported under the interpreter (switched off after the test)."""
    monkeypatch.setenv("TRITON_INTERPRET", "1")
    return load_interpreted(spec, tmp_path), make_plan(spec)


def widths(strategy, dtype):
    plan = make_plan(KernelSpec(strategy=strategy, cols=64 if strategy != "online" else None,
                                dtype=dtype, backend="triton"))
    edge = plan.block_n if strategy == "online" else 64          # a tile boundary
    ws = [1, 3, 24, 31, 33, 781, 1000, edge - 1, edge, edge + 1]     # 24, 1000: 16 bytes, not 16 elements
    top = max_cols(strategy, dtype, "triton")
    return sorted({w for w in ws if top is None or w <= top})


CASES = [(s, d, w) for s in STRATEGIES for d in DTYPES for w in widths(s, d)]


@pytest.mark.parametrize("strategy,dtype,cols", CASES)
def test_interpreted_matches_reference(strategy, dtype, cols, tmp_path, monkeypatch):
    spec = KernelSpec(strategy=strategy, cols=None if strategy == "online" else cols, dtype=dtype,
                      backend="triton")
    module, plan = interpreted(spec, tmp_path, monkeypatch)
    t = TORCH_DTYPES[dtype]
    gen = torch.Generator().manual_seed(cols)
    rows = plan.rows_per_block * 2 + 1               # not a multiple of the rows per program
    x = random_rows(rows, cols, t, gen=gen)
    y = poisoned(x.shape, t, "cpu")
    assert module.softmax(x, out=y) is y
    check(y, x, f"{spec} {rows}x{cols}")
    # strided rows: a column slice of a wider tensor, row start not 16-byte aligned
    wide = random_rows(5, cols + 3, t, gen=gen)
    x = wide[:, 1:cols + 1]
    check(module.softmax(x), x, "strided rows")


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("cols", [1029, 2044])
def test_interpreted_online_fp32_rows_in_one_tile(op, cols, tmp_path, monkeypatch):
    """Triton online's fp32 rows of 257-511 groups of 16 bytes in one tile of 8 groups a thread
    (the launcher's shape): aligned and peeled rows, strided rows."""
    spec = KernelSpec(op=op, strategy="online", dtype="fp32", backend="triton")
    module, _ = interpreted(spec, tmp_path, monkeypatch)
    gen = torch.Generator().manual_seed(cols)
    x = random_rows(3, cols, torch.float32, gen=gen)
    y = poisoned(x.shape, torch.float32, "cpu")
    assert getattr(module, op)(x, out=y) is y
    check(y, x, f"{op} fp32 {cols}", op=op)
    wide = random_rows(3, cols + 3, torch.float32, gen=gen)
    check(getattr(module, op)(wide[:, 1:cols + 1]), wide[:, 1:cols + 1], "strided rows", op=op)


@pytest.mark.parametrize("op", ["softmax", "softmax_backward"])
@pytest.mark.parametrize("strategy,dtype,cols", [("warp", "bf16", 1025), ("warp", "fp32", 513),
                                                 ("block", "bf16", 4097), ("smem", "fp16", 2049)])
def test_interpreted_peeled_body_fills_the_block(op, strategy, dtype, cols, tmp_path, monkeypatch):
    """Peeled rows one past a power of two pad only their 16-byte-aligned body (bf16 1025: a
    block of 1024): a row starting on a 16-byte boundary has a body of exactly the block, a
    head of none and a tail of one; the others a head, a shorter body and a tail."""
    from softgen.validate import check_backward
    one_row = {"rows_per_block": 1} if strategy == "warp" else {}    # 16-bit warp rows: chunks by default
    spec = KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="triton", **one_row)
    module, plan = interpreted(spec, tmp_path, monkeypatch)
    assert plan.peel and plan.block_n == cols - 1
    t = TORCH_DTYPES[dtype]
    x = random_rows(9, cols, t, gen=torch.Generator().manual_seed(cols))
    if op == "softmax":
        check(module.softmax(x), x, f"{spec}")
    else:
        y = torch.softmax(x.double(), -1).to(t)
        check_backward(module.softmax_backward(y, x), y, x, op, f"{spec}")


@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype,cols,tunables", [
    ("bf16", 137, {}), ("fp16", 17, {}), ("fp32", 9, {}), ("bf16", 511, {"threads_per_row": 4}),
    ("fp32", 301, {"num_warps": 1}), ("fp16", 201, {"threads_per_row": 32}), ("bf16", 1025, {"rows_per_block": 4}),
    ("bf16", 136, {}), ("fp32", 20, {}), ("fp16", 96, {"threads_per_row": 4}), ("fp32", 128, {"threads_per_row": 4}),
    ("bf16", 600, {"rows_per_block": 2}), ("fp16", 1101, {}), ("bf16", 744, {}),
    ("bf16", 2101, {}), ("fp16", 3071, {}), ("bf16", 2904, {}), ("fp32", 2070, {"rows_per_block": 2})])
def test_interpreted_warp_rows_in_chunks(op, dtype, cols, tunables, tmp_path, monkeypatch):
    """Triton warp rows several a program in chunks of a row's lanes x VEC columns
    (plan.in_chunks): rows not a multiple of 16 bytes (plan.peel_rows) starting at every offset
    from a 16-byte boundary (an odd width), and aligned rows (a last chunk partly past the row,
    or none: fp16 96 at 4 lanes, fp32 128), a last program's rows partly past the end, each into
    a NaN-poisoned output: inputs and output contiguous, then inputs amid NaN (rows 5 apart, a
    NaN row after the last) into an output as far apart and into a contiguous one (SAME_STRIDES
    off).  Peeled rows load their edges' whole packs (EDGE_PACKS) but for the last row, whose
    tail pack may reach past the tensor: the NaN beside them must drop out.  Then rows that
    overlap (an expanded row, stride 0), whose edges load element by element.  16-bit rows from
    512 take chunks by default, aligned ones under 769 (fp16 1101, bf16 744: triton_plan._warp_chunks),
    and every one to 3072 (the forward's not a multiple of 16 bytes one row a program past 2048:
    bf16 2101, fp16 3071); fp32 past 2048 with rows_per_block set (2070)."""
    from softgen.validate import check_backward
    spec = KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton", **tunables)
    module, plan = interpreted(spec, tmp_path, monkeypatch)
    assert plan.in_chunks and plan.peel_rows == (cols % plan.vec != 0)     # fp16 201 at 32 lanes: one chunk
    t = TORCH_DTYPES[dtype]
    gen = torch.Generator().manual_seed(cols)
    rows = plan.rows_per_block + 9                 # not a multiple of the rows a program

    def amid_nan(values):
        """values as rows of a wider, taller tensor that holds NaN around them."""
        wide = poisoned((rows + 1, cols + 5), t, "cpu")
        wide[:rows, 2:cols + 2] = values
        return wide[:rows, 2:cols + 2]

    apart = poisoned((rows + 1, cols + 5), t, "cpu")[:rows, 3:cols + 3]
    runs = [(False, poisoned((rows, cols), t, "cpu")), (True, apart), (True, poisoned((rows, cols), t, "cpu"))]
    for nan_around, out in runs:
        if op in ("softmax", "log_softmax"):
            x = random_rows(rows, cols, t, gen=gen)
            inputs = (amid_nan(x),) if nan_around else (x,)
        else:
            forward = torch.softmax if op == "softmax_backward" else torch.log_softmax
            y = forward(random_rows(rows, cols, torch.float64, gen=gen), -1).to(t)
            dy = random_rows(rows, cols, t, gen=gen)
            inputs = (amid_nan(y), amid_nan(dy)) if nan_around else (y, dy)
        assert getattr(module, op)(*inputs, out=out) is out
        what = f"{spec} inputs' strides {inputs[0].stride()}, out's {out.stride()}"
        if op in ("softmax", "log_softmax"):
            check(out, x, what, op=op)
        else:
            check_backward(out, y, dy, op, what)
    if op in ("softmax", "log_softmax"):
        x = random_rows(1, cols, t, gen=gen).expand(rows, cols)
        check(getattr(module, op)(x), x, f"{spec} an expanded row", op=op)
    else:
        y, dy = y[:1].expand(rows, cols), dy[:1].expand(rows, cols)
        check_backward(getattr(module, op)(y, dy), y, dy, op, f"{spec} an expanded row")


@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"])
def test_interpreted_warp_chunks_last_row_alone(op, tmp_path, monkeypatch):
    """Peeled Triton warp rows in chunks, one or two rows: the loop takes every row but the
    last (none of one), one program the last after it, its edges element by element."""
    from softgen.validate import check_backward
    spec = KernelSpec(op=op, strategy="warp", cols=137, dtype="bf16", backend="triton")
    module, plan = interpreted(spec, tmp_path, monkeypatch)
    assert plan.peel_rows
    for rows in (1, 2):
        gen = torch.Generator().manual_seed(rows)
        out = poisoned((rows, 137), torch.bfloat16, "cpu")
        if op in ("softmax", "log_softmax"):
            x = random_rows(rows, 137, torch.bfloat16, gen=gen)
            check(getattr(module, op)(x, out=out), x, f"{spec} {rows} rows", op=op)
        else:
            forward = torch.softmax if op == "softmax_backward" else torch.log_softmax
            y = forward(random_rows(rows, 137, torch.float64, gen=gen), -1).to(torch.bfloat16)
            dy = random_rows(rows, 137, torch.bfloat16, gen=gen)
            check_backward(getattr(module, op)(y, dy, out=out), y, dy, op, f"{spec} {rows} rows")


def test_warp_rows_in_chunks_render_unrolled():
    """The chunks are unrolled at render time: bf16 137 at 8 lanes a row holds three chunks of
    64 columns from a pack before its body, its head in the first and its tail in the last
    (the body's chunk first; with EDGE_PACKS each edge chunk one load, from the head's pack to
    the tail's; else its edges a load of their own; each chunk's masks testing only the edge it
    may hold); fp32 301 at one warp a program (32 lanes) one row a program in chunks; aligned
    bf16 136 three chunks from the row's start, two masked by row alone and the last by column
    too; narrower rows than two packs (bf16 9) and powers of two (bf16 128) load their rows
    whole, element by element or in packs."""
    from softgen.generator.render import render
    plan = make_plan(KernelSpec(strategy="warp", cols=137, dtype="bf16", backend="triton"))
    assert (plan.threads_per_row, plan.rows_per_block, plan.block_n, plan.num_warps) == (8, 16, 64, 4)
    assert (plan.chunks, list(plan.body_chunks), plan.edge_chunks) == (3, [0, 1, 2], (0, 2))
    source = render(plan).module_source
    body, packs = source.split("        if EDGE_PACKS:\n")
    packs, edges = packs.split("        else:\n", 1)
    assert body.endswith('x1 = tl.load(x_ptr + window + (cols + 64), mask=in_body1, other=float("-inf")).to(tl.float32)\n')
    assert [packs.count(f"mask=in_packs{k}") for k in (0, 2)] == [1, 1]
    assert packs.count("tl.load(") == 2 and packs.count("tl.where(in_row") == 2
    assert edges.split("row_max")[0].count("tl.load(x_ptr + window + ") == 4 and "x3" not in source
    assert "in_edges0 = (cols >= VEC - n_head) & (cols < VEC)\n" in source
    assert "in_edges2 = ((cols + 128) >= VEC + n_body) & ((cols + 128) < VEC + n_body + n_tail)\n" in source
    assert "row_max = tl.max(tl.maximum(x0, tl.maximum(x1, x2)), axis=-1, keep_dims=True)" in source
    one = make_plan(KernelSpec(strategy="warp", cols=301, dtype="fp32", backend="triton", num_warps=1))
    assert one.peel_rows and (one.rows_per_block, one.threads_per_row, one.block_n) == (1, 32, 128)
    aligned = make_plan(KernelSpec(strategy="warp", cols=136, dtype="bf16", backend="triton"))
    assert aligned.in_chunks and not aligned.peel_rows
    assert (aligned.chunks, aligned.full_chunks, aligned.block_n, aligned.rows_per_block) == (3, 2, 64, 16)
    source = render(aligned).module_source
    assert source.count("tl.load(x_ptr + window + ") == 3 and " n_body = " not in source and "in_edges" not in source
    assert "in_body1 = live\n" in source and "in_body2 = live & ((cols + 128) < n_cols)" in source
    for cols in (9, 128):
        other = make_plan(KernelSpec(strategy="warp", cols=cols, dtype="bf16", backend="triton"))
        assert not other.in_chunks and "window" not in render(other).module_source


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("dtype", list(DTYPES))
def test_interpreted_special_values(strategy, dtype, tmp_path, monkeypatch):
    cols = 37
    spec = KernelSpec(strategy=strategy, cols=None if strategy == "online" else cols, dtype=dtype,
                      backend="triton", **({"tile": 16} if strategy == "online" else {}))
    module, _ = interpreted(spec, tmp_path, monkeypatch)
    big = {"fp32": 1e4, "bf16": 3e38, "fp16": 6e4}[dtype]
    x = random_rows(7, cols, torch.float32)
    x[0, 5] = float("-inf")
    x[0, 20] = float("-inf")
    x[1] = float("-inf")                 # all -inf: NaN, as torch
    x[2, 30] = float("nan")              # a NaN poisons its row
    x[3] = torch.where(x[3] > 0, big, -big)
    x[4] = 2.5
    x[5, :17] = float("-inf")            # -inf filling the first tiles (online)
    x = x.to(TORCH_DTYPES[dtype])
    y = module.softmax(x)
    check(y, x, "special values")
    assert torch.isnan(y[1]).all() and torch.isnan(y[2]).all() and not torch.isnan(y[[0, 3, 4, 5, 6]]).any()


@pytest.mark.parametrize("tile", [2, 8, 32])
def test_interpreted_online_groups(tile, tmp_path, monkeypatch):
    """online folds each tile in groups of up to 16 bytes (one rescale a group): tiles narrower
    than a group, one group, several; -inf filling whole groups and tiles, NaN in one group."""
    spec = KernelSpec(strategy="online", dtype="bf16", backend="triton", tile=tile)
    module, plan = interpreted(spec, tmp_path, monkeypatch)
    x = random_rows(4, 77, torch.float32)
    x[0, :40] = float("-inf")
    x[1, 3::8] = float("-inf")
    x[2, 70] = float("nan")
    x[3, 76] = 20.0                      # the max in the last, partial group
    x = x.to(torch.bfloat16)
    y = module.softmax(x)
    check(y, x, f"online tile {tile}")
    assert torch.isnan(y[2]).all() and not torch.isnan(y[[0, 1, 3]]).any()


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
def test_interpreted_online_register_cache(op, dtype, tmp_path, monkeypatch):
    """online keeping a row's first CACHE elements in registers (the launcher does for long fp32
    rows): rows shorter than the cache, ending on it, just past it and over several tiles beyond,
    strided (peeled) rows, -inf filling the cached part, NaN in it, the max inside or past it."""
    spec = KernelSpec(op=op, strategy="online", dtype=dtype, backend="triton", tile=16)
    module, _ = interpreted(spec, tmp_path, monkeypatch)
    monkeypatch.setattr(module, "_launch_shape", lambda device, n_cols: (4, module.NUM_WARPS, 16, 64, (None, None)))
    f, t = getattr(module, op), TORCH_DTYPES[dtype]
    gen = torch.Generator().manual_seed(5)
    for cols in (5, 63, 64, 65, 150):
        x = random_rows(7, cols, torch.float32, gen=gen)
        x[1, :min(cols - 1, 64)] = float("-inf")
        x[2] = float("-inf")
        x[3, cols // 3] = float("nan")
        # the max among the cached elements, and past them (by 1: a max that dwarfs the row
        # leaves log_softmax's log(1 + tiny) to fp32, outside a 16-bit ulp near 0)
        x[4, 0] = x[4].max() + 1.0
        x[5, cols - 1] = x[5].max() + 1.0
        x = x.to(t)
        y = f(x, out=poisoned(x.shape, t, "cpu"))
        check(y, x, f"{op} register cache {cols}", op=op)
        assert torch.isnan(y[3]).all() and not torch.isnan(y[[0, 4, 5, 6]]).any()
        wide = random_rows(5, cols + 3, t, gen=gen)
        x = wide[:, 1:cols + 1]                  # row starts not 16-byte aligned: peeled
        check(f(x), x, "strided rows", op=op)


def test_interpreter_switched_on_too_late():
    """triton imported before TRITON_INTERPRET=1: a clear error, not one from inside a kernel."""
    import os
    import subprocess
    import sys
    pytest.importorskip("triton")
    script = ("import triton.language\n"
              "from softgen.generator.spec import KernelSpec\n"
              "from softgen.runtime.interpret import load_interpreted\n"
              "load_interpreted(KernelSpec(strategy='block', cols=16, backend='triton'))\n")
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    run = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode != 0
    assert "triton was imported before TRITON_INTERPRET=1 was set" in run.stderr, run.stderr[-2000:]


def test_interpreted_errors(tmp_path, monkeypatch):
    module, _ = interpreted(KernelSpec(strategy="block", cols=16, backend="triton"), tmp_path, monkeypatch)
    with pytest.raises(ValueError, match="16 columns|17 columns"):
        module.softmax(torch.randn(2, 17))
    with pytest.raises(TypeError, match="dtype torch.float16"):
        module.softmax(torch.randn(2, 16).half())
    with pytest.raises(ValueError, match="contiguous"):
        module.softmax(torch.randn(16, 2).t())
    assert module.softmax(torch.empty(0, 16)).shape == (0, 16)


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
def test_interpreted_smem_rows_only_gluon_holds(dtype, tmp_path, monkeypatch):
    """16-bit smem rows past 32768 columns (only the gluon kernel, on a GPU, holds them): a clear
    error naming why and what to use, not the Triton kernel padded past its registers."""
    module, plan = interpreted(KernelSpec(strategy="smem", cols=40001, dtype=dtype, backend="triton"),
                               tmp_path, monkeypatch)
    assert plan.gluon_only
    with pytest.raises(ValueError, match="gluon kernel .* TRITON_INTERPRET=1 runs Triton-language kernels only; "
                                         "use strategy 'online'"):
        module.softmax(torch.randn(3, 40001, dtype=TORCH_DTYPES[dtype]))


@pytest.mark.parametrize("strategy", STRATEGIES)
@pytest.mark.parametrize("dtype", list(DTYPES))
def test_interpreted_log_softmax(strategy, dtype, tmp_path, monkeypatch):
    t = TORCH_DTYPES[dtype]
    for cols in (1, 33, 781):
        spec = KernelSpec(op="log_softmax", strategy=strategy, cols=None if strategy == "online" else cols,
                          dtype=dtype, backend="triton", **({"tile": 256} if strategy == "online" else {}))
        module, plan = interpreted(spec, tmp_path, monkeypatch)
        x = random_rows(plan.rows_per_block * 2 + 1, cols, torch.float32)
        x[0, 0] = float("-inf")              # -inf in, -inf out
        x[1] = float("-inf")                 # all -inf: NaN, as torch
        x = x.to(t)
        y = poisoned(x.shape, t, "cpu")
        assert module.log_softmax(x, out=y) is y
        check(y, x, f"{spec}", op="log_softmax")
        assert torch.isnan(y[1]).all() and (cols == 1 or y[0, 0] == float("-inf"))


@pytest.mark.parametrize("op,forward", [("softmax_backward", torch.softmax),
                                        ("log_softmax_backward", torch.log_softmax)])
@pytest.mark.parametrize("dtype", list(DTYPES))
@pytest.mark.parametrize("strategy", STRATEGIES)
def test_interpreted_backward(op, forward, dtype, strategy, tmp_path, monkeypatch):
    from softgen.validate import check_backward
    t = TORCH_DTYPES[dtype]
    for cols in (1, 33, 255, 257, 781):
        spec = KernelSpec(op=op, strategy=strategy, dtype=dtype, backend="triton",
                          **({"tile": 256} if strategy == "online" else {"cols": cols}))
        module, _ = interpreted(spec, tmp_path, monkeypatch)
        y = forward(random_rows(7, cols, torch.float64), -1).to(t)
        dy = random_rows(7, cols, t)
        dx = poisoned(y.shape, t, "cpu")
        assert getattr(module, op)(y, dy, out=dx) is dx
        check_backward(dx, y, dy, op, f"{op} {dtype} {cols}")
        wide = random_rows(7, cols + 3, t)             # strided, unaligned dy
        dy2 = wide[:, 1:cols + 1]
        check_backward(getattr(module, op)(y, dy2), y, dy2, op, "strided dy")
    with pytest.raises(ValueError, match="dy .* must match y"):
        getattr(module, op)(y, dy[:, :-1] if cols > 1 else dy.T)


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype,cols", [("bf16", 4097), ("fp32", 3001), ("fp16", 20001),
                                        ("bf16", 521)])   # softmax_backward: 2 groups a thread
def test_interpreted_backward_online_row_shapes(op, dtype, cols, tmp_path, monkeypatch):
    """Triton online backward at the launcher's own shapes (tiles of 8 KB, 16 warps of one
    group on 20001): rows over several tiles, the last one partial, peeled or not."""
    from softgen.validate import check_backward
    t = TORCH_DTYPES[dtype]
    spec = KernelSpec(op=op, strategy="online", dtype=dtype, backend="triton")
    module, _ = interpreted(spec, tmp_path, monkeypatch)
    forward = torch.softmax if op == "softmax_backward" else torch.log_softmax
    y = forward(random_rows(3, cols, torch.float64), -1).to(t)
    dy = random_rows(3, cols, t)
    check_backward(getattr(module, op)(y, dy), y, dy, op, f"{op} {dtype} {cols}")
    wide = random_rows(3, cols + 5, t)
    y2 = forward(wide[:, 2:cols + 2].double(), -1).to(t)
    check_backward(getattr(module, op)(y2, wide[:, 2:cols + 2]), y2, wide[:, 2:cols + 2], op, "strided dy")


def test_backward_checker_fails_wrong_gradients():
    from softgen.validate import Mismatch, check_backward
    y = torch.softmax(torch.randn(3, 50, dtype=torch.float64), -1).float()
    dy = torch.randn(3, 50)
    dx = y * (dy - (dy * y).sum(-1, keepdim=True))
    check_backward(dx, y, dy, "softmax_backward")
    dx[1, 7] += 1e-3
    with pytest.raises(Mismatch, match=r"softmax_backward off at \[1, 7\]"):
        check_backward(dx, y, dy, "softmax_backward")


@pytest.mark.parametrize("strategy,dtype,cols", [("block", "bf16", 5001), ("smem", "fp32", 12345)])
def test_interpreted_register_cap(strategy, dtype, cols, tmp_path, monkeypatch):
    """Wide rows of odd width (peeled: head, aligned body, tail) launch with a register cap
    (maxnreg); the launcher passes it and the kernel still computes the rows."""
    spec = KernelSpec(strategy=strategy, cols=cols, dtype=dtype, backend="triton")
    module, plan = interpreted(spec, tmp_path, monkeypatch)
    assert plan.max_registers and module.MAX_REGISTERS == plan.max_registers
    t = TORCH_DTYPES[dtype]
    x = random_rows(3, cols, t, gen=torch.Generator().manual_seed(cols))
    y = poisoned(x.shape, t, "cpu")
    module.softmax(x, out=y)
    check(y, x, f"{spec} capped at {plan.max_registers} registers")


@pytest.mark.parametrize("op", ["softmax", "log_softmax", "softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("strategy,dtype,cols,vec", [("block", "fp32", 1000, None), ("block", "fp32", 1000, 1),
                                                     ("block", "bf16", 1001, None), ("smem", "fp16", 777, None)])
@pytest.mark.parametrize("max_grid", [None, 4])
def test_interpreted_without_row_loop(op, strategy, dtype, cols, vec, max_grid, tmp_path, monkeypatch):
    """row_loop 0: one row a program and no loop, every row written (output poisoned); past
    MAX_GRID rows (4 here) the launcher launches a grid's worth of rows at a time."""
    from softgen.validate import check_backward
    spec = KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="triton", vec=vec, row_loop=0)
    module, plan = interpreted(spec, tmp_path, monkeypatch)
    assert not plan.row_loop
    if max_grid:
        monkeypatch.setattr(module, "MAX_GRID", max_grid)
    t = TORCH_DTYPES[dtype]
    x = random_rows(9, cols, t, gen=torch.Generator().manual_seed(cols))
    out = poisoned(x.shape, t, "cpu")
    if op in ("softmax", "log_softmax"):
        assert getattr(module, op)(x, out=out) is out
        check(out, x, f"{spec}", op=op)
    else:
        y = torch.softmax(x.double(), -1) if op == "softmax_backward" else torch.log_softmax(x.double(), -1)
        y = y.to(t)
        assert getattr(module, op)(y, x, out=out) is out
        check_backward(out, y, x, op, f"{spec}")


def test_row_loop_0_renders_no_loop():
    from softgen.generator.render import render
    spec = KernelSpec(strategy="block", cols=2100, backend="triton")
    looped = render(make_plan(spec)).module_source
    single = render(make_plan(KernelSpec(strategy="block", cols=2100, backend="triton", row_loop=0))).module_source
    assert "for row in tl.range(" in looped and "grid = (min(triton.cdiv(n_rows, ROWS)" in looped
    assert "tl.range(" not in single and "row = tl.program_id(0).to(tl.int64)" in single
    assert "grid = (n_rows,)" in single
