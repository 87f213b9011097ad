#!/usr/bin/env bash
# One device call for Triton rows 16 bytes apart whose width is not a multiple of 16 elements
# (docs/OPTIMIZATION_NOTES.md entry 29): the Triton GPU tests, then Triton against CUDA at odd
# and 16-byte widths (compare, default plans).  `b` (alone): the drop-in's GPU tests and the
# small-call latency.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
case "${1:-a}" in
a)
    timeout 330 python3 -m pytest -m gpu -q -x -p no:cacheprovider tests/test_gpu.py tests/test_fuzz_shapes.py \
        -k "triton" > "$OUT/pytest-triton.log" 2>&1
    echo "tests rc $?"; tail -3 "$OUT/pytest-triton.log"
    timeout 200 python3 -m softgen.cli compare --cols 781,1000,1024,3000 --dtype fp32,bf16,fp16 \
        --strategy warp,block,smem --out /tmp/odd > /dev/null 2>&1; echo "compare rc $?"
    cp /tmp/odd/compare.csv "$OUT/odd.csv"
    python3 scripts/triton_ratio.py "$OUT/odd.csv" | tee "$OUT/odd-ratio.txt" ;;
b)
    timeout 120 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_torch_ops.py tests/test_load_cpu.py \
        > "$OUT/pytest-dropin.log" 2>&1
    echo "drop-in tests rc $?"; tail -3 "$OUT/pytest-dropin.log"
    timeout 120 python3 scripts/latency.py > "$OUT/latency-h100.txt" 2>&1; echo "latency rc $?"
    cat "$OUT/latency-h100.txt" ;;
esac
