#!/bin/bash
# Sixty-eighth session, rounds e-g (H200, three calls back to back; the peers' wheels in three
# parts: argument 1 carries .peerwheels/p1, 2 p2, 3 p3):
# e: every GPU test on the tree with the H200's table (tests that check the H100 table's entries
#    read it through the h100_table fixture), 8 pytest-xdist workers.
# f: long rows, where the H200 table's entries run 87-95% of copy: cluster shapes and online in
#    both backends.
# g: auto (the H200 table) against quack, liger and torch at 14 of the sweep's widths, single runs.
# (Call 2 ran case 2's lines after stashing p2 in a call of its own; the device time allowed
# no more.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
peers_part "$1"
W=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144
case $1 in
1) timeout 480 python3 -m pytest -q -p no:cacheprovider -m gpu tests/ -n 8 --dist worksteal -rfE \
     > "$OUT/e-tests.txt" 2>&1; echo "== rc $?"; tail -25 "$OUT/e-tests.txt" ;;
2) T=120 explore try_matrix.py fp32 cluster 65536,131072,262144 "" stage=1,cluster_size=16 \
     stage=1,cluster_size=16,block_size=512,async_copy=0 stage=6,cluster_size=16,block_size=512 \
     stage=6,cluster_size=16,block_size=256,bulk_store=1 stage=6,cluster_size=16,block_size=384,bulk_store=1 \
     strategy=online strategy=online,backend=triton strategy=auto | peer_rows | tee "$OUT/f-fp32.txt"
   T=150 explore try_matrix.py bf16 cluster 16384,32768,65536,131072,262144 "" stage=1,cluster_size=16 \
     stage=6,cluster_size=16 stage=6,cluster_size=16,block_size=256,blocks_per_sm=4 \
     stage=6,cluster_size=16,block_size=128,blocks_per_sm=8 stage=6,cluster_size=8,block_size=128,blocks_per_sm=8 \
     stage=6,cluster_size=16,block_size=512 strategy=online strategy=online,backend=triton strategy=auto \
     | peer_rows | tee "$OUT/f-bf16.txt" ;;
3) for dt in bf16 fp32 fp16; do      # as it ran: 14 of the sweep's widths (781, 3000, 50000 left out)
     T=95 explore try_matrix.py $dt auto 128,256,512,1000,1024,2048,4096,8192,12345,16384,32768,65536,131072,262144 \
       strategy=auto,alloc=1 peer=quack peer=liger peer=torch | peer_rows | tee "$OUT/g-$dt.txt"; done ;;
esac
rm -f "$OUT"/*.csv
