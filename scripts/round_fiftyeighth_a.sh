#!/bin/bash
# Fifty-eighth session, rounds a, b and c (H100, three calls back to back: a carries .peerwheels/a
# and stashes it, b, argument "peers", carries .peerwheels/b and installs the peers, c, argument
# "fp32", finds them installed).  Trains of 20.
# a: 16-bit softmax 194-216, which 224's entry (16 x 256 with approx_rcp) serves, against the
#    16 x 128 kernel with and without approx_rcp (medians of three); then auto softmax at 24
#    fresh random widths (seed 5801, 128-262143, odd widths included) in the three dtypes.
# b: auto, auto allocating, quack, liger and torch at 12 random widths a dtype (multiples of 16
#    bytes, seeds 5802-5803), bf16 and fp16, medians of two.
# c: the same in fp32 (seed 5804); then 16-bit 90112-98304 (quack ahead at bf16 95424 in b)
#    allocating against cluster x 8 / x 16 shapes, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
peers="strategy=auto,alloc=1 peer=quack peer=liger peer=torch"
case "$1" in
  "")
    bash scripts/install_peers.sh stash
    for dt in bf16 fp16; do
      REPEAT=3 T=200 explore try_matrix.py $dt auto 194,200,204,207,208,210,212,216 strategy=auto \
        strategy=warp,threads_per_row=16,approx_rcp=1 strategy=warp,threads_per_row=16 \
        | grep -v "^   runs\|SpecError"
    done | tee "$OUT/band-208.txt"
    T=200 auto_ops fiftyeighth-a fp32,bf16,fp16 "random=5801:24:128:262143" softmax
    grep -E "^ *(fp32|bf16|fp16) " "$OUT"/auto-fiftyeighth-a-softmax.txt | sort -k3 -n | head -6 ;;
  peers)
    python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
    DTYPES="bf16 fp16" REPEAT=2 T=270 peer_sweep 5801 12 128 262144 $peers | tee "$OUT/peers-16bit.txt" ;;
  fp32)
    python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
    DTYPES=fp32 REPEAT=2 T=300 peer_sweep 5801 12 128 262144 $peers | tee "$OUT/peers-fp32.txt"
    # round b's lead for quack at bf16 95424 (cluster x 8 at 256 threads, its shape there)
    for dt in bf16 fp16; do
      REPEAT=3 T=150 explore try_matrix.py $dt auto 90112,95424,98304 strategy=auto,alloc=1 peer=quack \
        strategy=cluster,stage=6,cluster_size=8,alloc=1 strategy=cluster,stage=6,cluster_size=8,block_size=256,alloc=1 \
        strategy=cluster,stage=6,cluster_size=16,block_size=256,alloc=1 | grep -v "^   runs\|SpecError\|Mismatch"
    done | tee "$OUT/lead-95424.txt" ;;
esac
rm -f "$OUT"/matrix-*.csv "$OUT"/*.csv
