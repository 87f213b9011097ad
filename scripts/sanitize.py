"""Run each CUDA strategy once on odd shapes; meant to run under compute-sanitizer:

    compute-sanitizer --tool memcheck python scripts/sanitize.py
    compute-sanitizer --tool racecheck python scripts/sanitize.py
    compute-sanitizer --tool racecheck python scripts/sanitize.py online    # forward, one strategy
    compute-sanitizer --tool memcheck python scripts/sanitize.py online_log  # online log_softmax, 16 bits
    compute-sanitizer --tool racecheck python scripts/sanitize.py y_staged  # cluster backward stages 3, 4
    compute-sanitizer --tool racecheck python scripts/sanitize.py exps      # cluster stage 5 (forward)
    compute-sanitizer --tool racecheck python scripts/sanitize.py lean      # cluster stage 6 (forward)
    PYTORCH_NO_CUDA_MEMORY_CACHING=1 compute-sanitizer --tool memcheck python scripts/sanitize.py triton_warp
        # Triton warp rows in chunks (each tensor its own allocation, so a read past one shows)
    PYTORCH_NO_CUDA_MEMORY_CACHING=1 compute-sanitizer --tool memcheck python scripts/sanitize.py flat
        # CUDA flat's tiles (forward and backward): rows back to back from every phase, each tensor
        # its own allocation
"""
import sys

import torch

import softgen

# online 131075 at 140 rows: a last wave of 8 on an H100; fp32 65539-300001 and 16-bit 300001 (600 KB)
# take the split entry (each row over blocks), 16-bit 100003-200003 the held entry (softmax splits
# 16-bit rows from 520 KB), 16-bit 65539 the row-cache entry at two blocks an SM.
# (strategy, cols, rows)
CASES = [("warp", 33), ("warp", 781), ("block", 1025), ("smem", 12345), ("online", 12345), ("online", 65539),
         ("online", 100003), ("online", 131075), ("online", 131075, 140), ("online", 200003, 40),
         ("online", 300001, 24),
         ("cluster", 3001), ("cluster", 70001), ("cluster", 300001, 24)]   # cluster's defaults: stage 6, 6, 7
ONLY = sys.argv[1] if len(sys.argv) > 1 else None
DTYPES = {"fp32": torch.float32, "bf16": torch.bfloat16, "fp16": torch.float16}


def check_rows(f, op, dtype, cols, rows, what):
    """f's `op` on `rows` unaligned, strided rows of `cols`, synchronized, and its max abs error
    against the float64 reference, printed after `what`."""
    x = torch.randn(rows, cols + 3, device="cuda").to(DTYPES[dtype])[:, 1:cols + 1]   # unaligned, strided
    y = f(x)
    torch.cuda.synchronize()
    err = (y.double() - getattr(torch, op)(x.double(), -1)).abs().max().item()
    print(f"{what} {dtype} {cols:6} x {rows}: max abs error {err:.2e}", file=sys.stderr)


for dtype in ("fp32", "bf16", "fp16"):
    for strategy, cols, *rows in [c for c in CASES if ONLY in (None, c[0])]:
        f = softgen.load(strategy=strategy, cols=None if strategy == "online" else cols,
                         dtype=dtype, backend="cuda")
        check_rows(f, "softmax", dtype, cols, (rows or [37])[0], f"{strategy:7}")
if ONLY in (None, "online_log"):    # log_softmax's held entry (16-bit from 192 KB, one tile) and split
    for dtype in ("bf16", "fp16"):
        for cols, rows in ((100003, 37), (131075, 140), (200003, 40)):
            f = softgen.load(op="log_softmax", strategy="online", dtype=dtype, backend="cuda")
            check_rows(f, "log_softmax", dtype, cols, rows, "log_softmax online")
if ONLY in (None, "y_staged"):      # cluster backward: y's slice staged, dy's read twice (3) or held (4)
    for op in ("softmax_backward", "log_softmax_backward"):
        for dtype, t in (("fp32", torch.float32), ("bf16", torch.bfloat16)):
            for stage, k, cols in ((3, 4, 3001), (4, 4, 3001), (3, 16, 70001), (4, 16, 70001), (4, 8, 262147)):
                f = softgen.load(op=op, strategy="cluster", stage=stage, cluster_size=k, cols=cols, dtype=dtype)
                y = torch.softmax(torch.randn(37, cols, device="cuda"), -1).to(t)
                dy = torch.randn(37, cols + 3, device="cuda").to(t)[:, 1:cols + 1]   # unaligned, strided
                f(y, dy)
                torch.cuda.synchronize()
                print(f"{op} cluster stage {stage} x {k} {dtype} {cols:6}: ran", file=sys.stderr)
# forward cluster stages by name: stage, dtypes, (cluster size, width) cases
FORWARD_STAGES = {
    "exps": (5, ("fp32", "bf16"), ((4, 3001), (16, 70001), (16, 262147))),     # exps in shared memory
    "lean": (6, ("fp32", "bf16", "fp16"), ((2, 1), (4, 3001), (8, 65544), (16, 262147))),  # in registers
}
for name, (stage, dtypes, cases) in FORWARD_STAGES.items():
    if ONLY not in (None, name):
        continue
    for op in ("softmax", "log_softmax"):
        for dtype in dtypes:
            for k, cols in cases:
                f = softgen.load(op=op, strategy="cluster", stage=stage, cluster_size=k, cols=cols, dtype=dtype)
                check_rows(f, op, dtype, cols, 37, f"{op} cluster stage {stage} x {k}")
if ONLY == "triton_warp":          # rows in chunks: from a pack before the body (notes entry 164), aligned (165), edges in packs (166)
    for op in ("softmax", "log_softmax_backward"):
        for dtype in ("bf16", "fp32"):
            for cols, rows in ((17, 37), (137, 37), (511, 4), (1025, 5), (136, 37), (296, 3)):
                f = softgen.load(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton",
                                 rows_per_block=4 if cols > 512 else None)
                if op == "softmax":      # contiguous (its last row ends the allocation), then strided
                    check_rows(f, op, dtype, cols, rows, "triton warp")
                    x = torch.randn(rows, cols, device="cuda").to(DTYPES[dtype])
                    f(x, out=torch.empty(rows, cols + 1, device="cuda", dtype=DTYPES[dtype])[:, :cols])
                    f(x[:1].expand(rows, cols))        # rows at a stride of 0 (their edges element by element)
                else:
                    y = torch.log_softmax(torch.randn(rows, cols, device="cuda"), -1).to(DTYPES[dtype])
                    f(y, torch.randn(rows, cols + 3, device="cuda").to(DTYPES[dtype])[:, 1:cols + 1])
                    f(y, torch.randn(rows, cols, device="cuda").to(DTYPES[dtype]))
                torch.cuda.synchronize()
                print(f"{op} triton warp {dtype} {cols:6} x {rows}: ran", file=sys.stderr)
if ONLY == "flat":         # tiles of rows back to back, starting 0-3 elements into their allocation
    for op in ("softmax", "log_softmax"):
        for dtype in ("bf16", "fp32"):
            # row_packs 1: each row taken from the tile as packs
            for cols, rows, row_packs in ((9, 1, None), (9, 1029, None), (37, 193, None), (137, 3, None),
                                          (137, 65, None), (1000, 9, None), (5, 77, 1), (9, 1029, 1),
                                          (63, 77, 1), (137, 65, 1), (1000, 9, 1)):
                f = softgen.load(op=op, strategy="flat", cols=cols, dtype=dtype, backend="cuda", row_packs=row_packs)
                for x_at, y_at in ((0, 0), (1, 1), (3, 3), (1, 2)):      # (1, 2): y at another phase than x
                    x = torch.randn(rows * cols + x_at, device="cuda").to(DTYPES[dtype])[x_at:].view(rows, cols)
                    y = torch.empty(rows * cols + y_at, device="cuda", dtype=DTYPES[dtype])[y_at:].view(rows, cols)
                    f(x, out=y)
                    torch.cuda.synchronize()
                    err = (y.double() - getattr(torch, op)(x.double(), -1)).abs().max().item()
                    print(f"{op} flat {dtype} {cols:5} x {rows:4} row_packs {row_packs} at {x_at}/{y_at}: ran, max abs error {err:.2e}",
                          file=sys.stderr)
                check_rows(f, op, dtype, cols, rows, f"{op} flat, rows apart")
    for op in ("softmax_backward", "log_softmax_backward"):     # y's and dy's tiles, dx from dy's
        for dtype in ("bf16", "fp32"):
            for cols, rows in ((9, 1), (9, 1029), (37, 193), (137, 65), (1000, 9)):
                f = softgen.load(op=op, strategy="flat", cols=cols, dtype=dtype, backend="cuda")
                for y_at, dy_at, dx_at in ((0, 0, 0), (1, 1, 1), (3, 3, 3), (1, 2, 3)):
                    y, dy = (torch.randn(rows * cols + at, device="cuda").to(DTYPES[dtype])[at:].view(rows, cols)
                             for at in (y_at, dy_at))
                    dx = torch.empty(rows * cols + dx_at, device="cuda", dtype=DTYPES[dtype])[dx_at:].view(rows, cols)
                    f(y, dy, out=dx)
                    f(y, torch.randn(rows, cols + 3, device="cuda").to(DTYPES[dtype])[:, 1:cols + 1])
                    torch.cuda.synchronize()
                    print(f"{op} flat {dtype} {cols:5} x {rows:4} at {y_at}/{dy_at}/{dx_at}: ran", file=sys.stderr)
if ONLY is not None:
    print("sanitize run done", file=sys.stderr)
    sys.exit(0)
BACKWARD_CASES = [("warp", 33), ("warp", 781), ("block", 1025), ("smem", 12345), ("online", 12345),
                  ("cluster", 3001), ("cluster", 70001), ("cluster", 300001, 24)]   # cluster's defaults: stage 6, 6, 7
for op in ("softmax_backward", "log_softmax_backward"):
    for dtype in ("fp32", "bf16"):
        t = {"fp32": torch.float32, "bf16": torch.bfloat16}[dtype]
        for strategy, cols in BACKWARD_CASES:
            f = softgen.load(op=op, strategy=strategy, cols=None if strategy == "online" else cols,
                             dtype=dtype, backend="cuda")
            y = torch.softmax(torch.randn(37, cols, device="cuda"), -1).to(t)
            dy = torch.randn(37, cols + 3, device="cuda").to(t)[:, 1:cols + 1]   # unaligned, strided
            dx = f(y, dy)
            torch.cuda.synchronize()
            print(f"{op} {strategy:7} {dtype} {cols:6}: ran", file=sys.stderr)
for op in ("softmax", "softmax_backward"):          # cluster stage 0: slices streamed twice
    for cols in (33, 70001):
        f = softgen.load(op=op, strategy="cluster", stage=0, cluster_size=4, cols=cols, dtype="bf16")
        x = torch.softmax(torch.randn(37, cols + 3, device="cuda"), -1).to(torch.bfloat16)[:, 1:cols + 1]
        f(x, x) if op.endswith("backward") else f(x)
        torch.cuda.synchronize()
        print(f"{op} cluster stage 0 bf16 {cols:6}: ran", file=sys.stderr)
for op in ("softmax", "log_softmax", "softmax_backward"):     # stage 2 and 16-block clusters
    for stage, k, cols in ((2, 8, 33), (2, 16, 70001), (1, 16, 70001), (0, 16, 70001)):
        f = softgen.load(op=op, strategy="cluster", stage=stage, cluster_size=k, cols=cols, dtype="bf16")
        x = torch.softmax(torch.randn(37, cols + 3, device="cuda"), -1).to(torch.bfloat16)[:, 1:cols + 1]
        f(x, x) if op.endswith("backward") else f(x)
        torch.cuda.synchronize()
        print(f"{op} cluster stage {stage} x {k} bf16 {cols:6}: ran", file=sys.stderr)
print("sanitize run done", file=sys.stderr)
