"""Cold (empty cache) and warm (new process, filled cache) softgen.load times per backend.

    python scripts/load_times.py cold   # run first, with an empty SOFTGEN_CACHE_DIR
    python scripts/load_times.py warm   # then again in a new process
"""
import sys
import time

import torch

import softgen

torch.cuda.init()
for backend in ("cuda", "triton"):
    start = time.perf_counter()
    f = softgen.load(strategy="block", cols=4096, dtype="bf16", backend=backend)
    x = torch.randn(64, 4096, device="cuda", dtype=torch.bfloat16)
    f(x)                      # Triton compiles at the first call
    torch.cuda.synchronize()
    print(f"{sys.argv[1]:4} {backend:6}: load + first call {1e3 * (time.perf_counter() - start):8.1f} ms")
