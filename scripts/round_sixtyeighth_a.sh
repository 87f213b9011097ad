#!/bin/bash
# Sixty-eighth session, round a: the first look at an H200 (the device this workplace lends now;
# every figure before was an H100's).  softgen ships a table for the H100 alone, so on the H200
# auto runs its heuristic.  At the sweep's widths in each dtype, all in one run (the copy timed
# beside them): auto as a user gets it here (heuristic), auto reading the H100 table
# (baseline/h100.json, a copy of softgen/tuning/h100.json), and torch, all allocating.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem,memory.total --format=csv
python3 -c "import torch, triton, cupy; p = torch.cuda.get_device_properties(0); print(p.name, p.multi_processor_count, 'SMs', p.L2_cache_size >> 20, 'MB L2', torch.__version__, triton.__version__, cupy.__version__)"
mkdir -p baseline && cp softgen/tuning/h100.json baseline/h100.json
W=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144
for dt in ${DTYPES:-fp32 bf16 fp16}; do
  T=${T:-180} explore try_matrix.py op=${OP:-softmax} $dt auto $W strategy=auto,alloc=1 strategy=auto,table=h100,alloc=1 peer=torch \
    | peer_rows | tee "$OUT/a-${OP:-softmax}-$dt.txt"
done
rm -f "$OUT"/*.csv
