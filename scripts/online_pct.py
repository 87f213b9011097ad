"""% of copy of the shipped online launchers (CUDA and Triton) at the widths given, and their
ratio: the Triton-within-10% check for online.  With `uncapped`, the Triton launcher again with
its kernels' registers left uncapped (the launcher's caps, notes entry 71), in the same run.
Not a test.

    python scripts/online_pct.py bf16,fp16,fp32 8192,12345,16384,32768,65536 [uncapped]
"""
import sys

import softgen
from explore import Width

dtypes = sys.argv[1].split(",")
widths = [int(c) for c in sys.argv[2].split(",")]
uncapped = sys.argv[3:] == ["uncapped"]
for dtype in dtypes:
    triton = softgen.load(strategy="online", dtype=dtype, backend="triton")
    module = sys.modules[triton.__module__]
    shape = module._launch_shape
    for cols in widths:
        # CUDA online's block is sized to the row when compiled (as `softgen compare` loads it)
        cuda = softgen.load(strategy="online", dtype=dtype, backend="cuda", cols=cols)
        w = Width(dtype, cols)
        c, t = w.pct(cuda, f"{dtype} {cols} cuda"), w.pct(triton, f"{dtype} {cols} triton")
        line = f"{dtype} {cols:6d} | cuda {c:5.1f} | triton {t:5.1f} | triton/cuda {t / c:.2f}"
        if uncapped:
            module._launch_shape = lambda device, n: shape(device, n)[:4] + ((None, None),)
            u = w.pct(triton, f"{dtype} {cols} triton uncapped")
            module._launch_shape = shape
            line += f" | uncapped {u:5.1f} ({u / c:.2f}) | caps {shape(0, cols)[4]}"
        print(line, flush=True)
