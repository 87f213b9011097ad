#!/bin/bash
# Twenty-fifth session, round i (H100): auto for the 16-bit forward ops after the edges-after-
# the-slice rule and the table's odd 16-bit entries at stage 1 x 16 (rounds g, h): fresh random
# widths (seed 43) and widths of the band that was under 95.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
R=random=43:16:20000:262144,63814,80001,100001,131073,175001,186167,195892,203001,206999
T=280 auto_ops i bf16,fp16 $R softmax log_softmax
rm -f "$OUT"/auto-*.csv
