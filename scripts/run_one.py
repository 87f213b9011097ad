"""Launch one kernel a few times on 2^26 elements (a target for ncu).

    ncu --set full -k regex:softmax --launch-skip 2 --launch-count 1 \\
        python scripts/run_one.py block 8192 fp32 [cuda|triton] [tunable=value ...]
"""
import sys

import torch

import softgen

strategy, cols, dtype = sys.argv[1], int(sys.argv[2]), sys.argv[3]
backend = sys.argv[4] if len(sys.argv) > 4 else "cuda"
tunables = {k: int(v) for k, v in (a.split("=") for a in sys.argv[5:])}
f = softgen.load(strategy=strategy, cols=None if strategy == "online" else cols, dtype=dtype,
                 backend=backend, **tunables)
t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
x = (torch.randn((1 << 26) // cols, cols, device="cuda") * 3).to(t)
y = torch.empty_like(x)
for _ in range(5):
    f(x, out=y)
torch.cuda.synchronize()
print(f.__softgen_plan__.summary())
