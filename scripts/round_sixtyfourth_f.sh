#!/bin/bash
# Sixty-fourth session, round f (H100, one call; carries baseline/h100-before-64.json).  Round e:
# x 16 x 384 with bulk stores dips at 236000 alone (96.9; 235900-235950 and 236050-236100 ran
# 98.6-98.8), +0.6-1.0 over auto elsewhere at 231714-245617.  Entries: fp32 log_softmax x 16 x
# 256 with bulk stores at 229000, x 384 at 231848-245000, 236000 keeping x 512 (aligned widths
# 235952-236048).  Against the table before: every run served_diff lists, edges and inside; the
# entries of round d at their own widths; x 256 / x 384 where x 256 takes 15 packs (229377-);
# then the GPU tests of the new entries and of bulk stores.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
b="strategy=cluster,cluster_size=16,stage=6,bulk_store=1"
{ T=150 against_table h100-before-64 log_softmax fp32 225743,227001,229000,229380,230314,230416,230417,231848,233963,235900,235948,235952,236000,236048,236052,236100,238001,240000,242223,245000,245765,245997
  T=100 against_table h100-before-64 softmax fp32 199000,200000,200001,216316,225000
  T=100 explore try_matrix.py op=log_softmax fp32 auto 229380,229900,230416 strategy=auto $b,block_size=256 $b,block_size=384 2>&1 \
    | grep -v "^   runs\|SpecError"
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests "sixtyfourth or bulk_store"
