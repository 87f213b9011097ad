#!/bin/bash
# Twenty-seventh session, round i (H100): fp32 cluster stage 5 (round g: 131072 98.7-98.9 against
# auto's 96.4-96.6 and quack's 97.3) at the fp32 table's forward widths, both ops, against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W=32768,45001,50000,65536,70001,80001,100000,100001,131071,131072,131073,150001,155000,170000,200000,200001
for op in softmax log_softmax; do
  T=280 explore try_matrix.py op=$op fp32 cluster $W strategy=auto \
    stage=5,cluster_size=16 stage=5,cluster_size=8 stage=5,cluster_size=16,exchange=2
done
