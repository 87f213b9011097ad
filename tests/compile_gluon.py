"""Compile a launcher module's gluon kernel for sm_90 and print what the test checks, as JSON:
the shared memory it takes and its global loads.  Run in a process of its own (the gluon
library is jit-compiled only where triton was imported without TRITON_INTERPRET=1, and the
other CPU tests import it for the interpreter).

    python tests/compile_gluon.py MODULE.py PEEL TILE CACHED HELD WARPS
"""
import importlib.util
import json
import re
import sys

import triton
from triton.backends.compiler import GPUTarget
from triton.experimental.gluon._runtime import GluonASTSource

path, peel, tile, cached, held, warps = sys.argv[1], sys.argv[2] == "1", *map(int, sys.argv[3:7])
spec = importlib.util.spec_from_file_location("launcher", path)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
pointer = {4: "*fp32", 2: "*bf16" if module.DTYPE is module.torch.bfloat16 else "*fp16"}[module.DTYPE.itemsize]
signature = {"x_ptr": pointer, "y_ptr": pointer, "n_rows": "i32", "x_row_stride": "i32", "y_row_stride": "i32",
             "n_cols": "i32", "TILE": "constexpr", "CACHED": "constexpr", "HELD": "constexpr", "NW": "constexpr",
             "PEEL": "constexpr"}
# Triton's specialisation: 16-byte-aligned pointers, and rows 16 elements apart unless peeled
aligned = (0, 1) if peel else (0, 1, 3, 4, 5)
source = GluonASTSource(fn=getattr(module, module.KERNEL + "_gluon_kernel"), signature=signature,
                        constexprs={"TILE": tile, "CACHED": cached, "HELD": held, "NW": warps, "PEEL": peel},
                        attrs={(i,): [["tt.divisibility", 16]] for i in aligned})
compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32), options={"num_warps": warps})
print(json.dumps({"shared": compiled.metadata.shared,
                  "loads": re.findall(r"ld\.global\S*", compiled.asm["ptx"])}))
