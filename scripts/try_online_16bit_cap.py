"""Exploration: CUDA online in 16-bit on long rows with the blocks an SM capped by a dynamic
shared-memory request the kernel does not use (so the rows in flight fit L2 for the second
read, as Triton online's 32-warp programs do: bf16 131072 86% against CUDA's 74%), and with
1024-thread blocks.  Not a test; prints % of copy.

    python scripts/try_online_16bit_cap.py
"""
import sys

import torch

import softgen
from explore import Width

props = torch.cuda.get_device_properties(0)
for dtype in ("bf16", "fp16"):
    for cols in (32768, 65536, 131072, 262144):
        w = Width(dtype, cols)
        line = f"{dtype} {cols:7d}"
        for block in (512, 1024):
            f = softgen.load(strategy="online", dtype=dtype, block_size=block)
            module = sys.modules[f.__module__]
            f(w.x, out=w.y)
            torch.cuda.synchronize()
            launch = module._launch
            module._function.max_dynamic_shared_size_bytes = props.shared_memory_per_block_optin - module._function.shared_size_bytes
            for per_sm in (0, 3, 2, 1):
                smem = 0 if per_sm == 0 else min(props.shared_memory_per_multiprocessor // per_sm - 2048,
                                                  props.shared_memory_per_block_optin - module._function.shared_size_bytes)
                if per_sm and per_sm * block > 2048:
                    continue
                module._launch = lambda grid, args, stream, *_, s=smem: launch(grid, args, stream, s)
                line += f" | b{block} cap{per_sm or '-'}: {w.pct(f, f'{dtype} {cols} block {block} smem {smem}'):5.1f}%"
            module._launch = launch
        print(line, flush=True)
