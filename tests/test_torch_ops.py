"""softgen.softmax / log_softmax as torch drop-ins: dims, dtype, autograd, custom ops, compile.

On the CPU these run torch's own math behind softgen's custom ops (the registration,
shapes, autograd wiring and tracing are what is tested); `-m gpu` runs softgen's kernels."""
import pytest
import torch

import softgen
from softgen.validate import check, check_backward

FUNCS = [(softgen.softmax, torch.softmax, "softmax"), (softgen.log_softmax, torch.log_softmax, "log_softmax")]


@pytest.mark.parametrize("ours,theirs,op", FUNCS)
@pytest.mark.parametrize("dim", [0, 1, -1, 2])
def test_any_dim_matches_torch(ours, theirs, op, dim):
    x = torch.randn(3, 4, 5) * 3
    torch.testing.assert_close(ours(x, dim=dim), theirs(x, dim=dim))
    torch.testing.assert_close(ours(x.transpose(0, 2), dim=dim), theirs(x.transpose(0, 2), dim=dim))


def test_dtype_argument_and_scalars():
    x = torch.randn(4, 6).bfloat16()
    assert softgen.softmax(x, dtype=torch.float32).dtype == torch.float32
    assert softgen.softmax(torch.tensor(2.0)).item() == 1.0
    with pytest.raises(IndexError, match="dim 3 is out of range for a 2-D tensor"):
        softgen.softmax(x, dim=3)
    with pytest.raises(TypeError, match="must be a torch.Tensor"):
        softgen.softmax([1.0, 2.0])


@pytest.mark.parametrize("ours,theirs,op", FUNCS)
def test_gradients_match_torch_autograd(ours, theirs, op):
    x = torch.randn(5, 7, dtype=torch.float64, requires_grad=True)
    dy = torch.randn(5, 7, dtype=torch.float64)
    (mine,) = torch.autograd.grad(ours(x, dim=0), x, dy)
    (ref,) = torch.autograd.grad(theirs(x, dim=0), x, dy)
    torch.testing.assert_close(mine, ref)
    assert torch.autograd.gradcheck(lambda t: ours(t, dim=1), (x,))


@pytest.mark.parametrize("attrs,fast", [(("launch_dense", "launch_params"), True),
                                         (("launch_dense",), False),     # a cluster over 8 blocks
                                         ((), False)])                   # a Triton module
def test_hot_path_takes_the_compiled_launch_only_where_the_module_offers_it(monkeypatch, attrs, fast):
    """A forward CUDA module is known by launch_dense; only those with launch_params (clusters of
    up to 8 blocks) go through the compiled cuLaunchKernel path, the rest keep their own dense call."""
    import sys
    import types

    from softgen import torch_ops
    module = types.ModuleType("softgen_fake_launcher")
    for name in attrs:
        setattr(module, name, object())
    monkeypatch.setitem(sys.modules, module.__name__, module)

    def launcher(x):
        return x
    launcher.__module__ = module.__name__
    calls = []
    monkeypatch.setattr(torch_ops, "_fast_launch", lambda key, m: calls.append((key, m)))
    key = ("softmax", 300000, torch.bfloat16, 0)
    monkeypatch.setitem(torch_ops._dense, key, None)
    assert (torch_ops._cuda_module(launcher) is module) == ("launch_dense" in attrs)
    torch_ops._register_dense(key, launcher)
    assert calls == ([(key, module)] if fast else [])
    assert callable(torch_ops._dense[key])


@pytest.mark.parametrize("params", [None, (11, 512, 0, 1, 1, True)])
def test_compiled_launch_falls_back_where_the_module_gives_no_parameters(params):
    """The compiled hot path launches with the module's launch_params; where they are None (rows
    whose grid follows the row count: CUDA online's held entry) the call takes the Python path."""
    import types

    from softgen import torch_ops
    module = types.SimpleNamespace(_ready=0, _handle=object(), _current_device=lambda: 0,
                                   _current_stream=lambda device: 5, launch_params=lambda device, cols: params)
    launched, fell_back = [], []
    dense = torch_ops._fast_dense(("softmax", 300000, torch.float32, 0), module,
                                  lambda x, shape, device: fell_back.append(shape) or "python",
                                  lambda x, *args: launched.append(args) or "compiled")
    x = torch.zeros(2, 3)
    assert dense(x, x.shape, 0) == ("python" if params is None else "compiled")
    assert launched == ([] if params is None else [params + (5,)])
    assert fell_back == ([x.shape] if params is None else [])


def test_custom_ops_pass_opcheck():
    x = torch.randn(4, 9)
    for op in ("softmax", "log_softmax"):
        torch.library.opcheck(torch.ops.softgen.forward, (x, op))
        y = torch.ops.softgen.forward(x, op)
        torch.library.opcheck(torch.ops.softgen.backward, (y, torch.randn(4, 9), op))


def test_compile_fullgraph_has_no_graph_breaks():
    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.linear = torch.nn.Linear(16, 16)

        def forward(self, x):
            return softgen.log_softmax(self.linear(softgen.softmax(x, dim=-1)), dim=-1)

    model = Model()
    compiled = torch.compile(model, fullgraph=True, backend="aot_eager")
    x = torch.randn(8, 16)
    torch.testing.assert_close(compiled(x), model(x))


# ---- on the GPU: softgen's kernels behind the same API ----------------------------------------

@pytest.mark.gpu
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("ours,theirs,op", FUNCS)
def test_gpu_forward_and_backward(ours, theirs, op, dtype):
    for shape, dim in (((64, 1000), -1), ((8, 3001, 4), 1), ((3, 65536), -1)):
        x = (torch.randn(shape, device="cuda") * 3).to(dtype).requires_grad_()
        y = ours(x, dim=dim)
        check(y.movedim(dim, -1).reshape(-1, shape[dim]), x.movedim(dim, -1).reshape(-1, shape[dim]),
              f"{op} {shape}", op=op)
        dy = torch.randn_like(y)
        (dx,) = torch.autograd.grad(y, x, dy)
        rows = lambda t: t.movedim(dim, -1).reshape(-1, shape[dim])  # noqa: E731
        check_backward(rows(dx), rows(y.detach()), rows(dy), f"{op}_backward", f"{op} grad {shape}")


@pytest.mark.gpu
def test_gpu_fp32_gradients_match_torch_autograd():
    """The gradient autograd returns is the backward op's at our forward output: within
    check_backward's bound of the float64 gradient, and torch's float64 one.  (Against torch's
    fp32 gradient at a fixed 1e-6 it failed now and then: log_softmax's dy - softmax * sum(dy)
    cancels, and the two round differently.)"""
    x = torch.randn(33, 781, device="cuda", requires_grad=True)
    dy = torch.randn(33, 781, device="cuda")
    for ours, theirs, op in FUNCS:
        y = ours(x)
        (mine,) = torch.autograd.grad(y, x, dy)
        check_backward(mine, y.detach(), dy, op + "_backward", f"{op} through autograd")
        (ref,) = torch.autograd.grad(theirs(x.double(), -1), x, dy.double())
        torch.testing.assert_close(mine, ref, rtol=1e-5, atol=1e-5)      # ref: float64, rounded to fp32


@pytest.mark.gpu
def test_gpu_compile_fullgraph_and_cuda_graph():
    x = torch.randn(128, 4096, device="cuda")
    compiled = torch.compile(lambda t: softgen.softmax(t) * 2, fullgraph=True)
    torch.testing.assert_close(compiled(x), torch.softmax(x, -1) * 2)
    softgen.softmax(x)                              # compile the kernel before capturing
    graph, out = torch.cuda.CUDAGraph(), None
    with torch.cuda.graph(graph):
        out = softgen.softmax(x)
    x.copy_(torch.randn_like(x))
    graph.replay()
    torch.cuda.synchronize()
    torch.testing.assert_close(out, torch.softmax(x, -1))


@pytest.mark.gpu
@pytest.mark.parametrize("op", ["softmax", "log_softmax"])
def test_gpu_small_calls_take_a_cuda_kernel_where_auto_picks_triton(monkeypatch, op):
    """Where auto's table names a Triton kernel, inputs under SMALL_CALL_BYTES go to auto's CUDA
    pick (Triton's launch costs more than such a kernel runs); larger ones to the Triton kernel.
    Both paths, the drop-in's hot path and the custom op's, give the reference's results."""
    from softgen import torch_ops
    from softgen.runtime import loader
    calls, real_load = [], loader.load

    def load(**fields):        # auto as if its table named Triton warp here, CUDA block for CUDA
        backend = fields.pop("backend")
        strategy = "warp" if backend == "both" else "block"
        f = real_load(**{**fields, "strategy": strategy, "backend": "triton" if backend == "both" else "cuda"})

        def counted(*args, **kwargs):
            calls.append(strategy)
            return f(*args, **kwargs)
        counted.__softgen_plan__ = f.__softgen_plan__
        return counted
    monkeypatch.setattr(loader, "load", load)
    for table in ("_kernels", "_dense", "_launch_modules"):
        monkeypatch.setattr(torch_ops, table, {})
    monkeypatch.setattr(torch_ops, "SMALL_CALL_BYTES", 64 * 1000 * 4)
    ours = getattr(softgen, op)
    for rows, path in ((63, "block"), (64, "warp")):      # 63 x 1000 fp32: under; 64 x 1000: not
        x = torch.randn(rows, 1000, device="cuda") * 3
        for y in (ours(x), ours(x.t(), dim=0).t()):       # the hot path, then the custom op's
            check(y, x, f"{op} {rows} x 1000", op=op)
            assert calls.pop() == path
        assert not calls
