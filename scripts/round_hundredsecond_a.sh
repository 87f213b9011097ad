#!/bin/bash
# Hundred-second session, round a (H200, one call), scripts/hundredsecond_a.txt, medians of five:
# the first wave's stagger (LaunchPlan.stagger_step_ns; forward 16-bit only so far) in the
# backward cluster kernels, at fp32's weak long rows (the H200 table's entries there run 90-95):
#  1. softmax_backward 241000-262144: auto (c0), x 16 stage 4 at 256 x 2 unstaggered and at 150 /
#     300 / 600 ns a cluster id (15 clusters), x 8 at 512 threads (async copy) and x 12 stage 4,
#     each unstaggered and at 300 ns, and x 16 stage 4 at its default 512 threads (2 an SM, as
#     log_softmax_backward's entries) at 0 / 300;
#  2. softmax_backward 221499-234847: x 16 stage 8 at 320 x 3 (22 clusters) at 0 / 150 / 300 /
#     600 ns, x 8 at 512 at 0 / 300;
#  3. log_softmax_backward 249883-262000: x 16 stage 4 (its default 512 threads, 2 an SM) at 0 /
#     150 / 300 / 600 ns, x 12 stage 8 at 576 x 2 at 0 / 300.
#     bash scripts/round_hundredsecond_a.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredsecond matrices_round a 280
pack_out
