"""Triton online's fp32 softmax kernel compiled for sm_90 without a GPU, peeled or not: its global
loads and stores by kind and the registers ptxas gave it (from the cubin's .nv.info), notes entry
192.  The launch's shape at 8193-16384 columns: BLOCK_N 4096, 16 warps, the peeled kernel capped
at 40 registers (the launcher's caps).

    python scripts/triton_online_offline.py 8300 8400      # 8300 peeled, 8400 not
"""
import collections
import importlib.util
import re
import struct
import sys
import tempfile

import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

from softgen.emit import emit
from softgen.generator.spec import KernelSpec

SIGNATURE = {"x_ptr": "*fp32", "y_ptr": "*fp32", "n_rows": "i32", "x_row_stride": "i32", "y_row_stride": "i32",
             "n_cols": "i32", "BLOCK_N": "constexpr", "ROWS": "constexpr", "NUM_STAGES": "constexpr",
             "SAME_STRIDES": "constexpr", "PEEL": "constexpr", "CACHE": "constexpr", "EARLY": "constexpr"}
REGCOUNT = 0x2f     # EIATTR_REGCOUNT: (function index, registers)


def kernel(cols, out):
    """The emitted module's Triton kernel for fp32 softmax online at cols."""
    emit([KernelSpec(strategy="online", cols=cols, dtype="fp32", backend="triton")], out)
    path = f"{out}/softmax_online_c{cols}_fp32_triton.py"
    spec = importlib.util.spec_from_file_location(f"online_{cols}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, f"softmax_online_c{cols}_fp32_triton_kernel"), module.ROWS


def registers(cubin):
    """The registers a thread of the cubin's kernel, from its .nv.info section."""
    shoff = struct.unpack_from("<Q", cubin, 0x28)[0]
    size, count, names = struct.unpack_from("<HHH", cubin, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", cubin, shoff + i * size) for i in range(count)]
    strings = headers[names][4]
    for header in headers:
        name = cubin[strings + header[0]:cubin.index(b"\0", strings + header[0])]
        if name != b".nv.info":
            continue
        at, end = header[4], header[4] + header[5]
        while at < end:     # attributes: format byte, attribute byte, then by format
            fmt, attr = cubin[at], cubin[at + 1]
            if fmt == 4:
                length = struct.unpack_from("<H", cubin, at + 2)[0]
                if attr == REGCOUNT:
                    return struct.unpack_from("<II", cubin, at + 4)[1]
                at += 4 + length
            else:
                at += 2 if fmt == 1 else 4
    return None


def main(*widths):
    with tempfile.TemporaryDirectory() as out:
        for cols in map(int, widths):
            fn, rows = kernel(cols, out)
            peel = cols % 16 != 0
            constexprs = {"BLOCK_N": 4096, "ROWS": rows, "NUM_STAGES": 1, "SAME_STRIDES": True, "PEEL": peel,
                          "CACHE": 0, "EARLY": False}
            divisible = [0, 1] + ([] if peel else [3, 4, 5])     # as the launch specializes them
            source = ASTSource(fn, SIGNATURE, constexprs={(list(SIGNATURE).index(k),): v for k, v in constexprs.items()},
                               attrs={(i,): [["tt.divisibility", 16]] for i in divisible})
            options = {"num_warps": 16, **({"maxnreg": 40} if peel else {})}
            compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32), options=options)
            ptx = compiled.asm["ptx"]
            loads = collections.Counter(re.findall(r"ld\.global\S*", ptx))
            stores = collections.Counter(re.findall(r"st\.global\S*", ptx))
            print(f"{cols} peel={peel} registers={registers(compiled.asm['cubin'])} "
                  f"loads={dict(loads)} stores={dict(stores)}")


if __name__ == "__main__":
    main(*sys.argv[1:])
