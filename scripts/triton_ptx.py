"""The global loads and stores, shuffles and barriers of a rendered Triton kernel compiled for
sm_90 here (no GPU needed), and its registers and spills (exploration): which accesses are
16-byte packs and which element by element.

    python scripts/triton_ptx.py op=softmax warp 137 bf16 [tunable=value ...]
"""
import collections
import importlib.util
import os
import re
import subprocess
import sys
import tempfile

import triton
from triton.backends.compiler import GPUTarget

from softgen.emit import emit
from softgen.generator.spec import KernelSpec

args = sys.argv[1:]
op = args.pop(0)[3:] if args[0].startswith("op=") else "softmax"
strategy, cols, dtype = args[0], int(args[1]), args[2]
tunables = {k: int(v) for k, v in (a.split("=") for a in args[3:])}
spec = KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="triton", **tunables)
with tempfile.TemporaryDirectory() as out:
    path = next(w.path for w in emit([spec], out) if "_triton" in w.path.name)
    loaded = importlib.util.spec_from_file_location("launcher", path)
    module = importlib.util.module_from_spec(loaded)
    loaded.loader.exec_module(module)
kernel = getattr(module, module.KERNEL + "_kernel")
pointer = {"fp32": "*fp32", "bf16": "*bf16", "fp16": "*fp16"}[dtype]
constants = {"BLOCK_N": module.BLOCK_N, "ROWS": module.ROWS, "NUM_STAGES": module.NUM_STAGES,
             "SAME_STRIDES": True, "ALIGNED": True, "EARLY": False}
signature = {n: pointer if n.endswith("_ptr") else "constexpr" if n in constants else "i32" for n in kernel.arg_names}
source = triton.compiler.ASTSource(
    fn=kernel, signature=signature, constexprs={(kernel.arg_names.index(n),): v for n, v in constants.items()
                                                if n in kernel.arg_names},
    attrs={(i,): [["tt.divisibility", 16]] for i, n in enumerate(kernel.arg_names) if n.endswith("_ptr")})
compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32), options={"num_warps": module.NUM_WARPS})
ptx = compiled.asm["ptx"]
with tempfile.NamedTemporaryFile(suffix=".cubin") as cubin:      # as tests/compile_gluon.py
    cubin.write(compiled.asm["cubin"])
    cubin.flush()
    tool = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
    usage = subprocess.run([tool, "--dump-resource-usage", cubin.name], capture_output=True, text=True, check=True).stdout
    sass = subprocess.run([tool, "-sass", cubin.name], capture_output=True, text=True, check=True).stdout
registers, stack = (int(re.search(rf"{name}:(\d+)", usage).group(1)) for name in ("REG", "STACK"))
counts = collections.Counter(re.findall(r"\b(ld\.global\S*|st\.global\S*|shfl\S*|bar\.sync)", ptx))
print(f"{op} {strategy} {cols} {dtype} {tunables}: ROWS {module.ROWS} BLOCK_N {module.BLOCK_N} "
      f"warps {module.NUM_WARPS}, registers {registers}, stack {stack}")
for name, n in sorted(counts.items()):
    print(f"  {n:4d} {name}")
sass = collections.Counter(re.findall(r"/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9]*)", sass))
print(f"  {sum(sass.values()):4d} SASS instructions:", ", ".join(f"{k} {n}" for k, n in sass.most_common(12)))
