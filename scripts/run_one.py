"""Launch one kernel a few times on 2^26 elements (a target for ncu).

    ncu --set full -k regex:softmax --launch-skip 2 --launch-count 1 \\
        python scripts/run_one.py block 8192 fp32 [cuda|triton] [op=softmax_backward] [ahead=N] [tunable=value ...]
        python scripts/run_one.py peer=quack 262144 bf16          (a peer, bench/peers.py)
        python scripts/run_one.py online 300001 bf16 cuda baseline=NAME   (baseline/NAME's module, as try_matrix's)

Prints the plan, then each compiled kernel's registers a thread and local memory (spills and
stack) as the driver's function attributes (CUDA) or Triton's compiled kernels report them.
"""
import sys

import torch

import softgen

strategy, cols, dtype = sys.argv[1], int(sys.argv[2]), sys.argv[3]
backend = sys.argv[4] if len(sys.argv) > 4 else "cuda"
pairs = dict(a.split("=") for a in sys.argv[5:])
op = pairs.pop("op", "softmax")
if "ahead" in pairs:     # CUDA online: LaunchPlan.l2_prefetch
    import dataclasses
    import softgen.generator.plan as plan
    import softgen.runtime.loader as loader
    ahead = int(pairs.pop("ahead"))
    loader.make_plan = lambda spec: dataclasses.replace(plan.make_plan(spec), l2_prefetch=ahead)
baseline = pairs.pop("baseline", None)
tunables = {k: int(v) for k, v in pairs.items()}
if baseline:
    from explore import baseline_path, module_from_file
    f = getattr(module_from_file(baseline_path(baseline, op, strategy, dtype, backend, cols)), op)
elif strategy.startswith("peer="):
    from softgen.bench.peers import peer
    fn, why = peer(strategy[5:], op)
    f = lambda *args, out: out.copy_(fn(*args))     # noqa: E731 (the copy is another kernel)
else:
    f = softgen.load(op=op, strategy=strategy, cols=None if strategy == "online" else cols, dtype=dtype,
                     backend=backend, **tunables)
t = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}[dtype]
x = (torch.randn((1 << 26) // cols, cols, device="cuda") * 3).to(t)
args = (torch.softmax(x.float(), -1).to(t), torch.randn_like(x)) if op.endswith("backward") else (x,)
out = torch.empty_like(x)
for _ in range(5):
    f(*args, out=out)
torch.cuda.synchronize()
print(f.__softgen_plan__.summary() if hasattr(f, "__softgen_plan__") else strategy)


def kernel_resources(fn):
    """(name, registers a thread, local memory) of each kernel fn's module launches: CUDA from
    the driver's attributes of the functions the module holds (_function and its other entry
    points), Triton from its jit functions' compiled kernels"""
    found, names = [], {"_function": "kernel", "_cached": "row-cache entry", "_held": "held entry", "_split": "split entry"}
    glob = getattr(fn, "__globals__", {})
    for var, what in names.items():
        function = glob.get(var)
        if function is not None:
            import cupy
            handle = glob["_cu_function"](function)
            regs = cupy.cuda.driver.funcGetAttribute(4, handle)      # CU_FUNC_ATTRIBUTE_NUM_REGS
            local = cupy.cuda.driver.funcGetAttribute(3, handle)     # CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES
            found.append((what, regs, f"{local} bytes local memory"))
    for obj in list(glob.values()):
        caches = getattr(obj, "device_caches", None)
        if isinstance(caches, dict):       # a triton.JITFunction
            for per_device in caches.values():
                for compiled in per_device[0].values():
                    found.append((compiled.name, compiled.n_regs, f"{compiled.n_spills} spilled"))
    return found


for name, regs, local in kernel_resources(f):
    print(f"{name}: {regs} registers a thread, {local}")
