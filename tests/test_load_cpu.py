"""softgen.load without a GPU: clear errors, not a crash deep inside a compiler."""
import pytest

import softgen
from conftest import HAS_CUDA, needs_nvrtc


@pytest.mark.skipif(HAS_CUDA, reason="checks the no-GPU message")
def test_load_without_gpu_says_so():
    with pytest.raises(softgen.DeviceError, match="no CUDA GPU is available.*softgen emit"):
        softgen.load(strategy="warp", cols=128)


def test_load_spec_errors_come_first():
    with pytest.raises(softgen.SpecError, match="backend: load\\(\\) builds one kernel"):
        softgen.load(strategy="warp", cols=128, backend="both")
    with pytest.raises(softgen.SpecError, match="cols: 9999 exceeds"):
        softgen.load(strategy="warp", cols=9999)
    with pytest.raises(softgen.SpecError, match="load: colz: unknown field"):
        softgen.load({"strategy": "warp", "colz": 1})


@needs_nvrtc
def test_compile_error_shows_log_and_keeps_source():
    from softgen.runtime.loader import compile_cubin
    with pytest.raises(softgen.CompileError) as caught:
        compile_cubin("extern \"C\" __global__ void k() { int x = ; }", "broken_kernel", "sm_90")
    message = str(caught.value)
    kept = message.split("the source is kept in ")[1].split(";")[0]
    assert "broken_kernel" in message and "error" in message.lower()
    assert "int x = ;" in open(kept).read()


def _recording_launch(n_params, seen):
    """A stand-in for cuLaunchKernelEx recording the launch config, its attributes and the
    parameters in their slots."""
    import ctypes

    def launch_ex(config, function, params, extra):
        c = config._obj
        attrs = [(c.attrs[i].id, tuple(c.attrs[i].value[:3])) for i in range(c.num_attrs)]
        slots = (ctypes.c_void_p * n_params).from_address(params)
        seen.append(dict(grid=tuple(c.grid), block=tuple(c.block), smem=c.shared_mem, stream=c.stream, attrs=attrs,
                         function=function, extra=extra, params=params,
                         values=[ctypes.c_uint64.from_address(p).value for p in slots],
                         low=ctypes.c_int32.from_address(slots[0]).value))
        return 0
    return launch_ex


EARLY = (6, (1, 0, 0))      # CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION, on


@pytest.mark.parametrize("name,n_params", [("softmax_warp_c1024_fp32_cuda", 6),
                                           ("softmax_backward_block_c4096_bf16_cuda", 8)])
@pytest.mark.parametrize("capability,switch,early", [((9, 0), "1", True), ((10, 0), None, True),
                                                     ((8, 0), "1", False), ((9, 0), "0", False)])
def test_launch_packs_every_parameter_in_its_slot(name, n_params, capability, switch, early, monkeypatch):
    """The hot path's kernelParams: one pointer per parameter to an 8-byte slot holding it,
    handed to cuLaunchKernelEx with the kernel, grid, block and shared memory of the plan; early
    (programmatic dependent) launch from compute capability 9.0 unless SOFTGEN_PDL=0."""
    import importlib
    from pathlib import Path
    pytest.importorskip("cupy")
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent))    # the repo root
    module = importlib.import_module("generated." + name)
    monkeypatch.setattr(module, "EARLY_LAUNCH", switch != "0")
    module._set_attributes(capability)
    seen = []
    monkeypatch.setattr(module, "_launch_ex", lambda: _recording_launch(n_params, seen))
    monkeypatch.setattr(module, "_handle", (0, 0xF00D))
    args = tuple(range(2 ** 40, 2 ** 40 + n_params - 1)) + (1024,)       # 64-bit values, then an int
    module._launch(77, args, 0xBEEF)
    module._launch(78, args[::-1], 0xBEEF)                                 # buffers are reused
    first, second = seen
    assert (first["function"], first["grid"], first["block"], first["smem"], first["stream"], first["extra"]) == \
        (0xF00D, (77, 1, 1), (module.BLOCK, 1, 1), module.SMEM_BYTES, 0xBEEF, None)
    assert first["attrs"] == ([EARLY] if early else [])
    assert second["grid"] == (78, 1, 1) and second["params"] == first["params"]
    assert second["values"] == list(args[::-1])
    assert second["low"] == args[-1]      # an int reads its low bytes
    module._set_attributes((0, 0))


def test_the_template_reads_the_early_launch_switch(monkeypatch, tmp_path):
    """SOFTGEN_PDL=0 in the environment when a launcher module loads turns early launch off."""
    import importlib.util
    pytest.importorskip("cupy")
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render
    from softgen.generator.spec import KernelSpec
    plan = make_plan(KernelSpec(strategy="warp", dtype="bf16", cols=1024))
    path = tmp_path / f"{plan.name}.py"
    path.write_text(render(plan).files[path.name])
    for switch, early in (("0", False), ("1", True)):
        monkeypatch.setenv("SOFTGEN_PDL", switch)
        spec = importlib.util.spec_from_file_location(plan.name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        module._set_attributes((9, 0))
        assert (module.EARLY_LAUNCH, module._early, module._attribute_count) == (early, early, int(early))


def test_launcher_refuses_rows_wider_than_the_kernels_index(monkeypatch):
    """online takes any width up to 2^31 - 1 columns: the kernels index a row with 32-bit ints."""
    import importlib
    from pathlib import Path
    import torch
    pytest.importorskip("triton")
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent))    # the repo root
    module = importlib.import_module("generated.softmax_online_cany_bf16_triton")
    x = torch.empty(1, 1, dtype=torch.bfloat16).expand(1, 2 ** 31)       # no memory behind it
    with pytest.raises(module.InputError, match="2147483648 columns, more than the 2147483647 a row"):
        module._check(x, None, allow_cpu=True)


def test_non_portable_cluster_launch(monkeypatch, tmp_path):
    """Clusters of more than 8 blocks: cuLaunchKernelEx with the cluster-dimension attribute,
    the plan's grid, block and shared memory, and a clear error where the GPU refuses."""
    import importlib.util
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render
    from softgen.generator.spec import KernelSpec
    pytest.importorskip("cupy")
    plan = make_plan(KernelSpec(strategy="cluster", stage=2, cluster_size=16, dtype="bf16", cols=262144))
    path = tmp_path / f"{plan.name}.py"
    path.write_text(render(plan).files[path.name])
    spec = importlib.util.spec_from_file_location(plan.name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    cluster = (4, (16, 1, 1))       # CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
    monkeypatch.setattr(module, "_handle", (0, 0xF00D))
    for capability, attrs in (((0, 0), [cluster]), ((9, 0), [cluster, EARLY])):
        module._set_attributes(capability)
        seen = []
        monkeypatch.setattr(module, "_launch_ex", lambda: _recording_launch(6, seen))
        module._launch(32, (1, 2, 3, 4, 5, 6), 0xBEEF)
        (launch,) = seen
        assert (launch["grid"], launch["block"], launch["smem"], launch["stream"], launch["function"]) == \
            ((32, 1, 1), (plan.block_size, 1, 1), plan.smem_bytes, 0xBEEF, 0xF00D)
        assert launch["attrs"] == attrs and launch["values"] == [1, 2, 3, 4, 5, 6]
    monkeypatch.setattr(module, "_launch_ex", lambda: lambda *a: 701)
    with pytest.raises(module.InputError, match="CUresult 701: this GPU does not run clusters of 16 blocks"):
        module._launch(32, (1, 2, 3, 4, 5, 6), 0xBEEF)


def test_launch_dense_launches_dense_rows_and_declines_the_rest(monkeypatch):
    """The hot path (launcher and softgen.softmax): dense rows on the loaded, current device are
    launched with the row stride from the shape; anything else returns None for the checked path."""
    import importlib
    from pathlib import Path
    import torch
    pytest.importorskip("cupy")
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parent.parent))
    module = importlib.import_module("generated.softmax_warp_c1024_fp32_cuda")
    launches = []
    monkeypatch.setattr(module, "_launch", lambda grid, args, stream: launches.append((grid, args)))
    monkeypatch.setattr(module, "_ready", -1)                      # loaded for the CPU's device -1
    monkeypatch.setattr(module, "_current_device", lambda: -1)
    monkeypatch.setattr(module, "_current_stream", lambda device: 0)
    x = torch.randn(5, 1024)
    out = module.launch_dense(x, x.shape, -1)
    assert out.shape == x.shape and out.dtype == x.dtype and out.data_ptr() != x.data_ptr()
    grid, args = launches.pop()
    assert grid == -(-5 // module.ROWS_PER_BLOCK)
    assert args == (x.data_ptr(), out.data_ptr(), 5, 1024, 1024, 1024)
    padded = torch.randn(5, 2048)[:, :1024]                        # unit last stride, rows apart 2048
    assert module.launch_dense(padded, padded.shape, -1) is None
    assert module.launch_dense(x[:0], x[:0].shape, -1) is None
    assert module.launch_dense(x, x.shape, 0) is None                # x on a device not loaded
    monkeypatch.setattr(module, "_current_device", lambda: 0)      # another device is current
    assert module.launch_dense(x, x.shape, -1) is None
    assert not launches


def test_drop_in_hot_path_falls_back_where_the_kernel_declines(monkeypatch):
    """softgen.softmax uses a loaded kernel's launch_dense, and its own checked path where that
    returns None (here: torch's CPU softmax behind the custom op)."""
    import torch
    from softgen import torch_ops
    x = torch.randn(4, 96)
    key = ("softmax", 96, torch.float32, -1)
    sentinel = torch.zeros(4, 96)
    monkeypatch.setitem(torch_ops._dense, key, lambda t, shape, device: sentinel if t.is_contiguous() else None)
    assert softgen.softmax(x) is sentinel
    assert softgen.softmax(x, dim=1) is sentinel
    padded = torch.randn(4, 200)[:, :96]
    torch.testing.assert_close(softgen.softmax(padded), torch.softmax(padded, -1))
    torch.testing.assert_close(softgen.softmax(x, dim=0), torch.softmax(x, 0))   # not the hot path
    x.requires_grad_(True)
    torch.testing.assert_close(softgen.softmax(x), torch.softmax(x, -1))         # autograd: custom op


def _rendered_module(tmp_path, **fields):
    """The launcher module rendered from the spec `fields`, written to tmp_path and imported."""
    import importlib.util
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render
    from softgen.generator.spec import KernelSpec
    plan = make_plan(KernelSpec(**fields))
    path = tmp_path / f"{plan.name}.py"
    path.write_text(render(plan).module_source)
    spec = importlib.util.spec_from_file_location(plan.name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _cuda_online_module(dtype, tmp_path, op="softmax"):
    """The rendered CUDA online launcher module of `dtype`, imported (needs cupy, no GPU)."""
    pytest.importorskip("cupy")
    return _rendered_module(tmp_path, op=op, strategy="online", dtype=dtype)


# blocks an SM (H100) of the online kernel and of its row-cache entry, by threads and registers
# (16-bit: 40 registers for the kernel and bf16's row-cache entry, pass 1 on packs; fp16's entry 62)
BLOCKS_PER_SM = {"fp32": (4, 4), "bf16": (3, 3), "fp16": (3, 2)}


def _h100_limits(module, dtype, monkeypatch):
    """The online module's _sm_limits for device 0 set to an H100's: 132 SMs, BLOCKS_PER_SM, 228 KB
    shared memory an SM, 1 KB reserved and the block-merge scratch's 128 bytes a block, 227 KB a
    block, 50 MB L2."""
    most, most_cached = BLOCKS_PER_SM[dtype]
    monkeypatch.setattr(module, "_sm_limits", {0: (132, most, most_cached, 228 * 1024, 1024 + 128,
                                                   227 * 1024 - 128, 50 * 2 ** 20)})
    return most, most_cached


@pytest.mark.parametrize("dtype,cols,smem", [
    ("fp32", 4096, 0),                  # 528 rows of 16 KB fit 60% of L2: the kernel, no cache
    ("fp32", 8192, 0),                  # 32 KB rows: 17 MB
    ("fp32", 16384, 57216),             # 64 KB rows: 34 MB > 30 MB; 4 blocks an SM keep one 32 KB tile each
    ("fp32", 32768, 76672),             # 128 KB rows: 3 blocks an SM keep two tiles each
    ("fp32", 65536, 232320),            # 256 KB rows: 1 block an SM keeps 7 tiles, the rest L2
    ("fp32", 262144, 232320),           # beyond: the most it can
    ("bf16", 32768, 0),                 # 64 KB rows, 3 blocks an SM: 25 MB fit
    ("bf16", 65536, 76672),             # 128 KB rows: 3 blocks an SM keep two 32 KB tiles each
    ("fp16", 50000, 76672),             # 100 KB rows: fp16's entry, 2 blocks an SM, asks a third (two tiles)
    ("fp16", 65536, 76672),             # 128 KB: two tiles kept, 2 x 132 rows' rest fit
    ("fp16", 80000, 115584),            # 160 KB: a third would leave 3 x 132 x 96 KB: half each, three tiles
    ("fp16", 98303, 115584),            # 192 KB rows less 2 bytes: 2 blocks an SM keep three 32 KB tiles each
    ("bf16", 98303, 115584),
    ("fp16", 98304, 232320),            # from 192 KB (ONE_BLOCK_FROM_BYTES): one block an SM, the held entry
    ("bf16", 100000, 232320),
    ("bf16", 131072, 232320),           # 256 KB: one block an SM keeps seven tiles
    ("fp16", 262144, 232320),
])
def test_online_shared_memory_per_width(dtype, cols, smem, tmp_path, monkeypatch):
    """online (CUDA) takes its row-cache entry, with shared memory, only where the rows in flight
    would not fit L2; the amount caps the blocks an SM holds and keeps each row's first tiles."""
    module = _cuda_online_module(dtype, tmp_path)
    most, most_cached = _h100_limits(module, dtype, monkeypatch)
    assert module._cache_bytes(0, cols) == smem
    itemsize = 4 if dtype == "fp32" else 2
    per_sm = min(most_cached, 228 * 1024 // (smem + 128 + 1024)) if smem else most     # the share caps blocks an SM
    cached = smem // module.TILE_BYTES * module.TILE_BYTES
    assert per_sm * 132 * (cols * itemsize - cached) <= 0.6 * 50 * 2 ** 20 or per_sm == 1 or \
        cols * itemsize < module.CACHED_FROM_BYTES


@pytest.mark.parametrize("dtype,cols,entry,op", [
    ("fp32", 4096, "kernel", "softmax"), ("fp32", 32768, "cached", "softmax"),    # 3 blocks an SM share it
    ("fp32", 43007, "cached", "softmax"), ("fp32", 43008, "split", "softmax"),    # fp32 splits rows from 168 KB
    ("fp32", 131072, "split", "softmax"), ("fp32", 262144, "split", "log_softmax"),
    ("bf16", 32768, "kernel", "softmax"), ("bf16", 131072, "held", "log_softmax"),
    ("fp16", 131072, "held", "softmax"),                          # fp16 holds three tiles (pass 1 on packs)
    ("fp16", 98303, "cached", "softmax"), ("bf16", 98303, "cached", "log_softmax"),  # two blocks an SM, three tiles each
    ("fp16", 98304, "held", "softmax"), ("bf16", 100000, "held", "log_softmax"),      # from 192 KB: one block an SM
    ("fp16", 131072, "held", "log_softmax"), ("fp16", 100000, "held", "log_softmax"),  # fp16 log_softmax too (one tile)
    ("fp16", 98303, "cached", "log_softmax"),
    ("bf16", 196607, "held", "log_softmax"), ("bf16", 196608, "split", "log_softmax"),    # 16 bits split from 384 KB
    ("fp16", 262144, "split", "log_softmax"), ("bf16", 400000, "split", "softmax"),
    ("bf16", 196608, "held", "softmax"), ("fp16", 262144, "held", "softmax"),     # softmax, three tiles held: from 520 KB
    ("bf16", 266239, "held", "softmax"), ("fp16", 266240, "split", "softmax"),
])
def test_online_entry_per_width(dtype, cols, entry, op, tmp_path, monkeypatch):
    """online (CUDA) launches the kernel, the row-cache entry, or where one block an SM gets the
    shared memory, the entry that also holds tiles in registers (fp16 log_softmax on long rows
    only), and from rows of 168 KB (fp32) / 384 KB (16-bit; 520 KB in softmax, whose held entry
    keeps three tiles) the one that splits them over blocks, each with a quarter of an SM's shared
    memory less what a block reserves."""
    module = _cuda_online_module(dtype, tmp_path, op)
    functions = _fake_entries(module, monkeypatch)
    _h100_limits(module, dtype, monkeypatch)
    smem, function, handle = module._row_entry(0, cols)
    assert function is functions[entry] and handle == function.ptr
    if entry == "split":
        assert smem == (228 * 1024 // 4 - 1024 - function.shared_size_bytes) // 16 * 16
    else:
        assert smem == module._cache_bytes(0, cols)


def _fake_entries(module, monkeypatch):
    """The online module's entry points replaced by stand-ins with CUfunctions 1, 2, 3 (and 4:
    the split entry, 24 bytes more static shared memory than the row-cache entry)."""
    import types
    functions = {name: types.SimpleNamespace(ptr=i + 1, shared_size_bytes=128 + (24 if name == "split" else 0))
                 for i, name in enumerate(("kernel", "cached", "held", "split"))}
    for name in functions:
        if hasattr(module, "_function" if name == "kernel" else "_" + name):
            monkeypatch.setattr(module, "_function" if name == "kernel" else "_" + name, functions[name])
    return functions


@pytest.mark.parametrize("rows,cols,chunks", [
    (1342, 50000, 3),                   # one per 80 KB: 3 chunks of 65 KB
    (256, 262144, 13), (279, 240000, 12),
    (335, 200000, 10), (223, 300001, 15),   # 15: 3345 chunks in 7 rounds of 528, 91% full; 16 97%
    (30, 262144, 15),                   # one round: 13 / 15 chunks fill 74% / 85% of the blocks
    (67, 1000000, 49), (10, 50000000, 528),   # at most the blocks that run at once
])
def test_online_split_chunks(rows, cols, chunks, tmp_path, monkeypatch):
    """CUDA online's split entry cuts an fp32 row into one chunk per 80 KB, or up to two more
    where the blocks' last round of chunks fills a tenth more of them (H100, four blocks an SM:
    528; notes entry 117, round f: 300001 76.8 / 83.0 at 2 / 4 chunks of one block an SM), and at
    most as many as run at once; SPLIT_CHUNKS overrides; more chunks than blocks that run at once
    (each waits on its row's) is refused before anything is allocated or launched."""
    module = _cuda_online_module("fp32", tmp_path)
    assert module._split_chunks(rows, cols * 4, 528) == chunks
    monkeypatch.setattr(module, "SPLIT_CHUNKS", 5)
    assert module._split_chunks(rows, cols * 4, 528) == 5
    monkeypatch.setattr(module, "SPLIT_CHUNKS", 529)
    _h100_limits(module, "fp32", monkeypatch)
    with pytest.raises(module.InputError, match="529 chunks a row need as many blocks running at once; "
                                                "this GPU runs 528"):
        module._launch_split((0, 0, rows, cols, cols, cols), 0, 0, 1024, 4, cols)


@pytest.mark.parametrize("dtype,cols,rows,grid", [
    ("bf16", 150000, 279, 93),          # 2 waves and 15 rows: 3 waves of 93
    ("fp16", 190000, 671, 112),         # 5 waves and 11 rows: 6 of 112 (111.8)
    ("bf16", 160000, 419, 105),         # 3 waves and 23 rows (17%)
    ("fp16", 150000, 447, 112),         # a last wave of 51 rows (39%): 4 of 112 (111.75)
    ("bf16", 190000, 256, 128),         # 124 (94%): 2 of 128
    ("bf16", 150000, 264, 132),         # two full waves: 132 blocks of two rows each
    ("fp16", 131072, 100, 100),         # one wave
    ("fp32", 32768, 2048, 2048),        # the row-cache entry, several blocks an SM: one block a row
])
def test_online_held_entry_spreads_a_short_last_wave(dtype, cols, rows, grid, tmp_path, monkeypatch):
    """online (CUDA): the held entry (one block an SM) runs a grid of more than one wave in as
    few blocks as keep its waves, each striding over rows (H100, forty-fourth session: bf16
    150001 86.9 -> 94.1, 131072 91.7 -> 94.2; notes entry 116, a third: bf16 230000 77.0 -> 81.4);
    other entries launch one block a row, and only they give the compiled launch path its
    parameters."""
    module = _cuda_online_module(dtype, tmp_path)
    functions = _fake_entries(module, monkeypatch)
    _h100_limits(module, dtype, monkeypatch)
    launched = []
    monkeypatch.setattr(module, "_launch", lambda grid, args, stream, smem, handle: launched.append((grid, handle)))
    module._launch_rows(rows, (), None, 0, cols)
    held = module._row_entry(0, cols)[1] is functions["held"]
    assert launched == [(grid, 3 if held else module._row_entry(0, cols)[2])]
    assert held == (cols >= 131072), (dtype, cols)
    # the compiled launch path (one block a row) is offered only where the grid does not follow the rows
    monkeypatch.setattr(module, "_ready", 0)
    params = module.launch_params(0, cols)
    assert params is None if held else params[0] == module._row_entry(0, cols)[2]


@pytest.mark.parametrize("dtype,op,cols,rows,entry", [
    ("fp16", "softmax", 250000, 264, "held"),       # 500 KB rows in two waves of the held entry
    ("fp16", "softmax", 250000, 265, "split"),      # in three: split (from 480 KB)
    ("bf16", "softmax", 262144, 256, "held"), ("bf16", "softmax", 262144, 300, "split"),
    ("fp16", "softmax", 245759, 400, "held"),       # under 480 KB: held in any number of waves
    ("fp16", "softmax", 245760, 400, "split"),
    ("fp16", "log_softmax", 150000, 400, "held"),   # log_softmax: held to 384 KB, in any waves
    ("fp32", "softmax", 262144, 400, "split"),
])
def test_online_held_or_split_by_waves(dtype, op, cols, rows, entry, tmp_path, monkeypatch):
    """CUDA 16-bit softmax rows of 480-520 KB take the held entry where it runs them in at most
    two waves (one block an SM, 132 SMs), the split entry where it would take more (H100,
    forty-fifth session, round j: fp16 250000 x 264 split / held 89.4 / 91.6, x 268 89.6 / 87.7)."""
    module = _cuda_online_module(dtype, tmp_path, op)
    functions = _fake_entries(module, monkeypatch)
    _h100_limits(module, dtype, monkeypatch)
    launched = []
    monkeypatch.setattr(module, "_launch", lambda grid, args, stream, smem, handle, *block: launched.append(handle))
    import types
    monkeypatch.setattr(module, "_split_state", lambda *a: (types.SimpleNamespace(data_ptr=lambda: 0),) * 2)
    module._launch_rows(rows, (0, 0, rows, cols, cols, cols), None, 0, cols)
    assert launched == [functions[entry].ptr], (dtype, op, cols, rows)


def test_online_16bit_row_cache_entry_is_bounded_to_two_blocks_an_sm():
    """16-bit row-cache entries are compiled for two blocks an SM (64 registers, no spills on
    sm_90; bf16 since pass 1 on packs, forty-fourth session: 65536 89.6 -> 93.8% of copy) and try
    three shares of shared memory first; a spec that sets its own tile or block size is not
    bounded.  16-bit rows take the entry wherever they overfill L2 (pass 1 on packs: bf16's entry
    no longer needs 88 registers); bf16 on floats (pack_tiles off) unbounded, only from rows of 256 KB."""
    import dataclasses
    import re
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render_cuda
    from softgen.generator.spec import KernelSpec
    for dtype, fields, bound in [("fp16", {}, ", 2"), ("fp16", {"op": "log_softmax"}, ", 2"), ("bf16", {}, ", 2"),
                                 ("bf16", {"op": "log_softmax"}, ", 2"),
                                 ("fp16", {"block_size": 256}, ""), ("fp16", {"tile": 8192}, "")]:
        plan = make_plan(KernelSpec(strategy="online", dtype=dtype, **fields))
        match = re.search(r"__launch_bounds__\(BLOCK(, \d+)?\) \w+_cached\(", render_cuda(plan))
        assert match and (match.group(1) or "") == bound, (dtype, fields)
        assert plan.pack_tiles and plan.cached_from_bytes == 0, (dtype, fields)
        assert plan.cache_shares == (3 if bound else 0), (dtype, fields)
    floats = dataclasses.replace(make_plan(KernelSpec(strategy="online", dtype="bf16")), pack_tiles=False)
    assert floats.cached_from_bytes == 256 * 1024 and floats.cached_min_blocks == 1 and floats.cache_shares == 0


def test_online_row_cache_entry_is_forward_only():
    """online forward kernels (CUDA) carry a second entry point with the row cache and a third
    that also holds tiles in registers; backward not."""
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render
    from softgen.generator.spec import KernelSpec
    for dtype, op, cached in [("fp32", "softmax", True), ("fp32", "log_softmax", True),
                              ("bf16", "softmax", True), ("fp16", "softmax", True), ("fp16", "log_softmax", True),
                              ("fp32", "softmax_backward", False), ("bf16", "log_softmax_backward", False)]:
        plan = make_plan(KernelSpec(op=op, strategy="online", dtype=dtype))
        rendered = render(plan)
        assert ("_cache_bytes(" in rendered.module_source) == cached, (dtype, op)
        assert (f" {plan.name}_cached(" in rendered.cuda_source) == cached, (dtype, op)
        # 16-bit backward at 512 threads: one block an SM (notes entry 82)
        bound = "BLOCK, 1" if op.endswith("backward") and dtype != "fp32" else "BLOCK"
        assert f"void __launch_bounds__({bound}) {plan.name}(" in rendered.cuda_source
        # a third entry holding tiles in registers (fp16 since 16-bit pass 1 runs on packs; fp16
        # log_softmax one tile, notes entry 122)
        held = cached
        assert plan.held_tiles == ({"fp32": 5, "bf16": 1 if op == "log_softmax" else 3,
                                    "fp16": 1 if op == "log_softmax" else 3}[dtype] if held else 0)
        assert (f"void __launch_bounds__(BLOCK) {plan.name}_held(" in rendered.cuda_source) == held, (dtype, op)
        assert ('get_function(KERNEL + "_held")' in rendered.module_source) == held, (dtype, op)
        # forward: a fourth, splitting long rows over blocks of 256 threads, four an SM (a chunk
        # count and its state), one tile in registers in fp32
        split = cached
        assert plan.split_rows == split and plan.split_held == (1 if split and dtype == "fp32" else 0), (dtype, op)
        assert f"void __launch_bounds__(256, 4) {plan.name}_split(" in rendered.cuda_source or not split, (dtype, op)
        assert (f"{plan.name}_split(" in rendered.cuda_source) == split, (dtype, op)
        assert ("int split, unsigned* __restrict__ state, float2* __restrict__ partials" in rendered.cuda_source) == split
    plan = make_plan(KernelSpec(strategy="online", dtype="fp32", block_size=256))
    assert plan.held_tiles == 0 and not plan.held_packs     # measured at 512 threads and the default tile only


def test_online_fp32_held_entry_alone_takes_packs():
    """fp32's held entry runs pass 1 on packs and holds five tiles (127 registers); its plain and
    row-cache entries keep floats (on packs they lost at 32768, notes entry 113)."""
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render_cuda
    from softgen.generator.spec import KernelSpec
    plan = make_plan(KernelSpec(strategy="online", dtype="fp32"))
    assert plan.held_packs and not plan.pack_tiles and plan.held_tiles == 5
    source = render_cuda(plan)
    assert "constexpr bool kPacks = kHeld > 0;" in source and "absorb_packs(st, pk);" in source
    assert "online_rows<true, 5>(" in source
    for dtype in ("bf16", "fp16"):      # every entry on packs: no branch by entry
        source = render_cuda(make_plan(KernelSpec(strategy="online", dtype=dtype)))
        assert "constexpr bool kPacks = true;" in source and "absorb_packs" in source


def test_online_prefetch_is_forward_only():
    """CUDA online forward asks L2 for the tile ahead of pass 1's loads (notes entries 113, 115,
    119), and 16-bit softmax's row-cache, held and split entries fold the exponent (the plain
    kernel does not); the backward and the cluster's streamed slices (stream.cuh.j2 too) do
    neither, and fp32 does not fold."""
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render_cuda
    from softgen.generator.spec import KernelSpec
    for strategy, dtype, op, cols, ahead in [
            ("online", "fp16", "softmax", None, 1), ("online", "fp16", "log_softmax", 100000, 1),
            ("online", "bf16", "softmax", None, 1), ("online", "fp32", "log_softmax", None, 1),
            ("online", "fp32", "softmax", None, 1),
            ("online", "fp16", "softmax_backward", None, 0), ("cluster", "fp16", "softmax", 262144, 0)]:
        plan = make_plan(KernelSpec(op=op, strategy=strategy, dtype=dtype, cols=cols,
                                    **({"stage": 0} if strategy == "cluster" else {})))
        source = render_cuda(plan)
        assert plan.l2_prefetch == ahead, (strategy, dtype, op)
        assert ("cp.async.bulk.prefetch.L2.global" in source) == bool(ahead), (strategy, dtype, op)
        folds = strategy == "online" and dtype != "fp32" and op == "softmax"
        assert (plan.fold_exp and "online_rows<true, 0, true>(" in source) == folds, (strategy, dtype, op)
        assert (f"split_rows<{plan.split_held}, 256, true, true>(" in source) == folds, (strategy, dtype, op)
        assert "online_rows<false, 0>(" in source or strategy == "cluster" or op.endswith("backward")


def test_online_split_merge():
    """CUDA online's split entry merges a row's partials across a warp in fp32 and 16-bit softmax,
    in thread 0 in 16-bit log_softmax (notes entry 124), and counts its chunk with a release
    reduction in all."""
    from softgen.generator.plan import make_plan
    from softgen.generator.render import render_cuda
    from softgen.generator.spec import KernelSpec
    for dtype, op, warp in [("fp32", "softmax", True), ("fp32", "log_softmax", True), ("bf16", "softmax", True),
                            ("fp16", "softmax", True), ("bf16", "log_softmax", False), ("fp16", "log_softmax", False)]:
        plan = make_plan(KernelSpec(op=op, strategy="online", dtype=dtype))
        source = render_cuda(plan)
        assert plan.split_warp_merge is warp, (dtype, op)
        call = f"split_rows<{plan.split_held}, 256, {str(warp).lower()}"
        assert call in source and source.count("split_rows<") == 1, (dtype, op)
        assert "add_release(ws.arrived + row, 1u)" in source and "atomicAdd(ws.arrived" not in source
    assert not make_plan(KernelSpec(op="softmax", strategy="online", dtype="fp32", backend="triton")).split_warp_merge


PER_ROW = 2 ** 31 - 1       # one program a row


@pytest.mark.parametrize("dtype,cols,warps,shape", [
    ("bf16", 512, None, (PER_ROW, 1, 512, 0, (None, None))),       # 64 groups of 16 bytes: one warp, 2 groups a thread
    ("bf16", 781, None, (PER_ROW, 1, 1024, 0, (None, None))),      # 97 groups (peeled): one warp, 4 groups a thread
    ("bf16", 3000, None, (PER_ROW, 2, 2048, 0, (None, None))),     # 375 groups: two warps of 4 groups
    ("bf16", 4096, None, (PER_ROW, 8, 4096, 0, (None, None))),     # 512 groups: one tile of 8 warps
    ("bf16", 4500, None, (PER_ROW, 4, 2048, 0, (None, None))),     # 562: 4 warps (a second 8-warp tile mostly empty)
    ("fp32", 3001, None, (PER_ROW, 8, 2048, 0, (None, None))),     # 750 groups: fp32 keeps 8 warps
    ("fp32", 1024, None, (PER_ROW, 2, 1024, 0, (None, None))),
    ("fp32", 528, None, (PER_ROW, 1, 512, 0, (None, None))),       # 132 groups: two tiles of one warp of 4 groups
    ("fp32", 1030, None, (PER_ROW, 2, 2048, 0, (None, None))),     # fp32 rows of 257-511 groups: one tile of
    ("fp32", 2044, None, (PER_ROW, 2, 2048, 0, (None, None))),     # two warps of 8 groups
    ("bf16", 1048, None, (PER_ROW, 1, 1024, 0, (None, None))),     # 16-bit keeps two tiles of 4 groups
    ("fp32", 2048, None, (PER_ROW, 8, 2048, 0, (None, None))),     # 512 groups: the programs of longer rows
    ("fp32", 4096, None, (PER_ROW, 8, 2048, 0, (40, 40))),         # 16 KB rows: 8 warps; every resident row fits L2: one a row;
                                                                   # two tiles: registers capped, aligned or peeled
    ("fp32", 8192, None, (PER_ROW, 16, 4096, 0, (None, 40))),      # 32 KB: 16 warps, the peeled kernel capped
    ("fp32", 12345, None, (PER_ROW, 16, 4096, 0, (None, 40))),     # 48 KB (peeled: head, aligned body, tail): 16 warps
    ("fp32", 16384, None, (PER_ROW, 32, 8192, 0, (None, None))),   # 64 KB: 32 warps
    ("fp32", 32768, None, (PER_ROW, 32, 8192, 0, (None, None))),   # 264 resident rows of 128 KB: 66% of L2, still one a row
    ("fp32", 50000, None, (157, 32, 8192, 0, (None, None))),       # 264 rows would overfill L2: as many as fit it
    ("fp32", 65536, None, (132, 32, 8192, 0, (None, None))),       # L2 holds 120 rows: one program an SM
    ("fp32", 65537, None, (PER_ROW, 32, 8192, 32768, (None, None))), # over 256 KB: 32 elements a thread kept in registers,
    ("fp32", 262144, None, (PER_ROW, 32, 8192, 32768, (None, None))), # 64 registers: one an SM resident, one a row
    ("bf16", 8192, None, (PER_ROW, 8, 4096, 0, (48, 48))),
    ("bf16", 6001, None, (PER_ROW, 4, 2048, 0, (None, None))),     # 4 warps: no cap
    ("fp32", 2500, None, (PER_ROW, 8, 2048, 0, (None, None))),     # under two tiles: no cap (more programs resident)
    ("bf16", 131072, None, (PER_ROW, 32, 16384, 0, (None, None))), # 32 warps at 16 bits: one resident an SM, one a row
    ("bf16", 36000, None, (PER_ROW, 16, 8192, 0, (None, None))),   # 2-3 resident an SM (registers, not warps): rows fit L2;
                                                                   # one a row: no cap leaving 2 an SM resident
    ("fp16", 30001, None, (PER_ROW, 16, 8192, 0, (None, None))),
    ("bf16", 50000, None, (264, 16, 8192, 0, (None, 48))),         # 16-bit rows of 64-140 KB: 16 warps, as many as 2 an SM
    ("fp16", 65537, None, (264, 16, 8192, 0, (None, 48))),         # 3 an SM would overfill L2: not one a row
    ("fp16", 32768, None, (PER_ROW, 16, 32768, 0, (None, None))),  # 64 KB, whole tiles of 8 groups a thread
    ("bf16", 65536, None, (PER_ROW, 16, 32768, 0, (None, None))),  # two of them; two programs an SM fit L2
    ("bf16", 70000, None, (264, 16, 8192, 0, (None, 48))),         # 140 KB: 16 warps, two programs an SM (224 fit L2)
    ("bf16", 100000, None, (PER_ROW, 32, 16384, 0, (None, None))), # 200 KB: 32 warps
    ("fp16", 100003, None, (PER_ROW, 32, 16384, 0, (None, None))),
    ("bf16", 100000, 16, (264, 16, 8192, 0, (None, 48))),          # num_warps set: as many programs as fit L2
    ("fp16", 250000, None, (PER_ROW, 32, 16384, 0, (None, None))), # 500 KB (the gluon kernel's where it runs)
    ("fp32", 65536, 8, (792, 8, 2048, 0, (40, 40))),               # num_warps set: kept; too few rows fit L2 to cap;
                                                                   # 6 an SM resident at 40 registers
])
def test_triton_online_launch_shape(dtype, cols, warps, shape, tmp_path, monkeypatch):
    """Triton online sizes its programs to the row (num_warps, tile; short rows in about one
    tile, as CUDA online's block), caps the rows in flight to L2 and the programs to those resident
    (H100: 132 SMs, 50 MB L2) and keeps the start of long fp32 rows in registers."""
    pytest.importorskip("triton")
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    module = _rendered_module(tmp_path, strategy="online", dtype=dtype, backend="triton", num_warps=warps)
    monkeypatch.setattr(module, "_gpus", {0: (132, 50 * 2 ** 20, 233472, 232448)})
    assert module._launch_shape(0, cols) == shape


@pytest.mark.parametrize("op,dtype,cols,warps,shape", [("softmax", *case) for case in [
    ("bf16", 1024, None, (1, 1024)),            # 128 groups of 16 bytes: one warp, 4 groups a thread, one tile
    ("bf16", 520, None, (1, 512)),              # 16-bit rows of 65-127 groups: tiles of 2 groups a thread
    ("fp16", 1016, None, (1, 512)),
    ("fp32", 400, None, (1, 512)),              # fp32: one tile of 4 groups
    ("bf16", 2872, None, (2, 2048)),            # 359 groups: two tiles of two warps of 4 groups
    ("bf16", 4096, None, (8, 4096)),            # 8 KB: tiles of 8 KB, 16-bit at 8 warps of 2 groups
    ("bf16", 12345, None, (8, 4096)),
    ("fp32", 3000, None, (16, 2048)),           # fp32: 16 warps of 1 group
    ("fp32", 2501, None, (8, 1024)),            # the last 8 KB tile 39% empty: 4 KB tiles, half the warps
    ("bf16", 4500, None, (4, 2048)),
    ("bf16", 16384, None, (32, 16384)),         # 32 KB and more: 32 warps of 2 groups
    ("fp32", 12345, None, (32, 8192)),          # the second tile half empty (25% of the span)
    ("bf16", 20001, None, (16, 4096)),          # 2 tiles of 16384 would leave 39% empty: 16 warps of 1
    ("bf16", 16384, "peeled", (32, 8192)),      # 16-bit rows of 32-100 KB peeled: 32 warps of 1
    ("bf16", 40000, "peeled", (32, 8192)),
    ("fp16", 20001, "peeled", (16, 4096)),      # fp16 under 64 KB: 16 warps of 1
    ("bf16", 65537, "peeled", (32, 16384)),     # 128 KB: 32 warps of 2, peeled or not
    ("fp32", 10000, None, (16, 2048)),
    ("fp16", 131072, None, (32, 16384)),
    ("fp16", 32768, None, (16, 8192)),          # fp16 not peeled, over 32 to 64 KB: 16 warps of 2 groups
    ("fp16", 16384, None, (16, 4096)),          # 16-32 KB: 16 warps of 1
    ("fp16", 8192, None, (16, 4096)),
    ("fp16", 4096, None, (8, 4096)),            # under 16 KB: as bf16, 8 warps of 2
    ("fp16", 24576, None, (16, 8192)),          # (before the mostly-empty rule)
    ("fp16", 40000, None, (32, 8192)),          # 64-100 KB: 32 warps of 1
    ("fp16", 32769, "peeled", (32, 8192)),      # peeled: as bf16
    ("bf16", 32768, 4, (4, 2048)),              # num_warps set: kept, with the spec's tile
]] + [("log", dtype, cols, "peeled", (16, 4096)) for dtype, cols in (("bf16", 32769), ("fp16", 50001), ("bf16", 20001))]
    + [("log", "bf16", 65537, "peeled", (32, 16384)), ("log", "fp16", 32768, None, (16, 8192)),
       ("log", "bf16", 16384, None, (32, 8192)), ("log", "bf16", 65536, None, (32, 8192)),   # 32-128 KB: 32 warps of 1
       ("log", "bf16", 65544, None, (32, 16384)), ("log", "fp32", 16384, None, (32, 8192)),   # fp32: 2 groups
       ("log", "bf16", 520, None, (1, 1024)), ("log", "fp16", 1016, None, (1, 1024))])  # one tile of 4 groups
def test_triton_online_backward_row_shape(op, dtype, cols, warps, shape, tmp_path):
    """Triton online backward runs one program a row, its warps and tile sized to the row (and
    to its peeling: "peeled" in place of warps); log_softmax_backward's peeled 16-bit rows of 32-100 KB
    at 16 warps of 1 (notes entry 84)."""
    pytest.importorskip("triton")
    peel = warps == "peeled"
    backward = {"softmax": "softmax_backward", "log": "log_softmax_backward"}[op]
    module = _rendered_module(tmp_path, op=backward, strategy="online", dtype=dtype, backend="triton",
                              num_warps=None if peel else warps)
    assert module._row_shape(cols, peel) == shape


def _compile_gluon(module, peel, warps, tmp_path, **constexprs):
    """What tests/compile_gluon.py reports of `module`'s gluon kernel compiled for sm_90 (in a
    process of its own, with a fresh Triton cache)."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["TRITON_CACHE_DIR"] = str(tmp_path / "triton-cache")          # compiled here, not found
    run = subprocess.run([sys.executable, str(Path(__file__).with_name("compile_gluon.py")), module.__file__,
                          str(int(peel)), str(warps), *(f"{k}={v}" for k, v in constexprs.items())],
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.splitlines()[-1])


@pytest.mark.parametrize("edge_packs", [0, 1])
@pytest.mark.parametrize("op,dtype,cols", [("softmax", "bf16", 137), ("log_softmax", "fp32", 301),
                                           ("softmax_backward", "fp16", 153), ("softmax_backward", "bf16", 1101),
                                           ("log_softmax", "fp16", 1801)])
def test_triton_warp_rows_in_chunks_load_bodies_in_packs(op, dtype, cols, edge_packs, tmp_path):
    """Triton warp rows not a multiple of 16 bytes in chunks (plan.peel_rows), compiled for sm_90:
    each chunk's bodies load and store in 16-byte packs (y and dy, backward) and only the edge
    chunks element by element, without spills (loaded element by element, 16-bit 137-153 ran
    32-41% of copy on the H200, notes entry 164).  With EDGE_PACKS the loop loads every chunk in
    packs, the edge chunks' whole, and only the last row's code after it loads its edges
    element by element (bf16 log_softmax_backward 137 74 -> 99%, notes entry 166); the stores
    are the same in both.  16-bit rows from 512 too (five and eight chunks of 32 lanes: bf16
    softmax_backward 1101, the H200 table's entry, fp16 log_softmax 1801; notes entry 168)."""
    from softgen.generator.plan import make_plan
    from softgen.generator.spec import KernelSpec
    module = _rendered_module(tmp_path, op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton")
    plan = make_plan(KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton"))
    assert plan.peel_rows
    compiled = _compile_gluon(module, True, plan.num_warps, tmp_path, plain=1, BLOCK_N=plan.block_n,
                              ROWS=plan.rows_per_block, NUM_STAGES=1, SAME_STRIDES=1, EDGE_PACKS=edge_packs)
    tensors = 2 if op.endswith("backward") else 1
    copies = 1 + edge_packs                  # the loop, and with EDGE_PACKS the last row's code
    packs = [op for op in compiled["loads"] if ".v4" in op]
    assert len(packs) == tensors * (len(plan.body_chunks) + edge_packs * plan.chunks)
    assert len(compiled["loads"]) - len(packs) == tensors * len(plan.edge_chunks) * plan.vec
    assert len([op for op in compiled["stores"] if ".v4" in op]) == copies * len(plan.body_chunks)
    assert len(compiled["stores"]) == copies * (len(plan.body_chunks) + len(plan.edge_chunks) * plan.vec)
    assert compiled["stack"] == 0


@pytest.mark.parametrize("cols", [249, 511])
def test_triton_warp_edge_register_cap_compiles_without_spills(cols, tmp_path):
    """16-bit log_softmax rows in chunks whose tail may span two chunks, compiled for sm_90 at
    the plan's cap (the launcher's maxnreg, WARP_EDGE_REGISTERS): within it, the loop's loads
    still 16-byte packs (uncapped, 109 registers left four programs an SM: 82-85% of copy on
    the H200, capped 93-96; notes entry 166).  No spills with triton 3.6 (the H200's); 3.9
    spills 8 bytes a thread at 249 and 511."""
    from softgen.generator.plan import make_plan
    from softgen.generator.spec import KernelSpec
    spec = KernelSpec(op="log_softmax", strategy="warp", cols=cols, dtype="bf16", backend="triton")
    module = _rendered_module(tmp_path, **spec.to_dict())
    plan = make_plan(spec)
    assert plan.max_registers == 80 and module.MAX_REGISTERS == 80
    compiled = _compile_gluon(module, True, plan.num_warps, tmp_path, plain=1, BLOCK_N=plan.block_n, ROWS=plan.rows_per_block,
                              NUM_STAGES=1, SAME_STRIDES=1, EDGE_PACKS=1, maxnreg=plan.max_registers)
    assert compiled["registers"] <= 80 and compiled["stack"] <= 8
    assert len([op for op in compiled["loads"] if ".v4" in op]) == plan.chunks + len(plan.body_chunks)


@pytest.mark.parametrize("op,dtype,cols", [("log_softmax", "bf16", 2047), ("softmax", "fp16", 1791),
                                           ("log_softmax_backward", "fp16", 1701)])
def test_triton_warp_wide_register_cap_compiles_without_spills(op, dtype, cols, tmp_path):
    """16-bit rows in chunks of WARP_WIDE_CHUNKS chunks or more (log_softmax_backward seven,
    the forward eight), compiled for sm_90 at the plan's cap of WARP_WIDE_REGISTERS (the
    launcher's maxnreg): within it without spills, the loop's loads still 16-byte packs (capped
    at 80, log_softmax 2047 ran 78% of copy on the H200, uncapped 88-95 at 1791-2047, at 128
    99-102; notes entry 169).  The backward spills 16 bytes a thread on triton 3.9 (this
    machine's; fp16 1701 ran 95 -> 104 capped on the H200's 3.6)."""
    from softgen.generator.plan import make_plan
    from softgen.generator.triton_plan import WARP_WIDE_REGISTERS
    from softgen.generator.spec import KernelSpec
    spec = KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton")
    module = _rendered_module(tmp_path, **spec.to_dict())
    plan = make_plan(spec)
    assert plan.max_registers == WARP_WIDE_REGISTERS == module.MAX_REGISTERS
    compiled = _compile_gluon(module, True, plan.num_warps, tmp_path, plain=1, BLOCK_N=plan.block_n, ROWS=plan.rows_per_block,
                              NUM_STAGES=1, SAME_STRIDES=1, EDGE_PACKS=1, maxnreg=plan.max_registers)
    tensors = 2 if op.endswith("backward") else 1
    assert compiled["registers"] <= WARP_WIDE_REGISTERS and compiled["stack"] <= (16 if tensors == 2 else 0)
    assert len([op for op in compiled["loads"] if ".v4" in op]) == tensors * (plan.chunks + len(plan.body_chunks))


@pytest.mark.parametrize("op,dtype,cols,cap,warps", [
    ("softmax", "bf16", 2500, 96, 1), ("log_softmax", "fp16", 2077, 96, 1), ("log_softmax", "fp16", 3071, 128, 1),
    ("softmax", "bf16", 2733, 128, 1), ("softmax", "fp16", 2304, 0, 4),
    ("softmax_backward", "bf16", 2100, 168, 4), ("softmax_backward", "fp16", 2900, 0, 4),
    ("log_softmax_backward", "bf16", 2500, 128, 4), ("log_softmax_backward", "fp16", 2777, 168, 4),
    ("log_softmax_backward", "bf16", 3072, 168, 4), ("log_softmax_backward", "bf16", 2816, 0, 4)])
def test_triton_warp_rows_past_2048_launch_at_their_cap(op, dtype, cols, cap, warps, tmp_path):
    """Triton warp's 16-bit rows of 2049-3072 in chunks: the launcher carries the plan's register
    cap (maxnreg) and warps a program (one for the forward's rows not a multiple of 16 bytes, 96
    registers at nine and ten chunks), as the H200 timed them (notes entries 170-171).  Aligned
    log_softmax_backward 3072 compiles for sm_90 within 168 registers without spills (uncapped it
    ran 89-95% of copy, at 168 107)."""
    from softgen.generator.plan import make_plan
    from softgen.generator.spec import KernelSpec
    spec = KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton")
    module = _rendered_module(tmp_path, **spec.to_dict())
    plan = make_plan(spec)
    assert plan.in_chunks and (plan.max_registers, plan.num_warps, plan.rows_per_block) == (cap, warps, warps)
    assert getattr(module, "MAX_REGISTERS", 0) == cap          # none written where uncapped
    if cols == 3072:               # a multiple of 16 elements: Triton sees the strides' alignment itself
        compiled = _compile_gluon(module, False, plan.num_warps, tmp_path, plain=1, BLOCK_N=plan.block_n,
                                  ROWS=plan.rows_per_block, NUM_STAGES=1, maxnreg=cap)
        assert compiled["registers"] <= cap and compiled["stack"] == 0


@pytest.mark.parametrize("op,dtype,cols", [("softmax", "bf16", 136), ("log_softmax_backward", "fp32", 300),
                                           ("softmax_backward", "fp16", 264), ("log_softmax", "bf16", 48)])
def test_triton_warp_aligned_rows_in_chunks_load_in_packs(op, dtype, cols, tmp_path):
    """Aligned Triton warp rows in chunks (plan.in_chunks, not peeled), compiled for sm_90 with
    the rows 16 bytes apart (ALIGNED, or a stride of a multiple of 16 elements): every chunk
    loads (y and dy, backward) and stores in 16-byte packs, a last one partly past the row too,
    without spills (padded on 32 lanes, bf16 136-392 ran 65-86% of copy on the H200, in chunks
    100-102; notes entry 165)."""
    from softgen.generator.plan import make_plan
    from softgen.generator.spec import KernelSpec
    module = _rendered_module(tmp_path, op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton")
    plan = make_plan(KernelSpec(op=op, strategy="warp", cols=cols, dtype=dtype, backend="triton"))
    assert plan.in_chunks and not plan.peel_rows
    names = getattr(module, module.KERNEL + "_kernel").arg_names
    constants = {k: v for k, v in dict(BLOCK_N=plan.block_n, ROWS=plan.rows_per_block, NUM_STAGES=1, ALIGNED=1).items()
                 if k in names}
    # Triton sees a row stride of a multiple of 16 elements itself (48), the others through ALIGNED
    compiled = _compile_gluon(module, cols % 16 != 0, plan.num_warps, tmp_path, plain=1, **constants)
    tensors = 2 if op.endswith("backward") else 1
    assert len(compiled["loads"]) == tensors * plan.chunks and all(".v4" in op for op in compiled["loads"])
    assert len(compiled["stores"]) == plan.chunks and all(".v4" in op for op in compiled["stores"])
    assert compiled["stack"] == 0


@pytest.mark.parametrize("peel", [False, True])
@pytest.mark.parametrize("op,dtype", [("softmax", "fp32"), ("softmax", "bf16"), ("log_softmax", "fp16")])
def test_triton_online_gluon_kernel_compiles(op, dtype, peel, tmp_path, monkeypatch):
    """The gluon kernel Triton online takes for long rows on a GPU has no interpreter: compile it
    for sm_90 at the launcher's shape for an H100 (227 KB of shared memory a block), so CI checks
    it is well formed, keeps the tiles it is given in shared memory and loads and stores the
    row's body 16 bytes at a time, peeled (a head and tail of single elements) or not."""
    pytest.importorskip("triton.experimental.gluon")
    module = _rendered_module(tmp_path, op=op, strategy="online", dtype=dtype, backend="triton")
    monkeypatch.setattr(module, "INTERPRETED", False)

    def shape_on(optin, cols):
        """The launcher's gluon shape on a GPU of `optin` bytes of shared memory a block."""
        module._gluon_shapes.clear()
        monkeypatch.setattr(module, "_gpus", {0: (132, 50 * 2 ** 20, optin + 1024, optin)})
        return module._gluon_shape(0, cols)

    itemsize = module.DTYPE.itemsize
    # one program an SM: fp32 rows from 384 KB (100000 columns), 16-bit rows from 168 KB (86016),
    # under them two an SM (fp32 from 100 KB: the split's from 168 KB; fp32 256 KB, which the GPU
    # splits, is the Triton kernel's here)
    assert shape_on(232448, 100000)[5] == 1
    if itemsize == 4:
        assert shape_on(232448, 65536) is None
    if itemsize == 2:
        assert shape_on(232448, 86015)[5] == 2 and shape_on(232448, 86016)[5] == 1
        # as many tiles cached as the shared memory holds (7), the row's full tiles at most (the
        # partial one read twice): 7 x 16384 + 2 x 8 for the peeled edges holds 7
        assert shape_on(232448, 86016)[1] == 5 and shape_on(232448, 114703)[1] == 6
        assert shape_on(232448, 114704)[1] == 7 and shape_on(232448, 131072)[1] == 7
    tile, cached, held, warps, ahead, per_sm = shape_on(2 ** 20, 262144)
    assert held + cached * tile <= 262144 - 2 * module.PACK < held + (cached + 1) * tile   # 1 MB: all full tiles
    tile, cached, held, warps, ahead, per_sm = shape_on(232448, 262144)
    assert (tile * itemsize, cached, held, per_sm) == (32768, 7, 32768, 1)    # 32 a thread (16-bit: rows of 512 KB)
    # the tile one ahead of pass 1 asked of L2, except by fp32 rows holding 32 a thread
    assert ahead == (0 if itemsize == 4 else 1) and shape_on(232448, 100000 if itemsize == 4 else 240000)[4] == 1
    held_short = shape_on(232448, 100000 if itemsize == 4 else 240000)[2]   # 400 / 480 KB: 16 / none held
    assert held_short == (16384 if itemsize == 4 else 0)
    compiled = _compile_gluon(module, peel, warps, tmp_path, TILE=tile, CACHED=cached, HELD=held, NW=warps, AHEAD=1,
                              NEXT=module.GLUON_NEXT)
    assert cached * tile * itemsize <= compiled["shared"] <= 232448
    # one bulk L2 prefetch of a whole tile a tile (thread 0's), and the next row's first tile
    assert module.GLUON_NEXT == 1 and compiled["prefetches"] == [str(tile * itemsize)] * 2
    loads = compiled["loads"]
    scalar = [op for op in loads if ".v" not in op]
    assert len(loads) - len(scalar) >= 8 and all(".v4" in op for op in loads if ".v" in op)
    assert len(scalar) == (2 if peel else 0)                             # the head and tail only
    # pass 1 rescales once a 16-byte group (2 a thread a tile) and tile, with one exp an element:
    # its full and partial tiles, the groups' merge, pass 2's three loops (softmax), the held part
    # (its exps shared by both passes) and the edges; a rescale an element took 2 more an element
    per_thread, groups, held_per_thread = tile // (warps * 32), 2, held // (warps * 32)
    one_exp = 2 * (per_thread + groups) + groups + (3 * per_thread if op == "softmax" else 0) + \
        held_per_thread + (2 if peel else 0)
    assert compiled["exp2"] <= one_exp, (compiled["exp2"], one_exp)


@pytest.mark.parametrize("op,dtype,cols,split,shape", [
    ("softmax", "fp32", 43007, 1, None),                           # under 168 KB: two programs an SM
    ("softmax", "fp32", 43008, 3, (2048, 2, 8192, 8, 1, 3)),   # chunks of about 80 KB; 6 tiles: 4 held, 2 cached
    ("softmax", "fp32", 49152, 3, (2048, 3, 8192, 8, 1, 3)),   # 7 tiles: 4 held, 3 cached
    ("softmax", "fp32", 262144, 13, (2048, 5, 8192, 8, 1, 3)),       # 9 tiles a chunk: 32 held a thread, 5 cached
    ("softmax", "fp32", 1000000, 49, (2048, 5, 8192, 8, 1, 3)),
    ("softmax", "fp32", 5000000, 64, (2048, 9, 8192, 8, 1, 3)),      # the kernel's most (SPLIT_MOST): a third of the SM
    ("softmax", "bf16", 196607, 1, None),                          # 16 bits from 384 KB
    ("softmax", "bf16", 196608, 7, (4096, 6, 0, 8, 1, 4)),            # chunks of about 56 KB, none held, four an SM
    ("log_softmax", "fp32", 43007, 1, None),
    ("log_softmax", "fp32", 131072, 7, (2048, 5, 8192, 8, 1, 3)),
    ("log_softmax", "bf16", 196608, 7, (4096, 6, 0, 8, 1, 4)),
])
def test_triton_online_split_shape(op, dtype, cols, split, shape, tmp_path, monkeypatch):
    """Triton online's gluon kernel splits rows of 168 KB (fp32) / 384 KB (16-bit) over programs
    of 8 warps, four an SM in 16 bits and three in fp32 holding 32 elements a thread (notes entries
    121-122), in chunks of about 80 / 56 KB (H100, notes entries 118 and 122, round i: fp32 262144 83.9 -> 88.4,
    bf16 300001 74.0 -> 86.3), the row's whole tiles shared out evenly: the shortest chunk holds
    its held elements and its cached tiles (its share of an SM's shared memory at most), longer
    ones and the last chunk's partial tile are read twice (notes entry 122)."""
    module = _rendered_module(tmp_path, op=op, strategy="online", dtype=dtype, backend="triton")
    if module.gluon is None:
        pytest.skip("this triton has no gluon")
    monkeypatch.setattr(module, "INTERPRETED", False)
    monkeypatch.setattr(module, "_gpus", {0: (132, 50 * 2 ** 20, 233472, 232448)})
    assert module._gluon_split(0, 2 ** 26 // cols, cols) == (split, shape)
    per_sm = 3 if dtype == "fp32" else 4
    assert module.SPLIT_PER_SM == per_sm
    assert module.SPLIT_REGISTERS == {4: 64, 3: 80}[per_sm]           # maxnreg: that many programs of 8 warps an SM
    if shape:
        tile, cached, held = shape[:3]
        shortest = (cols - 2 * module.PACK) // tile // split * tile
        assert shortest >= held + cached * tile
        assert cached * tile * module.DTYPE.itemsize <= 233472 // per_sm - 2048


@pytest.mark.parametrize("op,dtype", [("softmax", "fp32"), ("log_softmax", "fp32"), ("log_softmax", "bf16")])
def test_triton_online_split_kernel_fits(op, dtype, tmp_path, monkeypatch):
    """The split's gluon kernel compiled for sm_90 at its shape on a long row and the launcher's
    maxnreg (SPLIT_REGISTERS, SPLIT_PER_SM programs an SM) spills nothing under this Triton: fp32
    log_softmax spilled 8 bytes (Triton 3.9; 16 in 3.6) at the 64 registers four an SM allow,
    holding 16 elements a thread, and ran 4-6 points under softmax (notes entry 121); fp32 runs
    three an SM holding 32 elements a thread (notes entry 122)."""
    module = _rendered_module(tmp_path, op=op, strategy="online", dtype=dtype, backend="triton")
    if module.gluon is None:
        pytest.skip("this triton has no gluon")
    monkeypatch.setattr(module, "INTERPRETED", False)
    monkeypatch.setattr(module, "_gpus", {0: (132, 50 * 2 ** 20, 233472, 232448)})
    cols = 262144
    split, (tile, cached, held, warps, ahead, per_sm) = module._gluon_split(0, 2 ** 26 // cols, cols)
    assert split > 1 and per_sm == module.SPLIT_PER_SM
    compiled = _compile_gluon(module, False, warps, tmp_path, TILE=tile, CACHED=cached, HELD=held, NW=warps,
                              AHEAD=ahead, SPLIT=module.SPLIT_MOST, maxnreg=module.SPLIT_REGISTERS)
    assert compiled["registers"] <= module.SPLIT_REGISTERS and compiled["stack"] == 0, compiled


@pytest.mark.parametrize("rows,grid", [
    (706, 118),         # 5 waves and 46 rows (35%): 6 of 118 (bf16 95000)
    (610, 122),         # 4 waves and 82 rows (62%): 5 of 122 (bf16 110000)
    (639, 128),         # 4 waves and 111 rows (84%): 5 of 128 (bf16 105000)
    (512, 512),         # 3 waves and 116 rows (88%): one program a row (bf16 131072)
    (394, 394),         # 2 waves and 130 rows (98%)
    (264, 264),         # two full waves
    (100, 100),         # one wave
])
def test_triton_online_spreads_a_short_last_wave(rows, grid, tmp_path):
    """Triton online's gluon kernel at one program an SM spreads rows over fewer programs, each
    striding over rows, where the last wave would be at most 85% full (H100, forty-fourth
    session: bf16 95000 84.9 -> 92.3, 110000 88.5 -> 93.1; last waves 88% full lost, 131072
    93.6 -> 91.7)."""
    module = _rendered_module(tmp_path, strategy="online", dtype="bf16", backend="triton")
    assert module.SHORT_WAVE == 0.85
    assert module._even_waves(rows, 132) == grid


@pytest.mark.parametrize("dtype,cols,shape", [
    ("bf16", 38911, None),                                  # under 76 KB: the Triton kernel
    ("bf16", 38912, (8192, 4, 0, 16, 1, 2)),          # its full tiles cached, the partial one read twice
    ("fp16", 50000, (8192, 6, 0, 16, 1, 2)),
    ("bf16", 70000, (8192, 7, 0, 16, 1, 2)),          # half an SM's shared memory
    ("fp16", 86015, (8192, 7, 0, 16, 1, 2)),
    ("bf16", 86016, (16384, 5, 0, 32, 1, 1)),      # from 168 KB: one program an SM
    ("fp32", 25599, None),                                  # fp32 from 100 KB
    ("fp32", 25600, (4096, 6, 0, 16, 1, 2)),
    ("fp32", 43007, (4096, 7, 0, 16, 1, 2)),
    ("fp32", 43008, None),                                  # from 168 KB: the split
])
def test_triton_online_shared_shape(dtype, cols, shape, tmp_path, monkeypatch):
    """Triton online's gluon kernel runs two programs of 16 warps an SM on 16-bit rows of 76-168 KB
    and fp32 rows of 100-168 KB (H100, forty-first session, rounds c and e: fp16 50000 87.1 -> 96.4, fp32
    36001 85.4 -> 93.8), each caching as many tiles as half an SM's shared memory holds, the row's
    full tiles at most (notes entry 122).  Compiled for sm_90 at that shape, its shared memory fits two an SM
    (the GPU test checks its registers)."""
    module = _rendered_module(tmp_path, strategy="online", dtype=dtype, backend="triton")
    if module.gluon is None:
        pytest.skip("this triton has no gluon")
    monkeypatch.setattr(module, "INTERPRETED", False)
    monkeypatch.setattr(module, "_gpus", {0: (132, 50 * 2 ** 20, 233472, 232448)})
    split_rows = cols * module.DTYPE.itemsize >= module.SPLIT_FROM_BYTES
    assert (module._gluon_split(0, 2 ** 26 // cols, cols)[0] > 1) == split_rows    # the split first
    assert module._gluon_shape(0, cols) == shape
    if shape and cols == 50000:
        tile, cached, held, warps, ahead = shape[:5]
        compiled = _compile_gluon(module, True, warps, tmp_path, TILE=tile, CACHED=cached, HELD=held, NW=warps,
                                  AHEAD=ahead)
        assert cached * tile * module.DTYPE.itemsize <= compiled["shared"] <= 233472 // 2 - 1024


@pytest.mark.parametrize("peel", [False, True])
@pytest.mark.parametrize("op,dtype,cols", [("softmax", "bf16", 20001), ("log_softmax", "fp16", 32768),
                                           ("softmax", "fp16", 4097), ("log_softmax", "bf16", 12345),
                                           ("softmax", "bf16", 57344)])
def test_triton_smem_gluon_kernel_compiles(op, dtype, cols, peel, tmp_path, monkeypatch):
    """Triton smem's gluon kernel (16-bit rows of 8 KB and more): the launcher's shape for an
    H100 (227 KB of shared memory a block: 4 warps on rows under 32 KB, 8 on longer ones, as many
    tiles as the row's body fills), none in the interpreter, on rows under 8 KB, fp32 rows or
    where the row does not fit; compiled for sm_90, the row's body comes into shared memory in
    16-byte cp.async copies, a copy group a tile that the max pass waits for one by one, and only
    the peeled head and tail load otherwise.  Rows past 32768 columns, which only the gluon kernel
    holds, fit two programs an SM."""
    import types
    pytest.importorskip("triton.experimental.gluon")
    module = _rendered_module(tmp_path, op=op, strategy="smem", dtype=dtype, cols=cols, backend="triton")
    monkeypatch.setattr(module, "INTERPRETED", True)
    assert module._gluon_shape(0) is None                               # the interpreter (CI)
    monkeypatch.setattr(module, "INTERPRETED", False)

    def shape_on(optin):
        module._gluon_shapes.clear()
        monkeypatch.setattr(module.torch.cuda, "get_device_properties",
                            lambda device: types.SimpleNamespace(shared_memory_per_block_optin=optin))
        return module._gluon_shape(0)

    itemsize = module.DTYPE.itemsize
    assert shape_on(cols * itemsize) is None                            # a GPU of less shared memory
    tile, tiles, warps, full = shape_on(232448)
    want = 4 if cols * itemsize < 32 * 1024 else 8
    body = cols // 8 * 8                                                # the most a row's body holds
    assert (warps, tile * itemsize, tiles) == (want, want * 512, -(-body // tile))
    # the tiles that the shortest body of any row (a head of up to 7 elements) fills
    assert full == (body - 8) // tile and (cols % 8 or cols % tile or full == tiles - 1)
    if cols == 4097:
        assert (tiles, full) == (4, 3)                                  # not a fifth, all of it masked
    assert module.SMEM_OVERLAP and module.SMEM_FULL_TILES
    compiled = _compile_gluon(module, peel, warps, tmp_path, TILE=tile, TILES=tiles, NW=warps, OVERLAP=1, FULL=full)
    assert tiles * tile * itemsize <= compiled["shared"] <= 232448
    assert module.GLUON_ONLY == (cols > 32768)
    if cols > 32768:            # two programs an SM (228 KB, 1 KB of it a block's)
        assert compiled["shared"] <= 233472 // 2 - 1024
    copies = compiled["async_copies"]
    assert copies and all(int(size, 0) == 16 for size in copies)
    assert compiled["commit_groups"] == tiles and compiled["wait_groups"] == list(range(tiles - 1, -1, -1))
    assert compiled["stack"] == 0
    if cols == 12345:           # its full tiles' masks gone: fewer comparisons than with every tile masked
        masked = _compile_gluon(module, peel, warps, tmp_path, TILE=tile, TILES=tiles, NW=warps, OVERLAP=1, FULL=0)
        assert compiled["predicates"] < masked["predicates"]
    assert len(compiled["loads"]) == (2 if peel else 0)                 # the head and tail only
    for width, warps in ((8191 // itemsize, None), (8192 // itemsize, 4), (32767 // itemsize, 4),
                         (32768 // itemsize, 8)):
        module = _rendered_module(tmp_path, op=op, strategy="smem", dtype=dtype, cols=width, backend="triton")
        monkeypatch.setattr(module, "INTERPRETED", False)
        shape = shape_on(232448)
        assert (shape and shape[2]) == warps                            # rows under 8 KB: the Triton kernel
    fp32 = _rendered_module(tmp_path, op=op, strategy="smem", dtype="fp32", cols=min(cols, 32768), backend="triton")
    assert not hasattr(fp32, "_gluon_shape")                            # fp32: the Triton kernel only
