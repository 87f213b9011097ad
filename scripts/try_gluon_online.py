"""Exploration: Triton online through gluon (Triton's lower-level dialect), which has what the
Triton language lacks for long rows: shared memory a program keeps across loops.  As CUDA
online's held entry (notes entries 31, 53, 56): one program a row, the row's first HELD elements
kept in registers and the next CACHED tiles in shared memory for pass 2, the rest read again last
tile first; per-lane running
(max, sum) so no barrier a tile.  Aligned rows of a multiple of the tile only (an exploration).
Not a test; % of copy against the shipped Triton and CUDA online launchers, same run.

    python scripts/try_gluon_online.py fp32:131072 bf16:262144
"""
import sys

import softgen
from explore import Width
from triton.experimental import gluon
from triton.experimental.gluon import language as gl

LOG2E = gl.constexpr(1.4426950408889634)


@gluon.jit
def online_kernel(x_ptr, y_ptr, n_cols, x_stride, y_stride, VEC: gl.constexpr, NW: gl.constexpr,
                  TILE: gl.constexpr, CACHED: gl.constexpr, HELD: gl.constexpr):
    """HELD elements of the row's start kept in registers, the next CACHED tiles in shared memory."""
    layout: gl.constexpr = gl.BlockedLayout([VEC], [32], [NW], [0])
    offs = gl.arange(0, TILE, layout=layout)
    row = gl.program_id(0).to(gl.int64)
    xr = x_ptr + row * x_stride
    yr = y_ptr + row * y_stride
    n_tiles = (n_cols - HELD) // TILE
    m = gl.full([TILE], float("-inf"), gl.float32, layout)
    s = gl.full([TILE], 0.0, gl.float32, layout)
    if HELD > 0:
        held_offs = gl.arange(0, HELD, layout=layout)
        held = gl.load(xr + held_offs)
        hf = held.to(gl.float32)
        held_max = gl.max(hf, 0)
        held_sum = gl.sum(gl.exp2((hf - held_max) * LOG2E), 0)
    if CACHED > 0:
        cache = gl.allocate_shared_memory(x_ptr.dtype.element_ty, [CACHED, TILE],
                                          gl.SwizzledSharedLayout(1, 1, 1, [0]))
    for t in range(n_tiles):
        xv = gl.load(xr + HELD + t * TILE + offs)
        if CACHED > 0:
            if t < CACHED:
                cache.index(t).store(xv)
        xf = xv.to(gl.float32)
        m_new = gl.maximum(m, xf)
        s = s * gl.exp2((m - m_new) * LOG2E) + gl.exp2((xf - m_new) * LOG2E)
        m = m_new
    row_max = gl.max(m, 0)
    row_sum = gl.sum(s * gl.exp2((m - row_max) * LOG2E), 0)
    if HELD > 0:
        new_max = gl.maximum(row_max, held_max)
        row_sum = row_sum * gl.exp2((row_max - new_max) * LOG2E) + held_sum * gl.exp2((held_max - new_max) * LOG2E)
        row_max = new_max
    scale = 1.0 / row_sum
    for k in range(n_tiles):
        t = n_tiles - 1 - k
        if CACHED > 0 and t < CACHED:
            xv = cache.index(t).load(layout)
        else:
            xv = gl.load(xr + HELD + t * TILE + offs)
        y = gl.exp2((xv.to(gl.float32) - row_max) * LOG2E) * scale
        gl.store(yr + HELD + t * TILE + offs, y.to(y_ptr.dtype.element_ty))
    if HELD > 0:
        y = gl.exp2((hf - row_max) * LOG2E) * scale
        gl.store(yr + held_offs, y.to(y_ptr.dtype.element_ty))


def launcher(vec, nw, tile, cached, held):
    def run(x, out):
        online_kernel[(x.shape[0],)](x, out, x.shape[1], x.stride(0), out.stride(0),
                                     VEC=vec, NW=nw, TILE=tile, CACHED=cached, HELD=held, num_warps=nw)
        return out
    return run


# (warps, 16-byte groups a thread a tile, KB of shared memory cached, elements a thread held)
VARIANTS = ((32, 2, 192, 0), (32, 2, 224, 0), (32, 4, 192, 0), (32, 2, 192, 16), (32, 2, 192, 32),
            (32, 2, 224, 32), (32, 4, 192, 32))

if __name__ == "__main__":
    for arg in sys.argv[1:]:
        dtype, widths = arg.split(":")
        vec = 4 if dtype == "fp32" else 8
        shipped = {b: softgen.load(strategy="online", dtype=dtype, backend=b) for b in ("cuda", "triton")}
        for cols in map(int, widths.split(",")):
            w = Width(dtype, cols)
            line = f"{dtype} {cols:6d}" + "".join(f" | {b} {w.pct(f, f'{dtype} {cols} {b}'):5.1f}"
                                                  for b, f in shipped.items())
            for nw, groups, kb, per_thread in VARIANTS:
                tile, held = nw * 32 * vec * groups, per_thread * nw * 32
                cached = kb * 1024 // (tile * w.t.itemsize)
                name = f"{nw}w t{tile} c{cached} h{held}"
                try:
                    line += f" | {name}: {w.pct(launcher(vec, nw, tile, cached, held), f'gluon {name}'):5.1f}"
                except Exception as exc:        # an exploration: report and go on
                    line += f" | {name}: {type(exc).__name__} {str(exc)[:80]}"
            print(line, flush=True)
