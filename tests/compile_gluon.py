"""Compile a launcher module's gluon kernel (or with plain=1 its Triton kernel) for sm_90 and
print what the tests check, as JSON: the shared memory it takes, its global loads and stores,
the sizes of its L2 prefetches and its cp.async copies, its copy groups committed and the
groups each wait leaves outstanding, and its comparisons (setp: masks and loop bounds).  Run in a process of its own (the
gluon library is jit-compiled only where triton was imported without TRITON_INTERPRET=1, and
the other CPU tests import it for the interpreter).

    python tests/compile_gluon.py MODULE.py PEEL WARPS NAME=VALUE ...    # the kernel's constexprs
    python tests/compile_gluon.py MODULE.py 1 4 plain=1 BLOCK_N=64 ROWS=16 NUM_STAGES=1 SAME_STRIDES=1

maxnreg=N (lower case) caps its registers as the launcher's maxnreg does; "registers" and
"stack" (bytes a thread, spills) are cuobjdump's resource usage of the cubin; sass=1 adds the
cubin's SASS opcodes and their counts ("sass"; scripts/triton_ptx.py).
"""
import collections
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from triton.experimental.gluon._runtime import GluonASTSource

path, peel, warps = sys.argv[1], sys.argv[2] == "1", int(sys.argv[3])
constexprs = {name: int(value) for name, value in (arg.split("=") for arg in sys.argv[4:])}
options = {"num_warps": warps}
if "maxnreg" in constexprs:
    options["maxnreg"] = constexprs.pop("maxnreg")
plain = constexprs.pop("plain", 0)
with_sass = constexprs.pop("sass", 0)
if not plain:
    constexprs["PEEL"] = peel
spec = importlib.util.spec_from_file_location("launcher", path)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
kernel = getattr(module, module.KERNEL + ("_kernel" if plain else "_gluon_kernel"))
pointer = {4: "*fp32", 2: "*bf16" if module.DTYPE is module.torch.bfloat16 else "*fp16"}[module.DTYPE.itemsize]
signature = {"x_ptr": pointer, "dy_ptr": pointer, "y_ptr": pointer, "n_rows": "i32", "x_row_stride": "i32",
             "dy_row_stride": "i32", "y_row_stride": "i32", "n_cols": "i32", "split": "i32", "state_ptr": "*i32",
             "partials_ptr": "*fp32"}
signature = {name: kind for name, kind in signature.items() if name in kernel.arg_names}   # the kernel's own
signature.update({name: "constexpr" for name in kernel.arg_names if name not in signature})
constexprs.update({p.name: p.default for p in kernel.params if p.has_default and p.name not in constexprs})
# Triton's specialisation: 16-byte-aligned pointers, and rows 16 elements apart unless peeled
aligned = [i for i, name in enumerate(kernel.arg_names)
           if name in ("x_ptr", "dy_ptr", "y_ptr") or (not peel and (name.endswith("_row_stride") or name == "n_cols"))]
source = (ASTSource if plain else GluonASTSource)(fn=kernel, signature=signature, constexprs=constexprs,
                                                  attrs={(i,): [["tt.divisibility", 16]] for i in aligned})
compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32), options=options)
ptx = compiled.asm["ptx"]
copy = r"cp\.async\.c[ag]\.shared\.global.*, (0x[0-9a-f]+|\d+)(?:, %r\d+)?;"      # its size in bytes
prefetch = r"cp\.async\.bulk\.prefetch\.L2\.global \[%rd\d+\], %r(\d+);"           # its size's register
sizes = [re.search(rf"mov\.b32\s+%r{r}, (\d+);", ptx).group(1) for r in re.findall(prefetch, ptx)]
with tempfile.NamedTemporaryFile(suffix=".cubin") as cubin:
    cubin.write(compiled.asm["cubin"])
    cubin.flush()
    tool = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
    usage = subprocess.run([tool, "--dump-resource-usage", cubin.name], capture_output=True, text=True, check=True).stdout
    sass = subprocess.run([tool, "-sass", cubin.name], capture_output=True, text=True, check=True).stdout if with_sass else ""
registers, stack = (int(re.search(rf"{name}:(\d+)", usage).group(1)) for name in ("REG", "STACK"))
opcodes = re.findall(r"/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9]*)", sass)      # guards dropped
print(json.dumps({"shared": compiled.metadata.shared, "registers": registers, "stack": stack,
                  "loads": re.findall(r"ld\.global\S*", ptx), "stores": re.findall(r"st\.global\S*", ptx),
                  "shuffles": re.findall(r"shfl\S*", ptx), "barriers": len(re.findall(r"bar\.sync", ptx)),
                  "prefetches": sizes, "async_copies": re.findall(copy, ptx), "exp2": len(re.findall(r"ex2\.approx", ptx)),
                  "commit_groups": len(re.findall(r"cp\.async\.commit_group", ptx)),
                  "predicates": len(re.findall(r"setp\.", ptx)),
                  "wait_groups": [int(n) for n in re.findall(r"cp\.async\.wait_group\s+(\d+);", ptx)],
                  "sass": collections.Counter(opcodes).most_common()}))
