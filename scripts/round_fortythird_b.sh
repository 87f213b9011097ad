#!/bin/bash
# Forty-third session, round b (H100): (1) Nsight Compute on the fp32 split at 200003, CUDA against
# Triton (bytes, issue, warp stalls); (2) Triton 16-bit one-program gluon rows with the cache up to
# the row's last full tile (gstreamed=0) in fp16 and bf16 log_softmax; its two programs an SM up
# to 192 KB (gshareto=192); a short last wave not spread (short_wave=0).  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for b in cuda triton; do
  timeout 150 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
    --section SchedulerStats --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py online 200003 fp32 $b \
    > "$OUT/b-ncu-$b.txt" 2>&1; echo "== ncu $b rc $?"
  grep -E "gpu__time|dram__bytes|inst_executed|DRAM Throughput|Achieved Occ|Registers Per|Block Size|Grid Size|Issue Slots|Eligible Warps|No Eligible|Stall|Warp Cycles Per Issued" "$OUT/b-ncu-$b.txt" | head -24
done
W=95000,110000,131072,150001
REPEAT=3 T=120 explore try_matrix.py fp16 online $W "" backend=triton backend=triton,gstreamed=0 | tee "$OUT/b-fp16.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax bf16 online $W "" backend=triton backend=triton,gstreamed=0 \
    | tee "$OUT/b-log-bf16.txt"
REPEAT=3 T=120 explore try_matrix.py bf16 online 86000,90000,95000,110000 backend=triton backend=triton,gshareto=192 \
    backend=triton,gshareto=224 backend=triton,short_wave=0 | tee "$OUT/b-bf16.txt"
