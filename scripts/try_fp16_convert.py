"""Exploration (notes entry 77): is CUDA fp16 slower than bf16 (backward: fp16 smem 12345 76% of
copy, bf16 99; cluster 100001 69 / 97) because of its conversion to float?  bf16 -> float is a
shift; fp16's cvt.f32.f16 may run on a narrower pipe.  Renders each kernel (fp16), swaps
to_float's or elem's body for a variant, and times the variants against bf16's kernel of the same
spec, same run, each validated first (explore.Width; a name ending in * is a speed probe, not
validated).  With cuobjdump on the PATH, prints the count of each conversion instruction in the
fp16 kernel's SASS.  Written against the kernels before entry 77: since, elem() reads fp16 from
the 32-bit pair wherever it measured faster, so "cvt" changes only what still extracts.

    python scripts/try_fp16_convert.py [op=softmax_backward] [variants=cvt,pair] smem:12345 online:32769
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from explore import Width, bench, module_from_file
from softgen.emit import emit
from softgen.generator.spec import KernelSpec

CVT = "float f; asm(\"cvt.f32.f16 %0, %1;\" : \"=f\"(f) : \"h\"(v)); return f;"
VARIANTS = {
    "cvt": CVT,
    # exponent and mantissa shifted into place and rebiased by a multiply (exact: subnormal
    # halves become normal floats; no -ftz), inf / NaN given float's all-ones exponent, sign OR-ed
    "int": "unsigned a = (v & 0x7fffu) << 13; "
           "float f = a >= 0x0f800000u ? __uint_as_float(a | 0x7f800000u) : __uint_as_float(a) * 0x1p112f; "
           "return __uint_as_float(__float_as_uint(f) | ((v & 0x8000u) << 16));",
    # the same cvt the compiler may not move (asm volatile): another schedule, same values
    "volatile": CVT.replace("asm(", "asm volatile("),
    # elem() from the 32-bit pair (as the other strategies read fp16), in the online kernels too
    "pair": ("    return to_float(p.v[i]);\n}",
             "    const unsigned two = reinterpret_cast<const unsigned*>(p.v)[i / 2]; float f;\n"
             "    if (i % 2) asm(\"{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.f32.f16 %0, hi; }\" : \"=f\"(f) : \"r\"(two));\n"
             "    else asm(\"{ .reg .b16 lo, hi; mov.b32 {lo, hi}, %1; cvt.f32.f16 %0, lo; }\" : \"=f\"(f) : \"r\"(two));\n"
             "    return f;\n}"),
    # the pair read with the kernel's registers bounded for one block an SM (ptxas otherwise
    # settles on 64 for log_softmax_backward and spills)
    "pair1": None,      # below
    # bf16 (with dtype=bf16): elem() from the 32-bit pair as the other strategies read it, or as shipped
    "bf16-extract": ("    return to_float(p.v[i]);\n}", "    return to_float(p.v[i]);\n}"),
    "bf16-pair": ("    return to_float(p.v[i]);\n}",
                  "    const unsigned two = reinterpret_cast<const unsigned*>(p.v)[i / 2];\n"
                  "    return __uint_as_float(i % 2 ? two & 0xffff0000u : two << 16);\n}"),
    # speed probe only, WRONG values (bf16's shift on fp16 bits; not validated): what fp16 would
    # run at if its conversion cost what bf16's does
    "shift*": "return __uint_as_float((unsigned)v << 16);",
}

BOUND_ONE = ("__launch_bounds__(BLOCK) ", "__launch_bounds__(BLOCK, 1) ")
VARIANTS["pair1"] = [VARIANTS["pair"], BOUND_ONE]
VARIANTS["bf16-pair1"] = [VARIANTS["bf16-pair"], BOUND_ONE]

args = sys.argv[1:]
op = next((a.split("=")[1] for a in args if a.startswith("op=")), "softmax_backward")
dtype = next((a.split("=")[1] for a in args if a.startswith("dtype=")), "fp16")   # the variants'
chosen = next((a.split("=")[1].split(",") for a in args if a.startswith("variants=")), list(VARIANTS))
root = pathlib.Path(tempfile.mkdtemp(prefix="fp16cvt-"))


def render(strategy, cols, dtype, folder):
    spec = KernelSpec(op=op, strategy=strategy, cols=cols, dtype=dtype, backend="cuda")
    emit([spec], folder, force=True)
    return next(folder.glob(f"*_{dtype}_cuda.py"))


def sass_counts(cu):
    if not shutil.which("cuobjdump"):
        return ""
    cubin = cu.with_suffix(".cubin")
    subprocess.run(["nvcc", "-arch=sm_90", "-cubin", "--std=c++17", "-o", cubin, cu], check=True)
    sass = subprocess.run(["cuobjdump", "-sass", cubin], capture_output=True, text=True).stdout
    ops = re.findall(r"\b(F2F[.A-Z0-9_]*|HADD2\.F32|F2FP[.A-Z0-9_]*|I2F[.A-Z0-9_]*)", sass)
    return " ".join(f"{o}x{ops.count(o)}" for o in sorted(set(ops)))


for arg in (a for a in args if ":" in a and "=" not in a):
    strategy, widths = arg.split(":")
    for cols in map(int, widths.split(",")):
        line = f"{op} {strategy:7} {cols:6d} |"
        bf = module_from_file(render(strategy, cols, "bf16", root / f"{strategy}{cols}bf16"))
        line += f" bf16 {Width('bf16', cols, op).pct(getattr(bf, op), 'bf16'):5.1f} |"
        w = Width(dtype, cols, op)
        counts = ""
        for name, body in ((n, VARIANTS[n]) for n in chosen):
            folder = root / f"{strategy}{cols}{name}"
            py = render(strategy, cols, dtype, folder)
            cu = py.with_suffix(".cu")
            source = cu.read_text()
            for old, new in body if isinstance(body, list) else [body if isinstance(body, tuple) else (CVT, body)]:
                assert old in source, f"{name}: {old!r} not found"
                source = source.replace(old, new)
            cu.write_text(source)
            module = module_from_file(py)
            f = getattr(module, op)
            pct = w.pct(f, name) if not name.endswith("*") else \
                100 * w.tensors / 2 * w.copy_ms / bench(lambda: f(*w.inputs, out=w.y))
            line += f" {dtype} {name} {pct:5.1f}"
            if not counts:
                counts = sass_counts(cu)
        print(line + (f" | sass {counts}" if counts else ""), flush=True)
