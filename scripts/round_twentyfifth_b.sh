#!/bin/bash
# Twenty-fifth session, round b (H100).
# (1) Round a: 16-bit softmax stage 1 x 16 at 256 threads runs 99 where rows start on 16 bytes
#     (195888, 195896) and 93-95 where they do not (195892, 196001); log_softmax level; under
#     Nsight Compute (base clocks, flushed clean L2) 195892 and 196000 both take 100 us.  The same
#     kernels timed after a dirty flush (do_bench), a clean one, and back to back; ncu at the
#     application's clocks without its cache control.
# (2) fp32 softmax_backward stage 3 x 16 (round a: 448 threads 96.0-97.0 at 199001-215000, 90.7
#     at 236968): blocks of 352-480 threads across the band.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=200
E0=stage=1,cluster_size=16,block_size=256
E1=stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2
explore probe_flush.py bf16 195888,195892,196001 op=softmax $E0 $E1
explore probe_flush.py bf16 195892 op=log_softmax $E0
for w in 195888 195892; do
  echo "== ncu softmax bf16 $w $E0, clocks and cache as the application's"
  timeout 100 ncu --clock-control none --cache-control none --metrics gpu__time_duration.sum,lts__t_sectors_op_write.sum,dram__bytes_read.sum,dram__bytes_write.sum \
      -k regex:softmax --launch-skip 2 --launch-count 3 python3 scripts/run_one.py cluster $w bf16 cuda \
      stage=1 cluster_size=16 block_size=256 2>&1 | grep -E "duration|sectors|dram__bytes"
done
S=stage=3,cluster_size=16
explore try_matrix.py op=softmax_backward fp32 cluster 199001,205000,215000,225000,236968 stage=2,cluster_size=16,block_size=512 \
  $S,block_size=352 $S,block_size=384 $S,block_size=416 $S,block_size=448 $S,block_size=480
rm -f "$OUT"/matrix-*.csv
