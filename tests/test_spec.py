"""Spec parsing and every validation error (messages checked, not just types)."""
import dataclasses
import json
from pathlib import Path

import pytest

import softgen
from softgen.errors import SpecError
from softgen.generator.plan import make_plan, max_cols
from softgen.generator.spec import KernelSpec, load_spec_file


def plan(**fields):
    return make_plan(KernelSpec(**fields))


def test_defaults_and_aliases():
    spec = KernelSpec(strategy="warp", cols=1024, dtype="bfloat16")
    assert (spec.op, spec.dtype, spec.backend) == ("softmax", "bf16", "cuda")
    assert KernelSpec(strategy="online").cols is None
    assert spec.to_dict() == {"op": "softmax", "strategy": "warp", "cols": 1024, "dtype": "bf16",
                              "backend": "cuda"}


@pytest.mark.parametrize("fields,match", [
    (dict(strategy="tiled", cols=8), r"strategy: 'tiled' is not supported; choose one of warp, block, smem, online"),
    (dict(strategy="warp", cols=8, dtype="int8"), r"dtype: 'int8' is not supported; choose one of fp32, fp16, bf16"),
    (dict(strategy="warp", cols=0), r"cols: must be at least 1, got 0"),
    (dict(strategy="warp", cols=-5), r"cols: must be at least 1, got -5"),
    (dict(strategy="warp", cols=2.5), r"cols: expected a whole number, got 2.5"),
    (dict(strategy="warp"), r"cols: strategy 'warp' specialises on the row width"),
    (dict(strategy="warp", cols=8, backend="opencl"), r"backend: 'opencl' is not supported; choose one of cuda, triton, both"),
    (dict(strategy="warp", cols=8, op="relu"), r"op: 'relu' is not supported; choose one of softmax"),
    (dict(strategy="warp", cols=8, block_size=0), r"block_size: must be at least 1, got 0"),
])
def test_field_errors(fields, match):
    with pytest.raises(SpecError, match=match):
        KernelSpec(**fields)


@pytest.mark.parametrize("fields,match", [
    (dict(strategy="cluster", cols=2 ** 31), r"cols: 2147483648 exceeds 2147483647, the widest row the kernels index"),
    (dict(strategy="online", cols=2 ** 31), r"cols: 2147483648 exceeds 2147483647"),
    (dict(strategy="warp", cols=4096), r"cols: 4096 exceeds the maximum of strategy 'warp' for fp32, 2051 "
                                        r"\(32 threads x 64 register elements per row\); use a smaller width or "
                                        r"strategy 'block' / 'smem' / 'online'"),
    (dict(strategy="warp", cols=4096, backend="triton"), r"cols: 4096 exceeds the maximum of strategy 'warp' for "
     r"fp32, 2048 \(a few warps hold several whole rows; rows_per_block 2 or more holds them in chunks to 3072\)"),
    (dict(strategy="warp", cols=3073, dtype="bf16", backend="triton"), r"cols: 3073 exceeds the maximum of strategy "
     r"'warp' for bf16, 3072 \(a few warps hold several whole rows in chunks\); use a smaller width or strategy"),
    (dict(strategy="warp", cols=3080, dtype="fp16", backend="triton"), r"cols: 3080 exceeds the maximum of strategy "
     r"'warp' for fp16, 3072 "),
    (dict(strategy="warp", cols=3100, backend="triton", rows_per_block=2), r"cols: 3100 exceeds the maximum of "
     r"strategy 'warp' for fp32, 3072 "),
    (dict(strategy="block", cols=40000), r"cols: 40000 exceeds the maximum of strategy 'block' for fp32"),
    (dict(strategy="smem", cols=60000), r"cols: 60000 exceeds the maximum of strategy 'smem' for fp32, .*shared memory"),
    (dict(strategy="smem", cols=40000, backend="triton"), r"cols: 40000 exceeds the maximum of strategy 'smem' for fp32, 32768"),
    (dict(strategy="smem", cols=57345, dtype="bf16", backend="triton"), r"cols: 57345 exceeds the maximum of "
     r"strategy 'smem' for bf16, 57344 \(the gluon kernel's row in shared memory, two programs an SM\); use "
     r"a smaller width or strategy 'block' / 'online'"),
    (dict(strategy="smem", cols=40001, dtype="fp16", backend="triton", num_warps=32), r"cols: 40001 exceeds the "
     r"maximum of strategy 'smem' for fp16, 32768 .*with num_warps and num_stages unset, the gluon kernel takes "
     r"rows to 57344 in shared memory"),
    (dict(op="softmax_backward", strategy="smem", cols=40001, dtype="bf16", backend="triton"),
     r"cols: 40001 exceeds the maximum of strategy 'smem' for bf16, 16384"),
    (dict(strategy="smem", cols=20000, backend="triton", num_stages=2),
     r"num_stages: 2 stages of 32768 fp32 do not fit in shared memory; lower num_stages"),
    (dict(strategy="warp", cols=64, threads_per_row=3), r"threads_per_row: 3 must be a power of two from 1 to 32"),
    (dict(strategy="warp", cols=64, threads_per_row=64), r"threads_per_row: 64 must be a power of two"),
    (dict(strategy="warp", cols=64, threads_per_row=8, rows_per_block=4, block_size=64),
     r"rows_per_block: block_size 64 != rows_per_block 4 x threads_per_row 8"),
    (dict(strategy="warp", cols=64, block_size=100), r"block_size: 100 must be a multiple of 32"),
    (dict(strategy="block", cols=64, block_size=2048), r"block_size: 2048 must be a multiple of 32 between 32 and 1024"),
    (dict(strategy="block", cols=1024, threads_per_row=128, block_size=256),
     r"threads_per_row: strategy 'block' gives a row the whole block"),
    (dict(strategy="warp", cols=64, vec=3), r"vec: 3 elements of fp32 is not a power of two of at most 16 bytes; use 1..4"),
    (dict(strategy="warp", cols=64, vec=8), r"vec: 8 elements of fp32"),
    (dict(strategy="warp", cols=64, tile=1024), r"tile: does not apply to strategy 'warp' with backend 'cuda'; remove it"),
    (dict(strategy="block", cols=64, num_warps=4), r"num_warps: does not apply to strategy 'block' with backend 'cuda'"),
    (dict(strategy="online", tile=1000), r"tile: 1000 must be block_size x vec \(512 x 4\) times 1, 2, 4 or 8"),
    (dict(strategy="online", backend="triton", tile=1000), r"tile: 1000 must be a power of two"),
    (dict(strategy="block", cols=64, backend="triton", num_warps=3), r"num_warps: 3 must be a power of two from 1 to 32"),
    (dict(strategy="block", cols=64, backend="triton", num_stages=9), r"num_stages: 9 must be from 1 to 8"),
    (dict(strategy="block", cols=32768, backend="triton", num_warps=4), r"num_warps: 4 warps hold .* raise num_warps"),
    (dict(strategy="smem", cols=16384, dtype="fp32", backend="triton", num_stages=4),
     r"num_stages: 4 stages of 16384 fp32 do not fit in shared memory; lower num_stages"),
    (dict(strategy="warp", cols=64, backend="triton", rows_per_block=3), r"rows_per_block: 3 must be a power of two"),
    (dict(strategy="warp", cols=1024, dtype="fp32", backend="triton", threads_per_row=8),
     r"threads_per_row: Triton warp takes lanes a row only where it holds several rows a program in chunks "
     r"\(a width of two packs or more, and rows_per_block above 1 or, unset, a width under 512, or in 16 bits "
     r"513-768, 1025-1536, 2049-3072 or not a multiple of 16 bytes\); remove it"),
    (dict(strategy="warp", cols=1000, dtype="bf16", backend="triton", threads_per_row=8), r"threads_per_row: Triton warp takes"),
    (dict(strategy="warp", cols=1025, dtype="fp32", backend="triton", threads_per_row=8), r"threads_per_row: Triton warp takes"),
    (dict(strategy="warp", cols=1025, dtype="bf16", backend="triton", threads_per_row=8, rows_per_block=1),
     r"threads_per_row: Triton warp takes"),
    (dict(strategy="warp", cols=9, dtype="bf16", backend="triton", threads_per_row=2), r"threads_per_row: Triton warp takes"),
    (dict(strategy="warp", cols=136, dtype="bf16", backend="triton", threads_per_row=8, rows_per_block=1),
     r"threads_per_row: Triton warp takes"),
    (dict(strategy="warp", cols=137, dtype="bf16", backend="triton", threads_per_row=12),
     r"threads_per_row: 12 must be a power of two from 1 to 32 \(lanes a row\)"),
    (dict(strategy="warp", cols=137, dtype="bf16", backend="triton", rows_per_block=6), r"rows_per_block: 6 must be a power of two"),
    (dict(strategy="smem", cols=64, async_copy=2), r"async_copy: 2 must be 0 \(register loads\) or 1 \(cp.async\)"),
    (dict(strategy="warp", cols=256, evict_first=2), r"evict_first: 2 must be 0 \(write-back stores\) or 1 \(evict-first stores\)"),
    (dict(strategy="warp", cols=256, backend="triton", evict_first=0),
     r"evict_first: applies to the CUDA backend only \(Triton's kernels store plainly\); remove it or use backend 'cuda'"),
    (dict(strategy="block", cols=2100, backend="triton", row_loop=2),
     r"row_loop: 2 must be 0 \(one row a program\) or 1 \(programs stride over the rows\)"),
    (dict(strategy="block", cols=2100, row_loop=0),
     r"row_loop: applies to Triton block and smem kernels only .*use backend 'triton' with strategy block or smem"),
    (dict(strategy="warp", cols=256, backend="triton", row_loop=0),
     r"row_loop: applies to Triton block and smem kernels only"),
    (dict(strategy="smem", cols=2100, backend="triton", row_loop=0, num_stages=2),
     r"row_loop: 0 leaves no row loop to pipeline 2 stages deep; use num_stages 1 or row_loop 1"),
    (dict(strategy="block", cols=64, async_copy=1), r"async_copy: applies to the CUDA forward kernels that stage rows"),
    (dict(strategy="smem", cols=64, backend="triton", async_copy=1), r"async_copy: applies to the CUDA forward"),
    (dict(strategy="warp", cols=64, blocks_per_sm=0), r"blocks_per_sm: must be at least 1, got 0"),
    (dict(strategy="block", cols=4096, backend="triton", blocks_per_sm=2),
     r"blocks_per_sm: applies to the CUDA backend only .*; remove it or use backend 'cuda'"),
    (dict(strategy="block", cols=4096, block_size=512, blocks_per_sm=8),
     r"blocks_per_sm: 8 blocks of 512 threads exceed what an SM runs \(32 blocks, 2048 threads\); use at most 4"),
    (dict(strategy="warp", cols=64, block_size=32, blocks_per_sm=33),
     r"blocks_per_sm: 33 blocks of 32 threads exceed what an SM runs \(32 blocks, 2048 threads\); use at most 32"),
    (dict(strategy="warp", cols=64, approx_rcp=2), r"approx_rcp: 2 must be 0 \(IEEE division\) or 1 \(rcp.approx\)"),
    (dict(strategy="smem", cols=64, approx_rcp=1), r"approx_rcp: applies to CUDA warp and block kernels of op softmax"),
    (dict(strategy="warp", cols=64, op="log_softmax", approx_rcp=0), r"approx_rcp: applies to CUDA warp and block"),
    (dict(strategy="block", cols=64, backend="triton", approx_rcp=1), r"approx_rcp: applies to CUDA warp and block"),
    (dict(strategy="warp", cols=64, op="softmax_backward", approx_rcp=1), r"approx_rcp: applies to CUDA warp and block"),
    (dict(strategy="cluster", cols=4096, stage=0, async_copy=0), r"async_copy: applies to .* cluster with stage 1 or 2"),
    (dict(strategy="smem", cols=64, dtype="bf16", vec=1, async_copy=1),
     r"async_copy: cp.async copies 4, 8 or 16 bytes, not packs of 1 bf16 \(2 bytes\); raise vec or set async_copy=0"),
    (dict(strategy="cluster", cols=64, exchange=3), r"exchange: 3 must be 0 \(cluster barrier\), 1 \(mbarriers\) or 2"),
    (dict(strategy="block", cols=64, exchange=1), r"exchange: does not apply to strategy 'block'"),
    (dict(op="softmax_backward", strategy="cluster", cols=4096, exchange=2),
     r"exchange: 2 \(every warp's partial\) is for the forward ops; .* use 0 or 1"),
    (dict(op="softmax_backward", strategy="smem", cols=64, async_copy=1), r"async_copy: applies to the CUDA forward"),
    (dict(strategy="cluster", cols=64, stage=9),
     r"stage: 9 must be 0 \(stream the slice\), 1 .* 2 \(hold it in registers\), "
     r"backward only 3 .*, 4 \(stage y, dy in registers\) or 8 \(as 4, dy's rest in shared memory\), or forward "
     r"only 5 \(its exps in shared memory\), 6 \(its exps in registers\) or 7 \(as 6, the rest of the slice in "
     r"shared memory\)"),
    (dict(strategy="cluster", cols=300000, stage=8),
     r"stage: stage 8 \(y staged, dy in registers and shared memory\) is for the backward ops, not softmax; "
     r"use stage 0, 1, 2 or 5"),
    (dict(op="softmax_backward", strategy="cluster", cols=100000, cluster_size=16, stage=8, block_size=512,
          blocks_per_sm=2),
     r"stage: dy's fp32 slice of 1563 packs fits the registers of 512 threads \(\d+ packs each\) at 2 blocks an "
     r"SM: use stage 4, or fewer threads \(block_size\)"),
    (dict(op="log_softmax_backward", strategy="cluster", cols=1000000, cluster_size=8, stage=8),
     r"stage: stage 8 keeps \d+ KB of y's and dy's fp32 slices in shared memory per block, more than 226 KB; "
     r"use a larger cluster_size or block_size"),
    (dict(op="softmax_backward", strategy="cluster", cols=235000, cluster_size=16, stage=8, block_size=320,
          blocks_per_sm=3),      # 234072 fits three (232416 bytes)
     r"blocks_per_sm: 3 stage 8 blocks an SM take 233760 bytes of shared memory \(77920 each: y's and dy's fp32 "
     r"slices, the kernel's scratch and the GPU's 1024 a block\), more than an SM's 233472; use fewer "
     r"blocks_per_sm, a larger cluster_size, or stage 4"),
    (dict(op="softmax_backward", strategy="cluster", cols=64, stage=7),
     r"stage: stage 7 \(the slice's exps in registers and shared memory\) is for the forward ops"),
    (dict(strategy="cluster", cols=536199, cluster_size=16, stage=7, dtype="bf16", vec=4),
     r"stage: stage 7 holds the slice in 16-byte packs, not packs of 4 bf16; use vec 8, or stage 1"),
    (dict(strategy="cluster", cols=262144, cluster_size=16, stage=7, dtype="bf16"),
     r"stage: the bf16 slice of 2048 packs fits the registers of 256 threads \(8 packs each\): use stage 6"),
    (dict(strategy="cluster", cols=3000000, cluster_size=16, stage=7, dtype="bf16"),
     r"stage: stage 7 keeps 334 KB of the bf16 slice in shared memory per block, more than 226 KB; "
     r"use a larger cluster_size or block_size"),
    (dict(strategy="cluster", cols=536199, cluster_size=16, stage=7, dtype="bf16", async_copy=0),
     r"async_copy: cluster stage 7 copies the slice past the registers with cp.async; remove async_copy, "
     r"or use stage 1 or 6 for register loads"),
    (dict(op="log_softmax_backward", strategy="cluster", cols=64, stage=6),
     r"stage: stage 6 \(the slice's exps in registers\) is for the forward ops, not log_softmax_backward; use stage 0-4"),
    (dict(strategy="cluster", cols=4096, stage=6, dtype="bf16", vec=4),
     r"stage: stage 6 holds the slice in 16-byte packs, not packs of 4 bf16; use vec 8, or stage 5"),
    (dict(strategy="cluster", cols=262144, cluster_size=16, stage=6, dtype="bf16", block_size=128),
     r"stage: stage 6 holds 128 elements of the bf16 slice a thread, more than 64, at 128 threads a block; "
     r"use a larger block_size \(up to 1024\)"),
    (dict(strategy="cluster", cols=262144, cluster_size=8, stage=6, dtype="fp32", block_size=256),
     r"stage: stage 6 holds 128 elements of the fp32 slice a thread, more than 96, at 256 threads a block; "
     r"use a larger block_size \(up to 1024\)"),
    (dict(strategy="cluster", cols=1200000, cluster_size=16, stage=6, dtype="fp32"),
     r"stage: stage 6 holds 76 elements of the fp32 slice a thread, more than 64, at 992 threads a block; "
     r"the row is too wide"),
    (dict(strategy="cluster", cols=300000, cluster_size=2, stage=6, dtype="bf16"),
     r"stage: stage 6 holds 152 elements of the bf16 slice a thread, more than 64, at 992 threads a block; "
     r"use a larger cluster_size$"),
    (dict(strategy="cluster", cols=3000000, cluster_size=16, stage=6, dtype="bf16"),
     r"stage 6 holds 184 elements .* at 1024 threads a block; the row is too wide for stage 6 at 16 blocks: "
     r"use stage 7 \(the rest of the slice in shared memory\), or 0, 1, 2 or 5"),
    (dict(strategy="cluster", cols=4096, stage=6, async_copy=1), r"async_copy: applies to .* cluster with stage 1 or 2"),
    (dict(strategy="cluster", cols=64, stage=3), r"stage: stage 3 \(y staged, dy streamed\) is for the backward ops, not softmax; use stage 0, 1, 2 or 5"),
    (dict(op="softmax_backward", strategy="cluster", cols=64, stage=5),
     r"stage: stage 5 \(the slice's exps in shared memory\) is for the forward ops, not softmax_backward; use stage 0-4"),
    (dict(strategy="cluster", cols=4096, stage=5, dtype="bf16", vec=2),
     r"stage: stage 5 keeps the exps in groups of 4 floats, not packs of 2; use vec 4 or 8, or stage 1"),
    (dict(strategy="cluster", cols=262144, cluster_size=16, stage=5, block_size=128),
     r"stage: stage 5 loads 32 packs of the fp32 slice a thread at once, more than 8, at 128 threads a block; "
     r"use a larger cluster_size or block_size"),
    (dict(strategy="cluster", cols=262144, cluster_size=2, stage=5, dtype="bf16", block_size=1024),
     r"stage: stage 5 loads 16 packs"),
    (dict(strategy="cluster", cols=262144, cluster_size=4, stage=5, dtype="bf16", block_size=1024),
     r"stage: stage 5's exps take 256 KB of shared memory per block, more than 226 KB; use a larger cluster_size, or stage 0"),
    (dict(strategy="cluster", cols=4096, stage=5, async_copy=1), r"async_copy: applies to .* cluster with stage 1 or 2"),
    (dict(strategy="cluster", cols=64, stage=4, op="log_softmax"), r"stage: stage 4 .* is for the backward ops, not log_softmax"),
    (dict(op="softmax_backward", strategy="cluster", cols=262144, cluster_size=2, stage=4),
     r"stage: 262144 fp32 columns over 2 blocks need 512 KB of shared memory per block"),
    (dict(op="softmax_backward", strategy="cluster", cols=4096, cluster_size=2, stage=4, async_copy=0),
     r"async_copy: cluster stage 4 copies y's slice with cp.async; remove async_copy"),
    (dict(op="softmax_backward", strategy="cluster", cols=4096, cluster_size=2, stage=4, dtype="bf16", vec=1),
     r"stage: stage 4 copies y's slice with cp.async \(4, 8 or 16 bytes\), not packs of 1 bf16; raise vec"),
    (dict(op="softmax_backward", strategy="cluster", cols=262144, cluster_size=2, stage=3),
     r"stage: 262144 fp32 columns over 2 blocks need 512 KB of shared memory per block"),
    (dict(strategy="cluster", cols=262144, cluster_size=2, stage=1),
     r"stage: 262144 fp32 columns over 2 blocks need 512 KB of shared memory per block"),
    (dict(strategy="cluster", cols=262144, cluster_size=4, stage=2),
     r"stage: stage 2 holds 64 elements of each fp32 slice per thread, more than the 32 that fit in "
     r"registers at 1024 threads a block; use a larger cluster_size"),
    (dict(op="softmax_backward", strategy="cluster", cols=262144, cluster_size=8, stage=2),
     r"stage: stage 2 holds 32 elements .* more than the 16"),
    (dict(strategy="flat", cols=1025, dtype="bf16"),
     r"cols: 1025 exceeds the maximum of strategy 'flat' for bf16, 1024 \(32 lanes a row x 32 register elements\)"),
    (dict(strategy="flat", cols=200, dtype="bf16", threads_per_row=4, row_packs=0),
     r"cols: 200 exceeds .* 128 \(4 lanes a row x 32 register elements; threads_per_row 32 holds 1024\)"),
    (dict(strategy="flat", cols=200, dtype="bf16", threads_per_row=4),      # as packs by default
     r"cols: 200 exceeds .* 135 \(4 lanes a row x 32 register elements of its aligned packs; threads_per_row 32"),
    (dict(strategy="flat", cols=37, row_packs=2), r"row_packs: 2 must be 0 \(the tile's rows element by element\) or 1"),
    (dict(strategy="warp", cols=37, row_packs=1), r"row_packs: does not apply to strategy 'warp' with backend 'cuda'; remove it"),
    (dict(strategy="flat", cols=37, threads_per_row=3), r"threads_per_row: 3 must be a power of two from 1 to 32 for strategy 'flat'"),
    (dict(strategy="flat", cols=37, threads_per_row=4, rows_per_block=100),
     r"rows_per_block: 100 rows a tile is not a multiple of the block's 32 groups \(128 threads / 4 lanes a row\); "
     r"use a multiple of 32"),
    (dict(strategy="flat", cols=37, threads_per_row=32, block_size=32, rows_per_block=30000),
     r"rows_per_block: a tile of 30000 rows of 37 fp32 takes 4335 KB of shared memory, more than 226 KB; use fewer rows"),
    (dict(strategy="flat", cols=37, dtype="bf16", vec=4),
     r"vec: strategy 'flat' copies 16-byte packs \(cp.async\), not packs of 4 bf16; use vec 8"),
    (dict(strategy="flat", cols=37, async_copy=0), r"async_copy: strategy 'flat' copies its tiles with cp.async; remove async_copy"),
    (dict(strategy="flat", cols=37, tile=1024), r"tile: does not apply to strategy 'flat' with backend 'cuda'"),
    (dict(strategy="flat", cols=37, backend="triton"), r"backend: strategy 'flat' is CUDA-only"),
    (dict(op="softmax_backward", strategy="flat", cols=37, row_packs=1),
     r"row_packs: op softmax_backward takes its rows from the tiles element by element \(row_packs is for the "
     r"forward ops\); remove row_packs"),
    (dict(op="log_softmax_backward", strategy="flat", cols=37, dtype="fp32", rows_per_block=896),
     r"rows_per_block: two tiles \(y's and dy's\) of 896 rows of 37 fp32 take 259 KB of shared memory, more "
     r"than 226 KB; use fewer rows"),
    (dict(op="softmax_backward", strategy="flat", cols=37, backend="triton"),
     r"strategy: op softmax_backward with backend triton is implemented for strategy warp / block / smem / online so far"),
])
def test_plan_errors(fields, match):
    with pytest.raises(SpecError, match=match):
        plan(**fields)


def test_limits_are_tight():
    for strategy in ("warp", "block", "smem"):
        for backend in ("cuda", "triton"):
            top = max_cols(strategy, "fp32", backend)
            plan(strategy=strategy, cols=top, backend=backend)
            with pytest.raises(SpecError, match="exceeds the maximum"):
                plan(strategy=strategy, cols=top + 1, backend=backend)


def test_derived_plans():
    p = plan(strategy="warp", cols=128)
    assert (p.vec, p.threads_per_row, p.packs_per_thread, p.rows_per_block) == (4, 16, 2, 8)
    p = plan(strategy="warp", cols=1024, dtype="bf16")
    assert (p.vec, p.threads_per_row, p.packs_per_thread) == (8, 32, 4)
    p = plan(strategy="smem", cols=12345, dtype="bf16")
    assert p.smem_bytes == 12344 * 2
    p = plan(strategy="online", dtype="fp16")
    assert p.tile == 512 * 8 * 4 and p.unroll == 4
    p = plan(strategy="warp", cols=64, threads_per_row=8, rows_per_block=4)
    assert p.block_size == 32
    p = plan(strategy="block", cols=8192, backend="triton")
    assert p.block_n == 8192 and p.num_warps == 16


@pytest.mark.parametrize("dtype,cols,shape", [
    ("bf16", 512, (32, 2)), ("bf16", 781, (32, 4)), ("bf16", 1024, (32, 4)), ("bf16", 4096, (128, 4)), ("bf16", 12345, (256, 4)),
    ("bf16", 16384, (512, 4)), ("fp32", 256, (32, 2)), ("fp32", 1024, (64, 4)), ("fp32", 12345, (512, 4)),
    ("fp32", None, (512, 4)), ("bf16", 1, (32, 2))])
def test_online_block_sized_to_the_row(dtype, cols, shape):
    """CUDA online for a width: about one tile of 4 packs a thread (2 up to 64 packs) covers the
    row, 32 to 512 threads; for any width 512 threads.  The backward kernels take the same shape
    (but for rows just over one tile, below)."""
    for op in ("softmax", "softmax_backward"):
        p = plan(op=op, strategy="online", dtype=dtype, cols=cols)
        assert (p.block_size, p.unroll) == shape


@pytest.mark.parametrize("dtype,cols,backward_unroll", [
    ("bf16", 17000, 2), ("bf16", 20001, 2), ("bf16", 24001, 2), ("bf16", 28001, 4), ("bf16", 40001, 4),
    ("fp32", 9000, 2), ("fp32", 12345, 4), ("bf16", 16392, 2), ("bf16", 16384, 4), ("bf16", 24576, 2),
    ("fp16", 24577, 2), ("bf16", 26000, 4)])
def test_online_backward_rows_just_over_a_tile(dtype, cols, backward_unroll):
    """Backward rows of one full tile of 4 packs a thread and a second at most half full take 2
    packs a thread (the last tile no longer mostly empty); forward keeps 4, as do rows of three
    tiles or more and rows whose second tile is more than half full."""
    assert plan(strategy="online", dtype=dtype, cols=cols).unroll == 4
    p = plan(op="softmax_backward", strategy="online", dtype=dtype, cols=cols)
    assert (p.block_size, p.unroll, p.tile) == (512, backward_unroll, 512 * backward_unroll * (4 if dtype == "fp32" else 8))


@pytest.mark.parametrize("dtype,cols,threads,cuda_smem,cuda_block", [
    ("bf16", 100, 32, 32, 32), ("bf16", 513, 64, 32, 32), ("bf16", 781, 64, 64, 64), ("fp16", 1000, 64, 64, 64),
    ("bf16", 1024, 128, 64, 64), ("bf16", 1025, 128, 64, 64), ("fp32", 256, 64, 32, 32),
    ("fp32", 513, 128, 64, 32), ("fp32", 781, 128, 128, 64)])
def test_short_rows_no_more_threads_than_packs(dtype, cols, threads, cuda_smem, cuda_block):
    """block and smem (both backends, forward and backward) give a short row at most one thread a
    16-byte pack, at least a warp: bf16 513's 64 packs take 64 threads, not 128 (half idle);
    CUDA smem 1.5 to 3 packs a thread (bf16 513: 32 threads, fp32 781's 195 packs: 128); CUDA
    block about 24 elements a thread (16 each of y and dy) in whole warps (bf16 513: 32 threads
    of 2 packs)."""
    for op in ("softmax", "softmax_backward"):
        for strategy, backend in (("block", "cuda"), ("block", "triton"), ("smem", "triton"), ("smem", "cuda")):
            p = plan(op=op, strategy=strategy, backend=backend, dtype=dtype, cols=cols)
            want = {("smem", "cuda"): cuda_smem, ("block", "cuda"): cuda_block}.get((strategy, backend), threads)
            assert p.block_size == want, (op, strategy, backend)
    assert plan(strategy="block", dtype=dtype, cols=cols, block_size=128).block_size == 128
    assert plan(strategy="block", backend="triton", dtype=dtype, cols=cols, num_warps=4).num_warps == 4


@pytest.mark.parametrize("op,dtype,cols,threads,packs_per_thread", [
    ("softmax", "bf16", 2163, 96, 3), ("softmax", "bf16", 8791, 384, 3), ("log_softmax", "fp16", 1106, 64, 3),
    ("softmax", "bf16", 16384, 704, 3), ("softmax", "fp32", 8791, 384, 6), ("softmax", "fp32", 2048, 96, 6),
    ("softmax", "bf16", 7, 32, 0), ("softmax_backward", "bf16", 8791, 576, 2)])
def test_cuda_block_threads_fit_the_row(op, dtype, cols, threads, packs_per_thread):
    """CUDA block sizes its block to the row in whole warps, not a power of two, about 24
    elements a thread (16 each of y and dy): bf16 8791's 1098 packs take 384 threads of 3
    (1024 of 2 left 46% of them idle)."""
    p = plan(op=op, strategy="block", dtype=dtype, cols=cols)
    assert (p.block_size, p.packs_per_thread) == (threads, packs_per_thread)
    if p.packs_per_thread:      # less than a warp's slots idle
        assert p.block_size * p.packs_per_thread - cols // p.vec < p.packs_per_thread * 32


def test_online_shape_set_by_the_user():
    """A block size or tile the spec sets is kept; a tile alone is of 512 threads."""
    p = plan(strategy="online", cols=1024, block_size=256)
    assert (p.block_size, p.unroll) == (256, 4)
    p = plan(strategy="online", cols=1024, tile=4096)
    assert (p.block_size, p.unroll) == (512, 2)
    with pytest.raises(SpecError, match=r"tile: 1000 must be block_size x vec \(512 x 4\)"):
        plan(strategy="online", cols=1024, tile=1000)


def test_async_copy_defaults():
    """cp.async staging: smem in every dtype, cluster stage 1 in fp32, odd rows too (16-bit keeps
    register loads unless asked), never the backward kernels."""
    assert plan(strategy="smem", cols=12345, dtype="bf16").async_copy
    assert plan(strategy="cluster", cols=262144, cluster_size=16, stage=1).async_copy
    assert plan(strategy="cluster", cols=262143, cluster_size=16, stage=1).async_copy
    assert not plan(strategy="cluster", cols=262143, cluster_size=16, stage=1, async_copy=0).async_copy
    assert not plan(strategy="cluster", cols=262144, cluster_size=8, dtype="bf16", stage=1).async_copy
    assert plan(strategy="cluster", cols=262144, cluster_size=8, dtype="bf16", stage=1, async_copy=1).async_copy
    assert not plan(strategy="smem", cols=12345, async_copy=0).async_copy
    assert not plan(op="softmax_backward", strategy="smem", cols=1024).async_copy
    assert not plan(strategy="cluster", cols=262144, cluster_size=16, stage=2).async_copy
    # stage 2 with cp.async passes the slice through shared memory: one pack a thread's slot
    p = plan(strategy="cluster", cols=262144, cluster_size=16, block_size=256, stage=2, dtype="bf16", async_copy=1)
    assert p.async_copy and p.smem_bytes == 262144 // 16 * 2
    assert not plan(strategy="smem", cols=12345, dtype="bf16", vec=1).async_copy     # 2-byte packs


def test_exchange_defaults():
    """Cluster partials: mbarriers for the backward and register-staged slices, every warp's
    for stage 0, the cluster barrier for cp.async-staged slices and stage 2; others have none."""
    cluster = dict(strategy="cluster", cols=262144, cluster_size=16)
    assert plan(op="softmax_backward", stage=1, **cluster).exchange == "mbarrier"
    assert plan(op="log_softmax_backward", stage=3, exchange=0, **cluster).exchange == "barrier"
    assert plan(stage=1, dtype="bf16", **cluster).exchange == "mbarrier"
    assert plan(stage=1, dtype="bf16", async_copy=1, **cluster).exchange == "barrier"
    assert plan(stage=1, dtype="fp32", **cluster).exchange == "barrier"      # cp.async by default
    assert plan(stage=0, **cluster).exchange == "warps"
    assert plan(stage=2, **cluster).exchange == "barrier"
    assert plan(stage=1, exchange=2, **cluster).exchange == "warps"
    assert plan(strategy="smem", cols=4096).exchange == ""


@pytest.mark.parametrize("fields,warps,cap", [
    (dict(strategy="block", cols=12345, dtype="bf16"), 16, 64),   # peeled rows: 32 values a thread
    (dict(strategy="smem", cols=12345, dtype="fp32"), 16, 64),
    (dict(strategy="block", cols=2500, dtype="fp16"), 4, 64),
    (dict(strategy="block", cols=12345, dtype="bf16", num_warps=32), 32, 32),   # 16 values: two programs an SM
    (dict(strategy="block", cols=16384, dtype="bf16"), 32, 0),    # packed loads: the compiler's choice
    (dict(strategy="block", cols=3000, dtype="bf16"), 8, 0),      # 16 bytes per row: packed (stride hint)
    (dict(strategy="block", cols=2047, dtype="bf16"), 4, 0),      # short rows: many programs an SM anyway
    (dict(strategy="warp", cols=781, dtype="bf16", rows_per_block=1), 2, 0),   # peeled, one row a program (entry 76)
    (dict(strategy="warp", cols=781, dtype="bf16"), 4, 0),       # 16-bit ones by default in chunks (entry 168)
    (dict(strategy="warp", cols=767, dtype="bf16"), 4, 80),      # its tail over two chunks: capped (entry 166)
    (dict(strategy="warp", cols=2101, dtype="bf16"), 1, 96),     # nine chunks, one warp a program (entry 171)
    (dict(strategy="warp", cols=2101, dtype="bf16", num_warps=2), 2, 128),   # two warps: as timed at four
    (dict(strategy="warp", cols=2045, dtype="fp16"), 4, 128),    # nine chunks at four warps (96 lost 1-2.5)
    (dict(strategy="warp", cols=2045, dtype="fp16", num_warps=1), 1, 96),
    (dict(strategy="warp", cols=2733, dtype="bf16"), 1, 128),    # eleven chunks: 96 lost 1-25
    (dict(strategy="block", cols=12345, dtype="bf16", num_warps=16), 16, 64),
    (dict(op="softmax_backward", strategy="block", cols=12345, dtype="bf16"), 32, 64),  # y and dy: 32 values a thread
    (dict(op="softmax_backward", strategy="smem", cols=5001, dtype="fp32"), 16, 64),
])
def test_triton_register_cap(fields, warps, cap):
    p = plan(backend="triton", **fields)
    assert (p.num_warps, p.max_registers) == (warps, cap)


def test_backend_both_expands():
    spec = KernelSpec(strategy="block", cols=100, backend="both")
    assert [s.backend for s in spec.for_backends()] == ["cuda", "triton"]
    with pytest.raises(SpecError, match="backend: a plan is per backend"):
        make_plan(spec)


def test_from_mapping_errors():
    assert KernelSpec.from_mapping({"strategy": "warp", "cols": "64", "num-warps": None}).cols == 64
    with pytest.raises(SpecError, match=r"flags: colz: unknown field; allowed fields are .*cols"):
        KernelSpec.from_mapping({"strategy": "warp", "colz": 3}, where="flags")
    with pytest.raises(SpecError, match=r"spec: strategy: missing; choose one of warp"):
        KernelSpec.from_mapping({"cols": 3})
    with pytest.raises(SpecError, match=r"x: expected a table of fields, got list"):
        KernelSpec.from_mapping([1], where="x")


def test_spec_file(tmp_path):
    path = tmp_path / "k.toml"
    path.write_text('[defaults]\ndtype = "bf16"\n\n[[kernel]]\nstrategy = "warp"\ncols = 64\n\n'
                    '[[kernel]]\nstrategy = "online"\ndtype = "fp32"\n')
    specs = load_spec_file(path).specs
    assert [(s.strategy, s.dtype) for s in specs] == [("warp", "bf16"), ("online", "fp32")]


@pytest.mark.parametrize("text,match", [
    ('[[kernel]\nstrategy = "warp"', r"k.toml: not valid TOML: .*line 1"),
    ('[[kernel]]\nstrategy = "warp"\ncols = 64\n\n[[kernel]]\nstrategy = "warp"\ncols = "wide"\n',
     r"k.toml:5: cols: expected a whole number, got 'wide'"),
    ('[[kernel]]\nstrategy = "warp"\ncols = 64\nthreads = 4\n', r"k.toml:1: threads: unknown field"),
    ('[kernels]\nx = 1\n', r"k.toml:1: unknown top-level key 'kernels'"),
    ('[defaults]\ndtype = "fp32"\n', r"k.toml: no \[\[kernel\]\] tables"),
])
def test_spec_file_errors(tmp_path, text, match):
    path = tmp_path / "k.toml"
    path.write_text(text)
    with pytest.raises(SpecError, match=match):
        load_spec_file(path)


def test_missing_spec_file(tmp_path):
    with pytest.raises(SpecError, match="cannot read spec file"):
        load_spec_file(tmp_path / "nope.toml")


def test_cluster_packs_align_to_sectors():
    """fp32 forward clusters start the packs' grid and every slice on a 32-byte L2 sector (two
    packs); 16-bit and backward rows keep 16 bytes."""
    p = plan(strategy="cluster", cols=100001, cluster_size=16, stage=1)
    assert (p.align_packs, p.slice_packs) == (2, 1564)            # 25000 packs over 16: 1563, rounded up
    assert plan(strategy="cluster", cols=100001, cluster_size=16, stage=1, dtype="bf16").align_packs == 1
    assert plan(op="softmax_backward", strategy="cluster", cols=100001, cluster_size=16).align_packs == 1
    assert plan(strategy="cluster", cols=100001, cluster_size=16, stage=1, vec=2).align_packs == 1
    assert plan(strategy="smem", cols=4096).align_packs == 1


@pytest.mark.parametrize("op,dtype,cols,k,block_size", [
    ("softmax_backward", "bf16", 50001, 8, 224),        # 782 packs: 7 warps of 4 packs a tensor
    ("log_softmax_backward", "fp16", 66000, 8, 288),    # 1032: not 256 threads and a second step
    ("softmax_backward", "bf16", 131072, 16, 256),
    ("softmax_backward", "fp16", 262144, 16, 512),
    ("softmax_backward", "bf16", 20001, 4, 160),
    ("softmax_backward", "fp32", 140632, 16, 512),      # fp32 keeps its power of two
])
def test_cluster_backward_16bit_slices_take_one_step(op, dtype, cols, k, block_size):
    """16-bit backward slices staged in shared memory (stage 1): whole warps of at most 4 packs of
    each tensor, so one step covers the slice up to 512 threads (256 threads of 1024 packs a step
    left a second, nearly empty one: 92.7-103.0% of copy against 99.9-104.6, notes entry 100)."""
    p = plan(op=op, strategy="cluster", cols=cols, dtype=dtype, cluster_size=k, stage=1)
    assert p.block_size == block_size
    if dtype != "fp32":
        assert p.tile // p.vec >= p.slice_packs


@pytest.mark.parametrize("op,dtype,cols,block_size,packs_per_thread,min_blocks", [
    ("softmax_backward", "fp32", 131072, 512, 4, 2),       # 32 elements a thread at 512: two blocks
    ("softmax_backward", "fp32", 140001, 576, 4, 2),       # past 512: 576 threads, still two blocks
    ("log_softmax_backward", "fp32", 184000, 576, 5, 2),   # 40 elements a thread
    ("softmax_backward", "fp32", 199001, 1024, 4, 1),      # 576 would hold 48: 1024 threads, one block
    ("softmax_backward", "bf16", 141001, 576, 2, 2),
    ("softmax_backward", "bf16", 150001, 1024, 2, 1),
    ("softmax", "bf16", 65536, 128, 4, 8),
])
def test_cluster_stage2_blocks_share_an_sm(op, dtype, cols, block_size, packs_per_thread, min_blocks):
    """Stage 2 (slices in registers) at 16 blocks: a power of two of threads for about 32 elements
    a thread up to 512; past that 576, two of which share an SM's registers, while a thread's
    packs stay within 40 elements (1024 threads held an SM alone: 49-83% of copy)."""
    p = plan(op=op, strategy="cluster", cols=cols, dtype=dtype, cluster_size=16, stage=2)
    assert (p.block_size, p.packs_per_thread, p.min_blocks) == (block_size, packs_per_thread, min_blocks)
    assert p.min_blocks * p.block_size <= 2048


@pytest.mark.parametrize("op,dtype,cols,threads_per_row,packs_per_thread", [
    ("softmax", "bf16", 279, 16, 3), ("softmax", "bf16", 157, 8, 3), ("softmax", "bf16", 256, 16, 2),
    ("softmax", "bf16", 400, 32, 2), ("log_softmax", "fp16", 324, 16, 3), ("softmax", "fp32", 1024, 32, 8),
    ("softmax_backward", "bf16", 781, 32, 4)])
def test_cuda_warp_lanes_leave_fewest_slots_idle(op, dtype, cols, threads_per_row, packs_per_thread):
    """CUDA warp takes half the lanes where they hold the row in fewer slots (bf16 279's 34
    packs: 16 lanes of 3, not 32 of 2), within the register budget (backward bf16 781 keeps 32)."""
    p = plan(op=op, strategy="warp", dtype=dtype, cols=cols)
    assert (p.threads_per_row, p.packs_per_thread) == (threads_per_row, packs_per_thread)


@pytest.mark.parametrize("dtype,cols,threads", [
    ("bf16", 131072, 128), ("bf16", 131203, 160), ("fp16", 200000, 224), ("bf16", 262144, 256),
    ("fp32", 131203, 256)])
def test_cluster_16bit_slices_in_whole_warps(dtype, cols, threads):
    """16-bit forward clusters staging slices (stage 1) size blocks in whole warps for at most 8
    packs a thread: bf16 131203's 1025-pack slices take 160 threads, not 256 of about 4 (round
    h: 80 -> 93% of copy); fp32 keeps its power of two."""
    p = plan(strategy="cluster", dtype=dtype, cols=cols, cluster_size=16, stage=1)
    assert p.block_size == threads
    if dtype != "fp32":     # one pass of at most 8 packs a thread covers the slice
        assert p.block_size * min(8, -(-p.slice_packs // p.block_size)) >= p.slice_packs


def test_cluster_16bit_stage1_reads_row_edges_after_the_slice():
    """Misaligned 16-bit rows lost 5-7 points with their edge scalars read before the slice
    (notes entry 101): cluster stage 1 in 16 bits reads them after where the packs come through
    registers in one step (forward under a bound of 64 registers a thread); slices of two steps
    lost 24 points with them after."""
    def plan(**fields):
        return make_plan(KernelSpec(strategy="cluster", backend="cuda", **fields))
    forward = plan(op="softmax", dtype="bf16", cols=195892, stage=1, cluster_size=16)
    # __launch_bounds__ leaves at most 64 registers a thread (ptxas allocates in eights)
    assert forward.edges_after_body and 65536 // (forward.min_blocks * forward.block_size) // 8 * 8 == 64
    assert plan(op="log_softmax", dtype="fp16", cols=12345, stage=1, cluster_size=8).edges_after_body
    assert not plan(op="softmax", dtype="bf16", cols=195892, stage=1, cluster_size=16, async_copy=1).edges_after_body
    assert not plan(op="softmax", dtype="fp32", cols=195892, stage=1, cluster_size=16).edges_after_body
    several_steps = plan(op="softmax", dtype="fp16", cols=195892, cluster_size=4, stage=1)
    assert several_steps.stage == 1 and not several_steps.edges_after_body and several_steps.min_blocks == 1
    assert not plan(op="softmax", dtype="bf16", cols=195892, stage=2, cluster_size=16).edges_after_body
    backward = plan(op="softmax_backward", dtype="fp16", cols=175001, stage=1, cluster_size=16)
    assert backward.edges_after_body and backward.min_blocks == 1
    two_steps = plan(op="softmax_backward", dtype="bf16", cols=150001, cluster_size=8)      # 512 threads
    assert two_steps.stage == 1 and two_steps.slice_packs > two_steps.block_size * two_steps.unroll
    assert not two_steps.edges_after_body
    assert not plan(op="softmax_backward", dtype="fp32", cols=199001, stage=3, cluster_size=16).edges_after_body
    assert not plan(op="softmax_backward", dtype="fp32", cols=150001, stage=1, cluster_size=16).edges_after_body


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cluster_forward_defaults(op):
    """The forward cluster's default: a block a 22 KB of row (2-16 blocks; the tables'
    cluster sizes, notes entry 180, round i), stage 6 while 256 threads hold the slice at 64
    elements a thread, stage 7 past it while shared memory holds the rest, the stage 1 / 0 rule for packs
    that are not 16 bytes or rows stage 7 cannot hold; a named stage or cluster size is kept."""
    def shape(**fields):
        p = make_plan(KernelSpec(op=op, strategy="cluster", backend="cuda", **fields))
        return p.cluster_size, p.stage, p.block_size
    assert shape(cols=12345, dtype="bf16") == (2, 6, 128)
    assert shape(cols=24001, dtype="bf16") == (4, 6, 128)
    assert shape(cols=65536, dtype="bf16") == (8, 6, 128)
    assert shape(cols=70001, dtype="bf16")[0] == 8        # x 16 ran 71-96 at 65635-88000, x 8 89-96 (round i)
    assert shape(cols=92000, dtype="bf16")[0] == 16
    assert shape(cols=20001, dtype="fp32")[0] == 4
    assert shape(cols=262144, dtype="bf16") == (16, 6, 256)      # the H100 table's entry at 262144
    assert shape(cols=16384, dtype="fp32") == (4, 6, 128)
    assert shape(cols=65536, dtype="fp32") == (16, 6, 128)
    assert shape(cols=262144, dtype="fp32") == (16, 6, 256)
    assert shape(cols=270000, dtype="bf16")[:2] == (16, 7)        # a slice past 256 x 64 elements
    assert shape(cols=1000000, dtype="fp32")[:2] == (16, 7)
    assert shape(cols=2000000, dtype="fp32")[:2] == (16, 0)       # stage 7's rest past shared memory
    assert shape(cols=262144, dtype="bf16", vec=1)[:2] == (16, 1)  # 2-byte packs: stage 1
    assert shape(cols=262144, dtype="bf16", stage=1)[:2] == (16, 1)
    assert shape(cols=262144, dtype="bf16", cluster_size=8)[:2] == (8, 7)
    assert shape(cols=262144, dtype="bf16", block_size=512) == (16, 6, 512)     # a named block holds it
    assert shape(cols=262144, dtype="bf16", block_size=128)[:2] == (16, 7)


@pytest.mark.parametrize("table", ["h100.json", "h200.json"])
def test_tables_forward_cluster_entries_name_stage_and_cluster_size(table):
    """The forward defaults moved (notes entry 180): every forward cluster entry of a shipped
    table names its stage and cluster size, so each still runs the kernel it was timed on."""
    tables = json.loads((Path(softgen.__file__).parent / "tuning" / table).read_text())
    loose = [(group, dtype, e["cols"], e["tunables"]) for group in ("entries", "log_softmax")
             for dtype, entries in tables.get(group, {}).items() for e in entries
             if e["strategy"] == "cluster" and not {"stage", "cluster_size"} <= set(e["tunables"])]
    assert not loose


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
def test_backward_clusters_default_to_stage4_past_two_staged_blocks_an_sm(op):
    """The default cluster plan: stage 1 while three blocks' y and dy slices fit an SM's shared
    memory; backward then stage 4 (y staged, dy in registers) while dy's slice fits the
    registers, stage 0 past that (forward: stage 6, test_cluster_forward_defaults).  16-bit
    stage 4 sizes its block by dy's registers (two elements each)."""
    def cluster(**fields):
        return plan(op=op, strategy="cluster", backend="cuda", **fields)
    assert cluster(cols=65536).stage == 1                   # 64 KB slices, three blocks an SM
    for cols, threads, blocks in ((100001, 512, 2), (150001, 576, 2), (262144, 1024, 1)):
        p = cluster(cols=cols)
        assert (p.cluster_size, p.stage, p.block_size, p.min_blocks, p.async_copy) == (8, 4, threads, blocks, True)
        assert p.packs_per_thread * p.vec <= 32 + 8 * (blocks == 2)
        assert p.smem_bytes == p.slice_packs * p.vec * 4      # y's slice alone
    assert cluster(cols=300001).stage == 0                  # dy's slice: 40 elements a thread of 1024
    assert cluster(cols=300001, cluster_size=16).stage == 4
    assert cluster(cols=131072, dtype="bf16").stage == 1    # 64 KB slices, three blocks an SM
    sixteen = cluster(cols=262144, dtype="fp16")
    assert (sixteen.stage, sixteen.block_size, sixteen.packs_per_thread) == (4, 512, 8)   # 32 registers of dy
    assert cluster(cols=262144, dtype="bf16", vec=1).stage == 1  # cp.async copies 4 bytes or more
    assert plan(op=op[:-len("_backward")], strategy="cluster", backend="cuda", cols=262144).stage == 6
    assert cluster(cols=262144, stage=3).smem_bytes == cluster(cols=262144).smem_bytes


@pytest.mark.parametrize("dtype,cols,k,block,packs,blocks", [
    ("bf16", 262144, 16, 256, 8, 3),     # quack's shape: 64 elements a thread, 80 registers, three an SM
    ("fp16", 131072, 16, 128, 8, 6),
    ("bf16", 200001, 16, 224, 7, 4),     # whole warps for a slice of 1568 packs; 21 warps an SM at
                                         # three blocks, and four still leave 72 registers
    ("fp32", 131072, 8, 256, 16, 3),
    ("bf16", 32768, 8, 128, 4, 8),       # 32 elements a thread: 64 registers, eight blocks of 128
    ("fp32", 1, 2, 128, 1, 10),          # a row shorter than a pack: the least block, 48 registers
    ("fp16", 266761, 16, 288, 8, 3),     # two blocks at 80 registers hold 72 KB: three at 72
    ("bf16", 300000, 16, 320, 8, 2),     # three would need 64 registers
    ("bf16", 420000, 16, 416, 8, 2),     # one block at 80 registers: two at 72
    ("bf16", 480000, 16, 480, 8, 1),
    ("fp32", 420000, 16, 416, 16, 1)])   # one block holds 104 KB: no bound
def test_cluster_stage6_holds_a_slice_in_registers(dtype, cols, k, block, packs, blocks):
    """Stage 6: the fewest whole warps (128 at least) that hold the slice at 64 elements a thread
    or fewer, no shared memory for the slice, every warp's partial exchanged, the 16-bit softmax's
    folded exponent, and __launch_bounds__ for the blocks an SM its registers allow (72 a thread
    where 80 leave one or two blocks with under 96 KB of slices in flight, and one more fits; in
    16 bits one more where the blocks hold under 24 warps and their bound still holds the slice)."""
    p = plan(strategy="cluster", stage=6, cluster_size=k, dtype=dtype, cols=cols)
    assert (p.block_size, p.packs_per_thread, p.min_blocks) == (block, packs, blocks)
    assert p.vec * p.spec.itemsize == 16 and p.smem_bytes == 0
    assert p.exchange == "warps" and p.fold_exp == (dtype != "fp32")
    assert plan(op="log_softmax", strategy="cluster", stage=6, cluster_size=k, dtype=dtype, cols=cols).fold_exp is False


@pytest.mark.parametrize("op,dtype,cols,k,block,held,threads", [
    ("softmax_backward", "fp32", 262144, 8, 256, 16, 256),     # 64 elements a thread, 4096 of 8192 packs
    ("softmax_backward", "bf16", 700000, 16, None, 7, 576),    # 4032 of 5469 packs
    ("log_softmax_backward", "fp32", 700000, 16, None, 5, 1024)])   # 64 registers: 44 for the streamed rest
def test_cluster_stage4_streams_what_the_registers_cannot_hold(op, dtype, cols, k, block, held, threads):
    """Backward stage 4 holds dy's packs in registers up to the row budget (leaving
    STAGE4_REST_REGISTERS for the rest); the rest of dy is read twice, two packs at a time."""
    tunables = dict(op=op, strategy="cluster", stage=4, cluster_size=k, dtype=dtype, cols=cols)
    if block:
        tunables["block_size"] = block
    p = plan(**tunables)
    assert (p.block_size, p.packs_per_thread) == (threads, held)
    assert p.slice_packs > p.block_size * p.packs_per_thread and p.streams_dy_rest
    assert p.tile == p.block_size * p.vec * 2 and p.smem_bytes == p.slice_packs * 16
    whole = plan(op=op, strategy="cluster", stage=4, cluster_size=16, dtype=dtype, cols=131072)
    assert whole.slice_packs <= whole.block_size * whole.packs_per_thread     # all held: no rest
    assert not whole.streams_dy_rest
    assert whole.tile == whole.block_size * whole.vec * whole.packs_per_thread


def test_cluster_stage4_at_a_blocks_bound_holds_what_the_bound_leaves_room_for():
    """Backward stage 4 under blocks_per_sm: dy's packs a thread are those the bound's registers
    hold beside STAGE4_REST_REGISTERS, the rest read twice; where half the bound holds the whole
    slice (row_budget's rule), all of it."""
    bound = plan(op="softmax_backward", strategy="cluster", stage=4, cluster_size=16, cols=262144,
                 block_size=256, blocks_per_sm=3)
    assert (bound.packs_per_thread, bound.min_blocks) == (9, 3)     # 80 registers: 36 for dy
    assert bound.streams_dy_rest and bound.tile == 256 * 4 * 2
    held = plan(op="softmax_backward", strategy="cluster", stage=4, cluster_size=16, cols=262144,
                block_size=256, blocks_per_sm=2)
    assert (held.packs_per_thread, held.min_blocks, held.streams_dy_rest) == (16, 2, False)


@pytest.mark.parametrize("dtype,cols,block,rest,blocks", [
    ("bf16", 536199, 256, 2141, 3),      # 64 elements a thread, three blocks at 80 registers
    ("fp16", 800000, 384, 3178, 2),      # 384 threads: two blocks an SM by registers
    ("bf16", 1600000, 256, 10452, 1),    # 163 KB of the slice in shared memory: one block
    ("fp32", 400000, 256, 2154, 2)])     # fp32: two blocks (ptxas spills at 80 registers)
def test_cluster_stage7_holds_a_slice_in_registers_and_shared_memory(dtype, cols, block, rest, blocks):
    """Stage 7: stage 6's 64 elements a thread in registers, the rest of the slice (`rest`
    packs) in shared memory copied with cp.async; blocks an SM by registers and shared memory;
    mbarriers for the exchange at three blocks, every warp's partial at fewer; the 16-bit
    softmax's folded exponent."""
    tunables = dict(strategy="cluster", stage=7, cluster_size=16, dtype=dtype, cols=cols)
    if block != 256:
        tunables["block_size"] = block
    p = plan(**tunables)
    assert p.block_size == block and p.packs_per_thread * p.vec == 64
    assert p.smem_bytes == rest * 16 == (p.slice_packs - block * p.packs_per_thread) * 16
    exchange = "mbarrier" if blocks == 3 else "warps"        # every warp's partial at one or two blocks
    assert (p.min_blocks, p.exchange, p.async_copy, p.fold_exp) == (blocks, exchange, True, dtype != "fp32")
    assert p.one_row_per_cluster


@pytest.mark.parametrize("dtype,cols,k,block,packs,smem_kb,blocks", [
    ("bf16", 262144, 16, 256, 8, 64, 3),      # 64 elements a thread: shared memory bounds it to three
    ("bf16", 131072, 16, 128, 8, 32, 6),
    ("fp32", 131072, 16, 256, 8, 32, 4),      # 64 registers a thread bound it to four
    ("fp32", 170000, 16, 352, 8, 44, 2),      # whole warps for a slice of 2657 packs
    ("fp32", 1, 2, 128, 1, 2, 8)])             # a row shorter than a pack: the least block, eight an SM
def test_cluster_stage5_loads_a_slice_in_one_step(dtype, cols, k, block, packs, smem_kb, blocks):
    """Stage 5: the fewest whole warps (128 at least) that load the slice at 8 packs a thread or
    fewer, a float of shared memory for each element they hold, and __launch_bounds__ for the blocks
    an SM that memory and 64 registers a thread allow."""
    p = plan(strategy="cluster", stage=5, cluster_size=k, dtype=dtype, cols=cols)
    assert (p.block_size, p.packs_per_thread, p.min_blocks) == (block, packs, blocks)
    assert p.smem_bytes == block * packs * p.vec * 4 and p.smem_bytes // 1024 == smem_kb
    assert p.async_copy is False and p.exchange == "mbarrier"


@pytest.mark.parametrize("dtype,padded", [
    ("bf16", [8, 16, 24, 32, 56, 64, 104, 112, 120, 128, 256]),
    ("fp32", [4, 8, 12, 16, 28, 32, 52, 56, 60, 64, 100, 104, 108, 112, 116, 120, 124, 128, 256])])
def test_triton_warp_aligned_rows_in_chunks_by_default(dtype, padded):
    """Aligned Triton warp rows under 512 take chunks (plan.in_chunks) but where a power of two
    fills the block, the row holds four packs or fewer, or four chunks span the whole power of
    two under 256 (triton_plan._warp_in_chunks; notes entry 165); the chunks hold the row, the last one
    alone partly past it (plan.full_chunks), four chunks at most, and a program's rows fill its
    warps' lanes."""
    vec = 16 // (4 if dtype == "fp32" else 2)
    chunked = []
    for cols in range(vec, 512, vec):
        plan = make_plan(KernelSpec(strategy="warp", cols=cols, dtype=dtype, backend="triton"))
        if not plan.in_chunks:
            assert plan.block_n == plan.row_span and plan.block_n >= cols
            continue
        chunked.append(cols)
        assert not plan.peel_rows and plan.edge_chunks == () and list(plan.body_chunks) == list(range(plan.chunks))
        assert (plan.chunks - 1) * plan.block_n < cols <= plan.chunks * plan.block_n
        assert plan.full_chunks == cols // plan.block_n and plan.row_span == 1 << (cols - 1).bit_length()
        assert plan.chunks <= 4 and plan.rows_per_block * plan.threads_per_row == plan.num_warps * 32
    assert sorted(set(range(vec, 512, vec)) - set(chunked)) == padded
    forced = make_plan(KernelSpec(strategy="warp", cols=128, dtype=dtype, backend="triton", threads_per_row=4))
    assert forced.in_chunks and forced.chunks == 128 // (4 * vec)
    assert make_plan(KernelSpec(strategy="warp", cols=600, dtype=dtype, backend="triton")).in_chunks == (dtype != "fp32")
    assert make_plan(KernelSpec(strategy="warp", cols=600, dtype=dtype, backend="triton", rows_per_block=2)).in_chunks


@pytest.mark.parametrize("dtype", ["bf16", "fp16", "fp32"])
def test_triton_warp_16bit_rows_from_512_in_chunks(dtype):
    """From 512 columns Triton warp's 16-bit rows not a multiple of 16 bytes take chunks of 32
    lanes, four rows a program of four warps, and aligned ones the chunks pad to at most three
    quarters of the power of two (513-768, 1025-1536, 2049-3072); other rows take one a program
    (two where aligned under 1024), padded to a power of two, and rows_per_block 1 keeps any row
    so (the tables' entries timed on that kernel: triton_plan._warp_chunks, notes entries 168 and 170).
    Past 2048 only rows in chunks: every 16-bit row to 3072 (rows_per_block 1 too wide there)."""
    for cols in (513, 520, 555, 600, 701, 768, 776, 777, 1000, 1056, 1100, 1536, 1537, 1544, 1600, 1800, 2047,
                 1024, 2048, 2049, 2056, 2100, 2304, 2900, 3071, 3072):
        spec = KernelSpec(op="softmax", strategy="warp", cols=cols, dtype=dtype, backend="triton")
        if cols > 2048 and dtype == "fp32":
            with pytest.raises(SpecError, match="rows_per_block 2 or more holds them in chunks to 3072"):
                make_plan(spec)
            assert make_plan(dataclasses.replace(spec, rows_per_block=2)).in_chunks
            continue
        plan = make_plan(spec)
        chunked = cols % plan.vec != 0 or cols <= 768 or 1024 < cols <= 1536 or cols > 2048
        if dtype == "fp32" or not chunked:
            assert not plan.in_chunks and plan.rows_per_block == (1 if plan.peel else 2048 // plan.row_span)
        else:
            assert plan.in_chunks and plan.peel_rows == (cols % plan.vec != 0)
            # one row (one warp) a program for rows past 2048 not a multiple of 16 bytes (_chunk_warps)
            rows = 1 if cols > 2048 and plan.peel_rows else 4
            assert (plan.threads_per_row, plan.rows_per_block, plan.num_warps) == (32, rows, rows)
            assert plan.block_n == 256 and plan.chunks == -(-(cols + (plan.vec if plan.peel_rows else 0)) // 256)
        if cols > 2048:
            with pytest.raises(SpecError, match="exceeds the maximum of strategy 'warp'"):
                make_plan(dataclasses.replace(spec, rows_per_block=1))
            continue
        pinned = make_plan(dataclasses.replace(spec, rows_per_block=1))
        assert not pinned.in_chunks and pinned.rows_per_block == 1


def test_triton_warp_wide_forward_rows_take_one_warp_a_program():
    """Triton warp's 16-bit forward rows past 2048 not a multiple of 16 bytes run one row (one
    warp) a program by default (at 4 warps 88-97% of copy, at one 94-98: notes entry 170); aligned
    rows, narrower ones and the backward keep WARP_CHUNK_WARPS, and num_warps set is kept."""
    from softgen.generator.triton_plan import WARP_CHUNK_WARPS, WARP_WIDE_FORWARD_WARPS
    for op in ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward"):
        for dtype in ("bf16", "fp16"):
            for cols in (2041, 2047, 2049, 2056, 2100, 2304, 2500, 2900, 3071, 3072):
                spec = KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton")
                plan = make_plan(spec)
                wide = cols > 2048 and cols % 8 != 0 and not op.endswith("backward")
                warps = WARP_WIDE_FORWARD_WARPS if wide else WARP_CHUNK_WARPS
                assert (plan.num_warps, plan.rows_per_block, plan.threads_per_row) == (warps, warps, 32), (op, cols)
                assert make_plan(dataclasses.replace(spec, num_warps=2)).rows_per_block == 2
    assert WARP_WIDE_FORWARD_WARPS == 1


def test_triton_warp_register_cap_where_a_tail_spans_two_chunks():
    """Triton warp's 16-bit rows in chunks not a multiple of 16 bytes take a register cap by op
    and chunks: the forward's whose tail may span two chunks (three edge chunks)
    WARP_EDGE_REGISTERS (log_softmax 509 at 109: 85 -> 96% of copy at 80); the forward's of
    eight chunks or more and log_softmax_backward's of seven to ten WARP_WIDE_REGISTERS, but the
    forward's of nine and ten one warp a program (past 2048) WARP_ONE_WARP_REGISTERS (2063-2479
    93.5-97.9 -> 97.4-99.9 at 96, entry 171); log_softmax_backward's of eleven or more and
    softmax_backward's of nine or ten WARP_WIDER_REGISTERS; softmax_backward's others none (128
    lost 6-19 points under nine, 168 6-16 from eleven).  Rows a multiple of 16 bytes take none but log_softmax_backward's of
    twelve chunks (168: 3072 89-95 -> 107); fp32 none (notes entries 166, 169-171)."""
    from softgen.generator.triton_plan import (WARP_EDGE_REGISTERS, WARP_ONE_WARP_REGISTERS, WARP_WIDE_REGISTERS,
                                               WARP_WIDER_REGISTERS)
    capped = {}
    for dtype in ("bf16", "fp16", "fp32"):
        for op in ("softmax", "log_softmax", "softmax_backward", "log_softmax_backward"):
            for cols in range(2, 2049 if dtype == "fp32" else 3073):
                for lanes in (None, 4) if 16 <= cols < 512 else (None,):       # lanes a row from two 16-bit packs
                    plan = make_plan(KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton",
                                                threads_per_row=lanes))
                    if dtype == "fp32" or not plan.in_chunks:
                        assert plan.max_registers == 0, (op, dtype, cols, lanes)
                        continue
                    k = plan.chunks
                    if not plan.peel_rows:
                        expected = WARP_WIDER_REGISTERS if op == "log_softmax_backward" and k >= 12 else 0
                    elif op == "softmax_backward":
                        expected = WARP_WIDER_REGISTERS if 9 <= k <= 10 else 0
                    elif op == "log_softmax_backward":
                        expected = WARP_WIDER_REGISTERS if k >= 11 else WARP_WIDE_REGISTERS if k >= 7 else 0
                    else:
                        three = len(plan.edge_chunks) == 3
                        one_warp = plan.num_warps == 1 and 9 <= k <= 10
                        expected = (WARP_ONE_WARP_REGISTERS if one_warp else WARP_WIDE_REGISTERS if k >= 8
                                    else WARP_EDGE_REGISTERS if three else 0)
                    assert plan.max_registers == expected, (op, dtype, cols, lanes)
                    if lanes is None and dtype == "bf16":
                        capped.setdefault((op, plan.max_registers), set()).add(cols)
    # the widths the H200 measured (notes entries 166, 169, 170)
    assert {249, 255, 377, 509, 511, 1023, 1279, 1535} <= capped[("log_softmax", 80)]
    assert {1785, 1791, 1802, 1957, 2047, 2621, 2733, 2900, 3071} <= capped[("log_softmax", 128)] \
        == capped[("softmax", 128)]
    assert {2049, 2063, 2077, 2221, 2389, 2479, 2551} <= capped[("log_softmax", 96)] == capped[("softmax", 96)]
    assert not {2041, 2047, 2048, 2304, 2553, 2560} & capped[("log_softmax", 96)]
    assert not (capped[("log_softmax", 80)] | capped[("log_softmax", 128)]) & {137, 248, 256, 421, 504, 1601, 1779, 2304}
    assert {1529, 1601, 1701, 2047, 2100, 2300, 2500} <= capped[("log_softmax_backward", 128)]
    assert 1450 not in capped[("log_softmax_backward", 128)]
    assert {2700, 2777, 2900, 3064, 3072} <= capped[("log_softmax_backward", 168)]
    assert not {2304, 2560, 2816} & capped[("log_softmax_backward", 168)]
    assert {2041, 2047, 2100, 2300} <= capped[("softmax_backward", 168)]
    assert not {1999, 2040, 2304, 2700, 2900, 3072} & capped[("softmax_backward", 168)]


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
def test_triton_warp_chunks_hold_every_rows_head_body_and_tail(dtype):
    """Triton warp rows in chunks (plan.peel_rows): at every width under 512 not a multiple of
    16 bytes, every lane count and every row start's offset from a 16-byte boundary, the row's
    body lies in plan.body_chunks, its head and tail in plan.edge_chunks, all within the chunks
    (macros.j2 rows_in_chunks: columns from a pack before the body); its head in chunk 0 and its
    tail from plan.tail_chunk, the tail's whole pack within the chunks."""
    vec = 16 // (4 if dtype == "fp32" else 2)
    checked = 0
    for cols in range(2 * vec, 512):
        if cols % vec == 0:
            continue
        for lanes in (None, 1, 4, 32):
            plan = make_plan(KernelSpec(strategy="warp", cols=cols, dtype=dtype, backend="triton", threads_per_row=lanes))
            assert plan.peel_rows and plan.vec == vec and plan.block_n == plan.threads_per_row * vec
            columns = lambda chunks: {c for k in chunks for c in range(k * plan.block_n, (k + 1) * plan.block_n)}
            for lead in range(vec):           # as rows_in_chunks: head, body and tail of a row
                n_head = min(lead, cols)
                n_body = (cols - n_head) // vec * vec
                n_tail = cols - n_head - n_body
                body = set(range(vec, vec + n_body))
                edges = set(range(vec - lead, vec - lead + n_head)) | set(range(vec + n_body, vec + n_body + n_tail))
                assert len(body) + len(edges) == cols
                assert body <= columns(plan.body_chunks) and edges <= columns(plan.edge_chunks)
                assert max(body | edges) < plan.chunks * plan.block_n
                # EDGE_PACKS: the head in chunk 0, the tail from plan.tail_chunk, its whole pack inside the chunks
                head, tail = set(range(vec - lead, vec)) if lead else set(), edges - set(range(vec))
                assert head <= columns([0]) and tail <= columns(range(plan.tail_chunk, plan.chunks))
                assert not tail or vec + n_body + vec <= plan.chunks * plan.block_n
                checked += 1
    assert checked > 5000


@pytest.mark.parametrize("dtype,cols,lanes,rows", [
    ("bf16", 9, 1, 512), ("bf16", 37, 2, 128), ("fp32", 37, 2, 64), ("bf16", 1000, 32, 4),
    ("bf16", 21, 1, 256),       # one lane, 21 elements (round b: 98% of copy; 2 lanes, 2.9 ways, 88)
    ("bf16", 125, 16, 32),      # 8 lanes 2.9 ways (89), 16 lanes 2.0 (98)
    ("bf16", 67, 4, 64),        # 4 lanes, 17 elements a lane (round d: 99.6), not 16 at as few ways (80)
])
def test_flat_tiles_of_about_four_packs_a_thread(dtype, cols, lanes, rows):
    """flat element by element: among the lane counts that give a lane 8-20 elements of a row (or
    one lane, up to 24), the one whose reads of shared memory conflict least, the fewest where level; a tile of
    about 4 packs a thread (128 threads), in whole steps of the block's groups, and its shared
    memory with 16 bytes for the phase."""
    p = plan(strategy="flat", cols=cols, dtype=dtype, row_packs=0)
    assert (p.threads_per_row, p.block_size, p.rows_per_block) == (lanes, 128, rows)
    assert p.rows_per_block % (128 // lanes) == 0
    assert p.smem_bytes == -(-rows * cols * p.spec.itemsize // 16) * 16 + 16
    assert p.async_copy


@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype,cols,lanes,rows", [
    ("bf16", 9, 1, 512), ("fp32", 21, 1, 128), ("bf16", 37, 2, 128),
    ("bf16", 63, 16, 64),       # 4 elements a lane, 2.0 ways (round a: 103.6% of copy); 8 lanes 4.0 ways (79.6)
    ("fp16", 65, 16, 64),
    ("fp32", 37, 4, 64),        # 10 elements a lane, 1.0 ways (101.8), not 2 lanes at 19 (102.1)
    ("bf16", 333, 16, 16),      # past 20 elements a lane on 16: the fewest holding 32 a lane, no more than 16
    ("bf16", 1000, 32, 4),
])
def test_flat_backward_lanes_and_tiles(op, dtype, cols, lanes, rows):
    """flat backward: among the lane counts up to 16 that give a lane 4-20 elements of a row (or
    one lane, up to 24), the one whose reads of shared memory conflict least, the fewest where
    level; y's and dy's tiles of about 4 packs a thread each, each with 16 bytes for its phase;
    rows element by element."""
    p = plan(op=op, strategy="flat", cols=cols, dtype=dtype)
    assert (p.threads_per_row, p.block_size, p.rows_per_block, p.row_packs) == (lanes, 128, rows, False)
    assert p.smem_bytes == 2 * (-(-rows * cols * p.spec.itemsize // 16) * 16 + 16)


@pytest.mark.parametrize("dtype,cols,packs,lanes", [
    ("bf16", 61, False, 4),     # 7 packs, element reads 1.9 ways: element by element (round b 99.9 / 96.6)
    ("bf16", 63, True, 4),      # 7 packs, element reads 4.0 ways (72.7 / 93.9-96.4)
    ("bf16", 43, False, 4),     # 5 packs: too few for a lane's edges (3.0 ways, 89.6 / 79.5 on 2 lanes)
    ("bf16", 77, True, 4),      # 9 packs, 3 a lane (100.4; on 8 lanes 87.6)
    ("fp16", 137, True, 8), ("bf16", 333, True, 16), ("bf16", 781, False, 32),      # 97 packs
    ("fp32", 97, True, 8),      # element reads 3.8 ways (93.2 / 100.6)
    ("fp32", 203, False, 16),   # fp32 reads alike element by element (100.0 / 95.9)
])
def test_flat_row_packs_by_default(dtype, cols, packs, lanes):
    """flat takes 16-bit rows of 8-96 aligned packs, and rows of 7 or more whose element reads
    conflict 2.5 ways, from its tile as packs, on the fewest lanes holding 3 packs a lane; the
    rows' packs a lane and the edge scalars a lane follow."""
    p = plan(strategy="flat", cols=cols, dtype=dtype)
    assert (p.row_packs, p.threads_per_row) == (packs, lanes)
    if packs:
        assert p.packs_per_thread == -(-(cols // p.vec) // lanes) <= 3
        assert p.edge_slots == -(-(p.vec - 1) // lanes)
        assert p.summary()["row_packs"] == 1


def test_flat_bank_ways():
    """_bank_ways counts a warp's wavefronts: one where a group's reads fall in distinct banks."""
    from softgen.generator.flat_plan import _bank_ways
    assert _bank_ways(32, 32, 4) == 1.0          # one row a warp, 32 consecutive words
    assert _bank_ways(64, 1, 4) == 32.0          # 32 rows 64 words apart: every lane on one bank
    assert _bank_ways(37, 32, 2) == 1.0
    assert _bank_ways(21, 2, 2) > 2.5 > _bank_ways(21, 1, 2)
