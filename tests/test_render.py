"""Every strategy x backend x dtype renders; every CUDA source compiles for sm_90 with
no register spills and no local-memory stack, and under NVRTC, which softgen.load runs."""
import dataclasses
import re
import subprocess
from pathlib import Path

import pytest

from conftest import HAS_NVCC, needs_nvrtc
from softgen.auto import H100, choose
from softgen.generator.plan import LaunchPlan, make_plan, max_cols
from softgen.errors import SpecError
from softgen.generator.render import render, render_cuda
from softgen.generator.spec import (ANY_WIDTH, BACKEND_STRATEGIES, BACKENDS, BACKWARD_STRATEGIES, DTYPES, OPS,
                                    STRATEGIES, KernelSpec)
from softgen.runtime.loader import nvrtc_log

WIDTHS = {"warp": [1, 33, 1024], "block": [1025, 12345], "smem": [781, 12345], "online": [None],
          "cluster": [1000, 50000, 262144, 1 << 20], "flat": [1, 9, 37, 137, 781]}


def all_specs(backends=BACKENDS):
    for strategy in STRATEGIES:
        for backend in [b for b in backends if strategy in BACKEND_STRATEGIES[b]]:
            yield KernelSpec(op="log_softmax", strategy=strategy, dtype="bf16", backend=backend,
                             cols=None if strategy == "online" else 1023 if strategy == "flat" else 1025)
            if strategy in BACKWARD_STRATEGIES[backend]:
                yield from backward_specs(strategy, backend)
            if strategy == "cluster":
                for dtype, cols, k, bs in (("fp32", 262144, 8, 512), ("bf16", 262144, 8, 1024), ("fp16", 50001, 2, None),
                                           ("fp32", 1, 2, None), ("bf16", 262144, 16, None)):
                    yield KernelSpec(strategy=strategy, stage=2, cluster_size=k, block_size=bs, dtype=dtype,
                                     backend=backend, cols=cols)
                yield KernelSpec(op="log_softmax", strategy=strategy, stage=2, dtype="bf16", backend=backend, cols=12345)
                for dtype, copy in (("bf16", 1), ("fp32", 0)):    # the two ways rows reach shared memory
                    yield KernelSpec(strategy=strategy, stage=1, cluster_size=16, async_copy=copy, dtype=dtype,
                                     backend=backend, cols=262144)
                    yield KernelSpec(strategy=strategy, stage=2, cluster_size=16, async_copy=copy, dtype=dtype,
                                     backend=backend, cols=262147)
                for op, dtype, cols, k in (("softmax", "bf16", 262144, 16), ("log_softmax", "fp32", 131075, 8),
                                           ("softmax", "fp16", 1, 2)):      # stage 5: the exps in shared memory
                    yield KernelSpec(op=op, strategy=strategy, stage=5, cluster_size=k, dtype=dtype, backend=backend,
                                     cols=cols)
                for op, dtype, cols, k in (("softmax", "bf16", 262144, 16), ("softmax", "fp16", 131075, 8),
                                           ("log_softmax", "bf16", 200001, 16), ("softmax", "fp32", 1, 2)):
                    yield KernelSpec(op=op, strategy=strategy, stage=6, cluster_size=k, dtype=dtype, backend=backend,
                                     cols=cols)                          # stage 6: the exps in registers
                for dtype in ("bf16", "fp16"):    # the H100 table's eight-block entries at their widest
                    yield KernelSpec(strategy=strategy, stage=6, cluster_size=16, block_size=128, blocks_per_sm=8,
                                     dtype=dtype, backend=backend, cols=97680)
                yield KernelSpec(strategy=strategy, stage=6, cluster_size=8, block_size=128, blocks_per_sm=8,
                                 dtype="bf16", backend=backend, cols=36383)
                yield KernelSpec(strategy=strategy, stage=6, cluster_size=4, block_size=128, blocks_per_sm=8,
                                 dtype="fp16", backend=backend, cols=20686)
                # stage 7 at the H200 table's bf16 shapes that sum their shared-memory packs first
                # (LaunchPlan.staged_sum_first): six packs a thread in registers at 64 registers
                for op, cols, bs, blocks in (("softmax", 220000, 160, 6), ("log_softmax", 240000, 160, 6),
                                             ("softmax", 262144, 192, 5)):
                    yield KernelSpec(op=op, strategy=strategy, stage=7, cluster_size=16, block_size=bs,
                                     blocks_per_sm=blocks, dtype="bf16", backend=backend, cols=cols)
                for dtype, cols, k in (("bf16", 194245, 16), ("fp16", 184384, 16), ("bf16", 17560, 2)):  # four of 256
                    yield KernelSpec(strategy=strategy, stage=6, cluster_size=k, block_size=256, blocks_per_sm=4,
                                     dtype=dtype, backend=backend, cols=cols)
                # each way of sharing partials
                for stage, exchange in ((0, 0), (1, 2), (2, 2), (2, 1), (5, 2), (6, 1)):
                    yield KernelSpec(strategy=strategy, stage=stage, exchange=exchange, dtype="fp16",
                                     async_copy=1 if stage == 1 else None, backend=backend, cols=131075)
                yield KernelSpec(op="softmax_backward", strategy=strategy, stage=3, exchange=0, dtype="bf16",
                                 backend=backend, cols=131075)
            if strategy == "smem" and backend == "cuda":
                yield KernelSpec(strategy=strategy, async_copy=0, dtype="fp16", backend=backend, cols=12345)
            if strategy in ("warp", "block") and backend == "cuda":     # 1 / sum as rcp.approx
                yield KernelSpec(strategy=strategy, approx_rcp=1, dtype="bf16", backend=backend, cols=224)
        for backend in [b for b in backends if strategy in BACKEND_STRATEGIES[b]]:
            for dtype in DTYPES:
                top = max_cols(strategy, dtype, backend)
                for cols in WIDTHS[strategy] + ([top] if top else []):
                    if top is None or cols <= top:
                        yield KernelSpec(strategy=strategy, cols=cols, dtype=dtype, backend=backend)


def backward_specs(strategy, backend):
    """Both backward ops at the widest row each dtype allows (the register / shared-memory
    stress), plus an odd width."""
    for dtype in DTYPES:
        for op in ("softmax_backward", "log_softmax_backward"):
            top = max_cols(strategy, dtype, backend, op)
            if top is None and strategy not in ANY_WIDTH:      # cluster: staged and streamed
                yield KernelSpec(op=op, strategy=strategy, dtype=dtype, backend=backend, cols=262144)
                top = 100000
            yield KernelSpec(op=op, strategy=strategy, dtype=dtype, backend=backend, cols=top)
    if strategy == "cluster":       # slices held in registers, at their widest; y staged, dy streamed
        for dtype in DTYPES:
            yield KernelSpec(op="softmax_backward", strategy=strategy, stage=2, cluster_size=8, dtype=dtype,
                             backend=backend, cols=131072)
            yield KernelSpec(op="log_softmax_backward", strategy=strategy, stage=3, cluster_size=16, dtype=dtype,
                             backend=backend, cols=262144)
            for op, cols in (("softmax_backward", 262147), ("log_softmax_backward", 1)):    # dy in registers
                yield KernelSpec(op=op, strategy=strategy, stage=4, cluster_size=16, dtype=dtype,
                                 backend=backend, cols=cols)
    if strategy != "online":
        yield KernelSpec(op="softmax_backward", strategy=strategy, dtype="bf16", backend=backend,
                         cols=WIDTHS[strategy][1] if len(WIDTHS[strategy]) > 1 else 33)


@pytest.mark.parametrize("spec", list(all_specs()), ids=lambda s: make_plan(s).name)
def test_renders(spec):
    files = render(make_plan(spec)).files
    name = make_plan(spec).name
    assert set(files) == ({f"{name}.py", f"{name}.cu"} if spec.backend == "cuda" else {f"{name}.py"})
    module = files[f"{name}.py"]
    compile(module, f"{name}.py", "exec")          # valid Python
    assert "softgen" not in re.sub(r"(Generated by softgen|softgen emit)", "", module.split('"""', 2)[2])
    assert f"softgen emit {spec.cli_args()}" in module
    if spec.backend == "cuda":
        source = files[f"{name}.cu"]
        assert re.search(rf"__global__ void (__cluster_dims__\(CLUSTER, 1, 1\) )?"
                         rf"__launch_bounds__\(BLOCK(, \d+)?\) {name}\(", source)
        assert f"#define BLOCK {make_plan(spec).block_size} " in source


def test_rendering_is_deterministic():
    spec = KernelSpec(strategy="smem", cols=777, dtype="fp16", backend="cuda")
    assert render(make_plan(spec)).files == render(make_plan(KernelSpec(**spec.to_dict()))).files


def test_tunable_override_changes_name_and_source():
    a = make_plan(KernelSpec(strategy="warp", cols=256))
    b = make_plan(KernelSpec(strategy="warp", cols=256, threads_per_row=8))
    assert a.name == "softmax_warp_c256_fp32_cuda" and b.name.startswith(a.name + "_")
    assert "#define G 8 " in render_cuda(b)


def _ptxas(plan, tmp_path) -> tuple[int, str]:
    """(nvcc's exit status, its output with ptxas -v's report) for plan's source built for sm_90."""
    src = tmp_path / f"{plan.name}.cu"
    src.write_text(render_cuda(plan))
    result = subprocess.run(["nvcc", "-arch=sm_90", "-cubin", "-Xptxas", "-v", "-o",
                             str(tmp_path / "k.cubin"), str(src)], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def _ptx_ops(plan, tmp_path, arch="sm_90") -> list[str]:
    """The first word of each line of plan's PTX for `arch` (its instructions, with their modifiers)."""
    cu = tmp_path / "k.cu"
    cu.write_text(render_cuda(plan))
    subprocess.run(["nvcc", f"-arch={arch}", "-ptx", "--std=c++17", "-o", str(tmp_path / "k.ptx"), str(cu)], check=True)
    return [line.split()[0] for line in (tmp_path / "k.ptx").read_text().splitlines() if line.strip()]


def _spill_free(report: str) -> bool:
    """ptxas -v reported its frame for every entry point, and none has a stack frame or spills."""
    frames = re.findall(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", report)
    return bool(frames) and all(frame == ("0", "0", "0") for frame in frames)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("spec", list(all_specs(backends=("cuda",))), ids=lambda s: make_plan(s).name)
def test_cuda_compiles_without_spills(spec, tmp_path):
    """Every entry point of every kernel: no stack frame, no spills."""
    returncode, report = _ptxas(make_plan(spec), tmp_path)
    assert returncode == 0, report
    assert _spill_free(report), report
    assert "Used" in report


@needs_nvrtc
@pytest.mark.parametrize("spec", list(all_specs(backends=("cuda",))), ids=lambda s: make_plan(s).name)
def test_cuda_compiles_without_spills_under_nvrtc(spec):
    """As test_cuda_compiles_without_spills, with the compiler the kernels run from (NVRTC
    allocates registers unlike nvcc at the same version: flat bf16 63 at 64 rows, 48 against 40;
    notes entry 180)."""
    plan = make_plan(spec)
    report = nvrtc_log(render_cuda(plan), plan.name, "sm_90", ("--ptxas-options=-v",))
    assert _spill_free(report), report


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("cols, spill_free", [(97680, True), (98304, True), (98312, False), (99840, False)])
def test_eight_blocks_hold_six_packs_without_spills(cols, spill_free, tmp_path):
    """blocks_per_sm=8 reaches __launch_bounds__ and bounds bf16 stage 6 x 16 at 128 threads to 64
    registers: six packs a thread (to 98304 columns and the scalars past them) fit without spills,
    seven (from 98312) spill, and lost 2 points of copy at 99840 (notes entry 137): the entries
    that take the bound serve up to 97680."""
    plan = make_plan(KernelSpec(strategy="cluster", stage=6, cluster_size=16, block_size=128, blocks_per_sm=8,
                                cols=cols, dtype="bf16", backend="cuda"))
    assert plan.min_blocks == 8 and "__launch_bounds__(BLOCK, 8)" in render_cuda(plan)
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0, report
    assert _spill_free(report) == spill_free, report


@pytest.mark.parametrize("cols, elements, registers", [(155392, 76, 104), (178704, 88, 115), (196608, 96, 123)])
def test_fp32_stage6_past_64_elements_at_a_named_block_size(cols, elements, registers):
    """fp32 stage 6 at a block_size the spec names holds up to 96 elements a thread (quack's x 8 at
    256 threads, 76 a thread at 155392), counted at ptxas' 28 registers beyond them: two blocks of
    256 an SM, whose bound (128) holds them."""
    plan = make_plan(KernelSpec(strategy="cluster", stage=6, cluster_size=8, block_size=256, cols=cols,
                                dtype="fp32", backend="cuda"))
    assert (plan.packs_per_thread * plan.vec, plan.min_blocks) == (elements, 2)
    assert registers <= 65536 // (256 * plan.min_blocks)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("cols", [155392, 196608])
def test_fp32_stage6_past_64_elements_compiles_without_spills(cols, tmp_path):
    plan = make_plan(KernelSpec(strategy="cluster", stage=6, cluster_size=8, block_size=256, cols=cols,
                                dtype="fp32", backend="cuda"))
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0 and "__launch_bounds__(BLOCK, 2)" in render_cuda(plan), report
    assert _spill_free(report), report


# stage 6 at 160 threads: (op, dtype, cols, cluster size, elements a thread, blocks an SM)
STAGE6_AT_160 = [("softmax", "fp32", 162360, 16, 64, 4), ("softmax", "fp32", 150000, 16, 60, 4),
                 ("softmax", "fp16", 150000, 16, 64, 4), ("log_softmax", "bf16", 76000, 8, 64, 4),
                 ("softmax", "bf16", 70001, 8, 56, 5), ("softmax", "fp32", 140000, 16, 56, 5)]


def _stage6_plan(op, dtype, cols, cluster):
    return make_plan(KernelSpec(op=op, strategy="cluster", stage=6, cluster_size=cluster, cols=cols, dtype=dtype,
                                backend="cuda"))


@pytest.mark.parametrize("op,dtype,cols,cluster,elements,blocks", STAGE6_AT_160)
def test_stage6_at_160_threads_bounds_blocks_by_a_subpartitions_registers(op, dtype, cols, cluster, elements, blocks):
    """Five blocks of 160 threads leave ptxas 72 registers a thread (a sub-partition's 16K among
    seven warps), which holds 56 elements a thread but not 60-64: those take four blocks."""
    plan = _stage6_plan(op, dtype, cols, cluster)
    assert (plan.block_size, plan.packs_per_thread * plan.vec, plan.min_blocks) == (160, elements, blocks)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("op,dtype,cols,cluster,elements,blocks", STAGE6_AT_160)
def test_stage6_at_160_threads_compiles_without_spills(op, dtype, cols, cluster, elements, blocks, tmp_path):
    """At five blocks ptxas spilled 16-108 bytes a thread holding 60-64 elements (notes entry 128)."""
    plan = _stage6_plan(op, dtype, cols, cluster)
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0 and f"__launch_bounds__(BLOCK, {blocks})" in render_cuda(plan), report
    assert _spill_free(report), report


# stage 7 at a blocks_per_sm bound: (op, dtype, cols, cluster size, threads, blocks an SM, packs a thread)
STAGE7_BOUND = [("softmax", "bf16", 133565, 16, 128, 8, 6), ("log_softmax", "fp16", 262144, 16, 160, 6, 5),
                ("softmax", "fp16", 103000, 8, 128, 8, 5), ("softmax", "bf16", 262144, 16, 224, 4, 7),
                ("softmax", "fp32", 240000, 16, 192, 4, 14), ("log_softmax", "fp32", 262144, 16, 160, 6, 10),
                ("log_softmax", "fp32", 262144, 16, 256, 3, 14), ("log_softmax", "bf16", 220000, 16, 160, 6, 6),
                ("log_softmax", "bf16", 170000, 12, 160, 6, 6)]
STAGE7_UNBOUND = [("log_softmax", "bf16", 300000, 16, 256, None, 8), ("softmax", "fp32", 400000, 16, 256, 2, 16)]


def _stage7_plan(op, dtype, cols, cluster, threads, blocks):
    return make_plan(KernelSpec(op=op, strategy="cluster", stage=7, cluster_size=cluster, block_size=threads,
                                blocks_per_sm=blocks, cols=cols, dtype=dtype, backend="cuda"))


@pytest.mark.parametrize("op,dtype,cols,cluster,threads,blocks,packs", STAGE7_BOUND + STAGE7_UNBOUND)
def test_stage7_holds_the_packs_its_blocks_bound_leaves_registers_for(op, dtype, cols, cluster, threads, blocks,
                                                                       packs):
    """Stage 7 at a spec's blocks_per_sm holds the packs its register bound leaves room for beside
    16 others in bf16, 24 in fp16 and fp32 (64 registers: six packs, five, ten; 72 in bf16: seven;
    80 in fp32: fourteen), the rest of the slice in shared memory; without a bound, or under one
    that leaves more, 64 elements a thread (eight 16-bit packs, sixteen fp32)."""
    plan = _stage7_plan(op, dtype, cols, cluster, threads, blocks)
    rest = plan.slice_packs - threads * packs
    assert (plan.packs_per_thread, plan.smem_bytes) == (packs, rest * 16)
    assert plan.min_blocks == (blocks or plan.min_blocks)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("op,dtype,cols,cluster,threads,blocks,packs", STAGE7_BOUND)
def test_stage7_at_a_blocks_bound_compiles_without_spills(op, dtype, cols, cluster, threads, blocks, packs, tmp_path):
    plan = _stage7_plan(op, dtype, cols, cluster, threads, blocks)
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0 and f"__launch_bounds__(BLOCK, {blocks})" in render_cuda(plan), report
    assert _spill_free(report), report


@pytest.mark.parametrize("dtype,pair", [("bf16", "max.bf16x2"), ("fp16", "max.f16x2"), ("fp32", None)])
def test_staged_max_takes_two_16bit_elements_an_instruction(dtype, pair):
    """The max over a slice's packs in shared memory (cluster stage 7's rest, stage 1 and smem with
    cp.async) runs on pairs in 16 bits, one max an instruction for two elements (notes entry 175:
    auto at 32 long rows on stage 7 median +0.3% of copy, none lower by a point); fp32 compares
    element by element."""
    for spec in (KernelSpec(op="softmax", strategy="cluster", stage=7, cluster_size=16, block_size=128,
                            blocks_per_sm=8 if dtype != "fp32" else 2, cols=400000, dtype=dtype),
                 KernelSpec(op="log_softmax", strategy="smem", async_copy=1, cols=12345, dtype=dtype)):
        src = render_cuda(make_plan(spec))
        body = src.split("float staged_max(const Pack* cache, int packs) {")[1].split("\n}\n")[0]
        if pair:
            helper = src.split("void pair_max(unsigned& pair, const Pack& v) {")[1].split("\n}\n")[0]
            assert f"asm(\"{pair} %0, %0, %1;\"" in helper
            assert "pair_max(pair, v);" in body and "for (int i = 0; i < VEC; ++i)" in body.split("#else")[1]
        else:
            assert "pair_max" not in src and "max." not in body and "fmaxf(thread_max, elem(v, i))" in body


@pytest.mark.parametrize("op,dtype,threads,last", [("softmax", "fp16", 128, True), ("softmax", "bf16", 128, False),
                                                   ("log_softmax", "fp16", 128, False), ("softmax", "fp32", 128, False),
                                                   ("log_softmax", "bf16", 160, True), ("log_softmax", "bf16", 128, False),
                                                   ("log_softmax", "fp16", 160, False), ("softmax", "bf16", 160, False)])
def test_stage7_writes_its_staged_packs_last_in_fp16_softmax_and_bf16_log_softmax_at_160(op, dtype, threads, last):
    """fp16 softmax's stage 7 writes its shared-memory packs after its registers' packs (notes entry
    175: +0.2 to +1.8 at 12 widths), and bf16 log_softmax's at blocks of 160 (written first, they
    spilled 4 bytes there: notes entry 184); elsewhere they go first (bf16 softmax and fp32
    spilled the other way, 16-bit log_softmax ran level)."""
    blocks = {128: 8, 160: 6}[threads] if dtype != "fp32" else 2
    spec = KernelSpec(op=op, strategy="cluster", stage=7, cluster_size=16, block_size=threads,
                      blocks_per_sm=blocks, cols=400000, dtype=dtype)
    plan = make_plan(spec)
    src = render_cuda(plan)
    staged, registers = src.index("staged_write(yr + offset + HELD * VEC"), src.index("r.store<")
    assert plan.staged_write_last is last and (staged > registers) is last
    assert src.count("staged_write(yr + offset + HELD * VEC") == 1


@pytest.mark.parametrize("dtype", ["fp32", "bf16"])
def test_dy_read_twice_is_kept_in_l2_between_the_reads(dtype):
    """Cluster backward stages 3 and 4's rest load dy's first pass under an L2 evict_last policy
    and y's only read evict-first, and read dy again evict-first; stage 1 and smem, which stage
    dy, load as before (notes entry 160)."""
    def source(**kw):
        spec = KernelSpec(op="softmax_backward", dtype=dtype, backend="cuda", **kw)
        return render_cuda(make_plan(spec))
    cols = 262144 if dtype == "fp32" else 524301
    for kw in (dict(strategy="cluster", stage=3, cluster_size=16, cols=cols),
               dict(strategy="cluster", stage=4, cluster_size=16, block_size=256, blocks_per_sm=3, cols=cols)):
        src = source(**kw)
        assert "createpolicy.fractional.L2::evict_last" in src and "ld.global.nc.L2::cache_hint.v4.f32" in src
        assert "a[u] = load_pack_last(ysrc" in src and "load_dy_kept<DY_PACKED>" in src
    for kw in (dict(strategy="cluster", stage=1, cluster_size=16, cols=100000), dict(strategy="smem", cols=12345)):
        assert "evict_last" not in source(**kw)


# backward stage 8: (op, dtype, cols, threads, blocks an SM, dy's packs a thread, shared memory a block)
STAGE8 = [("softmax_backward", "fp32", 200418, 288, 3, 8, (2 * 3132 - 288 * 8) * 16),
          ("log_softmax_backward", "fp32", 240000, 320, 3, 9, (2 * 3750 - 320 * 9) * 16),
          ("log_softmax_backward", "fp32", 229302, 256, 3, 12, (2 * 3583 - 256 * 12) * 16),
          ("softmax_backward", "bf16", 300000, 384, 3, 5, (2 * 2344 - 384 * 5) * 16),
          ("softmax_backward", "bf16", 500000, 384, 2, 8, (2 * 3907 - 384 * 8) * 16)]


def _stage8_plan(op, dtype, cols, threads, blocks):
    return make_plan(KernelSpec(op=op, strategy="cluster", stage=8, cluster_size=16, block_size=threads,
                                blocks_per_sm=blocks, cols=cols, dtype=dtype, backend="cuda"))


@pytest.mark.parametrize("op,dtype,cols,threads,blocks,packs,smem", STAGE8)
def test_stage8_holds_dy_packs_its_bound_leaves_and_stages_the_rest(op, dtype, cols, threads, blocks, packs, smem):
    """Backward stage 8 holds the fp32 dy packs a thread that build without spills at its bound
    (STAGE8_PACKS: softmax_backward 8 at 72 registers, log_softmax_backward 9 at 64 and 12 at 80),
    16-bit ones by the rule (softmax_backward at 56: 28 + 8 beside them, five); y's slice and dy's
    rest in shared memory."""
    plan = _stage8_plan(op, dtype, cols, threads, blocks)
    assert (plan.packs_per_thread, plan.smem_bytes, plan.min_blocks) == (packs, smem, blocks)


def test_stage8_takes_the_most_blocks_whose_shared_memory_fits():
    plan = make_plan(KernelSpec(op="softmax_backward", strategy="cluster", stage=8, cluster_size=16, cols=200418,
                                backend="cuda"))
    assert (plan.block_size, plan.min_blocks, plan.packs_per_thread) == (256, 3, 9)
    assert 3 * (plan.smem_bytes + 1024) <= 228 * 1024 < 4 * (plan.smem_bytes + 1024)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("op,dtype,cols,threads,blocks,packs,smem", STAGE8)
def test_stage8_compiles_without_spills(op, dtype, cols, threads, blocks, packs, smem, tmp_path):
    plan = _stage8_plan(op, dtype, cols, threads, blocks)
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0 and f"__launch_bounds__(BLOCK, {blocks})" in render_cuda(plan), report
    assert _spill_free(report), report


# stage 6 at 224 threads x 7 packs: (op, dtype, cols, cluster size, blocks an SM)
STAGE6_AT_224 = [("softmax", "bf16", 199001, 16, 4), ("log_softmax", "fp16", 24700, 2, 4),
                 ("softmax", "fp16", 98500, 8, 4), ("softmax", "fp32", 197000, 16, 3)]


@pytest.mark.parametrize("op,dtype,cols,cluster,blocks", STAGE6_AT_224)
def test_stage6_at_224_threads_takes_a_fourth_block_in_16_bits(op, dtype, cols, cluster, blocks):
    """Three blocks of 224 threads are 21 warps an SM; a fourth leaves ptxas 72 registers, which
    hold 56 elements a thread: 16-bit ran 96 -> 100.5% of copy, fp32 (twice the bytes) did not
    gain and keeps three."""
    plan = _stage6_plan(op, dtype, cols, cluster)
    assert (plan.block_size, plan.packs_per_thread * plan.vec, plan.min_blocks) == (224, 56, blocks)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("op,dtype,cols,cluster,blocks", STAGE6_AT_224[:3])
def test_stage6_at_224_threads_compiles_without_spills(op, dtype, cols, cluster, blocks, tmp_path):
    """bf16 softmax's one-multiply write took 74 registers at three blocks; bounded to four it fits 72."""
    plan = _stage6_plan(op, dtype, cols, cluster)
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0 and f"__launch_bounds__(BLOCK, {blocks})" in render_cuda(plan), report
    assert _spill_free(report), report


def _fp32_log_softmax_stage6_served() -> dict:
    """{(threads, packs a thread, blocks an SM): the plan of its first width} of the stage 6 shapes
    auto serves fp32 log_softmax at 196000-262144 on the H100 table, widths 0.5% apart"""
    shapes, cols = {}, 196000
    while cols <= 262144:
        spec = choose(KernelSpec(op="log_softmax", strategy="auto", cols=cols, dtype="fp32"), device_name=H100).spec
        plan = make_plan(spec)
        if spec.strategy == "cluster" and spec.stage == 6:
            shapes.setdefault((plan.block_size, plan.packs_per_thread, plan.min_blocks), plan)
        cols = int(cols * 1.005) + 1
    return shapes


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_fp32_log_softmax_stage6_served_shapes_compile_without_spills(tmp_path):
    """fp32 log_softmax's stage 6 at 15 packs a thread (60 elements) spills 16 bytes at 80
    registers where softmax's does not, and ran 95.8-96.7% of copy (H100, notes entry 129: 210000
    at 224 threads, 231848-245000 at 256); the table serves shapes around it."""
    shapes = _fp32_log_softmax_stage6_served()
    assert all(packs != 15 for _, packs, _ in shapes), sorted(shapes)
    for plan in shapes.values():
        returncode, report = _ptxas(plan, tmp_path)
        assert returncode == 0 and _spill_free(report), (plan.name, report)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
def test_online_split_entry_fits_its_blocks_an_sm(dtype, op, tmp_path):
    """online's split entry runs split_per_sm blocks of split_block threads an SM (four of 256),
    every block of a launch at once: ptxas fits each in its share of an SM's 64K registers."""
    plan = make_plan(KernelSpec(op=op, strategy="online", dtype=dtype))
    assert (plan.split_block, plan.split_per_sm) == (256, 4)
    returncode, report = _ptxas(plan, tmp_path)
    used = re.search(rf"Function properties for {plan.name}_split\n[^\n]*\n[^\n]*Used (\d+) registers", report)
    assert returncode == 0 and used, report
    assert int(used.group(1)) * plan.split_block * plan.split_per_sm <= 65536, used.group(0)


@pytest.mark.parametrize("dtype", ["fp32", "bf16", "fp16"])
def test_online_held_entry_asks_l2_for_the_next_row(dtype):
    """CUDA online's held entry (one block an SM, striding over rows) asks L2 for the first two
    tiles of a block's next row as it starts writing a row (notes entry 121); the backward, with
    no held entry, does not."""
    plan = make_plan(KernelSpec(strategy="online", dtype=dtype))
    assert plan.held_tiles and plan.l2_prefetch and plan.next_row_prefetch == 2
    held = render(plan).cuda_source.split("online_rows(")[1]
    assert "next = row + gridDim.x" in held and "min(2 * TILE_PACKS, split.packs - 1)" in held
    assert make_plan(KernelSpec(op="softmax_backward", strategy="online", dtype=dtype)).next_row_prefetch == 0


def _nvrtc_builds(source: str, name: str) -> bool:
    """source compiles under NVRTC, as softgen.load compiles it, to an sm_90 cubin (ELF)."""
    from softgen.runtime.loader import compile_cubin
    return compile_cubin(source, name, "sm_90")[:4] == b"\x7fELF"


@needs_nvrtc
@pytest.mark.parametrize("spec", list(all_specs(backends=("cuda",))), ids=lambda s: make_plan(s).name)
def test_cuda_compiles_under_nvrtc(spec):
    """NVRTC is stricter than nvcc: 13.0 takes a generic lambda in device code for a host
    function, which nvcc (and NVRTC 13.5) compile, so a source nvcc builds may still fail to load."""
    plan = make_plan(spec)
    assert _nvrtc_builds(render_cuda(plan), plan.name)


GENERATED = Path(__file__).resolve().parent.parent / "generated"


@needs_nvrtc
@pytest.mark.parametrize("source", sorted(GENERATED.glob("*.cu")), ids=lambda p: p.stem)
def test_generated_cuda_compiles_under_nvrtc(source):
    assert _nvrtc_builds(source.read_text(), source.stem)


def _registers(plan, tmp_path) -> int:
    return int(re.search(r"Used (\d+) registers", _ptxas(plan, tmp_path)[1]).group(1))


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("strategy,cols", [("smem", 12345), ("cluster", 100001), ("smem", 4097), ("online", 16385)])
def test_cuda_fp16_reads_elements_from_the_pair(strategy, cols, tmp_path):
    """fp16 elements are converted from the 32-bit pair in place (cvt of either half), so the
    staged backward kernels keep bf16's register count: extracting each half first took them
    from 64 to 88-99 registers, half the blocks an SM (H100 backward smem 12345 75 -> 99% of
    copy, cluster 100001 69 -> 97; notes entry 77); online backward too (102 -> 76 registers,
    16385 78 -> 94), but not online forward (no gain measured)."""
    plans = {d: make_plan(KernelSpec(op="softmax_backward", strategy=strategy, cols=cols, dtype=d))
             for d in ("fp16", "bf16")}
    assert "mov.b32 {lo, hi}" in render_cuda(plans["fp16"])
    log_backward = render_cuda(make_plan(KernelSpec(op="log_softmax_backward", strategy=strategy, cols=cols, dtype="fp16")))
    assert "mov.b32 {lo, hi}" in log_backward
    assert ("__launch_bounds__(BLOCK, 1)" in log_backward) == (strategy == "online")   # else ptxas spills at 64
    forward = make_plan(KernelSpec(strategy=strategy, cols=cols, dtype="fp16"))
    assert ("mov.b32 {lo, hi}" in render_cuda(forward)) == (strategy != "online")
    assert _registers(plans["fp16"], tmp_path) <= max(64, _registers(plans["bf16"], tmp_path))


@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_cuda_bf16_online_forward_reads_elements_from_the_pair(op):
    """bf16 online forward takes each element from its 32-bit pair (the high half by a mask: one
    instruction, not PRMT + IMAD; notes entry 119, round n); fp16 and fp32 online forward do not."""
    for dtype, pairs in (("bf16", True), ("fp16", False), ("fp32", False)):
        plan = make_plan(KernelSpec(op=op, strategy="online", dtype=dtype))
        assert plan.pair_elements == pairs, dtype
        assert ("two & 0xffff0000u" in render_cuda(plan)) == pairs, dtype


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("cols,fields", [(262144, dict(stage=1)), (43493, dict(stage=1, cluster_size=16))])
def test_cuda_bf16_log_softmax_backward_keeps_its_loads_whole(cols, fields, tmp_path):
    """bf16 log_softmax_backward stages its slices with unguarded loads: guarded, ptxas merged
    16-bit halves of each load's registers right after it (one dy load in flight, 78 / 56
    registers against fp16's 61 / 48; H100 262144 69 -> 97% of copy, notes entry 97).  It now
    takes no more registers than fp16, which (like softmax_backward) keeps the guard."""
    plans = {d: make_plan(KernelSpec(op="log_softmax_backward", strategy="cluster", cols=cols, dtype=d, **fields))
             for d in ("bf16", "fp16")}
    clamp = "min(p0 + u * BLOCK, packs - 1)"
    assert clamp in render_cuda(plans["bf16"]) and clamp not in render_cuda(plans["fp16"])
    assert clamp not in render_cuda(make_plan(KernelSpec(op="softmax_backward", strategy="cluster", cols=cols,
                                                         dtype="bf16", **fields)))
    returncode, report = _ptxas(plans["bf16"], tmp_path)
    assert returncode == 0 and "0 bytes spill stores" in report, report
    assert _registers(plans["bf16"], tmp_path) <= _registers(plans["fp16"], tmp_path)


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("op", ["softmax_backward", "log_softmax_backward"])
@pytest.mark.parametrize("dtype,cols,block", [("bf16", 8193, 256), ("fp16", 12345, 256), ("bf16", 24001, 512),
                                              ("fp16", 20001, 512), ("bf16", None, 512)])
def test_cuda_online_backward_16bit_blocks_an_sm(op, dtype, cols, block, tmp_path):
    """16-bit online backward reads elements from the 32-bit pair (bf16 too) and says one block
    an SM where its blocks are of 512 threads (ptxas otherwise settles on 64 registers for two:
    bf16 24001 93 -> 101% of copy); smaller blocks (rows up to 12-16 K) are left several an SM
    (bf16 8193 96 -> 104; notes entry 82).  Neither spills."""
    plan = make_plan(KernelSpec(op=op, strategy="online", cols=cols, dtype=dtype))
    source = render_cuda(plan)
    assert plan.block_size == block
    assert ("reinterpret_cast<const unsigned*>(p.v)[i / 2]" in source)
    assert ("__launch_bounds__(BLOCK, 1)" in source) == (block == 512)
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0 and "0 bytes spill stores" in report, report


@pytest.mark.parametrize("fields,peel", [
    (dict(strategy="block", cols=12345, dtype="bf16"), True),
    (dict(strategy="smem", cols=781, dtype="fp32"), True),
    (dict(strategy="block", cols=3000, dtype="bf16"), False),        # a multiple of vec: stride hint
    (dict(strategy="warp", cols=781, dtype="bf16"), True),           # warp from 512 columns, one row a program
    (dict(strategy="warp", cols=127, dtype="bf16"), True),           # shorter rows: several a program, in chunks
    (dict(strategy="warp", cols=781, dtype="bf16", rows_per_block=2), True),
    (dict(strategy="warp", cols=9, dtype="bf16"), False),            # under two packs: element by element
    (dict(op="softmax_backward", strategy="smem", cols=12345, dtype="bf16"), True),
    (dict(op="log_softmax_backward", strategy="online", dtype="bf16"), False),
    (dict(strategy="online", dtype="fp16"), False),
])
def test_triton_rows_peeled(fields, peel):
    """Triton block / smem / warp rows of a width not a multiple of vec load a head and a tail
    apart from a 16-byte-aligned body (split_row; several warp rows a program: rows_in_chunks),
    and pass SAME_STRIDES for the output's stores; online kernels (any width) carry the split
    for the launcher to take at run time (PEEL)."""
    plan = make_plan(KernelSpec(backend="triton", **fields))
    source = render(plan).module_source
    assert plan.peel == peel
    split = peel or plan.strategy == "online"
    body = "n_body = (n_live - n_head) // VEC * VEC" if plan.peel_rows else "n_body = (n_cols - n_head) // VEC * VEC"
    assert (body in source) == split
    assert ("SAME_STRIDES=x.stride(0) == out.stride(0)" in source) == split
    assert ("PEEL=peel" in source) == (plan.strategy == "online")


@pytest.mark.parametrize("fields,fold", [
    (dict(strategy="smem", cols=12345, dtype="bf16"), True),
    (dict(strategy="cluster", cols=262144, dtype="fp16", stage=1), True),
    (dict(strategy="cluster", cols=262144, dtype="bf16", stage=2), False),   # a register row: not measured
    (dict(strategy="smem", cols=12345, dtype="fp32"), False),                 # fp32 needs x - m exact
    (dict(op="log_softmax", strategy="smem", cols=12345, dtype="bf16"), False),
    (dict(strategy="block", cols=4096, dtype="bf16"), True),
    (dict(strategy="warp", cols=1024, dtype="fp16"), True),
    (dict(strategy="warp", cols=1024, dtype="fp32"), False),
    (dict(op="log_softmax", strategy="warp", cols=1024, dtype="bf16"), False),
])
def test_folded_exponent_kernels(fields, fold):
    """The 16-bit CUDA softmax kernels (warp, block, smem, cluster stages 1 and 6) carry the folded
    exponent (and its exact fallback); others render without it."""
    plan = make_plan(KernelSpec(backend="cuda", **fields))
    source = render(plan).cuda_source
    assert plan.fold_exp == fold
    assert ("if (foldable(m))" in source) == fold


@pytest.mark.parametrize("fields,after", [
    (dict(op="softmax", dtype="bf16", cols=195892, stage=1, cluster_size=16), True),
    (dict(op="softmax", dtype="bf16", cols=195892, stage=1, cluster_size=16, async_copy=1), False),
    (dict(op="softmax", dtype="fp32", cols=195892, stage=1, cluster_size=16), False),
    (dict(op="softmax_backward", dtype="fp16", cols=175001, stage=1, cluster_size=16), True),
    (dict(op="softmax_backward", dtype="fp32", cols=199001, stage=3, cluster_size=16), False),
])
def test_cluster_row_edges_read_after_the_slice(fields, after):
    """The rendered cluster kernel reads the row's edge scalars after the slice's loads exactly
    where the plan says (LaunchPlan.edges_after_body)."""
    plan = make_plan(KernelSpec(strategy="cluster", backend="cuda", **fields))
    source = render_cuda(plan)
    slice_load = source.index("stage_max(cache, xr + offset" if plan.spec.op == "softmax"
                              else "stage_partial(cache, cache + STAGE_PACKS, yr + sl.offset")
    edge_load = source.index("to_float(xr[tid])" if plan.spec.op == "softmax" else "const GradEdges edges(")
    assert plan.edges_after_body == after
    assert (slice_load < edge_load) == after


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("fields,evict_first", [
    (dict(strategy="warp", cols=256, dtype="bf16"), False),
    (dict(strategy="warp", cols=256, dtype="bf16", threads_per_row=32, block_size=128, evict_first=1), True),
    (dict(strategy="block", cols=512, dtype="fp16", evict_first=0), False),
    (dict(strategy="block", cols=512, dtype="fp16", evict_first=1), True),
    (dict(strategy="warp", cols=256, dtype="bf16", vec=4), False),                  # 8-byte packs
    (dict(strategy="warp", cols=1000, dtype="fp32", vec=2, evict_first=1), True),
    (dict(strategy="block", cols=4096, dtype="fp32", vec=1), False),                # 4-byte packs
    (dict(strategy="smem", cols=12345, dtype="fp16", vec=2, async_copy=0), False),
    (dict(strategy="smem", cols=12345, dtype="bf16", vec=1, evict_first=1), True),  # 2-byte packs
    (dict(strategy="cluster", cols=100001, dtype="fp32", stage=6, cluster_size=16), False),
    (dict(op="softmax_backward", strategy="cluster", cols=65536, dtype="bf16", evict_first=1), True),
])
def test_output_packs_store_as_one_word(fields, evict_first, tmp_path):
    """CUDA kernels store each output pack with one store of the pack's width, write-back
    (st.global.wb) by default and evict-first (st.global.cs) where the spec's evict_first is 1; the
    only other stores are the unaligned edges' single elements.  (A float4 assignment compiled to
    four 4-byte stores, which ran at 63-93% of copy; a smaller pack's, to one store an element.)"""
    plan = make_plan(KernelSpec(backend="cuda", **fields))
    assert plan.stream_stores == evict_first
    stores = [op for op in _ptx_ops(plan, tmp_path) if op.startswith("st.global")]
    word = {16: "v4.f32", 8: "v2.u32", 4: "u32", 2: "u16"}[plan.vec * plan.spec.itemsize]
    pack_store = f"st.global.{'cs' if evict_first else 'wb'}.{word}"
    element_store = "st.global.f32" if plan.spec.itemsize == 4 else "st.global.u16"
    assert pack_store in stores
    assert set(stores) <= {pack_store, element_store}


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("fields", [dict(strategy="warp", cols=224, dtype="bf16", threads_per_row=16, block_size=256),
                                    dict(strategy="block", cols=4096, dtype="fp32")])
@pytest.mark.parametrize("approx", [0, 1])
def test_approx_rcp_takes_one_instruction(fields, approx, tmp_path):
    """approx_rcp=1 takes the row's 1 / sum as one rcp.approx.ftz, with no IEEE division left in
    the kernel; without it, the division (rcp.rn, or div.rn) and no rcp.approx."""
    plan = make_plan(KernelSpec(backend="cuda", approx_rcp=approx, **fields))
    assert plan.approx_rcp == bool(approx) and plan.summary().get("approx_rcp") == (1 if approx else None)
    ops = _ptx_ops(plan, tmp_path)
    ieee = [op for op in ops if op.startswith(("div.rn.f32", "rcp.rn.f32"))]
    assert ("rcp.approx.ftz.f32" in ops) == bool(approx)
    assert bool(ieee) != bool(approx), ieee


@pytest.mark.parametrize("fields, match", [
    (dict(strategy="cluster", stage=1, cluster_size=16, cols=170000), r"stage 6 forward, stage 2 backward\) only"),
    (dict(strategy="cluster", stage=2, cluster_size=8, cols=24001), r"stage 6 forward, stage 2 backward\) only"),
    (dict(strategy="cluster", stage=6, cluster_size=8, cols=24001, op="softmax_backward"),
     r"stage 6 \(the slice's exps in registers\) is for the forward ops"),
    (dict(strategy="cluster", stage=4, cluster_size=16, cols=170000, op="softmax_backward"),
     r"stage 6 forward, stage 2 backward\) only"),
    (dict(strategy="block", cols=4096), r"stage 6 forward, stage 2 backward\) only"),
    (dict(strategy="cluster", stage=6, cluster_size=16, block_size=1024, cols=1500000),
     r"bulk_store: the slice's 368 KB of packs do not fit a block's shared memory \(226 KB\)"),
])
def test_bulk_store_refused_where_it_cannot_run(fields, match):
    with pytest.raises(SpecError, match=match):
        make_plan(KernelSpec(dtype="fp32", bulk_store=1, **fields))
    with pytest.raises(SpecError, match="bulk_store: 2 must be 0"):
        KernelSpec(strategy="cluster", cols=170000, bulk_store=2)


def test_bulk_store_plan():
    """bulk_store=1: dynamic shared memory for the block's packs plus 128 bytes (the buffer starts on
    a 128-byte boundary), blocks an SM as before where they fit; 0 or unset: no shared memory."""
    base = dict(strategy="cluster", stage=6, cluster_size=16, block_size=256, cols=170000, dtype="fp32")
    plain, off, bulk = (make_plan(KernelSpec(**base, **extra)) for extra in ({}, {"bulk_store": 0}, {"bulk_store": 1}))
    assert not plain.bulk_store and not off.bulk_store and plain.smem_bytes == off.smem_bytes == 0
    assert bulk.bulk_store and bulk.summary()["bulk_store"] == 1 and "bulk_store" not in plain.summary()
    assert bulk.smem_bytes == 256 * plain.packs_per_thread * 16 + 128 == 45184
    assert bulk.min_blocks == plain.min_blocks == 3
    kernel = lambda plan: [line for line in render_cuda(plan).splitlines() if "Generated by" not in line]  # noqa: E731
    assert kernel(plain) == kernel(dataclasses.replace(off, name=plain.name))


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("fields", [dict(op="softmax", dtype="fp32", cols=170001, block_size=256),
                                    dict(op="softmax", dtype="bf16", cols=92000, block_size=128),
                                    dict(op="log_softmax", dtype="fp16", cols=163064, block_size=256),
                                    dict(op="softmax_backward", dtype="fp32", cols=48001, block_size=256),
                                    dict(op="log_softmax_backward", dtype="bf16", cols=100000, block_size=512)])
@pytest.mark.parametrize("bulk", [0, 1])
def test_bulk_store_writes_through_one_bulk_copy(fields, bulk, tmp_path):
    """bulk_store=1 (forward stage 6, backward stage 2): a block's packs leave in one
    cp.async.bulk from shared memory after a proxy fence and a barrier (and the stores from the
    registers stay for rows of another phase); without it, no bulk copy, and in the forward no
    barrier in the kernel (the backward's row loop has its block sum's)."""
    stage = 2 if fields["op"].endswith("backward") else 6
    plan = make_plan(KernelSpec(strategy="cluster", stage=stage, cluster_size=16, bulk_store=bulk, **fields))
    ops = _ptx_ops(plan, tmp_path)
    assert ops.count("cp.async.bulk.global.shared::cta.bulk_group") == bulk
    assert ops.count("fence.proxy.async.shared::cta;") == bulk
    assert ("bar.sync" in ops) == bool(bulk) or stage == 2
    assert any(op.startswith("st.global") for op in ops)


@pytest.mark.parametrize("fields, align", [
    (dict(op="softmax", dtype="bf16", stage=6, cols=163064), 8), (dict(op="log_softmax", dtype="fp16", stage=6, cols=24700), 8),
    (dict(op="softmax", dtype="fp16", stage=1, cols=221412), 1), (dict(op="log_softmax", dtype="bf16", stage=7, cols=300000), 1),
    (dict(op="softmax", dtype="fp32", stage=6, cols=170000), 2), (dict(op="softmax_backward", dtype="bf16", stage=1, cols=100001), 1)])
def test_cluster_packs_align(fields, align):
    """16-bit forward stage 6 starts a row's packs, and its slices, on 128-byte lines (8 packs: +0.2-0.7%
    of copy at 16384-262143, H100, notes entry 141), other 16-bit cluster kernels on 16 bytes (stage 1
    lost 1.2 on lines), fp32 forward on 32-byte sectors."""
    plan = make_plan(KernelSpec(strategy="cluster", cluster_size=16, **fields))
    assert plan.align_packs == align
    assert plan.slice_packs % align == 0
    assert f"#define ALIGN_PACKS {align}\n" in render_cuda(plan)


# LaunchPlan.one_pointer_packs: (op, dtype, cols, tunables, taken)
ONE_POINTER = [("softmax", "bf16", 262144, {"stage": 6, "cluster_size": 16}, True),
               ("log_softmax", "fp16", 131072, {"stage": 6, "cluster_size": 16}, True),
               ("softmax", "fp32", 262144, {"stage": 6, "cluster_size": 16}, False),     # spilled 56 bytes
               ("softmax", "bf16", 65536, {"stage": 6, "cluster_size": 8}, True),
               ("softmax", "bf16", 50000, {"stage": 6, "cluster_size": 4}, False),       # spilled 8 bytes
               ("softmax", "bf16", 200000, {"stage": 6, "cluster_size": 16}, False),     # 72 registers: spilled
               ("softmax", "bf16", 70001, {"stage": 6, "cluster_size": 16}, False),      # slices never full
               ("softmax", "bf16", 262144, {"stage": 1, "cluster_size": 16}, False)]


@pytest.mark.parametrize("op,dtype,cols,tunables,taken", ONE_POINTER)
def test_one_pointer_packs_only_where_it_was_measured_to_gain(op, dtype, cols, tunables, taken):
    plan = make_plan(KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables))
    source = render_cuda(plan)
    assert plan.one_pointer_packs == taken
    assert ("one_pointer_packs" in plan.summary()) == taken      # softgen explain shows it
    assert ("raw[k] = Mem::load(first + k * G * VEC);" in source) == taken
    assert ("if (packed && full(s.packs))" in source) == taken


def test_one_pointer_packs_never_in_warp_or_block_kernels():
    """They took more registers with it (bf16 block 8192 at 512 threads: 32 -> 39, -6.5% of copy)."""
    for strategy, cols in (("warp", 512), ("block", 8192)):
        plan = make_plan(KernelSpec(strategy=strategy, cols=cols, dtype="bf16", backend="cuda"))
        assert not plan.one_pointer_packs and "full(s.packs)" not in render_cuda(plan)


# LaunchPlan.stagger_step_ns: (op, dtype, cols, tunables, the clusters it spreads, ns a cluster id; 0: none)
S4_256 = {"block_size": 256, "cluster_size": 16, "stage": 4, "blocks_per_sm": 2}
STAGGER = [("softmax", "bf16", 220000, {"block_size": 160, "cluster_size": 16, "stage": 7, "blocks_per_sm": 6}, 45, 100),
           ("log_softmax", "fp16", 262144, {"block_size": 160, "cluster_size": 16, "stage": 7, "blocks_per_sm": 6}, 45, 100),
           ("softmax", "bf16", 262144, {"block_size": 192, "cluster_size": 16, "stage": 7, "blocks_per_sm": 5}, 37, 100),
           ("softmax", "bf16", 240000, {"block_size": 160, "cluster_size": 12, "stage": 7, "blocks_per_sm": 6}, 59, 100),
           ("softmax", "bf16", 262144, {}, 22, 100),                                   # the default plan: 256 x 3
           ("softmax", "bf16", 160000, {"block_size": 128, "cluster_size": 16, "stage": 7, "blocks_per_sm": 8}, 0, 0),
           ("softmax", "fp32", 262144, {"cluster_size": 16, "stage": 6}, 0, 0),
           ("log_softmax", "fp32", 214329, {"block_size": 192, "cluster_size": 16, "stage": 7, "blocks_per_sm": 4}, 0, 0),
           # fp32 backward at stage 4 from 200000 columns: the first wave over 6750 ns
           ("softmax", "bf16", 65536, {"cluster_size": 8, "stage": 6}, 0, 0),
           ("softmax", "bf16", 262144, {"cluster_size": 16, "stage": 1}, 0, 0),          # a row loop
           ("softmax_backward", "fp32", 250000, {"block_size": 512, "cluster_size": 8, "async_copy": 1}, 15, 450),
           ("softmax_backward", "fp32", 262144, S4_256, 15, 450),
           ("softmax_backward", "fp32", 210000, {"cluster_size": 12, "stage": 4}, 20, 337),
           ("log_softmax_backward", "fp32", 255000, {"cluster_size": 16, "stage": 4}, 15, 450),
           ("softmax_backward", "fp32", 190000, {"cluster_size": 12, "stage": 4}, 0, 0),  # under 200000
           ("softmax_backward", "fp32", 230000, {"block_size": 320, "cluster_size": 16, "stage": 8, "blocks_per_sm": 3}, 0, 0),
           ("softmax_backward", "bf16", 262144, S4_256, 0, 0),
           ("softmax_backward", "bf16", 262144, {"cluster_size": 16}, 0, 0)]


@pytest.mark.parametrize("op,dtype,cols,tunables,span,step", STAGGER)
def test_stagger_only_where_it_was_measured_to_gain(op, dtype, cols, tunables, span, step):
    """16-bit forward, one row a cluster of 12-16 at six blocks an SM or fewer: the first wave's
    clusters start cluster id x 100 ns apart (H200 +1 to +2.5 points of copy, notes entry 183);
    at eight blocks of 128 it was level to -1, so not there.  fp32 backward at stage 4 from 200000
    columns: the first wave over 6750 ns (x 8 at 512 threads 82-92 -> 94-96, notes entry 185);
    stage 8 level or lower, and the fp32 forward level at fresh widths."""
    plan = make_plan(KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables))
    source = render_cuda(plan)
    assert plan.stagger_clusters == span
    assert plan.stagger_step_ns == step
    row = "row" if op in ("softmax", "log_softmax") and plan.stage in (6, 7) else "cluster_id()"
    assert (f"if ({row} < {span}) __nanosleep(unsigned({row}) * {step}u);" in source) == bool(span)
    assert source.count("__nanosleep") == (1 if span else 0)
    assert plan.summary().get("stagger") == (f"{span} clusters x {step} ns" if span else None)


@pytest.mark.parametrize("op,dtype,cols,tunables", [
    ("softmax_backward", "bf16", 256000, S4_256),
    ("log_softmax_backward", "bf16", 100000, {"cluster_size": 8}),
    ("softmax", "bf16", 262144, {"cluster_size": 16, "stage": 1})])     # the forward's row loop
def test_stagger_renders_in_every_cluster_kernel_where_a_plan_sets_it(monkeypatch, op, dtype, cols, tunables):
    """The backward and the forward's row-loop kernels take the first wave's stagger through the
    same macro as stages 6 and 7 (try_matrix's `stagger=NS` times it there), before their row loop."""
    spec = KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables)
    assert "__nanosleep" not in render_cuda(make_plan(spec))
    monkeypatch.setattr(LaunchPlan, "stagger_step_ns", property(lambda self: 300))
    plan = make_plan(spec)
    span = plan.stagger_clusters
    assert span == int(132 * plan.min_blocks / plan.cluster_size * 0.9 + 0.5) > 0
    source = render_cuda(plan)
    line = f"if (cluster_id() < {span}) __nanosleep(unsigned(cluster_id()) * 300u);"
    assert source.count(line) == 1
    assert source.index(line) < source.index("for (long long row = cluster_id();")


# LaunchPlan.staged_sum_first: (op, dtype, cols, tunables, whether it applies)
S7_160 = {"block_size": 160, "cluster_size": 16, "stage": 7, "blocks_per_sm": 6}
S7_192 = {"block_size": 192, "cluster_size": 16, "stage": 7, "blocks_per_sm": 5}
STAGED_FIRST = [("softmax", "bf16", 220000, S7_160, True), ("log_softmax", "bf16", 240000, S7_160, True),
                ("softmax", "bf16", 262144, S7_192, True),
                ("log_softmax", "bf16", 262144, S7_192, False),          # spills 8 bytes with it
                ("softmax", "fp16", 220000, S7_160, False), ("log_softmax", "fp16", 262144, S7_160, False),
                ("softmax", "bf16", 160000, {"block_size": 128, "cluster_size": 16, "stage": 7, "blocks_per_sm": 8}, False),
                ("softmax", "bf16", 240000, {**S7_160, "cluster_size": 12}, False),
                ("softmax", "bf16", 300000, {"cluster_size": 16, "stage": 7}, False),     # the default: 256 x 3
                ("softmax", "fp32", 230000, {"block_size": 192, "cluster_size": 16, "stage": 7, "blocks_per_sm": 4}, False),
                ("softmax", "bf16", 131072, {"cluster_size": 16, "stage": 6}, False)]


@pytest.mark.parametrize("op,dtype,cols,tunables,applies", STAGED_FIRST)
def test_staged_sum_first_only_where_it_was_measured_to_gain(op, dtype, cols, tunables, applies):
    """bf16 cluster stage 7 x 16 at 160 x 6 (both ops) and 192 x 5 (softmax) sums its shared-memory
    packs first, against their own max, and its registers' against each thread's own max, which
    the write's scale then starts from (H200 +0.6 to +2.6 points of copy at 16 fresh widths, notes
    entry 186); fp16 and eight blocks of 128 ran level, and the others are untimed."""
    plan = make_plan(KernelSpec(op=op, strategy="cluster", cols=cols, dtype=dtype, backend="cuda", **tunables))
    source = render_cuda(plan)
    assert plan.staged_sum_first == applies
    assert plan.summary().get("staged_sum_first") == (1 if applies else None)     # softgen explain shows it
    assert ("const float staged_s = staged_exp_sum(cache, rest, staged_shift);" in source) == applies
    assert ("own_shift - total.m" in source or "(total.m - own_shift)" in source) == applies
    if applies:
        # the copies go out first and are waited for before the registers' packs are read
        body = source[source.index("(LaunchPlan.staged_sum_first)"):]
        order = [body.index(s) for s in ("copy_packs_async(cache,", "r.load(", "wait_async_copies();",
                                         "staged_max(cache, rest)", "r.max()", "r.exp_sum(own_shift)")]
        assert order == sorted(order)


def _served_cuda_plans(device: str, ops, dtypes):
    """The plan of each CUDA kernel auto serves on `device`'s shipped table at the widths of the
    entries op reads there (its own, or another op's or dtype's, the tunables auto keeps)."""
    from softgen.auto import load_table, table_entries
    table = load_table(device)[0]
    for op in ops:
        for dtype in dtypes:
            for cols in sorted({e["cols"] for e in table_entries(table, op, dtype)[1]}):
                spec = choose(KernelSpec(op=op, strategy="auto", cols=cols, dtype=dtype), device_name=device,
                              capability=(9, 0)).spec
                if spec.backend == "cuda":
                    yield make_plan(spec)


def _one_pointer_table_shapes() -> dict:
    """{(op, dtype, threads, packs a thread, blocks an SM): a plan} of every shipped table's
    served kernel (either op that reads it) that takes one_pointer_packs"""
    from softgen.auto import SHIPPED
    shapes = {}
    for device in SHIPPED:
        for plan in _served_cuda_plans(device, ("softmax", "log_softmax"), ("bf16", "fp16")):
            if plan.one_pointer_packs:
                shapes.setdefault((plan.spec.op, plan.dtype, plan.block_size, plan.packs_per_thread, plan.min_blocks),
                                  plan)
    return shapes


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
def test_one_pointer_packs_table_shapes_compile_without_spills(tmp_path):
    """Where it spilled (bf16 200000 x 16 at 72 registers: 8 bytes) the rule leaves it off."""
    shapes = _one_pointer_table_shapes()
    assert {(op, dtype) for op, dtype, *_ in shapes} == {(op, dtype) for op in ("softmax", "log_softmax")
                                                         for dtype in ("bf16", "fp16")}
    for plan in shapes.values():
        returncode, report = _ptxas(plan, tmp_path)
        assert returncode == 0 and _spill_free(report), (plan.name, report)


def _h200_served_plans() -> list:
    """A plan of each CUDA kernel shape auto serves at the shipped H200 table's widths, every op
    and dtype (the table was timed on these builds: a template change that makes one spill
    changes its figure)."""
    from softgen.auto import H200
    shapes = {}
    for plan in _served_cuda_plans(H200, OPS, DTYPES):
        shapes.setdefault((plan.spec.op, plan.dtype, plan.strategy, tuple(sorted(plan.spec.tunables().items())),
                           plan.block_size, plan.packs_per_thread, plan.min_blocks, plan.stage, plan.cluster_size), plan)
    return list(shapes.values())


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("plan", _h200_served_plans(), ids=lambda p: p.name)
def test_h200_table_kernels_compile_without_spills(plan, tmp_path):
    """None of the H200 table's kernels spills.  The seventieth session's merge of the partials in
    two passes, level in time, spilled 8-16 bytes at two of them (bf16 65536 x 4, fp32 262144 x 16);
    log_softmax and fp16 log_softmax_backward run kernels of other ops' or dtypes' entries."""
    returncode, report = _ptxas(plan, tmp_path)
    assert returncode == 0 and _spill_free(report), (plan.name, report)
