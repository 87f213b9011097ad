"""Where the time of one small call goes (Python included): each step of the CUDA and
Triton launch paths timed on its own, against torch.softmax and softgen.softmax.

    python scripts/latency_breakdown.py
"""
import time

import cupy
import numpy
import torch

import softgen


def us(fn, calls=3000):
    for _ in range(100):
        fn()
    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(calls):
        fn()
    torch.cuda.synchronize()
    return 1e6 * (time.perf_counter() - start) / calls


x = torch.randn(64, 1024, device="cuda")
out = torch.empty_like(x)
f = softgen.load(strategy="warp", cols=1024, dtype="fp32", backend="cuda")
print("torch.softmax            ", f"{us(lambda: torch.softmax(x, -1)):6.1f} us")
print("torch.empty_like         ", f"{us(lambda: torch.empty_like(x)):6.1f} us")
print("softgen.softmax          ", f"{us(lambda: softgen.softmax(x)):6.1f} us")
with torch.no_grad():
    print("softgen.softmax no_grad  ", f"{us(lambda: softgen.softmax(x)):6.1f} us")
print("load(warp) launcher      ", f"{us(lambda: f(x)):6.1f} us")
print("launcher, out given      ", f"{us(lambda: f(x, out=out)):6.1f} us")
print("cupy.cuda.Device(0) with ", f"{us(lambda: cupy.cuda.Device(0).__enter__()):6.1f} us")
print("cupy runtime.getDevice   ", f"{us(lambda: cupy.cuda.runtime.getDevice()):6.1f} us")
print("torch current_stream     ", f"{us(lambda: torch.cuda.current_stream(0).cuda_stream):6.1f} us")
print("torch current_stream()   ", f"{us(lambda: torch.cuda.current_stream().cuda_stream):6.1f} us")
print("torch._C current stream  ", f"{us(lambda: torch._C._cuda_getCurrentRawStream(0)):6.1f} us")
print("numpy args               ", f"{us(lambda: (numpy.uint64(x.data_ptr()), numpy.uint64(out.data_ptr()), numpy.int64(64), numpy.int64(1024), numpy.int64(1024), numpy.int32(1024))):6.1f} us")
print("x.data_ptr, shape, stride", f"{us(lambda: (x.data_ptr(), x.shape, x.stride(0), x.dtype, x.device.index)):6.1f} us")
fn = f.__globals__["_function"]          # the launcher module's cupy kernel
if fn is not None:
    stream = cupy.cuda.ExternalStream(torch.cuda.current_stream(0).cuda_stream, 0)
    args = (numpy.uint64(x.data_ptr()), numpy.uint64(out.data_ptr()), numpy.int64(64),
            numpy.int64(1024), numpy.int64(1024), numpy.int32(1024))
    print("cupy Function() raw      ", f"{us(lambda: fn((16,), (128,), args, shared_mem=0, stream=stream)):6.1f} us")
    print("cupy Function() raw ints ", f"{us(lambda: fn((16,), (128,), (x.data_ptr(), out.data_ptr(), 64, 1024, 1024, 1024), shared_mem=0, stream=stream)):6.1f} us")
t = softgen.load(strategy="warp", cols=1024, dtype="fp32", backend="triton")
print("load(warp, triton)       ", f"{us(lambda: t(x)):6.1f} us")
print("check only               ", f"{us(lambda: f.__globals__['_check'](x, out)):6.1f} us")
m = f.__globals__                        # the launcher module: its hot path piece by piece
if m["_ready"] is not None:
    shape = x.shape
    stream = torch._C._cuda_getCurrentRawStream(0)
    grid = 64 // m["ROWS_PER_BLOCK"]
    args = (x.data_ptr(), out.data_ptr(), 64, 1024, 1024, 1024)
    values, address = m["_new_param_buffers"]()
    values[:] = args
    handle = m["_handle"][1]
    print("launch_dense             ", f"{us(lambda: m['launch_dense'](x, shape, x.get_device())):6.1f} us")
    print("_launch (args ready)     ", f"{us(lambda: m['_launch'](grid, args, stream)):6.1f} us")
    print("driver.launchKernel only ", f"{us(lambda: cupy.cuda.driver.launchKernel(handle, grid, 1, 1, m['BLOCK'], 1, 1, 0, stream, address, 0)):6.1f} us")
    print("empty_like + launchKernel", f"{us(lambda: (torch.empty_like(x), cupy.cuda.driver.launchKernel(handle, grid, 1, 1, m['BLOCK'], 1, 1, 0, stream, address, 0))):6.1f} us")
