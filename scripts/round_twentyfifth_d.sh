#!/bin/bash
# Twenty-fifth session, round d (H100): why 16-bit softmax rows that do not start on 16 bytes
# run 4 points slower (round b: at the application's clocks only; log_softmax level).
# (1) layouts: 195892 columns on rows of 195892 (misaligned: head or tail of 4 on each row, the
#     boundary's 16 bytes shared with the next row) / 195896 (aligned, tail 4, nothing shared) /
#     195900; 195888 on rows of 195888 / 195892 (misaligned, nothing shared).
# (2) Nsight Compute's stall samples per SASS instruction at 195888 / 195892, application clocks.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
E=stage=1,cluster_size=16,block_size=256
explore probe_stride.py bf16 op=softmax $E 195892:195892 195892:195896 195892:195900 195888:195888 195888:195892 195888:195896
explore probe_stride.py bf16 op=log_softmax $E 195892:195892 195888:195888
for w in 195888 195892; do
  timeout 120 ncu --clock-control none --section WarpStateStats --section SourceCounters -k regex:softmax \
      --launch-skip 2 --launch-count 1 -f -o /tmp/rep-$w python3 scripts/run_one.py cluster $w bf16 cuda \
      stage=1 cluster_size=16 block_size=256 > /dev/null 2>&1
  ncu -i /tmp/rep-$w.ncu-rep --page source --csv --print-source sass > "$OUT/sass-$w.csv" 2> "$OUT/sass-$w.err"
  echo "== sass $w rc $? $(wc -l < "$OUT/sass-$w.csv") lines"; head -c 300 "$OUT/sass-$w.err"
  ncu -i /tmp/rep-$w.ncu-rep --page details 2>&1 | grep -E "Duration|Warp Cycles Per Issued|Stall" | head -8
done
