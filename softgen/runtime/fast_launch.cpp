// softgen's small-call launch path: the output's allocation and the driver launch of a loaded
// forward kernel in one C++ call, where Python took two calls and their argument handling
// (torch.empty_like 4.6 us + cupy's launchKernel 5.2 us of softgen.softmax's 15.3 us on the
// twelfth session's H100 host, against torch.softmax's 12.1 us; notes entry 63).
// Pure host code against torch's headers: cuLaunchKernelEx is looked up in libcuda at run time,
// and its structs are restated here, so it builds without the CUDA toolkit.
#include <torch/extension.h>

#include <dlfcn.h>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace {

// CUlaunchAttribute (an id, then a 64-byte union at offset 8) and CUlaunchConfig, as cuda.h has them.
struct LaunchAttribute {
    int id;
    char pad[4];
    unsigned value[16];
};
struct LaunchConfig {
    unsigned grid[3], block[3], shared_bytes;
    void* stream;
    LaunchAttribute* attributes;
    unsigned attribute_count;
};
constexpr int kProgrammaticStreamSerialization = 6;   // CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION

using LaunchKernelEx = int (*)(const LaunchConfig* config, void* function, void** params, void** extra);

LaunchKernelEx driver_launch() {
    static LaunchKernelEx launch = [] {
        void* libcuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
        void* symbol = libcuda ? dlsym(libcuda, "cuLaunchKernelEx") : nullptr;
        if (!symbol) throw std::runtime_error("softgen fast launch: cuLaunchKernelEx not found in libcuda.so.1");
        return reinterpret_cast<LaunchKernelEx>(symbol);
    }();
    return launch;
}

constexpr int64_t kMaxGrid = (int64_t{1} << 31) - 1;

}  // namespace

// A fresh output for x (rows x cols, dense) and the launch of `function` (a CUfunction with the
// forward signature: x, y, n_rows, x_row_stride, y_row_stride, n_cols) over its rows on `stream`:
// a group of `cluster` blocks of `block` threads for every `rows_per_block` rows, `shared_bytes` of
// dynamic shared memory each; `early`: programmatic dependent launch (the module's launcher says
// where: the kernels wait for the stream's kernel before them).  None where x is not dense, has no rows or more groups of rows than
// one grid holds (the kernels of one row a cluster do not stride over the rest): the caller takes
// its checked path.
py::object launch(const at::Tensor& x, int64_t function, int64_t block, int64_t shared_bytes, int64_t rows_per_block,
                  int64_t cluster, bool early, int64_t stream) {
    if (!x.is_cuda()) throw std::invalid_argument("softgen fast launch: x must be a CUDA tensor, got one on " + x.device().str());
    if (x.dim() != 2 || !x.is_contiguous() || x.size(0) == 0) return py::none();
    const int64_t groups = (x.size(0) + rows_per_block - 1) / rows_per_block;
    if (groups > kMaxGrid / cluster) return py::none();
    at::Tensor out = at::empty_like(x);
    const void* x_data = x.data_ptr();
    void* y_data = out.data_ptr();
    long long rows = x.size(0), stride = x.size(1);
    int cols = static_cast<int>(x.size(1));
    void* params[] = {&x_data, &y_data, &rows, &stride, &stride, &cols};
    const int64_t grid = groups * cluster;
    LaunchAttribute early_launch = {kProgrammaticStreamSerialization, {}, {1}};
    const LaunchConfig config = {{static_cast<unsigned>(grid), 1, 1}, {static_cast<unsigned>(block), 1, 1},
                                 static_cast<unsigned>(shared_bytes), reinterpret_cast<void*>(stream),
                                 &early_launch, early ? 1u : 0u};
    const int status = driver_launch()(&config, reinterpret_cast<void*>(function), params, nullptr);
    if (status != 0)
        throw std::runtime_error("softgen fast launch: cuLaunchKernelEx failed with CUresult " + std::to_string(status));
    return py::cast(out);
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
    m.def("launch", &launch, "Allocate the output and launch a loaded softgen forward kernel over x's rows.");
}
