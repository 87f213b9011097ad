#!/bin/bash
# Eleventh session: the online-softmax rescale factor through ex2.approx.ftz (no denormal
# fix-up).  CUDA online before (baseline/rescale_old, rendered from the parent commit) and
# after in the same run, then the auto sweep.  GPU tests: scripts/round_eleventh_d.sh.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 scripts/try_online_entries.py baseline/rescale_old fp32,bf16,fp16 4096,8192,12345,16384,32768,131072 2>&1 | tee "$OUT/rescale-online.txt"
timeout 420 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --strategy auto --peers torch --out "$OUT/sweep" 2>&1 | tail -80 | tee "$OUT/sweep.txt"
