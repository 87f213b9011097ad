#!/bin/bash
# Ninety-third session, round b (H200, one call; run at d6d861f: thread_shift was taken out after,
# its templates are scripts/ninetythird_b_thread_shift.patch): cluster stage 7 with each thread's
# intermediates against its own max (LaunchPlan.thread_shift: the shared-memory packs reduced while
# the registers' loads land, one block merge of (max, sum) pairs, no block max first). Medians of
# three interleaved runs (each kernel validated first), tshift=0 against 1 and 2 (one shift a
# thread for both parts) at both stage 7 shapes of the table (x 16 at six blocks of 160 and eight
# of 128) at round a's widths, and stage 6 at 131072 / 262144 (scripts/ninetythird_b.txt).
#     bash scripts/round_ninetythird_b.sh
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 SESSION=ninetythird matrices_round b 110
pack_out
