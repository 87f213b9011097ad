"""Exploration: Triton online through gluon (Triton's lower-level dialect), which has what the
Triton language lacks for long rows: shared memory a program keeps across loops.  As CUDA
online's row-cache entry (notes entries 31, 53, 56): one program a row, the row's first CACHED
tiles kept in shared memory for pass 2, the rest read again last tile first; per-lane running
(max, sum) so no barrier a tile.  Aligned rows of a multiple of the tile only (an exploration).
Not a test; % of copy against the shipped Triton and CUDA online launchers, same run.

    python scripts/try_gluon_online.py fp32:131072 bf16:262144
"""
import sys

import softgen
import torch
import triton
from explore import Width
from triton.experimental import gluon
from triton.experimental.gluon import language as gl

LOG2E = gl.constexpr(1.4426950408889634)


@gluon.jit
def online_kernel(x_ptr, y_ptr, n_cols, x_stride, y_stride,
                  VEC: gl.constexpr, NW: gl.constexpr, TILE: gl.constexpr, CACHED: gl.constexpr):
    layout: gl.constexpr = gl.BlockedLayout([VEC], [32], [NW], [0])
    offs = gl.arange(0, TILE, layout=layout)
    row = gl.program_id(0).to(gl.int64)
    xr = x_ptr + row * x_stride
    yr = y_ptr + row * y_stride
    n_tiles = n_cols // TILE
    m = gl.full([TILE], float("-inf"), gl.float32, layout)
    s = gl.full([TILE], 0.0, gl.float32, layout)
    if CACHED > 0:
        cache = gl.allocate_shared_memory(x_ptr.dtype.element_ty, [CACHED, TILE],
                                          gl.SwizzledSharedLayout(1, 1, 1, [0]))
    for t in range(n_tiles):
        xv = gl.load(xr + t * TILE + offs)
        if CACHED > 0:
            if t < CACHED:
                cache.index(t).store(xv)
        xf = xv.to(gl.float32)
        m_new = gl.maximum(m, xf)
        s = s * gl.exp2((m - m_new) * LOG2E) + gl.exp2((xf - m_new) * LOG2E)
        m = m_new
    row_max = gl.max(m, 0)
    scale = 1.0 / gl.sum(s * gl.exp2((m - row_max) * LOG2E), 0)
    for k in range(n_tiles):
        t = n_tiles - 1 - k
        if CACHED > 0 and t < CACHED:
            xv = cache.index(t).load(layout)
        else:
            xv = gl.load(xr + t * TILE + offs)
        y = gl.exp2((xv.to(gl.float32) - row_max) * LOG2E) * scale
        gl.store(yr + t * TILE + offs, y.to(y_ptr.dtype.element_ty))


def launcher(vec, nw, tile, cached):
    def run(x, out):
        online_kernel[(x.shape[0],)](x, out, x.shape[1], x.stride(0), out.stride(0),
                                     VEC=vec, NW=nw, TILE=tile, CACHED=cached, num_warps=nw)
        return out
    return run


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        dtype, widths = arg.split(":")
        vec = 4 if dtype == "fp32" else 8
        shipped = {b: softgen.load(strategy="online", dtype=dtype, backend=b) for b in ("cuda", "triton")}
        for cols in map(int, widths.split(",")):
            w = Width(dtype, cols)
            line = f"{dtype} {cols:6d}" + "".join(f" | {b} {w.pct(f, f'{dtype} {cols} {b}'):5.1f}"
                                                  for b, f in shipped.items())
            for nw, per_thread in ((32, 1), (16, 1), (32, 2)):
                tile = nw * 32 * vec * per_thread
                most = (200 * 1024) // (tile * w.t.itemsize)
                for cached in (0, most // 2, most):
                    try:
                        pct = w.pct(launcher(vec, nw, tile, cached), f"gluon {nw}w {tile} cached {cached}")
                        line += f" | {nw}w t{tile} c{cached}: {pct:5.1f}"
                    except Exception as exc:        # an exploration: report and go on
                        line += f" | {nw}w t{tile} c{cached}: {type(exc).__name__} {str(exc)[:80]}"
            print(line, flush=True)
