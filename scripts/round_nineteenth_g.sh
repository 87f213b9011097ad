#!/bin/bash
# Nineteenth session, round g (H100): (1) fp16 read from the 32-bit pair against the parent's
# kernels (baseline/fp16pair, rendered from /tmp/wt_base), same run; (2) the pair read in the
# online kernels too (scripts/try_fp16_convert.py); (3) auto fp16 backward over the sweep.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
F="grep -v warning\|^ *\$\|for (int\|\^\|detected during\|instantiation\|Remark"
(cd scripts
 timeout 100 python3 try_baseline.py ../baseline/fp16pair op=softmax_backward fp16 smem:4097,12345 cluster:100001 online:16385
 timeout 60 python3 try_baseline.py ../baseline/fp16pair op=softmax fp16 smem:12345 cluster:100001
 timeout 150 python3 try_fp16_convert.py op=softmax_backward variants=cvt,pair,shift* online:8193,16385,32769,100001
 timeout 60 python3 try_fp16_convert.py op=softmax variants=cvt,pair online:16385,65537
) 2>&1 | grep -v "warning\|^ *$\|for (int\|\^\|detected during\|instantiation\|Remark" | tee "$OUT/fp16-pair-ab.txt"
timeout 150 python3 -m softgen.cli compare --op softmax_backward --cols 128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,20001,32768,50000,65536,131072,262144 \
    --dtype fp16 --strategy auto --backend cuda,triton --peers torch --out "$OUT/auto-backward-fp16" > "$OUT/auto-backward-fp16.txt" 2>&1
echo "compare rc $?"; grep -A45 "fp16: GB" "$OUT/auto-backward-fp16.txt" | grep "│" | cut -c1-80
