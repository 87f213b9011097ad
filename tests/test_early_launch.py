"""Early (programmatic dependent) launch: CUDA launchers let a call's blocks start while the
stream's kernel before it finishes, so every CUDA kernel must wait for that kernel's memory
(griddepcontrol.wait) before its first load or store.  CPU: every entry point of every kernel opens
with the wait, and it builds to the instruction for sm_90 only.  GPU: calls that read what the
call just before them wrote (chains of calls, a torch kernel's output, forward into backward)."""
import re

import pytest
import torch

import softgen
from conftest import HAS_NVCC
from reference import TORCH_DTYPES, check, poisoned, random_rows
from softgen.generator.plan import make_plan
from softgen.generator.render import render, render_cuda
from softgen.generator.spec import KernelSpec
from softgen.validate import check_backward
from test_render import _ptx_ops, all_specs

ENTRY = re.compile(r'extern "C" __global__[^{]*\{')
TRITON_ENTRY = re.compile(r"@(?:triton|gluon)\.jit\n\s*def \w+\(([^)]*)\):\n")


@pytest.mark.parametrize("spec", list(all_specs(backends=("cuda",))), ids=lambda s: make_plan(s).name)
def test_every_entry_point_waits_for_the_grid_before_it_first(spec):
    source = render_cuda(make_plan(spec))
    entries = list(ENTRY.finditer(source))
    assert entries
    for entry in entries:
        first = source[entry.end():].lstrip().split("\n", 1)[0]
        assert first == "await_prior_grid();", (entry.group(0)[:120], first)


@pytest.mark.parametrize("spec", list(all_specs(backends=("triton",))), ids=lambda s: make_plan(s).name)
def test_every_triton_kernel_waits_first_when_launched_early(spec):
    """Triton's kernels (and gluon's) take EARLY, off unless the launcher launches early, and
    then wait for the grid before them first."""
    source = render(make_plan(spec)).files[make_plan(spec).name + ".py"]
    kernels = list(TRITON_ENTRY.finditer(source))
    assert kernels
    for kernel in kernels:
        assert kernel.group(1).rstrip().endswith("EARLY: tl.constexpr = False") or \
            kernel.group(1).rstrip().endswith("EARLY: gl.constexpr = False"), kernel.group(1)
        body = source[kernel.end():].split("\n")
        assert [line.strip() for line in body[:2]] == ["if EARLY:", "gdc_wait()"], body[:3]


@pytest.mark.skipif(not HAS_NVCC, reason="nvcc not on PATH")
@pytest.mark.parametrize("arch,waits", [("sm_90", True), ("sm_80", False)])
def test_the_wait_is_built_for_sm_90_only(arch, waits, tmp_path):
    """griddepcontrol.wait exists from sm_90; older GPUs build the kernel without it."""
    ops = _ptx_ops(make_plan(KernelSpec(strategy="block", dtype="bf16", cols=4096)), tmp_path, arch)
    assert ("griddepcontrol.wait;" in ops) == waits


CHAINED = [("cuda", "warp", "bf16", 1024), ("cuda", "block", "fp16", 4096), ("cuda", "smem", "fp32", 12345),
           ("cuda", "cluster", "bf16", 262144), ("cuda", "online", "fp32", 100000), ("cuda", "online", "bf16", 262144),
           ("triton", "warp", "fp32", 1024), ("triton", "block", "bf16", 4096), ("triton", "smem", "bf16", 12345),
           ("triton", "smem", "fp32", 2048), ("triton", "online", "bf16", 262144), ("triton", "online", "fp16", 50000)]


def _chain_rows(cols):
    return max(8, min(4096, (1 << 23) // cols))


@pytest.mark.gpu
@pytest.mark.parametrize("backend,strategy,dtype,cols", CHAINED)
def test_a_call_reads_what_the_call_before_it_wrote(backend, strategy, dtype, cols):
    """Back-to-back calls, each on the output the one before wrote into a NaN-poisoned tensor:
    a call that read its input before the previous kernel finished would read NaN or stale rows.
    log_softmax keeps the rows' spread from one call to the next."""
    f = softgen.load(op="log_softmax", strategy=strategy, dtype=dtype, backend=backend,
                     cols=None if strategy == "online" else cols)
    t = TORCH_DTYPES[dtype]
    xs = [random_rows(_chain_rows(cols), cols, t, "cuda")]
    for _ in range(6):
        xs.append(f(xs[-1], out=poisoned(xs[0].shape, t, xs[0].device)))
    torch.cuda.synchronize()
    if torch.cuda.get_device_capability() >= (9, 0):          # the launches above were early ones
        early = f.__globals__["_early"]
        assert early if backend == "cuda" else early(xs[0].device.index)
    for step, (x, y) in enumerate(zip(xs, xs[1:])):
        check(y, x, f"{backend} {strategy} {dtype} {cols} call {step + 1}", op="log_softmax")


@pytest.mark.gpu
@pytest.mark.parametrize("backend,strategy,dtype,cols", CHAINED[:4] + [CHAINED[7], ("triton", "online", "fp16", None)])
def test_a_call_reads_a_torch_kernels_output_and_its_backward_reads_it(backend, strategy, dtype, cols):
    """A torch kernel writes x, softmax reads it at once; the backward reads softmax's y at once."""
    t = TORCH_DTYPES[dtype]
    cols = cols or 20000
    f = softgen.load(strategy=strategy, dtype=dtype, backend=backend, cols=None if strategy == "online" else cols)
    backward = softgen.load(op="softmax_backward", strategy=strategy, dtype=dtype, backend=backend,
                            cols=None if strategy == "online" else cols)
    rows = _chain_rows(cols)
    source, dy = random_rows(rows, cols, t, "cuda"), random_rows(rows, cols, t, "cuda")
    for _ in range(3):
        x = poisoned(source.shape, t, source.device)
        x.copy_(source)                      # the producer, just before the call
        y = f(x, out=poisoned(x.shape, t, x.device))
        dx = backward(y, dy, out=poisoned(x.shape, t, x.device))
        torch.cuda.synchronize()
        check(y, source, f"{strategy} {dtype} {cols} after a copy")
        check_backward(dx, y, dy, "softmax_backward", f"{strategy} {dtype} {cols} backward after softmax")


@pytest.mark.parametrize("name,backward", [("softmax_warp_c1024_fp32_triton", False),
                                           ("softmax_smem_c12345_fp32_triton", False),
                                           ("softmax_backward_block_c4096_bf16_triton", True)])
@pytest.mark.parametrize("early", [True, False])
def test_triton_launches_pass_early_to_the_kernel_and_the_launch(name, backward, early, monkeypatch):
    """A Triton launcher's kernel gets EARLY and launch_pdl alike (waiting without an early launch
    costs nothing; an early launch without the wait would read memory too soon)."""
    import importlib
    from pathlib import Path
    pytest.importorskip("triton")
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent))    # the repo root
    module = importlib.import_module("generated." + name)
    launches = []

    class Kernel:
        def __getitem__(self, grid):
            return lambda *args, **kwargs: launches.append(kwargs)
    monkeypatch.setattr(module, name + "_kernel", Kernel())
    monkeypatch.setattr(module, "INTERPRETED", True)        # CPU tensors pass the checks
    monkeypatch.setattr(module, "_early", lambda device: early)
    x = torch.randn(3, module.COLS).to(module.DTYPE)
    module.softmax_backward(x, x) if backward else module.softmax(x)
    (kwargs,) = launches
    assert (kwargs["EARLY"], kwargs["launch_pdl"]) == (early, early)


def test_triton_launcher_reads_the_switch_and_the_device(monkeypatch):
    """Early from compute capability 9.0 and only with SOFTGEN_PDL unset or not 0, never interpreted."""
    import importlib
    from pathlib import Path
    pytest.importorskip("triton")
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent))
    module = importlib.import_module("generated.softmax_warp_c1024_fp32_triton")
    capability = {0: (9, 0), 1: (8, 0), 2: (10, 0)}
    monkeypatch.setattr(module.torch.cuda, "get_device_capability", lambda device: capability[device])
    for on, expected in ((True, [True, False, True]), (False, [False, False, False])):
        monkeypatch.setattr(module, "EARLY_LAUNCH", on)
        monkeypatch.setattr(module, "_early_devices", {})
        assert [module._early(device) for device in range(3)] == expected
